// Civil War's Special Sidekicks (the Pet Avengers): each played from hand gives its ability, then goes to the bottom
// of the Sidekick stack (engine/legendary/keywords/sidekicks.ts).
import { describe, expect, it } from 'vitest';
import { ACT_PHASING } from '../../keywords/phasing.js';
import { defOf } from '../../registry.js';
import { gainRecruit, isTeam, power } from '../../rules.js';
import { AVENGERS, COVERT, INSTINCT, RANGED, STRENGTH, TECH } from '../../types.js';
import { act, names, pick, playCard, put, reason, refresh } from '../helpers.js';
import { cwGame } from './game.js';

const PETS = ['Hairball', 'Lockheed', 'Lockjaw', 'Ms. Lion', 'Redwing', 'Throg', 'Zabu'];

function board() {
  return cwGame([]);
}

/** Plays pet `name` from hand and returns its id (the game waits at the next decision). */
function playPet(g: ReturnType<typeof board>, name: string): number {
  const [c] = put(g, 0, 'hand', name);
  refresh(g);
  playCard(g, c!);
  return c!;
}

describe('Pet Avengers (Special Sidekicks)', () => {
  it('15 of them join the Sidekick stack of a Civil War game: Avengers with a class, cost 2', () => {
    const g = board();
    expect(g.sidekicks.length).toBe(15);
    expect([...new Set(names(g, g.sidekicks))].sort()).toEqual([...PETS].sort());
    for (const c of g.sidekicks) {
      expect(defOf(g, c).cost).toBe(2);
      expect(isTeam(g, c, AVENGERS)).toBe(true);
      expect(defOf(g, c).cls).not.toBe(0);
    }
  });

  it('Hairball: 1 Attack, draw a card, then to the bottom of the Sidekick stack', () => {
    const g = board();
    const [top] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    const c = playPet(g, 'Hairball');
    expect(g.t.attack).toBe(1);
    expect(g.players[0]!.hand).toEqual([top]);
    expect(g.players[0]!.inPlay).not.toContain(c);
    expect(g.sidekicks[0]).toBe(c);
    expect(g.sidekicks.length).toBe(16);
    expect(power(g, COVERT)).toBe(true);
  });

  it('Lockheed: +1 Attack only after a Ranged card', () => {
    const g = board();
    playPet(g, 'Lockheed');
    expect(g.t.attack).toBe(2);
    const h = board();
    const [r] = put(h, 0, 'hand', 'Lockjaw');
    refresh(h);
    playCard(h, r!);
    const c = playPet(h, 'Lockheed');
    expect(h.t.attack).toBe(2 + 3);
    expect(h.sidekicks[0]).toBe(c);
  });

  it('Lockjaw: Phasing swaps it with the top card of the deck; played, 2 Attack and to the bottom of the stack', () => {
    const g = board();
    const [top] = put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper');
    const [c] = put(g, 0, 'hand', 'Lockjaw');
    refresh(g);
    pick(g, act(ACT_PHASING, c!));
    expect(g.players[0]!.hand).toEqual([top]);
    expect(g.players[0]!.deck).toEqual([c]);
    const h = board();
    const d = playPet(h, 'Lockjaw');
    expect(h.t.attack).toBe(2);
    expect(h.sidekicks[0]).toBe(d);
    expect(power(h, RANGED)).toBe(true);
  });

  it('Ms. Lion: rescue a Bystander and draw a card', () => {
    const g = board();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    const c = playPet(g, 'Ms. Lion');
    expect(names(g, g.players[0]!.victory)).toEqual(['Bystander']);
    expect(names(g, g.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Agent']);
    expect(g.sidekicks[0]).toBe(c);
  });

  it('Redwing: look at the top three, draw the one chosen, put the other two back in the chosen order', () => {
    const g = board();
    const [a, b, w] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'Wound');
    const [under] = put(g, 0, 'deck', 'S.H.I.E.L.D. Officer');
    g.players[0]!.deck = [under!, a!, b!, w!];
    const c = playPet(g, 'Redwing');
    expect(reason(g)).toBe('pet-avengers:redwing:draw');
    expect(g.pending!.options.sort()).toEqual([a!, b!, w!].sort());
    pick(g, b!);
    expect(g.players[0]!.hand).toEqual([b]);
    expect(reason(g)).toBe('put-back-order');
    pick(g, a!);
    expect(g.players[0]!.deck).toEqual([under, w, a]);
    expect(g.sidekicks[0]).toBe(c);
    expect(power(g, INSTINCT)).toBe(true);
  });

  it('Throg: +2 Attack with 6 Recruit made this turn, its own 2 included; none with less', () => {
    const g = board();
    g.t.recruit = 4; g.t.recruitMade = 4;
    playPet(g, 'Throg');
    expect([g.t.recruit, g.t.attack]).toEqual([6, 2]);
    const h = board();
    h.t.recruit = 3; h.t.recruitMade = 3;
    const c = playPet(h, 'Throg');
    expect([h.t.recruit, h.t.attack]).toEqual([5, 0]);
    expect(h.sidekicks[0]).toBe(c);
    expect(power(h, STRENGTH)).toBe(true);
    expect(power(h, TECH)).toBe(false);
  });

  it('Throg: once this turn, the +2 Attack comes when Recruit made later in the turn reaches 6 (a card played, or Recruit gained)', () => {
    const g = board();
    playPet(g, 'Throg');
    expect(g.t.attack).toBe(0);
    gainRecruit(g, 3);
    expect([g.t.recruitMade, g.t.attack]).toEqual([5, 0]);
    const [a] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, a!);
    expect([g.t.recruitMade, g.t.attack]).toEqual([6, 2]);
    gainRecruit(g, 4);
    expect(g.t.attack).toBe(2);
    const h = board();
    playPet(h, 'Throg');
    gainRecruit(h, 4);
    expect(h.t.attack).toBe(2);
  });

  it('Zabu: KO a card from your hand or discard pile (not optional)', () => {
    const g = board();
    const [w] = put(g, 0, 'hand', 'Wound');
    const [a] = put(g, 0, 'discard', 'S.H.I.E.L.D. Agent');
    const c = playPet(g, 'Zabu');
    expect(reason(g)).toBe('pet-avengers:zabu:ko');
    expect(g.pending!.options).toEqual([w, a]);
    pick(g, a!);
    expect(g.ko).toEqual([a]);
    expect(g.players[0]!.discard).toEqual([]);
    expect(g.sidekicks[0]).toBe(c);
  });
});
