// Marvel Champions studies in the same runner (issue 30): a spec with "game": "champions" names its own factors
// (villains, modes, modulars, players, teams, bots); its cells, games and tables are this game's. Seeds, batches,
// resume, shards and merge are the runner's, unchanged.

import { CHAMPIONS_BOTS, makeChampionsAgent, playOut } from '../agents/champions/index.js';
import {
  ASPECTS, IDENTITIES, MODULAR_SETS, SCENARIOS, STARTER_DECKS, SetupError, VILLAINS, cardFacts, drawTeam, newGame, replay, summary, type HeroChoice, type SetupOptions,
} from '../engine/champions/index.js';
import { seedRng } from '../engine/shared/rng.js';
import { ExampleKeeper, GameProbe, type BatchOutput, type BatchTask, type GameError } from './games.js';
import { gameSeed, type Cell } from './spec.js';

/** What a Marvel Champions cell fixes (the rest of Cell holds neutral values). */
export interface ChampionsCellSetup {
  villain: string;
  mode: 'standard' | 'expert';
  /** a modular set code, or 'recommended' (the scenario's own) */
  modular: string;
  /** the heroes and aspects, or null: drawn per game from its seed (players of them) */
  team: HeroChoice[] | null;
}

export const CHAMPIONS_FACTOR_KEYS = ['villains', 'modes', 'modulars', 'players', 'teams', 'bots'];
export const CHAMPIONS_REQUIRED = ['villains', 'players', 'bots'];

const norm = (s: string) => s.trim().toLowerCase().replace(/[\s-]+/g, '_');

/** A hero of a team: a starter deck by its id ("spider-man-justice") or "<hero>:<aspect>" ("she-hulk:protection"). */
export function parseHero(s: string): HeroChoice {
  const t = s.trim().toLowerCase();
  const starter = STARTER_DECKS.find((d) => d.id === t);
  if (starter) return { identity: identityOf(starter.identity), aspect: starter.aspect };
  const m = /^([^:]+):([^:]+)$/.exec(t);
  const identity = m ? norm(m[1]!) : '';
  const aspect = m ? norm(m[2]!) : '';
  if (!m || !IDENTITIES.includes(identity) || !(ASPECTS as readonly string[]).includes(aspect)) {
    throw new SetupError(`unknown hero "${s}"; accepted: a starter deck (${STARTER_DECKS.map((d) => d.id).join(', ')}) or <hero>:<aspect> with hero one of ${IDENTITIES.map((i) => i.replace(/_/g, '-')).join(', ')} and aspect one of ${ASPECTS.join(', ')}`);
  }
  return { identity, aspect };
}

/** The identity's set code ('spider_man') from its hero card code ('01001a'). */
function identityOf(code: string): string { return cardFacts(code).set!; }

export const heroText = (h: HeroChoice) => `${h.identity.replace(/_/g, '-')}:${h.aspect}`;
export const teamText = (t: HeroChoice[] | null) => (t === null ? 'random' : t.map(heroText).join('+'));

/** The heroes of a game whose team is drawn: distinct identities and any aspects, from the game's seed. */
export function gameTeam(seed: string, players: number): HeroChoice[] { return drawTeam(seedRng(`champions-team:${seed}`), players); }

export function championsSetup(cell: Cell, seed: string): SetupOptions {
  const ch = cell.champions!;
  const modulars = ch.modular === 'recommended' ? undefined : [ch.modular];
  return { villain: ch.villain, mode: ch.mode, ...(modulars ? { modulars } : {}), heroes: ch.team ?? gameTeam(seed, cell.players), seed };
}

export function championsCellId(c: { players: number; bot: string; champions: ChampionsCellSetup }): string {
  const ch = c.champions;
  return `champions|${ch.villain}|${ch.mode}|${ch.modular}|${c.players}|${teamText(ch.team)}|${c.bot}`;
}

/** What the seeds depend on: the setup, never the bot (bots are compared on the same deals). */
export function championsSetupKey(c: { players: number; champions: ChampionsCellSetup }): string {
  const ch = c.champions;
  return `champions|${ch.villain}|${ch.mode}|${ch.modular}|${c.players}|${teamText(ch.team)}`;
}

// ---- Validation of the factors ------------------------------------------------------------------

type Add = (path: string, msg: string) => void;
const show = (x: unknown) => JSON.stringify(x);

