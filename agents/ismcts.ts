// Information-set Monte Carlo tree search (single-observer ISMCTS: Cowling, Powley & Whitehouse 2012).
//
// Each iteration samples a determinization of the bot's Observation (engine/legendary/determinize.ts), then walks one
// tree whose edges are canonical action keys (agents/ismcts/keys.ts), so the same choice is the same edge
// in every determinization. Selection is UCB1 over the actions available in this determinization, with
// availability counts in place of the parent's visit count (SO-ISMCTS), on mean rewards rescaled to the
// range seen in this search. One node is added per iteration; a rollout policy then plays on to the cutoff
// (the end of the current turn, N turns, or the end of the game), and the state is scored: 1 for a team
// win, 0 for a loss or a draw, an evaluation in between. The game is cooperative, so every seat's
// decisions in the tree maximise the same reward.
//
// Three things make it strong at a small budget (defaults in DEFAULT_CONFIG):
// - the play macro-action: whenever the main decision offers a card to play, the play policy picks it (the
//   heuristic bot's superpower order), so the tree branches only on fights, recruits, healing, ending the
//   turn and the choices cards ask for;
// - a prior (the heuristic bot): its choice is expanded first and favoured by a progressive bias
//   bias / (visits + 1) in the selection score;
// - a margin rule at the root: the prior's choice is played unless the most visited action's mean reward
//   is higher by `margin` and by two standard errors, so the search overrides the prior only where it
//   sees a clear gain (often a win or a loss within the look-ahead).
// With prior=none and margin=0 it is plain SO-ISMCTS (the move played is the root's most visited action).
//
// The search reads only its own samples: the normal bot builds them from `view.observation()`. The cheating
// variant (agents/ismcts-cheat.ts) swaps in a copy of the true state and is labelled as such everywhere.
//
// The search core (SearchCore) knows a game only through SearchRules (option counts, answering, the clock, option
// keys), so it serves both rulesets: IsmctsSearch is it on Legendary (LEGENDARY_RULES, the play macro through a
// PlayerView); agents/champions/ismcts.ts is it on Marvel Champions.

import { choose } from '../engine/legendary/game.js';
import { Determinizer } from '../engine/legendary/determinize.js';
import { seedRng, randInt, type RngState } from '../engine/shared/rng.js';
import { PlayerView } from '../engine/legendary/observe.js';
import type { Game } from '../engine/legendary/types.js';
import type { Agent, AgentReason } from './agent.js';
import { optionKeys } from './ismcts/keys.js';
import type { RolloutPolicy } from './ismcts/rollout.js';
import type { PlayPolicy } from './ismcts/plays.js';
import { evaluation, playMacro, priorPolicy, rolloutPolicy } from './ismcts/policies.js';

/** Something that produces full game states consistent with what the bot knows. */
export interface Sampler<G = Game> { sample(rng: RngState): G }

/**
 * What the search needs of a ruleset: the pending decision's option count, answering it, whether the game is over,
 * the look-ahead clock (Legendary's turns, Marvel Champions' rounds), a step count, and canonical option keys (the
 * same choice gets the same key in every determinization). The search itself knows nothing else of the game, so
 * one search serves both rulesets.
 */
export interface SearchRules<G> {
  options(g: G): number;
  choose(g: G, i: number): void;
  over(g: G): boolean;
  turn(g: G): number;
  steps(g: G): number;
  keys(g: G, out: number[]): number[];
}

/** The search's options for a ruleset: policies read the states the search samples. */
export interface SearchOptions<G> {
  iterations: number; timeMs: number; c: number; cutoff: number; bias: number; margin: number; stop: number;
  rollout: (g: G, rng: RngState) => number;
  evaluate: (g: G) => number;
  prior: ((g: G, rng: RngState) => number) | null;
  /** a macro-action: the option the search takes without branching (-1: search this decision) */
  macro: ((g: G) => number) | null;
}

