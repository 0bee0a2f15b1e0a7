// Demolish (Champions and later sets; Universal Rulebook, Demolish): "Demolish each player" reveals the top card of the
// Hero Deck once, notes its cost and puts it on the bottom of the Hero Deck; then each player reveals their hand and
// discards a card with that cost (a 'card' question when they have different ones, intent 'discard'; none: nothing).
// `demolish(g, players, src, ko)`: the players demolished (one reveal for them all); with `ko`, each card discarded is
// then KO'd ("KO all the Heroes Demolished this way"). With an empty Hero Deck nothing is revealed, and nobody discards.
import { ask, cont, later } from '../flow.js';
import { discardCard, distinct, heroCost, koCard, log, nameOf } from '../rules.js';
import type { Game } from '../types.js';
import { Z_HAND } from '../types.js';

/** Demolishes `players` (in that order) with one card of the Hero Deck; `ko`: the cards discarded are KO'd after. */
export function demolish(g: Game, players: readonly number[], src: number, ko = false): void {
  if (players.length === 0) return;
  const top = g.heroDeck.pop();
  if (top === undefined) { g.log && log(g, '  Demolish: the Hero Deck is empty'); return; }
  g.heroDeck.unshift(top);
  const cost = heroCost(g, top); // measured as the hand's cards are
  g.log && log(g, `  Demolish: ${nameOf(g, top)} (cost ${cost}) goes to the bottom of the Hero Deck`);
  for (const p of players) later(g, DEMOLISH_EACH, p, src, cost, null, ko ? 1 : 0);
}

const DEMOLISH_EACH = cont('demolish:each', (g, f) => {
  const opts = g.players[f.p]!.hand.filter((c) => heroCost(g, c) === f.n);
  if (opts.length === 0) return;
  ask(g, f.p, 'card', DEMOLISHED, distinct(g, f.p, opts), { source: f.c, m: f.m });
});
const DEMOLISHED = cont('demolish:discard', (g, f, v) => {
  if (v < 0) return;
  discardCard(g, f.p, v, Z_HAND, true, f.c);
  if (f.m === 1 && g.players[f.p]!.discard.includes(v)) koCard(g, f.p, v, f.c);
}, { about: 'discard' });
