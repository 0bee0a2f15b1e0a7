import { describe, expect, it } from 'vitest';
import { ACT_PLAY, act, mainActions, names, pick, playCard, put, reason, refresh } from '../helpers.js';
import { noirGame } from './noir-game.js';

describe('Iron Man Noir', () => {
  it('Steam-Powered Arsenal: playable only with another card in hand, which goes on top of the deck', () => {
    const g = noirGame();
    const [s] = put(g, 0, 'hand', 'Steam-Powered Arsenal');
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_PLAY, s!));
    const [a] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, s!);
    expect(g.players[0]!.deck).toEqual([a]);
    expect(g.t.attack).toBe(3);
  });

  it('Mechanized Plate-Mail: investigate for a Tech card', () => {
    const g = noirGame();
    put(g, 0, 'deck', "Gumshoe's Revolver", 'Wound');
    const [m] = put(g, 0, 'hand', 'Mechanized Plate-Mail');
    refresh(g);
    playCard(g, m!);
    expect(names(g, g.players[0]!.hand)).toEqual(["Gumshoe's Revolver"]);
    expect(g.t.recruit).toBe(2);
  });

  it("Learn from Enemies: with a Tech card played before, a 1-VP villain's Fight effect again", () => {
    const g = noirGame();
    put(g, 0, 'victory', 'Hand Ninjas'); // Fight: +1 Recruit... (core henchman, 1 VP)
    const [t, l] = put(g, 0, 'hand', "Gumshoe's Revolver", 'Learn from Enemies');
    refresh(g);
    playCard(g, t!);
    while (reason(g) !== 'main') pick(g, g.pending!.options[0]!);
    const before = g.t.recruit;
    playCard(g, l!);
    expect(reason(g)).toBe('iron-man-noir:learn-from-enemies:villain');
    pick(g, g.players[0]!.victory[0]!);
    expect(g.t.recruit).toBe(before + 1);
  });

  it('Adventurers Assemble!: Attack icon chosen; investigations this turn look at three cards', () => {
    const g = noirGame();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper', 'Wound', 'S.H.I.E.L.D. Agent');
    const [a] = put(g, 0, 'hand', 'Adventurers Assemble!');
    refresh(g);
    playCard(g, a!);
    pick(g, 1); // Attack icon
    expect(names(g, g.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Trooper']);
  });
});
