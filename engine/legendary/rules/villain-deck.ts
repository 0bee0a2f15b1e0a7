// The Villain Deck: playing its cards (villains enter the city, Bystanders are captured, Scheme Twists and
// Master Strikes take effect).

import { compiled } from '../compile.js';
import { ask, cont, inMastermindContext, later } from '../flow.js';
import { defOf } from '../registry.js';
import { type Game, Z_KO, Z_NONE, Z_VILLAIN_DECK } from '../types.js';
import { mastermindHolder } from '../zones.js';
import { cityLive, enterCity } from './city.js';
import { announce, before, event, replaced } from './events.js';
import { isMastermindCard, isVillain, log, master, scheme } from './lookups.js';
import { checkEvil } from './scoring.js';
import { mastermindStands, withMastermind } from './mastermind.js';

/** Plays the top card of the Villain Deck. */
export function playVillainCard(g: Game): void {
  const c = g.villainDeck[g.villainDeck.length - 1];
  if (c === undefined) return;
  // decided while the card is still in the Villain Deck (a scheme may make cards villains there)
  const villain = isVillain(g, c);
  g.villainDeck.pop();
  if (g.villainDeck.length === 0 && g.drawAtEndOfTurn === '') g.drawAtEndOfTurn = 'villain deck ran out';
  playAsVillainCard(g, c, villain);
}

/**
 * Plays a card as if from the Villain Deck (the caller has taken it from where it was): a villain enters
 * the city, a bystander is captured, a twist or strike takes effect. 'villainDeck' replace hooks may play a
 * card themselves (a scheme that puts heroes in the Villain Deck).
 */
export function playAsVillainCard(g: Game, c: number, villain = isVillain(g, c)): void {
  // a card another full Mastermind's work plays is played as any: "the Mastermind" of its rules is the setup's
  if (g.mmCtx !== -1) { inMastermindContext(g, -1, () => playAsVillainCard(g, c, villain)); return; }
  g.stats.villainCardsPlayed++;
  const d = defOf(g, c);
  g.log && log(g, ` Villain deck: ${d.name}`);
  const cc = compiled(g);
  if (cc.hooks.villainDeck) {
    const e = event(g, 'villainDeck', g.current, c, Z_VILLAIN_DECK, Z_NONE);
    before(g, cc, e);
    if (replaced(g, cc, e)) return;
  }
  if (villain) { enterCity(g, c); return; }
  switch (d.kind) {
    case 'bystander': captureNearest(g, c); break;
    case 'twist': doTwist(g, c); break;
    case 'strike': doStrike(g, c); break;
    default: throw new Error(`unexpected villain deck card ${d.key}`);
  }
}

export const PLAY_VILLAIN_CARD = cont('play-villain-card', (g) => playVillainCard(g));

/** A bystander is captured by the villain nearest the Villain Deck, or by the Mastermind. */
export function captureNearest(g: Game, b: number): void {
  const lanes = g.setup.cityLanes;
  if (lanes !== undefined) {
    // several cities: the one the villains of this Villain Deck enter (or each in turn, the first first)
    const l = scheme(g).cityLane?.(g) ?? -1;
    for (const s of l >= 0 ? lanes[l] ?? [] : lanes.flat()) if (g.city[s]! >= 0 && cityLive(g, s)) { g.att[s]!.push(b); return; }
    g.att[mastermindHolder(g)]!.push(b);
    return;
  }
  for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0 && cityLive(g, s)) { g.att[s]!.push(b); return; }
  g.att[mastermindHolder(g)]!.push(b);
}

/** The villain in a space captures a bystander from the stack. */
export function captureFromStack(g: Game, slot: number): void {
  const b = g.bystanders.pop();
  if (b !== undefined) g.att[slot]!.push(b);
}

/** A Scheme Twist: count it, do the scheme's twist (the scheme decides where the card goes), then the
 *  'twist' hooks ("whenever a Scheme Twist completes": solo and challenge extras, in that order). */
