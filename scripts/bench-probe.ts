// One timed measurement on one build, for `scripts/bench-ab.ts`: it imports the build named on the command
// line (its dist/ folder), so today's probe times yesterday's engine through the same loop.
//
//   node dist/scripts/bench-probe.js <build-dir> <measurement> [games]   prints {"value": games per CPU-second, ...}
//   node dist/scripts/bench-probe.js <build-dir> --hashes         prints trace hashes of seeded games per pool
//
// Only long-lived entry points of the build are used (the engine's index.js newGame and traceHash,
// agents/play.js playOut, agents/registry.js makeAgents), so the probe works on builds older than itself.

import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { SetupOptions } from '../engine/legendary/setup.js';
import { DARK_CITY_GAME, FIRST_GAME, TUNED_GAME } from './bench-setups.js';

/** The eight sets of batch 1, as in the "mixed eight-set setup". */
export const BATCH1 = ['core', 'dark-city', 'fantastic-four', 'paint-the-town-red', 'marvel-studios-phase-1', 'deadpool', 'noir', 'captain-america-75th-anniversary'];

const MIXED = { players: 2, sets: BATCH1 };

/**
 * A measurement: a fixed list of games (the same seeds for both builds, so equal engines do equal work),
 * repeated `reps` times after the warm-up passes (`warmUp`: until the code runs at its steady speed).
 */
export interface Measurement { bot: string; setup: Omit<SetupOptions, 'seed'>; games: number; reps: number; about: string }
export const MEASUREMENTS: Record<string, Measurement> = {
  'random:first': { bot: 'random', setup: FIRST_GAME, games: 2000, reps: 3, about: 'random bot, 2p first game' },
  'random:mixed': { bot: 'random', setup: MIXED, games: 1000, reps: 3, about: 'random bot, 2p, random setups of the eight batch-1 sets' },
  'heuristic:first': { bot: 'heuristic', setup: FIRST_GAME, games: 600, reps: 3, about: 'heuristic bot, 2p first game' },
  'heuristic:dark-city': { bot: 'heuristic', setup: DARK_CITY_GAME, games: 300, reps: 3, about: 'heuristic bot, 2p Dark City game' },
  'ismcts:first': { bot: 'ismcts', setup: FIRST_GAME, games: 6, reps: 3, about: 'ismcts, 2p first game' },
  'ismcts-tuned:first': { bot: 'ismcts:tuned=true', setup: TUNED_GAME, games: 6, reps: 3, about: 'ismcts:tuned=true, 2p Super Hero Civil War (first-game cards)' },
  'ismcts:mixed': { bot: 'ismcts', setup: MIXED, games: 6, reps: 3, about: 'ismcts, 2p, random setups of the eight batch-1 sets' },
};

/* eslint-disable @typescript-eslint/no-explicit-any */
async function load(build: string): Promise<{ E: any; playOut: any; makeAgents: any }> {
  const at = (p: string) => pathToFileURL(join(build, 'dist', p)).href;
  // the engine moved to engine/legendary/ (issue 28); older builds have it at engine/
  const E = await import(at(existsSync(join(build, 'dist', 'engine', 'legendary', 'index.js')) ? 'engine/legendary/index.js' : 'engine/index.js'));
  const { playOut } = await import(at('agents/play.js'));
  const { makeAgents } = await import(at('agents/registry.js'));
  return { E, playOut, makeAgents };
}

/**
 * Warm-up passes until the code runs at its steady speed: at least WARM_MIN, then on while a pass took more than
 * WARM_GAIN less CPU time than the one before, up to WARM_MAX. Measured from a cold start, the first passes run in
 * V8's interpreter and pay its compilers' threads: the search played 1.2 first games per CPU-second in its first pass
 * and 10 to 11 from the third on, the random bot 1,500, 3,900, then about 6,200 (2,000 games a pass), so a probe timed
 * after one short pass measured mostly the warm-up. Returns the passes played.
 */
