// What the rule-based bots share: decoding main-phase options, valuing cards, reading the threat of the
// Scheme, and a sensible default answer for every decision that is not the main-phase action.
//
// Everything here reads a PlayerView only (never the game), allocates little (bots run inside ISMCTS
// rollouts), and is deterministic. Card knowledge is derived once per card definition from the card's
// facts and its plain-language `text` (written for this project in a fixed style, e.g. "Tech superpower:
// +1 Attack."), so cards added in that style are understood without changes here; the test
// agents/test/policy.test.ts checks that every core hero's superpower is recognised.

import type { PlayerView } from '../engine/observe.js';
import { ACT_END, ACT_FIGHT, ACT_HEAL, ACT_MASTERMIND, ACT_OFFICER, ACT_PLAY, ACT_RECRUIT, actArg, actCode } from '../engine/turn.js';
import type { CardDef, Decision } from '../engine/types.js';
import { AVENGERS, COVERT, INSTINCT, RANGED, SHIELD, SPIDER_FRIENDS, STRENGTH, TECH, XMEN, teamIndex } from '../engine/types.js';
import { randInt, type RngState } from '../engine/rng.js';

export { ACT_END, ACT_FIGHT, ACT_HEAL, ACT_MASTERMIND, ACT_OFFICER, ACT_PLAY, ACT_RECRUIT, actArg, actCode };

/** Option value of "the Mastermind" in the 'slot' decisions that target a villain or the Mastermind. */
export const MASTERMIND_SLOT = 5;

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
  /** estimated points of the card when played, without its conditional parts */
  points: number;
}

const CLASS_WORDS: Record<string, number> = { strength: STRENGTH, instinct: INSTINCT, covert: COVERT, tech: TECH, ranged: RANGED };
const TEAM_WORDS: Record<string, number> = { 'avengers': AVENGERS, 'x-men': XMEN, 'spider friends': SPIDER_FRIENDS, 's.h.i.e.l.d.': SHIELD };
const NUMBER_WORDS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4 };

/** Points a phrase such as "+3 Attack", "draw two cards", "rescue a Bystander" is worth. */
function phrasePoints(s: string): { points: number; draws: number } {
  let points = 0, draws = 0;
  const pm = /\+(\d+) (attack|recruit)/i.exec(s);
  if (pm) points += Number(pm[1]);
  const dm = /draw (a|one|two|three|four) (?:more|cards?|extra)/i.exec(s) ?? /draw (a|one|two|three|four)\b/i.exec(s);
  if (dm) draws += NUMBER_WORDS[dm[1]!.toLowerCase()] ?? 1;
  if (/rescue a bystander/i.test(s)) points += 1;
  if (/-2 attack/i.test(s)) points += 1.5;
  if (!pm && !dm && !/rescue/i.test(s)) points += 1; // an ability we do not price exactly
  return { points, draws };
}

