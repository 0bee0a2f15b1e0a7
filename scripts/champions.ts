// `legendary champions ...`: Marvel Champions, the second ruleset (issue 28): play a game with bots, list the cards.

import { randInt, seedRng } from '../engine/shared/rng.js';
import {
  ASPECTS, CORE_FACTS, MODULAR_SETS, SCENARIOS, STARTER_DECKS, SetupError, VILLAINS, cardFacts, describeBoard, drawTeam, newGame, summary, villainProgress,
  type CardFacts, type ChampionsCardType, type HeroChoice, type SetupOptions,
} from '../engine/champions/index.js';
import { championsUsage } from '../experiments/champions-usage.js';
import { CHAMPIONS_BOTS, ChampionsView, makeChampionsAgent, playOut, type ChampionsAgent } from '../agents/champions/index.js';
import { UsageError } from './errors.js';
import { keepGame } from './view.js';
import { defOf } from '../engine/champions/defs.js';
import { wilson } from '../experiments/stats.js';
import { choose as choosePlain, clone, decision, type Game } from '../engine/champions/index.js';

/** A name as the CLI compares it: lower case, spaces and hyphens as underscores, no quotes or dots. */
function key(s: string): string { return s.trim().toLowerCase().replace(/['".]/g, '').replace(/[\s-]+/g, '_'); }

/** An identity by kit code ('spider_man'), hero name ('Spider-Man') or alter-ego name ('Peter Parker'). */
export function identityKey(name: string): string {
  const k = key(name);
  for (const f of CORE_FACTS) {
    if (f.type !== 'hero' && f.type !== 'alter_ego') continue;
    if (key(f.set!) === k || key(f.name) === k) return f.set!;
  }
  const names = CORE_FACTS.filter((f) => f.type === 'hero').map((f) => f.name.toLowerCase());
  throw new UsageError(`unknown hero "${name}"; accepted: ${names.join(', ')}`);
}

export interface ChampionsPlayOptions {
  villain?: string; mode?: string; modular?: string; heroes?: string; players?: string; seed?: string; bot?: string; log?: boolean; json?: boolean;
  /** write the game as a replay file / as a replay page */
  save?: string; html?: string;
}

/** The setup a `champions play` command describes: anything omitted drawn from the seed (the modular: the scenario's recommended one). */
export function championsSetup(o: ChampionsPlayOptions): SetupOptions {
  const seed: number | string = o.seed === undefined ? 1 : /^-?\d+$/.test(o.seed) ? Number(o.seed) : o.seed;
  const rng = seedRng(`champions-setup:${seed}`);
  let villain: string;
  if (o.villain !== undefined) {
    villain = key(o.villain);
    if (!VILLAINS.includes(villain)) throw new UsageError(`unknown villain "${o.villain}"; accepted: ${VILLAINS.join(', ')}`);
  } else villain = VILLAINS[randInt(rng, VILLAINS.length)]!;
  const mode = o.mode === undefined ? 'standard' : key(o.mode);
  if (mode !== 'standard' && mode !== 'expert') throw new UsageError(`unknown mode "${o.mode}"; accepted: standard, expert`);
  let modulars: string[] | undefined;
  if (o.modular !== undefined) {
    modulars = o.modular.split(',').map((m) => {
      const k = key(m);
      if (!MODULAR_SETS.includes(k)) throw new UsageError(`unknown modular set "${m.trim()}"; accepted: ${MODULAR_SETS.map((x) => x.replace(/_/g, ' ')).join(', ')}`);
      return k;
    });
  }
  const heroes: HeroChoice[] = [];
  if (o.heroes !== undefined) {
    for (const part of o.heroes.split(',')) {
      const [name, aspect] = part.split(':');
      const identity = identityKey(name ?? '');
      let a: string;
      if (aspect !== undefined && aspect.trim() !== '') {
        a = key(aspect);
        if (!(ASPECTS as readonly string[]).includes(a)) throw new UsageError(`unknown aspect "${aspect}"; accepted: ${ASPECTS.join(', ')}`);
      } else a = ASPECTS[randInt(rng, ASPECTS.length)]!;
      if (heroes.some((h) => h.identity === identity)) throw new UsageError(`hero "${name}" named twice: each hero may be played once`);
      heroes.push({ identity, aspect: a });
    }
    if (heroes.length > 4) throw new UsageError(`at most 4 heroes (got ${heroes.length})`);
    if (o.players !== undefined && Number(o.players) !== heroes.length) throw new UsageError(`--players ${o.players} does not match the ${heroes.length} hero(es) named`);
  } else {
    const n = o.players === undefined ? 2 : Number(o.players);
    if (!Number.isInteger(n) || n < 1 || n > 4) throw new UsageError(`--players must be 1, 2, 3 or 4 (got "${o.players}")`);
    heroes.push(...drawTeam(rng, n));
  }
  return { villain, mode, modulars, heroes, seed };
}

/** A bot spec the Marvel Champions bots accept ('random', 'simple', 'heuristic[:weight=X,...]', 'ismcts[:iterations=N,...]'), else one line, exit 2. */
function checkBot(spec: string): void {
  try { makeChampionsAgent(spec, 0); } catch (e) {
    const m = (e as Error).message;
    throw new UsageError(m.startsWith('unknown') || m.startsWith('bad') ? m : `unknown bot "${spec}"; accepted: ${CHAMPIONS_BOTS.join(', ')}`);
  }
}

export function championsPlayCommand(o: ChampionsPlayOptions): void {
  const setup = championsSetup(o);
  const bot = o.bot ?? 'random';
  checkBot(bot);
  let g;
  try { g = newGame({ ...setup, log: !!o.log, record: !!(o.save || o.html) }); } catch (e) { if (e instanceof SetupError) throw new UsageError(e.message); throw e; }
  playOut(g, makeChampionsAgent(bot, setup.seed));
  const s = summary(g);
  keepGame(o, { setup, bot, choices: g.choices ?? [] });
  if (o.json) {
    process.stdout.write(JSON.stringify({ ...s, bot }, null, 2) + '\n');
    return;
  }
  if (o.log && g.log) process.stdout.write(g.log.join('\n') + '\n\n');
  const heroes = setup.heroes.map((h) => `${cardFacts(CORE_FACTS.find((f) => f.type === 'hero' && f.set === h.identity)!.code).name} (${h.aspect})`).join(', ');
  process.stdout.write([
    `Marvel Champions: ${setup.villain} (${setup.mode}), modular ${(setup.modulars ?? []).join(', ') || 'recommended'}; ${heroes}; seed ${String(setup.seed)}; bot ${bot}`,
    `${s.result === 'win' ? 'WIN' : 'LOSS'}: ${s.cause} after ${s.rounds} round(s)`,
    `villain stage ${s.villainStage}, ${s.villainHp} HP left (the heroes got ${Math.round(100 * s.villainProgress)}% of the way); main scheme ${s.mainStage} at ${s.threat}/${s.threatTarget} threat (peak ${s.threatPeak}); ${s.eliminations} hero(es) defeated`,
    describeBoard(g),
    `${s.steps} steps, trace ${s.traceHash}`,
  ].join('\n') + '\n');
}

const TYPES: ChampionsCardType[] = ['hero', 'alter_ego', 'ally', 'event', 'support', 'upgrade', 'resource', 'villain', 'main_scheme', 'side_scheme',
  'minion', 'treachery', 'attachment', 'environment', 'obligation'];

/** The printed numbers of a card, short: cost, resources, stats, scheme and boost. */
function numbers(f: CardFacts): string {
  const out: string[] = [];
  if (f.cost !== undefined) out.push(`cost ${f.cost}`);
  if (f.resources) out.push(Object.entries(f.resources).map(([k, v]) => `${v} ${k}`).join(' + '));
  const stat = (label: string, v: number | undefined, star?: boolean) => { if (v !== undefined) out.push(`${label} ${v}${star ? '*' : ''}`); };
  stat('THW', f.thwart); stat('ATK', f.attack, f.attackStar); stat('DEF', f.defense); stat('REC', f.recover);
  stat('SCH', f.scheme, f.schemeStar);
  if (f.health !== undefined) out.push(`HP ${f.health}${f.healthPerHero ? ' per hero' : ''}`);
  stat('hand', f.handSize);
  if (f.thwartCost || f.attackCost) out.push(`consequential ${f.thwartCost ?? 0}/${f.attackCost ?? 0}`);
  if (f.baseThreat !== undefined) out.push(`threat ${f.baseThreat}${f.baseThreatFixed ? '' : ' per player'} start`);
  if (f.threat !== undefined) out.push(`target ${f.threat}${f.threatFixed ? '' : ' per player'}`);
  if (f.escalationThreat !== undefined) out.push(`+${f.escalationThreat}${f.escalationThreatFixed ? '' : ' per player'} a round`);
  for (const [k, v] of [['hazard', f.hazard], ['acceleration', f.acceleration], ['crisis', f.crisis]] as const) if (v) out.push(`${v} ${k}`);
  if (f.boost !== undefined || f.boostStar) out.push(`boost ${f.boost ?? 0}${f.boostStar ? '*' : ''}`);
  return out.join(', ');
}

/** The group a card is listed under: its identity's kit, its aspect, basic, or its encounter set. */
function groupOf(f: CardFacts): string {
  if (f.faction === 'hero') return `identity: ${f.set}`;
  if (f.faction === 'encounter') return `encounter set: ${f.set ?? 'none'}`;
  return f.faction === 'basic' ? 'basic' : `aspect: ${f.faction}`;
}

export function championsCardsCommand(o: { json?: boolean; type?: string }): void {
  let facts = [...CORE_FACTS];
  if (o.type !== undefined) {
    const t = o.type.trim().toLowerCase().replace(/[ -]/g, '_') as ChampionsCardType;
    if (!TYPES.includes(t)) throw new UsageError(`unknown card type "${o.type}"; accepted: ${TYPES.join(', ')}`);
    facts = facts.filter((f) => f.type === t);
  }
  if (o.json) {
    const cards = facts.map((f) => { const d = defOf(f.code); return d ? { ...f, summary: d.summary } : f; });
    process.stdout.write(JSON.stringify({ source: 'MarvelCDB public card data (facts only); summaries of the abilities in our own words', cards, starterDecks: STARTER_DECKS, scenarios: SCENARIOS }, null, 2) + '\n');
    return;
  }
  process.stdout.write(`Marvel Champions core set: ${facts.length} cards (facts from the public MarvelCDB card data; no card text; what each ability does, in our own words, below its card)\n`);
  const groups = new Map<string, CardFacts[]>();
  for (const f of facts) { const g = groupOf(f); if (!groups.has(g)) groups.set(g, []); groups.get(g)!.push(f); }
  for (const [g, list] of groups) {
    process.stdout.write(`\n${g}\n`);
    for (const f of list) {
      const name = f.subname ? `${f.name} (${f.subname})` : f.name;
      process.stdout.write(`  ${f.code.padEnd(7)} ${name.padEnd(34)} ${f.type.padEnd(12)} x${f.quantity}  ${numbers(f)}${f.stage ? `  stage ${f.stage}` : ''}\n`);
      const d = defOf(f.code);
      if (d) process.stdout.write(`          ${d.summary}\n`);
    }
  }
  process.stdout.write(`\nstarter decks: ${STARTER_DECKS.map((d) => d.id).join(', ')}\nscenarios: ${SCENARIOS.map((s) => `${s.villain} (modular: ${s.recommendedModular})`).join(', ')}\n`);
}

// ---- bench --------------------------------------------------------------------------------------------------

const BENCH_HEROES = [{ identity: 'spider_man', aspect: 'justice' }, { identity: 'captain_marvel', aspect: 'leadership' }];

/** The benchmark setup: Rhino standard, the recommended modular, Spider-Man Justice and (2 players, the default) Captain Marvel Leadership. */
export function benchSetup(seed: number, players = 2): SetupOptions {
  return { villain: 'rhino', mode: 'standard', heroes: BENCH_HEROES.slice(0, players), seed };
}

function cpuSeconds(): number { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; }

/**
 * Games per CPU-second with a bot on the benchmark setup, over about `seconds`; with `count`, exactly that many games
 * (seeds 0, 1, ...) whatever the time, so two builds time the same games.
 */
export function benchGames(bot: string, seconds: number, players = 2, count?: number): { games: number; perSecond: number; msPerGame: number; decisionsPerGame: number } {
  const t0 = cpuSeconds();
  let games = 0, decisions = 0;
  while (count !== undefined ? games < count : cpuSeconds() - t0 < seconds || games < 1) {
    const g = newGame(benchSetup(games, players));
    const a = makeChampionsAgent(bot, games);
    const before = g.steps;
    playOut(g, a);
    decisions += g.steps - before;
    games++;
  }
  const dt = cpuSeconds() - t0;
  return { games, perSecond: games / dt, msPerGame: (dt * 1000) / games, decisionsPerGame: decisions / games };
}

/** The cost of one clone mid-game (microseconds), on states sampled along random games. */
export function benchClone(seconds: number): number {
  const states: Game[] = [];
  for (let s = 0; states.length < 50; s++) {
    const g = newGame(benchSetup(1000 + s));
    const a = makeChampionsAgent('random', s);
    for (let k = 0; k < 60 && decision(g); k++) playStep(g, a);
    if (decision(g)) states.push(g);
  }
  const t0 = cpuSeconds();
  let n = 0;
  while (cpuSeconds() - t0 < seconds) { for (const g of states) clone(g); n += states.length; }
  return ((cpuSeconds() - t0) * 1e6) / n;
}
function playStep(g: Game, a: ChampionsAgent): void { choosePlain(g, a.choose(new ChampionsView(g))); }

export interface ChampionsBenchOptions { seconds?: string; players?: string; json?: boolean; winrates?: string; bot?: string; usage?: string; games?: string }

export function championsBenchCommand(o: ChampionsBenchOptions): void {
  const seconds = Number(o.seconds ?? '3');
  if (!(seconds > 0)) throw new UsageError(`--seconds must be a positive number (got "${o.seconds}")`);
  if (o.winrates !== undefined && o.usage !== undefined) throw new UsageError('--winrates and --usage are two different measurements; give one');
  if (o.winrates !== undefined) { winRates(o); return; }
  if (o.usage !== undefined) { usage(o); return; }
  const players = Number(o.players ?? '2');
  if (players !== 1 && players !== 2) throw new UsageError(`--players must be 1 or 2 (got "${o.players}")`);
  const count = o.games === undefined ? undefined : Number(o.games);
  if (count !== undefined && !(Number.isInteger(count) && count >= 1)) throw new UsageError(`--games must be a positive whole number (got "${o.games}")`);
  const out = {
    setup: players === 2 ? 'Rhino standard, Bomb Scare, 2 players (Spider-Man Justice, Captain Marvel Leadership)' : 'Rhino standard, Bomb Scare, 1 player (Spider-Man Justice)',
    cores: 1,
    players,
    random: benchGames('random', seconds, players),
    simple: benchGames('simple', seconds, players, count),
    heuristic: benchGames('heuristic', seconds, players, count),
    ismcts: benchGames('ismcts', seconds, players, count),
    cloneMicros: benchClone(Math.max(0.5, seconds / 3)),
  };
  if (o.json) { process.stdout.write(JSON.stringify(out, null, 2) + '\n'); return; }
  const games = (n: number): string => `${n} game${n === 1 ? '' : 's'}`;
  process.stdout.write([
    `Marvel Champions bench (one core, CPU time): ${out.setup}`,
    `  random bot: ${out.random.perSecond.toFixed(0)} games/s (${out.random.msPerGame.toFixed(2)} ms a game, ${out.random.decisionsPerGame.toFixed(0)} frames a game, ${games(out.random.games)})`,
    `  simple bot: ${out.simple.perSecond.toFixed(2)} games/s (${(out.simple.msPerGame / 1000).toFixed(2)} s a game, ${games(out.simple.games)})`,
    `  heuristic: ${(out.heuristic.msPerGame / 1000).toFixed(2)} s a game (${games(out.heuristic.games)})`,
    `  ismcts: ${(out.ismcts.msPerGame / 1000).toFixed(2)} s a game (${games(out.ismcts.games)})`,
    `  clone: ${out.cloneMicros.toFixed(1)} µs`,
  ].join('\n') + '\n');
}

/** `--usage n`: which questions and card abilities the bot uses over n games (experiments/champions-usage.ts). */
function usage(o: ChampionsBenchOptions): void {
  const n = Number(o.usage);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--usage must be a positive whole number of games (got "${o.usage}")`);
  const bot = o.bot ?? 'heuristic';
  checkBot(bot);
  process.stderr.write(`playing ${n} ${bot} games (every villain in turn, random teams of 1 and 2 heroes)...\n`);
  const r = championsUsage({ bot, games: n, seed: 'bench' });
  if (o.json) { process.stdout.write(JSON.stringify(r, null, 2) + '\n'); return; }
  // a card's ability, or a question that could be declined, that the bot was offered and never took
  const unused = (x: (typeof r.rows)[number]): boolean => x.offered > 0 && x.taken === 0 && (x.what === 'card' || x.optional);
  process.stdout.write(`${r.games} games (${r.wins} won), ${r.decisions} decisions; offered / taken (questions: answered other than by declining):\n`);
  for (const x of r.rows) {
    process.stdout.write(`  ${x.what.padEnd(8)} ${x.id.padEnd(34)} ${x.about.padEnd(26)} ${String(x.offered).padStart(7)} ${String(x.taken).padStart(7)}${unused(x) ? '   never taken' : ''}\n`);
  }
  process.stdout.write(`${r.rows.filter(unused).length} offered but never taken\n`);
}

/** Win rate per villain and mode, `n` games each, 2 players drawn from the seed (heroes and aspects), the given bot. */
function winRates(o: ChampionsBenchOptions): void {
  const n = Number(o.winrates);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--winrates must be a positive whole number of games (got "${o.winrates}")`);
  const bot = (o.bot ?? 'random').trim();
  checkBot(bot);
  const rows: { villain: string; mode: string; games: number; wins: number; low: number; high: number; rounds: number; progress: number; causes: Record<string, number> }[] = [];
  for (const villain of VILLAINS) for (const mode of ['standard', 'expert']) {
    let wins = 0, rounds = 0, progress = 0;
    const causes: Record<string, number> = {};
    for (let i = 0; i < n; i++) {
      const setup = championsSetup({ villain, mode, players: '2', seed: String(i) });
      const g = newGame(setup);
      playOut(g, makeChampionsAgent(bot, i));
      if (g.result === 'win') wins++;
      rounds += g.round;
      progress += villainProgress(g);
      causes[g.cause] = (causes[g.cause] ?? 0) + 1;
    }
    const w = wilson(wins, n)!;
    rows.push({ villain, mode, games: n, wins, low: w.low, high: w.high, rounds: rounds / n, progress: progress / n, causes });
    if (!o.json) process.stderr.write(`  ${villain} ${mode}: done\n`);
  }
  if (o.json) { process.stdout.write(JSON.stringify({ bot, players: 2, rows }, null, 2) + '\n'); return; }
  process.stdout.write(`win rate per villain and mode, bot ${bot}, 2 players (heroes and aspects drawn per game), ${n} games each; how far the heroes got (mean villain progress)\n`);
  for (const r of rows) {
    process.stdout.write(`  ${r.villain.padEnd(7)} ${r.mode.padEnd(9)} ${(100 * r.wins / r.games).toFixed(1).padStart(5)}%  [${(100 * r.low).toFixed(1)}, ${(100 * r.high).toFixed(1)}]  got ${(100 * r.progress).toFixed(0).padStart(3)}% of the way  ${r.rounds.toFixed(1)} rounds  ${Object.entries(r.causes).map(([k, v]) => `${k} ${v}`).join(', ')}\n`);
  }
}
