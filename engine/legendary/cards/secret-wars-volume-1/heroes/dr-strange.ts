// Dr. Strange (Secret Wars Volume 1, Illuminati).
//
// - Cloak of Levitation: Ranged superpower (read when played): the top card of the deck is revealed (the discard
//   pile is shuffled in when the deck is empty); a 'card' question (intent 'defer') over [that card, -1]: the card
//   is teleported (set aside for the next hand, teleportFrom), -1 draws it.
// - Trust Me, I'm a Doctor: Illuminati team power: 'card' question over the distinct cards of hand and discard pile
//   and -1; a KO gives +1 Recruit.
// - Fight the Future: Instinct superpower: the top card of the Villain Deck is revealed and stays there; a villain
//   (as the rules count villains there) gives +2 Attack and may be fought this turn while it is still the top card:
//   a main-phase action, offered in games with this card, paid like any fight (payToFight: restricted points, Recruit
//   that may pay for it), its "you can't defeat unless" and extra fight costs apply, then it is defeated from the
//   Villain Deck (defeatCard: its Fight effect and the 'defeat' hooks happen). Its Attack is read with no city space.
//   A villain holding a face-down card can't be fought, as in the city.
// - Sorcerer Supreme: the top three cards are revealed (fewer if the deck and discard pile hold fewer); a 'card'
//   question (intent 'defer') over those not chosen yet and -1 picks, one at a time, the ones teleported; -1 (or
//   none left) draws the rest. Drawing any number and teleporting the rest is the same split.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { FIGHT_ON_TOP, mayFightOnTop } from '../../../keywords/fight-on-top.js';
import { teleportFrom } from '../../../keywords/teleport.js';
import { hero, teamId } from '../../../registry.js';
import {
  DISCARD, HAND, cardsIn, distinct, draw, gainAttack, gainRecruit, isVillain, koCard, log, nameOf, peekTop, power, teamPower, topOfDeck,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { COVERT, INSTINCT, RANGED } from '../../../types.js';

const ILLUMINATI = teamId('Illuminati');

// ---- Cloak of Levitation ------------------------------------------------------------------------------

const cloakChoice = cont('dr-strange:cloak-of-levitation:teleport', (g, f, v) => {
  const top = f.n, deck = g.players[f.p]!.deck;
  if (deck[deck.length - 1] !== top) return;
  if (v === top) teleportFrom(g, f.p, top);
  else draw(g, f.p, 1);
}, { about: 'defer' });

// ---- Trust Me, I'm a Doctor ---------------------------------------------------------------------------

const trustKo = cont('dr-strange:trust-me:ko', (g, f, v) => {
  if (v < 0) return;
  koCard(g, f.p, v, f.c);
  gainRecruit(g, 1);
}, { about: 'ko-optional', n: 1 });

// ---- Fight the Future ---------------------------------------------------------------------------------

/** A villain revealed on top of the Villain Deck that may be fought this turn (c: the card). */
/** Fight the Future's villain is fought by the general action (engine/legendary/keywords/fight-on-top.ts). */
export { ACT_FIGHT_ON_TOP as ACT_FIGHT_THE_FUTURE } from '../../../keywords/fight-on-top.js';

function topOfVillainDeck(g: Game): number { return g.villainDeck.length ? g.villainDeck[g.villainDeck.length - 1]! : -1; }

// ---- Sorcerer Supreme ---------------------------------------------------------------------------------

/** Asks which of the revealed cards still on top of the deck (`left`) is teleported next; -1 draws them all. */
function askSorcerer(g: Game, p: number, src: number, left: number[]): void {
  if (left.length === 0) return;
  // m: how many revealed cards are left (they are the top m cards of the deck)
  ask(g, p, 'card', sorcererTeleport, [...distinct(g, p, left), -1], { source: src, m: left.length });
}
const sorcererTeleport = cont('dr-strange:sorcerer-supreme:teleport', (g, f, v) => {
  const deck = g.players[f.p]!.deck;
  // the revealed cards not teleported yet are the top f.m cards of the deck
  const left = deck.slice(Math.max(0, deck.length - f.m));
  if (v < 0 || !left.includes(v)) { draw(g, f.p, left.length); return; }
  teleportFrom(g, f.p, v);
  const rest = left.filter((x) => x !== v);
  if (rest.length === 0) return;
  askSorcerer(g, f.p, f.c, rest);
}, { about: 'defer' });

hero('Dr. Strange', 'Illuminati', [
  {
    name: 'Cloak of Levitation', copies: 5, cls: RANGED, cost: 4, attack: 2,
    text: 'Ranged superpower: turn up your deck\'s top card, then either draw or teleport it.',
    hint: { power: { cls: RANGED, draw: 1 } },
    play: (g, p, c) => {
      if (!power(g, RANGED)) return;
      const top = topOfDeck(g, p);
      if (top < 0) return;
      g.log && log(g, `  P${p + 1} reveals ${nameOf(g, top)} on top of the deck`);
      ask(g, p, 'card', cloakChoice, [top, -1], { source: c, n: top });
    },
  },
  {
    name: "Trust Me, I'm a Doctor", copies: 5, cls: INSTINCT | RANGED, cost: 2, recruit: 1, plus: { recruit: true },
    text: 'Illuminati team power: optionally KO one card of your hand or discard pile, earning +1 Recruit.',
    hint: { power: { team: ILLUMINATI, recruit: 0.8, other: 0.5 } },
    play: (g, p, c) => {
      if (!teamPower(g, ILLUMINATI)) return;
      const opts = distinct(g, p, cardsIn(g, p, HAND | DISCARD));
      if (opts.length) ask(g, p, 'card', trustKo, [...opts, -1], { source: c });
    },
  },
  {
    name: 'Fight the Future', copies: 3, cls: INSTINCT, cost: 5, attack: 3, plus: { attack: true }, gives: [FIGHT_ON_TOP],
    text: 'Instinct superpower: turn up the Villain Deck\'s top card; a villain there gives +2 Attack and may be fought while it stays on top.',
    hint: { power: { cls: INSTINCT, attack: 1.2, other: 0.5 } },
    play: (g, _p, c) => {
      if (!power(g, INSTINCT)) return;
      const top = topOfVillainDeck(g);
      if (top < 0) return;
      g.log && log(g, `  reveals ${nameOf(g, top)} on top of the Villain Deck`);
      if (!isVillain(g, top)) return;
      gainAttack(g, 2);
      mayFightOnTop(g, top);
    },
  },
  {
    name: 'Sorcerer Supreme', copies: 1, cls: COVERT, cost: 7,
    text: 'Top three cards of your deck: draw those you want, teleport the others.',
    hint: { draw: 2 },
    play: (g, p, c) => {
      const top = peekTop(g, p, 3);
      if (top.length === 0) return;
      g.log && log(g, `  P${p + 1} reveals ${top.map((x) => nameOf(g, x)).join(', ')}`);
      askSorcerer(g, p, c, top);
    },
  },
], SET);
