import { describe, expect, it } from 'vitest';
import { cwGame } from './game.js';
import '../../cards/civil-war/heroes/falcon.js';
import { defOf } from '../../registry.js';
import type { Game } from '../../types.js';
import { make, pick, playCard, put, reason, refresh } from '../helpers.js';

function board() {
  const g = cwGame(['Falcon']);
  refresh(g);
  return g;
}
/** Fills the HQ with the named cards (one per space) and a known card on top of the Hero Deck. */
function hq(g: Game, ...cards: string[]): number[] {
  cards.forEach((n, s) => { g.hq[s] = make(g, n); });
  g.heroDeck.push(make(g, 'S.H.I.E.L.D. Officer'));
  return g.hq.slice();
}
function playSide(g: Game, c: number, i: number) {
  playCard(g, c);
  expect(reason(g)).toBe('divided:play-side');
  pick(g, defOf(g, c).halves![i]!);
}

describe('Falcon', () => {
  it('Rapid Reinforcements: 2 Recruit; the chosen HQ hero goes to the bottom of the Hero Deck and its space refills', () => {
    const g = board();
    const spaces = hq(g, 'S.H.I.E.L.D. Agent', 'Quick Draw', 'Quick Draw', 'Quick Draw', 'Quick Draw');
    const [rr] = put(g, 0, 'hand', 'Rapid Reinforcements');
    refresh(g);
    playCard(g, rr!);
    expect(reason(g)).toBe('falcon:rapid-reinforcements:hq');
    pick(g, 0);
    expect(g.heroDeck[0]).toBe(spaces[0]);
    expect(defOf(g, g.hq[0]!).name).toBe('S.H.I.E.L.D. Officer');
    // no Tech card played before: no bonus for the Recruit icon
    expect(g.t.recruit).toBe(2);
  });

  it('Rapid Reinforcements with Tech: +1 Recruit when that hero had a Recruit icon, none when it had not', () => {
    const g = board();
    hq(g, 'S.H.I.E.L.D. Agent', 'Quick Draw', 'Quick Draw', 'Quick Draw', 'Quick Draw');
    const [tp, r1, r2] = put(g, 0, 'hand', 'Team Player', 'Rapid Reinforcements', 'Rapid Reinforcements');
    refresh(g);
    playCard(g, tp!);
    playCard(g, r1!);
    pick(g, 1);
    expect(g.t.recruit).toBe(2);
    playCard(g, r2!);
    pick(g, 0);
    expect(g.t.recruit).toBe(2 + 3);
  });

  it('Talk with Birds: 2 Attack, and a Sidekick with a Ranged card played before', () => {
    const g = board();
    const [t1, bolt, t2] = put(g, 0, 'hand', 'Talk with Birds/Squawk Back', 'Lightning Bolt', 'Talk with Birds/Squawk Back');
    refresh(g);
    const stack = g.sidekicks.length;
    playSide(g, t1!, 0);
    expect(g.t.attack).toBe(2);
    expect(g.sidekicks.length).toBe(stack);
    playCard(g, bolt!);
    playSide(g, t2!, 0);
    expect(g.sidekicks.length).toBe(stack - 1);
    expect(g.players[0]!.discard).toHaveLength(1);
  });

  it('Squawk Back: look at the top three, draw one, put the other two back in the chosen order', () => {
    const g = board();
    const [under, a, b, c] = put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent', 'Quick Draw', 'Team Player');
    const [sq] = put(g, 0, 'hand', 'Talk with Birds/Squawk Back');
    refresh(g);
    playSide(g, sq!, 1);
    expect(reason(g)).toBe('falcon:squawk-back:draw');
    expect(g.pending!.options.sort()).toEqual([a, b, c].sort());
    pick(g, b!);
    expect(g.players[0]!.hand).toEqual([b]);
    expect(reason(g)).toBe('put-back-order');
    pick(g, a!);
    expect(g.players[0]!.deck).toEqual([under, c, a]);
  });

  it('Scout the Battlefield: +1 Attack per HQ hero with an Attack icon (a Divided card if either side has one)', () => {
    const g = board();
    hq(g, 'Quick Draw', 'S.H.I.E.L.D. Agent', 'Talk with Birds/Squawk Back', 'Rapid Reinforcements', 'Team Player');
    const [sb] = put(g, 0, 'hand', 'Scout the Battlefield');
    refresh(g);
    playCard(g, sb!);
    expect(g.t.attack).toBe(3);
  });

  it('Fly in a Friend: with an Avengers card played, + the printed Attack of an HQ hero (the player names which)', () => {
    const g = board();
    hq(g, 'Quick Draw', 'S.H.I.E.L.D. Agent', 'Covering Fire', 'Rapid Reinforcements', 'Team Player');
    const [tp, fly] = put(g, 0, 'hand', 'Team Player', 'Fly in a Friend');
    refresh(g);
    playCard(g, tp!);
    const before = g.t.attack;
    playCard(g, fly!);
    expect(reason(g)).toBe('falcon:fly-in-a-friend:attack');
    expect(g.pending!.options).toEqual([0, 1, 2, 3]);
    pick(g, 3);
    expect(g.t.attack - before).toBe(4 + 3);
  });

  it('Fly in a Friend: no Avengers card played, no bonus', () => {
    const g = board();
    hq(g, 'Covering Fire', 'Covering Fire', 'Covering Fire', 'Covering Fire', 'Covering Fire');
    const [fly] = put(g, 0, 'hand', 'Fly in a Friend');
    refresh(g);
    playCard(g, fly!);
    expect(g.t.attack).toBe(4);
    expect(reason(g)).toBe('main');
  });

  it('Fly in a Friend: a Divided card in the HQ gives the smaller printed Attack of its sides (rulebook silent: the reading worst for the players)', () => {
    const g = board();
    hq(g, 'Talk with Birds/Squawk Back', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    const [tp, fly] = put(g, 0, 'hand', 'Team Player', 'Fly in a Friend');
    refresh(g);
    playCard(g, tp!);
    const before = g.t.attack;
    playCard(g, fly!);
    expect(g.t.attack - before).toBe(4);
  });
});
