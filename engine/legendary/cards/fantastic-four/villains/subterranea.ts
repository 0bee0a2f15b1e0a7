// Subterranea (Fantastic Four). Every card has Burrow (engine/legendary/keywords/burrow.ts).
import { SET } from '../set.js';
import { NEXT_HAND_EXTRA, addEffect } from '../../../effects.js';
import { BURROW } from '../../../keywords/burrow.js';
import { BRIDGE, STREETS, YOUR_HEROES, captureFromStack, cityLive, koSome, moveVillain, villainEscapes } from '../../../rules.js';
import { villainGroup } from '../../../registry.js';
import type { Game } from '../../../types.js';

export const SUBTERRANEA = 'Subterranea';

/**
 * Ra'ktar's Ambush: a villain in the Streets moves to the Bridge; one already on the Bridge is pushed out and
 * escapes. Nothing happens when either space is destroyed.
 */
function raktar(g: Game): void {
  if (!cityLive(g, STREETS) || !cityLive(g, BRIDGE) || g.city[STREETS]! < 0) return;
  const pushed = g.city[BRIDGE]!, held = g.att[BRIDGE]!;
  if (pushed >= 0) { g.city[BRIDGE] = -1; g.att[BRIDGE] = []; }
  moveVillain(g, STREETS, BRIDGE);
  if (pushed >= 0) villainEscapes(g, pushed, held);
}

villainGroup(SUBTERRANEA, [
  {
    name: 'Giganto', copies: 2, attack: 7, vp: 4, keywords: [BURROW],
    text: 'Burrow. Fight: your next hand has two extra cards.',
    hint: { fight: 2.5 },
    fight: (g, _p, c) => addEffect(g, NEXT_HAND_EXTRA, c, 2),
  },
  {
    name: 'Megataur', copies: 2, attack: 6, vp: 4, keywords: [BURROW],
    text: 'Burrow. Ambush: he captures two Bystanders.',
    ambush: (g, _p, c) => { const at = g.city.indexOf(c); if (at >= 0) { captureFromStack(g, at); captureFromStack(g, at); } },
  },
  {
    name: 'Moloids', copies: 2, attack: 3, vp: 2, keywords: [BURROW],
    text: 'Burrow. Fight: KO one of your heroes.',
    hint: { fight: 0.5 },
    fight: (g, p) => koSome(g, p, 1, YOUR_HEROES, true),
  },
  {
    name: "Ra'ktar the Molan King", copies: 2, attack: 4, vp: 2, keywords: [BURROW],
    text: 'Burrow. Ambush: a villain in the Streets moves to the Bridge, pushing any villain there to escape.',
    ambush: (g) => raktar(g),
  },
], SET);