/** Reads a hero card's traits from its facts and text. Exported for tests. */
export function deriveTraits(d: CardDef): Traits {
  const text = d.text ?? '';
  const tr: Traits = {
    needCls: 0, needTeam: -1, powerGain: 0, countCls: 0, countTeam: -1, countOdd: false, countGain: 0,
    recruitThreshold: 0, countDrawn: false, firstOnly: false, copies: false, draws: 0, powerDraws: 0,
    woundsAll: false, needsFodder: !!d.canPlay, points: d.attack + d.recruit,
  };
  if (d.kind !== 'hero') return tr;
  const sp = /(strength|instinct|covert|tech|ranged) superpower:?\s*(.*)$/i.exec(text);
  const tp = /(avengers|x-men|spider friends|s\.h\.i\.e\.l\.d\.) team power:?\s*(.*)$/i.exec(text);
  const before = sp ? text.slice(0, sp.index) : tp ? text.slice(0, tp.index) : text;
  const power = sp ?? tp;
  if (sp) tr.needCls = CLASS_WORDS[sp[1]!.toLowerCase()]!;
  if (tp) tr.needTeam = TEAM_WORDS[tp[1]!.toLowerCase()]!;
  // "+k Attack per other X hero played this turn" (with or without a superpower in front)
  const per = /\+(\d+) attack per other ([a-z.\- ]+?) hero played this turn/i.exec(text);
  if (per) {
    const what = per[2]!.toLowerCase();
    tr.countGain = Number(per[1]);
    if (what === 'odd-cost') tr.countOdd = true;
    else if (what in CLASS_WORDS) tr.countCls = CLASS_WORDS[what]!;
    else if (what in TEAM_WORDS) tr.countTeam = TEAM_WORDS[what]!;
  } else if (power) {
    const pp = phrasePoints(power[2]!);
    tr.powerGain = pp.points + 1.5 * pp.draws;
    tr.powerDraws = pp.draws;
  }
  if (/per extra card drawn/i.test(text)) { tr.countDrawn = true; tr.powerGain = 0; }
  const thr = /made (\d+) or more recruit/i.exec(text);
  if (thr) {
    tr.recruitThreshold = Number(thr[1]);
    const pm = /\+(\d+) attack if/i.exec(text);
    tr.powerGain = pm ? Number(pm[1]) : 1;
  }
  if (/first hero played this turn/i.test(text)) tr.firstOnly = true;
  if (/copy of another hero/i.test(text)) tr.copies = true;
  if (/every player, you included, gains a wound/i.test(text)) tr.woundsAll = true;
  const dm = /\bdraw (a|one|two|three|four) cards?\b/i.exec(before) ?? /^draw (a|one|two|three|four)\b/i.exec(before);
  if (dm && !/wound/i.test(before)) tr.draws = NUMBER_WORDS[dm[1]!.toLowerCase()] ?? 1;
  if (/draw it if it costs 2 or less/i.test(before)) tr.draws += 0.6;
  if (/top three cards of your deck: those costing 2 or less go to your hand/i.test(before)) tr.draws += 1.5;
  if (/draw it if it is an x-men hero/i.test(before)) tr.draws += 0.3;
  return tr;
}

const TRAITS: (Traits | undefined)[] = [];
/** Cached traits of a card definition. */
export function traits(d: CardDef): Traits {
  let t = TRAITS[d.id];
  if (!t) { t = deriveTraits(d); TRAITS[d.id] = t; }
  return t;
}

// ---- What a hero adds to a deck ---------------------------------------------------------------------

/** Expected Attack, Recruit and cards drawn a hero gives when played in an average hand. */
export interface Power { atk: number; rec: number; drw: number }

/** Estimates a hero's average contribution from its facts and traits. Exported for tests. */
export function derivePower(d: CardDef): Power {
  const p: Power = { atk: d.attack, rec: d.recruit, drw: 0 };
  if (d.kind !== 'hero') return p;
  const tr = traits(d);
  const text = (d.text ?? '').toLowerCase();
  p.drw = tr.draws;
  // superpowers and team powers are priced by synergy(), by how often this deck can trigger them
  if (tr.countCls) p.atk += 1.2 * tr.countGain;
  if (tr.countTeam >= 0) p.atk += 1.2 * tr.countGain;
  if (tr.countOdd) p.atk += 1.2 * tr.countGain;
  if (tr.countDrawn) p.atk += 2;
  if (tr.recruitThreshold) p.atk += 1;
  if (tr.copies) { p.atk += 1.5; p.rec += 1; }
  if (/\+1 attack per color/.test(text)) p.atk += 3;
  if (/\+1 recruit per color/.test(text)) p.rec += 3;
  if (/per bystander in your victory pile/.test(text)) p.atk += 1.5;
  if (/attack equal to its cost/.test(text)) p.atk += 2;
  if (/recruit may be spent as attack/.test(text)) { p.atk += 0.6 * p.rec; p.rec *= 0.6; }
  if (/^defeat a villain/.test(text)) p.atk += 3;
  if (/play a copy of each/.test(text)) p.atk += 2.5;
  if (/rescue three bystanders whenever|\+3 recruit whenever/.test(text)) p.atk += 1.5;
  if (tr.woundsAll) p.atk -= 1;
  return p;
}
const POWER: (Power | undefined)[] = [];
export function powerOfDef(d: CardDef): Power {
  let p = POWER[d.id];
  if (!p) { p = derivePower(d); POWER[d.id] = p; }
  return p;
}

// ---- Card value -------------------------------------------------------------------------------------

