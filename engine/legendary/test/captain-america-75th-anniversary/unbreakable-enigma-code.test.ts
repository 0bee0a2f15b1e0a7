import { describe, expect, it } from 'vitest';
import { hasSeen } from '../../cards/captain-america-75th-anniversary/schemes/unbreakable-enigma-code.js';
import { SEWERS } from '../../rules.js';
import { fight, fightMastermind, make, pick, putVillain, reason, refresh } from '../helpers.js';
import { capGame, twistNow } from './game.js';

const SCHEME = 'The Unbreakable Enigma Code';

describe(SCHEME, () => {
  it('twists 1-5 put a Hero Deck card face down beside the scheme; twist 6: Evil wins', () => {
    const g = capGame({ scheme: SCHEME });
    for (let n = 1; n <= 5; n++) twistNow(g, n);
    expect(g.schemeDeck.length).toBe(5);
    expect(g.result).toBeNull();
    twistNow(g, 6);
    expect(g.result).toBe('loss');
  });

  it('fighting the Mastermind starts with the code: a wrong colour ends the turn (nothing paid), right colours fight as normal', () => {
    const g = capGame({ scheme: SCHEME });
    g.heroDeck.push(make(g, 'Bionic Arm')); // Strength: colour index 0
    twistNow(g, 1);
    g.t.attack = 99;
    refresh(g);
    fightMastermind(g);
    expect(reason(g)).toBe('enigma:guess');
    pick(g, 3); // Tech: wrong
    expect(g.current).toBe(1);
    expect(g.players[0]!.victory).toEqual([]);
    expect(g.tactics.length).toBe(4);
    g.current = 0; g.t.attack = 99;
    refresh(g);
    fightMastermind(g);
    pick(g, 0); // Strength: right
    expect(g.players[0]!.victory.length).toBe(1);
  });

  it('after defeating a villain you may pay 1 Recruit to look at an Enigma card; a seen card needs no guess', () => {
    const g = capGame({ scheme: SCHEME });
    g.heroDeck.push(make(g, 'Bionic Arm'));
    twistNow(g, 1);
    putVillain(g, SEWERS, 'Black Knight');
    g.t.attack = 99; g.t.recruit = 1;
    refresh(g);
    fight(g, SEWERS);
    expect(reason(g)).toBe('enigma:peek');
    pick(g, 1);
    expect(g.t.recruit).toBe(0);
    expect(hasSeen(g, 0, g.schemeDeck[0]!)).toBe(true);
    fightMastermind(g);
    expect(g.players[0]!.victory.length).toBe(2); // Black Knight and a tactic, no guess asked
  });

  it('a wrong guess mixes the cards and every player forgets what they looked at (rulebook silent: the reading worst for the players)', () => {
    const g = capGame({ scheme: SCHEME });
    g.heroDeck.push(make(g, 'Bionic Arm'));
    twistNow(g, 1);
    g.heroDeck.push(make(g, 'Sniper Nest'));
    twistNow(g, 2);
    const seen = g.schemeDeck[0]!;
    g.vars[`enigma:seen:${seen}`] = 1;
    g.t.attack = 99;
    refresh(g);
    fightMastermind(g);
    expect(reason(g)).toBe('enigma:guess'); // only the unseen card is asked
    pick(g, 5); // grey: wrong for either
    expect(hasSeen(g, 0, seen)).toBe(false);
  });

  it('bot hint: the odds of getting through to the Mastermind fall with every Enigma card the player has not looked at, and rise when they look', async () => {
    const { SCHEMES } = await import('../../registry.js');
    const { PlayerView } = await import('../../observe.js');
    const odds = SCHEMES.get(SCHEME)!.hint.mastermindOdds!;
    const g = capGame({ scheme: SCHEME });
    const v = new PlayerView(g, 0);
    expect(odds(v, 0)).toBe(1);
    twistNow(g, 1);
    twistNow(g, 2);
    const two = odds(v, 0);
    expect(two).toBeLessThan(0.2);
    putVillain(g, SEWERS, 'Black Knight');
    g.t.attack = 99; g.t.recruit = 1;
    refresh(g);
    fight(g, SEWERS);
    pick(g, 1); // look at one
    expect(odds(v, 0)).toBeGreaterThan(two);
    expect(odds(v, 1)).toBe(two); // the other player has not looked
  });
});
