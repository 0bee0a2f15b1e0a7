// `legendary bench`: engine speed. Single-threaded figures are "per core".

import { cpus, loadavg } from 'node:os';
import { playOut } from '../agents/play.js';
import { RandomAgent } from '../agents/random.js';
import { makeAgents } from '../agents/registry.js';
import { clone, newGame, type SetupOptions } from '../engine/legendary/index.js';
import { choose } from '../engine/legendary/game.js';
import { randInt, seedRng } from '../engine/shared/rng.js';
import { IsmctsSearch, ismctsOptions, observationSampler, type IsmctsAgent, type IsmctsConfig, type Sampler, type SearchStats } from '../agents/ismcts.js';
import { PlayerView } from '../engine/legendary/observe.js';
import { ACT_PLAY, actCode } from '../engine/legendary/actions.js';
import { benchPool, type PoolBenchRow } from '../experiments/bench-pool.js';
import { v8PoolSize } from '../experiments/host.js';
import { defaultWorkers, logicalCpus, physicalCores } from '../experiments/runner.js';
import { botUsage } from '../experiments/usage.js';
import { resolveSets } from '../engine/legendary/names.js';
import { UsageError } from './errors.js';

export { CIVIL_WAR_GAME, DARK_CITY_GAME, FIRST_GAME, SECRET_WARS_GAME, TUNED_GAME } from './bench-setups.js';
import { CIVIL_WAR_GAME, DARK_CITY_GAME, FIRST_GAME, SECRET_WARS_GAME, TUNED_GAME } from './bench-setups.js';

export interface BenchResult { name: string; value: number; unit: string; detail?: string }

function timeLoop(seconds: number, body: (i: number) => number): { n: number; secs: number; work: number } {
  const end = performance.now() + seconds * 1000;
  let n = 0, work = 0;
  const t0 = performance.now();
  while (performance.now() < end) for (let k = 0; k < 20; k++) work += body(n++);
  return { n, secs: (performance.now() - t0) / 1000, work };
}

export function benchRandomGames(seconds: number, setup = FIRST_GAME, label = 'first-game setup'): BenchResult[] {
  const agent = new RandomAgent('bench');
  const one = (i: number) => { const g = newGame({ ...setup, seed: i }); playOut(g, [agent]); return g.steps; };
  timeLoop(Math.min(1, seconds / 3), one); // warm-up
  const r = timeLoop(seconds, one);
  return [
    { name: `random bot, 2 players, ${label}`, value: r.n / r.secs, unit: 'games/s/core', detail: `${r.n} games, ${(r.work / r.n).toFixed(0)} decisions per game` },
    ...(setup === FIRST_GAME ? [{ name: 'decisions (random bot)', value: r.work / r.secs, unit: 'decisions/s/core' }] : []),
  ];
}

/** The rule-based bots (agents/), one line each: whole games per second on one core. */
export const RULE_BOTS = ['greedy-recruit', 'attack-first', 'heuristic'];

export function benchBotGames(seconds: number, setup = FIRST_GAME, bots = RULE_BOTS, label = 'first-game setup'): BenchResult[] {
  return bots.map((bot) => {
    const agents = makeAgents(bot, 'bench', setup.players);
    const one = (i: number) => { const g = newGame({ ...setup, seed: i }); playOut(g, agents); return g.steps; };
    timeLoop(Math.min(1, seconds / 3), one); // warm-up
    const r = timeLoop(seconds, one);
    const goal = bot === 'greedy-recruit' ? '; goal >= 5,000' : '';
    return { name: `${bot} bot, 2p, ${label}`, value: r.n / r.secs, unit: 'games/s/core', detail: `${r.n} games, ${(r.work / r.n).toFixed(0)} decisions per game${goal}` };
  });
}

export function benchClone(seconds: number): BenchResult[] {
  // a mid-game state: play 60 random decisions into a first game
  const g = newGame({ ...FIRST_GAME, seed: 99 });
  const rng = seedRng('bench-clone');
  for (let i = 0; i < 60 && g.result === null; i++) choose(g, randInt(rng, g.pending!.options.length));
  timeLoop(0.3, () => { clone(g); return 1; });
  const r = timeLoop(seconds, () => { clone(g); return 1; });
  return [{ name: 'clone of a mid-game state', value: (r.secs / r.n) * 1e9, unit: 'ns/clone', detail: `${(r.n / r.secs / 1e6).toFixed(2)} M clones/s` }];
}

/**
 * Positions where a search bot really searches: its own decisions after turn 4 of first-game setups played
 * by the heuristic bot, other than a card to play (the play macro answers those without searching).
 */