const WORTH: number[] = [];
/**
 * How much a card is worth owning, in points per time it is drawn: a Wound -1, a starting S.H.I.E.L.D.
 * Agent or Trooper 1, a recruitable hero 1 + cost/2 (a S.H.I.E.L.D. Officer 2.5, an 8-cost hero 5). For
 * cards in a victory pile (villains, bystanders, tactics) it is their printed VP.
 */
export function worthOfDef(d: CardDef): number {
  let w = WORTH[d.id];
  if (w === undefined) {
    switch (d.kind) {
      case 'wound': w = -1; break;
      case 'hero': w = d.cost === 0 ? d.attack + d.recruit : 1 + d.cost / 2; break;
      case 'bystander': case 'villain': case 'henchman': case 'tactic': w = d.vp; break;
      default: w = 0;
    }
    WORTH[d.id] = w;
  }
  return w;
}
export function worth(view: PlayerView, c: number): number { return worthOfDef(view.def(c)); }

/** A card worth at most this is one you would rather not own (Wounds, starting Agents and Troopers). */
export const JUNK = 1;

/**
 * Classes and teams the setup's reveal effects ask for ("reveal a Tech hero or gain a Wound" ...), with how
 * much a card of that class is worth for it: the Scheme's twists ask most often, Master Strikes next, a
 * villain group now and then.
 */
const REVEALS: Record<string, { cls?: number; team?: number; w: number }> = {
  'The Legacy Virus': { cls: TECH, w: 2.5 },
  'Loki': { cls: STRENGTH, w: 0.8 }, 'Dr. Doom': { cls: TECH, w: 0.5 }, 'Magneto': { team: XMEN, w: 0.8 },
  'Enemies of Asgard': { cls: RANGED, w: 0.4 }, 'Masters of Evil': { cls: TECH, w: 0.2 }, 'Radiation': { cls: STRENGTH, w: 0.3 },
  'Spider-Foes': { cls: COVERT, w: 0.4 }, 'Brotherhood': { team: XMEN, w: 0.5 },
};

/** Per-game facts bots reuse: cached on the setup object (shared by a game and all its clones). */
export interface SetupFacts {
  /** class bits and team bits (1 << team) that the setup's reveals ask for */
  revealCls: number;
  revealTeams: number;
  /** worth of a card of each class (5) / team (4) for the setup's reveals */
  revealClsW: Float64Array;
  revealTeamW: Float64Array;
  scheme: SchemeKind;
  /** Hero Deck size at the start (Super Hero Civil War reads its depletion) */
  heroDeckStart: number;
  /** Villain Deck size at the start (game time) */
  villainDeckStart: number;
  twistsToLose: number;
}
const FACTS = new WeakMap<object, SetupFacts>();
export function setupFacts(view: PlayerView): SetupFacts {
  const s = view.setup;
  let f = FACTS.get(s);
  if (!f) {
    const clsW = new Float64Array(5), teamW = new Float64Array(4);
    let cls = 0, teams = 0;
    for (const name of [s.mastermind, s.scheme, ...s.villains]) {
      const r = REVEALS[name];
      if (!r) continue;
      if (r.cls) { cls |= r.cls; clsW[31 - Math.clz32(r.cls)]! += r.w; }
      if (r.team !== undefined) { teams |= 1 << r.team; teamW[r.team]! += r.w; }
    }
    const kind = schemeKind(s.scheme);
    f = {
      revealCls: cls, revealTeams: teams, revealClsW: clsW, revealTeamW: teamW, scheme: kind,
      // 14 cards per hero, less the 5 dealt to the HQ (and the 12 Secret Invasion moves to the Villain Deck)
      heroDeckStart: Math.max(1, 14 * s.heroes.length - 5 - (kind === 'secret-invasion' ? 12 : 0)),
      // 8 cards per core villain group, the henchmen, twists, strikes and bystanders (+12 Skrull heroes)
      villainDeckStart: s.twists + s.strikes + 8 * s.villains.length + s.bystandersInVillainDeck
        + s.henchmen.reduce((n, _h, i) => n + (i >= s.henchmen.length - s.extraHenchmenFull ? 10 : s.henchmenCopies), 0)
        + (kind === 'secret-invasion' ? 12 : 0),
      twistsToLose: kind === 'cosmic-cube' ? 8 : kind === 'portals' ? 7 : Math.max(1, s.twists),
    };
    FACTS.set(s, f);
  }
  return f;
}

