// heuristic: a sensible, human-like policy with named, tunable weights.
//
// Main phase, each time it must act:
//  1. Play cards, in the order that triggers the most superpowers: a small dynamic programme over the
//     cards in hand (as a multiset) finds the play order with the most conditional gain (superpowers, team
//     powers, "+k per other X hero played", Surge of Power's Recruit threshold, Berserker Rage's draws,
//     Do-Over as the first hero, Copy Powers last), preferring cards that draw early. It holds back a card
//     that Crazed Rampage would cost (a Wound for everyone) unless its Attack wins a worthwhile fight, and
//     the junk a Cyclops card will discard.
//  2. Spend: the best set of fights for the Attack it has (every subset of the targets on offer), each
//     target valued by the threat of its escape, the Bystanders it holds, the Scheme's progress, Mastermind
//     progress and its Fight effect; then the best set of heroes and Officers for the Recruit left, valued
//     by what the deck lacks (Attack to beat the Mastermind, Recruit to buy, cards drawn), class and team
//     synergy, what the setup's reveals ask for, the game time left, and the Super Hero Civil War Hero Deck.
//  3. Heal instead when the Wounds it would KO are worth more than everything it could do.
// Every other decision takes the shared default (agents/policy.ts).
//
// `evaluate(view)` (below) is a state evaluation in [0, 1] for search cutoffs (agents/ismcts.ts may use it).

import type { PlayerView } from '../engine/legendary/observe.js';
import { seedRng } from '../engine/shared/rng.js';
import type { CardDef, Decision } from '../engine/legendary/types.js';
import { decisionHint } from '../engine/legendary/flow.js';
import { PAY_FIGHT, PAY_MASTERMIND, POOL_RECRUIT } from '../engine/legendary/types.js';
import { MAX_TEAMS, TEAMS, firstTeam, teamId } from '../engine/legendary/registry.js';
import { clearanceOf } from '../engine/legendary/keywords/shield-clearance.js';
import type { Agent, AgentReason } from './agent.js';
import type { WeightTable } from './tuned-weights.js';
import {
  ACT_FIGHT, ACT_HEAL, ACT_MASTERMIND, ACT_OFFICER, ACT_PLAY, ACT_RECRUIT, actArg, actCode, bestWeaken, bystandersAt, defaultChoice,
  entriesToEscape, escapeHarm, fightEffect, mastermindOdds, meanWorth, ownedProfile, powerOfDef, schemeDanger, setupFacts, synergy, traits,
  want, worthOfDef, type PolicyCtx, type Profile, type Traits,
} from './policy.js';

// ---- Weights ----------------------------------------------------------------------------------------

export interface HeuristicWeights {
  /** value of defeating a villain before it escapes, scaled by how soon it would */
  escapeThreat: number;
  /** value of a Bystander rescued (or kept from being carried away) */
  bystander: number;
  /** urgency added by the Scheme's progress towards Evil Wins */
  scheme: number;
  /** value of fighting the Mastermind (grows with the tactics already taken) */
  mastermind: number;
  /** value of deck quality: recruiting (cost, class/team synergy), avoiding Wounds */
  deck: number;
  /** value of a superpower or team power triggered by the play order */
  superpower: number;
  /** preference for playing cards that draw early */
  draw: number;
  /** value of KOing a Wound from hand by healing */
  heal: number;
}

export const HEURISTIC_DEFAULTS: Readonly<HeuristicWeights> = {
  escapeThreat: 1, bystander: 1, scheme: 1, mastermind: 1, deck: 1, superpower: 1, draw: 1, heal: 1,
};

/** One line per weight, for the bot registry and --help. */
export const HEURISTIC_PARAMS: Record<keyof HeuristicWeights, string> = {
  escapeThreat: 'weight of defeating villains before they escape (number >= 0, default 1)',
  bystander: 'weight of Bystanders rescued or at risk (number >= 0, default 1)',
  scheme: 'weight of the Scheme\'s progress towards Evil Wins (number >= 0, default 1)',
  mastermind: 'weight of fighting the Mastermind (number >= 0, default 1)',
  deck: 'weight of deck quality: recruiting, synergy, Wounds (number >= 0, default 1)',
  superpower: 'weight of superpowers triggered by the play order (number >= 0, default 1)',
  draw: 'weight of playing card-drawing cards early (number >= 0, default 1)',
  heal: 'weight of healing Wounds from hand (number >= 0, default 1)',
};

// ---- Scratch space (the bot is single-threaded and not re-entrant) -----------------------------------

const MAX_STATES = 4096;
const F = new Float64Array(MAX_STATES);
const MAX_DEFS = 16;

/** A distinct playable card definition in hand, with its count (objects pooled per agent). */
interface PlayCard {
  def: CardDef; tr: Traits; count: number; cls: number; team: number; odd: number; recruit: number;
  draws: number; copyPts: number;
  /** whether its gain depends on what was played before it */
  conditional: boolean;
}

// per-state aggregates of the cards played so far in a plan (indexes into AGG)
const A_CLS = 0, A_PLAYED = 5, A_ODD = 6, A_REC = 7, A_DRAWN = 8, A_COPY = 9, A_MASK = 10, A_TEAM = 11;
const AGG = new Float64Array(A_TEAM + 32);

// ---- The agent --------------------------------------------------------------------------------------

/** What decided the heuristic's last choice (HeuristicAgent.explain). */
const enum Why { None, Rule, Swap, Play, Spend, Plan }

export class HeuristicAgent implements Agent {
  readonly spec: string;
  readonly ctx: PolicyCtx;
  /** the weights in use: the defaults, then the table's row for the game's Scheme, then the given weights */
  w: Readonly<HeuristicWeights>;
  private readonly given: Partial<HeuristicWeights>;
  private readonly table: WeightTable | null;
  /** the setup `w` was chosen for (with a table) */
  private wSetup: object | null = null;
  // per-decision scratch
  private readonly cards: PlayCard[] = [];
  private readonly strides = new Int32Array(MAX_DEFS);
  /** the digits of the programme's current state: how many of each card it has played */
  private readonly digits = new Int32Array(MAX_DEFS);

  /** `table`: weights by Scheme name (agents/tuned-weights.ts); the given weights override them. */
  constructor(seed: number | string, weights: Partial<HeuristicWeights> = {}, spec = 'heuristic', table: WeightTable | null = null) {
    this.spec = spec;
    this.given = weights;
    this.table = table;
    this.w = { ...HEURISTIC_DEFAULTS, ...weights };
    this.ctx = { rng: seedRng(`heuristic:${seed}`), misses: 0 };
  }

  /** With a table, takes the weights of this game's Scheme (one agent may play or search many games). */
  private fit(view: PlayerView): void {
    if (this.table === null || view.setup === this.wSetup) return;
    this.wSetup = view.setup;
    this.w = { ...HEURISTIC_DEFAULTS, ...this.table[view.setup.scheme], ...this.given };
  }

