// The city and its villains: villain Attack, whether a villain can be fought, defeating a villain (its Fight
// effect, what it held, the 'defeat' hooks), villains entering and moving, Ambush, escapes, destroyed spaces.

import { compiled } from '../compile.js';
import { FIGHT_EFFECT_CANCELLED, effectKindOf, removeEffect } from '../effects.js';
import { ask, cont, inMastermindContext, later } from '../flow.js';
import { defOf } from '../registry.js';
import { type Game, PAY_FIGHT, Z_CITY, Z_ESCAPED, Z_NONE, Z_TACTICS, Z_VICTORY, Z_VILLAIN_DECK } from '../types.js';
import { after, event, listened, replaced } from './events.js';
import { chooseKoFromHq } from './hq.js';
import { cityName, faceDownCount, isBystander, log, nameOf, playerOrder, scheme, takeFaceDown } from './lookups.js';
import { available } from './paying.js';
import { chooseDiscard, rescueAttached, rescueEffectsLater } from './player-cards.js';
import { checkEvil } from './scoring.js';

/**
 * A villain's Attack in city space `slot` (-1: not in the city) with every modifier. `fight` (default
 * true) includes the modifiers that apply only when a player fights it ("any villain you fight on the
 * Rooftops this turn gets -2 Attack"); an effect that defeats without fighting asks with `fight` false.
 */
export function villainCardAttack(g: Game, c: number, slot: number, fight = true): number {
  const d = defOf(g, c);
  let a = d.attackAt ? d.attackAt(g, slot, c) : d.attack;
  const cc = compiled(g);
  for (const m of cc.villainAttack) a += m(g, slot, c, fight);
  const es = g.t.effects;
  for (let i = 0; i < es.length; i++) { const f = effectKindOf(es[i]!.k).villainAttack; if (f) a += f(g, slot, c, fight, es[i]!); }
  return a < 0 ? 0 : a;
}

/** The Attack of the villain in a city space (see villainCardAttack). */
export function villainAttack(g: Game, slot: number, fight = true): number {
  return villainCardAttack(g, g.city[slot]!, slot, fight);
}

/** Whether the villain in a space can be defeated by effects now (nothing is defeated after healing). */
export function canDefeatNow(g: Game): boolean { return !g.t.healed; }

export function canFightSlot(g: Game, slot: number): boolean {
  const c = g.city[slot]!;
  if (c < 0 || g.t.healed) return false;
  if (available(g, PAY_FIGHT, c) < villainAttack(g, slot)) return false; // the cheap test first
  if (g.faceDown.length && faceDownCount(g, c) > 0) return false;
  if (!slotFightable(g, slot)) return false;
  const d = defOf(g, c);
  return !d.canDefeat || d.canDefeat(g, g.current, c);
}

/** Whether no rule forbids fighting the villain in city space `slot` now (`mods.canFightSlot`). */
export function slotFightable(g: Game, slot: number): boolean {
  const fs = compiled(g).canFightSlot;
  for (let i = 0; i < fs.length; i++) if (!fs[i]!(g, slot)) return false;
  return true;
}

/**
 * Defeat the villain in a city space (by a fight, or by an effect that defeats): it and the Bystanders
 * it holds go to the victory pile, then its Fight effect, then the 'defeat' hooks ("whenever you defeat");
 * other cards it held are KO'd unless its Fight effect or a hook took them (g.defeatAtt); the Bystanders'
 * rescue effects come last, after the work the Fight effect deferred.
 */
export function defeatVillain(g: Game, p: number, slot: number): void {
  const c = g.city[slot]!;
  if (c < 0 || !canDefeatNow(g)) return;
  g.city[slot] = -1;
  let held = g.att[slot]!; g.att[slot] = [];
  if (g.faceDown.length) held = held.concat(takeFaceDown(g, c));
  g.log && log(g, `  P${p + 1} defeats ${nameOf(g, c)} (${cityName(slot)})`);
  defeated(g, p, c, held, slot, Z_CITY);
}

/**
 * Defeats a villain that is not in the city (on top of the Villain Deck, in a stack beside the scheme, in the HQ):
 * the caller names the zone it is in; it leaves it, and everything else happens as for a villain in the city.
 * `held`: cards it held that the caller has taken from where they were attached (rescued or gained as in the city).
 */
