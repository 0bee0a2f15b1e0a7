// Tigra (Civil War, Avengers).
//
// - Supernatural Senses: the top card is shown to its owner in a 'card' question ([top, -1]: -1 puts it back,
//   intent 'discard-top'); the double Instinct superpower (two Instinct cards played earlier, read when played)
//   then offers to KO the discarded card, once what the discard set off is done, if it is still in the discard pile.
// - Can't Surprise a Cat: an 'ambush' replace hook; each player in turn order with a copy in hand is asked (a
//   'yesno') until one discards it (a discard by a card effect) to cancel the Ambush and draw two cards; if none
//   does, the Ambush happens (the replace hooks after this one consulted first), as Invisible Barrier.
// - Mystic Talisman: a 'slot' question over the HQ heroes that can be recruited (not optional); the hero is
//   recruited for free. With the Avengers team power (read when played) you get its printed Recruit and Attack; a
//   Divided card in the HQ prints a Recruit or Attack on each side, and the rulebook is silent on which counts: the
//   weaker side's (by Recruit plus Attack), the reading worst for the players.
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { gainSidekick } from '../../../keywords/sidekicks.js';
import { hero, teamId } from '../../../registry.js';
import {
  ambushEffect, def, discardCard, draw, faceDownCount, gainAttack, gainRecruit, isHero, koCard, playedCls, playerOrder, power,
  recruitFromHq, teamPower, topOfDeck,
} from '../../../rules.js';
import type { CardDef, Game, GameEvent } from '../../../types.js';
import { COVERT, INSTINCT, Z_DECK, Z_HAND } from '../../../types.js';

const AVENGERS = teamId('Avengers');

// Supernatural Senses (see the header): f.n is 1 when the double Instinct superpower is on.
const sensesTop = cont('tigra:supernatural-senses:discard', (g, f, v) => {
  if (v < 0 || g.players[f.p]!.deck[g.players[f.p]!.deck.length - 1] !== v) return;
  discardCard(g, f.p, v, Z_DECK, true, f.c);
  if (f.n === 1) later(g, sensesOfferKo, f.p, f.c, v);
}, { about: 'discard-top' });
const sensesOfferKo = cont('tigra:supernatural-senses:offer-ko', (g, f) => {
  if (g.players[f.p]!.discard.includes(f.n)) ask(g, f.p, 'card', sensesKo, [f.n, -1], { source: f.c });
});
const sensesKo = cont('tigra:supernatural-senses:ko', (g, f, v) => {
  if (v >= 0 && g.players[f.p]!.discard.includes(v)) koCard(g, f.p, v, f.c);
}, { about: 'ko-optional', n: 1 });

// Can't Surprise a Cat (see the header).
const CAT_KEY = `${SET}:hero:tigra:can-t-surprise-a-cat`;
function catInHand(g: Game, p: number): number {
  for (const c of g.players[p]!.hand) if (g.cards[g.defOf[c]!]!.key === CAT_KEY) return c;
  return -1;
}
/** Asks the first player from position `from` of the turn order holding the card; false when none does. */
function askCat(g: Game, villain: number, n: number, from: number): boolean {
  const order = playerOrder(g);
  for (let i = from; i < order.length; i++) {
    if (catInHand(g, order[i]!) < 0) continue;
    ask(g, order[i]!, 'yesno', catChosen, [1, 0], { source: villain, n, m: i });
    return true;
  }
  return false;
}
const catChosen = cont('tigra:cant-surprise-a-cat', (g, f, v) => {
  const c = v === 1 ? catInHand(g, f.p) : -1;
  if (c >= 0) { discardCard(g, f.p, c, Z_HAND, true, c); draw(g, f.p, 2); return; }
  if (!askCat(g, f.c, f.n, f.m + 1)) ambushEffect(g, f.c, f.n);
}, { about: 'may' });
const catHook = (g: Game, e: GameEvent): boolean => askCat(g, e.c, e.n, 0);

// Mystic Talisman (see the header): f.n is 1 with the Avengers team power.
/** The printed Recruit and Attack a card gives: a Divided card's weaker side. */
function printedPoints(g: Game, c: number): CardDef {
  const d = def(g, c);
  if (d.halves === undefined) return d;
  const [a, b] = d.halves.map((h) => g.cards[h]!) as [CardDef, CardDef];
  return b.attack + b.recruit < a.attack + a.recruit ? b : a;
}
const talismanRecruit = cont('tigra:mystic-talisman:recruit', (g, f, v) => {
  const c = v < 0 ? -1 : g.hq[v]!;
  if (c < 0 || !isHero(g, c)) return;
  const d = printedPoints(g, c);
  recruitFromHq(g, f.p, v, true);
  if (f.n === 1) { gainRecruit(g, d.recruit); gainAttack(g, d.attack); }
}, { about: 'hq-gain' });
function recruitableHq(g: Game): number[] {
  const out: number[] = [];
  if (g.t.healed) return out;
  for (let s = 0; s < g.hq.length; s++) {
    const c = g.hq[s]!;
    if (c >= 0 && def(g, c).kind === 'hero' && !(g.faceDown.length && faceDownCount(g, c) > 0)) out.push(s);
  }
  return out;
}

hero('Tigra', 'Avengers', [
  {
    name: 'Friendship/Ferocity', copies: 5, cls: 0, cost: 2, text: '',
    divided: [
      {
        name: 'Friendship', cls: COVERT, recruit: 1,
        text: 'Covert superpower: gain a Sidekick.',
        hint: { power: { cls: COVERT, other: 1.5 } },
        play: (g, p) => { if (power(g, COVERT)) gainSidekick(g, p); },
      },
      {
        name: 'Ferocity', cls: INSTINCT, attack: 1,
        text: 'Instinct superpower: draw a card.',
        hint: { power: { cls: INSTINCT, draw: 1 } },
        play: (g, p) => { if (power(g, INSTINCT)) draw(g, p, 1); },
      },
    ],
  },
  {
    name: 'Supernatural Senses', copies: 5, cls: INSTINCT, cost: 3, attack: 2,
    text: 'Look at your top card: discard it or put it back. Double Instinct superpower: you may KO the card discarded this way.',
    hint: { avgAttack: 0.2, power: { cls: INSTINCT, count: 2, other: 0.8 } },
    play: (g, p, c) => {
      const twice = playedCls(g, INSTINCT) >= 2;
      const top = topOfDeck(g, p);
      if (top >= 0) ask(g, p, 'card', sensesTop, [top, -1], { source: c, n: twice ? 1 : 0 });
    },
  },
  {
    name: 'Can\'t Surprise a Cat', copies: 3, cls: COVERT, cost: 5, attack: 2,
    text: 'When an Ambush would happen, you may discard this from your hand to cancel it and draw two cards.',
    hint: { avgAttack: 0.5 },
    on: { ambush: { replace: catHook } },
  },
  {
    name: 'Mystic Talisman', copies: 1, cls: COVERT, cost: 7, attack: 0, recruit: 0, plus: { attack: true, recruit: true },
    text: 'Recruit an HQ hero for free. Avengers team power: you also get its printed Recruit and Attack.',
    hint: { avgRecruit: 5, power: { team: AVENGERS, attack: 1.2, recruit: 1 } },
    play: (g, p, c) => {
      const avengers = teamPower(g, AVENGERS);
      const opts = recruitableHq(g);
      if (opts.length) ask(g, p, 'slot', talismanRecruit, opts, { source: c, n: avengers ? 1 : 0 });
    },
  },
], SET);
