// `legendary points`: fits the difficulty-points model (reports/points.ts) to a study's games, prints the points
// table, the table from total points to win rate and the held-out check, and saves the model for `odds --model`.

import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { findGroup } from '../engine/legendary/names.js';
import { resolvePlan, SetupError } from '../engine/legendary/index.js';
import { HENCHMEN, MASTERMINDS, SCHEMES, VILLAIN_GROUPS, pool } from '../engine/legendary/registry.js';
import { ledGroup } from '../engine/legendary/setup.js';
import { hasFormat, writeAtomic } from '../experiments/store.js';
import { loadStudy, ReportInputError } from '../reports/load.js';
import { playersLabel } from '../reports/labels.js';
import {
  calibrate, FAMILIES, FAMILY_LABEL, fitPoints, MIN_HELD_OUT, pointsGames, predict, rateForPoints, varyingFactors,
  type Calibration, type Family, type PointsModel, type Prediction,
} from '../reports/points.js';
import { UsageError } from './errors.js';
import { setupFromFlags, type PlayFlags } from './play.js';

export interface PointsFlags { bot?: string; out?: string; force?: boolean; json?: boolean; quiet?: boolean }

/** The least games a model is fitted to (fewer say too little about too many levels). */
export const MIN_POINTS_GAMES = 200;

export interface SavedModel extends PointsModel {
  /** what it was fitted to */
  source: { dirs: string[]; bot: string; sets: string[] };
  calibration: Calibration;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const num = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(1)}`;

/** Fits the model to the study in `dirs` (one bot's games of the printed game). */
export function fitStudy(dirs: string[], o: PointsFlags, log: (s: string) => void = () => {}): SavedModel {
  let study;
  try { study = loadStudy(dirs, log); } catch (e) {
    if (e instanceof ReportInputError) throw new UsageError(e.message);
    throw e;
  }
  const store = study.store;
  if (store.game === 'champions') throw new UsageError(`${dirs.join(', ')} holds a Marvel Champions study: difficulty points cover Legendary's factors only so far`);
  const bots = [...new Set(store.cells.filter((c) => c.n > 0).map((c) => c.bot))];
  if (o.bot !== undefined && !bots.includes(o.bot)) throw new UsageError(`--bot "${o.bot}" played no games in ${dirs.join(', ')}; accepted: ${bots.join(', ')}`);
  if (o.bot === undefined && bots.length > 1) throw new UsageError(`${dirs.join(', ')} holds games of ${bots.length} bots (${bots.join(', ')}); choose one with --bot (a model is one bot's)`);
  const bot = o.bot ?? bots[0]!;
  const games = pointsGames(store, bot);
  if (games.repeated) log(`${games.repeated.toLocaleString('en')} games replay deals already counted (challenge modes on the same seeds) and are left out: a deal counts once`);
  if (games.length < MIN_POINTS_GAMES) throw new UsageError(`${games.length} games of the printed game by ${bot}: a points model needs at least ${MIN_POINTS_GAMES}`);
  const varying = varyingFactors(games);
  if (!varying.length) throw new UsageError(`nothing varies in ${dirs.join(', ')}: every game has the same Mastermind, scheme, player count, heroes and villains, so there is nothing to give points to; fit a study that varies them (random heroes and villains, several Masterminds and schemes)`);
  const model = fitPoints(games);
  const calibration = calibrate(games);
  const sets = [...new Set(store.cells.flatMap((c) => c.sets.split('+')))].sort();
  return { ...model, source: { dirs, bot, sets }, calibration };
}

