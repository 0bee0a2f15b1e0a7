// Monster Metropolis (Secret Wars Volume 2): Bug, Shiklah's Dragon; Ghost Deadpool; Man-Thing; Marcus Symbiote
// Centaur. With the rules of Fateful Resurrection (keywords/fateful-resurrection.ts).
import '../../cards/secret-wars-volume-2/index.js';
import { describe, expect, it } from 'vitest';
import { fatefulResurrection, resurrectionTop } from '../../keywords/fateful-resurrection.js';
import { villainAttack } from '../../rules.js';
import type { Game } from '../../types.js';
import { fight, make, names, onVillainDeck, pick, put, putVillain, reason, refresh } from '../helpers.js';
import { fillCity, setHq, villainEnters } from '../villain-fixtures.js';
import { sw2Game } from './game.js';

const GROUP = 'Monster Metropolis';
const AGENT = 'S.H.I.E.L.D. Agent';
const game = () => sw2Game([], { villains: [GROUP] });

/** Defeats the named villain, put in the Sewers with `captives` Bystanders, paying its Attack there. */
function defeat(g: Game, name: string, captives = 0): number {
  const v = putVillain(g, 0, name, GROUP);
  for (let i = 0; i < captives; i++) g.att[0]!.push(make(g, 'Bystander'));
  g.t.attack = villainAttack(g, 0);
  refresh(g);
  fight(g, 0);
  return v;
}
/** The named villain escapes from the Bridge of a full city as a Hand Ninja enters (no HQ hero cheap enough to KO). */
function escape(g: Game, name: string): number {
  fillCity(g);
  const v = putVillain(g, 4, name, GROUP);
  setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
  villainEnters(g, 'Hand Ninjas');
  return v;
}

describe('Fateful Resurrection (rules)', () => {
  it('a Master Strike on top of the Villain Deck: the villain re-enters the Sewers, pushing the others; its Bystanders are still rescued; the Strike stays on top', () => {
    const g = game();
    const ninja = putVillain(g, 0, 'Hand Ninjas');
    const strike = onVillainDeck(g, 'Master Strike');
    const v = putVillain(g, 1, 'Man-Thing', GROUP);
    g.att[1]!.push(make(g, 'Bystander'));
    g.t.attack = 5;
    refresh(g);
    fight(g, 1);
    expect(g.city[0]).toBe(v);
    expect(g.city[1]).toBe(ninja);
    expect(names(g, g.players[0]!.victory)).toEqual(['Bystander']);
    expect(g.villainDeck[g.villainDeck.length - 1]).toBe(strike);
  });

  it('a Scheme Twist on top resurrects too', () => {
    const g = game();
    onVillainDeck(g, 'Scheme Twist');
    const v = defeat(g, 'Man-Thing');
    expect(g.city[0]).toBe(v);
    expect(g.players[0]!.victory).toEqual([]);
  });

  it('a villain or a Bystander on top, or an empty Villain Deck: the villain stays in the victory pile', () => {
    for (const top of ['Hand Ninjas', 'Bystander', '']) {
      const g = game();
      if (top) onVillainDeck(g, top); else g.villainDeck = [];
      const v = defeat(g, 'Man-Thing');
      expect(g.players[0]!.victory).toEqual([v]);
      expect(g.city.every((c) => c < 0)).toBe(true);
      expect(resurrectionTop(g)).toBe(false);
    }
  });

  it('a Mastermind Tactic that resurrects goes back among the face-down Tactics', () => {
    const g = game();
    onVillainDeck(g, 'Master Strike');
    const tac = g.tactics.pop()!;
    g.players[0]!.victory.push(tac);
    expect(fatefulResurrection(g, 0, tac)).toBe(true);
    expect(g.tactics).toContain(tac);
    expect(g.players[0]!.victory).toEqual([]);
  });
});

