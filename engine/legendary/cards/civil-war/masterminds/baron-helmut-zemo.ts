// Baron Helmut Zemo (Civil War): -1 Attack per villain (henchmen included) in the fighting player's victory pile.
import { SET } from '../set.js';
import { NEXT_HAND_EXTRA, addEffect } from '../../../effects.js';
import { ask, cont, later } from '../../../flow.js';
import { mastermind } from '../../../registry.js';
import {
  GAIN_WOUND, distinct, enterCity, hasCls, isHero, isTeam, isVillain, koCard, otherPlayersEvil, playerOrder, takeFromPlayer,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { AVENGERS, TECH } from '../../../types.js';
import { otherwise, revealOrElse, revealable } from '../../dark-city/masterminds/common.js';

const villainsIn = (g: Game, p: number) => g.players[p]!.victory.filter((c) => isVillain(g, c));

// Master Strike: each player KOs a villain of their choice from their victory pile, or gains a Wound without one.
const strikeKo = cont('baron-helmut-zemo:strike', (g, f) => {
  const vs = villainsIn(g, f.p);
  if (vs.length === 0) { later(g, GAIN_WOUND, f.p); return; }
  ask(g, f.p, 'card', koChosen, distinct(g, f.p, vs), { source: f.c });
});
const koChosen = cont('baron-helmut-zemo:ko-villain', (g, f, v) => { if (v >= 0) koCard(g, f.p, v, f.c); }, { about: 'lose-vp' });

const REVEAL_TECH = revealable((g, c) => hasCls(g, c, TECH));
// each other player in turn: reveal a Tech hero, or else (n: the `otherwise` id)
const techOrElse = cont('baron-helmut-zemo:reveal-tech', (g, f) => revealOrElse(g, f.p, REVEAL_TECH, f.n, f.c));

// Blasted Henchmen!: without a Tech hero revealed, the player KOs a villain from their victory pile (if any).
const blasted = otherwise(cont('baron-helmut-zemo:blasted-henchmen', (g, f) => {
  const vs = villainsIn(g, f.p);
  if (vs.length) ask(g, f.p, 'card', koChosen, distinct(g, f.p, vs), { source: f.c });
}));

// Endless Minions: without a Tech hero revealed, the player chooses a villain from their victory pile; it enters
// the city (the Sewers, pushing the others; its Ambush follows).
const minions = otherwise(cont('baron-helmut-zemo:endless-minions', (g, f) => {
  const vs = villainsIn(g, f.p);
  if (vs.length) ask(g, f.p, 'card', minionChosen, distinct(g, f.p, vs), { source: f.c });
}));
const minionChosen = cont('baron-helmut-zemo:endless-minions:chosen', (g, f, v) => {
  if (v < 0 || takeFromPlayer(g, f.p, v) === 0) return;
  enterCity(g, v);
}, { about: 'lose-vp' });

mastermind({
  name: 'Baron Helmut Zemo', set: SET, attack: 16, vp: 6, leads: 'Thunderbolts',
  text: 'Gets -1 Attack for each villain in your victory pile. Master Strike: each player KOs a villain from their victory pile, or gains a Wound if they cannot.',
  reveals: [{ cls: TECH, w: 0.6 }],
  mods: { mastermindAttack: (g) => -villainsIn(g, g.current).length },
  strike: (g, _p, c) => { for (const p of playerOrder(g)) later(g, strikeKo, p, c); },
  tactics: [
    {
      name: 'Blasted Henchmen!', text: 'Each other player reveals a Tech hero or KOs a villain from their victory pile.',
      fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) later(g, techOrElse, q, c, blasted); },
    },
    {
      name: 'Cursed Dynasty', text: 'Draw two extra cards when you draw your new hand at the end of this turn.',
      fight: (g, _p, c) => addEffect(g, NEXT_HAND_EXTRA, c, 2),
    },
    {
      name: 'Endless Minions', text: 'Each other player reveals a Tech hero or puts a villain of their choice from their victory pile into the city.',
      fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) later(g, techOrElse, q, c, minions); },
    },
    {
      name: 'Revenge for My Father', text: 'Each other player reveals their hand; each who has an Avengers hero there gains a Wound.',
      fight: (g) => {
        for (const q of otherPlayersEvil(g)) if (g.players[q]!.hand.some((c) => isHero(g, c) && isTeam(g, c, AVENGERS))) later(g, GAIN_WOUND, q);
      },
    },
  ],
});
