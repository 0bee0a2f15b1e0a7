// `legendary play`: one game with bots, from flags or from a replay file.

import { readFileSync } from 'node:fs';
import { makeAgents } from '../agents/registry.js';
import { playOut, StepCapError } from '../agents/play.js';
import { newGame, replay, summary, SetupError, type SetupOptions } from '../engine/legendary/index.js';
import { UsageError } from './errors.js';
import { keepGame } from './view.js';

export interface PlayFlags {
  mastermind?: string; epic?: boolean; scheme?: string; players: string; seed?: string; sets?: string;
  heroes?: string; villains?: string; henchmen?: string; solo?: 'basic' | 'advanced';
  /** challenge modes: comma-separated, and/or the option given several times */
  challenge?: string | string[];
  bot: string; log?: boolean; json?: boolean; replay?: string;
  /** write the game as a replay file / as a replay page */
  save?: string; html?: string;
  /** what-if changes: "Loki.attack=9,The Legacy Virus.twists=6", and/or the option given several times */
  change?: string | string[];
}

/** A replay file: the setup options (including the seed), the bot table and the choices made so far. */
export interface ReplayFile { setup: SetupOptions; bot?: string; choices: number[] }

const list = (s?: string) => (s === undefined ? undefined : s.split(',').map((x) => x.trim()).filter(Boolean));

export function parsePlayers(s: string): number {
  const n = Number(s);
  if (!/^\s*\d+\s*$/.test(s) || !Number.isInteger(n)) throw new SetupError(`impossible player count "${s}"; accepted: 1, 2, 3, 4, 5`);
  return n;
}

/** Parses what-if changes: "<card or group>.<field>=<number>" items, comma-separated. */
export function parseChanges(v: string | string[] | undefined): Record<string, number> | undefined {
  if (v === undefined) return undefined;
  const out: Record<string, number> = {};
  for (const item of [v].flat().flatMap((x) => x.split(',')).map((x) => x.trim()).filter(Boolean)) {
    const m = /^(.+\.[^.=]+)=\s*(-?\d+)\s*$/.exec(item);
    if (!m) throw new SetupError(`a change is "<card or group>.<field>=<number>" (got "${item}"), e.g. "Loki.attack=9"`);
    out[m[1]!.trim()] = Number(m[2]);
  }
  return out;
}

export function setupFromFlags(o: PlayFlags): SetupOptions {
  const seed = o.seed ?? String(Math.floor(Math.random() * 2 ** 31));
  return {
    players: parsePlayers(o.players), seed: /^\d+$/.test(seed) ? Number(seed) : seed,
    mastermind: o.mastermind, ...(o.epic ? { epic: true } : {}), scheme: o.scheme,
    heroes: list(o.heroes), villains: list(o.villains), henchmen: list(o.henchmen), solo: o.solo, sets: list(o.sets),
    challenges: o.challenge === undefined ? undefined : [o.challenge].flat().flatMap((c) => list(c)!),
    changes: parseChanges(o.change),
  };
}

function readReplay(file: string): ReplayFile {
  let raw: unknown;
  try { raw = JSON.parse(readFileSync(file, 'utf8')); } catch (e) {
    throw new UsageError(`cannot read replay file ${file}: ${(e as Error).message}`);
  }
  const r = raw as Partial<ReplayFile>;
  if (!r || typeof r !== 'object' || !r.setup || typeof r.setup !== 'object' || !Array.isArray(r.choices)) {
    throw new UsageError(`replay file ${file} must be a JSON object with "setup" (players, seed, ...) and "choices" (option indices)`);
  }
  return r as ReplayFile;
}

export function playCommand(o: PlayFlags): void {
  let setup: SetupOptions, choices: number[] = [], bot = o.bot;
  if (o.replay) {
    const r = readReplay(o.replay);
    setup = r.setup; choices = r.choices; bot = r.bot ?? bot;
  } else setup = setupFromFlags(o);
  const g = choices.length ? replay({ ...setup, log: o.log }, choices) : newGame({ ...setup, log: o.log, record: true });
  const agents = makeAgents(bot, setup.seed, g.players.length);
  let error = '';
  try { playOut(g, agents); } catch (e) {
    if (!(e instanceof StepCapError)) throw e;
    error = e.message;
  }
  const s = summary(g);
  keepGame(o, { setup, bot, choices: g.choices ?? [] });
  if (o.log && g.log) process.stdout.write(g.log.join('\n') + '\n\n');
  if (o.json) {
    process.stdout.write(JSON.stringify({ ...s, bots: agents.map((a) => a.spec), error: error || undefined }) + '\n');
  } else {
    const st = s.setup;
    process.stdout.write([
      `${s.result === 'win' ? 'Players win' : s.result === 'loss' ? 'Evil wins' : s.result === 'draw' ? 'Draw' : 'Unfinished'}: ${s.cause || error} after ${s.turns} turns`,
      `  ${st.mastermind} / ${st.scheme}, ${st.players} player(s)${st.solo !== 'none' ? ` (${st.solo} solo)` : ''}, seed ${s.seed}`,
      `  card sets: ${st.sets.join(', ')}`,
      `  heroes: ${st.heroes.join(', ')}`,
      `  villains: ${st.villains.join(', ')}; henchmen: ${st.henchmen.join(', ')}`,
      `  challenges: ${st.challenges.length ? st.challenges.join(', ') : 'none'}`,
      `  VP: ${s.vp.join(' / ')}${s.soloScore !== null ? `; solo score ${s.soloScore}` : ''}`,
      `  twists ${s.twists}, escapes ${s.escapes}, bystanders carried ${s.bystandersCarried}, wounds ${s.woundsGained}, tactics ${s.tacticsDefeated}/4`,
      `  trace ${s.traceHash}`,
    ].join('\n') + '\n');
  }
  if (error) process.exitCode = 1;
}
