// The CLI as a user meets it: run the built command (npm test builds before testing).
import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const BIN = new URL('../../bin/legendary.js', import.meta.url).pathname;
function run(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('legendary CLI', () => {
  it('--help lists the commands', () => {
    const r = run('--help');
    expect(r.code).toBe(0);
    for (const c of ['play', 'cards', 'bench']) expect(r.out).toContain(c);
  });

  it('a reader that stops early (| head) ends the command quietly: exit 0, no stack trace', () => {
    // every set's card list (about 85 KB) overfills the pipe that head closes after one byte
    const sets = 'core,dark-city,paint-the-town-red,marvel-studios-phase-1,fantastic-four,deadpool,noir,captain-america-75th-anniversary';
    const r = spawnSync('/bin/sh', ['-c', `"${process.execPath}" "${BIN}" cards --sets ${sets} | head -c 1 >/dev/null`], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stderr).not.toMatch(/EPIPE|Error|at /);
  });

  it('play --json prints one JSON object with the required fields, reproducibly', () => {
    const args = ['play', '--mastermind', 'red skull', '--scheme', 'unleash the power of the cosmic cube', '--players', '2', '--seed', '7', '--json'];
    const a = JSON.parse(execFileSync(process.execPath, [BIN, ...args], { encoding: 'utf8' }));
    for (const k of ['result', 'cause', 'turns', 'setup', 'seed', 'vp', 'twists', 'escapes', 'bystandersCarried', 'woundsGained', 'tacticsDefeated', 'traceHash']) {
      expect(a).toHaveProperty(k);
    }
    expect(['win', 'loss', 'draw']).toContain(a.result);
    expect(a.setup.mastermind).toBe('Red Skull');
    expect(a.setup.villains).toContain('HYDRA');
    expect(a.seed).toBe(7);
    const b = JSON.parse(execFileSync(process.execPath, [BIN, ...args], { encoding: 'utf8' }));
    expect(b).toEqual(a);
  });

  it('play --log prints a turn-by-turn account', () => {
    const r = run('play', '--seed', '3', '--log');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Turn 1: P1/);
    expect(r.out).toMatch(/Villain deck: /);
  });

  it('an unknown mastermind is one line naming it and the accepted names, closest first; exit 2', () => {
    const r = run('play', '--mastermind', 'Red Skul', '--seed', '1');
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(/unknown mastermind "Red Skul"; accepted: Red Skull, /);
    expect(r.out).toBe('');
  });

  it('rejects 6 players, two schemes, an unknown hero and a scheme basic solo forbids, with exit 2', () => {
    const cases = [
      ['play', '--players', '6'],
      ['play', '--scheme', 'Midtown Bank Robbery', '--scheme', 'The Legacy Virus'],
      ['play', '--heroes', 'Batman'],
      ['play', '--players', '1', '--scheme', 'Super Hero Civil War'],
      ['play', '--players', '1', '--scheme', 'Negative Zone Prison Breakout'],
      ['play', '--bot', 'genius'],
      ['play', '--players', '2', '--solo', 'advanced'],
    ];
    for (const c of cases) {
      const r = run(...c);
      expect(r.code, c.join(' ')).toBe(2);
      expect(r.err.trim().length, c.join(' ')).toBeGreaterThan(0);
      expect(r.out, c.join(' ')).toBe('');
    }
    expect(run('play', '--players', '6').err).toMatch(/accepted: 1, 2, 3, 4, 5/);
    expect(run('play', '--heroes', 'Batman').err).toMatch(/unknown hero "Batman"; accepted: /);
  });

  it('advanced solo allows Negative Zone Prison Breakout', () => {
    const r = run('play', '--players', '1', '--solo', 'advanced', '--scheme', 'Negative Zone Prison Breakout', '--seed', '2', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).setup.solo).toBe('advanced');
  });

  it('cards --json lists every card group of the core set', () => {
    const r = run('cards', '--json');
    const cat = JSON.parse(r.out);
    expect(cat.heroes).toHaveLength(15);
    expect(cat.villains).toHaveLength(7);
    expect(cat.henchmen).toHaveLength(4);
    expect(cat.masterminds).toHaveLength(4);
    expect(cat.schemes).toHaveLength(8);
    expect(cat.heroes.flatMap((h: { cards: unknown[] }) => h.cards)).toHaveLength(60);
  });
  it('--sets chooses the card sets: play reports them, cards lists only them, an unknown set is one line with exit 2', () => {
    const a = JSON.parse(execFileSync(process.execPath, [BIN, 'play', '--sets', 'core', '--seed', '7', '--json'], { encoding: 'utf8' }));
    expect(a.setup.sets).toEqual(['core']);
    const c = JSON.parse(execFileSync(process.execPath, [BIN, 'cards', '--sets', 'core', '--json'], { encoding: 'utf8' }));
    expect(c.sets).toEqual([{ id: 'core', title: 'Core Set' }]);
    expect(c.heroes.every((h: { set: string }) => h.set === 'core')).toBe(true);
    for (const args of [['play', '--sets', 'core,nowhere', '--seed', '1'], ['cards', '--sets', 'nowhere']]) {
      const r = run(...args);
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err.trim().split('\n')).toEqual([expect.stringMatching(/^legendary: unknown card set "nowhere"; accepted: core/)]);
    }
  });
});