describe('Monster Metropolis', () => {
  it("Bug, Shiklah's Dragon Fight: KO a card of your discard pile (a Wound too), then Fateful Resurrection", () => {
    const g = game();
    const [w, a] = put(g, 0, 'discard', 'Wound', AGENT);
    onVillainDeck(g, 'Master Strike');
    const bug = defeat(g, "Bug, Shiklah's Dragon");
    expect(reason(g)).toBe('monster-metropolis:bug:ko');
    expect(g.pending!.options).toEqual([w, a]);
    // the resurrection comes after the KO
    expect(g.players[0]!.victory).toEqual([bug]);
    pick(g, w!);
    expect(g.ko).toEqual([w]);
    expect(g.city[0]).toBe(bug);
  });

  it("Bug, Shiklah's Dragon Fight: an empty discard pile, nothing to KO; a villain on top, no resurrection", () => {
    const g = game();
    onVillainDeck(g, 'Hand Ninjas');
    const bug = defeat(g, "Bug, Shiklah's Dragon");
    expect(reason(g)).toBe('main');
    expect(g.ko).toEqual([]);
    expect(g.players[0]!.victory).toEqual([bug]);
  });

  it('Ghost Deadpool Fight: no resurrection, then a Deadpool Rampage: every player without a Deadpool card gains a Wound; one with it may reveal', () => {
    const g = game();
    onVillainDeck(g, 'Hand Ninjas');
    const other = make(g, 'Ghost Deadpool', GROUP);
    g.players[1]!.victory.push(other);
    const gd = defeat(g, 'Ghost Deadpool');
    // the fighter shows the Ghost Deadpool just won
    expect(reason(g)).toBe('xd-rampage:reveal');
    expect(g.pending!.player).toBe(0);
    pick(g, 0);
    expect(reason(g)).toBe('xd-rampage:reveal');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(g.players[1]!.discard).toEqual([]);
    expect(g.players[0]!.victory).toEqual([gd]);
  });

  it('Ghost Deadpool Fight: he resurrects first, so he is not in the victory pile to be shown', () => {
    const g = game();
    onVillainDeck(g, 'Scheme Twist');
    const gd = defeat(g, 'Ghost Deadpool');
    expect(g.city[0]).toBe(gd);
    expect(reason(g)).toBe('main');
    expect(g.players.map((pl) => names(g, pl.discard))).toEqual([['Wound'], ['Wound']]);
  });

  it('Ghost Deadpool Escape: a Deadpool Rampage; another escape wounds nobody', () => {
    const g = game();
    escape(g, 'Ghost Deadpool');
    expect(g.players.map((pl) => names(g, pl.discard))).toEqual([['Wound'], ['Wound']]);
    const h = game();
    escape(h, 'Man-Thing');
    expect(h.players.map((pl) => names(h, pl.discard))).toEqual([[], []]);
  });

  it('Man-Thing Ambush: each Monster Metropolis villain in the city (himself too) captures a Bystander; others do not', () => {
    const g = game();
    putVillain(g, 1, 'Marcus Symbiote Centaur', GROUP);
    putVillain(g, 2, 'Hand Ninjas');
    const before = g.bystanders.length;
    const mt = villainEnters(g, 'Man-Thing', GROUP);
    expect(g.city[0]).toBe(mt);
    expect(names(g, g.att[0]!)).toEqual(['Bystander']);
    expect(names(g, g.att[1]!)).toEqual(['Bystander']);
    expect(g.att[2]).toEqual([]);
    expect(g.bystanders.length).toBe(before - 2);
  });

  it('Man-Thing Fight: Fateful Resurrection (his Ambush happens again as he re-enters)', () => {
    const g = game();
    onVillainDeck(g, 'Master Strike');
    const mt = defeat(g, 'Man-Thing', 1);
    expect(g.city[0]).toBe(mt);
    expect(names(g, g.players[0]!.victory)).toEqual(['Bystander']);
    expect(names(g, g.att[0]!)).toEqual(['Bystander']);
  });

  it('Marcus Symbiote Centaur Ambush: Charge two spaces (to the Rooftops), pushing a villain ahead', () => {
    const g = game();
    const ninja = putVillain(g, 1, 'Hand Ninjas');
    const m = villainEnters(g, 'Marcus Symbiote Centaur', GROUP);
    expect(g.city.slice(0, 4)).toEqual([-1, -1, m, ninja]);
  });

  it('Marcus Symbiote Centaur: 6 Attack in wolf form (Sewers, Rooftops, Bridge), 3 elsewhere', () => {
    const g = game();
    for (let s = 0; s < 5; s++) {
      g.city = [-1, -1, -1, -1, -1];
      putVillain(g, s, 'Marcus Symbiote Centaur', GROUP);
      expect(villainAttack(g, s)).toBe(s === 0 || s === 2 || s === 4 ? 6 : 3);
    }
  });
});
