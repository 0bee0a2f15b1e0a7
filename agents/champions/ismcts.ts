// ISMCTS for Marvel Champions: the same search as Legendary's (agents/ismcts.ts SearchCore), given this ruleset's
// rules (CHAMPIONS_RULES: option counts, answers, rounds as the look-ahead clock, canonical option keys). It
// samples worlds from the team's observation (engine/champions/game.ts determinize) and plays on by the heuristic's
// rules (without its look-ahead) to the game's end (`cutoff=99`, the default): a win scores 1 and a loss `progress`
// (0.5) times how far the heroes got, so that rollouts of a mostly lost game still tell the options apart. With a
// short cutoff (`cutoff=1`, the default before) a rollout stops at the end of the player phase (`phase=1`; the
// villain phase is then raced in expectation) or at the next round (`phase=0`), and the heuristic's clocks score the
// board (heuristic.ts clockScore: a win 1, a loss 0). Its prior at the root is the heuristic's own choice, look-ahead
// and all, which the margin rule keeps unless the search finds a clearly better one; deeper in the tree the prior is
// the heuristic's turn rule. The turn's main decisions are searched, and with `questions=1` (opt-in) the choice of a
// target (which enemy an attack hits, which scheme a thwart clears, ...) and of a defender; the others (payments,
// interrupts and responses, discards, the choices cards ask) are the heuristic's, its look-ahead where it has one.
// `questions=1` gets the heroes further against Klaw and Ultron but wins no more often (docs/bot-strength.md).

import { seedRng, type RngState } from '../../engine/shared/rng.js';
import { choose, determinize, villainProgress, type Game } from '../../engine/champions/index.js';
import { SearchCore, searchReason, type SearchRules, type Sampler } from '../ismcts.js';
import type { AgentReason } from '../agent.js';
import { numericParams, type ChampionsAgent, type ChampionsView } from './agent.js';
import { ChampionsHeuristicAgent, clockScore, CHAMPIONS_DEFAULT_WEIGHTS, inPlayerTurn } from './heuristic.js';

const IDS = new Map<string, number>();
function idOf(s: string): number {
  let id = IDS.get(s);
  if (id === undefined) { id = IDS.size + 1; IDS.set(s, id); }
  return id;
}
const ZONES: Record<string, number> = { hand: 1, play: 2, minion: 3, side: 4, main: 5, villain: 6, identity: 7, attach: 8, discard: 9, deck: 10, env: 11 };

/** The canonical key of each option of the pending decision: what it is, on which card by code and zone, and its number. */
function optionKeys(g: Game, out: number[]): number[] {
  const d = g.pending!;
  out.length = 0;
  const r = idOf(d.reason);
  for (const o of d.options) {
    let card = 0;
    if (o.c >= 0) {
      const c = g.cards[o.c]!;
      card = (c.facedown ? 1 : idOf(c.code) + 1) * 16 + (ZONES[c.zone] ?? 0);
    }
    out.push(((r * 64 + idOf(o.t)) * 65536 + card) * 64 + (o.x & 63));
  }
  return out;
}

export const CHAMPIONS_RULES: SearchRules<Game> = {
  options: (g) => g.pending!.options.length,
  choose,
  over: (g) => g.result !== null,
  turn: (g) => g.round,
  steps: (g) => g.steps,
  keys: optionKeys,
};

/** Half-rounds: the player phase of round r is 2r, its villain phase 2r + 1 (the search's clock with `phase=1`). */
function halfRound(g: Game): number { return 2 * g.round + (inPlayerTurn(g) ? 0 : 1); }

