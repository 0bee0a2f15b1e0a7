// Limbo (Secret Wars Volume 1).
//
// - Inferno Colossus: Ambush: a Bystander from the stack goes to the Mastermind. Fight: the fighter KOs a hero of
//   theirs (mandatory).
// - Inferno Cyclops: Ambush: he takes a Bystander captive. Escape: the Bystanders he carried off go to the Mastermind
//   (the escape already put them in the escape pile, right after him, and made each player discard a card for them:
//   the set's note keeps that discard; they still count as carried away for the game's statistics and schemes).
// - Inferno Darkchilde: Fight: the top card of the fighter's deck is revealed (the discard pile is shuffled in when
//   the deck is empty); a 'card' question over [that card, -1] (intent 'ko-optional'): the card is KO'd, -1 teleports
//   it (set aside for the next hand, teleportFrom). Escape: each player, from the current one, teleports a card of
//   their hand taken at random (the game's seeded generator); a player other than the current one gets it back with
//   the new hand of their own next turn (engine/legendary/keywords/teleport.ts).
// - Inferno Nightcrawler: Fight: at most two Recruit-icon cards in the fighter's hand get Teleport for the rest
//   of the turn: 'card' questions (intent 'gain') over the distinct such cards not given it yet, and -1 to stop.
import { SET } from '../set.js';
import { addEffect, keywordEffect } from '../../../effects.js';
import { ask, cont, later } from '../../../flow.js';
import { TELEPORT, teleport, teleportFrom } from '../../../keywords/teleport.js';
import { villainGroup } from '../../../registry.js';
import {
  YOUR_HEROES, captureFromStack, def, distinct, hasKeyword, isBystander, koCard, koSome, log, playerOrder, removeFrom,
  topOfDeck,
} from '../../../rules.js';
import { randInt } from '../../../../shared/rng.js';
import type { Game } from '../../../types.js';
import { mastermindHolder } from '../../../zones.js';
import { hasRecruitIcon } from '../common.js';

const GROUP = 'Limbo';
const GAINS_TELEPORT = keywordEffect(TELEPORT);
const NIGHTCRAWLER_GIVES = 2;

// ---- Inferno Cyclops ----------------------------------------------------------------------------------

/**
 * The Bystanders villain c carried off when it escaped: the cards that went to the escape pile right after it (what
 * it held), up to the next villain there.
 */
function carriedOff(g: Game, c: number): number[] {
  const out: number[] = [];
  const at = g.escaped.lastIndexOf(c);
  if (at < 0) return out;
  for (let i = at + 1; i < g.escaped.length; i++) {
    const x = g.escaped[i]!, k = def(g, x).kind;
    if (k === 'villain' || k === 'henchman') break;
    if (isBystander(g, x)) out.push(x);
  }
  return out;
}

function cyclopsEscape(g: Game, c: number): void {
  const bys = carriedOff(g, c);
  for (const b of bys) { removeFrom(g.escaped, b); g.att[mastermindHolder(g)]!.push(b); }
  if (bys.length) g.log && log(g, `  the Mastermind captures the ${bys.length} Bystander(s) Inferno Cyclops carried off`);
}

// ---- Inferno Darkchilde -------------------------------------------------------------------------------

const darkchildeTop = cont('limbo:inferno-darkchilde:top', (g, f, v) => {
  const deck = g.players[f.p]!.deck;
  if (deck[deck.length - 1] !== f.n) return;
  if (v === f.n) koCard(g, f.p, v, f.c);
  else teleportFrom(g, f.p, f.n);
}, { about: 'ko-optional' });

function darkchildeFight(g: Game, p: number, c: number): void {
  const top = topOfDeck(g, p);
  if (top < 0) return;
  ask(g, p, 'card', darkchildeTop, [top, -1], { source: c, n: top });
}

const darkchildeEach = cont('limbo:inferno-darkchilde:escape', (g, f) => {
  const hand = g.players[f.p]!.hand;
  if (hand.length === 0) return;
  teleport(g, f.p, hand[randInt(g.rng, hand.length)]!);
});

// ---- Inferno Nightcrawler -----------------------------------------------------------------------------

function nightcrawlerAsk(g: Game, p: number, c: number, left: number): void {
  const opts = distinct(g, p, g.players[p]!.hand.filter((x) => hasRecruitIcon(g, x) && !hasKeyword(g, x, TELEPORT)));
  if (opts.length) ask(g, p, 'card', nightcrawlerGive, [...opts, -1], { source: c, n: left });
}
const nightcrawlerGive = cont('limbo:inferno-nightcrawler:teleport', (g, f, v) => {
  if (v < 0) return;
  addEffect(g, GAINS_TELEPORT, v);
  if (f.n > 1) nightcrawlerAsk(g, f.p, f.c, f.n - 1);
}, { about: 'gain' });

villainGroup(GROUP, [
  {
    name: 'Inferno Colossus', copies: 2, attack: 5, vp: 3,
    text: 'Ambush: a Bystander goes to the Mastermind. Fight: you must KO a hero of yours.',
    hint: { fight: 0.5 },
    ambush: (g) => captureFromStack(g, mastermindHolder(g)),
    fight: (g, p) => koSome(g, p, 1, YOUR_HEROES, true),
  },
  {
    name: 'Inferno Cyclops', copies: 2, attack: 6, vp: 4,
    text: 'Ambush: takes one Bystander captive. Escape: every Bystander he held goes on to the Mastermind.',
    hint: { escapeFlat: 0.3 },
    ambush: (g, _p, c) => { const at = g.city.indexOf(c); if (at >= 0) captureFromStack(g, at); },
    escape: (g, _p, c) => cyclopsEscape(g, c),
  },
  {
    name: 'Inferno Darkchilde', copies: 2, attack: 5, vp: 3, gives: [TELEPORT],
    text: 'Fight: turn up your deck\'s top card, then either KO or teleport it. Escape: everyone teleports a card picked at random from their hand.',
    hint: { fight: 0.6, escape: 0.5 },
    fight: darkchildeFight,
    escape: (g, _p, c) => { for (const q of playerOrder(g)) later(g, darkchildeEach, q, c); },
  },
  {
    name: 'Inferno Nightcrawler', copies: 2, attack: 4, vp: 2, gives: [TELEPORT],
    text: 'Fight: give Teleport for this turn to at most 2 Recruit-icon cards you hold.',
    hint: { fight: 0.5 },
    fight: (g, p, c) => nightcrawlerAsk(g, p, c, NIGHTCRAWLER_GIVES),
  },
], SET);
