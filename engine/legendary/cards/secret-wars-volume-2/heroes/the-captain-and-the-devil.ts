// The Captain and the Devil (Secret Wars Volume 2, Avengers).
//
// - Jurassic America: Spectrum (keywords/spectrum.ts, read when played): +2 Recruit.
// - Patriotic Chomp: Spectrum: +2 Attack.
// - Feeding Grounds: Patrol the Streets: with that space empty, the player may KO one card of their hand or discard pile
//   ('ko-optional', -1 declines).
// - Dino-Roar of Triumph: for the rest of the turn, whenever the current player defeats a villain that was in a city
//   space (by a fight or an effect), each villain then in an adjacent city space gets -2 Attack this turn (the
//   effect stays on that villain if it moves). The Mastermind's own place beside the board is adjacent to no city
//   space (the rulebook never says it is: the reading worst for the players); the card's Mastermind is one that stands
//   in a city space (a Mastermind that enters the city). Two city spaces are adjacent when next to each other and both exist (a
//   destroyed space between them does not join them: the reading worst for the players, as Stingray and Thing read it).
//   A villain defeated outside the city (in the HQ, on the Villain Deck) has no city neighbours: nothing. A turn
//   effect on "the Mastermind" lowers every Mastermind standing (Secret Wars' other Masterminds read the turn's
//   Mastermind effects too: otherAttack).
import { SET } from '../set.js';
import { addEffect, effectKind } from '../../../effects.js';
import { ask, cont } from '../../../flow.js';
import { patrolEmpty } from '../../../keywords/patrol.js';
import { spectrum } from '../../../keywords/spectrum.js';
import { hero } from '../../../registry.js';
import { DISCARD, HAND, STREETS, cardsIn, cityLive, distinct, gainAttack, gainRecruit, isVillain, koCard, log, nameOf } from '../../../rules.js';
import type { Game, GameEvent } from '../../../types.js';
import { COVERT, INSTINCT, RANGED, STRENGTH, TECH, Z_CITY } from '../../../types.js';

const feedingKo = cont('the-captain-and-the-devil:feeding-grounds:ko', (g, f, v) => {
  if (v >= 0) koCard(g, f.p, v, f.c);
}, { about: 'ko-optional' });

/** A villain (c) gets -n Attack this turn; c = -1: the Mastermind. */
const ROARED = effectKind({
  key: 'the-captain-and-the-devil:dino-roar:weakened',
  villainAttack: (_g, _slot, c, _fight, e) => (e.c >= 0 && e.c === c ? -e.n : 0),
  mastermindAttack: (_g, _fight, e) => (e.c === -1 ? -e.n : 0),
});

function roar(g: Game, ev: GameEvent): void {
  if (ev.p !== g.current || ev.from !== Z_CITY || ev.slot < 0) return;
  for (const s of [ev.slot - 1, ev.slot + 1]) {
    if (!cityLive(g, s) || g.city[s]! < 0 || !isVillain(g, g.city[s]!)) continue;
    g.log && log(g, `  ${nameOf(g, g.city[s]!)} gets -2 Attack this turn`);
    addEffect(g, ROARED, g.city[s]!, 2);
  }
  // a Mastermind is adjacent to a defeated villain only when it stands in a city space itself (a Mastermind that
  // enters the city); the Mastermind's own space beside the board is next to no city space (the rulebook is silent:
  // the reading worst for the players)
}

/** Dino-Roar of Triumph played: the defeats of the rest of the turn weaken their neighbours. */
const DINO_ROAR = effectKind({ key: 'the-captain-and-the-devil:dino-roar', after: { defeat: roar } });

hero('The Captain and the Devil', 'Avengers', [
  {
    name: 'Jurassic America', copies: 5, cls: STRENGTH | TECH, cost: 2, recruit: 1, plus: { recruit: true },
    text: 'Spectrum: +2 Recruit.',
    hint: { avgRecruit: 1 },
    play: (g, p) => { if (spectrum(g, p)) gainRecruit(g, 2); },
  },
  {
    name: 'Patriotic Chomp', copies: 5, cls: INSTINCT, cost: 4, attack: 2, plus: { attack: true },
    text: 'Spectrum: +2 Attack.',
    hint: { avgAttack: 1 },
    play: (g, p) => { if (spectrum(g, p)) gainAttack(g, 2); },
  },
  {
    name: 'Feeding Grounds', copies: 3, cls: COVERT, cost: 6, attack: 3,
    text: 'Patrol the Streets: with nobody there, optionally KO one card of your hand or discard pile.',
    hint: { avgAttack: 0.3 },
    play: (g, p, c) => {
      if (!patrolEmpty(g, STREETS)) return;
      const opts = distinct(g, p, cardsIn(g, p, HAND | DISCARD));
      if (opts.length) ask(g, p, 'card', feedingKo, [...opts, -1], { source: c });
    },
  },
  {
    name: 'Dino-Roar of Triumph', copies: 1, cls: RANGED, cost: 8, attack: 6,
    text: 'This turn, each villain you defeat gives -2 Attack to every villain (or Mastermind) in a city space beside it.',
    hint: { avgAttack: 1 },
    play: (g, _p, c) => addEffect(g, DINO_ROAR, c),
  },
], SET);
