// Bob, Agent of HYDRA (Deadpool).
import { describe, expect, it } from 'vitest';
import { names, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';
import { dpGame, violence, violentTurn } from './game.js';

describe('Bob, Agent of HYDRA', () => {
  it('Bullets Flying, Bob Hiding: 2½ Recruit exactly; Excessive Violence: draw a card', () => {
    const g = dpGame();
    const [a, b] = put(g, 0, 'hand', 'Bullets Flying, Bob Hiding', 'Bullets Flying, Bob Hiding');
    put(g, 0, 'deck', 'Half-Cocked');
    refresh(g);
    playCard(g, a!); playCard(g, b!);
    expect(g.t.recruit).toBe(5);
    putVillain(g, 0, 'Taskmaster'); // 3 + 3
    g.t.attack = 7;
    refresh(g);
    violence(g, 0);
    expect(names(g, g.players[0]!.hand)).toEqual(['Half-Cocked']);
  });

  it('HYDRA Half-Wit: 1½ Attack; draws the top card when it is HYDRA or S.H.I.E.L.D., not otherwise', () => {
    const g = dpGame();
    const [a] = put(g, 0, 'hand', 'HYDRA Half-Wit');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper');
    refresh(g);
    playCard(g, a!);
    expect(g.t.attack).toBe(1.5);
    expect(names(g, g.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Trooper']);
    const h = dpGame();
    const [b] = put(h, 0, 'hand', 'HYDRA Half-Wit');
    put(h, 0, 'deck', 'Half-Cocked');
    refresh(h);
    playCard(h, b!);
    expect(h.players[0]!.hand).toEqual([]);
  });

  it('How Do I Get Out of Here??: Covert: the other player draws their top card when they guess right, else you draw', () => {
    const g = dpGame();
    const [c, x] = put(g, 0, 'hand', 'Bullets Flying, Bob Hiding', 'How Do I Get Out of Here??');
    put(g, 0, 'deck', 'Half-Cocked');
    const [top] = put(g, 1, 'deck', 'Guns on My Guns');
    refresh(g);
    playCard(g, c!); playCard(g, x!);
    expect(reason(g)).toBe('bob:get-out:guess');
    pick(g, 1);
    expect(g.players[1]!.hand).toEqual([top]);
    const h = dpGame();
    const [y] = put(h, 0, 'hand', 'How Do I Get Out of Here??');
    put(h, 1, 'deck', 'Guns on My Guns');
    refresh(h);
    playCard(h, y!);
    expect(reason(h)).toBe('main'); // no Covert card played before: nothing
  });

  it('Epic Middle Manager: Excessive Violence: KO up to two HYDRA or S.H.I.E.L.D. heroes from the discard pile, a card drawn for each', () => {
    const g = dpGame();
    const [m] = put(g, 0, 'hand', 'Epic Middle Manager');
    const [ag, hw] = put(g, 0, 'discard', 'S.H.I.E.L.D. Agent', 'HYDRA Half-Wit', 'Half-Cocked');
    put(g, 0, 'deck', 'Half-Cocked', 'Half-Cocked', 'Half-Cocked');
    refresh(g);
    playCard(g, m!);
    putVillain(g, 0, 'Weasel');
    refresh(g);
    violence(g, 0);
    while (reason(g) === 'deadpools-friends:weasel:pick') pick(g, g.pending!.options[0]!);
    expect(reason(g)).toBe('bob:middle-manager:ko');
    expect(g.pending!.options).not.toContain(g.players[0]!.discard[2]);
    pick(g, ag!);
    pick(g, hw!);
    expect(g.ko).toEqual(expect.arrayContaining([ag, hw]));
    expect(g.players[0]!.deck.length).toBe(1); // two of the three drawn
  });

  it('Epic Middle Manager: with an empty deck both KOs happen before the draws (drawing first would shuffle the second choice into the deck)', () => {
    const g = dpGame();
    const [ag, hw, hc] = put(g, 0, 'discard', 'S.H.I.E.L.D. Agent', 'HYDRA Half-Wit', 'Half-Cocked');
    violentTurn(g, 'Epic Middle Manager'); // the deck is empty
    expect(reason(g)).toBe('bob:middle-manager:ko');
    pick(g, ag!);
    expect(reason(g)).toBe('bob:middle-manager:ko');
    pick(g, hw!);
    expect(g.ko).toEqual(expect.arrayContaining([ag, hw]));
    // two draws: the discard pile (Half-Cocked alone) is shuffled into the deck, one card to draw
    expect(g.players[0]!.hand).toEqual([hc]);
    expect(g.players[0]!.deck).toEqual([]);
  });

  it('Epic Middle Manager: declining after one KO draws one card', () => {
    const g = dpGame();
    const [ag] = put(g, 0, 'discard', 'S.H.I.E.L.D. Agent', 'HYDRA Half-Wit');
    put(g, 0, 'deck', 'Half-Cocked', 'Half-Cocked');
    violentTurn(g, 'Epic Middle Manager');
    pick(g, ag!);
    expect(g.players[0]!.hand).toEqual([]);
    pick(g, -1);
    expect(names(g, g.players[0]!.hand)).toEqual(['Half-Cocked']);
    expect(g.players[0]!.deck.length).toBe(1);
  });
});
