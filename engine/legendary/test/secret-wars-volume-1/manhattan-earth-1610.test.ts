// Manhattan (Earth-1610) (Secret Wars Volume 1): the Ultimates, villains gained as heroes.
import { describe, expect, it } from 'vitest';
import { ACT_TELEPORT } from '../../keywords/teleport.js';
import { PlayerView } from '../../observe.js';
import { teamId } from '../../registry.js';
import { clsOf, hasCls, heroCost, isHero, isTeam, playedCls, playedTeam } from '../../rules.js';
import type { Game } from '../../types.js';
import { AVENGERS, COVERT, RANGED, STRENGTH } from '../../types.js';
import { act, fight, mainActions, make, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';
import { fillCity, setHq, villainEnters } from '../villain-fixtures.js';
import { sw1Game } from './game.js';

const GROUP = 'Manhattan (Earth-1610)';
const game = () => sw1Game([], { villains: [GROUP] });

/** A copy of the named Ultimate that player p has gained earlier (a hero now), in their hand. */
function gained(g: Game, p: number, name: string): number {
  const c = make(g, name, GROUP);
  g.asHero.push(c);
  g.players[p]!.hand.push(c);
  return c;
}

/** Defeats the named Ultimate in the Sewers. */
function defeat(g: Game, name: string, attack: number): number {
  const v = putVillain(g, 0, name, GROUP);
  g.t.attack = attack;
  refresh(g);
  fight(g, 0);
  return v;
}

describe('Manhattan (Earth-1610)', () => {
  it('Fight: the fighter gains the villain as a hero (discard pile, not the victory pile)', () => {
    for (const [name, attack] of [['Ultimate Captain America', 6], ['Ultimate Captain Marvel', 4], ['Ultimate Thor', 7], ['Ultimate Wasp', 5]] as const) {
      const g = game();
      const v = defeat(g, name, attack);
      expect(g.players[0]!.victory).toEqual([]);
      expect(g.players[0]!.discard).toEqual([v]);
      expect(g.asHero).toContain(v);
      expect(isHero(g, v)).toBe(true);
      expect(g.players[1]!.discard).toEqual([]);
    }
  });

  it('in the city an Ultimate is a villain: no class, no team, not a hero', () => {
    const g = game();
    const v = putVillain(g, 0, 'Ultimate Thor', GROUP);
    expect(isHero(g, v)).toBe(false);
    expect(clsOf(g, v)).toBe(0);
    expect(isTeam(g, v, AVENGERS)).toBe(false);
  });

  it('gained, it has its hero class, team and cost (its Attack as a villain)', () => {
    const g = game();
    const thor = gained(g, 0, 'Ultimate Thor');
    const cap = gained(g, 0, 'Ultimate Captain America');
    expect(clsOf(g, thor)).toBe(RANGED);
    expect(hasCls(g, cap, STRENGTH)).toBe(true);
    expect(isTeam(g, thor, AVENGERS)).toBe(true);
    expect(isTeam(g, thor, teamId('X-Men'))).toBe(false);
    expect(heroCost(g, thor)).toBe(7);
    expect(heroCost(g, cap)).toBe(6);
    // bots see the hero side
    const view = new PlayerView(g, 0);
    expect(view.def(thor).kind).toBe('hero');
    expect(view.def(thor).hero?.power?.attack).toBe(3);
  });

  it('Ultimate Thor as a hero: 3 Attack, +3 with a Ranged card played before; it counts as Ranged and Avengers once played', () => {
    const g = game();
    const [r] = put(g, 0, 'hand', 'Fixture Ranged');
    const t1 = gained(g, 0, 'Ultimate Thor');
    refresh(g);
    playCard(g, t1);
    expect(g.t.attack).toBe(3);
    playCard(g, r!);
    const t2 = gained(g, 0, 'Ultimate Thor');
    refresh(g);
    const before = g.t.attack;
    playCard(g, t2);
    expect(g.t.attack - before).toBe(6);
    // the Fixture Ranged and both Thors
    expect(playedCls(g, RANGED)).toBe(3);
    expect(playedTeam(g, AVENGERS)).toBe(2);
  });

  it('Ultimate Wasp as a hero: 2 Attack, +2 with a Covert card played before', () => {
    const g = game();
    const w1 = gained(g, 0, 'Ultimate Wasp');
    const [cv] = put(g, 0, 'hand', 'Fixture Covert');
    refresh(g);
    playCard(g, w1);
    expect(g.t.attack).toBe(2);
    playCard(g, cv!);
    const w2 = gained(g, 0, 'Ultimate Wasp');
    refresh(g);
    const before = g.t.attack;
    playCard(g, w2);
    expect(g.t.attack - before).toBe(4);
  });

  it('Ultimate Captain America as a hero: +1 Attack per colour among the heroes you have (itself, grey included)', () => {
    const g = game();
    put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'Fixture Covert', 'Fixture Covert');
    const cap = gained(g, 0, 'Ultimate Captain America');
    refresh(g);
    playCard(g, cap);
    // Strength (itself), grey, Covert
    expect(g.t.attack).toBe(3);
  });

  it('Ultimate Captain Marvel as a hero: 2 Recruit, and Teleport', () => {
    const g = game();
    const m1 = gained(g, 0, 'Ultimate Captain Marvel');
    const m2 = gained(g, 0, 'Ultimate Captain Marvel');
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_TELEPORT, m1));
    playCard(g, m1);
    expect(g.t.recruit).toBe(2);
    pick(g, act(ACT_TELEPORT, m2));
    expect(g.t.aside).toEqual([m2]);
  });

  it('Ultimate Thor Escape: Cross-Dimensional Thor Rampage (a gained Ultimate Thor is a Thor card to reveal)', () => {
    const g = game();
    gained(g, 1, 'Ultimate Thor');
    const w0 = g.wounds.length;
    fillCity(g);
    putVillain(g, 4, 'Ultimate Thor', GROUP);
    setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
    villainEnters(g, 'Hand Ninjas');
    // player 1 has no Thor card: a Wound; player 2 may reveal theirs
    expect(reason(g)).toBe('xd-rampage:reveal');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(g.wounds.length).toBe(w0 - 1);
    expect(g.players[0]!.discard.length).toBe(1);
    expect(g.players[1]!.discard.length).toBe(0);
  });

  it('a villain gained as a hero has no class before it is gained (Covert played before does not help an Ultimate in the city)', () => {
    const g = game();
    const v = putVillain(g, 0, 'Ultimate Wasp', GROUP);
    expect(hasCls(g, v, COVERT)).toBe(false);
  });
});
