import { describe, expect, it } from 'vitest';
import { names, pick, playCard, put, reason, refresh } from '../helpers.js';
import { noirGame } from './noir-game.js';

describe('Spider-Man Noir', () => {
  it("Gumshoe's Revolver: investigate for a card that costs 2 or less", () => {
    const g = noirGame();
    put(g, 0, 'deck', 'Webs of Darkness', 'Follow Big Leads');
    const [r] = put(g, 0, 'hand', "Gumshoe's Revolver");
    refresh(g);
    playCard(g, r!);
    expect(names(g, g.players[0]!.hand)).toEqual(['Webs of Darkness']);
  });

  it('Webs of Darkness: +2 Attack with a Ranged card played before', () => {
    const g = noirGame();
    const [a, b] = put(g, 0, 'hand', 'Webs of Darkness', 'Webs of Darkness');
    refresh(g);
    playCard(g, a!);
    playCard(g, b!);
    expect(g.t.attack).toBe(1 + 3);
  });

  it('Solve the Crime: with an Instinct card before, a Bystander of the stack is rescued', () => {
    const g = noirGame();
    const [i, s] = put(g, 0, 'hand', 'Impetuous Dive', 'Solve the Crime');
    refresh(g);
    playCard(g, i!);
    playCard(g, s!);
    while (reason(g) !== 'main') pick(g, g.pending!.options[0]!);
    expect(g.players[0]!.victory.length).toBeGreaterThanOrEqual(1);
    const g2 = noirGame();
    const [s2] = put(g2, 0, 'hand', 'Solve the Crime');
    refresh(g2);
    playCard(g2, s2!);
    expect(g2.players[0]!.victory).toHaveLength(0);
  });

  it("Spider-Totem's Chosen: with a Spider Friends card before, a copy of a cheap card of each player's deck is played, the card goes to its owner's discard pile", () => {
    const g = noirGame();
    put(g, 0, 'deck', 'Wound', 'S.H.I.E.L.D. Trooper');
    put(g, 1, 'deck', 'Wound', 'S.H.I.E.L.D. Trooper');
    const [w, t] = put(g, 0, 'hand', 'Webs of Darkness', "Spider-Totem's Chosen");
    refresh(g);
    playCard(g, w!);
    playCard(g, t!);
    while (reason(g) !== 'main') pick(g, g.pending!.options[g.pending!.options.length - 1]!);
    expect(g.t.attack).toBe(1 + 1 + 1 + 1);
    expect(names(g, g.players[1]!.discard)).toEqual(['S.H.I.E.L.D. Trooper']);
    expect(names(g, g.players[0]!.discard)).toEqual(['S.H.I.E.L.D. Trooper']);
  });
});