/** The tables as text. */
export function formatPoints(m: SavedModel): string {
  const lines: string[] = [];
  lines.push(`difficulty points for ${m.source.bot}, fitted on ${m.games.toLocaleString('en')} games of ${m.source.dirs.join(' + ')} (sets: ${m.source.sets.join(', ')})`);
  lines.push(`one point = ${m.unit} in the log-odds of winning (about ${(100 * m.unit / 4).toFixed(0)} points of win rate near 50%); harder is more points.`);
  lines.push(`each factor's spread (log-odds sd, estimated from the games; rare levels are pulled toward their factor's average): ${Object.entries(m.sigma).map(([f, s]) => `${FAMILY_LABEL[f as Family].toLowerCase()} ${s!.toFixed(2)}`).join(', ')}`);
  for (const f of FAMILIES) {
    const es = m.effects.filter((e) => e.family === f).sort((a, b) => b.points - a.points);
    if (!es.length) continue;
    lines.push('', `${FAMILY_LABEL[f]} (${es.length})`);
    const w = Math.max(...es.map((e) => e.level.length), 5);
    lines.push(`  ${'level'.padEnd(w)}  points  95% CI          games`);
    for (const e of es) lines.push(`  ${e.level.padEnd(w)}  ${num(e.points).padStart(6)}  ${`${num(e.lo)} to ${num(e.hi)}`.padEnd(14)}  ${e.games.toLocaleString('en')}`);
  }
  // totals seen in the games, to win rate
  lines.push('', 'total points -> win rate (a setup\'s total is the sum of its parts\' points)');
  const totals = [-30, -20, -15, -10, -5, 0, 5, 10, 15, 20, 30];
  lines.push('  ' + totals.map((t) => num(t).padStart(6)).join(''));
  lines.push('  ' + totals.map((t) => pct(rateForPoints(m, t)).padStart(6)).join(''));
  const c = m.calibration;
  lines.push('', Number.isNaN(c.inside)
    ? `held-out check: only ${c.cells.length} held-out cells (at least ${MIN_HELD_OUT} needed); a study with more setups can be checked`
    : `held-out check: fitted on 4/5 of the cells, ${c.cells.length} held-out cells predicted; ${pct(c.inside)} inside their 95% predictive interval (about 95% when the model fits)`);
  if (c.bins.length) {
    lines.push('  predicted  observed  cells  games');
    for (const b of c.bins) lines.push(`  ${pct(b.predicted).padStart(9)}  ${pct(b.observed).padStart(8)}  ${String(b.cells).padStart(5)}  ${b.games.toLocaleString('en')}`);
  }
  return lines.join('\n') + '\n';
}

export const POINTS_FILE = 'points.json';
const POINTS_FORMAT: PointsModel['format'] = 'legendary-points/1';

export function pointsCommand(dirs: string[], o: PointsFlags): void {
  for (const d of dirs) if (!existsSync(d) || !statSync(d).isDirectory()) throw new UsageError(`${d} is not a results folder (run \`legendary run <spec> --out ${d}\` first)`);
  const out = o.out ?? join(dirs[0]!, POINTS_FILE);
  if (existsSync(out) && statSync(out).isDirectory()) throw new UsageError(`--out ${out} is a folder; name the model's file, e.g. ${join(out, POINTS_FILE)}`);
  if (existsSync(out) && !o.force && !hasFormat(out, POINTS_FORMAT)) throw new UsageError(`${out} exists and legendary points did not write it; choose another file with --out or add --force to replace it`);
  const m = fitStudy(dirs, o, o.quiet ? () => {} : (s) => process.stderr.write(s + '\n'));
  mkdirSync(dirname(out), { recursive: true });
  writeAtomic(out, JSON.stringify(m) + '\n');
  if (!o.quiet) process.stderr.write(`wrote ${out} (use it with: legendary odds --model ${out} ...)\n`);
  if (o.json) {
    const { cov: _cov, ...rest } = m;
    process.stdout.write(JSON.stringify(rest, null, 2) + '\n');
  } else process.stdout.write(formatPoints(m));
}


/** Reads a saved model: a points.json file, or a results folder holding one. */
export function readModel(path: string): SavedModel {
  const file = existsSync(path) && statSync(path).isDirectory() ? join(path, POINTS_FILE) : path;
  if (!existsSync(file)) throw new UsageError(`--model ${path}: no ${file}; fit one with \`legendary points ${path}\``);
  let m: SavedModel;
  try { m = JSON.parse(readFileSync(file, 'utf8')) as SavedModel; } catch { throw new UsageError(`--model ${path}: ${file} is not JSON`); }
  if (m.format !== POINTS_FORMAT) throw new UsageError(`--model ${path}: ${file} is not a points model of legendary points`);
  return m;
}

export interface ModelOdds extends Prediction { model: string; bot: string; setup: Record<string, unknown> }

