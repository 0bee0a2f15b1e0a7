// Zola's Creations (Captain America 75th Anniversary). Three have Abomination (engine/legendary/keywords/abomination.ts):
// their Attack is the printed number plus the printed Attack of the hero in the HQ space under them. Primus has a
// fight condition (its printed * is that reminder; its Attack is the printed 3).
import { SET } from '../set.js';
import { ABOMINATION, abomination } from '../../../keywords/abomination.js';
import { BRIDGE, SEWERS, YOUR_HEROES, gainRecruit, gainWound, koSome, otherPlayersEvil, playerOrder } from '../../../rules.js';
import { villainGroup } from '../../../registry.js';
import { classesYouHave, discardPrimeCost, primeCostInHand } from '../common.js';

export const ZOLAS_CREATIONS = "Zola's Creations";

villainGroup(ZOLAS_CREATIONS, [
  {
    name: 'Captain Zolandia', copies: 2, attack: 6, vp: 5, plus: { attack: true }, keywords: [ABOMINATION], attackAt: abomination(6),
    text: 'Abomination. Fight: +1 Recruit for each hero class among your heroes.',
    hint: { fight: 2.5 },
    fight: (g, p) => gainRecruit(g, classesYouHave(g, p)),
  },
  {
    name: 'Doughboy', copies: 2, attack: 4, vp: 3, plus: { attack: true }, keywords: [ABOMINATION], attackAt: abomination(4),
    text: 'Abomination. Fight: KO one of your heroes.',
    hint: { fight: 0.5 },
    fight: (g, p) => koSome(g, p, 1, YOUR_HEROES, true),
  },
  {
    name: 'Man-Fish', copies: 2, attack: 5, vp: 4, plus: { attack: true }, keywords: [ABOMINATION], attackAt: abomination(5),
    text: 'Abomination. Fight: if it was fought in the Sewers or on the Bridge, each other player gains a Wound. Escape: each player gains a Wound.',
    hint: { escape: 1, fightAt: { slot: SEWERS, each: -1 } },
    fight: (g) => { if (g.defeatSlot === SEWERS || g.defeatSlot === BRIDGE) for (const q of otherPlayersEvil(g)) gainWound(g, q); },
    escape: (g) => { for (const q of playerOrder(g)) gainWound(g, q); },
  },
  {
    name: 'Primus', copies: 2, attack: 3, vp: 3, plus: { attackStar: true },
    text: 'Fighting it also costs discarding a card that costs 2, 3, 5 or 7. Escape: each player discards a hero that costs 2, 3, 5 or 7.',
    hint: { escape: 0.7 },
    canDefeat: (g, p) => primeCostInHand(g, p, false).length > 0,
    fightCost: (g, p, c) => discardPrimeCost(g, p, c, false),
    escape: (g, _p, c) => { for (const q of playerOrder(g)) discardPrimeCost(g, q, c, true); },
  },
], SET);
