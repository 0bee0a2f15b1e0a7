import { describe, expect, it } from 'vitest';
import { cwGame } from './game.js';
import '../../cards/civil-war/heroes/daredevil.js';
import { defOf, teamId } from '../../registry.js';
import { isTeam } from '../../rules.js';
import type { Game } from '../../types.js';
import { AVENGERS } from '../../types.js';
import { make, names, pick, playCard, put, reason, recruit, refresh } from '../helpers.js';

const DD = 'Daredevil (Civil War)';
const MARVEL_KNIGHTS = teamId('Marvel Knights');

function board() {
  const g = cwGame([DD]);
  refresh(g);
  return g;
}
function playSide(g: Game, c: number, i: number) {
  playCard(g, c);
  expect(reason(g)).toBe('divided:play-side');
  pick(g, defOf(g, c).halves![i]!);
}

describe('Daredevil (Civil War)', () => {
  it('its cards are Avengers, but Revealed Identity (Iron Fist) is Marvel Knights', () => {
    const g = board();
    const [de, hr] = put(g, 0, 'hand', 'Dual Existence', 'Hidden Identity/Revealed Identity');
    expect(isTeam(g, de!, AVENGERS) && !isTeam(g, de!, MARVEL_KNIGHTS)).toBe(true);
    expect(isTeam(g, hr!, AVENGERS) && isTeam(g, hr!, MARVEL_KNIGHTS)).toBe(true);
  });

  it('Dual Existence: look at the top two, draw the chosen one, the other stays on top', () => {
    const g = board();
    const [bottom, second, top] = put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper', 'Quick Draw', 'S.H.I.E.L.D. Agent');
    const [de] = put(g, 0, 'hand', 'Dual Existence');
    refresh(g);
    playCard(g, de!);
    expect(reason(g)).toBe('daredevil-civil-war:dual-existence:draw');
    expect(g.pending!.options.sort()).toEqual([second, top].sort());
    pick(g, second!);
    expect(g.players[0]!.hand).toEqual([second]);
    expect(g.players[0]!.deck).toEqual([bottom, top]);
  });

  it('Roundhouse Side Kick: name a cost; a Sidekick is gained only when the top card has it', () => {
    const g = board();
    put(g, 0, 'deck', 'Quick Draw', 'S.H.I.E.L.D. Agent');
    const [r1, r2] = put(g, 0, 'hand', 'Roundhouse Side Kick', 'Roundhouse Side Kick');
    refresh(g);
    const stack = g.sidekicks.length;
    playCard(g, r1!);
    expect(reason(g)).toBe('daredevil-civil-war:roundhouse-side-kick:number');
    expect(g.pending!.options).toEqual([0, 3]);
    pick(g, 3);
    expect(g.sidekicks.length).toBe(stack);
    expect(g.t.attack).toBe(2);
    playCard(g, r2!);
    pick(g, 0);
    expect(g.sidekicks.length).toBe(stack - 1);
    expect(names(g, g.players[0]!.discard)).toHaveLength(1);
    expect(g.players[0]!.deck).toHaveLength(2);
  });

  it('Hidden Identity: 3 Recruit; the next hero recruited goes on top of the deck, the one after to the discard pile', () => {
    const g = board();
    const [hi] = put(g, 0, 'hand', 'Hidden Identity/Revealed Identity');
    g.hq[0] = make(g, 'S.H.I.E.L.D. Agent');
    g.heroDeck.push(make(g, 'S.H.I.E.L.D. Trooper'));
    refresh(g);
    playSide(g, hi!, 0);
    expect(g.t.recruit).toBe(3);
    const first = g.hq[0]!;
    recruit(g, 0);
    expect(g.players[0]!.deck).toEqual([first]);
    const second = g.hq[0]!;
    recruit(g, 0);
    expect(g.players[0]!.discard).toEqual([second]);
  });

  it('Revealed Identity: +1 Attack per different cost among the heroes you have (itself included, Wounds not)', () => {
    const g = board();
    const [ri] = put(g, 0, 'hand', 'Hidden Identity/Revealed Identity', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'Quick Draw', 'Dual Existence', 'Wound');
    refresh(g);
    playSide(g, ri!, 1);
    // costs 6 (itself), 0, 3, 2
    expect(g.t.attack).toBe(4);
  });

  it('Master of Martial Arts: with an Avengers card played, discard pairs while their costs differ, +2 Attack each time', () => {
    const g = board();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent', 'Quick Draw', 'S.H.I.E.L.D. Agent');
    const [tp, mma] = put(g, 0, 'hand', 'Team Player', 'Master of Martial Arts');
    refresh(g);
    playCard(g, tp!);
    const before = g.t.attack;
    playCard(g, mma!);
    // (Agent 0, Quick Draw 3): +2; (Agent 0, Trooper 0): stop
    expect(g.t.attack - before).toBe(4 + 2);
    expect(g.players[0]!.discard).toHaveLength(4);
    expect(names(g, g.players[0]!.deck)).toEqual(['S.H.I.E.L.D. Agent']);
  });

  it('Master of Martial Arts: no Avengers card played, nothing is discarded', () => {
    const g = board();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'Quick Draw');
    const [mma] = put(g, 0, 'hand', 'Master of Martial Arts');
    refresh(g);
    playCard(g, mma!);
    expect(g.t.attack).toBe(4);
    expect(g.players[0]!.deck).toHaveLength(2);
  });

  it('Master of Martial Arts stops once as many cards were discarded as the deck and discard pile held (no endless loop; rulebook silent: the reading worst for the players)', () => {
    const g = board();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'Quick Draw');
    const [tp, mma] = put(g, 0, 'hand', 'Team Player', 'Master of Martial Arts');
    refresh(g);
    playCard(g, tp!);
    const before = g.t.attack;
    playCard(g, mma!);
    expect(g.t.attack - before).toBe(4 + 2);
    expect(g.players[0]!.discard).toHaveLength(2);
    expect(reason(g)).toBe('main');
  });
});
