// Burrow (Fantastic Four): "Fight: If the Streets were empty, put this Villain back into the Streets." After its
// Fight effects (and the Bystanders it held are rescued), a defeated Burrow villain that was not in the Streets
// leaves the victory pile for the empty Streets, without an Ambush; "when you defeat" effects have happened
// (Universal Rulebook). A destroyed Streets space no longer exists: Burrow then does nothing.

import { keywordRules } from '../compile.js';
import { FIGHT_EFFECT_CANCELLED, hasEffect } from '../effects.js';
import { STREETS, cityLive, hasKeyword, log, nameOf } from '../rules.js';
import type { Game, GameEvent } from '../types.js';

export const BURROW = 'burrow';

function burrow(g: Game, e: GameEvent): void {
  if (e.c < 0 || e.slot === STREETS || !hasKeyword(g, e.c, BURROW) || hasEffect(g, FIGHT_EFFECT_CANCELLED, e.c)) return;
  if (!cityLive(g, STREETS) || g.city[STREETS]! >= 0) return;
  const v = g.players[e.p]?.victory;
  const i = v ? v.lastIndexOf(e.c) : -1;
  if (i < 0) return;
  v!.splice(i, 1);
  g.city[STREETS] = e.c;
  g.att[STREETS] = [];
  g.log && log(g, `  ${nameOf(g, e.c)} burrows back into the Streets`);
}

keywordRules(BURROW, { on: { defeat: { after: burrow } } });