export interface ChampionsIsmctsConfig {
  iterations: number; c: number; cutoff: number; bias: number; margin: number;
  /** 1: the cutoff counts phases, so a rollout stops when the player phase ends and the clocks race the villain phase in
   *  expectation (as the heuristic's look-ahead does); 0: it counts rounds and the villain phase is played, its
   *  encounter cards drawn in the sampled world */
  phase: number;
  /** what a rollout that ends in a loss scores: this share of how far the heroes got (engine summary's villainProgress:
   *  the villain stages beaten, the last by its hit points lost); 0: every loss scores 0 */
  progress: number;
  /** 1: targets and defenders are searched too (QUESTIONS); 0: only the turn's main decisions, the rest answered by the
   *  heuristic */
  questions: number;
}
export const CHAMPIONS_ISMCTS_DEFAULTS: ChampionsIsmctsConfig = { iterations: 40, c: 0.7, cutoff: 99, bias: 5, margin: 0.02, phase: 1, progress: 0.5, questions: 0 };

/** The decision kinds searched besides the turn's main decisions with `questions=1`: a target (an enemy to attack, a
 *  scheme to thwart, a character to heal or ready) and a defender. Searching interrupts and responses, discards and the
 *  choices cards ask as well bought nothing measurable (docs/bot-strength.md). */
export const QUESTIONS: ReadonlySet<string> = new Set(['target', 'defend']);

/** A board score squashed to [0, 1] (a win 1, a loss `progress` times how far the heroes got); between phases, the
 *  coming villain phase raced in expectation. */
export function evaluator(progress: number): (g: Game) => number {
  return (g) => (g.result === 'loss' && progress > 0 ? progress * villainProgress(g) : clockScore(g, CHAMPIONS_DEFAULT_WEIGHTS, !inPlayerTurn(g)));
}

export class ChampionsIsmctsAgent implements ChampionsAgent {
  readonly spec: string;
  private readonly rules: ChampionsHeuristicAgent;
  private readonly search: SearchCore<Game>;
  private readonly questions: boolean;
  constructor(spec: string, seed: number | string, cfg: ChampionsIsmctsConfig = CHAMPIONS_ISMCTS_DEFAULTS) {
    this.spec = spec;
    this.rules = new ChampionsHeuristicAgent(seed);
    this.questions = cfg.questions > 0;
    const quick = (g: Game): number => this.rules.quick(g);
    // the root (a sampled world of the decision being searched) gets the heuristic's full choice, made once per search
    const prior = (g: Game): number => (g.steps === this.rootSteps ? this.rootChoice : this.rules.quick(g));
    const rules: SearchRules<Game> = cfg.phase > 0 ? { ...CHAMPIONS_RULES, turn: halfRound } : CHAMPIONS_RULES;
    this.search = new SearchCore(rules, {
      iterations: cfg.iterations, timeMs: 0, c: cfg.c, cutoff: cfg.cutoff, bias: cfg.bias, margin: cfg.margin, stop: 2,
      rollout: quick, prior, evaluate: evaluator(cfg.progress), macro: null,
    }, seedRng(`champions-ismcts:${seed}`));
  }
  /** the decision being searched (its step count) and the heuristic's choice there */
  private rootSteps = -1;
  private rootChoice = 0;
  /** the last choice: trivial, the heuristic's rule for a decision of this kind, or a search (search.last) */
  private why: 'none' | 'search' | string = 'none';
  explain(): AgentReason | null {
    if (this.why === 'none') return null;
    return this.why === 'search' ? (this.search.last ? searchReason(this.search.last) : null) : (this.rules.explain() ?? { note: `the heuristic's rule for ${this.why} decisions` });
  }
  choose(view: ChampionsView): number {
    this.why = 'none';
    const d = view.decision;
    if (d.options.length <= 1) return 0;
    if (d.kind !== 'main' && !(this.questions && QUESTIONS.has(d.kind))) { this.why = d.kind; return this.rules.choose(view); }
    const obs = view.observation;
    const sampler: Sampler<Game> = { sample: (rng: RngState) => determinize(obs, rng) };
    this.rootSteps = view.game.steps;
    this.rootChoice = this.rules.choose(view);
    const i = this.search.search(sampler, d.options.length);
    this.why = 'search';
    return i;
  }
}

/** Parses "ismcts" or "ismcts:iterations=80,c=0.5,...". */
export function championsIsmctsConfig(spec: string): ChampionsIsmctsConfig { return numericParams(spec, CHAMPIONS_ISMCTS_DEFAULTS, 'ismcts parameter'); }


