// What must hold at every decision of a Marvel Champions game: each card is in exactly one place and that place
// agrees with its zone; counts never go negative; in-play cards' states make sense. Tests and the fuzz call it.

import { knownIndex } from './codes.js';
import type { Game } from './state.js';

const LISTED = new Set(['deck', 'hand', 'discard', 'play', 'dealt', 'aside', 'minion', 'side', 'env', 'attach', 'edeck', 'ediscard', 'boost']);

/** The problems found (empty when the state is sound). */
export function invariantProblems(g: Game): string[] {
  const out: string[] = [];
  const seen = new Map<number, string>();
  const lists: [string, number[], (id: number) => boolean][] = [];
  g.players.forEach((pl, p) => {
    lists.push([`P${p + 1}.deck`, pl.deck, (id) => g.cards[id]!.zone === 'deck' && g.cards[id]!.owner === p]);
    lists.push([`P${p + 1}.hand`, pl.hand, (id) => g.cards[id]!.zone === 'hand' && g.cards[id]!.owner === p]);
    lists.push([`P${p + 1}.discard`, pl.discard, (id) => g.cards[id]!.zone === 'discard' && g.cards[id]!.owner === p]);
    lists.push([`P${p + 1}.play`, pl.play, (id) => g.cards[id]!.zone === 'play' && g.cards[id]!.ctrl === p]);
    lists.push([`P${p + 1}.dealt`, pl.dealt, (id) => g.cards[id]!.zone === 'dealt']);
    lists.push([`P${p + 1}.nemesis`, pl.nemesis, (id) => g.cards[id]!.zone === 'aside']);
    lists.push([`P${p + 1}.engaged`, pl.engaged, (id) => g.cards[id]!.zone === 'minion' && g.cards[id]!.eng === p]);
  });
  lists.push(['sides', g.sides, (id) => g.cards[id]!.zone === 'side']);
  lists.push(['envs', g.envs, (id) => g.cards[id]!.zone === 'env']);
  lists.push(['attachments', g.attachments, (id) => g.cards[id]!.zone === 'attach']);
  lists.push(['edeck', g.edeck, (id) => g.cards[id]!.zone === 'edeck']);
  lists.push(['ediscard', g.ediscard, (id) => g.cards[id]!.zone === 'ediscard']);
  lists.push(['boosts', g.boosts, (id) => g.cards[id]!.zone === 'boost']);
  for (const [name, l, ok] of lists) {
    for (const id of l) {
      if (seen.has(id)) out.push(`card ${id} (${g.cards[id]!.code}) is in ${name} and ${seen.get(id)}`);
      seen.set(id, name);
      if (!ok(id)) out.push(`card ${id} (${g.cards[id]!.code}) in ${name} has zone ${g.cards[id]!.zone}`);
    }
  }
  for (const c of g.cards) {
    if (LISTED.has(c.zone) && !seen.has(c.id)) out.push(`card ${c.id} (${c.code}) has zone ${c.zone} but is in no list`);
    if (c.dmg < 0 || c.threat < 0 || c.ctr < 0) out.push(`card ${c.id} has a negative count`);
    // the code's number follows the code (codes.ts setCode): a code changed around it would read another card's facts
    if (knownIndex(c.code) !== c.ci) out.push(`card ${c.id} (${c.code}) has code number ${c.ci}, not its code's`);
    // a card may be between zones while an effect holds it (being played, revealed, looked at); never at a turn's main decision
    if (c.zone === 'limbo' && g.pending?.kind === 'main') out.push(`card ${c.id} (${c.code}) is between zones at a main decision`);
  }
  if (g.cards[g.villain]!.zone !== 'villain') out.push('the villain is not in the villain zone');
  if (g.cards[g.main]!.zone !== 'main') out.push('the main scheme is not in the main zone');
  for (const pl of g.players) if (g.cards[pl.identity]!.zone !== 'identity') out.push('an identity left its zone');
  if (g.accel < 0) out.push('negative acceleration');
  return out;
}

/** Cards per owner group: player p's cards, and the scenario's; constant over a game. */
export function cardCount(g: Game): number { return g.cards.length; }
