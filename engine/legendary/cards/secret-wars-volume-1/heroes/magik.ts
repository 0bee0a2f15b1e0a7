// Magik (Secret Wars Volume 1, X-Men).
//
// - Rally the New Mutants: one Sidekick gained (to the discard pile: a card effect, not the turn's Sidekick
//   recruit), a second one with the Covert superpower (read before the first is gained). An empty stack gives none.
// - Dimensional Portal: +1 Attack per Sidekick played earlier this turn, counted from the cards played
//   (`g.t.played`): a Sidekick that went back to its stack after it was played still counts.
// - Wield the Soulsword: a 'card' question over the Villains (henchmen included) and Mastermind cards (its Tactics
//   count as the Mastermind) in the player's victory pile, not optional (the player gains by it); the printed VP of
//   the card chosen as Attack. Nothing there: no bonus.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { SIDEKICK, gainSidekick } from '../../../keywords/sidekicks.js';
import { TELEPORT } from '../../../keywords/teleport.js';
import { hero } from '../../../registry.js';
import { def, distinct, gainAttack, playedWhere, power } from '../../../rules.js';
import type { Game } from '../../../types.js';
import { COVERT, RANGED } from '../../../types.js';

/** Villain and Mastermind cards (Tactics included) in player p's victory pile. */
function villainsInVictory(g: Game, p: number): number[] {
  return g.players[p]!.victory.filter((c) => {
    const k = def(g, c).kind;
    return k === 'villain' || k === 'henchman' || k === 'tactic' || k === 'mastermind';
  });
}

const soulsword = cont('magik:wield-the-soulsword:vp', (g, f, v) => {
  if (v >= 0) gainAttack(g, def(g, v).vp);
}, { about: 'gain' });

hero('Magik', 'X-Men', [
  {
    name: 'Rally the New Mutants', copies: 5, cls: COVERT, cost: 2,
    text: 'One Sidekick to your discard pile; two with the Covert superpower.',
    hint: { power: { cls: COVERT, other: 1 }, avgRecruit: 1 },
    play: (g, p) => {
      const twice = power(g, COVERT);
      gainSidekick(g, p);
      if (twice) gainSidekick(g, p);
    },
  },
  {
    name: 'Travel through Limbo', copies: 5, cls: RANGED, cost: 3, attack: 1, plus: { attack: true },
    text: 'Teleport. Ranged superpower: +2 Attack.',
    keywords: [TELEPORT],
    hint: { power: { cls: RANGED, attack: 2 } },
    play: (g) => { if (power(g, RANGED)) gainAttack(g, 2); },
  },
  {
    name: 'Dimensional Portal', copies: 3, cls: COVERT | RANGED, cost: 5, attack: 2, plus: { attack: true },
    text: 'Teleport. Each Sidekick played this turn adds +1 Attack.',
    keywords: [TELEPORT],
    hint: { avgAttack: 0.5 },
    play: (g) => gainAttack(g, playedWhere(g, (d) => d.keywords?.includes(SIDEKICK) === true)),
  },
  {
    name: 'Wield the Soulsword', copies: 1, cls: COVERT, cost: 7, attack: 2, plus: { attack: true },
    text: 'Teleport. Extra Attack equal to the printed VP of one villain or Mastermind card of your victory pile, as you pick.',
    keywords: [TELEPORT],
    hint: { avgAttack: 3 },
    play: (g, p, c) => {
      const opts = distinct(g, p, villainsInVictory(g, p));
      if (opts.length) ask(g, p, 'card', soulsword, opts, { source: c });
    },
  },
], SET);
