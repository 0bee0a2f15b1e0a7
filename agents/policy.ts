// What the rule-based bots share: decoding main-phase options, valuing cards, reading the threat of the
// Scheme, and a sensible default answer for every decision that is not the main-phase action.
//
// Everything here reads a PlayerView only (never the game), allocates little (bots run inside ISMCTS
// rollouts), and is deterministic. Card knowledge comes from the structured hints on card definitions
// (engine/legendary/types.ts HeroHint, VillainHint, RevealHint, SchemeHint) and from the decision hints of the
// questions cards ask (DecisionHint), never from card prose or setup names: a card added with its hints is
// understood without changes here.

import type { PlayerView } from '../engine/legendary/observe.js';
import { decisionHint } from '../engine/legendary/flow.js';
import { CARDS, GROUP_REVEALS, MAX_TEAMS, SCHEMES, VILLAIN_GROUPS, cardByKey, firstTeam, heroCardCount, setupMaster } from '../engine/legendary/registry.js';
import { ACT_END, ACT_FIGHT, ACT_HEAL, ACT_MASTERMIND, ACT_OFFICER, ACT_PLAY, ACT_RECRUIT, actArg, actCode } from '../engine/legendary/actions.js';
import type { CardDef, Decision, RevealHint, SchemeDef, VillainHint } from '../engine/legendary/types.js';
import { CLASS_BITS, PAY_FIGHT } from '../engine/legendary/types.js';
import { BURROW } from '../engine/legendary/keywords/burrow.js';
import { randInt, type RngState } from '../engine/shared/rng.js';

export { ACT_END, ACT_FIGHT, ACT_HEAL, ACT_MASTERMIND, ACT_OFFICER, ACT_PLAY, ACT_RECRUIT, actArg, actCode };

/** Option value of "the Mastermind" in the 'slot' decisions that target a villain or the Mastermind. */
export function mastermindSlot(view: PlayerView): number { return view.mastermindHolder; }

// ---- Card traits ------------------------------------------------------------------------------------

/** What a bot needs to know about a hero card to sequence its plays. Points are Attack/Recruit-equivalents. */
export interface Traits {
  /** class bits whose superpower the card has (0: none) */
  needCls: number;
  /** team index whose team power the card has (-1: none) */
  needTeam: number;
  /** points the superpower / team power adds when it triggers (for counters: per counted card) */
  powerGain: number;
  /** "+k per other <class> hero played this turn": class bits counted (0: none) */
  countCls: number;
  /** "+k per other <team> hero played this turn": team counted (-1: none) */
  countTeam: number;
  /** "+k per other odd-cost hero played this turn" */
  countOdd: boolean;
  /** points per counted card */
  countGain: number;
  /** "+3 Attack if you have made 8 or more Recruit" (Surge of Power): the Recruit threshold, 0 if none */
  recruitThreshold: number;
  /** "+1 Attack per extra card drawn this turn" (Berserker Rage) */
  countDrawn: boolean;
  /** only does something as the first hero played this turn (Do-Over) */
  firstOnly: boolean;
  /** resolves as a copy of another hero played this turn (Copy Powers) */
  copies: boolean;
  /** expected cards drawn when played (unconditionally) */
  draws: number;
  /** expected cards drawn by the superpower when it triggers */
  powerDraws: number;
  /** playing it gives every player, you included, a Wound (Crazed Rampage) */
  woundsAll: boolean;
  /** to play it, discard another card (Cyclops) */
  needsFodder: boolean;
  /** cards of its class the superpower needs played before it (1 for most; 2 for "two Tech") */
  needCount: number;
  /** Attack it adds when it is the first card played this turn */
  firstCard: number;
  /** estimated points of the card when played, without its conditional parts */
  points: number;
}

/** Reads a hero card's traits from its hints (engine/legendary/types.ts HeroHint). Exported for tests. */
export function deriveTraits(d: CardDef): Traits {
  // a Divided card: what its better side gives (the side is chosen when it is played)
  if (d.halves) return deriveTraits(betterSide(d));
  const tr: Traits = {
    needCls: 0, needTeam: -1, powerGain: 0, countCls: 0, countTeam: -1, countOdd: false, countGain: 0,
    recruitThreshold: 0, countDrawn: false, firstOnly: false, copies: false, draws: 0, powerDraws: 0,
    woundsAll: false, needsFodder: false, needCount: 1, firstCard: 0, points: d.attack + d.recruit,
  };
  const h = d.hero;
  if (d.kind !== 'hero' || !h) return tr;
  const pw = h.power;
  if (pw) {
    tr.needCls = pw.cls ?? 0;
    tr.needTeam = pw.team ?? -1;
    tr.powerDraws = pw.draw ?? 0;
    tr.powerGain = (pw.attack ?? 0) + (pw.recruit ?? 0) + (pw.rescue ?? 0) + (pw.other ?? 0) + 1.5 * tr.powerDraws;
    tr.needCount = pw.count ?? 1;
  }
  tr.firstCard = h.firstCard ?? 0;
  if (h.per) {
    tr.countGain = h.per.attack;
    if (h.per.odd) tr.countOdd = true;
    else if (h.per.cls) tr.countCls = h.per.cls;
    else if (h.per.team !== undefined) tr.countTeam = h.per.team;
  }
  if (h.perDrawn) { tr.countDrawn = true; tr.powerGain = 0; }
  if (h.recruitThreshold) { tr.recruitThreshold = h.recruitThreshold.n; tr.powerGain = h.recruitThreshold.attack; }
  tr.firstOnly = (h.firstOnly ?? 0) > 0;
  tr.copies = !!h.copies;
  tr.woundsAll = !!h.woundsAll;
  tr.needsFodder = !!h.needsFodder;
  tr.draws = h.draw ?? 0;
  return tr;
}

/**
 * What a card's definition gives a bot (its traits, power, worth) is kept per definition: by id for the printed cards,
 * by the definition itself for a what-if game's changed copy (changes.ts keeps the id), so that a changed card is read
 * with its changed numbers and the printed one with its own, whichever a worker met first.
 */
class PerDef<T> {
  private readonly byId: (T | undefined)[] = [];
  private readonly changed = new WeakMap<CardDef, T>();
  constructor(private readonly derive: (d: CardDef) => T) {}
  get(d: CardDef): T {
    if (CARDS[d.id] === d) {
      let v = this.byId[d.id];
      if (v === undefined) { v = this.derive(d); this.byId[d.id] = v; }
      return v;
    }
    let v = this.changed.get(d);
    if (v === undefined) { v = this.derive(d); this.changed.set(d, v); }
    return v;
  }
}
const TRAITS = new PerDef(deriveTraits);
/** The traits of a card definition (worked out once per definition). */
export function traits(d: CardDef): Traits { return TRAITS.get(d); }

