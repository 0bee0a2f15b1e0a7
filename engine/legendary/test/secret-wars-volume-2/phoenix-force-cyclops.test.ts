import '../../cards/secret-wars-volume-2/index.js';
import { describe, expect, it } from 'vitest';
import { sw2Game } from './game.js';
import { koThisTurn } from '../../cards/secret-wars-volume-2/heroes/phoenix-force-cyclops.js';
import { defOf } from '../../registry.js';
import { announce } from '../../rules.js';
import type { Game } from '../../types.js';
import { endTurn, make, names, pick, playCard, put, reason, refresh } from '../helpers.js';

function board(): Game {
  const g = sw2Game(['Phoenix Force Cyclops']);
  refresh(g);
  return g;
}
/** Fills the HQ with the named cards (one per space) and a known card on top of the Hero Deck. */
function hq(g: Game, ...cards: string[]): number[] {
  cards.forEach((n, s) => { g.hq[s] = make(g, n); });
  g.heroDeck.push(make(g, 'Quick Draw'));
  return g.hq.slice();
}

describe('Phoenix Force Cyclops', () => {
  it('Burn Out: yes KOs it for +2 Attack (it still counts as played)', () => {
    const g = board();
    const [bo] = put(g, 0, 'hand', 'Burn Out');
    refresh(g);
    playCard(g, bo!);
    expect(reason(g)).toBe('phoenix-force-cyclops:burn-out:ko');
    pick(g, 1);
    expect(g.t.attack).toBe(4);
    expect(g.ko).toEqual([bo]);
    expect(g.players[0]!.inPlay).toEqual([]);
    expect(g.t.played).toContain(bo);
  });

  it('Burn Out: no keeps it in play for 2 Attack', () => {
    const g = board();
    const [bo] = put(g, 0, 'hand', 'Burn Out');
    refresh(g);
    playCard(g, bo!);
    pick(g, 0);
    expect(g.t.attack).toBe(2);
    expect(g.ko).toEqual([]);
    expect(g.players[0]!.inPlay).toEqual([bo]);
  });

  it('Reincarnate: KO it, then gain an HQ hero that costs 4 or less into the hand (the space refills)', () => {
    const g = board();
    const spaces = hq(g, 'Lightning Bolt', 'Covering Fire', 'Astonishing Strength', 'Tidal Wave', 'Lightning Bolt');
    const officer = g.officers[g.officers.length - 1]!;
    const [re] = put(g, 0, 'hand', 'Reincarnate');
    refresh(g);
    playCard(g, re!);
    expect(g.ko).toEqual([re]);
    expect(reason(g)).toBe('phoenix-force-cyclops:reincarnate:gain');
    expect(g.pending!.options.sort()).toEqual([spaces[0]!, spaces[2]!, officer].sort());
    expect(g.pending!.options).not.toContain(-1);
    pick(g, spaces[0]!);
    expect(g.players[0]!.hand).toEqual([spaces[0]]);
    expect(names(g, [g.hq[0]!])).toEqual(['Quick Draw']);
  });

  it('Reincarnate: the top S.H.I.E.L.D. Officer may be the hero gained', () => {
    const g = board();
    hq(g, 'Covering Fire', 'Covering Fire', 'Tidal Wave', 'Tidal Wave', 'Covering Fire');
    const officer = g.officers[g.officers.length - 1]!;
    const left = g.officers.length;
    const [re] = put(g, 0, 'hand', 'Reincarnate');
    refresh(g);
    playCard(g, re!);
    // the Officer is the only option: taken without asking
    expect(g.players[0]!.hand).toEqual([officer]);
    expect(g.officers.length).toBe(left - 1);
  });

  it("Rise from the Ashes: gain a hero KO'd this turn (not one KO'd before it, nor a Wound)", () => {
    const g = board();
    const old = make(g, 'Tidal Wave');
    g.ko.push(old);
    announce(g, 'turnStart', 0);
    const [bo, w, ri] = put(g, 0, 'hand', 'Burn Out', 'Wound', 'Rise from the Ashes');
    const [kod] = put(g, 0, 'discard', 'Lightning Bolt');
    refresh(g);
    playCard(g, bo!);
    pick(g, 1);
    g.ko.push(w!); g.players[0]!.hand.splice(g.players[0]!.hand.indexOf(w!), 1);
    g.ko.push(kod!); g.players[0]!.discard = [];
    expect(koThisTurn(g)).toEqual([bo, w, kod]);
    refresh(g);
    playCard(g, ri!);
    expect(reason(g)).toBe('phoenix-force-cyclops:rise-from-the-ashes:gain');
    expect(g.pending!.options.sort()).toEqual([bo!, kod!].sort());
    pick(g, bo!);
    expect(g.players[0]!.discard).toEqual([bo]);
    expect(g.ko).toEqual([old, w, kod]);
    expect(g.t.attack).toBe(4 + 3);
  });

  it("Rise from the Ashes: no hero KO'd this turn: nothing is gained", () => {
    const g = board();
    g.ko.push(make(g, 'Tidal Wave'));
    announce(g, 'turnStart', 0);
    const [ri] = put(g, 0, 'hand', 'Rise from the Ashes');
    refresh(g);
    playCard(g, ri!);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.discard).toEqual([]);
    expect(g.t.attack).toBe(3);
  });

  it("Rise from the Ashes: the start of the turn is marked by the turn itself; a card taken from the KO pile does not shift the mark", () => {
    const g = board();
    const a = make(g, 'Tidal Wave'), b = make(g, 'Covering Fire');
    g.ko.push(a, b);
    announce(g, 'turnStart', 0);
    const c = make(g, 'Lightning Bolt');
    g.ko.push(c);
    g.ko.splice(0, 1); // a card from before the turn leaves the KO pile
    expect(koThisTurn(g)).toEqual([c]);
    g.ko.splice(0, 1); // the last card from before the turn leaves too: the size at the start marks it
    expect(koThisTurn(g)).toEqual([]);
    // a real turn start
    const h = board();
    const old = make(h, 'Tidal Wave');
    h.ko.push(old);
    h.players[0]!.deck.push(...Array.from({ length: 12 }, () => make(h, 'S.H.I.E.L.D. Agent')));
    h.players[1]!.deck.push(...Array.from({ length: 12 }, () => make(h, 'S.H.I.E.L.D. Agent')));
    refresh(h);
    expect(koThisTurn(h)).toEqual([old]); // no turn started yet in this constructed position
    endTurn(h);
    expect(h.current).toBe(1);
    expect(koThisTurn(h).includes(old)).toBe(false);
  });

  it('Destruction Is Creation: KO up to three cards from the hand, then draw that many', () => {
    const g = board();
    const [dc, w, a, bolt, t] = put(g, 0, 'hand', 'Destruction Is Creation', 'Wound', 'S.H.I.E.L.D. Agent', 'Lightning Bolt', 'S.H.I.E.L.D. Trooper');
    const deck = put(g, 0, 'deck', 'Covering Fire', 'Covering Fire', 'Tidal Wave', 'Quick Draw');
    refresh(g);
    playCard(g, dc!);
    expect(reason(g)).toBe('phoenix-force-cyclops:destruction-is-creation:ko');
    expect(g.pending!.options.sort()).toEqual([-1, w!, a!, bolt!, t!].sort());
    pick(g, w!);
    pick(g, a!);
    pick(g, t!);
    expect(reason(g)).toBe('main');
    expect(g.ko).toEqual([w, a, t]);
    expect(g.players[0]!.hand.sort()).toEqual([bolt!, deck[3]!, deck[2]!, deck[1]!].sort());
    expect(g.t.attack).toBe(4);
  });

  it('Destruction Is Creation: stopping after one KO draws one; KOing none draws none', () => {
    const g = board();
    const [dc, w, a] = put(g, 0, 'hand', 'Destruction Is Creation', 'Wound', 'S.H.I.E.L.D. Agent');
    const deck = put(g, 0, 'deck', 'Covering Fire', 'Tidal Wave');
    refresh(g);
    playCard(g, dc!);
    pick(g, w!);
    pick(g, -1);
    expect(g.ko).toEqual([w]);
    expect(g.players[0]!.hand.sort()).toEqual([a!, deck[1]!].sort());
    const h = board();
    const [d2] = put(h, 0, 'hand', 'Destruction Is Creation', 'Wound');
    put(h, 0, 'deck', 'Covering Fire');
    refresh(h);
    playCard(h, d2!);
    pick(h, -1);
    expect(h.players[0]!.hand).toHaveLength(1);
    expect(h.ko).toEqual([]);
    expect(defOf(h, h.players[0]!.hand[0]!).name).toBe('Wound');
  });
});
