// What the table shows at one moment of a Marvel Champions game, for the replay viewer (reports/viewer.ts): a
// plain, read-only summary with names, printed numbers and counters. It reads the state and changes nothing.

import { cardFacts } from './data.js';
import { mainTarget, maxHp, nameOf, remaining, stat, typeOf } from './rules.js';
import type { Game } from './state.js';

/** A card as shown: its name, its kind, and what is on it now (damage, threat, statuses, exhausted). */
export interface ChampionsFace { name: string; kind: string; notes: string[] }

export interface ChampionsBoard {
  round: number;
  phase: string;
  /** the player whose turn it is (-1 outside the player phase) and the first player */
  active: number;
  first: number;
  result: Game['result'];
  cause: string;
  villain: { face: ChampionsFace; stage: string; hp: number; max: number; atk: number; sch: number; attachments: ChampionsFace[] };
  main: { name: string; stage: string; threat: number; target: number; accel: number };
  sides: ChampionsFace[];
  envs: ChampionsFace[];
  encounterDeck: number;
  encounterDiscard: number;
  stats: Game['stats'];
  players: {
    identity: ChampionsFace; form: string; hp: number; max: number; eliminated: boolean;
    hand: ChampionsFace[]; play: ChampionsFace[]; engaged: ChampionsFace[]; deck: number; discard: number;
  }[];
}

function face(g: Game, id: number): ChampionsFace {
  const c = g.cards[id]!, kind = typeOf(g, id), notes: string[] = [];
  if (kind === 'minion' || kind === 'ally' || kind === 'villain' || kind === 'hero' || kind === 'alter_ego') notes.push(`${Math.max(0, remaining(g, id))}/${maxHp(g, id)} HP`);
  else if (c.dmg) notes.push(`${c.dmg} damage`);
  if (kind === 'side_scheme' || kind === 'main_scheme' || c.threat) notes.push(`${c.threat} threat`);
  if (c.ctr) notes.push(`${c.ctr} counters`);
  if (c.exh) notes.push('exhausted');
  if (c.stun) notes.push('stunned');
  if (c.conf) notes.push('confused');
  if (c.tough) notes.push('tough');
  return { name: nameOf(g, id), kind, notes };
}

/** The board now. */
export function championsBoard(g: Game): ChampionsBoard {
  const v = g.villain, m = g.cards[g.main]!;
  return {
    round: g.round, phase: g.phase, active: g.active, first: g.first, result: g.result, cause: g.cause,
    villain: {
      face: face(g, v), stage: cardFacts(g.cards[v]!.code).stage ?? '', hp: Math.max(0, remaining(g, v)), max: maxHp(g, v),
      atk: stat(g, v, 'atk'), sch: stat(g, v, 'sch'), attachments: g.attachments.filter((a) => g.cards[a]!.host === v).map((a) => face(g, a)),
    },
    main: { name: nameOf(g, g.main), stage: cardFacts(m.code).stage ?? '', threat: m.threat, target: mainTarget(g), accel: g.accel },
    sides: g.sides.map((s) => face(g, s)), envs: g.envs.map((e) => face(g, e)),
    encounterDeck: g.edeck.length, encounterDiscard: g.ediscard.length, stats: { ...g.stats },
    players: g.players.map((p) => ({
      identity: face(g, p.identity), form: p.form, hp: Math.max(0, remaining(g, p.identity)), max: maxHp(g, p.identity), eliminated: p.eliminated,
      hand: p.hand.map((c) => face(g, c)), play: p.play.map((c) => face(g, c)), engaged: p.engaged.map((c) => face(g, c)),
      deck: p.deck.length, discard: p.discard.length,
    })),
  };
}
