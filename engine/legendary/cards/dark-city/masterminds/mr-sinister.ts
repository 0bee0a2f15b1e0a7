import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { mastermind } from '../../../registry.js';
import {
  bystandersHeld, chooseDiscard, def, distinct, isBystander, isVillain, log, master, otherPlayersEvil, playerOrder,
  takeFromPlayer,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { COVERT } from '../../../types.js';
import { mastermindHolder } from '../../../zones.js';
import { REVEAL_COVERT, otherwise, revealOrElse, takeFromVillainDeck } from './common.js';

/** Mr. Sinister captures n Bystanders from the stack (as many as are left). */
function capture(g: Game, n: number): void {
  const att = g.att[mastermindHolder(g)]!;
  let k = 0;
  for (; k < n && g.bystanders.length > 0; k++) att.push(g.bystanders.pop()!);
  if (k > 0) g.log && log(g, `  Mr. Sinister captures ${k} Bystander(s)`);
}
const held = (g: Game) => bystandersHeld(g, mastermindHolder(g));

// Master Strike: he captures a Bystander; then each player holding exactly six cards reveals a Covert hero
// or discards as many cards as he has Bystanders (counted when that player resolves it).
const discardOne = cont('mr-sinister:strike:discard', (g, f) => chooseDiscard(g, f.p, true));
const discardN = otherwise(cont('mr-sinister:strike:discard-n', (g, f) => { for (let i = 0; i < f.n; i++) later(g, discardOne, f.p, f.c); }));
const strike = cont('mr-sinister:strike', (g, f) => {
  const n = held(g);
  if (g.players[f.p]!.hand.length !== 6 || n === 0) return;
  revealOrElse(g, f.p, REVEAL_COVERT, discardN, f.c, n);
});

// Telepathic Manipulation: from each other player's victory pile, a Bystander (the player whose turn it is
// chooses which) joins those he holds.
const telepathic = cont('mr-sinister:telepathic-manipulation', (g, f) => {
  const opts = distinct(g, f.n, g.players[f.n]!.victory.filter((c) => isBystander(g, c)));
  ask(g, f.p, 'card', telepathicTaken, opts, { source: f.c, n: f.n });
});
const telepathicTaken = cont('mr-sinister:telepathic-manipulation:take', (g, f, v) => {
  if (v < 0 || takeFromPlayer(g, f.n, v) === 0) return;
  g.att[mastermindHolder(g)]!.push(v);
}, { about: 'lose-vp' });

mastermind({
  name: 'Mr. Sinister', set: SET, attack: 8, vp: 6, leads: 'Marauders',
  text: '+1 Attack for each Bystander he holds. Master Strike: he captures a Bystander, then each player holding exactly six cards reveals a Covert hero or discards one card per Bystander he holds.',
  reveals: [{ cls: COVERT, w: 0.6 }],
  mods: { mastermindAttack: held },
  strike: (g, _p, c) => {
    capture(g, 1);
    for (const p of playerOrder(g)) later(g, strike, p, c);
  },
  tactics: [
    {
      name: 'Human Experimentation', text: 'He captures one Bystander per villain in the city.',
      fight: (g) => capture(g, g.city.filter((c) => c >= 0).length),
    },
    {
      name: 'Master Geneticist', text: 'Reveal the top seven Villain Deck cards: he captures the Bystanders among them; the rest go back at random.',
      fight: (g) => {
        // a Bystander that counts as a villain while in the Villain Deck (a scheme's) is not a Bystander to capture
        const bys = takeFromVillainDeck(g, 7, (c) => isBystander(g, c) && !isVillain(g, c));
        g.att[mastermindHolder(g)]!.push(...bys);
      },
    },
    {
      name: 'Plans Within Plans', text: 'He captures one Bystander per Mr. Sinister tactic in all victory piles, this one included.',
      fight: (g) => {
        const label = master(g).label;
        let n = 0;
        for (const pl of g.players) for (const c of pl.victory) { const d = def(g, c); if (d.kind === 'tactic' && d.groupLabel === label) n++; }
        capture(g, n);
      },
    },
    {
      name: 'Telepathic Manipulation', text: "He captures a Bystander from each other player's victory pile.",
      fight: (g, p, c) => { for (const q of otherPlayersEvil(g)) later(g, telepathic, p, c, q); },
    },
  ],
});
