// Events: how the primitives announce what happens to the hooks compiled for the game (engine/legendary/compile.ts):
// `before` and `after` hooks run around a move, a `replace` hook may take it over ("instead").

import { type Compiled, compiled } from '../compile.js';
import { effectKindOf } from '../effects.js';
import { type EventKind, type Game, type GameEvent, Z_NONE } from '../types.js';

/** An event; its source is the given card, else the card whose effect is resolving (Game.src). */
export function event(g: Game, kind: EventKind, p: number, c: number, from: number, to: number, slot = -1, src = -1, byEffect = false, n = 0): GameEvent {
  return { kind, p, c, from, to, slot, src: src >= 0 ? src : g.src, byEffect, n };
}

/** Runs the `before` hooks of an event kind (the caller checked that the kind has hooks). */
export function before(g: Game, cc: Compiled, e: GameEvent): void {
  const hs = cc.hooks[e.kind];
  if (hs) for (const h of hs.before) h.fn(g, e, h.owner);
}

/** Offers the event to the `replace` hooks from e.n on; true when one took it over. */
export function replaced(g: Game, cc: Compiled, e: GameEvent): boolean {
  const hs = cc.hooks[e.kind];
  if (!hs) return false;
  for (let i = e.n; i < hs.replace.length; i++) {
    const h = hs.replace[i]!;
    e.n = i + 1;
    if (h.fn(g, e, h.owner)) return true;
  }
  return false;
}

/** Runs the `after` hooks of the game and of the turn's effects. */
export function after(g: Game, cc: Compiled, e: GameEvent): void {
  const hs = cc.hooks[e.kind];
  if (hs) for (const h of hs.after) h.fn(g, e, h.owner);
  const es = g.t.effects;
  for (let i = 0; i < es.length; i++) {
    const x = es[i]!;
    const fn = effectKindOf(x.k).after?.[e.kind];
    if (fn) fn(g, e, x);
  }
}

/** Whether anything listens to an event kind (hooks of the game, or any effect of the turn). */
export function listened(g: Game, cc: Compiled, kind: EventKind): boolean {
  return cc.hooks[kind] !== undefined || g.t.effects.length > 0;
}

/** Announces an event that moves no card (turn start and end, twists, strikes) to its `after` hooks. */
export function announce(g: Game, kind: EventKind, p: number, c = -1, src = -1): void {
  const cc = compiled(g);
  if (listened(g, cc, kind)) after(g, cc, event(g, kind, p, c, Z_NONE, Z_NONE, -1, src));
}

/** Announces the `before` phase of an event that moves no card. */
export function announceBefore(g: Game, kind: EventKind, p: number, c = -1): void {
  const cc = compiled(g);
  if (cc.hooks[kind]) before(g, cc, event(g, kind, p, c, Z_NONE, Z_NONE));
}
