import { describe, expect, it } from 'vitest';
import { names, pick, playCard, put, reason, refresh } from '../helpers.js';
import { noirGame } from './noir-game.js';

describe('Angel Noir', () => {
  it('Impetuous Dive: +1 Attack with an Instinct card played before, not without', () => {
    const g = noirGame();
    const [a, b] = put(g, 0, 'hand', 'Impetuous Dive', 'Impetuous Dive');
    refresh(g);
    playCard(g, a!);
    expect(g.t.attack).toBe(2);
    playCard(g, b!);
    expect(g.t.attack).toBe(5);
  });

  it('Multitalented: name a class, investigate for a card of it', () => {
    const g = noirGame();
    put(g, 0, 'deck', 'Wound', 'Webs of Darkness', 'S.H.I.E.L.D. Agent');
    const [m] = put(g, 0, 'hand', 'Multitalented');
    refresh(g);
    playCard(g, m!);
    expect(reason(g)).toBe('angel-noir:multitalented:class');
    pick(g, 4); // Ranged
    expect(names(g, g.players[0]!.hand)).toEqual(['Webs of Darkness']);
    expect([g.t.attack, g.t.recruit]).toEqual([1, 1]);
  });

  it("Identical Twin Brother: an HQ hero's printed Recruit and Attack; it goes to the bottom of the Hero Deck", () => {
    const g = noirGame();
    const [t] = put(g, 0, 'hand', 'Identical Twin Brother');
    refresh(g);
    playCard(g, t!);
    const h = g.hq[2]!;
    const d = g.cards[g.defOf[h]!]!;
    pick(g, 2);
    expect([g.t.attack, g.t.recruit]).toEqual([d.attack, d.recruit]);
    expect(g.heroDeck[0]).toBe(h);
    expect(g.hq[2]).not.toBe(h);
  });

  it('Missing Person Case: investigate the Hero Deck for any card, into your hand', () => {
    const g = noirGame();
    const top2 = g.heroDeck.slice(-2);
    const [m] = put(g, 0, 'hand', 'Missing Person Case');
    refresh(g);
    playCard(g, m!);
    expect(reason(g)).toBe('investigate:angel-noir:missing-person-case:found');
    pick(g, top2[0]!);
    expect(g.players[0]!.hand).toEqual([top2[0]]);
    expect(g.t.attack).toBe(3);
  });
});
