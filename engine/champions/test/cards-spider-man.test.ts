// Spider-Man's kit: each card's effect, through the rules' own routes.
import { describe, expect, it } from 'vitest';
import { decision } from '../index.js';
import { enemyAttack } from '../round.js';
import { act, emptyHand, pick, pickT, setForm, setupGame, toHand, until } from './helpers.js';

describe('Spider-Man kit', () => {
  it('Swinging Web Kick deals 8 damage to the chosen enemy, paid by discarding cards', () => {
    const g = setupGame({ seed: 3 });
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    const kick = toHand(g, 0, '01005');
    const a = toHand(g, 0, '01088'); // Energy: 2 resources
    const b = toHand(g, 0, '01089'); // Genius: 2
    act(g, () => {});
    pickT(g, 'play', kick);
    pick(g, (o) => o.c === a); // Genius is then the only card left to pay with, and Rhino the only enemy: both taken without asking
    expect(decision(g)?.reason).toBe('main-ans');
    expect(g.players[0]!.discard).toContain(b);
    expect(g.cards[g.villain]!.dmg).toBe(8);
    expect(g.players[0]!.discard).toContain(kick);
    expect(g.players[0]!.discard).toContain(a);
  });

  it('Backflip prevents all the damage of an attack on Spider-Man; Spider-Sense draws a card when the villain attacks', () => {
    const g = setupGame({ seed: 4 });
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    const flip = toHand(g, 0, '01003'); // cost 0
    act(g, () => { enemyAttack(g, g.villain, 0); });
    // Spider-Sense's interrupt window comes first
    expect(decision(g)?.reason).toBe('win-i-ans');
    pickT(g, 'use', g.players[0]!.identity);
    expect(g.players[0]!.hand.length).toBe(2);
    until(g, (r) => r === 'eatk-defend');
    pickT(g, 'none');
    until(g, (r) => r === 'win-i-ans');
    pickT(g, 'use', flip);
    until(g, (_r, k) => k === 'main');
    expect(g.cards[g.players[0]!.identity]!.dmg).toBe(0);
    expect(g.players[0]!.discard).toContain(flip);
  });
});
