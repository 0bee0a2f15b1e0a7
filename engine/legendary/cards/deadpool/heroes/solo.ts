// Solo (Deadpool).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { addEffect } from '../../../effects.js';
import { weakenKind } from '../../../keywords/cosmic-threat.js';
import { excessiveViolence } from '../../../keywords/excessive-violence.js';
import { hqVillainAttack, hqVillainSlots } from '../../../hq-villains.js';
import { hero } from '../../../registry.js';
import { draw, gainRecruit, def, log, mastermindAttack, nameOf, power, teamPower, topOfDeck, villainAttack } from '../../../rules.js';
import { INSTINCT, TECH } from '../../../types.js';
import { hqHolder } from '../../../zones.js';
import { MERCS } from '../common.js';
import { hasGun } from '../facts.js';

/** -n Attack: a villain this turn; the Mastermind until its next fight this turn. */
const HALVED = weakenKind('solo:cut-in-half');

// Cut in Half: a villain's Attack is halved for the turn: it gets -½ of its Attack as it is now (a later rise is
// not halved); with Mercs for Money, the Mastermind likewise for its next fight this turn. Villains in the HQ
// (Invade the Daily Bugle News HQ) are villains too: offered as their HQ holders (engine/legendary/zones.ts hqHolder), with
// their Attack outside the city.
const halve = cont('solo:cut-in-half:villain', (g, _f, v) => {
  if (v < 0) return;
  const inCity = v < g.city.length, h = v - hqHolder(g, 0);
  const c = inCity ? g.city[v]! : g.hq[h] ?? -1;
  if (c < 0) return;
  const cut = (inCity ? villainAttack(g, v, false) : hqVillainAttack(g, h, false)) / 2;
  addEffect(g, HALVED, c, cut);
  g.log && log(g, `  ${nameOf(g, c)} gets -${cut} Attack`);
}, { about: 'defeat' });

hero('Solo', 'Mercs for Money', [
  {
    name: 'Half-Cocked', copies: 5, cls: TECH, cost: 2, recruit: 1.5, attack: 1.5,
    text: 'No ability.',
    hint: {},
  },
  {
    name: "Merc's Gotta Get Paid", copies: 5, cls: INSTINCT, cost: 3, recruit: 0, attack: 2.5, plus: { recruit: true },
    keywords: excessiveViolence('solo:mercs-gotta-get-paid', (g) => gainRecruit(g, 1)),
    text: 'Excessive Violence: +1 Recruit.',
    hint: { avgRecruit: 0.3 },
  },
  {
    name: 'Guns on My Guns', copies: 3, cls: TECH, cost: 5, attack: 3.5,
    text: 'Tech superpower: if the top card of your deck has a gun in its art, draw it.',
    hint: { power: { cls: TECH, draw: 0.3 } },
    play: (g, p) => {
      if (!power(g, TECH)) return;
      const t = topOfDeck(g, p);
      if (t >= 0 && hasGun(def(g, t))) draw(g, p, 1);
    },
  },
  {
    name: 'Cut in Half', copies: 1, cls: INSTINCT, cost: 7, attack: 2.5,
    text: 'Halve a villain\'s Attack this turn. Mercs for Money power: halve the Mastermind\'s Attack for one fight this turn.',
    hint: { avgAttack: 2.5, power: { team: MERCS, attack: 4 } },
    play: (g, p, c) => {
      if (teamPower(g, MERCS) && g.mastermind.length) {
        const cut = mastermindAttack(g, false) / 2;
        addEffect(g, HALVED, g.mastermind[0]!, cut);
      }
      const slots: number[] = [];
      for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0) slots.push(s);
      for (const s of hqVillainSlots(g)) slots.push(hqHolder(g, s));
      ask(g, p, 'slot', halve, slots, { source: c });
    },
  },
], SET);
