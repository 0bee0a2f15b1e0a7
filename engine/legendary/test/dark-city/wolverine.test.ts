import { describe, expect, it } from 'vitest';
import { HEROES } from '../../registry.js';
import { cleanBoard, names, pick, playCard, put, reason, refresh, setupGame } from '../helpers.js';
import '../../index.js';

const game = () => cleanBoard(setupGame({ sets: ['core', 'dark-city'], heroes: ['Wolverine (Dark City)', 'Wolverine (Core Set)', 'Cyclops', 'Hawkeye', 'Hulk'] }));

describe('Wolverine (Dark City)', () => {
  it('is a hero of its own, selectable next to the core Wolverine', () => {
    expect(HEROES.get('Wolverine (Dark City)')!.set).toBe('dark-city');
    expect(HEROES.get('Wolverine')!.set).toBe('core');
    const g = game();
    expect(g.setup.heroes).toEqual(expect.arrayContaining(['Wolverine (Dark City)', 'Wolverine']));
  });

  it('Animal Instincts draws a card; +2 Attack only after another Instinct card', () => {
    const g = game();
    put(g, 0, 'deck', 'Wound', 'Wound');
    const [a, b] = put(g, 0, 'hand', 'Animal Instincts', 'Animal Instincts');
    refresh(g);
    playCard(g, a!);
    expect(g.t.attack).toBe(0);
    playCard(g, b!);
    expect(g.t.attack).toBe(2);
    expect(g.t.drawn).toBe(2);
  });

  it('Sudden Ambush: +2 Attack only once an extra card has been drawn this turn', () => {
    const g = game();
    put(g, 0, 'deck', 'Wound');
    const [s1, a, s2] = put(g, 0, 'hand', 'Sudden Ambush', 'Animal Instincts', 'Sudden Ambush');
    refresh(g);
    playCard(g, s1!);
    expect(g.t.attack).toBe(2);
    playCard(g, a!);
    playCard(g, s2!);
    expect(g.t.attack).toBe(2 + 0 + 4);
  });

  it('No Mercy draws, then you may KO a card from your hand or discard pile', () => {
    const g = game();
    const [drawn] = put(g, 0, 'deck', 'Wound');
    const [old] = put(g, 0, 'discard', 'S.H.I.E.L.D. Agent');
    const [n] = put(g, 0, 'hand', 'No Mercy');
    refresh(g);
    playCard(g, n!);
    expect(reason(g)).toBe('wolverine-dc:no-mercy:ko');
    expect(g.pending!.options).toEqual([drawn, old, -1]);
    pick(g, drawn!);
    expect(g.ko).toEqual([drawn]);
    expect(g.players[0]!.hand).toEqual([]);
  });

  it('Reckless Abandon draws as many cards as the extra cards drawn before it this turn (none: nothing)', () => {
    const g = game();
    put(g, 0, 'deck', 'Wound', 'Wound', 'Wound', 'Wound', 'Wound', 'Wound');
    const [r1, a1, a2, r2] = put(g, 0, 'hand', 'Reckless Abandon', 'Animal Instincts', 'Animal Instincts', 'Reckless Abandon');
    refresh(g);
    playCard(g, r1!);
    expect(g.t.drawn).toBe(0);
    playCard(g, a1!);
    playCard(g, a2!);
    playCard(g, r2!);
    expect(g.t.drawn).toBe(4);
    expect(names(g, g.players[0]!.hand)).toEqual(['Wound', 'Wound', 'Wound', 'Wound']);
  });
});
