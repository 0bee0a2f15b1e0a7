import { ask, cont, later } from '../../../flow.js';
import {
  REVEAL_STRENGTH, defeatVillain, distinct, eachRevealOrWound, isBystander, isVillain, koCard, otherPlayersEvil,
} from '../../../rules.js';
import { mastermind } from '../../../registry.js';
import { STRENGTH } from '../../../types.js';
import type { Game } from '../../../types.js';

/**
 * City spaces holding a villain. An effect that defeats a villain ignores "you can't defeat ... unless"
 * (Universal Rulebook, Total Fury clarification), so every villain qualifies.
 */
function defeatableSlots(g: Game): number[] {
  const out: number[] = [];
  for (let s = 0; s < 5; s++) if (g.city[s]! >= 0) out.push(s);
  return out;
}

// Cruel Ruler: defeat a villain in the city for free (mandatory when there is one; the player picks which).
const cruelRuler = cont('loki:cruel-ruler:defeat', (g, f, v) => { if (v >= 0) defeatVillain(g, f.p, v); }, { about: 'defeat' });

// Maniacal Tyrant: KO up to four cards from your discard pile, one optional choice at a time.
function tyrantAsk(g: Game, p: number, src: number, done: number): void {
  const opts = distinct(g, p, g.players[p]!.discard);
  if (opts.length) ask(g, p, 'card', tyrantKo, [...opts, -1], { source: src, n: done });
}
const tyrantKo = cont('loki:maniacal-tyrant:ko', (g, f, v) => {
  if (v < 0) return;
  koCard(g, f.p, v);
  if (f.n + 1 < 4) tyrantAsk(g, f.p, f.c, f.n + 1);
}, { about: 'ko-optional', n: 1 });

// Vanishing Illusions / Whispers and Lies: each other player KOs from their own victory pile.
const koFromVictory = cont('loki:ko-from-victory', (g, f, v) => { if (v >= 0) koCard(g, f.p, v); }, { about: 'lose-vp' });
const vanishing = cont('loki:vanishing-illusions:each', (g, f) => {
  ask(g, f.p, 'card', koFromVictory, distinct(g, f.p, g.players[f.p]!.victory.filter((c) => isVillain(g, c))), { source: f.c });
});
const whispers = cont('loki:whispers-and-lies:each', (g, f) => {
  ask(g, f.p, 'card', koFromVictory, distinct(g, f.p, g.players[f.p]!.victory.filter((c) => isBystander(g, c))), { source: f.c });
});

mastermind({
  name: 'Loki', set: 'core', attack: 10, vp: 5, leads: 'Enemies of Asgard',
  text: 'Master Strike: each player reveals a Strength hero or gains a Wound.',
  reveals: [{ cls: STRENGTH, w: 0.8 }],
  strike: (g) => eachRevealOrWound(g, REVEAL_STRENGTH),
  tactics: [
    {
      name: 'Cruel Ruler', text: 'Defeat a villain in the city for free.',
      fight: (g, p, c) => ask(g, p, 'slot', cruelRuler, defeatableSlots(g), { source: c }),
    },
    {
      name: 'Maniacal Tyrant', text: 'KO up to four cards from your discard pile.',
      fight: (g, p, c) => tyrantAsk(g, p, c, 0),
    },
    {
      name: 'Vanishing Illusions', text: 'Each other player KOs a villain from their victory pile.',
      fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) later(g, vanishing, q, c); },
    },
    {
      name: 'Whispers and Lies', text: 'Each other player KOs two bystanders from their victory pile.',
      fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) { later(g, whispers, q, c); later(g, whispers, q, c); } },
    },
  ],
});