/** Synergy of a hero with cards already owned: shared classes and teams (superpowers), and reveal needs. */
export function synergy(view: PlayerView, d: CardDef, clsCounts: ArrayLike<number>, teamCounts: ArrayLike<number>, owned: number): number {
  if (d.kind !== 'hero' || d.cost === 0) return 0;
  let s = 0;
  const n = Math.max(1, owned);
  for (let b = 0; b < 5; b++) if (d.cls & (1 << b)) s += clsCounts[b]! / n;
  const ti = teamIndex(d.team);
  if (ti >= 0) s += 0.5 * teamCounts[ti]! / n;
  const tr = traits(d);
  // a superpower of a class the deck has plenty of will trigger often
  if (tr.needCls) for (let b = 0; b < 5; b++) if (tr.needCls & (1 << b)) s += tr.powerGain * clsCounts[b]! / n;
  // the setup's reveals: worth more while few of the deck's cards can be revealed
  const f = setupFacts(view);
  if (d.cls & f.revealCls) {
    for (let b = 0; b < 5; b++) if (d.cls & (1 << b)) s += f.revealClsW[b]! * Math.max(0.2, 1 - 3 * clsCounts[b]! / n);
  }
  if (ti >= 0 && (f.revealTeams & (1 << ti))) s += f.revealTeamW[ti]! * Math.max(0.2, 1 - 3 * teamCounts[ti]! / n);
  return s;
}

