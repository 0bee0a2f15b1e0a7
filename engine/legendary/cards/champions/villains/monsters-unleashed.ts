// Monsters Unleashed (Champions). Most have Size-Changing for some classes (keywords/size-changing.ts: 2 less Attack to
// fight for each of those classes played this turn).
//
// - Goom: Ambush: he captures a Bystander from the stack. Fight: the fighter KOs one of their heroes (hand or played).
// - Groot from Planet X: Fight: two Bystanders from the stack each enter the city (the Sewers, pushing the others) as a
//   3 Attack "Splintered Half-Groot" villain (marked in g.vars; `mods.villainCard`, `mods.villainAttack`). Whoever
//   defeats one rescues it as a Bystander (`mods.defeatedTo`; a defeat by an effect too, as Officer villains). One that
//   escapes stays a villain in the escape pile (it is counted as an escaped villain: the reading worst for the players,
//   the rulebook being silent).
// - Monsteroso: Fight: the next hand (drawn at the end of this turn) has one more card.
// - Orrgo: can't be fought unless the fighter already defeated another villain this turn (`canDefeat`).
// - Sporr: Fight: a hero of the HQ (the fighter picks: 'slot', intent 'hq-gain') gains Size-Changing Tech Ranged this
//   turn (GAINED_SIZE_CHANGING).
// - Tim Boo Ba: Fight: every hero in the HQ now costs 1 less this turn (those that arrive later do not).
// - Trull the Unhuman: Ambush: captures a Bystander, then Demolish each player.
// - Zzutak: Escape: Demolish each player.
import { SET } from '../set.js';
import { addEffect, effectKind, NEXT_HAND_EXTRA } from '../../../effects.js';
import { ask, cont } from '../../../flow.js';
import { demolish } from '../../../keywords/demolish.js';
import { GAINED_SIZE_CHANGING, sizeChanging } from '../../../keywords/size-changing.js';
import { villainGroup } from '../../../registry.js';
import {
  YOUR_HEROES, captureFromStack, def, enterCity, isHero, isVillain, koSome, log, nameOf, playerOrder, rescueCard,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { COVERT, INSTINCT, RANGED, STRENGTH, TECH, Z_NONE } from '../../../types.js';

export const MONSTERS_UNLEASHED = 'Monsters Unleashed';
const ALL = STRENGTH | INSTINCT | COVERT | TECH | RANGED;

// ---- Groot from Planet X: Splintered Half-Groots ------------------------------------------------------------

const HALF_GROOT = 'monsters-unleashed:half-groot:';
export const HALF_GROOT_ATTACK = 3;
/** Whether card c is a Bystander made a Splintered Half-Groot villain (until its defeat is over). */
export function isHalfGroot(g: Game, c: number): boolean { return (g.vars[HALF_GROOT + c] ?? 0) !== 0; }

function splinter(g: Game): void {
  for (let i = 0; i < 2; i++) {
    const b = g.bystanders.pop();
    if (b === undefined) return;
    g.vars[HALF_GROOT + b] = 1;
    g.log && log(g, `  ${nameOf(g, b)} becomes a Splintered Half-Groot`);
    enterCity(g, b);
  }
}

// ---- Sporr ----------------------------------------------------------------------------------------------------

const sporrChosen = cont('monsters-unleashed:sporr:hq', (g, _f, v) => {
  if (v >= 0 && g.hq[v]! >= 0) addEffect(g, GAINED_SIZE_CHANGING, g.hq[v]!, TECH | RANGED);
}, { about: 'hq-gain' });
function sporrFight(g: Game, p: number, c: number): void {
  const slots: number[] = [];
  for (let s = 0; s < g.hq.length; s++) if (g.hq[s]! >= 0 && isHero(g, g.hq[s]!)) slots.push(s);
  ask(g, p, 'slot', sporrChosen, slots, { source: c });
}

// ---- Tim Boo Ba -----------------------------------------------------------------------------------------------

/** Hero `c` of the record costs 1 less this turn. */
const CHEAPER = effectKind({ key: 'monsters-unleashed:tim-boo-ba', heroCost: (_g, c, e) => (e.c === c ? -1 : 0) });
function timBooBaFight(g: Game): void {
  for (const h of g.hq) if (h >= 0 && isHero(g, h)) addEffect(g, CHEAPER, h);
}

// ---- Orrgo ----------------------------------------------------------------------------------------------------

/** Whether another villain than c was defeated this turn. */
// (only villains are recorded there: a card that was a villain only while in play, a Half-Groot, counts too)
const defeatedAnother = (g: Game, c: number | undefined) => g.t.defeated.some((x) => x !== c);

villainGroup(MONSTERS_UNLEASHED, [
  {
    name: 'Goom', copies: 1, attack: 6, vp: 4,
    text: 'Ambush: Goom takes a Bystander captive. Fight: KO one of your heroes.',
    hint: { fight: -0.3 },
    ambush: (g, _p, c) => { const s = g.city.indexOf(c); if (s >= 0) captureFromStack(g, s); },
    fight: (g, p) => koSome(g, p, 1, YOUR_HEROES, true),
  },
  {
    name: 'Groot from Planet X', copies: 1, attack: 6, vp: 2, plus: { attackStar: true }, keywords: sizeChanging(STRENGTH | COVERT),
    text: 'Size-Changing Strength and Covert. Fight: two Bystanders from the stack enter the city as 3 Attack villains; defeating one rescues it.',
    hint: { fight: 0.5 },
    fight: (g) => splinter(g),
    mods: {
      villainCard: (g, c) => isHalfGroot(g, c),
      villainAttack: (g, _slot, c) => (isHalfGroot(g, c) ? HALF_GROOT_ATTACK - def(g, c).attack : 0),
      defeatedTo: (g, p, c) => {
        if (!isHalfGroot(g, c)) return false;
        g.log && log(g, `  P${p + 1} rescues the Splintered Half-Groot as a Bystander`);
        rescueCard(g, p, c, Z_NONE);
        return true;
      },
    },
    // it is a villain until its defeat is over (the 'defeat' hooks see a villain defeated), then a Bystander again
    on: { defeat: { after: (g, e) => { if (e.c >= 0 && g.vars[HALF_GROOT + e.c] !== undefined) delete g.vars[HALF_GROOT + e.c]; } } },
  },
  {
    name: 'Monsteroso', copies: 1, attack: 5, vp: 2, plus: { attackStar: true }, keywords: sizeChanging(STRENGTH | INSTINCT),
    text: 'Size-Changing Strength and Instinct. Fight: your next hand has an extra card.',
    hint: { fight: 1 },
    fight: (g, _p, c) => addEffect(g, NEXT_HAND_EXTRA, c, 1),
  },
  {
    name: 'Orrgo', copies: 1, attack: 2, vp: 2, plus: { attackStar: true },
    text: 'Can be fought only once you have defeated another villain this turn.',
    canDefeat: (g, _p, c) => defeatedAnother(g, c),
  },
  {
    name: 'Sporr', copies: 1, attack: 7, vp: 3, plus: { attackStar: true }, keywords: sizeChanging(TECH | RANGED),
    text: 'Size-Changing Tech and Ranged. Fight: a hero in the HQ gains Size-Changing Tech and Ranged this turn.',
    hint: { fight: 0.8 },
    fight: sporrFight,
  },
  {
    name: 'Tim Boo Ba', copies: 1, attack: 12, vp: 5, plus: { attackStar: true }, keywords: sizeChanging(ALL),
    text: 'Size-Changing for every class. Fight: the heroes now in the HQ cost 1 less this turn.',
    hint: { fight: 1 },
    fight: (g) => timBooBaFight(g),
  },
  {
    name: 'Trull the Unhuman', copies: 1, attack: 8, vp: 4, plus: { attackStar: true }, keywords: sizeChanging(COVERT | TECH),
    text: 'Size-Changing Covert and Tech. Ambush: Trull takes a Bystander captive, then Demolish each player.',
    ambush: (g, _p, c) => {
      const s = g.city.indexOf(c);
      if (s >= 0) captureFromStack(g, s);
      demolish(g, playerOrder(g), c);
    },
  },
  {
    name: 'Zzutak', copies: 1, attack: 9, vp: 5, plus: { attackStar: true }, keywords: sizeChanging(RANGED | INSTINCT),
    text: 'Size-Changing Ranged and Instinct. Escape: Demolish each player.',
    hint: { escape: 0.6 },
    escape: (g, _p, c) => demolish(g, playerOrder(g), c),
  },
], SET);