  // why the last choice was made, kept as a code and its numbers (this runs inside every search rollout: the
  // words are put together only when explain() asks)
  private why = Why.None;
  private whyAbout = '';
  private readonly whyPlan = [0, 0, 0, 0, 0]; // attack, recruit, fights' value, recruits' value, recruit left
  explain(): AgentReason | null {
    const [a, r, fv, rv, left] = this.whyPlan as [number, number, number, number, number];
    switch (this.why) {
      case Why.Rule: return { note: `the rule for ${this.whyAbout} decisions` };
      case Why.Swap: return { note: 'the weakest card in hand swapped with the top of the deck' };
      case Why.Play: return { note: 'the play order: the next card of the plan for this hand' };
      case Why.Spend: return { note: 'spending: nothing left worth playing' };
      case Why.Plan: return { note: `the spending plan with ${a} Attack and ${r} Recruit: fights worth ${fv.toFixed(1)}, then recruits worth ${rv.toFixed(1)} with the ${left} Recruit left` };
      default: return null;
    }
  }

  choose(view: PlayerView): number {
    this.fit(view);
    const d = view.decision!;
    this.exN = 0;
    if (d.kind !== 'main') {
      const about = decisionHint(d.reason)?.about;
      this.why = Why.Rule; this.whyAbout = about ?? d.kind;
      if (about === 'versatile') return this.versatileChoice(view, d);
      if (about === 'pay-split') return this.paySplit(view, d);
      if (about === 'defer') return this.deferChoice(view, d);
      return defaultChoice(view, d, this.ctx);
    }
    const swap = this.swapTop(view, d);
    if (swap >= 0) { this.why = Why.Swap; return swap; }
    const hq = swapHq(view, d);
    if (hq >= 0) { this.why = Why.Swap; return hq; }
    const play = this.nextPlay(view, d);
    if (play >= 0) { this.why = Why.Play; return play; }
    this.why = Why.Spend;
    return this.spend(view, d);
  }

  /** The turn (and player) this bot last swapped a card with the top of its deck: once a turn is enough. */
  private swapped = -1;
  /**
   * Phasing-like actions ('swap-top'): before playing anything, the weakest such card in hand (fewer points than an
   * average card drawn, about 2) is swapped for the top card of the deck, once a turn (a swapped-in card may have
   * the keyword too: swapping back and forth gains nothing).
   */
  private swapTop(view: PlayerView, d: Decision): number {
    const key = view.turn * 8 + view.player;
    if (this.swapped === key || view.t.heroesPlayed > 0) return -1;
    let best = -1, bestV = SWAP_BELOW;
    for (let i = 0; i < d.options.length; i++) {
      const v = d.options[i]!;
      if (actCode(v) <= ACT_HEAL || view.actionKind(v) !== 'swap-top') continue;
      const c = view.actionInfo(v)!.card;
      if (c < 0) continue;
      const tr = traits(view.def(c));
      let pv = tr.points + 0.5 * tr.powerGain + DRAW_VALUE * tr.draws;
      // a card whose superpower no other card of this hand can trigger is worth keeping for a later hand
      if (tr.needCls && tr.powerGain >= 1 && !handHasClass(view, c, tr.needCls)) pv = Math.min(pv, SWAP_BELOW - 0.5);
      if (pv < bestV) { bestV = pv; best = i; }
    }
    if (best >= 0) this.swapped = key;
    return best;
  }

  /** What the rest of this turn is worth if the player had `attack` and `recruit` to spend (fights, then recruits). */
  spendValue(view: PlayerView, attack: number, recruit: number): number {
    const f = this.bestFights(view, attack, recruit, null);
    const fv = f.value, left = f.recruitLeft;
    return fv + this.bestRecruits(view, left).value;
  }

  /** Versatile: Recruit (mode 0) or Attack (mode 1), whichever lets the turn's spending do more. */
  private versatileChoice(view: PlayerView, d: Decision): number {
    const n = decisionHint(d.reason)?.n ?? 0;
    const t = view.t;
    // the cards still in hand will add their printed points later this turn
    let ha = 0, hr = 0;
    for (const c of view.hand) { const x = view.def(c); if (x.kind === 'hero') { ha += x.attack; hr += x.recruit; } }
    const asRecruit = this.spendValue(view, t.attack + ha, t.recruit + hr + n);
    const asAttack = this.spendValue(view, t.attack + ha + n, t.recruit + hr);
    return want(this.ctx, d, asAttack >= asRecruit ? 1 : 0);
  }

  /**
   * Which card to set aside for the next hand (or -1): the one whose points buy least this turn for what it is
   * worth, when that is less than half its worth.
   */
  private deferChoice(view: PlayerView, d: Decision): number {
    const t = view.t;
    const base = this.spendValue(view, t.attack, t.recruit);
    let best = -1, bestScore = 0;
    for (let i = 0; i < d.options.length; i++) {
      const c = d.options[i]!;
      if (c < 0) continue;
      const x = view.def(c);
      if (x.kind !== 'hero' || traits(x).draws > 0) continue;
      const gain = this.spendValue(view, t.attack + x.attack + (x.hero?.versatile ?? 0), t.recruit + x.recruit) - base;
      const score = 0.5 * worthOfDef(x) - gain;
      if (score > bestScore) { bestScore = score; best = i; }
    }
    if (best >= 0) return best;
    const none = d.options.indexOf(-1);
    return none >= 0 ? none : 0;
  }

  /** How much Recruit pays for a fight both pools may pay: the split that leaves the most to spend. */
  private paySplit(view: PlayerView, d: Decision): number {
    const t = view.t;
    const total = this.fightCostOf(view, d);
    let best = 0, bestV = -Infinity;
    for (let i = 0; i < d.options.length; i++) {
      const rp = d.options[i]!;
      const v = this.spendValue(view, t.attack - (total - rp), t.recruit - rp);
      if (v > bestV + 1e-9) { bestV = v; best = i; }
    }
    return best;
  }
  /**
   * The cost of the fight a 'pay-recruit-part' question pays for. Its options run from max(0, cost - Attack)
   * to min(cost, Recruit): the cost follows from either end when it is not cut off, else from the card.
   */
  private fightCostOf(view: PlayerView, d: Decision): number {
    const t = view.t, lo = d.options[0]!, hi = d.options[d.options.length - 1]!;
    if (lo > 0) return lo + t.attack;
    if (hi < t.recruit) return hi;
    const c = d.source;
    const slot = c >= 0 ? view.city.indexOf(c) : -1;
    const printed = c < 0 ? view.mastermindAttack() : slot >= 0 ? view.villainAttack(slot) : view.villainCardAttack(c);
    return Math.min(printed, t.attack + hi);
  }

