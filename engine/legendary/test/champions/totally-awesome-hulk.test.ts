import { describe, expect, it } from 'vitest';
import { championsGame } from './game.js';
import { recruitCost } from '../../rules.js';
import type { Game } from '../../types.js';
import { fight, make, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';

function board(): Game {
  const g = championsGame(['Totally Awesome Hulk']);
  refresh(g);
  return g;
}

describe('Totally Awesome Hulk', () => {
  it('Beloved Behemoth: with the Strength superpower, the first Villain defeated rescues a Bystander, the second none', () => {
    const g = board();
    const [a, b] = put(g, 0, 'hand', 'Beloved Behemoth', 'Beloved Behemoth');
    putVillain(g, 0, 'Hand Ninjas');
    putVillain(g, 1, 'Hand Ninjas');
    refresh(g);
    playCard(g, a!);
    playCard(g, b!);
    expect(g.t.attack).toBe(4);
    g.t.attack = 10;
    refresh(g);
    fight(g, 0);
    expect(g.players[0]!.victory.filter((c) => g.cards[g.defOf[c]!]!.kind === 'bystander')).toHaveLength(1);
    fight(g, 1);
    expect(g.players[0]!.victory.filter((c) => g.cards[g.defOf[c]!]!.kind === 'bystander')).toHaveLength(1);
  });

  it('Beloved Behemoth: no Bystander without the Strength superpower', () => {
    const g = board();
    const [a] = put(g, 0, 'hand', 'Beloved Behemoth');
    putVillain(g, 0, 'Hand Ninjas');
    refresh(g);
    playCard(g, a!);
    g.t.attack = 10;
    refresh(g);
    fight(g, 0);
    expect(g.players[0]!.victory.filter((c) => g.cards[g.defOf[c]!]!.kind === 'bystander')).toHaveLength(0);
  });

  it('Beloved Behemoth: worst reading: played after a Villain was already defeated this turn, it does nothing', () => {
    const g = board();
    const [a, b] = put(g, 0, 'hand', 'Beloved Behemoth', 'Beloved Behemoth');
    putVillain(g, 0, 'Hand Ninjas');
    putVillain(g, 1, 'Hand Ninjas');
    refresh(g);
    playCard(g, a!);
    g.t.attack = 10;
    refresh(g);
    fight(g, 0);
    playCard(g, b!);
    fight(g, 1);
    expect(g.players[0]!.victory.filter((c) => g.cards[g.defOf[c]!]!.kind === 'bystander')).toHaveLength(0);
  });

  it('Incredible Mind, Awesome Body: 1 Recruit and a card drawn; Size-Changing (Tech)', () => {
    const g = board();
    const hq = make(g, 'Incredible Mind, Awesome Body');
    const [c] = put(g, 0, 'hand', 'Incredible Mind, Awesome Body');
    const [top] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    refresh(g);
    expect(recruitCost(g, hq)).toBe(4);
    playCard(g, c!);
    expect(g.t.recruit).toBe(1);
    expect(g.players[0]!.hand).toEqual([top]);
    expect(recruitCost(g, hq)).toBe(2);
    expect(reason(g)).toBe('main'); // no Bystander: no Cheering Crowds offer
  });

  it('Growing Pains: a Wound in the discard pile is KO\'d for +2 Attack', () => {
    const g = board();
    const [c] = put(g, 0, 'hand', 'Growing Pains');
    const [w] = put(g, 0, 'discard', 'Wound');
    const wounds = g.wounds.length;
    refresh(g);
    playCard(g, c!);
    expect(g.t.attack).toBe(4);
    expect(g.ko).toContain(w);
    expect(g.players[0]!.discard).toEqual([]);
    expect(g.wounds).toHaveLength(wounds);
  });

  it('Growing Pains: a Wound in hand and one in the discard pile: the player chooses which to KO', () => {
    const g = board();
    const [c, wh] = put(g, 0, 'hand', 'Growing Pains', 'Wound');
    const [wd] = put(g, 0, 'discard', 'Wound');
    refresh(g);
    playCard(g, c!);
    expect(reason(g)).toBe('totally-awesome-hulk:growing-pains:ko');
    expect(g.pending!.options).not.toContain(-1);
    pick(g, wh!);
    expect(g.ko).toContain(wh);
    expect(g.players[0]!.discard).toEqual([wd]);
    expect(g.t.attack).toBe(4);
  });

  it('Growing Pains: with no Wound, its player gains a Wound and gets no more Attack', () => {
    const g = board();
    const [c] = put(g, 0, 'hand', 'Growing Pains');
    refresh(g);
    playCard(g, c!);
    expect(g.t.attack).toBe(2);
    expect(g.players[0]!.discard.filter((x) => g.cards[g.defOf[x]!]!.kind === 'wound')).toHaveLength(1);
  });

  it('7th Smartest Man in the World: +1 Attack per extra card drawn this turn', () => {
    const g = board();
    const [a, b, c] = put(g, 0, 'hand', 'Incredible Mind, Awesome Body', 'Incredible Mind, Awesome Body', '7th Smartest Man in the World');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, a!);
    playCard(g, b!);
    playCard(g, c!);
    expect(g.t.attack).toBe(7);
  });

  it('7th Smartest Man in the World: 5 Attack when nothing was drawn; Size-Changing (Tech, Strength)', () => {
    const g = board();
    const hq = make(g, '7th Smartest Man in the World');
    const [t, s, c] = put(g, 0, 'hand', 'Incredible Mind, Awesome Body', 'Growing Pains', '7th Smartest Man in the World');
    refresh(g);
    expect(recruitCost(g, hq)).toBe(9);
    playCard(g, t!); // nothing to draw
    expect(recruitCost(g, hq)).toBe(7);
    playCard(g, s!);
    expect(recruitCost(g, hq)).toBe(5);
    g.t.attack = 0;
    playCard(g, c!);
    expect(g.t.attack).toBe(5);
  });
});
