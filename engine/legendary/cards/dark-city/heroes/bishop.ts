// Bishop (Dark City, X-Men).
//
// Absorb Energies: for the rest of the turn, +2 Recruit whenever a card the current player owns is KO'd
// (from any of their zones: hand, discard pile, deck, played cards; Wounds too). Each copy played counts.
// Firepower from the Future: the top four cards of the deck are discarded (a discard by a card effect) and
// give their printed Attack (a "2+" counts 2); with the X-Men team power, 'card' decisions over those of
// them still in the discard pile (-1: stop) KO them one by one.
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { addEffect, effectKind, hasEffect } from '../../../effects.js';
import {
  DISCARD, HAND, cardsIn, def, discardCard, distinct, draw, gainAttack, gainRecruit, koCard, peekTop, playedCls, power,
  teamPower,
} from '../../../rules.js';
import { hero } from '../../../registry.js';
import type { Game } from '../../../types.js';
import { COVERT, RANGED, TECH, XMEN, Z_DECK } from '../../../types.js';

const ABSORB = effectKind({
  key: 'bishop:absorb-energies', after: { ko: (g, ev) => { if (ev.p >= 0 && ev.p === g.current) gainRecruit(g, 2); } },
});

// Whatever the Cost: Covert superpower, you may KO a card from your hand or discard pile.
const whateverKo = cont('bishop:whatever-the-cost:ko', (g, f, v) => { if (v >= 0) koCard(g, f.p, v, f.c); }, { about: 'ko-optional', n: 1 });

// Firepower from the Future (see the header): a marker on each card it discarded.
const DISCARDED = effectKind({ key: 'bishop:firepower-from-the-future:discarded' });
const firepowerNext = cont('bishop:firepower-from-the-future:next', (g, f) => askFirepower(g, f.p, f.c));
function askFirepower(g: Game, p: number, src: number): void {
  const opts = distinct(g, p, g.players[p]!.discard.filter((x) => hasEffect(g, DISCARDED, x)));
  if (opts.length) ask(g, p, 'card', firepowerKo, [...opts, -1], { source: src });
}
const firepowerKo = cont('bishop:firepower-from-the-future:ko', (g, f, v) => {
  if (v < 0) return;
  koCard(g, f.p, v, f.c);
  askFirepower(g, f.p, f.c);
}, { about: 'ko-optional', n: 1 });

hero('Bishop', 'X-Men', [
  {
    name: 'Absorb Energies', copies: 5, cls: COVERT, cost: 3, attack: 2, recruit: 0, plus: { recruit: true },
    text: 'Until the turn ends, each KO of one of your cards gives +2 Recruit.',
    hint: { avgRecruit: 1 },
    play: (g, _p, c) => addEffect(g, ABSORB, c),
  },
  {
    name: 'Whatever the Cost', copies: 5, cls: RANGED, cost: 2,
    text: 'Draws one. With a Covert card played before it: optionally KO a card from hand or discard pile.',
    hint: { draw: 1, power: { cls: COVERT, other: 0.5 } },
    play: (g, p, c) => {
      const covert = power(g, COVERT);
      draw(g, p, 1);
      if (!covert) return;
      const opts = distinct(g, p, cardsIn(g, p, HAND | DISCARD));
      if (opts.length) ask(g, p, 'card', whateverKo, [...opts, -1], { source: c });
    },
  },
  {
    name: 'Concussive Blast', copies: 3, cls: RANGED, cost: 5, attack: 3, plus: { attack: true },
    text: 'Double Ranged superpower (two other Ranged cards played this turn): +3 Attack.',
    hint: { power: { cls: RANGED, count: 2, attack: 3 } },
    play: (g) => { if (playedCls(g, RANGED) >= 2) gainAttack(g, 3); },
  },
  {
    name: 'Firepower from the Future', copies: 1, cls: TECH, cost: 7, attack: 4, plus: { attack: true },
    text: 'The top four deck cards go to the discard pile; their printed Attack is added. X-Men team power: KO any of those four.',
    hint: { avgAttack: 3, power: { team: XMEN, other: 0.5 } },
    play: (g, p, c) => {
      const xmen = teamPower(g, XMEN);
      let atk = 0;
      for (const x of peekTop(g, p, 4)) {
        atk += def(g, x).attack;
        if (xmen) addEffect(g, DISCARDED, x);
        discardCard(g, p, x, Z_DECK, true, c);
      }
      gainAttack(g, atk);
      // after what the discards trigger (a card that returns to the hand is no longer in the discard pile)
      if (xmen) later(g, firepowerNext, p, c);
    },
  },
], SET);