  // ---- 1. playing cards ----

  /** The option index of the next card to play, or -1 to stop playing (hold the rest). */
  nextPlay(view: PlayerView, d: Decision): number {
    this.fit(view);
    const o = d.options;
    let any = false;
    for (let i = 0; i < o.length; i++) if (((o[i]! / 65536) | 0) === ACT_PLAY) { any = true; break; }
    if (!any) return -1;
    this.findTeleports(view, d);
    const cards = this.collect(view, d);
    if (cards.length === 0) {
      // only held cards are left: cards that can wait for the next hand (Teleport) are played only when their
      // points are used this turn; Crazed Rampage-like cards when their Attack is worth the Wounds
      const t = this.teleportOrPlay(view, d);
      if (t >= 0) return t;
      return this.playHeldWoundCard(view, d);
    }
    const pick = this.sequence(view, cards);
    return this.optionForDef(view, d, cards[pick]!.def.id);
  }

  // Teleport options of the current decision: card definition id -> option index
  private readonly tele = new Map<number, number>();
  private findTeleports(view: PlayerView, d: Decision): void {
    if (this.tele.size) this.tele.clear();
    const o = d.options;
    for (let i = 0; i < o.length; i++) {
      if (actCode(o[i]!) <= ACT_HEAL) continue;
      const info = view.actionInfo(o[i]!);
      if (info && info.about === 'defer-card' && info.card >= 0) this.tele.set(view.def(info.card).id, i);
    }
  }

  /**
   * For a card that could be teleported (set aside for the next hand) and is all that is left to play: play
   * it when its points buy more this turn than about half its worth (a card in the next hand), else teleport.
   * -1 when there is no such card.
   */
  private teleportOrPlay(view: PlayerView, d: Decision): number {
    if (this.tele.size === 0) return -1;
    const t = view.t;
    const base = this.spendValue(view, t.attack, t.recruit);
    for (const [defId, teleI] of this.tele) {
      const play = this.optionForDefOrNone(d, view, defId);
      const def = view.defById(defId);
      const tr = traits(def);
      if (play < 0) return teleI;
      if (tr.draws > 0) return play; // cards now are worth more than a card next turn
      const v = def.hero?.versatile ?? 0;
      const withIt = this.spendValue(view, t.attack + def.attack + v, t.recruit + def.recruit);
      return withIt - base > 0.5 * worthOfDef(def) ? play : teleI;
    }
    return -1;
  }
  private optionForDefOrNone(d: Decision, view: PlayerView, defId: number): number {
    const o = d.options;
    for (let i = 0; i < o.length; i++) {
      const v = o[i]!;
      if (((v / 65536) | 0) === ACT_PLAY && view.def(v & 0xffff).id === defId) return i;
    }
    return -1;
  }

  /** The play option for a card definition (the engine offers one instance per definition). */
  private optionForDef(view: PlayerView, d: Decision, defId: number): number {
    const i = this.optionForDefOrNone(d, view, defId);
    if (i >= 0) return i;
    this.ctx.misses++;
    return 0;
  }

  private readonly pool: PlayCard[] = [];

  /** The playable cards in hand, as distinct definitions with counts, less the cards held back. */
  private collect(view: PlayerView, d: Decision): PlayCard[] {
    const out = this.cards;
    out.length = 0;
    const o = d.options;
    let fodderNeeders = 0, free = 0;
    let keep = clearanceKeep(view);
    const hand = view.hand;
    for (let h = 0; h < hand.length; h++) {
      const def = view.def(hand[h]!);
      // playable: the engine lists one option per playable definition
      let playable = false;
      for (let i = 0; i < o.length; i++) {
        const v = o[i]!;
        if (((v / 65536) | 0) === ACT_PLAY && view.def(v & 0xffff).id === def.id) { playable = true; break; }
      }
      if (!playable) { free++; continue; }
      if (this.tele.has(def.id)) continue; // may wait for the next hand: decided last (teleportOrPlay)
      const tr = traits(def);
      // a weak S.H.I.E.L.D. (or HYDRA) hero kept in hand for a fight that asks for its discard (Clearance)
      if (keep > 0 && tr.points <= 2 && clearanceHero(def)) { keep--; free++; continue; }
      if (tr.woundsAll) continue; // held: see playHeldWoundCard
      if (tr.needsFodder) fodderNeeders++;
      let pc: PlayCard | undefined;
      for (let i = 0; i < out.length; i++) if (out[i]!.def.id === def.id) { pc = out[i]; break; }
      if (pc) { pc.count++; continue; }
      if (out.length >= MAX_DEFS) continue;
      pc = this.pool[out.length];
      if (!pc) {
        pc = { def, tr, count: 0, cls: 0, team: 0, odd: 0, recruit: 0, draws: 0, copyPts: 0, conditional: false };
        this.pool.push(pc);
      }
      pc.def = def; pc.tr = tr; pc.count = 1; pc.cls = def.cls; pc.team = def.teams;
      pc.odd = def.cost % 2 === 1 ? 1 : 0; pc.recruit = def.recruit; pc.draws = tr.draws;
      pc.copyPts = tr.points + tr.powerGain + 1.5 * tr.draws;
      pc.conditional = tr.needCls !== 0 || tr.needTeam >= 0 || tr.countCls !== 0 || tr.countTeam >= 0 || tr.countOdd
        || tr.recruitThreshold > 0 || tr.countDrawn || tr.firstOnly || tr.copies || tr.firstCard > 0;
      out.push(pc);
    }
    // hold the junk that Cyclops cards will discard (Wounds and unplayable cards are free fodder)
    let hold = fodderNeeders - free;
    while (hold > 0) {
      let worst = -1, worstV = Infinity;
      for (let i = 0; i < out.length; i++) {
        const x = out[i]!;
        if (x.tr.needsFodder || x.count === 0) continue;
        const v = x.tr.points + x.tr.powerGain + x.draws * 1.5;
        if (v < worstV) { worstV = v; worst = i; }
      }
      if (worst < 0 || worstV >= 3) break;
      out[worst]!.count--;
      hold--;
    }
    let k = 0;
    for (let i = 0; i < out.length; i++) {
      const x = out[i]!;
      if (x.count > 0) { out[i] = out[k]!; out[k] = x; k++; }
    }
    out.length = k;
    return out;
  }

