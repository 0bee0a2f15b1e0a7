// Batch-1 review, deviation 11: Organized Crime Wave gives the Maggia Goons an Ambush ("play another Villain Deck
// card"), not an enter-the-city effect, so whatever cancels an Ambush cancels it (Invisible Barrier, Fantastic Four).
import { describe, expect, it } from 'vitest';
import { names, onVillainDeck, pick, put, reason, revealVillainCard } from '../helpers.js';
import { henchmanCard, makeDef, schemeBoard } from '../dark-city/mastermind-fixtures.js';
import '../../index.js';

const CRIME = 'Organized Crime Wave', GOONS = 'Maggia Goons';
const SETS = ['core', 'dark-city', 'fantastic-four'];

function goonOnTop() {
  const goon = henchmanCard(GOONS);
  const g = schemeBoard(CRIME, { sets: SETS });
  g.villainDeck = [];
  onVillainDeck(g, 'Sentinel');
  const c = makeDef(g, goon);
  g.villainDeck.push(c);
  return { g, c };
}

describe('Organized Crime Wave x Invisible Barrier', () => {
  it("Invisible Barrier cancels the Goon's Ambush: no other Villain Deck card is played, its holder draws two instead", () => {
    const { g, c } = goonOnTop();
    put(g, 1, 'hand', 'Invisible Barrier');
    put(g, 1, 'deck', 'Wound', 'Wound');
    revealVillainCard(g);
    expect(reason(g)).toBe('invisible-woman:invisible-barrier');
    pick(g, 1);
    expect(g.city[0]).toBe(c);
    expect(names(g, g.villainDeck)).toEqual(['Sentinel']);
    expect(g.players[1]!.hand.length).toBe(3);
  });

  it('declined, the Ambush happens: the Goon plays the next Villain Deck card', () => {
    const { g, c } = goonOnTop();
    put(g, 1, 'hand', 'Invisible Barrier');
    revealVillainCard(g);
    pick(g, 0);
    expect(g.villainDeck).toEqual([]);
    expect(g.city[1]).toBe(c);
    expect(names(g, [g.city[0]!])).toEqual(['Sentinel']);
  });
});
