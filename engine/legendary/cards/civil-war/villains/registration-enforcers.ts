// Registration Enforcers (Civil War).
// - Blade: the +2 Recruit when he is defeated in the Sewers or on the Rooftops (the space he left: g.defeatSlot).
// - Captain Marvel: the swaps are neither draws nor discards (nothing that watches those sees them); an empty deck is
//   refilled from the discard pile first, as for a look at the top card. Fight: each player picks the card of their
//   hand that goes on top of their deck (mandatory). Escape: each player's hand goes on top of their deck and the top
//   four cards become their hand (fewer when deck and discard pile hold fewer).
// - Deadpool: "a card that costs 5" is read as costing exactly 5 (the reading worst for the players), revealed from
//   the heroes a player has (hand, and played this turn on their turn); revealing is never forced. A player with
//   five cards or fewer in hand has nothing to do.
// - Micromax: Size-Changing (Instinct); the KO is mandatory.
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { sizeChanging } from '../../../keywords/size-changing.js';
import { villainGroup } from '../../../registry.js';
import {
  ROOFTOPS, SEWERS, YOUR_HEROES, discardDownTo, distinct, gainRecruit, hasHero, heroCost, koSome, log, peekTop, playerOrder,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { INSTINCT } from '../../../types.js';

const GROUP = 'Registration Enforcers';
const HAND_LIMIT = 5;

// Captain Marvel, Fight: the chosen card of the hand and the top card of the deck change places.
const swapOne = cont('registration-enforcers:captain-marvel:swap-one', (g, f) => {
  const pl = g.players[f.p]!;
  if (pl.hand.length === 0 || peekTop(g, f.p, 1).length === 0) return;
  ask(g, f.p, 'card', swapChosen, distinct(g, f.p, pl.hand), { source: f.c });
});
// a card of this hand traded for an unknown one, the card kept for a later hand: the least useful now
const swapChosen = cont('registration-enforcers:captain-marvel:swap-chosen', (g, f, v) => {
  const pl = g.players[f.p]!;
  const i = pl.hand.indexOf(v);
  if (i < 0 || pl.deck.length === 0) return;
  const top = pl.deck[pl.deck.length - 1]!;
  pl.deck[pl.deck.length - 1] = v;
  pl.hand[i] = top;
  g.log && log(g, `  P${f.p + 1} swaps a card of their hand with the top card of their deck`);
}, { about: 'lose' });

// Captain Marvel, Escape: the hand and the top four cards change places.
const swapHand = cont('registration-enforcers:captain-marvel:swap-hand', (g, f) => {
  const pl = g.players[f.p]!;
  const top = peekTop(g, f.p, 4);
  pl.deck.length -= top.length;
  const old = pl.hand;
  pl.hand = top;
  pl.deck.push(...old);
  g.log && log(g, `  P${f.p + 1} swaps their hand with the top ${top.length} cards of their deck`);
});

// Deadpool: reveal a card that costs 5, or discard down to five cards.
const costsFive = (g: Game, c: number) => heroCost(g, c) === 5;
const deadpoolEach = cont('registration-enforcers:deadpool', (g, f) => {
  if (g.players[f.p]!.hand.length <= HAND_LIMIT) return;
  if (hasHero(g, f.p, (c) => costsFive(g, c))) ask(g, f.p, 'yesno', deadpoolReveal, [1, 0], { source: f.c });
  else discardDownTo(g, f.p, HAND_LIMIT);
});
const deadpoolReveal = cont('registration-enforcers:deadpool:reveal', (g, f, v) => {
  if (v !== 1) discardDownTo(g, f.p, HAND_LIMIT);
}, { about: 'reveal' });
function deadpool(g: Game, c: number): void { for (const q of playerOrder(g)) later(g, deadpoolEach, q, c); }

villainGroup(GROUP, [
  {
    name: 'Blade', copies: 2, attack: 4, vp: 2,
    text: 'Fight: +2 Recruit if you fight him in the Sewers or on the Rooftops.',
    hint: { fight: 0.8 },
    fight: (g) => { if (g.defeatSlot === SEWERS || g.defeatSlot === ROOFTOPS) gainRecruit(g, 2); },
  },
  {
    name: 'Captain Marvel', copies: 2, attack: 6, vp: 4,
    text: 'Fight: every player swaps a card of their hand with the top card of their deck. Escape: every player swaps their hand with the top four cards of their deck.',
    hint: { escape: 0.8 },
    fight: (g, _p, c) => { for (const q of playerOrder(g)) later(g, swapOne, q, c); },
    escape: (g, _p, c) => { for (const q of playerOrder(g)) later(g, swapHand, q, c); },
  },
  {
    name: 'Deadpool', copies: 2, attack: 5, vp: 5,
    text: 'Ambush, Fight and Escape: every player reveals a card that costs 5 or discards down to five cards.',
    hint: { escape: 0.3, fightEach: -0.2 },
    ambush: (g, _p, c) => deadpool(g, c),
    fight: (g, _p, c) => deadpool(g, c),
    escape: (g, _p, c) => deadpool(g, c),
  },
  {
    name: 'Micromax', copies: 2, attack: 6, vp: 3, plus: { attackStar: true }, keywords: sizeChanging(INSTINCT),
    text: 'Size-Changing (Instinct). Fight: KO one of your heroes.',
    hint: { fight: 0.5 },
    fight: (g, p) => koSome(g, p, 1, YOUR_HEROES, true),
  },
], SET);
