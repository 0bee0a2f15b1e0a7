// Setup by the Universal Rulebook: the player-count table, "Always Leads", scheme overrides, solo modes.
// Everything not given is drawn from the seed.

import { run } from './flow.js';
import { CARDS, EPIC_MASTERMINDS, HENCHMEN, HEROES, MASTERMINDS, SCHEMES, STACK_EXTRAS, VILLAIN_GROUPS, cardByKey, groupsOf, pool, setupMaster } from './registry.js';
import { randInt, seedRng, shuffle } from '../shared/rng.js';
import { gainWound, refillHq } from './rules.js';
import { newTurnState, HAND_SIZE } from './turn.js';
import type { Game, SetupPlan } from './types.js';
import { BASIC } from './cards/core/basics.js';
import { resolveChallenges } from './challenges.js';
import { SetupError, findGroup, resolveSets } from './names.js';
import { newAttachments } from './zones.js';
import { changedCards, checkChanges } from './changes.js';
import './modes.js';

export { SetupError, closest, matchName } from './names.js';

export interface SetupOptions {
  players: number;
  seed: number | string;
  mastermind?: string;
  /** play the Mastermind's Epic side (a Mastermind that has one; drawn among those when none is named) */
  epic?: boolean;
  scheme?: string;
  heroes?: string[];
  villains?: string[];
  henchmen?: string[];
  /** card sets to draw from (ids or titles; default: core only) */
  sets?: string[];
  /** for 1 player: 'basic' (default) or 'advanced' solo */
  solo?: 'basic' | 'advanced';
  /** challenge modes (engine/legendary/challenges.ts): "heroic", "tyrant", "opening-salvo:2", ... in any order */
  challenges?: string[];
  /** keep a readable log of the game */
  log?: boolean;
  /** record the chosen option indices (for replay files) */
  record?: boolean;
  /** what-if changes to printed numbers ('<card or group>.<field>': value; engine/legendary/changes.ts) */
  changes?: Record<string, number>;
}

// ---- The plan ---------------------------------------------------------------------------------------

const EPIC_SUFFIX = /\s*\(epic\)\s*$/i;
/** A Mastermind name that may end in " (Epic)": the name without it, and whether it had it. */
export function splitEpic(name: string): { name: string; epic: boolean } {
  return EPIC_SUFFIX.test(name) ? { name: name.replace(EPIC_SUFFIX, ''), epic: true } : { name, epic: false };
}
/** How a setup's Mastermind is named for people: its label, with " (Epic)" for its Epic side. */
export function mastermindTitle(plan: { mastermind: string; epic?: boolean }): string { return plan.epic ? `${plan.mastermind} (Epic)` : plan.mastermind; }

