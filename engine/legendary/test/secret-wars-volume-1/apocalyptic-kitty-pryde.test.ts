import { describe, expect, it } from 'vitest';
import { sw1Game } from './game.js';
import { defOf } from '../../registry.js';
import { heroCost } from '../../rules.js';
import type { Game } from '../../types.js';
import { fight, fightMastermind, make, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';

function board(): Game {
  const g = sw1Game(['Apocalyptic Kitty Pryde']);
  refresh(g);
  return g;
}
/** Fills the HQ with the named cards (one per space) and a known card on top of the Hero Deck. */
function hq(g: Game, ...cards: string[]): number {
  cards.forEach((n, s) => { g.hq[s] = make(g, n); });
  const next = make(g, 'Supersonic Flight');
  g.heroDeck.push(next);
  return next;
}

describe('Apocalyptic Kitty Pryde', () => {
  it('Phase Out: 2 Attack and nothing more without a Covert card played before', () => {
    const g = board();
    const [po, a] = put(g, 0, 'hand', 'Phase Out', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, po!);
    expect(g.t.attack).toBe(2);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.hand).toEqual([a]);
  });

  it('Phase Out with Covert: you may KO a card from hand or discard pile for +1 Attack', () => {
    const g = board();
    const [p1, p2, w] = put(g, 0, 'hand', 'Phase Out', 'Phase Out', 'Wound');
    const [d] = put(g, 0, 'discard', 'S.H.I.E.L.D. Trooper');
    refresh(g);
    playCard(g, p1!);
    playCard(g, p2!);
    expect(reason(g)).toBe('apocalyptic-kitty-pryde:phase-out:ko');
    expect(g.pending!.options.sort()).toEqual([-1, w!, d!].sort());
    pick(g, w!);
    expect(g.ko).toContain(w);
    expect(g.t.attack).toBe(2 + 2 + 1);
  });

  it('Phase Out with Covert: declining KOs nothing and gives no extra Attack', () => {
    const g = board();
    const [p1, p2, w] = put(g, 0, 'hand', 'Phase Out', 'Phase Out', 'Wound');
    refresh(g);
    playCard(g, p1!);
    playCard(g, p2!);
    pick(g, -1);
    expect(g.players[0]!.hand).toEqual([w]);
    expect(g.t.attack).toBe(4);
  });

  it('Infiltrate HQ: the chosen HQ hero goes to the bottom of the Hero Deck; the hero replacing it costs 1 less this turn', () => {
    const g = board();
    const next = hq(g, 'Phase Out', 'Disrupt Circuits', 'Phase Out', 'Phase Out', 'Phase Out');
    const leaving = g.hq[1]!;
    const [ih] = put(g, 0, 'hand', 'Infiltrate HQ');
    refresh(g);
    playCard(g, ih!);
    expect(g.t.recruit).toBe(2);
    expect(reason(g)).toBe('apocalyptic-kitty-pryde:infiltrate-hq:hq');
    expect(g.pending!.options).toContain(-1);
    pick(g, 1);
    expect(g.heroDeck[0]).toBe(leaving);
    expect(g.hq[1]).toBe(next);
    expect(defOf(g, next).cost).toBe(3);
    expect(heroCost(g, next)).toBe(2);
    expect(heroCost(g, g.hq[0]!)).toBe(4); // the others keep their cost
  });

  it('Infiltrate HQ: declining leaves the HQ and costs as they were', () => {
    const g = board();
    hq(g, 'Phase Out', 'Disrupt Circuits', 'Phase Out', 'Phase Out', 'Phase Out');
    const before = g.hq.slice();
    const [ih] = put(g, 0, 'hand', 'Infiltrate HQ');
    refresh(g);
    playCard(g, ih!);
    pick(g, -1);
    expect(g.hq).toEqual(before);
    expect(g.hq.map((c) => heroCost(g, c))).toEqual([4, 5, 4, 4, 4]);
  });

  it('Disrupt Circuits: +1 Attack per Tech hero in the HQ', () => {
    const g = board();
    hq(g, 'Infiltrate HQ', 'Disrupt Circuits', 'Phase Out', 'Supersonic Flight', 'Phase Out');
    const [dc] = put(g, 0, 'hand', 'Disrupt Circuits');
    refresh(g);
    playCard(g, dc!);
    expect(g.t.attack).toBe(2 + 2);
  });

  it('Disrupt Circuits: no Tech hero in the HQ, only its 2 Attack', () => {
    const g = board();
    hq(g, 'Phase Out', 'Phase Out', 'Phase Out', 'Supersonic Flight', 'Phase Out');
    const [dc] = put(g, 0, 'hand', 'Disrupt Circuits');
    refresh(g);
    playCard(g, dc!);
    expect(g.t.attack).toBe(2);
  });

  it('Untouchable: another player holding it may discard it to cancel the Fight effect of a villain you defeat, and draws three', () => {
    const g = board();
    const v = putVillain(g, 0, 'Hand Ninjas');
    const [u] = put(g, 1, 'hand', 'Untouchable');
    const drawn = put(g, 1, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    g.t.attack = 3;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('apocalyptic-kitty-pryde:untouchable');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(g.players[0]!.victory).toEqual([v]);
    expect(g.t.recruit).toBe(0); // Hand Ninjas' +1 Recruit cancelled
    expect(g.players[1]!.discard).toEqual([u]);
    expect(g.players[1]!.hand.sort()).toEqual([...drawn].sort());
    expect(reason(g)).toBe('main');
  });

  it('Untouchable: declined by everyone, the Fight effect happens', () => {
    const g = board();
    putVillain(g, 0, 'Hand Ninjas');
    const [u0] = put(g, 0, 'hand', 'Untouchable');
    const [u1] = put(g, 1, 'hand', 'Untouchable');
    g.t.attack = 3;
    refresh(g);
    fight(g, 0);
    // the defeating player is asked first, then the next player
    expect(reason(g)).toBe('apocalyptic-kitty-pryde:untouchable');
    expect(g.pending!.player).toBe(0);
    pick(g, 0);
    expect(reason(g)).toBe('apocalyptic-kitty-pryde:untouchable');
    expect(g.pending!.player).toBe(1);
    pick(g, 0);
    expect(g.t.recruit).toBe(1);
    expect(g.players[0]!.hand).toEqual([u0]);
    expect(g.players[1]!.hand).toEqual([u1]);
  });

  it('Untouchable: the current player may use their own copy from hand', () => {
    const g = board();
    putVillain(g, 2, 'Hand Ninjas');
    const [u] = put(g, 0, 'hand', 'Untouchable');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    g.t.attack = 3;
    refresh(g);
    fight(g, 2);
    pick(g, 1);
    expect(g.t.recruit).toBe(0);
    expect(g.players[0]!.discard).toEqual([u]);
    expect(g.players[0]!.hand).toHaveLength(3);
  });

  it('Untouchable: not offered for a villain without a Fight effect, nor for a copy that is not in hand', () => {
    const g = board();
    putVillain(g, 0, 'Supreme HYDRA');
    putVillain(g, 1, 'Hand Ninjas');
    put(g, 1, 'hand', 'Untouchable');
    put(g, 0, 'inPlay', 'Untouchable');
    put(g, 1, 'discard', 'Untouchable');
    g.t.attack = 9;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('main');
    g.players[1]!.hand = []; // now only copies in play and in a discard pile
    refresh(g);
    fight(g, 1);
    expect(reason(g)).toBe('main');
    expect(g.t.recruit).toBe(1);
  });

  it('Untouchable: a Mastermind tactic\'s Fight effect may be cancelled too', () => {
    const g = board();
    put(g, 1, 'hand', 'Untouchable');
    g.t.attack = 7;
    const tactics = g.tactics.length;
    refresh(g);
    fightMastermind(g);
    expect(g.tactics.length).toBe(tactics - 1);
    expect(reason(g)).toBe('apocalyptic-kitty-pryde:untouchable');
    pick(g, 1);
    // no tactic's effect happened: no Recruit, no Attack, no cards drawn by the fighter
    expect(g.t.recruit).toBe(0);
    expect(g.t.attack).toBe(0);
    expect(g.players[0]!.hand).toEqual([]);
    expect(reason(g)).toBe('main');
  });
});
