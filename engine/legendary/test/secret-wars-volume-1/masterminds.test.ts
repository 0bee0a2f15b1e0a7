// Secret Wars Volume 1's Madelyne Pryor and Nimrod: always-on rules, Master Strikes and every tactic.
import { describe, expect, it } from 'vitest';
import { ACT_FIGHT_MADELYNE_GOBLIN } from '../../cards/secret-wars-volume-1/masterminds/madelyne-pryor.js';
import { MASTERMINDS } from '../../registry.js';
import { mastermindAttack } from '../../rules.js';
import type { SetupOptions } from '../../setup.js';
import type { Game } from '../../types.js';
import { mastermindHolder } from '../../zones.js';
import {
  ACT_MASTERMIND, act, cleanBoard, fightMastermind, make, mainActions, names, onVillainDeck, pick, put, putVillain, reason, refresh,
  revealVillainCard, setupGame,
} from '../helpers.js';

const MADELYNE = 'Madelyne Pryor, Goblin Queen', NIMROD = 'Nimrod, Super Sentinel';
const AGENT = 'S.H.I.E.L.D. Agent', TROOPER = 'S.H.I.E.L.D. Trooper';

function mmBoard(mastermind: string, o: Partial<SetupOptions> = {}): Game {
  const g = cleanBoard(setupGame({ sets: ['core', 'secret-wars-volume-1'], mastermind, villains: ['HYDRA'], henchmen: ['Hand Ninjas'], ...o }));
  g.bystanders = g.bystanders.filter((c) => g.cards[g.defOf[c]!]!.name === 'Bystander');
  return g;
}
function fightTactic(g: Game, tactic: string): void {
  g.tactics = [make(g, tactic), make(g, tactic)];
  g.t.attack = mastermindAttack(g);
  g.t.recruitMade = 6; // Nimrod's condition
  refresh(g);
  fightMastermind(g);
}
function strike(g: Game): void { onVillainDeck(g, 'Master Strike'); revealVillainCard(g); }
function settle(g: Game): void { while (reason(g) !== 'main' && g.result === null) pick(g, g.pending!.options[0]!); }
const held = (g: Game) => g.att[mastermindHolder(g)]!;
const canFight = (g: Game) => { refresh(g); return mainActions(g).includes(act(ACT_MASTERMIND)); };

describe('Madelyne Pryor, Goblin Queen', () => {
  it('leads Limbo; 10 Attack', () => {
    expect(MASTERMINDS.get(MADELYNE)!.leads).toBe('Limbo');
    expect(mastermindAttack(mmBoard(MADELYNE))).toBe(10);
  });

  it('Master Strike: 4 captures; a Wound for each player only when she already held Bystanders', () => {
    const g = mmBoard(MADELYNE);
    strike(g); settle(g);
    expect(held(g)).toHaveLength(4);
    expect(g.players.every((pl) => pl.discard.length === 0)).toBe(true);
    strike(g); settle(g);
    expect(held(g)).toHaveLength(8);
    expect(g.players.map((pl) => names(g, pl.discard))).toEqual([['Wound'], ['Wound']]);
  });

  it('her Demon Goblins (2 Attack each) can be fought to rescue them; she can\'t be fought while she holds any', () => {
    const g = mmBoard(MADELYNE);
    strike(g); settle(g);
    g.t.attack = 12;
    expect(canFight(g)).toBe(false);
    const goblin = act(ACT_FIGHT_MADELYNE_GOBLIN, held(g)[0]!);
    expect(mainActions(g)).toContain(goblin);
    pick(g, goblin);
    expect(g.t.attack).toBe(10);
    expect(held(g)).toHaveLength(3);
    expect(names(g, g.players[0]!.victory)).toEqual(['Bystander']);
    expect(g.t.defeated).toHaveLength(1);
    for (let i = 0; i < 3; i++) { g.t.attack = 12; refresh(g); pick(g, act(ACT_FIGHT_MADELYNE_GOBLIN, held(g)[0]!)); }
    g.t.attack = 10;
    expect(canFight(g)).toBe(true);
  });

  it('a Demon Goblin needs its 2 Attack', () => {
    const g = mmBoard(MADELYNE);
    strike(g); settle(g);
    g.t.attack = 1;
    refresh(g);
    expect(mainActions(g).some((v) => Math.floor(v / 65536) === ACT_FIGHT_MADELYNE_GOBLIN)).toBe(false);
  });

  it('City of Demon Goblins: she captures five', () => {
    const g = mmBoard(MADELYNE);
    fightTactic(g, 'City of Demon Goblins'); settle(g);
    expect(held(g)).toHaveLength(5);
  });

  it('Corrupted Clone of Jean Grey: each other player reveals an X-Men hero or gains a Wound', () => {
    const g = mmBoard(MADELYNE, { players: 3 });
    put(g, 1, 'hand', 'Optic Blast'); // Cyclops: X-Men
    fightTactic(g, 'Corrupted Clone of Jean Grey'); settle(g);
    expect(names(g, g.players[1]!.discard)).toEqual([]);
    expect(names(g, g.players[2]!.discard)).toEqual(['Wound']);
    expect(names(g, g.players[0]!.discard)).toEqual([]);
  });

  it('Everyone\'s a Demon on the Inside: she captures a Bystander from each other player\'s victory pile', () => {
    const g = mmBoard(MADELYNE, { players: 3 });
    put(g, 1, 'victory', 'Bystander', 'Bystander');
    put(g, 0, 'victory', 'Bystander');
    fightTactic(g, 'Everyone\'s a Demon on the Inside'); settle(g);
    expect(names(g, g.players[1]!.victory)).toEqual(['Bystander']);
    expect(names(g, g.players[0]!.victory).filter((n) => n === 'Bystander')).toHaveLength(1);
    expect(held(g)).toHaveLength(1);
  });

  it('Gather the Harvest: one capture per Limbo villain in the city and the escape pile, none for others', () => {
    const g = mmBoard(MADELYNE, { villains: ['Limbo'] });
    putVillain(g, 0, 'Inferno Colossus');
    putVillain(g, 1, 'Viper', 'HYDRA');
    g.escaped.push(make(g, 'Inferno Darkchilde'));
    fightTactic(g, 'Gather the Harvest'); settle(g);
    expect(held(g)).toHaveLength(2);
  });
});