/** The side of a Divided card that gives more when played, by its printed points, power and draws. */
function betterSide(d: CardDef): CardDef {
  let best = CARDS[d.halves![0]!]!, bv = -Infinity;
  for (const h of d.halves!) {
    const s = CARDS[h]!, t = deriveTraits(s);
    const v = t.points + 0.5 * t.powerGain + 1.5 * t.draws + (s.hero?.avgAttack ?? 0) + (s.hero?.avgRecruit ?? 0) + (s.hero?.versatile ?? 0);
    if (v > bv) { bv = v; best = s; }
  }
  return best;
}

/**
 * Which side of a Divided card to play now: its points, its superpower or team power if it triggers now, its draws,
 * Attack weighed up while a fight is in reach of it.
 */
function sideValue(view: PlayerView, s: CardDef): number {
  const t = deriveTraits(s), h = s.hero;
  let v = s.attack + s.recruit + 1.5 * t.draws + (h?.avgAttack ?? 0) + (h?.avgRecruit ?? 0) + (h?.versatile ?? 0);
  const tc = view.t;
  let fires = false;
  if (t.needCls) for (let b = 0; b < 5; b++) if ((t.needCls & (1 << b)) && tc.clsCount[b]! >= t.needCount) fires = true;
  if (t.needTeam >= 0 && tc.teamCount[t.needTeam]! > 0) fires = true;
  if (fires) v += t.powerGain;
  return v;
}

// ---- What a hero adds to a deck ---------------------------------------------------------------------

/** Expected Attack, Recruit and cards drawn a hero gives when played in an average hand. */
export interface Power { atk: number; rec: number; drw: number }

/** Estimates a hero's average contribution from its facts and hints. Exported for tests. */
export function derivePower(d: CardDef): Power {
  if (d.halves) return derivePower(betterSide(d));
  const p: Power = { atk: d.attack, rec: d.recruit, drw: 0 };
  if (d.kind !== 'hero') return p;
  const tr = traits(d), h = d.hero ?? {};
  p.drw = tr.draws;
  // superpowers and team powers are priced by synergy(), by how often this deck can trigger them
  if (tr.countCls) p.atk += 1.2 * tr.countGain;
  if (tr.countTeam >= 0) p.atk += 1.2 * tr.countGain;
  if (tr.countOdd) p.atk += 1.2 * tr.countGain;
  if (tr.countDrawn) p.atk += 2;
  if (tr.recruitThreshold) p.atk += 1;
  if (tr.copies) { p.atk += 1.5; p.rec += 1; }
  p.atk += h.avgAttack ?? 0;
  p.rec += h.avgRecruit ?? 0;
  if (h.recruitAsAttack) { p.atk += 0.6 * p.rec; p.rec *= 0.6; }
  if (h.versatile) p.atk += h.versatile; // Recruit or Attack, priced as the scarcer (Attack)
  if (tr.woundsAll) p.atk -= 1;
  if (h.woundsSelf) p.atk -= 0.8;
  return p;
}
const POWER = new PerDef(derivePower);
/** derivePower, once per definition (as traits). */
export function powerOfDef(d: CardDef): Power { return POWER.get(d); }

// ---- Card value -------------------------------------------------------------------------------------

/**
 * How much a card is worth owning, in points per time it is drawn: a Wound -1, a starting S.H.I.E.L.D.
 * Agent or Trooper 1, a recruitable hero 1 + cost/2 (a S.H.I.E.L.D. Officer 2.5, an 8-cost hero 5). For
 * cards in a victory pile (villains, bystanders, tactics) it is their VP.
 */
function deriveWorth(d: CardDef): number {
  switch (d.kind) {
    case 'wound': return -1;
    case 'hero': return d.cost === 0 ? d.attack + d.recruit : 1 + d.cost / 2;
    case 'bystander': case 'villain': case 'henchman': case 'tactic': return d.vp;
    default: return 0;
  }
}
const WORTH = new PerDef(deriveWorth);
export function worthOfDef(d: CardDef): number { return WORTH.get(d); }
export function worth(view: PlayerView, c: number): number { return worthOfDef(view.def(c)); }

/** A card worth at most this is one you would rather not own (Wounds, starting Agents and Troopers). */
export const JUNK = 1;

/** Per-game facts bots reuse: cached on the setup object (shared by a game and all its clones). */
export interface SetupFacts {
  /**
   * Classes and teams the setup's reveal effects ask for ("reveal a Tech hero or gain a Wound" ...), with how
   * much a card of that class or team is worth for it (RevealHint on the scheme, the Mastermind and the
   * villain and henchmen groups): class bits, team bits (1 << team), and the worth per class / team id
   */
  revealCls: number;
  revealTeams: number;
  revealClsW: Float64Array;
  revealTeamW: Float64Array;
  /** the scheme's definition (its hints) */
  scheme: SchemeDef;
  /** a Tactic fought while the Mastermind stands in the city goes back (MastermindDef.cityTacticReturns) */
  cityTacticReturns: boolean;
  /** Hero Deck size at the start */
  heroDeckStart: number;
  /** Villain Deck size at the start (game time) */
  villainDeckStart: number;
  /** the Mastermind's progress towards its own Evil Wins (engine/legendary/types.ts MastermindDef.progress), if it has one */
  mastermindProgress: ((v: PlayerView) => number) | null;
}
const FACTS = new WeakMap<object, SetupFacts>();
// the last setup asked about and its facts: bots ask many times a decision, nearly always about one game
let lastSetup: object | null = null, lastFacts: SetupFacts | null = null;
export function setupFacts(view: PlayerView): SetupFacts {
  const s = view.setup;
  if (s === lastSetup) return lastFacts!;
  let f = FACTS.get(s);
  if (!f) {
    const clsW = new Float64Array(5), teamW = new Float64Array(MAX_TEAMS);
    let cls = 0, teams = 0;
    const sc = SCHEMES.get(s.scheme)!;
    const reveals: RevealHint[] = [
      ...(setupMaster(s).reveals ?? []), ...(sc.hint.reveals ?? []),
      ...s.villains.flatMap((v) => GROUP_REVEALS.get(v) ?? []), ...s.henchmen.flatMap((h) => GROUP_REVEALS.get(h) ?? []),
    ];
    for (const r of reveals) {
      if (r.cls) { cls |= r.cls; clsW[31 - Math.clz32(r.cls)]! += r.w; }
      if (r.team !== undefined) { teams |= 1 << r.team; teamW[r.team]! += r.w; }
    }
    const groupCards = (label: string) => VILLAIN_GROUPS.get(label)!.cards.reduce((n, k) => n + cardByKey(k).copies, 0);
    f = {
      revealCls: cls, revealTeams: teams, revealClsW: clsW, revealTeamW: teamW, scheme: sc,
      mastermindProgress: setupMaster(s).progress ?? null,
      cityTacticReturns: setupMaster(s).cityTacticReturns ?? false,
      // the heroes' cards, less those dealt to the HQ and those the scheme takes at setup
      heroDeckStart: Math.max(1, heroCardCount(s.heroes) - s.hqSize - (sc.hint.heroDeckTaken ?? 0)),
      // the villain groups, the henchmen, twists, strikes and bystanders, and what the scheme adds
      villainDeckStart: s.twists + s.strikes + s.villains.reduce((n, v) => n + groupCards(v), 0) + s.bystandersInVillainDeck
        + s.henchmen.reduce((n, _h, i) => n + (i >= s.henchmen.length - s.extraHenchmenFull ? 10 : s.henchmenCopies), 0)
        + (sc.hint.extraVillainDeck?.(s.players) ?? 0),
    };
    FACTS.set(s, f);
  }
  lastSetup = s; lastFacts = f;
  return f;
}

