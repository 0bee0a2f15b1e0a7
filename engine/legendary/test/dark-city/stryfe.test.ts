// Stryfe (Dark City): Master Strikes stacked next to him, his Master Strike and every tactic.
import { describe, expect, it } from 'vitest';
import { X_FORCE } from '../../cards/dark-city/masterminds/common.js';
import { mastermindAttack } from '../../rules.js';
import type { Game } from '../../types.js';
import { mastermindHolder } from '../../zones.js';
import { names, onVillainDeck, pick, put, reason } from '../helpers.js';
import {
  AGENT, TROOPER, fightTactic, heroOfTeam, makeDef, mmBoard, strike, twist, itLeads,
} from './mastermind-fixtures.js';

const STRYFE = 'Stryfe';
const stack = (g: Game) => g.att[mastermindHolder(g)]!;

describe('Stryfe', () => {
  itLeads(STRYFE, 'MLF');

  it('Master Strike: the strike is stacked next to him (+1 Attack each); each player without an X-Force hero discards a card at random', () => {
    const g = mmBoard(STRYFE);
    put(g, 0, 'hand', AGENT, TROOPER, 'Wound');
    put(g, 1, 'hand', AGENT);
    expect(mastermindAttack(g)).toBe(7);
    strike(g);
    expect(names(g, stack(g))).toEqual(['Master Strike']);
    expect(g.ko).toEqual([]);
    expect(mastermindAttack(g)).toBe(8);
    expect(g.players[0]!.hand.length).toBe(2);
    expect(g.players[0]!.discard.length).toBe(1);
    expect(names(g, g.players[1]!.discard)).toEqual([AGENT]);
    strike(g);
    expect(mastermindAttack(g)).toBe(9);
  });

  it('Master Strike: revealing an X-Force hero keeps the hand whole', () => {
    const g = mmBoard(STRYFE);
    g.players[0]!.hand.push(makeDef(g, heroOfTeam(X_FORCE, 'X-Force')));
    put(g, 0, 'hand', AGENT);
    strike(g);
    expect(reason(g)).toBe('dark-city:reveal-or-else');
    pick(g, 1);
    expect(g.players[0]!.hand.length).toBe(2);
  });

  it('a Master Strike caused by a Scheme Twist (Endless Spite) has no strike card to stack: the twist stays with the scheme', () => {
    const g = mmBoard(STRYFE, { challenges: ['endless-spite'] });
    g.schemeZone = [];
    put(g, 0, 'hand', AGENT);
    twist(g);
    expect(names(g, g.schemeZone)).toEqual(['Scheme Twist']);
    expect(stack(g)).toEqual([]);
    expect(mastermindAttack(g)).toBe(7 + g.setup.challengeRules.mastermindAttack);
    expect(names(g, g.players[0]!.discard)).toEqual([AGENT]);
  });

  it('Furious Wrath: the Master Strikes among the top six Villain Deck cards are played (and stacked); the rest go back', () => {
    const g = mmBoard(STRYFE);
    g.villainDeck = [];
    const bottom = onVillainDeck(g, 'Master Strike');
    for (const n of ['Sabretooth', 'Master Strike', 'Bystander', 'Scheme Twist', 'Master Strike', 'Blob']) onVillainDeck(g, n);
    fightTactic(g, 'Furious Wrath');
    expect(g.stats.strikes).toBe(2);
    expect(names(g, stack(g))).toEqual(['Master Strike', 'Master Strike']);
    expect(g.villainDeck[0]).toBe(bottom);
    expect(names(g, g.villainDeck.slice(1)).sort()).toEqual(['Blob', 'Bystander', 'Sabretooth', 'Scheme Twist']);
    expect(g.stats.twists).toBe(0);
  });

  it('Psychic Torment: one of the top five cards goes to the hand, the other four are discarded', () => {
    const g = mmBoard(STRYFE);
    const [sixth, ...five] = put(g, 0, 'deck', 'Determination', AGENT, AGENT, 'Optic Blast', TROOPER, 'Wound');
    fightTactic(g, 'Psychic Torment');
    expect(reason(g)).toBe('stryfe:psychic-torment:keep');
    pick(g, five[2]!);
    expect(names(g, g.players[0]!.hand)).toEqual(['Optic Blast']);
    expect(g.players[0]!.deck).toEqual([sixth]);
    expect(names(g, g.players[0]!.discard).sort()).toEqual([AGENT, AGENT, TROOPER, 'Wound'].sort());
  });

  it('Swift Vengeance: a Wound from the Wound stack becomes a Master Strike stacked next to him, at once', () => {
    const g = mmBoard(STRYFE);
    const wounds = g.wounds.length;
    put(g, 1, 'hand', AGENT);
    fightTactic(g, 'Swift Vengeance');
    expect(g.wounds.length).toBe(wounds - 1);
    expect(names(g, stack(g))).toEqual(['Wound']);
    expect(mastermindAttack(g)).toBe(8);
    expect(names(g, g.players[1]!.discard)).toEqual([AGENT]);
  });

  it('Tide of Retribution: each other player reveals an X-Force hero or gains a Wound', () => {
    const g = mmBoard(STRYFE);
    fightTactic(g, 'Tide of Retribution');
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    expect(g.players[0]!.discard).toEqual([]);
  });
});
