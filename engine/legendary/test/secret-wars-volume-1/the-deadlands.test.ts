// The Deadlands (Secret Wars Volume 1): Zombie Baron Zemo, Loki, Madame Hydra, Mr. Sinister, M.O.D.O.K., Mysterio,
// Thanos and Venom.
import '../../cards/secret-wars-volume-1/villains/the-deadlands.js';
import { describe, expect, it } from 'vitest';
import { ACT_FIGHT_OTHER_MASTERMIND } from '../../keywords/other-masterminds.js';
import { riseNever, riseOfTheLivingDead } from '../../keywords/living-dead.js';
import { mastermindHeld, otherAttack } from '../../rules.js';
import type { Game } from '../../types.js';
import {
  ACT_FIGHT, act, fight, fightMastermind, mainActions, names, onVillainDeck, pick, put, putVillain, reason, refresh,
  revealVillainCard,
} from '../helpers.js';
import { fillCity, setHq, villainEnters } from '../villain-fixtures.js';
import { sw1Game } from './game.js';

const GROUP = 'The Deadlands';
const AGENT = 'S.H.I.E.L.D. Agent', TROOPER = 'S.H.I.E.L.D. Trooper';
const game = (players = 2) => sw1Game([], { villains: [GROUP], players });

/** The named villain escapes from the Bridge of a full city as a Hand Ninja enters (no HQ hero cheap enough to KO). */
function escape(g: Game, name: string): number {
  fillCity(g);
  const v = putVillain(g, 4, name, GROUP);
  setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
  villainEnters(g, 'Hand Ninjas');
  return v;
}
function defeat(g: Game, name: string, attack: number): number {
  const v = putVillain(g, 0, name, GROUP);
  g.t.attack = attack;
  refresh(g);
  fight(g, 0);
  return v;
}
/** Answers every question with its first option until the main decision. */
function settle(g: Game): void { while (reason(g) !== 'main' && g.result === null) pick(g, g.pending!.options[0]!); }
/** A Master Strike is played; with several Masterminds, `first` strikes first. */
function strike(g: Game, first = -1): void {
  onVillainDeck(g, 'Master Strike');
  revealVillainCard(g);
  if (reason(g) === 'master-strike-order') pick(g, first);
}

