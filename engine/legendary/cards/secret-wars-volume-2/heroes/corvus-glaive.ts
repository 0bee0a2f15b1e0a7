// Corvus Glaive (Secret Wars Volume 2, Cabal).
//
// - Culling Blade: the top card of the Bystander stack is KO'd (no player owns it: nothing announces it, as Speedball's
//   Reckless Rescue Attempt). A special Bystander's Rescue effect is the 'rescue' after hook on its own definition
//   (Dark City's mechanism); when the KO'd card has one, its player may use it ('yesno'): the hook runs as for a rescue
//   by that player. The card lies in their victory pile while the hook runs (the special Bystanders of Civil War act
//   only on a card still there), and goes back to the KO pile afterwards unless its effect moved it. No other card
//   sees a rescue: nothing was rescued.
// - Let None Escape You: patrols the Escape Pile for Bystanders (read when played): none there gives +2 Attack, any
//   +2 Recruit.
// - Rictus Grin: Cabal team power (read when played): the top Bystander of the stack is KO'd, then +1 Attack per
//   four Bystanders in the KO pile (that one included).
// - Atom-Splitting Glaive: Cabal team power (read when played): one optional 'card' question for the Escape Pile, then
//   one for each player's victory pile (the current player first, then clockwise), each over the distinct Bystanders
//   there and -1; each Bystander KO'd gives +1 Attack. The card's player answers them all. A Bystander of a victory
//   pile is KO'd through koCard (its owner is that player); one of the Escape Pile goes to the KO pile directly.
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { patrolPileEmpty } from '../../../keywords/patrol.js';
import { hero, teamId } from '../../../registry.js';
import { event } from '../../../rules/events.js';
import {
  checkEvil, def, distinct, gainAttack, gainRecruit, isBystander, koCard, koFromBystanderStack, log, nameOf, playerOrder, removeFrom,
  teamPower,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { INSTINCT, STRENGTH, TECH, Z_BYSTANDERS, Z_VICTORY } from '../../../types.js';

const CABAL = teamId('Cabal');

/** KOs the top card of the Bystander stack; returns it, or -1 when the stack is empty. */
const koTopBystander = (g: Game): number => koFromBystanderStack(g, 1)[0] ?? -1;

// ---- Culling Blade ------------------------------------------------------------------------------------

/** Whether Bystander b has a Rescue effect of its own (a special Bystander's 'rescue' hook). */
function hasRescueEffect(g: Game, b: number): boolean { return def(g, b).on?.rescue?.after !== undefined; }

const cullingUse = cont('corvus-glaive:culling-blade:rescue-effect', (g, f, v) => {
  const b = f.n;
  if (v !== 1 || !removeFrom(g.ko, b)) return;
  const pl = g.players[f.p]!;
  pl.victory.push(b);
  g.log && log(g, `  P${f.p + 1} uses the Rescue effect of ${nameOf(g, b)}`);
  const d = def(g, b);
  d.on!.rescue!.after!(g, event(g, 'rescue', f.p, b, Z_BYSTANDERS, Z_VICTORY, -1, f.c, true), d);
  if (removeFrom(pl.victory, b)) { g.ko.push(b); checkEvil(g); }
}, { about: 'may' });

// ---- Atom-Splitting Glaive ----------------------------------------------------------------------------

/** The piles asked about in turn: k = 0 the Escape Pile, k >= 1 the victory pile of the k-th player in order. */
function atomPile(g: Game, k: number): number[] | null {
  if (k === 0) return g.escaped;
  const order = playerOrder(g);
  return k - 1 < order.length ? g.players[order[k - 1]!]!.victory : null;
}
/** Asks about the first pile from the k-th that holds a Bystander (f.n carries k). */
function askAtom(g: Game, p: number, src: number, k0: number): void {
  for (let k = k0; ; k++) {
    const pile = atomPile(g, k);
    if (pile === null) return;
    const bys = pile.filter((c) => isBystander(g, c));
    if (bys.length === 0) continue;
    ask(g, p, 'card', atomKo, [...distinct(g, -1, bys), -1], { source: src, n: k });
    return;
  }
}
const atomKo = cont('corvus-glaive:atom-splitting-glaive:ko', (g, f, v) => {
  if (v >= 0) {
    if (f.n === 0) {
      if (removeFrom(g.escaped, v)) {
        g.ko.push(v);
        g.log && log(g, `  ${nameOf(g, v)} is KO'd from the Escape Pile`);
        checkEvil(g);
        gainAttack(g, 1);
      }
    } else {
      const q = playerOrder(g)[f.n - 1]!;
      if (g.players[q]!.victory.includes(v)) { koCard(g, q, v, f.c); gainAttack(g, 1); }
    }
  }
  later(g, atomNext, f.p, f.c, f.n + 1);
}, { about: 'ko-optional', n: 2 });
const atomNext = cont('corvus-glaive:atom-splitting-glaive:next', (g, f) => askAtom(g, f.p, f.c, f.n));

const RICTUS_PER = 4, ESCAPE_PILE_GAIN = 2;

hero('Corvus Glaive', 'Cabal', [
  {
    name: 'Culling Blade', copies: 5, cls: INSTINCT, cost: 3, attack: 2,
    text: 'The top Bystander of the stack is KO\'d; a special one lets you use its Rescue effect if you like.',
    hint: { avgAttack: 0.2 },
    play: (g, p, c) => {
      const b = koTopBystander(g);
      if (b >= 0 && hasRescueEffect(g, b)) ask(g, p, 'yesno', cullingUse, [1, 0], { source: c, n: b });
    },
  },
  {
    name: 'Let None Escape You', copies: 5, cls: STRENGTH | INSTINCT, cost: 2, attack: 0, recruit: 0, plus: { attack: true, recruit: true },
    text: 'Patrol the Escape Pile for Bystanders: none there gives +2 Attack, any gives +2 Recruit.',
    hint: { avgAttack: 1.2, avgRecruit: 0.8 },
    play: (g) => {
      if (patrolPileEmpty(g.escaped.filter((c) => isBystander(g, c)))) gainAttack(g, ESCAPE_PILE_GAIN);
      else gainRecruit(g, ESCAPE_PILE_GAIN);
    },
  },
  {
    name: 'Rictus Grin', copies: 3, cls: STRENGTH, cost: 6, attack: 3, plus: { attack: true },
    text: 'Cabal team power: the top Bystander of the stack is KO\'d; then +1 Attack per four Bystanders in the KO pile.',
    hint: { power: { team: CABAL, attack: 0.7 } },
    play: (g) => {
      if (!teamPower(g, CABAL)) return;
      koTopBystander(g);
      gainAttack(g, Math.floor(g.ko.filter((c) => isBystander(g, c)).length / RICTUS_PER));
    },
  },
  {
    name: 'Atom-Splitting Glaive', copies: 1, cls: TECH, cost: 8, attack: 6, plus: { attack: true },
    text: 'Cabal team power: optionally KO one Bystander of the Escape Pile and one of each victory pile, +1 Attack apiece.',
    hint: { power: { team: CABAL, attack: 2 } },
    play: (g, p, c) => { if (teamPower(g, CABAL)) askAtom(g, p, c, 0); },
  },
], SET);
