// Misty Knight (Civil War): Bribe (any mix of Attack and Recruit pays to fight her: engine/legendary/keywords/bribe.ts).
import { SET } from '../set.js';
import { BRIBE } from '../../../keywords/bribe.js';
import { FORT_MASTERMIND, fortify } from '../../../keywords/fortify.js';
import { ask, cont, later } from '../../../flow.js';
import { mastermind } from '../../../registry.js';
import {
  GAIN_WOUND, def, distinct, eachRevealOrWound, heroesYouHave, otherPlayersEvil, playerOrder, rescue, takeFromPlayer,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { MARVEL_KNIGHTS, REVEAL_MARVEL_KNIGHTS, otherwise, revealOrElse } from '../../dark-city/masterminds/common.js';
import { hasRecruitIcon, orderVillainDeckTop } from './shared.js';

/** The Heroes for Hire villain Trusted Bodyguard returns (by name: its card is another file's). */
const COLLEEN_WING = 'Colleen Wing';
const isColleen = (g: Game, c: number) => { const d = def(g, c); return d.kind === 'villain' && d.name === COLLEEN_WING; };

// Master Strike: each player reveals four cards with Recruit icons (hand, and cards played on their turn) or gains
// a Wound. Revealing is never forced: a player who can is asked.
const strike = cont('misty-knight:strike', (g, f) => {
  if (heroesYouHave(g, f.p).filter((c) => hasRecruitIcon(g, c)).length >= 4) ask(g, f.p, 'yesno', strikeRevealed, [1, 0], { source: f.c });
  else later(g, GAIN_WOUND, f.p);
});
const strikeRevealed = cont('misty-knight:strike:reveal', (g, f, v) => { if (v !== 1) later(g, GAIN_WOUND, f.p); }, { about: 'reveal' });

// Bionic Repulsor Field: without a Marvel Knights hero revealed, the player puts two cards of their choice from their
// hand on top of their deck, one at a time (the second ends on top).
const topFromHand = cont('misty-knight:bionic-repulsor-field:ask', (g, f) => {
  ask(g, f.p, 'card', putOnTop, distinct(g, f.p, g.players[f.p]!.hand), { source: f.c });
});
const putOnTop = cont('misty-knight:bionic-repulsor-field:put', (g, f, v) => {
  if (v < 0 || takeFromPlayer(g, f.p, v) === 0) return;
  g.players[f.p]!.deck.push(v);
}, { about: 'lose' });
const repulsor = otherwise(cont('misty-knight:bionic-repulsor-field', (g, f) => {
  later(g, topFromHand, f.p, f.c);
  later(g, topFromHand, f.p, f.c);
}));
const knightsOrElse = cont('misty-knight:reveal-marvel-knights', (g, f) => revealOrElse(g, f.p, REVEAL_MARVEL_KNIGHTS, repulsor, f.c));

// Trusted Bodyguard: going clockwise from the fighter, the first other player with Colleen Wing in their victory pile
// rescues five Bystanders, and that Colleen Wing leaves the victory pile to fortify the Mastermind (unless a villain
// already does: then she stays, Universal Rulebook, Fortify).
function trustedBodyguard(g: Game): void {
  for (const q of otherPlayersEvil(g)) {
    const cw = g.players[q]!.victory.find((c) => isColleen(g, c));
    if (cw === undefined) continue;
    rescue(g, q, 5);
    fortify(g, cw, FORT_MASTERMIND, g.players[q]!.victory);
    return;
  }
}

mastermind({
  name: 'Misty Knight', set: SET, attack: 14, vp: 6, leads: 'Heroes for Hire', keywords: [BRIBE],
  text: 'Bribe: she can be fought with any mix of Attack and Recruit. Master Strike: each player reveals four cards with Recruit icons or gains a Wound.',
  reveals: [{ team: MARVEL_KNIGHTS, w: 0.9 }],
  strike: (g, _p, c) => { for (const p of playerOrder(g)) later(g, strike, p, c); },
  tactics: [
    {
      name: 'Bionic Repulsor Field', text: 'Each other player reveals a Marvel Knights hero or puts two cards from their hand on top of their deck.',
      fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) later(g, knightsOrElse, q, c); },
    },
    {
      name: 'Cyborg Detective', text: 'Look at the top three cards of the Villain Deck and put them back in any order.',
      fight: (g, p, c) => orderVillainDeckTop(g, p, 3, c),
    },
    {
      name: 'Trusted Bodyguard', text: 'The first other player, clockwise, with Colleen Wing in their victory pile rescues five Bystanders; she returns to fortify Misty Knight.',
      fight: (g) => trustedBodyguard(g),
    },
    {
      name: 'Vibranium Cyber Arm', text: 'Each other player reveals a Marvel Knights hero or gains a Wound.',
      fight: (g) => eachRevealOrWound(g, REVEAL_MARVEL_KNIGHTS, otherPlayersEvil(g)),
    },
  ],
});
