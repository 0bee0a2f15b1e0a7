// Stature (Civil War, Avengers). Every card has Size-Changing (recruited for 2 less after a card of that class).
//
// - Crush Ants/Crush File Sizes: a Divided card; its right side is Iron Lad's (hero name), Avengers too.
// - Crush Ants (Strength power): a 'slot' question over the city spaces whose villain has 3 Attack or less (not
//   optional); the villain is defeated, not fought (its Attack read without "villains you fight" modifiers, and
//   conditions on fighting do not apply: Universal Rulebook, "Defeat"), as Ghost Rider's Infernal Chains.
// - Trample the Tiny (Strength power): the villains in the city with 4 Attack or less when it resolves are marked;
//   they are defeated one at a time in the order the player chooses ('slot', not optional), each still needing 4
//   Attack or less when its turn comes (a Fight effect in between may change the city).
// - Growing Confidence counts villain and henchman cards of your Victory Pile whose printed Attack is 3 or less.
// Villains fortifying a place (Game.fortify) are not offered: defeating one needs the Fortify module's defeat
// (engine/keywords/fortify.ts, not written yet).
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { addEffect, effectKind, hasEffect, removeEffect } from '../../../effects.js';
import { sizeChanging } from '../../../keywords/size-changing.js';
import { hero } from '../../../registry.js';
import { canDefeatNow, def, defeatVillain, draw, gainAttack, power, villainAttack } from '../../../rules.js';
import type { Game } from '../../../types.js';
import { STRENGTH, TECH } from '../../../types.js';

/** City spaces whose villain has at most `max` Attack (and, with `marked`, is marked by that effect kind). */
function weakVillains(g: Game, max: number, marked = ''): number[] {
  const out: number[] = [];
  if (!canDefeatNow(g)) return out;
  for (let s = 0; s < g.city.length; s++) {
    const c = g.city[s]!;
    if (c >= 0 && villainAttack(g, s, false) <= max && (marked === '' || hasEffect(g, marked, c))) out.push(s);
  }
  return out;
}

const crushDefeat = cont('stature:crush-ants:defeat', (g, f, v) => {
  if (v >= 0 && g.city[v]! >= 0) defeatVillain(g, f.p, v);
}, { about: 'defeat' });

// Trample the Tiny: TRAMPLED marks each villain (c) that the ability will defeat.
const TRAMPLED = effectKind({ key: 'stature:trample-the-tiny:target' });
const trampleNext = cont('stature:trample-the-tiny:next', (g, f) => {
  const opts = weakVillains(g, 4, TRAMPLED);
  if (opts.length) ask(g, f.p, 'slot', trampleDefeat, opts, { source: f.c });
});
const trampleDefeat = cont('stature:trample-the-tiny:defeat', (g, f, v) => {
  if (v < 0 || g.city[v]! < 0) return;
  const c = g.city[v]!;
  const mark = g.t.effects.find((e) => e.k === TRAMPLED && e.c === c);
  if (mark) removeEffect(g, mark);
  defeatVillain(g, f.p, v);
  // after the defeat and what it brings (its Fight effect, the Bystanders' rescue effects)
  later(g, trampleNext, f.p, f.c);
}, { about: 'defeat' });

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
          if (opts.length) ask(g, p, 'slot', crushDefeat, opts, { source: c });
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
      for (const s of opts) addEffect(g, TRAMPLED, g.city[s]!);
      if (opts.length) ask(g, p, 'slot', trampleDefeat, opts, { source: c });
    },
  },
], SET);
