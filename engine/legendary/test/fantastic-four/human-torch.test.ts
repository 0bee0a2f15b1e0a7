import { describe, expect, it } from 'vitest';
import { ACT_FOCUS } from '../../keywords/focus.js';
import { act, names, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';
import { heroGame } from './game.js';

describe('Human Torch', () => {
  it('Call for Backup: may KO a Wound from hand (or discard pile) for +1 Recruit; nothing is asked without one', () => {
    const g = heroGame();
    const [c, w] = put(g, 0, 'hand', 'Call for Backup', 'Wound');
    refresh(g);
    playCard(g, c!);
    expect(reason(g)).toBe('human-torch:call-for-backup');
    pick(g, 1);
    expect(g.ko).toContain(w);
    expect(g.t.recruit).toBe(3);
    const h = heroGame();
    const [d] = put(h, 0, 'hand', 'Call for Backup');
    refresh(h);
    playCard(h, d!);
    expect(reason(h)).toBe('main');
    expect(h.t.recruit).toBe(2);
  });

  it('Hothead: 4 Attack and you gain a Wound', () => {
    const g = heroGame();
    const [c] = put(g, 0, 'hand', 'Hothead');
    refresh(g);
    playCard(g, c!);
    expect(g.t.attack).toBe(4);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
  });

  it('Flame On!: Focus 6 Recruit for +4 Attack', () => {
    const g = heroGame();
    const [c] = put(g, 0, 'hand', 'Flame On!');
    refresh(g);
    playCard(g, c!);
    g.t.recruit = 12;
    refresh(g);
    pick(g, act(ACT_FOCUS, c!));
    pick(g, act(ACT_FOCUS, c!));
    expect(g.t.attack).toBe(12);
    expect(g.t.recruit).toBe(0);
  });

  it('Nova Flame: with another Fantastic Four card played, +1 Attack per city space holding a villain', () => {
    const g = heroGame();
    putVillain(g, 0, 'Moloids'); putVillain(g, 3, 'Giganto');
    const [a, b] = put(g, 0, 'hand', 'Hothead', 'Nova Flame');
    refresh(g);
    playCard(g, a!);
    playCard(g, b!);
    expect(g.t.attack).toBe(4 + 6 + 2);
    const h = heroGame();
    putVillain(h, 0, 'Moloids');
    const [n] = put(h, 0, 'hand', 'Nova Flame');
    refresh(h);
    playCard(h, n!);
    expect(h.t.attack).toBe(6);
  });
});
