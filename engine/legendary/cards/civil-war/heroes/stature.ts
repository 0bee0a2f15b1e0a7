// Stature (Civil War, Avengers). Every card has Size-Changing (recruited for 2 less after a card of that class).
//
// - Crush Ants/Crush File Sizes: a Divided card; its right side is Iron Lad's (hero name), Avengers too.
// - Crush Ants (Strength power): a 'card' question over the villains with 3 Attack or less (not optional): those in
//   the city and those fortifying a place (Game.fortify, engine/legendary/keywords/fortify.ts: villains too, their Attack
//   read out of the city); the villain is defeated, not fought (its Attack read without "villains you fight"
//   modifiers, and conditions on fighting do not apply: Universal Rulebook, "Defeat"), as Ghost Rider's Infernal
//   Chains. A fortifier is defeated by the Fortify module (its place freed first).
// - Trample the Tiny (Strength power): the villains (city and fortifiers) with 4 Attack or less when it resolves
//   are marked; they are defeated one at a time in the order the player chooses ('card', not optional), each still
//   needing 4 Attack or less when its turn comes (a Fight effect in between may change the city).
// - Growing Confidence counts villain and henchman cards of your Victory Pile whose printed Attack is 3 or less.
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { addEffect, effectKind, hasEffect, removeEffect } from '../../../effects.js';
import { defeatFortifier, fortifierAttack } from '../../../keywords/fortify.js';
import { sizeChanging } from '../../../keywords/size-changing.js';
import { hero } from '../../../registry.js';
import { canDefeatNow, def, defeatVillain, draw, gainAttack, isVillain, power, villainAttack } from '../../../rules.js';
import type { Game } from '../../../types.js';
import { STRENGTH, TECH } from '../../../types.js';

/** Villains with at most `max` Attack, in the city or fortifying a place (and, with `marked`, marked by that effect kind). */
function weakVillains(g: Game, max: number, marked = ''): number[] {
  const out: number[] = [];
  if (!canDefeatNow(g)) return out;
  for (let s = 0; s < g.city.length; s++) {
    const c = g.city[s]!;
    if (c >= 0 && villainAttack(g, s, false) <= max && (marked === '' || hasEffect(g, marked, c))) out.push(c);
  }
  for (const c of g.fortify) {
    if (isVillain(g, c) && fortifierAttack(g, c, false) <= max && (marked === '' || hasEffect(g, marked, c))) out.push(c);
  }
  return out;
}

/** Defeats villain c where it is (a city space, or beside the place it fortifies); false when it is gone. */
function defeatWeak(g: Game, p: number, c: number): boolean {
  const s = g.city.indexOf(c);
  if (s >= 0) defeatVillain(g, p, s);
  else if (g.fortify.includes(c)) defeatFortifier(g, p, c);
  else return false;
  return true;
}

const crushDefeat = cont('stature:crush-ants:defeat', (g, f, v) => { if (v >= 0) defeatWeak(g, f.p, v); }, { about: 'gain' });

// Trample the Tiny: TRAMPLED marks each villain (c) that the ability will defeat.
const TRAMPLED = effectKind({ key: 'stature:trample-the-tiny:target' });
const trampleNext = cont('stature:trample-the-tiny:next', (g, f) => {
  const opts = weakVillains(g, 4, TRAMPLED);
  if (opts.length) ask(g, f.p, 'card', trampleDefeat, opts, { source: f.c });
});
const trampleDefeat = cont('stature:trample-the-tiny:defeat', (g, f, v) => {
  if (v < 0) return;
  const mark = g.t.effects.find((e) => e.k === TRAMPLED && e.c === v);
  if (mark) removeEffect(g, mark);
  if (!defeatWeak(g, f.p, v)) return;
  // after the defeat and what it brings (its Fight effect, the Bystanders' rescue effects)
  later(g, trampleNext, f.p, f.c);
}, { about: 'gain' });

/** Villain and henchman cards of player p's Victory Pile with a printed Attack of 3 or less. */
function smallVillains(g: Game, p: number): number {
  let n = 0;
  for (const c of g.players[p]!.victory) {
    const d = def(g, c);
    if ((d.kind === 'villain' || d.kind === 'henchman') && d.attack <= 3) n++;
  }
  return n;
}

hero('Stature', 'Avengers', [
  {
    name: 'Shrink to Nothing', copies: 5, cls: TECH, cost: 2, attack: 0, plus: { attack: true }, keywords: sizeChanging(TECH),
    text: 'Size-Changing (Tech). Draw a card. Tech superpower: +1 Attack.',
    hint: { draw: 1, power: { cls: TECH, attack: 1 } },
    play: (g, p) => {
      const tech = power(g, TECH);
      draw(g, p, 1);
      if (tech) gainAttack(g, 1);
    },
  },
  {
    name: 'Crush Ants/Crush File Sizes', copies: 5, cls: 0, cost: 5, text: '',
    divided: [
      {
        name: 'Crush Ants', cls: STRENGTH, attack: 2, keywords: sizeChanging(STRENGTH),
        text: 'Size-Changing (Strength). Strength superpower: defeat a villain with 3 Attack or less.',
        hint: { power: { cls: STRENGTH, other: 3 } },
        play: (g, p, c) => {
          if (!power(g, STRENGTH)) return;
          const opts = weakVillains(g, 3);
          if (opts.length) ask(g, p, 'card', crushDefeat, opts, { source: c });
        },
      },
      {
        name: 'Crush File Sizes', cls: TECH, recruit: 2, heroName: 'Iron Lad', keywords: sizeChanging(TECH),
        text: 'Size-Changing (Tech). Tech superpower: draw a card.',
        hint: { power: { cls: TECH, draw: 1 } },
        play: (g, p) => { if (power(g, TECH)) draw(g, p, 1); },
      },
    ],
  },
  {
    name: 'Growing Confidence', copies: 3, cls: STRENGTH, cost: 6, attack: 2, plus: { attack: true }, keywords: sizeChanging(STRENGTH),
    text: 'Size-Changing (Strength). Strength superpower: +1 Attack per villain in your Victory Pile whose printed Attack is 3 or less.',
    hint: { power: { cls: STRENGTH, attack: 2 } },
    play: (g, p) => { if (power(g, STRENGTH)) gainAttack(g, smallVillains(g, p)); },
  },
  {
    name: 'Trample the Tiny', copies: 1, cls: STRENGTH, cost: 8, attack: 5, keywords: sizeChanging(STRENGTH),
    text: 'Size-Changing (Strength). Strength superpower: defeat every villain with 4 Attack or less.',
    hint: { power: { cls: STRENGTH, other: 5 } },
    play: (g, p, c) => {
      if (!power(g, STRENGTH)) return;
      const opts = weakVillains(g, 4);
      for (const v of opts) addEffect(g, TRAMPLED, v);
      if (opts.length) ask(g, p, 'card', trampleDefeat, opts, { source: c });
    },
  },
], SET);
