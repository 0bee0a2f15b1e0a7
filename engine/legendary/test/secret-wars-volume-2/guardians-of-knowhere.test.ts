// Guardians of Knowhere (Secret Wars Volume 2): Angela, Drax the Destroyer, Gamora, Groot, Rocket Raccoon; and the
// Fateful Resurrection and Charge rules.
import '../../cards/secret-wars-volume-2/villains/guardians-of-knowhere.js';
import '../../cards/secret-wars-volume-2/villains/deadpools-secret-secret-wars.js';
import { describe, expect, it } from 'vitest';
import { run } from '../../flow.js';
import { charge } from '../../keywords/charge.js';
import { ACT_FIGHT_OTHER_MASTERMIND } from '../../keywords/other-masterminds.js';
import { fatefulResurrection, resurrectionTop } from '../../keywords/fateful-resurrection.js';
import { ascend, villainAttack } from '../../rules.js';
import type { Game } from '../../types.js';
import {
  ACT_FIGHT, act, fight, mainActions, make, names, onVillainDeck, pick, put, putVillain, reason, refresh,
  revealVillainCard,
} from '../helpers.js';
import { fillCity, setHq, villainEnters } from '../villain-fixtures.js';
import { sw2Game } from './game.js';

const GROUP = 'Guardians of Knowhere';
const AGENT = 'S.H.I.E.L.D. Agent';
const game = () => sw2Game([], { villains: [GROUP] });

/** No HQ hero cheap enough to be KO'd by an escape (no question). */
const dearHq = (g: Game) => setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
/** The named villain escapes from the Bridge of a full city as a Hand Ninja enters. */
function escape(g: Game, name: string): number {
  fillCity(g);
  const v = putVillain(g, 4, name, GROUP);
  dearHq(g);
  villainEnters(g, 'Hand Ninjas');
  return v;
}
function defeat(g: Game, name: string, attack: number, slot = 0): number {
  const v = putVillain(g, slot, name, GROUP);
  g.t.attack = attack;
  refresh(g);
  fight(g, slot);
  return v;
}
/** Runs fatefulResurrection for card c from player p's victory pile, as a Fight effect would; returns its answer. */
function resurrect(g: Game, p: number, c: number): boolean {
  g.stack = []; g.pending = null;
  const r = fatefulResurrection(g, p, c);
  run(g);
  return r;
}

describe('Fateful Resurrection (rule)', () => {
  it('a Scheme Twist or a Master Strike on top of the Villain Deck brings the villain back into the Sewers; it stays on top', () => {
    for (const top of ['Scheme Twist', 'Master Strike']) {
      const g = game();
      const t = onVillainDeck(g, top);
      expect(resurrectionTop(g)).toBe(true);
      const [v] = put(g, 0, 'victory', 'Groot');
      const n = putVillain(g, 0, 'Hand Ninjas');
      expect(resurrect(g, 0, v!)).toBe(true);
      expect(g.city[0]).toBe(v);
      expect(g.city[1]).toBe(n); // pushed
      expect(g.players[0]!.victory).toEqual([]);
      expect(g.villainDeck[g.villainDeck.length - 1]).toBe(t);
    }
  });

  it('any other card on top (or an empty Villain Deck): nothing comes back', () => {
    const g = game();
    onVillainDeck(g, 'Hand Ninjas');
    expect(resurrectionTop(g)).toBe(false);
    const [v] = put(g, 0, 'victory', 'Groot');
    expect(resurrect(g, 0, v!)).toBe(false);
    expect(g.players[0]!.victory).toEqual([v]);
    g.villainDeck = [];
    expect(resurrect(g, 0, v!)).toBe(false);
    expect(g.players[0]!.victory).toEqual([v]);
  });

  it('the villain re-enters as a villain entering: its Ambush happens', () => {
    const g = game();
    onVillainDeck(g, 'Scheme Twist');
    const [howard] = put(g, 0, 'victory', 'Howard the Duck');
    expect(resurrect(g, 0, howard!)).toBe(true);
    expect(g.city[0]).toBe(howard);
    expect(names(g, g.att[0]!)).toEqual(['Bystander']);
  });

  it('its Bystanders are still rescued', () => {
    const g = game();
    onVillainDeck(g, 'Scheme Twist');
    const v = putVillain(g, 2, 'Groot', GROUP);
    g.att[2]!.push(make(g, 'Bystander'));
    g.t.attack = 5;
    refresh(g);
    fight(g, 2);
    expect(g.city[0]).toBe(v);
    expect(g.att[0]).toEqual([]);
    expect(names(g, g.players[0]!.victory)).toEqual(['Bystander']);
  });

  it('a Mastermind Tactic goes back among the face-down Tactics', () => {
    const g = game();
    onVillainDeck(g, 'Scheme Twist');
    const tac = g.tactics.pop()!;
    g.players[0]!.victory.push(tac);
    expect(resurrect(g, 0, tac)).toBe(true);
    expect(g.tactics).toContain(tac);
    expect(g.players[0]!.victory).toEqual([]);
  });

  it('a villain that ascended, defeated as a Mastermind, comes back as a Mastermind, not into the city', () => {
    const g = game();
    onVillainDeck(g, 'Scheme Twist');
    const [angela] = put(g, 0, 'victory', 'Angela');
    ascend(g, angela!);
    g.others = []; g.othersAtt = []; // defeated as a Mastermind
    expect(resurrect(g, 0, angela!)).toBe(true);
    expect(g.others).toEqual([angela]);
    expect(g.othersAtt).toEqual([[]]);
    expect(g.city).not.toContain(angela);
    expect(g.players[0]!.victory).toEqual([]);
  });
});