/** Legendary for the search. */
export const LEGENDARY_RULES: SearchRules<Game> = {
  options: (g) => g.pending!.options.length,
  choose,
  over: (g) => g.result !== null,
  turn: (g) => g.turn,
  steps: (g) => g.steps,
  keys: (g, out) => optionKeys(g, g.pending!, out),
};

export interface IsmctsOptions {
  /** iterations per decision (Infinity: limited by `timeMs` only) */
  iterations: number;
  /** milliseconds per decision, 0 for none; with 0 the search is reproducible from its seed */
  timeMs: number;
  /** UCB1 exploration constant */
  c: number;
  /** rollout policy after the tree */
  rollout: RolloutPolicy;
  /** turns to look ahead: 1 = to the end of the current turn; Infinity = to the end of the game */
  cutoff: number;
  /** scores a state at the cutoff, in [0, 1] */
  evaluate: (g: Game) => number;
  /** the "play your cards" macro: picks the card to play whenever the main decision offers one (null: off) */
  play: PlayPolicy | null;
  /** a policy whose choice the tree tries first and favours (progressive bias), or null */
  prior: RolloutPolicy | null;
  /** weight of the prior's choice in the selection score: bias / (visits + 1) */
  bias: number;
  /**
   * At the root, the prior's choice is kept unless the most visited action beats its mean reward by more
   * than this and by two standard errors (0: always the most visited action).
   */
  margin: number;
  /**
   * The early stop: the search ends before its budget once no other action comes within `stop` standard errors
   * of overruling the prior's choice (see `settled`); 0: off, every search runs its whole budget.
   */
  stop: number;
  /**
   * Tree reuse: a search of the decision the last search's answer led to (the same player and turn, only the play
   * macro's and one-option steps between) starts from the last tree's subtree under that answer, with this share of
   * its root's visits and rewards (0: off, every search starts afresh; 1: all of them).
   */
  reuse: number;
}

/** The early stop (IsmctsOptions.stop) is checked from this many iterations on, every STOP_EVERY. */
const STOP_FROM = 20, STOP_EVERY = 10;
/** The least variance of a reward the early stop assumes (a standard deviation of about 0.03). */
const STOP_MIN_VAR = 0.001;

/** Decisions one iteration may take per turn of look-ahead before it is scored where it stands. */
export const ROLLOUT_STEP_CAP = 1000;

/** A tree node: statistics of its children, one entry per canonical action key seen here. */
class Node {
  keys: number[] = [];
  kids: (Node | null)[] = [];
  n: number[] = [];
  w: number[] = [];
  /** sums of squared rewards (for the root's margin rule) */
  w2: number[] = [];
  avail: number[] = [];
  /** key of the prior policy's choice here (NaN: not asked yet or no prior) */
  priorKey = NaN;
}

/** Statistics of the last search, for tests and benchmarks. */
export interface SearchStats {
  iterations: number; rootVisits: number[]; rootW: number[]; rootKeys: number[]; chosen: number;
  /** the key of each option of the searched decision, by option index */
  optionKeys: number[];
  /** the key of the prior's choice at the root (NaN without a prior) */
  priorKey: number;
  /** the early stop ended the search before its budget */
  stopped: boolean;
  /** visits the root had before this search (tree reuse: the last search's subtree under its answer, scaled) */
  reused: number;
}

/** The search, for any ruleset (see SearchRules). */
export class SearchCore<G> {
  readonly rules: SearchRules<G>;
  readonly so: SearchOptions<G>;
  readonly rng: RngState;
  last: SearchStats | null = null;
  // reused between iterations
  private readonly pathNodes: Node[] = [];
  private readonly pathIdx: number[] = [];
  private readonly keys: number[] = [];
  private readonly childOf: number[] = [];
  private readonly untried: number[] = [];
  // the range of rewards seen in this search: UCB compares means rescaled to [0, 1] within it, so the
  // exploration constant means the same whether the turn's outcomes differ by a lot or a little
  private rmin = Infinity;
  private rmax = -Infinity;
  // the last search's root and the key of its answer (tree reuse)
  private prevRoot: Node | null = null;
  private prevKey = Number.NaN;