  /**
   * Chooses the next card to play (its index in `cards`) by a dynamic programme over play orders:
   * F[state] = the most conditional gain obtainable from the cards not yet played in `state`, where a state
   * counts how many of each definition were played (mixed radix). When no card's gain depends on the order,
   * the card drawing the most goes first.
   */
  private sequence(view: PlayerView, cards: PlayCard[]): number {
    const m = cards.length;
    let anyConditional = false;
    for (let i = 0; i < m; i++) if (cards[i]!.conditional) { anyConditional = true; break; }
    if (!anyConditional) {
      let pick = 0;
      for (let i = 1; i < m; i++) if (cards[i]!.draws > cards[pick]!.draws) pick = i;
      return pick;
    }
    const st = this.strides;
    let n = 1, total = 0;
    for (let i = 0; i < m; i++) { st[i] = n; n *= cards[i]!.count + 1; total += cards[i]!.count; if (n > MAX_STATES) break; }
    // the teams the plan's cards count or ask for: the only team entries of AGG that gain() reads
    let teams = 0;
    for (let i = 0; i < m; i++) {
      const x = cards[i]!;
      teams |= x.team;
      if (x.tr.needTeam >= 0) teams |= 1 << x.tr.needTeam;
      if (x.tr.countTeam >= 0) teams |= 1 << x.tr.countTeam;
    }
    this.aggTeams = teams;
    const base = this.baseState(view);
    const doOver = this.doOverGain(view, cards);
    const dg = this.digits;
    if (n > MAX_STATES) {
      // huge hands: the card with the best immediate gain
      dg.fill(0, 0, m);
      this.aggregate(cards, base);
      let pick = 0, bestV = -Infinity;
      for (let i = 0; i < m; i++) { const g = this.gain(cards[i]!, base, total, doOver); if (g > bestV) { bestV = g; pick = i; } }
      return pick;
    }
    // the states from the last (every card played) down to 0 (none), their digits counted down as a mixed-radix number
    for (let i = 0; i < m; i++) dg[i] = cards[i]!.count;
    let pick = 0;
    for (let s = n - 1; s >= 0; s--) {
      this.aggregate(cards, base);
      let best = 0, first = true;
      for (let i = 0; i < m; i++) {
        const c = cards[i]!;
        if (dg[i]! >= c.count) continue;
        const g = this.gain(c, base, total, doOver) + F[s + st[i]!]!;
        if (first || g > best + 1e-9) { best = g; first = false; if (s === 0) pick = i; }
      }
      F[s] = first ? 0 : best;
      for (let i = 0; i < m; i++) { if (dg[i]! > 0) { dg[i]!--; break; } dg[i] = cards[i]!.count; }
    }
    return pick;
  }

  /** The teams whose AGG entries aggregate() fills (set by sequence() for its cards). */
  private aggTeams = 0;
  /** Fills AGG with what the cards played in the current state (`digits`) add to what was played before this plan (of
   *  the teams, those in aggTeams). */
  private aggregate(cards: PlayCard[], b: HeuristicAgent['base']): void {
    const dg = this.digits;
    for (let i = 0; i < 5; i++) AGG[A_CLS + i] = b.cls[i]!;
    for (let m = this.aggTeams; m; m &= m - 1) { const ti = firstTeam(m); AGG[A_TEAM + ti] = b.team[ti]!; }
    let played = 0, odd = b.odd, rec = b.recruit, drawn = b.drawn, copy = b.inPlayCopy;
    for (let i = 0; i < cards.length; i++) {
      const x = cards[i]!;
      const k = dg[i]!;
      if (k === 0) continue;
      played += k; odd += k * x.odd; rec += k * x.recruit; drawn += k * x.draws;
      if (!x.tr.copies && x.copyPts > copy) copy = x.copyPts;
      for (let j = 0; j < 5; j++) if (x.cls & (1 << j)) AGG[A_CLS + j] += k;
      for (let m = x.team; m; m &= m - 1) AGG[A_TEAM + firstTeam(m)] += k;
    }
    let mask = 0;
    for (let j = 0; j < 5; j++) if (AGG[A_CLS + j]! > 0) mask |= 1 << j;
    AGG[A_PLAYED] = played; AGG[A_ODD] = odd; AGG[A_REC] = rec; AGG[A_DRAWN] = drawn; AGG[A_COPY] = copy; AGG[A_MASK] = mask;
  }

  private readonly base = { cls: new Float64Array(5), team: new Float64Array(MAX_TEAMS), odd: 0, recruit: 0, drawn: 0, inPlayCopy: 0, heroesPlayed: 0 };
  private baseState(view: PlayerView) {
    const t = view.t, b = this.base;
    for (let i = 0; i < 5; i++) b.cls[i] = t.clsCount[i]!;
    for (let i = 0; i < TEAMS.length; i++) b.team[i] = t.teamCount[i] ?? 0;
    b.odd = 0;
    for (let i = 1; i < t.played.length; i += 2) { const d = view.defById(t.played[i]!); if (d.kind === 'hero' && d.cost % 2 === 1) b.odd++; }
    b.recruit = t.recruitMade; b.drawn = t.drawn; b.heroesPlayed = t.heroesPlayed;
    let cp = 0;
    const ip = view.inPlay();
    for (let i = 0; i < ip.length; i++) {
      const tr = traits(view.def(ip[i]!));
      if (tr.copies) continue;
      const v = tr.points + tr.powerGain + 1.5 * tr.draws;
      if (v > cp) cp = v;
    }
    b.inPlayCopy = cp;
    return b;
  }

  /** Value of Do-Over played as the first hero: four new cards for the rest of the hand. */
  private doOverGain(view: PlayerView, cards: PlayCard[]): number {
    if (view.t.heroesPlayed > 0) return 0;
    let has = false;
    for (let i = 0; i < cards.length; i++) if (cards[i]!.tr.firstOnly) { has = true; break; }
    if (!has) return 0;
    let hand = 0;
    for (const c of view.hand) hand += worthOfDef(view.def(c));
    return Math.max(0, 4 * meanWorth(view) - hand + 1.5);
  }

  /** Conditional gain of playing card `c` after what AGG says was played (this turn and in the plan). */
  private gain(c: PlayCard, b: HeuristicAgent['base'], total: number, doOver: number): number {
    const tr = c.tr, w = this.w;
    const played = AGG[A_PLAYED]!;
    let g = 0;
    let triggered = false;
    if (tr.needCls && (tr.needCls & AGG[A_MASK]!)) {
      if (tr.needCount <= 1) triggered = true;
      else for (let i = 0; i < 5; i++) if ((tr.needCls & (1 << i)) && AGG[A_CLS + i]! >= tr.needCount) triggered = true;
    }
    if (tr.needTeam >= 0 && AGG[A_TEAM + tr.needTeam]! > 0) triggered = true;
    if (triggered) g += tr.powerGain * w.superpower;
    if (tr.countCls) {
      let cnt = 0;
      for (let i = 0; i < 5; i++) if (tr.countCls & (1 << i)) cnt += AGG[A_CLS + i]!;
      if (!tr.needCls || triggered) g += tr.countGain * cnt * w.superpower;
    }
    if (tr.countTeam >= 0) g += tr.countGain * AGG[A_TEAM + tr.countTeam]! * w.superpower;
    if (tr.countOdd) g += tr.countGain * AGG[A_ODD]! * w.superpower;
    if (tr.recruitThreshold && AGG[A_REC]! + c.recruit >= tr.recruitThreshold) g += tr.powerGain * w.superpower;
    if (tr.countDrawn && triggered) g += (AGG[A_DRAWN]! + tr.draws) * w.superpower;
    if (tr.firstOnly && b.heroesPlayed + played === 0) g += doOver;
    if (tr.firstCard && b.heroesPlayed + played === 0) g += tr.firstCard * w.superpower;
    if (tr.copies) g += AGG[A_COPY]!; // Copy Powers copies the best card played before it
    // drawing early: more cards seen before the rest are sequenced
    const draws = c.draws + (triggered ? tr.powerDraws : 0);
    if (draws > 0) g += 0.05 * w.draw * draws * (total - played);
    return g;
  }

