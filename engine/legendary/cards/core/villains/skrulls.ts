import { ask, cont, later } from '../../../flow.js';
import {
  YOUR_HEROES, def, gainTo, hqHighestCost, isHero, koSome, log, nameOf, playerOrder, takeFromHq,
} from '../../../rules.js';
import { villainGroup } from '../../../registry.js';
import type { Game } from '../../../types.js';

// ---- Heroes under a Skrull --------------------------------------------------------------------------

/** Moves the hero in HQ space `slot` under the Skrull `skrull` (attached to it, wherever it is in the city); the HQ refills. */
function putUnder(g: Game, skrull: number, slot: number): void {
  const at = g.city.indexOf(skrull);
  if (at < 0 || slot < 0 || g.hq[slot]! < 0) return; // she left the city before her Ambush: nothing happens
  const h = takeFromHq(g, slot);
  g.att[at]!.push(h);
  log(g, `  ${nameOf(g, h)} goes under ${nameOf(g, skrull)}`);
}
/** Attack of a Skrull that copies the cost of the hero under it (0 when there is none). */
export function costUnder(g: Game, slot: number): number {
  if (slot < 0) return 0;
  let n = 0;
  for (const h of g.att[slot]!) if (isHero(g, h)) n += def(g, h).cost;
  return n;
}
/** Fight: "gain that Hero": the heroes that were under it are gained instead of being KO'd. */
export function gainHeroesUnder(g: Game, p: number): void {
  const keep: number[] = [];
  for (const h of g.defeatAtt) {
    if (isHero(g, h)) { gainTo(g, p, h); log(g, `  P${p + 1} gains ${nameOf(g, h)}`); } else keep.push(h);
  }
  g.defeatAtt = keep;
}
/** The rightmost hero of the HQ: HQ space s lies under city space s and the Sewers (space 0) are the rightmost
 *  city space on the board, so space 0, or the nearest space to its left holding a hero (a scheme may put other
 *  cards there); -1 if there is none. */
function rightmostHq(g: Game): number {
  for (let s = 0; s < g.hq.length; s++) if (g.hq[s]! >= 0 && isHero(g, g.hq[s]!)) return s;
  return -1;
}

/** One HQ space per distinct hero: identical cards in two spaces are the same choice. */
function uniqueHeroSlots(g: Game, slots: number[]): number[] {
  const seen = new Set<number>();
  return slots.filter((s) => { const d = g.defOf[g.hq[s]!]!; if (seen.has(d)) return false; seen.add(d); return true; });
}

// Veranke's Ambush: the current player breaks ties between equally expensive heroes.
const verankeTake = cont('skrulls:veranke:take', (g, f, v) => putUnder(g, f.c, v), { about: 'hq-gain' });

// Paibok: for each player (current first) the current player chooses an HQ hero; that player gains it and
// the space refills before the next choice.
const paibokChoose = cont('skrulls:paibok:choose', (g, f) => {
  const slots: number[] = [];
  for (let s = 0; s < g.hq.length; s++) if (g.hq[s]! >= 0 && isHero(g, g.hq[s]!)) slots.push(s);
  ask(g, g.current, 'slot', paibokGain, uniqueHeroSlots(g, slots), { source: f.c, n: f.p });
});
const paibokGain = cont('skrulls:paibok:gain', (g, f, v) => {
  if (v < 0) return;
  const h = takeFromHq(g, v);
  gainTo(g, f.n, h);
  log(g, `  P${f.n + 1} gains ${nameOf(g, h)}`);
}, { about: 'hq-gain' });

villainGroup('Skrulls', [
  {
    name: 'Paibok the Power Skrull', copies: 1, attack: 8, vp: 3,
    text: 'Fight: for each player, you pick a hero in the HQ and that player gains it.',
    hint: { fightEach: 2.5 },
    fight: (g, _p, c) => { for (const q of playerOrder(g)) later(g, paibokChoose, q, c); },
  },
  {
    name: 'Skrull Queen Veranke', copies: 1, attack: 0, vp: 4, plus: { attackStar: true },
    text: "Ambush: the most expensive HQ hero goes under her; her Attack is that hero's cost. Fight: you gain that hero.",
    ambush: (g, p, c) => ask(g, p, 'slot', verankeTake, uniqueHeroSlots(g, hqHighestCost(g)), { source: c }),
    attackAt: (g, slot) => costUnder(g, slot),
    fight: (g, p) => gainHeroesUnder(g, p),
  },
  {
    name: 'Skrull Shapeshifters', copies: 3, attack: 0, vp: 2, plus: { attackStar: true },
    text: "Ambush: the rightmost HQ hero goes under it; its Attack is that hero's cost. Fight: you gain that hero.",
    ambush: (g, _p, c) => putUnder(g, c, rightmostHq(g)),
    attackAt: (g, slot) => costUnder(g, slot),
    fight: (g, p) => gainHeroesUnder(g, p),
  },
  {
    name: 'Super-Skrull', copies: 3, attack: 4, vp: 2,
    text: 'Fight: every player KOs one of their heroes.',
    hint: { fight: 0.5 },
    fight: (g) => { for (const q of playerOrder(g)) koSome(g, q, 1, YOUR_HEROES, true); },
  },
]);
