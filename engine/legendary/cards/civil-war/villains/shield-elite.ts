// S.H.I.E.L.D. Elite (Civil War). Every card has S.H.I.E.L.D. Clearance (a S.H.I.E.L.D. or HYDRA hero discarded to
// fight it; a defeat by an effect ignores it).
// - Agent Eric Marshall (Ambush) and Agent Gabe Jones (Fight): an Officer from the Officer stack enters the city as a
//   3 Attack villain, gained as a hero by whoever defeats it (engine/legendary/keywords/officer-villains.ts).
// - Dum Dum Dugan, Fight and Escape: every player without an Officer in their discard pile gains a Wound (on a
//   Fight, the fighter's discard pile as it is then: an Officer gained earlier this turn counts).
// - Sharon Carter, Escape: she fortifies the Officer stack; meanwhile, each time Officers become villains (any number,
//   by any card), one more does, the same way (into the city, or into an empty space as the others did).
import { SET } from '../set.js';
import { cont, later } from '../../../flow.js';
import { FORTIFY, FORT_OFFICERS, fortifiedBy, fortify } from '../../../keywords/fortify.js';
import {
  OFFICER_VILLAINS, OFFICER_VILLAINS_EVENT, isOfficer, officersBecomeVillains,
} from '../../../keywords/officer-villains.js';
import { clearanceKeywords, shieldClearance } from '../../../keywords/shield-clearance.js';
import { villainGroup } from '../../../registry.js';
import { gainWound, playerOrder } from '../../../rules.js';
import type { Game } from '../../../types.js';
import { SHIELD } from '../../../types.js';

export const SHIELD_ELITE = 'S.H.I.E.L.D. Elite';
const STAR = { attackStar: true };

/** Whether player p has a S.H.I.E.L.D. Officer in their discard pile. */
export function officerInDiscard(g: Game, p: number): boolean {
  for (const c of g.players[p]!.discard) if (isOfficer(g, c)) return true;
  return false;
}

// Dum Dum Dugan: one frame per player, read when that player's turn in the order comes.
const dugan = cont('shield-elite:dum-dum-dugan', (g, f) => { if (!officerInDiscard(g, f.p)) gainWound(g, f.p); });
function duganEach(g: Game, c: number): void { for (const q of playerOrder(g)) later(g, dugan, q, c); }

villainGroup(SHIELD_ELITE, [
  {
    name: 'Agent Eric Marshall', copies: 2, attack: 1, vp: 2, plus: STAR,
    ...shieldClearance(), keywords: [...clearanceKeywords(1), OFFICER_VILLAINS],
    text: 'S.H.I.E.L.D. Clearance. Ambush: a S.H.I.E.L.D. Officer enters the city as a 3 Attack villain; whoever defeats it gains it as a hero.',
    ambush: (g) => { officersBecomeVillains(g, 1); },
  },
  {
    name: 'Agent Gabe Jones', copies: 2, attack: 2, vp: 2, plus: STAR,
    ...shieldClearance(), keywords: [...clearanceKeywords(1), OFFICER_VILLAINS],
    text: 'S.H.I.E.L.D. Clearance. Fight: a S.H.I.E.L.D. Officer enters the city as a 3 Attack villain; whoever defeats it gains it as a hero.',
    // another villain to fight (for a hero) or to escape
    hint: { fight: -0.3 },
    fight: (g) => { officersBecomeVillains(g, 1); },
  },
  {
    name: 'Dum Dum Dugan', copies: 2, attack: 4, vp: 3, plus: STAR, ...shieldClearance(),
    text: 'S.H.I.E.L.D. Clearance. Fight and Escape: every player with no S.H.I.E.L.D. Officer in their discard pile gains a Wound.',
    hint: { escape: 0.7, fightEach: -0.6 },
    fight: (g, _p, c) => duganEach(g, c),
    escape: (g, _p, c) => duganEach(g, c),
  },
  {
    name: 'Sharon Carter, Agent 13', copies: 2, attack: 6, vp: 5, plus: STAR,
    ...shieldClearance(), keywords: [...clearanceKeywords(1), FORTIFY, OFFICER_VILLAINS],
    text: 'S.H.I.E.L.D. Clearance. Escape: fortify the S.H.I.E.L.D. Officer stack; while she does, whenever any S.H.I.E.L.D. Officers become villains, one more does.',
    hint: { escapeFlat: 1.5 },
    escape: (g, _p, c) => { fortify(g, c, FORT_OFFICERS, g.escaped); },
    on: {
      [OFFICER_VILLAINS_EVENT]: {
        after: (g, e, self) => { if (fortifiedBy(g, FORT_OFFICERS, self.key)) officersBecomeVillains(g, 1, e.slot, false); },
      },
    },
  },
], SET, [{ team: SHIELD, w: 0.6 }]);