/** Mastermind labels with each Epic side after its Mastermind as a row of its own ("<name> (Epic)"). */
export function withEpicSides(masterminds: readonly string[]): string[] {
  return masterminds.flatMap((m) => (EPIC_MASTERMINDS.has(m) ? [m, mastermindTitle({ mastermind: m, epic: true })] : [m]));
}

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
  const sets = resolveSets(o.sets);
  const schemeNames = pool('scheme', sets);
  const allowed = schemeNames.filter((n) => !(solo === 'basic' && SCHEMES.get(n)!.forbiddenInSolo));
  let schemeName: string;
  if (o.scheme) {
    schemeName = findGroup('scheme', o.scheme, sets);
    if (!allowed.includes(schemeName)) {
      throw new SetupError(`scheme "${schemeName}" cannot be played in basic solo; accepted: ${allowed.join(', ')} (or use advanced solo)`);
    }
  } else schemeName = allowed[randInt(rng, allowed.length)]!;
  const mmNames = pool('mastermind', sets);
  if (mmNames.length === 0) throw new SetupError(`the selected sets (${sets.join(', ')}) have no Mastermind; add a set that has one (e.g. core)`);
  if (allowed.length === 0) throw new SetupError(`the selected sets (${sets.join(', ')}) have no scheme for this game; add a set that has one (e.g. core)`);
  // the Epic side: a Mastermind that has one (drawn among those when none is named); "<name> (Epic)" names it too
  const named = splitEpic(o.mastermind ?? '');
  if (named.epic) o = { ...o, epic: true };
  const epicNames = o.epic ? mmNames.filter((m) => EPIC_MASTERMINDS.has(m)) : mmNames;
  if (o.epic && !o.mastermind && epicNames.length === 0) throw new SetupError(`the selected sets (${sets.join(', ')}) have no Mastermind with an Epic side; add a set that has one (e.g. champions)`);
  const mastermindName = o.mastermind ? findGroup('mastermind', named.name, sets) : epicNames[randInt(rng, epicNames.length)]!;
  if (o.epic && !EPIC_MASTERMINDS.has(mastermindName)) {
    const have = mmNames.filter((m) => EPIC_MASTERMINDS.has(m));
    throw new SetupError(`${mastermindName} has no Epic side; accepted: ${have.length ? have.join(', ') : 'none in the selected sets'}`);
  }
  const mm = MASTERMINDS.get(mastermindName)!;
  const sc = SCHEMES.get(schemeName)!;

  const plan: SetupPlan = {
    players, solo, sets, mastermind: mastermindName, ...(o.epic ? { epic: true } : {}), scheme: schemeName, heroes: [], villains: [], henchmen: [],
    heroCount: solo !== 'none' ? 3 : players === 5 ? 6 : 5,
    villainGroupCount: VILLAIN_GROUPS_BY_PLAYERS[players - 1]!,
    henchmenGroupCount: HENCHMEN_BY_PLAYERS[players - 1]!,
    henchmenCopies: solo !== 'none' ? 3 : 10,
    bystandersInVillainDeck: BYSTANDERS_BY_PLAYERS[players - 1]!,
    twists: sc.twists(players),
    strikes: solo === 'basic' ? 1 : 5,
    woundStack: 30,
    requiredVillains: [],
    requiredHenchmen: [],
    requiredHeroes: [],
    requiredHeroTeam: '',
    heroesByTeam: [],
    heroTeams: [],
    villainDeckHeroes: [],
    villainDeckHeroCount: 0,
    extraHenchmenFull: 0,
    citySize: 5,
    hqSize: 5,
    challenges: ch.challenges,
    challengeRules: ch.rules,
  };
  sc.plan?.(plan);
  plan.twists += ch.rules.extraTwists;

  // Villain groups: the scheme's required ones, the Mastermind's "Always Leads" (not in solo), then random.
  const vNames = pool('villain group', sets);
  const hNames = pool('henchmen group', sets);
  const heroNames = pool('hero', sets);
  const given = (o.villains ?? []).map((v) => findGroup('villain group', v, sets));
  const givenH = (o.henchmen ?? []).map((h) => findGroup('henchmen group', h, sets));
  const givenHeroes = (o.heroes ?? []).map((h) => findGroup('hero', h, sets));
  const dup = (a: string[]) => a.find((x, i) => a.indexOf(x) !== i);
  for (const [what, a] of [['villain group', given], ['henchmen group', givenH], ['hero', givenHeroes]] as const) {
    const d = dup(a);
    if (d) throw new SetupError(`${what} "${d}" given twice; each may be used once`);
  }
  const villains: string[] = [...given];
  const henchmen: string[] = [...givenH];
  const want = (list: string[], name: string) => { if (!list.includes(name)) list.push(name); };
  const needed = (what: string, name: string, have: boolean) => {
    if (!have) throw new SetupError(`${schemeName} needs the ${what} "${name}", which no registered card set has`);
  };
  for (const r of plan.requiredVillains) want(villains, r);
  for (const r of plan.requiredHenchmen) { needed('henchmen group', r, HENCHMEN.has(r)); want(henchmen, r); }
  for (const h of plan.villainDeckHeroes) {
    needed('hero', h, HEROES.has(h));
    if (givenHeroes.includes(h)) throw new SetupError(`hero "${h}" is in the Villain Deck with ${schemeName}; choose other heroes`);
  }
  const leads = ledGroup(mm.leads, sets);
  if (solo === 'none') {
    if (VILLAIN_GROUPS.has(leads)) want(villains, leads);
    // a scheme's required henchmen take the place of the led group when there is no room for both
    else if (HENCHMEN.has(leads) && !(plan.requiredHenchmen.length > 0 && henchmen.length >= plan.henchmenGroupCount)) want(henchmen, leads);
  }
  if (villains.length > plan.villainGroupCount) {
    throw new SetupError(
      `${villains.length} villain groups (${villains.join(', ')}) but ${players} player(s) with ${schemeName} use ${plan.villainGroupCount}` +
      (given.length < villains.length ? ` (including ${villains.filter((v) => !given.includes(v)).join(', ')} required by the setup)` : ''));
  }
  if (henchmen.length > plan.henchmenGroupCount) {
    throw new SetupError(
      `${henchmen.length} henchmen groups (${henchmen.join(', ')}) but ${players} player(s) with ${schemeName} use ${plan.henchmenGroupCount}` +
      (givenH.length < henchmen.length
        ? ` (including ${henchmen.filter((h) => !givenH.includes(h)).map((h) => (h === leads ? `${h}, led by ${mastermindName}` : `${h}, required by the scheme`)).join('; ')})`
        : ''));
  }
  const heroes = [...givenHeroes];
  for (const h of plan.requiredHeroes) {
    const have = pool('hero', sets).includes(h);
    if (!have) throw new SetupError(`${schemeName} needs the hero "${h}", whose set is not selected; add it`);
    want(heroes, h);
  }
  if (plan.requiredHeroTeam && !heroes.some((h) => heroHasTeam(h, plan.requiredHeroTeam))) {
    const of = heroNames.filter((h) => heroHasTeam(h, plan.requiredHeroTeam) && !plan.villainDeckHeroes.includes(h));
    if (of.length === 0) throw new SetupError(`${schemeName} needs a ${plan.requiredHeroTeam} hero, and the selected sets have none`);
    heroes.push(of[randInt(rng, of.length)]!);
  }
  if (heroes.length > plan.heroCount) {
    throw new SetupError(`${heroes.length} heroes given or required (${heroes.join(', ')}) but this setup uses ${plan.heroCount}`);
  }
  fill(rng, villains, vNames, plan.villainGroupCount);
  fill(rng, henchmen, hNames, plan.henchmenGroupCount);
  if (plan.heroesByTeam.length > 0) {
    const from = plan.villainDeckHeroes.length ? heroNames.filter((h) => !plan.villainDeckHeroes.includes(h)) : heroNames;
    heroesByTeam(rng, plan, heroes, from, schemeName);
  }
  fill(rng, heroes, plan.villainDeckHeroes.length ? heroNames.filter((h) => !plan.villainDeckHeroes.includes(h)) : heroNames, plan.heroCount);
  if (plan.villainDeckHeroes.length < plan.villainDeckHeroCount) {
    fill(rng, plan.villainDeckHeroes, heroNames.filter((h) => !heroes.includes(h)), plan.villainDeckHeroCount);
  }
  const short = (what: string, have: number, need: number) => {
    if (have < need) throw new SetupError(`the selected sets (${sets.join(', ')}) have ${have} ${what} but this setup needs ${need}; add more sets`);
  };
  short('villain groups', villains.length, plan.villainGroupCount);
  short('henchmen groups', henchmen.length, plan.henchmenGroupCount);
  short('heroes', heroes.length, plan.heroCount);
  short('heroes besides the Hero Deck\'s', plan.villainDeckHeroes.length, plan.villainDeckHeroCount);
  plan.villains = villains; plan.henchmen = henchmen; plan.heroes = heroes;
  if (o.changes && Object.keys(o.changes).length > 0) {
    plan.changes = { ...o.changes };
    checkChanges(plan);
  }
  return plan;
}

