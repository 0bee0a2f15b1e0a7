// The engine's control flow: a stack of plain-data frames, each naming a continuation registered here.
//
// Rules and card effects run immediately when they need no choice. Anything that needs a choice, or must
// happen after a choice, is deferred as a frame. Frames deferred while one frame runs are executed in the
// order they were deferred (first deferred, first run), and before anything deferred earlier: so a card
// effect reads top to bottom, and "each player ..." effects resolve player by player.
//
// A frame with `a` set is a question: when it reaches the top of the stack the engine stops and exposes
// it as the pending decision (or answers it itself when there is at most one option).

import { mixDecision } from '../shared/trace.js';
import type { DecisionHint, DecisionKind, Frame, Game } from './types.js';

/** A continuation: `v` is the chosen option value for questions (-1 when there was nothing to choose). */
export type Cont = (g: Game, f: Frame, v: number) => void;

const CONTS = new Map<string, Cont>();
const HINTS = new Map<string, DecisionHint>();
/**
 * The card set (its folder, engine/legendary/cards/SET/) whose module registered each continuation, read once from the
 * call site when it is registered; keys registered elsewhere (the rules, keyword modules) have none. Only tools
 * read it (`legendary bench --usage` credits a question to the set that asks it); play never does.
 */
const ORIGIN = new Map<string, string>();
const CARD_FILE = /[\\/]cards[\\/]([a-z0-9-]+)[\\/]/;
const KEYWORD_FILE = /[\\/]keywords[\\/]/, FLOW_FILE = /[\\/]flow\.[jt]s:/;

/**
 * Registers a continuation under a unique key and returns the key. A continuation that answers a question
 * says what the question is about (`hint`), for bots (engine/legendary/types.ts DecisionIntent).
 */
export function cont(key: string, fn: Cont, hint?: DecisionHint): string {
  if (CONTS.has(key)) throw new Error(`continuation registered twice: ${key}`);
  CONTS.set(key, fn);
  if (hint) HINTS.set(key, hint);
  const origin = callerSet(new Error().stack ?? '');
  if (origin) ORIGIN.set(key, origin);
  return key;
}

/** The card set of the code that called `cont`: the first caller outside this file, or past a keyword helper. */
function callerSet(stack: string): string | null {
  for (const line of stack.split('\n').slice(1)) {
    if (FLOW_FILE.test(line)) continue;
    const m = CARD_FILE.exec(line);
    if (m) return m[1]!;
    if (!KEYWORD_FILE.test(line)) return null;
  }
  return null;
}

/** The card set whose card module registered this continuation, if a card module did. */
export function contOrigin(key: string): string | undefined { return ORIGIN.get(key); }

/** What the question answered by this continuation is about, if it says. */
export function decisionHint(reason: string): DecisionHint | undefined { return HINTS.get(reason); }

function callCont(g: Game, f: Frame, v: number): void {
  const fn = CONTS.get(f.k);
  if (!fn) throw new Error(`unknown continuation: ${f.k}`);
  fn(g, f, v);
}

/** Defers work: `key` runs after the current frame, with player `p`, card `c`, numbers `n`/`m` and list `l`. */
export function later(g: Game, key: string, p: number, c = -1, n = 0, l: number[] | null = null, m = 0): void {
  g.stack.push({ k: key, p, c, n, m, l, a: '', s: g.src, x: g.mmCtx });
}

export interface AskOptions {
  /** source card instance shown to the player */
  source?: number;
  n?: number;
  m?: number;
}

/**
 * Asks player `p` to pick one of `options`; the continuation `key` then receives the value.
 * No options: the continuation gets -1. One option: it is taken without asking.
 */
export function ask(g: Game, p: number, kind: DecisionKind, key: string, options: number[], o?: AskOptions): void {
  g.stack.push({ k: key, p, c: o?.source ?? -1, n: o?.n ?? 0, m: o?.m ?? 0, l: options, a: kind, s: g.src, x: g.mmCtx });
}

function reverseFrom(a: Frame[], from: number): void {
  for (let i = from, j = a.length - 1; i < j; i++, j--) {
    const x = a[i]!; a[i] = a[j]!; a[j] = x;
  }
}

/** Runs one frame; returns false if it became the pending decision. */
function exec(g: Game, f: Frame): void {
  const mark = g.stack.length;
  g.src = f.s;
  if (f.a !== '') {
    const opts = f.l!;
    if (opts.length > 1 || (g.holdMain && f.a === 'main')) {
      g.pending = { player: f.p, kind: f.a, reason: f.k, source: f.c, options: opts };
      g.pendingFrame = f;
      // between decisions the setup's Mastermind is in its place (Game.mmCtx)
      if (g.mmCtx !== -1) mastermindContext(g, -1);
      return;
    }
    if (f.x !== g.mmCtx) mastermindContext(g, f.x ?? -1);
    callCont(g, f, opts.length === 1 ? opts[0]! : -1);
  } else {
    if (f.x !== g.mmCtx) mastermindContext(g, f.x ?? -1);
    callCont(g, f, 0);
  }
  reverseFrom(g.stack, mark);
}

/**
 * Hook the rules install: puts the state of Mastermind `x` (-1: the setup's; else another full Mastermind's card) in
 * the Mastermind's place, so that its abilities and its Tactics' work deferred to later frames act on it.
 */
let mastermindContext: (g: Game, x: number) => void = () => { /* no other full Masterminds: nothing to swap */ };
export function installMastermindContext(fn: (g: Game, x: number) => void): void { mastermindContext = fn; }

/** Runs `fn` with Mastermind `x`'s state in the Mastermind's place (-1: the setup's), then puts back what was there. */
export function inMastermindContext<T>(g: Game, x: number, fn: () => T): T {
  const prev = g.mmCtx;
  if (prev === x) return fn();
  mastermindContext(g, x);
  try { return fn(); } finally { mastermindContext(g, prev); }
}

/** Hook the turn structure installs: called when the stack is empty. */
let advance: (g: Game) => void = () => { throw new Error('turn structure not installed'); };
export function installAdvance(fn: (g: Game) => void): void { advance = fn; }

/** Runs the game until a decision is pending or the game is over. */
export function run(g: Game): void {
  while (g.pending === null && g.result === null) {
    const f = g.stack.pop();
    if (f === undefined) {
      g.src = -1;
      if (g.mmCtx !== -1) mastermindContext(g, -1);
      advance(g);
    } else exec(g, f);
  }
  if (g.mmCtx !== -1) mastermindContext(g, -1); // the game ended inside another Mastermind's work
}

export { mix } from '../shared/trace.js';

/** Answers the pending decision with option index `i` and runs on to the next decision. */
export function choose(g: Game, i: number): void {
  const d = g.pending;
  if (d === null) throw new Error('no decision is pending');
  if (!Number.isInteger(i) || i < 0 || i >= d.options.length) {
    throw new Error(`option ${i} is out of range: the decision has ${d.options.length} options`);
  }
  const f = g.pendingFrame!;
  const v = d.options[i]!;
  g.pending = null;
  g.pendingFrame = null;
  g.steps++;
  g.trace = mixDecision(g.trace, d.player, d.options.length, i);
  if (g.choices) g.choices.push(i);
  const mark = g.stack.length;
  g.src = f.s;
  if (f.x !== g.mmCtx) mastermindContext(g, f.x ?? -1);
  callCont(g, f, v);
  reverseFrom(g.stack, mark);
  run(g);
}
