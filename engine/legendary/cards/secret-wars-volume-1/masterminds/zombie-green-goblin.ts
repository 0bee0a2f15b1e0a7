// Zombie Green Goblin (Secret Wars Volume 1). +1 Attack per hero of cost 7 or more in the KO pile.
//
// Rise of the Living Dead (engine/legendary/keywords/living-dead.ts) never makes Mastermind Tactics return (nor a
// villain that became one). What follows "Then" on his cards waits for every rise, and for what the risen villains'
// Ambushes do.
// - Master Strike: Rise of the Living Dead; then HQ heroes of cost 7 or more are KO'd (those there when it starts:
//   a hero refilled into a space is not); then every player discards cards of their choice, one per hero of cost 7 or
//   more in the KO pile (counted once, after those KOs).
// - Army of Cadavers: Rise of the Living Dead; then every other player discards one card per city villain carrying
//   the keyword.
// - The Hungry Dead: Rise of the Living Dead; then a Wound for every other player when a city villain carries it.
// - Love to Have You for Dinner: Rise of the Living Dead; then the Hero Deck's top 5 are shown: those of cost 7 or
//   more are KO'd, the others are shuffled and put under the Hero Deck.
// - Reign of Terror: Rise of the Living Dead; then HQ heroes of cost 6 or lower are moved under the Hero Deck (in HQ
//   order, from the first space), then the spaces refill.
import { SET } from '../set.js';
import { cont, later } from '../../../flow.js';
import { RISE, riseOfTheLivingDead } from '../../../keywords/living-dead.js';
import { mastermind } from '../../../registry.js';
import {
  GAIN_WOUND, chooseDiscard, hasKeyword, heroCost, heroDeckRanOut, isHero, koFromHq, log, nameOf, otherPlayersEvil,
  playerOrder, refillHq, takeFaceDown,
} from '../../../rules.js';
import { shuffle } from '../../../../shared/rng.js';
import type { Game } from '../../../types.js';

const NAME = 'Zombie Green Goblin';
export const EXPENSIVE = 7;

/** Heroes in the KO pile that cost 7 or more. */
function expensiveKod(g: Game): number {
  let n = 0;
  for (const c of g.ko) if (isHero(g, c) && heroCost(g, c) >= EXPENSIVE) n++;
  return n;
}
/** Villains in the city that have Rise of the Living Dead. */
function risingInCity(g: Game): number {
  let n = 0;
  for (const c of g.city) if (c >= 0 && hasKeyword(g, c, RISE)) n++;
  return n;
}

const discardOne = cont('zombie-green-goblin:discard', (g, f) => chooseDiscard(g, f.p, true));
function discardsFor(g: Game, players: readonly number[], n: number, src: number): void {
  for (const q of players) for (let i = 0; i < n; i++) later(g, discardOne, q, src);
}

/** Rise of the Living Dead, then the continuation `then` (frame: the current player, the source card). */
function riseThen(g: Game, then: string, c: number): void {
  riseOfTheLivingDead(g);
  later(g, then, g.current, c);
}

const strikeThen = cont('zombie-green-goblin:strike', (g, f) => {
  const slots: number[] = [];
  for (let s = 0; s < g.hq.length; s++) { const h = g.hq[s]!; if (h >= 0 && isHero(g, h) && heroCost(g, h) >= EXPENSIVE) slots.push(s); }
  for (const s of slots) koFromHq(g, s);
  discardsFor(g, playerOrder(g), expensiveKod(g), f.c);
});

const cadaversThen = cont('zombie-green-goblin:army-of-cadavers', (g, f) => discardsFor(g, otherPlayersEvil(g), risingInCity(g), f.c));

const hungryThen = cont('zombie-green-goblin:the-hungry-dead', (g) => {
  if (risingInCity(g) > 0) for (const q of otherPlayersEvil(g)) later(g, GAIN_WOUND, q);
});

const dinnerThen = cont('zombie-green-goblin:love-to-have-you-for-dinner', (g) => {
  const top = g.heroDeck.splice(Math.max(0, g.heroDeck.length - 5));
  const rest: number[] = [];
  for (const c of top.reverse()) {
    if (isHero(g, c) && heroCost(g, c) >= EXPENSIVE) { g.ko.push(c); g.log && log(g, `  ${nameOf(g, c)} is KO'd from the Hero Deck`); }
    else rest.push(c);
  }
  g.heroDeck.unshift(...shuffle(g.rng, rest));
  if (top.length && g.heroDeck.length === 0) heroDeckRanOut(g);
});

const terrorThen = cont('zombie-green-goblin:reign-of-terror', (g) => {
  const moved: number[] = [];
  for (let s = 0; s < g.hq.length; s++) {
    const h = g.hq[s]!;
    if (h < 0 || !isHero(g, h) || heroCost(g, h) > EXPENSIVE - 1) continue;
    g.hq[s] = -1;
    for (const b of takeFaceDown(g, h)) g.ko.push(b);
    g.heroDeck.unshift(h);
    moved.push(s);
    g.log && log(g, `  ${nameOf(g, h)} goes to the bottom of the Hero Deck`);
  }
  for (const s of moved) refillHq(g, s);
});

mastermind({
  name: NAME, set: SET, attack: 11, vp: 6, leads: 'The Deadlands',
  text: '+1 Attack per hero of cost 7+ in the KO pile. Master Strike: Rise of the Living Dead; HQ heroes of cost 7+ are KO\'d; then every player discards one card per cost-7+ hero now in the KO pile.',
  mods: { mastermindAttack: (g) => expensiveKod(g) },
  strike: (g, _p, c) => riseThen(g, strikeThen, c),
  tactics: [
    {
      name: 'Army of Cadavers', text: 'Rise of the Living Dead; then every other player discards one card per city villain carrying that keyword.',
      fight: (g, _p, c) => riseThen(g, cadaversThen, c),
    },
    {
      name: 'The Hungry Dead', text: 'Rise of the Living Dead; then every other player gains a Wound if any city villain carries that keyword.',
      fight: (g, _p, c) => riseThen(g, hungryThen, c),
    },
    {
      name: 'Love to Have You for Dinner', text: 'Rise of the Living Dead; then show the Hero Deck\'s top 5: KO those of cost 7+ and shuffle the others under the deck.',
      fight: (g, _p, c) => riseThen(g, dinnerThen, c),
    },
    {
      name: 'Reign of Terror', text: 'Rise of the Living Dead; then HQ heroes of cost 6 or lower are moved under the Hero Deck.',
      fight: (g, _p, c) => riseThen(g, terrorThen, c),
    },
  ],
});
