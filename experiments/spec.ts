// Experiment specs: parse and validate a JSON spec (structure, names against the engine registries, bot
// specs, every cell's setup), expand the grid of cells, and derive each game's seed.
//
// The published JSON Schema (experiments/spec.schema.json) describes the same structure for editors; this
// validator is what the runner trusts, because it also knows the card names, the bots and the rules.

import { createHash } from 'node:crypto';
import { BOTS, BotSpecError, makeAgents, parseBotSpec, splitSeats } from '../agents/registry.js';
import { SetupError, resolvePlan, type SetupOptions } from '../engine/legendary/index.js';
import { mastermindTitle, splitEpic, withEpicSides } from '../engine/legendary/setup.js';
import { findGroup, resolveSets } from '../engine/legendary/names.js';
import { EPIC_MASTERMINDS, groupsOf, pool, type GroupKind } from '../engine/legendary/registry.js';
import { STEP_CAP } from '../agents/play.js';
import { ExperimentError } from './errors.js';
import { CHAMPIONS_REQUIRED, championsCellId, championsLevels, championsSetupKey, starterTeam, type ChampionsCellSetup } from './champions.js';

// ---- Types ------------------------------------------------------------------------------------------

export interface AdaptiveGames {
  /** stop a cell once the 95% Wilson interval of its win rate is at most this wide on each side */
  ciHalfWidth: number;
  minGames: number;
  maxGames: number;
  /** games added per round after minGames (default: batchSize) */
  roundGames: number;
}

export type Solo = 'none' | 'basic' | 'advanced';

/** One combination of factor values. `heroes` etc. are null when drawn at random per game. */
export interface Cell {
  /** position in grid order */
  index: number;
  /** stable id: mastermind|scheme|players|bot|challenges, then |solo=.., |heroes=.. when they apply */
  id: string;
  mastermind: string;
  scheme: string;
  players: number;
  solo: Solo;
  /** canonical bot table spec */
  bot: string;
  /** canonical challenge modes */
  challenges: string[];
  heroes: string[] | null;
  villains: string[] | null;
  henchmen: string[] | null;
  /** card sets the cell's games draw from (canonical order) */
  sets: string[];
  /** what-if changes to printed numbers ('<card or group>.<field>' -> value, keys sorted); {} is the printed game */
  changes: Record<string, number>;
  /** a Marvel Champions cell's setup (a spec with "game": "champions"); its Legendary fields then hold neutral values */
  champions?: ChampionsCellSetup;
  /** what the seeds depend on: the setup factors, not the bot and not the challenge modes */
  setupKey: string;
}

/** Only the core set: the default, left out of cell ids and seeds so that older specs keep their games. */
function coreOnly(sets: readonly string[]): boolean { return sets.length === 1 && sets[0] === 'core'; }

/** A validated spec with every default filled in and every name in its canonical spelling. */
export interface Experiment {
  /** which game the spec plays: Legendary (the default) or Marvel Champions */
  game: 'legendary' | 'champions';
  name: string;
  description: string;
  seed: number | string;
  /** fixed games per cell, or adaptive sampling */
  games: number | AdaptiveGames;
  batchSize: number;
  stepCap: number;
  /** wall-clock seconds one game may take before it is stopped and recorded as a failed game */
  gameTimeLimit: number;
  skipImpossibleCells: boolean;
  /** example games kept per cell as replay records: up to this many won and this many lost (0: none) */
  examples: number;
  cells: Cell[];
  /** cells left out because the rules do not allow them (only with skipImpossibleCells) */
  skipped: { id: string; reason: string }[];
}

export const DEFAULT_BATCH_SIZE = 100;
export const DEFAULT_SEED = 1;
/** seconds: far above any game of the rule-based bots (milliseconds) or of ISMCTS at its default budget (seconds) */
export const DEFAULT_GAME_TIME_LIMIT = 60;
const MAX_GAME_TIME_LIMIT = 86_400;
/** example games kept per cell and result at most (each is played again with its choices recorded) */
const MAX_EXAMPLES = 10;

const TOP_KEYS = ['$schema', 'game', 'name', 'description', 'seed', 'sets', 'factors', 'sweep', 'games', 'batchSize', 'stepCap', 'gameTimeLimit', 'skipImpossibleCells', 'examples'];
const FACTOR_KEYS = ['masterminds', 'schemes', 'players', 'solo', 'bots', 'challenges', 'heroes', 'villains', 'henchmen', 'sets', 'changes', 'sweep'];
const REQUIRED_FACTORS = ['masterminds', 'schemes', 'players', 'bots'];
const ADAPTIVE_KEYS = ['ciHalfWidth', 'minGames', 'maxGames', 'roundGames'];
const MAX_GAMES_PER_CELL = 10_000_000;

// ---- Helpers ----------------------------------------------------------------------------------------

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const show = (x: unknown) => JSON.stringify(x);
const keyPath = (base: string, k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? `${base}.${k}` : `${base}[${show(k)}]`);

function typeName(x: unknown): string {
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'an array';
  return typeof x === 'object' ? 'an object' : `a ${typeof x}`;
}

