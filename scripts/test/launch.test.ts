// The launcher (scripts/launch.ts): pool commands start Node again with a larger V8 helper pool where the
// machine has more CPUs than Node's default pool, and the second process lives and dies with the first.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { givenPoolSize, NODE_DEFAULT_POOL } from '../../experiments/host.js';
import { wantedPoolSize } from '../launch.js';

const BIN = new URL('../../bin/legendary.js', import.meta.url).pathname;
const tmp = mkdtempSync(join(tmpdir(), 'legendary-launch-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const alive = (pid: number) => { try { process.kill(pid, 0); return true; } catch { return false; } };

describe('the V8 helper pool size', () => {
  it('is every logical CPU where there are more than Node\'s default, unless the variable says otherwise', () => {
    expect(NODE_DEFAULT_POOL).toBe(4);
    expect(wantedPoolSize({}, 16)).toBe(16);
    expect(wantedPoolSize({}, 4)).toBeNull();
    expect(wantedPoolSize({}, 2)).toBeNull();
    expect(wantedPoolSize({ LEGENDARY_V8_POOL_SIZE: '6' }, 2)).toBe(6);
    expect(wantedPoolSize({ LEGENDARY_V8_POOL_SIZE: '0' }, 16)).toBeNull();
    expect(wantedPoolSize({ LEGENDARY_V8_POOL_SIZE: '' }, 16)).toBe(16);
    for (const bad of ['x', '-1', '2.5', '5000']) expect(() => wantedPoolSize({ LEGENDARY_V8_POOL_SIZE: bad }, 16)).toThrow(/LEGENDARY_V8_POOL_SIZE: ".*" is not accepted; give a whole number/);
  });

  it('reads a size given to Node on its command line or in NODE_OPTIONS', () => {
    expect(givenPoolSize([], '')).toBeNull();
    expect(givenPoolSize(['--v8-pool-size=12'], '')).toBe(12);
    expect(givenPoolSize(['--v8-pool-size', '8'], '')).toBe(8);
    expect(givenPoolSize(['--inspect'], '--max-old-space-size=4000 --v8-pool-size=10')).toBe(10);
    expect(givenPoolSize(['--max-semi-space-size=32'], '')).toBeNull();
  });
});

describe('legendary run through the launcher', () => {
  const spec = join(tmp, 'spec.json');
  writeFileSync(spec, JSON.stringify({ seed: 'launch', games: 400, batchSize: 10, factors: { masterminds: ['Red Skull'], schemes: ['Unleash the Power of the Cosmic Cube'], players: [2], bots: ['random'] } }));
  const env = { ...process.env, LEGENDARY_V8_POOL_SIZE: '6' };

  it('runs the command in a second process with the pool size, records it, and ends that process with its own', async () => {
    const out = join(tmp, 'killed');
    const launcher = spawn(process.execPath, [BIN, 'run', spec, '--out', out, '--workers', '1', '--quiet'], { stdio: 'ignore', env });
    const exited = new Promise<NodeJS.Signals | null>((res) => launcher.on('exit', (_c, sig) => res(sig)));
    // the lock names the process that plays: not the launcher
    const pid = await new Promise<number>((res, rej) => {
      const t0 = Date.now();
      const poll = setInterval(() => {
        const lock = join(out, 'run.lock');
        if (existsSync(lock)) {
          try { const p = (JSON.parse(readFileSync(lock, 'utf8')) as { pid: number }).pid; clearInterval(poll); res(p); } catch { /* half-written */ }
        } else if (Date.now() - t0 > 30_000) { clearInterval(poll); rej(new Error('no run.lock written')); }
      }, 5);
    });
    expect(pid).not.toBe(launcher.pid);
    expect(alive(pid)).toBe(true);
    launcher.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    const t0 = Date.now();
    while (alive(pid) && Date.now() - t0 < 5_000) await new Promise((r) => setTimeout(r, 20));
    expect(alive(pid)).toBe(false);
    // the folder resumes as after any crash, and the manifest records the pool size the games ran with
    const r = spawnSync(process.execPath, [BIN, 'run', spec, '--out', out, '--workers', '1', '--quiet'], { encoding: 'utf8', env });
    expect(r.status, r.stderr).toBe(0);
    const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as { host: { v8PoolSize: number }; counts: { games: number } };
    expect(manifest.host.v8PoolSize).toBe(6);
    expect(manifest.counts.games).toBe(400);
  });

  it('passes on the exit code, and a bad size is one line with exit code 2', () => {
    const bad = spawnSync(process.execPath, [BIN, 'run', spec, '--out', join(tmp, 'bad')], { encoding: 'utf8', env: { ...process.env, LEGENDARY_V8_POOL_SIZE: 'many' } });
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toMatch(/LEGENDARY_V8_POOL_SIZE: "many" is not accepted/);
    expect(existsSync(join(tmp, 'bad'))).toBe(false);
    const missing = spawnSync(process.execPath, [BIN, 'run', join(tmp, 'no-such.json'), '--out', join(tmp, 'none')], { encoding: 'utf8', env });
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/no-such\.json/);
  });
});