/** Synergy of a hero with cards already owned: shared classes and teams (superpowers), and reveal needs. */
export function synergy(view: PlayerView, d: CardDef, clsCounts: ArrayLike<number>, teamCounts: ArrayLike<number>, owned: number): number {
  if (d.kind !== 'hero' || d.cost === 0) return 0;
  let s = 0;
  const n = Math.max(1, owned);
  for (let b = 0; b < 5; b++) if (d.cls & (1 << b)) s += clsCounts[b]! / n;
  for (let m = d.teams; m; m &= m - 1) s += 0.5 * teamCounts[firstTeam(m)]! / n;
  const tr = traits(d);
  // a superpower of a class the deck has plenty of will trigger often
  if (tr.needCls) for (let b = 0; b < 5; b++) if (tr.needCls & (1 << b)) s += tr.powerGain * clsCounts[b]! / n;
  // the setup's reveals: worth more while few of the deck's cards can be revealed
  const f = setupFacts(view);
  if (d.cls & f.revealCls) {
    for (let b = 0; b < 5; b++) if (d.cls & (1 << b)) s += f.revealClsW[b]! * Math.max(0.2, 1 - 3 * clsCounts[b]! / n);
  }
  for (let m = d.teams & f.revealTeams; m; m &= m - 1) {
    const ti = firstTeam(m);
    s += f.revealTeamW[ti]! * Math.max(0.2, 1 - 3 * teamCounts[ti]! / n);
  }
  return s;
}

/** This player's deck as a whole: class/team counts, card count, worth and what it produces per card. */
export interface Profile {
  cls: Float64Array; team: Float64Array; owned: number; worthSum: number;
  atk: number; rec: number; drw: number; wounds: number;
}
// sized for every team id a mask can hold: teams register as their sets load, possibly after this module
const PROFILE: Profile = { cls: new Float64Array(5), team: new Float64Array(MAX_TEAMS), owned: 0, worthSum: 0, atk: 0, rec: 0, drw: 0, wounds: 0 };
/** Scratch for ownedProfile: the cards owned, sorted. */
let OWNED = new Int32Array(256);
/**
 * ownedProfile's memo: per player seat, the profiles of the last few sets of cards it worked out (the least recently
 * used replaced), each with its set (every card stamped with the entry's generation; the count and the sums of the
 * cards' numbers and of their squares pick the entry to check). A search asks for a few profiles many times (the
 * root's in every determinization, the ones its play-outs reach) while the cards a player owns rarely change; an entry
 * holds the numbers the sorted sums gave, so the memo changes no result.
 */
interface ProfileMemo {
  key: object | null; sum: number; sq: number; gen: number; used: number; stamp: Int32Array;
  /** the sums for these cards (p.owned of them) */
  p: Profile;
}
const MEMO_WAYS = 4;
const MEMOS: ProfileMemo[][] = [];
let memoClock = 0;
function copyProfile(from: Profile, to: Profile): void {
  to.cls.set(from.cls); to.team.set(from.team);
  to.owned = from.owned; to.worthSum = from.worthSum; to.atk = from.atk; to.rec = from.rec; to.drw = from.drw; to.wounds = from.wounds;
}
/** Profile of the cards this player owns (one shared scratch object: read it before the next call). */
export function ownedProfile(view: PlayerView): Profile {
  const P = PROFILE;
  const need = view.ownedCount();
  if (OWNED.length < need) OWNED = new Int32Array(need * 2);
  const a = OWNED;
  // the same cards as an entry's, in the same game's instance table: that entry's profile
  const key = view.defKey;
  let ways = MEMOS[view.player];
  if (key !== null && ways !== undefined) {
    let any = false;
    for (let w = 0; w < ways.length; w++) if (ways[w]!.key === key && ways[w]!.p.owned === need) { any = true; break; }
    if (any) {
      const n = view.ownedCardsRawInto(a);
      let sum = 0, sq = 0;
      for (let i = 0; i < n; i++) { const c = a[i]!; sum += c; sq += c * c; }
      for (let w = 0; w < ways.length; w++) {
        const e = ways[w]!;
        if (e.key !== key || e.p.owned !== n || e.sum !== sum || e.sq !== sq) continue;
        const st = e.stamp, gen = e.gen;
        let same = true;
        for (let i = 0; i < n; i++) { const c = a[i]!; if (c >= st.length || st[c] !== gen) { same = false; break; } }
        if (same) { e.used = ++memoClock; copyProfile(e.p, P); return P; }
      }
    }
  }
  P.cls.fill(0); P.team.fill(0);
  P.owned = 0; P.worthSum = 0; P.atk = 0; P.rec = 0; P.drw = 0; P.wounds = 0;
  // summed in instance order, so that the sums do not depend on the order of a (sampled) deck
  const n = view.ownedCardsInto(a);
  for (let i = 0; i < n; i++) {
    const d = view.def(a[i]!);
    P.owned++;
    P.worthSum += worthOfDef(d);
    if (d.kind === 'wound') { P.wounds++; continue; }
    if (d.kind !== 'hero') continue;
    const pw = powerOfDef(d);
    P.atk += pw.atk; P.rec += pw.rec; P.drw += pw.drw;
    for (let b = 0; b < 5; b++) if (d.cls & (1 << b)) P.cls[b]!++;
    for (let m = d.teams; m; m &= m - 1) P.team[firstTeam(m)]!++;
  }
  if (key !== null) {
    if (ways === undefined) { ways = []; MEMOS[view.player] = ways; }
    let e: ProfileMemo;
    if (ways.length < MEMO_WAYS) {
      e = { key: null, sum: 0, sq: 0, gen: 0, used: 0, stamp: new Int32Array(256), p: { ...P, cls: new Float64Array(5), team: new Float64Array(MAX_TEAMS) } };
      ways.push(e);
    } else {
      e = ways[0]!;
      for (let w = 1; w < ways.length; w++) if (ways[w]!.used < e.used) e = ways[w]!;
    }
    const top = n ? a[n - 1]! : 0; // sorted: the highest instance last
    if (e.stamp.length <= top) { e.stamp = new Int32Array(2 * top + 2); e.gen = 0; }
    if (e.gen === 0x7fffffff) { e.stamp.fill(0); e.gen = 0; }
    const gen = ++e.gen, st = e.stamp;
    let sum = 0, sq = 0;
    for (let i = 0; i < n; i++) { const c = a[i]!; st[c] = gen; sum += c; sq += c * c; }
    e.key = key; e.sum = sum; e.sq = sq; e.used = ++memoClock;
    copyProfile(P, e.p);
  }
  return P;
}