  constructor(rules: SearchRules<G>, so: SearchOptions<G>, rng: RngState) { this.rules = rules; this.so = so; this.rng = rng; }

  /** The option the macro-action takes in a state of the search (-1: none, search this decision). */
  private forced(g: G): number { return this.so.macro === null ? -1 : this.so.macro(g); }

  /**
   * Searches from the decision pending in the sampler's states; returns the option index to take. With `reuse` > 0,
   * the caller says this decision is the one the last search's answer led to (the same player, the same turn, only
   * forced steps between): the search starts from the last tree's subtree under that answer, its root's visits and
   * rewards scaled by `reuse` (they were gathered in worlds that knew less: a refilled HQ, a revealed card) and
   * counted towards the budget and the early stop.
   */
  search(sampler: Sampler<G>, optionCount: number, reuse = 0): number {
    if (optionCount <= 1) { this.prevRoot = null; return 0; }
    const o = this.so, rng = this.rng, rules = this.rules;
    let root: Node | null = null;
    if (reuse > 0 && this.prevRoot !== null) {
      const k = this.prevRoot.keys.indexOf(this.prevKey);
      if (k >= 0) root = this.prevRoot.kids[k]!;
    }
    let base = 0;
    if (root === null) { root = new Node(); this.rmin = Infinity; this.rmax = -Infinity; }
    else {
      for (let i = 0; i < root.n.length; i++) { root.n[i]! *= reuse; root.w[i]! *= reuse; root.w2[i]! *= reuse; base += root.n[i]!; }
    }
    const t0 = o.timeMs > 0 ? performance.now() : 0;
    const cap = Math.max(0, o.iterations - base);
    let rootKeys: number[] | null = null;
    let it = 0, stopped = false;
    if (base > 0) {
      // a reused root: the prior is asked again, of this decision (its answer in the last tree was one world's), and
      // the subtree may already settle the answer
      const g = sampler.sample(rng);
      rootKeys = rules.keys(g, []).slice();
      if (o.prior !== null) root.priorKey = rootKeys[o.prior(g, rng)]!;
      if (o.stop > 0 && base >= STOP_FROM && this.settled(root, rootKeys)) stopped = true;
      else if (cap > 0) { this.iterate(g, root); it = 1; }
    }
    for (; !stopped && it < cap; it++) {
      if (o.timeMs > 0 && it > 0 && performance.now() - t0 >= o.timeMs) break;
      const g = sampler.sample(rng);
      if (rootKeys === null) rootKeys = rules.keys(g, []).slice();
      this.iterate(g, root);
      // the early stop: from 20 visits on, every 10 iterations, end the search once the answer is settled
      if (o.stop > 0 && base + it + 1 >= STOP_FROM && (it + 1) % STOP_EVERY === 0 && this.settled(root, rootKeys!)) { it++; stopped = true; break; }
    }
    // (the first sample always sets the root's keys: a reused root's before the loop, else the loop's first iteration)
    const keys = rootKeys!;
    const best = this.answer(root, keys);
    this.prevRoot = root; this.prevKey = keys[best]!;
    this.last = { iterations: it, rootKeys: root.keys.slice(), rootVisits: root.n.slice(), rootW: root.w.slice(), chosen: best, priorKey: root.priorKey, stopped, optionKeys: keys.slice(), reused: base };
    return best;
  }

