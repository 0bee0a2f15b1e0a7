import { describe, expect, it } from 'vitest';
import { sw1Game } from './game.js';
import { ACT_FIGHT_THE_FUTURE } from '../../cards/secret-wars-volume-1/heroes/dr-strange.js';
import { compiled } from '../../compile.js';
import type { Game } from '../../types.js';
import {
  act, cleanBoard, mainActions, make, onVillainDeck, pick, playCard, put, reason, refresh, revealVillainCard, setupGame,
} from '../helpers.js';

function board(heroes = ['Dr. Strange']): Game {
  const g = sw1Game(heroes);
  refresh(g);
  return g;
}

describe('Dr. Strange', () => {
  it('Cloak of Levitation: without a Ranged card played before, only 2 Attack', () => {
    const g = board();
    const [cl] = put(g, 0, 'hand', 'Cloak of Levitation');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, cl!);
    expect(g.t.attack).toBe(2);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.hand).toEqual([]);
  });

  it('Cloak of Levitation with Ranged: the top card of the deck is drawn (-1) or teleported (the card)', () => {
    const g = board();
    const [c1, c2] = put(g, 0, 'hand', 'Cloak of Levitation', 'Cloak of Levitation');
    const [second, top] = put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, c1!);
    playCard(g, c2!);
    expect(reason(g)).toBe('dr-strange:cloak-of-levitation:teleport');
    expect(g.pending!.options).toEqual([top, -1]);
    pick(g, top!);
    expect(g.t.aside).toEqual([top]);
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.players[0]!.deck).toEqual([second]);
  });

  it('Cloak of Levitation with Ranged: drawing it', () => {
    const g = board();
    const [tm, cl] = put(g, 0, 'hand', "Trust Me, I'm a Doctor", 'Cloak of Levitation');
    const [top] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, tm!);
    playCard(g, cl!);
    pick(g, -1);
    expect(g.players[0]!.hand).toEqual([top]);
    expect(g.t.aside).toEqual([]);
  });

  it("Trust Me, I'm a Doctor: with the Illuminati team power you may KO a card from hand or discard pile for +1 Recruit", () => {
    const g = board();
    const [t1, t2, w] = put(g, 0, 'hand', "Trust Me, I'm a Doctor", "Trust Me, I'm a Doctor", 'Wound');
    const [d] = put(g, 0, 'discard', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, t1!);
    expect(reason(g)).toBe('main'); // no Illuminati card before the first
    playCard(g, t2!);
    expect(reason(g)).toBe('dr-strange:trust-me:ko');
    expect(g.pending!.options.sort()).toEqual([-1, w!, d!].sort());
    pick(g, d!);
    expect(g.ko).toEqual([d]);
    expect(g.t.recruit).toBe(1 + 1 + 1);
  });

  it("Trust Me, I'm a Doctor: declining gives nothing more", () => {
    const g = board();
    const [t1, t2] = put(g, 0, 'hand', "Trust Me, I'm a Doctor", "Trust Me, I'm a Doctor", 'Wound');
    refresh(g);
    playCard(g, t1!);
    playCard(g, t2!);
    pick(g, -1);
    expect(g.ko).toEqual([]);
    expect(g.t.recruit).toBe(2);
  });

  it('Fight the Future with Instinct: a villain on top of the Villain Deck gives +2 Attack and may be fought from there', () => {
    const g = board();
    const v = onVillainDeck(g, 'Hand Ninjas');
    const size = g.villainDeck.length;
    const [tm, ff] = put(g, 0, 'hand', "Trust Me, I'm a Doctor", 'Fight the Future');
    refresh(g);
    playCard(g, tm!);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT_THE_FUTURE, v));
    playCard(g, ff!);
    expect(g.t.attack).toBe(3 + 2);
    expect(g.villainDeck.length).toBe(size); // revealed, not moved
    expect(mainActions(g)).toContain(act(ACT_FIGHT_THE_FUTURE, v));
    const hint = compiled(g).byCode[ACT_FIGHT_THE_FUTURE]!.hint;
    expect(hint.about).toBe('fight-other');
    expect(hint.cost!(g, 0, v)).toBe(3);
    pick(g, act(ACT_FIGHT_THE_FUTURE, v));
    expect(g.t.attack).toBe(2);
    expect(g.players[0]!.victory).toEqual([v]);
    expect(g.villainDeck.length).toBe(size - 1);
    expect(g.t.recruit).toBe(1 + 1); // Trust Me's Recruit and the Hand Ninjas' Fight effect
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT_THE_FUTURE, v));
  });

  it('Fight the Future: the fight goes through the fight primitive (a cancelling Fight-effect hook sees it)', () => {
    const g = board(['Dr. Strange', 'Apocalyptic Kitty Pryde']);
    const v = onVillainDeck(g, 'Hand Ninjas');
    const [tm, ff] = put(g, 0, 'hand', "Trust Me, I'm a Doctor", 'Fight the Future');
    put(g, 1, 'hand', 'Untouchable');
    refresh(g);
    playCard(g, tm!);
    playCard(g, ff!);
    pick(g, act(ACT_FIGHT_THE_FUTURE, v));
    expect(reason(g)).toBe('apocalyptic-kitty-pryde:untouchable');
    pick(g, 1);
    expect(g.t.recruit).toBe(1);
  });

  it('Fight the Future: not offered without enough Attack, nor once the villain has left the top of the Villain Deck', () => {
    const g = board();
    const v = onVillainDeck(g, 'Viper');
    const [tm, ff] = put(g, 0, 'hand', "Trust Me, I'm a Doctor", 'Fight the Future');
    refresh(g);
    playCard(g, tm!);
    playCard(g, ff!);
    expect(g.t.attack).toBe(5);
    expect(mainActions(g)).toContain(act(ACT_FIGHT_THE_FUTURE, v));
    g.t.attack = 4;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT_THE_FUTURE, v));
    g.t.attack = 9;
    revealVillainCard(g); // Viper enters the city
    expect(g.city[0]).toBe(v);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT_THE_FUTURE, v));
  });

  it('Fight the Future: a card that is not a villain gives nothing; without Instinct nothing is revealed', () => {
    const g = board();
    const b = make(g, 'Bystander');
    g.villainDeck.push(b);
    const [tm, ff] = put(g, 0, 'hand', "Trust Me, I'm a Doctor", 'Fight the Future');
    refresh(g);
    playCard(g, tm!);
    playCard(g, ff!);
    expect(g.t.attack).toBe(3);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT_THE_FUTURE, b));
    const h = board();
    const v = onVillainDeck(h, 'Hand Ninjas');
    const [f2] = put(h, 0, 'hand', 'Fight the Future');
    refresh(h);
    playCard(h, f2!);
    expect(h.t.attack).toBe(3);
    h.t.attack = 9;
    refresh(h);
    expect(mainActions(h)).not.toContain(act(ACT_FIGHT_THE_FUTURE, v));
  });

  it('the Fight the Future fight exists only in games with the card', () => {
    const core = cleanBoard(setupGame());
    expect(compiled(core).actions.some((a) => a.id === 'fight-on-top')).toBe(false);
    expect(compiled(board()).actions.some((a) => a.id === 'fight-on-top')).toBe(true);
  });

  it('Sorcerer Supreme: reveal the top three; the ones chosen are teleported, the rest drawn', () => {
    const g = board();
    const [ss] = put(g, 0, 'hand', 'Sorcerer Supreme');
    const [under, a, b, c] = put(g, 0, 'deck', 'Wound', 'S.H.I.E.L.D. Agent', 'Cloak of Levitation', 'S.H.I.E.L.D. Trooper');
    refresh(g);
    playCard(g, ss!);
    expect(reason(g)).toBe('dr-strange:sorcerer-supreme:teleport');
    expect(g.pending!.options.sort()).toEqual([-1, a!, b!, c!].sort());
    pick(g, b!);
    expect(g.t.aside).toEqual([b]);
    expect(reason(g)).toBe('dr-strange:sorcerer-supreme:teleport');
    expect(g.pending!.options.sort()).toEqual([-1, a!, c!].sort());
    pick(g, -1);
    expect(g.players[0]!.hand.sort()).toEqual([a!, c!].sort());
    expect(g.players[0]!.deck).toEqual([under]);
  });

  it('Sorcerer Supreme: all three may be drawn, or all three teleported', () => {
    const g = board();
    const [ss] = put(g, 0, 'hand', 'Sorcerer Supreme');
    const top = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'Cloak of Levitation', 'S.H.I.E.L.D. Trooper');
    refresh(g);
    playCard(g, ss!);
    pick(g, -1);
    expect(g.players[0]!.hand.sort()).toEqual([...top].sort());
    expect(g.t.aside).toEqual([]);
    const h = board();
    const [s2] = put(h, 0, 'hand', 'Sorcerer Supreme');
    const t2 = put(h, 0, 'deck', 'S.H.I.E.L.D. Agent', 'Cloak of Levitation', 'S.H.I.E.L.D. Trooper');
    refresh(h);
    playCard(h, s2!);
    pick(h, t2[0]!);
    pick(h, t2[1]!);
    // the last one left: teleport it too (one card and -1 are still asked)
    expect(h.pending!.options).toEqual([t2[2]!, -1]);
    pick(h, t2[2]!);
    expect(h.t.aside.sort()).toEqual([...t2].sort());
    expect(h.players[0]!.hand).toEqual([]);
  });
});
