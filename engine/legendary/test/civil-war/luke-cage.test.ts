import '../../cards/civil-war/heroes/luke-cage.js';
import { describe, expect, it } from 'vitest';
import { FORT_WOUNDS, fortifier } from '../../keywords/fortify.js';
import { defOf, teamId } from '../../registry.js';
import { heroNames, isTeam } from '../../rules.js';
import { AVENGERS } from '../../types.js';
import { endTurn, names, onVillainDeck, pick, playCard, put, reason, refresh, woundNow } from '../helpers.js';
import { cwGame } from './game.js';

describe('Luke Cage', () => {
  it('Take a Bullet for the Team: when another player would gain a Wound, discard it from hand instead and draw two', () => {
    const g = cwGame(['Luke Cage']);
    const [tb] = put(g, 0, 'hand', 'Take a Bullet for the Team');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    const wounds = g.wounds.length;
    woundNow(g, 1);
    expect(reason(g)).toBe('luke-cage:take-a-bullet');
    expect(g.pending!.player).toBe(0);
    pick(g, 1);
    expect(g.players[1]!.discard).toEqual([]);
    expect(g.wounds.length).toBe(wounds);
    expect(g.players[0]!.discard).toEqual([tb]);
    expect(names(g, g.players[0]!.hand).sort()).toEqual(['S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper']);
  });

  it('Take a Bullet for the Team: declined, the Wound is gained; a copy in play is not offered', () => {
    const g = cwGame(['Luke Cage']);
    put(g, 0, 'hand', 'Take a Bullet for the Team');
    woundNow(g, 0);
    pick(g, 0);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(g.players[0]!.hand).toHaveLength(1);

    const h = cwGame(['Luke Cage']);
    const [tb] = put(h, 0, 'hand', 'Take a Bullet for the Team');
    refresh(h);
    playCard(h, tb!);
    expect([h.t.attack, h.t.recruit]).toEqual([1, 1]);
    woundNow(h, 0);
    expect(reason(h)).toBe('main');
    expect(names(h, h.players[0]!.discard)).toEqual(['Wound']);
  });

  it('Cautious: 2 Attack (Luke Cage, Avengers); Reckless: 3 Attack and a Wound (Jessica Jones, Marvel Knights)', () => {
    const g = cwGame(['Luke Cage']);
    const [a, b] = put(g, 0, 'hand', 'Cautious/Reckless', 'Cautious/Reckless');
    refresh(g);
    playCard(g, a!);
    pick(g, defOf(g, a!).halves![0]!);
    expect(g.t.attack).toBe(2);
    expect(heroNames(g, a!)).toEqual(['Luke Cage']);
    expect(g.players[0]!.discard).toEqual([]);
    playCard(g, b!);
    pick(g, defOf(g, b!).halves![1]!);
    expect(g.t.attack).toBe(5);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(heroNames(g, b!)).toEqual(['Jessica Jones']);
    expect(isTeam(g, b!, teamId('Marvel Knights'))).toBe(true);
    expect(isTeam(g, b!, AVENGERS)).toBe(false);
  });

  it('Sweet Christmas: with the Instinct superpower, the top three are all discarded', () => {
    const g = cwGame(['Luke Cage']);
    const [a, b] = put(g, 0, 'hand', 'Sweet Christmas', 'Sweet Christmas');
    const [x, y, z, w] = put(g, 0, 'deck', 'Optic Blast', 'Wound', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, a!); // no Instinct card before it
    expect(reason(g)).toBe('main');
    playCard(g, b!);
    expect(g.t.attack).toBe(6);
    expect(reason(g)).toBe('luke-cage:sweet-christmas');
    expect(g.pending!.options).toEqual([w, -1]);
    pick(g, w!);
    expect(g.players[0]!.deck).toEqual([x]);
    expect(g.players[0]!.discard.sort()).toEqual([y, z, w].sort());
  });

  it('Sweet Christmas: or they are put back in the order chosen', () => {
    const g = cwGame(['Luke Cage']);
    const [a, b] = put(g, 0, 'hand', 'Sweet Christmas', 'Sweet Christmas');
    const [x, y, z] = put(g, 0, 'deck', 'Optic Blast', 'Wound', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, a!);
    playCard(g, b!);
    pick(g, -1);
    expect(reason(g)).toBe('put-back-order');
    pick(g, x!);
    pick(g, y!);
    expect(g.players[0]!.deck).toEqual([z, y, x]);
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('Unbreakable Skin: with the Avengers team power it fortifies the Wound Stack until its player\'s next turn; no Wounds meanwhile', () => {
    const g = cwGame(['Luke Cage']);
    const [tb, us] = put(g, 0, 'hand', 'Take a Bullet for the Team', 'Unbreakable Skin');
    put(g, 1, 'hand', 'Take a Bullet for the Team');
    onVillainDeck(g, 'Savage Land Mutates');
    onVillainDeck(g, 'Savage Land Mutates');
    refresh(g);
    playCard(g, tb!);
    playCard(g, us!);
    expect(g.t.attack).toBe(7);
    expect(fortifier(g, FORT_WOUNDS)).toBe(us);
    expect(g.players[0]!.inPlay).toEqual([tb]);
    const wounds = g.wounds.length;
    woundNow(g, 1); // not even offered to Take a Bullet for the Team: the Wound can't be gained
    expect(reason(g)).toBe('main');
    woundNow(g, 0);
    expect(g.wounds.length).toBe(wounds);
    expect(g.players[0]!.discard.concat(g.players[1]!.discard).filter((c) => defOf(g, c).kind === 'wound')).toEqual([]);
    endTurn(g);
    // the other player's turn: still fortified
    expect(g.current).toBe(1);
    expect(fortifier(g, FORT_WOUNDS)).toBe(us);
    woundNow(g, 1);
    expect(g.wounds.length).toBe(wounds);
    endTurn(g);
    // its player's next turn: it goes to their discard pile
    expect(g.current).toBe(0);
    expect(fortifier(g, FORT_WOUNDS)).toBe(-1);
    expect(g.players[0]!.discard).toContain(us);
    woundNow(g, 1);
    while (reason(g) === 'luke-cage:take-a-bullet') pick(g, 0); // declined, wherever the copies went
    expect(g.wounds.length).toBe(wounds - 1);
  });

  it('Unbreakable Skin without the Avengers team power, or with the Wound Stack already fortified, stays in play', () => {
    const g = cwGame(['Luke Cage']);
    const [us] = put(g, 0, 'hand', 'Unbreakable Skin');
    refresh(g);
    playCard(g, us!);
    expect(g.t.attack).toBe(6);
    expect(fortifier(g, FORT_WOUNDS)).toBe(-1);
    expect(g.players[0]!.inPlay).toEqual([us]);

    const h = cwGame(['Luke Cage']);
    const [c1, a, b] = put(h, 0, 'hand', 'Cautious/Reckless', 'Unbreakable Skin', 'Unbreakable Skin');
    refresh(h);
    playCard(h, c1!);
    pick(h, defOf(h, c1!).halves![0]!);
    playCard(h, a!);
    playCard(h, b!);
    expect(fortifier(h, FORT_WOUNDS)).toBe(a);
    expect(h.players[0]!.inPlay).toEqual([c1, b]);
  });
});
