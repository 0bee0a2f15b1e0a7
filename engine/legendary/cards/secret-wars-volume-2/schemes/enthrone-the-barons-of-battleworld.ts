// Enthrone the Barons of Battleworld (Secret Wars Volume 2): 8 twists.
// - Twists 1-7: of the villains in the city and in the escape pile, the one with the highest printed Attack ascends to
//   become a new Mastermind (rules/mastermind.ts, other Masterminds; the current player chooses among equals). A villain
//   leaving the city takes the Bystanders it holds with it, as a Mastermind's.
// - Twist 8: in each player's victory pile, the villain with the highest printed Attack ascends the same way (that
//   player chooses among equals).
// - A Baron (a villain this scheme made a Mastermind, marked in g.vars, apart from villains that ascend by their own
//   Escape effect) gets +2 Attack and the Master Strike "each player discards a card that costs exactly this Mastermind's
//   printed VP" (SchemeDef.otherMasterminds); a player with several such cards picks one, one without any discards none.
// - Evil wins when there are six Masterminds: the setup's while it stands, and the others.
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { scheme } from '../../../registry.js';
import {
  ascend, def, discardFromHand, distinct, heroCost, isVillain, log, mastermindStands, nameOf, playerOrder,
} from '../../../rules.js';
import type { Game } from '../../../types.js';

const BARON_PLUS = 2, MASTERMINDS_TO_WIN = 6;

/** g.vars key: card c ascended by this scheme (a Baron). */
const baronKey = (c: number) => `enthrone:baron:${c}`;
/** Whether card c is a Baron this scheme enthroned. */
export const isBaron = (g: Game, c: number) => g.vars[baronKey(c)] === 1;

/** The Masterminds now in the game: the setup's while it stands, and every other one. */
function mastermindCount(g: Game): number { return (mastermindStands(g) ? 1 : 0) + g.others.length; }

/** The cards of `cards` with the highest printed Attack among their villains. */
function strongest(g: Game, cards: readonly number[]): number[] {
  let top = -1;
  const out: number[] = [];
  for (const c of cards) {
    if (!isVillain(g, c)) continue;
    const a = def(g, c).attack;
    if (a > top) { top = a; out.length = 0; }
    if (a === top && !out.includes(c)) out.push(c);
  }
  return out;
}

/** Villain c (in the city, the escape pile or player p's victory pile) ascends as a Baron. */
function enthrone(g: Game, c: number): void {
  let held: number[] = [];
  const s = g.city.indexOf(c);
  if (s >= 0) { held = g.att[s]!; g.city[s] = -1; g.att[s] = []; }
  for (const pl of g.players) { const i = pl.victory.indexOf(c); if (i >= 0) pl.victory.splice(i, 1); }
  g.vars[baronKey(c)] = 1;
  ascend(g, c); // takes it from the escape pile when it is there
  g.othersAtt[g.others.length - 1]!.push(...held);
  g.log && log(g, `  ${nameOf(g, c)} is enthroned as a Baron of Battleworld`);
}

const chosen = cont('enthrone-the-barons:ascend', (g, _f, v) => { if (v >= 0) enthrone(g, v); }, { about: 'lose' });

/** The strongest villain of `cards` ascends; player p chooses among equals. */
function ascendStrongest(g: Game, p: number, cards: readonly number[], src: number): void {
  const top = strongest(g, cards);
  if (top.length === 1) enthrone(g, top[0]!);
  else if (top.length > 1) ask(g, p, 'card', chosen, top, { source: src }); // copies differ by what they hold
}

const eachVictoryPile = cont('enthrone-the-barons:victory-pile', (g, f) => ascendStrongest(g, f.p, g.players[f.p]!.victory, f.c));

// The Barons' Master Strike: each player discards a card costing exactly the Baron's printed VP.
const strikeDiscard = cont('enthrone-the-barons:strike', (g, f) => {
  const vp = def(g, f.c).vp;
  const opts = g.players[f.p]!.hand.filter((x) => heroCost(g, x) === vp);
  if (opts.length === 1) discardFromHand(g, f.p, opts[0]!);
  else if (opts.length > 1) ask(g, f.p, 'card', strikeChosen, distinct(g, f.p, opts), { source: f.c });
});
const strikeChosen = cont('enthrone-the-barons:strike-discard', (g, f, v) => { if (v >= 0) discardFromHand(g, f.p, v); }, { about: 'discard' });

scheme({
  name: 'Enthrone the Barons of Battleworld', set: SET,
  text: '8 twists. Twists 1-7: the villain in the city or escape pile with the highest printed Attack becomes a Mastermind: +2 Attack, and its Master Strike makes each player discard a card costing its printed VP. Twist 8: the same for the strongest villain of each victory pile. Evil wins with six Masterminds.',
  twists: () => 8,
  twist: (g, n, c) => {
    g.ko.push(c);
    if (n <= 7) { ascendStrongest(g, g.current, [...g.city.filter((x) => x >= 0), ...g.escaped], c); return; }
    for (const p of playerOrder(g)) later(g, eachVictoryPile, p, c);
  },
  otherMasterminds: {
    attack: (g, c) => (isBaron(g, c) ? BARON_PLUS : 0),
    strike: (g, _p, c) => { if (isBaron(g, c)) for (const q of playerOrder(g)) later(g, strikeDiscard, q, c); },
  },
  evilWins: (g) => (mastermindCount(g) >= MASTERMINDS_TO_WIN ? `Enthrone the Barons of Battleworld: ${MASTERMINDS_TO_WIN} Masterminds` : null),
  hint: { progress: (v) => Math.min(1, (v.stats.twists + 1) / MASTERMINDS_TO_WIN) },
});