  /**
   * The search's answer from the root's statistics: the most visited action (ties: the better mean), unless the
   * margin rule keeps the prior's choice; as an option index of the decision whose option keys are `keys`.
   */
  private answer(root: Node, keys: readonly number[]): number {
    const o = this.so;
    let best = 0, bestN = -1, bestMean = -1, bestK = -1;
    for (let i = 0; i < keys.length; i++) {
      const k = root.keys.indexOf(keys[i]!);
      const n = k < 0 ? 0 : root.n[k]!, mean = n > 0 ? root.w[k]! / n : 0;
      if (n > bestN || (n === bestN && mean > bestMean)) { best = i; bestN = n; bestMean = mean; bestK = k; }
    }
    // the margin rule: keep the prior's choice unless the search found a clearly better one
    const pk = root.priorKey;
    if (o.margin > 0 && bestK >= 0 && root.keys[bestK] !== pk) {
      const k = root.keys.indexOf(pk), i = keys.indexOf(pk);
      if (k >= 0 && i >= 0 && root.n[k]! > 1) {
        const v = (c: number) => { const n = root.n[c]!, m = root.w[c]! / n; return Math.max(0, root.w2[c]! / n - m * m) / n; };
        const diff = bestMean - root.w[k]! / root.n[k]!;
        if (!(diff > o.margin && diff > 2 * Math.sqrt(v(bestK) + v(k)))) best = i;
      }
    }
    return best;
  }

  /**
   * Whether the search may stop: the answer now is the prior's choice, every root action was tried at least twice,
   * and none comes near overruling the prior: its mean reward plus `stop` standard errors of the difference (each
   * variance at least STOP_MIN_VAR) is below the prior's mean plus the margin. Searches that overrule the prior
   * run their whole budget.
   */
  private settled(root: Node, keys: readonly number[]): boolean {
    const o = this.so, pk = root.priorKey;
    if (o.margin <= 0 || Number.isNaN(pk)) return false;
    const p = root.keys.indexOf(pk);
    if (p < 0 || keys[this.answer(root, keys)] !== pk) return false;
    // every distinct root option has its child (the root decision is the same in every sample)
    for (let i = 0; i < keys.length; i++) if (root.keys.indexOf(keys[i]!) < 0) return false;
    const np = root.n[p]!, mp = root.w[p]! / np;
    const vp = Math.max(STOP_MIN_VAR, root.w2[p]! / np - mp * mp) / np;
    for (let c = 0; c < root.keys.length; c++) {
      // (a reused root may have children for actions of other worlds, which this decision does not offer)
      if (c === p || !keys.includes(root.keys[c]!)) continue;
      const n = root.n[c]!;
      if (n < 2) return false;
      const m = root.w[c]! / n, vc = Math.max(STOP_MIN_VAR, root.w2[c]! / n - m * m) / n;
      if (m - mp + o.stop * Math.sqrt(vc + vp) > o.margin) return false;
    }
    return true;
  }

