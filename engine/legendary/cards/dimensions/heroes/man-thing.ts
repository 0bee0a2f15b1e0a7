// Man-Thing (Dimensions, no team).
//
// - Form from Ooze: Teleport; +2 restricted Attack (engine/legendary/effects.ts onlyFor), usable only to fight the
//   villain in the Sewers (while the Sewers is a live city space) or the Mastermind.
// - Burn the Fearful: a 'slot' question (not optional) over the city's villains and the Mastermind (the city size).
//   The chosen villain gets -1 Attack this turn unless a villain stands in a live city space next to it. The
//   Mastermind in its own space (not a city space) has no city space next to it, so no villain is adjacent to it and
//   it gets -1 Attack this turn (the card offers it as a target, so the condition can hold for it); a Mastermind
//   that entered the city counts its neighbours there. The condition is read when the target is chosen.
// - Travel the Nexus of Realities: Teleport; the player may choose a villain (-1: none) and another live city space
//   (not the one a Mastermind in the city stands in: he is no villain to swap with); a villain there swaps places.
// - Eternity of Solitude: Strength superpower (read when played): +1 Attack per empty city space (a live space with
//   no villain and no Mastermind in it; a destroyed space is not "empty", as Last Stand reads it).
import { SET } from '../set.js';
import { addEffect, effectKind } from '../../../effects.js';
import { ask, cont } from '../../../flow.js';
import { TELEPORT } from '../../../keywords/teleport.js';
import { hero } from '../../../registry.js';
import {
  PAY_FIGHT, PAY_MASTERMIND, SEWERS, cityLive, cityName, gainAttack, log, mastermindStands, moveVillain, nameOf, power,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { COVERT, INSTINCT, STRENGTH } from '../../../types.js';

const OOZE = effectKind({
  key: 'man-thing:form-from-ooze',
  onlyFor: (g, target, c) => target === PAY_MASTERMIND || (target === PAY_FIGHT && c >= 0 && cityLive(g, SEWERS) && g.city[SEWERS] === c),
});

/** "Enemy c gets -n Attack this turn" (a villain card, or the Mastermind's card). */
const BURNED = effectKind({
  key: 'man-thing:burn-the-fearful',
  villainAttack: (_g, _slot, c, _fight, e) => (e.c === c ? -e.n : 0),
  mastermindAttack: (g, _fight, e) => (g.mastermind.includes(e.c) ? -e.n : 0),
});

/** Whether a villain stands in a live city space next to space s. */
function villainNextTo(g: Game, s: number): boolean {
  for (const t of [s - 1, s + 1]) if (cityLive(g, t) && g.city[t]! >= 0) return true;
  return false;
}
const burn = cont('man-thing:burn-the-fearful:target', (g, f, v) => {
  if (v < 0) return;
  if (v >= g.city.length) {
    if (!mastermindStands(g)) return;
    if (g.mastermindAt >= 0 && villainNextTo(g, g.mastermindAt)) return;
    addEffect(g, BURNED, g.mastermind[0]!, 1);
    g.log && log(g, '  the Mastermind gets -1 Attack this turn');
    return;
  }
  const c = g.city[v]!;
  if (c < 0 || villainNextTo(g, v)) return;
  addEffect(g, BURNED, c, 1);
  g.log && log(g, `  ${nameOf(g, c)} gets -1 Attack this turn`);
}, { about: 'defeat' });
function burnTargets(g: Game): number[] {
  const out: number[] = [];
  for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0) out.push(s);
  if (mastermindStands(g)) out.push(g.city.length);
  return out;
}

const nexusTo = cont('man-thing:travel-the-nexus:to', (g, f, v) => {
  if (v < 0 || g.city[f.n]! < 0) return;
  g.log && log(g, `  ${nameOf(g, g.city[f.n]!)} moves from ${cityName(f.n)} to ${cityName(v)}`);
  moveVillain(g, f.n, v);
}, { about: 'move-villain-to' });
function nexusDestinations(g: Game, from: number): number[] {
  const out: number[] = [];
  for (let s = 0; s < g.city.length; s++) if (s !== from && cityLive(g, s) && g.mastermindAt !== s) out.push(s);
  return out;
}
const nexusWhich = cont('man-thing:travel-the-nexus:villain', (g, f, v) => {
  if (v >= 0) ask(g, f.p, 'slot', nexusTo, nexusDestinations(g, v), { source: f.c, n: v });
}, { about: 'move-villain' });

/** Empty city spaces: live, with no villain and no Mastermind in them. */
export function emptyCitySpaces(g: Game): number {
  let n = 0;
  for (let s = 0; s < g.city.length; s++) if (cityLive(g, s) && g.city[s]! < 0 && g.mastermindAt !== s) n++;
  return n;
}

hero('Man-Thing', '', [
  {
    name: 'Form from Ooze', copies: 5, cls: STRENGTH, cost: 2, attack: 0, plus: { attack: true }, keywords: [TELEPORT],
    text: 'Teleport. +2 Attack, usable only against the villain in the Sewers or the Mastermind.',
    hint: { avgAttack: 1.3 },
    play: (g, _p, c) => addEffect(g, OOZE, c, 2),
  },
  {
    name: 'Burn the Fearful', copies: 5, cls: INSTINCT, cost: 4, attack: 2,
    text: 'Choose a villain or the Mastermind: with no other villain next to it, it gets -1 Attack this turn.',
    hint: { avgAttack: 0.7 },
    play: (g, p, c) => { const o = burnTargets(g); if (o.length) ask(g, p, 'slot', burn, o, { source: c }); },
  },
  {
    name: 'Travel the Nexus of Realities', copies: 3, cls: COVERT, cost: 5, recruit: 3, keywords: [TELEPORT],
    text: 'Teleport. You may move a villain to another city space, swapping with any villain there.',
    hint: { avgAttack: 0.2 },
    play: (g, p, c) => {
      const opts: number[] = [];
      for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0 && nexusDestinations(g, s).length) opts.push(s);
      if (opts.length) ask(g, p, 'slot', nexusWhich, [...opts, -1], { source: c });
    },
  },
  {
    name: 'Eternity of Solitude', copies: 1, cls: STRENGTH, cost: 7, attack: 5, plus: { attack: true },
    text: 'Strength superpower: +1 Attack per empty city space.',
    hint: { power: { cls: STRENGTH, attack: 2 } },
    play: (g) => { if (power(g, STRENGTH)) gainAttack(g, emptyCitySpaces(g)); },
  },
], SET);
