// Secret Wars Volume 1 henchmen: Ghost Racers, M.O.D.O.K.s, Thor Corps.
import { describe, expect, it } from 'vitest';
import { clsOf, heroCost, isHero, isTeam } from '../../rules.js';
import type { Game } from '../../types.js';
import { AVENGERS, RANGED, STRENGTH } from '../../types.js';
import { fight, make, names, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';
import { fillCity, setHq, villainEnters } from '../villain-fixtures.js';
import { sw1Game } from './game.js';

const game = (group: string) => sw1Game([], { henchmen: [group] });

function defeat(g: Game, name: string): number {
  const v = putVillain(g, 0, name);
  g.t.attack = 3;
  refresh(g);
  fight(g, 0);
  return v;
}

/** A Thor Corps player p has gained earlier (a hero now), in their hand. */
function gainedThorCorps(g: Game, p: number): number {
  const c = make(g, 'Thor Corps');
  g.asHero.push(c);
  g.players[p]!.hand.push(c);
  return c;
}

describe('Ghost Racers', () => {
  it('Ambush: Rise of the Living Dead (a Ghost Racer on top of a victory pile re-enters the city)', () => {
    const g = game('Ghost Racers');
    const [old] = put(g, 1, 'victory', 'Ghost Racers');
    const [ninja] = put(g, 0, 'victory', 'Hand Ninjas');
    const c = villainEnters(g, 'Ghost Racers');
    expect(g.city[0]).toBe(old);
    expect(g.city[1]).toBe(c);
    expect(g.players[1]!.victory).toEqual([]);
    // a villain without the ability stays where it is
    expect(g.players[0]!.victory).toEqual([ninja]);
  });

  it('Fight: with a Covert hero the player may reveal it and KO nothing', () => {
    const g = game('Ghost Racers');
    put(g, 0, 'hand', 'Fixture Covert', 'S.H.I.E.L.D. Trooper');
    defeat(g, 'Ghost Racers');
    expect(reason(g)).toBe('ghost-racers:reveal');
    pick(g, 1);
    expect(g.ko).toEqual([]);
    expect(reason(g)).toBe('main');
  });

  it('Fight: otherwise KO one of your heroes with an Attack icon (a Recruit-only hero is not offered)', () => {
    const g = game('Ghost Racers');
    const [cv, tr] = put(g, 0, 'hand', 'Fixture Covert', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent');
    defeat(g, 'Ghost Racers');
    pick(g, 0);
    expect(reason(g)).toBe('ghost-racers:ko:chosen');
    expect(g.pending!.options).toEqual([cv, tr]);
    pick(g, tr!);
    expect(g.ko).toEqual([tr]);
  });

  it('Fight: without a Covert hero the KO is asked at once; with no Attack icon there is nothing to KO', () => {
    const g = game('Ghost Racers');
    const [tr] = put(g, 0, 'hand', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent');
    defeat(g, 'Ghost Racers');
    // one card with an Attack icon: KO'd without asking
    expect(g.ko).toEqual([tr]);
    const g2 = game('Ghost Racers');
    put(g2, 0, 'hand', 'S.H.I.E.L.D. Agent');
    defeat(g2, 'Ghost Racers');
    expect(g2.ko).toEqual([]);
  });
});

describe('M.O.D.O.K.s', () => {
  it('Fight: KO a hero from your discard pile; +1 Recruit when it has a Recruit icon', () => {
    const g = game('M.O.D.O.K.s');
    const hq = setHq(g, 'Fixture Cost 2', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 7', 'Fixture Cost 8');
    const [ag, tr] = put(g, 0, 'discard', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'Wound');
    defeat(g, 'M.O.D.O.K.s');
    expect(reason(g)).toBe('modoks:ko');
    // heroes only: the Wound is not offered
    expect(g.pending!.options).toEqual([ag, tr, ...hq]);
    pick(g, ag!);
    expect(g.ko).toEqual([ag]);
    expect(g.t.recruit).toBe(1);
  });

  it('Fight: or a hero from the HQ (the space refills); no Recruit icon, no Recruit', () => {
    const g = game('M.O.D.O.K.s');
    const hq = setHq(g, 'Fixture Cost 2', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 7', 'Fixture Cost 8');
    put(g, 0, 'discard', 'S.H.I.E.L.D. Agent');
    defeat(g, 'M.O.D.O.K.s');
    pick(g, hq[2]!);
    expect(g.ko).toEqual([hq[2]]);
    expect(g.hq[2]).toBeGreaterThanOrEqual(0);
    expect(g.hq[2]).not.toBe(hq[2]);
    expect(g.t.recruit).toBe(0);
  });

  it('Fight: an HQ hero with a Recruit icon gives +1 Recruit too', () => {
    const g = game('M.O.D.O.K.s');
    const hq = setHq(g, 'Fixture Cost 2', 'S.H.I.E.L.D. Officer', 'Fixture Cost 5', 'Fixture Cost 7', 'Fixture Cost 8');
    defeat(g, 'M.O.D.O.K.s');
    pick(g, hq[1]!);
    expect(g.ko).toEqual([hq[1]]);
    expect(g.t.recruit).toBe(1);
  });
});

describe('Thor Corps', () => {
  it('Fight: the fighter gains it as a hero: Avengers, Strength and Ranged, cost 3', () => {
    const g = game('Thor Corps');
    const v = defeat(g, 'Thor Corps');
    expect(g.players[0]!.victory).toEqual([]);
    expect(g.players[0]!.discard).toEqual([v]);
    expect(isHero(g, v)).toBe(true);
    expect(clsOf(g, v)).toBe(STRENGTH | RANGED);
    expect(isTeam(g, v, AVENGERS)).toBe(true);
    expect(heroCost(g, v)).toBe(3);
  });

  it('as a hero: 2 Recruit; +1 Recruit only after a Strength and a Ranged card', () => {
    const g = game('Thor Corps');
    const [st, rg] = put(g, 0, 'hand', 'Fixture Strength', 'Fixture Ranged');
    const t1 = gainedThorCorps(g, 0);
    refresh(g);
    playCard(g, st!);
    playCard(g, t1);
    // Strength only: the printed 2 Recruit (the Thor Corps itself counts for the next one)
    expect(g.t.recruit).toBe(2);
    playCard(g, rg!);
    const t2 = gainedThorCorps(g, 0);
    refresh(g);
    playCard(g, t2);
    expect(g.t.recruit).toBe(2 + 3);
  });

  it('a gained Thor Corps is a Thor card for Cross-Dimensional Thor Rampage', () => {
    const g = sw1Game([], { henchmen: ['Thor Corps'], villains: ['Manhattan (Earth-1610)'] });
    gainedThorCorps(g, 0);
    fillCity(g);
    putVillain(g, 4, 'Ultimate Thor', 'Manhattan (Earth-1610)');
    setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
    villainEnters(g, 'Hand Ninjas');
    expect(reason(g)).toBe('xd-rampage:reveal');
    expect(g.pending!.player).toBe(0);
    pick(g, 1);
    // player 2 has none: a Wound
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    expect(g.players[0]!.discard).toEqual([]);
  });
});