export function defeatCard(g: Game, p: number, c: number, from: number[], held: readonly number[] = []): void {
  if (!canDefeatNow(g)) return;
  if (from === g.villainDeck) {
    if (!takeFromVillainDeck(g, c)) return;
  } else {
    const i = from.lastIndexOf(c);
    if (i < 0) return;
    from.splice(i, 1);
  }
  g.log && log(g, `  P${p + 1} defeats ${nameOf(g, c)}`);
  const down = takeFaceDown(g, c);
  defeated(g, p, c, held.length ? [...held, ...down] : down, -1, Z_NONE);
}

/** What defeating a villain does once it has left its place (see defeatVillain). */
function defeated(g: Game, p: number, c: number, held: number[], slot: number, from: number): void {
  g.t.recruitedOrDefeated = true;
  g.t.defeated.push(c);
  const s = scheme(g);
  if (!(s.onDefeat && s.onDefeat(g, p, c)) && !takenElsewhere(g, p, c)) g.players[p]!.victory.push(c);
  const saved: number[] = [];
  g.defeatAtt = rescueAttached(g, p, held, saved);
  g.defeatSlot = slot;
  fightEffectThenRest(g, p, c, slot, from, saved);
}

/** Whether a rule has taken defeated villain c somewhere other than player p's victory pile (`mods.defeatedTo`). */
function takenElsewhere(g: Game, p: number, c: number): boolean {
  const ds = compiled(g).defeatedTo;
  for (let i = 0; i < ds.length; i++) if (ds[i]!(g, p, c)) return true;
  return false;
}

/** The Fight effect of a defeated villain or tactic (unless a 'fightEffect' replace hook takes it over), then the rest of the defeat. */
export function fightEffectThenRest(g: Game, p: number, c: number, slot: number, from: number, saved: number[]): void {
  const cc = compiled(g);
  if (cc.hooks.fightEffect && replaced(g, cc, event(g, 'fightEffect', p, c, from, Z_VICTORY, slot, g.src))) {
    later(g, AFTER_FIGHT_EFFECT, p, c, slot, saved, from);
    return;
  }
  fightEffect(g, p, c);
  afterFightEffect(g, p, c, slot, from, saved);
}

/**
 * Card c's Fight effect (a villain's or a tactic's), now. A 'fightEffect' replace hook may take it over ("you may
 * cancel that effect instead"); if its player declines, its continuation calls this. What the defeat does after
 * the Fight effect waits for that answer.
 */
export function fightEffect(g: Game, p: number, c: number): void {
  const d = defOf(g, c);
  if (!d.fight || !hasFightEffect(g, c)) return;
  const prev = g.src;
  g.src = c;
  d.fight(g, p, c);
  g.src = prev;
}

/** Whether card c has a Fight effect that would happen (a rule may take its abilities away: `mods.noFightEffect`). */
export function hasFightEffect(g: Game, c: number): boolean {
  if (!defOf(g, c).fight) return false;
  const no = compiled(g).noFightEffect;
  for (let i = 0; i < no.length; i++) if (no[i]!(g, c)) return false;
  return true;
}

/** What a defeat does after the Fight effect: the 'defeat' hooks, the held cards disposed of, the rescues. */
function afterFightEffect(g: Game, p: number, c: number, slot: number, from: number, saved: number[]): void {
  const cc = compiled(g);
  if (listened(g, cc, 'defeat')) after(g, cc, event(g, 'defeat', p, c, from, Z_VICTORY, slot));
  if (from !== Z_TACTICS) {
    for (const h of g.defeatAtt) g.ko.push(h);
    g.defeatAtt = [];
  }
  // removeEffect replaces the array (records are shared between clones): iterating the old one is safe
  for (const e of g.t.effects) if (e.k === FIGHT_EFFECT_CANCELLED && e.c === c) removeEffect(g, e);
  rescueEffectsLater(g, p, saved);
}

/** The rest of a defeat that has no Fight effect (another Mastermind defeated): as after a Fight effect. */
export function defeatedWithoutFightEffect(g: Game, p: number, c: number, from: number, saved: number[]): void {
  afterFightEffect(g, p, c, -1, from, saved);
}

const AFTER_FIGHT_EFFECT = cont('after-fight-effect', (g, f) => afterFightEffect(g, f.p, f.c, f.n, f.m, f.l ?? []));