/** Does the engine know challenge modes? (An engine that ignores the option accepts any string.) */
export function engineHasChallenges(): boolean {
  try {
    resolvePlan({ players: 2, seed: 1, challenges: ['no-such-challenge-mode'] } as SetupOptions);
    return false;
  } catch (e) {
    return e instanceof SetupError;
  }
}

/** Canonical spelling of a bot table spec: each seat "name" or "name:k=v,k=v", seats joined by ",". */
export function canonicalBot(table: string): string {
  return splitSeats(table).map((seat) => {
    const { name, params } = parseBotSpec(seat);
    const kv = Object.entries(params).map(([k, v]) => `${k}=${v}`);
    return kv.length ? `${name}:${kv.join(',')}` : name;
  }).join(',');
}

export function cellId(c: Omit<Cell, 'index' | 'id' | 'setupKey'>): string {
  if (c.champions) return championsCellId({ players: c.players, bot: c.bot, champions: c.champions });
  let id = `${c.mastermind}|${c.scheme}|${c.players}|${c.bot}|${c.challenges.join('+')}`;
  if (c.players === 1) id += `|solo=${c.solo}`;
  if (c.heroes) id += `|heroes=${c.heroes.join('+')}`;
  if (c.villains) id += `|villains=${c.villains.join('+')}`;
  if (c.henchmen) id += `|henchmen=${c.henchmen.join('+')}`;
  if (!coreOnly(c.sets)) id += `|sets=${c.sets.join('+')}`;
  if (Object.keys(c.changes).length) id += `|changes=${changesText(c.changes)}`;
  return id;
}

/** A variant's changes as written in cell ids and tables: "Loki.attack=9; The Legacy Virus.twists=6"; '' for the printed game. */
export function changesText(ch: Record<string, number>): string {
  return Object.keys(ch).sort().map((k) => `${k}=${ch[k]}`).join('; ');
}

function setupKeyOf(c: Omit<Cell, 'index' | 'id' | 'setupKey'>): string {
  const k = [c.mastermind, c.scheme, c.players, c.solo, c.heroes?.join('+') ?? '*', c.villains?.join('+') ?? '*', c.henchmen?.join('+') ?? '*'];
  if (!coreOnly(c.sets)) k.push(`sets=${c.sets.join('+')}`);
  return k.join('|');
}

/**
 * The seed of game `game` of a cell: a pure function of (spec seed, the cell's setup factors, game index).
 * Cells that differ only in the bot or the challenge modes share seeds, so they are compared on the same
 * deals (common random numbers). The "g" prefix keeps it a string (never mistaken for a number).
 */
export function gameSeed(specSeed: number | string, setupKey: string, game: number): string {
  const h = createHash('sha256').update(`${typeof specSeed}:${specSeed}\u0000${setupKey}\u0000${game}`).digest('hex');
  return `g${h.slice(0, 16)}`;
}

/** The setup options of one game of a cell, exactly as passed to the engine (and written to errors.jsonl). */
export function setupOptions(cell: Cell, seed: string): SetupOptions {
  // names as the engine accepts them in the cell's sets: labels for core alone (as specs always wrote
  // them), set-qualified otherwise, so that a name two selected sets share is never ambiguous
  const core = coreOnly(cell.sets);
  const q = (kind: GroupKind, label: string) => { if (core) return label; const g = groupsOf(kind).get(label)!; return `${g.set}:${g.name}`; };
  // a Mastermind's Epic side is the cell's "<name> (Epic)"
  const mm = splitEpic(cell.mastermind);
  const o: SetupOptions = { players: cell.players, seed, mastermind: q('mastermind', mm.name) + (mm.epic ? ' (Epic)' : ''), scheme: q('scheme', cell.scheme) };
  if (!core) o.sets = cell.sets;
  if (cell.solo !== 'none') o.solo = cell.solo;
  if (cell.heroes) o.heroes = cell.heroes.map((h) => q('hero', h));
  if (cell.villains) o.villains = cell.villains.map((v) => q('villain group', v));
  if (cell.henchmen) o.henchmen = cell.henchmen.map((h) => q('henchmen group', h));
  if (cell.challenges.length) (o as SetupOptions & { challenges?: string[] }).challenges = cell.challenges;
  if (Object.keys(cell.changes).length) o.changes = { ...cell.changes };
  return o;
}

// ---- Validation -------------------------------------------------------------------------------------

interface Level<T> { value: T; path: string }

class Problems {
  list: string[] = [];
  add(path: string, msg: string): void { this.list.push(`${path}: ${msg}`); }
}

/**
 * A factor that is a list of names or "all"; names matched against the groups the spec's sets offer. Masterminds also
 * take "all+epic": every Mastermind, and the Epic side of each that has one as a row of its own.
 */
