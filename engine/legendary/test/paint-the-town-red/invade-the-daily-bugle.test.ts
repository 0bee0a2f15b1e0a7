// Invade the Daily Bugle News HQ (Paint the Town Red): villains in the HQ.
import { describe, expect, it } from 'vitest';
import { ACT_FIGHT_HQ } from '../../hq-villains.js';
import { newGame } from '../../setup.js';
import { Determinizer } from '../../determinize.js';
import { PlayerView } from '../../observe.js';
import { seedRng } from '../../../shared/rng.js';
import { act, mainActions, make, names, pick, putVillain, reason, refresh } from '../helpers.js';
import { progress, twist } from '../dark-city/mastermind-fixtures.js';
import { setHq, villainEnters } from '../villain-fixtures.js';
import { PTTR, PTTR_HEROES, ptGame } from './setup.js';

const BUGLE = 'Invade the Daily Bugle News HQ';
const board = (o = {}) => ptGame({ scheme: BUGLE, ...o });

describe('Invade the Daily Bugle News HQ', () => {
  it('has 8 twists; 6 henchmen of one group are shuffled into the Hero Deck', () => {
    const g = newGame({ sets: PTTR, heroes: PTTR_HEROES, players: 2, seed: 3, scheme: BUGLE });
    expect(g.setup.twists).toBe(8);
    const hench = [...g.heroDeck, ...g.hq].filter((c) => c >= 0 && g.cards[g.defOf[c]!]!.kind === 'henchman');
    expect(hench.length).toBe(6);
    expect(new Set(hench.map((c) => g.defOf[c])).size).toBe(1);
    // a group the Villain Deck does not use
    expect(g.setup.henchmen).not.toContain(g.cards[g.defOf[hench[0]!]!]!.groupLabel);
  });

  it('a determinization keeps the Hero Deck\'s henchmen of their own group (never swapped with the Villain Deck\'s)', () => {
    const g = newGame({ sets: PTTR, heroes: PTTR_HEROES, players: 2, seed: 3, scheme: BUGLE });
    const group = (x: typeof g, c: number) => x.cards[x.defOf[c]!]!.groupLabel;
    const bugle = group(g, [...g.heroDeck, ...g.hq].find((c) => c >= 0 && g.cards[g.defOf[c]!]!.kind === 'henchman')!);
    const d = new Determinizer(new PlayerView(g, 0).observation());
    const rng = seedRng('bugle');
    for (let i = 0; i < 20; i++) {
      const s = d.sample(rng);
      const inHeroDeck = s.heroDeck.filter((c) => s.cards[s.defOf[c]!]!.kind === 'henchman');
      expect(inHeroDeck.map((c) => group(s, c))).toEqual(g.heroDeck.filter((c) => g.cards[g.defOf[c]!]!.kind === 'henchman').map(() => bugle));
      expect(s.villainDeck.filter((c) => group(s, c) === bugle)).toEqual([]);
    }
  });

  it('Twist: you KO a hero of the HQ; the highest-Attack villain of the city moves into that space (no Ambush, no escape)', () => {
    const g = board();
    const hq = setHq(g, 'Fixture Cost 2', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 7', 'Fixture Cost 8');
    putVillain(g, 1, 'Hand Ninjas');
    const big = putVillain(g, 3, 'Shocker');
    twist(g);
    expect(reason(g)).toBe('invade-the-daily-bugle:twist:ko-hq-hero');
    pick(g, 2);
    expect(g.ko).toContain(hq[2]);
    expect(g.hq[2]).toBe(big);
    expect(g.city[3]).toBe(-1);
    expect(g.escaped).toEqual([]);
  });

  it('a villain in the HQ can be fought there; its Attack is read outside the city (Doppelganger: 0)', () => {
    const g = board();
    setHq(g, 'Fixture Cost 2', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 7', 'Fixture Cost 8');
    const d = make(g, 'Doppelganger');
    g.hq[1] = d;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_FIGHT_HQ, 1));
    pick(g, act(ACT_FIGHT_HQ, 1));
    expect(g.players[0]!.victory).toEqual([d]);
    expect(g.hq[1]).toBeGreaterThanOrEqual(0);
    expect(g.hq[1]).not.toBe(d);
  });

  it('Evil wins with 5 villains in the HQ', () => {
    const g = board();
    setHq(g, 'Hand Ninjas', 'Hand Ninjas', 'Hand Ninjas', 'Hand Ninjas', 'Fixture Cost 8');
    putVillain(g, 0, 'Shocker');
    twist(g);
    expect(g.result).toBe('loss');
    expect(names(g, g.hq)).toEqual(['Hand Ninjas', 'Hand Ninjas', 'Hand Ninjas', 'Hand Ninjas', 'Shocker']);
  });

  it('a villain in the HQ is not a hero: Skrull Shapeshifters take the rightmost HQ hero, not a henchman in the rightmost space (under the Sewers)', () => {
    const g = board();
    const hq = setHq(g, 'Hand Ninjas', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 7', 'Fixture Cost 2');
    villainEnters(g, 'Skrull Shapeshifters');
    expect(g.att[0]).toEqual([hq[1]]);
    expect(g.hq[0]).toBe(hq[0]);
  });

  it('hint: progress counts the villains in the HQ out of 5', () => {
    const g = board();
    setHq(g, 'Fixture Cost 2', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 7', 'Hand Ninjas');
    putVillain(g, 0, 'Shocker');
    twist(g);
    pick(g, 0);
    expect(progress(g)).toBeCloseTo(2 / 5);
  });
});
