// Mephisto (Dark City): Wounds on top of the deck, his Master Strike and every tactic.
import { describe, expect, it } from 'vitest';
import { MARVEL_KNIGHTS } from '../../cards/dark-city/masterminds/common.js';
import { gainWound } from '../../rules.js';
import { names, pick, put, reason } from '../helpers.js';
import { AGENT, TROOPER, fightTactic, heroOfTeam, makeDef, mmBoard, strike, itLeads } from './mastermind-fixtures.js';

const MEPHISTO = 'Mephisto';

describe('Mephisto', () => {
  itLeads(MEPHISTO, 'Underworld');

  it('every Wound a player gains goes on top of their deck (even one gained to the hand); not with another Mastermind', () => {
    const g = mmBoard(MEPHISTO);
    const [a] = put(g, 0, 'deck', AGENT);
    gainWound(g, 0);
    gainWound(g, 0, true);
    expect(names(g, g.players[0]!.deck)).toEqual([AGENT, 'Wound', 'Wound']);
    expect(g.players[0]!.deck[0]).toBe(a);
    expect(g.players[0]!.discard).toEqual([]);
    expect(g.players[0]!.hand).toEqual([]);
    const other = mmBoard('Red Skull');
    gainWound(other, 0);
    expect(names(other, other.players[0]!.discard)).toEqual(['Wound']);
  });

  it('Master Strike: each player without a Marvel Knights hero gains a Wound (on top of their deck)', () => {
    const g = mmBoard(MEPHISTO);
    put(g, 0, 'hand', AGENT);
    strike(g);
    expect(names(g, g.players[0]!.deck)).toEqual(['Wound']);
    expect(names(g, g.players[1]!.deck)).toEqual(['Wound']);
  });

  it('Master Strike: revealing a Marvel Knights hero avoids the Wound', () => {
    const g = mmBoard(MEPHISTO);
    g.players[0]!.hand.push(makeDef(g, heroOfTeam(MARVEL_KNIGHTS, 'Marvel Knights')));
    strike(g);
    expect(reason(g)).toBe('reveal-or-wound');
    pick(g, 1);
    expect(g.players[0]!.deck).toEqual([]);
    expect(names(g, g.players[1]!.deck)).toEqual(['Wound']);
  });

  it('Damned If You Do...: each other player KOs a Bystander from their victory pile or gains a Wound, as they choose', () => {
    const g = mmBoard(MEPHISTO, { players: 3 });
    const [b] = put(g, 1, 'victory', 'Bystander', 'Sabretooth');
    put(g, 0, 'victory', 'Bystander');
    fightTactic(g, 'Damned If You Do...');
    expect(reason(g)).toBe('mephisto:damned-if-you-do:wound');
    expect(g.pending!.player).toBe(1);
    pick(g, 0);
    expect(g.ko).toEqual([b]);
    expect(names(g, g.players[1]!.victory)).toEqual(['Sabretooth']);
    expect(g.players[1]!.deck).toEqual([]);
    // the third player has no Bystander: the Wound
    expect(names(g, g.players[2]!.deck)).toEqual(['Wound']);
    expect(names(g, g.players[0]!.victory)).toContain('Bystander');
  });

  it('Damned If You Do...: choosing the Wound keeps the Bystander', () => {
    const g = mmBoard(MEPHISTO);
    put(g, 1, 'victory', 'Bystander');
    fightTactic(g, 'Damned If You Do...');
    pick(g, 1);
    expect(names(g, g.players[1]!.victory)).toEqual(['Bystander']);
    expect(names(g, g.players[1]!.deck)).toEqual(['Wound']);
  });

  it('Devilish Torment: each other player puts every 0-cost card of their discard pile on top of their deck, in the order they choose', () => {
    const g = mmBoard(MEPHISTO);
    const [agent, det, trooper, wound, agent2] = put(g, 1, 'discard', AGENT, 'Determination', TROOPER, 'Wound', AGENT);
    put(g, 0, 'discard', AGENT);
    fightTactic(g, 'Devilish Torment');
    expect(reason(g)).toBe('dark-city:stack-on-deck:chosen');
    expect(g.pending!.player).toBe(1);
    pick(g, wound!); // deepest
    pick(g, trooper!); // then the Trooper; the Agents are left, on top
    expect(g.players[1]!.deck.slice(0, 2)).toEqual([wound, trooper]);
    expect([...g.players[1]!.deck.slice(2)].sort()).toEqual([agent, agent2].sort());
    expect(g.players[1]!.discard).toEqual([det]);
    expect(names(g, g.players[0]!.discard)).toEqual([AGENT]);
  });

  it('Pain Begets Pain: the fighter passes any number of Wounds from hand and discard pile to the player on their right', () => {
    const g = mmBoard(MEPHISTO, { players: 3 });
    const [wh] = put(g, 0, 'hand', 'Wound', AGENT);
    const [wd1] = put(g, 0, 'discard', 'Wound', 'Wound');
    fightTactic(g, 'Pain Begets Pain');
    expect(reason(g)).toBe('mephisto:pain-begets-pain:pass');
    expect(g.pending!.options).toContain(-1);
    pick(g, wh!);
    pick(g, wd1!);
    pick(g, -1);
    // the player on the right of the first player is the last one; they gain the Wounds on top of their deck
    expect(names(g, g.players[2]!.deck)).toEqual(['Wound', 'Wound']);
    expect(g.players[1]!.deck).toEqual([]);
    expect(names(g, g.players[0]!.hand)).toEqual([AGENT]);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(g.stats.woundsGained).toBe(2);
  });

  it('Pain Begets Pain does nothing in a solo game (nobody sits on your right)', () => {
    const g = mmBoard(MEPHISTO, { players: 1, heroes: ['Cyclops', 'Hawkeye', 'Iron Man'], solo: 'advanced' });
    put(g, 0, 'hand', 'Wound');
    fightTactic(g, 'Pain Begets Pain');
    expect(names(g, g.players[0]!.hand)).toEqual(['Wound']);
    expect(g.pending!.reason).toBe('main');
  });

  it('The Price of Failure: each other player without a Mastermind tactic in their victory pile gains a Wound', () => {
    const g = mmBoard(MEPHISTO, { players: 3 });
    put(g, 1, 'victory', 'Devilish Torment');
    fightTactic(g, 'The Price of Failure');
    expect(g.players[1]!.deck).toEqual([]);
    expect(names(g, g.players[2]!.deck)).toEqual(['Wound']);
    expect(g.players[0]!.deck).toEqual([]);
  });
});
