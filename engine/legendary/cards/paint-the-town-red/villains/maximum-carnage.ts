// Maximum Carnage (Paint the Town Red): villains with Feast (Fight: KO the top card of your deck).
import { SET } from '../set.js';
import { FEAST, feast, feastedZeroCostHero } from '../../../keywords/feast.js';
import { villainGroup } from '../../../registry.js';
import { captureFromStack, eachGainsWound, GAIN_WOUND, isHero, log, nameOf, otherPlayersEvil, takeFromPlayer } from '../../../rules.js';
import { later } from '../../../flow.js';
import type { Game } from '../../../types.js';

/** The printed cost of the hero in the HQ space under city space `slot` (0 when it holds none, or a villain). */
export function heroCostUnder(g: Game, slot: number): number {
  if (slot < 0 || slot >= g.hq.length) return 0;
  const h = g.hq[slot]!;
  return h >= 0 && isHero(g, h) ? g.cards[g.defOf[h]!]!.cost : 0;
}

villainGroup('Maximum Carnage', [
  {
    name: 'Carrion', copies: 2, attack: 4, vp: 3, keywords: [FEAST],
    text: 'Feast. If he feasts on a hero that costs 1 or more, he goes back to the city space he was fought in.',
    // Feast is about neutral (a starting card or a good one); his coming back costs the fight's VP and Attack
    hint: { fight: -1 },
    fight: (g, p, c) => {
      const eaten = feast(g, p, c);
      const slot = g.defeatSlot;
      if (eaten < 0 || !isHero(g, eaten) || g.cards[g.defOf[eaten]!]!.cost < 1) return;
      // in no city space (fought elsewhere), or the space taken meanwhile: he stays defeated
      if (slot < 0 || g.city[slot] !== -1 || !g.players[p]!.victory.includes(c)) return;
      takeFromPlayer(g, p, c);
      g.city[slot] = c;
      g.att[slot] = [];
      g.log && log(g, `  ${nameOf(g, c)} returns to the city`);
    },
  },
  {
    name: 'Demogoblin', copies: 2, attack: 5, vp: 3, keywords: [FEAST],
    text: 'Ambush: he captures a Bystander. Feast.',
    hint: { fight: 0 },
    ambush: (g, _p, c) => { const s = g.city.indexOf(c); if (s >= 0) captureFromStack(g, s); },
    fight: (g, p, c) => { feast(g, p, c); },
  },
  {
    name: 'Doppelganger', copies: 2, attack: 0, vp: 3, plus: { attackStar: true }, keywords: [FEAST],
    text: 'Attack equal to the cost of the hero in the HQ space under him. Feast.',
    hint: { fight: 0 },
    attackAt: (g, slot) => heroCostUnder(g, slot),
    fight: (g, p, c) => { feast(g, p, c); },
  },
  {
    name: 'Shriek', copies: 2, attack: 6, vp: 4, keywords: [FEAST],
    text: 'Feast: if she feasts on a 0-cost hero, each other player gains a Wound. Escape: each player gains a Wound.',
    hint: { fight: -0.3, fightEach: -0.3, escape: 1 },
    fight: (g, p, c) => {
      if (feastedZeroCostHero(g, feast(g, p, c))) for (const q of otherPlayersEvil(g)) later(g, GAIN_WOUND, q);
    },
    escape: (g) => eachGainsWound(g),
  },
], SET);
