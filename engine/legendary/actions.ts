// Main-phase actions as providers (engine/legendary/compile.ts `mainAction`): each lists its legal options, handles
// the chosen one and describes it. The core rules' actions are registered here, first, so their codes are
// fixed (end 0, play 1, recruit 2, officer 3, fight 4, mastermind 5, heal 6); a keyword module adds its own
// action with `mainAction({... keyword })` and the engine offers it only in games with that keyword.
// An action value is code * 65536 + argument.

import { compiled, mainAction } from './compile.js';
import {
  OFFICER_COST, PAY_OFFICER, PAY_RECRUIT, announce, available, canFightMastermind, canFightSlot, cityName, clsOf, def, fightMastermind, fightVillain, recruitCost,
  faceDownCount, gainBlocked, isWound, koCard, log, nameOf, recruitFromHq, recruitOfficer, sideDef,
} from './rules.js';
import { type CardDef, type Game, Z_HQ, Z_OFFICERS } from './types.js';
import { firstTeam } from './registry.js';
import { addEffect, PLAYED_SIDE } from './effects.js';
import { ask, cont } from './flow.js';

export function act(code: number, arg = 0): number { return code * 65536 + arg; }
export function actCode(v: number): number { return Math.floor(v / 65536); }
export function actArg(v: number): number { return v % 65536; }

export const ACT_END = mainAction({
  id: 'end', order: 1000, hint: { about: 'end' },
  options: (_g, _p, out) => { out.push(act(0)); },
  handle: (g, p) => {
    g.log && log(g, ` P${p + 1} ends the turn${g.t.attack || g.t.recruit ? ` (unused: ${g.t.attack} Attack, ${g.t.recruit} Recruit)` : ''}`);
    g.phase = 'end';
  },
  describe: () => 'end turn',
});

export const ACT_PLAY = mainAction({
  id: 'play', order: 10, hint: { about: 'play' },
  options: (g, p, out) => {
    const hand = g.players[p]!.hand, cards = g.cards, defOf = g.defOf;
    const first = out.length;
    for (let i = 0; i < hand.length; i++) {
      const c = hand[i]!, d = cards[defOf[c]!]!;
      if (d.kind !== 'hero' && !(g.asHero.length > 0 && g.asHero.includes(c))) continue;
      // one option per definition (identical cards are the same choice)
      let dup = false;
      for (let j = first; j < out.length; j++) if (defOf[out[j]! - ACT_PLAY * 65536]! === d.id) { dup = true; break; }
      if (dup || (d.canPlay && !d.canPlay(g, p, c))) continue;
      out.push(act(ACT_PLAY, c));
    }
  },
  handle: (g, p, c) => playCard(g, p, c),
  describe: (g, c) => `play ${nameOf(g, c)}`,
});

export const ACT_RECRUIT = mainAction({
  id: 'recruit', order: 20, hint: { about: 'recruit' },
  options: (g, p, out) => {
    if (g.t.healed) return;
    const cc = compiled(g);
    // without cost changes or payment rules, a hero is affordable when its printed cost is at most the Recruit
    const plain = g.t.effects.length === 0 && cc.heroCost.length === 0 && cc.recruitCost.length === 0 && cc.pay.length === 0 && cc.swapPools.length === 0;
    const blocks = cc.gainBlocked.length > 0; // a rule may forbid gaining from an HQ space (fortified)
    const seen: number[] = [];
    for (let s = 0; s < g.hq.length; s++) {
      const c = g.hq[s]!;
      if (c < 0) continue;
      const d = g.cards[g.defOf[c]!]!;
      if (d.kind !== 'hero') continue; // a scheme may put other cards in the HQ (Bystanders): not recruitable
      if (g.faceDown.length && faceDownCount(g, c) > 0) continue; // it holds a face-down card
      if (blocks && gainBlocked(g, p, Z_HQ, c)) continue;
      if ((plain ? d.cost <= g.t.recruit : recruitCost(g, c) <= available(g, PAY_RECRUIT, c)) && !seen.includes(d.id)) { seen.push(d.id); out.push(act(ACT_RECRUIT, s)); }
    }
  },
  handle: (g, p, s) => recruitFromHq(g, p, s),
  describe: (g, s) => `recruit ${nameOf(g, g.hq[s]!)} (HQ ${s + 1})`,
});

export const ACT_OFFICER = mainAction({
  id: 'officer', order: 30, hint: { about: 'officer' },
  options: (g, p, out) => {
    if (g.t.healed || g.officers.length === 0 || available(g, PAY_OFFICER) < OFFICER_COST) return;
    if (compiled(g).gainBlocked.length && gainBlocked(g, p, Z_OFFICERS, g.officers[g.officers.length - 1]!)) return;
    out.push(act(ACT_OFFICER));
  },
  handle: (g, p) => recruitOfficer(g, p),
  describe: () => 'recruit a S.H.I.E.L.D. Officer',
});

export const ACT_FIGHT = mainAction({
  id: 'fight', order: 40, hint: { about: 'fight' },
  options: (g, _p, out) => { if (!g.t.healed) for (let s = 0; s < g.city.length; s++) if (canFightSlot(g, s)) out.push(act(ACT_FIGHT, s)); },
  handle: (g, p, s) => fightVillain(g, p, s),
  describe: (g, s) => `fight ${nameOf(g, g.city[s]!)} (${cityName(s)})`,
});

export const ACT_MASTERMIND = mainAction({
  id: 'mastermind', order: 50, hint: { about: 'mastermind' },
  options: (g, _p, out) => { if (canFightMastermind(g)) out.push(act(ACT_MASTERMIND)); },
  handle: (g, p) => fightMastermind(g, p),
  describe: () => 'fight the Mastermind',
});

