// Captain Marvel (Secret Wars Volume 1, Avengers).
//
// - Absorb Energies / Marvelous Strength: +1 per other card of the class played earlier this turn (the superpower
//   holds exactly when there is one, so the count alone decides).
// - Cosmic Energies: a superpower of four icons (two Ranged, two Strength): two Ranged cards and two Strength cards
//   played earlier this turn. A card of both classes counts as a Ranged card and as a Strength card (Universal
//   Rulebook, Multiclass Cards: such a card "counts as both"), as superpowers count classes.
import { SET } from '../set.js';
import { hero } from '../../../registry.js';
import { draw, gainAttack, gainRecruit, playedCls } from '../../../rules.js';
import { RANGED, STRENGTH } from '../../../types.js';

hero('Captain Marvel', 'Avengers', [
  {
    name: 'Absorb Energies', copies: 5, cls: RANGED, cost: 3, recruit: 2, plus: { recruit: true },
    text: 'Ranged superpower: each other Ranged hero played this turn adds +1 Recruit.',
    hint: { power: { cls: RANGED, recruit: 1.3 } },
    play: (g) => { const n = playedCls(g, RANGED); if (n > 0) gainRecruit(g, n); },
  },
  {
    name: 'Supersonic Flight', copies: 5, cls: STRENGTH | RANGED, cost: 3, attack: 1,
    text: 'You draw one card.',
    hint: { draw: 1 },
    play: (g, p) => { draw(g, p, 1); },
  },
  {
    name: 'Marvelous Strength', copies: 3, cls: STRENGTH, cost: 5, attack: 3, plus: { attack: true },
    text: 'Strength superpower: each other Strength hero played this turn adds +1 Attack.',
    hint: { per: { cls: STRENGTH, attack: 1 } },
    play: (g) => gainAttack(g, playedCls(g, STRENGTH)),
  },
  {
    name: 'Cosmic Energies', copies: 1, cls: RANGED, cost: 7, attack: 5, plus: { attack: true },
    text: 'Superpower of two Ranged and two Strength cards: +6 Attack.',
    // four cards are needed; a hint names a class any two of which trigger it, so the gain is halved
    hint: { power: { cls: RANGED | STRENGTH, count: 2, attack: 3 } },
    play: (g) => { if (playedCls(g, RANGED) >= 2 && playedCls(g, STRENGTH) >= 2) gainAttack(g, 6); },
  },
], SET);
