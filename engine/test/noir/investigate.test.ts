// Investigate, from the Universal Rulebook: "Look at the top two cards of your deck. Reveal a [matching] card
// from among them and draw it. Put the rest of those cards back on the top and/or bottom of your deck in any
// order." Only one card is drawn even if both match; if one matches, one must be drawn. Other abilities
// investigate the Villain, Hero and Bystander Decks.
import { describe, expect, it } from 'vitest';
import { names, pick, playCard, put, reason, refresh } from '../helpers.js';
import { observe } from '../../observe.js';
import { noirGame } from './noir-game.js';

describe('Investigate (rule)', () => {
  it('draws the one matching card of the top two; the other may go to the bottom', () => {
    const g = noirGame();
    // deck bottom .. top: Wound-free filler, a Trooper (2nd), an Iron Man Noir Tech card (top)
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'Mechanized Plate-Mail');
    const [pm] = put(g, 0, 'hand', 'Mechanized Plate-Mail');
    refresh(g);
    playCard(g, pm!);
    expect(names(g, g.players[0]!.hand)).toEqual(['Mechanized Plate-Mail']);
    expect(reason(g)).toBe('investigate:bottom');
    const trooper = g.players[0]!.deck[1]!;
    pick(g, trooper);
    expect(names(g, g.players[0]!.deck)).toEqual(['S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent']);
  });

  it('when both match only one is drawn, and the player must take one (no decline)', () => {
    const g = noirGame();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'Mechanized Plate-Mail', "Gumshoe's Revolver");
    const [pm] = put(g, 0, 'hand', 'Mechanized Plate-Mail');
    refresh(g);
    playCard(g, pm!);
    expect(reason(g)).toBe('investigate:iron-man-noir:mechanized-plate-mail:found');
    expect(g.pending!.options).not.toContain(-1);
    expect(g.pending!.options).toHaveLength(2);
    pick(g, g.players[0]!.deck[1]!); // the second card
    expect(names(g, g.players[0]!.hand)).toEqual(['Mechanized Plate-Mail']);
    expect(g.players[0]!.hand).toHaveLength(1);
  });

  it('when nothing matches nothing is drawn; both cards may stay on top in the order chosen', () => {
    const g = noirGame();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'Wound');
    const [pm] = put(g, 0, 'hand', 'Mechanized Plate-Mail');
    refresh(g);
    playCard(g, pm!);
    expect(g.players[0]!.hand).toHaveLength(0);
    expect(reason(g)).toBe('investigate:bottom');
    pick(g, -1);
    expect(reason(g)).toBe('put-back-order');
    const trooper = g.players[0]!.deck[1]!;
    pick(g, trooper); // the Trooper on top
    expect(names(g, g.players[0]!.deck)).toEqual(['S.H.I.E.L.D. Agent', 'Wound', 'S.H.I.E.L.D. Trooper']);
  });

  it('the cards being looked at keep their place in a determinization (the question names them); other cards are hidden', () => {
    const g = noirGame();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'Mechanized Plate-Mail', "Gumshoe's Revolver");
    const [pm] = put(g, 0, 'hand', 'Mechanized Plate-Mail');
    refresh(g);
    playCard(g, pm!);
    const o = observe(g, 0);
    const own = o.pools.find((p) => p.name === 'own deck')!;
    expect(own.members[0]!.pinned).toEqual([g.players[0]!.deck[2], g.players[0]!.deck[1]]);
    // the other player sees no deck order at all
    expect(observe(g, 1).state.players[0]!.deck).toEqual([]);
  });
});
