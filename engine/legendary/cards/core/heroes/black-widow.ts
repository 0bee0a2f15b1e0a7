// Black Widow (core, Avengers).
//
// Option encodings:
// - 'black-widow:silent-sniper:target' is a 'slot' decision: a city space (0 = Sewers) whose villain holds a
//   Bystander, or the city size (5 in the core city) for the Mastermind (when it holds a Bystander and still
//   stands: tactics left, or the Final Blow owed). Nothing can be defeated after healing: then there is no
//   target and no question.
import { ask, cont } from '../../../flow.js';
import {
  DISCARD, HAND, bystandersHeld, canDefeatNow, cardsIn, defeatMastermindTactic, defeatVillain, distinct, draw,
  gainAttack, isBystander, koCard, mastermindStands, power, rescue,
} from '../../../rules.js';
import { hero } from '../../../registry.js';
import { mastermindHolder } from '../../../zones.js';
import { COVERT, TECH } from '../../../types.js';
import type { Game } from '../../../types.js';


const rescueKo = cont('black-widow:dangerous-rescue:ko', (g, f, v) => {
  if (v < 0) return;
  koCard(g, f.p, v);
  rescue(g, f.p, 1);
}, { about: 'ko-optional', n: 1 });

/** The targets Silent Sniper may defeat: city spaces with a captured Bystander, and 5 for the Mastermind. */
export function sniperTargets(g: Game, _p: number): number[] {
  const out: number[] = [];
  if (!canDefeatNow(g)) return out;
  for (let s = 0; s < g.city.length; s++) {
    // an effect that defeats ignores "you can't defeat ... unless" (Universal Rulebook, Total Fury)
    if (g.city[s]! >= 0 && bystandersHeld(g, s) > 0) out.push(s);
  }
  const mm = mastermindHolder(g);
  if (mastermindStands(g) && bystandersHeld(g, mm) > 0) out.push(mm);
  return out;
}
const sniperTarget = cont('black-widow:silent-sniper:target', (g, f, v) => {
  if (v === mastermindHolder(g)) defeatMastermindTactic(g, f.p);
  else if (v >= 0) defeatVillain(g, f.p, v);
}, { about: 'defeat' });

hero('Black Widow', 'Avengers', [
  {
    name: 'Dangerous Rescue', copies: 5, cls: COVERT, cost: 3, attack: 2,
    text: 'Covert superpower: you may KO a card from your hand or discard pile to rescue a Bystander.',
    hint: { power: { cls: COVERT, rescue: 1 } },
    play: (g, p, c) => {
      if (!power(g, COVERT)) return;
      const opts = distinct(g, p, cardsIn(g, p, HAND | DISCARD));
      if (opts.length) ask(g, p, 'card', rescueKo, [...opts, -1], { source: c });
    },
  },
  {
    name: 'Mission Accomplished', copies: 5, cls: TECH, cost: 2,
    text: 'Draw a card. Tech superpower: rescue a Bystander.',
    hint: { draw: 1, power: { cls: TECH, rescue: 1 } },
    play: (g, p) => {
      const tech = power(g, TECH);
      draw(g, p, 1);
      if (tech) rescue(g, p, 1);
    },
  },
  {
    name: 'Covert Operation', copies: 3, cls: COVERT, cost: 4, attack: 0, plus: { attack: true },
    text: '+1 Attack per Bystander in your victory pile.',
    hint: { avgAttack: 1.5 },
    play: (g, p) => { gainAttack(g, g.players[p]!.victory.filter((x) => isBystander(g, x)).length); },
  },
  {
    name: 'Silent Sniper', copies: 1, cls: COVERT, cost: 7, attack: 4,
    text: 'Defeat a villain in the city, or the Mastermind, that holds a Bystander (no Attack spent).',
    hint: { avgAttack: 3 },
    play: (g, p, c) => { ask(g, p, 'slot', sniperTarget, sniperTargets(g, p), { source: c }); },
  },
]);
