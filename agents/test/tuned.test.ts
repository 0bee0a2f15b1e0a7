// Heuristic weights tuned per Scheme (agents/tuned-weights.ts): the table names real Schemes and weights,
// an agent takes the row of the game it is playing (also when one agent plays several games), given weights
// override the row, and the bot parameter `tuned` turns it on for heuristic and ismcts.

import { describe, expect, it } from 'vitest';
import { newGame, traceHash, SCHEMES } from '../../engine/legendary/index.js';
import { PlayerView } from '../../engine/legendary/observe.js';
import { HEURISTIC_DEFAULTS, HeuristicAgent } from '../heuristic.js';
import { playOut } from '../play.js';
import { BotSpecError, makeAgents } from '../registry.js';
import { SCHEME_WEIGHTS } from '../tuned-weights.js';

const tunedSchemes = Object.keys(SCHEME_WEIGHTS);
/** Schemes with a row that core games can use (the games below draw from the core set only) */
const coreTuned = tunedSchemes.filter((s) => SCHEMES.get(s)!.set === 'core');
const untuned = [...SCHEMES.values()].find((s) => s.set === 'core' && !(s.name in SCHEME_WEIGHTS))!.name;

/** The weights an agent uses at the first decision of a 2-player game of `scheme`. */
function weightsAt(agent: HeuristicAgent, scheme: string, seed: string) {
  const g = newGame({ players: 2, mastermind: 'Red Skull', scheme, seed });
  agent.choose(new PlayerView(g, g.pending!.player));
  return { ...agent.w };
}

describe('heuristic weights tuned per Scheme', () => {
  it('the table names registered Schemes and known weights, each a number >= 0 that differs from the default', () => {
    expect(tunedSchemes.length).toBeGreaterThan(0);
    for (const [scheme, row] of Object.entries(SCHEME_WEIGHTS)) {
      expect(SCHEMES.has(scheme), scheme).toBe(true);
      expect(Object.keys(row).length, scheme).toBeGreaterThan(0);
      for (const [k, v] of Object.entries(row)) {
        expect(k in HEURISTIC_DEFAULTS, `${scheme}: ${k}`).toBe(true);
        expect(Number.isFinite(v) && v >= 0, `${scheme}: ${k}=${v}`).toBe(true);
        expect(v, `${scheme}: ${k} repeats the default`).not.toBe(HEURISTIC_DEFAULTS[k as keyof typeof HEURISTIC_DEFAULTS]);
      }
    }
  });

  it("an agent takes the row of each game's Scheme, the defaults where there is none, and given weights win", () => {
    const a = new HeuristicAgent('t', {}, 'heuristic', SCHEME_WEIGHTS);
    const s = coreTuned[0]!;
    expect(weightsAt(a, s, 'a')).toEqual({ ...HEURISTIC_DEFAULTS, ...SCHEME_WEIGHTS[s] });
    expect(weightsAt(a, untuned, 'b')).toEqual(HEURISTIC_DEFAULTS); // the same agent, another game
    expect(weightsAt(a, s, 'c')).toEqual({ ...HEURISTIC_DEFAULTS, ...SCHEME_WEIGHTS[s] });
    const given = new HeuristicAgent('t', { escapeThreat: 0.25 }, 'heuristic', SCHEME_WEIGHTS);
    expect(weightsAt(given, s, 'd')).toEqual({ ...HEURISTIC_DEFAULTS, ...SCHEME_WEIGHTS[s], escapeThreat: 0.25 });
    // without a table the weights never change
    expect(weightsAt(new HeuristicAgent('t'), s, 'e')).toEqual(HEURISTIC_DEFAULTS);
  });

  /**
   * Plays core games of bot `base` and of `tuned`: how many of `rounds` games on Schemes with a row differ,
   * and whether a game on a Scheme without one is the same.
   */
  function compare(base: string, tuned: string, mastermind: string, rounds: number) {
    const play = (bot: string, scheme: string, seed: string) =>
      traceHash(playOut(newGame({ players: 2, mastermind, scheme, seed }), makeAgents(bot, seed, 2)));
    let differs = 0;
    for (let i = 0; i < rounds; i++) {
      const s = coreTuned[i % coreTuned.length]!;
      if (play(base, s, `x${i}`) !== play(tuned, s, `x${i}`)) differs++;
    }
    return { differs, sameElsewhere: play(base, untuned, 'y') === play(tuned, untuned, 'y') };
  }

  it('heuristic:tuned=true plays differently where its Scheme has a row, and exactly as heuristic where not', () => {
    const r = compare('heuristic', 'heuristic:tuned=true', 'Loki', 6);
    expect(r.differs).toBeGreaterThan(0);
    expect(r.sameElsewhere).toBe(true);
  });

  it('ismcts:tuned=true searches with the tuned heuristic where its Scheme has a row, and exactly as ismcts where not', () => {
    const r = compare('ismcts:iterations=4', 'ismcts:iterations=4,tuned=true', 'Magneto', 3);
    expect(r.differs).toBeGreaterThan(0);
    expect(r.sameElsewhere).toBe(true);
  });

  it('the parameter takes true or false only', () => {
    expect(() => makeAgents('heuristic:tuned=true', 1, 2)).not.toThrow();
    expect(() => makeAgents('heuristic:tuned=false,deck=2', 1, 2)).not.toThrow();
    let err: unknown = null;
    try { makeAgents('heuristic:tuned=yes', 1, 2); } catch (e) { err = e; }
    expect(err).toBeInstanceOf(BotSpecError);
    expect((err as Error).message).toBe('bad value "yes" for parameter tuned of bot heuristic; accepted: true, false');
  });
});