function nameFactor(p: Problems, raw: unknown, path: string, what: GroupKind, sets: string[]): Level<string>[] {
  const names = pool(what, sets);
  if (raw === 'all') return names.map((n) => ({ value: n, path }));
  if (raw === 'all+epic' && what === 'mastermind') {
    return withEpicSides(names).map((n) => ({ value: n, path }));
  }
  if (!Array.isArray(raw)) {
    p.add(path, `expected a list of ${what} names or "all"${what === 'mastermind' ? ' or "all+epic"' : ''}, got ${typeName(raw)}`);
    return [];
  }
  if (raw.length === 0) { p.add(path, `empty list; give at least one ${what} or "all"`); return []; }
  const out: Level<string>[] = [];
  raw.forEach((x, i) => {
    const at = `${path}[${i}]`;
    if (typeof x !== 'string') { p.add(at, `expected a ${what} name, got ${typeName(x)}`); return; }
    try {
      // a Mastermind's Epic side is named "<name> (Epic)": a row of its own
      const epic = what === 'mastermind' ? splitEpic(x) : { name: x, epic: false };
      let n = findGroup(what, epic.name, sets);
      if (epic.epic) {
        if (!EPIC_MASTERMINDS.has(n)) {
          const have = names.filter((m) => EPIC_MASTERMINDS.has(m)).map((m) => `${m} (Epic)`);
          throw new SetupError(`${n} has no Epic side; accepted: ${have.length ? have.join(', ') : 'none in the selected sets'}`);
        }
        n = mastermindTitle({ mastermind: n, epic: true });
      }
      const dup = out.find((o) => o.value === n);
      if (dup) p.add(at, `${what} "${n}" is listed twice (also at ${dup.path})`);
      else out.push({ value: n, path: at });
    } catch (e) {
      if (e instanceof SetupError) p.add(at, e.message); else throw e;
    }
  });
  return out;
}

/** heroes / villains / henchmen: "random", or a list of levels, each "random" or a list of names. */
function groupFactor(p: Problems, raw: unknown, path: string, what: GroupKind, sets: string[]): Level<string[] | null>[] {
  if (raw === undefined || raw === 'random') return [{ value: null, path }];
  const names = pool(what, sets);
  const hint = `expected "random" or a list of levels, each "random" or a list of ${what} names (e.g. [["${names[0]}", "${names[1]}"]])`;
  if (!Array.isArray(raw)) { p.add(path, `${hint}, got ${typeName(raw)}`); return []; }
  if (raw.length === 0) { p.add(path, `empty list; ${hint}`); return []; }
  const out: Level<string[] | null>[] = [];
  raw.forEach((lvl, i) => {
    const at = `${path}[${i}]`;
    if (lvl === 'random') { out.push({ value: null, path: at }); return; }
    if (typeof lvl === 'string') {
      p.add(at, `"${lvl}" is not a level: write a fixed set as a list, e.g. [${show(lvl)}], or use "random"`);
      return;
    }
    if (!Array.isArray(lvl)) { p.add(at, `${hint}, got ${typeName(lvl)}`); return; }
    if (lvl.length === 0) { p.add(at, `empty ${what} list; use "random" to draw them all`); return; }
    const set: string[] = [];
    lvl.forEach((x, j) => {
      const at2 = `${at}[${j}]`;
      if (typeof x !== 'string') { p.add(at2, `expected a ${what} name, got ${typeName(x)}`); return; }
      try {
        const n = findGroup(what, x, sets);
        if (set.includes(n)) p.add(at2, `${what} "${n}" is listed twice in this set`); else set.push(n);
      } catch (e) {
        if (e instanceof SetupError) p.add(at2, e.message); else throw e;
      }
    });
    out.push({ value: set, path: at });
  });
  const seen = new Map<string, string>();
  for (const l of out) {
    const k = l.value === null ? 'random' : l.value.join('+');
    if (seen.has(k)) p.add(l.path, `duplicate level (same as ${seen.get(k)})`); else seen.set(k, l.path);
  }
  return out;
}

function intIn(p: Problems, raw: unknown, path: string, lo: number, hi: number, what: string): number | undefined {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < lo || raw > hi) {
    p.add(path, `${what} must be an integer from ${lo} to ${hi}, got ${show(raw)}`);
    return undefined;
  }
  return raw;
}

function checkKeys(p: Problems, obj: Record<string, unknown>, path: string, accepted: string[]): void {
  for (const k of Object.keys(obj)) {
    if (!accepted.includes(k)) p.add(keyPath(path, k), `unknown key "${k}"; accepted: ${accepted.join(', ')}`);
  }
}

/** Whether a setup error is about a what-if change (engine/legendary/changes.ts words them so). */
function isChangeError(msg: string): boolean { return /unknown change (target|field)|\bchanges? "|a change is "|has no \w+ to change/.test(msg); }

/** Which factor a setup error is about (for its JSON path). */
function blame(msg: string, paths: Record<string, string>): string {
  const m = msg.toLowerCase();
  if (isChangeError(msg)) return paths.changes!;
  if (m.includes('challenge')) return paths.challenges!;
  if (m.includes('selected sets') || m.includes('card set')) return paths.sets!;
  if (m.includes('basic solo')) return paths.schemes!;
  if (m.includes('villain group')) return paths.villains!;
  if (m.includes('henchmen')) return paths.henchmen!;
  if (/\bhero(es)?\b/.test(m)) return paths.heroes!;
  if (m.includes('player')) return paths.players!;
  return '$.factors';
}