export function searchPositions(n: number, setup = FIRST_GAME): Sampler[] {
  const out: Sampler[] = [];
  const agents = makeAgents('heuristic', 'bench-positions', setup.players);
  const pick = seedRng('bench-positions');
  for (let seed = 0; out.length < n && seed < 1000; seed++) {
    const g = newGame({ ...setup, seed });
    const views = g.players.map((_, p) => new PlayerView(g, p));
    while (g.result === null && out.length < n) {
      const d = g.pending!;
      const searched = d.options.length > 1 && !(d.kind === 'main' && d.options.some((v) => actCode(v) === ACT_PLAY));
      if (searched && g.turn > 4 && randInt(pick, 3) === 0) out.push(observationSampler(views[d.player]!));
      choose(g, agents[d.player]!.choose(views[d.player]!));
    }
  }
  return out;
}

/** ISMCTS speed: iterations per second (determinization included) and seconds per whole game. */
export function benchIsmcts(seconds: number, setup = FIRST_GAME): BenchResult[] {
  const positions = searchPositions(40, setup);
  const out: BenchResult[] = [];
  const configs: [string, Partial<IsmctsConfig>][] = [
    ['ISMCTS iterations, default (heuristic rollouts)', {}],
    ['ISMCTS iterations, rollout=quick,prior=none', { rollout: 'quick', prior: 'none' }],
  ];
  for (const [name, cfg] of configs) {
    const search = new IsmctsSearch(ismctsOptions({ iterations: 200 }, cfg, 'bench'), seedRng('bench-ismcts'));
    let k = 0;
    const one = () => { search.search(positions[k++ % positions.length]!, 2); return search.last!.iterations; };
    timeLoop(Math.min(0.5, seconds / 4), one);
    const r = timeLoop(seconds, one);
    out.push({ name, value: r.work / r.secs, unit: 'iterations/s/core', detail: `200 per decision over ${positions.length} positions, determinization included; goal >= 20,000` });
  }
  const rng = seedRng('bench-determinize');
  let k = 0;
  const det = timeLoop(Math.min(1, seconds / 2), () => { positions[k++ % positions.length]!.sample(rng); return 1; });
  out.push({ name: 'determinization (one sample)', value: (det.secs / det.n) * 1e9, unit: 'ns/sample' });
  out.push(...benchSearchGames(seconds, 'ismcts', setup, 'ISMCTS game at the default budget, 2p first game', 'ISMCTS iterations, default, inside whole games'));
  // the strongest bot on main: its heuristic uses the weights tuned for this Scheme (agents/tuned-weights.ts)
  out.push(...benchSearchGames(seconds, 'ismcts:tuned=true', TUNED_GAME, 'ismcts:tuned=true game, 2p Super Hero Civil War'));
  return out;
}

/**
 * Whole games of a search bot at its budget: at least one, as many as fit in `seconds`. The searches inside
 * them are timed too (iterations per second in real play) when `iterationsName` is given.
 */
function benchSearchGames(seconds: number, spec: string, setup: Omit<SetupOptions, 'seed'>, name: string, iterationsName?: string): BenchResult[] {
  let searchMs = 0, iterations = 0, searches = 0;
  const agents = makeAgents(spec, 'bench', setup.players).map((a) => {
    let lastSeen: SearchStats | null = null;
    return {
      spec: a.spec,
      choose(view: PlayerView): number {
        const s0 = performance.now();
        const i = a.choose(view);
        const st = (a as IsmctsAgent).search.last;
        if (st !== null && st !== lastSeen) { lastSeen = st; searches++; iterations += st.iterations; searchMs += performance.now() - s0; }
        return i;
      },
    };
  });
  const t0 = performance.now();
  let games = 0, steps = 0;
  do { const g = newGame({ ...setup, seed: games }); playOut(g, agents); steps += g.steps; games++; }
  while (performance.now() - t0 < seconds * 1000);
  const secs = (performance.now() - t0) / 1000;
  return [
    ...(iterationsName ? [{ name: iterationsName, value: iterations / (searchMs / 1000), unit: 'iterations/s/core', detail: `${searches} searches` }] : []),
    { name, value: secs / games, unit: 's/game', detail: `${games} game(s), ${(steps / games).toFixed(0)} decisions per game, ${(searches / games).toFixed(0)} searched, ${searches ? (iterations / searches).toFixed(0) : 0} iterations per search (early stop)` },
  ];
}

/** `legendary bench --usage SET`: which of a set's options a bot takes (experiments/usage.ts). */
function usageCommand(o: { usage: string; bot: string; games: string; json?: boolean }): void {
  const sets = resolveSets(o.usage.split(','));
  const games = Math.floor(Number(o.games));
  if (!(games >= 1)) throw new UsageError(`--games must be a whole number of games, at least 1 (got "${o.games}")`);
  const featured = sets.filter((s) => s !== 'core');
  process.stderr.write(`playing ${games} ${o.bot} games on ${featured.length ? featured.join(', ') : 'core'} setups...\n`);
  const r = botUsage({ sets, featured: featured.length ? featured : sets, bot: o.bot, games, seed: 'bench' });
  const rows = r.rows.filter((x) => x.set !== 'rules' && x.set !== 'core');
  if (o.json) { process.stdout.write(JSON.stringify({ ...r, rows }, null, 2) + '\n'); return; }
  process.stdout.write(`${r.games} games (${r.wins} won), ${r.decisions} decisions; what the set adds, offered / taken:\n`);
  for (const x of rows) {
    process.stdout.write(`  ${x.what.padEnd(8)} ${x.id.padEnd(48)} ${x.about.padEnd(18)} ${String(x.offered).padStart(7)} ${String(x.taken).padStart(7)}${x.optional && x.offered > 0 && x.taken === 0 ? '   never taken' : ''}\n`);
  }
}

