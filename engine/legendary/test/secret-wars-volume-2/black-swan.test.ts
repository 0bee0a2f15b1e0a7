import '../../cards/secret-wars-volume-2/index.js';
import { describe, expect, it } from 'vitest';
import { sw2Game } from './game.js';
import type { Game } from '../../types.js';
import { onVillainDeck, pick, playCard, put, reason, refresh } from '../helpers.js';

function board(): Game {
  const g = sw2Game(['Black Swan']);
  refresh(g);
  return g;
}

describe('Black Swan', () => {
  it('Apocalyptic Vision: 2 Attack and no reveal without a Ranged card played before', () => {
    const g = board();
    onVillainDeck(g, 'Master Strike');
    const deck = g.villainDeck.slice();
    const [av] = put(g, 0, 'hand', 'Apocalyptic Vision');
    refresh(g);
    playCard(g, av!);
    expect(g.t.attack).toBe(2);
    expect(reason(g)).toBe('main');
    expect(g.villainDeck).toEqual(deck);
  });

  it('Apocalyptic Vision with Ranged: a Scheme Twist on top gives +2 Attack and stays there', () => {
    const g = board();
    const tw = onVillainDeck(g, 'Scheme Twist');
    const [ob, av] = put(g, 0, 'hand', 'Lightning Bolt', 'Apocalyptic Vision', 'Quick Draw');
    refresh(g);
    playCard(g, ob!);
    const a = g.t.attack;
    playCard(g, av!);
    expect(g.t.attack - a).toBe(2 + 2);
    expect(reason(g)).toBe('main');
    expect(g.villainDeck.at(-1)).toBe(tw);
  });

  it('Apocalyptic Vision with Ranged: anything else may go to the bottom of the Villain Deck', () => {
    const g = board();
    const ms = onVillainDeck(g, 'Master Strike');
    const n = g.villainDeck.length;
    const [ob, av] = put(g, 0, 'hand', 'Lightning Bolt', 'Apocalyptic Vision', 'Quick Draw');
    refresh(g);
    playCard(g, ob!);
    const a = g.t.attack;
    playCard(g, av!);
    expect(reason(g)).toBe('black-swan:apocalyptic-vision:bottom');
    expect(g.pending!.options).toEqual([ms, -1]);
    pick(g, ms);
    expect(g.villainDeck[0]).toBe(ms);
    expect(g.villainDeck).toHaveLength(n);
    expect(g.t.attack - a).toBe(2);
  });

  it('Apocalyptic Vision with Ranged: or stay on top', () => {
    const g = board();
    const v = onVillainDeck(g, 'Viper');
    const [ob, av] = put(g, 0, 'hand', 'Lightning Bolt', 'Apocalyptic Vision', 'Quick Draw');
    refresh(g);
    playCard(g, ob!);
    playCard(g, av!);
    pick(g, -1);
    expect(g.villainDeck.at(-1)).toBe(v);
  });

  it('Witness the End: 2 Recruit and no KO without an Instinct card played before', () => {
    const g = board();
    put(g, 0, 'discard', 'Wound');
    const [w] = put(g, 0, 'hand', 'Witness the End', 'Wound');
    refresh(g);
    playCard(g, w!);
    expect(g.t.recruit).toBe(2);
    expect(reason(g)).toBe('main');
  });

  it('Witness the End with Instinct: KO a card from the discard pile, then draw a card', () => {
    const g = board();
    const [top, qdTop] = put(g, 0, 'deck', 'Team Player', 'Team Player');
    const [wd] = put(g, 0, 'discard', 'Wound');
    const [qd, w, h] = put(g, 0, 'hand', 'Quick Draw', 'Witness the End', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, qd!); // Quick Draw draws one
    expect(g.players[0]!.hand).toContain(qdTop);
    playCard(g, w!);
    expect(reason(g)).toBe('black-swan:witness-the-end:ko');
    expect(g.pending!.options).toContain(-1);
    expect(g.pending!.options).toContain(wd);
    expect(g.pending!.options).toContain(h);
    pick(g, wd!);
    expect(g.ko).toContain(wd);
    expect(g.players[0]!.hand).toContain(top);
  });

  it('Witness the End with Instinct: declining KOs and draws nothing', () => {
    const g = board();
    put(g, 0, 'deck', 'Team Player', 'Team Player');
    const [wd] = put(g, 0, 'discard', 'Wound');
    const [qd, w] = put(g, 0, 'hand', 'Quick Draw', 'Witness the End');
    refresh(g);
    playCard(g, qd!);
    const hand = g.players[0]!.hand.length;
    playCard(g, w!);
    pick(g, -1);
    expect(g.players[0]!.discard).toEqual([wd]);
    expect(g.players[0]!.hand).toHaveLength(hand - 1);
  });

  it('Dark Foretelling: 4 Attack; the Bystanders among the top three are rescued; the rest go back in the chosen order', () => {
    const g = board();
    const under = g.villainDeck.at(-1)!;
    const v1 = onVillainDeck(g, 'Viper');
    const b = onVillainDeck(g, 'Bystander');
    const v2 = onVillainDeck(g, 'HYDRA Kidnappers');
    const n = g.villainDeck.length;
    const [df] = put(g, 0, 'hand', 'Dark Foretelling');
    refresh(g);
    playCard(g, df!);
    expect(g.t.attack).toBe(4);
    expect(g.players[0]!.victory).toEqual([b]);
    expect(g.villainDeck).toHaveLength(n - 1);
    expect(reason(g)).toBe('deck-top-order');
    expect(g.pending!.options.sort()).toEqual([v1, v2].sort());
    pick(g, v1);
    expect(g.villainDeck.slice(-3)).toEqual([under, v2, v1]);
  });

  it('Dark Foretelling: no Bystander among the top three: nothing rescued, all three reordered', () => {
    const g = board();
    const v1 = onVillainDeck(g, 'Viper');
    const ms = onVillainDeck(g, 'Master Strike');
    const v2 = onVillainDeck(g, 'HYDRA Kidnappers');
    const [df] = put(g, 0, 'hand', 'Dark Foretelling');
    refresh(g);
    playCard(g, df!);
    expect(g.players[0]!.victory).toEqual([]);
    expect(g.pending!.options.sort()).toEqual([v1, ms, v2].sort());
    pick(g, ms);
    pick(g, v2);
    expect(g.villainDeck.slice(-3)).toEqual([v1, v2, ms]);
  });

  it('Telepathic Control: +Attack equal to the printed VP of one of the top five, one option per VP; then reorder', () => {
    const g = board();
    const sup = onVillainDeck(g, 'Supreme HYDRA');
    const ms = onVillainDeck(g, 'Master Strike');
    onVillainDeck(g, 'Bystander');
    const kid = onVillainDeck(g, 'HYDRA Kidnappers');
    const vip = onVillainDeck(g, 'Viper');
    const [tc] = put(g, 0, 'hand', 'Telepathic Control');
    refresh(g);
    playCard(g, tc!);
    expect(reason(g)).toBe('black-swan:telepathic-control:pick');
    // top first: Viper (3), Kidnappers (1), Bystander (1: same VP), Master Strike (0), Supreme HYDRA (3: same VP)
    expect(g.pending!.options).toEqual([vip, kid, ms]);
    pick(g, vip);
    expect(g.t.attack).toBe(3);
    expect(reason(g)).toBe('deck-top-order');
    expect(g.villainDeck.slice(-5)).toContain(sup);
  });

  it('Telepathic Control with Cabal: two different cards count, two with the same VP included', () => {
    const g = board();
    const sup = onVillainDeck(g, 'Supreme HYDRA');
    onVillainDeck(g, 'Master Strike');
    onVillainDeck(g, 'Bystander');
    onVillainDeck(g, 'HYDRA Kidnappers');
    const vip = onVillainDeck(g, 'Viper');
    const [av, tc] = put(g, 0, 'hand', 'Apocalyptic Vision', 'Telepathic Control');
    refresh(g);
    playCard(g, av!); // a Cabal card, no Ranged before it: 2 Attack
    playCard(g, tc!);
    pick(g, vip);
    expect(reason(g)).toBe('black-swan:telepathic-control:pick');
    expect(g.pending!.options).toContain(sup);
    expect(g.pending!.options).not.toContain(vip);
    pick(g, sup);
    expect(g.t.attack).toBe(2 + 3 + 3);
    expect(reason(g)).toBe('deck-top-order');
  });

  it('Telepathic Control without Cabal: only one card counts', () => {
    const g = board();
    onVillainDeck(g, 'Supreme HYDRA');
    const vip = onVillainDeck(g, 'Viper');
    const [tc] = put(g, 0, 'hand', 'Telepathic Control');
    refresh(g);
    playCard(g, tc!);
    pick(g, vip);
    expect(g.t.attack).toBe(3);
    expect(reason(g)).not.toBe('black-swan:telepathic-control:pick');
  });
});
