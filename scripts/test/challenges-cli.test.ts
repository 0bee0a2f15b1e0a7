// `legendary play --challenge ...` and where users find the mode names (runs the built command).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_MODES } from '../../engine/legendary/challenges.js';

const BIN = new URL('../../bin/legendary.js', import.meta.url).pathname;
function run(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
const GAME = ['play', '--mastermind', 'Red Skull', '--scheme', 'Midtown Bank Robbery', '--seed', '7'];

describe('legendary play --challenge', () => {
  it('resolves the modes (any case, spaces, repeated option) and reports them in canonical order in --json', () => {
    const a = run(...GAME, '--challenge', 'Final Blow,TYRANT', '--challenge', 'heroic', '--json');
    expect(a.code, a.err).toBe(0);
    const s = JSON.parse(a.out);
    expect(s.setup.challenges).toEqual(['heroic', 'tyrant', 'final-blow']);
    const b = run(...GAME, '--challenge', 'heroic,tyrant,final-blow', '--json');
    expect(JSON.parse(b.out)).toEqual(s); // same modes, same game
    const none = JSON.parse(run(...GAME, '--json').out);
    expect(none.setup.challenges).toEqual([]);
    expect(none.traceHash).not.toBe(s.traceHash);
  });

  it('the text summary names the modes', () => {
    const r = run(...GAME, '--challenge', 'opening salvo:2,army-of-evil:1');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^ {2}challenges: opening-salvo:2, army-of-evil:1$/m);
    expect(run(...GAME).out).toMatch(/^ {2}challenges: none$/m);
  });

  it('unknown, conflicting and out-of-range modes: one line naming the problem and the accepted values, exit 2', () => {
    const cases: [string, RegExp][] = [
      ['tyrnt', /^legendary: unknown challenge mode "tyrnt"; accepted: tyrant, /],
      ['heroic,champion', /^legendary: challenge modes "heroic" and "champion" conflict: use at most one extra-twist mode \(heroic, champion, legendary\)$/],
      ['maniacal,nightmare', /conflict: use at most one Mastermind power mode/],
      ['army-of-evil:6', /^legendary: challenge mode "army-of-evil:6" is out of range; accepted: army-of-evil:1 to army-of-evil:5$/],
      ['opening-salvo', /needs a number .*accepted: opening-salvo:1 to opening-salvo:6$/],
    ];
    for (const [modes, msg] of cases) {
      const r = run(...GAME, '--challenge', modes);
      expect(r.code, modes).toBe(2);
      expect(r.out, modes).toBe('');
      expect(r.err.trim().split('\n'), modes).toHaveLength(1);
      expect(r.err.trim(), modes).toMatch(msg);
    }
  });

  it('play --help and cards list every mode with its description', () => {
    const help = run('play', '--help').out;
    const cards = run('cards').out;
    for (const m of CHALLENGE_MODES) {
      expect(help, m.id).toContain(m.range ? `${m.id}:N` : m.id);
      expect(cards, m.id).toContain(m.text);
    }
    const cat = JSON.parse(run('cards', '--json').out);
    expect(cat.challenges.map((c: { name: string }) => c.name)).toContain('opening-salvo:N');
    expect(cat.challenges).toHaveLength(CHALLENGE_MODES.length);
  });
});
