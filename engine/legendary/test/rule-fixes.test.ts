// The rule fixes of the open-engine issue: each test is named after the rule it pins down.
import { describe, expect, it } from 'vitest';
import { act, ACT_HEAL } from '../actions.js';
import { mastermindAttack, villainAttack } from '../rules.js';
import { victoryPoints } from '../rules.js';
import type { Game } from '../types.js';
import {
  cleanBoard, fight, fightMastermind, heal, make, mainActions, names, pick, playCard, put, putVillain, reason, refresh,
  setupGame,
} from './helpers.js';

const AGENT = 'S.H.I.E.L.D. Agent';

/** Defeats the tactic by fighting the Mastermind with just enough Attack (the only tactic left is `tactic`). */
function fightTactic(g: Game, tactic: string): void {
  g.tactics = [make(g, tactic), make(g, tactic)];
  g.t.attack = mastermindAttack(g);
  refresh(g);
  fightMastermind(g);
}

describe('rule fixes (Universal Rulebook)', () => {
  it('Advanced Solo Mode: "each other player" on a villain means you in advanced solo only; in basic solo it affects nobody (The Lizard)', () => {
    for (const [solo, wounds] of [['advanced', 1], ['basic', 0]] as const) {
      const g = cleanBoard(setupGame({ players: 1, heroes: [], solo }));
      putVillain(g, 0, 'The Lizard');
      g.t.attack = 3;
      refresh(g);
      fight(g, 0);
      expect(names(g, g.players[0]!.discard).filter((n) => n === 'Wound').length).toBe(wounds);
    }
  });

  it('Unending Energy: a card effect that discards it from the top of a deck (Steal Abilities) offers its return to hand', () => {
    const g = cleanBoard(setupGame());
    const [ue] = put(g, 1, 'deck', 'Unending Energy');
    put(g, 0, 'deck', AGENT);
    const [sa] = put(g, 0, 'hand', 'Steal Abilities');
    refresh(g);
    playCard(g, sa!);
    expect(reason(g)).toBe('unending-energy-return');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(g.players[1]!.hand).toEqual([ue]);
  });

  it('Unending Energy: a card effect that discards it from the top of a deck (Ruthless Dictator) offers its return to hand', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Red Skull' }));
    const [ue, a1, a2] = put(g, 0, 'deck', 'Unending Energy', AGENT, AGENT);
    fightTactic(g, 'Ruthless Dictator');
    expect(reason(g)).toBe('red-skull:ruthless-dictator:ko');
    pick(g, a2!);
    expect(reason(g)).toBe('red-skull:ruthless-dictator:discard');
    pick(g, ue!);
    expect(reason(g)).toBe('unending-energy-return');
    pick(g, 1);
    expect(g.players[0]!.hand).toContain(ue);
    expect(g.players[0]!.deck).toEqual([a1]);
  });

  it('Healing Wounds ("if you don\'t recruit any Heroes or defeat any Villains on your turn"): after healing, Silent Sniper and Pure Fury defeat nothing', () => {
    const g = cleanBoard(setupGame());
    const v = putVillain(g, 0, 'HYDRA Kidnappers');
    g.att[0]!.push(g.bystanders.pop()!);
    for (let i = 0; i < 8; i++) g.ko.push(make(g, AGENT)); // Pure Fury could defeat anything
    const [sniper, fury] = put(g, 0, 'hand', 'Silent Sniper', 'Pure Fury', 'Wound');
    refresh(g);
    heal(g);
    playCard(g, sniper!);
    expect(reason(g)).toBe('main');
    playCard(g, fury!);
    expect(reason(g)).toBe('main');
    expect(g.city[0]).toBe(v);
    expect(g.players[0]!.victory).toEqual([]);
  });

  it('Healing Wounds: offered again later in the turn while its condition holds (a Wound gained to the hand after healing)', () => {
    const g = cleanBoard(setupGame());
    const [ra, , qd] = put(g, 0, 'hand', 'Random Acts of Unkindness', 'Wound', 'Quick Draw');
    put(g, 1, 'hand', AGENT);
    refresh(g);
    heal(g);
    expect(mainActions(g)).not.toContain(act(ACT_HEAL));
    playCard(g, ra!);
    pick(g, 1); // gain a Wound to the hand
    expect(reason(g)).toBe('deadpool:random-acts:pass');
    pick(g, qd!); // pass Quick Draw to the left
    pick(g, g.pending!.options[0]!); // the other player passes their Agent
    expect(names(g, g.players[0]!.hand)).toContain('Wound');
    expect(mainActions(g)).toContain(act(ACT_HEAL));
  });

  it('Nick Fury, Pure Fury (it defeats, it does not fight): "any villain you fight on the Rooftops gets -2 Attack" does not lower the Attack it compares', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 2, 'Frost Giant'); // 4 Attack on the Rooftops
    for (let i = 0; i < 3; i++) g.ko.push(make(g, AGENT)); // 3 S.H.I.E.L.D. heroes in the KO pile
    const [bolt, fury] = put(g, 0, 'hand', 'Lightning Bolt', 'Pure Fury');
    refresh(g);
    playCard(g, bolt!);
    expect(villainAttack(g, 2)).toBe(2); // as fought
    expect(villainAttack(g, 2, false)).toBe(4); // as printed and modified, not fought
    playCard(g, fury!);
    expect(reason(g)).toBe('main'); // 4 is not below 3: no target
    expect(g.city[2]).toBeGreaterThanOrEqual(0);
  });

  it('Steal Abilities ("you play a copy of each"): the player chooses the order of the copies', () => {
    const g = cleanBoard(setupGame());
    const [mine] = put(g, 0, 'deck', 'Repulsor Rays');
    const [theirs] = put(g, 1, 'deck', 'Call Lightning');
    const [sa] = put(g, 0, 'hand', 'Steal Abilities');
    refresh(g);
    playCard(g, sa!);
    expect(reason(g)).toBe('rogue:steal-abilities:order');
    expect([...g.pending!.options].sort()).toEqual([mine!, theirs!].sort());
  });

  it('Challenge Modes, Final Blow ("fight them a fifth time to claim the actual Mastermind card"): the card and its VP go to the victory pile', () => {
    const g = cleanBoard(setupGame({ challenges: ['final-blow'] }));
    g.tactics = [];
    g.finalBlow = 1;
    g.t.attack = mastermindAttack(g);
    refresh(g);
    fightMastermind(g);
    expect(g.result).toBe('win');
    expect(names(g, g.players[0]!.victory)).toEqual(['Red Skull']);
    expect(victoryPoints(g, 0)).toBe(5);
    expect(g.mastermind).toEqual([]);
  });
});
