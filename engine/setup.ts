// Setup by the Universal Rulebook: the player-count table, "Always Leads", scheme overrides, solo modes.
// Everything not given is drawn from the seed.

import { run } from './flow.js';
import { CARDS, HENCHMEN, HEROES, MASTERMINDS, SCHEMES, VILLAIN_GROUPS, cardByKey } from './registry.js';
import { randInt, seedRng, shuffle } from './rng.js';
import { gainWound, refillHq } from './rules.js';
import { newTurnState, HAND_SIZE } from './turn.js';
import type { Game, SetupPlan } from './types.js';
import { BASIC } from './cards/core/basics.js';
import { resolveChallenges } from './challenges.js';

export interface SetupOptions {
  players: number;
  seed: number | string;
  mastermind?: string;
  scheme?: string;
  heroes?: string[];
  villains?: string[];
  henchmen?: string[];
  /** for 1 player: 'basic' (default) or 'advanced' solo */
  solo?: 'basic' | 'advanced';
  /** challenge modes (engine/challenges.ts): "heroic", "tyrant", "opening-salvo:2", ... in any order */
  challenges?: string[];
  /** keep a readable log of the game */
  log?: boolean;
  /** record the chosen option indices (for replay files) */
  record?: boolean;
}

/** A setup request that the rules do not allow; the message names the problem and what is accepted. */
export class SetupError extends Error {
  constructor(message: string) { super(message); this.name = 'SetupError'; }
}

// ---- Name matching ----------------------------------------------------------------------------------

function norm(s: string): string { return s.toLowerCase().replace(/[^a-z0-9]/g, ''); }

