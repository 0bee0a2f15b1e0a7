// Gwenpool (Champions, Champions).
//
// - Come On, Nobody Reads Card Names: Versatile 1, or with the Covert superpower (read when played) Versatile 3 in its
//   place (one 'mode' question either way).
// - I'll Rescue You If I Feel Like It: the top card of the Bystander stack is revealed; a special Bystander (any
//   Bystander but the basic one) is rescued through `rescueCard` (its own Rescue effect happens), any other goes to
//   the bottom of the stack (nothing announces that: no card could care).
// - I Heard Keywords Are Powerful: Size-Changing (Instinct), Instinct superpower: draw a card, Cheering Crowds.
// - I'm the Best at Board Games: Demolish each other player (engine/legendary/keywords/demolish.ts), then one card drawn
//   per player who discarded a card that way. A turn effect listens to the 'discard' events whose source is this card
//   and draws one card for each, as it happens.
import { SET } from '../set.js';
import { addEffect, effectKind, removeEffect } from '../../../effects.js';
import { cont, later } from '../../../flow.js';
import { CHEERING_CROWDS } from '../../../keywords/cheering-crowds.js';
import { demolish } from '../../../keywords/demolish.js';
import { sizeChanging } from '../../../keywords/size-changing.js';
import { VERSATILE, versatile } from '../../../keywords/versatile.js';
import { hero } from '../../../registry.js';
import { BASIC } from '../../core/basics.js';
import { def, draw, isBystander, log, nameOf, otherPlayers, power, rescueCard } from '../../../rules.js';
import type { Game } from '../../../types.js';
import { COVERT, INSTINCT, Z_BYSTANDERS } from '../../../types.js';

/** A special Bystander: any Bystander card but the basic one. */
function isSpecialBystander(g: Game, b: number): boolean { return isBystander(g, b) && def(g, b).key !== BASIC.bystander; }

// ---- I'll Rescue You If I Feel Like It ------------------------------------------------------------------

function revealBystander(g: Game, p: number): void {
  const b = g.bystanders.pop();
  if (b === undefined) return;
  g.log && log(g, `  P${p + 1} reveals ${nameOf(g, b)} from the Bystander stack`);
  if (isSpecialBystander(g, b)) { rescueCard(g, p, b, Z_BYSTANDERS); return; }
  g.bystanders.unshift(b); // the bottom of the stack
}

// ---- I'm the Best at Board Games ------------------------------------------------------------------------

/** While it lasts (e.c the card demolishing), each discard that card causes draws its player one card. */
const BOARD_GAMES = effectKind({
  key: 'gwenpool:best-at-board-games',
  after: { discard: (g, ev, e) => { if (ev.src === e.c && ev.p !== g.current) draw(g, g.current, 1); } },
});
const boardGamesDone = cont('gwenpool:best-at-board-games:done', (g, f) => {
  for (const e of g.t.effects) if (e.k === BOARD_GAMES && e.c === f.c) removeEffect(g, e);
});

hero('Gwenpool', 'Champions', [
  {
    name: 'Come On, Nobody Reads Card Names', copies: 5, cls: COVERT, cost: 2, recruit: 0, attack: 0,
    plus: { recruit: true, attack: true }, keywords: [VERSATILE],
    text: 'Versatile 1. Covert superpower: Versatile 3 in its place.',
    hint: { versatile: 1, power: { cls: COVERT, other: 2 } },
    play: (g, p, c) => versatile(g, p, c, power(g, COVERT) ? 3 : 1),
  },
  {
    name: "I'll Rescue You If I Feel Like It", copies: 5, cls: INSTINCT, cost: 3, attack: 2,
    text: 'Reveal the top Bystander: rescue it if it is a special one, else it goes under the stack.',
    hint: { avgAttack: 0.1 },
    play: (g, p) => revealBystander(g, p),
  },
  {
    name: 'I Heard Keywords Are Powerful', copies: 3, cls: INSTINCT, cost: 6, attack: 2,
    keywords: [...sizeChanging(INSTINCT), CHEERING_CROWDS],
    text: 'Size-Changing (Instinct). Instinct superpower: draw a card. Cheering Crowds.',
    hint: { power: { cls: INSTINCT, draw: 1 } },
    play: (g, p) => { if (power(g, INSTINCT)) draw(g, p, 1); },
  },
  {
    name: "I'm the Best at Board Games", copies: 1, cls: INSTINCT, cost: 7, attack: 5,
    text: 'Demolish each other player; draw a card for each player who discarded a card that way.',
    hint: { draw: 0.4 },
    play: (g, _p, c) => {
      const others = otherPlayers(g);
      if (others.length === 0) return;
      addEffect(g, BOARD_GAMES, c);
      demolish(g, others, c);
      later(g, boardGamesDone, g.current, c);
    },
  },
], SET);
