// `legendary odds`: how likely is this setup to be won? Plays it (anything left out drawn per game, as `play`
// does) until the 95% interval of the win rate is narrower than --width, and prints the rate, its interval, why
// the games were lost and how many were played.

import { makeAgents } from '../agents/registry.js';
import { playOut, StepCapError } from '../agents/play.js';
import { newGame, SetupError, summary } from '../engine/legendary/index.js';
import { wilson } from '../experiments/stats.js';
import { UsageError } from './errors.js';
import { setupFromFlags, type PlayFlags } from './play.js';
import { formatModelOdds, oddsFromModel } from './points.js';

export interface OddsFlags extends Omit<PlayFlags, 'log' | 'replay'> {
  width: string;
  maxGames: string;
  /** answer from a points model instead of playing (scripts/points.ts) */
  model?: string;
}

export interface OddsResult {
  winRate: number; lo: number; hi: number; games: number; wins: number;
  /** why the lost games were lost (Legendary's causes: evil wins by scheme, Mastermind escapes, ...), and stalls */
  causes: Record<string, number>;
  /** the setup as given: what was fixed; everything else was drawn per game */
  setup: Record<string, unknown>;
  bot: string;
  /** the interval reached the width (false: --max-games came first) */
  converged: boolean;
}

/** The smallest number of games before the stopping rule is looked at (a very lopsided start proves little). */
const MIN_GAMES = 50;

/**
 * Plays seeded games of the setup until the Wilson 95% interval is narrower than `width` (or `maxGames` are
 * played). Game i uses seed "<seed>:<i>", so a run reproduces exactly. The stopping rule reads only the interval's
 * width, not the estimate, which keeps the estimate close to unbiased.
 */
export function odds(o: OddsFlags, progress?: (r: OddsResult) => void): OddsResult {
  const width = Number(o.width), maxGames = Number(o.maxGames);
  if (!(width > 0 && width < 1)) throw new UsageError(`--width must be a number between 0 and 1 (got "${o.width}")`);
  if (!Number.isInteger(maxGames) || maxGames < MIN_GAMES) throw new UsageError(`--max-games must be a whole number, at least ${MIN_GAMES} (got "${o.maxGames}")`);
  const base = o.seed ?? '1';
  const causes: Record<string, number> = {};
  let wins = 0, games = 0;
  const fixed: Record<string, unknown> = {};
  const lists = new Set(['sets', 'heroes', 'villains', 'henchmen', 'challenge', 'change']);
  for (const k of ['sets', 'mastermind', 'scheme', 'heroes', 'villains', 'henchmen', 'players', 'solo', 'challenge', 'change'] as const) {
    const v = o[k];
    if (v === undefined) continue;
    fixed[k] = lists.has(k) ? [v].flat().flatMap((x) => String(x).split(',')).map((x) => x.trim()).filter(Boolean) : k === 'players' ? Number(v) : v;
  }
  if (o.epic) fixed.epic = true;
  const result = (converged: boolean): OddsResult => {
    const w = wilson(wins, games) ?? { low: 0, high: 1 };
    return { winRate: games ? wins / games : 0, lo: w.low, hi: w.high, games, wins, causes, setup: fixed, bot: o.bot, converged };
  };
  let last = Date.now();
  while (games < maxGames) {
    let g;
    try { g = newGame(setupFromFlags({ ...o, seed: `${base}:${games}` })); } catch (e) {
      if (e instanceof SetupError) throw new UsageError(e.message);
      throw e;
    }
    const agents = makeAgents(o.bot, `${base}:${games}`, g.players.length);
    try { playOut(g, agents); } catch (e) {
      if (!(e instanceof StepCapError)) throw e;
    }
    const s = summary(g);
    games++;
    if (s.result === 'win') wins++;
    else { const c = s.result === null ? 'stalled (step cap)' : s.cause || s.result; causes[c] = (causes[c] ?? 0) + 1; }
    if (games >= MIN_GAMES) {
      const w = wilson(wins, games)!;
      if (w.high - w.low < width) return result(true);
    }
    if (progress && Date.now() - last > 500) { last = Date.now(); progress(result(false)); }
  }
  return result(false);
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

export function oddsCommand(o: OddsFlags): void {
  if (o.model !== undefined) {
    const r = oddsFromModel(o.model, o);
    process.stdout.write(o.json ? JSON.stringify({ winRate: r.rate, lo: r.lo, hi: r.hi, games: 0, points: r.points, unseen: r.unseen, setup: r.setup, bot: r.bot, model: r.model }) + '\n' : formatModelOdds(r));
    return;
  }
  const tty = !!process.stderr.isTTY;
  const r = odds(o, o.json ? undefined : (p) => {
    const line = `  ${p.games} games, win rate ${pct(p.winRate)} [${pct(p.lo)}, ${pct(p.hi)}]`;
    process.stderr.write(tty ? `\r${line}   ` : `${line}\n`);
  });
  if (tty && !o.json) process.stderr.write('\r\x1b[K');
  if (o.json) {
    process.stdout.write(JSON.stringify(r) + '\n');
    return;
  }
  const fixed = Object.entries(r.setup).map(([k, v]) => `${k} ${Array.isArray(v) ? v.join(',') : String(v)}`).join('; ');
  const losses = r.games - r.wins;
  process.stdout.write([
    `win rate ${pct(r.winRate)}, 95% interval [${pct(r.lo)}, ${pct(r.hi)}] over ${r.games} games (${r.wins} won), bot ${r.bot}`,
    `  setup: ${fixed || 'everything drawn per game'}${fixed ? '; the rest drawn per game' : ''}`,
    `  losses: ${losses === 0 ? 'none' : Object.entries(r.causes).sort((a, b) => b[1] - a[1]).map(([c, n]) => `${c} ${n} (${pct(n / losses)})`).join(', ')}`,
    r.converged ? '' : `  stopped at --max-games ${r.games} before the interval was narrower than --width ${o.width}`,
  ].filter(Boolean).join('\n') + '\n');
}
