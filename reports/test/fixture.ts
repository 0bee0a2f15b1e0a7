// Test fixture: a results folder in the format of docs/results-format.md, made by actually playing
// games with the engine and registered bots (nothing in it is typed in by hand). Used by the report
// tests until/unless a real `legendary run` is cheap enough to call from a test.

import * as aq from 'arquero';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BotSpecError, makeAgents } from '../../agents/registry.js';
import { playOut } from '../../agents/play.js';
import { newGame, SetupError, summary } from '../../engine/legendary/index.js';
import { gameSeed } from '../../experiments/spec.js';

export interface FixtureSpec {
  name: string;
  seed: string;
  masterminds: string[];
  schemes: string[];
  /** player counts; 1 means basic solo unless `solo` says otherwise */
  players: number[];
  solo?: 'basic' | 'advanced';
  bots: string[];
  /** games per cell */
  games: number;
  /** challenge-mode combinations, each joined by '+' ('' = none); passed to the engine's setup */
  challenges?: string[];
}

export interface FixtureResult { dir: string; games: number; cells: number; rows: Record<string, unknown>[] }

/** Plays every cell of the grid and writes games.csv, games.arrow, cells.csv and manifest.json into dir. */
export function writeFixture(dir: string, spec: FixtureSpec): FixtureResult {
  const rows: Record<string, unknown>[] = [];
  const cells: Record<string, unknown>[] = [];
  const started = new Date();
  for (const mastermind of spec.masterminds) {
    for (const scheme of spec.schemes) {
      for (const players of spec.players) {
        for (const bot of spec.bots) {
          for (const challenges of spec.challenges ?? ['']) {
            const cell = [mastermind, scheme, players, bot, challenges].join('|');
            const solo = players === 1 ? (spec.solo ?? 'basic') : 'none';
            let wins = 0, losses = 0, draws = 0, played = 0;
            for (let game = 0; game < spec.games; game++) {
              // the runner's seed rule: cells that differ only in bot or challenge modes replay the same deals
              const seed = gameSeed(spec.seed, [mastermind, scheme, players, solo, '*', '*', '*'].join('|'), game);
              let g, agents;
              try {
                g = newGame({
                  players, seed, mastermind, scheme, solo: players === 1 ? (spec.solo ?? 'basic') : undefined,
                  challenges: challenges ? challenges.split('+') : undefined,
                });
                agents = makeAgents(bot, seed, players);
              } catch (e) {
                // a cell the rules forbid (a scheme solo play excludes) or a per-seat bot table of another size
                if (e instanceof SetupError || e instanceof BotSpecError) break;
                throw e;
              }
              const start = performance.now();
              playOut(g, agents);
              const s = summary(g);
              const vp = [0, 1, 2, 3, 4].map((i) => (i < s.vp.length ? s.vp[i]! : null));
              rows.push({
                cell, game, seed, mastermind: s.setup.mastermind, scheme: s.setup.scheme, players, solo, bot, challenges,
                heroes: s.setup.heroes.join('|'), villains: s.setup.villains.join('|'), henchmen: s.setup.henchmen.join('|'),
                result: s.result, cause: s.cause, turns: s.turns,
                vp1: vp[0], vp2: vp[1], vp3: vp[2], vp4: vp[3], vp5: vp[4], vpTotal: s.vp.reduce((a, b) => a + b, 0),
                soloScore: s.soloScore, twists: s.twists, strikes: s.strikes, escapes: s.escapes,
                bystandersCarried: s.bystandersCarried, woundsGained: s.woundsGained, tacticsDefeated: s.tacticsDefeated,
                steps: s.steps, traceHash: s.traceHash, durationMs: performance.now() - start,
                cellIndex: cells.length, heroesSpec: 'random', villainsSpec: 'random', henchmenSpec: 'random', sets: 'core', changes: '',
              });
              played++;
              if (s.result === 'win') wins++; else if (s.result === 'loss') losses++; else draws++;
            }
            if (played) cells.push({ cell, mastermind, scheme, players, solo, bot, challenges, games: played, wins, losses, draws });
          }
        }
      }
    }
  }
  mkdirSync(dir, { recursive: true });
  const table = aq.from(rows);
  writeFileSync(join(dir, 'games.csv'), aq.toCSV(table) + '\n');
  writeFileSync(join(dir, 'games.arrow'), aq.toArrowIPC(table, { format: 'file' }));
  writeFileSync(join(dir, 'cells.csv'), aq.toCSV(aq.from(cells)) + '\n');
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify({
    spec: {
      name: spec.name, seed: spec.seed, gamesPerCell: spec.games,
      grid: { mastermind: spec.masterminds, scheme: spec.schemes, players: spec.players, bot: spec.bots, challenges: spec.challenges ?? [''] },
    },
    tool: 'legendary-lab (report test fixture)', version: '0.1.0', commit: 'fixture', node: process.version,
    seed: spec.seed, startedAt: started.toISOString(), finishedAt: new Date().toISOString(),
    counts: { games: rows.length, cells: cells.length, errors: 0 },
    command: 'generated by reports/test/fixture.ts (writeFixture)',
  }, null, 2) + '\n');
  return { dir, games: rows.length, cells: cells.length, rows };
}
