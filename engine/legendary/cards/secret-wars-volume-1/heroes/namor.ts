// Namor, the Sub-Mariner (Secret Wars Volume 1, Cabal).
//
// - Lead the Armies of Atlantis: the Instinct superpower gains a Sidekick (to the discard pile; none when the stack
//   is empty).
// - Ruler of the Seas: the Strength superpower gives +2 restricted Attack (engine/legendary/effects.ts onlyFor),
//   usable only to fight the villain on the Bridge (while the Bridge is a live city space) or the Mastermind.
// - Feed the Sharks: a 'card' question over the hand and discard pile, -1 to decline; a card KO'd draws one.
// - Imperius Rex: a 'slot' question over the city's villains, not optional; the one chosen is defeated without a
//   fight (its Fight effect happens, conditions on fighting it do not apply: Universal Rulebook, "Defeat"). The
//   superpower of two Instinct and two Strength cards played earlier (a card of both classes counts for each, as
//   the rules count classes; read when played) replaces it: the Mastermind is defeated once (a Tactic at random,
//   or the Final Blow), as a fight would, without paying its Attack or any extra cost; with other Masterminds
//   standing (villains that ascended), a 'slot' question (intent 'defeat') picks which.
import { SET } from '../set.js';
import { addEffect, effectKind } from '../../../effects.js';
import { ask, cont } from '../../../flow.js';
import { gainSidekick } from '../../../keywords/sidekicks.js';
import { hero } from '../../../registry.js';
import {
  BRIDGE, DISCARD, HAND, PAY_FIGHT, PAY_MASTERMIND, canDefeatNow, cardsIn, cityLive, defeatMastermindTactic, defeatVillain, distinct,
  defeatOther, draw, koCard, mastermindStands, playedCls, power,
} from '../../../rules.js';
import { INSTINCT, STRENGTH } from '../../../types.js';
import { mastermindHolder, otherHolder } from '../../../zones.js';

const RULER_OF_THE_SEAS = effectKind({
  key: 'namor:ruler-of-the-seas',
  onlyFor: (g, target, c) => target === PAY_MASTERMIND || (target === PAY_FIGHT && c >= 0 && cityLive(g, BRIDGE) && g.city[BRIDGE] === c),
});

const sharksKo = cont('namor:feed-the-sharks:ko', (g, f, v) => {
  if (v < 0) return;
  const pl = g.players[f.p]!;
  if (!pl.hand.includes(v) && !pl.discard.includes(v)) return;
  koCard(g, f.p, v, f.c);
  draw(g, f.p, 1);
}, { about: 'ko-optional', n: 1 });

const imperiusRex = cont('namor:imperius-rex:defeat', (g, f, v) => {
  if (v >= 0 && g.city[v]! >= 0) defeatVillain(g, f.p, v);
}, { about: 'defeat' });

const rexMastermind = cont('namor:imperius-rex:mastermind', (g, f, v) => {
  if (v < 0) return;
  if (v === mastermindHolder(g)) { if (mastermindStands(g)) defeatMastermindTactic(g, f.p); return; }
  const m = g.others[v - otherHolder(g, 0)];
  if (m !== undefined) defeatOther(g, f.p, m);
}, { about: 'defeat' });

hero('Namor, the Sub-Mariner', 'Cabal', [
  {
    name: 'Lead the Armies of Atlantis', copies: 5, cls: INSTINCT, cost: 3, recruit: 2,
    text: 'Instinct superpower: one Sidekick gained.',
    hint: { power: { cls: INSTINCT, other: 1 } },
    play: (g, p) => { if (power(g, INSTINCT)) gainSidekick(g, p); },
  },
  {
    name: 'Ruler of the Seas', copies: 5, cls: STRENGTH, cost: 4, attack: 2, plus: { attack: true },
    text: 'Strength superpower: +2 Attack, spendable only on the Mastermind or on the Bridge villain.',
    hint: { power: { cls: STRENGTH, attack: 1.5 } },
    play: (g, _p, c) => { if (power(g, STRENGTH)) addEffect(g, RULER_OF_THE_SEAS, c, 2); },
  },
  {
    name: 'Feed the Sharks', copies: 3, cls: STRENGTH | INSTINCT, cost: 6, attack: 2,
    text: 'Optionally KO one card of your hand or discard pile; doing so draws you one.',
    hint: { draw: 0.8 },
    play: (g, p, c) => {
      const opts = distinct(g, p, cardsIn(g, p, HAND | DISCARD));
      if (opts.length) ask(g, p, 'card', sharksKo, [...opts, -1], { source: c });
    },
  },
  {
    name: 'Imperius Rex', copies: 1, cls: STRENGTH, cost: 7,
    text: 'Defeat a villain in the city without fighting it. Superpower of two Instinct and two Strength cards: defeat the Mastermind once instead.',
    // the double superpower is rare; a villain defeated is worth about its Attack
    hint: { avgAttack: 4, power: { cls: INSTINCT | STRENGTH, count: 2, other: 3 } },
    play: (g, p, c) => {
      if (!canDefeatNow(g)) return;
      if (playedCls(g, INSTINCT) >= 2 && playedCls(g, STRENGTH) >= 2) {
        // which Mastermind, when others stand too (villains that ascended)
        const mms: number[] = mastermindStands(g) ? [mastermindHolder(g)] : [];
        for (let i = 0; i < g.others.length; i++) mms.push(otherHolder(g, i));
        ask(g, p, 'slot', rexMastermind, mms, { source: c });
        return;
      }
      const opts: number[] = [];
      for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0) opts.push(s);
      if (opts.length) ask(g, p, 'slot', imperiusRex, opts, { source: c });
    },
  },
], SET);
