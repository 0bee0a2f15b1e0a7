// Which options a Marvel Champions bot takes: over seeded games (every villain, random teams of every hero and
// aspect), how often each kind of question was offered and answered with something other than declining, and how
// often each player card's ability (playing it, its actions, its triggers, its resource ability) was offered and
// used. A card whose ability the bot never uses makes its hero look weaker than it is, so this is part of the bots'
// support for the game (`legendary champions bench --usage`).

import { ChampionsView, makeChampionsAgent } from '../agents/champions/index.js';
import { cardFacts, choose, decision, drawTeam, hint, newGame, VILLAINS, type Game, type Opt } from '../engine/champions/index.js';
import { seedRng } from '../engine/shared/rng.js';

export interface ChampionsUsageRow {
  /** 'question': a decision by its continuation key; 'card': a player card's ability, by card name and what it does */
  what: 'question' | 'card';
  id: string;
  /** the question's kind and intent ('target target-enemy'), or the ability ('play', 'action 1', 'trigger', 'resource') */
  about: string;
  /** a question that can be declined (pass, none, done, keep), so answering it otherwise is the bot's choice */
  optional: boolean;
  offered: number;
  taken: number;
}

const DECLINE = new Set(['pass', 'none', 'done', 'keep', 'end']);

/** The player-card abilities an option stands for (a card in play or in hand, not an encounter card). */
function cardAbility(g: Game, o: Opt): { id: string; about: string } | null {
  if (o.c < 0) return null;
  const c = g.cards[o.c]!;
  if (c.owner < 0 || c.code === '?') return null;
  const name = cardFacts(c.code).name;
  switch (o.t) {
    case 'play': return { id: name, about: 'play' };
    case 'act': return { id: name, about: `action ${o.x + 1}` };
    case 'use': return { id: name, about: 'trigger' };
    case 'ability': return { id: name, about: 'resource' };
    case 'ally-attack': return { id: name, about: 'ally attack' };
    case 'ally-thwart': return { id: name, about: 'ally thwart' };
    default: return null;
  }
}

export interface ChampionsUsageOptions { bot: string; games: number; seed?: string; players?: number[] }

/** Plays the games and returns a row per question kind and per card ability seen, sorted. */
export function championsUsage(o: ChampionsUsageOptions): { rows: ChampionsUsageRow[]; games: number; wins: number; decisions: number } {
  const players = o.players ?? [1, 2];
  const rows = new Map<string, ChampionsUsageRow>();
  const row = (what: ChampionsUsageRow['what'], id: string, about: string, optional: boolean): ChampionsUsageRow => {
    const key = `${what}\u0000${id}\u0000${about}`;
    let r = rows.get(key);
    if (!r) { r = { what, id, about, optional, offered: 0, taken: 0 }; rows.set(key, r); }
    if (optional) r.optional = true;
    return r;
  };
  let wins = 0, decisions = 0;
  for (let i = 0; i < o.games; i++) {
    const seed = `${o.seed ?? 'usage'}:${i}`;
    const n = players[i % players.length]!;
    const g = newGame({ villain: VILLAINS[i % VILLAINS.length]!, heroes: drawTeam(seedRng(`usage-team:${seed}`), n), seed });
    const agent = makeChampionsAgent(o.bot, seed);
    for (let d = decision(g); d !== null; d = decision(g)) {
      const k = agent.choose(new ChampionsView(g));
      decisions++;
      const optional = d.options.some((x) => DECLINE.has(x.t));
      const q = row('question', d.reason, `${d.kind} ${hint(d)?.intent ?? ''}`.trim(), optional);
      q.offered++;
      if (!DECLINE.has(d.options[k]!.t)) q.taken++;
      // each card ability offered once per decision, taken when chosen
      const seen = new Set<string>();
      d.options.forEach((x, j) => {
        const a = cardAbility(g, x);
        if (!a) return;
        const key = `${a.id}\u0000${a.about}`;
        const r = row('card', a.id, a.about, false);
        if (!seen.has(key)) { seen.add(key); r.offered++; }
        if (j === k) r.taken++;
      });
      choose(g, k);
    }
    if (g.result === 'win') wins++;
  }
  const out = [...rows.values()].sort((a, b) => (a.what === b.what ? (a.id === b.id ? (a.about < b.about ? -1 : 1) : a.id < b.id ? -1 : 1) : a.what < b.what ? -1 : 1));
  return { rows: out, games: o.games, wins, decisions };
}