export function doTwist(g: Game, c: number): void {
  if (g.mmCtx !== -1) { inMastermindContext(g, -1, () => doTwist(g, c)); return; }
  g.stats.twists++;
  const n = g.stats.twists;
  g.log && log(g, `  Scheme Twist ${n}`);
  const prev = g.src;
  g.src = c;
  scheme(g).twist(g, n, c);
  announce(g, 'twist', g.current, c);
  g.src = prev;
  checkEvil(g);
}

/** Default resting place of a played twist: the KO pile. */
export function twistToKo(g: Game, c: number): void { g.ko.push(c); }

/** A Master Strike: the Mastermind's strike effect; the card goes to the KO pile. */
export function doStrike(g: Game, c: number): void {
  g.stats.strikes++;
  g.ko.push(c);
  g.log && log(g, `  Master Strike`);
  const hs = compiled(g).hooks.strike;
  if (hs && hs.before.length) {
    // "when a Master Strike is played, before it takes effect": what the hooks ask is answered first
    before(g, compiled(g), event(g, 'strike', g.current, c, Z_VILLAIN_DECK, Z_KO));
    later(g, STRIKE_EFFECT, g.current, c);
    return;
  }
  strikeEffect(g, c);
}

const STRIKE_EFFECT = cont('master-strike-effect', (g, f) => { if (g.result === null) strikeEffect(g, f.c); });

/**
 * The Mastermind's Master Strike effect, from a Master Strike card or from another rule (`c` is the card
 * that caused it). "Whenever a Master Strike completes" rules are 'strike' hooks. A 'strikeEffect' replace hook may
 * cancel it ("if a Master Strike would occur, ... instead"); a hook whose player declines calls this again with `n`,
 * the replace hooks already consulted.
 */
export function strikeEffect(g: Game, c: number, n = 0): void {
  if (g.mmCtx !== -1) { inMastermindContext(g, -1, () => strikeEffect(g, c, n)); return; }
  const cc = compiled(g);
  if (cc.hooks.strikeEffect && replaced(g, cc, event(g, 'strikeEffect', g.current, c, Z_NONE, Z_NONE, -1, c, false, n))) return;
  const prev = g.src;
  g.src = c;
  if (g.others.length === 0) master(g).strike(g, g.current, c);
  else later(g, STRIKE_EACH, g.current, c, 0, strikers(g));
  announce(g, 'strike', g.current, c);
  g.src = prev;
}

// With several Masterminds (rules/mastermind.ts, other Masterminds) each standing one does its Master Strike, in the
// order the current player picks (a 'card' question over the Mastermind cards still to strike, intent
// 'strike-order'). The setup's Mastermind strikes with its card's ability; an ascended villain with its `strike`,
// given its own card.
function strikers(g: Game): number[] {
  const out: number[] = [];
  if (mastermindStands(g) && g.mastermind.length) out.push(g.mastermind[0]!);
  for (const o of g.others) out.push(o);
  return out;
}
const STRIKE_EACH = cont('master-strike-each', (g, f) => {
  const left = (f.l ?? []).filter((m) => m === g.mastermind[0] ? mastermindStands(g) : g.others.includes(m));
  if (left.length === 0) return;
  if (left.length === 1) { strikeBy(g, f.c, left[0]!, []); return; }
  ask(g, g.current, 'card', STRIKE_CHOSEN, left, { source: f.c });
});
const STRIKE_CHOSEN = cont('master-strike-order', (g, f, v) => {
  strikeBy(g, f.c, v, (f.l ?? []).filter((m) => m !== v));
}, { about: 'strike-order' });
function strikeBy(g: Game, c: number, m: number, rest: number[]): void {
  const prev = g.src;
  g.src = c;
  if (m === g.mastermind[0]) master(g).strike(g, g.current, c);
  else if (isMastermindCard(g, m)) withMastermind(g, m, () => master(g).strike(g, g.current, c)); // a full Mastermind
  else {
    defOf(g, m).strike?.(g, g.current, m);
    scheme(g).otherMasterminds?.strike?.(g, g.current, m);
  }
  g.src = prev;
  if (rest.length) later(g, STRIKE_EACH, g.current, c, 0, rest);
}
