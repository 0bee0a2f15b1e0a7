import { describe, expect, it } from 'vitest';
import { cwGame } from './game.js';
import '../../cards/civil-war/heroes/cloak-and-dagger.js';
import { ACT_PHASING } from '../../keywords/phasing.js';
import { defOf, teamId } from '../../registry.js';
import { clsOf, isTeam } from '../../rules.js';
import type { Game } from '../../types.js';
import { AVENGERS, COVERT, RANGED } from '../../types.js';
import { ACT_RECRUIT, act, mainActions, make, pick, playCard, put, reason, recruit, refresh } from '../helpers.js';

const MARVEL_KNIGHTS = teamId('Marvel Knights');

function board() {
  const g = cwGame(['Cloak & Dagger']);
  refresh(g);
  return g;
}
/** Plays Divided card c as its side i (0 left, 1 right). */
function playSide(g: Game, c: number, i: number) {
  playCard(g, c);
  expect(reason(g)).toBe('divided:play-side');
  pick(g, defOf(g, c).halves![i]!);
}

describe('Cloak & Dagger', () => {
  it('Above: +2 Attack, Covert and Avengers (Cloak); Below: Ranged and Marvel Knights (Dagger)', () => {
    const g = board();
    const [a, b] = put(g, 0, 'hand', 'Above/Below', 'Above/Below');
    refresh(g);
    playSide(g, a!, 0);
    expect(g.t.attack).toBe(2);
    expect(clsOf(g, a!)).toBe(COVERT);
    expect(isTeam(g, a!, AVENGERS) && !isTeam(g, a!, MARVEL_KNIGHTS)).toBe(true);
    playSide(g, b!, 1);
    expect(clsOf(g, b!)).toBe(RANGED);
    expect(isTeam(g, b!, MARVEL_KNIGHTS) && !isTeam(g, b!, AVENGERS)).toBe(true);
  });

  it('Below: 3 Recruit that pays only for heroes in the HQ space under the Sewers, and for the one that refills it', () => {
    const g = board();
    const [b] = put(g, 0, 'hand', 'Above/Below');
    g.hq[0] = make(g, 'Determination');
    g.hq[1] = make(g, 'Ancient Legacy');
    g.heroDeck.push(make(g, 'Ancient Legacy'));
    refresh(g);
    playSide(g, b!, 1);
    expect(g.t.recruit).toBe(0);
    expect(mainActions(g)).toContain(act(ACT_RECRUIT, 0));
    expect(mainActions(g)).not.toContain(act(ACT_RECRUIT, 1));
    const first = g.hq[0]!;
    recruit(g, 0);
    expect(g.players[0]!.discard).toContain(first);
    // a 1-cost hero refilled the space: payable with the 1 left, the same hero under the Bank is not
    expect(mainActions(g)).toContain(act(ACT_RECRUIT, 0));
    expect(mainActions(g)).not.toContain(act(ACT_RECRUIT, 1));
  });

  it('Flee/Fight has Phasing in hand; Flee: 2 Recruit, +1 with a Covert card played before', () => {
    const g = board();
    const [cov, f1, f2] = put(g, 0, 'hand', 'Above/Below', 'Flee/Fight', 'Flee/Fight');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_PHASING, f1!));
    playSide(g, f1!, 0);
    expect(g.t.recruit).toBe(2);
    playSide(g, cov!, 0);
    playSide(g, f2!, 0);
    expect(g.t.recruit).toBe(2 + 3);
  });

  it('Fight: 2 Attack, +1 with a Ranged card played before', () => {
    const g = board();
    const [f1, bolt, f2] = put(g, 0, 'hand', 'Flee/Fight', 'Lightning Bolt', 'Flee/Fight');
    refresh(g);
    playSide(g, f1!, 1);
    expect(g.t.attack).toBe(2);
    playCard(g, bolt!);
    playSide(g, f2!, 1);
    expect(g.t.attack).toBe(2 + 2 + 3);
  });

  it('Darkness: with a Covert card played before, the top card is KO\'d when it costs 0, kept when it costs more', () => {
    const g = board();
    const [a, d1, d2] = put(g, 0, 'hand', 'Above/Below', 'Darkness/Light', 'Darkness/Light');
    const [, agent] = put(g, 0, 'deck', 'Quick Draw', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playSide(g, d1!, 0); // no Covert played yet: nothing happens
    expect(g.ko).not.toContain(agent);
    expect(g.t.attack).toBe(3);
    playSide(g, a!, 0);
    playSide(g, d2!, 0);
    expect(g.ko).toContain(agent);
    // the next top card costs 3: a second KO would be wrong, and it stays on top
    const [d3] = put(g, 0, 'hand', 'Darkness/Light');
    refresh(g);
    playSide(g, d3!, 0);
    expect(g.players[0]!.deck.length).toBe(1);
  });

  it('Light: with a Ranged card played before, the top card is drawn when it costs 1 or more, kept when it costs 0', () => {
    const g = board();
    const [bolt, l1, l2] = put(g, 0, 'hand', 'Lightning Bolt', 'Darkness/Light', 'Darkness/Light');
    const [agent, qd] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'Quick Draw');
    refresh(g);
    playCard(g, bolt!);
    playSide(g, l1!, 1);
    expect(g.t.recruit).toBe(3);
    expect(g.players[0]!.hand).toContain(qd);
    playSide(g, l2!, 1);
    expect(g.players[0]!.hand).not.toContain(agent);
    expect(g.players[0]!.deck).toEqual([agent]);
  });

  it('Penumbra: a Divided card played afterwards is played as both sides, the chosen one first, each counted as a card', () => {
    const g = board();
    const [pen, ab] = put(g, 0, 'hand', 'Penumbra', 'Above/Below');
    g.hq[0] = make(g, 'Quick Draw');
    refresh(g);
    playCard(g, pen!);
    expect(g.t.attack).toBe(4);
    expect(isTeam(g, pen!, AVENGERS)).toBe(true);
    const [above, below] = defOf(g, ab!).halves!;
    playSide(g, ab!, 0);
    expect(g.t.attack).toBe(4 + 2);
    // Below's restricted Recruit came too
    expect(mainActions(g)).toContain(act(ACT_RECRUIT, 0));
    expect(g.t.heroesPlayed).toBe(3);
    expect(g.t.played.filter((_, i) => i % 2 === 1)).toEqual([defOf(g, pen!).id, above, below]);
    expect(g.t.clsCount[Math.log2(COVERT)]).toBe(1);
    expect(g.t.clsCount[Math.log2(RANGED)]).toBe(2);
    // for the rest of the turn it counts as both sides
    expect(clsOf(g, ab!)).toBe(COVERT | RANGED);
    expect(isTeam(g, ab!, AVENGERS) && isTeam(g, ab!, MARVEL_KNIGHTS)).toBe(true);
    expect(reason(g)).toBe('main');
  });

  it('Penumbra: the second side sees the first as a card played before it (Fight first, then Flee; Flee first, then Fight gets Penumbra\'s Ranged)', () => {
    const g = board();
    const [pen, ff] = put(g, 0, 'hand', 'Penumbra', 'Flee/Fight');
    refresh(g);
    playCard(g, pen!);
    playSide(g, ff!, 0);
    // Flee: 2 Recruit (no Covert before); Fight: 2 Attack +1 (Penumbra is Ranged)
    expect(g.t.recruit).toBe(2);
    expect(g.t.attack).toBe(4 + 3);
  });

  it('without Penumbra a Divided card is played as one side only', () => {
    const g = board();
    const [ab] = put(g, 0, 'hand', 'Above/Below');
    g.hq[0] = make(g, 'Quick Draw');
    refresh(g);
    playSide(g, ab!, 0);
    expect(g.t.attack).toBe(2);
    expect(mainActions(g)).not.toContain(act(ACT_RECRUIT, 0));
    expect(g.t.heroesPlayed).toBe(1);
  });
});