/** How much the team wants an HQ hero (or any hero card) for this player's deck. */
export function heroWant(view: PlayerView, c: number): number {
  const d = view.def(c);
  const p = ownedProfile(view);
  return worthOfDef(d) + synergy(view, d, p.cls, p.team, p.owned);
}

// ---- The Scheme -------------------------------------------------------------------------------------

/** How far evil is towards winning, 0 (nothing yet) to 1 (evil has won): the Scheme hint's progress, or the Mastermind's own when further. */
export function schemeDanger(view: PlayerView): number {
  const f = setupFacts(view);
  let x = f.scheme.hint.progress(view);
  // a Mastermind with its own Evil Wins (Galactus destroying the city): the nearer of the two losses
  if (f.mastermindProgress !== null) x = Math.max(x, f.mastermindProgress(view));
  return x < 0 ? 0 : x > 1 ? 1 : x;
}

/** The chance that trying to fight the Mastermind now goes ahead (a scheme's gamble before it; 1 without). */
export function mastermindOdds(view: PlayerView): number {
  const f = setupFacts(view).scheme.hint.mastermindOdds;
  return f ? f(view, view.player) : 1;
}

// ---- The city ---------------------------------------------------------------------------------------

/** Villain cards that must enter the city before the villain in `slot` escapes (1 = the next one). */
export function entriesToEscape(view: PlayerView, slot: number): number {
  const own = setupFacts(view).scheme.hint.entriesToEscape;
  if (own) return own(view, slot);
  // destroyed spaces are skipped: a villain moves on along the spaces left, and leaves from the last one
  const city = view.city;
  let empties = 0, after = 0;
  for (let s = 0; s < slot; s++) if (city[s]! < 0 && view.cityLive(s)) empties++;
  for (let s = slot + 1; s < city.length; s++) if (view.cityLive(s)) after++;
  return empties + after + 1;
}

/** Bystanders held by the villain in a city space (or by another holder). */
export function bystandersAt(view: PlayerView, slot: number): number {
  const a = view.attached(slot);
  let n = 0;
  for (let i = 0; i < a.length; i++) if (view.def(a[i]!).kind === 'bystander') n++;
  return n;
}

const NO_VILLAIN_HINT: VillainHint = {};

/**
 * Rough harm, in points, of a villain's escape: the HQ hero it KOs, the cards discarded for Bystanders it
 * carries, its Escape effect (VillainHint), and (times `schemeW`) what an escape means for the Scheme
 * (SchemeHint.escapeHarm).
 */
export function escapeHarm(view: PlayerView, slot: number, schemeW = 1): number {
  const c = view.city[slot]!;
  const d = view.def(c);
  const vh = d.villain ?? NO_VILLAIN_HINT;
  const bys = bystandersAt(view, slot);
  // the HQ hero it KOs, a discard per player if it carries Bystanders, its Escape effect
  const h = 1 + bys * view.players * 0.7 + (vh.escape ?? 0) * view.players + (vh.escapeFlat ?? 0);
  if (schemeW === 0) return h;
  const eh = setupFacts(view).scheme.hint.escapeHarm;
  return eh ? h + schemeW * eh(view, slot, schemeDanger(view)) : h;
}

/** Rough value, in points, of a villain's Fight effect for the fighting player and the team. */
export function fightEffect(view: PlayerView, slot: number): number {
  const c = view.city[slot]!;
  const d = view.def(c);
  let v = 0;
  if (d.kind === 'hero') v += worthOfDef(d) + 1; // a hero fought as a villain is gained (Secret Invasion)
  const held = view.attached(slot);
  for (let i = 0; i < held.length; i++) {
    const h = view.def(held[i]!);
    if (h.kind === 'hero') v += worthOfDef(h) + 0.5; // a hero it holds is won back (Skrulls)
  }
  const vh = d.villain ?? NO_VILLAIN_HINT;
  v += (vh.fight ?? 0) + (vh.fightEach ?? 0) * view.players;
  if (vh.fightAt && vh.fightAt.slot === slot) v += vh.fightAt.each * Math.max(1, view.players - 1);
  return v;
}

// ---- Deciding ---------------------------------------------------------------------------------------

/** A bot's per-decision context: its tie-breaking generator and a count of unintended fallbacks. */
export interface PolicyCtx {
  rng: RngState;
  /** times the policy's intended option was not among the options and a fallback was used (should stay 0) */
  misses: number;
}

/** Index of the option with value `v`, or -1. */
export function indexOf(d: Decision, v: number): number { return d.options.indexOf(v); }

/** The index of `v`, or (counting a miss) index 0. */
export function want(ctx: PolicyCtx, d: Decision, v: number): number {
  const i = d.options.indexOf(v);
  if (i >= 0) return i;
  ctx.misses++;
  return 0;
}

/**
 * Argmax of score(option value) over the options; ties broken by the bot's generator (reservoir
 * sampling, so no allocation). `skip` excludes a value (e.g. -1 "none").
 */
export function argmax(ctx: PolicyCtx, d: Decision, score: (v: number) => number, skip = Number.NaN): number {
  const o = d.options;
  let best = -1, bestS = -Infinity, ties = 0;
  for (let i = 0; i < o.length; i++) {
    const v = o[i]!;
    if (v === skip) continue;
    const s = score(v);
    if (s > bestS + 1e-9) { best = i; bestS = s; ties = 1; } else if (s > bestS - 1e-9) { ties++; if (randInt(ctx.rng, ties) === 0) best = i; }
  }
  return best;
}

/** Whether card c is in this player's hand (else discard pile, play area or deck). */
function inHand(view: PlayerView, c: number): boolean { return view.hand.includes(c); }

