// Iron Monger (Marvel Studios Phase 1): Bank Conqueror 4. A Master Strike with the Bank empty becomes the
// "StaneTech Weaponry" villain there: the strike card itself, marked in g.vars, is a villain (the
// Mastermind's `villainCard`) with 6 Attack and worth 4 VP (his modifiers) wherever it goes from then on.
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { mastermind } from '../../../registry.js';
import {
  BANK, REVEAL_RANGED, REVEAL_TECH, cityLive, def, discardDownTo, eachRevealOrWound, eachGainsWound, enterCityAt, hasCls, isVillain, log,
  otherPlayersEvil, takeFromPlayer, takeFromVillainDeck,
} from '../../../rules.js';
import { CONQUEROR, conquered, conquerorMastermind } from '../../../keywords/conqueror.js';
import { RANGED, TECH } from '../../../types.js';
import type { Game } from '../../../types.js';
import { otherwise, revealOrElse, revealable } from '../../dark-city/masterminds/common.js';
import { DISCARD_ONE, revealTopVillainCard } from '../../dark-city/villains/shared.js';

export const STANETECH_ATTACK = 6, STANETECH_VP = 4;
const STANETECH = 'iron-monger:stanetech:';
/** Whether card c is a Master Strike that became StaneTech Weaponry. */
export function isStaneTech(g: Game, c: number): boolean {
  return def(g, c).kind === 'strike' && g.vars[STANETECH + c] === 1;
}

/** Master Strike: a villain in the Bank wounds every player; else this strike becomes StaneTech Weaponry there. */
function strike(g: Game, _p: number, c: number): void {
  if (conquered(g, BANK)) { eachGainsWound(g); return; }
  if (!cityLive(g, BANK) || def(g, c).kind !== 'strike') return;
  const i = g.ko.lastIndexOf(c);
  if (i < 0) return;
  g.ko.splice(i, 1);
  g.vars[STANETECH + c] = 1;
  g.log && log(g, '  the Master Strike becomes StaneTech Weaponry');
  enterCityAt(g, c, BANK);
}

// Sonic Stunner: each other player reveals a Tech hero or discards down to four cards (one question each).
const REVEAL_TECH_HERO = revealable((g, c) => hasCls(g, c, TECH));
// The number of discards is fixed when it resolves (as Magneto's strike): Unending Energy returned to the hand
// is not discarded again, so it always ends.
const discardDownTo4 = cont('iron-monger:sonic-stunner:discard-down', (g, f) => discardDownTo(g, f.p, 4));
const STUNNED = otherwise(discardDownTo4);

// Unexpected Betrayal: the player on the fighter's right chooses a villain from their victory pile; it enters the Bank.
const betrayal = cont('iron-monger:unexpected-betrayal', (g, f) => {
  if (conquered(g, BANK)) return;
  const opts: number[] = [];
  for (const c of g.players[f.p]!.victory) if (isVillain(g, c) && !opts.some((o) => g.defOf[o] === g.defOf[c])) opts.push(c);
  ask(g, f.p, 'card', betrayalChosen, opts, { source: f.c });
});
const betrayalChosen = cont('iron-monger:unexpected-betrayal:chosen', (g, f, v) => {
  if (v < 0 || conquered(g, BANK) || !cityLive(g, BANK) || takeFromPlayer(g, f.p, v) === 0) return;
  enterCityAt(g, v, BANK);
}, { about: 'lose-vp' });

mastermind({
  name: 'Iron Monger', set: SET, attack: 9, vp: 5, leads: 'Iron Foes', keywords: [CONQUEROR],
  text: 'Bank Conqueror 4. Master Strike: if a villain is in the Bank, each player gains a Wound; otherwise the strike enters the Bank as the villain StaneTech Weaponry (6 Attack, 4 VP).',
  reveals: [{ cls: TECH, w: 0.8 }, { cls: RANGED, w: 0.3 }],
  mods: {
    mastermindAttack: conquerorMastermind(BANK, 4),
    villainAttack: (g, _slot, c) => (isStaneTech(g, c) ? STANETECH_ATTACK : 0),
    vp: (g, _p, c) => (isStaneTech(g, c) ? STANETECH_VP : 0),
  },
  villainCard: isStaneTech,
  strike,
  tactics: [
    {
      name: 'Hostile Takeover', text: 'If the Bank is empty: the top Villain Deck card, if a villain, enters the Bank.',
      fight: (g) => {
        if (conquered(g, BANK) || !cityLive(g, BANK)) return;
        const top = revealTopVillainCard(g);
        if (top < 0 || !isVillain(g, top)) return;
        takeFromVillainDeck(g, top);
        enterCityAt(g, top, BANK);
      },
    },
    {
      name: 'Overloaded Arsenal', text: 'Each other player reveals a Tech hero or gains a Wound, then reveals a Ranged hero or gains a Wound.',
      fight: (g) => { eachRevealOrWound(g, REVEAL_TECH, otherPlayersEvil(g)); eachRevealOrWound(g, REVEAL_RANGED, otherPlayersEvil(g)); },
    },
    {
      name: 'Sonic Stunner', text: 'Each other player reveals a Tech hero or discards down to four cards.',
      fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) revealOrElse(g, q, REVEAL_TECH_HERO, STUNNED, c); },
    },
    {
      name: 'Unexpected Betrayal', text: 'If the Bank is empty: the player on your right puts a villain from their victory pile into the Bank.',
      fight: (g, p, c) => {
        if (conquered(g, BANK) || !cityLive(g, BANK)) return;
        const n = g.players.length;
        later(g, betrayal, (p + n - 1) % n, c);
      },
    },
  ],
});
