import { describe, expect, it } from 'vitest';
/** The Mastermind's 'slot' value in the core city (its attachment holder: the city size). */
const SNIPER_MASTERMIND = 5;
import { describeOption } from '../game.js';
import { cleanBoard, make, names, pick, playCard, put, putVillain, reason, refresh, setupGame } from './helpers.js';

describe('Black Widow', () => {
  it('Dangerous Rescue: with Covert played earlier, may KO a card from hand or discard to rescue a Bystander', () => {
    const g = cleanBoard(setupGame());
    const [a, b] = put(g, 0, 'hand', 'Dangerous Rescue', 'Dangerous Rescue');
    const [w] = put(g, 0, 'discard', 'Wound');
    const [agent] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, a!);
    expect(reason(g)).toBe('main'); // no Covert played before the first one
    playCard(g, b!);
    expect(reason(g)).toBe('black-widow:dangerous-rescue:ko');
    expect(g.pending!.options).toEqual(expect.arrayContaining([agent, w, -1]));
    const stack = g.bystanders.length;
    pick(g, w!);
    expect(g.ko).toContain(w);
    expect(names(g, g.players[0]!.victory)).toEqual(['Bystander']);
    expect(g.bystanders.length).toBe(stack - 1);
    expect(g.t.attack).toBe(4);
  });

  it('Dangerous Rescue: declining KOs nothing and rescues nothing', () => {
    const g = cleanBoard(setupGame());
    const [a, b] = put(g, 0, 'hand', 'Dangerous Rescue', 'Dangerous Rescue');
    put(g, 0, 'hand', 'Wound');
    refresh(g);
    playCard(g, a!);
    playCard(g, b!);
    pick(g, -1);
    expect(g.ko).toEqual([]);
    expect(g.players[0]!.victory).toEqual([]);
  });

  it('Mission Accomplished draws, and rescues only after another Tech card', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', 'Wound', 'Wound', 'Wound');
    const [m1, m2] = put(g, 0, 'hand', 'Mission Accomplished', 'Mission Accomplished');
    refresh(g);
    playCard(g, m1!);
    expect(g.players[0]!.hand.length).toBe(2);
    expect(g.players[0]!.victory).toEqual([]);
    playCard(g, m2!);
    expect(g.players[0]!.hand.length).toBe(2);
    expect(names(g, g.players[0]!.victory)).toEqual(['Bystander']);
  });

  it('Covert Operation: +1 Attack per Bystander in the victory pile (villains do not count)', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'victory', 'Bystander', 'Bystander', 'Savage Land Mutates');
    const [c] = put(g, 0, 'hand', 'Covert Operation');
    refresh(g);
    playCard(g, c!);
    expect(g.t.attack).toBe(2);
  });

  it('Silent Sniper offers only villains holding a Bystander and the Mastermind (5) when it holds one', () => {
    const g = cleanBoard(setupGame());
    const plain = putVillain(g, 0, 'Savage Land Mutates');
    const held = putVillain(g, 2, 'Supreme HYDRA');
    const by = make(g, 'Bystander');
    g.att[2]!.push(by);
    const mb = make(g, 'Bystander');
    g.att[g.city.length].push(mb);
    const [s] = put(g, 0, 'hand', 'Silent Sniper');
    refresh(g);
    playCard(g, s!);
    expect(reason(g)).toBe('black-widow:silent-sniper:target');
    expect(g.pending!.options).toEqual([2, SNIPER_MASTERMIND]);
    expect(describeOption(g, g.pending!, SNIPER_MASTERMIND)).toBe('the Mastermind');
    expect(describeOption(g, g.pending!, 2)).toBe('Rooftops: Supreme HYDRA');
    pick(g, 2);
    expect(g.city[2]).toBe(-1);
    expect(g.city[0]).toBe(plain);
    expect(g.players[0]!.victory).toEqual([held, by]);
    expect(g.t.attack).toBe(4); // no Attack was spent
    expect(g.att[g.city.length]).toEqual([mb]);
  });

  it('Silent Sniper can defeat the Mastermind when it holds a Bystander', () => {
    const g = cleanBoard(setupGame());
    const mb = make(g, 'Bystander');
    g.att[g.city.length].push(mb);
    const tactics = g.tactics.length;
    const [s] = put(g, 0, 'hand', 'Silent Sniper');
    refresh(g);
    playCard(g, s!);
    // the only target is taken without asking
    while (reason(g) !== 'main' && g.pending) pick(g, g.pending.options[0]!); // a tactic's own decision, if any
    expect(g.tactics.length).toBe(tactics - 1);
    expect(g.players[0]!.victory).toContain(mb);
    expect(g.att[g.city.length]).toEqual([]);
  });

  it("Silent Sniper ignores \"can't defeat unless\" (Blob without an X-Men hero), as defeat effects do", () => {
    const g = cleanBoard(setupGame());
    const blob = putVillain(g, 3, 'Blob');
    g.att[3]!.push(make(g, 'Bystander'));
    const [s] = put(g, 0, 'hand', 'Silent Sniper');
    refresh(g);
    playCard(g, s!);
    expect(g.players[0]!.victory).toContain(blob);
    expect(g.city[3]).toBe(-1);
  });

  it('Silent Sniper does nothing when no villain or Mastermind holds a Bystander', () => {
    const g = cleanBoard(setupGame());
    const v = putVillain(g, 1, 'Savage Land Mutates');
    const tactics = g.tactics.length;
    const [s] = put(g, 0, 'hand', 'Silent Sniper');
    refresh(g);
    playCard(g, s!);
    expect(reason(g)).toBe('main');
    expect(g.city[1]).toBe(v);
    expect(g.tactics.length).toBe(tactics);
    expect(g.players[0]!.victory).toEqual([]);
  });
});