  /** Crazed Rampage-like cards (a Wound for everyone): play only when the Attack buys a worthwhile fight. */
  private playHeldWoundCard(view: PlayerView, d: Decision): number {
    const o = d.options;
    for (let i = 0; i < o.length; i++) {
      const v = o[i]!;
      if (((v / 65536) | 0) !== ACT_PLAY) continue;
      const def = view.def(v & 0xffff);
      const tr = traits(def);
      if (!tr.woundsAll) continue;
      const without = this.bestFights(view, view.t.attack, view.t.recruit, null).value; // read before the next call
      const withIt = this.bestFights(view, view.t.attack + tr.points, view.t.recruit, null).value;
      const woundCost = 1.5 * view.players * this.w.deck * Math.max(0.3, 1 - schemeDanger(view) * 0.5)
        + (setupFacts(view).scheme.hint.woundClock ? 3 * view.players * this.w.scheme : 0);
      if (withIt - without > woundCost) return i;
    }
    return -1;
  }

  // ---- 2. spending ----

  private spend(view: PlayerView, d: Decision): number {
    const t = view.t;
    if (t.healed) return want(this.ctx, d, 0); // healing ends recruiting and fighting for the turn
    // a free weakening of an enemy (Cosmic Threat) before the fights are planned: they then see its lower Attack
    const weaken = bestWeaken(view, d);
    if (weaken >= 0) return weaken;
    this.extraRecruits(view, d);
    const fights = this.bestFights(view, t.attack, t.recruit, d);
    const fightValue = fights.value, fightFirst = fights.first;
    const rec = this.bestRecruits(view, fights.recruitLeft);
    const w = this.whyPlan;
    this.why = Why.Plan; w[0] = t.attack; w[1] = t.recruit; w[2] = fightValue; w[3] = rec.value; w[4] = fights.recruitLeft;
    const o = d.options;
    // healing, when it is on offer and worth more than everything else this turn
    const healI = o.indexOf(ACT_HEAL * 65536);
    if (healI >= 0) {
      let wounds = 0;
      for (const c of view.hand) if (view.def(c).kind === 'wound') wounds++;
      const healV = wounds * 2 * this.w.heal * Math.max(0.4, this.w.deck);
      if (healV > fightValue + rec.value) return healI;
    }
    // a gamble on the Mastermind (a failed try ends the turn) waits until the recruiting is done
    const gamble = fightFirst === ACT_MASTERMIND * 65536 && rec.first >= 0 && mastermindOdds(view) < 1;
    // a planned fight the decision does not offer (the plan misread which points pay: swapped pools) is dropped,
    // rather than taking whatever option comes first (a Focus that pays Attack for Attack would repeat for ever)
    if (fightFirst >= 0 && !gamble && d.options.indexOf(fightFirst) >= 0) return this.violentFight(view, d, fightFirst, fightValue);
    if (rec.first >= 0) return this.recruitOption(view, d, rec.first);
    // nothing left to fight or recruit: other actions worth something (a special Wound's own healing), best first
    const other = bestOther(view, d);
    if (other >= 0) return other;
    return want(this.ctx, d, 0); // ACT_END
  }

  /**
   * The planned fight, or the same fight with Excessive Violence (its Attack + 1, once a turn: the abilities of
   * the cards played this turn happen again) when the hint prices that above the point it costs and the one
   * point does not cost the rest of the plan.
   */
  private violentFight(view: PlayerView, d: Decision, fight: number, planValue: number): number {
    const code = actCode(fight);
    const target = code === ACT_FIGHT ? actArg(fight) : code === ACT_MASTERMIND ? view.city.length : -1;
    if (target >= 0) {
      for (let i = 0; i < d.options.length; i++) {
        const v = d.options[i]!;
        if (actCode(v) <= ACT_HEAL || actArg(v) !== target || view.actionKind(v) !== 'violence') continue;
        if (view.actionInfo(v)!.value < 1) continue;
        // the plan must still be worth as much with one point less
        if (this.bestFights(view, view.t.attack - 1, view.t.recruit, d).value + 1e-9 < planValue) break;
        return i;
      }
    }
    return want(this.ctx, d, fight);
  }

  // paid actions of the decision bought with Recruit, besides HQ heroes and Officers (rescuing a Bystander, a
  // Focus ability: as many uses as the Recruit pays for, up to the five places)
  private readonly exCost = new Float64Array(5);
  private readonly exVal = new Float64Array(5);
  private readonly exAct = new Float64Array(5);
  private exN = 0;
  /** Reads the decision's Recruit-paid actions (hint 'rescue') for bestRecruits. */
  private extraRecruits(view: PlayerView, d: Decision): void {
    this.exN = 0;
    const o = d.options;
    for (let i = 0; i < o.length && this.exN < 5; i++) {
      if (actCode(o[i]!) <= ACT_HEAL) continue; // the core actions
      const kind = view.actionKind(o[i]!);
      if (kind !== 'focus' && kind !== 'rescue' && kind !== 'gain') continue;
      const info = view.actionInfo(o[i]!)!;
      if (kind === 'focus' && info.cost > 0 && info.value > 0) {
        for (let u = Math.floor(view.recruitPoints() / info.cost); u > 0 && this.exN < 5; u--) {
          const k = this.exN++;
          this.exCost[k] = info.cost; this.exVal[k] = info.value; this.exAct[k] = o[i]!;
        }
        continue;
      }
      if (kind === 'gain') {
        // a card bought from a stack: its value as the provider states it, weighed like deck quality
        const k = this.exN++;
        this.exCost[k] = info.cost; this.exVal[k] = info.value * this.w.deck; this.exAct[k] = o[i]!;
        continue;
      }
      if (kind !== 'rescue') continue;
      const k = this.exN++;
      this.exCost[k] = info.cost;
      this.exVal[k] = 1.5 * this.w.bystander + this.w.scheme * schemeDanger(view);
      this.exAct[k] = o[i]!;
    }
  }