/**
 * Takes a card out of the Villain Deck by a card effect (a revealed villain defeated, a revealed Bystander
 * rescued). The deck running out this way ends the game after this turn, as when it is played out
 * (Universal Rulebook: "If either of these decks runs out of cards ..., finish the turn"). False when the
 * card is not there.
 */
export function takeFromVillainDeck(g: Game, c: number): boolean {
  const i = g.villainDeck.lastIndexOf(c);
  if (i < 0) return false;
  g.villainDeck.splice(i, 1);
  if (g.villainDeck.length === 0 && g.drawAtEndOfTurn === '') g.drawAtEndOfTurn = 'villain deck ran out';
  return true;
}

/** A villain enters the Sewers, pushing others; the one pushed off the end escapes; then its Ambush. */
export function enterCity(g: Game, c: number): void {
  const lanes = g.setup.cityLanes;
  if (lanes !== undefined) { enterCities(g, c, lanes); return; }
  const first = firstLive(g);
  if (first < 0) {
    // no city left: the villain escapes at once
    g.log && log(g, `  ${nameOf(g, c)} has no city to enter`);
    villainEscapes(g, c, []);
    return;
  }
  const placed = g.mastermindAt >= 0 && mastermindIntoCity(g);
  const out = pushIn(g, c, first);
  if (placed) mastermindOutOfCity(g);
  entered(g, c, first, out);
}

/** After villain c entered city space `first`: the one it pushed out escapes, then the 'enterCity' hooks, its Ambush. */
function entered(g: Game, c: number, first: number, out: [number, number[]] | null): void {
  g.log && log(g, `  ${nameOf(g, c)} enters the ${cityName(first)}`);
  // Escape effects are handled before the newcomer's Ambush.
  if (out !== null) villainEscapes(g, out[0], out[1]);
  const cc = compiled(g);
  if (listened(g, cc, 'enterCity')) after(g, cc, event(g, 'enterCity', g.current, c, Z_VILLAIN_DECK, Z_CITY, first));
  if (hasAmbush(g, c)) later(g, AMBUSH, g.current, c);
}

// ---- Several cities (a scheme's dimensions: SetupPlan.cityLanes) ---------------------------------------------------
//
// Each city is a list of city spaces: villains enter its first space left, push each other along it, and leave from its
// last. The scheme says which city a villain enters (SchemeDef.cityLane), or the current player picks (a 'slot'
// question over the first spaces, intent 'city-lane'; the villain waits, set aside in view, meanwhile). Charging,
// capturing from the Villain Deck and a Mastermind entering go along the city concerned.

/** The spaces left of the city that holds space s, in order (with one city: every space left). */
export function cityLine(g: Game, s: number): number[] {
  const lanes = g.setup.cityLanes, out: number[] = [];
  const spaces = lanes === undefined ? null : lanes.find((l) => l.includes(s));
  if (lanes !== undefined && !spaces) return out;
  if (spaces) { for (const x of spaces) if (cityLive(g, x)) out.push(x); return out; }
  for (let x = 0; x < g.city.length; x++) if (cityLive(g, x)) out.push(x);
  return out;
}

/** The first space left of each city (-1 for a city with none). */
function cityFirsts(g: Game, lanes: readonly number[][]): number[] {
  return lanes.map((l) => { for (const s of l) if (cityLive(g, s)) return s; return -1; });
}

function enterCities(g: Game, c: number, lanes: readonly number[][]): void {
  const firsts = cityFirsts(g, lanes);
  const fixed = scheme(g).cityLane?.(g) ?? -1;
  const open = fixed >= 0 ? [firsts[fixed] ?? -1].filter((s) => s >= 0) : firsts.filter((s) => s >= 0);
  if (open.length === 0) {
    g.log && log(g, `  ${nameOf(g, c)} has no city to enter`);
    villainEscapes(g, c, []);
    return;
  }
  if (open.length === 1) { enterLine(g, c, open[0]!); return; }
  g.t.aside.push(c);
  ask(g, g.current, 'slot', CITY_CHOSEN, open, { source: c });
}
const CITY_CHOSEN = cont('city-lane', (g, f, v) => {
  const i = g.t.aside.lastIndexOf(f.c);
  if (i >= 0) g.t.aside.splice(i, 1);
  enterLine(g, f.c, v);
}, { about: 'city-lane' });