/**
 * Validates a parsed JSON spec and expands its grid. Throws an ExperimentError listing every problem,
 * each with its JSON path, before anything runs.
 */
export function validateSpec(raw: unknown, fallbackName = 'experiment'): Experiment {
  const p = new Problems();
  if (!isObj(raw)) throw new ExperimentError(`$: an experiment spec is a JSON object with "factors" and "games", got ${typeName(raw)}`);
  checkKeys(p, raw, '$', TOP_KEYS);
  if (raw.game !== undefined && raw.game !== 'legendary' && raw.game !== 'champions') p.add('$.game', `unknown game ${show(raw.game)}; accepted: legendary (the default), champions`);

  const name = raw.name === undefined ? fallbackName : typeof raw.name === 'string' && raw.name.trim() ? raw.name.trim() : (p.add('$.name', `expected a non-empty string, got ${show(raw.name)}`), fallbackName);
  const description = raw.description === undefined ? '' : typeof raw.description === 'string' ? raw.description : (p.add('$.description', `expected a string, got ${typeName(raw.description)}`), '');
  let seed: number | string = DEFAULT_SEED;
  if (raw.seed !== undefined) {
    if ((typeof raw.seed === 'number' && Number.isSafeInteger(raw.seed)) || (typeof raw.seed === 'string' && raw.seed.length > 0)) seed = raw.seed;
    else p.add('$.seed', `expected an integer or a non-empty string, got ${show(raw.seed)}`);
  }
  const batchSize = raw.batchSize === undefined ? DEFAULT_BATCH_SIZE : intIn(p, raw.batchSize, '$.batchSize', 1, 100_000, 'batchSize') ?? DEFAULT_BATCH_SIZE;
  const stepCap = raw.stepCap === undefined ? STEP_CAP : intIn(p, raw.stepCap, '$.stepCap', 1, 10_000_000, 'stepCap') ?? STEP_CAP;
  let gameTimeLimit = DEFAULT_GAME_TIME_LIMIT;
  if (raw.gameTimeLimit !== undefined) {
    const t = raw.gameTimeLimit;
    if (typeof t === 'number' && Number.isFinite(t) && t > 0 && t <= MAX_GAME_TIME_LIMIT) gameTimeLimit = t;
    else p.add('$.gameTimeLimit', `expected the seconds one game may take, a number above 0 and at most ${MAX_GAME_TIME_LIMIT} (default ${DEFAULT_GAME_TIME_LIMIT}), got ${show(t)}`);
  }
  const examples = raw.examples === undefined ? 0 : intIn(p, raw.examples, '$.examples', 0, MAX_EXAMPLES, 'examples') ?? 0;
  let skipImpossibleCells = false;
  if (raw.skipImpossibleCells !== undefined) {
    if (typeof raw.skipImpossibleCells === 'boolean') skipImpossibleCells = raw.skipImpossibleCells;
    else p.add('$.skipImpossibleCells', `expected true or false, got ${show(raw.skipImpossibleCells)}`);
  }

  // games
  let games: number | AdaptiveGames = 0;
  if (raw.games === undefined) p.add('$', 'missing "games": a number of games per cell, or {"ciHalfWidth": 0.02, "minGames": 200, "maxGames": 10000}');
  else if (typeof raw.games === 'number') games = intIn(p, raw.games, '$.games', 1, MAX_GAMES_PER_CELL, 'games per cell') ?? 0;
  else if (isObj(raw.games)) {
    const g = raw.games;
    checkKeys(p, g, '$.games', ADAPTIVE_KEYS);
    for (const k of ['ciHalfWidth', 'minGames', 'maxGames']) if (g[k] === undefined) p.add('$.games', `adaptive sampling needs "${k}"`);
    let ci = 0;
    if (g.ciHalfWidth !== undefined) {
      if (typeof g.ciHalfWidth === 'number' && g.ciHalfWidth > 0 && g.ciHalfWidth < 0.5) ci = g.ciHalfWidth;
      else p.add('$.games.ciHalfWidth', `expected a number between 0 and 0.5 (exclusive), e.g. 0.02, got ${show(g.ciHalfWidth)}`);
    }
    const min = g.minGames === undefined ? undefined : intIn(p, g.minGames, '$.games.minGames', 1, MAX_GAMES_PER_CELL, 'minGames');
    const max = g.maxGames === undefined ? undefined : intIn(p, g.maxGames, '$.games.maxGames', 1, MAX_GAMES_PER_CELL, 'maxGames');
    const round = g.roundGames === undefined ? batchSize : intIn(p, g.roundGames, '$.games.roundGames', 1, MAX_GAMES_PER_CELL, 'roundGames');
    if (min !== undefined && max !== undefined && max < min) p.add('$.games.maxGames', `maxGames (${max}) is below minGames (${min})`);
    games = { ciHalfWidth: ci, minGames: min ?? 1, maxGames: max ?? 1, roundGames: round ?? batchSize };
  } else p.add('$.games', `expected a number of games per cell or an adaptive-sampling object, got ${typeName(raw.games)}`);

  // factors
  const f = raw.factors;
  if (!isObj(f)) {
    p.add(f === undefined ? '$' : '$.factors', f === undefined ? `missing "factors" (${(raw.game === 'champions' ? CHAMPIONS_REQUIRED : REQUIRED_FACTORS).join(', ')} at least)` : `expected an object, got ${typeName(f)}`);
    throw new ExperimentError(p.list);
  }
  if (raw.game === 'champions') {
    for (const k of ['sets', 'sweep']) if (raw[k] !== undefined) p.add(`$.${k}`, `"${k}" is a Legendary key; a Marvel Champions spec has none`);
    const base = { game: 'champions' as const, name, description, seed, games, batchSize, stepCap, gameTimeLimit, skipImpossibleCells, examples };
    return championsGrid(p, f, base);
  }
  checkKeys(p, f, '$.factors', FACTOR_KEYS);
  for (const k of REQUIRED_FACTORS) if (f[k] === undefined) p.add('$.factors', `missing "${k}" (a list, or "all")`);

  // card sets: the spec's default (top-level "sets", else core) or the levels of the "sets" factor; names
  // are matched against every set any level uses, and each cell is checked against its own
  const setsAt = (raw: unknown, at: string): string[] | null => {
    if (!Array.isArray(raw) || raw.length === 0 || raw.some((x) => typeof x !== 'string')) {
      p.add(at, `expected a non-empty list of card set ids, e.g. ["core", "dark-city"], got ${show(raw)}`);
      return null;
    }
    try { return resolveSets(raw as string[]); } catch (e) { if (e instanceof SetupError) { p.add(at, e.message); return null; } throw e; }
  };
  const defaultSets = raw.sets === undefined ? ['core'] : setsAt(raw.sets, '$.sets') ?? ['core'];
  const setLevels: Level<string[]>[] = [];
  if (f.sets === undefined) setLevels.push({ value: defaultSets, path: '$.sets' });
  else if (!Array.isArray(f.sets) || f.sets.length === 0) p.add('$.factors.sets', `expected a list of levels, each a list of card set ids (e.g. [["core"], ["core", "dark-city"]]), got ${show(f.sets)}`);
  else f.sets.forEach((lvl, i) => {
    const v = setsAt(lvl, `$.factors.sets[${i}]`);
    if (!v) return;
    const dup = setLevels.find((l) => l.value.join('+') === v.join('+'));
    if (dup) p.add(`$.factors.sets[${i}]`, `the same sets as ${dup.path}`); else setLevels.push({ value: v, path: `$.factors.sets[${i}]` });
  });
  const allSets = [...new Set(setLevels.flatMap((l) => l.value))];

  const masterminds = f.masterminds === undefined ? [] : nameFactor(p, f.masterminds, '$.factors.masterminds', 'mastermind', allSets);
  const schemes = f.schemes === undefined ? [] : nameFactor(p, f.schemes, '$.factors.schemes', 'scheme', allSets);

  const players: Level<number>[] = [];
  if (f.players === 'all') for (let n = 1; n <= 5; n++) players.push({ value: n, path: '$.factors.players' });
  else if (Array.isArray(f.players)) {
    if (f.players.length === 0) p.add('$.factors.players', 'empty list; accepted: 1, 2, 3, 4, 5 or "all"');
    f.players.forEach((x, i) => {
      const at = `$.factors.players[${i}]`;
      if (typeof x !== 'number' || !Number.isInteger(x) || x < 1 || x > 5) p.add(at, `impossible player count ${show(x)}; accepted: 1, 2, 3, 4, 5`);
      else if (players.some((l) => l.value === x)) p.add(at, `player count ${x} is listed twice`);
      else players.push({ value: x, path: at });
    });
  } else if (f.players !== undefined) p.add('$.factors.players', `expected a list of player counts (1-5) or "all", got ${typeName(f.players)}`);

  let solos: Level<Solo>[] = [{ value: 'basic', path: '$.factors.solo' }];
  if (f.solo !== undefined) {
    const sraw = f.solo === 'all' ? ['basic', 'advanced'] : f.solo;
    if (!Array.isArray(sraw) || sraw.length === 0) p.add('$.factors.solo', `expected a non-empty list of solo modes or "all"; accepted: basic, advanced`);
    else {
      solos = [];
      sraw.forEach((x, i) => {
        const at = f.solo === 'all' ? '$.factors.solo' : `$.factors.solo[${i}]`;
        if (x !== 'basic' && x !== 'advanced') p.add(at, `unknown solo mode ${show(x)}; accepted: basic, advanced`);
        else if (solos.some((s) => s.value === x)) p.add(at, `solo mode "${x}" is listed twice`);
        else solos.push({ value: x, path: at });
      });
    }
    if (players.length && !players.some((l) => l.value === 1)) p.add('$.factors.solo', 'solo applies to 1-player cells only, and players has no 1');
  }

  const bots: Level<string>[] = [];
  const botNames = [...BOTS.keys()];
  if (f.bots === 'all') for (const b of botNames) bots.push({ value: b, path: '$.factors.bots' });
  else if (Array.isArray(f.bots)) {
    if (f.bots.length === 0) p.add('$.factors.bots', `empty list; accepted bots: ${botNames.join(', ')}`);
    f.bots.forEach((x, i) => {
      const at = `$.factors.bots[${i}]`;
      if (typeof x !== 'string') { p.add(at, `expected a bot spec string (e.g. "random" or "heuristic,ismcts:iterations=200"), got ${typeName(x)}`); return; }
      try {
        const b = canonicalBot(x);
        const dup = bots.find((l) => l.value === b);
        if (dup) p.add(at, `bot "${b}" is listed twice (also at ${dup.path})`); else bots.push({ value: b, path: at });
      } catch (e) {
        if (e instanceof BotSpecError) p.add(at, e.message); else throw e;
      }
    });
  } else if (f.bots !== undefined) p.add('$.factors.bots', `expected a list of bot spec strings or "all", got ${typeName(f.bots)}`);

  const hasChallenges = engineHasChallenges();
  const challenges: Level<string[]>[] = [];
  if (f.challenges === undefined) challenges.push({ value: [], path: '$.factors.challenges' });
  else if (!Array.isArray(f.challenges) || f.challenges.length === 0) {
    p.add('$.factors.challenges', `expected a non-empty list of combinations, each a list of challenge modes (e.g. [[], ["heroic"], ["heroic", "opening-salvo:2"]]), got ${show(f.challenges)}`);
  } else {
    f.challenges.forEach((combo, i) => {
      const at = `$.factors.challenges[${i}]`;
      if (!Array.isArray(combo) || combo.some((m) => typeof m !== 'string')) {
        p.add(at, `expected a list of challenge mode names (use [] for none), got ${show(combo)}`);
        return;
      }
      const modes = (combo as string[]).map((m) => m.trim());
      if (modes.length && !hasChallenges) { p.add(at, 'this engine has no challenge modes yet; use [] (no modes)'); return; }
      let canon = [...modes].sort();
      if (modes.length) {
        try {
          const plan = resolvePlan({ players: 2, seed: 1, challenges: modes } as SetupOptions) as unknown as { challenges?: unknown };
          if (Array.isArray(plan.challenges)) canon = plan.challenges.map(String);
        } catch (e) {
          // a mode that is invalid for 2 players only is checked per cell below
          if (!(e instanceof SetupError)) throw e;
          if (!/player/i.test(e.message)) { p.add(at, e.message); return; }
        }
      }
      const key = canon.join('+');
      const dup = challenges.find((l) => l.value.join('+') === key);
      if (dup) p.add(at, `the same combination as ${dup.path}`); else challenges.push({ value: canon, path: at });
    });
  }

  const heroes = groupFactor(p, f.heroes, '$.factors.heroes', 'hero', allSets);
  const villains = groupFactor(p, f.villains, '$.factors.villains', 'villain group', allSets);
  const henchmen = groupFactor(p, f.henchmen, '$.factors.henchmen', 'henchmen group', allSets);
  if (raw.sweep !== undefined && f.sweep !== undefined) p.add('$.sweep', 'a sweep is given twice (here and in "factors"); keep one');
  const changes = changeLevels(p, f.changes, f.sweep ?? raw.sweep, f.sweep !== undefined ? '$.factors.sweep' : '$.sweep');

  if (p.list.length) throw new ExperimentError(p.list);

  // The grid, in order: masterminds, schemes, players (with solo for 1 player), bots, challenges, heroes,
  // villains, henchmen. Every cell's setup and bot table is checked against the rules.
  const cells: Cell[] = [];
  const skipped: { id: string; reason: string }[] = [];
  const botErrors = new Map<string, string | null>();
  for (const st of setLevels) for (const mm of masterminds) for (const sc of schemes) for (const pl of players) {
    for (const so of pl.value === 1 ? solos : [{ value: 'none' as Solo, path: '' }]) {
      for (const bot of bots) for (const ch of challenges) for (const he of heroes) for (const vi of villains) for (const hm of henchmen) for (const cg of changes) {
        const base = {
          mastermind: mm.value, scheme: sc.value, players: pl.value, solo: so.value, bot: bot.value,
          challenges: ch.value, heroes: he.value, villains: vi.value, henchmen: hm.value, sets: st.value, changes: cg.value,
        };
        const id = cellId(base);
        const cell: Cell = { ...base, index: cells.length, id, setupKey: setupKeyOf(base) };
        const bk = `${bot.value}#${pl.value}`;
        if (!botErrors.has(bk)) {
          let err: string | null = null;
          try { makeAgents(bot.value, 'validate', pl.value); } catch (e) {
            if (!(e instanceof BotSpecError)) throw e;
            err = e.message;
          }
          botErrors.set(bk, err);
        }
        const botErr = botErrors.get(bk);
        if (botErr) {
          if (skipImpossibleCells) skipped.push({ id, reason: botErr });
          else p.add(bot.path, `${botErr} (players ${pl.value}; or set "skipImpossibleCells": true to leave such cells out)`);
          continue;
        }
        try {
          resolvePlan({ ...setupOptions(cell, 'validate') });
        } catch (e) {
          if (!(e instanceof SetupError)) throw e;
          // a mistake in a what-if change is the spec's, never a cell the rules forbid: not skipped
          const changeError = isChangeError(e.message);
          if (skipImpossibleCells && !changeError) { skipped.push({ id, reason: e.message }); continue; }
          const at = blame(e.message, {
            changes: cg.path, challenges: ch.path, villains: vi.path, henchmen: hm.path, heroes: he.path, schemes: sc.path, players: pl.path, sets: st.path,
          });
          p.add(at, `impossible cell "${id}": ${e.message} (or set "skipImpossibleCells": true to leave such cells out)`);
          continue;
        }
        cells.push(cell);
      }
    }
  }
  if (p.list.length) throw new ExperimentError(dedupe(p.list));
  if (cells.length === 0) {
    throw new ExperimentError(`$.factors: every cell is impossible (${skipped.length} skipped, e.g. ${skipped[0]?.id}: ${skipped[0]?.reason})`);
  }
  cells.forEach((c, i) => { c.index = i; });
  return { game: 'legendary', name, description, seed, games, batchSize, stepCap, gameTimeLimit, skipImpossibleCells, examples, cells, skipped };
}