function listOf(add: Add, raw: unknown, path: string, accepted: readonly string[], what: string, dflt: string[] | null): { value: string; path: string }[] {
  if (raw === undefined) {
    if (dflt) return dflt.map((v) => ({ value: v, path }));
    add('$.factors', `missing "${path.split('.').pop()}" (a list of ${what}s, or "all")`);
    return [];
  }
  const items = raw === 'all' ? [...accepted] : raw;
  if (!Array.isArray(items) || items.length === 0) { add(path, `expected a non-empty list of ${what}s or "all"; accepted: ${accepted.join(', ')}`); return []; }
  const out: { value: string; path: string }[] = [];
  items.forEach((x, i) => {
    const at = raw === 'all' ? path : `${path}[${i}]`;
    const k = typeof x === 'string' ? norm(x) : '';
    if (!accepted.includes(k)) { add(at, `unknown ${what} ${show(x)}; accepted: ${accepted.join(', ')}`); return; }
    if (out.some((o) => o.value === k)) { add(at, `${what} "${k}" is listed twice`); return; }
    out.push({ value: k, path: at });
  });
  return out;
}

export interface ChampionsLevels {
  villains: { value: string; path: string }[];
  modes: { value: string; path: string }[];
  modulars: { value: string; path: string }[];
  players: { value: number; path: string }[];
  /** a fixed team, null (drawn per game) or 'starters' (the official starter teams for the cell's player count) */
  teams: { value: HeroChoice[] | null | 'starters'; path: string }[];
  bots: { value: string; path: string }[];
}

/** Reads the factors of a Marvel Champions spec; problems go to `add` with their JSON paths. */
export function championsLevels(add: Add, f: Record<string, unknown>): ChampionsLevels {
  for (const k of Object.keys(f)) if (!CHAMPIONS_FACTOR_KEYS.includes(k)) add(`$.factors.${k}`, `unknown key "${k}" for a Marvel Champions spec; accepted: ${CHAMPIONS_FACTOR_KEYS.join(', ')}`);
  const villains = listOf(add, f.villains, '$.factors.villains', VILLAINS, 'villain', null);
  const modes = listOf(add, f.modes, '$.factors.modes', ['standard', 'expert'], 'mode', ['standard']);
  const modulars = listOf(add, f.modulars, '$.factors.modulars', ['recommended', ...MODULAR_SETS], 'modular set', ['recommended']);
  const players: { value: number; path: string }[] = [];
  const praw = f.players === 'all' ? [1, 2, 3, 4] : f.players;
  if (praw === undefined) add('$.factors', 'missing "players" (a list of player counts, 1-4, or "all")');
  else if (!Array.isArray(praw) || praw.length === 0) add('$.factors.players', `expected a non-empty list of player counts (1-4) or "all", got ${show(f.players)}`);
  else praw.forEach((x, i) => {
    const at = f.players === 'all' ? '$.factors.players' : `$.factors.players[${i}]`;
    if (typeof x !== 'number' || !Number.isInteger(x) || x < 1 || x > 4) add(at, `impossible player count ${show(x)}; accepted: 1, 2, 3, 4`);
    else if (players.some((p) => p.value === x)) add(at, `player count ${x} is listed twice`);
    else players.push({ value: x, path: at });
  });
  const teams: ChampionsLevels['teams'] = [];
  const hint = 'expected "random" or a list of teams, each "random", "starters" (the official starter decks) or a list of heroes (starter deck ids such as "spider-man-justice", or "<hero>:<aspect>")';
  if (f.teams === undefined || f.teams === 'random') teams.push({ value: null, path: '$.factors.teams' });
  else if (!Array.isArray(f.teams) || f.teams.length === 0) add('$.factors.teams', `${hint}, got ${show(f.teams)}`);
  else f.teams.forEach((lvl, i) => {
    const at = `$.factors.teams[${i}]`;
    if (lvl === 'random') { teams.push({ value: null, path: at }); return; }
    if (lvl === 'starters') { teams.push({ value: 'starters', path: at }); return; }
    if (!Array.isArray(lvl) || lvl.length === 0 || lvl.length > 4) { add(at, `${hint} (1 to 4 heroes), got ${show(lvl)}`); return; }
    const team: HeroChoice[] = [];
    lvl.forEach((h, j) => {
      if (typeof h !== 'string') { add(`${at}[${j}]`, `expected a hero, got ${show(h)}`); return; }
      try {
        const c = parseHero(h);
        if (team.some((t) => t.identity === c.identity)) add(`${at}[${j}]`, `hero "${c.identity.replace(/_/g, '-')}" is in this team twice: each hero may be played once`);
        else team.push(c);
      } catch (e) { if (e instanceof SetupError) add(`${at}[${j}]`, e.message); else throw e; }
    });
    if (teams.some((t) => Array.isArray(t.value) && teamText(t.value) === teamText(team))) add(at, 'the same team is listed twice');
    teams.push({ value: team, path: at });
  });
  // bots: a name, or a spec with parameters ("ismcts:iterations=50"), checked by making the bot
  const bots: { value: string; path: string }[] = [];
  if (f.bots === undefined) add('$.factors', `missing "bots" (a list of bots: ${CHAMPIONS_BOTS.join(', ')})`);
  else if (!Array.isArray(f.bots) || f.bots.length === 0) add('$.factors.bots', `expected a non-empty list of bots; accepted: ${CHAMPIONS_BOTS.join(', ')} (heuristic:<weight>=X,..., ismcts:iterations=N,...)`);
  else f.bots.forEach((b, i) => {
    const at = `$.factors.bots[${i}]`;
    if (typeof b !== 'string') { add(at, `expected a bot, got ${show(b)}`); return; }
    // the bot's name in lower case; its weights keep their names' case (heuristic:cardDamage=3)
    const raw = b.trim();
    const colon = raw.indexOf(':');
    const spec = colon < 0 ? raw.toLowerCase() : raw.slice(0, colon).trim().toLowerCase() + raw.slice(colon);
    try { makeChampionsAgent(spec, 'validate'); } catch (e) { add(at, `unknown bot ${show(b)}; accepted: ${CHAMPIONS_BOTS.join(', ')} (heuristic:<weight>=X,..., ismcts:iterations=N,...): ${(e as Error).message}`); return; }
    if (bots.some((x) => x.value === spec)) add(at, `bot "${spec}" is listed twice`); else bots.push({ value: spec, path: at });
  });
  return { villains, modes, modulars, players, teams, bots };
}

