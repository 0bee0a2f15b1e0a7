// Wall-Crawl (Paint the Town Red and later sets): "When you recruit this Hero, you may put it on top of your
// deck." A 'recruit' hook: when the recruited hero has the keyword, its recruiter is asked (yes/no) whether it
// goes on top of the deck instead of staying in the discard pile. Gaining a hero is not recruiting it, so
// only 'recruit' events count. A rule that gives every hero Wall-Crawl (a scheme) calls `offerWallCrawl` for
// the heroes without it. Putting the card on top announces a 'putOnDeck' event.

import { keywordRules } from '../compile.js';
import { ask, cont } from '../flow.js';
import { announce, hasKeyword, log, nameOf } from '../rules.js';
import type { Game } from '../types.js';

export const WALL_CRAWL = 'wall-crawl';

/** Puts card c, which player p owns, on top of their deck from their discard pile (false if it is not there). */
export function discardToDeckTop(g: Game, p: number, c: number): boolean {
  const pl = g.players[p]!;
  const i = pl.discard.lastIndexOf(c);
  if (i < 0) return false;
  pl.discard.splice(i, 1);
  pl.deck.push(c);
  announce(g, 'putOnDeck', p, c);
  return true;
}

const crawl = cont('wall-crawl:put-on-deck', (g, f, v) => {
  if (v !== 1 || !discardToDeckTop(g, f.p, f.c)) return;
  g.log && log(g, `  ${nameOf(g, f.c)} wall-crawls onto the top of P${f.p + 1}'s deck`);
}, { about: 'may' });

/** Offers player p to put the hero c they just recruited on top of their deck. */
export function offerWallCrawl(g: Game, p: number, c: number): void {
  if (g.players[p]!.discard.includes(c)) ask(g, p, 'yesno', crawl, [1, 0], { source: c });
}

keywordRules(WALL_CRAWL, {
  on: { recruit: { after: (g, e) => { if (hasKeyword(g, e.c, WALL_CRAWL)) offerWallCrawl(g, e.p, e.c); } } },
});
