import '../../cards/civil-war/heroes/hercules.js';
import { describe, expect, it } from 'vitest';
import { defOf } from '../../registry.js';
import { clsOf, heroNames } from '../../rules.js';
import { STRENGTH, TECH } from '../../types.js';
import { ACT_PLAY, act, fight, fightMastermind, mainActions, names, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';
import { cwGame } from './game.js';

const bystanders = (g: ReturnType<typeof cwGame>, p = 0) => names(g, g.players[p]!.victory).filter((n) => n !== 'Savage Land Mutates').length;

describe('Hercules', () => {
  it('Crowd Favorite: with the Instinct superpower, each villain defeated this turn rescues a Bystander; Tactics do not', () => {
    const g = cwGame(['Hercules']);
    const [a, b] = put(g, 0, 'hand', 'Crowd Favorite', 'Crowd Favorite');
    putVillain(g, 0, 'Savage Land Mutates');
    putVillain(g, 1, 'Savage Land Mutates');
    refresh(g);
    playCard(g, a!); // no Instinct card before it: nothing
    playCard(g, b!);
    g.t.attack = 6;
    refresh(g);
    fight(g, 0);
    expect(g.players[0]!.victory).toHaveLength(2);
    fight(g, 1);
    expect(g.players[0]!.victory).toHaveLength(4);
    g.t.attack = 10;
    refresh(g);
    fightMastermind(g);
    while (reason(g) !== 'main' && g.pending) pick(g, g.pending.options[0]!);
    expect(g.players[0]!.victory.filter((c) => defOf(g, c).kind === 'bystander')).toHaveLength(2);
  });

  it('Crowd Favorite without the superpower rescues nothing', () => {
    const g = cwGame(['Hercules']);
    const [a] = put(g, 0, 'hand', 'Crowd Favorite');
    putVillain(g, 0, 'Savage Land Mutates');
    refresh(g);
    playCard(g, a!);
    g.t.attack = 3;
    refresh(g);
    fight(g, 0);
    expect(g.players[0]!.victory).toHaveLength(1);
  });

  it('Manly Dullard: +3 Attack, and another card of the hand is discarded; the side is not offered with nothing to discard', () => {
    const g = cwGame(['Hercules']);
    const [md, x] = put(g, 0, 'hand', 'Manly Dullard/Boy Genius', 'S.H.I.E.L.D. Agent');
    refresh(g);
    const [dullard, genius] = defOf(g, md!).halves!;
    playCard(g, md!);
    expect(reason(g)).toBe('divided:play-side');
    pick(g, dullard!);
    expect(g.t.attack).toBe(3);
    expect(g.players[0]!.discard).toEqual([x]);
    expect(clsOf(g, md!)).toBe(STRENGTH);

    const h = cwGame(['Hercules']);
    const [alone] = put(h, 0, 'hand', 'Manly Dullard/Boy Genius');
    put(h, 0, 'deck', 'S.H.I.E.L.D. Trooper');
    refresh(h);
    expect(mainActions(h)).toContain(act(ACT_PLAY, alone!));
    playCard(h, alone!);
    // only Boy Genius can be played: it is taken without a question
    expect(names(h, h.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Trooper']);
    expect(h.t.attack).toBe(0);
    expect(clsOf(h, alone!)).toBe(TECH);
    expect(genius).toBeDefined();
  });

  it('Boy Genius: draws a card and counts as Amadeus Cho, of no team', () => {
    const g = cwGame(['Hercules']);
    const [md] = put(g, 0, 'hand', 'Manly Dullard/Boy Genius', 'S.H.I.E.L.D. Agent');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper');
    refresh(g);
    expect(heroNames(g, md!).sort()).toEqual(['Amadeus Cho', 'Hercules']);
    playCard(g, md!);
    pick(g, defOf(g, md!).halves![1]!);
    expect(names(g, g.players[0]!.hand).sort()).toEqual(['S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper']);
    expect(heroNames(g, md!)).toEqual(['Amadeus Cho']);
    expect(g.t.teamCount.reduce((s, n) => s + n, 0)).toBe(0);
  });

  it('Prince of Power: with the Strength superpower, a revealed 0-cost top card is KO\'d; a costlier one stays', () => {
    const g = cwGame(['Hercules']);
    const [s, pp, fodder] = put(g, 0, 'hand', 'Manly Dullard/Boy Genius', 'Prince of Power', 'S.H.I.E.L.D. Agent');
    const [agent] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, s!);
    pick(g, defOf(g, s!).halves![0]!); // the Strength side
    pick(g, fodder!);
    playCard(g, pp!);
    expect(g.t.recruit).toBe(3);
    expect(g.ko).toContain(agent);

    const h = cwGame(['Hercules']);
    const [s2, pp2, fodder2] = put(h, 0, 'hand', 'Manly Dullard/Boy Genius', 'Prince of Power', 'S.H.I.E.L.D. Agent');
    const [cf] = put(h, 0, 'deck', 'Crowd Favorite');
    refresh(h);
    playCard(h, s2!);
    pick(h, defOf(h, s2!).halves![0]!);
    pick(h, fodder2!);
    playCard(h, pp2!);
    expect(h.players[0]!.deck).toEqual([cf]);
  });

  it('Prince of Power without the superpower reveals nothing', () => {
    const g = cwGame(['Hercules']);
    const [pp] = put(g, 0, 'hand', 'Prince of Power');
    const [agent] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, pp!);
    expect(g.players[0]!.deck).toEqual([agent]);
  });

  it('Son of Zeus: rescue a Bystander, +1 Attack per Bystander in the victory pile; Avengers: +1 Recruit each too', () => {
    const g = cwGame(['Hercules']);
    const [sz] = put(g, 0, 'hand', 'Son of Zeus');
    g.players[0]!.victory.push(g.bystanders.pop()!, g.bystanders.pop()!);
    refresh(g);
    playCard(g, sz!);
    expect(bystanders(g)).toBe(3);
    expect([g.t.attack, g.t.recruit]).toEqual([3, 0]);

    const h = cwGame(['Hercules']);
    const [cf, sz2] = put(h, 0, 'hand', 'Crowd Favorite', 'Son of Zeus');
    h.players[0]!.victory.push(h.bystanders.pop()!);
    refresh(h);
    playCard(h, cf!); // an Avengers card
    playCard(h, sz2!);
    expect([h.t.attack, h.t.recruit]).toEqual([2 + 2, 2]);
  });
});