/** The grid of a Marvel Champions spec: villains, modes, modulars, players, teams, bots (in that order). */
function championsGrid(p: Problems, f: Record<string, unknown>, base: Omit<Experiment, 'cells' | 'skipped'>): Experiment {
  const L = championsLevels((at, msg) => p.add(at, msg), f);
  if (p.list.length) throw new ExperimentError(p.list);
  const cells: Cell[] = [];
  const skipped: { id: string; reason: string }[] = [];
  for (const v of L.villains) for (const m of L.modes) for (const md of L.modulars) for (const pl of L.players) for (const t of L.teams) for (const b of L.bots) {
    const team = t.value === 'starters' ? starterTeam(pl.value) : t.value;
    const champions: ChampionsCellSetup = { villain: v.value, mode: m.value as 'standard' | 'expert', modular: md.value, team };
    const id = championsCellId({ players: pl.value, bot: b.value, champions });
    if (team && team.length !== pl.value) {
      const reason = `a team of ${team.length} hero(es) for ${pl.value} player(s)`;
      if (base.skipImpossibleCells) { skipped.push({ id, reason }); continue; }
      p.add(t.path, `impossible cell "${id}": ${reason} (or set "skipImpossibleCells": true to leave such cells out)`);
      continue;
    }
    cells.push({
      index: cells.length, id, setupKey: championsSetupKey({ players: pl.value, champions }), champions,
      mastermind: '', scheme: '', players: pl.value, solo: 'none', bot: b.value, challenges: [], heroes: null, villains: null, henchmen: null, sets: [], changes: {},
    });
  }
  if (p.list.length) throw new ExperimentError(dedupe(p.list));
  if (!cells.length) throw new ExperimentError(`$.factors: every cell is impossible (${skipped.length} skipped, e.g. ${skipped[0]?.id}: ${skipped[0]?.reason})`);
  return { ...base, cells, skipped };
}

