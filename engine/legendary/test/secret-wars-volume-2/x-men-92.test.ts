// X-Men '92 (Secret Wars Volume 2): '92 Beast, '92 Jubilee, '92 Professor X, '92 Wolverine.
import '../../cards/secret-wars-volume-2/index.js';
import { describe, expect, it } from 'vitest';
import { ACT_RECRUIT_FROM_PROFESSOR_X, professorStack } from '../../cards/secret-wars-volume-2/villains/x-men-92.js';
import { ACT_FIGHT_OTHER_MASTERMIND } from '../../keywords/other-masterminds.js';
import { clsOf, heroCost, isHero, isTeam, otherAttack, villainAttack } from '../../rules.js';
import type { Game } from '../../types.js';
import { INSTINCT, RANGED, STRENGTH, XMEN } from '../../types.js';
import {
  act, fight, mainActions, make, names, onVillainDeck, pick, playCard, put, putVillain, reason, refresh, revealVillainCard,
} from '../helpers.js';
import { fillCity, setHq, villainEnters } from '../villain-fixtures.js';
import { sw2Game } from './game.js';

const GROUP = "X-Men '92";
const game = () => sw2Game([], { villains: [GROUP] });

function defeat(g: Game, name: string): number {
  const v = putVillain(g, 0, name, GROUP);
  g.t.attack = villainAttack(g, 0);
  refresh(g);
  fight(g, 0);
  return v;
}
/** A copy of the named villain that player p gained earlier (a hero now), in their hand. */
function gained(g: Game, p: number, name: string): number {
  const c = make(g, name, GROUP);
  g.asHero.push(c);
  g.players[p]!.hand.push(c);
  return c;
}
/** The named villain escapes from the Bridge of a full city as a Hand Ninja enters (no HQ hero cheap enough to KO). */
function escape(g: Game, name: string): number {
  fillCity(g);
  const v = putVillain(g, 4, name, GROUP);
  setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
  villainEnters(g, 'Hand Ninjas');
  return v;
}
/** '92 Professor X has ascended; then a Master Strike with him striking first (Red Skull's finds empty hands). */
function professorStrikes(g: Game, px: number): void {
  onVillainDeck(g, 'Master Strike');
  revealVillainCard(g);
  expect(reason(g)).toBe('master-strike-order');
  pick(g, px);
}

