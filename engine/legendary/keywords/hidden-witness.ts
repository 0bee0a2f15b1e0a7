// Hidden Witnesses (Noir): "This Villain captures 2 Hidden Witnesses" puts the top cards of the Bystander stack
// face down under it (engine/legendary/rules.ts face-down cards: a villain, Mastermind or HQ hero holding one can't be
// fought or recruited; a defeat rescues them, an escape carries them off). During your turn you may pay 2
// Recruit, any number of times, to rescue one (Universal Rulebook, Hidden Witnesses; Attack while a scheme swaps
// the pools: `recruitPoints`). Masterminds, schemes and heroes in the HQ may hold them too.

import { act } from '../actions.js';
import { mainAction } from '../compile.js';
import { randInt } from '../../shared/rng.js';
import {
  faceDownCount, isBystander, log, nameOf, putFaceDown, recruitPoints, rescueCard, spendRecruitPoints, takeFromPlayer,
  takeOneFaceDown,
} from '../rules.js';
import type { Game } from '../types.js';
import { FACE_DOWN_SCHEME, Z_ATTACHED } from '../types.js';

export const HIDDEN_WITNESS = 'hidden-witness';
/** Recruit a Hidden Witness costs to rescue. */
export const WITNESS_COST = 2;

/** `holder` (a card instance, or FACE_DOWN_SCHEME) captures up to n Hidden Witnesses from the Bystander stack. */
export function captureWitnesses(g: Game, holder: number, n: number): void {
  let k = 0;
  for (; k < n && g.bystanders.length > 0; k++) putFaceDown(g, holder, g.bystanders.pop()!);
  if (k > 0) g.log && log(g, `  ${holder === FACE_DOWN_SCHEME ? 'the scheme' : nameOf(g, holder)} captures ${k} Hidden Witness(es)`);
}

/** A random Bystander of player p's victory pile becomes a Hidden Witness held by `holder`; false if p has none. */
export function witnessFromVictoryPile(g: Game, p: number, holder: number): boolean {
  const bys = g.players[p]!.victory.filter((c) => isBystander(g, c));
  if (bys.length === 0) return false;
  const b = bys[randInt(g.rng, bys.length)]!;
  takeFromPlayer(g, p, b);
  putFaceDown(g, holder, b);
  g.log && log(g, `  P${p + 1}'s ${nameOf(g, b)} becomes a Hidden Witness`);
  return true;
}

/** The Hidden Witnesses a holder has. */
export function witnesses(g: Game, holder: number): number { return faceDownCount(g, holder); }

const SCHEME_ARG = 65535;
// Active in every game: it offers nothing while no card is face down (Silence the Witnesses puts them on the
// scheme, which has no keyword to look for).
export const ACT_RESCUE_WITNESS = mainAction({
  id: 'rescue-hidden-witness', order: 26,
  options: (g, _p, out) => {
    if (g.faceDown.length === 0 || recruitPoints(g) < WITNESS_COST) return;
    const seen: number[] = [];
    for (const h of g.faceDownOf) {
      if (seen.includes(h)) continue;
      seen.push(h);
      out.push(act(ACT_RESCUE_WITNESS, h === FACE_DOWN_SCHEME ? SCHEME_ARG : h));
    }
  },
  handle: (g, p, arg) => {
    const b = takeOneFaceDown(g, arg === SCHEME_ARG ? FACE_DOWN_SCHEME : arg);
    if (b < 0) return;
    spendRecruitPoints(g, WITNESS_COST);
    g.log && log(g, ` P${p + 1} rescues a Hidden Witness (${nameOf(g, b)})`);
    rescueCard(g, p, b, Z_ATTACHED);
  },
  describe: (g, arg) => `rescue a Hidden Witness from ${arg === SCHEME_ARG ? 'the scheme' : nameOf(g, arg)} (${WITNESS_COST} Recruit)`,
  // the card it concerns is the holder (the Bystander is face down); a bot weighs the Bystander's VP and what
  // the holder is worth once free to fight or recruit
  hint: { about: 'rescue', cost: () => WITNESS_COST, card: (_g, _p, arg) => (arg === SCHEME_ARG ? -1 : arg) },
});