describe('Charge (rule)', () => {
  it('Gamora enters the Sewers, then charges one space, pushing the villain ahead', () => {
    const g = game();
    const n = putVillain(g, 1, 'Hand Ninjas');
    const gam = villainEnters(g, 'Gamora', GROUP);
    expect(g.city.slice(0, 3)).toEqual([-1, gam, n]);
  });

  it('a full chain ahead: the villain on the Bridge escapes', () => {
    const g = game();
    dearHq(g);
    const [, a, b, c, d] = fillCity(g);
    g.city[0] = -1;
    const gam = villainEnters(g, 'Gamora', GROUP);
    expect(g.city).toEqual([-1, gam, a, b, c]);
    expect(g.escaped).toEqual([d]);
  });

  it('a charge skips destroyed spaces; a villain charging from the last space escapes', () => {
    const g = game();
    dearHq(g);
    g.cityDestroyed = 1 << 1;
    const v = putVillain(g, 0, 'Hand Ninjas');
    g.stack = []; g.pending = null;
    expect(charge(g, 0, 1)).toBe(2);
    expect(g.city).toEqual([-1, -1, v, -1, -1]);
    expect(charge(g, 2, 3)).toBe(-1);
    expect(g.escaped).toEqual([v]);
    run(g);
  });
});

