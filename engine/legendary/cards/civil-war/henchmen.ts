// Civil War henchmen groups (Mandroid, Cape-Killers).
// - Mandroid: +1 Attack for each Mandroid in the victory pile of the player whose turn it is (those are the
//   "other" ones: the card itself is in the city); the KO is mandatory.
// - Cape-Killers: S.H.I.E.L.D. Clearance (engine/legendary/keywords/shield-clearance.ts; the printed * is that reminder);
//   the KO from the discard pile is mandatory when the pile holds a card.
import { SET } from './set.js';
import { shieldClearance } from '../../keywords/shield-clearance.js';
import { henchmen } from '../../registry.js';
import { YOUR_HEROES, def, koSome } from '../../rules.js';
import type { Game } from '../../types.js';
import { koFromDiscard } from './villains/shared-wave2b.js';

const MANDROID = 'Mandroid';

function mandroidsWon(g: Game): number {
  let n = 0;
  for (const c of g.players[g.current]!.victory) { const d = def(g, c); if (d.kind === 'henchman' && d.group === MANDROID && d.set === SET) n++; }
  return n;
}

henchmen({
  name: MANDROID, copies: 10, attack: 2, vp: 1, plus: { attack: true },
  text: '+1 Attack for each other Mandroid in your victory pile. Fight: KO one of your heroes.',
  hint: { fight: 0.5 },
  attackAt: (g) => 2 + mandroidsWon(g),
  fight: (g, p) => koSome(g, p, 1, YOUR_HEROES, true),
}, SET);

henchmen({
  name: 'Cape-Killers', copies: 10, attack: 3, vp: 1, plus: { attackStar: true },
  text: 'S.H.I.E.L.D. Clearance. Fight: KO a card from your discard pile.',
  hint: { fight: 0.5 },
  ...shieldClearance(),
  fight: (g, p, c) => koFromDiscard(g, p, c),
}, SET);
