// Which options a bot takes: over seeded games on a card set's setups, how often each main-phase action and
// each kind of question was offered and how often the bot took it. A set's cards can only be judged by bots
// that use them (a bot that never Teleports makes Dark City look harder than it is), so every new action
// and every optional question a set's cards ask must be taken somewhere (experiments/test/usage.test.ts,
// `legendary bench --usage`).

import { makeAgents } from '../agents/registry.js';
import { PlayerView } from '../engine/legendary/observe.js';
import { choose, newGame } from '../engine/legendary/game.js';
import { ACTIONS } from '../engine/legendary/compile.js';
import { RULE_ACTIONS, actArg, actCode } from '../engine/legendary/actions.js';
import { contOrigin, decisionHint } from '../engine/legendary/flow.js';
import { MASTERMINDS, SCHEMES, defOf, pool } from '../engine/legendary/registry.js';
import { hasKeyword } from '../engine/legendary/rules.js';
import { randInt, seedRng } from '../engine/shared/rng.js';
import type { Game } from '../engine/legendary/types.js';
import type { SetupOptions } from '../engine/legendary/setup.js';
import { STEP_CAP, StepCapError } from '../agents/play.js';

export interface UsageRow {
  /** 'action': a main-phase action; 'question': any other decision, by its continuation key */
  what: 'action' | 'question';
  /** the action id ('teleport') or the question's key ('cable:disaster-survivalist:discard') */
  id: string;
  /** what the question is about (its DecisionHint), or the action's (its ActionHint) */
  about: string;
  /** where it comes from: a question's asking card's set ('rules' for the rules' own); an action's
   *  keyword ('keyword teleport') or 'card' (a hero's or a scheme's own action) */
  set: string;
  /** an optional question: it can be declined (no, -1, nothing paid), so taking it is the bot's choice */
  optional: boolean;
  /** decisions in which it was offered, and in which the bot took it */
  offered: number;
  taken: number;
}

export interface UsageOptions {
  /** the sets the games draw from; their masterminds and schemes are cycled through */
  sets: string[];
  /** only masterminds and schemes of these sets (default: all of `sets`) */
  featured?: string[];
  bot: string;
  games: number;
  seed?: string;
  players?: number[];
}

/** Bribe (Dark City and later): a fight of a Bribe villain for which Recruit paid is counted as its own row. */
const BRIBE_ROW = 'bribe: fight paid with Recruit';

