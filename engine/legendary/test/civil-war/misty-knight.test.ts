// Misty Knight (Civil War): Bribe, her Master Strike and every tactic.
import { describe, expect, it } from 'vitest';
import '../../cards/civil-war/masterminds/misty-knight.js';
import '../../cards/civil-war/villains/heroes-for-hire.js';
import { MARVEL_KNIGHTS } from '../../cards/dark-city/masterminds/common.js';
import { FORT_MASTERMIND, fortifier } from '../../keywords/fortify.js';
import { CARDS, MASTERMINDS } from '../../registry.js';
import type { Game } from '../../types.js';
import {
  ACT_MASTERMIND, act, mainActions, names, onVillainDeck, pick, put, reason, refresh,
} from '../helpers.js';
import { AGENT, TROOPER, fightTactic, mmBoard, settle, strike } from './mastermind-helpers.js';

const MISTY = 'Misty Knight';

/** A plain Marvel Knights hero card (one with no hooks of its own), put in a player's hand. */
function knightInHand(g: Game, p: number): number {
  const d = CARDS.find((x) => x.kind === 'hero' && !x.halves && !x.on && (x.teams & (1 << MARVEL_KNIGHTS)) !== 0);
  expect(d).toBeDefined();
  g.defOf.push(d!.id);
  const c = g.defOf.length - 1;
  g.players[p]!.hand.push(c);
  return c;
}

describe('Misty Knight', () => {
  it('leads Heroes for Hire', () => {
    expect(MASTERMINDS.get(MISTY)!.leads).toBe('Heroes for Hire');
  });

  it('Bribe: Recruit pays for fighting her', () => {
    const g = mmBoard(MISTY);
    g.t.recruit = 10; g.t.attack = 3;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_MASTERMIND));
    g.t.attack = 4;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_MASTERMIND));
  });

  it('Master Strike: a player with four cards with Recruit icons may reveal them; one with three gains a Wound', () => {
    const g = mmBoard(MISTY);
    put(g, 0, 'hand', AGENT, AGENT, AGENT, 'Determination', TROOPER);
    put(g, 1, 'hand', AGENT, AGENT, AGENT, TROOPER, TROOPER);
    strike(g);
    expect(reason(g)).toBe('misty-knight:strike:reveal');
    expect(g.pending!.player).toBe(0);
    pick(g, 1);
    settle(g);
    expect(g.players[0]!.discard).toEqual([]);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });

  it('Bionic Repulsor Field: another player without a Marvel Knights hero puts two cards of their choice from hand on top of their deck', () => {
    const g = mmBoard(MISTY, { players: 3 });
    const [agent, optic, wound] = put(g, 1, 'hand', AGENT, 'Optic Blast', 'Wound');
    knightInHand(g, 2);
    put(g, 2, 'hand', AGENT);
    fightTactic(g, 'Bionic Repulsor Field');
    // player 1 cannot reveal: asked for the cards; player 2 is asked whether to reveal
    expect(reason(g)).toBe('misty-knight:bionic-repulsor-field:put');
    expect(g.pending!.player).toBe(1);
    pick(g, wound!);
    pick(g, agent!);
    expect(g.players[1]!.deck).toEqual([wound, agent]); // the second on top
    expect(g.players[1]!.hand).toEqual([optic]);
    expect(reason(g)).toBe('dark-city:reveal-or-else');
    expect(g.pending!.player).toBe(2);
    pick(g, 1);
    settle(g);
    expect(g.players[2]!.hand.length).toBe(2);
  });

  it('Cyborg Detective: the fighter puts the top three Villain Deck cards back in the order they choose', () => {
    const g = mmBoard(MISTY);
    g.villainDeck = [];
    const bottom = onVillainDeck(g, 'Blob');
    const s = onVillainDeck(g, 'Master Strike');
    const v = onVillainDeck(g, 'Viper');
    const b = onVillainDeck(g, 'Bystander');
    fightTactic(g, 'Cyborg Detective');
    expect(reason(g)).toBe('civil-war:villain-deck-order');
    expect([...g.pending!.options].sort()).toEqual([s, v, b].sort());
    pick(g, b); // lowest of the three
    expect([...g.pending!.options].sort()).toEqual([s, v].sort());
    pick(g, v);
    expect(g.villainDeck).toEqual([bottom, b, v, s]);
    expect(reason(g)).toBe('main');
  });

  it('Trusted Bodyguard: the first other player clockwise with Colleen Wing rescues five Bystanders and she fortifies Misty Knight', () => {
    const g = mmBoard(MISTY, { players: 3 });
    put(g, 0, 'victory', 'Colleen Wing'); // the fighter's own does not count
    put(g, 1, 'victory', 'Blob');
    const [cw] = put(g, 2, 'victory', 'Colleen Wing');
    fightTactic(g, 'Trusted Bodyguard');
    settle(g);
    expect(names(g, g.players[2]!.victory).filter((n) => n === 'Bystander').length).toBe(5);
    expect(g.players[2]!.victory).not.toContain(cw);
    expect(fortifier(g, FORT_MASTERMIND)).toBe(cw);
    expect(g.players[1]!.victory.length).toBe(1);
    // while she fortifies the Mastermind, Misty Knight can't be fought
    g.t.attack = 50;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_MASTERMIND));
  });

  it('Trusted Bodyguard: with no other player holding Colleen Wing nothing happens', () => {
    const g = mmBoard(MISTY);
    put(g, 0, 'victory', 'Colleen Wing');
    fightTactic(g, 'Trusted Bodyguard');
    settle(g);
    expect(g.players[1]!.victory).toEqual([]);
    expect(fortifier(g, FORT_MASTERMIND)).toBe(-1);
  });

  it('Vibranium Cyber Arm: each other player reveals a Marvel Knights hero or gains a Wound', () => {
    const g = mmBoard(MISTY, { players: 3 });
    put(g, 1, 'hand', AGENT);
    knightInHand(g, 2);
    fightTactic(g, 'Vibranium Cyber Arm');
    settle(g);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    expect(g.players[2]!.discard).toEqual([]);
    expect(g.players[0]!.discard).toEqual([]);
  });
});