describe("X-Men '92", () => {
  it("'92 Beast Ambush: Charge one space", () => {
    const g = game();
    const b = villainEnters(g, "'92 Beast", GROUP);
    expect(g.city[1]).toBe(b);
  });

  it('Fight: the fighter gains Beast, Jubilee or Wolverine as a hero (discard pile, not the victory pile)', () => {
    for (const [name, cost, cls] of [["'92 Beast", 5, STRENGTH], ["'92 Jubilee", 4, RANGED], ["'92 Wolverine", 7, INSTINCT]] as const) {
      const g = game();
      const v = defeat(g, name);
      expect(g.players[0]!.victory).toEqual([]);
      expect(g.players[0]!.discard).toEqual([v]);
      expect(isHero(g, v)).toBe(true);
      expect(heroCost(g, v)).toBe(cost);
      expect(clsOf(g, v)).toBe(cls);
      expect(isTeam(g, v, XMEN)).toBe(true);
    }
  });

  it("'92 Beast as a hero: 2 Attack; Tech superpower: draw a card", () => {
    const g = game();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    const [tech] = put(g, 0, 'hand', 'Fixture Tech');
    const b = gained(g, 0, "'92 Beast");
    refresh(g);
    playCard(g, b);
    expect(g.t.attack).toBe(2);
    expect(g.players[0]!.hand).toEqual([tech]);
    playCard(g, tech!);
    const b2 = gained(g, 0, "'92 Beast");
    refresh(g);
    playCard(g, b2);
    expect(g.t.attack).toBe(5);
    expect(g.players[0]!.hand).toHaveLength(1);
  });

  it("'92 Jubilee as a hero: 2 Attack; Spectrum: +2 more", () => {
    const g = game();
    const j = gained(g, 0, "'92 Jubilee");
    put(g, 0, 'hand', 'Fixture Covert');
    refresh(g);
    playCard(g, j);
    expect(g.t.attack).toBe(2);
    const h = game();
    const j2 = gained(h, 0, "'92 Jubilee");
    put(h, 0, 'hand', 'Fixture Covert', 'Fixture Tech');
    refresh(h);
    playCard(h, j2);
    expect(h.t.attack).toBe(4);
  });

  it("'92 Wolverine as a hero: 2 Attack; Instinct superpower: draw two cards", () => {
    const g = game();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    const w = gained(g, 0, "'92 Wolverine");
    refresh(g);
    playCard(g, w);
    expect(g.t.attack).toBe(2);
    expect(g.players[0]!.hand).toEqual([]);
    const [x] = put(g, 0, 'hand', 'Fixture X-Man');
    refresh(g);
    playCard(g, x!);
    const w2 = gained(g, 0, "'92 Wolverine");
    refresh(g);
    playCard(g, w2);
    expect(g.players[0]!.hand).toHaveLength(2);
  });

  it("'92 Wolverine Escape: a Cross-Dimensional Wolverine Rampage", () => {
    const g = game();
    escape(g, "'92 Wolverine");
    expect(g.players.map((pl) => names(g, pl.discard))).toEqual([['Wound'], ['Wound']]);
    const h = game();
    escape(h, "'92 Jubilee");
    expect(h.players.map((pl) => names(h, pl.discard))).toEqual([[], []]);
  });

  it("'92 Professor X Escape: he ascends, a Mastermind of 8 Attack worth 6 VP", () => {
    const g = game();
    const px = escape(g, "'92 Professor X");
    expect(g.escaped).not.toContain(px);
    expect(g.others).toEqual([px]);
    expect(otherAttack(g, 0)).toBe(8);
    g.t.attack = 8;
    refresh(g);
    pick(g, act(ACT_FIGHT_OTHER_MASTERMIND, 0));
    expect(g.players[0]!.victory).toContain(px);
  });

  it("'92 Professor X's Master Strike: the two costliest HQ heroes are stacked next to him (+1 Attack each); the current player breaks a tie; the HQ refills", () => {
    const g = game();
    const px = escape(g, "'92 Professor X");
    const [, eight, seven, , other7] = setHq(g, 'Fixture Cost 2', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 5', 'Fixture Other Cost 7');
    professorStrikes(g, px);
    expect(reason(g)).toBe('x-men-92:professor-x:second');
    expect(g.pending!.player).toBe(0);
    expect(g.pending!.options).toEqual([2, 4]);
    pick(g, 4);
    expect(professorStack(g, px)).toEqual([eight, other7]);
    expect(g.hq).not.toContain(eight);
    expect(g.hq).not.toContain(other7);
    expect(g.hq).toContain(seven);
    expect(g.hq.every((c) => c >= 0)).toBe(true);
    expect(otherAttack(g, 0)).toBe(10);
  });

  it("'92 Professor X: players can recruit the top card of his stack (the cheaper one), and his Attack drops", () => {
    const g = game();
    const px = escape(g, "'92 Professor X");
    const [, eight, , five] = setHq(g, 'Fixture Cost 2', 'Fixture Cost 8', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 2');
    professorStrikes(g, px);
    expect(professorStack(g, px)).toEqual([eight, five]);
    const v = act(ACT_RECRUIT_FROM_PROFESSOR_X, px);
    g.t.recruit = 4;
    refresh(g);
    expect(mainActions(g)).not.toContain(v);
    g.t.recruit = 5;
    refresh(g);
    expect(mainActions(g)).toContain(v);
    pick(g, v);
    expect(g.t.recruit).toBe(0);
    expect(g.players[0]!.discard).toEqual([five]);
    expect(professorStack(g, px)).toEqual([eight]);
    expect(otherAttack(g, 0)).toBe(9);
    // the 8-cost hero is on top now
    g.t.recruit = 7;
    refresh(g);
    expect(mainActions(g)).not.toContain(v);
  });

  it("'92 Professor X in the city: 8 Attack, nothing to recruit", () => {
    const g = game();
    putVillain(g, 0, "'92 Professor X", GROUP);
    expect(villainAttack(g, 0)).toBe(8);
    g.t.recruit = 10;
    refresh(g);
    expect(mainActions(g).some((v) => Math.floor(v / 65536) === ACT_RECRUIT_FROM_PROFESSOR_X)).toBe(false);
  });
});
