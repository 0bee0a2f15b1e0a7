// Investigate, from the Universal Rulebook: "Look at the top two cards of your deck. Reveal a [matching] card
// from among them and draw it. Put the rest of those cards back on the top and/or bottom of your deck in any
// order." Only one card is drawn even if both match; if one matches, one must be drawn. Other abilities
// investigate the Villain, Hero and Bystander Decks.
import { describe, expect, it } from 'vitest';
import { names, onVillainDeck, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';
import { observe } from '../../observe.js';
import { run } from '../../flow.js';
import { villainEscapes } from '../../rules.js';
import { ZONES } from '../../zones.js';
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

describe('Investigate: the cards left go back in the order the investigator chooses, whatever the deck', () => {
  it('Warden Emma Frost: nothing found in the Villain Deck; both cards stay on top in the order the player chooses', () => {
    const g = noirGame();
    const e = putVillain(g, 4, 'Warden Emma Frost');
    const under = onVillainDeck(g, 'Bystander');
    const top = onVillainDeck(g, 'Hand Ninjas');
    g.stack = []; g.pending = null;
    g.city[4] = -1;
    villainEscapes(g, e, []);
    run(g);
    while (reason(g) !== 'investigate:bottom' && reason(g) !== 'main') pick(g, g.pending!.options[0]!);
    expect(reason(g)).toBe('investigate:bottom');
    pick(g, -1);
    expect(reason(g)).toBe('investigate:order');
    expect(g.pending!.player).toBe(0);
    expect(g.pending!.options.slice().sort((x, y) => x - y)).toEqual([top, under].sort((x, y) => x - y));
    pick(g, under); // the Bystander goes on top
    expect(g.villainDeck.slice(-2)).toEqual([top, under]);
  });

  it("Spider-Totem's Chosen: the investigator (not the deck's owner) orders the cards left on another player's deck", () => {
    const g = noirGame();
    put(g, 0, 'deck', 'Wound');
    const [a, b] = put(g, 1, 'deck', 'Mechanized Plate-Mail', 'Multitalented'); // cost 3 and 4: no match
    const [w, t] = put(g, 0, 'hand', 'Webs of Darkness', "Spider-Totem's Chosen");
    refresh(g);
    playCard(g, w!);
    playCard(g, t!);
    // player 0's own deck (one card): nothing to order
    while (reason(g) !== 'main' && !(reason(g) === 'investigate:bottom' && g.pending!.options.includes(a!))) pick(g, -1);
    expect(reason(g)).toBe('investigate:bottom');
    pick(g, -1);
    expect(reason(g)).toBe('investigate:order');
    expect(g.pending!.player).toBe(0);
    pick(g, a!); // Plate-Mail (second) on top
    expect(g.players[1]!.deck.slice(-2)).toEqual([b, a]);
    expect(reason(g)).toBe('main');
  });

  it('while the Villain Deck\'s cards are ordered they keep their place in a determinization; afterwards nothing is pinned', () => {
    const g = noirGame();
    const e = putVillain(g, 4, 'Warden Emma Frost');
    const under = onVillainDeck(g, 'Bystander');
    const top = onVillainDeck(g, 'Hand Ninjas');
    g.stack = []; g.pending = null;
    g.city[4] = -1;
    villainEscapes(g, e, []);
    run(g);
    while (reason(g) !== 'investigate:bottom' && reason(g) !== 'main') pick(g, g.pending!.options[0]!);
    pick(g, -1);
    expect(reason(g)).toBe('investigate:order');
    const vd = ZONES.findIndex((z) => z.name === 'villain deck');
    const pinned = (o: ReturnType<typeof observe>) => o.pools.flatMap((p) => p.members.filter((m) => m.zone === vd).flatMap((m) => m.pinned));
    expect(pinned(observe(g, 0))).toEqual([top, under]);
    pick(g, top);
    expect(pinned(observe(g, 0))).toEqual([]);
  });
});
