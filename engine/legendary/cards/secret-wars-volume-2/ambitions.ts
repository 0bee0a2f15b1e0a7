// Secret Wars Volume 2's Ambition cards, as the Villains the scheme Sinister Ambitions shuffles into the Villain Deck
// (engine/legendary/keywords/ambitions.ts: their Attack, VP, the readings the family shares and the helpers both boxes'
// cards use). Each card's Escape effect is its Ambition; its choices are questions to the current player.
//
// - Patrol Ambitions (keywords/patrol.ts): "If there's a Villain there" is read as the Ambition's escape effect happens
//   (the space must exist); a villain that has just entered the Sewers, pushing the Ambition out, is there.
// - Puzzle Trap: a 'mode' question names the class (intent 'mode-first': the class whose HQ heroes cost least in all
//   first); until the start of the current player's next turn no player gains a hero of that class from the HQ
//   (recruited, or gained by an effect: the rules' one test of what may be taken from the HQ); then it is discarded.
// - Seize the High Ground: with a villain on the Rooftops, every villain, wherever it is, gets +1 Attack until the start
//   of the current player's next turn; then the card is discarded (at once when no villain was there).
// - This is a Stickup: with a villain in the Bank, each player discards a card with a Recruit icon from their hand
//   ('card', intent 'discard'; mandatory when they have one).
// - Shadowy Disciple: it ascends to become a Mastermind (rules/mastermind.ts ascend): 9 Attack (its printed Attack,
//   without the twists' bonus), worth 5 VP once ascended (4 as an Ambition Villain); its Master Strike: each player
//   reveals a Ranged hero or gains a Wound.
// - Secret Escape Tunnels: a villain in the Sewers escapes (every escape rule, its Escape effect too).
// - Crazed Charge: a villain in the city of the current player's choice ('slot', intent 'capture') charges two spaces
//   (keywords/charge.ts).
// - Devastate S.H.I.E.L.D.: each player discards every card of their hand that costs 0 (Wounds too, which have no
//   other cost: as Secret Wars Volume 1's Zero reads "0-cost cards").
// - Rack and Ruin: a Master Strike, then, once it is done, a Scheme Twist (keywords/ambitions.ts becomesStrike,
//   becomesTwist: the card leaves the KO pile, where the strike left it, to be the twist).
import { SET } from './set.js';
import { ask, cont, later } from '../../flow.js';
import {
  AMBITION_VP, ambition, becomesStrike, becomesTwist, classModesBy, discardAll, discardAmbition, hqClassCost, untilYourNextTurn,
  villainAt, villainSlots,
} from '../../keywords/ambitions.js';
import { charge } from '../../keywords/charge.js';
import {
  BANK, BRIDGE, CLASS_BITS, REVEAL_RANGED, ROOFTOPS, SEWERS, STREETS, ascend, ascendedKey, captureFromStack, distinct,
  discardFromHand, eachGainsWound, eachRevealOrWound, hasCls, heroCost, isHero, log, playerOrder,
} from '../../rules.js';
import type { Game } from '../../types.js';
import { CLASS_NAMES, Z_HQ } from '../../types.js';
import { escapeNow } from '../dark-city/schemes/common.js';
import { hasRecruitIcon } from '../secret-wars-volume-1/common.js';

// ---- Puzzle Trap ----------------------------------------------------------------------------------------------------

/** g.vars: the class (bit) a card blocks; per class index, how many block it; the blocked classes (bits). */
const TRAP_CLASS = 'ambition:puzzle-trap:class:', TRAP_COUNT = 'ambition:puzzle-trap:count:', TRAPPED = 'ambition:puzzle-trap:mask';
function trapMask(g: Game): void {
  let m = 0;
  CLASS_BITS.forEach((cls, i) => { if ((g.vars[TRAP_COUNT + i] ?? 0) > 0) m |= cls; });
  if (m) g.vars[TRAPPED] = m; else delete g.vars[TRAPPED];
}
const trapClass = cont('ambition:puzzle-trap:class', (g, f, v) => {
  const i = Math.max(0, v);
  untilYourNextTurn(g, f.c);
  g.vars[TRAP_CLASS + f.c] = i + 1;
  g.vars[TRAP_COUNT + i] = (g.vars[TRAP_COUNT + i] ?? 0) + 1;
  trapMask(g);
  g.log && log(g, `  no player can recruit a ${CLASS_NAMES[CLASS_BITS[i]!]} hero for now`);
}, { about: 'mode-first' });
function trapEnds(g: Game, c: number): void {
  const i = (g.vars[TRAP_CLASS + c] ?? 0) - 1;
  if (i < 0) return;
  delete g.vars[TRAP_CLASS + c];
  const n = (g.vars[TRAP_COUNT + i] ?? 1) - 1;
  if (n > 0) g.vars[TRAP_COUNT + i] = n; else delete g.vars[TRAP_COUNT + i];
  trapMask(g);
}

// ---- Seize the High Ground ------------------------------------------------------------------------------------------

/** g.vars: how many Seize the High Ground effects last (each +1 Attack to every villain); a card's own mark. */
const SEIZED = 'ambition:seize-the-high-ground:count', SEIZE_ON = 'ambition:seize-the-high-ground:on:';
function seize(g: Game, c: number): void {
  if (!villainAt(g, ROOFTOPS)) { discardAmbition(g, c); return; }
  untilYourNextTurn(g, c);
  g.vars[SEIZED] = (g.vars[SEIZED] ?? 0) + 1;
  g.vars[SEIZE_ON + c] = 1;
  g.log && log(g, '  every villain gets +1 Attack for now');
}
function seizeEnds(g: Game, c: number): void {
  if (!g.vars[SEIZE_ON + c]) return;
  delete g.vars[SEIZE_ON + c];
  g.vars[SEIZED] = (g.vars[SEIZED] ?? 1) - 1;
}