  private recruitOption(view: PlayerView, d: Decision, item: number): number {
    if (item === OFFICER_ITEM) return want(this.ctx, d, ACT_OFFICER * 65536);
    if (item >= EXTRA_ITEM) return want(this.ctx, d, this.exAct[item - EXTRA_ITEM]!);
    const defId = view.def(view.hq[item]!).id;
    const o = d.options;
    for (let i = 0; i < o.length; i++) {
      const v = o[i]!;
      if (((v / 65536) | 0) === ACT_RECRUIT && view.hq[v & 0xffff]! >= 0 && view.def(view.hq[v & 0xffff]!).id === defId) return i;
    }
    this.ctx.misses++;
    return want(this.ctx, d, 0);
  }

  /** Value of defeating the villain in a city space now. */
  villainValue(view: PlayerView, slot: number): number {
    const w = this.w;
    const d = view.def(view.city[slot]!);
    const threat = 1 / entriesToEscape(view, slot);
    const danger = schemeDanger(view);
    return 1
      + 1.2 * w.escapeThreat * threat * escapeHarm(view, slot, w.scheme)
      + 1.5 * w.bystander * bystandersAt(view, slot)
      + 0.3 * view.cardVp(view.city[slot]!)
      + fightEffect(view, slot)
      + w.scheme * danger * 0.5;
  }

  /** Value of fighting the Mastermind now (the last fight wins the game). */
  mastermindValue(view: PlayerView): number {
    const left = view.mastermindFightsLeft;
    // a Mastermind in the city whose Tactics go back there (King Hyperion): the fight sends him home and gives a bonus,
    // worth about a villain fight; it never wins the game
    if (view.mastermindAt >= 0 && setupFacts(view).cityTacticReturns) return this.w.mastermind * 8;
    // the last fight wins the game, unless other Masterminds (villains that ascended) still stand
    if (left <= 1 && view.others.length === 0) return 1000;
    const w = this.w;
    const taken = view.stats.tacticsDefeated;
    let bys = 0;
    for (const c of view.attached(view.mastermindHolder)) if (view.def(c).kind === 'bystander') bys++;
    return w.mastermind * (15 + 7.5 * taken) * (1 + w.scheme * schemeDanger(view)) + 1.5 * w.bystander * bys;
  }

  private readonly tgtCost = new Float64Array(12);
  private readonly tgtVal = new Float64Array(12);
  private readonly tgtAct = new Float64Array(12);
  private readonly tgtFlex = new Uint8Array(12);

  /**
   * The best set of fights for `attack` and `recruit` points (every subset of the targets on offer: city
   * villains, the Mastermind, and the targets outside the city a decision's actions offer): the value, the
   * action to take first, and the Recruit left. A target Recruit may pay for (Bribe, or Recruit as Attack this
   * turn) is paid with Attack left over first; restricted points that pay only for a target lower its cost.
   */
  bestFights(view: PlayerView, attack: number, recruit: number, extra: Decision | null): { value: number; first: number; recruitLeft: number } {
    let n = 0;
    const cost = this.tgtCost, val = this.tgtVal, act = this.tgtAct, flex = this.tgtFlex;
    const budget = attack + recruit;
    for (let s = 0; s < view.city.length; s++) {
      const c = view.city[s]!;
      // a villain defeated this turn that is back in the city (Mr. Immortal) is not fought again: it came back
      if (c < 0 || !view.canDefeat(s) || view.t.defeated.includes(c)) continue;
      const a = Math.max(0, view.villainAttack(s) - view.restrictedFor(PAY_FIGHT, c));
      const fx = (view.poolsFor(PAY_FIGHT, c) & POOL_RECRUIT) !== 0;
      if (a > (fx ? budget : attack)) continue;
      cost[n] = a; val[n] = this.villainValue(view, s); act[n] = ACT_FIGHT * 65536 + s; flex[n] = fx ? 1 : 0; n++;
    }
    const odds = mastermindOdds(view);
    if (view.mastermindFightsLeft > 0 && !view.t.healed) {
      const a = Math.max(0, view.mastermindAttack() - view.restrictedFor(PAY_MASTERMIND));
      const fx = (view.poolsFor(PAY_MASTERMIND) & POOL_RECRUIT) !== 0;
      if (a <= (fx ? budget : attack)) {
        // a gamble before the fight (a failed try ends the turn): weighed by its odds
        cost[n] = a; val[n] = this.mastermindValue(view) * odds; act[n] = ACT_MASTERMIND * 65536; flex[n] = fx ? 1 : 0; n++;
      }
    }
    if (extra) {
      // villains outside the city a main action lets the player fight
      const o = extra.options;
      for (let i = 0; i < o.length && n < 10; i++) {
        if (actCode(o[i]!) <= ACT_HEAL) continue; // the core actions
        const info = view.actionInfo(o[i]!);
        if (!info || info.about !== 'fight-other' || info.card < 0) continue;
        const fx = (view.poolsFor(PAY_FIGHT, info.card) & POOL_RECRUIT) !== 0;
        if (info.cost > (fx ? budget : attack)) continue;
        cost[n] = info.cost; val[n] = this.offCityValue(view, info.card); act[n] = o[i]!; flex[n] = fx ? 1 : 0; n++;
      }
    }
    let anyFlex = false;
    for (let i = 0; i < n; i++) if (flex[i]) { anyFlex = true; break; }
    let bestV = -Infinity, bestMask = 0, bestLeft = recruit;
    const recMemo = this.recMemo;
    recMemo.clear();
    for (let mask = 0; mask < 1 << n; mask++) {
      let aOnly = 0, fl = 0, v = 0;
      for (let i = 0; i < n; i++) if (mask & (1 << i)) { if (flex[i]) fl += cost[i]!; else aOnly += cost[i]!; v += val[i]!; }
      if (aOnly > attack || aOnly + fl > budget) continue;
      const left = recruit - Math.max(0, fl - (attack - aOnly));
      let rv = 0;
      if (anyFlex) {
        let m = recMemo.get(left);
        if (m === undefined) { m = this.bestRecruits(view, left).value; recMemo.set(left, m); }
        rv = m;
      }
      if (v + rv > bestV + 1e-9) { bestV = v + rv; bestMask = mask; bestLeft = left; }
    }
    // first: the most valuable fight of the set (a gamble on the Mastermind comes last)
    let first = -1, fv = -Infinity;
    for (let i = 0; i < n; i++) {
      if (!(bestMask & (1 << i))) continue;
      const v = odds < 1 && act[i] === ACT_MASTERMIND * 65536 ? -1e9 : val[i]!;
      if (v > fv) { fv = v; first = act[i]!; }
    }
    let value = 0;
    for (let i = 0; i < n; i++) if (bestMask & (1 << i)) value += val[i]!;
    const r = this.fightPlan;
    r.value = value; r.first = first; r.recruitLeft = bestLeft;
    return r;
  }