describe('Guardians of Knowhere', () => {
  it('Angela Fight: Fateful Resurrection', () => {
    const g = game();
    onVillainDeck(g, 'Master Strike');
    const a = defeat(g, 'Angela', 7, 3);
    expect(g.city[0]).toBe(a);
    expect(g.players[0]!.victory).toEqual([]);
  });

  it('Angela Escape: she ascends; her Master Strike: each player KOs a hero costing 1 or more from their discard pile', () => {
    const g = game();
    const an = escape(g, 'Angela');
    expect(g.others).toEqual([an]);
    const [, c3] = put(g, 0, 'discard', AGENT, 'Fixture Cost 3', 'Fixture Cost 2', 'Wound');
    put(g, 1, 'discard', AGENT);
    onVillainDeck(g, 'Master Strike');
    revealVillainCard(g);
    pick(g, an);
    expect(reason(g)).toBe('guardians-of-knowhere:angela:ko');
    expect(g.pending!.player).toBe(0);
    expect(names(g, g.pending!.options)).toEqual(['Fixture Cost 3', 'Fixture Cost 2']);
    pick(g, c3!);
    expect(g.ko).toContain(c3);
    // P2 has only a 0-cost hero: nothing to KO
    expect(names(g, g.players[1]!.discard)).toEqual([AGENT]);
  });

  it('Angela defeated as a Mastermind: Fateful Resurrection, she stands again as a Mastermind', () => {
    const g = game();
    const an = escape(g, 'Angela');
    onVillainDeck(g, 'Master Strike');
    // Red Skull still stands, so the game goes on after the defeat
    g.t.attack = 7;
    refresh(g);
    pick(g, act(ACT_FIGHT_OTHER_MASTERMIND, 0));
    expect(g.result).toBeNull();
    expect(g.others).toEqual([an]);
    expect(g.players[0]!.victory).toEqual([]);
    expect(g.city).not.toContain(an);
  });

  it('Angela defeated as a Mastermind, no Twist or Strike on top: she stays defeated', () => {
    const g = game();
    const an = escape(g, 'Angela');
    onVillainDeck(g, 'Bystander');
    g.t.attack = 7;
    refresh(g);
    pick(g, act(ACT_FIGHT_OTHER_MASTERMIND, 0));
    expect(g.others).toEqual([]);
    expect(g.players[0]!.victory).toEqual([an]);
  });

  it('Drax Fight: KO the top card of your deck, then Fateful Resurrection', () => {
    const g = game();
    onVillainDeck(g, 'Scheme Twist');
    const [, top] = put(g, 0, 'deck', AGENT, 'Wound');
    const d = defeat(g, 'Drax the Destroyer', 5, 2);
    expect(reason(g)).toBe('guardians-of-knowhere:drax:ko-top');
    expect(g.pending!.options).toEqual([top, -1]);
    expect(g.city[2]).toBe(-1);
    pick(g, top!);
    expect(g.ko).toEqual([top]);
    expect(g.city[0]).toBe(d);
  });

  it('Drax Fight: or put it back; no resurrection without a Twist or Strike', () => {
    const g = game();
    onVillainDeck(g, 'Bystander');
    const [, top] = put(g, 0, 'deck', AGENT, 'Fixture Cost 5');
    const d = defeat(g, 'Drax the Destroyer', 5);
    pick(g, -1);
    expect(g.ko).toEqual([]);
    expect(g.players[0]!.deck[1]).toBe(top);
    expect(g.players[0]!.victory).toEqual([d]);
  });

  it('Gamora Fight: the Sewers empty once she has left it: each other player gains a Wound', () => {
    const g = game();
    defeat(g, 'Gamora', 6, 0);
    expect(names(g, g.players[0]!.discard)).toEqual([]);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });

  it('Gamora Fight: a villain in the Sewers, no Wound', () => {
    const g = game();
    putVillain(g, 0, 'Hand Ninjas');
    defeat(g, 'Gamora', 6, 2);
    expect(g.players.map((pl) => pl.discard.length)).toEqual([0, 0]);
  });

  it('Gamora Fight: a destroyed Sewers can\'t be patrolled', () => {
    const g = game();
    g.cityDestroyed = 1 << 0;
    defeat(g, 'Gamora', 6, 2);
    expect(g.players.map((pl) => pl.discard.length)).toEqual([0, 0]);
  });

  it('Gamora Escape: each player gains a Wound', () => {
    const g = game();
    escape(g, 'Gamora');
    expect(g.players.map((pl) => names(g, pl.discard))).toEqual([['Wound'], ['Wound']]);
  });

  it('Groot Fight: resurrected, he is Tiny Dancing Groot: Attack 1 and no Fight effect for the rest of the turn', () => {
    const g = game();
    onVillainDeck(g, 'Scheme Twist');
    const gr = defeat(g, 'Groot', 5, 3);
    expect(g.city[0]).toBe(gr);
    expect(villainAttack(g, 0)).toBe(1);
    g.t.attack = 1;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_FIGHT, 0));
    fight(g, 0);
    // the Twist is still on top, but Tiny Dancing Groot has no abilities
    expect(g.players[0]!.victory).toEqual([gr]);
    expect(g.city[0]).toBe(-1);
  });

  it('Groot: Tiny Dancing Groot lasts only this turn', () => {
    const g = game();
    onVillainDeck(g, 'Scheme Twist');
    defeat(g, 'Groot', 5, 3);
    expect(villainAttack(g, 0)).toBe(1);
    g.t.effects = [];
    expect(villainAttack(g, 0)).toBe(5);
  });

  it('Groot Fight: not resurrected, nothing else changes (another Groot keeps 5 Attack)', () => {
    const g = game();
    onVillainDeck(g, 'Bystander');
    putVillain(g, 1, 'Groot', GROUP);
    const gr = defeat(g, 'Groot', 5, 3);
    expect(g.players[0]!.victory).toEqual([gr]);
    expect(villainAttack(g, 1)).toBe(5);
  });

  it('Rocket Raccoon Fight: the Bank empty (he has left it): draw a card', () => {
    const g = game();
    put(g, 0, 'deck', AGENT);
    defeat(g, 'Rocket Raccoon', 4, 1);
    expect(names(g, g.players[0]!.hand)).toEqual([AGENT]);
  });

  it('Rocket Raccoon Fight: a villain in the Bank: KO one of your heroes, no card drawn', () => {
    const g = game();
    putVillain(g, 1, 'Hand Ninjas');
    put(g, 0, 'deck', AGENT);
    const [a, b] = put(g, 0, 'hand', AGENT, 'Fixture Covert');
    defeat(g, 'Rocket Raccoon', 4, 3);
    expect(reason(g)).toBe('ko-chosen');
    expect(g.pending!.options).toEqual([a, b]);
    pick(g, a!);
    expect(g.ko).toEqual([a]);
    expect(g.players[0]!.deck).toHaveLength(1);
  });

  it('Rocket Raccoon Fight: a destroyed Bank can\'t be patrolled: neither happens', () => {
    const g = game();
    g.cityDestroyed = 1 << 1;
    put(g, 0, 'deck', AGENT);
    put(g, 0, 'hand', AGENT, 'Fixture Covert');
    defeat(g, 'Rocket Raccoon', 4, 3);
    expect(reason(g)).toBe('main');
    expect(g.ko).toEqual([]);
    expect(g.players[0]!.hand).toHaveLength(2);
  });
});
