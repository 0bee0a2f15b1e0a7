import { describe, expect, it } from 'vitest';
import { defOf } from '../../registry.js';
import { power } from '../../rules.js';
import { COVERT, INSTINCT } from '../../types.js';
import { playCard, put, refresh } from '../helpers.js';
import { sw1Game } from './game.js';

function board() {
  const g = sw1Game(['Proxima Midnight']);
  refresh(g);
  return g;
}
/** Puts the named cards in player 0's hand and plays them in order. */
function playAll(g: ReturnType<typeof board>, ...cards: string[]): number[] {
  const ids = put(g, 0, 'hand', ...cards);
  refresh(g);
  for (const c of ids) playCard(g, c);
  return ids;
}

describe('Proxima Midnight', () => {
  it('the card facts', () => {
    const g = board();
    const [a, b, c, d] = put(g, 0, 'hand', 'Inspiration Through Power', 'Master Combatant', 'General of the Black Order', 'Supernova Spear');
    expect([a, b, c, d].map((x) => defOf(g, x!).cost)).toEqual([2, 4, 5, 8]);
    expect([a, b, c, d].map((x) => defOf(g, x!).copies)).toEqual([5, 5, 3, 1]);
    expect(defOf(g, a!).cls).toBe(INSTINCT | COVERT);
  });

  it('Inspiration Through Power: 1 Recruit and 1 Attack; counts as Instinct and Covert', () => {
    const g = board();
    playAll(g, 'Inspiration Through Power');
    expect(g.t.recruit).toBe(1);
    expect(g.t.attack).toBe(1);
    expect(power(g, INSTINCT)).toBe(true);
    expect(power(g, COVERT)).toBe(true);
  });

  it('Master Combatant: nothing as the first hero played', () => {
    const g = board();
    playAll(g, 'Master Combatant');
    expect(g.t.recruit).toBe(0);
    expect(g.t.attack).toBe(0);
  });

  it('Master Combatant: +2 Recruit after a hero with a Recruit icon only', () => {
    const g = board();
    playAll(g, 'S.H.I.E.L.D. Agent', 'Master Combatant');
    expect(g.t.recruit).toBe(1 + 2);
    expect(g.t.attack).toBe(0);
  });

  it('Master Combatant: reads the most recent hero only (Attack icon: +2 Attack, not the earlier Recruit one)', () => {
    const g = board();
    playAll(g, 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'Master Combatant');
    expect(g.t.recruit).toBe(1);
    expect(g.t.attack).toBe(1 + 2);
  });

  it('Master Combatant: both bonuses after a hero with both icons; "0+" icons count (another Master Combatant)', () => {
    const g = board();
    playAll(g, 'Inspiration Through Power', 'Master Combatant');
    expect(g.t.recruit).toBe(1 + 2);
    expect(g.t.attack).toBe(1 + 2);
    const h = board();
    playAll(h, 'Master Combatant', 'Master Combatant');
    expect(h.t.recruit).toBe(2);
    expect(h.t.attack).toBe(2);
  });

  it('General of the Black Order: 3 Attack; +3 Recruit only with an Instinct card played before', () => {
    const g = board();
    playAll(g, 'General of the Black Order');
    expect(g.t.attack).toBe(3);
    expect(g.t.recruit).toBe(0);
    const h = board();
    playAll(h, 'Master Combatant', 'General of the Black Order');
    expect(h.t.recruit).toBe(3);
    expect(h.t.attack).toBe(3);
  });

  it('Supernova Spear: 4 and 4; +4 Recruit and +4 Attack only with a Covert card played before', () => {
    const g = board();
    playAll(g, 'Master Combatant', 'Supernova Spear'); // Instinct: no bonus
    expect(g.t.recruit).toBe(4);
    expect(g.t.attack).toBe(4);
    const h = board();
    playAll(h, 'General of the Black Order', 'Supernova Spear');
    expect(h.t.recruit).toBe(8);
    expect(h.t.attack).toBe(3 + 8);
  });
});
