// The conformance kit: properties every registered card set must keep, alone and mixed with others, over
// random setups (every Mastermind x scheme of the pool, 1-5 players, solo modes, random challenge modes)
// played by random bots. A set joins with one line in conformance.test.ts: `conformance(['dark-city'])`.
//
// - no card is created or lost, and every card is in a zone that may hold its kind, at every decision;
// - the same setup, seed and choices give the identical game and trace (replay);
// - a clone equals the original, shares nothing mutable, and plays on identically;
// - an observation does not change when the zones hidden from its player are rearranged;
// - a determinization never contradicts the observation it was sampled from, and plays on to its end;
// - every game ends below the step cap;
// - VP totals equal the victory piles;
// - every question a card or rule asks says what it is about (a DecisionHint), so bots can answer it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playOut, STEP_CAP } from '../../../agents/play.js';
import { RandomAgent } from '../../../agents/random.js';
import { Determinizer } from '../determinize.js';
import { decisionHint } from '../flow.js';
import { choose, clone, newGame, replay, summary } from '../game.js';
import { checkInvariants } from '../invariants.js';
import { observe, poolOf } from '../observe.js';
import { EPIC_MASTERMINDS, MASTERMINDS, SCHEMES, defOf, pool } from '../registry.js';
import { cardVp } from '../rules.js';
import { randInt, seedRng, shuffle } from '../../shared/rng.js';
import { resolvePlan, SetupError, splitEpic, withEpicSides, type SetupOptions } from '../setup.js';
import type { Game } from '../types.js';
import { ZONES, poolClass, zoneCount } from '../zones.js';
import '../index.js';

/** Challenge modes (engine/legendary/challenges.ts): none half the time, else a random valid combination. */
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

/** Random setups drawn from the pool of the given sets (setups the sets cannot fill are left out). */
export function setupArb(sets: string[]): fc.Arbitrary<SetupOptions> {
  const masterminds = pool('mastermind', sets), schemes = pool('scheme', sets);
  return fc.record({
    mastermind: fc.constantFrom(...masterminds),
    scheme: fc.constantFrom(...schemes),
    players: fc.integer({ min: 1, max: 5 }),
    solo: fc.constantFrom<'basic' | 'advanced'>('basic', 'advanced'),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    challenges: challengesArb,
    // a Mastermind with an Epic side plays it half the time
    epic: fc.boolean(),
  }).map((o) => ({
    ...o, sets, epic: o.epic && EPIC_MASTERMINDS.has(o.mastermind),
    // qualified names (set:name), so a name two selected sets share is never ambiguous
    mastermind: qualified(MASTERMINDS.get(o.mastermind)!), scheme: qualified(SCHEMES.get(o.scheme)!),
    solo: o.players === 1 ? (SCHEMES.get(o.scheme)!.forbiddenInSolo ? 'advanced' as const : o.solo) : undefined,
  })).filter((o) => {
    try { resolvePlan(o); return true; } catch (e) { if (e instanceof SetupError) return false; throw e; }
  });
}
const qualified = (g: { set: string; name: string }) => `${g.set}:${g.name}`;

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

const json = (g: Game) => JSON.stringify({ ...g, cards: 0 });

/** A copy of g with every zone hidden from player p rearranged (each pool's cards redealt by kind and size). */
function rearranged(g: Game, p: number, rng: ReturnType<typeof seedRng>): Game {
  const h = clone(g);
  const pools = new Map<string, { zone: number; i: number }[]>();
  ZONES.forEach((z, zi) => {
    for (let i = 0; i < zoneCount(g, z); i++) {
      const name = poolOf(z, i, p);
      if (name !== null) { if (!pools.has(name)) pools.set(name, []); pools.get(name)!.push({ zone: zi, i }); }
    }
  });
  for (const members of pools.values()) {
    const byKind = !!ZONES[members[0]!.zone]!.byKind;
    const cls = (c: number) => (byKind ? poolClass(g, c) : 0);
    const bags = new Map<number, number[]>();
    for (const m of members) for (const c of ZONES[m.zone]!.get(g, m.i)) { if (!bags.has(cls(c))) bags.set(cls(c), []); bags.get(cls(c))!.push(c); }
    for (const b of bags.values()) shuffle(rng, b);
    for (const m of members) {
      const zone = ZONES[m.zone]!.get(g, m.i).map((c) => bags.get(cls(c))!.pop()!);
      ZONES[m.zone]!.set(h, m.i, zone);
    }
  }
  return h;
}

/** A determinization agrees with the game it came from on everything its observer can see. */
function checkSample(g: Game, d: Game, p: number): void {
  expect(observe(d, p)).toEqual(observe(g, p));
  const errs = checkInvariants(d);
  if (errs.length) throw new Error(errs.slice(0, 3).join('; '));
  // every field other than the hidden zones, the generator and the pending question is the same
  const a = clone(g), b = clone(d);
  ZONES.forEach((z) => { for (let i = 0; i < zoneCount(g, z); i++) if (poolOf(z, i, p) !== null) { z.set(a, i, []); z.set(b, i, []); } });
  for (const x of [a, b]) { x.rng = [0, 0, 0, 0]; x.seed = ''; x.choices = null; x.log = null; x.pending = null; x.pendingFrame = null; }
  expect(json(b)).toBe(json(a));
}