/** This player's deck as a whole: class/team counts, card count, worth and what it produces per card. */
export interface Profile {
  cls: Float64Array; team: Float64Array; owned: number; worthSum: number;
  atk: number; rec: number; drw: number; wounds: number;
}
const PROFILE: Profile = { cls: new Float64Array(5), team: new Float64Array(4), owned: 0, worthSum: 0, atk: 0, rec: 0, drw: 0, wounds: 0 };
/** Profile of the cards this player owns (one shared scratch object: read it before the next call). */
export function ownedProfile(view: PlayerView): Profile {
  const P = PROFILE;
  P.cls.fill(0); P.team.fill(0);
  P.owned = 0; P.worthSum = 0; P.atk = 0; P.rec = 0; P.drw = 0; P.wounds = 0;
  const a = view.ownedCards();
  for (let i = 0; i < a.length; i++) {
    const d = view.def(a[i]!);
    P.owned++;
    P.worthSum += worthOfDef(d);
    if (d.kind === 'wound') { P.wounds++; continue; }
    if (d.kind !== 'hero') continue;
    const pw = powerOfDef(d);
    P.atk += pw.atk; P.rec += pw.rec; P.drw += pw.drw;
    for (let b = 0; b < 5; b++) if (d.cls & (1 << b)) P.cls[b]!++;
    const ti = teamIndex(d.team);
    if (ti >= 0) P.team[ti]!++;
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

export type SchemeKind = 'cosmic-cube' | 'portals' | 'legacy-virus' | 'midtown' | 'negative-zone' | 'killbots'
  | 'secret-invasion' | 'civil-war' | 'other';

export function schemeKind(name: string): SchemeKind {
  const n = name.toLowerCase();
  if (n.includes('cosmic cube')) return 'cosmic-cube';
  if (n.includes('portals')) return 'portals';
  if (n.includes('legacy virus')) return 'legacy-virus';
  if (n.includes('bank robbery')) return 'midtown';
  if (n.includes('negative zone')) return 'negative-zone';
  if (n.includes('killbots')) return 'killbots';
  if (n.includes('secret invasion')) return 'secret-invasion';
  if (n.includes('civil war')) return 'civil-war';
  return 'other';
}

/** Hero cards in the Escaped Villains pile (Secret Invasion counts them). */
function heroesEscaped(view: PlayerView): number {
  let n = 0;
  const e = view.escaped;
  for (let i = 0; i < e.length; i++) if (view.def(e[i]!).kind === 'hero') n++;
  return n;
}
function villainsEscaped(view: PlayerView): number {
  let n = 0;
  const e = view.escaped;
  for (let i = 0; i < e.length; i++) { const k = view.def(e[i]!).kind; if (k === 'villain' || k === 'henchman') n++; }
  return n;
}

/** How far the Scheme is towards Evil Wins, 0 (nothing yet) to 1 (evil has won). */
export function schemeDanger(view: PlayerView): number {
  const f = setupFacts(view), st = view.stats;
  let x: number;
  switch (f.scheme) {
    case 'cosmic-cube': case 'portals': x = st.twists / f.twistsToLose; break;
    case 'legacy-virus': x = 1 - view.woundsLeft / Math.max(1, 6 * view.players); break;
    case 'midtown': x = st.bystandersCarried / 8; break;
    case 'negative-zone': x = villainsEscaped(view) / 12; break;
    case 'killbots': x = st.killbotsEscaped / 5; break;
    case 'secret-invasion': x = heroesEscaped(view) / 6; break;
    case 'civil-war': x = 1 - view.heroDeckSize / f.heroDeckStart; break;
    default: x = st.twists / Math.max(1, f.twistsToLose);
  }
  return x < 0 ? 0 : x > 1 ? 1 : x;
}

// ---- The city ---------------------------------------------------------------------------------------

/** Villain cards that must enter the city before the villain in `slot` escapes (1 = the next one). */
export function entriesToEscape(view: PlayerView, slot: number): number {
  const city = view.city;
  let empties = 0;
  for (let s = 0; s < slot; s++) if (city[s]! < 0) empties++;
  return empties + (4 - slot) + 1;
}

/** Bystanders held by the villain in a city space. */
export function bystandersAt(view: PlayerView, slot: number): number {
  const a = view.captured(slot);
  let n = 0;
  for (let i = 0; i < a.length; i++) if (view.def(a[i]!).kind === 'bystander') n++;
  return n;
}

/** What a villain's text says its Escape and Fight effects are worth (read once per definition). */
interface VillainFacts {
  /** Escape effect: points of harm per player, and in all */
  escapePerPlayer: number;
  escapeFlat: number;
  /** Fight effect: points for the fighter, per player, and "every other player gains a Wound" in the Sewers */
  fight: number;
  fightPerPlayer: number;
  sewersWound: boolean;
}
const VILLAIN: (VillainFacts | undefined)[] = [];
/** Reads a villain's facts from its text. Exported for tests. */
export function villainFacts(d: CardDef): VillainFacts {
  let f = VILLAIN[d.id];
  if (f) return f;
  const text = (d.text ?? '').toLowerCase();
  f = { escapePerPlayer: 0, escapeFlat: 0, fight: 0, fightPerPlayer: 0, sewersWound: false };
  if (/escape/.test(text)) {
    if (/wound/.test(text)) f.escapePerPlayer = 0.8; else f.escapePerPlayer = 1.5;
    if (/scheme twist/.test(text)) f.escapeFlat += 3;
  }
  if (/fight/.test(text)) {
    if (/fight: draw three/.test(text)) f.fight += 4;
    if (/eight cards instead of six/.test(text)) f.fight += 2.5;
    if (/fight: \+1 recruit/.test(text)) f.fight += 1;
    if (/draw one extra card/.test(text)) f.fight += 1.3;
    if (/play the top two cards of the villain deck/.test(text)) f.fight -= 3;
    if (/fight( and escape)?: every player reveals/.test(text)) f.fightPerPlayer -= 0.6;
    if (/each player with no other hydra/.test(text)) f.fightPerPlayer -= 0.5;
    if (/ko (one|two) of your heroes|kos one of their heroes|ko one of your heroes for every/.test(text)) f.fight += 0.5;
    if (/rescue (one|three) bystander/.test(text)) f.fight += 1.5;
    if (/may gain a s\.h\.i\.e\.l\.d\. officer/.test(text)) f.fight += 1.5;
    if (/you pick a hero in the hq and that player gains it/.test(text)) f.fightPerPlayer += 2.5;
    if (/every other player gains a wound/.test(text)) f.sewersWound = true;
    if (/may ko as many wounds/.test(text)) f.fight += 1;
    if (/ko every s\.h\.i\.e\.l\.d\. hero you have/.test(text)) f.fight += 0.5;
  }
  VILLAIN[d.id] = f;
  return f;
}

/**
 * Rough harm, in points, of a villain's escape: the HQ hero it KOs, the cards discarded for Bystanders it
 * carries, its Escape effect, and (times `schemeW`) what an escape means for the Scheme.
 */
export function escapeHarm(view: PlayerView, slot: number, schemeW = 1): number {
  const c = view.city[slot]!;
  const d = view.def(c);
  const vf = villainFacts(d);
  const bys = bystandersAt(view, slot);
  // the HQ hero it KOs, a discard per player if it carries Bystanders, its Escape effect
  let h = 1 + bys * view.players * 0.7 + vf.escapePerPlayer * view.players + vf.escapeFlat;
  if (schemeW === 0) return h;
  const f = setupFacts(view);
  let sc = 0;
  switch (f.scheme) {
    case 'midtown': sc = bys * (3 + 10 * schemeDanger(view)); break;
    case 'negative-zone': sc = 2 + 8 * schemeDanger(view); break;
    case 'killbots': if (d.kind === 'bystander') sc = 4 + 10 * schemeDanger(view); break;
    case 'secret-invasion': if (d.kind === 'hero') sc = 4 + 10 * schemeDanger(view); break;
    default: break;
  }
  return h + schemeW * sc;
}

/** Rough value, in points, of a villain's Fight effect for the fighting player and the team. */
export function fightEffect(view: PlayerView, slot: number): number {
  const c = view.city[slot]!;
  const d = view.def(c);
  let v = 0;
  if (d.kind === 'hero') v += worthOfDef(d) + 1; // Secret Invasion: defeating a Skrull hero gains it
  const under = view.under(slot);
  for (let i = 0; i < under.length; i++) v += worthOfDef(view.def(under[i]!)) + 0.5; // Skrulls: gain the hero
  const vf = villainFacts(d);
  v += vf.fight + vf.fightPerPlayer * view.players;
  if (vf.sewersWound && slot === 0) v -= 1.2 * Math.max(1, view.players - 1);
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
  if (d.key === UNENDING_ENERGY) v += 0.5;
  if (d.kind === 'hero' && view.current === view.player && inHand(view, c)) v += 0.3; // can still be played this turn
  return v;
}
const UNENDING_ENERGY = 'core:hero:cyclops:unending-energy';

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

/** The discard by a card effect: a Cyclops Unending Energy comes back, so it is the ideal discard. */
function discardByEffect(view: PlayerView, ctx: PolicyCtx, d: Decision): number {
  for (let i = 0; i < d.options.length; i++) if (d.options[i]! >= 0 && view.def(d.options[i]!).key === UNENDING_ENERGY) return i;
  return leastValuable(view, ctx, d);
}

/** Value of a villain in a city space as a target to defeat (free defeats and "choose a villain"). */
export function targetValue(view: PlayerView, slot: number): number {
  if (slot === MASTERMIND_SLOT) return 100;
  const c = view.city[slot]!;
  if (c < 0) return -100;
  const d = view.def(c);
  const threat = 1 / entriesToEscape(view, slot);
  return view.villainAttack(slot) * 0.5 + d.vp * 0.3 + bystandersAt(view, slot) * 1.5 + 4 * threat * escapeHarm(view, slot) + fightEffect(view, slot);
}

/** Points a played hero is worth if copied (Copy Powers). */
function copyValue(view: PlayerView, c: number): number {
  const d = view.def(c), tr = traits(d);
  return tr.points + tr.powerGain + 1.5 * tr.draws;
}

/** Attack the current player has for fights (Recruit counts with God of Thunder). */
export function attackAvailable(view: PlayerView): number {
  const t = view.t;
  return t.attack + (t.recruitAsAttack ? t.recruit : 0);
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
 * The default answer to any non-main decision, by its reason (the continuation key). Exact handling
 * for every core reason; unknown reasons fall back on keywords in the reason and on the decision kind.
 */
export function defaultChoice(view: PlayerView, d: Decision, ctx: PolicyCtx): number {
  const r = d.reason;
  switch (d.kind) {
    case 'yesno': return want(ctx, d, yesNo(view, d) ? 1 : 0);
    case 'mode': return d.options.indexOf(0) >= 0 ? d.options.indexOf(0) : 0; // 0 = "each other player draws"
    case 'number': {
      // "KO any number of Wounds": as many as offered
      let best = 0;
      for (let i = 1; i < d.options.length; i++) if (d.options[i]! > d.options[best]!) best = i;
      return best;
    }
    case 'player': {
      // Ymir: the player with the most Wounds we can see
      if (r.includes('ymir') || r.includes('wound')) return argmax(ctx, d, (p) => visibleWounds(view, p) + (p === view.player ? 0.1 : 0));
      return d.options.indexOf(view.player) >= 0 ? d.options.indexOf(view.player) : 0;
    }
    case 'slot': return slotChoice(view, d, ctx);
    case 'card': return cardChoice(view, d, ctx);
    default: return 0;
  }
}

function yesNo(view: PlayerView, d: Decision): boolean {
  const r = d.reason;
  switch (r) {
    case 'deadpool:random-acts:wound': return false;
    case 'deadpool:do-over:choice': return doOverWanted(view, d.source);
    case 'emma-frost:shadowed-thoughts:play-villain': {
      // +2 Attack for playing a Villain Deck card: only when the 2 Attack wins a fight we could not make
      const a = attackAvailable(view);
      if (view.mastermindFightsLeft > 0) { const m = view.mastermindAttack(); if (a < m && a + 2 >= m) return true; }
      for (let s = 0; s < 5; s++) {
        if (view.city[s]! < 0 || !view.canDefeat(s)) continue;
        const va = view.villainAttack(s);
        if (a < va && a + 2 >= va && entriesToEscape(view, s) <= 2) return true;
      }
      return false;
    }
    default:
      // reveal to avoid Wounds, draw instead of a Wound, return Unending Energy, gain Officers, reveal to draw
      if (/gain-a-wound|take-wound|gain-wound/.test(r)) return false;
      return true;
  }
}

/** Do-Over: discard the rest of the hand and draw four, when four average cards beat the hand. */
function doOverWanted(view: PlayerView, source: number): boolean {
  let hand = 0;
  for (const c of view.hand) if (c !== source) hand += worth(view, c);
  return hand < 4 * meanWorth(view) - 0.5;
}

function slotChoice(view: PlayerView, d: Decision, ctx: PolicyCtx): number {
  const r = d.reason;
  switch (r) {
    case 'ko-hq-hero': case 'advanced-solo-twist-bottom': case 'secret-invasion:twist:hq': case 'solo-twist-ko-hq': {
      // the hero the team wants least leaves the HQ
      const p = ownedProfile(view);
      return argmax(ctx, d, (s) => -hqWant(view, s, p));
    }
    case 'skrulls:veranke:take': case 'skrulls:paibok:choose': {
      // the hero goes to us (Paibok) or under a Skrull we will defeat to gain it (Veranke)
      const p = ownedProfile(view);
      return argmax(ctx, d, (s) => hqWant(view, s, p));
    }
    case 'deadpool:here-hold-this:villain': {
      // a villain we can defeat this turn takes the Bystander (we rescue it); else the one farthest from escape
      const a = attackAvailable(view);
      const midtown = setupFacts(view).scheme === 'midtown' ? 1 : 0;
      return argmax(ctx, d, (s) => (view.canDefeat(s) && view.villainAttack(s) + midtown <= a ? 10 : 0) + entriesToEscape(view, s));
    }
    case 'storm:spinning-cyclone:villain': {
      // move a villain holding Bystanders (they are rescued); otherwise decline
      const i = argmax(ctx, d, (s) => bystandersAt(view, s), -1);
      if (i >= 0 && bystandersAt(view, d.options[i]!) > 0) return i;
      const none = d.options.indexOf(-1);
      return none >= 0 ? none : Math.max(0, i);
    }
    case 'storm:spinning-cyclone:to':
      // farthest from escape: an empty space first, then the lowest
      return argmax(ctx, d, (s) => (view.city[s]! < 0 ? 10 : 0) - s);
    default: break;
  }
  if (r.includes('hq')) {
    const p = ownedProfile(view);
    if (/ko|bottom|escape|twist|lose/.test(r)) return argmax(ctx, d, (s) => -hqWant(view, s, p));
    return argmax(ctx, d, (s) => hqWant(view, s, p));
  }
  // a villain (0..4) or the Mastermind (5) to defeat, move or target
  const i = argmax(ctx, d, (s) => targetValue(view, s), -1);
  return i >= 0 ? i : 0;
}

/** How much this player wants the hero in an HQ space (the deck profile is read once per decision). */
function hqWant(view: PlayerView, s: number, p: Profile): number {
  const c = view.hq[s]!;
  if (c < 0) return -100;
  const d = view.def(c);
  return worthOfDef(d) + synergy(view, d, p.cls, p.team, p.owned);
}

function cardChoice(view: PlayerView, d: Decision, ctx: PolicyCtx): number {
  const r = d.reason;
  switch (r) {
    // mandatory KOs, discards and put-backs: the least valuable card
    case 'ko-chosen': case 'red-skull:strike:ko-chosen': case 'doombot-legion:ko': case 'red-skull:ruthless-dictator:ko':
    case 'red-skull:ruthless-dictator:discard': case 'discard-a-card-rule': case 'deadpool:random-acts:pass':
    case 'dr-doom:strike:put-back-chosen': case 'gambit:stack-the-deck:top':
      return leastValuable(view, ctx, d);
    case 'discard-a-card': case 'cyclops:discard-cost':
      return discardByEffect(view, ctx, d);
    // optional KOs that pay something: KO junk only
    case 'rogue:energy-drain:ko': case 'black-widow:dangerous-rescue:ko': case 'loki:maniacal-tyrant:ko':
    case 'masters-of-evil:melter:ko-or-back':
      return optionalKo(view, ctx, d);
    case 'nick-fury:battlefield-promotion:ko': return optionalKo(view, ctx, d, 2.4);
    case 'hulk:unstoppable:ko-wound': case 'wolverine:healing-factor:ko-wound': {
      for (let i = 0; i < d.options.length; i++) if (d.options[i]! >= 0) return i;
      return 0;
    }
    case 'gambit:hypnotic-charm:top': {
      // discard the revealed top card when it is worse than an average card of that deck
      const top = d.options[0]!;
      return want(ctx, d, top >= 0 && worth(view, top) < Math.min(meanWorth(view), 1.6) ? top : -1);
    }
    case 'loki:ko-from-victory': return Math.max(0, argmax(ctx, d, (c) => -worth(view, c), -1));
    case 'rogue:copy-powers:copy': return Math.max(0, argmax(ctx, d, (c) => copyValue(view, c), -1));
    case 'spider-man:amazing:order': case 'magneto:bitter-captor:recruit': case 'magneto:electromagnetic-bubble:choose':
    case 'dr-doom:dark-technology:recruit':
      return mostValuable(view, ctx, d);
    default: break;
  }
  if (/ko|discard|pass|put-back|lose|bottom/.test(r)) {
    return d.options.includes(-1) ? optionalKo(view, ctx, d) : leastValuable(view, ctx, d);
  }
  return mostValuable(view, ctx, d);
}

/** Every reason the default policy handles by name (the rest fall back on keywords). Exported for tests. */
export const HANDLED_REASONS = [
  'deadpool:random-acts:wound', 'deadpool:do-over:choice', 'emma-frost:shadowed-thoughts:play-villain',
  'ko-hq-hero', 'advanced-solo-twist-bottom', 'secret-invasion:twist:hq', 'solo-twist-ko-hq', 'skrulls:veranke:take',
  'skrulls:paibok:choose', 'deadpool:here-hold-this:villain', 'storm:spinning-cyclone:villain', 'storm:spinning-cyclone:to',
  'ko-chosen', 'red-skull:strike:ko-chosen', 'doombot-legion:ko', 'red-skull:ruthless-dictator:ko',
  'red-skull:ruthless-dictator:discard', 'discard-a-card-rule', 'deadpool:random-acts:pass', 'dr-doom:strike:put-back-chosen',
  'gambit:stack-the-deck:top', 'discard-a-card', 'cyclops:discard-cost', 'rogue:energy-drain:ko',
  'black-widow:dangerous-rescue:ko', 'loki:maniacal-tyrant:ko', 'masters-of-evil:melter:ko-or-back',
  'nick-fury:battlefield-promotion:ko', 'hulk:unstoppable:ko-wound', 'wolverine:healing-factor:ko-wound',
  'gambit:hypnotic-charm:top', 'loki:ko-from-victory', 'rogue:copy-powers:copy', 'spider-man:amazing:order',
  'magneto:bitter-captor:recruit', 'magneto:electromagnetic-bubble:choose', 'dr-doom:dark-technology:recruit',
];