/** Villain c enters the city whose first space left is `first`. */
function enterLine(g: Game, c: number, first: number): void {
  const placed = g.mastermindAt >= 0 && mastermindIntoCity(g);
  const out = pushLine(g, c, cityLine(g, first));
  if (placed) mastermindOutOfCity(g);
  entered(g, c, first, out);
}

/** Card c enters the first of the spaces `live`, pushing the cards there forward; returns the card pushed out. */
function pushLine(g: Game, c: number, live: readonly number[]): [number, number[]] | null {
  let escapee = -1, escHeld: number[] = [];
  let k = live.findIndex((s) => g.city[s]! < 0);
  if (k < 0) { k = live.length - 1; escapee = g.city[live[k]!]!; escHeld = g.att[live[k]!]!; }
  for (; k > 0; k--) { const to = live[k]!, from = live[k - 1]!; g.city[to] = g.city[from]!; g.att[to] = g.att[from]!; }
  g.city[live[0]!] = c; g.att[live[0]!] = [];
  return escapee >= 0 ? [escapee, escHeld] : null;
}

/**
 * Card c enters city space `first` (the first left), pushing the cards ahead one space along the spaces left; returns
 * the card pushed off the city's end with what it held, or null.
 */
function pushIn(g: Game, c: number, first: number): [number, number[]] | null {
  const n = g.city.length;
  let escapee = -1, escHeld: number[] = [];
  if (g.cityDestroyed === 0) {
    let empty = -1;
    for (let s = 0; s < n; s++) if (g.city[s]! < 0) { empty = s; break; }
    const last = empty < 0 ? n - 1 : empty;
    if (empty < 0) { escapee = g.city[n - 1]!; escHeld = g.att[n - 1]!; }
    for (let s = last; s > 0; s--) { g.city[s] = g.city[s - 1]!; g.att[s] = g.att[s - 1]!; }
    g.city[0] = c; g.att[0] = [];
  } else {
    // destroyed spaces are skipped: villains push each other along the spaces left
    return pushLine(g, c, cityLine(g, first));
  }
  return escapee >= 0 ? [escapee, escHeld] : null;
}

// ---- A Mastermind in the city (a Mastermind who enters the city) -------------------------------------------------------------
//
// Universal Rulebook (the clarification of Secret Wars Volume 2's Mastermind who does it): while in the city he pushes other villains forward as normal; if he escapes,
// the HQ hero is KO'd and players discard for the Bystanders he carries away as normal; he is no villain, so effects
// that name villains do not reach him. He stands in Game.mastermindAt, not in Game.city (where every card is a
// villain to the effects that read it); the moves that push (a villain entering, a charge, a destroyed space) put
// his card in his space while they move cards, then take it out again.

/** The setup's Mastermind's card, also while another full Mastermind's state is in its place (Game.mmCtx). */
function setupMastermindCard(g: Game): number | undefined { return g.mmCtx < 0 ? g.mastermind[0] : g.ctxStash?.mastermind[0]; }

/**
 * Puts the Mastermind's card in the city space it stands in, for a move; false if it is there already, or if an effect
 * that took his space for an empty one put a villain there (then he stays where he is while the others move).
 */
export function mastermindIntoCity(g: Game): boolean {
  const at = g.mastermindAt, c = setupMastermindCard(g);
  if (at < 0 || c === undefined || g.city[at]! >= 0) return false;
  g.city[at] = c;
  return true;
}

/** Takes the Mastermind's card out of the city after a move; Game.mastermindAt is where the move left it. */
export function mastermindOutOfCity(g: Game): void {
  const c = setupMastermindCard(g);
  const k = c === undefined ? -1 : g.city.indexOf(c);
  if (k >= 0) g.city[k] = -1;
  if (g.mastermindAt >= 0) g.mastermindAt = k;
}

