// K'un-lun (Secret Wars Volume 2): Laughing Skull, Rand K'ai, Razor Fist, Red Sai; and the Circle of Kung-Fu rule.
import '../../cards/secret-wars-volume-2/villains/kun-lun.js';
import { describe, expect, it } from 'vitest';
import { circleOf } from '../../keywords/kung-fu.js';
import { villainAttack } from '../../rules.js';
import type { Game } from '../../types.js';
import { ACT_FIGHT, act, fight, mainActions, names, pick, put, putVillain, reason, refresh } from '../helpers.js';
import { fillCity, setHq, villainEnters } from '../villain-fixtures.js';
import { sw2Game } from './game.js';

const GROUP = "K'un-lun";
const AGENT = 'S.H.I.E.L.D. Agent';
const game = () => sw2Game([], { villains: [GROUP] });

/** The named villain escapes from the Bridge of a full city as a Hand Ninja enters (no HQ hero cheap enough to KO). */
function escape(g: Game, name: string): number {
  fillCity(g);
  const v = putVillain(g, 4, name, GROUP);
  setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
  villainEnters(g, 'Hand Ninjas');
  return v;
}
function defeat(g: Game, name: string, attack: number): number {
  const v = putVillain(g, 0, name, GROUP);
  g.t.attack = attack;
  refresh(g);
  fight(g, 0);
  return v;
}

describe('Circle of Kung-Fu (rule)', () => {
  it('the Nth circle adds N Attack unless the current player has a hero that costs N or more', () => {
    const g = game();
    putVillain(g, 0, 'Laughing Skull', GROUP);
    put(g, 0, 'hand', 'Fixture Covert', AGENT); // costs 4 and 0
    refresh(g);
    expect(circleOf(g, g.city[0]!)).toBe(5);
    expect(villainAttack(g, 0)).toBe(10);
    put(g, 0, 'hand', 'Fixture Cost 5');
    expect(villainAttack(g, 0)).toBe(5);
  });

  it('a hero played this turn counts; another player\'s hero does not', () => {
    const g = game();
    putVillain(g, 0, 'Rand K\'ai', GROUP);
    put(g, 1, 'hand', 'Fixture Cost 7');
    expect(villainAttack(g, 0)).toBe(12);
    put(g, 0, 'inPlay', 'Fixture Cost 7');
    expect(villainAttack(g, 0)).toBe(6);
    // during P2's turn P2's hand reveals it
    const h = game();
    putVillain(h, 0, 'Rand K\'ai', GROUP);
    put(h, 1, 'hand', 'Fixture Cost 7');
    h.current = 1;
    expect(villainAttack(h, 0)).toBe(6);
  });

  it('fighting costs the circle too: 5 Attack is not enough for Laughing Skull without a 5-cost hero', () => {
    const g = game();
    putVillain(g, 0, 'Laughing Skull', GROUP);
    g.t.attack = 9;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 0));
    g.t.attack = 10;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_FIGHT, 0));
  });

  it('each card has its own circle (3, 4, 5, 6)', () => {
    const g = game();
    const ids = ['Razor Fist', 'Red Sai', 'Laughing Skull', 'Rand K\'ai'].map((n, i) => putVillain(g, i, n, GROUP));
    expect(ids.map((c) => circleOf(g, c))).toEqual([3, 4, 5, 6]);
    expect([0, 1, 2, 3].map((s) => villainAttack(g, s))).toEqual([6, 8, 10, 12]);
    put(g, 0, 'hand', 'Fixture Covert'); // costs 4: Razor Fist and Red Sai lose theirs
    expect([0, 1, 2, 3].map((s) => villainAttack(g, s))).toEqual([3, 4, 10, 12]);
  });
});

describe("K'un-lun", () => {
  it('Laughing Skull Escape: a player with a hero costing 5 or more may reveal it; one without discards a card', () => {
    const g = game();
    put(g, 0, 'hand', 'Fixture Cost 5', AGENT);
    const [a] = put(g, 1, 'hand', AGENT, 'Fixture Covert');
    escape(g, 'Laughing Skull');
    expect(reason(g)).toBe('dark-city:reveal-or-else');
    expect(g.pending!.player).toBe(0);
    pick(g, 1);
    expect(reason(g)).toBe('discard-a-card');
    expect(g.pending!.player).toBe(1);
    pick(g, a!);
    expect(g.players[0]!.discard).toEqual([]);
    expect(names(g, g.players[1]!.discard)).toEqual([AGENT]);
  });

  it('Laughing Skull Escape: declining to reveal means discarding', () => {
    const g = game();
    const [h5] = put(g, 0, 'hand', 'Fixture Cost 5', AGENT);
    escape(g, 'Laughing Skull');
    pick(g, 0);
    expect(reason(g)).toBe('discard-a-card');
    pick(g, h5!);
    expect(g.players[0]!.discard).toEqual([h5]);
  });

  it('Rand K\'ai Escape: each player reveals a hero costing 6 or more or gains a Wound', () => {
    const g = game();
    put(g, 0, 'hand', 'Fixture Cost 7');
    put(g, 1, 'hand', 'Fixture Cost 5');
    escape(g, 'Rand K\'ai');
    expect(reason(g)).toBe('reveal-or-wound');
    expect(g.pending!.player).toBe(0);
    pick(g, 1);
    expect(names(g, g.players[0]!.discard)).toEqual([]);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });

  it('Razor Fist Fight: one KO per hero of yours that costs exactly 3 (hand and played), counted before the KOs', () => {
    const g = game();
    const [x3, a] = put(g, 0, 'hand', 'Fixture Cost 3', AGENT, 'Fixture Cost 2');
    const [m3] = put(g, 0, 'inPlay', 'Fixture X-Man');
    defeat(g, 'Razor Fist', 3 + 3);
    expect(reason(g)).toBe('ko-chosen');
    pick(g, x3!);
    expect(reason(g)).toBe('ko-chosen');
    expect(g.pending!.options).toContain(a);
    pick(g, m3!);
    expect(reason(g)).toBe('main');
    expect(g.ko).toEqual([x3, m3]);
  });

  it('Razor Fist Fight: no hero that costs 3, no KO', () => {
    const g = game();
    put(g, 0, 'hand', 'Fixture Cost 2', 'Fixture Covert', AGENT);
    defeat(g, 'Razor Fist', 3); // the 4-cost hero beats the 3rd circle
    expect(reason(g)).toBe('main');
    expect(g.ko).toEqual([]);
    expect(names(g, g.players[0]!.victory)).toEqual(['Razor Fist']);
  });

  it('Red Sai Fight: a card drawn per hero of yours that costs exactly 4', () => {
    const g = game();
    put(g, 0, 'hand', 'Fixture Covert', 'Fixture Cost 5');
    put(g, 0, 'inPlay', 'Fixture Ranged');
    put(g, 0, 'deck', AGENT, AGENT, AGENT, AGENT);
    defeat(g, 'Red Sai', 4);
    expect(g.players[0]!.hand).toHaveLength(4);
    expect(g.players[0]!.deck).toHaveLength(2);
  });

  it('Red Sai Fight: no hero that costs 4, nothing drawn', () => {
    const g = game();
    put(g, 0, 'hand', 'Fixture Cost 5');
    put(g, 0, 'deck', AGENT, AGENT);
    defeat(g, 'Red Sai', 4);
    expect(g.players[0]!.hand).toHaveLength(1);
    expect(g.players[0]!.deck).toHaveLength(2);
  });
});
