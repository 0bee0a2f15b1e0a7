import { describe, expect, it } from 'vitest';
import { sw1Game } from './game.js';
import { defOf } from '../../registry.js';
import {
  ACT_FIGHT, ACT_MASTERMIND, act, mainActions, names, pick, playCard, put, putVillain, reason, refresh,
} from '../helpers.js';

function board() { return sw1Game(['Namor, the Sub-Mariner']); }

describe('Namor, the Sub-Mariner', () => {
  it('Lead the Armies of Atlantis: 2 Recruit; a Sidekick only with an Instinct card played before', () => {
    const g = board();
    const [l1, l2] = put(g, 0, 'hand', 'Lead the Armies of Atlantis', 'Lead the Armies of Atlantis');
    refresh(g);
    const stack = g.sidekicks.length;
    playCard(g, l1!);
    expect(g.sidekicks.length).toBe(stack);
    playCard(g, l2!);
    expect(g.sidekicks.length).toBe(stack - 1);
    expect(names(g, g.players[0]!.discard)).toEqual(['Sidekick']);
    expect(g.t.recruit).toBe(4);
  });

  it('Ruler of the Seas: with a Strength card played before, +2 Attack usable only against the villain on the Bridge or the Mastermind', () => {
    const g = board();
    const [r1, r2] = put(g, 0, 'hand', 'Ruler of the Seas', 'Ruler of the Seas');
    putVillain(g, 0, 'Savage Land Mutates');
    putVillain(g, 4, 'Savage Land Mutates', 'Savage Land Mutates');
    refresh(g);
    playCard(g, r1!);
    playCard(g, r2!);
    g.t.attack = 1; // 4 Attack of the cards, 3 spent elsewhere: 1 plain Attack left, and the 2 restricted
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_FIGHT, 4));
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 0));
    g.t.attack = 5;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_MASTERMIND)); // Red Skull: 7
    pick(g, act(ACT_FIGHT, 4));
    expect(g.t.attack).toBe(4);
    expect(mainActions(g)).not.toContain(act(ACT_MASTERMIND));
  });

  it('Ruler of the Seas: no Strength card before, no restricted Attack', () => {
    const g = board();
    const [r1] = put(g, 0, 'hand', 'Ruler of the Seas');
    putVillain(g, 4, 'Savage Land Mutates');
    refresh(g);
    playCard(g, r1!);
    expect(g.t.attack).toBe(2);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 4));
  });

  it('Feed the Sharks: a card KO\'d from the discard pile draws a card; declined, nothing', () => {
    const g = board();
    const [w] = put(g, 0, 'discard', 'Wound');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent');
    const [f1, f2] = put(g, 0, 'hand', 'Feed the Sharks', 'Feed the Sharks');
    refresh(g);
    playCard(g, f1!);
    expect(reason(g)).toBe('namor:feed-the-sharks:ko');
    expect(g.pending!.options).toEqual([f2, w, -1]);
    pick(g, w!);
    expect(g.ko).toContain(w);
    expect(names(g, g.players[0]!.hand)).toEqual(['Feed the Sharks', 'S.H.I.E.L.D. Agent']);
    playCard(g, f2!);
    pick(g, -1);
    expect(g.players[0]!.deck).toHaveLength(1);
    expect(g.t.attack).toBe(4);
  });

  it('Imperius Rex: a villain chosen in the city is defeated for free, its Fight effect included', () => {
    const g = board();
    const [ir] = put(g, 0, 'hand', 'Imperius Rex');
    putVillain(g, 0, 'Hand Ninjas');
    const viper = putVillain(g, 2, 'Viper');
    refresh(g);
    playCard(g, ir!);
    expect(reason(g)).toBe('namor:imperius-rex:defeat');
    expect(g.pending!.options).toEqual([0, 2]);
    pick(g, 2);
    expect(g.city[2]).toBe(-1);
    expect(g.players[0]!.victory).toEqual([viper]);
    // Viper's Fight effect: the other player, with no HYDRA villain, gains a Wound
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    expect(g.tactics).toHaveLength(4);
  });

  it('Imperius Rex: with two Instinct and two Strength cards played before, the Mastermind is defeated once instead', () => {
    const g = board();
    const [f1, f2, ir] = put(g, 0, 'hand', 'Feed the Sharks', 'Feed the Sharks', 'Imperius Rex');
    const hn = putVillain(g, 0, 'Hand Ninjas');
    refresh(g);
    playCard(g, f1!); pick(g, -1);
    playCard(g, f2!); pick(g, -1);
    playCard(g, ir!);
    expect(g.city[0]).toBe(hn);
    expect(g.tactics).toHaveLength(3);
    expect(g.players[0]!.victory).toHaveLength(1);
    expect(defOf(g, g.players[0]!.victory[0]!).kind).toBe('tactic');
    expect(g.t.attack).toBeGreaterThanOrEqual(4); // no Attack was spent (the Tactic's Fight effect may add some)
  });

  it('Imperius Rex: one Instinct and one Strength card are not enough: a villain is defeated', () => {
    const g = board();
    const [f1, ir] = put(g, 0, 'hand', 'Feed the Sharks', 'Imperius Rex');
    const hn = putVillain(g, 0, 'Hand Ninjas');
    refresh(g);
    playCard(g, f1!); pick(g, -1);
    playCard(g, ir!);
    expect(g.tactics).toHaveLength(4);
    expect(g.players[0]!.victory).toEqual([hn]);
  });
});
