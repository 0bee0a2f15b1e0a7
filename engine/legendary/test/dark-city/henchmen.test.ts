import { describe, expect, it } from 'vitest';
import { hasKeyword, villainAttack } from '../../rules.js';
import { fight, names, onVillainDeck, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';
import { villainEnters } from '../villain-fixtures.js';
import { dcGame } from './villain-setup.js';

describe('Maggia Goons', () => {
  it('have Bribe; the printed * is that reminder: their Attack is 4; no Ambush of their own', () => {
    const g = dcGame();
    g.villainDeck = [];
    const under = onVillainDeck(g, 'Hand Ninjas');
    const m = villainEnters(g, 'Maggia Goons');
    expect(hasKeyword(g, m, 'bribe')).toBe(true);
    expect(villainAttack(g, 0)).toBe(4);
    expect(g.villainDeck).toEqual([under]);
    expect(g.city[1]).toBe(-1);
  });

  it('Fight: KO one of your heroes (hand or played)', () => {
    const g = dcGame();
    putVillain(g, 0, 'Maggia Goons');
    const [played, x, w] = put(g, 0, 'hand', 'S.H.I.E.L.D. Trooper', 'Fixture X-Man', 'Wound');
    g.t.recruit = 3; // and the Trooper's 1 Attack: the split is forced
    refresh(g);
    playCard(g, played!);
    fight(g, 0);
    expect(reason(g)).toBe('ko-chosen');
    expect(g.pending!.options).toEqual([x, played]);
    pick(g, played!);
    expect(g.ko).toEqual([played]);
    expect(g.players[0]!.hand).toEqual([x, w]);
  });
});

describe('Phalanx', () => {
  it('Fight without a Tech hero: KO one of your heroes with an Attack icon (Recruit-only heroes are safe)', () => {
    const g = dcGame();
    putVillain(g, 0, 'Phalanx');
    const [a, t, x] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'Fixture X-Man');
    g.t.attack = 3;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('dark-city:ko-hero-with-icon:chosen');
    expect(g.pending!.options).toEqual([t, x]);
    pick(g, t!);
    expect(g.players[0]!.hand).toEqual([a, x]);
    expect(names(g, g.players[0]!.victory)).toEqual(['Phalanx']);
  });

  it('Fight with a Tech hero: revealing it saves the heroes; declining means the KO', () => {
    const g = dcGame();
    putVillain(g, 0, 'Phalanx');
    const hand = put(g, 0, 'hand', 'Fixture Tech', 'S.H.I.E.L.D. Trooper');
    g.t.attack = 3;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('phalanx:reveal');
    pick(g, 1);
    expect(g.players[0]!.hand).toEqual(hand);
    const h = dcGame();
    putVillain(h, 0, 'Phalanx');
    const [tech, tr] = put(h, 0, 'hand', 'Fixture Tech', 'S.H.I.E.L.D. Trooper');
    h.t.attack = 3;
    refresh(h);
    fight(h, 0);
    pick(h, 0);
    expect(h.pending!.options).toEqual([tech, tr]);
    pick(h, tr!);
    expect(h.players[0]!.hand).toEqual([tech]);
  });
});
