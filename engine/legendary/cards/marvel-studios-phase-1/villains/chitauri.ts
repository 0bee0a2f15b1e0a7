// Chitauri (Marvel Studios Phase 1). Every card has Rooftops Conqueror 2 (+2 Attack while any villain is on
// the Rooftops, engine/legendary/keywords/conqueror.ts). "After this enters the city" Ambushes read where the villain is
// when the Ambush resolves.
import { SET } from '../set.js';
import { cont, later } from '../../../flow.js';
import { villainGroup } from '../../../registry.js';
import {
  ROOFTOPS, captureFromStack, cityLive, enterCityAt, gainWound, isBystander, isVillain, moveVillain, playerOrder, takeFromVillainDeck,
} from '../../../rules.js';
import { CONQUEROR, conquered, conqueror } from '../../../keywords/conqueror.js';
import { revealTopVillainCard } from '../../dark-city/villains/shared.js';
import type { Game } from '../../../types.js';

const ROOFTOPS_2 = { keywords: [CONQUEROR], attackAt: conqueror(ROOFTOPS, 2), plus: { attack: true } };

/** Leviathan's Fight and Escape: each player with no Bystander in their victory pile gains a Wound. */
const leviathanWound = cont('chitauri:leviathan:wound', (g, f) => {
  if (!g.players[f.p]!.victory.some((c) => isBystander(g, c))) gainWound(g, f.p);
});
function leviathan(g: Game, _p: number, c: number): void {
  for (const q of playerOrder(g)) later(g, leviathanWound, q, c);
}

/** Commander's Ambush: with the Rooftops empty, the top Villain Deck card, if a villain, enters the Rooftops. */
function commander(g: Game): void {
  if (conquered(g, ROOFTOPS) || !cityLive(g, ROOFTOPS)) return; // a destroyed Rooftops no longer exists
  const top = revealTopVillainCard(g);
  if (top < 0 || !isVillain(g, top)) return;
  takeFromVillainDeck(g, top);
  enterCityAt(g, top, ROOFTOPS);
}

/** Chariot's Ambush: with the Rooftops empty, it moves there. */
function chariot(g: Game, _p: number, c: number): void {
  const at = g.city.indexOf(c);
  if (at >= 0 && ROOFTOPS < g.city.length && !conquered(g, ROOFTOPS)) moveVillain(g, at, ROOFTOPS);
}

villainGroup('Chitauri', [
  {
    name: 'Chitauri Soldier', copies: 2, attack: 3, vp: 2, ...ROOFTOPS_2,
    text: 'Rooftops Conqueror 2. Ambush: it captures a Bystander.',
    ambush: (g, _p, c) => { const at = g.city.indexOf(c); if (at >= 0) captureFromStack(g, at); },
  },
  {
    name: 'Chitauri Commander', copies: 2, attack: 3, vp: 2, ...ROOFTOPS_2,
    text: 'Rooftops Conqueror 2. Ambush: if the Rooftops are empty, the top Villain Deck card, if a villain, enters the Rooftops.',
    ambush: commander,
  },
  {
    name: 'Chitauri Leviathan', copies: 2, attack: 5, vp: 4, ...ROOFTOPS_2,
    text: 'Rooftops Conqueror 2. Fight and Escape: each player without a Bystander in their victory pile gains a Wound.',
    hint: { escape: 0.5, fightEach: -0.3 },
    fight: leviathan,
    escape: leviathan,
  },
  {
    name: 'Chitauri Chariot', copies: 2, attack: 4, vp: 3, ...ROOFTOPS_2,
    text: 'Rooftops Conqueror 2. Ambush: if the Rooftops are empty, it moves there.',
    ambush: chariot,
  },
], SET);
