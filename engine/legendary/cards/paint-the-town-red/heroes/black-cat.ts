// Black Cat (Paint the Town Red, Spider Friends).
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { addEffect, effectKind, removeEffect } from '../../../effects.js';
import { WALL_CRAWL } from '../../../keywords/wall-crawl.js';
import { hero } from '../../../registry.js';
import {
  BANK, PAY_RECRUIT, discardCard, distinct, gainAttack, isBystander, log, nameOf, otherPlayers, playerOrder, rescueCard, takeFromPlayer,
  teamPower, topOfDeck,
} from '../../../rules.js';
import { REVEAL_COVERT, otherwise, revealOrElse } from '../../dark-city/masterminds/common.js';
import type { Game } from '../../../types.js';
import { COVERT, INSTINCT, SPIDER_FRIENDS, Z_DECK, Z_HQ, Z_VICTORY } from '../../../types.js';
import { revealTop } from './common.js';

// Casual Bank Robbery: +1 Recruit that may pay only for the hero in the HQ space under the Bank. The bonus is
// used once per turn (Universal Rulebook): a recruit from that space ends every such bonus of the turn (the
// bonus points are spent first, so such a recruit always uses one).
const BANK_RECRUIT = effectKind({
  key: 'black-cat:casual-bank-robbery',
  onlyFor: (g, target, c) => target === PAY_RECRUIT && c >= 0 && g.hq[BANK] === c,
  after: { recruit: (g, ev, e) => { if (ev.slot === BANK && ev.from === Z_HQ) removeEffect(g, e); } },
});

// Pickpocket: reveal the top card of any player's deck; + its printed Recruit and Attack as Attack.
const pickpocket = cont('black-cat:pickpocket:player', (g, f, v) => {
  const c = revealTop(g, v < 0 ? f.p : v);
  if (c < 0) return;
  const d = g.cards[g.defOf[c]!]!;
  gainAttack(g, d.attack + d.recruit);
}, { about: 'reveal-player' });

// Jinx: each player reveals their top card; you choose which of them are discarded (one question per player).
const jinxEach = cont('black-cat:jinx:each', (g, f) => {
  const c = topOfDeck(g, f.n);
  if (c < 0) return;
  g.log && log(g, `  P${f.n + 1} reveals ${nameOf(g, c)}`);
  ask(g, f.p, 'card', jinxChosen, [c, -1], { source: f.c, n: f.n });
});
const jinxChosen = cont('black-cat:jinx:discard', (g, f, v) => { if (v >= 0) discardCard(g, f.n, v, Z_DECK, true, f.c); }, { about: 'discard-top' });

// Cat Burglar: each other player reveals a Covert hero or gives up a Bystander of their victory pile, which
// you rescue; Spider Friends: +1 Attack per Bystander you rescued this turn (counted by a rescue hook).
const RESCUED = 'black-cat:rescued-this-turn', RESCUED_TURN = 'black-cat:rescued-turn';
function rescuedThisTurn(g: Game): number { return g.vars[RESCUED_TURN] === g.turn ? g.vars[RESCUED] ?? 0 : 0; }
const burglarGive = otherwise(cont('black-cat:cat-burglar:give', (g, f) => {
  ask(g, f.p, 'card', burglarGiven, distinct(g, f.p, g.players[f.p]!.victory.filter((c) => isBystander(g, c))), { source: f.c });
}));
const burglarEach = cont('black-cat:cat-burglar:each', (g, f) => revealOrElse(g, f.p, REVEAL_COVERT, burglarGive, f.c));
const burglarGiven = cont('black-cat:cat-burglar:given', (g, f, v) => {
  if (v < 0 || !takeFromPlayer(g, f.p, v)) return;
  rescueCard(g, g.current, v, Z_VICTORY);
}, { about: 'lose-vp' });
const burglarBonus = cont('black-cat:cat-burglar:bonus', (g) => gainAttack(g, rescuedThisTurn(g)));

hero('Black Cat', 'Spider Friends', [
  {
    name: 'Casual Bank Robbery', copies: 5, cls: COVERT, cost: 4, recruit: 2, plus: { recruit: true }, keywords: [WALL_CRAWL],
    text: 'Wall-Crawl. +1 more Recruit usable only to recruit the hero in the HQ space under the Bank.',
    hint: { avgRecruit: 0.4 },
    play: (g, _p, c) => addEffect(g, BANK_RECRUIT, c, 1),
  },
  {
    name: 'Pickpocket', copies: 5, cls: COVERT, cost: 1, attack: 0, plus: { attack: true }, keywords: [WALL_CRAWL],
    text: "Wall-Crawl. Reveal the top card of any player's deck: + its printed Recruit and Attack as Attack.",
    hint: { avgAttack: 1 },
    play: (g, p, c) => ask(g, p, 'player', pickpocket, playerOrder(g).filter((q) => g.players[q]!.deck.length + g.players[q]!.discard.length > 0), { source: c }),
  },
  {
    name: 'Jinx', copies: 3, cls: INSTINCT, cost: 5, attack: 3,
    text: 'Each player reveals their top card; you choose which of those are discarded.',
    hint: { avgAttack: 0.3 },
    play: (g, p, c) => { for (const q of playerOrder(g)) later(g, jinxEach, p, c, q); },
  },
  {
    name: 'Cat Burglar', copies: 1, cls: COVERT, cost: 8, attack: 5, plus: { attack: true },
    text: 'Each other player reveals a Covert hero or gives you a Bystander from their victory pile to rescue. Spider Friends: +1 Attack per Bystander you rescued this turn.',
    hint: { power: { team: SPIDER_FRIENDS, attack: 1 } },
    on: {
      rescue: {
        after: (g, e) => {
          if (e.p !== g.current || g.phase === 'over') return;
          if (g.vars[RESCUED_TURN] !== g.turn) { g.vars[RESCUED_TURN] = g.turn; g.vars[RESCUED] = 0; }
          g.vars[RESCUED] = (g.vars[RESCUED] ?? 0) + 1;
        },
      },
    },
    play: (g, p, c) => {
      const spider = teamPower(g, SPIDER_FRIENDS);
      for (const q of otherPlayers(g)) later(g, burglarEach, q, c);
      if (spider) later(g, burglarBonus, p, c);
    },
  },
], SET);
