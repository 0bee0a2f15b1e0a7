// Detonate the Helicarrier (Dark City): Explosions on HQ spaces, destroyed spaces, the growing twists, Evil Wins.
import { describe, expect, it } from 'vitest';
import { koFromHq, refillHq } from '../../rules.js';
import type { Game } from '../../types.js';
import { hqHolder } from '../../zones.js';
import { make, names } from '../helpers.js';
import { SOLO, fresh, progress, schemeBoard, twist, villainDeckKinds } from './mastermind-fixtures.js';

const DETONATE = 'Detonate the Helicarrier';
const boom = (g: Game, s: number) => g.att[hqHolder(g, s)]!;
/** A board with a known Hero Deck (plenty of Agents on top) and an HQ of named heroes, nothing destroyed. */
function board(): Game {
  const g = schemeBoard(DETONATE);
  g.schemeZone = [];
  g.hqDestroyed = 0;
  for (let s = 0; s < g.hq.length; s++) g.att[hqHolder(g, s)] = [];
  g.hq = ['Determination', 'Optic Blast', 'Quick Draw', 'Team Player', 'Mental Discipline'].map((n) => make(g, n));
  for (let i = 0; i < 20; i++) g.heroDeck.push(make(g, 'S.H.I.E.L.D. Agent'));
  return g;
}

describe('Detonate the Helicarrier', () => {
  it('setup: 8 twists and 6 heroes in the Hero Deck (in solo too)', () => {
    for (const o of [{ players: 2 }, SOLO]) {
      const g = fresh({ ...o, scheme: DETONATE });
      expect(villainDeckKinds(g).twist).toBe(8);
      expect(g.setup.heroes.length).toBe(6);
    }
  });

  it("a hero KO'd from the HQ lies face down on its space as an Explosion (not in the KO pile); the space is refilled", () => {
    const g = board();
    const optic = g.hq[1]!;
    koFromHq(g, 1);
    expect(boom(g, 1)).toEqual([optic]);
    expect(g.ko).toEqual([]);
    expect(names(g, [g.hq[1]!])).toEqual(['S.H.I.E.L.D. Agent']);
  });

  it('twist: stacked with the scheme; then the leftmost HQ hero (under the Bridge, the last space) is KO\'d (and refilled) once per twist in the stack', () => {
    const g = board();
    twist(g);
    expect(names(g, g.schemeZone)).toEqual(['Scheme Twist']);
    expect(names(g, boom(g, 4))).toEqual(['Mental Discipline']);
    expect(boom(g, 0)).toEqual([]);
    twist(g);
    expect(names(g, boom(g, 4))).toEqual(['Mental Discipline', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent']);
    expect(boom(g, 3)).toEqual([]);
    expect(g.schemeZone.length).toBe(2);
  });

  it('the sixth Explosion destroys the space: it is emptied, never refilled, and the twist goes on with the next space to the right', () => {
    const g = board();
    for (let i = 0; i < 4; i++) boom(g, 4).push(make(g, 'S.H.I.E.L.D. Agent'));
    const top = g.heroDeck.length;
    g.schemeZone = [make(g, 'Scheme Twist'), make(g, 'Scheme Twist')];
    twist(g); // three KOs: two in the leftmost space (the second destroys it), then one in the next
    expect(boom(g, 4).length).toBe(6);
    expect(g.hqDestroyed).toBe(1 << 4);
    expect(progress(g)).toBeCloseTo(7 / 30);
    expect(g.hq[4]).toBe(-1);
    expect(names(g, boom(g, 3))).toEqual(['Team Player']);
    // a refill for each KO, the one in the destroyed space put back on the Hero Deck
    expect(g.heroDeck.length).toBe(top - 2);
    refillHq(g, 4);
    expect(g.hq[4]).toBe(-1);
  });

  it('evil wins when every HQ space is destroyed', () => {
    const g = board();
    for (let s = 0; s < 5; s++) for (let i = 0; i < (s === 0 ? 5 : 6); i++) boom(g, s).push(make(g, 'S.H.I.E.L.D. Agent'));
    g.hqDestroyed = 0b11110;
    g.hq = [g.hq[0]!, -1, -1, -1, -1];
    expect(g.result).toBe(null);
    twist(g);
    expect(g.result).toBe('loss');
    expect(g.cause).toMatch(/every HQ space destroyed/);
  });

  it('evil wins when the Hero Deck runs out', () => {
    const g = board();
    g.heroDeck = [make(g, 'S.H.I.E.L.D. Agent')];
    twist(g);
    expect(g.result).toBe('loss');
    expect(g.cause).toMatch(/Hero Deck ran out/);
  });
});