/** `odds --model`: the setup's win rate from a fitted model, instantly; parts left out count at their factor's average. */
export function oddsFromModel(path: string, flags: Omit<PlayFlags, 'log' | 'replay'>): ModelOdds {
  if (flags.change && [flags.change].flat().length) throw new UsageError('--model answers for the printed game only (the model was fitted to it); drop --change, or play the changed setup without --model');
  const m = readModel(path);
  const sets = flags.sets ? String(flags.sets).split(',').map((s) => s.trim()).filter(Boolean) : m.source.sets;
  let plan;
  try { plan = resolvePlan(setupFromFlags({ ...flags, sets: sets.join(','), seed: 'model' })); } catch (e) {
    if (e instanceof SetupError) throw new UsageError(e.message);
    throw e;
  }
  const listOf = (v: unknown) => [v ?? []].flat().flatMap((x) => String(x).split(',')).map((x) => x.trim()).filter(Boolean);
  const canon = (kind: 'hero' | 'villain group' | 'henchmen group', names: string[]) => names.map((n) => findGroup(kind, n, plan.sets));
  // what the setup fixes: the groups named, the scheme's requirements when the scheme is named, and the group the
  // Mastermind always leads when it is named (not in solo); everything else is left to chance
  const led = flags.mastermind && plan.solo === 'none' ? ledGroup(MASTERMINDS.get(plan.mastermind)!.leads, plan.sets) : '';
  const heroes = [...new Set([...canon('hero', listOf(flags.heroes)), ...(flags.scheme ? plan.requiredHeroes : [])])];
  const villains = [...new Set([...canon('villain group', listOf(flags.villains)), ...(flags.scheme ? plan.requiredVillains : []), ...(VILLAIN_GROUPS.has(led) ? [led] : [])])];
  const henchmen = [...new Set([...canon('henchmen group', listOf(flags.henchmen)), ...(flags.scheme ? plan.requiredHenchmen : []), ...(HENCHMEN.has(led) ? [led] : [])])];
  const fixed: Partial<Record<Family, string[]>> = {
    players: [playersLabel(plan.players, plan.solo)], challenges: plan.challenges, heroes, villains, henchmen,
  };
  const random: Partial<Record<Family, number>> = {
    heroes: Math.max(0, plan.heroes.length - heroes.length), villains: Math.max(0, plan.villains.length - villains.length),
    henchmen: Math.max(0, plan.henchmen.length - henchmen.length),
  };
  if (flags.mastermind) fixed.mastermind = [plan.mastermind]; else random.mastermind = 1;
  if (flags.scheme) fixed.scheme = [plan.scheme]; else random.scheme = 1;
  // parts left to chance are drawn from the selected sets' groups (and, in basic solo, the schemes it allows)
  const set = (xs: string[]) => new Set(xs.map((x) => x.toLowerCase()));
  const schemes = pool('scheme', plan.sets).filter((x) => plan.solo !== 'basic' || !SCHEMES.get(x)!.forbiddenInSolo);
  const allowed: Partial<Record<Family, ReadonlySet<string>>> = {
    mastermind: set(pool('mastermind', plan.sets)), scheme: set(schemes), heroes: set(pool('hero', plan.sets)),
    villains: set(pool('villain group', plan.sets)), henchmen: set(pool('henchmen group', plan.sets)),
  };
  const p = predict(m, { fixed, random, allowed });
  const setup: Record<string, unknown> = { players: plan.players };
  for (const k of ['mastermind', 'scheme'] as const) if (fixed[k]) setup[k] = fixed[k]![0];
  for (const k of ['heroes', 'villains', 'henchmen', 'challenges'] as const) if (fixed[k]!.length) setup[k] = fixed[k];
  return { ...p, model: path, bot: m.source.bot, setup };
}

export function formatModelOdds(r: ModelOdds): string {
  const fixed = Object.entries(r.setup).map(([k, v]) => `${k} ${Array.isArray(v) ? v.join(',') : String(v)}`).join('; ');
  return [
    `win rate ${pct(r.rate)}, 95% interval [${pct(r.lo)}, ${pct(r.hi)}] from the points model ${r.model} (bot ${r.bot}; no games played)`,
    `  setup: ${fixed}; the rest at their factor's average; difficulty ${num(r.points)} points`,
    r.unseen.length ? `  outside what the model saw: ${r.unseen.join(', ')} (counted as an average level, with the factor's spread added to the interval)` : '',
  ].filter(Boolean).join('\n') + '\n';
}