/**
 * The group a Mastermind always leads, among the selected sets: its own (by label) when they offer it, else
 * the group of the same name they offer (a reprinted Mastermind leads the reprinting set's group of that
 * name), else its own.
 */
export function ledGroup(label: string, sets: readonly string[]): string {
  for (const kind of ['villain group', 'henchmen group'] as const) {
    const info = groupsOf(kind).get(label);
    if (!info) continue;
    const offered = pool(kind, sets);
    if (offered.includes(label)) return label;
    return offered.find((l) => groupsOf(kind).get(l)!.name === info.name) ?? label;
  }
  return label;
}

/** The teams (names) of a hero's cards (label), in the registry's team order. */
function teamsOfHero(label: string): string[] {
  const out: string[] = [];
  for (const k of HEROES.get(label)?.cards ?? []) for (const t of cardByKey(k).team.split('/')) if (t && !out.includes(t)) out.push(t);
  return out;
}

/**
 * The heroes of a team split (SetupPlan.heroesByTeam): teams that can supply their counts with the heroes already
 * chosen (each counts for one team it has; a hero of two teams for either, never both), drawn among those the
 * scheme leaves open; then the rest of each team's heroes drawn from `from`. Adds to `heroes` and fills
 * `plan.heroTeams`.
 */
function heroesByTeam(rng: ReturnType<typeof seedRng>, plan: SetupPlan, heroes: string[], from: string[], schemeName: string): void {
  const counts = plan.heroesByTeam;
  const fixed = counts.map((_, i) => plan.heroTeams[i] ?? '');
  const teamsOf = new Map<string, string[]>();
  for (const h of new Set([...from, ...heroes])) teamsOf.set(h, teamsOfHero(h));
  const allTeams: string[] = [];
  for (const ts of teamsOf.values()) for (const t of ts) if (!allTeams.includes(t)) allTeams.push(t);
  allTeams.sort();
  // a matching of heroes to team places (Kuhn's augmenting paths: a matched hero stays matched)
  const fit = (teams: string[], order: string[], need: number): string[] | null => {
    const places: string[] = [];
    teams.forEach((t, i) => { for (let k = 0; k < counts[i]!; k++) places.push(t); });
    const holder: (string | null)[] = places.map(() => null);
    const tryHero = (h: string, seen: boolean[]): boolean => {
      for (let i = 0; i < places.length; i++) {
        if (seen[i] || !teamsOf.get(h)!.includes(places[i]!)) continue;
        seen[i] = true;
        if (holder[i] === null || tryHero(holder[i]!, seen)) { holder[i] = h; return true; }
      }
      return false;
    };
    let matched = 0;
    for (const h of heroes) { if (!tryHero(h, places.map(() => false))) return null; matched++; }
    for (const h of order) {
      if (matched === need) break;
      if (!heroes.includes(h) && tryHero(h, places.map(() => false))) matched++;
    }
    return matched === need ? holder.filter((h): h is string => h !== null) : null;
  };
  const total = counts.reduce((a, b) => a + b, 0);
  const choices: string[][] = [];
  const pick = (i: number, acc: string[]): void => {
    if (i === counts.length) { if (fit(acc, from, total)) choices.push(acc.slice()); return; }
    for (const t of fixed[i] ? [fixed[i]!] : allTeams) if (!acc.includes(t)) { acc.push(t); pick(i + 1, acc); acc.pop(); }
  };
  pick(0, []);
  if (choices.length === 0) {
    throw new SetupError(`${schemeName} needs ${counts.join(' + ')} heroes of ${counts.length} different teams, which the selected sets` +
      (heroes.length ? ` and the heroes given (${heroes.join(', ')})` : '') + ' cannot supply');
  }
  const teams = choices[randInt(rng, choices.length)]!;
  const order = shuffle(rng, from.filter((h) => !heroes.includes(h)));
  for (const h of fit(teams, order, total)!) if (!heroes.includes(h)) heroes.push(h);
  plan.heroTeams = teams;
}

