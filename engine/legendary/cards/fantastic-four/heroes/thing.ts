// Thing (Fantastic Four).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { addEffect, effectKind } from '../../../effects.js';
import { FOCUS, focusAbility, focusAttack, offerFocus } from '../../../keywords/focus.js';
import {
  BANK, cityLive, cityName, gainAttack, gainRecruit, log, moveVillain, nameOf, playedCls, power, rescue, teamPower,
} from '../../../rules.js';
import { hero } from '../../../registry.js';
import type { Game } from '../../../types.js';
import { INSTINCT, STRENGTH, Z_CITY } from '../../../types.js';
import { FANTASTIC_FOUR } from './common.js';

const BANK_RESCUE = effectKind({
  key: 'thing:crime-stopper:bank',
  after: { defeat: (g, ev) => { if (ev.from === Z_CITY && ev.slot === BANK && ev.p >= 0) rescue(g, ev.p, 1); } },
});

/** The city spaces next to s that still exist. */
function adjacent(g: Game, s: number): number[] {
  return [s - 1, s + 1].filter((t) => cityLive(g, t));
}
const moveTo = cont('thing:crime-stopper:to', (g, f, v) => {
  if (v < 0 || g.city[f.n]! < 0) return;
  g.log && log(g, `  ${nameOf(g, g.city[f.n]!)} moves from ${cityName(f.n)} to ${cityName(v)}`);
  moveVillain(g, f.n, v);
}, { about: 'move-villain-to' });
const moveWhich = cont('thing:crime-stopper:villain', (g, f, v) => {
  if (v >= 0) ask(g, f.p, 'slot', moveTo, adjacent(g, v), { source: f.c, n: v });
}, { about: 'move-villain' });
const CRIME_STOPPER = focusAbility({
  key: 'thing:crime-stopper', cost: 1, says: 'move a villain to an adjacent city space', value: () => 0.3,
  effect: (g, p, c) => {
    const opts: number[] = [];
    for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0 && adjacent(g, s).length > 0) opts.push(s);
    ask(g, p, 'slot', moveWhich, [...opts, -1], { source: c });
  },
});

const KNUCKLE_SANDWICH = focusAttack('thing:knuckle-sandwich', 3, 2);

hero('Thing', 'Fantastic Four', [
  {
    name: 'It Started on Yancy Street', copies: 5, cls: INSTINCT, cost: 3, recruit: 2, plus: { recruit: true },
    text: 'Fantastic Four power: +2 Recruit.',
    hint: { power: { team: FANTASTIC_FOUR, recruit: 2 } },
    play: (g) => { if (teamPower(g, FANTASTIC_FOUR)) gainRecruit(g, 2); },
  },
  {
    name: 'Knuckle Sandwich', copies: 5, cls: STRENGTH, cost: 5, recruit: 3, attack: 0, plus: { attack: true }, keywords: [FOCUS],
    text: 'Focus 3 Recruit: +2 Attack.',
    hint: { focus: { cost: 3, attack: 2 } },
    play: (g, _p, c) => offerFocus(g, KNUCKLE_SANDWICH, c),
  },
  {
    name: 'Crime Stopper', copies: 3, cls: STRENGTH, cost: 6, attack: 4, keywords: [FOCUS],
    text: 'Rescue a Bystander whenever you defeat a villain in the Bank this turn. Focus 1 Recruit: move a villain to an adjacent city space (swapping with one there).',
    hint: { avgAttack: 0.5, focus: { cost: 1, other: 0.3 } },
    play: (g, _p, c) => { addEffect(g, BANK_RESCUE, c); offerFocus(g, CRIME_STOPPER, c); },
  },
  {
    name: "It's Clobberin' Time!", copies: 1, cls: STRENGTH, cost: 8, attack: 5, plus: { attack: true },
    text: 'Strength superpower: +3 Attack for each other Strength card played this turn.',
    hint: { power: { cls: STRENGTH }, per: { cls: STRENGTH, attack: 3 } },
    play: (g) => { if (power(g, STRENGTH)) gainAttack(g, 3 * playedCls(g, STRENGTH)); },
  },
], SET);
