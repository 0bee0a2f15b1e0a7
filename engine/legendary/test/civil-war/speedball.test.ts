import '../../cards/civil-war/heroes/speedball.js';
import { describe, expect, it } from 'vitest';
import { defOf } from '../../registry.js';
import { ACT_FIGHT, ACT_MASTERMIND, act, mainActions, names, onVillainDeck, pick, playCard, put, putVillain, reason, refresh, revealVillainCard } from '../helpers.js';
import { cwGame } from './game.js';
import { run } from '../../flow.js';
import { fightEffect } from '../../rules.js';
import { mastermindHolder } from '../../zones.js';

describe('Speedball', () => {
  it('Bounce Around: with the Covert superpower, +2 Attack when a Bystander is in the KO pile', () => {
    const g = cwGame(['Speedball']);
    const [a, b, c] = put(g, 0, 'hand', 'Bounce Around', 'Bounce Around', 'Bounce Around');
    refresh(g);
    playCard(g, a!); // no Covert card before it
    playCard(g, b!); // no Bystander around
    expect(g.t.attack).toBe(4);
    g.ko.push(g.bystanders.pop()!);
    playCard(g, c!);
    expect(g.t.attack).toBe(8);
  });

  it('Bounce Around: a Bystander held by a villain in the city counts', () => {
    const g = cwGame(['Speedball']);
    const [a, b] = put(g, 0, 'hand', 'Bounce Around', 'Bounce Around');
    putVillain(g, 2, 'Savage Land Mutates');
    g.att[2]!.push(g.bystanders.pop()!);
    refresh(g);
    playCard(g, a!);
    playCard(g, b!);
    expect(g.t.attack).toBe(6);
  });

  it('Reckless Rescue Attempt: with the Ranged superpower, a villain on top of the Villain Deck rescues a Bystander', () => {
    const g = cwGame(['Speedball']);
    const [a, b] = put(g, 0, 'hand', 'Reckless Rescue Attempt', 'Reckless Rescue Attempt');
    const top = onVillainDeck(g, 'Savage Land Mutates');
    refresh(g);
    playCard(g, a!);
    expect(g.players[0]!.victory).toEqual([]);
    playCard(g, b!);
    expect(g.t.recruit).toBe(4);
    expect(names(g, g.players[0]!.victory)).toEqual(['Bystander']);
    expect(g.villainDeck[g.villainDeck.length - 1]).toBe(top);
  });

  it('Reckless Rescue Attempt: anything else on top KOs a Bystander from the Bystander stack', () => {
    const g = cwGame(['Speedball']);
    const [a, b] = put(g, 0, 'hand', 'Reckless Rescue Attempt', 'Reckless Rescue Attempt');
    onVillainDeck(g, 'Master Strike');
    const stack = g.bystanders.length, next = g.bystanders[stack - 1]!;
    refresh(g);
    playCard(g, a!);
    playCard(g, b!);
    expect(g.players[0]!.victory).toEqual([]);
    expect(g.bystanders.length).toBe(stack - 1);
    expect(g.ko).toEqual([next]);
  });

  it('Double Down: draw two cards', () => {
    const g = cwGame(['Speedball']);
    const [dd] = put(g, 0, 'hand', 'Double Down/Bubble Up');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'Wound');
    refresh(g);
    playCard(g, dd!);
    pick(g, defOf(g, dd!).halves![0]!);
    expect(names(g, g.players[0]!.hand).sort()).toEqual(['S.H.I.E.L.D. Trooper', 'Wound']);
  });

  it('Bubble Up: +3 Attack only against the villain on the Bridge or the Mastermind', () => {
    const g = cwGame(['Speedball']);
    const [bu] = put(g, 0, 'hand', 'Double Down/Bubble Up');
    putVillain(g, 0, 'Savage Land Mutates');
    putVillain(g, 4, 'Savage Land Mutates');
    refresh(g);
    playCard(g, bu!);
    pick(g, defOf(g, bu!).halves![1]!);
    expect(g.t.attack).toBe(0);
    expect(mainActions(g)).toContain(act(ACT_FIGHT, 4));
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 0));
    g.t.attack = 4;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_MASTERMIND)); // Red Skull: 7
    pick(g, act(ACT_FIGHT, 4));
    expect(g.t.attack).toBe(4);
    expect(mainActions(g)).not.toContain(act(ACT_MASTERMIND));
  });

  it('Kinetic Force Field: a player may reveal it to KO a Master Strike, cancel it and draw a card', () => {
    const g = cwGame(['Speedball']);
    put(g, 1, 'hand', 'Kinetic Force Field');
    put(g, 1, 'deck', 'S.H.I.E.L.D. Agent');
    const [t] = put(g, 0, 'hand', 'S.H.I.E.L.D. Trooper');
    const strike = onVillainDeck(g, 'Master Strike');
    revealVillainCard(g);
    expect(reason(g)).toBe('speedball:kinetic-force-field');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(g.ko).toEqual([strike]);
    expect(g.stats.strikes).toBe(0);
    expect(g.players[0]!.hand).toEqual([t]); // Red Skull's strike did not happen
    expect(names(g, g.players[1]!.hand).sort()).toEqual(['Kinetic Force Field', 'S.H.I.E.L.D. Agent']);
  });

  it("Kinetic Force Field: a Master Strike a rule makes occur (Stryfe's Swift Vengeance: a Wound becomes one) may be cancelled too; that Wound is KO'd", () => {
    const g = cwGame(['Speedball'], { sets: ['core', 'dark-city', 'civil-war'], mastermind: 'Stryfe', villains: ['MLF'] });
    put(g, 1, 'hand', 'Kinetic Force Field');
    put(g, 1, 'deck', 'S.H.I.E.L.D. Agent');
    const w = g.wounds[g.wounds.length - 1]!;
    const tactic = g.tactics.find((c) => defOf(g, c).name === 'Swift Vengeance')!;
    g.pending = null; g.pendingFrame = null; g.stack = [];
    fightEffect(g, 0, tactic);
    run(g);
    expect(reason(g)).toBe('speedball:kinetic-force-field:rule');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(g.ko).toContain(w);
    expect(g.att[mastermindHolder(g)]).not.toContain(w);
    expect(names(g, g.players[1]!.hand).sort()).toEqual(['Kinetic Force Field', 'S.H.I.E.L.D. Agent']);
    // declined, Stryfe's Master Strike happens (a Wound beside him as a strike)
    const h = cwGame(['Speedball'], { sets: ['core', 'dark-city', 'civil-war'], mastermind: 'Stryfe', villains: ['MLF'] });
    put(h, 1, 'hand', 'Kinetic Force Field');
    const w2 = h.wounds[h.wounds.length - 1]!;
    const t2 = h.tactics.find((c) => defOf(h, c).name === 'Swift Vengeance')!;
    h.pending = null; h.pendingFrame = null; h.stack = [];
    fightEffect(h, 0, t2);
    run(h);
    pick(h, 0);
    expect(reason(h)).not.toBe('speedball:kinetic-force-field:rule');
    expect(h.att[mastermindHolder(h)]).toContain(w2);
    expect(h.ko).not.toContain(w2);
  });

  it('Kinetic Force Field: declined, the Master Strike happens', () => {
    const g = cwGame(['Speedball']);
    put(g, 1, 'hand', 'Kinetic Force Field');
    const [t] = put(g, 0, 'hand', 'S.H.I.E.L.D. Trooper');
    onVillainDeck(g, 'Master Strike');
    revealVillainCard(g);
    pick(g, 0);
    expect(g.stats.strikes).toBe(1);
    expect(g.ko).toContain(t); // Red Skull: each player KOs a hero from hand
    expect(g.players[1]!.hand).toEqual([]);
  });
});