export async function benchCommand(o: { seconds: string; json?: boolean; pool?: boolean; workers?: string; usage?: string; bot: string; games: string }): Promise<void> {
  if (o.usage !== undefined) { usageCommand({ ...o, usage: o.usage }); return; }
  const secs = Math.max(0.2, Number(o.seconds) || 3);
  const results: BenchResult[] = [];
  const progress = (s: string) => { if (!o.json) process.stderr.write(s); };
  progress('benchmarking random-bot games...\n');
  results.push(...benchRandomGames(secs));
  progress('benchmarking rule-based bots...\n');
  results.push(...benchBotGames(secs));
  progress('benchmarking a Dark City game...\n');
  results.push(...benchRandomGames(secs, DARK_CITY_GAME, 'Dark City setup'));
  results.push(...benchBotGames(secs, DARK_CITY_GAME, ['heuristic'], 'Dark City setup'));
  progress('benchmarking a Civil War game...\n');
  results.push(...benchRandomGames(secs, CIVIL_WAR_GAME, 'Civil War setup'));
  results.push(...benchBotGames(secs, CIVIL_WAR_GAME, ['heuristic'], 'Civil War setup'));
  progress('benchmarking a Secret Wars Volume 1 game...\n');
  results.push(...benchRandomGames(secs, SECRET_WARS_GAME, 'Secret Wars setup'));
  results.push(...benchBotGames(secs, SECRET_WARS_GAME, ['heuristic'], 'Secret Wars setup'));
  progress('benchmarking clone...\n');
  results.push(...benchClone(secs));
  progress('benchmarking ISMCTS...\n');
  results.push(...benchIsmcts(secs));
  // pool scaling (experiments/bench-pool.ts): games/s with 1..N workers, efficiency versus one, start-up
  let pool: PoolBenchRow[] = [];
  if (o.pool !== false) {
    const maxWorkers = o.workers === undefined ? logicalCpus() : Math.max(1, Math.floor(Number(o.workers)) || 1);
    pool = await benchPool(secs, maxWorkers, progress);
  }
  const machine = { cores: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version, v8PoolSize: v8PoolSize() };
  if (o.json) { process.stdout.write(JSON.stringify({ machine, results, pool }, null, 2) + '\n'); return; }
  process.stdout.write(`machine: ${machine.cores} cores, ${machine.cpu}, Node ${machine.node}, V8 helper threads ${machine.v8PoolSize}\n`);
  for (const r of results) {
    const v = r.value >= 100 ? Math.round(r.value).toLocaleString('en-US') : r.value.toFixed(2);
    process.stdout.write(`  ${r.name.padEnd(44)} ${v.padStart(12)} ${r.unit}${r.detail ? `  (${r.detail})` : ''}\n`);
  }
  if (pool.length) {
    process.stdout.write(`pool scaling (runner tasks of 200 first-game random-bot games; goal: efficiency >= 85%; load average ${loadavg()[0]!.toFixed(2)} on ${cpus().length} cores: other processes make these figures noisy):\n`);
    process.stdout.write(`  workers   games/s   efficiency   games/CPU-s   CPU efficiency   start-up (all workers / first task)\n`);
    const pct = (x: number | null) => (x === null ? 'n/a' : `${(100 * x).toFixed(0)}%`);
    for (const r of pool) {
      process.stdout.write(`  ${String(r.workers).padStart(7)} ${Math.round(r.gamesPerSecond).toLocaleString('en-US').padStart(9)} ${pct(r.efficiency).padStart(12)}` +
        ` ${(r.gamesPerCpuSecond === null ? 'n/a' : Math.round(r.gamesPerCpuSecond).toLocaleString('en-US')).padStart(13)} ${pct(r.cpuEfficiency).padStart(16)}` +
        `   ${r.startupMs.toFixed(0)} ms / ${r.firstTaskMs.toFixed(0)} ms\n`);
    }
    process.stdout.write('  (efficiency: games/s with n workers / (n x games/s with 1); CPU efficiency: the same per CPU-second of the workers, unaffected by other processes)\n');
    const best = pool.reduce((a, b) => (b.gamesPerSecond > a.gamesPerSecond ? b : a));
    const phys = physicalCores();
    process.stdout.write(`  most games/s here: ${best.workers} worker${best.workers > 1 ? 's' : ''}; legendary run and tune use ${defaultWorkers()} by default ` +
      `(of ${phys ?? 'unknown'} physical cores and ${logicalCpus()} logical CPUs; V8 helper threads: ${v8PoolSize()}); give --workers to choose (docs/running-at-scale.md)\n`);
  }
}
