// What a person sees on the table at one moment: a plain, read-only summary of a game's state for the replay
// viewer (reports/viewer.ts) and tests. Cards are their definition ids (a card table gives names and numbers);
// it reads the state and changes nothing.

import { villainAttack } from './rules/city.js';
import { cityName } from './rules/lookups.js';
import { mastermindAttack, otherAttack } from './rules/mastermind.js';
import { victoryPoints } from './rules/scoring.js';
import type { Game } from './types.js';

export interface BoardPlayer {
  hand: number[];
  deck: number;
  discard: number[];
  inPlay: number[];
  victory: number[];
  vp: number;
  /** Wounds in hand, deck and discard pile */
  wounds: number;
}

export interface Board {
  turn: number;
  current: number;
  phase: string;
  result: Game['result'];
  cause: string;
  /** city spaces from the Sewers end: the villain (definition id, -1 = empty), its Attack now, what it holds */
  city: { name: string; card: number; attack: number; holds: number[] }[];
  hq: number[];
  /** `at`: the city space the Mastermind stands in (a Mastermind who enters the city), or -1 on the Mastermind space */
  mastermind: { card: number; attack: number; tacticsLeft: number; holds: number[]; defeated: boolean; at: number };
  /** Masterminds besides the setup's (villains that ascended): card (definition id), Attack now, what each holds */
  others: { card: number; attack: number; holds: number[] }[];
  scheme: { twists: number; twistsInDeck: number; zone: number[] };
  escaped: number[];
  ko: number;
  wounds: number;
  bystanders: number;
  officers: number;
  villainDeck: number;
  heroDeck: number;
  /** the current player's Attack and Recruit points */
  attack: number;
  recruit: number;
  stats: Game['stats'];
  players: BoardPlayer[];
}

const ids = (g: Game, cards: readonly number[]): number[] => cards.map((c) => g.defOf[c]!);

/** The board now. */
export function board(g: Game): Board {
  const countWounds = (cards: readonly number[]) => { let n = 0; for (const c of cards) if (g.cards[g.defOf[c]!]!.kind === 'wound') n++; return n; };
  const mmHolds = g.att[g.city.length] ?? [];
  return {
    turn: g.turn, current: g.current, phase: g.phase, result: g.result, cause: g.cause,
    city: g.city.map((c, s) => ({ name: cityName(s), card: c < 0 ? -1 : g.defOf[c]!, attack: c < 0 ? 0 : villainAttack(g, s, false), holds: ids(g, g.att[s] ?? []) })),
    hq: g.hq.map((c) => (c < 0 ? -1 : g.defOf[c]!)),
    mastermind: {
      card: g.mastermind.length ? g.defOf[g.mastermind[0]!]! : -1, attack: g.mastermind.length ? mastermindAttack(g, false) : 0,
      tacticsLeft: g.tactics.length, holds: ids(g, mmHolds), defeated: g.tactics.length === 0 && g.finalBlow === 0,
      at: g.mastermindAt,
    },
    others: g.others.map((c, i) => ({ card: g.defOf[c]!, attack: otherAttack(g, i, false), holds: ids(g, g.othersAtt[i]!) })),
    scheme: { twists: g.stats.twists, twistsInDeck: g.setup.twists, zone: ids(g, g.schemeZone) },
    escaped: ids(g, g.escaped), ko: g.ko.length, wounds: g.wounds.length, bystanders: g.bystanders.length, officers: g.officers.length,
    villainDeck: g.villainDeck.length, heroDeck: g.heroDeck.length,
    attack: g.t.attack, recruit: g.t.recruit, stats: { ...g.stats },
    players: g.players.map((pl, p) => ({
      hand: ids(g, pl.hand), deck: pl.deck.length, discard: ids(g, pl.discard), inPlay: ids(g, pl.inPlay), victory: ids(g, pl.victory),
      vp: victoryPoints(g, p), wounds: countWounds(pl.hand) + countWounds(pl.deck) + countWounds(pl.discard),
    })),
  };
}

/** The card table entry of a definition id, for display: name, kind, group, printed numbers and our own summary. */
export function cardFace(g: Game, id: number): { name: string; kind: string; group: string; cost: number; attack: number; recruit: number; vp: number; plus?: Record<string, boolean>; text?: string } {
  const d = g.cards[id]!;
  return { name: d.name, kind: d.kind, group: d.group, cost: d.cost, attack: d.attack, recruit: d.recruit, vp: d.vp, plus: d.plus, text: d.text };
}

