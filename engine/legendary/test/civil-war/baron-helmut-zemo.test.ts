// Baron Helmut Zemo (Civil War): his Attack, his Master Strike and every tactic.
import { describe, expect, it } from 'vitest';
import '../../cards/civil-war/masterminds/baron-helmut-zemo.js';
import { MASTERMINDS } from '../../registry.js';
import { mastermindAttack } from '../../rules.js';
import { endTurn, names, pick, put, reason } from '../helpers.js';
import { AGENT, TROOPER, fightTactic, mmBoard, settle, strike } from './mastermind-helpers.js';

const ZEMO = 'Baron Helmut Zemo';

describe('Baron Helmut Zemo', () => {
  it('leads the Thunderbolts', () => {
    expect(MASTERMINDS.get(ZEMO)!.leads).toBe('Thunderbolts');
  });

  it("gets -1 Attack per villain (henchmen included) in the current player's victory pile, not per Bystander or another player's", () => {
    const g = mmBoard(ZEMO);
    expect(mastermindAttack(g)).toBe(16);
    put(g, 0, 'victory', 'Viper', 'Hand Ninjas', 'Bystander');
    put(g, 1, 'victory', 'Blob', 'Blob');
    expect(mastermindAttack(g)).toBe(14);
  });

  it('Master Strike: each player KOs a villain of their choice from their victory pile; one without a villain gains a Wound', () => {
    const g = mmBoard(ZEMO);
    const [viper, ninja, by] = put(g, 0, 'victory', 'Viper', 'Hand Ninjas', 'Bystander');
    put(g, 1, 'victory', 'Bystander');
    strike(g);
    expect(reason(g)).toBe('baron-helmut-zemo:ko-villain');
    expect([...g.pending!.options].sort()).toEqual([viper, ninja].sort());
    pick(g, ninja!);
    settle(g);
    expect(g.players[0]!.victory).toEqual([viper, by]);
    expect(g.ko).toContain(ninja);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('Blasted Henchmen!: another player without a Tech hero KOs a villain from their victory pile; one who reveals keeps it', () => {
    const g = mmBoard(ZEMO, { players: 3 });
    const [viper] = put(g, 0, 'victory', 'Viper');
    const [blob] = put(g, 1, 'victory', 'Blob');
    put(g, 1, 'hand', AGENT);
    const [jug] = put(g, 2, 'victory', 'Juggernaut');
    put(g, 2, 'hand', 'Arc Reactor');
    fightTactic(g, 'Blasted Henchmen!');
    expect(reason(g)).toBe('dark-city:reveal-or-else');
    expect(g.pending!.player).toBe(2);
    pick(g, 1);
    settle(g);
    expect(g.players[1]!.victory).toEqual([]);
    expect(g.ko).toContain(blob);
    expect(g.players[2]!.victory).toContain(jug);
    expect(g.players[0]!.victory).toContain(viper); // not the fighter
  });

  it('Cursed Dynasty: the next hand has two extra cards', () => {
    const g = mmBoard(ZEMO);
    put(g, 0, 'deck', ...Array(10).fill(AGENT));
    fightTactic(g, 'Cursed Dynasty');
    settle(g);
    endTurn(g);
    settle(g);
    expect(g.players[0]!.hand.length).toBe(8);
  });

  it('Endless Minions: another player without a Tech hero puts a villain of their choice from their victory pile into the city', () => {
    const g = mmBoard(ZEMO);
    const [blob, ninja] = put(g, 1, 'victory', 'Blob', 'Hand Ninjas', 'Bystander');
    put(g, 1, 'hand', TROOPER);
    fightTactic(g, 'Endless Minions');
    expect(reason(g)).toBe('baron-helmut-zemo:endless-minions:chosen');
    expect(g.pending!.player).toBe(1);
    expect([...g.pending!.options].sort()).toEqual([blob, ninja].sort());
    pick(g, blob!);
    settle(g);
    expect(g.city[0]).toBe(blob);
    expect(g.players[1]!.victory).not.toContain(blob);
  });

  it('Revenge for My Father: each other player with an Avengers hero in hand gains a Wound', () => {
    const g = mmBoard(ZEMO, { players: 3 });
    put(g, 1, 'hand', 'Arc Reactor'); // Iron Man: Avengers
    put(g, 2, 'hand', 'Optic Blast', AGENT); // Cyclops: X-Men
    put(g, 0, 'hand', 'Arc Reactor');
    fightTactic(g, 'Revenge for My Father');
    settle(g);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    expect(g.players[2]!.discard).toEqual([]);
    expect(g.players[0]!.discard).toEqual([]);
  });
});

