import { describe, expect, it } from 'vitest';
import { sw1Game } from './game.js';
import type { Game } from '../../types.js';
import { make, playCard, put, refresh } from '../helpers.js';

function board(): Game {
  const g = sw1Game(['Captain Marvel']);
  put(g, 0, 'deck', 'Wound', 'Wound', 'Wound', 'Wound', 'Wound');
  refresh(g);
  return g;
}
/** Puts the named cards in hand (Captain Marvel's: Bishop's card in Dark City is also Absorb Energies) and plays them. */
function playAll(g: Game, ...cards: string[]): number[] {
  const ids = cards.map((n) => make(g, n, 'Captain Marvel'));
  g.players[0]!.hand.push(...ids);
  refresh(g);
  for (const c of ids) playCard(g, c);
  return ids;
}

describe('Captain Marvel', () => {
  it('Absorb Energies: alone, 2 Recruit', () => {
    const g = board();
    playAll(g, 'Absorb Energies');
    expect(g.t.recruit).toBe(2);
  });

  it('Absorb Energies: +1 Recruit per other Ranged hero played before', () => {
    const g = board();
    playAll(g, 'Supersonic Flight', 'Absorb Energies', 'Absorb Energies');
    // the first Absorb Energies sees one Ranged card, the second two
    expect(g.t.recruit).toBe(2 + 1 + 2 + 2);
  });

  it('Supersonic Flight: 1 Attack and a card drawn', () => {
    const g = board();
    playAll(g, 'Supersonic Flight');
    expect(g.t.attack).toBe(1);
    expect(g.players[0]!.hand).toHaveLength(1);
  });

  it('Marvelous Strength: +1 Attack per other Strength hero played before; none alone', () => {
    const g = board();
    playAll(g, 'Marvelous Strength');
    expect(g.t.attack).toBe(3);
    const h = board();
    playAll(h, 'Supersonic Flight', 'Supersonic Flight', 'Marvelous Strength');
    expect(h.t.attack).toBe(1 + 1 + 3 + 2);
  });

  it('Cosmic Energies: +6 Attack after two Ranged and two Strength cards (a card of both classes counts for each)', () => {
    const g = board();
    playAll(g, 'Supersonic Flight', 'Supersonic Flight', 'Cosmic Energies');
    expect(g.t.attack).toBe(1 + 1 + 5 + 6);
  });

  it('Cosmic Energies: not with only one Strength card played', () => {
    const g = board();
    playAll(g, 'Supersonic Flight', 'Absorb Energies', 'Cosmic Energies');
    expect(g.t.attack).toBe(1 + 5);
    const h = board();
    playAll(h, 'Marvelous Strength', 'Marvelous Strength', 'Absorb Energies', 'Cosmic Energies');
    // two Strength but one Ranged
    expect(h.t.attack).toBe(3 + 3 + 1 + 5);
  });
});
