// `legendary odds`: a setup's win rate to a chosen precision (built command).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { odds } from '../odds.js';
import { UsageError } from '../errors.js';

const BIN = new URL('../../bin/legendary.js', import.meta.url).pathname;
const run = (...args: string[]) => { const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' }); return { code: r.status, out: r.stdout, err: r.stderr }; };
const base = { players: '2', bot: 'random', width: '0.2', maxGames: '20000' };

describe('legendary odds', () => {
  it('plays until the 95% interval is narrower than --width, and the same seed gives the same answer', () => {
    const a = odds({ ...base, mastermind: 'Red Skull', seed: '4' });
    expect(a.converged).toBe(true);
    expect(a.hi - a.lo).toBeLessThan(0.2);
    expect(a.games).toBeGreaterThanOrEqual(50);
    expect(a.winRate).toBeCloseTo(a.wins / a.games, 12);
    expect(a.lo).toBeLessThanOrEqual(a.winRate);
    expect(a.hi).toBeGreaterThanOrEqual(a.winRate);
    // the losses add up, by cause
    expect(Object.values(a.causes).reduce((x, y) => x + y, 0)).toBe(a.games - a.wins);
    expect(odds({ ...base, mastermind: 'Red Skull', seed: '4' })).toEqual(a);
    // a narrower width needs more games
    const b = odds({ ...base, mastermind: 'Red Skull', seed: '4', width: '0.04' });
    expect(b.games).toBeGreaterThan(a.games);
  });

  it('--max-games stops it first and says so', () => {
    const r = odds({ ...base, width: '0.01', maxGames: '60', seed: '2' });
    expect(r.games).toBe(60);
    expect(r.converged).toBe(false);
  });

  it('prints the rate, its interval, the games and the loss causes; --json gives winRate, lo, hi, games', () => {
    const t = run('odds', '--mastermind', 'Loki', '--players', '2', '--bot', 'random', '--width', '0.25', '--seed', '3');
    expect(t.code).toBe(0);
    expect(t.out).toMatch(/^win rate \d+\.\d%, 95% interval \[\d+\.\d%, \d+\.\d%\] over \d+ games \(\d+ won\), bot random\n/);
    expect(t.out).toMatch(/setup: mastermind Loki; players 2; the rest drawn per game/);
    expect(t.out).toMatch(/losses: /);
    const j = JSON.parse(run('odds', '--mastermind', 'Loki', '--players', '2', '--bot', 'random', '--width', '0.25', '--seed', '3', '--json').out) as Record<string, number>;
    for (const k of ['winRate', 'lo', 'hi', 'games']) expect(typeof j[k]).toBe('number');
  });

  it('--change plays the setup with changed printed numbers: a weaker Mastermind is beaten more often, on the same seeds', () => {
    const o = { ...base, mastermind: 'Loki', scheme: 'The Legacy Virus', bot: 'heuristic', width: '0.9', maxGames: '120', seed: '5' };
    const printed = odds(o), weak = odds({ ...o, change: 'Loki.attack=1' });
    expect(printed.games).toBe(weak.games);
    expect(weak.wins).toBeGreaterThan(printed.wins);
    expect(weak.setup.change).toEqual(['Loki.attack=1']);
  });

  it('bad input is one line naming the accepted values, exit 2', () => {
    for (const [args, msg] of [
      [['--width', '2'], /--width must be a number between 0 and 1/],
      [['--max-games', '10'], /--max-games must be a whole number, at least 50/],
      [['--mastermind', 'Thanos the Great'], /Thanos the Great/],
      [['--players', '9'], /player count|players/],
      [['--mastermind', 'Loki', '--change', 'Loki.cost=3'], /unknown change field "cost" for mastermind "Loki"; accepted: attack, vp/],
      [['--mastermind', 'Loki', '--change', 'Loki.attack'], /a change is "<card or group>.<field>=<number>"/],
    ] as const) {
      // in-process (the usage error comes before any game); one run below checks the exit code and the single line
      const o: Record<string, string> = { ...base, width: '0.05' };
      for (let i = 0; i < args.length; i += 2) o[args[i]!.replace(/^--/, '').replace('max-games', 'maxGames')] = args[i + 1]!;
      expect(() => odds(o as unknown as Parameters<typeof odds>[0]), args.join(' ')).toThrow(UsageError);
      expect(() => odds(o as unknown as Parameters<typeof odds>[0]), args.join(' ')).toThrow(msg);
    }
    const r = run('odds', '--bot', 'random', '--width', '2');
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(/--width must be a number between 0 and 1/);
  });
});
