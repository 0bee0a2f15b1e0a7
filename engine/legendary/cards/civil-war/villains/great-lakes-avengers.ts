// Great Lakes Avengers (Civil War).
// - Big Bertha, Flatman: Size-Changing (their printed * is that reminder). Flatman's KO is mandatory when the
//   discard pile holds a card (the player picks which).
// - Mr. Immortal: the top card of the Villain Deck is revealed and stays there; a Villain (henchmen included) or a
//   Bystander makes him leave the victory pile and reenter the Sewers (pushing the others, as a villain entering).
// - Squirrel Girl: she can't be fought once the player has played two or more cards this turn (every card played
//   counts, Sidekicks and copies included: g.t.played); a defeat by a card effect ignores that (Universal Rulebook,
//   "Defeat"). On escape she fortifies the Sidekick stack: no Sidekick is recruited or gained meanwhile.
import { SET } from '../set.js';
import { FORTIFY, FORT_SIDEKICKS, fortifiedBy, fortify } from '../../../keywords/fortify.js';
import { sizeChanging } from '../../../keywords/size-changing.js';
import { villainGroup } from '../../../registry.js';
import { REVEAL_STRENGTH, eachRevealOrWound } from '../../../rules.js';
import type { Game } from '../../../types.js';
import { COVERT, STRENGTH, Z_SIDEKICKS } from '../../../types.js';
import { revealTopVillainCard } from '../../dark-city/villains/shared.js';
import { cardKeyIn, koFromDiscard, reenterSewers, villainOrBystander } from './shared-wave2b.js';

const GROUP = 'Great Lakes Avengers';

/** Cards played this turn (each played card is one pair of g.t.played). */
const cardsPlayed = (g: Game) => g.t.played.length / 2;

let squirrelKey = '';

const label = villainGroup(GROUP, [
  {
    name: 'Big Bertha', copies: 2, attack: 7, vp: 4, plus: { attackStar: true }, keywords: sizeChanging(STRENGTH),
    text: 'Size-Changing (Strength). Fight and Escape: every player reveals a Strength hero or gains a Wound.',
    hint: { escape: 0.8, fightEach: -0.6 },
    fight: (g) => eachRevealOrWound(g, REVEAL_STRENGTH),
    escape: (g) => eachRevealOrWound(g, REVEAL_STRENGTH),
  },
  {
    name: 'Flatman', copies: 2, attack: 5, vp: 2, plus: { attackStar: true }, keywords: sizeChanging(COVERT),
    text: 'Size-Changing (Covert). Fight: KO a card from your discard pile.',
    hint: { fight: 0.5 },
    fight: (g, p, c) => koFromDiscard(g, p, c),
  },
  {
    name: 'Mr. Immortal', copies: 2, attack: 2, vp: 2,
    text: 'Fight: reveal the top card of the Villain Deck; if it is a Villain or a Bystander, he reenters the Sewers.',
    hint: { fight: -1.2 }, // more often than not he comes back (his VP lost, to be fought again)
    fight: (g, p, c) => {
      const top = revealTopVillainCard(g);
      if (top >= 0 && villainOrBystander(g, top)) reenterSewers(g, p, c);
    },
  },
  {
    name: 'Squirrel Girl', copies: 2, attack: 3, vp: 2, plus: { attackStar: true }, keywords: [FORTIFY],
    text: "Can't be fought if you played more than one card this turn. Escape: fortify the Sidekick stack; no Sidekick can be recruited or gained while she does.",
    hint: { escapeFlat: 0.5 },
    canDefeat: (g) => cardsPlayed(g) <= 1,
    escape: (g, _p, c) => { fortify(g, c, FORT_SIDEKICKS, g.escaped); },
    mods: { gainBlocked: (g, _p, from) => from === Z_SIDEKICKS && fortifiedBy(g, FORT_SIDEKICKS, squirrelKey) },
  },
], SET, [{ cls: STRENGTH, w: 0.3 }]);
squirrelKey = cardKeyIn(label, 'Squirrel Girl');