function dedupe(a: string[]): string[] { return [...new Set(a)]; }

/** A whole number of at least 0, as a change's value. */
const changeValue = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 1_000_000;
const CHANGE_HINT = 'each an object of changes to printed numbers, "<card or group>.<field>": value (e.g. {"Loki.attack": 9}), {} for the printed game';

/**
 * The levels of the what-if changes: the "changes" factor (a list of variants, {} the printed game) and a sweep
 * (one knob over a list of values, or "lo..hi"), in that order; the printed game alone when neither is given.
 * Targets and fields are checked per cell against the rules (a card of the cell's sets).
 */
function changeLevels(p: Problems, raw: unknown, sweep: unknown, sweepPath: string): Level<Record<string, number>>[] {
  const out: Level<Record<string, number>>[] = [];
  const add = (v: Record<string, number>, path: string) => {
    const canon: Record<string, number> = {};
    for (const k of Object.keys(v).sort()) canon[k.trim()] = v[k]!;
    const text = changesText(canon);
    const dup = out.find((l) => changesText(l.value) === text);
    if (dup) p.add(path, `the same changes as ${dup.path}`); else out.push({ value: canon, path });
  };
  const keyOk = (k: string, at: string) => {
    const i = k.lastIndexOf('.');
    if (i <= 0 || i === k.length - 1) { p.add(at, `a change is named "<card or group>.<field>" (e.g. "Loki.attack"), got ${show(k)}`); return false; }
    return true;
  };
  if (raw !== undefined) {
    if (!Array.isArray(raw) || raw.length === 0) p.add('$.factors.changes', `expected a non-empty list of variants, ${CHANGE_HINT}; got ${show(raw)}`);
    else raw.forEach((lvl, i) => {
      const at = `$.factors.changes[${i}]`;
      if (!isObj(lvl)) { p.add(at, `expected an object of changes (${CHANGE_HINT}), got ${typeName(lvl)}`); return; }
      let ok = true;
      for (const [k, v] of Object.entries(lvl)) {
        if (!keyOk(k, keyPath(at, k))) ok = false;
        else if (!changeValue(v)) { p.add(keyPath(at, k), `a change's value is a whole number, at least 0, got ${show(v)}`); ok = false; }
      }
      if (ok) add(lvl as Record<string, number>, at);
    });
  }
  if (sweep !== undefined) {
    const keys = isObj(sweep) ? Object.keys(sweep) : [];
    if (!isObj(sweep) || keys.length !== 1) p.add(sweepPath, `a sweep varies one number: {"<card or group>.<field>": [values] or "lo..hi"} (e.g. {"Loki.attack": [8, 9, 10, 11, 12]}), got ${show(sweep)}`);
    else {
      const k = keys[0]!, at = keyPath(sweepPath, k), v = sweep[k];
      let values: unknown[] | null = null;
      const m = typeof v === 'string' ? /^\s*(\d+)\s*\.\.\s*(\d+)\s*$/.exec(v) : null;
      if (m) { const lo = Number(m[1]), hi = Number(m[2]); if (hi >= lo && hi - lo <= 1000) { values = []; for (let x = lo; x <= hi; x++) values.push(x); } }
      else if (Array.isArray(v) && v.length > 0) values = v;
      if (!values) p.add(at, `expected a non-empty list of whole numbers or a range "lo..hi", got ${show(v)}`);
      else if (keyOk(k, at)) values.forEach((x, i) => {
        if (!changeValue(x)) p.add(`${at}[${i}]`, `a sweep's value is a whole number, at least 0, got ${show(x)}`);
        else add({ [k]: x }, Array.isArray(v) ? `${at}[${i}]` : at);
      });
    }
  }
  if (raw === undefined && sweep === undefined) out.push({ value: {}, path: '$.factors.changes' });
  return out;
}

