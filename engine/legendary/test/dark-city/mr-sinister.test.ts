// Mr. Sinister (Dark City): +1 Attack per Bystander he holds, his Master Strike and every tactic.
import { describe, expect, it } from 'vitest';
import { mastermindAttack } from '../../rules.js';
import type { Game } from '../../types.js';
import { mastermindHolder } from '../../zones.js';
import { make, names, onVillainDeck, pick, put, putVillain, reason } from '../helpers.js';
import { AGENT, fightTactic, mmBoard, strike, itLeads } from './mastermind-fixtures.js';

const SINISTER = 'Mr. Sinister';
const held = (g: Game) => g.att[mastermindHolder(g)]!;

describe('Mr. Sinister', () => {
  itLeads(SINISTER, 'Marauders');

  it('gets +1 Attack for each Bystander he holds', () => {
    const g = mmBoard(SINISTER);
    expect(mastermindAttack(g)).toBe(8);
    held(g).push(make(g, 'Bystander'), make(g, 'Bystander'));
    expect(mastermindAttack(g)).toBe(10);
  });

  it('Master Strike: he captures a Bystander; a player holding six cards without a Covert hero discards one per Bystander he holds', () => {
    const g = mmBoard(SINISTER);
    held(g).push(make(g, 'Bystander'));
    put(g, 0, 'hand', ...Array(6).fill(AGENT));
    put(g, 1, 'hand', ...Array(5).fill(AGENT));
    strike(g);
    expect(names(g, held(g))).toEqual(['Bystander', 'Bystander']);
    expect(g.players[0]!.hand.length).toBe(4);
    expect(g.players[1]!.hand.length).toBe(5);
  });

  it('Master Strike: a Covert hero may be revealed instead', () => {
    const g = mmBoard(SINISTER);
    put(g, 0, 'hand', 'Dangerous Rescue', ...Array(5).fill(AGENT));
    strike(g);
    expect(reason(g)).toBe('dark-city:reveal-or-else');
    pick(g, 1);
    expect(g.players[0]!.hand.length).toBe(6);
    expect(held(g).length).toBe(1);
  });

  it('Human Experimentation: after his Bystanders are rescued, he captures one per villain in the city', () => {
    const g = mmBoard(SINISTER);
    held(g).push(make(g, 'Bystander'));
    putVillain(g, 0, 'Sabretooth'); putVillain(g, 2, 'Blob'); putVillain(g, 4, 'Sentinel');
    const attack = mastermindAttack(g);
    fightTactic(g, 'Human Experimentation');
    expect(attack).toBe(9);
    expect(names(g, g.players[0]!.victory)).toEqual(['Human Experimentation', 'Bystander']);
    expect(names(g, held(g))).toEqual(['Bystander', 'Bystander', 'Bystander']);
  });

  it('Master Geneticist: he captures the Bystanders among the top seven Villain Deck cards; the rest go back', () => {
    const g = mmBoard(SINISTER);
    g.villainDeck = [];
    const bottom = onVillainDeck(g, 'Bystander');
    for (const n of ['Sabretooth', 'Bystander', 'Master Strike', 'Scheme Twist', 'Bystander', 'Blob', 'Sentinel']) onVillainDeck(g, n);
    fightTactic(g, 'Master Geneticist');
    expect(names(g, held(g))).toEqual(['Bystander', 'Bystander']);
    expect(g.villainDeck[0]).toBe(bottom);
    expect(g.villainDeck.length).toBe(6);
    expect(names(g, g.villainDeck.slice(1)).sort()).toEqual(['Blob', 'Master Strike', 'Sabretooth', 'Scheme Twist', 'Sentinel']);
  });

  it('Plans Within Plans: he captures one Bystander per Mr. Sinister tactic in all victory piles, this one included', () => {
    const g = mmBoard(SINISTER);
    put(g, 1, 'victory', 'Master Geneticist', 'Cruel Ruler');
    fightTactic(g, 'Plans Within Plans');
    expect(names(g, held(g))).toEqual(['Bystander', 'Bystander']);
  });

  it("Telepathic Manipulation: he captures a Bystander from each other player's victory pile", () => {
    const g = mmBoard(SINISTER, { players: 3 });
    put(g, 0, 'victory', 'Bystander');
    const [b] = put(g, 1, 'victory', 'Bystander', 'Sabretooth');
    fightTactic(g, 'Telepathic Manipulation');
    expect(held(g)).toEqual([b]);
    expect(names(g, g.players[1]!.victory)).toEqual(['Sabretooth']);
    expect(names(g, g.players[0]!.victory)).toEqual(['Bystander', 'Telepathic Manipulation']);
  });
});
