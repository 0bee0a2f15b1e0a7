// Heroes for Hire (Civil War): Colleen Wing, Humbug, Shang-Chi, Tarantula; all with Bribe.
import { describe, expect, it } from 'vitest';
import { ACT_FIGHT_FORTIFIER, FORT_MASTERMIND, fortifier } from '../../keywords/fortify.js';
import { hasKeyword, isWound, villainAttack } from '../../rules.js';
import { ACT_MASTERMIND, act, fight, mainActions, names, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';
import { cwVillainGame, escapes } from './villain-setup-b.js';

const GROUP = 'Heroes for Hire';
const game = () => cwVillainGame([GROUP]);

describe('Heroes for Hire', () => {
  it('every card has Bribe; the printed * is that reminder: Attack 9, 5, 3 and 7', () => {
    const g = game();
    const ids = ['Colleen Wing', 'Humbug', 'Shang-Chi', 'Tarantula'].map((n, s) => putVillain(g, s, n, GROUP));
    expect(ids.map((c) => hasKeyword(g, c, 'bribe'))).toEqual([true, true, true, true]);
    expect([0, 1, 2, 3].map((s) => villainAttack(g, s))).toEqual([9, 5, 3, 7]);
  });

  it("Colleen Wing Escape: she fortifies the Mastermind, which can't be fought until she is (Recruit pays: Bribe)", () => {
    const g = game();
    g.t.attack = 100;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_MASTERMIND));
    const v = escapes(g, 'Colleen Wing', GROUP);
    expect(fortifier(g, FORT_MASTERMIND)).toBe(v);
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_MASTERMIND));
    g.t.attack = 0;
    g.t.recruit = 9;
    refresh(g);
    pick(g, act(ACT_FIGHT_FORTIFIER, v));
    expect(g.players[0]!.victory).toContain(v);
    expect(g.t.recruit).toBe(0);
    g.t.attack = 100;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_MASTERMIND));
  });

  it('Humbug Fight: KO one of your heroes (hand or played this turn)', () => {
    const g = game();
    putVillain(g, 0, 'Humbug', GROUP);
    const [p1, h1] = put(g, 0, 'hand', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent');
    g.t.attack = 4;
    refresh(g);
    playCard(g, p1!);
    fight(g, 0);
    expect(reason(g)).toBe('ko-chosen');
    expect(g.pending!.options.sort()).toEqual([p1, h1].sort());
    pick(g, p1!);
    expect(g.ko).toEqual([p1]);
  });

  it('Shang-Chi Fight: with cards in the discard pile they are shuffled into the deck and he reenters the Sewers', () => {
    const g = game();
    const s = putVillain(g, 2, 'Shang-Chi', GROUP);
    const dis = put(g, 0, 'discard', 'Wound', 'S.H.I.E.L.D. Agent');
    const deck = put(g, 0, 'deck', 'Fixture Cost 5');
    g.t.attack = 3;
    refresh(g);
    fight(g, 2);
    expect(g.players[0]!.discard).toEqual([]);
    expect(g.players[0]!.deck.sort()).toEqual([...dis, ...deck].sort());
    expect(g.players[0]!.victory).toEqual([]);
    expect(g.city[0]).toBe(s);
    expect(g.city[2]).toBe(-1);
  });

  it('Shang-Chi Fight: with an empty discard pile nothing happens: he stays in the victory pile', () => {
    const g = game();
    const s = putVillain(g, 2, 'Shang-Chi', GROUP);
    const deck = put(g, 0, 'deck', 'Fixture Cost 5');
    g.t.attack = 3;
    refresh(g);
    fight(g, 2);
    expect(g.players[0]!.victory).toEqual([s]);
    expect(g.players[0]!.deck).toEqual(deck);
    expect(g.city[0]).toBe(-1);
  });

  it('Tarantula Fight: each player discards two cards or gains a Wound (their choice)', () => {
    const g = game();
    putVillain(g, 0, 'Tarantula', GROUP);
    const [a, b, c] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'Fixture Cost 5');
    put(g, 1, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    g.t.attack = 7;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('heroes-for-hire:tarantula:wound');
    expect(g.pending!.player).toBe(0);
    pick(g, 0);
    expect(reason(g)).toBe('discard-a-card');
    pick(g, a!);
    pick(g, b!);
    expect(g.players[0]!.discard).toEqual([a, b]);
    expect(g.players[0]!.hand).toEqual([c]);
    expect(reason(g)).toBe('heroes-for-hire:tarantula:wound');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    expect(g.players[1]!.hand.length).toBe(2);
  });

  it('Tarantula Escape: the same; a player with one card in hand is still offered the discard (does as much as they can)', () => {
    const g = game();
    const [one] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent');
    put(g, 1, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    escapes(g, 'Tarantula', GROUP);
    expect(reason(g)).toBe('heroes-for-hire:tarantula:wound');
    expect(g.pending!.player).toBe(0);
    pick(g, 0);
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.players[0]!.discard).toEqual([one]);
    expect(reason(g)).toBe('heroes-for-hire:tarantula:wound');
    expect(g.pending!.player).toBe(1);
  });

  it('Tarantula Escape: a player with no card in hand gains the Wound (discarding nothing is no choice: rulebook silent, the reading worst for the players)', () => {
    const g = game();
    put(g, 1, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    g.players[0]!.hand = [];
    escapes(g, 'Tarantula', GROUP);
    expect(g.players[0]!.discard.filter((c) => isWound(g, c)).length).toBe(1);
    expect(reason(g)).toBe('heroes-for-hire:tarantula:wound');
    expect(g.pending!.player).toBe(1);
  });
});
