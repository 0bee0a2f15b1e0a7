// Thunderbolts (Civil War).
import { describe, expect, it } from 'vitest';
import { FORT_WOUNDS, fortifier } from '../../keywords/fortify.js';
import { fight, names, pick, put, putVillain, reason, refresh, woundNow } from '../helpers.js';
import { cwGame, escapes, problems, woundStack } from './villain-setup-a.js';

const TB = 'Thunderbolts';
const game = () => cwGame([TB]);

describe('Thunderbolts', () => {
  it('Fixer, Fight: the top three cards of your deck are looked at; you KO one and put the others back in the order you choose', () => {
    const g = game();
    const [under, a, b, c] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'Wound', 'S.H.I.E.L.D. Trooper', 'Fixture Cost 3');
    putVillain(g, 0, 'Fixer', TB);
    g.t.attack = 4;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('thunderbolts:fixer:ko');
    expect(g.pending!.options.sort()).toEqual([a, b, c].sort());
    pick(g, a!);
    expect(g.ko).toEqual([a]);
    expect(reason(g)).toBe('put-back-order');
    pick(g, b!); // the Trooper on top
    expect(g.players[0]!.deck).toEqual([under, c, b]);
    expect(problems(g)).toEqual([]);
  });

  it('Mach-IV, Fight and Escape: every player reveals a Tech hero or gains a Wound', () => {
    const g = game();
    woundStack(g, 10);
    put(g, 1, 'hand', 'Fixture Tech');
    putVillain(g, 0, 'Mach-IV', TB);
    g.t.attack = 5;
    refresh(g);
    fight(g, 0);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(reason(g)).toBe('reveal-or-wound');
    pick(g, 1);
    expect(g.players[1]!.discard).toEqual([]);
    const e = game();
    woundStack(e, 10);
    escapes(e, 'Mach-IV', TB);
    expect(names(e, e.players[0]!.discard)).toEqual(['Wound']);
    expect(names(e, e.players[1]!.discard)).toEqual(['Wound']);
  });

  it('Radioactive Man, Escape: fortifies the Wound stack; each Wound a player gains brings one more (and only one)', () => {
    const g = game();
    woundStack(g, 10);
    woundNow(g, 1);
    expect(g.players[1]!.discard.length).toBe(1);
    const rm = escapes(g, 'Radioactive Man', TB);
    expect(fortifier(g, FORT_WOUNDS)).toBe(rm);
    woundNow(g, 1);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound', 'Wound', 'Wound']);
    expect(g.wounds.length).toBe(7);
    expect(problems(g)).toEqual([]);
  });

  it('Songbird, Fight: every player with no other Thunderbolts villain in their victory pile gains a Wound (she does not count for her fighter)', () => {
    const g = game();
    woundStack(g, 10);
    putVillain(g, 0, 'Songbird', TB);
    g.t.attack = 5;
    refresh(g);
    fight(g, 0);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    const h = game();
    woundStack(h, 10);
    put(h, 0, 'victory', 'Fixer');
    putVillain(h, 0, 'Songbird', TB);
    h.t.attack = 5;
    refresh(h);
    fight(h, 0);
    expect(h.players[0]!.discard).toEqual([]);
    expect(names(h, h.players[1]!.discard)).toEqual(['Wound']);
  });

  it('Songbird, Escape: the same for every player', () => {
    const g = game();
    woundStack(g, 10);
    put(g, 1, 'victory', 'Mach-IV');
    escapes(g, 'Songbird', TB);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(g.players[1]!.discard).toEqual([]);
  });
});