/** The setup's Mastermind enters the city as a villain does (pushing the villains in it forward). */
export function mastermindEntersCity(g: Game): void {
  if (g.mmCtx !== -1) { inMastermindContext(g, -1, () => mastermindEntersCity(g)); return; }
  const c = g.mastermind[0];
  if (c === undefined || g.mastermindAt >= 0) return;
  // with several cities it enters the first (he is no villain: nobody picks his city)
  const first = g.setup.cityLanes ? cityFirsts(g, g.setup.cityLanes).find((s) => s >= 0) ?? -1 : firstLive(g);
  if (first < 0) { g.log && log(g, `  ${nameOf(g, c)} has no city to enter`); mastermindEscapes(g); return; }
  const out = g.setup.cityLanes ? pushLine(g, c, cityLine(g, first)) : pushIn(g, c, first);
  g.city[first] = -1;
  g.mastermindAt = first;
  g.log && log(g, `  ${nameOf(g, c)} enters the ${cityName(first)}`);
  if (out !== null) villainEscapes(g, out[0], out[1]);
}

/**
 * The Mastermind in the city escapes: it goes back to the Mastermind space, the Bystanders it holds are carried away
 * (each player discards a card), the current player KOs an HQ hero, then its `escape` effect. It is no villain: the
 * escape pile, the escape count and the 'escape' hooks do not see it.
 */
export function mastermindEscapes(g: Game): void {
  if (g.mmCtx !== -1) { inMastermindContext(g, -1, () => mastermindEscapes(g)); return; }
  const c = g.mastermind[0]!;
  g.mastermindAt = -1;
  const mm = g.city.length; // the Mastermind's holder (zones.ts mastermindHolder)
  const held = g.att[mm]!;
  let bys = 0;
  for (let i = held.length - 1; i >= 0; i--) if (isBystander(g, held[i]!)) { g.escaped.push(held[i]!); held.splice(i, 1); bys++; }
  g.log && log(g, `  ${nameOf(g, c)} escapes${bys ? ` with ${bys} Bystander(s)` : ''} and returns to the Mastermind space`);
  later(g, ESCAPE_KO_HQ, g.current, c);
  if (bys > 0) {
    g.stats.bystandersCarried += bys;
    for (const p of playerOrder(g)) later(g, ESCAPE_DISCARD, p);
  }
  later(g, ESCAPE_EFFECT, g.current, c);
  checkEvil(g);
}

/**
 * A villain (taken from where it was by the caller) enters an empty city space directly ("it enters the
 * Bank"): no villain moves; the 'enterCity' hooks and its Ambush follow as for a villain entering the Sewers.
 */
export function enterCityAt(g: Game, c: number, slot: number): void {
  // the caller checks the space is there: villains can't move into destroyed city spaces (Universal Rulebook)
  if (!cityLive(g, slot) || g.city[slot]! >= 0) throw new Error(`enterCityAt: city space ${slot} is destroyed or taken`);
  g.city[slot] = c; g.att[slot] = [];
  g.log && log(g, `  ${nameOf(g, c)} enters the ${cityName(slot)}`);
  const cc = compiled(g);
  if (listened(g, cc, 'enterCity')) after(g, cc, event(g, 'enterCity', g.current, c, Z_NONE, Z_CITY, slot));
  if (hasAmbush(g, c)) later(g, AMBUSH, g.current, c);
}

/** Whether a city space still exists (not destroyed). */
export function cityLive(g: Game, s: number): boolean { return s >= 0 && s < g.city.length && ((g.cityDestroyed >> s) & 1) === 0; }

/** The first city space left (where villains enter), or -1 when the whole city is destroyed. */
export function firstLive(g: Game): number {
  for (let s = 0; s < g.city.length; s++) if (cityLive(g, s)) return s;
  return -1;
}

/** The last city space left (villains pushed out of it escape), or -1 when the whole city is destroyed. */
export function cityEnd(g: Game): number {
  for (let s = g.city.length - 1; s >= 0; s--) if (cityLive(g, s)) return s;
  return -1;
}

/** Whether every city space is destroyed. */
export function cityDestroyedAll(g: Game): boolean { return g.cityDestroyed === (1 << g.city.length) - 1; }

/**
 * Destroys a city space: the villain there escapes (every escape rule applies), and the space no longer
 * exists (Universal Rulebook, destroyed city spaces: villains skip it, the city's end moves, "on the Rooftops" effects
 * find nothing). `marker` (a card the caller has taken from where it was, or -1) stays on the space.
 */
