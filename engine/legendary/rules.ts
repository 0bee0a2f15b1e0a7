// The rules of the game as operations on a Game. Card effects are written with these.
//
// Cards move through a few primitives (draw, discard, KO, gain, rescue, recruit, defeat, escape, enter the
// city, refill the HQ) that announce typed events (engine/legendary/types.ts EventKind) to the hooks compiled for the
// game (engine/legendary/compile.ts): `before` and `after` hooks run around the move, a `replace` hook may take it
// over ("instead"). Values the rules read (villain and Mastermind Attack, hero costs, which points pay for
// what) go through the game's modifier pipeline and the turn's effects (engine/legendary/effects.ts). Nothing here
// names a card: cards plug in through hooks, modifiers, effects and actions.
//
//
// The primitives live in engine/legendary/rules/, one file per act, each with the hooks it fires:
//   lookups.ts       cards, classes, teams, keywords, superpowers, points, player order, face-down cards
//   events.ts        announcing events to the hooks (before / replace / after)
//   player-cards.ts  draw, discard, KO, gain, rescue, reveal-or-Wound, put back on the deck
//   paying.ts        which points pay for what, spending them
//   hq.ts            the HQ and the Hero Deck, recruiting
//   city.ts          villains in the city: their Attack, defeats, entering, moving, Ambush, escapes
//   mastermind.ts    the Mastermind: its Attack, whether it can be fought, its Tactics
//   fight.ts         every fight, by any route: pay, then defeat
//   villain-deck.ts  playing the Villain Deck: villains, Bystanders, Scheme Twists, Master Strikes
//   scoring.ts       Evil Wins, the end of the game, victory points
// This file gathers them, so a card imports every primitive from one place.

export * from './rules/lookups.js';
export { announce, announceBefore } from './rules/events.js';
export * from './rules/scoring.js';
export * from './rules/player-cards.js';
export * from './rules/paying.js';
export * from './rules/hq.js';
export * from './rules/city.js';
export * from './rules/mastermind.js';
export * from './rules/fight.js';
export * from './rules/villain-deck.js';
export { CLASS_BITS, SHIELD, Z_ESCAPED, Z_MASTERMIND, Z_VILLAIN_DECK } from './types.js';
export { PAY_FIGHT, PAY_MASTERMIND, PAY_RECRUIT, PAY_OFFICER, POOL_ATTACK, POOL_RECRUIT } from './types.js';
