// Which batches a cell needs, given the batches already played: fixed games, or adaptive sampling in
// rounds. A pure function of the stored results, so a run, its resumption and a merge of shards all agree
// on the set of games.

import { wilson } from './stats.js';
import { inShard, roundEnds, splitRange, type BatchRef, type Cell, type Experiment } from './spec.js';

/** What a stored batch contributes to the stopping rule. */
export interface BatchTally { n: number; wins: number; errors: number }

export interface CellWalk {
  /** every batch of the rounds decided so far (this shard's share) */
  batches: BatchRef[];
  /** the batches of those that have no stored result yet */
  missing: BatchRef[];
  complete: boolean;
  /** why the cell stopped: "games" (fixed count), "ci" (interval narrow enough), "max" (maxGames reached) */
  stop: 'games' | 'ci' | 'max' | null;
}

export type Shard = { k: number; n: number } | null;

/**
 * Walks the rounds of a cell. Adaptive sampling: after minGames, and after each further round of
 * roundGames, the cell stops when the Wilson 95% half-width of wins / finished games is at most
 * ciHalfWidth, or when maxGames is reached. A round is judged only once every game of it is stored, so
 * the games played depend on the results alone, never on timing or worker count.
 */
export function walkCell(ex: Experiment, cell: Cell, shard: Shard, lookup: (b: BatchRef) => BatchTally | undefined): CellWalk {
  const batches: BatchRef[] = [];
  const missing: BatchRef[] = [];
  if (typeof ex.games !== 'number' && !inShard(ex, { cell: cell.index, start: 0, end: 0 }, shard)) {
    return { batches, missing, complete: true, stop: null };
  }
  let prev = 0, n = 0, wins = 0;
  for (const end of roundEnds(ex.games)) {
    for (const b of splitRange(cell.index, prev, end, ex.batchSize)) {
      if (typeof ex.games === 'number' && !inShard(ex, b, shard)) continue;
      batches.push(b);
      const t = lookup(b);
      if (!t) missing.push(b); else { n += t.n; wins += t.wins; }
    }
    prev = end;
    if (missing.length) return { batches, missing, complete: false, stop: null };
    if (typeof ex.games === 'number') return { batches, missing, complete: true, stop: 'games' };
    const w = wilson(wins, n);
    if (w && w.halfWidth <= ex.games.ciHalfWidth) return { batches, missing, complete: true, stop: 'ci' };
  }
  return { batches, missing, complete: true, stop: 'max' };
}