describe('Nimrod, Super Sentinel', () => {
  it('leads the Sentinel Territories; fought only after 6 Recruit made this turn', () => {
    expect(MASTERMINDS.get(NIMROD)!.leads).toBe('Sentinel Territories');
    const g = mmBoard(NIMROD);
    g.t.attack = 6;
    g.t.recruitMade = 5;
    expect(canFight(g)).toBe(false);
    g.t.recruitMade = 6;
    expect(canFight(g)).toBe(true);
  });

  it('Master Strike: a player without a Tech hero chooses an icon at once; one with a Tech hero may reveal it and keep the hand', () => {
    const g = mmBoard(NIMROD);
    put(g, 0, 'hand', AGENT, AGENT, TROOPER, 'Wound');
    put(g, 1, 'hand', 'Endless Invention', AGENT); // Iron Man: Tech
    strike(g);
    expect(reason(g)).toBe('nimrod:strike:discard');
    expect(g.pending!.player).toBe(0);
    pick(g, 0);
    expect(reason(g)).toBe('dark-city:reveal-or-else');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(reason(g)).toBe('main');
    expect(g.players[1]!.hand).toHaveLength(2);
  });

  it('Master Strike: the chosen icon decides what is discarded', () => {
    const g = mmBoard(NIMROD);
    put(g, 0, 'hand', AGENT, AGENT, TROOPER, 'Wound');
    strike(g);
    expect(reason(g)).toBe('nimrod:strike:discard');
    pick(g, 0);
    expect(names(g, g.players[0]!.hand).sort()).toEqual([TROOPER, 'Wound']);
    expect(names(g, g.players[0]!.discard)).toEqual([AGENT, AGENT]);
  });

  it('Adapt and Destroy: each other player discards one card of their choice with the icon', () => {
    const g = mmBoard(NIMROD);
    put(g, 1, 'hand', AGENT, TROOPER, 'Wound');
    fightTactic(g, 'Adapt and Destroy');
    expect(reason(g)).toBe('nimrod:adapt-and-destroy');
    pick(g, 1); // Attack
    settle(g);
    expect(names(g, g.players[1]!.discard)).toEqual([TROOPER]);
  });

  it('Detect Mutation: draws while the top card has the icon, and stops at the first that does not', () => {
    const g = mmBoard(NIMROD);
    put(g, 0, 'deck', AGENT, TROOPER, AGENT, AGENT); // top is the last
    fightTactic(g, 'Detect Mutation');
    pick(g, 0); // Recruit
    settle(g);
    expect(names(g, g.players[0]!.hand)).toEqual([AGENT, AGENT]);
    expect(names(g, g.players[0]!.deck.slice(-1))).toEqual([TROOPER]);
  });

  it('Scatter the Mutants: every HQ hero with the icon goes to the bottom of the Hero Deck, and the spaces refill', () => {
    const g = mmBoard(NIMROD);
    g.hq[0] = make(g, AGENT); g.hq[1] = make(g, TROOPER); g.hq[2] = make(g, AGENT);
    const [a0, t1, a2] = [g.hq[0]!, g.hq[1]!, g.hq[2]!];
    fightTactic(g, 'Scatter the Mutants');
    pick(g, 0); // Recruit
    settle(g);
    expect(g.hq[1]).toBe(t1);
    expect(g.hq).not.toContain(a0);
    expect(g.hq).not.toContain(a2);
    expect(g.heroDeck.slice(0, 2).sort()).toEqual([a0, a2].sort());
  });

  it('Teleport and Incarcerate: the Hero Deck\'s top card is gained and teleported when it has the icon; else it stays', () => {
    const g = mmBoard(NIMROD);
    const top = make(g, TROOPER);
    g.heroDeck.push(top);
    fightTactic(g, 'Teleport and Incarcerate');
    pick(g, 0); // Recruit: a Trooper has none
    settle(g);
    expect(g.heroDeck[g.heroDeck.length - 1]).toBe(top);
    const g2 = mmBoard(NIMROD);
    const top2 = make(g2, TROOPER);
    g2.heroDeck.push(top2);
    fightTactic(g2, 'Teleport and Incarcerate');
    pick(g2, 1); // Attack
    settle(g2);
    expect(g2.t.aside).toContain(top2);
    expect(g2.heroDeck).not.toContain(top2);
  });
});
