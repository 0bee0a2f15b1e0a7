// Wasteland Hulk (Secret Wars Volume 1): his Attack, Master Strike and every tactic.
import '../../cards/secret-wars-volume-1/villains/wasteland.js';
import '../../cards/secret-wars-volume-1/villains/the-deadlands.js';
import '../../cards/secret-wars-volume-1/masterminds/wasteland-hulk.js';
import { describe, expect, it } from 'vitest';
import { MASTERMINDS } from '../../registry.js';
import { mastermindAttack } from '../../rules.js';
import type { Game } from '../../types.js';
import { fightMastermind, make, names, onVillainDeck, pick, put, reason, refresh, revealVillainCard } from '../helpers.js';
import { setHq } from '../villain-fixtures.js';
import { sw1Game } from './game.js';

const HULK = 'Wasteland Hulk';
const AGENT = 'S.H.I.E.L.D. Agent', TROOPER = 'S.H.I.E.L.D. Trooper';
const game = (players = 2) => sw1Game([], { mastermind: HULK, villains: ['Wasteland'], players });

function fightTactic(g: Game, tactic: string): void {
  g.tactics = [make(g, tactic), make(g, tactic)];
  g.t.attack = mastermindAttack(g);
  refresh(g);
  fightMastermind(g);
}

describe('Wasteland Hulk', () => {
  it('leads Wasteland; 7 Attack, +3 for each of his Tactics in any victory pile (not other cards)', () => {
    expect(MASTERMINDS.get(HULK)!.leads).toBe('Wasteland');
    const g = game();
    expect(mastermindAttack(g)).toBe(7);
    put(g, 0, 'victory', 'Brutal Beating', 'The Hulk Gang');
    put(g, 1, 'victory', 'Memories of Pain', 'Bystander');
    expect(mastermindAttack(g)).toBe(13);
  });

  it('a Zombie Mysterio that became his Tactic counts once defeated; one defeated as a villain does not', () => {
    const g = game();
    const [m] = put(g, 0, 'victory', 'Zombie Mysterio');
    expect(mastermindAttack(g)).toBe(7);
    g.vars[`the-deadlands:mysterio-tactic:${m}`] = 1;
    expect(mastermindAttack(g)).toBe(10);
  });

  it('defeating a Tactic makes him stronger', () => {
    const g = game();
    fightTactic(g, 'Revert to Bruce Banner');
    while (reason(g) !== 'main') pick(g, g.pending!.options[0]!);
    expect(mastermindAttack(g)).toBe(10);
  });

  it('Master Strike: Cross-Dimensional Hulk Rampage', () => {
    const g = game();
    put(g, 1, 'victory', 'Radioactive Regeneration'); // his Tactic: a Hulk card
    onVillainDeck(g, 'Master Strike');
    revealVillainCard(g);
    expect(reason(g)).toBe('xd-rampage:reveal');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(g.players.map((pl) => names(g, pl.discard))).toEqual([['Wound'], []]);
  });

  it('Brutal Beating: each other player discards a card for each Wound in their discard pile', () => {
    const g = game(3);
    put(g, 1, 'discard', 'Wound', AGENT, 'Wound');
    put(g, 1, 'hand', AGENT, TROOPER, AGENT);
    put(g, 2, 'hand', AGENT, TROOPER);
    put(g, 0, 'discard', 'Wound');
    put(g, 0, 'hand', AGENT);
    fightTactic(g, 'Brutal Beating');
    expect(reason(g)).toBe('discard-a-card');
    expect(g.pending!.player).toBe(1);
    pick(g, g.pending!.options[0]!);
    pick(g, g.pending!.options[0]!);
    expect(reason(g)).toBe('main');
    expect(g.players.map((pl) => pl.hand.length)).toEqual([1, 1, 2]);
  });

  it('Memories of Pain: each other player puts two Wounds from their discard pile on top of their deck (all they have when fewer)', () => {
    const g = game(3);
    put(g, 1, 'discard', 'Wound', AGENT, 'Wound', 'Wound');
    put(g, 2, 'discard', 'Wound', TROOPER);
    put(g, 0, 'discard', 'Wound', 'Wound');
    fightTactic(g, 'Memories of Pain');
    expect(reason(g)).toBe('main');
    expect(names(g, g.players[1]!.deck)).toEqual(['Wound', 'Wound']);
    expect(names(g, g.players[1]!.discard).sort()).toEqual([AGENT, 'Wound']);
    expect(names(g, g.players[2]!.deck)).toEqual(['Wound']);
    expect(names(g, g.players[2]!.discard)).toEqual([TROOPER]);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound', 'Wound']);
  });

  it('Radioactive Regeneration: KO up to two Wounds from your hand and/or discard pile', () => {
    const g = game();
    const [w1] = put(g, 0, 'hand', 'Wound', AGENT);
    const [w2, w3] = put(g, 0, 'discard', 'Wound', 'Wound');
    fightTactic(g, 'Radioactive Regeneration');
    expect(reason(g)).toBe('wasteland-hulk:radioactive-regeneration');
    expect(g.pending!.options).toEqual([w1, w2, -1]);
    pick(g, w1!);
    expect(g.pending!.options).toEqual([w2, -1]);
    pick(g, w2!);
    expect(reason(g)).toBe('main');
    expect(g.ko).toEqual([w1, w2]);
    expect(g.players[0]!.discard).toContain(w3);
  });

  it('Radioactive Regeneration: the player may stop', () => {
    const g = game();
    put(g, 0, 'discard', 'Wound');
    fightTactic(g, 'Radioactive Regeneration');
    pick(g, -1);
    expect(reason(g)).toBe('main');
    expect(g.ko).toEqual([]);
  });

  it('Revert to Bruce Banner: gain a Tech hero from the HQ for free (no other hero offered)', () => {
    const g = game();
    const [t1, , t2] = setHq(g, 'Fixture Tech', 'Fixture Covert', 'Endless Invention', 'Fixture Cost 3', 'Fixture Cost 3');
    fightTactic(g, 'Revert to Bruce Banner');
    expect(reason(g)).toBe('wasteland-hulk:revert-to-bruce-banner');
    expect(g.pending!.options).toEqual([t1, t2]);
    pick(g, t1!);
    expect(g.players[0]!.discard).toEqual([t1]);
    expect(g.hq[0]).not.toBe(t1);
  });

  it('Revert to Bruce Banner: no Tech hero in the HQ, nothing gained', () => {
    const g = game();
    setHq(g, 'Fixture Covert', 'Fixture Covert', 'Fixture Cost 3', 'Fixture Cost 3', 'Fixture Cost 3');
    fightTactic(g, 'Revert to Bruce Banner');
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.discard).toEqual([]);
  });
});