/** Plays the games and returns one row per action and question kind seen, sorted by set and id. */
export function botUsage(o: UsageOptions): { rows: UsageRow[]; games: number; wins: number; decisions: number } {
  const featured = o.featured ?? o.sets;
  // the featured sets' Masterminds and schemes; where they have none (Dimensions has no scheme, 3D no Mastermind),
  // every one of the selected sets
  const own = <T>(all: T[], keep: (x: T) => boolean) => { const f = all.filter(keep); return f.length ? f : all; };
  const masterminds = own(pool('mastermind', o.sets), (m) => featured.includes(MASTERMINDS.get(m)!.set));
  const schemes = own(pool('scheme', o.sets), (s) => featured.includes(SCHEMES.get(s)!.set));
  const players = o.players ?? [2, 3, 4];
  const rows = new Map<string, UsageRow>();
  const row = (what: UsageRow['what'], id: string, about: string, set: string, optional: boolean): UsageRow => {
    const key = `${what}\u0000${id}`;
    let r = rows.get(key);
    if (!r) { r = { what, id, about, set, optional, offered: 0, taken: 0 }; rows.set(key, r); }
    // a rule's question asked for a set's card (a Bribe payment) belongs to that set
    else if (r.set === 'rules' && set !== 'rules') r.set = set;
    return r;
  };
  const rulesActions = new Set(RULE_ACTIONS);
  const pick = seedRng(`usage:${o.seed ?? ''}`);
  let decisions = 0, wins = 0;
  for (let i = 0; i < o.games; i++) {
    const setup: SetupOptions = {
      sets: o.sets, seed: `usage:${o.seed ?? ''}:${i}`,
      players: players[randInt(pick, players.length)]!,
      mastermind: qualified(MASTERMINDS.get(masterminds[i % masterminds.length]!)!),
      scheme: qualified(SCHEMES.get(schemes[Math.floor(i / masterminds.length) % schemes.length]!)!),
    };
    const g = newGame(setup);
    const agents = makeAgents(o.bot, setup.seed!, setup.players);
    const views = g.players.map((_, p) => new PlayerView(g, p));
    while (g.result === null) {
      if (g.steps >= STEP_CAP) throw new StepCapError(STEP_CAP);
      const d = g.pending!;
      const k = agents[d.player % agents.length]!.choose(views[d.player]!);
      const v = d.options[k]!;
      decisions++;
      if (d.kind === 'main') {
        const seen = new Set<number>();
        for (const x of d.options) {
          const a = ACTIONS[actCode(x)]!;
          if (rulesActions.has(a.id) || seen.has(a.code)) continue;
          seen.add(a.code);
          const r = row('action', a.id, a.hint.about, setOfAction(x), true);
          r.offered++;
          if (actCode(v) === a.code) r.taken++;
        }
        const bribe = bribeFight(g, d.options);
        const recruitBefore = g.t.recruit, turn = g.turn;
        choose(g, k);
        if (bribe.length) {
          const r = row('question', BRIBE_ROW, 'pay-split', 'dark-city', true);
          r.offered++;
          // Recruit spent on the fight (a forced split is not asked: the points tell)
          if (bribe.includes(v) && g.turn === turn && g.t.recruit < recruitBefore && g.pending?.reason !== 'pay-recruit-part') r.taken++;
        }
        continue;
      }
      const hint = decisionHint(d.reason);
      // a question the bot may decline: a -1 option (none), a yes / no that is not a choice between two harms,
      // or how much Recruit to pay
      const optional = d.options.includes(-1) || (d.kind === 'yesno' && d.options.includes(0) && hint?.about !== 'gain-wound') || hint?.about === 'pay-split';
      const r = row('question', d.reason, hint?.about ?? '?', setOfQuestion(g), optional);
      r.offered++;
      if (optional ? v > 0 || (v === 0 && d.kind !== 'yesno' && hint?.about !== 'pay-split') : true) r.taken++;
      if (d.reason === 'pay-recruit-part') { const b = row('question', BRIBE_ROW, 'pay-split', 'dark-city', true); if (v > 0) b.taken++; }
      choose(g, k);
    }
    if (g.result === 'win') wins++;
  }
  const out = [...rows.values()].sort((a, b) => (a.set === b.set ? 0 : a.set === 'rules' ? -1 : b.set === 'rules' ? 1 : a.set < b.set ? -1 : 1) || (a.what < b.what ? -1 : a.what > b.what ? 1 : 0) || (a.id < b.id ? -1 : 1));
  return { rows: out, games: o.games, wins, decisions };
}

const qualified = (x: { set: string; name: string }) => `${x.set}:${x.name}`;

/** The main-phase fight options against a villain with Bribe. */
function bribeFight(g: Game, options: readonly number[]): number[] {
  return options.filter((x) => {
    const a = ACTIONS[actCode(x)]!;
    if (a.id !== 'fight') return false;
    const c = g.city[actArg(x)]!;
    return c >= 0 && hasKeyword(g, c, 'bribe');
  });
}

/** Where an action comes from: its keyword, or a card's or scheme's own action. */
function setOfAction(x: number): string {
  const a = ACTIONS[actCode(x)]!;
  return a.keyword ? `keyword ${a.keyword}` : 'card';
}

/**
 * The set whose question this is: the set of the card module that asks it (a scheme's guess, a Mastermind's
 * question about a Scheme Twist), unless that is the core set; else its source card's set (a rule's question
 * about a Bribe villain belongs to Dark City), else the card whose effect asks.
 */
function setOfQuestion(g: Game): string {
  const d = g.pending!;
  const origin = contOrigin(d.reason);
  if (origin !== undefined && origin !== 'core') return origin;
  const c = d.source >= 0 ? d.source : g.pendingFrame?.s ?? -1;
  return c >= 0 ? defOf(g, c).set : 'rules';
}
