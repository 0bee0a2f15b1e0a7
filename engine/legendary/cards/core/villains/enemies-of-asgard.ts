import { ask, cont, later } from '../../../flow.js';
import {
  DISCARD, HAND, REVEAL_RANGED, YOUR_HEROES, cardsIn, draw, eachRevealOrWound, heroesYouHave, isTeam,
  isWound, koCard, koSome, playerOrder,
} from '../../../rules.js';
import { villainGroup } from '../../../registry.js';
import type { Game } from '../../../types.js';
import type { VillainSpec } from '../../../registry.js';
import { RANGED, SHIELD } from '../../../types.js';

// Ymir's Fight: the fighting player chooses a player; that player KOs any number of the Wounds in their
// hand and discard pile. "Any number" is asked as two 'number' decisions by the chosen player: how many
// Wounds to KO from the hand (0..all), then how many from the discard pile (0..all). Wounds are identical,
// so a count is the whole choice.
function woundsIn(g: Game, p: number, zone: number): number[] {
  return cardsIn(g, p, zone, (c) => isWound(g, c));
}
function upTo(n: number): number[] { return Array.from({ length: n + 1 }, (_, i) => i); }

const ymirPlayer = cont('enemies-of-asgard:ymir:player', (g, f, v) => {
  if (v < 0) return;
  later(g, ymirHand, v, f.c);
}, { about: 'player-wounds' });
const ymirHand = cont('enemies-of-asgard:ymir:hand', (g, f) => {
  ask(g, f.p, 'number', ymirHandCount, upTo(woundsIn(g, f.p, HAND).length), { source: f.c });
});
const ymirHandCount = cont('enemies-of-asgard:ymir:hand-count', (g, f, v) => {
  for (const w of woundsIn(g, f.p, HAND).slice(0, Math.max(0, v))) koCard(g, f.p, w);
  ask(g, f.p, 'number', ymirDiscardCount, upTo(woundsIn(g, f.p, DISCARD).length), { source: f.c });
}, { about: 'number-max' });
const ymirDiscardCount = cont('enemies-of-asgard:ymir:discard-count', (g, f, v) => {
  for (const w of woundsIn(g, f.p, DISCARD).slice(0, Math.max(0, v))) koCard(g, f.p, w);
}, { about: 'number-max' });

/** The Enemies of Asgard's cards (Marvel Studios Phase 1's group has the same ones, Ymir named Laufey). */
export const ENEMIES_OF_ASGARD_CARDS: VillainSpec[] = [
  {
    name: 'Destroyer', copies: 1, attack: 7, vp: 5,
    text: 'Fight: KO every S.H.I.E.L.D. hero you have (hand and played this turn). Escape: every player KOs two of their heroes.',
    hint: { escape: 1.5, fight: 0.5 },
    fight: (g, p) => { for (const c of heroesYouHave(g, p)) if (isTeam(g, c, SHIELD)) koCard(g, p, c); },
    // YOUR_HEROES is hand + played this turn; only the current player has cards in play
    escape: (g) => { for (const q of playerOrder(g)) koSome(g, q, 2, q === g.current ? YOUR_HEROES : HAND, true); },
  },
  {
    name: 'Enchantress', copies: 2, attack: 6, vp: 4,
    text: 'Fight: draw three cards.',
    hint: { fight: 4 },
    fight: (g, p) => { draw(g, p, 3); },
  },
  {
    name: 'Frost Giant', copies: 3, attack: 4, vp: 2,
    text: 'Fight and Escape: every player reveals a Ranged hero or gains a Wound.',
    hint: { escape: 0.8, fightEach: -0.6 },
    fight: (g) => eachRevealOrWound(g, REVEAL_RANGED),
    escape: (g) => eachRevealOrWound(g, REVEAL_RANGED),
  },
  {
    name: 'Ymir, Frost Giant King', copies: 2, attack: 6, vp: 4,
    text: 'Ambush: every player reveals a Ranged hero or gains a Wound. Fight: pick a player, who may KO as many Wounds from hand and discard pile as they like.',
    hint: { fight: 1 },
    ambush: (g) => eachRevealOrWound(g, REVEAL_RANGED),
    fight: (g, p, c) => ask(g, p, 'player', ymirPlayer, playerOrder(g), { source: c }),
  },
];
export const ENEMIES_OF_ASGARD_REVEALS = [{ cls: RANGED, w: 0.4 }];
villainGroup('Enemies of Asgard', ENEMIES_OF_ASGARD_CARDS, 'core', ENEMIES_OF_ASGARD_REVEALS);