  private iterate(g: G, root: Node): void {
    const o = this.so, rng = this.rng, rules = this.rules;
    const stopTurn = rules.turn(g) + o.cutoff;
    // a runaway turn (e.g. a card loop a policy keeps choosing) is cut off and scored where it stands
    const stepCap = rules.steps(g) + ROLLOUT_STEP_CAP * Math.min(o.cutoff, 50);
    const pathNodes = this.pathNodes, pathIdx = this.pathIdx;
    pathNodes.length = 0; pathIdx.length = 0;
    let node: Node | null = root;
    // selection and expansion
    while (node !== null && !rules.over(g) && rules.turn(g) < stopTurn && rules.steps(g) < stepCap) {
      const k = rules.options(g);
      if (k === 1) { rules.choose(g, 0); continue; }
      const f = this.forced(g);
      if (f >= 0) { rules.choose(g, f); continue; }
      const keys = rules.keys(g, this.keys);
      const childOf = this.childOf, untried = this.untried;
      childOf.length = k; untried.length = 0;
      for (let i = 0; i < k; i++) {
        // an option whose key repeats an earlier option's is the same action: skip it
        let dup = false;
        for (let j = 0; j < i; j++) if (keys[j] === keys[i]) { dup = true; break; }
        if (dup) { childOf[i] = -2; continue; }
        const ci = node.keys.indexOf(keys[i]!);
        childOf[i] = ci;
        if (ci < 0) untried.push(i);
      }
      if (o.prior !== null && node.keys.length === 0) node.priorKey = keys[o.prior(g, rng)]!;
      const pk = node.priorKey;
      let pick: number, ci: number;
      if (untried.length > 0) {
        // the prior's choice first, then the others in a random order
        pick = -1;
        for (let j = 0; j < untried.length; j++) if (keys[untried[j]!] === pk) pick = untried[j]!;
        if (pick < 0) pick = untried[untried.length === 1 ? 0 : randInt(rng, untried.length)]!;
        ci = node.keys.length;
        node.keys.push(keys[pick]!); node.kids.push(null); node.n.push(0); node.w.push(0); node.w2.push(0); node.avail.push(0);
        childOf[pick] = ci;
      } else {
        pick = -1; ci = -1;
        let bestScore = -Infinity;
        const lo = this.rmin, span = this.rmax > this.rmin ? this.rmax - this.rmin : 1;
        for (let i = 0; i < k; i++) {
          const c = childOf[i]!;
          if (c < 0) continue;
          const n = node.n[c]!;
          // availability counts: this child was available in avail[c] + 1 iterations (this one included)
          let score = n === 0 ? Infinity : (node.w[c]! / n - lo) / span + o.c * Math.sqrt(Math.log(node.avail[c]! + 1) / n);
          if (node.keys[c] === pk) score += o.bias / (n + 1);
          if (score > bestScore) { bestScore = score; pick = i; ci = c; }
        }
      }
      for (let i = 0; i < k; i++) { const c = childOf[i]!; if (c >= 0) node.avail[c]!++; }
      pathNodes.push(node); pathIdx.push(ci);
      const expanded = untried.length > 0;
      rules.choose(g, pick);
      if (expanded) { node = null; break; }
      let next: Node | null = node.kids[ci]!;
      if (next === null) { next = new Node(); node.kids[ci] = next; }
      node = next;
    }
    // rollout to the cutoff
    while (!rules.over(g) && rules.turn(g) < stopTurn && rules.steps(g) < stepCap) {
      if (rules.options(g) === 1) { rules.choose(g, 0); continue; }
      const f = this.forced(g);
      rules.choose(g, f >= 0 ? f : o.rollout(g, rng));
    }
    const r = o.evaluate(g);
    if (r < this.rmin) this.rmin = r;
    if (r > this.rmax) this.rmax = r;
    for (let i = 0; i < pathNodes.length; i++) {
      const nd = pathNodes[i]!, c = pathIdx[i]!;
      nd.n[c]!++; nd.w[c]! += r; nd.w2[c]! += r * r;
    }
  }
}

/** The search on Legendary, with its options as bot specs name them (the play macro reads a PlayerView). */
export class IsmctsSearch extends SearchCore<Game> {
  readonly o: IsmctsOptions;
  constructor(o: IsmctsOptions, rng: RngState) {
    const play = o.play;
    super(LEGENDARY_RULES, {
      ...o,
      macro: play === null ? null : (g) => {
        const d = g.pending!;
        return d.kind === 'main' ? play(new PlayerView(g, d.player), d) : -1;
      },
    }, rng);
    this.o = o;
  }
}

/** Samples determinizations of the bot's own Observation (the honest search). */
export function observationSampler(view: PlayerView): Sampler {
  return new Determinizer(view.observation());
}

/** An ISMCTS configuration by names, as a bot spec gives it (see agents/ismcts/spec.ts). */
export interface IsmctsConfig {
  iterations: number;       // Infinity: limited by time only
  timeMs: number;           // 0: limited by iterations only
  c: number;
  rollout: string;          // ROLLOUT_NAMES
  cutoff: number;           // turns; Infinity: to the end of the game
  eval: string;             // EVAL_NAMES
  prior: string;            // PRIOR_NAMES
  bias: number;
  margin: number;
  stop: number;             // 0: off
  reuse: number;            // 0: off
  play: string;             // PLAY_NAMES
  /** the heuristic pieces (prior, rollout, play macro) use the weights tuned per Scheme */
  tuned: boolean;
  cheat: boolean;
}