/** The official starter teams: the first n starter decks whose heroes differ (Spider-Man Justice, Captain Marvel Leadership, She-Hulk Aggression, Iron Man Aggression, ...). */
export function starterTeam(n: number): HeroChoice[] {
  const out: HeroChoice[] = [];
  for (const d of STARTER_DECKS) {
    const identity = identityOf(d.identity);
    if (out.some((h) => h.identity === identity)) continue;
    out.push({ identity, aspect: d.aspect });
    if (out.length === n) break;
  }
  return out;
}

/** A scenario's recommended modular, for a cell's label. */
export function recommendedModular(villain: string): string { return SCENARIOS.find((s) => s.villain === villain)!.recommendedModular; }

// ---- Playing a batch ----------------------------------------------------------------------------

/** One finished Marvel Champions game (the rows of games.arrow for a "game": "champions" spec). */
export interface ChampionsRow {
  game: number; seed: string;
  /** the heroes and aspects played ("spider-man:justice") */
  heroes: string[];
  result: 'win' | 'loss';
  cause: string;
  /** rounds played (the runner's tallies read it as turns) */
  turns: number;
  /** no victory points in this game: empty (the runner's tallies read it) */
  vp: number[];
  villainStage: string; villainHp: number; villainProgress: number; mainStage: string; threat: number; threatTarget: number; threatPeak: number;
  eliminations: number; encounterReshuffles: number; damageTaken: number; steps: number; traceHash: string; durationMs: number;
}

/** A game of a cell played again with its choices recorded: the record `legendary view` and the report's replays read. */
export function championsExampleRecord(cell: Cell, specSeed: number | string, game: number, kept?: number[]): { cell: string; game: number; setup: SetupOptions; bot: string; choices: number[]; traceHash: string } {
  const seed = gameSeed(specSeed, cell.setupKey, game);
  const setup = championsSetup(cell, seed);
  if (kept) return { cell: cell.id, game, setup, bot: cell.bot, choices: kept, traceHash: summary(replay(setup, kept)).traceHash };
  const choices: number[] = [];
  const g = playCellGame(setup, cell.bot, seed, choices, null);
  return { cell: cell.id, game, setup, bot: cell.bot, choices, traceHash: summary(g).traceHash };
}

/** Plays one game of a cell with its bot, each choice pushed on `choices` (and published on the probe) as it is made
 *  (so a throw leaves the moves so far). */
function playCellGame(setup: SetupOptions, bot: string, seed: string, choices: number[], probe: GameProbe | null): ReturnType<typeof newGame> {
  const g = newGame({ ...setup });
  const agent = makeChampionsAgent(bot, seed);
  playOut(g, { spec: agent.spec, choose: (v) => { const i = agent.choose(v); choices.push(i); probe?.record(i); return i; } });
  return g;
}

