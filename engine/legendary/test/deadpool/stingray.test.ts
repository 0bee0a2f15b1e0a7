// Stingray (Deadpool).
import { describe, expect, it } from 'vitest';
import { act, ACT_FIGHT, ACT_MASTERMIND, mainActions, names, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';
import { dpGame, violence } from './game.js';

describe('Stingray', () => {
  it('Deck Chairs on the Titanic: 1½ Attack, draw a card, may move a villain to an adjacent space, swapping', () => {
    const g = dpGame();
    const [c] = put(g, 0, 'hand', 'Deck Chairs on the Titanic');
    put(g, 0, 'deck', 'Half-Cocked');
    const a = putVillain(g, 1, 'Weasel'), b = putVillain(g, 2, 'Sluggo');
    refresh(g);
    playCard(g, c!);
    expect(g.t.attack).toBe(1.5);
    expect(names(g, g.players[0]!.hand)).toEqual(['Half-Cocked']);
    expect(reason(g)).toBe('stingray:deck-chairs:villain');
    pick(g, 1);
    pick(g, 2);
    expect([g.city[1], g.city[2]]).toEqual([b, a]);
  });

  it('Superpowered Swimsuit: ½ Attack, draw a card; Tech: +2 Attack only against the Sewers, the Bridge or the Mastermind', () => {
    const g = dpGame();
    const [t, s] = put(g, 0, 'hand', 'Half-Cocked', 'Superpowered Swimsuit');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    putVillain(g, 0, 'Blind Al and Deuce'); // 2, needs a Deuce
    putVillain(g, 2, 'Weasel'); // 4
    putVillain(g, 4, 'D.E.A.D.P.O.O.L.'); // 4
    refresh(g);
    playCard(g, t!); playCard(g, s!);
    expect(g.t.attack).toBe(2);
    const opts = mainActions(g);
    expect(opts).toContain(act(ACT_FIGHT, 4));
    expect(opts).not.toContain(act(ACT_FIGHT, 2));
    expect(opts).not.toContain(act(ACT_MASTERMIND)); // 11
  });

  it("Sting of the Stingray's Sting: 3 Recruit; Excessive Violence: may KO one of your cards or one from your discard pile", () => {
    const g = dpGame();
    const [s] = put(g, 0, 'hand', "Sting of the Stingray's Sting");
    const [w] = put(g, 0, 'discard', 'Wound');
    refresh(g);
    playCard(g, s!);
    expect(g.t.recruit).toBe(3);
    putVillain(g, 0, 'Taskmaster');
    g.t.attack = 9;
    refresh(g);
    violence(g, 0);
    expect(reason(g)).toBe('stingray:ko');
    pick(g, w!);
    expect(g.ko).toContain(w);
  });

  it('PhD in Oceanography: may KO a card from hand or discard pile; Mercs for Money: +½ Attack per hero in the KO pile (counted after that KO)', () => {
    const g = dpGame();
    const [m, p] = put(g, 0, 'hand', 'Half-Cocked', 'PhD in Oceanography');
    const [x] = put(g, 0, 'discard', 'S.H.I.E.L.D. Agent');
    g.ko.push(...put(g, 1, 'victory', 'Half-Cocked', 'Guns on My Guns', 'Wound'));
    g.players[1]!.victory = [];
    refresh(g);
    playCard(g, m!); playCard(g, p!);
    pick(g, x!);
    expect(g.t.attack).toBe(1.5 + 4 + 1.5); // three heroes in the KO pile: the two and the Agent
    const h = dpGame();
    const [q] = put(h, 0, 'hand', 'PhD in Oceanography');
    h.ko.push(...put(h, 1, 'victory', 'Half-Cocked'));
    refresh(h);
    playCard(h, q!);
    expect(h.t.attack).toBe(4);
  });
});