export function destroyCitySpace(g: Game, s: number, marker = -1): void {
  if (!cityLive(g, s)) return;
  if (s === g.mastermindAt) mastermindEscapes(g);
  const c = g.city[s]!, held = g.att[s]!;
  g.city[s] = -1; g.att[s] = [];
  g.cityDestroyed |= 1 << s;
  if (marker >= 0) g.att[s]!.push(marker);
  g.log && log(g, `  The ${cityName(s)} is destroyed`);
  if (c >= 0) villainEscapes(g, c, held);
  checkEvil(g);
}

const AMBUSH = cont('ambush', (g, f) => ambushEffect(g, f.c));

/** Whether villain c has an Ambush: its printed one, or one a rule gives it (`mods.ambush`). */
export function hasAmbush(g: Game, c: number): boolean {
  if (defOf(g, c).ambush) return true;
  const gs = compiled(g).ambush;
  for (let i = 0; i < gs.length; i++) if (gs[i]!(g, c)) return true;
  return false;
}

/**
 * Villain c's Ambush effect: its printed Ambush, then any a rule gives it (`mods.ambush`). 'ambush' replace hooks
 * may take it over ("if an Ambush effect would occur, ... instead"); a hook whose player declines calls this again
 * with `n`, the replace hooks already consulted.
 */
export function ambushEffect(g: Game, c: number, n = 0): void {
  if (!hasAmbush(g, c)) return;
  const cc = compiled(g);
  if (cc.hooks.ambush && replaced(g, cc, event(g, 'ambush', g.current, c, Z_CITY, Z_CITY, g.city.indexOf(c), c, false, n))) return;
  g.src = c;
  const d = defOf(g, c);
  if (d.ambush) d.ambush(g, g.current, c);
  for (const give of cc.ambush) { const fx = give(g, c); if (fx) fx(g, g.current, c); }
}

/** Moves a villain (and what it holds) to another city space, swapping with any villain there. */
export function moveVillain(g: Game, from: number, to: number): void {
  if (g.cityDestroyed !== 0 && (!cityLive(g, to) || !cityLive(g, from))) return; // villains can't move into destroyed spaces
  if (g.mastermindAt === to) g.mastermindAt = from; // the Mastermind in that space swaps places (a Mastermind who enters the city)
  const c = g.city[to]!, held = g.att[to]!;
  g.city[to] = g.city[from]!; g.att[to] = g.att[from]!;
  g.city[from] = c; g.att[from] = c >= 0 ? held : [];
}

/**
 * A villain escapes with what it held: the current player KOs an HQ hero of cost <= 6, each player
 * discards a card if it carried Bystanders, then its Escape effect.
 */
export function villainEscapes(g: Game, c: number, held: number[]): void {
  // an escape during another full Mastermind's work is as any: its rules' "the Mastermind" is the setup's
  if (g.mmCtx !== -1) { inMastermindContext(g, -1, () => villainEscapes(g, c, held)); return; }
  if (c === g.mastermind[0]) { mastermindEscapes(g); return; } // pushed out of the city (a Mastermind who enters the city)
  if (g.faceDown.length) held = held.concat(takeFaceDown(g, c));
  g.escaped.push(c);
  let bys = 0;
  for (const x of held) { g.escaped.push(x); if (isBystander(g, x)) bys++; }
  g.stats.escapes++;
  g.log && log(g, `  ${nameOf(g, c)} escapes${bys ? ` with ${bys} Bystander(s)` : ''}`);
  later(g, ESCAPE_KO_HQ, g.current, c);
  if (bys > 0) {
    g.stats.bystandersCarried += bys;
    for (const p of playerOrder(g)) later(g, ESCAPE_DISCARD, p);
  }
  later(g, ESCAPE_EFFECT, g.current, c);
  const cc = compiled(g);
  if (listened(g, cc, 'escape')) after(g, cc, event(g, 'escape', g.current, c, Z_CITY, Z_ESCAPED, cityEnd(g)));
  checkEvil(g);
}

const ESCAPE_KO_HQ = cont('escape-ko-hq', (g, f) => chooseKoFromHq(g, f.p));

const ESCAPE_DISCARD = cont('escape-discard', (g, f) => chooseDiscard(g, f.p, false));

const ESCAPE_EFFECT = cont('escape-effect', (g, f) => {
  const d = defOf(g, f.c);
  g.src = f.c;
  if (d.escape) d.escape(g, g.current, f.c);
});
