// Facts about the Node process that the runner records and the launcher (scripts/launch.ts) reads; no imports,
// so the launcher starts fast.

/** V8's platform pool (garbage-collection helpers, optimizing compiler) in Node by default: node --help, --v8-pool-size */
export const NODE_DEFAULT_POOL = 4;

/** The V8 platform pool size this process runs with: the flag given to Node (on its command line or in
 *  NODE_OPTIONS), else null where none was given (Node's default, NODE_DEFAULT_POOL). */
export function givenPoolSize(execArgv: readonly string[] = process.execArgv, nodeOptions = process.env.NODE_OPTIONS ?? ''): number | null {
  const args = [...execArgv, ...nodeOptions.split(/\s+/).filter(Boolean)];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const m = /^--v8[-_]pool[-_]size(?:=(\d+))?$/.exec(a);
    if (!m) continue;
    const n = Number(m[1] ?? args[i + 1]);
    if (Number.isInteger(n) && n >= 0) return n;
  }
  return null;
}

/** The V8 platform pool size this process runs with. */
export function v8PoolSize(): number { return givenPoolSize() || NODE_DEFAULT_POOL; }

