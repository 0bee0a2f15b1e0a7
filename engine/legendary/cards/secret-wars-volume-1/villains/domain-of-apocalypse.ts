// Domain of Apocalypse (Secret Wars Volume 1).
//
// - Apocalyptic Blink: Fight: the top card of the fighter's deck is revealed (the discard pile is shuffled in when the
//   deck is empty); a 'card' question over [that card, -1] (intent 'defer'): the card is teleported (set aside for the
//   next hand, teleportFrom), -1 draws it.
// - Apocalyptic Magneto: Fight: the fighter gains an X-Men hero of their choice from the HQ for free (a gain, not a
//   recruit: no 'recruit' hooks; mandatory when there is one; the space refills). Escape: he ascends, an extra
//   Mastermind (rules/mastermind.ts ascend). His Master Strike: a player holding more than four cards keeps them only
//   by revealing an X-Men hero, else discards to four.
// - Apocalyptic Rogue: Fight: the top card of the Hero Deck is revealed; the fighter chooses a player (intent
//   'player-gain'), who gains it. Escape: the top card of the Hero Deck is revealed (it stays there); each player
//   discards a card of their choice from their hand that shares a class with it. A revealed card of several classes
//   (a multiclass or Divided card) counts as each of them: the rulebook is silent on "that class" for such a card,
//   and a card of any of its classes is the reading worst for the players (more of them must discard). A grey hero
//   (no class) asks nothing.
// - Apocalyptic Weapon X: Fight: the fighter KOs one of their heroes (hand and played this turn; mandatory). Escape:
//   Cross-Dimensional Wolverine Rampage.
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { TELEPORT, teleportFrom } from '../../../keywords/teleport.js';
import { character, xdRampage } from '../../../keywords/xd-rampage.js';
import { villainGroup } from '../../../registry.js';
import {
  YOUR_HEROES, ascend, clsOf, discardDownTo, discardFromHand, distinct, draw, gainBlocked, gainCard, hasHero,
  heroDeckRanOut, isHero, isTeam, koSome, log, nameOf, playerOrder, takeFromHq, topOfDeck,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { XMEN, Z_HERO_DECK, Z_HQ } from '../../../types.js';

const GROUP = 'Domain of Apocalypse';
const WOLVERINE = character('Wolverine');

// ---- Apocalyptic Blink ----------------------------------------------------------------------------------

const blinkTop = cont('domain-of-apocalypse:blink:top', (g, f, v) => {
  const deck = g.players[f.p]!.deck;
  if (deck[deck.length - 1] !== f.n) return;
  if (v === f.n) teleportFrom(g, f.p, f.n);
  else draw(g, f.p, 1);
}, { about: 'defer' });

function blinkFight(g: Game, p: number, c: number): void {
  const top = topOfDeck(g, p);
  if (top >= 0) ask(g, p, 'card', blinkTop, [top, -1], { source: c, n: top });
}

// ---- Apocalyptic Magneto ---------------------------------------------------------------------------------

/** Player p gains HQ hero v (the option chosen) for free: it leaves the HQ (the space refills). */
export function gainFromHq(g: Game, p: number, v: number, src: number): void {
  const slot = v < 0 ? -1 : g.hq.indexOf(v);
  if (slot < 0 || gainBlocked(g, p, Z_HQ, v)) return;
  g.log && log(g, `  P${p + 1} gains ${nameOf(g, v)} from the HQ for free`);
  gainCard(g, p, takeFromHq(g, slot), Z_HQ, false, src);
}
/** The distinct HQ heroes matching `pred` that player p may gain now. */
export function hqHeroes(g: Game, p: number, pred: (c: number) => boolean): number[] {
  return distinct(g, p, g.hq.filter((h) => h >= 0 && isHero(g, h) && pred(h) && !gainBlocked(g, p, Z_HQ, h)));
}

const magnetoGain = cont('domain-of-apocalypse:magneto:gain', (g, f, v) => gainFromHq(g, f.p, v, f.c), { about: 'gain' });

const magnetoDiscard = cont('domain-of-apocalypse:magneto:discard', (g, f) => discardDownTo(g, f.p, 4));
const magnetoReveal = cont('domain-of-apocalypse:magneto:reveal', (g, f, v) => {
  if (v !== 1) later(g, magnetoDiscard, f.p, f.c);
}, { about: 'reveal' });
const magnetoEach = cont('domain-of-apocalypse:magneto:strike', (g, f) => {
  if (g.players[f.p]!.hand.length <= 4) return;
  if (hasHero(g, f.p, (x) => isTeam(g, x, XMEN))) ask(g, f.p, 'yesno', magnetoReveal, [1, 0], { source: f.c });
  else later(g, magnetoDiscard, f.p, f.c);
});

// ---- Apocalyptic Rogue -----------------------------------------------------------------------------------

const rogueGains = cont('domain-of-apocalypse:rogue:player', (g, f, v) => {
  const i = g.heroDeck.lastIndexOf(f.n);
  if (v < 0 || i !== g.heroDeck.length - 1 || gainBlocked(g, v, Z_HERO_DECK, f.n)) return;
  g.heroDeck.pop();
  g.log && log(g, `  P${v + 1} gains ${nameOf(g, f.n)} from the Hero Deck`);
  gainCard(g, v, f.n, Z_HERO_DECK, false, f.c);
  if (g.heroDeck.length === 0) heroDeckRanOut(g);
}, { about: 'player-gain' });

function rogueFight(g: Game, p: number, c: number): void {
  const top = g.heroDeck[g.heroDeck.length - 1];
  if (top === undefined) return;
  g.log && log(g, `  the top card of the Hero Deck is ${nameOf(g, top)}`);
  ask(g, p, 'player', rogueGains, playerOrder(g).filter((q) => !gainBlocked(g, q, Z_HERO_DECK, top)), { source: c, n: top });
}

const rogueDiscarded = cont('domain-of-apocalypse:rogue:discard', (g, f, v) => { if (v >= 0) discardFromHand(g, f.p, v, true); }, { about: 'discard' });
const rogueEach = cont('domain-of-apocalypse:rogue:each', (g, f) => {
  const hand = g.players[f.p]!.hand.filter((x) => isHero(g, x) && (clsOf(g, x) & f.n) !== 0);
  ask(g, f.p, 'card', rogueDiscarded, distinct(g, f.p, hand), { source: f.c });
});

function rogueEscape(g: Game, c: number): void {
  const top = g.heroDeck[g.heroDeck.length - 1];
  if (top === undefined) return;
  g.log && log(g, `  the top card of the Hero Deck is ${nameOf(g, top)}`);
  const cls = isHero(g, top) ? clsOf(g, top) : 0;
  if (cls === 0) return;
  for (const q of playerOrder(g)) later(g, rogueEach, q, c, cls);
}

villainGroup(GROUP, [
  {
    name: 'Apocalyptic Blink', copies: 3, attack: 5, vp: 3, gives: [TELEPORT],
    text: 'Fight: turn up your deck\'s top card, then either draw or teleport it.',
    hint: { fight: 1 },
    fight: blinkFight,
  },
  {
    name: 'Apocalyptic Magneto', copies: 1, attack: 8, vp: 6,
    text: 'Fight: gain any X-Men hero in the HQ at no cost. Escape: he becomes an extra Mastermind; his Master Strike makes each player show an X-Men hero or cut their hand to 4.',
    hint: { fight: 2, escape: 0.6, escapeFlat: 2.5 },
    fight: (g, p, c) => ask(g, p, 'card', magnetoGain, hqHeroes(g, p, (h) => isTeam(g, h, XMEN)), { source: c }),
    escape: (g, _p, c) => ascend(g, c),
    strike: (g, _p, c) => { for (const q of playerOrder(g)) later(g, magnetoEach, q, c); },
  },
  {
    name: 'Apocalyptic Rogue', copies: 2, attack: 6, vp: 4,
    text: 'Fight: turn up the Hero Deck\'s top card and choose who gains it. Escape: same reveal; each player then discards a hand card sharing its class.',
    hint: { fight: 2, escape: 0.6 },
    fight: rogueFight,
    escape: (g, _p, c) => rogueEscape(g, c),
  },
  {
    name: 'Apocalyptic Weapon X', copies: 2, attack: 7, vp: 5,
    text: 'Fight: you must KO a hero of yours. Escape: Cross-Dimensional Wolverine Rampage.',
    hint: { fight: 0.5, escape: 0.7 },
    fight: (g, p) => koSome(g, p, 1, YOUR_HEROES, true),
    escape: (g) => xdRampage(g, WOLVERINE),
  },
], SET, [{ team: XMEN, w: 0.3 }]);
