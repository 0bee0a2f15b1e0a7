// Dimensions henchmen groups (Circus of Crime, Spider-Slayer).
//
// - Circus of Crime: Fight: the fighter reveals the top card of their deck (the discard pile is shuffled in when the
//   deck is empty: topOfDeck); a card of printed cost 0 (a Wound, a S.H.I.E.L.D. Agent or Trooper) is KO'd, any other
//   is drawn (a draw: draw hooks see it). Costs are printed costs (the turn's cost modifiers do not apply).
// - Spider-Slayer: Fight: the fighter reveals the top two cards of their deck (fewer when deck and discard pile hold
//   fewer); those costing 2 or less go into their hand (put there, not drawn: the card says "put"), the rest are put
//   back in the order the fighter chooses (putBackInOrder).
import { SET } from './set.js';
import { henchmen } from '../../registry.js';
import { def, draw, koCard, log, nameOf, peekTop, putBackInOrder, removeFrom, topOfDeck } from '../../rules.js';
import type { Game } from '../../types.js';

// ---- Circus of Crime ------------------------------------------------------------------------------------------

function circusReveal(g: Game, p: number, src: number): void {
  const top = topOfDeck(g, p);
  if (top < 0) return;
  g.log && log(g, `  P${p + 1} reveals ${nameOf(g, top)}`);
  if (def(g, top).cost === 0) koCard(g, p, top, src);
  else draw(g, p, 1);
}

henchmen({
  name: 'Circus of Crime', copies: 10, attack: 3, vp: 1,
  text: 'Fight: reveal your top card; KO it if it costs 0, otherwise draw it.',
  hint: { fight: 0.6 },
  fight: (g, p, c) => circusReveal(g, p, c),
}, SET);

// ---- Spider-Slayer --------------------------------------------------------------------------------------------

const SLAYER_LOOK = 2, SLAYER_MAX_COST = 2;

function slayerReveal(g: Game, p: number, src: number): void {
  const top = peekTop(g, p, SLAYER_LOOK);
  const pl = g.players[p]!;
  let left = top.length;
  for (const c of top) {
    g.log && log(g, `  P${p + 1} reveals ${nameOf(g, c)}`);
    if (def(g, c).cost <= SLAYER_MAX_COST && removeFrom(pl.deck, c)) { pl.hand.push(c); left--; }
  }
  if (left > 1) putBackInOrder(g, p, left, src);
}

export const SPIDER_SLAYER = henchmen({
  name: 'Spider-Slayer', copies: 10, attack: 3, vp: 1,
  text: 'Fight: reveal your top two cards; put those costing 2 or less into your hand, the rest back in any order.',
  hint: { fight: 0.7 },
  fight: (g, p, c) => slayerReveal(g, p, c),
}, SET);