const WARM_MIN = 2, WARM_MAX = 6, WARM_GAIN = 0.1;
function warmUp(pass: () => number): number {
  let prev = Infinity;
  for (let n = 1; ; n++) {
    const c0 = process.cpuUsage();
    pass();
    const c = process.cpuUsage(c0), cpu = c.user + c.system;
    if (n >= WARM_MAX || (n >= WARM_MIN && cpu > (1 - WARM_GAIN) * prev)) return n;
    prev = cpu;
  }
}

async function main(): Promise<void> {
  const [build, what] = process.argv.slice(2);
  if (!build || !what) { process.stderr.write('usage: bench-probe <build-dir> <measurement>|--hashes\n'); process.exit(2); }
  const { E, playOut, makeAgents } = await load(build);
  if (what === '--hashes') {
    // seeded games of each pool (1 to 4 players, every bot named): their trace hashes, one line per pool and bot
    const pools = [['core'], ['core', 'dark-city'], ['deadpool'], ['noir'], ['captain-america-75th-anniversary'], BATCH1,
      ['core', 'civil-war'], [...BATCH1, 'civil-war']];
    const n = Number(process.argv[4] ?? 40);
    for (const sets of pools) for (const bot of ['random', 'heuristic', 'ismcts:iterations=60']) {
      const out: string[] = [];
      const count = bot.startsWith('ismcts') ? Math.max(1, Math.floor(n / 10)) : n;
      for (let seed = 1; seed <= count; seed++) {
        const players = 1 + (seed % 4);
        let g: any;
        try { g = E.newGame({ sets, players, seed, solo: players === 1 ? 'advanced' : undefined }); } catch { out.push('setup-error'); continue; }
        // the search with its early stop and tree reuse off (stop=0, reuse=0) plays as the search did before it had
        // them; older builds know no `reuse` (or no `stop`) parameter and take the bot with what they know
        let agents: unknown = null;
        const tries = bot.startsWith('ismcts') ? [`${bot},stop=0,reuse=0`, `${bot},stop=0`, bot] : [bot];
        for (const spec of tries) { try { agents = makeAgents(spec, seed, players); break; } catch { /* an older build: the next spelling */ } }
        if (agents === null) agents = makeAgents(bot, seed, players); // its error, if it has one
        playOut(g, agents);
        // traceHash gives 8 hex digits (older builds: a number); `>>> 0` on the string read most hashes as 0
        const h: unknown = E.traceHash(g);
        out.push(typeof h === 'number' ? (h >>> 0).toString(16).padStart(8, '0') : String(h));
      }
      process.stdout.write(`${sets.join('+')} ${bot} ${out.join(' ')}\n`);
    }
    return;
  }
  const known = MEASUREMENTS[what];
  if (!known) { process.stderr.write(`unknown measurement "${what}"; accepted: ${Object.keys(MEASUREMENTS).join(', ')}\n`); process.exit(2); }
  // an optional game count (tests use a few)
  const games = process.argv[4] === undefined ? known.games : Number(process.argv[4]);
  if (!Number.isInteger(games) || games < 1) { process.stderr.write(`games must be a whole number, at least 1 (got "${process.argv[4]}")\n`); process.exit(2); }
  const m = { ...known, games };
  const pass = (): number => {
    let steps = 0;
    for (let i = 0; i < m.games; i++) {
      const g = E.newGame({ ...m.setup, seed: i + 1 });
      playOut(g, makeAgents(m.bot, i + 1, m.setup.players));
      steps += g.steps;
    }
    return steps;
  };
  const warm = warmUp(pass);
  // CPU time of this process (every thread: the garbage collector's and the compiler's too) as well as wall-clock
  // time: on a shared machine the neighbours slow the wall clock far more than the CPU time
  const t0 = performance.now(), c0 = process.cpuUsage();
  let steps = 0;
  for (let r = 0; r < m.reps; r++) steps += pass();
  const secs = (performance.now() - t0) / 1000, c = process.cpuUsage(c0), cpuSecs = (c.user + c.system) / 1e6;
  const played = m.games * m.reps;
  process.stdout.write(JSON.stringify({ value: played / cpuSecs, unit: 'games/CPU-s', wall: played / secs, secs, cpuSecs, steps, warmUpPasses: warm }) + '\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