/** Reads and validates a spec file. */
export function parseSpecText(text: string, file: string): Experiment {
  let raw: unknown;
  try { raw = JSON.parse(text); } catch (e) {
    throw new ExperimentError(`${file}: not valid JSON: ${(e as Error).message}`);
  }
  const base = file.replace(/\\/g, '/').split('/').pop()!.replace(/\.json$/i, '');
  return validateSpec(raw, base);
}

// ---- Work plan --------------------------------------------------------------------------------------

/** A range of games [start, end) of one cell: the unit of work and of storage. */
export interface BatchRef { cell: number; start: number; end: number }

/** Splits [a, b) at multiples of `size`. */
export function splitRange(cell: number, a: number, b: number, size: number): BatchRef[] {
  const out: BatchRef[] = [];
  let s = a;
  while (s < b) {
    const e = Math.min(b, (Math.floor(s / size) + 1) * size);
    out.push({ cell, start: s, end: e });
    s = e;
  }
  return out;
}

/**
 * The end of each round of a cell: fixed games give one round; adaptive sampling gives minGames, then
 * +roundGames each round, capped at maxGames.
 */
export function roundEnds(games: number | AdaptiveGames): number[] {
  if (typeof games === 'number') return [games];
  const ends = [Math.min(games.minGames, games.maxGames)];
  while (ends[ends.length - 1]! < games.maxGames) ends.push(Math.min(games.maxGames, ends[ends.length - 1]! + games.roundGames));
  return ends;
}

