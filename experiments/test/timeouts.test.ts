// The per-game time limit (spec "gameTimeLimit"): a game that hangs inside one call (its worker never returns)
// or crawls from decision to decision is stopped, recorded in errors.jsonl with its seed and the choices made so
// far, and the run goes on. The test bots live in a module that `node --import` loads into the CLI and into
// every pool worker, so they behave exactly like registered bots; the limit is a quarter of a second.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import { replay } from '../../engine/legendary/index.js';
import { DEFAULT_GAME_TIME_LIMIT, gameSeed, validateSpec } from '../spec.js';
import { ExperimentError } from '../errors.js';
import { makePool, runPool } from '../runner.js';

const ROOT = new URL('../../', import.meta.url);
const BIN = new URL('bin/legendary.js', ROOT).pathname;
const tmp = mkdtempSync(join(tmpdir(), 'legendary-timeouts-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

// test-hang: plays like the random bot, but in games whose seed ends in an even hex digit a seat's 5th decision
// never returns (a busy loop: the worker thread is stuck). test-slow: waits 40 ms before every decision.
const BOTS = join(tmp, 'test-bots.mjs');
writeFileSync(BOTS, `
import { registerBot } from ${JSON.stringify(new URL('dist/agents/registry.js', ROOT).href)};
import { RandomAgent } from ${JSON.stringify(new URL('dist/agents/random.js', ROOT).href)};
export const hangs = (seed) => parseInt(String(seed).split(':')[0].slice(-1), 16) % 2 === 0;
registerBot({ name: 'test-hang', description: 'hangs at its 5th decision in some games', params: {}, make: (seed, _p, spec) => {
  const r = new RandomAgent(seed); let n = 0;
  return { spec, choose(v) { if (hangs(seed) && ++n === 5) for (;;) { /* stuck */ } return r.choose(v); } };
} });
registerBot({ name: 'test-slow', description: 'waits 40 ms before each decision', params: {}, make: (seed, _p, spec) => {
  const r = new RandomAgent(seed); const z = new Int32Array(new SharedArrayBuffer(4));
  return { spec, choose(v) { Atomics.wait(z, 0, 0, 40); return r.choose(v); } };
} });
`);
const hangs = (seed: string) => parseInt(seed.slice(-1), 16) % 2 === 0;

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', pathToFileURL(BOTS).href, BIN, ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function spec(name: string, s: Record<string, unknown>): string {
  const f = join(tmp, `${name}.json`);
  writeFileSync(f, JSON.stringify(s));
  return f;
}

const read = (dir: string, f: string) => readFileSync(join(dir, f), 'utf8');
const SEED = 'timeouts-3'; // games 0 and 6 of 8 hang: one opens a batch, one sits inside the other
const factors = { masterminds: ['Loki'], schemes: ['The Legacy Virus'], players: [2] };

describe('the per-game time limit', () => {
  it('a game stuck inside one call is stopped, recorded with its choices, and the run goes on', () => {
    const s = { seed: SEED, factors: { ...factors, bots: ['random'] }, games: 8, batchSize: 4, gameTimeLimit: 0.25 };
    const setupKey = validateSpec(s).cells[0]!.setupKey; // the hanging bot shares the random cell's seeds
    const f = spec('hang', { ...s, factors: { ...factors, bots: ['test-hang', 'random'] } });
    const out = join(tmp, 'hang');
    const r = cli('run', f, '--out', out, '--workers', '2');
    expect(r.code, r.err).toBe(3);
    expect(r.err).toMatch(/of cell "Loki\|The Legacy Virus\|2\|test-hang\|" passed the time limit of 0\.25 s/);

    const seeds = Array.from({ length: 8 }, (_, g) => gameSeed(SEED, setupKey, g));
    const stuck = seeds.map((s, g) => (hangs(s) ? g : -1)).filter((g) => g >= 0);
    // not vacuous: a hanging game opens the first batch (the games after it are played once its worker is
    // replaced) and another sits inside the second (the games before it are played again without it)
    expect(stuck).toEqual([0, 6]);

    const errors = read(out, 'errors.jsonl').trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(errors.map((e) => e.game)).toEqual(stuck);
    for (const e of errors) {
      expect(e).toMatchObject({ cell: 'Loki|The Legacy Virus|2|test-hang|', kind: 'timeout', bot: 'test-hang', seed: seeds[e.game], reproduced: false });
      expect(e.error).toMatch(/time limit of 0\.25 s/);
      expect(e.setup).toMatchObject({ players: 2, mastermind: 'Loki', scheme: 'The Legacy Virus', seed: e.seed });
      // the choices so far: each seat answers 4 decisions before one of them hangs at its 5th
      expect(e.choices.length).toBeGreaterThanOrEqual(4);
      expect(e.steps).toBe(e.choices.length);
      const g = replay(e.setup, e.choices);
      expect(g.steps).toBe(e.choices.length);
      expect(g.result).toBeNull();
    }
    // the games that did not hang are rows, in both cells
    const rows = read(out, 'games.csv').trimEnd().split('\n');
    const h = rows[0]!.split(',');
    const played = rows.slice(1).map((l) => l.split(',')).map((c) => `${c[h.indexOf('bot')]}:${c[h.indexOf('game')]}`);
    const healthy = [0, 1, 2, 3, 4, 5, 6, 7].filter((g) => !stuck.includes(g));
    expect(played).toEqual([...healthy.map((g) => `test-hang:${g}`), ...[0, 1, 2, 3, 4, 5, 6, 7].map((g) => `random:${g}`)]);
    const m = JSON.parse(read(out, 'manifest.json'));
    expect(m).toMatchObject({ clean: false, exitCode: 3 });
    expect(m.counts.errors).toBe(stuck.length);
    expect(m.experiment.gameTimeLimit).toBe(0.25);
  });

  it('a game whose bot crawls from decision to decision is stopped too', () => {
    const f = spec('slow', { seed: SEED, factors: { ...factors, bots: ['test-slow'] }, games: 2, batchSize: 2, gameTimeLimit: 0.25 });
    const out = join(tmp, 'slow');
    const r = cli('run', f, '--out', out, '--workers', '1');
    expect(r.code, r.err).toBe(3);
    const errors = read(out, 'errors.jsonl').trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(errors.map((e) => [e.game, e.kind])).toEqual([[0, 'timeout'], [1, 'timeout']]);
    for (const e of errors) {
      // 40 ms a decision: a few decisions fit in a quarter of a second, a whole game (hundreds) does not
      expect(e.choices.length).toBeGreaterThan(0);
      expect(replay(e.setup, e.choices).steps).toBe(e.choices.length);
    }
  });

  it('a worker the watchdog stops is not replaced until a batch needs one, so no worker is loading when the run ends', async () => {
    // Node 20 aborts the process when a worker thread is terminated while it loads its module; a pool that replaced
    // every stopped worker at once was often still loading the replacement when the run destroyed it (about 1 run in
    // 20 with two timed-out games ended in "FATAL ERROR: v8::Module::IsGraphAsync ...")
    const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
    // two tasks at once run on two workers, so both have loaded their module when they return (destroying a pool
    // while a worker loads is the crash itself)
    const settle = (pool: ReturnType<typeof makePool>) => Promise.all([0, 1].map(() => pool.run({ kind: 'noop', holdMs: 200 })));
    // the threads started after a running task is stopped (a worker that replaces the stopped one)
    const startedAfterStop = async (pool: ReturnType<typeof makePool>) => {
      await settle(pool);
      const before = new Set(pool.threads.map((w) => w.threadId));
      const stop = new AbortController();
      const task = pool.run({ kind: 'noop', holdMs: 20_000 }, { signal: stop.signal });
      await wait(300); // the task is running on a worker
      stop.abort();
      await expect(task).rejects.toThrow();
      // the stopped worker leaves the pool (slowly on a loaded machine); a replacement, if any, is started by then
      for (let t = 0; pool.threads.length >= before.size && pool.threads.every((w) => before.has(w.threadId)) && t < 500; t++) await wait(20);
      await wait(300);
      const started = pool.threads.filter((w) => !before.has(w.threadId)).length;
      await settle(pool);
      await pool.destroy();
      return started;
    };
    expect(await startedAfterStop(runPool(2))).toBe(0);
    // a pool that keeps its threads (tune, bench) replaces the stopped worker at once: what the run must not do
    expect(await startedAfterStop(makePool(2))).toBeGreaterThan(0);
  });

  it('is a spec field with a default, checked by the validator and the published schema alike', () => {
    const base = { factors: { ...factors, bots: ['random'] }, games: 1 };
    expect(validateSpec(base).gameTimeLimit).toBe(DEFAULT_GAME_TIME_LIMIT);
    expect(DEFAULT_GAME_TIME_LIMIT).toBe(60);
    expect(validateSpec({ ...base, gameTimeLimit: 0.5 }).gameTimeLimit).toBe(0.5);
    const schema = JSON.parse(readFileSync(new URL('experiments/spec.schema.json', ROOT), 'utf8'));
    const check = new Ajv2020({ allErrors: true, strict: true }).compile(schema);
    expect(check({ ...base, gameTimeLimit: 300 })).toBe(true);
    for (const bad of [0, -1, '60', 86_401, null]) {
      expect(check({ ...base, gameTimeLimit: bad }), String(bad)).toBe(false);
      expect(() => validateSpec({ ...base, gameTimeLimit: bad })).toThrow(ExperimentError);
      try { validateSpec({ ...base, gameTimeLimit: bad }); } catch (e) {
        expect((e as Error).message).toMatch(/^\$\.gameTimeLimit: expected the seconds one game may take, a number above 0 and at most 86400 \(default 60\), got /);
      }
    }
  });
});