// ---- This is a Stickup ----------------------------------------------------------------------------------------------

const stickupEach = cont('ambition:this-is-a-stickup:each', (g, f) => {
  const hand = g.players[f.p]!.hand.filter((c) => hasRecruitIcon(g, c));
  ask(g, f.p, 'card', stickupDiscard, distinct(g, f.p, hand), { source: f.c });
});
const stickupDiscard = cont('ambition:this-is-a-stickup:discard', (g, f, v) => { if (v >= 0) discardFromHand(g, f.p, v); }, { about: 'discard' });

// ---- Crazed Charge --------------------------------------------------------------------------------------------------

const chargeSlot = cont('ambition:crazed-charge:villain', (g, _f, v) => { if (v >= 0 && g.city[v]! >= 0) charge(g, v, 2); }, { about: 'capture' });

// ---- Rack and Ruin --------------------------------------------------------------------------------------------------

const rackTwist = cont('ambition:rack-and-ruin:twist', (g, f) => { if (g.result === null) becomesTwist(g, f.c, g.ko); });

// ---- The cards ------------------------------------------------------------------------------------------------------

const DISCIPLE_ATTACK = 9, DISCIPLE_VP = 5;

ambition({
  name: 'Puzzle Trap', attack: 6,
  text: "Escape: the current player names a class; nobody can recruit heroes of that class until the current player's next turn starts; then it is discarded.",
  hint: { escapeFlat: 0.5 },
  escape: (g, p, c) => ask(g, p, 'mode', trapClass, classModesBy((cls) => hqClassCost(g, cls)), { source: c }),
  ends: trapEnds,
  mods: { gainBlocked: (g, _p, from, x) => from === Z_HQ && (g.vars[TRAPPED] ?? 0) > 0 && isHero(g, x) && hasCls(g, x, g.vars[TRAPPED]!) },
}, SET);

ambition({
  name: 'Seize the High Ground', attack: 3,
  text: "Escape: Patrol the Rooftops: with a villain there, every villain gets +1 Attack until the current player's next turn starts; then it is discarded.",
  hint: { escapeFlat: 1 },
  escape: (g, _p, c) => seize(g, c),
  ends: seizeEnds,
  mods: { villainAttack: (g) => g.vars[SEIZED] ?? 0 },
}, SET);

ambition({
  name: 'Hostage Situation', attack: 2,
  text: 'Escape: Patrol the Streets: with a villain there, every villain in the city captures a Bystander.',
  hint: { escapeFlat: 1.5 },
  escape: (g) => { if (villainAt(g, STREETS)) for (const s of villainSlots(g)) captureFromStack(g, s); },
}, SET);

ambition({
  name: 'This is a Stickup', attack: 4,
  text: 'Escape: Patrol the Bank: with a villain there, every player discards a card with a Recruit icon.',
  hint: { escape: 0.4 },
  escape: (g, _p, c) => { if (villainAt(g, BANK)) for (const q of playerOrder(g)) later(g, stickupEach, q, c); },
}, SET);

ambition({
  name: 'Shadowy Disciple', attack: DISCIPLE_ATTACK,
  text: 'Escape: it becomes an extra Mastermind (9 Attack, 5 VP) whose Master Strike makes every player show a Ranged hero or gain a Wound.',
  hint: { escapeFlat: 4 },
  escape: (g, _p, c) => ascend(g, c),
  strike: (g) => eachRevealOrWound(g, REVEAL_RANGED, playerOrder(g)),
  vpAt: (g, _p, c) => (g.vars[ascendedKey(c)] ? DISCIPLE_VP : AMBITION_VP),
}, SET);

ambition({
  name: 'Detonate the Bridge', attack: 4,
  text: 'Escape: Patrol the Bridge: with a villain there, every player gains a Wound.',
  hint: { escape: 0.4 },
  escape: (g) => { if (villainAt(g, BRIDGE)) eachGainsWound(g); },
}, SET);

ambition({
  name: 'Secret Escape Tunnels', attack: 5,
  text: 'Escape: Patrol the Sewers: a villain there escapes too.',
  hint: { escapeFlat: 1.5 },
  escape: (g) => { if (villainAt(g, SEWERS)) escapeNow(g, SEWERS); },
}, SET);

ambition({
  name: 'Crazed Charge', attack: 3,
  text: 'Escape: a villain in the city of the current player\'s choice charges two spaces.',
  hint: { escapeFlat: 1 },
  escape: (g, p, c) => ask(g, p, 'slot', chargeSlot, villainSlots(g), { source: c }),
}, SET);

ambition({
  name: 'Devastate S.H.I.E.L.D.', attack: 7,
  text: 'Escape: every player discards every card of their hand that costs 0.',
  hint: { escape: 1.2 },
  escape: (g, _p, c) => { for (const q of playerOrder(g)) discardAll(g, q, (x) => heroCost(g, x) === 0, c); },
}, SET);

ambition({
  name: 'Rack and Ruin', attack: 10,
  text: 'Escape: it turns into a Master Strike that happens at once, then into a Scheme Twist that happens at once.',
  hint: { escapeFlat: 5 },
  escape: (g, _p, c) => { if (becomesStrike(g, c, g.escaped)) later(g, rackTwist, g.current, c); },
}, SET);
