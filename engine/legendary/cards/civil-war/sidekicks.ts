// Civil War's Special Sidekicks (the Pet Avengers), shuffled into the Sidekick stack when the set is selected
// (engine/legendary/keywords/sidekicks.ts). Each is a Sidekick of cost 2 that goes to the bottom of the Sidekick stack once
// played (the keyword's rule, after its ability). Unlike the basic grey Sidekicks, the Pet Avengers print a Hero
// Class and the Avengers team icon (the set's card data): they count for superpowers and team powers.
//
// - Redwing: the top three cards are looked at; a 'card' question picks the one to draw (intent 'gain'), the
//   others are put back in the order the player chooses (putBackInOrder).
// - Throg: "once this turn" makes it an effect for the rest of the turn: the +2 Attack comes as soon as the Recruit
//   made this turn reaches 6 (its own 2 counted), when played or later (another card played, Recruit gained by an
//   effect), and only once per Throg played.
// - Zabu: the KO is not optional ('card' over the hand and discard pile, no -1).
import { SET } from './set.js';
import { drawOneOfTop } from './common.js';
import { addEffect, effectKind, removeEffect } from '../../effects.js';
import { ask, cont } from '../../flow.js';
import { PHASING } from '../../keywords/phasing.js';
import { SIDEKICK } from '../../keywords/sidekicks.js';
import { sidekick } from '../../registry.js';
import {
  DISCARD, HAND, cardsIn, distinct, draw, gainAttack, koCard, peekTop, power, putBackInOrder, rescue, takeFromPlayer,
} from '../../rules.js';
import { COVERT, INSTINCT, RANGED, STRENGTH, type Game, type TurnEffect } from '../../types.js';

const AVENGERS = 'Avengers';

// Redwing: the chosen card goes to the top and is drawn (a draw: draw hooks see it); the rest are ordered.
const redwingDraw = drawOneOfTop('pet-avengers:redwing:draw');

// Throg: waits for 6 Recruit made this turn (printed Recruit of cards played, or Recruit gained by an effect), then ends.
function throgCheck(g: Game, e: TurnEffect): void {
  if (g.t.recruitMade < 6) return;
  removeEffect(g, e);
  gainAttack(g, 2);
}
const THROG = effectKind({ key: 'pet-avengers:throg', after: { play: (g, _ev, e) => throgCheck(g, e), recruitGained: (g, _ev, e) => throgCheck(g, e) } });

const zabuKo = cont('pet-avengers:zabu:ko', (g, f, v) => { if (v >= 0) koCard(g, f.p, v, f.c); }, { about: 'lose' });

sidekick({
  name: 'Hairball', copies: 3, cls: COVERT, team: AVENGERS, cost: 2, attack: 1, keywords: [SIDEKICK],
  text: 'Draw a card. Then it returns to the bottom of the Sidekick stack.',
  hint: { draw: 1 },
  play: (g, p) => { draw(g, p, 1); },
}, SET);

sidekick({
  name: 'Lockheed', copies: 2, cls: RANGED, team: AVENGERS, cost: 2, attack: 2, plus: { attack: true }, keywords: [SIDEKICK],
  text: 'Ranged superpower: +1 Attack. Then it returns to the bottom of the Sidekick stack.',
  hint: { power: { cls: RANGED, attack: 1 } },
  play: (g) => { if (power(g, RANGED)) gainAttack(g, 1); },
}, SET);

sidekick({
  name: 'Lockjaw', copies: 2, cls: RANGED, team: AVENGERS, cost: 2, attack: 2, keywords: [SIDEKICK, PHASING],
  text: 'Phasing. Played, it returns to the bottom of the Sidekick stack.',
}, SET);

sidekick({
  name: 'Ms. Lion', copies: 2, cls: COVERT, team: AVENGERS, cost: 2, keywords: [SIDEKICK],
  text: 'Rescue a Bystander and draw a card. Then it returns to the bottom of the Sidekick stack.',
  hint: { draw: 1, power: { rescue: 1 } },
  play: (g, p) => { rescue(g, p, 1); draw(g, p, 1); },
}, SET);

sidekick({
  name: 'Redwing', copies: 2, cls: INSTINCT, team: AVENGERS, cost: 2, keywords: [SIDEKICK],
  text: 'Look at your top three cards: draw one of them, put the others back in the order you like. Then it returns to the bottom of the Sidekick stack.',
  hint: { draw: 1 },
  play: (g, p, c) => {
    const top = peekTop(g, p, 3);
    if (top.length) ask(g, p, 'card', redwingDraw, distinct(g, p, top), { source: c });
  },
}, SET);

sidekick({
  name: 'Throg', copies: 2, cls: STRENGTH, team: AVENGERS, cost: 2, recruit: 2, attack: 0, plus: { attack: true }, keywords: [SIDEKICK],
  text: 'Once this turn, +2 Attack as soon as you have made 6 or more Recruit this turn (its own 2 included). Then it returns to the bottom of the Sidekick stack.',
  hint: { recruitThreshold: { n: 6, attack: 2 } },
  // the printed Recruit is in recruitMade before the ability runs (see the header)
  play: (g, _p, c) => { if (g.t.recruitMade >= 6) gainAttack(g, 2); else addEffect(g, THROG, c); },
}, SET);

sidekick({
  name: 'Zabu', copies: 2, cls: INSTINCT, team: AVENGERS, cost: 2, keywords: [SIDEKICK],
  text: 'KO a card of your hand or discard pile. Then it returns to the bottom of the Sidekick stack.',
  hint: { power: { other: 0.5 } },
  play: (g, p, c) => ask(g, p, 'card', zabuKo, distinct(g, p, cardsIn(g, p, HAND | DISCARD)), { source: c }),
}, SET);
