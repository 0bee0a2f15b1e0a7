// Control flow: a stack of plain-data frames naming continuations registered here.
//
// Rules and card effects run at once when they need no choice. Work that needs a choice, or has to wait for one,
// is deferred as a frame. Frames deferred while one frame runs run in the order they were deferred, before
// anything deferred earlier, so an effect reads top to bottom. A frame with `a` set is a question: at the top of
// the stack it becomes the pending decision, unless it has at most one option.

import { mixDecision } from '../shared/trace.js';
import type { DecisionKind, Ev, Frame, Game, Opt } from './state.js';

export type Cont = (g: Game, f: Frame, v: Opt | null) => void;

/** What a question is about, for bots: they read this, never prose. */
export interface Hint {
  /** 'target-enemy' | 'target-scheme' | 'pay' | 'defend' | 'use-trigger' | 'discard' | 'mulligan' | 'yes-no' | ... */
  intent: string;
  /** for a question whose options are cards: does the asking player want the best card for itself (good) or
   *  the one it minds least losing (bad), as far as a simple bot can tell */
  prefer?: 'good' | 'bad';
}

const CONTS = new Map<string, Cont>();
const HINTS = new Map<string, Hint>();

export function cont(key: string, fn: Cont, hint?: Hint): string {
  if (CONTS.has(key)) throw new Error(`continuation registered twice: ${key}`);
  CONTS.set(key, fn);
  if (hint) HINTS.set(key, hint);
  return key;
}

export function hintOf(reason: string): Hint | undefined { return HINTS.get(reason); }
export function contKeys(): string[] { return [...CONTS.keys()]; }

/** Defers work: continuation `k` runs after the current frame. */
export function later(g: Game, k: string, p: number, c = -1, n = 0, m = 0, l: Opt[] | null = null): void {
  g.stack.push({ k, p, c, n, m, l, a: '' });
}

/**
 * Asks player `p` to pick one of `options`; continuation `k` receives the chosen option (null when there was
 * none). With one option it is taken without asking.
 */
export function ask(g: Game, p: number, kind: DecisionKind, k: string, options: Opt[], c = -1, n = 0, m = 0): void {
  g.stack.push({ k, p, c, n, m, l: options, a: kind });
}

export function opt(t: string, c = -1, x = 0): Opt { return { t, c, x }; }

function reverseFrom(a: Frame[], from: number): void {
  for (let i = from, j = a.length - 1; i < j; i++, j--) { const x = a[i]!; a[i] = a[j]!; a[j] = x; }
}

function call(g: Game, f: Frame, v: Opt | null): void {
  const fn = CONTS.get(f.k);
  if (!fn) throw new Error(`unknown continuation: ${f.k}`);
  fn(g, f, v);
}

function exec(g: Game, f: Frame): void {
  const mark = g.stack.length;
  if (f.a !== '') {
    const o = f.l!;
    if (o.length > 1) {
      g.pending = { player: f.p, kind: f.a, reason: f.k, source: f.c, options: o };
      g.pendingFrame = f;
      return;
    }
    call(g, f, o.length === 1 ? o[0]! : null);
  } else call(g, f, null);
  reverseFrom(g.stack, mark);
}

let advance: (g: Game) => void = () => { throw new Error('round structure not installed'); };
export function installAdvance(fn: (g: Game) => void): void { advance = fn; }

/** Runs the game until a decision is pending or the game is over. Work deferred outside a frame (by setup, by the
 *  round structure) runs in the order it was deferred, as inside one. */
export function run(g: Game): void {
  while (g.pending === null && g.result === null) {
    if (g.steps > g.cap) { g.result = 'loss'; g.cause = 'step cap'; break; }
    const f = g.stack.pop();
    if (f === undefined) { advance(g); reverseFrom(g.stack, 0); continue; }
    if (f.k === g.halt) { g.stack.push(f); return; }
    g.steps++; exec(g, f);
  }
}

/** Whether a look-ahead's copy stopped at its `halt` continuation (Game.halt): nothing pending, no result. */
export function halted(g: Game): boolean { return g.halt !== null && g.pending === null && g.result === null; }

export { mix } from '../shared/trace.js';

/** Answers the pending decision with option index `i`, then runs on to the next decision. */
export function choose(g: Game, i: number): void {
  const d = g.pending;
  if (d === null) throw new Error('no decision is pending');
  if (!Number.isInteger(i) || i < 0 || i >= d.options.length) {
    throw new Error(`option ${i} is out of range: the decision has ${d.options.length} options`);
  }
  const f = g.pendingFrame!;
  g.pending = null;
  g.pendingFrame = null;
  g.trace = mixDecision(g.trace, d.player, d.options.length, i);
  if (g.choices) g.choices.push(i);
  const mark = g.stack.length;
  call(g, f, d.options[i]!);
  reverseFrom(g.stack, mark);
  run(g);
}

// ---- live events ----------------------------------------------------------------------------------------------

/** Opens an event record and returns its index; frames carry the index, so a clone keeps one record per event. */
export function openEv(g: Game, t: string, p: number, src: number, tgt: number, amt: number): number {
  const e: Ev = { t, p, src, tgt, amt, cancel: false, x: {} };
  for (let i = 0; i < g.evs.length; i++) if (g.evs[i] === null) { g.evs[i] = e; return i; }
  g.evs.push(e);
  return g.evs.length - 1;
}

export function ev(g: Game, i: number): Ev {
  const e = g.evs[i];
  if (!e) throw new Error(`event ${i} is closed`);
  return e;
}

export function closeEv(g: Game, i: number): void {
  g.evs[i] = null;
  while (g.evs.length > 0 && g.evs[g.evs.length - 1] === null) g.evs.pop();
}
