// Symbiote Spider-Man (Paint the Town Red, Spider Friends).
import { SET } from '../set.js';
import { WALL_CRAWL } from '../../../keywords/wall-crawl.js';
import { hero } from '../../../registry.js';
import { def, gainAttack, peekTop, playedWhere, putBackInOrder, takeFromPlayer } from '../../../rules.js';
import { COVERT, INSTINCT, RANGED, STRENGTH } from '../../../types.js';
import { putOnTop, revealTop } from './common.js';

hero('Symbiote Spider-Man', 'Spider Friends', [
  {
    name: 'Dark Strength', copies: 5, cls: STRENGTH, cost: 2, attack: 1, plus: { attack: true }, keywords: [WALL_CRAWL],
    text: 'Wall-Crawl. Reveal your top card: +2 Attack if it costs 1 or 2.',
    hint: { avgAttack: 0.6 },
    play: (g, p) => {
      const c = revealTop(g, p);
      if (c >= 0) { const k = def(g, c).cost; if (k === 1 || k === 2) gainAttack(g, 2); }
    },
  },
  {
    name: 'Spider-Sense Tingling', copies: 5, cls: INSTINCT, cost: 2,
    text: 'Reveal your top two cards: those that cost 2 or less go to your hand, the rest back in the order you choose.',
    hint: { draw: 1.5 },
    play: (g, p, c) => {
      const top = peekTop(g, p, 2);
      let back = 0;
      for (const x of top) {
        if (def(g, x).cost <= 2) { takeFromPlayer(g, p, x); g.players[p]!.hand.push(x); } else back++;
      }
      if (back > 1) putBackInOrder(g, p, back, c);
    },
  },
  {
    name: 'Shadowed Spider', copies: 3, cls: COVERT, cost: 2, attack: 1, plus: { attack: true }, keywords: [WALL_CRAWL],
    text: 'Wall-Crawl. +1 Attack for each other hero you played this turn that costs 1 or 2.',
    hint: { avgAttack: 1 },
    play: (g) => gainAttack(g, playedWhere(g, (d) => d.kind === 'hero' && (d.cost === 1 || d.cost === 2))),
  },
  {
    name: 'Thwip!', copies: 1, cls: RANGED, cost: 2, attack: 4,
    text: 'To play it, put two other cards from your hand on top of your deck.',
    hint: { needsFodder: true },
    canPlay: (g, p) => g.players[p]!.hand.length >= 3,
    play: (g, p, c) => putOnTop(g, p, c, 2),
  },
], SET);