export function playChampionsBatch(t: BatchTask): BatchOutput {
  const t0 = performance.now();
  const rows: ChampionsRow[] = [];
  const errors: GameError[] = [];
  const keeper = t.examples ? new ExampleKeeper(t.examples) : null;
  // the probe shows the runner's watchdog the game being played and its choices (the time limit), as for Legendary
  const probe = t.probe ? new GameProbe(t.probe) : null;
  for (let game = t.start; game < t.end; game++) {
    // a game the watchdog stopped is recorded as it found it, not played again
    const known = t.timedOut?.find((e) => e.game === game);
    if (known) { errors.push(known); continue; }
    const seed = gameSeed(t.specSeed, t.cell.setupKey, game);
    const setup = championsSetup(t.cell, seed);
    const g0 = performance.now();
    const choices: number[] = [];
    let g;
    probe?.begin(game);
    try {
      g = playCellGame(setup, t.cell.bot, seed, choices, probe);
    } catch (e) {
      probe?.end();
      errors.push({
        cell: t.cell.id, game, seed, setup: setup as never, bot: t.cell.bot, choices, kind: 'exception',
        error: e instanceof Error ? `${e.name}: ${e.message}` : String(e), stack: e instanceof Error ? e.stack : undefined, steps: choices.length, reproduced: false,
      });
      continue;
    }
    probe?.end();
    const s = summary(g);
    if (s.cause === 'step cap') {
      errors.push({ cell: t.cell.id, game, seed, setup: setup as never, bot: t.cell.bot, choices, kind: 'step-cap', error: `game passed the engine's step cap after ${choices.length} decisions`, steps: choices.length, reproduced: false });
      continue;
    }
    rows.push({
      game, seed, heroes: setup.heroes.map(heroText), result: s.result === 'win' ? 'win' : 'loss', cause: s.cause ?? '', turns: s.rounds, vp: [],
      villainStage: s.villainStage, villainHp: s.villainHp, villainProgress: s.villainProgress, mainStage: s.mainStage, threat: s.threat, threatTarget: s.threatTarget, threatPeak: s.threatPeak,
      eliminations: s.eliminations, encounterReshuffles: s.encounterReshuffles, damageTaken: s.damageTaken, steps: s.steps, traceHash: s.traceHash,
      durationMs: Math.round((performance.now() - g0) * 1000) / 1000,
    });
    keeper?.offer(game, s.result === 'win' ? 'win' : 'loss', choices);
  }
  return { rows: rows as never, errors, ms: performance.now() - t0, ...(keeper?.kept.length ? { examples: keeper.kept } : {}) };
}

// ---- Tables -------------------------------------------------------------------------------------

type ColType = 'dict' | 'utf8' | 'int' | 'float';
type Value = string | number | null;

/** Per-game columns of a Marvel Champions study (docs/results-format.md). */
export const CHAMPIONS_GAME_COLUMNS: [string, ColType][] = [
  ['cell', 'dict'], ['game', 'int'], ['seed', 'utf8'], ['villain', 'dict'], ['mode', 'dict'], ['modular', 'dict'], ['players', 'int'],
  ['team', 'dict'], ['bot', 'dict'], ['heroes', 'dict'], ['result', 'dict'], ['cause', 'dict'], ['rounds', 'int'],
  ['villainStage', 'dict'], ['villainHp', 'int'], ['villainProgress', 'float'], ['mainStage', 'dict'], ['threat', 'int'], ['threatTarget', 'int'], ['threatPeak', 'int'],
  ['eliminations', 'int'], ['encounterReshuffles', 'int'], ['damageTaken', 'int'], ['steps', 'int'], ['traceHash', 'utf8'], ['durationMs', 'float'],
  ['cellIndex', 'int'],
];

export const CHAMPIONS_CELL_COLUMNS: [string, ColType][] = [
  ['cellIndex', 'int'], ['cell', 'utf8'], ['villain', 'utf8'], ['mode', 'utf8'], ['modular', 'utf8'], ['players', 'int'], ['team', 'utf8'], ['bot', 'utf8'],
  ['n', 'int'], ['wins', 'int'], ['losses', 'int'], ['draws', 'int'], ['errors', 'int'],
  ['winRate', 'float'], ['ciLow', 'float'], ['ciHigh', 'float'], ['ciHalfWidth', 'float'],
  ['meanRounds', 'float'], ['topLossCause', 'utf8'], ['topLossCauseShare', 'float'], ['stop', 'utf8'],
];

/** A cell's factor columns, as written in both tables. */
export function championsCellFactors(c: Cell): Record<string, Value> {
  const ch = c.champions!;
  return { villain: ch.villain, mode: ch.mode, modular: ch.modular === 'recommended' ? recommendedModular(ch.villain) : ch.modular, players: c.players, team: teamText(ch.team), bot: c.bot };
}

export function championsGameRow(c: Cell, r: ChampionsRow): Record<string, Value> {
  return {
    cell: c.id, game: r.game, seed: r.seed, ...championsCellFactors(c), heroes: r.heroes.join('+'), result: r.result, cause: r.cause, rounds: r.turns,
    villainStage: r.villainStage, villainHp: r.villainHp, villainProgress: r.villainProgress ?? null, mainStage: r.mainStage, threat: r.threat, threatTarget: r.threatTarget, threatPeak: r.threatPeak,
    eliminations: r.eliminations, encounterReshuffles: r.encounterReshuffles, damageTaken: r.damageTaken, steps: r.steps, traceHash: r.traceHash,
    durationMs: r.durationMs, cellIndex: c.index,
  };
}