/** Value of keeping a card, for "KO / discard / put back one of these": in-hand heroes can still be played. */
function keepValue(view: PlayerView, c: number): number {
  const d = view.def(c);
  let v = worthOfDef(d);
  if (d.hero?.returnsWhenDiscarded) v += 0.5;
  if (d.kind === 'hero' && view.current === view.player && inHand(view, c)) v += 0.3; // can still be played this turn
  return v;
}

/** Least valuable card among the options (mandatory choice); -1 values are skipped. */
function leastValuable(view: PlayerView, ctx: PolicyCtx, d: Decision): number {
  const i = argmax(ctx, d, (v) => -keepValue(view, v), -1);
  return i >= 0 ? i : 0;
}

/** Optional KO: KO the least valuable card if it is junk, else decline (-1) when declining is allowed. */
function optionalKo(view: PlayerView, ctx: PolicyCtx, d: Decision, limit = JUNK): number {
  const i = argmax(ctx, d, (v) => -keepValue(view, v), -1);
  const none = d.options.indexOf(-1);
  if (i < 0) return none >= 0 ? none : 0;
  if (none >= 0 && worth(view, d.options[i]!) > limit) return none;
  return i;
}

/** Most valuable card among the options (never -1 when something else is offered). */
function mostValuable(view: PlayerView, ctx: PolicyCtx, d: Decision): number {
  const i = argmax(ctx, d, (v) => heroWantCheap(view, v), -1);
  return i >= 0 ? i : 0;
}
function heroWantCheap(view: PlayerView, c: number): number {
  const d = view.def(c);
  if (d.kind !== 'hero') return worthOfDef(d);
  const f = setupFacts(view);
  let w = worthOfDef(d);
  if (d.cls & f.revealCls) w += 0.3;
  return w;
}

/** The discard by a card effect: a card that comes back when discarded (HeroHint.returnsWhenDiscarded) is the ideal discard. */
function discardByEffect(view: PlayerView, ctx: PolicyCtx, d: Decision): number {
  for (let i = 0; i < d.options.length; i++) if (d.options[i]! >= 0 && view.def(d.options[i]!).hero?.returnsWhenDiscarded) return i;
  return leastValuable(view, ctx, d);
}

/** Value of a villain in a city space (or the Mastermind) as a target to defeat (free defeats and "choose a villain"). */
export function targetValue(view: PlayerView, slot: number): number {
  if (slot === view.mastermindHolder) return 100;
  // another Mastermind (a villain that ascended): one fight defeats it
  if (slot > view.mastermindHolder + view.hq.length) return 90;
  if (slot > view.mastermindHolder) {
    // a villain in the HQ (its HQ holder): it blocks a hero and counts toward the scheme that put it there
    const h = view.hq[slot - view.mastermindHolder - 1] ?? -1;
    return h < 0 ? -100 : 5 + view.cardVp(h) * 0.3;
  }
  const c = view.city[slot]!;
  if (c < 0) return -100;
  const d = view.def(c);
  const threat = 1 / entriesToEscape(view, slot);
  return view.villainAttack(slot) * 0.5 + view.cardVp(c) * 0.3 + bystandersAt(view, slot) * 1.5 + 4 * threat * escapeHarm(view, slot) + fightEffect(view, slot);
}

/** The option with the best positive gain, else -1 (decline) when it may decline. */
function bestTrade(ctx: PolicyCtx, d: Decision, gain: (c: number) => number): number {
  const i = argmax(ctx, d, gain, -1);
  const none = d.options.indexOf(-1);
  if (i < 0) return Math.max(0, none);
  return gain(d.options[i]!) > 0 || none < 0 ? i : none;
}

/** Points a hero in hand gives when played (printed points, power and draws as the bot prices them). */
function playValue(view: PlayerView, c: number): number {
  const d = view.def(c);
  if (d.kind !== 'hero') return 0;
  const tr = traits(d);
  return tr.points + 0.5 * tr.powerGain + 1.5 * tr.draws + (d.hero?.versatile ?? 0);
}

/** Names the cost most common among the cards that may be on top of this player's deck (its deck, else its discard pile). */
function guessCost(view: PlayerView, d: Decision, ctx: PolicyCtx): number {
  const pool = view.deckSize(view.player) > 0 ? view.deckSet() : [...view.discard()];
  const counts = new Map<number, number>();
  for (const c of pool) { const k = view.def(c).cost; counts.set(k, (counts.get(k) ?? 0) + 1); }
  return Math.max(0, argmax(ctx, d, (v) => counts.get(v) ?? 0));
}

/** Whether a card prints a Recruit (icon 0) or Attack (icon 1) value, "0+" included (a Divided card: either side). */
function printsIcon(d: CardDef, icon: number): boolean {
  if (d.halves) return d.halves.some((h) => printsIcon(CARDS[h]!, icon));
  if (d.kind !== 'hero') return false;
  return icon === 0 ? d.recruit > 0 || !!d.plus?.recruit : d.attack > 0 || !!d.plus?.attack;
}

/**
 * The icon (0 Recruit, 1 Attack) to name, by what it is for (DecisionIntent 'icon'): 0 your hand's cards with it are
 * discarded (the group worth less), 1 you draw while your deck's top card has it (the icon most of your deck has), 2 the
 * HQ heroes with it leave (the group worth less), 3 the Hero Deck's top card is gained if it has it (the icon most of
 * the HQ's heroes have, as a sample of the Hero Deck).
 */
function iconMode(view: PlayerView, n: number): number {
  const cards = n === 0 ? view.hand : n === 1 ? (view.deckSize(view.player) > 0 ? view.deckSet() : view.discard()) : view.hq.filter((c) => c >= 0);
  const score = [0, 0];
  for (const c of cards) for (const icon of [0, 1]) {
    if (!printsIcon(view.def(c), icon)) continue;
    score[icon]! += n === 0 || n === 2 ? worth(view, c) : 1;
  }
  // losing: the icon whose cards are worth less; gaining: the icon more cards have
  return n === 0 || n === 2 ? (score[0]! <= score[1]! ? 0 : 1) : (score[0]! >= score[1]! ? 0 : 1);
}

/** Points a played hero is worth if copied. */
function copyValue(view: PlayerView, c: number): number {
  const d = view.def(c), tr = traits(d);
  return tr.points + tr.powerGain + 1.5 * tr.draws;
}

/** Points the current player has for a fight with no payment rule of its own (Recruit counts when an effect lets it). */
export function attackAvailable(view: PlayerView): number {
  return view.available(PAY_FIGHT);
}

