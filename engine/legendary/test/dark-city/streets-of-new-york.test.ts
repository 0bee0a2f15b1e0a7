import { describe, expect, it } from 'vitest';
import { hasKeyword, villainAttack } from '../../rules.js';
import { fight, names, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';
import { villainEnters } from '../villain-fixtures.js';
import { dcGame, escapes } from './villain-setup.js';

describe('Streets of New York', () => {
  it("Hammerhead, Jigsaw and Tombstone have Bribe; the printed * is that reminder: their Attack is 5, 11 and 8", () => {
    const g = dcGame();
    const ids = [putVillain(g, 0, 'Hammerhead'), putVillain(g, 1, 'Jigsaw'), putVillain(g, 2, 'Tombstone'), putVillain(g, 3, 'Bullseye')];
    expect(ids.map((c) => hasKeyword(g, c, 'bribe'))).toEqual([true, true, true, false]);
    expect([0, 1, 2, 3].map((s) => villainAttack(g, s))).toEqual([5, 11, 8, 6]);
  });

  it('Bullseye Fight: KO one of your heroes with a Recruit icon ("0+" counts), then one with an Attack icon; played cards count', () => {
    const g = dcGame();
    putVillain(g, 0, 'Bullseye');
    const [played, zeroPlus, officer, x, w] = put(g, 0, 'hand', 'S.H.I.E.L.D. Trooper', 'Avengers Assemble!', 'S.H.I.E.L.D. Officer', 'Fixture X-Man', 'Wound');
    g.t.attack = 6;
    refresh(g);
    playCard(g, played!);
    fight(g, 0);
    expect(reason(g)).toBe('dark-city:ko-hero-with-icon:chosen');
    expect(g.pending!.options).toEqual([zeroPlus, officer]);
    pick(g, officer!);
    expect(g.pending!.options).toEqual([x, played]);
    pick(g, played!);
    expect(g.ko).toEqual([officer, played]);
    expect(g.players[0]!.hand).toEqual([zeroPlus, x, w]);
  });

  it('Bullseye Fight: no hero with an Attack icon, only the Recruit KO happens', () => {
    const g = dcGame();
    putVillain(g, 0, 'Bullseye');
    const [a, w] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'Wound');
    g.t.attack = 6;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('main');
    expect(g.ko).toEqual([a]);
    expect(g.players[0]!.hand).toEqual([w]);
  });

  it('Hammerhead Fight: KO one of your heroes with a Recruit icon (Attack-only heroes are safe)', () => {
    const g = dcGame();
    putVillain(g, 0, 'Hammerhead');
    const [t, a, o] = put(g, 0, 'hand', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Officer');
    g.t.attack = 5;
    refresh(g);
    fight(g, 0);
    expect(g.pending!.options).toEqual([a, o]);
    pick(g, a!);
    expect(g.players[0]!.hand).toEqual([t, o]);
  });

  it('Jigsaw Ambush: every player discards three cards (one choice at a time), then draws two', () => {
    const g = dcGame();
    const [h1, h2, h3, h4] = put(g, 0, 'hand', 'Wound', 'S.H.I.E.L.D. Agent', 'Fixture Tech', 'Fixture Cost 5');
    const d0 = put(g, 0, 'deck', 'Fixture Cost 2', 'Fixture Cost 3', 'Fixture Cost 7');
    const other = put(g, 1, 'hand', 'S.H.I.E.L.D. Agent', 'Wound');
    const d1 = put(g, 1, 'deck', 'Fixture Cost 8', 'Fixture Cost 3', 'Fixture Cost 7');
    villainEnters(g, 'Jigsaw');
    expect(reason(g)).toBe('discard-a-card');
    expect(g.pending!.player).toBe(0);
    expect(g.pending!.options).toEqual([h1, h2, h3, h4]);
    pick(g, h1!);
    expect(g.pending!.options).toEqual([h2, h3, h4]);
    pick(g, h2!);
    pick(g, h3!);
    expect(g.players[0]!.discard).toEqual([h1, h2, h3]);
    expect(g.players[0]!.hand).toEqual([h4, d0[2], d0[1]]);
    // player 2 has two cards: both are discarded, then two are drawn
    expect(reason(g)).toBe('discard-a-card');
    expect(g.pending!.player).toBe(1);
    pick(g, other[0]!);
    expect(g.players[1]!.discard).toEqual([other[0], other[1]]);
    expect(g.players[1]!.hand).toEqual([d1[2], d1[1]]);
    expect(reason(g)).toBe('main');
  });

  it('Tombstone Escape: every player reveals a Strength hero or gains a Wound', () => {
    const g = dcGame();
    put(g, 1, 'hand', 'Fixture Strength');
    const t = escapes(g, 'Tombstone');
    expect(g.escaped).toContain(t);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(reason(g)).toBe('reveal-or-wound');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(names(g, g.players[1]!.discard)).toEqual([]);
  });
});
