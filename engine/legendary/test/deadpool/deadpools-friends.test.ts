// Deadpool's "Friends" (Deadpool).
import { describe, expect, it } from 'vitest';
import { fight, mainActions, names, pick, playCard, put, putVillain, reason, refresh, act, ACT_FIGHT, onVillainDeck, revealVillainCard } from '../helpers.js';
import { villainAttack } from '../../rules.js';
import { dpGame, escape, violence } from './game.js';

describe('Deadpool\'s "Friends"', () => {
  it('Blind Al and Deuce: fighting her also discards a card with a 2 printed on it (2½ counts; 1/2 prints a 2 too); none: no fight (a S.H.I.E.L.D. Agent prints no 2; ability text counts too: printed-numbers.test.ts)', () => {
    const g = dpGame();
    putVillain(g, 0, 'Blind Al and Deuce');
    g.t.attack = 5;
    const [agent] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent');
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 0));
    const [bob] = put(g, 0, 'hand', 'Bullets Flying, Bob Hiding'); // Recruit 2½
    refresh(g);
    fight(g, 0); // the only Deuce: discarded without asking
    expect(g.players[0]!.discard).toEqual([bob]);
    expect(g.players[0]!.hand).toEqual([agent]);
    expect(names(g, g.players[0]!.victory)).toEqual(['Blind Al and Deuce']);
  });

  it('Blind Al and Deuce escaping: every player discards a card with a 2 on it if they have one', () => {
    const g = dpGame();
    putVillain(g, 4, 'Blind Al and Deuce');
    const [two] = put(g, 0, 'hand', 'Half-Cocked', 'S.H.I.E.L.D. Trooper');
    const [none] = put(g, 1, 'hand', 'S.H.I.E.L.D. Trooper');
    escape(g, 4);
    expect(g.players[0]!.discard).toContain(two);
    expect(g.players[1]!.hand).toEqual([none]);
  });

  it('Sluggo: with Excessive Violence the fighter gains the cheapest hero of the HQ; a plain fight gains nothing; Escape: each player gains a Wound', () => {
    const g = dpGame();
    putVillain(g, 0, 'Sluggo');
    g.t.attack = 6;
    refresh(g);
    const hq = [...g.hq];
    const cheapest = Math.min(...hq.map((c) => g.cards[g.defOf[c]!]!.cost));
    violence(g, 0);
    if (reason(g) === 'deadpools-friends:sluggo:gain') pick(g, g.pending!.options[0]!);
    const gained = g.players[0]!.discard;
    expect(gained.length).toBe(1);
    expect(g.cards[g.defOf[gained[0]!]!]!.cost).toBe(cheapest);
    const h = dpGame();
    putVillain(h, 0, 'Sluggo');
    h.t.attack = 6;
    refresh(h);
    fight(h, 0);
    expect(h.players[0]!.discard).toEqual([]);
    putVillain(h, 4, 'Sluggo');
    escape(h, 4);
    expect(names(h, h.players[0]!.discard)).toContain('Wound');
    expect(names(h, h.players[1]!.discard)).toContain('Wound');
  });

  it('Taskmaster: +Attack equal to the highest cost among the heroes played this turn; Ambush: he captures a Bystander', () => {
    const g = dpGame();
    putVillain(g, 0, 'Taskmaster');
    expect(villainAttack(g, 0)).toBe(3);
    const [a, b] = put(g, 0, 'hand', 'Half-Cocked', 'Guns on My Guns'); // costs 2 and 5
    refresh(g);
    playCard(g, a!); playCard(g, b!);
    expect(villainAttack(g, 0)).toBe(8);
    const h = dpGame();
    const t = onVillainDeck(h, 'Taskmaster');
    revealVillainCard(h);
    expect(h.city[0]).toBe(t);
    expect(names(h, h.att[0]!)).toEqual(['Bystander']);
  });

  it('Weasel: Fight: every player passes a card to the player on their left at the same time', () => {
    const g = dpGame();
    putVillain(g, 0, 'Weasel');
    const [x] = put(g, 0, 'hand', 'Half-Cocked');
    const [y] = put(g, 1, 'hand', 'Guns on My Guns');
    g.t.attack = 4;
    refresh(g);
    fight(g, 0);
    expect(g.players[0]!.hand).toEqual([y]);
    expect(g.players[1]!.hand).toEqual([x]);
  });
});