export const DEFAULT_CONFIG: Readonly<IsmctsConfig> = {
  iterations: 200, timeMs: 0, c: 0.7, rollout: 'heuristic', cutoff: 1, eval: 'fitted', prior: 'heuristic', bias: 5, margin: 0.05, stop: 2, reuse: 0,
  play: 'heuristic', tuned: false, cheat: false,
};

/** Builds the search options of a configuration; bot-based pieces get their own seeds from `seed`. */
export function optionsOf(cfg: IsmctsConfig, seed: number | string): IsmctsOptions {
  const s = String(seed);
  return {
    iterations: cfg.iterations, timeMs: cfg.timeMs, c: cfg.c, cutoff: cfg.cutoff,
    rollout: rolloutPolicy(cfg.rollout, s, cfg.tuned), evaluate: evaluation(cfg.eval), prior: priorPolicy(cfg.prior, s, cfg.tuned),
    bias: cfg.bias, margin: cfg.margin, stop: cfg.stop, reuse: cfg.reuse, play: playMacro(cfg.play, s, cfg.tuned),
  };
}

/** The honest ISMCTS bot: it sees the game only through its PlayerView and determinizations of it. */
export class IsmctsAgent implements Agent {
  readonly spec: string;
  /** how the bot is labelled in reports and listings */
  readonly label: string;
  readonly search: IsmctsSearch;
  protected readonly makeSampler: (view: PlayerView) => Sampler;
  constructor(spec: string, seed: number | string, o: IsmctsOptions, makeSampler: (view: PlayerView) => Sampler = observationSampler,
    label = 'ismcts') {
    this.spec = spec;
    this.label = label;
    this.search = new IsmctsSearch(o, seedRng(`ismcts:${seed}`));
    this.makeSampler = makeSampler;
  }
  /** what the last choice was: trivial, the play macro, or a search (its statistics are search.last) */
  private why: 'none' | 'macro' | 'search' = 'none';
  /** tree reuse: the step count and turn the next decision has when it follows this bot's last answer directly */
  private nextStep = -1;
  private nextTurn = -1;
  choose(view: PlayerView): number {
    this.why = 'none';
    // the decision follows this bot's last answer with nothing between: a search may reuse the last tree
    const follows = view.steps === this.nextStep && view.turn === this.nextTurn;
    this.nextStep = view.steps + 1; this.nextTurn = view.turn;
    const n = view.optionCount;
    if (n <= 1) return 0; // a trivial decision costs nothing
    const d = view.decision!;
    const play = this.search.o.play;
    if (play !== null && d.kind === 'main') {
      const i = play(view, d); // the play macro: no search needed
      if (i >= 0) { this.why = 'macro'; return i; }
    }
    const i = this.search.search(this.makeSampler(view), n, follows ? this.search.o.reuse : 0);
    this.why = 'search';
    return i;
  }
  explain(): AgentReason | null {
    if (this.why === 'macro') return { note: 'the play macro: cards are played in the heuristic\'s order without a search' };
    return this.why === 'search' && this.search.last ? searchReason(this.search.last) : null;
  }
}

/** A search's account of its answer: each option's visits and mean reward, and whether it stopped early. */
export function searchReason(s: SearchStats): AgentReason {
  const options = s.optionKeys.map((key, option) => {
    const k = s.rootKeys.indexOf(key), visits = k < 0 ? 0 : s.rootVisits[k]!;
    return { option, visits, value: visits > 0 ? s.rootW[k]! / visits : 0 };
  });
  return { note: `search: ${s.iterations} iterations${s.stopped ? ' (stopped early: the prior\'s choice was settled)' : ''}`, options };
}

/** Search options from the defaults with overrides (for tests and benchmarks). */
export function ismctsOptions(over: Partial<IsmctsOptions> = {}, cfg: Partial<IsmctsConfig> = {}, seed: number | string = 0): IsmctsOptions {
  return { ...optionsOf({ ...DEFAULT_CONFIG, ...cfg }, seed), ...over };
}
