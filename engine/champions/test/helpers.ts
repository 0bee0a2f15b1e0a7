// Test helpers for Marvel Champions rule and card tests: build a game, put cards where a test needs them, answer
// decisions by what the options are rather than by index.

import { choose, decision, describeOption, newGame, type Game, type SetupOptions } from '../index.js';
import { engage, enterPlay } from '../round.js';
import { codeIndex, setCode } from '../codes.js';
import type { Opt } from '../state.js';

export type { Game } from '../index.js';

/** A game past its mulligans (everyone keeps), at the first player's first main decision. */
export function setupGame(o: Partial<SetupOptions> = {}): Game {
  const g = newGame({ villain: 'rhino', heroes: [{ identity: 'spider_man', aspect: 'justice' }], seed: 1, ...o });
  while (decision(g)?.kind === 'mulligan') pick(g, (x) => x.t === 'keep');
  return g;
}

/** A new card instance (a copy from outside the decks) for player p (or the scenario, p = -1). */
export function newCard(g: Game, code: string, p: number): number {
  const id = g.cards.length;
  g.cards.push({ id, code, ci: codeIndex(code), owner: p, ctrl: p, zone: 'limbo', dmg: 0, threat: 0, exh: false, stun: false, conf: false, tough: false, ctr: 0, host: -1, eng: -1, facedown: false });
  return id;
}

/** Puts a new copy of a card in player p's hand. */
export function toHand(g: Game, p: number, code: string): number {
  const id = newCard(g, code, p);
  g.cards[id]!.zone = 'hand';
  g.players[p]!.hand.push(id);
  return id;
}

/** Puts a new copy of a card on top of player p's deck. */
export function toDeckTop(g: Game, p: number, code: string): number {
  const id = newCard(g, code, p);
  g.cards[id]!.zone = 'deck';
  g.players[p]!.deck.push(id);
  return id;
}

/**
 * Puts a new copy of a player card into play under p's control (attached to `host` if given), through the rules'
 * enterPlay (uses counters, toughness, 'entered' responses as a card put into play). Runs on to the next decision.
 */
export function toPlay(g: Game, p: number, code: string, host = -1): number {
  const id = newCard(g, code, p);
  act(g, () => enterPlay(g, p, id, host, false));
  return id;
}

/** Puts a new encounter minion into play engaged with p (toughness, quickstrike, responses). */
export function addMinion(g: Game, p: number, code: string): number {
  const id = newCard(g, code, -1);
  act(g, () => engage(g, id, p));
  return id;
}

/** Puts a new side scheme into play with `threat` on it. */
export function addSide(g: Game, code: string, threat: number): number {
  const id = newCard(g, code, -1);
  const c = g.cards[id]!;
  c.zone = 'side'; c.threat = threat;
  g.sides.push(id);
  return id;
}

/** Attaches a new encounter attachment to `host` (the villain by default). */
export function addAttachment(g: Game, code: string, host = g.villain): number {
  const id = newCard(g, code, -1);
  const c = g.cards[id]!;
  c.zone = 'attach'; c.host = host;
  g.attachments.push(id);
  return id;
}

/**
 * Runs `fn` (which may defer work, as rules functions do) between decisions: its deferred frames run in order,
 * then the pending decision is asked again (a main decision afresh, since its options may have changed).
 */
export function act(g: Game, fn: () => void): void {
  const pf = g.pendingFrame;
  const mark = g.stack.length;
  g.pending = null; g.pendingFrame = null;
  fn();
  for (let i = mark, j = g.stack.length - 1; i < j; i++, j--) { const x = g.stack[i]!; g.stack[i] = g.stack[j]!; g.stack[j] = x; }
  if (pf) g.stack.splice(mark, 0, pf.k === 'main-ans' ? { k: 'main', p: pf.p, c: -1, n: 0, m: 0, l: null, a: '' } : pf);
  runLoop(g);
}
import { run as runLoop } from '../flow.js';

/** The index of the first option matching, or throws with the options listed. */
export function optionIndex(g: Game, pred: (o: Opt) => boolean): number {
  const d = decision(g);
  if (!d) throw new Error('no decision pending');
  const i = d.options.findIndex(pred);
  if (i < 0) throw new Error(`no such option in ${d.reason}: ${d.options.map((o) => describeOption(g, o)).join(' / ')}`);
  return i;
}

export function pick(g: Game, pred: (o: Opt) => boolean): void { choose(g, optionIndex(g, pred)); }
export function has(g: Game, pred: (o: Opt) => boolean): boolean { return !!decision(g)?.options.some(pred); }

/** Picks the option of type t (and card c, if given). */
export function pickT(g: Game, t: string, c?: number, x?: number): void {
  pick(g, (o) => o.t === t && (c === undefined || o.c === c) && (x === undefined || o.x === x));
}

/** Pays a pending cost with these hand cards (or resource abilities), in order. */
export function payWith(g: Game, ...ids: number[]): void {
  for (const id of ids) {
    if (decision(g)?.kind !== 'pay') return;
    pick(g, (o) => o.c === id);
  }
}

/** Answers decisions with the first option until one of `kind` (or a main decision) is pending. */
export function until(g: Game, stop: (reason: string, kind: string) => boolean, max = 10_000): void {
  for (let i = 0; i < max; i++) {
    const d = decision(g);
    if (!d || stop(d.reason, d.kind)) return;
    const pass = d.options.findIndex((o) => o.t === 'pass' || o.t === 'none' || o.t === 'keep' || o.t === 'done' || o.t === 'end');
    choose(g, pass >= 0 ? pass : 0);
  }
  throw new Error('until: too many decisions');
}

/** Sets a player's form directly (a test shortcut: no form-change window, no count against the turn's change). */
export function setForm(g: Game, p: number, form: 'hero' | 'alter'): void {
  const pl = g.players[p]!;
  pl.form = form;
  setCode(g.cards[pl.identity]!, form === 'hero' ? pl.heroCode : pl.alterCode);
}

/** Empties a player's hand into the discard pile (so that payment choices are what a test gives). */
export function emptyHand(g: Game, p: number): void {
  const pl = g.players[p]!;
  for (const id of pl.hand) { g.cards[id]!.zone = 'discard'; pl.discard.push(id); }
  pl.hand = [];
}

export const TWO_HEROES = [{ identity: 'spider_man', aspect: 'justice' }, { identity: 'she_hulk', aspect: 'aggression' }];

/** A game at player 1's main decision, every identity in `form`, hands empty, no threat on the main scheme. */
export function fresh(form: 'hero' | 'alter' = 'hero', heroes?: { identity: string; aspect: string }[]): Game {
  const g = setupGame(heroes ? { heroes } : {});
  g.players.forEach((_, p) => { setForm(g, p, form); emptyHand(g, p); });
  g.cards[g.main]!.threat = 0;
  act(g, () => {});
  return g;
}

/** Puts a new copy of an encounter card on top of the encounter deck. */
export function toEncounterTop(g: Game, code: string): number {
  const id = newCard(g, code, -1);
  g.cards[id]!.zone = 'edeck';
  g.edeck.push(id);
  return id;
}

/** Puts a new copy of a player card on top of player p's discard pile. */
export function toDiscard(g: Game, p: number, code: string): number {
  const id = newCard(g, code, p);
  g.cards[id]!.zone = 'discard';
  g.players[p]!.discard.push(id);
  return id;
}

/** Player p's identity card. */
export const me = (g: Game, p = 0): number => g.players[p]!.identity;

/** Answers pass / none / the first option until a main decision (or the game's end). */
export function toMain(g: Game): void { until(g, (_r, k) => k === 'main'); }