  /** Value of defeating a card outside the city (a Bystander rescued as one, or a villain's VP and Fight effect). */
  private offCityValue(view: PlayerView, c: number): number {
    // another Mastermind (a villain that ascended): one fight defeats it; the last Mastermind standing wins the game,
    // any other stops a Master Strike for good, worth a Mastermind fight
    if (view.others.includes(c)) {
      if (view.mastermindFightsLeft === 0 && view.others.length === 1) return 1000;
      const w = this.w;
      return w.mastermind * 15 * (1 + w.scheme * schemeDanger(view)) + 0.3 * view.cardVp(c);
    }
    const d = view.def(c);
    if (d.kind === 'bystander') return 1 + 1.5 * this.w.bystander;
    const vh = d.villain;
    return 1 + 0.3 * view.cardVp(c) + (vh?.fight ?? 0) + (vh?.fightEach ?? 0) * view.players;
  }
  /** bestFights' result, reused (read it before the next call) */
  private readonly fightPlan = { value: 0, first: -1, recruitLeft: 0 };
  /** bestRecruits' result, reused (read it before the next call) */
  private readonly recruitPlan = { value: 0, first: -1 };
  private readonly recMemo = new Map<number, number>();

  private readonly hqVal = new Float64Array(16);
  private readonly hqCost = new Float64Array(16);


  /**
   * Value of a card for this deck, per time it is drawn: its Attack and Recruit weighted by how short the
   * deck is of each (Attack to fight the Mastermind, Recruit to buy), plus cards drawn and synergy.
   */
  private cardValue(view: PlayerView, d: CardDef, need: { wA: number; wR: number; mean: number }, prof: Profile): number {
    if (d.kind === 'wound') return 0;
    const pw = powerOfDef(d);
    return need.wA * pw.atk + need.wR * pw.rec + DRAW_VALUE * pw.drw * need.mean + this.w.deck * synergy(view, d, prof.cls, prof.team, prof.owned);
  }

  /** How much the deck needs Attack and Recruit (weights), and the mean value of its cards. */
  private deckNeed(view: PlayerView, prof: Profile): { wA: number; wR: number; mean: number } {
    const n = Math.max(1, prof.owned);
    const handA = 6 * prof.atk / n, handR = 6 * prof.rec / n;
    const targetA = Math.max(8, view.mastermindAttack());
    const targetR = 7;
    const clamp = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);
    const need = this.need;
    need.wA = 1 + 1.5 * clamp(1 - handA / targetA);
    need.wR = 0.4 + clamp(1 - handR / targetR);
    need.mean = (need.wA * prof.atk + need.wR * prof.rec) / n;
    return need;
  }
  private readonly need = { wA: 1, wR: 1, mean: 1 };

  /** Expected number of times a card recruited now will be drawn before the game ends, scaled to [0.1, 1]. */
  private timeFactor(view: PlayerView, owned: number): number {
    const turnsLeft = (view.villainDeckSize / view.players) * (1 - 0.6 * schemeDanger(view));
    const before = view.deckSize(view.player) / 6;
    const draws = Math.max(0, turnsLeft - before) * 6 / Math.max(6, owned);
    return Math.min(1, Math.max(0.1, draws / 2));
  }

  /** The best set of HQ heroes and Officers for `budget` Recruit: its value and the item to take first. */
  bestRecruits(view: PlayerView, budget: number): { value: number; first: number } {
    const out = this.recruitPlan;
    out.value = 0; out.first = -1;
    if (budget < 2) return out;
    const prof = ownedProfile(view);
    const need = this.deckNeed(view, prof);
    const tf = this.timeFactor(view, prof.owned);
    const facts = setupFacts(view);
    // a scheme whose clock is the Hero Deck: every HQ recruit takes a card off it, which must not run out
    const cw = facts.scheme.hint.heroDeckClock ? schemeDanger(view) : 0;
    const civil = cw > 0 ? this.w.scheme * (0.2 + 4 * cw * cw * cw) : 0;
    const hv = this.hqVal, hc = this.hqCost;
    for (let s = 0; s < view.hq.length; s++) {
      const c = view.hq[s]!;
      const d = c < 0 ? null : view.def(c);
      if (!d || d.kind !== 'hero') { hc[s] = 1e9; hv[s] = 0; continue; }
      hc[s] = view.recruitCost(c);
      hv[s] = (this.cardValue(view, d, need, prof) - DILUTION * this.w.deck * need.mean) * tf - civil;
    }
    const officerV = view.officersLeft > 0 ? (2 * need.wR - DILUTION * this.w.deck * need.mean) * tf : 0;
    // the HQ spaces, then the decision's other Recruit-paid actions (exN of them)
    const hqN = view.hq.length, items = hqN + this.exN;
    for (let k = 0; k < this.exN; k++) { hc[hqN + k] = this.exCost[k]!; hv[hqN + k] = this.exVal[k]!; }
    let bestV = 0, bestMask = 0, bestOff = 0;
    for (let mask = 1; mask < 1 << items; mask++) {
      let c = 0, v = 0, ok = true;
      for (let s = 0; s < items; s++) if (mask & (1 << s)) { if (hv[s]! <= 0) { ok = false; break; } c += hc[s]!; v += hv[s]!; }
      if (!ok || c > budget) continue;
      const off = officerV > 0 ? Math.min(Math.floor((budget - c) / 3), view.officersLeft) : 0;
      v += off * officerV;
      if (v > bestV + 1e-9) { bestV = v; bestMask = mask; bestOff = off; }
    }
    // officers only
    if (officerV > 0) {
      const off = Math.min(Math.floor(budget / 3), view.officersLeft);
      if (off * officerV > bestV + 1e-9) { bestV = off * officerV; bestMask = 0; bestOff = off; }
    }
    let first = -1, fv = -Infinity;
    for (let s = 0; s < items; s++) if ((bestMask & (1 << s)) && hc[s]! > fv) { fv = hc[s]!; first = s < hqN ? s : EXTRA_ITEM + s - hqN; }
    if (first < 0 && bestOff > 0) first = OFFICER_ITEM;
    out.value = bestV; out.first = first;
    return out;
  }
}

const SHIELD_TEAM = teamId('S.H.I.E.L.D.'), HYDRA_TEAM = teamId('HYDRA');
/** A hero that S.H.I.E.L.D. Clearance accepts as a discard. */
function clearanceHero(d: CardDef): boolean { return d.kind === 'hero' && (d.teams & ((1 << SHIELD_TEAM) | (1 << HYDRA_TEAM))) !== 0; }

/**
 * S.H.I.E.L.D. Clearance: how many S.H.I.E.L.D. or HYDRA heroes to keep in hand this turn, so that a fight that asks
 * for their discard (a villain's keyword, the Mastermind's, a scheme's enemies: SchemeHint.clearance) stays open; 0
 * when no such enemy is there, or when the hand's Attack cannot reach the cheapest of them anyway.
 */
