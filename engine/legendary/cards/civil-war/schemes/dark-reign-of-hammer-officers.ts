// Dark Reign of H.A.M.M.E.R. Officers (Civil War): each twist stays beside the scheme, then as many S.H.I.E.L.D.
// Officers as there are twists there leave the Officer stack (fewer if it runs out) to stand beside the Mastermind as
// villains of 3 Attack with S.H.I.E.L.D. Clearance. Evil wins with 7 Officers there.
//
// The Officers beside the Mastermind are kept in the scheme's public zone (g.schemeZone, with the stacked twists),
// out of the Mastermind's attachments, which its fights and strikes handle. They are villains there (the scheme's
// `villainDeckCard`), in no city space: they never move or escape and have no Ambush. Fighting one is this scheme's
// main action: its Attack paid like any fight (payToFight), then the Clearance (discard a S.H.I.E.L.D. or HYDRA hero:
// engine/legendary/keywords/shield-clearance.ts), then the defeat (defeatCard: "whenever you defeat a villain" rules see it),
// where the scheme's `onDefeat` has the fighter gain it as a hero (to the discard pile) instead of the victory pile.
// They become villains through engine/legendary/keywords/officer-villains.ts (`officersBecomeVillains`, with this scheme's
// placement), so a rule adding an extra one (Sharon Carter fortifying the Officer stack) sees the twist; the placement
// then drops that module's mark, so its rules for Officers in the city do not apply to these (no double Attack or
// gain): only its Officer test and Attack are shared.
import { SET } from '../set.js';
import { act } from '../../../actions.js';
import { mainAction } from '../../../compile.js';
import { cont, later } from '../../../flow.js';
import {
  OFFICER_VILLAIN_ATTACK, isOfficer, isOfficerVillain, leaveOfficerRules, officerPlacement, officersBecomeVillains,
} from '../../../keywords/officer-villains.js';
import { canPayClearance, payClearance } from '../../../keywords/shield-clearance.js';
import { scheme } from '../../../registry.js';
import {
  PAY_FIGHT, available, defeatCard, def, evilAt, faceDownCount, gainBlocked, gainCard, log, nameOf, paidContinuation, payToFight,
  villainCardAttack,
} from '../../../rules.js';
import type { Game, SchemeView } from '../../../types.js';
import { Z_NONE } from '../../../types.js';

export const HAMMER_LIMIT = 7;
/** Discards the Clearance of these Officers asks for. */
const CLEARANCE = 1;

/** Whether card c is an Officer standing beside the Mastermind as a villain. */
export function hammerOfficer(g: Game, c: number): boolean { return isOfficer(g, c) && g.schemeZone.includes(c); }
/** The Officers beside the Mastermind. */
export function hammerOfficers(g: Game): number[] { return g.schemeZone.filter((c) => isOfficer(g, c)); }
const stackedTwists = (g: Game) => g.schemeZone.filter((c) => def(g, c).kind === 'twist').length;
const officersSeen = (v: SchemeView) => v.schemeZone.filter((c) => v.def(c).kind === 'hero').length;

/** An Officer's Attack beside the Mastermind (in no city space). */
export function hammerAttack(g: Game, c: number, fight = true): number { return villainCardAttack(g, c, -1, fight); }

/** Whether player p can fight Officer c now: the points, the Clearance, nothing after healing. */
export function canFightHammer(g: Game, p: number, c: number): boolean {
  if (g.t.healed || !hammerOfficer(g, c)) return false;
  if (available(g, PAY_FIGHT, c) < hammerAttack(g, c)) return false;
  if (g.faceDown.length && faceDownCount(g, c) > 0) return false;
  return canPayClearance(g, p, CLEARANCE);
}

// The placement: beside the Mastermind (the scheme's zone), under this scheme's rules only.
const BESIDE_MASTERMIND = officerPlacement((g, c) => { leaveOfficerRules(g, c); g.schemeZone.push(c); });

const DEFEAT = cont('dark-reign-of-hammer-officers:defeat', (g, f) => {
  if (hammerOfficer(g, f.c)) defeatCard(g, f.p, f.c, g.schemeZone);
});
// paid: the Clearance's discard, then the defeat
const PAID = paidContinuation(cont('dark-reign-of-hammer-officers:paid', (g, f) => {
  if (!hammerOfficer(g, f.c)) return;
  payClearance(g, f.p, f.c, CLEARANCE);
  later(g, DEFEAT, f.p, f.c);
}));

const DARK_REIGN = scheme({
  name: 'Dark Reign of H.A.M.M.E.R. Officers', set: SET,
  text: '7 twists. Twist: it stays beside the scheme; then for each twist there, a S.H.I.E.L.D. Officer from the stack stands beside the Mastermind as a 3-Attack villain with S.H.I.E.L.D. Clearance; fighting one gains it as a hero. Evil wins with 7 Officers beside the Mastermind.',
  twists: () => 7,
  evilWinsAt: HAMMER_LIMIT,
  villainDeckCard: (g, c) => (hammerOfficer(g, c) ? 'villain' : null),
  mods: { villainAttack: (g, _slot, c) => (hammerOfficer(g, c) ? OFFICER_VILLAIN_ATTACK - def(g, c).attack : 0) },
  onDefeat: (g, p, c) => {
    // an Officer another rule made a villain in the city follows that rule; a rule that forbids the gain leaves it
    // in the victory pile, where it is no villain
    if (!isOfficer(g, c) || isOfficerVillain(g, c) || gainBlocked(g, p, Z_NONE, c)) return false;
    g.log && log(g, `  P${p + 1} gains ${nameOf(g, c)} as a hero`);
    gainCard(g, p, c, Z_NONE);
    return true;
  },
  twist: (g, _n, c) => {
    g.schemeZone.push(c);
    const k = officersBecomeVillains(g, stackedTwists(g), BESIDE_MASTERMIND);
    g.log && log(g, `  ${k} S.H.I.E.L.D. Officer(s) join the Mastermind: ${hammerOfficers(g).length} there`);
  },
  evilWins: (g) => (hammerOfficers(g).length >= evilAt(g.setup, HAMMER_LIMIT) ? 'Dark Reign of H.A.M.M.E.R. Officers: 7 Officers beside the Mastermind' : null),
  hint: {
    progress: (v) => Math.min(1, officersSeen(v) / evilAt(v.setup, HAMMER_LIMIT)),
    // the Officers beside the Mastermind are fought with a S.H.I.E.L.D. hero to discard: bots keep one in hand
    clearance: (v) => (officersSeen(v) > 0 ? { n: CLEARANCE, attack: OFFICER_VILLAIN_ATTACK } : null),
  },
});

// Fighting an Officer beside the Mastermind: one option (the Officers are alike).
export const ACT_FIGHT_HAMMER = mainAction({
  id: 'dark-reign-of-hammer-officers:fight', order: 44, active: (s) => s.scheme === DARK_REIGN,
  hint: { about: 'fight-other', cost: (g, _p, c) => hammerAttack(g, c), card: (_g, _p, c) => c },
  options: (g, p, out) => {
    if (g.t.healed) return;
    for (const c of g.schemeZone) if (isOfficer(g, c)) { if (canFightHammer(g, p, c)) out.push(act(ACT_FIGHT_HAMMER, c)); return; }
  },
  handle: (g, p, c) => {
    g.log && log(g, `  P${p + 1} fights ${nameOf(g, c)} beside the Mastermind`);
    payToFight(g, p, hammerAttack(g, c), PAY_FIGHT, -2 - PAID, c);
  },
  describe: (g, c) => `fight ${nameOf(g, c)} (beside the Mastermind)`,
});
