// Howard the Duck (Dimensions, no team).
//
// - Traveling Companion: the top card of the Bystander stack is revealed; a special Bystander (any Bystander but the
//   basic one) is rescued through `rescueCard` (its Rescue effect happens), any other goes to the bottom of the stack.
// - Rebel Without a Cause: the top card of the deck (the discard pile shuffled in when it is empty) is revealed and
//   drawn if it costs 0 or shows no team icon (a Wound costs 0); otherwise it stays on top.
// - Right Place, Wrong Time: +1 Attack per hero played earlier this turn whose played side shows no team icon.
// - Interplanetary Visitor: the top three cards are revealed (they stay on the deck while the player chooses): one
//   is drawn ('gain'), then one of the two left is KO'd ('lose') and the other discarded. With fewer than three
//   cards in deck and discard pile together the rulebook is silent: the steps go in printed order as far as the
//   cards last (draw, then discard); nothing is KO'd, the reading worst for the player (no deck thinning).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { drawFound } from '../../../keywords/investigate.js';
import { hero } from '../../../registry.js';
import { BASIC } from '../../core/basics.js';
import {
  def, discardCard, distinct, draw, gainAttack, isBystander, koCard, log, nameOf, peekTop, playedWhere, rescueCard, topOfDeck,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { COVERT, INSTINCT, TECH, Z_BYSTANDERS, Z_DECK } from '../../../types.js';

/** A special Bystander: any Bystander card but the basic one. */
function isSpecialBystander(g: Game, b: number): boolean { return isBystander(g, b) && def(g, b).key !== BASIC.bystander; }

function travelingCompanion(g: Game, p: number): void {
  const b = g.bystanders.pop();
  if (b === undefined) return;
  g.log && log(g, `  P${p + 1} reveals ${nameOf(g, b)} from the Bystander stack`);
  if (isSpecialBystander(g, b)) { rescueCard(g, p, b, Z_BYSTANDERS); return; }
  g.bystanders.unshift(b); // the bottom of the stack
}

/** A card with no team icon (its every side: a Divided card in the deck counts as both). */
export function noTeamIcon(g: Game, c: number): boolean { return def(g, c).teams === 0; }

function rebel(g: Game, p: number): void {
  const top = topOfDeck(g, p);
  if (top < 0) return;
  g.log && log(g, `  P${p + 1} reveals ${nameOf(g, top)}`);
  if (def(g, top).cost === 0 || noTeamIcon(g, top)) draw(g, p, 1);
}

// Interplanetary Visitor: `n` the number of cards revealed (still the top n of the deck).
const visitorKo = cont('howard-the-duck:interplanetary-visitor:ko', (g, f, v) => {
  const deck = g.players[f.p]!.deck;
  const rest = deck.slice(-2);
  if (v < 0 || !rest.includes(v)) return;
  const other = rest[0] === v ? rest[1]! : rest[0]!;
  koCard(g, f.p, v, f.c);
  discardCard(g, f.p, other, Z_DECK, true, f.c);
}, { about: 'lose' });
const visitorDraw = cont('howard-the-duck:interplanetary-visitor:draw', (g, f, v) => {
  if (v < 0) return;
  drawFound(g, f.p, v);
  const deck = g.players[f.p]!.deck;
  const left = Math.min(f.n - 1, deck.length);
  if (left === 1) discardCard(g, f.p, deck[deck.length - 1]!, Z_DECK, true, f.c);
  else if (left === 2) ask(g, f.p, 'card', visitorKo, distinct(g, f.p, deck.slice(-2)), { source: f.c });
}, { about: 'gain' });

hero('Howard the Duck', '', [
  {
    name: 'Traveling Companion', copies: 5, cls: INSTINCT, cost: 3, recruit: 2,
    text: 'Reveal the top Bystander: rescue it if it is a special one, else it goes under the stack.',
    hint: { avgAttack: 0.1 },
    play: (g, p) => travelingCompanion(g, p),
  },
  {
    name: 'Rebel Without a Cause', copies: 5, cls: COVERT, cost: 4, attack: 2,
    text: 'Reveal your top card; draw it if it costs 0 or has no team icon.',
    hint: { draw: 0.5 },
    play: (g, p) => rebel(g, p),
  },
  {
    name: 'Right Place, Wrong Time', copies: 3, cls: INSTINCT, cost: 5, attack: 3, plus: { attack: true },
    text: '+1 Attack per other hero without a team icon played this turn.',
    hint: { avgAttack: 0.7 },
    play: (g) => gainAttack(g, playedWhere(g, (d) => d.kind === 'hero' && d.teams === 0)),
  },
  {
    name: 'Interplanetary Visitor', copies: 1, cls: TECH, cost: 7, attack: 4,
    text: 'Reveal your top three cards: draw one, discard one and KO one.',
    hint: { draw: 1, avgAttack: 0.3 },
    play: (g, p, c) => {
      const looked = peekTop(g, p, 3);
      if (looked.length === 0) return;
      ask(g, p, 'card', visitorDraw, distinct(g, p, looked), { source: c, n: looked.length });
    },
  },
], SET);