/** Visible Wounds of a player: the discard pile, plus the hand for yourself. */
function visibleWounds(view: PlayerView, p: number): number {
  let n = 0;
  const a = view.discard(p);
  for (let i = 0; i < a.length; i++) if (view.def(a[i]!).kind === 'wound') n++;
  if (p === view.player) for (const c of view.hand) if (view.def(c).kind === 'wound') n++;
  return n;
}

/** Mean worth of the cards this player owns. */
export function meanWorth(view: PlayerView): number {
  const p = ownedProfile(view);
  return p.owned ? p.worthSum / p.owned : 1;
}

/**
 * The default answer to any non-main decision, by what the question is about (the DecisionHint its card or
 * rule declares); a question without a hint gets a cautious answer by its kind.
 */
export function defaultChoice(view: PlayerView, d: Decision, ctx: PolicyCtx): number {
  const h = decisionHint(d.reason);
  const about = h?.about;
  switch (d.kind) {
    case 'yesno': return want(ctx, d, yesNo(view, d, about, h?.n ?? 0) ? 1 : 0);
    case 'mode': {
      if (about === 'versatile') return want(ctx, d, versatileMode(view, h?.n ?? 0));
      if (about === 'class-count') return argmax(ctx, d, (k) => classCount(view, CLASS_BITS[k] ?? 0));
      // n Attack instead of an Officer when it decides a fight this turn
      if (about === 'officer-or-attack') return want(ctx, d, attackDecides(view, h?.n ?? 0) ? 1 : 0);
      // a hand split by cost (0 / not 0): give up the group worth less (Wounds are worth -1: losing them is a gain)
      if (about === 'discard-by-cost') {
        let zero = 0, other = 0;
        for (const c of view.hand) { if (view.heroCost(c) === 0) zero += worth(view, c); else other += worth(view, c); }
        return want(ctx, d, zero <= other ? 0 : 1);
      }
      // Recruit or Attack icon (mode 0 / 1), by what the icon is for
      if (about === 'icon') return want(ctx, d, iconMode(view, h?.n ?? 0));
      // the side of a Divided card (options are the sides' definition ids)
      if (about === 'divided-side') return argmax(ctx, d, (id) => sideValue(view, CARDS[id]!));
      // a guess at hidden cards: the answer most of the hidden hero cards they come from would make right
      // (ties go to the first option, so that players who must all guess right guess alike)
      if (about === 'guess-hero') return mostCommon(d, hiddenHeroTally(view, (c, add) => add(view.setup.heroes.indexOf(view.def(c).groupLabel))));
      if (about === 'guess-color') return mostCommon(d, hiddenHeroTally(view, (c, add) => addColours(view.def(c).cls, add)));
      return d.options.indexOf(0) >= 0 ? d.options.indexOf(0) : 0; // the first mode is the kind one
    }
    case 'number': {
      if (about === 'pay-split') return 0; // the least Recruit: it can still recruit
      if (about === 'guess-cost') return guessCost(view, d, ctx);
      let best = 0;
      for (let i = 1; i < d.options.length; i++) if (d.options[i]! > d.options[best]!) best = i;
      return best;
    }
    case 'player': {
      if (about === 'player-wounds') return argmax(ctx, d, (p) => visibleWounds(view, p) + (p === view.player ? 0.1 : 0));
      // the top card KO'd: from the player whose cards are worth least on average (most Wounds and starters)
      if (about === 'feast-player') return argmax(ctx, d, (p) => -ownedMeanWorth(view, p));
      // a harmful marker: another player before yourself (the fewest markers is not in the view)
      if (about === 'burden-player') return argmax(ctx, d, (p) => (p === view.player ? 0 : 1));
      return d.options.indexOf(view.player) >= 0 ? d.options.indexOf(view.player) : 0;
    }
    case 'slot': return slotChoice(view, d, ctx, about);
    case 'card': return cardChoice(view, d, ctx, about, h?.n ?? JUNK);
    default: return 0;
  }
}

/** The option among the decision's non-core actions of kind `about` that scores most above 0, or -1. */
function bestAction(view: PlayerView, d: Decision, about: string, score: (info: { cost: number; value: number }) => number): number {
  let best = -1, bestV = 0;
  for (let i = 0; i < d.options.length; i++) {
    const v = d.options[i]!;
    if (actCode(v) <= ACT_HEAL || view.actionKind(v) !== about) continue;
    const x = score(view.actionInfo(v)!);
    if (x > bestV) { bestV = x; best = i; }
  }
  return best;
}

/**
 * A free action that weakens an enemy for the turn (Cosmic Threat: reveal cards of a class for -3 Attack each):
 * the option worth most, or -1. It costs nothing and a weaker enemy is never worse, so a bot takes it before
 * it plans its fights (the next decision sees the lower Attack).
 */
export function bestWeaken(view: PlayerView, d: Decision): number { return bestAction(view, d, 'weaken', (a) => a.value); }

/**
 * A Focus action (pay Recruit for an effect, again and again) worth taking with Recruit nothing else wants:
 * the one worth most per Recruit, or -1.
 */
export function bestFocus(view: PlayerView, d: Decision): number {
  return bestAction(view, d, 'focus', (a) => (a.cost > 0 ? a.value / a.cost : 0));
}

/**
 * Hidden hero cards of the Hero Deck's pool (the Hero Deck and the cards taken face down from it), tallied by
 * the answers each one would make right (`keys` calls add for each; a dual-class card counts for both colours).
 */
function hiddenHeroTally(view: PlayerView, keys: (c: number, add: (k: number) => void) => void): number[] {
  const n: number[] = [];
  const add = (k: number) => { if (k >= 0) n[k] = (n[k] ?? 0) + 1; };
  for (const c of view.hiddenPool('decks')) if (view.def(c).kind === 'hero') keys(c, add);
  return n;
}

/** A card's colours as guess-color answers: its classes (indexes into CLASS_BITS), or 5 (grey) for none. */
function addColours(cls: number, add: (k: number) => void): void {
  let any = false;
  for (let i = 0; i < CLASS_BITS.length; i++) if (cls & CLASS_BITS[i]!) { add(i); any = true; }
  if (!any) add(CLASS_BITS.length);
}

/** The option whose answer has the highest tally; the first one on ties. */
function mostCommon(d: Decision, tally: number[]): number {
  let best = 0;
  for (let i = 1; i < d.options.length; i++) if ((tally[d.options[i]!] ?? 0) > (tally[d.options[best]!] ?? 0)) best = i;
  return best;
}

/** Cards of a class (bits) in the player's hand and played this turn: what they could reveal. */
function classCount(view: PlayerView, cls: number): number {
  let n = 0;
  for (const c of view.hand) if (view.def(c).cls & cls) n++;
  for (const c of view.inPlay(view.player)) if (view.def(c).cls & cls) n++;
  return n;
}

