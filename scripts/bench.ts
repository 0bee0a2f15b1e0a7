// `legendary bench`: engine speed. Single-threaded figures are "per core".

import { cpus } from 'node:os';
import { playOut } from '../agents/play.js';
import { RandomAgent } from '../agents/random.js';
import { clone, newGame, type SetupOptions } from '../engine/index.js';
import { choose } from '../engine/game.js';
import { randInt, seedRng } from '../engine/rng.js';

/** The rulebook's first game, 2 players. */
export const FIRST_GAME: Omit<SetupOptions, 'seed'> = {
  players: 2, mastermind: 'Red Skull', scheme: 'Unleash the Power of the Cosmic Cube',
  heroes: ['Cyclops', 'Hawkeye', 'Iron Man', 'Spider-Man', 'Wolverine'], villains: ['HYDRA', 'Spider-Foes'], henchmen: ['Sentinel'],
};

export interface BenchResult { name: string; value: number; unit: string; detail?: string }

function timeLoop(seconds: number, body: (i: number) => number): { n: number; secs: number; work: number } {
  const end = performance.now() + seconds * 1000;
  let n = 0, work = 0;
  const t0 = performance.now();
  while (performance.now() < end) for (let k = 0; k < 20; k++) work += body(n++);
  return { n, secs: (performance.now() - t0) / 1000, work };
}

export function benchRandomGames(seconds: number, setup = FIRST_GAME): BenchResult[] {
  const agent = new RandomAgent('bench');
  const one = (i: number) => { const g = newGame({ ...setup, seed: i }); playOut(g, [agent]); return g.steps; };
  timeLoop(Math.min(1, seconds / 3), one); // warm-up
  const r = timeLoop(seconds, one);
  return [
    { name: 'random bot, 2 players, first-game setup', value: r.n / r.secs, unit: 'games/s/core', detail: `${r.n} games, ${(r.work / r.n).toFixed(0)} decisions per game` },
    { name: 'decisions (random bot)', value: r.work / r.secs, unit: 'decisions/s/core' },
  ];
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

export function benchCommand(o: { seconds: string; json?: boolean }): void {
  const secs = Math.max(0.2, Number(o.seconds) || 3);
  const results: BenchResult[] = [];
  const progress = (s: string) => { if (!o.json) process.stderr.write(s); };
  progress('benchmarking random-bot games...\n');
  results.push(...benchRandomGames(secs));
  progress('benchmarking clone...\n');
  results.push(...benchClone(secs));
  const machine = { cores: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version };
  if (o.json) { process.stdout.write(JSON.stringify({ machine, results }, null, 2) + '\n'); return; }
  process.stdout.write(`machine: ${machine.cores} cores, ${machine.cpu}, Node ${machine.node}\n`);
  for (const r of results) {
    const v = r.value >= 100 ? Math.round(r.value).toLocaleString('en-US') : r.value.toFixed(2);
    process.stdout.write(`  ${r.name.padEnd(44)} ${v.padStart(12)} ${r.unit}${r.detail ? `  (${r.detail})` : ''}\n`);
  }
}
