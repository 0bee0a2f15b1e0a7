// Hawkeye (core, Avengers).
//
// Option encodings:
// - 'hawkeye:covering-fire:mode' is a 'mode' decision: 0 = each other player draws a card,
//   1 = each other player discards a card (each chooses their own card, a discard by card effect).
import { ask, cont } from '../../../flow.js';
import { addEffect, effectKind } from '../../../effects.js';
import { chooseDiscard, draw, gainAttack, otherPlayers, power, rescue, teamPower } from '../../../rules.js';
import { hero } from '../../../registry.js';
import { AVENGERS, INSTINCT, TECH } from '../../../types.js';

export const COVERING_DRAW = 0, COVERING_DISCARD = 1;

const coveringFire = cont('hawkeye:covering-fire:mode', (g, _f, v) => {
  for (const q of otherPlayers(g)) {
    if (v === COVERING_DRAW) draw(g, q, 1);
    else if (v === COVERING_DISCARD) chooseDiscard(g, q, true);
  }
}, { about: 'mode-first' });

// Impossible Trick Shot: for the rest of the turn, each defeat of a villain or the Mastermind rescues three
// Bystanders.
const TRICK_SHOT = effectKind({ key: 'hawkeye:impossible-trick-shot', after: { defeat: (g, e) => rescue(g, e.p, 3) } });

hero('Hawkeye', 'Avengers', [
  {
    name: 'Quick Draw', copies: 5, cls: INSTINCT, cost: 3, attack: 1,
    text: 'Draw a card.',
    hint: { draw: 1 },
    play: (g, p) => { draw(g, p, 1); },
  },
  {
    name: 'Team Player', copies: 5, cls: TECH, cost: 4, attack: 2, plus: { attack: true },
    text: 'Avengers team power: +1 Attack.',
    hint: { power: { team: AVENGERS, attack: 1 } },
    play: (g) => { if (teamPower(g, AVENGERS)) gainAttack(g, 1); },
  },
  {
    name: 'Covering Fire', copies: 3, cls: TECH, cost: 5, attack: 3,
    text: 'Tech superpower: choose whether every other player draws a card or discards a card.',
    hint: { power: { cls: TECH, other: 1 } },
    play: (g, p, c) => {
      if (power(g, TECH) && otherPlayers(g).length > 0) ask(g, p, 'mode', coveringFire, [COVERING_DRAW, COVERING_DISCARD], { source: c });
    },
  },
  {
    name: 'Impossible Trick Shot', copies: 1, cls: TECH, cost: 7, attack: 5,
    text: 'For the rest of the turn, rescue three Bystanders whenever you defeat a villain or the Mastermind.',
    hint: { avgAttack: 1.5 },
    play: (g, _p, c) => addEffect(g, TRICK_SHOT, c),
  },
]);