function clearanceKeep(view: PlayerView): number {
  let need = 0, cheapest = Infinity;
  for (let s = 0; s < view.city.length; s++) {
    const c = view.city[s]!;
    if (c < 0) continue;
    const n = clearanceOf(view.def(c));
    if (n > 0) { need = Math.max(need, n); cheapest = Math.min(cheapest, view.villainAttack(s)); }
  }
  const mm = view.mastermindCard;
  if (mm >= 0) {
    const n = clearanceOf(view.def(mm));
    if (n > 0) { need = Math.max(need, n); cheapest = Math.min(cheapest, view.mastermindAttack()); }
  }
  const sc = setupFacts(view).scheme.hint.clearance?.(view);
  if (sc) { need = Math.max(need, sc.n); cheapest = Math.min(cheapest, sc.attack); }
  if (need === 0) return 0;
  let attack = view.t.attack;
  for (const c of view.hand) { const d = view.def(c); if (d.kind === 'hero') attack += traits(d).points; }
  return attack >= cheapest ? need : 0;
}

/**
 * Switcheroo-like actions ('swap-hq'): before playing the card, it is given away for an HQ hero that costs at least
 * SWAP_HQ_MIN more (the hero comes into the hand, to be played this turn), the largest gain first; -1 for none.
 */
function swapHq(view: PlayerView, d: Decision): number {
  let best = -1, bestV = SWAP_HQ_MIN - 1e-9;
  for (let i = 0; i < d.options.length; i++) {
    const v = d.options[i]!;
    if (actCode(v) <= ACT_HEAL || view.actionKind(v) !== 'swap-hq') continue;
    const x = view.actionInfo(v)!.value;
    if (x > bestV) { bestV = x; best = i; }
  }
  return best;
}
const SWAP_HQ_MIN = 1;

/** The 'other' action of a decision worth the most, when it is worth at least OTHER_MIN points, or -1. */
function bestOther(view: PlayerView, d: Decision): number {
  let best = -1, bestV = OTHER_MIN;
  for (let i = 0; i < d.options.length; i++) {
    const v = d.options[i]!;
    if (actCode(v) <= ACT_HEAL || view.actionKind(v) !== 'other') continue;
    const x = view.actionInfo(v)!.value;
    if (x >= bestV) { bestV = x; best = i; }
  }
  return best;
}
const OTHER_MIN = 0.5;
/** Whether a card of the hand other than c has one of these classes. */
function handHasClass(view: PlayerView, c: number, cls: number): boolean {
  for (const x of view.hand) if (x !== c && (view.def(x).cls & cls) !== 0) return true;
  return false;
}
/** A card in hand worth fewer points than this is swapped for the top card of the deck (Phasing). */
const SWAP_BELOW = 2;
/** A card is worth recruiting when it beats this share of the deck's mean card. */
const DILUTION = 0.8;
/** A card drawn is worth this share of the deck's mean card (it replaces itself and then some). */
const DRAW_VALUE = 1.2;
const OFFICER_ITEM = 99;
/** Items at or above this are the decision's other Recruit-paid actions (EXTRA_ITEM + k). */
const EXTRA_ITEM = 100;

// ---- State evaluation -------------------------------------------------------------------------------

/**
 * Team progress seen from a PlayerView, in [0, 1]: 1 once the game is won, 0 once it is lost or drawn;
 * otherwise a logistic score of the features below (coefficients fitted on heuristic self-play, see
 * EVAL_COEFFS). For search cutoffs (agents/ismcts.ts): it reads only what the view shows, and its
 * signature `evaluate(view: PlayerView): number` is stable.
 *
 * Features: Mastermind fights taken (of all it needs), the Scheme's progress towards Evil Wins, the
 * Villain Deck used (game time), the team's mean card worth minus 1 (deck quality; a Wound is worth -1,
 * a starting card 1, a hero 1 + cost/2), the escape pressure of the city (harm of the villain the next
 * Villain Deck card pushes out, a third of the next one's), and Bystanders held in the city.
 * Cost: one sorted copy of each player's cards, a few microseconds.
 */
export function evaluate(view: PlayerView): number {
  const r = view.result;
  if (r === 'win') return 1;
  if (r !== null) return 0;
  const x = evalFeatures(view, FEAT);
  const k = EVAL_COEFFS;
  let z = k[0]!;
  for (let i = 0; i < x.length; i++) z += k[i + 1]! * x[i]!;
  return 1 / (1 + Math.exp(-z));
}

/** Names of the evaluation features, in order. */
export const EVAL_FEATURES = ['mastermind', 'danger', 'time', 'deck', 'pressure', 'cityBystanders'] as const;
const FEAT = new Float64Array(EVAL_FEATURES.length);

/**
 * Intercept, then one coefficient per feature of EVAL_FEATURES: a logistic regression of the final result
 * on the features at the start of every turn of 600 heuristic self-play games (random setups, 1-4
 * players; 16,625 turns; mean log-likelihood -0.46 against -0.59 for the base rate, 78% of turns
 * classified right). Escape pressure came out at 0 (the Scheme's progress already carries what escapes
 * do); it keeps a small negative prior so that a search still sees the point of clearing the city.
 */
export const EVAL_COEFFS: readonly number[] = [1.3, 3.3, -3.3, -3.65, 4.25, -0.05, -0.17];

/** The evaluation features of a view (written into `out`). Exported for fitting and tests. */
export function evalFeatures(view: PlayerView, out: Float64Array = new Float64Array(EVAL_FEATURES.length)): Float64Array {
  const taken = view.stats.tacticsDefeated;
  const left = view.mastermindFightsLeft;
  out[0] = taken / Math.max(1, taken + left);
  out[1] = schemeDanger(view);
  const f = setupFacts(view);
  out[2] = 1 - view.villainDeckSize / Math.max(view.villainDeckSize, f.villainDeckStart ?? 1);
  let worthSum = 0, owned = 0;
  for (let p = 0; p < view.players; p++) {
    const a = view.ownedCards(p);
    for (let i = 0; i < a.length; i++) worthSum += worthOfDef(view.def(a[i]!));
    owned += a.length;
  }
  out[3] = owned ? (worthSum / owned - 1) : 0;
  let pressure = 0, bys = 0;
  for (let s = 0; s < 5; s++) {
    if (view.city[s]! < 0) continue;
    // the villain the next card pushes out counts fully, the one after it a third
    const e = entriesToEscape(view, s);
    if (e <= 2) pressure += escapeHarm(view, s) * (e === 1 ? 1 : 0.33);
    bys += bystandersAt(view, s);
  }
  out[4] = pressure;
  out[5] = bys;
  return out;
}
