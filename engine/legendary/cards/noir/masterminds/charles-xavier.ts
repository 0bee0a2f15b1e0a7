// Charles Xavier, Professor of Crime (Noir).
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { HERO_DECK, investigate, investigation, takeFromDeck } from '../../../keywords/investigate.js';
import { HIDDEN_WITNESS, captureWitnesses } from '../../../keywords/hidden-witness.js';
import { mastermind } from '../../../registry.js';
import {
  REVEAL_XMEN, bystandersHeld, eachRevealOrWound, faceDownCount, heroCost, isBystander, isTeam, otherPlayersEvil,
  putFaceDown, takeFromPlayer,
} from '../../../rules.js';
import { randInt } from '../../../../shared/rng.js';
import type { Game } from '../../../types.js';
import { XMEN } from '../../../types.js';
import { X_MEN_NOIR } from '../villains/x-men-noir.js';
import { hasAttackIcon, hqHeroSlots, investigateToKo } from '../common.js';

/** Bystanders in the HQ and the city: captured ones, Hidden Witnesses on villains and HQ heroes, Bystanders in HQ spaces. */
export function bystandersInHqAndCity(g: Game): number {
  let n = 0;
  for (let s = 0; s < g.city.length; s++) {
    n += bystandersHeld(g, s);
    if (g.city[s]! >= 0 && g.faceDown.length) n += faceDownCount(g, g.city[s]!);
  }
  for (const h of g.hq) {
    if (h < 0) continue;
    if (isBystander(g, h)) n++;
    else if (g.faceDown.length) n += faceDownCount(g, h);
  }
  return n;
}

/**
 * Master Strike: four heroes in the HQ capture a Hidden Witness each. Which four is not said (Universal Rulebook
 * silent): the four most expensive (ties: the leftmost), the reading worst for the players.
 */
function strike(g: Game): void {
  const slots = hqHeroSlots(g);
  slots.sort((a, b) => heroCost(g, g.hq[b]!) - heroCost(g, g.hq[a]!) || a - b);
  for (const s of slots.slice(0, 4)) captureWitnesses(g, g.hq[s]!, 1);
}

const ATTACK_ICON_KO = investigateToKo('charles-xavier:commit-to-the-asylum', (g, c) => hasAttackIcon(g, c));
const asylumEach = cont('charles-xavier:commit-to-the-asylum:each', (g, f) => investigate(g, f.p, ATTACK_ICON_KO, f.c));
const XMEN_TO_DISCARD = investigation({
  key: 'charles-xavier:master-manipulator', deck: HERO_DECK,
  match: (g, c) => isTeam(g, c, XMEN),
  found: (g, p, c) => { if (takeFromDeck(g, HERO_DECK, p, c)) g.players[p]!.discard.push(c); },
});

// Corrupt Weak Minds: each other player puts a random Bystander of their victory pile on an HQ hero of their
// choice, face down.
const corruptEach = cont('charles-xavier:corrupt-weak-minds:each', (g, f) => {
  if (!g.players[f.p]!.victory.some((c) => isBystander(g, c))) return;
  const slots = hqHeroSlots(g);
  ask(g, f.p, 'slot', corruptOn, slots, { source: f.c });
});
const corruptOn = cont('charles-xavier:corrupt-weak-minds:on', (g, f, v) => {
  if (v < 0) return;
  const bys = g.players[f.p]!.victory.filter((c) => isBystander(g, c));
  if (bys.length === 0) return;
  const b = bys[randInt(g.rng, bys.length)]!;
  takeFromPlayer(g, f.p, b);
  putFaceDown(g, g.hq[v]!, b);
}, { about: 'hq-lose' });

mastermind({
  name: 'Charles Xavier', set: SET, attack: 8, vp: 6, leads: X_MEN_NOIR, keywords: [HIDDEN_WITNESS],
  text: '+1 Attack per Bystander in the HQ and the city. Master Strike: four heroes in the HQ capture a Hidden Witness each.',
  reveals: [{ team: XMEN, w: 0.4 }],
  mods: { mastermindAttack: (g) => bystandersInHqAndCity(g) },
  strike: (g) => strike(g),
  tactics: [
    {
      name: 'X-Con Men', text: 'Each other player reveals an X-Men hero or gains a Wound.',
      fight: (g) => eachRevealOrWound(g, REVEAL_XMEN, otherPlayersEvil(g)),
    },
    {
      name: 'Commit to the Asylum', text: 'Each other player investigates their deck for a card with an Attack icon and KOs it.',
      fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) later(g, asylumEach, q, c); },
    },
    {
      name: 'Master Manipulator', text: 'Investigate the Hero Deck for an X-Men card and put it in your discard pile.',
      fight: (g, p, c) => investigate(g, p, XMEN_TO_DISCARD, c),
    },
    {
      name: 'Corrupt Weak Minds', text: 'Each other player puts a random Bystander from their victory pile on an HQ hero as a Hidden Witness.',
      fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) later(g, corruptEach, q, c); },
    },
  ],
});
