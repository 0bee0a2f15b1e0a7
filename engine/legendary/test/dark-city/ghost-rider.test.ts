import { describe, expect, it } from 'vitest';
import { cleanBoard, names, pick, playCard, put, putVillain, reason, refresh, setupGame } from '../helpers.js';
import '../../index.js';

const game = () => cleanBoard(setupGame({ sets: ['core', 'dark-city'], heroes: ['Ghost Rider', 'Cyclops', 'Hawkeye', 'Storm', 'Thor'] }));

describe('Ghost Rider (Dark City)', () => {
  it('Blazing Hellfire may KO a villain from your Victory Pile (not a Bystander) for +3 Attack', () => {
    const g = game();
    const [, v] = put(g, 0, 'victory', 'Bystander', 'Hand Ninjas');
    const [c] = put(g, 0, 'hand', 'Blazing Hellfire');
    refresh(g);
    playCard(g, c!);
    expect(reason(g)).toBe('ghost-rider:blazing-hellfire:ko');
    expect(g.pending!.options).toEqual([v, -1]);
    pick(g, v!);
    expect(g.t.attack).toBe(5);
    expect(names(g, g.players[0]!.victory)).toEqual(['Bystander']);
    expect(g.ko).toContain(v);
  });

  it('Blazing Hellfire: declining keeps the villain and gives no extra Attack; no question without a villain', () => {
    const g = game();
    const [v] = put(g, 0, 'victory', 'Hand Ninjas');
    const [a, b] = put(g, 0, 'hand', 'Blazing Hellfire', 'Blazing Hellfire');
    refresh(g);
    playCard(g, a!);
    pick(g, -1);
    expect(g.t.attack).toBe(2);
    expect(g.players[0]!.victory).toEqual([v]);
    g.players[0]!.victory = [];
    playCard(g, b!);
    expect(reason(g)).toBe('main');
    expect(g.t.attack).toBe(4);
  });

  it('Hell on Wheels gets +2 Recruit only after another Marvel Knights hero', () => {
    const g = game();
    const [a, b] = put(g, 0, 'hand', 'Hell on Wheels', 'Hell on Wheels');
    refresh(g);
    playCard(g, a!);
    expect(g.t.recruit).toBe(2);
    playCard(g, b!);
    expect(g.t.recruit).toBe(6);
  });

  it('Infernal Chains draws, and with Strength defeats a villain of 3 Attack or less for free (its Fight effect happens)', () => {
    const g = game();
    const lizard = putVillain(g, 0, 'The Lizard');
    putVillain(g, 1, 'Blob');
    const [drawn] = put(g, 0, 'deck', 'Hell on Wheels');
    put(g, 1, 'deck', 'Hell on Wheels');
    const [s, c] = put(g, 0, 'hand', 'Infernal Chains', 'Infernal Chains');
    refresh(g);
    playCard(g, s!); // the first one: no Strength played before it
    expect(g.players[0]!.hand).toContain(drawn);
    expect(reason(g)).toBe('main');
    expect(g.city[0]).toBe(lizard);
    put(g, 0, 'deck', 'Hell on Wheels');
    playCard(g, c!);
    // the only target (Blob has 4 Attack) is taken without asking
    expect(g.city[0]).toBe(-1);
    expect(g.city[1]).toBeGreaterThanOrEqual(0);
    expect(g.players[0]!.victory).toEqual([lizard]);
    expect(g.t.attack).toBe(0);
    // The Lizard's Fight effect (defeated in the Sewers): the other player gains a Wound
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });

  it('Penance Stare: each player KOs a villain of their Victory Pile; +1 Attack each; with Marvel Knights one comes to your Victory Pile', () => {
    const g = game();
    const [mine] = put(g, 0, 'victory', 'Hand Ninjas');
    const [b1, theirs] = put(g, 1, 'victory', 'Bystander', 'Blob');
    const [h, p] = put(g, 0, 'hand', 'Hell on Wheels', 'Penance Stare');
    refresh(g);
    playCard(g, h!);
    playCard(g, p!);
    // one villain each: taken without asking; then the team power chooses among them
    expect(reason(g)).toBe('ghost-rider:penance-stare:take');
    expect(g.t.attack).toBe(3 + 2);
    expect(g.pending!.options.sort()).toEqual([mine!, theirs!].sort());
    pick(g, theirs!);
    expect(g.players[0]!.victory).toEqual([theirs]);
    expect(g.players[1]!.victory).toEqual([b1]);
    expect(g.ko).toContain(mine);
    expect(g.ko).not.toContain(theirs);
  });

  it('Penance Stare without another Marvel Knights hero: the villains stay KO\'d; a player chooses which of theirs', () => {
    const g = game();
    const [a, b] = put(g, 1, 'victory', 'Hand Ninjas', 'Blob');
    const [p] = put(g, 0, 'hand', 'Penance Stare');
    refresh(g);
    playCard(g, p!);
    expect(reason(g)).toBe('ghost-rider:penance-stare:ko');
    expect(g.pending!.player).toBe(1);
    pick(g, b!);
    expect(reason(g)).toBe('main');
    expect(g.t.attack).toBe(4);
    expect(g.players[1]!.victory).toEqual([a]);
    expect(g.players[0]!.victory).toEqual([]);
    expect(g.ko).toContain(b);
  });
});