/** Whether a defeated enemy's Fight effect does its fighter more harm than good (Burrow: it comes back). */
/** What a defeated enemy's Fight effect is worth to its fighter's team (its VillainHint; Burrow: -3, it comes back). */
function fightEffectValue(view: PlayerView, c: number): number {
  if (c < 0) return 0;
  const d = view.def(c);
  if (d.keywords?.includes(BURROW)) return -3;
  const h = d.villain;
  return (h?.fight ?? 0) + (h?.fightEach ?? 0) * (view.players - 1);
}

function fightEffectHarms(view: PlayerView, c: number): boolean {
  if (c < 0) return false;
  const d = view.def(c);
  if (d.keywords?.includes(BURROW)) return true;
  const h = d.villain;
  return (h?.fight ?? 0) + (h?.fightEach ?? 0) * (view.players - 1) < 0;
}

/** Mean worth of the cards player p owns (what their unseen top card is worth on average). */
function ownedMeanWorth(view: PlayerView, p: number): number {
  const a = view.ownedCards(p);
  let w = 0;
  for (let i = 0; i < a.length; i++) w += worthOfDef(view.def(a[i]!));
  return a.length ? w / a.length : 0;
}

/** The printed Attack and Recruit of a hero card (Versatile counted as Attack, it may go either way). */
function printedPoints(view: PlayerView, c: number): { attack: number; recruit: number } {
  const d = view.def(c);
  return { attack: d.attack + (d.hero?.versatile ?? 0), recruit: d.recruit };
}
/** The costliest HQ hero (or Officer) `recruit` pays for, and the strongest fight `attack` wins: what the points buy. */
function bestBuys(view: PlayerView, attack: number, recruit: number): [number, number] {
  let hero = view.officersLeft > 0 && recruit >= 3 ? 3 : -1, fight = -1;
  for (const c of view.hq) if (c >= 0 && view.def(c).kind === 'hero') { const k = view.recruitCost(c); if (k <= recruit && k > hero) hero = k; }
  for (let s = 0; s < view.city.length; s++) {
    if (view.city[s]! >= 0 && view.canDefeat(s)) { const a = view.villainAttack(s); if (a <= attack && a > fight) fight = a; }
  }
  if (view.mastermindFightsLeft > 0) { const a = view.mastermindAttack(); if (a <= attack && a > fight) fight = a; }
  return [hero, fight];
}
/**
 * A card in hand whose printed points change nothing the player could recruit or defeat this turn, counting
 * every other card left in hand as played: the simple test of whether it may wait for the next hand
 * (Teleport, or an effect that sets a card aside). A card that draws is never idle.
 */
export function idleThisTurn(view: PlayerView, c: number): boolean {
  if ((view.def(c).hero?.draw ?? 0) > 0) return false;
  let attack = view.t.attack, recruit = view.t.recruit;
  for (const h of view.hand) { const p = printedPoints(view, h); attack += p.attack; recruit += p.recruit; }
  const own = printedPoints(view, c);
  if (own.attack === 0 && own.recruit === 0) return false;
  const [h1, f1] = bestBuys(view, attack, recruit), [h2, f2] = bestBuys(view, attack - own.attack, recruit - own.recruit);
  return h1 === h2 && f1 === f2;
}

/**
 * For the simple bots, when the cards left to play include cards that may be teleported: the option to take
 * now (play a card that cannot wait first, then teleport an idle card), or -1 to play the first card as usual.
 */
export function simpleTeleport(view: PlayerView, d: Decision): number {
  const o = d.options;
  // the common case (a game without such actions) allocates nothing
  let tele: Set<number> | null = null;
  for (let i = 0; i < o.length; i++) {
    if (actCode(o[i]!) <= ACT_HEAL) continue;
    const info = view.actionInfo(o[i]!);
    if (info?.about === 'defer-card' && info.card >= 0) (tele ??= new Set()).add(view.def(info.card).id);
  }
  if (tele === null) return -1;
  for (let i = 0; i < o.length; i++) if (actCode(o[i]!) === ACT_PLAY && !tele.has(view.def(o[i]! & 0xffff).id)) return i;
  for (let i = 0; i < o.length; i++) {
    if (actCode(o[i]!) <= ACT_HEAL) continue;
    const info = view.actionInfo(o[i]!);
    if (info?.about === 'defer-card' && info.card >= 0 && idleThisTurn(view, info.card)) return i;
  }
  return -1;
}

/**
 * Versatile: Attack (mode 1) when n more Attack reaches a fight that is out of reach now, else Recruit (mode 0)
 * when n more Recruit reaches an HQ hero that is out of reach now, else Attack.
 */
function versatileMode(view: PlayerView, n: number): number {
  const a = view.t.attack, r = view.t.recruit;
  const reach = (cost: number, have: number) => have < cost && have + n >= cost;
  if (view.mastermindFightsLeft > 0 && reach(view.mastermindAttack(), a)) return 1;
  for (let s = 0; s < view.city.length; s++) if (view.city[s]! >= 0 && view.canDefeat(s) && reach(view.villainAttack(s), a)) return 1;
  for (const c of view.hq) if (c >= 0 && view.def(c).kind === 'hero' && reach(view.recruitCost(c), r)) return 0;
  return 1;
}

function yesNo(view: PlayerView, d: Decision, about: string | undefined, n: number): boolean {
  switch (about) {
    case 'gain-wound': return false;
    // n: what saying yes brings besides the cancel (Untouchable: three cards for one), in points
    case 'cancel-fight-effect': return n > 0 ? fightEffectValue(view, d.source) < n : fightEffectHarms(view, d.source);
    case 'redraw': return redrawWanted(view, d.source, n);
    // n Attack for playing a Villain Deck card: only when it wins a fight we could not make
    case 'villain-card-for-attack': return attackDecides(view, n);
    default:
      // reveal to avoid Wounds, draw instead of a Wound, take back a card, gain an Officer, reveal to draw
      return true;
  }
}

/** Whether n more Attack wins a fight we could not make now (the Mastermind, or a villain near escape). */
function attackDecides(view: PlayerView, n: number): boolean {
  const a = attackAvailable(view);
  if (view.mastermindFightsLeft > 0) { const m = view.mastermindAttack(); if (a < m && a + n >= m) return true; }
  for (let s = 0; s < view.city.length; s++) {
    if (view.city[s]! < 0 || !view.canDefeat(s)) continue;
    const va = view.villainAttack(s);
    if (a < va && a + n >= va && entriesToEscape(view, s) <= 2) return true;
  }
  return false;
}

