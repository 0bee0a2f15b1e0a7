// Conformance properties of the Marvel Champions engine over random setups (3 villains x 2 modes x 5 modulars x
// 1-4 players x any hero with any aspect), played by the random bot: cards are conserved (each in exactly one
// place), the same seed and choices give the same trace, a clone plays on exactly as the original, the
// observation hides what it must, and every game ends below the step cap.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RandomAgent } from '../../../agents/random.js';
import { ASPECTS, IDENTITIES, MODULAR_SETS, VILLAINS, choose, clone, decision, determinize, newGame, observe, replay, traceHash, type SetupOptions } from '../index.js';
import { invariantProblems } from '../invariants.js';

const setupArb: fc.Arbitrary<SetupOptions> = fc.record({
  villain: fc.constantFrom(...VILLAINS),
  mode: fc.constantFrom('standard' as const, 'expert' as const),
  modulars: fc.constantFrom(...MODULAR_SETS).map((m) => [m]),
  heroes: fc.shuffledSubarray([...IDENTITIES], { minLength: 1, maxLength: 4 }).chain((ids) =>
    fc.tuple(...ids.map(() => fc.constantFrom(...ASPECTS))).map((as) => ids.map((identity, i) => ({ identity, aspect: as[i]! })))),
  seed: fc.integer({ min: 0, max: 1_000_000 }),
});

/** Plays to the end with the random bot, checking the invariants at every decision; returns the choices. */
function playChecked(o: SetupOptions, bot: number): { choices: number[]; hash: string; result: string } {
  const g = newGame({ ...o, record: true, cap: 100_000 });
  const agent = new RandomAgent(bot);
  for (let d = decision(g); d !== null; d = decision(g)) {
    const p = invariantProblems(g);
    if (p.length) throw new Error(`${JSON.stringify(o)} at step ${g.steps}: ${p.join('; ')}`);
    choose(g, agent.choose({ optionCount: d.options.length }));
  }
  expect(invariantProblems(g)).toEqual([]);
  expect(g.cause).not.toBe('step cap');
  return { choices: g.choices!, hash: traceHash(g), result: g.result! };
}

describe('Marvel Champions conformance', () => {
  it('conservation and no stalls: every random game ends, below the step cap, with every card in exactly one place', () => {
    fc.assert(fc.property(setupArb, fc.integer({ min: 0, max: 99 }), (o, bot) => { playChecked(o, bot); }), { numRuns: 60, seed: 28 });
  });

  it('determinism: the same setup, seed and choices replay to the same trace hash', () => {
    fc.assert(fc.property(setupArb, fc.integer({ min: 0, max: 99 }), (o, bot) => {
      const a = playChecked(o, bot);
      const b = replay(o, a.choices);
      expect(traceHash(b)).toBe(a.hash);
      expect(b.result).toBe(a.result);
    }), { numRuns: 20, seed: 29 });
  });

  it('clone: a clone taken mid-game plays on to the same state as the original under the same choices', () => {
    fc.assert(fc.property(setupArb, fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 300 }), (o, bot, at) => {
      const g = newGame(o);
      const agent = new RandomAgent(bot);
      for (let k = 0; k < at && decision(g); k++) choose(g, agent.choose({ optionCount: decision(g)!.options.length }));
      const c = clone(g);
      expect(JSON.stringify(c)).toBe(JSON.stringify(g));
      const more = new RandomAgent(bot + 1000), more2 = new RandomAgent(bot + 1000);
      for (let k = 0; k < 200 && decision(g); k++) {
        choose(g, more.choose({ optionCount: decision(g)!.options.length }));
        choose(c, more2.choose({ optionCount: decision(c)!.options.length }));
      }
      expect(JSON.stringify(c)).toBe(JSON.stringify(g));
    }), { numRuns: 20, seed: 30 });
  });

  it('the observation hides deck orders, facedown encounter cards and boosts, and the generator', () => {
    fc.assert(fc.property(setupArb, fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 200 }), (o, bot, at) => {
      const g = newGame(o);
      const agent = new RandomAgent(bot);
      for (let k = 0; k < at && decision(g); k++) choose(g, agent.choose({ optionCount: decision(g)!.options.length }));
      const obs = observe(g).game;
      for (const id of [...obs.edeck, ...obs.boosts, ...obs.players.flatMap((p) => [...p.deck, ...p.dealt])]) expect(obs.cards[id]!.code).toBe('?');
      for (const p of obs.players) for (const id of p.hand) expect(obs.cards[id]!.code).toBe(g.cards[id]!.code); // hands are open
      expect(obs.rng).not.toEqual(g.rng);
      // a determinized state holds the same cards, only the hidden ones possibly elsewhere, and plays on legally
      const det = determinize(observe(g), [7, 8, 9, 10]);
      expect(det.cards.map((c) => c.code).sort()).toEqual(g.cards.map((c) => c.code).sort());
      expect(invariantProblems(det)).toEqual([]);
      const r = new RandomAgent(bot);
      for (let k = 0; k < 300 && decision(det); k++) choose(det, r.choose({ optionCount: decision(det)!.options.length }));
      expect(invariantProblems(det)).toEqual([]);
    }), { numRuns: 20, seed: 31 });
  });
});
