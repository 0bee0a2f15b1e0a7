// Civil War's special Bystanders: shuffled into the Bystander stack when the set is selected. Each one's rescue
// effect is a 'rescue' after hook on its own definition, so it triggers however the card is rescued (from the
// stack, from a defeated villain, from the Mastermind); the rescuer is the event's player. A Bystander no longer
// in the rescuer's victory pile when its hook runs (KO'd instead, Venom fortifying the stack) does nothing.
// - Aspiring Hero: the rescuer gains the top Sidekick (none when the stack is empty or fortified).
// - Comic Shop Keeper: the top three cards of the Hero Deck are revealed and stay there; the rescuer picks one that
//   costs 3 or less (mandatory when there is one) and then the player who gains it; the cards left are put back in
//   the order the rescuer chooses (one question per position from the top, as putBackInOrder for a player's deck).
import { SET } from './set.js';
import { ask, cont } from '../../flow.js';
import { gainSidekick } from '../../keywords/sidekicks.js';
import { stackCard } from '../../registry.js';
import {
  ORDER_HERO_DECK, distinct, gainBlocked, gainCard, heroCost, heroDeckRanOut, isHero, log, nameOf, playerOrder, putDeckTopInOrder, rescuedSelf,
} from '../../rules.js';
import type { Game } from '../../types.js';
import { Z_HERO_DECK } from '../../types.js';

const SHOP_LOOK = 3, SHOP_MAX_COST = 3;

function comicShop(g: Game, p: number, b: number): void {
  const top = g.heroDeck.slice(-SHOP_LOOK).reverse();
  if (top.length === 0) return;
  g.log && log(g, `  reveals ${top.map((c) => nameOf(g, c)).join(', ')} on top of the Hero Deck`);
  const cheap = top.filter((c) => isHero(g, c) && heroCost(g, c) <= SHOP_MAX_COST);
  if (cheap.length) ask(g, p, 'card', shopHero, distinct(g, p, cheap), { source: b, n: top.length });
  else putDeckTopInOrder(g, p, ORDER_HERO_DECK, top.length, b);
}
const shopHero = cont('comic-shop-keeper:hero', (g, f, v) => {
  ask(g, f.p, 'player', shopPlayer, playerOrder(g), { source: f.c, n: v, m: f.n });
}, { about: 'gain' });
const shopPlayer = cont('comic-shop-keeper:player', (g, f, v) => {
  let left = f.m;
  const i = g.heroDeck.lastIndexOf(f.n);
  if (v >= 0 && i >= 0 && !gainBlocked(g, v, Z_HERO_DECK, f.n)) {
    g.heroDeck.splice(i, 1);
    left--;
    gainCard(g, v, f.n, Z_HERO_DECK);
    if (g.heroDeck.length === 0) heroDeckRanOut(g);
  }
  putDeckTopInOrder(g, f.p, ORDER_HERO_DECK, left, f.c);
}, { about: 'player-gain' });

stackCard('bystander', {
  name: 'Aspiring Hero', copies: 4, vp: 1,
  text: 'When rescued: the rescuer gains a Sidekick.',
  on: { rescue: { after: (g, e, self) => { if (rescuedSelf(g, e, self)) gainSidekick(g, e.p); } } },
}, SET, 'bystanders');

stackCard('bystander', {
  name: 'Comic Shop Keeper', copies: 3, vp: 1,
  text: 'When rescued: reveal the top three cards of the Hero Deck; a player of the rescuer\'s choice gains one that costs 3 or less; the rest go back in any order.',
  on: { rescue: { after: (g, e, self) => { if (rescuedSelf(g, e, self)) comicShop(g, e.p, e.c); } } },
}, SET, 'bystanders');