/** Discard the rest of the hand and draw n, when n average cards beat the hand. */
function redrawWanted(view: PlayerView, source: number, n: number): boolean {
  let hand = 0;
  for (const c of view.hand) if (c !== source) hand += worth(view, c);
  return hand < n * meanWorth(view) - 0.5;
}

function slotChoice(view: PlayerView, d: Decision, ctx: PolicyCtx, about: string | undefined): number {
  switch (about) {
    // which Villain Deck plays: one whose space is empty (nothing escapes), else the least harmful escape
    case 'villain-deck': return argmax(ctx, d, (s) => (view.city[s]! < 0 ? 100 : -escapeHarm(view, s)));
    // which city a villain enters (several cities, each option its first space): one with an empty space (nothing
    // escapes; the longer, the longer it takes to escape), else the one whose villain pushed out harms least
    case 'city-lane': {
      const lanes = view.setup.cityLanes ?? [];
      return argmax(ctx, d, (s) => {
        const live = (lanes.find((l) => l.includes(s)) ?? [s]).filter((x) => view.cityLive(x));
        if (live.some((x) => view.city[x]! < 0)) return 100 + live.length;
        return -escapeHarm(view, live[live.length - 1]!);
      });
    }
    case 'hq-lose': {
      // the hero the team wants least leaves the HQ (an optional question, with -1 to decline: still one, which
      // cycles the HQ)
      const p = ownedProfile(view);
      return Math.max(0, argmax(ctx, d, (s) => -hqWant(view, s, p), -1));
    }
    case 'hq-gain': {
      // the hero goes to a player, or to a villain we will defeat to win it back
      const p = ownedProfile(view);
      return Math.max(0, argmax(ctx, d, (s) => hqWant(view, s, p), -1));
    }
    case 'capture': {
      // a villain we can defeat this turn takes the Bystander (we rescue it); else the one farthest from escape
      const a = attackAvailable(view);
      const extra = setupFacts(view).scheme.hint.capturedAttack ?? 0;
      return argmax(ctx, d, (s) => (view.canDefeat(s) && view.villainAttack(s) + extra <= a ? 10 : 0) + entriesToEscape(view, s));
    }
    case 'move-villain': {
      // move a villain holding Bystanders (they are rescued); otherwise decline
      const i = argmax(ctx, d, (s) => bystandersAt(view, s), -1);
      if (i >= 0 && bystandersAt(view, d.options[i]!) > 0) return i;
      const none = d.options.indexOf(-1);
      return none >= 0 ? none : Math.max(0, i);
    }
    case 'move-villain-back': {
      // the villain nearest escape that has an empty space behind it (it then moves there: 'move-villain-to')
      const i = argmax(ctx, d, (s) => (s > 0 && view.city[s - 1]! < 0 ? 1 + escapeHarm(view, s) / entriesToEscape(view, s) : -1), -1);
      if (i >= 0 && d.options[i]! > 0 && view.city[d.options[i]! - 1]! < 0) return i;
      const none = d.options.indexOf(-1);
      return none >= 0 ? none : Math.max(0, i);
    }
    case 'move-villain-to':
      // farthest from escape: an empty space first, then the lowest
      return argmax(ctx, d, (s) => (view.city[s]! < 0 ? 10 : 0) - s);
    default: {
      // a villain or the Mastermind to defeat, move or target
      const i = argmax(ctx, d, (s) => targetValue(view, s), -1);
      return i >= 0 ? i : 0;
    }
  }
}

/** How much this player wants the hero in an HQ space (the deck profile is read once per decision). */
function hqWant(view: PlayerView, s: number, p: Profile): number {
  const c = view.hq[s]!;
  if (c < 0) return -100;
  const d = view.def(c);
  return worthOfDef(d) + synergy(view, d, p.cls, p.team, p.owned);
}

function cardChoice(view: PlayerView, d: Decision, ctx: PolicyCtx, about: string | undefined, n: number): number {
  switch (about) {
    case 'lose': return leastValuable(view, ctx, d);
    // the lowest discard is punished: the most expensive card (on a tie, the one worth least)
    case 'discard-costly': return argmax(ctx, d, (c) => (c < 0 ? -1e9 : view.def(c).cost * 10 - worth(view, c)));
    case 'investigate-bottom': {
      // a card worse than an average card of a deck goes to the bottom (a Wound, a starter, a Twist or Strike)
      let best = -1, bw = Infinity;
      for (const c of d.options) if (c >= 0 && worth(view, c) < bw) { bw = worth(view, c); best = c; }
      return want(ctx, d, best >= 0 && bw < Math.min(meanWorth(view), 1.6) ? best : -1);
    }
    case 'discard': return discardByEffect(view, ctx, d);
    case 'ko-optional': return optionalKo(view, ctx, d, n);
    case 'ko-wound': {
      for (let i = 0; i < d.options.length; i++) if (d.options[i]! >= 0) return i;
      return 0;
    }
    case 'discard-top': {
      // discard the revealed top card when it is worse than an average card of that deck
      const top = d.options[0]!;
      return want(ctx, d, top >= 0 && worth(view, top) < Math.min(meanWorth(view), 1.6) ? top : -1);
    }
    case 'lose-vp': return Math.max(0, argmax(ctx, d, (c) => -worth(view, c), -1));
    case 'cycle': {
      // discard a card worse than an average card of the deck (to draw one later), else stop
      const i = argmax(ctx, d, (c) => -worth(view, c), -1);
      const none = d.options.indexOf(-1);
      return i >= 0 && worth(view, d.options[i]!) < meanWorth(view) ? i : none >= 0 ? none : Math.max(0, i);
    }
    case 'discard-for-cost':
      // +Attack equal to the discarded card's cost: worth it for the card whose cost most exceeds its play value
      return bestTrade(ctx, d, (c) => view.def(c).cost - playValue(view, c));
    case 'discard-for-icons': {
      const gain = n > 0 ? n : 4;
      return bestTrade(ctx, d, (c) => {
        const x = view.def(c);
        if (x.kind !== 'hero') return -100;
        return (x.recruit > 0 || x.plus?.recruit ? gain : 0) + (x.attack > 0 || x.plus?.attack ? gain : 0) - playValue(view, c);
      });
    }
    case 'defer': {
      // a card whose points would buy or defeat nothing more this turn waits for the next hand
      for (let i = 0; i < d.options.length; i++) { const c = d.options[i]!; if (c >= 0 && idleThisTurn(view, c)) return i; }
      return Math.max(0, d.options.indexOf(-1));
    }
    case 'copy': return Math.max(0, argmax(ctx, d, (c) => copyValue(view, c), -1));
    default: return mostValuable(view, ctx, d);
  }
}
