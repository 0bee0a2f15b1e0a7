// Wasteland (Secret Wars Volume 1).
//
// - The Hulk Gang: Fight and Escape: Cross-Dimensional Hulk Rampage (each player, the fighter too).
// - Wasteland Kingpin: Bribe (keyword BRIBE: Recruit may pay for the fight). Escape: he ascends, an extra Mastermind
//   (rules/mastermind.ts ascend). His Master Strike: a player who does not reveal an Instinct hero throws away the
//   whole hand and draws 5.
// - Wasteland Hawkeye: Ambush: he takes a Bystander captive. Fight: the fighter chooses (a 'mode' question, intent
//   'mode-first': 0 the other players draw one card each, 1 they each discard one of their choice).
// - Wasteland Spider-Girl: Fight: the top card of the fighter's deck is revealed (the discard pile is shuffled in when
//   the deck is empty); it is KO'd when it costs 2 or less (a Wound costs 0), else it stays on top.
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { BRIBE } from '../../../keywords/bribe.js';
import { character, xdRampage } from '../../../keywords/xd-rampage.js';
import { villainGroup } from '../../../registry.js';
import {
  ascend, captureFromStack, chooseDiscard, discardCard, draw, heroCost, koCard, log, nameOf, otherPlayersEvil, playerOrder,
  topOfDeck,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { INSTINCT, Z_HAND } from '../../../types.js';
import { REVEAL_INSTINCT, otherwise, revealOrElse } from '../../dark-city/masterminds/common.js';

const GROUP = 'Wasteland';
const HULK = character('Hulk');

// ---- Wasteland Kingpin's Master Strike -------------------------------------------------------------------

const kingpinNewHand = otherwise(cont('wasteland:kingpin:new-hand', (g, f) => {
  const hand = g.players[f.p]!.hand.slice();
  g.log && log(g, `  P${f.p + 1} discards their hand`);
  for (const c of hand) discardCard(g, f.p, c, Z_HAND, true, f.c);
  draw(g, f.p, 5);
}));
const kingpinEach = cont('wasteland:kingpin:strike', (g, f) => revealOrElse(g, f.p, REVEAL_INSTINCT, kingpinNewHand, f.c));

// ---- Wasteland Hawkeye -------------------------------------------------------------------------------------

const hawkeyeDraw = cont('wasteland:hawkeye:draw', (g, f) => { draw(g, f.p, 1); });
const hawkeyeDiscard = cont('wasteland:hawkeye:discard', (g, f) => chooseDiscard(g, f.p, true));
const hawkeyeMode = cont('wasteland:hawkeye:mode', (g, _f, v) => {
  for (const q of otherPlayersEvil(g)) later(g, v === 1 ? hawkeyeDiscard : hawkeyeDraw, q);
}, { about: 'mode-first' });

// ---- Wasteland Spider-Girl ---------------------------------------------------------------------------------

export const SPIDER_GIRL_KO_MAX = 2;
function spiderGirlFight(g: Game, p: number, c: number): void {
  const top = topOfDeck(g, p);
  if (top < 0) return;
  g.log && log(g, `  P${p + 1} reveals ${nameOf(g, top)}`);
  if (heroCost(g, top) <= SPIDER_GIRL_KO_MAX) koCard(g, p, top, c);
}

villainGroup(GROUP, [
  {
    name: 'The Hulk Gang', copies: 3, attack: 5, vp: 3,
    text: 'Fight and Escape: Cross-Dimensional Hulk Rampage.',
    hint: { fight: -0.6, fightEach: -0.6, escape: 0.7 },
    fight: (g) => xdRampage(g, HULK),
    escape: (g) => xdRampage(g, HULK),
  },
  {
    name: 'Wasteland Kingpin', copies: 1, attack: 11, vp: 6, keywords: [BRIBE],
    text: 'Bribe. Escape: he becomes an extra Mastermind; his Master Strike makes each player show an Instinct hero or swap their whole hand for 5 new cards.',
    hint: { escape: 0.5, escapeFlat: 3 },
    escape: (g, _p, c) => ascend(g, c),
    strike: (g, _p, c) => { for (const q of playerOrder(g)) later(g, kingpinEach, q, c); },
  },
  {
    name: 'Wasteland Hawkeye', copies: 2, attack: 6, vp: 4,
    text: 'Ambush: takes one Bystander captive. Fight: pick one for everyone else: they all draw a card, or they all discard one.',
    hint: { fight: 0.3 },
    ambush: (g, _p, c) => { const at = g.city.indexOf(c); if (at >= 0) captureFromStack(g, at); },
    fight: (g, p, c) => ask(g, p, 'mode', hawkeyeMode, [0, 1], { source: c }),
  },
  {
    name: 'Wasteland Spider-Girl', copies: 2, attack: 4, vp: 2,
    text: 'Fight: turn up your deck\'s top card; it is KO\'d when its cost is 2 or lower.',
    hint: { fight: 0.4 },
    fight: spiderGirlFight,
  },
], SET, [{ cls: INSTINCT, w: 0.2 }]);
