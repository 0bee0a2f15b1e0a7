// Authoritarian Iron Man (Civil War). His Master Strike fortifies one city space at a time (his own state, not a
// villain's Fortify: he stays the Mastermind): the first strike the Bridge, each later one the next live space to
// its right (toward the Sewers). While he fortifies a space, villains there get +3 Attack and he can't be fought
// while a villain is in it. Past the Sewers there is no space to his right: he keeps the Sewers (the rulebook is
// silent; it is also the reading worst for the players, as every villain enters there). A space another card
// already fortifies is not taken (Universal Rulebook, Fortify: nothing happens).
// Man the Fortifications and Recall to Service send a villain into the space he fortifies; an occupied space makes
// room as for any villain entering a space (shared.ts enterCitySpace). When he fortifies no space (no strike yet),
// the villain enters the city as usual: the rulebook is silent, and that reading is the worst for the players.
import { SET } from '../set.js';
import { addEffect, effectKind } from '../../../effects.js';
import { ask, cont, later } from '../../../flow.js';
import { fortCity, fortifier } from '../../../keywords/fortify.js';
import { mastermind } from '../../../registry.js';
import {
  PAY_RECRUIT, cityLive, cityName, def, discardFromHand, distinct, enterCity, hasCls, isHero, isVillain, log, otherPlayersEvil, takeFromVillainDeck,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { RANGED, TECH } from '../../../types.js';
import { enterCitySpace, hasRecruitIcon } from './shared.js';

/** g.vars: the city space he fortifies, plus one (missing or 0: none). */
const FORTIFYING = 'authoritarian-iron-man:fortifying';

/** The city space Authoritarian Iron Man fortifies, or -1. */
export function ironManFortifies(g: Game): number {
  const s = (g.vars[FORTIFYING] ?? 0) - 1;
  return s >= 0 && cityLive(g, s) ? s : -1;
}

/** Master Strike: he moves to the next live space to his right (the Bridge first). */
function fortifyNext(g: Game): void {
  const now = (g.vars[FORTIFYING] ?? 0) - 1;
  let next = -1;
  for (let s = now < 0 ? g.city.length - 1 : now - 1; s >= 0; s--) if (cityLive(g, s)) { next = s; break; }
  if (next < 0) return; // none to his right: he stays where he is
  if (fortifier(g, fortCity(next)) >= 0) { g.log && log(g, `  the ${cityName(next)} is already fortified`); return; }
  g.vars[FORTIFYING] = next + 1;
  g.log && log(g, `  Authoritarian Iron Man fortifies the ${cityName(next)}`);
}

/** Villain c (taken from where it was) enters the space he fortifies, or the city as usual when he fortifies none. */
function sendToFortified(g: Game, c: number): void {
  const s = ironManFortifies(g);
  if (s < 0) enterCity(g, c); else enterCitySpace(g, c, s);
}

// Armada of Armors: +6 Recruit that pays only for recruiting Ranged or Tech heroes (a Divided card counts as both
// sides' classes in the HQ).
const ARMADA = effectKind({
  key: 'authoritarian-iron-man:armada-of-armors',
  onlyFor: (g, target, c) => target === PAY_RECRUIT && c >= 0 && isHero(g, c) && hasCls(g, c, RANGED | TECH),
});

// Freeze Domestic Assets: the player reveals their hand and discards every card with a Recruit icon.
const freeze = cont('authoritarian-iron-man:freeze-domestic-assets', (g, f) => {
  for (const c of g.players[f.p]!.hand.filter((x) => hasRecruitIcon(g, x))) discardFromHand(g, f.p, c, true);
});

// Recall to Service: of the villains in the escape pile, the one with the highest printed Attack (the fighter
// chooses among equals).
const recallChosen = cont('authoritarian-iron-man:recall-to-service', (g, _f, v) => {
  const i = v < 0 ? -1 : g.escaped.lastIndexOf(v);
  if (i < 0) return;
  g.escaped.splice(i, 1);
  sendToFortified(g, v);
}, { about: 'lose' });
function recall(g: Game, p: number, src: number): void {
  const vs = g.escaped.filter((c) => isVillain(g, c));
  if (vs.length === 0) return;
  const top = Math.max(...vs.map((c) => def(g, c).attack));
  ask(g, p, 'card', recallChosen, distinct(g, -1, vs.filter((c) => def(g, c).attack === top)), { source: src });
}

mastermind({
  name: 'Authoritarian Iron Man', set: SET, attack: 12, vp: 6, leads: 'Superhuman Registration Act',
  text: 'Master Strike: he fortifies the next city space to his right, starting with the Bridge. Villains in the space he fortifies get +3 Attack, and he cannot be fought while a villain is there.',
  mods: {
    villainAttack: (g, slot) => (slot >= 0 && slot === ironManFortifies(g) ? 3 : 0),
    canFightMastermind: (g) => { const s = ironManFortifies(g); return s < 0 || g.city[s]! < 0; },
  },
  strike: (g) => fortifyNext(g),
  tactics: [
    {
      name: 'Armada of Armors', text: '+6 Recruit usable only to recruit Ranged or Tech heroes.',
      fight: (g, _p, c) => addEffect(g, ARMADA, c, 6),
    },
    {
      name: 'Freeze Domestic Assets', text: 'Each other player reveals their hand and discards every card with a Recruit icon.',
      fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) later(g, freeze, q, c); },
    },
    {
      name: 'Man the Fortifications', text: 'Reveal the top card of the Villain Deck: a villain enters the city space he fortifies.',
      fight: (g) => {
        const top = g.villainDeck[g.villainDeck.length - 1];
        if (top === undefined) return;
        g.log && log(g, `  revealed: ${def(g, top).name}`);
        // decided while the card is still in the Villain Deck (a scheme may make cards villains there)
        if (!isVillain(g, top) || !takeFromVillainDeck(g, top)) return;
        sendToFortified(g, top);
      },
    },
    {
      name: 'Recall to Service', text: 'The villain with the highest printed Attack in the escape pile enters the city space he fortifies.',
      fight: (g, p, c) => recall(g, p, c),
    },
  ],
});