/** Defines the conformance properties for a selection of card sets. `runs` scales the number of games. */
export function conformance(sets: string[], runs = 60): void {
  if (!playable(sets)) { refusedAlone(sets); return; }
  const arb = setupArb(sets);
  describe(`conformance: ${sets.join(' + ')}`, () => {
    it('no card is created or lost, and each is where its kind may be, at every decision and at the end', () => {
      fc.assert(fc.property(arb, fc.nat(), (o, bot) => {
        const g = newGame(o);
        playChecked(g, bot, (s) => { const e = checkInvariants(s); if (e.length) throw new Error(e.slice(0, 3).join('; ')); });
      }), { numRuns: runs, seed: 20261121 });
    });

    it('the same setup, seed and choices give the identical game and trace', () => {
      fc.assert(fc.property(arb, fc.nat(), (o, bot) => {
        const a = newGame({ ...o, record: true });
        const choices = playChecked(a, bot);
        const b = replay(o, choices);
        expect(summary(b)).toEqual(summary(a));
        expect(json(b)).toBe(json(a));
      }), { numRuns: runs, seed: 7 });
    });

    it('a clone equals the original and plays on identically', () => {
      fc.assert(fc.property(arb, fc.nat(), fc.integer({ min: 0, max: 200 }), (o, bot, at) => {
        const g = newGame(o);
        const rng = seedRng(`clone:${bot}`);
        for (let i = 0; i < at && g.result === null; i++) choose(g, randInt(rng, g.pending!.options.length));
        const c = clone(g);
        expect(json(c)).toBe(json(g));
        // the clone shares nothing mutable: playing it on leaves the original untouched
        const before = json(g);
        const r1 = seedRng(`on:${bot}`), r2 = seedRng(`on:${bot}`);
        while (c.result === null) choose(c, randInt(r1, c.pending!.options.length));
        expect(json(g)).toBe(before);
        while (g.result === null) choose(g, randInt(r2, g.pending!.options.length));
        expect(summary(c)).toEqual(summary(g));
      }), { numRuns: runs, seed: 11 });
    });

    it('observations hide what their player cannot see, and determinizations never contradict them', () => {
      let hidden = 0, pinned = 0;
      fc.assert(fc.property(arb, fc.nat(), (o, bot) => {
        const g = newGame(o);
        const rng = seedRng(`det:${bot}`);
        let samples = 0;
        while (g.result === null && g.steps < STEP_CAP) {
          // the decider's view (what a search bot uses) and, now and then, another player's; always when
          // pending work refers to hidden cards (they must stay where they are)
          const p = randInt(rng, 3) === 0 ? randInt(rng, g.players.length) : g.pending!.player;
          const obs = observe(g, p);
          const isPinned = obs.pools.some((pl) => pl.members.some((m) => m.pinned.length > 0));
          if (isPinned) pinned++;
          else if (randInt(rng, 8) === 0) {
            // nothing refers to hidden cards: rearranging them changes nothing this player sees
            expect(observe(rearranged(g, p, rng), p)).toEqual(obs);
            hidden++;
          }
          if (isPinned || randInt(rng, 6) === 0) {
            const d = new Determinizer(obs).sample(rng);
            checkSample(g, d, p);
            if (++samples % 8 === 1) {
              // a determinized game plays on to its end without errors
              playOut(d, [new RandomAgent(bot)]);
              expect(d.result).not.toBeNull();
              expect(checkInvariants(d)).toEqual([]);
            }
          }
          choose(g, randInt(rng, g.pending!.options.length));
        }
      }), { numRuns: runs, seed: 4242 });
      expect(hidden).toBeGreaterThan(runs);
      expect(pinned).toBeGreaterThan(runs / 3);
    });

    it('every game ends below the step cap', () => {
      fc.assert(fc.property(arb, fc.nat(), (o, bot) => {
        const g = newGame(o);
        playOut(g, [new RandomAgent(bot)]);
        expect(g.result).not.toBeNull();
        expect(g.steps).toBeLessThan(STEP_CAP);
      }), { numRuns: runs * 2, seed: 3 });
    });

    it('VP totals equal the victory piles', () => {
      fc.assert(fc.property(arb, fc.nat(), (o, bot) => {
        const g = newGame(o);
        playOut(g, [new RandomAgent(bot)]);
        const s = summary(g);
        g.players.forEach((pl, p) => {
          let total = 0;
          for (const c of pl.victory) total += cardVp(g, p, c);
          expect(s.vp[p]).toBe(total);
          for (const c of pl.victory) expect(defOf(g, c).kind).not.toBe('wound');
        });
      }), { numRuns: runs, seed: 5 });
    });

    it('a quarter of the Mastermind (Epic sides as rows of their own) x scheme x player count grid (both solo modes; every Mastermind, Epic side and scheme in it) sets up and plays to its end, or is refused for a stated reason', () => {
      let played = 0;
      const sample = gridSample(sets);
      const names = (k: 'mastermind' | 'scheme') => new Set(sample.map((x) => x[k]));
      expect(names('mastermind').size).toBe(mastermindRows(sets).length);
      expect(names('scheme').size).toBe(pool('scheme', sets).length);
      for (const { o, mastermind, scheme } of sample) {
        if (o.solo === 'basic' && SCHEMES.get(scheme)!.forbiddenInSolo) {
          expect(() => newGame(o), `${scheme} in basic solo`).toThrow(/cannot be played in basic solo/);
          continue;
        }
        const g = newGame(o);
        playOut(g, [new RandomAgent(played)]);
        expect(g.result, `${mastermind} / ${scheme} / ${o.players} ${o.solo ?? ''}`).not.toBeNull();
        expect(g.setup.epic === true, `${mastermind}: its Epic side`).toBe(splitEpic(mastermind).epic);
        expect(checkInvariants(g)).toEqual([]);
        played++;
      }
      expect(played).toBeGreaterThan(0);
    });

    it('every question a card or rule asks says what it is about (a decision hint for bots)', () => {
      const missing = new Set<string>();
      fc.assert(fc.property(arb, fc.nat(), (o, bot) => {
        const g = newGame(o);
        playChecked(g, bot, (s) => { const d = s.pending; if (d && d.kind !== 'main' && !decisionHint(d.reason)) missing.add(d.reason); });
      }), { numRuns: runs, seed: 99 });
      expect([...missing]).toEqual([]);
    });
  });
}

