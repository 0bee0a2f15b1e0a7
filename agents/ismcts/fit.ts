// Fits the coefficients of agents/ismcts/features.ts: logistic regression of the final result (win = 1) on
// the features of the states at the start of each turn (the search's cutoff), in self-play games of the
// given bots over every mastermind x scheme of the given card sets (core by default). Deterministic given its arguments. Used offline to produce
// FITTED; run it with e.g.
//   node -e "import('./dist/agents/ismcts/fit.js').then(m => console.log(JSON.stringify(m.fitEvaluation().coeffs)))"

import { newGame } from '../../engine/legendary/setup.js';
import { choose } from '../../engine/legendary/game.js';
import { PlayerView } from '../../engine/legendary/observe.js';
import '../../engine/legendary/index.js';
import { groupsOf, pool, type GroupKind } from '../../engine/legendary/registry.js';
import { makeAgents } from '../registry.js';
import { NF, features } from './features.js';

export interface FitOptions { bots: string[]; seeds: number; players: number; l2: number; epochs: number; holdout: number; sets: string[] }
export const FIT_DEFAULTS: FitOptions = { bots: ['heuristic', 'attack-first', 'greedy-recruit'], seeds: 20, players: 2, l2: 1e-3, epochs: 3000, holdout: 0.2, sets: ['core'] };

export interface FitResult { coeffs: number[]; samples: number; trainLoss: number; testLoss: number; testAuc: number; baseLoss: number }

const qualified = (kind: GroupKind, label: string) => { const g = groupsOf(kind).get(label)!; return `${g.set}:${g.name}`; };

/** States (features) and results of self-play games. */
export function collect(o: FitOptions): { x: Float64Array[]; y: number[]; game: number[] } {
  const x: Float64Array[] = [], y: number[] = [], game: number[] = [];
  let gi = 0;
  for (const bot of o.bots) {
    for (const mm of pool('mastermind', o.sets)) for (const sc of pool('scheme', o.sets)) for (let s = 0; s < o.seeds; s++) {
      const sets = o.sets.length === 1 && o.sets[0] === 'core' ? {} : { sets: o.sets };
      const g = newGame({ players: o.players, mastermind: qualified('mastermind', mm), scheme: qualified('scheme', sc), seed: `fit:${s}`, ...sets });
      const agents = makeAgents(bot, `fit:${bot}:${s}`, o.players);
      const views = g.players.map((_, p) => new PlayerView(g, p));
      const start = x.length;
      let lastTurn = 0;
      while (g.result === null && g.steps < 20000) {
        if (g.turn !== lastTurn) { lastTurn = g.turn; x.push(features(g)); game.push(gi); }
        const d = g.pending!;
        choose(g, agents[d.player]!.choose(views[d.player]!));
      }
      const won = g.result === 'win' ? 1 : 0;
      for (let i = start; i < x.length; i++) y.push(won);
      gi++;
    }
  }
  return { x, y, game };
}

function sigmoid(z: number): number { return 1 / (1 + Math.exp(-z)); }

/** Batch gradient descent (Adam) on the mean log loss plus an L2 penalty on the slopes. */
export function logistic(x: Float64Array[], y: number[], l2: number, epochs: number): number[] {
  const n = x.length, d = NF + 1;
  const w = new Float64Array(d), m = new Float64Array(d), v = new Float64Array(d), grad = new Float64Array(d);
  const lr = 0.05, b1 = 0.9, b2 = 0.999;
  for (let e = 1; e <= epochs; e++) {
    grad.fill(0);
    for (let i = 0; i < n; i++) {
      const xi = x[i]!;
      let z = w[0]!;
      for (let j = 0; j < NF; j++) z += w[j + 1]! * xi[j]!;
      const r = sigmoid(z) - y[i]!;
      grad[0]! += r;
      for (let j = 0; j < NF; j++) grad[j + 1]! += r * xi[j]!;
    }
    for (let j = 0; j < d; j++) {
      const gj = grad[j]! / n + (j > 0 ? l2 * w[j]! : 0);
      m[j] = b1 * m[j]! + (1 - b1) * gj;
      v[j] = b2 * v[j]! + (1 - b2) * gj * gj;
      w[j]! -= lr * (m[j]! / (1 - b1 ** e)) / (Math.sqrt(v[j]! / (1 - b2 ** e)) + 1e-8);
    }
  }
  return [...w];
}

function loss(x: Float64Array[], y: number[], w: number[]): number {
  let s = 0;
  for (let i = 0; i < x.length; i++) {
    let z = w[0]!;
    for (let j = 0; j < NF; j++) z += w[j + 1]! * x[i]![j]!;
    const p = Math.min(1 - 1e-9, Math.max(1e-9, sigmoid(z)));
    s -= y[i]! ? Math.log(p) : Math.log(1 - p);
  }
  return s / Math.max(1, x.length);
}

function auc(x: Float64Array[], y: number[], w: number[]): number {
  const scored = x.map((xi, i) => { let z = w[0]!; for (let j = 0; j < NF; j++) z += w[j + 1]! * xi[j]!; return [z, y[i]!] as const; });
  scored.sort((a, b) => a[0] - b[0]);
  let pos = 0, neg = 0, rankSum = 0;
  scored.forEach(([, l], r) => { if (l) { pos++; rankSum += r + 1; } else neg++; });
  return pos && neg ? (rankSum - pos * (pos + 1) / 2) / (pos * neg) : 0.5;
}

/** Collects games, fits on most of them and reports the fit on the held-out games. */
export function fitEvaluation(over: Partial<FitOptions> = {}): FitResult {
  const o = { ...FIT_DEFAULTS, ...over };
  const { x, y, game } = collect(o);
  const test = (gi: number) => (gi * 2654435761 % 1000) / 1000 < o.holdout;
  const tx: Float64Array[] = [], ty: number[] = [], vx: Float64Array[] = [], vy: number[] = [];
  x.forEach((xi, i) => { if (test(game[i]!)) { vx.push(xi); vy.push(y[i]!); } else { tx.push(xi); ty.push(y[i]!); } });
  const w = logistic(tx, ty, o.l2, o.epochs);
  const rate = ty.reduce((a, b) => a + b, 0) / Math.max(1, ty.length);
  const base = [Math.log(rate / (1 - rate)), ...new Array<number>(NF).fill(0)];
  return { coeffs: w.map((c) => Math.round(c * 1000) / 1000), samples: x.length, trainLoss: loss(tx, ty, w), testLoss: loss(vx, vy, w), testAuc: auc(vx, vy, w), baseLoss: loss(vx, vy, base) };
}
