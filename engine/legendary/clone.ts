// Copies of game states: everything that can change is copied; the card table, the instance table and the
// setup are shared (never mutated). A copy is a handful of array copies.

import type { Game, TurnState } from './types.js';

/** A copy of a turn state (effect records are never mutated once made, so they are shared). */
export function cloneTurn(t: TurnState): TurnState {
  return {
    ...t, clsCount: t.clsCount.slice(), teamCount: t.teamCount.slice(), played: t.played.slice(),
    effects: t.effects.slice(), aside: t.aside.slice(), defeated: t.defeated.slice(),
  };
}

/** A deep copy of everything that can change; the card table and setup are shared (never mutated). */
export function clone(g: Game): Game {
  return {
    ...g,
    rng: [g.rng[0], g.rng[1], g.rng[2], g.rng[3]],
    players: g.players.map((p) => ({
      deck: p.deck.slice(), hand: p.hand.slice(), discard: p.discard.slice(), inPlay: p.inPlay.slice(), victory: p.victory.slice(), front: p.front.slice(),
    })),
    t: cloneTurn(g.t),
    villainDeck: g.villainDeck.slice(), heroDeck: g.heroDeck.slice(), hq: g.hq.slice(), city: g.city.slice(),
    att: g.att.map((a) => a.slice()), mastermind: g.mastermind.slice(), others: g.others.slice(), othersAtt: g.othersAtt.map((a) => a.slice()), othersTactics: g.othersTactics.map((a) => a.slice()), tactics: g.tactics.slice(), escaped: g.escaped.slice(),
    ko: g.ko.slice(), wounds: g.wounds.slice(), bystanders: g.bystanders.slice(), officers: g.officers.slice(), sidekicks: g.sidekicks.slice(),
    schemeZone: g.schemeZone.slice(), vars: { ...g.vars },
    stack: g.stack.slice(), // frames are never mutated once made, so they can be shared
    stats: { ...g.stats },
    choices: g.choices ? g.choices.slice() : null,
    log: g.log ? g.log.slice() : null,
    defeatAtt: g.defeatAtt.slice(),
    asHero: g.asHero.slice(),
    faceDown: g.faceDown.slice(), faceDownOf: g.faceDownOf.slice(), fortify: g.fortify.slice(), fortifyAt: g.fortifyAt.slice(), schemeDeck: g.schemeDeck.slice(), mastermindDeck: g.mastermindDeck.slice(), villainDecks: g.villainDecks.map((d) => d.slice()),
    nextTurn: g.nextTurn.slice(),
  };
}
