// Lady Thor (Secret Wars Volume 1, Avengers).
//
// - Mysterious Origin, Chosen by Asgard, Living Thunderstorm: the "once per turn" reward for having made 6 Recruit
//   is read as Throg's "once this turn" (Civil War Pet Avengers): the reward comes as soon as the Recruit made
//   this turn reaches 6 (the card's own printed Recruit counted), when the card is played or later in the turn (a
//   card played, Recruit gained by an effect), and only once. "Once per turn" counts per copy played: the Universal
//   Rulebook's only words on a card's "once per turn" ability (Artifacts) let a player use each of several cards of
//   the same name, and give a copy made by Rogue its own use; two copies played in a turn each give their reward.
//   Living Thunderstorm prints "One per turn": a misprint of "Once per turn", read the same way.
// - Heir to the Hammer: the superpower needs a Ranged and a Strength card played earlier (one card with both
//   classes is enough, as the rules count classes).
import { SET } from '../set.js';
import { addEffect, effectKind, removeEffect } from '../../../effects.js';
import { hero } from '../../../registry.js';
import { draw, gainAttack, powerBoth } from '../../../rules.js';
import type { Effect, Game, TurnEffect } from '../../../types.js';
import { RANGED, STRENGTH } from '../../../types.js';

/** Recruit made this turn that the "once per turn" abilities wait for. */
const THRESHOLD = 6;

/**
 * A "once per turn" ability that waits for 6 Recruit made this turn: `reward` runs once for the copy played, as
 * soon as the threshold is reached (now, or when a later card or effect brings the Recruit made to 6). Returns the
 * card's `play`.
 */
function oncePerTurnAt6(key: string, reward: (g: Game, p: number, c: number) => void): Effect {
  const check = (g: Game, e: TurnEffect): void => {
    if (g.t.recruitMade < THRESHOLD) return;
    removeEffect(g, e);
    reward(g, g.current, e.c);
  };
  const WAIT = effectKind({ key: `${key}:wait`, after: { play: (g, _ev, e) => check(g, e), recruitGained: (g, _ev, e) => check(g, e) } });
  // the printed Recruit is in recruitMade before the ability runs
  return (g, p, c) => { if (g.t.recruitMade >= THRESHOLD) reward(g, p, c); else addEffect(g, WAIT, c); };
}

hero('Lady Thor', 'Avengers', [
  {
    name: 'Mysterious Origin', copies: 5, cls: RANGED, cost: 3, recruit: 2,
    text: 'Once per turn: draw a card as soon as you have made 6 or more Recruit this turn (its own 2 included).',
    hint: { draw: 0.4 },
    play: oncePerTurnAt6('lady-thor:mysterious-origin', (g, p) => { draw(g, p, 1); }),
  },
  {
    name: 'Chosen by Asgard', copies: 5, cls: STRENGTH, cost: 4, recruit: 2, attack: 0, plus: { attack: true },
    text: 'Once per turn: +2 Attack as soon as you have made 6 or more Recruit this turn (its own 2 included).',
    hint: { recruitThreshold: { n: THRESHOLD, attack: 2 } },
    play: oncePerTurnAt6('lady-thor:chosen-by-asgard', (g) => gainAttack(g, 2)),
  },
  {
    name: 'Heir to the Hammer', copies: 3, cls: RANGED | STRENGTH, cost: 6, attack: 4, plus: { attack: true },
    text: 'Superpower of a Ranged and a Strength card: +2 Attack.',
    // both classes are needed; a hint names a class any of which triggers it, so the gain is halved
    hint: { power: { cls: RANGED | STRENGTH, attack: 1 } },
    play: (g) => { if (powerBoth(g, RANGED, STRENGTH)) gainAttack(g, 2); },
  },
  {
    name: 'Living Thunderstorm', copies: 1, cls: STRENGTH, cost: 8, recruit: 4, attack: 0, plus: { attack: true },
    text: 'Once per turn: +6 Attack as soon as you have made 6 or more Recruit this turn (its own 4 included).',
    hint: { recruitThreshold: { n: THRESHOLD, attack: 6 } },
    play: oncePerTurnAt6('lady-thor:living-thunderstorm', (g) => gainAttack(g, 6)),
  },
], SET);