/** Whether any card of a hero (label) has a team (name). */
function heroHasTeam(label: string, team: string): boolean {
  return (HEROES.get(label)?.cards ?? []).some((k) => cardByKey(k).team.split('/').includes(team));
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

/** n empty (-1) slots, as a packed array (faster to read than `new Array(n).fill`'s holey one) */
function empties(n: number): number[] {
  const a: number[] = [];
  for (let i = 0; i < n; i++) a.push(-1);
  return a;
}

export function buildGame(plan: SetupPlan, rng: ReturnType<typeof seedRng>, o: { seed: number | string; log?: boolean; record?: boolean }): Game {
  const defOf: number[] = [];
  const make = (key: string, n: number): number[] => {
    const id = cardByKey(key).id, out: number[] = [];
    for (let i = 0; i < n; i++) { out.push(defOf.length); defOf.push(id); }
    return out;
  };
  const g: Game = {
    cards: plan.changes ? changedCards(plan) : CARDS, defOf, setup: plan, seed: o.seed, rng,
    players: [], current: 0, turn: 1, phase: 'start', t: newTurnState(),
    villainDeck: [], heroDeck: [], hq: empties(plan.hqSize), city: empties(plan.citySize),
    att: newAttachments(plan.citySize, plan.hqSize), mastermind: [], others: [], othersAtt: [], othersTactics: [], mmCtx: -1, ctxStash: null, tactics: [],
    escaped: [], ko: [], wounds: [], bystanders: [], officers: [], sidekicks: [], schemeZone: [], vars: {},
    stack: [], src: -1, pending: null, pendingFrame: null, result: null, cause: '', drawAtEndOfTurn: '',
    stats: { twists: 0, strikes: 0, escapes: 0, bystandersCarried: 0, woundsGained: 0, tacticsDefeated: 0, villainCardsPlayed: 0 },
    steps: 0, trace: 2166136261, choices: o.record ? [] : null, log: o.log ? [] : null,
    handSize: HAND_SIZE, villainCardsPerTurn: 1, defeatAtt: [], defeatSlot: -1, holdMain: false, hqDestroyed: 0, cityDestroyed: 0, asHero: [],
    finalBlow: 0, nextTurn: [], faceDown: [], faceDownOf: [], fortify: [], fortifyAt: [], schemeDeck: [], mastermindDeck: [], villainDecks: [], mastermindAt: -1,
  };
  const cr = plan.challengeRules;
  g.handSize = cr.handSize;
  g.villainCardsPerTurn = cr.villainCardsPerTurn;
  g.finalBlow = cr.finalBlow ? 1 : 0;
  for (let p = 0; p < plan.players; p++) {
    g.players.push({ deck: [...make(BASIC.agent, 8 - cr.startingOfficers), ...make(BASIC.trooper, 4)], hand: [], discard: [], inPlay: [], victory: [], front: [] });
  }
  g.wounds = make(BASIC.wound, plan.woundStack);
  g.bystanders = make(BASIC.bystander, 30);
  // special Bystanders of the selected sets are shuffled into the stack
  // (a card two selected sets share, a reprint, joins once)
  const joined: string[] = [];
  for (const x of STACK_EXTRAS) {
    if (x.stack !== 'bystanders' || !plan.sets.includes(x.set) || joined.includes(x.key)) continue;
    joined.push(x.key);
    g.bystanders.push(...make(x.key, cardByKey(x.key).copies));
  }
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
  for (const h of plan.villainDeckHeroes) for (const k of HEROES.get(h)!.cards) vd.push(...make(k, cardByKey(k).copies));
  shuffle(rng, g.bystanders);
  for (let i = 0; i < plan.bystandersInVillainDeck && g.bystanders.length; i++) vd.push(g.bystanders.pop()!);
  g.villainDeck = shuffle(rng, vd);
  // Hero deck
  const hd: number[] = [];
  for (const h of plan.heroes) for (const k of HEROES.get(h)!.cards) hd.push(...make(k, cardByKey(k).copies));
  g.heroDeck = shuffle(rng, hd);
  // Mastermind
  const mm = setupMaster(plan);
  for (const k of mm.tactics) g.tactics.push(...make(k, 1));
  SCHEMES.get(plan.scheme)!.afterSetup?.(g, make);
  // the Mastermind card itself (made last, so the other cards' instance ids do not depend on it)
  g.mastermind = make(mm.card, 1);
  for (let s = 0; s < g.hq.length; s++) refillHq(g, s);
  for (const pl of g.players) shuffle(rng, pl.deck);
  for (let p = 0; p < plan.players; p++) {
    const pl = g.players[p]!;
    for (let i = 0; i < g.handSize; i++) pl.hand.push(pl.deck.pop()!);
  }
  // stacks a selected set adds to or brings (Grievous Wounds, Sidekicks): shuffled, after everything else, so games
  // without them draw as before
  const extraWounds: number[] = [];
  for (const x of STACK_EXTRAS) {
    if (!plan.sets.includes(x.set) || x.stack === 'bystanders') continue;
    const cards = make(x.key, cardByKey(x.key).copies);
    if (x.stack === 'wounds') extraWounds.push(...cards); else g.sidekicks.push(...cards);
  }
  if (extraWounds.length) { g.wounds.push(...extraWounds); shuffle(rng, g.wounds); }
  if (g.sidekicks.length) shuffle(rng, g.sidekicks);
  SCHEMES.get(plan.scheme)!.afterStacks?.(g);
  // Opening Salvo: "at the beginning of the game" is after setup, which draws the opening hands; a gained
  // Wound goes to the discard pile (Universal Rulebook, Wounds), so the first hands hold none
  for (let i = 0; i < cr.openingWounds; i++) for (let p = 0; p < plan.players; p++) gainWound(g, p);
  run(g);
  return g;
}