function editDistance(a: string, b: string): number {
  const m = a.length, n = b.length;
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const cur = [i];
    for (let j = 1; j <= n; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[n]!;
}

/** Accepted names ordered by closeness to what was typed (prefix and substring matches first). */
export function closest(input: string, names: string[]): string[] {
  const x = norm(input);
  const score = (n: string) => {
    const y = norm(n);
    if (y.startsWith(x) || x.startsWith(y)) return -100 + Math.abs(y.length - x.length);
    if (y.includes(x) || x.includes(y)) return -50;
    return editDistance(x, y);
  };
  return [...names].sort((a, b) => score(a) - score(b) || a.localeCompare(b));
}

/** Matches a name case-insensitively (ignoring punctuation and spaces), or throws a SetupError. */
export function matchName(what: string, input: string, names: string[]): string {
  const x = norm(input);
  const hit = names.find((n) => norm(n) === x)
    ?? (what === 'henchmen group' ? names.find((n) => norm(n) === x.replace(/s$/, '') || norm(n) + 's' === x) : undefined);
  if (hit) return hit;
  throw new SetupError(`unknown ${what} "${input}"; accepted: ${closest(input, names).join(', ')}`);
}

// ---- The plan ---------------------------------------------------------------------------------------

const VILLAIN_GROUPS_BY_PLAYERS = [1, 2, 3, 3, 4];
const HENCHMEN_BY_PLAYERS = [1, 1, 1, 2, 2];
const BYSTANDERS_BY_PLAYERS = [1, 2, 8, 8, 12];

/** Resolves every setup choice (drawing what was not given from `rng`), or throws a SetupError. */
export function resolvePlan(o: SetupOptions, rng = seedRng(o.seed)): SetupPlan {
  const players = o.players;
  if (!Number.isInteger(players) || players < 1 || players > 5) {
    throw new SetupError(`impossible player count ${players}; accepted: 1, 2, 3, 4, 5`);
  }
  if (o.solo && players !== 1) throw new SetupError(`solo mode "${o.solo}" needs 1 player, not ${players}; accepted: 1`);
  const solo = players === 1 ? (o.solo ?? 'basic') : 'none';
  // challenge modes draw nothing from the seed: the same seed gives the same cards with or without them
  const ch = resolveChallenges(o.challenges, players);
  const schemeNames = [...SCHEMES.keys()];
  const allowed = schemeNames.filter((n) => !(solo === 'basic' && SCHEMES.get(n)!.forbiddenInSolo));
  let schemeName: string;
  if (o.scheme) {
    schemeName = matchName('scheme', o.scheme, schemeNames);
    if (!allowed.includes(schemeName)) {
      throw new SetupError(`scheme "${schemeName}" cannot be played in basic solo; accepted: ${allowed.join(', ')} (or use advanced solo)`);
    }
  } else schemeName = allowed[randInt(rng, allowed.length)]!;
  const mmNames = [...MASTERMINDS.keys()];
  const mastermindName = o.mastermind ? matchName('mastermind', o.mastermind, mmNames) : mmNames[randInt(rng, mmNames.length)]!;
  const mm = MASTERMINDS.get(mastermindName)!;
  const sc = SCHEMES.get(schemeName)!;

  const plan: SetupPlan = {
    players, solo, mastermind: mastermindName, scheme: schemeName, heroes: [], villains: [], henchmen: [],
    heroCount: solo !== 'none' ? 3 : players === 5 ? 6 : 5,
    villainGroupCount: VILLAIN_GROUPS_BY_PLAYERS[players - 1]!,
    henchmenGroupCount: HENCHMEN_BY_PLAYERS[players - 1]!,
    henchmenCopies: solo !== 'none' ? 3 : 10,
    bystandersInVillainDeck: BYSTANDERS_BY_PLAYERS[players - 1]!,
    twists: sc.twists(players),
    strikes: solo === 'basic' ? 1 : 5,
    woundStack: 30,
    requiredVillains: [],
    extraHenchmenFull: 0,
    challenges: ch.challenges,
    challengeRules: ch.rules,
  };
  sc.plan?.(plan);
  plan.twists += ch.rules.extraTwists;

  // Villain groups: the scheme's required ones, the Mastermind's "Always Leads" (not in solo), then random.
  const vNames = [...VILLAIN_GROUPS.keys()];
  const hNames = [...HENCHMEN.keys()];
  const heroNames = [...HEROES.keys()];
  const given = (o.villains ?? []).map((v) => matchName('villain group', v, vNames));
  const givenH = (o.henchmen ?? []).map((h) => matchName('henchmen group', h, hNames));
  const givenHeroes = (o.heroes ?? []).map((h) => matchName('hero', h, heroNames));
  const dup = (a: string[]) => a.find((x, i) => a.indexOf(x) !== i);
  for (const [what, a] of [['villain group', given], ['henchmen group', givenH], ['hero', givenHeroes]] as const) {
    const d = dup(a);
    if (d) throw new SetupError(`${what} "${d}" given twice; each may be used once`);
  }
  const villains: string[] = [...given];
  const henchmen: string[] = [...givenH];
  const want = (list: string[], name: string) => { if (!list.includes(name)) list.push(name); };
  for (const r of plan.requiredVillains) want(villains, r);
  if (solo === 'none') {
    if (VILLAIN_GROUPS.has(mm.leads)) want(villains, mm.leads);
    else if (HENCHMEN.has(mm.leads)) want(henchmen, mm.leads);
  }
  if (villains.length > plan.villainGroupCount) {
    throw new SetupError(
      `${villains.length} villain groups (${villains.join(', ')}) but ${players} player(s) with ${schemeName} use ${plan.villainGroupCount}` +
      (given.length < villains.length ? ` (including ${villains.filter((v) => !given.includes(v)).join(', ')} required by the setup)` : ''));
  }
  if (henchmen.length > plan.henchmenGroupCount) {
    throw new SetupError(
      `${henchmen.length} henchmen groups (${henchmen.join(', ')}) but ${players} player(s) with ${schemeName} use ${plan.henchmenGroupCount}` +
      (givenH.length < henchmen.length ? ` (including ${mm.leads}, led by ${mastermindName})` : ''));
  }
  if (givenHeroes.length > plan.heroCount) {
    throw new SetupError(`${givenHeroes.length} heroes given but this setup uses ${plan.heroCount}`);
  }
  fill(rng, villains, vNames, plan.villainGroupCount);
  fill(rng, henchmen, hNames, plan.henchmenGroupCount);
  const heroes = [...givenHeroes];
  fill(rng, heroes, heroNames, plan.heroCount);
  plan.villains = villains; plan.henchmen = henchmen; plan.heroes = heroes;
  return plan;
}

function fill(rng: ReturnType<typeof seedRng>, list: string[], pool: string[], n: number): void {
  const rest = pool.filter((x) => !list.includes(x));
  shuffle(rng, rest);
  while (list.length < n && rest.length) list.push(rest.pop()!);
}

// ---- Building the game ------------------------------------------------------------------------------

/** Creates a game from setup options and runs it to the first decision. */
export function newGame(o: SetupOptions): Game {
  const rng = seedRng(o.seed);
  const plan = resolvePlan(o, rng);
  return buildGame(plan, rng, o);
}

export function buildGame(plan: SetupPlan, rng: ReturnType<typeof seedRng>, o: { seed: number | string; log?: boolean; record?: boolean }): Game {
  const defOf: number[] = [];
  const make = (key: string, n: number): number[] => {
    const id = cardByKey(key).id, out: number[] = [];
    for (let i = 0; i < n; i++) { out.push(defOf.length); defOf.push(id); }
    return out;
  };
  const g: Game = {
    cards: CARDS, defOf, setup: plan, seed: o.seed, rng,
    players: [], current: 0, turn: 1, phase: 'start', t: newTurnState(),
    villainDeck: [], heroDeck: [], hq: [-1, -1, -1, -1, -1], city: [-1, -1, -1, -1, -1],
    captured: [[], [], [], [], []], under: [[], [], [], [], []], mastermindBystanders: [], tactics: [],
    escaped: [], ko: [], wounds: [], bystanders: [], officers: [], schemeZone: [],
    portals: [0, 0, 0, 0, 0], mastermindPortal: 0,
    stack: [], pending: null, pendingFrame: null, result: null, cause: '', drawAtEndOfTurn: '',
    stats: { twists: 0, strikes: 0, escapes: 0, bystandersCarried: 0, woundsGained: 0, tacticsDefeated: 0, villainCardsPlayed: 0, killbotsEscaped: 0 },
    steps: 0, trace: 2166136261, choices: o.record ? [] : null, log: o.log ? [] : null,
    handSize: HAND_SIZE, villainCardsPerTurn: 1, lastDefeatedUnder: [], lastDefeatedSlot: -1, holdMain: false,
    finalBlow: 0,
  };
  const cr = plan.challengeRules;
  g.handSize = cr.handSize;
  g.villainCardsPerTurn = cr.villainCardsPerTurn;
  g.finalBlow = cr.finalBlow ? 1 : 0;
  for (let p = 0; p < plan.players; p++) {
    g.players.push({ deck: [...make(BASIC.agent, 8 - cr.startingOfficers), ...make(BASIC.trooper, 4)], hand: [], discard: [], inPlay: [], victory: [] });
  }
  g.wounds = make(BASIC.wound, plan.woundStack);
  g.bystanders = make(BASIC.bystander, 30);
  g.officers = make(BASIC.officer, 30);
  // Helping Hand: the replacing Officers come from the Officer stack (fewer are left to recruit)
  for (const pl of g.players) for (let i = 0; i < cr.startingOfficers; i++) pl.deck.push(g.officers.pop()!);
  // Villain deck
  const vd: number[] = [];
  vd.push(...make(BASIC.twist, plan.twists));
  vd.push(...make(BASIC.strike, plan.strikes));
  for (const v of plan.villains) for (const k of VILLAIN_GROUPS.get(v)!.cards) vd.push(...make(k, cardByKey(k).copies));
  plan.henchmen.forEach((h, i) => {
    const full = i >= plan.henchmen.length - plan.extraHenchmenFull;
    vd.push(...make(HENCHMEN.get(h)!.cards[0]!, full ? 10 : plan.henchmenCopies));
  });
  shuffle(rng, g.bystanders);
  for (let i = 0; i < plan.bystandersInVillainDeck && g.bystanders.length; i++) vd.push(g.bystanders.pop()!);
  g.villainDeck = shuffle(rng, vd);
  // Hero deck
  const hd: number[] = [];
  for (const h of plan.heroes) for (const k of HEROES.get(h)!.cards) hd.push(...make(k, cardByKey(k).copies));
  g.heroDeck = shuffle(rng, hd);
  // Mastermind
  const mm = MASTERMINDS.get(plan.mastermind)!;
  for (const k of mm.tactics) g.tactics.push(...make(k, 1));
  SCHEMES.get(plan.scheme)!.afterSetup?.(g, make);
  for (let s = 0; s < 5; s++) refillHq(g, s);
  for (const pl of g.players) shuffle(rng, pl.deck);
  for (let p = 0; p < plan.players; p++) {
    const pl = g.players[p]!;
    for (let i = 0; i < g.handSize; i++) pl.hand.push(pl.deck.pop()!);
  }
  // Opening Salvo: "at the beginning of the game" is after setup, which draws the opening hands; a gained
  // Wound goes to the discard pile (Universal Rulebook, Wounds), so the first hands hold none
  for (let i = 0; i < cr.openingWounds; i++) for (let p = 0; p < plan.players; p++) gainWound(g, p);
  run(g);
  return g;
}
