// Properties over random setups (every mastermind x scheme x 1-5 players) played by random bots.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playOut, STEP_CAP } from '../../agents/play.js';
import { RandomAgent } from '../../agents/random.js';
import { choose, clone, newGame, replay, summary } from '../game.js';
import { checkInvariants } from '../invariants.js';
import { MASTERMINDS, SCHEMES, defOf } from '../registry.js';
import { cardVp } from '../rules.js';
import { randInt, seedRng } from '../rng.js';
import type { Game } from '../types.js';
import '../cards/core/index.js';

const masterminds = [...MASTERMINDS.keys()];
const schemes = [...SCHEMES.keys()];

/** Challenge modes (engine/challenges.ts): none half the time, else a random valid combination. */
const challengesArb = fc.oneof(
  fc.constant<string[]>([]),
  fc.record({
    twists: fc.constantFrom(null, 'heroic', 'champion', 'legendary'),
    power: fc.constantFrom(null, 'distracted', 'maniacal', 'enraged', 'tyrant', 'nightmare', 'all-powerful'),
    flags: fc.subarray(['hand-of-fate', 'endless-spite', 'evacuate-the-wounded', 'final-blow', 'plots-upon-plots', 'pain-upon-pain', 'hell-on-earth']),
    salvo: fc.option(fc.integer({ min: 1, max: 6 })),
    army: fc.option(fc.integer({ min: 1, max: 5 })),
    helping: fc.option(fc.integer({ min: 1, max: 6 })), // 6 x 5 players = the 30 Officers
  }).map((c) => [
    ...(c.twists ? [c.twists] : []), ...(c.power ? [c.power] : []), ...c.flags,
    ...(c.salvo ? [`opening-salvo:${c.salvo}`] : []), ...(c.army ? [`army-of-evil:${c.army}`] : []),
    ...(c.helping ? [`helping-hand:${c.helping}`] : []),
  ]),
);

const setupArb = fc.record({
  mastermind: fc.constantFrom(...masterminds),
  scheme: fc.constantFrom(...schemes),
  players: fc.integer({ min: 1, max: 5 }),
  solo: fc.constantFrom<'basic' | 'advanced'>('basic', 'advanced'),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  challenges: challengesArb,
}).map((o) => ({
  ...o,
  solo: o.players === 1 ? (SCHEMES.get(o.scheme)!.forbiddenInSolo ? 'advanced' as const : o.solo) : undefined,
}));

/** Plays a game with a seeded random policy, checking `each` at every decision; returns the choices. */
function playChecked(g: Game, botSeed: number, each?: (g: Game) => void): number[] {
  const rng = seedRng(`prop:${botSeed}`);
  const choices: number[] = [];
  while (g.result === null) {
    if (g.steps > STEP_CAP) throw new Error('step cap passed');
    each?.(g);
    const i = randInt(rng, g.pending!.options.length);
    choices.push(i);
    choose(g, i);
  }
  each?.(g);
  return choices;
}

const RUNS = 60;

describe('engine properties', () => {
  it('no card is created or lost, at every decision and at the end', () => {
    fc.assert(fc.property(setupArb, fc.nat(), (o, bot) => {
      const g = newGame(o);
      playChecked(g, bot, (s) => { const e = checkInvariants(s); if (e.length) throw new Error(e.slice(0, 3).join('; ')); });
    }), { numRuns: RUNS, seed: 20261121 });
  });

  it('the same setup, seed and choices give the identical game and trace', () => {
    fc.assert(fc.property(setupArb, fc.nat(), (o, bot) => {
      const a = newGame({ ...o, record: true });
      const choices = playChecked(a, bot);
      const b = replay(o, choices);
      expect(summary(b)).toEqual(summary(a));
      expect(JSON.stringify({ ...b, cards: 0 })).toBe(JSON.stringify({ ...a, cards: 0 }));
    }), { numRuns: RUNS, seed: 7 });
  });

  it('a clone equals the original and plays on identically', () => {
    fc.assert(fc.property(setupArb, fc.nat(), fc.integer({ min: 0, max: 200 }), (o, bot, at) => {
      const g = newGame(o);
      const rng = seedRng(`clone:${bot}`);
      for (let i = 0; i < at && g.result === null; i++) choose(g, randInt(rng, g.pending!.options.length));
      const c = clone(g);
      expect(JSON.stringify({ ...c, cards: 0 })).toBe(JSON.stringify({ ...g, cards: 0 }));
      // the clone shares nothing mutable: playing it on leaves the original untouched
      const before = JSON.stringify({ ...g, cards: 0 });
      const r1 = seedRng(`on:${bot}`), r2 = seedRng(`on:${bot}`);
      while (c.result === null) choose(c, randInt(r1, c.pending!.options.length));
      expect(JSON.stringify({ ...g, cards: 0 })).toBe(before);
      while (g.result === null) choose(g, randInt(r2, g.pending!.options.length));
      expect(summary(c)).toEqual(summary(g));
    }), { numRuns: RUNS, seed: 11 });
  });

  it('every game ends below the step cap', () => {
    fc.assert(fc.property(setupArb, fc.nat(), (o, bot) => {
      const g = newGame(o);
      playOut(g, [new RandomAgent(bot)]);
      expect(g.result).not.toBeNull();
      expect(g.steps).toBeLessThan(STEP_CAP);
    }), { numRuns: RUNS * 2, seed: 3 });
  });

  it('VP totals equal the victory piles, which hold only villains, bystanders and tactics (and gained-as-villain cards)', () => {
    fc.assert(fc.property(setupArb, fc.nat(), (o, bot) => {
      const g = newGame(o);
      playOut(g, [new RandomAgent(bot)]);
      const s = summary(g);
      g.players.forEach((pl, p) => {
        let total = 0;
        for (const c of pl.victory) {
          const d = defOf(g, c);
          expect(['villain', 'henchman', 'bystander', 'tactic']).toContain(d.kind);
          total += d.vpAt ? cardVp(g, p, c) : d.vp;
        }
        expect(s.vp[p]).toBe(total);
      });
    }), { numRuns: RUNS, seed: 5 });
  });
});
