import { describe, expect, it } from 'vitest';
import { ACT_TELEPORT } from '../../keywords/teleport.js';
import { defOf, teamId } from '../../registry.js';
import { isTeam } from '../../rules.js';
import { RANGED, STRENGTH } from '../../types.js';
import { act, mainActions, make, names, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';
import { sw1Game } from './game.js';

const CABAL = teamId('Cabal');

function board(players = 2) {
  const g = sw1Game(['Thanos'], { players });
  refresh(g);
  return g;
}
function playAll(g: ReturnType<typeof board>, ...cards: string[]): number[] {
  const ids = put(g, 0, 'hand', ...cards);
  refresh(g);
  for (const c of ids) playCard(g, c);
  return ids;
}
/** Puts n plain Bystanders (and other cards) into the KO pile. */
function koPile(g: ReturnType<typeof board>, bystanders: number, ...others: string[]): void {
  for (let i = 0; i < bystanders; i++) g.ko.push(make(g, 'Bystander'));
  for (const o of others) g.ko.push(make(g, o));
}
const koBystanders = (g: ReturnType<typeof board>) => names(g, g.ko).filter((n) => n === 'Bystander').length;

describe('Thanos', () => {
  it('the card facts', () => {
    const g = board();
    const ids = put(g, 0, 'hand', 'Revel in Destruction', 'Transdimensional Overlord', 'Galactic Domination', 'Utter Annihilation');
    expect(ids.map((x) => defOf(g, x).cost)).toEqual([3, 5, 6, 8]);
    expect(ids.map((x) => defOf(g, x).copies)).toEqual([5, 5, 3, 1]);
    expect(defOf(g, ids[0]!).cls).toBe(STRENGTH | RANGED);
    for (const c of ids) expect(isTeam(g, c, CABAL)).toBe(true);
  });

  it('Revel in Destruction without a Cabal card played before: 2 Recruit, no Bystander KO\'d', () => {
    const g = board();
    koPile(g, 5);
    const stack = g.bystanders.length;
    playAll(g, 'Revel in Destruction');
    expect(g.t.recruit).toBe(2);
    expect(g.bystanders.length).toBe(stack);
    expect(koBystanders(g)).toBe(5);
  });

  it('Revel in Destruction with Cabal: KO a Bystander from the stack first, then +1 Recruit per three in the KO pile', () => {
    const g = board();
    koPile(g, 4, 'Wound', 'Wound', 'Wound'); // Wounds are no Bystanders
    const stack = g.bystanders.length;
    playAll(g, 'Revel in Destruction', 'Revel in Destruction');
    expect(g.bystanders.length).toBe(stack - 1);
    expect(koBystanders(g)).toBe(5);
    expect(g.t.recruit).toBe(2 + 2 + 1); // 5 Bystanders: one group of three
    const h = board();
    koPile(h, 5);
    playAll(h, 'Revel in Destruction', 'Revel in Destruction');
    expect(h.t.recruit).toBe(2 + 2 + 2); // the one KO'd makes 6: two groups
  });

  it('Revel in Destruction with Cabal and an empty Bystander stack: KOs nothing, still counts the KO pile', () => {
    const g = board();
    g.bystanders = [];
    koPile(g, 3);
    playAll(g, 'Revel in Destruction', 'Revel in Destruction');
    expect(koBystanders(g)).toBe(3);
    expect(g.t.recruit).toBe(2 + 2 + 1);
  });

  it('Transdimensional Overlord: Teleport is offered for it in hand', () => {
    const g = board();
    const [t] = put(g, 0, 'hand', 'Transdimensional Overlord');
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_TELEPORT, t!));
    pick(g, act(ACT_TELEPORT, t!));
    expect(g.t.aside).toEqual([t]);
  });

  it('Transdimensional Overlord: may KO a Bystander from the victory pile for +2 Attack', () => {
    const g = board();
    const [b, v] = put(g, 0, 'victory', 'Bystander', 'Hand Ninjas');
    playAll(g, 'Transdimensional Overlord');
    expect(reason(g)).toBe('thanos:transdimensional-overlord:ko');
    expect(g.pending!.options).toEqual([b, -1]); // the villain is not offered
    pick(g, b!);
    expect(g.t.attack).toBe(4);
    expect(g.players[0]!.victory).toEqual([v]);
    expect(g.ko).toContain(b);
  });

  it('Transdimensional Overlord: declined, or no Bystander in the victory pile: 2 Attack only', () => {
    const g = board();
    const [b] = put(g, 0, 'victory', 'Bystander');
    playAll(g, 'Transdimensional Overlord');
    pick(g, -1);
    expect(g.t.attack).toBe(2);
    expect(g.players[0]!.victory).toEqual([b]);
    const h = board();
    put(h, 0, 'victory', 'Hand Ninjas');
    playAll(h, 'Transdimensional Overlord');
    expect(reason(h)).toBe('main');
    expect(h.t.attack).toBe(2);
  });

  it('Galactic Domination without a Ranged card played before: 4 Attack, nothing taken', () => {
    const g = board();
    const [b] = put(g, 1, 'victory', 'Bystander');
    playAll(g, 'Galactic Domination');
    expect(g.t.attack).toBe(4);
    expect(reason(g)).toBe('main');
    expect(g.players[1]!.victory).toEqual([b]);
  });

  it('Galactic Domination with Ranged: a player without a Ranged hero gives a Bystander, which you rescue (its rescue effect is yours)', () => {
    const g = board();
    const [vill, reporter] = put(g, 1, 'victory', 'Hand Ninjas', 'News Reporter');
    const [top] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    put(g, 1, 'hand', 'S.H.I.E.L.D. Trooper');
    playAll(g, 'Galactic Domination', 'Galactic Domination');
    expect(g.players[1]!.victory).toEqual([vill]);
    expect(g.players[0]!.victory).toEqual([reporter]);
    expect(g.players[0]!.hand).toEqual([top]); // News Reporter: the rescuer draws a card
    expect(g.t.attack).toBe(8);
  });

  it('Galactic Domination with Ranged: the other player chooses which Bystander; a revealed Ranged hero keeps them all', () => {
    const g = board();
    const [plain, reporter] = put(g, 1, 'victory', 'Bystander', 'News Reporter');
    playAll(g, 'Galactic Domination', 'Galactic Domination');
    expect(reason(g)).toBe('thanos:galactic-domination:bystander');
    expect(g.pending!.player).toBe(1);
    pick(g, plain!);
    expect(g.players[0]!.victory).toEqual([plain]);
    expect(g.players[1]!.victory).toEqual([reporter]);

    const h = board();
    const [b] = put(h, 1, 'victory', 'Bystander');
    put(h, 1, 'hand', 'Utter Annihilation'); // a Ranged hero
    playAll(h, 'Galactic Domination', 'Galactic Domination');
    expect(reason(h)).toBe('dark-city:reveal-or-else');
    expect(h.pending!.player).toBe(1);
    pick(h, 1);
    expect(h.players[1]!.victory).toEqual([b]);
    expect(h.players[0]!.victory).toEqual([]);
  });

  it('Galactic Domination with Ranged: a player who will not reveal gives a Bystander; none in their pile: nothing', () => {
    const g = board();
    const [b] = put(g, 1, 'victory', 'Bystander');
    put(g, 1, 'hand', 'Utter Annihilation');
    playAll(g, 'Galactic Domination', 'Galactic Domination');
    pick(g, 0);
    expect(g.players[0]!.victory).toEqual([b]);
    const h = board();
    playAll(h, 'Galactic Domination', 'Galactic Domination');
    expect(reason(h)).toBe('main');
    expect(h.players[0]!.victory).toEqual([]);
  });

  it('Galactic Domination: each other player in turn (3 players)', () => {
    const g = board(3);
    const [b1] = put(g, 1, 'victory', 'Bystander');
    const [b2] = put(g, 2, 'victory', 'Bystander');
    playAll(g, 'Galactic Domination', 'Galactic Domination');
    expect(g.players[0]!.victory.sort()).toEqual([b1, b2].sort());
  });

  it('Utter Annihilation: KOs six Bystanders from the stack, then defeats a villain with less Attack (its Fight effect too)', () => {
    const g = board();
    const stack = g.bystanders.length;
    const ninjas = putVillain(g, 1, 'Hand Ninjas'); // 3
    const supreme = putVillain(g, 4, 'Supreme HYDRA'); // 6: not less than 6
    playAll(g, 'Utter Annihilation');
    expect(g.bystanders.length).toBe(stack - 6);
    expect(koBystanders(g)).toBe(6);
    // the only target is taken without asking
    expect(g.city[1]).toBe(-1);
    expect(g.players[0]!.victory).toEqual([ninjas]);
    expect(g.t.recruit).toBe(1); // Hand Ninjas' Fight effect
    expect(g.city[4]).toBe(supreme);
    expect(g.tactics.length).toBe(4); // Red Skull's 7 is not less than 6
  });

  it('Utter Annihilation: the Bystanders already in the KO pile count; the Mastermind defeated loses one Tactic', () => {
    const g = board();
    koPile(g, 2, 'Wound'); // 2 + 6 = 8 Bystanders
    const supreme = putVillain(g, 4, 'Supreme HYDRA');
    playAll(g, 'Utter Annihilation');
    expect(reason(g)).toBe('thanos:utter-annihilation:defeat');
    expect(g.pending!.options.sort()).toEqual([4, 5]); // Supreme HYDRA (6), Red Skull (7, the city size)
    pick(g, 5);
    expect(g.tactics.length).toBe(3);
    expect(defOf(g, g.players[0]!.victory[0]!).kind).toBe('tactic');
    expect(g.city[4]).toBe(supreme); // one target only
  });

  it('Utter Annihilation: with a short stack only what is there is KO\'d; no target, nothing defeated', () => {
    const g = board();
    g.bystanders = g.bystanders.slice(0, 2);
    const ninjas = putVillain(g, 1, 'Hand Ninjas'); // 3 is not less than 2
    playAll(g, 'Utter Annihilation');
    expect(g.bystanders.length).toBe(0);
    expect(koBystanders(g)).toBe(2);
    expect(reason(g)).toBe('main');
    expect(g.city[1]).toBe(ninjas);
  });
});
