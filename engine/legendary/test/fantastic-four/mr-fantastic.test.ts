import { describe, expect, it } from 'vitest';
import { ACT_FOCUS } from '../../keywords/focus.js';
import { PAY_FIGHT, PAY_MASTERMIND, available } from '../../rules.js';
import { act, endTurn, fight, names, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';
import { heroGame } from './game.js';

describe('Mr. Fantastic', () => {
  it('Twisting Equations: Focus 2 Recruit: the next hand has an extra card (per use)', () => {
    const g = heroGame();
    put(g, 0, 'deck', ...Array(10).fill('Wound'));
    const [c] = put(g, 0, 'hand', 'Twisting Equations');
    refresh(g);
    playCard(g, c!);
    g.t.recruit = 4;
    refresh(g);
    pick(g, act(ACT_FOCUS, c!));
    pick(g, act(ACT_FOCUS, c!));
    endTurn(g);
    expect(g.players[0]!.hand.length).toBe(8);
  });

  it('Unstable Molecules: draw two cards', () => {
    const g = heroGame();
    put(g, 0, 'deck', 'Wound', 'Wound', 'Wound');
    const [c] = put(g, 0, 'hand', 'Unstable Molecules');
    refresh(g);
    playCard(g, c!);
    expect(g.players[0]!.hand.length).toBe(2);
  });

  it('One Gigantic Hand: with a Fantastic Four card played, +1 Attack per card in hand', () => {
    const g = heroGame();
    const [t, c] = put(g, 0, 'hand', 'Unstable Molecules', 'One Gigantic Hand', 'Wound', 'Wound');
    put(g, 0, 'deck', 'Wound', 'Wound');
    refresh(g);
    playCard(g, t!);
    playCard(g, c!);
    expect(g.t.attack).toBe(1 + 4);
    const h = heroGame();
    const [d] = put(h, 0, 'hand', 'One Gigantic Hand', 'Wound');
    refresh(h);
    playCard(h, d!);
    expect(h.t.attack).toBe(1);
  });

  it('Ultimate Nullifier: Focus 1 Recruit: +1 Attack usable only against the Mastermind', () => {
    const g = heroGame();
    const [c] = put(g, 0, 'hand', 'Ultimate Nullifier');
    refresh(g);
    playCard(g, c!);
    g.t.recruit = 2;
    refresh(g);
    pick(g, act(ACT_FOCUS, c!));
    pick(g, act(ACT_FOCUS, c!));
    expect(available(g, PAY_MASTERMIND)).toBe(4 + 2);
    expect(available(g, PAY_FIGHT)).toBe(4);
  });
});

describe('Mr. Fantastic: Ultimate Nullifier cancels Fight effects', () => {
  it('a fought villain\'s Fight effect may be cancelled (Firelord: no Wounds), or kept', () => {
    const g = heroGame();
    const [c] = put(g, 0, 'hand', 'Ultimate Nullifier');
    refresh(g);
    playCard(g, c!);
    putVillain(g, 0, 'Firelord');
    putVillain(g, 1, 'Firelord');
    g.t.attack = 18;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('mr-fantastic:ultimate-nullifier:cancel');
    pick(g, 1);
    expect(reason(g)).toBe('main');
    expect(g.stats.woundsGained).toBe(0);
    expect(names(g, g.players[0]!.victory)).toEqual(['Firelord']);
    fight(g, 1);
    pick(g, 0);
    expect(g.stats.woundsGained).toBeGreaterThan(0);
  });

  it('cancels Burrow too (a Fight effect); without the card nothing is asked', () => {
    const g = heroGame();
    const [c] = put(g, 0, 'hand', 'Ultimate Nullifier');
    refresh(g);
    playCard(g, c!);
    const v = putVillain(g, 0, 'Megataur');
    g.t.attack = 6;
    refresh(g);
    fight(g, 0);
    pick(g, 1);
    expect(g.city[3]).toBe(-1);
    expect(g.players[0]!.victory).toContain(v);
    const h = heroGame();
    putVillain(h, 0, 'Firelord');
    h.t.attack = 9;
    refresh(h);
    fight(h, 0);
    expect(reason(h)).not.toBe('mr-fantastic:ultimate-nullifier:cancel');
  });
});