/** Parses "k/N" (1 ≤ k ≤ N). */
export function parseShard(s: string): { k: number; n: number } {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(s);
  const k = m ? Number(m[1]) : NaN, n = m ? Number(m[2]) : NaN;
  if (!m || n < 1 || k < 1 || k > n) throw new ExperimentError(`bad --shard "${s}"; accepted: k/N with 1 <= k <= N, e.g. 1/4`);
  return { k, n };
}

/** Is this batch (or, for adaptive sampling, this whole cell) in shard k of n? */
export function inShard(ex: Experiment, b: BatchRef, shard: { k: number; n: number } | null): boolean {
  if (!shard || shard.n === 1) return true;
  if (typeof ex.games !== 'number') return b.cell % shard.n === shard.k - 1;
  // fixed games: deal the batches of the whole grid round-robin
  const perCell = Math.ceil(ex.games / ex.batchSize);
  const global = b.cell * perCell + Math.floor(b.start / ex.batchSize);
  return global % shard.n === shard.k - 1;
}

/** Identity of everything that decides a game's outcome apart from the code: used to match stored batches. */
export function batchKey(ex: Experiment, cell: Cell): string {
  return createHash('sha256').update(JSON.stringify([ex.seed, cell.id, cell.setupKey, ex.stepCap])).digest('hex').slice(0, 16);
}
