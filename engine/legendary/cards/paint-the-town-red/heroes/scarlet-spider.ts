// Scarlet Spider (Paint the Town Red, Spider Friends).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { addEffect, effectKind } from '../../../effects.js';
import { WALL_CRAWL } from '../../../keywords/wall-crawl.js';
import { hero } from '../../../registry.js';
import { draw, gainAttack, power, teamPower } from '../../../rules.js';
import { COVERT, INSTINCT, SPIDER_FRIENDS, STRENGTH } from '../../../types.js';

// Sting of the Spider: whenever you put a card on top of your deck this turn, you may draw it.
const stingDraw = cont('scarlet-spider:sting-of-the-spider:draw', (g, f, v) => {
  const deck = g.players[f.p]!.deck;
  if (v === 1 && deck[deck.length - 1] === f.c) draw(g, f.p, 1);
}, { about: 'may' });
const STING = effectKind({
  key: 'scarlet-spider:sting-of-the-spider',
  after: { putOnDeck: (g, ev) => { if (ev.p === g.current) ask(g, ev.p, 'yesno', stingDraw, [1, 0], { source: ev.c }); } },
});

hero('Scarlet Spider', 'Spider Friends', [
  {
    name: 'Flip Out', copies: 5, cls: STRENGTH, cost: 2, recruit: 1, keywords: [WALL_CRAWL],
    text: 'Wall-Crawl. Spider Friends: draw a card.',
    hint: { power: { team: SPIDER_FRIENDS, draw: 1 } },
    play: (g, p) => { if (teamPower(g, SPIDER_FRIENDS)) draw(g, p, 1); },
  },
  {
    name: 'Perfect Hunter', copies: 5, cls: INSTINCT, cost: 4, attack: 1, keywords: [WALL_CRAWL],
    text: 'Wall-Crawl. Draw a card.',
    hint: { draw: 1 },
    play: (g, p) => { draw(g, p, 1); },
  },
  {
    name: 'Leap from Above', copies: 3, cls: COVERT, cost: 6, attack: 3, plus: { attack: true }, keywords: [WALL_CRAWL],
    text: 'Wall-Crawl. Instinct: +2 Attack.',
    hint: { power: { cls: INSTINCT, attack: 2 } },
    play: (g) => { if (power(g, INSTINCT)) gainAttack(g, 2); },
  },
  {
    name: 'Sting of the Spider', copies: 1, cls: STRENGTH, cost: 7, attack: 5,
    text: 'Whenever you put a card on top of your deck this turn, you may draw it.',
    hint: { avgAttack: 0.5 },
    play: (g, _p, c) => addEffect(g, STING, c),
  },
], SET);