export const ACT_HEAL = mainAction({
  id: 'heal', order: 60, hint: { about: 'heal' },
  // Healing is offered whenever its condition holds, again later in the turn too (a Wound gained after
  // healing can be healed): a normal Wound in hand and nothing recruited or defeated this turn. A Wound with a
  // Healing ability of its own (keyword HEALING: Grievous Wounds) does not offer it, but is KO'd with the others
  // when a normal Wound's healing is used (Universal Rulebook, Grievous Wounds).
  options: (g, p, out) => {
    if (g.t.recruitedOrDefeated) return;
    const hand = g.players[p]!.hand;
    for (let i = 0; i < hand.length; i++) {
      const d = g.cards[g.defOf[hand[i]!]!]!;
      if (d.kind === 'wound' && !d.keywords?.includes(HEALING)) { out.push(act(ACT_HEAL)); return; }
    }
  },
  handle: (g, p) => heal(g, p),
  describe: () => 'heal (KO all Wounds in hand)',
});

/** The keyword of a Wound with a Healing ability of its own (engine/legendary/keywords/healing.ts). */
export const HEALING = 'healing';

/** The ids of the rules' own actions (every other action comes from a keyword, a card or a scheme). */
export const RULE_ACTIONS: readonly string[] = ['end', 'play', 'recruit', 'officer', 'fight', 'mastermind', 'heal'];

/** Legal main-phase actions for the current player, one per distinct choice, in the providers' order. */
export function mainActions(g: Game): number[] {
  const p = g.current;
  const out: number[] = [];
  const as = compiled(g).actions;
  for (let i = 0; i < as.length; i++) as[i]!.options(g, p, out);
  return out;
}

/** Does the chosen main action. */
export function doAction(g: Game, v: number): void {
  const a = compiled(g).byCode[actCode(v)];
  if (!a) throw new Error(`bad action ${v}`);
  a.handle(g, g.current, actArg(v));
}

/** Describes a main action for logs and the CLI. */
export function describeAction(g: Game, v: number): string {
  const a = compiled(g).byCode[actCode(v)];
  return a ? a.describe(g, actArg(v)) : `action ${v}`;
}

// ---- Playing a card ---------------------------------------------------------------------------------

/** Plays a hero from hand: printed points, then its ability, then it counts for later superpowers. */
export function playCard(g: Game, p: number, c: number): void {
  const pl = g.players[p]!;
  const i = pl.hand.indexOf(c);
  if (i < 0) throw new Error(`card ${c} is not in hand`);
  pl.hand.splice(i, 1);
  pl.inPlay.push(c);
  g.log && log(g, ` P${p + 1} plays ${nameOf(g, c)}`);
  resolvePlay(g, p, c, c);
}

/**
 * Resolves a played card or a copy of one: `as` is the card whose abilities and printed values apply,
 * `c` the card actually played (they differ for copies). A Divided card is played as one side, which the
 * player chooses (a copy of a Divided card played this turn copies the side it was played as).
 */
export function resolvePlay(g: Game, p: number, c: number, as: number): void {
  const d = sideDef(g, as);
  if (d.halves !== undefined) { chooseSide(g, p, c, d); return; }
  resolveAs(g, p, c, d);
}

/** The player chooses the side of Divided card `d` that card c is played as (only the sides that may be played). */
function chooseSide(g: Game, p: number, c: number, d: CardDef): void {
  const opts: number[] = [];
  for (const h of d.halves!) { const s = g.cards[h]!; if (!s.canPlay || s.canPlay(g, p, c)) opts.push(h); }
  ask(g, p, 'mode', PLAY_SIDE, opts.length ? opts : [...d.halves!], { source: c });
}
const PLAY_SIDE = cont('divided:play-side', (g, f, v) => {
  const side = g.cards[v]!;
  // the card played counts as that side for the rest of the turn (a copy counts as what it copies by other means)
  if (def(g, f.c).halves !== undefined) addEffect(g, PLAYED_SIDE, f.c, v);
  g.log && log(g, `  as ${side.name}`);
  resolveAs(g, f.p, f.c, side);
}, { about: 'divided-side' });

/** A played card's points and ability as definition `d` (a card, or the side of a Divided card played). */
function resolveAs(g: Game, p: number, c: number, d: CardDef): void {
  const t = g.t;
  if (d.attack) t.attack += d.attack;
  if (d.recruit) { t.recruit += d.recruit; t.recruitMade += d.recruit; }
  if (d.play) { const prev = g.src; g.src = c; d.play(g, p, c); g.src = prev; }
  if (!d.countsItself) countPlayedAs(g, c, d);
  announce(g, 'play', p, c);
}

/** Records a played card for superpowers and "for each ... you played this turn". */
export function countPlayed(g: Game, c: number, as: number): void { countPlayedAs(g, c, sideDef(g, as)); }
function countPlayedAs(g: Game, c: number, d: CardDef): void {
  const t = g.t;
  const cls = clsOf(g, c) | d.cls;
  for (let b = 0; b < 5; b++) if (cls & (1 << b)) t.clsCount[b]!++;
  for (let m = d.teams; m; m &= m - 1) t.teamCount[firstTeam(m)]!++;
  if (d.kind === 'hero' || g.asHero.includes(c)) t.heroesPlayed++;
  t.played.push(c, d.id);
}

/** Healing: KO all Wounds from hand; no recruiting or fighting for the rest of the turn. */
function heal(g: Game, p: number): void {
  const pl = g.players[p]!;
  for (const c of pl.hand.filter((x) => isWound(g, x))) koCard(g, p, c);
  g.t.healed = true;
  g.log && log(g, ` P${p + 1} heals`);
}