/**
 * A seeded quarter of the grid for npm test (the whole grid of every pool is experiments/fuzz.json): the pairs
 * (Mastermind i, scheme j) with (i + j) % 4 == 0, each at every player count. Every Mastermind and every scheme is
 * in it (a pool has at least 4 schemes, and a pool with fewer than 4 Masterminds still pairs each with a scheme).
 */
function gridSample(sets: string[]): { o: SetupOptions; mastermind: string; scheme: string }[] {
  const mms = mastermindRows(sets), schemes = pool('scheme', sets);
  const keep = new Set<string>();
  mms.forEach((m, i) => schemes.forEach((s, j) => { if ((i + j) % 4 === 0) keep.add(`${m}\u0000${s}`); }));
  // a scheme no Mastermind reached (fewer than 4 Masterminds): paired with the first
  schemes.forEach((s) => { if (!mms.some((m) => keep.has(`${m}\u0000${s}`))) keep.add(`${mms[0]}\u0000${s}`); });
  return grid(sets).filter((x) => keep.has(`${x.mastermind}\u0000${x.scheme}`));
}

/** The Masterminds of a selection of sets, each Epic side a row of its own ("<name> (Epic)"). */
function mastermindRows(sets: string[]): string[] { return withEpicSides(pool('mastermind', sets)); }

/** The Mastermind (normal and Epic) x scheme x player-count grid of a selection of sets (both solo modes). */
function grid(sets: string[]): { o: SetupOptions; mastermind: string; scheme: string }[] {
  const out: { o: SetupOptions; mastermind: string; scheme: string }[] = [];
  for (const mastermind of mastermindRows(sets)) for (const scheme of pool('scheme', sets)) {
    const epic = splitEpic(mastermind);
    for (const [players, solo] of [[1, 'basic'], [1, 'advanced'], [2], [3], [4], [5]] as [number, ('basic' | 'advanced')?][]) {
      out.push({
        mastermind, scheme, o: {
          sets, players, solo, seed: `grid:${mastermind}:${scheme}:${players}:${solo ?? ''}`,
          mastermind: qualified(MASTERMINDS.get(epic.name)!), ...(epic.epic ? { epic: true } : {}), scheme: qualified(SCHEMES.get(scheme)!),
        },
      });
    }
  }
  return out;
}
/** Whether the sets can make any game by themselves. */
function playable(sets: string[]): boolean {
  return grid(sets).some(({ o }) => { try { resolvePlan(o); return true; } catch (e) { if (e instanceof SetupError) return false; throw e; } });
}
/** A selection that cannot make a game alone (no henchmen, too few villain groups): every setup is refused with one clear line. */
function refusedAlone(sets: string[]): void {
  describe(`conformance: ${sets.join(' + ')}`, () => {
    it('cannot make a game alone: every setup is refused with a message that names what is missing', () => {
      const cases = grid(sets);
      expect(cases.length).toBeGreaterThan(0);
      for (const { o, mastermind, scheme } of cases) expect(() => newGame(o), `${mastermind} / ${scheme} / ${o.players}`).toThrow(/have \d+ .* but this setup needs \d+; add more sets|cannot be played in basic solo/);
    });
  });
}
