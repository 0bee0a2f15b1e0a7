// Cheering Crowds (Champions): "You may play this card twice in a row if you return a Bystander from your Victory Pile to
// the bottom of the Bystander Stack." The card is played, its ability done (and what it deferred); then, if its player
// has a Bystander in their victory pile, they may return one (a 'yesno' question, intent 'may'; which one, a 'card'
// question among different ones, intent 'lose-vp') and play a bonus copy of the card: its points and ability again,
// and it counts again as a card played this turn (for superpowers and "for each card you played"). The bonus copy
// offers nothing more (the card already appears in this turn's plays).
import { keywordRules } from '../compile.js';
import { ask, cont, later } from '../flow.js';
import { resolvePlay } from '../actions.js';
import { distinct, hasKeyword, isBystander, log, nameOf, removeFrom } from '../rules.js';
import type { Game, GameEvent } from '../types.js';

export const CHEERING_CROWDS = 'cheering-crowds';

/** How many times card c appears among this turn's plays. */
function plays(g: Game, c: number): number {
  let n = 0;
  const a = g.t.played;
  for (let i = 0; i < a.length; i += 2) if (a[i] === c) n++;
  return n;
}

const bystanders = (g: Game, p: number) => g.players[p]!.victory.filter((c) => isBystander(g, c));

function played(g: Game, e: GameEvent): void {
  if (!hasKeyword(g, e.c, CHEERING_CROWDS) || plays(g, e.c) !== 1 || !g.players[e.p]!.inPlay.includes(e.c)) return;
  if (bystanders(g, e.p).length === 0) return;
  later(g, OFFER, e.p, e.c);
}
const OFFER = cont('cheering-crowds:offer', (g, f) => {
  if (bystanders(g, f.p).length === 0) return;
  ask(g, f.p, 'yesno', AGAIN, [1, 0], { source: f.c });
});
const AGAIN = cont('cheering-crowds:play-again', (g, f, v) => {
  if (v !== 1) return;
  ask(g, f.p, 'card', RETURNED, distinct(g, f.p, bystanders(g, f.p)), { source: f.c });
}, { about: 'may' });
const RETURNED = cont('cheering-crowds:return', (g, f, v) => {
  if (v < 0 || !removeFrom(g.players[f.p]!.victory, v)) return;
  g.bystanders.unshift(v); // the bottom of the stack
  g.log && log(g, `  P${f.p + 1} returns ${nameOf(g, v)} to the Bystander stack: ${nameOf(g, f.c)} is played again`);
  resolvePlay(g, f.p, f.c, f.c);
}, { about: 'lose-vp' });

keywordRules(CHEERING_CROWDS, { on: { play: { after: played } } });