describe('The Deadlands', () => {
  it('Ambush: Rise of the Living Dead: a Deadlands villain on top of a victory pile re-enters the city', () => {
    const g = game();
    const [hydra] = put(g, 1, 'victory', 'Zombie Madame Hydra');
    const [viper] = put(g, 0, 'victory', 'Viper');
    const c = villainEnters(g, 'Zombie Baron Zemo', GROUP);
    expect(g.city[0]).toBe(hydra);
    expect(g.city[1]).toBe(c);
    expect(g.players[1]!.victory).toEqual([]);
    // a villain without the ability stays where it is
    expect(g.players[0]!.victory).toEqual([viper]);
  });

  it('Ambush: nothing rises from under a Bystander', () => {
    const g = game();
    put(g, 0, 'victory', 'Zombie Venom', 'Bystander');
    villainEnters(g, 'Zombie Loki', GROUP);
    expect(names(g, g.players[0]!.victory)).toEqual(['Zombie Venom', 'Bystander']);
    expect(g.city.filter((c) => c >= 0)).toHaveLength(1);
  });

  it('Zombie Baron Zemo Fight: a Bystander for each of your Avengers heroes', () => {
    const g = game();
    put(g, 0, 'hand', 'Fixture Avenger', 'Fixture Avenger', 'Fixture X-Man');
    put(g, 0, 'inPlay', 'Fixture Avenger');
    defeat(g, 'Zombie Baron Zemo', 6);
    expect(names(g, g.players[0]!.victory)).toEqual(['Zombie Baron Zemo', 'Bystander', 'Bystander', 'Bystander']);
  });

  it('Zombie Baron Zemo Fight: no Avengers hero, no Bystander', () => {
    const g = game();
    put(g, 0, 'hand', 'Fixture X-Man', AGENT);
    defeat(g, 'Zombie Baron Zemo', 6);
    expect(names(g, g.players[0]!.victory)).toEqual(['Zombie Baron Zemo']);
  });

  it('Zombie Madame Hydra Fight: KO one of your S.H.I.E.L.D. or HYDRA heroes (others are not offered)', () => {
    const g = game();
    const [a, , bob] = put(g, 0, 'hand', AGENT, 'Fixture Avenger', 'HYDRA Half-Wit');
    const [t] = put(g, 0, 'inPlay', TROOPER);
    defeat(g, 'Zombie Madame Hydra', 4);
    expect(reason(g)).toBe('the-deadlands:ko-hero');
    expect(g.pending!.options).toEqual([a, bob, t]);
    pick(g, bob!);
    expect(g.ko).toEqual([bob]);
  });

  it('Zombie Madame Hydra Fight: nothing to KO without such a hero', () => {
    const g = game();
    put(g, 0, 'hand', 'Fixture Avenger');
    defeat(g, 'Zombie Madame Hydra', 4);
    expect(reason(g)).toBe('main');
    expect(g.ko).toEqual([]);
  });

  it('Zombie M.O.D.O.K. Fight: KO one of your heroes with a Recruit icon', () => {
    const g = game();
    const [a, , bob] = put(g, 0, 'hand', AGENT, TROOPER, 'Bullets Flying, Bob Hiding', 'Fixture Covert');
    defeat(g, 'Zombie M.O.D.O.K.', 5);
    expect(reason(g)).toBe('the-deadlands:ko-hero');
    expect(g.pending!.options).toEqual([a, bob]);
    pick(g, a!);
    expect(g.ko).toEqual([a]);
  });

  it('Zombie M.O.D.O.K. Fight: nothing to KO without a Recruit icon', () => {
    const g = game();
    put(g, 0, 'hand', TROOPER, 'Fixture Covert');
    defeat(g, 'Zombie M.O.D.O.K.', 5);
    expect(reason(g)).toBe('main');
    expect(g.ko).toEqual([]);
  });

  it('Zombie Venom: can\'t be fought without a Covert hero', () => {
    const g = game();
    putVillain(g, 0, 'Zombie Venom', GROUP);
    put(g, 0, 'hand', 'Fixture Tech');
    g.t.attack = 5;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 0));
    put(g, 0, 'hand', 'Fixture Covert');
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_FIGHT, 0));
    fight(g, 0);
    expect(names(g, g.players[0]!.victory)).toEqual(['Zombie Venom']);
  });

  it('Zombie Venom Escape: each player gains a Wound; another escape does not wound', () => {
    const g = game();
    escape(g, 'Zombie Venom');
    expect(g.players.map((pl) => names(g, pl.discard))).toEqual([['Wound'], ['Wound']]);
    const h = game();
    escape(h, 'Zombie Baron Zemo');
    expect(h.players.map((pl) => names(h, pl.discard))).toEqual([[], []]);
  });

  it('Zombie Mysterio Escape: he becomes a face-down Tactic that never rises; defeated as a Tactic, draw two cards', () => {
    const g = game();
    const m1 = escape(g, 'Zombie Mysterio');
    expect(g.escaped).not.toContain(m1);
    expect(g.tactics).toContain(m1);
    expect(g.tactics).toHaveLength(5);
    expect(g.vars[riseNever(m1)]).toBe(1);
    const m2 = escape(g, 'Zombie Mysterio');
    // only the two Mysterios are left: whichever is taken draws two
    g.tactics = [m1, m2];
    put(g, 0, 'deck', AGENT, AGENT, AGENT);
    g.players[0]!.hand = [];
    g.t.attack = 11;
    refresh(g);
    fightMastermind(g);
    expect(g.players[0]!.hand).toHaveLength(2);
    expect(g.tactics).toHaveLength(1);
    const won = g.players[0]!.victory.find((c) => c === m1 || c === m2)!;
    expect(won).toBeGreaterThanOrEqual(0);
    expect(g.result).toBeNull();
    // on top of a victory pile he does not rise
    g.players[0]!.victory = [won];
    g.stack = []; g.pending = null;
    riseOfTheLivingDead(g);
    refresh(g);
    expect(g.players[0]!.victory).toEqual([won]);
    expect(g.city).not.toContain(won);
  });

  it('Zombie Mysterio defeated as a villain: no card drawn', () => {
    const g = game();
    put(g, 0, 'deck', AGENT, AGENT);
    defeat(g, 'Zombie Mysterio', 6);
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.players[0]!.deck).toHaveLength(2);
  });

  it('Zombie Loki Escape: he ascends (out of the escape pile, a Mastermind of 8 Attack worth 6 VP)', () => {
    const g = game();
    const loki = escape(g, 'Zombie Loki');
    expect(g.escaped).not.toContain(loki);
    expect(g.others).toEqual([loki]);
    expect(otherAttack(g, 0)).toBe(8);
    g.t.attack = 8;
    refresh(g);
    pick(g, act(ACT_FIGHT_OTHER_MASTERMIND, 0));
    expect(g.others).toEqual([]);
    expect(g.players[0]!.victory).toContain(loki);
  });

  it('Zombie Loki\'s Master Strike: each player reveals a Strength hero or gains a Wound', () => {
    const g = game();
    const loki = escape(g, 'Zombie Loki');
    put(g, 0, 'hand', 'Fixture Strength');
    put(g, 1, 'hand', 'Fixture Tech');
    strike(g, loki);
    expect(reason(g)).toBe('reveal-or-wound');
    expect(g.pending!.player).toBe(0);
    pick(g, 1);
    expect(names(g, g.players[0]!.discard)).toEqual([]);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    // then Red Skull's own strike (each player KOs a hero from hand: one card each, no question)
    expect(reason(g)).toBe('main');
    expect(names(g, g.ko)).toEqual(['Master Strike', 'Fixture Strength', 'Fixture Tech']);
  });

  it('Zombie Mr. Sinister\'s Master Strike: he captures a Bystander; a player with exactly 6 cards and no Covert hero discards one per Bystander he holds', () => {
    const g = game(3);
    const sin = escape(g, 'Zombie Mr. Sinister');
    expect(g.others).toEqual([sin]);
    const hand0 = put(g, 0, 'hand', AGENT, AGENT, AGENT, AGENT, AGENT, TROOPER);
    put(g, 1, 'hand', AGENT, AGENT, AGENT, AGENT, AGENT, 'Fixture Covert');
    put(g, 2, 'hand', AGENT, AGENT, AGENT, AGENT, AGENT);
    strike(g, sin);
    expect(mastermindHeld(g, sin)).toHaveLength(1);
    expect(reason(g)).toBe('discard-a-card');
    expect(g.pending!.player).toBe(0);
    pick(g, hand0[5]!);
    // P2 may reveal the Covert hero; P3 has 5 cards
    expect(reason(g)).toBe('dark-city:reveal-or-else');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(g.players.map((pl) => pl.discard.length)).toEqual([1, 0, 0]);
    settle(g);
    // the second strike: two Bystanders, two discards
    for (const pl of g.players) pl.hand = [];
    put(g, 0, 'hand', AGENT, AGENT, AGENT, AGENT, AGENT, TROOPER);
    strike(g, sin);
    expect(mastermindHeld(g, sin)).toHaveLength(2);
    expect(reason(g)).toBe('discard-a-card');
    pick(g, g.pending!.options[0]!);
    expect(reason(g)).toBe('discard-a-card');
    pick(g, g.pending!.options[0]!);
    expect(g.players[0]!.discard).toHaveLength(3);
  });

  it('Zombie Thanos\'s Master Strike: each player KOs a non-grey hero from their hand', () => {
    const g = game();
    const thanos = escape(g, 'Zombie Thanos');
    const [, cov, tech] = put(g, 0, 'hand', AGENT, 'Fixture Covert', 'Fixture Tech');
    put(g, 1, 'hand', AGENT, TROOPER);
    strike(g, thanos);
    expect(reason(g)).toBe('the-deadlands:thanos:ko');
    expect(g.pending!.options).toEqual([cov, tech]);
    pick(g, cov!);
    expect(names(g, g.ko)).toEqual(['Master Strike', 'Fixture Covert']);
    // P2 has only grey heroes (nothing KO'd): Red Skull's strike comes next
    expect(reason(g)).toBe('red-skull:strike:ko-chosen');
    expect(g.pending!.player).toBe(0);
    expect(g.players[1]!.hand).toHaveLength(2);
  });
});
