// The headless Chromium that the browser tests drive: Debian's /usr/bin/chromium when it is installed, else
// the Chromium build that ships inside the @sparticuz/chromium npm package (a devDependency, so `npm ci` is
// all a fresh machine needs). Nothing is downloaded: the package's compressed binary is unpacked once, on
// first use, into node_modules/.cache/legendary-lab/, and reused by later runs.
//
// LEGENDARY_TEST_BROWSER chooses explicitly: "system" (Debian's, an error when missing), "packaged", or the
// path of a Chromium binary (launched as a system browser).

import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export interface TestBrowser {
  executablePath: string;
  args: string[];
  env: Record<string, string>;
  /** which browser, for the test output */
  label: string;
}

/** Flags for headless Chromium on a server (/work/shared/stack-notes.md). */
const HEADLESS_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

function env(): Record<string, string> {
  return Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined));
}

function system(path: string, how: string): TestBrowser {
  return { executablePath: path, args: HEADLESS_ARGS, env: env(), label: `${how} Chromium ${path}` };
}

/** The package's folder (its exports hide package.json, so go from the resolved entry point). */
function sparticuzDir(): string {
  const entry = createRequire(import.meta.url).resolve('@sparticuz/chromium');
  let d = dirname(entry);
  while (!existsSync(join(d, 'package.json'))) d = dirname(d);
  return d;
}

function cacheRoot(pkgDir: string): string {
  // <root>/node_modules/@sparticuz/chromium -> <root>/node_modules/.cache/legendary-lab
  const root = join(pkgDir, '..', '..', '.cache', 'legendary-lab');
  try { mkdirSync(root, { recursive: true }); return root; } catch { return join(tmpdir(), `legendary-lab-${process.getuid?.() ?? 'user'}`); }
}

/**
 * Unpacks the packaged Chromium (binary, fonts, software GL) into a folder of its own, once: into a
 * private staging folder first, then renamed into place, so a run killed half-way or two test processes
 * unpacking at the same time never leave a half-written binary behind.
 */
async function packaged(): Promise<TestBrowser> {
  const pkgDir = sparticuzDir();
  const version = (JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { version: string }).version;
  const root = cacheRoot(pkgDir);
  const dir = join(root, `chromium-${version}`);
  const { default: Sparticuz } = await import('@sparticuz/chromium');
  if (!existsSync(join(dir, 'chromium'))) {
    mkdirSync(root, { recursive: true });
    const staging = mkdtempSync(join(root, `.chromium-${version}-`));
    // the package unpacks into os.tmpdir(), which reads TMPDIR on every call
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = staging;
    try {
      await Sparticuz.executablePath(join(pkgDir, 'bin'));
    } finally {
      if (saved === undefined) delete process.env.TMPDIR; else process.env.TMPDIR = saved;
    }
    // its fonts.conf names Lambda's folders; ours adds the packaged fonts to the system's configuration
    writeFileSync(join(staging, 'fonts.conf'), [
      '<?xml version="1.0"?>', '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">', '<fontconfig>',
      '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
      `  <dir>${join(dir, 'fonts', 'fonts')}</dir>`,
      `  <cachedir>${join(dir, 'fontconfig-cache')}</cachedir>`,
      '</fontconfig>', ''].join('\n'));
    try { renameSync(staging, dir); } catch (e) {
      rmSync(staging, { recursive: true, force: true });
      if (!existsSync(join(dir, 'chromium'))) throw e; // someone else's rename won, or a real failure
    }
  }
  return {
    executablePath: join(dir, 'chromium'),
    // the same flags as Debian's: the package's own list is for AWS Lambda and turns web security off
    args: HEADLESS_ARGS,
    env: { ...env(), FONTCONFIG_FILE: join(dir, 'fonts.conf') },
    label: `packaged Chromium (@sparticuz/chromium ${version}, no system browser)`,
  };
}

export async function findChromium(): Promise<TestBrowser> {
  const choice = process.env.LEGENDARY_TEST_BROWSER?.trim() || 'auto';
  if (choice === 'packaged') return packaged();
  if (choice === 'system') {
    if (!existsSync(SYSTEM_CHROMIUM)) throw new Error(`LEGENDARY_TEST_BROWSER=system but ${SYSTEM_CHROMIUM} is missing (apt-get install -y chromium), or unset it to use the packaged one`);
    return system(SYSTEM_CHROMIUM, "Debian's");
  }
  if (choice !== 'auto') {
    if (!existsSync(choice)) throw new Error(`LEGENDARY_TEST_BROWSER=${choice}: no such file; accepted: system, packaged, or the path of a Chromium binary`);
    return system(choice, 'the given');
  }
  return existsSync(SYSTEM_CHROMIUM) ? system(SYSTEM_CHROMIUM, "Debian's") : packaged();
}
