// Utopolis (Secret Wars Volume 2).
//
// - Doctor Spectrum: Ambush: Charge one space (keywords/charge.ts). Fight: with Spectrum (keywords/spectrum.ts, read
//   as the Fight effect happens) the fighter KOs a card from their discard pile (mandatory when there is one).
//   Escape: each player without Spectrum now (their hand; the current player's played cards count too) discards a
//   card; having Spectrum is read, not asked (showing it only helps).
// - Nighthawk: +4 Attack while in the Sewers, the Rooftops or the Bridge (`attackAt`). Escape: he leaves the escape
//   pile and resolves as a Scheme Twist at once, his own card as the twist (the scheme decides where it goes), as the
//   core set's Mystique does.
// - Warrior Woman: Ambush: Charge one space. Escape: she ascends (rules/mastermind.ts ascend). Her Master Strike:
//   Patrol the Bank: when the Bank exists and a villain is there, each player discards a card with a Recruit icon
//   from their hand (a 'card' question each, mandatory when they have one; icons as secret-wars-volume-1/common.ts).
// - Whizzer: Ambush: Charge three spaces. Fight (he is in the victory pile then): Patrol the Bridge: with a villain
//   there, each other player gains a Wound ("each other player" said by a villain: otherPlayersEvil). Escape: each
//   player gains a Wound.
import { SET } from '../set.js';
import { hasRecruitIcon } from '../../secret-wars-volume-1/common.js';
import { ask, cont, later } from '../../../flow.js';
import { charge } from '../../../keywords/charge.js';
import { canPatrol } from '../../../keywords/patrol.js';
import { spectrum } from '../../../keywords/spectrum.js';
import { villainGroup } from '../../../registry.js';
import {
  BANK, BRIDGE, GAIN_WOUND, ROOFTOPS, SEWERS, ascend, chooseDiscard, discardFromHand, distinct, doTwist, eachGainsWound,
  koCard, otherPlayersEvil, playerOrder,
} from '../../../rules.js';
import type { Game } from '../../../types.js';

const GROUP = 'Utopolis';

/** Whether city space `patrolled` exists and a villain is there ("Patrol ...: if there's a Villain there"). */
function villainPatrolled(g: Game, patrolled: number): boolean { return canPatrol(g, patrolled) && g.city[patrolled]! >= 0; }

// ---- Doctor Spectrum -----------------------------------------------------------------------------------------

const spectrumKo = cont('utopolis:doctor-spectrum:ko', (g, f, v) => { if (v >= 0) koCard(g, f.p, v, f.c); }, { about: 'lose' });
function doctorSpectrumFight(g: Game, p: number, c: number): void {
  if (!spectrum(g, p)) return;
  ask(g, p, 'card', spectrumKo, distinct(g, p, g.players[p]!.discard.slice()), { source: c });
}
const spectrumEscapeEach = cont('utopolis:doctor-spectrum:escape', (g, f) => { if (!spectrum(g, f.p)) chooseDiscard(g, f.p); });

// ---- Nighthawk -----------------------------------------------------------------------------------------------

const NIGHTHAWK_ATTACK = 4, NIGHTHAWK_BONUS = 4;
function nighthawkTwist(g: Game, c: number): void {
  const i = g.escaped.lastIndexOf(c);
  if (i < 0) return; // something else already took him out of the pile
  g.escaped.splice(i, 1);
  doTwist(g, c);
}

// ---- Warrior Woman's Master Strike ---------------------------------------------------------------------------

const womanDiscard = cont('utopolis:warrior-woman:discard', (g, f, v) => { if (v >= 0) discardFromHand(g, f.p, v); }, { about: 'discard' });
const womanEach = cont('utopolis:warrior-woman:each', (g, f) => {
  const hand = g.players[f.p]!.hand.filter((x) => hasRecruitIcon(g, x));
  ask(g, f.p, 'card', womanDiscard, distinct(g, f.p, hand), { source: f.c });
});
function warriorWomanStrike(g: Game, _p: number, c: number): void {
  if (!villainPatrolled(g, BANK)) return;
  for (const q of playerOrder(g)) later(g, womanEach, q, c);
}

// ---- Whizzer -------------------------------------------------------------------------------------------------

function whizzerFight(g: Game): void {
  if (!villainPatrolled(g, BRIDGE)) return;
  for (const q of otherPlayersEvil(g)) later(g, GAIN_WOUND, q);
}

villainGroup(GROUP, [
  {
    name: 'Doctor Spectrum', copies: 3, attack: 6, vp: 4,
    text: 'Ambush: Charge one space. Fight: Spectrum: KO a card from your discard pile. Escape: every player without Spectrum discards a card.',
    hint: { fight: 0.3, escape: 0.4 },
    ambush: (g, _p, c) => { charge(g, g.city.indexOf(c), 1); },
    fight: doctorSpectrumFight,
    escape: (g, _p, c) => { for (const q of playerOrder(g)) later(g, spectrumEscapeEach, q, c); },
  },
  {
    name: 'Nighthawk', copies: 2, attack: NIGHTHAWK_ATTACK, vp: 4, plus: { attack: true },
    text: '+4 Attack in the Sewers, on the Rooftops or on the Bridge. Escape: he becomes a Scheme Twist that happens at once.',
    hint: { escape: 0.5, escapeFlat: 3 },
    attackAt: (_g, slot) => NIGHTHAWK_ATTACK + (slot === SEWERS || slot === ROOFTOPS || slot === BRIDGE ? NIGHTHAWK_BONUS : 0),
    escape: (g, _p, c) => nighthawkTwist(g, c),
  },
  {
    name: 'Warrior Woman', copies: 1, attack: 8, vp: 6,
    text: 'Ambush: Charge one space. Escape: she becomes an extra Mastermind whose Master Strike, while a villain is in the Bank, makes every player discard a card with a Recruit icon.',
    hint: { escape: 0.5, escapeFlat: 2.5 },
    ambush: (g, _p, c) => { charge(g, g.city.indexOf(c), 1); },
    escape: (g, _p, c) => ascend(g, c),
    strike: warriorWomanStrike,
  },
  {
    name: 'Whizzer', copies: 2, attack: 5, vp: 3,
    text: 'Ambush: Charge three spaces. Fight: Patrol the Bridge: a villain there gives every other player a Wound. Escape: every player gains a Wound.',
    hint: { escape: 1, fightEach: -0.3 },
    ambush: (g, _p, c) => { charge(g, g.city.indexOf(c), 3); },
    fight: whizzerFight,
    escape: (g) => eachGainsWound(g),
  },
], SET);
