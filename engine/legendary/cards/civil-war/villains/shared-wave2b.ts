// Helpers the Civil War files of CSA Special Marshals, Great Lakes Avengers, Heroes for Hire, Registration
// Enforcers, the set's henchmen and Bystanders share (no cards are registered here).
import { ask, cont } from '../../../flow.js';
import { HENCHMEN, VILLAIN_GROUPS, cardByKey } from '../../../registry.js';
import {
  YOUR_HEROES, cardsIn, def, distinct, enterCity, firstLive, isHero, isVillain, koCard, log, nameOf, removeFrom, sideDef,
} from '../../../rules.js';
import type { CardDef, Game } from '../../../types.js';

/** The definition key of card `name` of a villain or henchmen group (by label): what `fortifiedBy` reads. */
export function cardKeyIn(label: string, name: string): string {
  const info = VILLAIN_GROUPS.get(label) ?? HENCHMEN.get(label);
  const key = info?.cards.find((k) => cardByKey(k).name === name);
  if (!key) throw new Error(`no card ${name} in ${label}`);
  return key;
}

// ---- Printed values of heroes ----------------------------------------------------------------------

/**
 * The definitions whose printed values a hero shows: its own, or for a Divided card in hand or deck both sides
 * (it counts as both until played), played the side chosen.
 */
export function printedSides(g: Game, c: number): CardDef[] {
  const d = sideDef(g, c);
  return d.halves === undefined ? [d] : d.halves.map((h) => g.cards[h]!);
}
/** A hero with a Recruit icon ("0+" included). */
export function hasRecruitIcon(g: Game, c: number): boolean {
  return printedSides(g, c).some((d) => d.recruit > 0 || d.plus?.recruit === true);
}
/** A hero whose printed Attack is at least n. */
export function printedAttackAtLeast(g: Game, c: number, n: number): boolean {
  return printedSides(g, c).some((d) => d.attack >= n);
}

/** Player p KOs one of their heroes (hand, and played this turn on their turn) meeting condition `cond`; mandatory. */
export function koHeroWhere(g: Game, p: number, src: number, cond: number): void {
  const pred = HERO_PREDS[cond]!;
  const heroes = cardsIn(g, p, YOUR_HEROES, (c) => isHero(g, c) && pred(g, c));
  if (heroes.length) ask(g, p, 'card', KO_HERO_CHOSEN, distinct(g, p, heroes), { source: src });
}
/** A frame (`n` the condition, `c` the villain): its player KOs one such hero (for "each player ..."). */
export const KO_HERO_WHERE = cont('civil-war:ko-hero-where:each', (g, f) => koHeroWhere(g, f.p, f.c, f.n));
const KO_HERO_CHOSEN = cont('civil-war:ko-hero-where', (g, f, v) => { if (v >= 0) koCard(g, f.p, v, f.c); }, { about: 'lose' });
const HERO_PREDS: ((g: Game, c: number) => boolean)[] = [];
/** Registers a hero condition for koHeroWhere; returns its id. */
export function heroCondition(pred: (g: Game, c: number) => boolean): number { HERO_PREDS.push(pred); return HERO_PREDS.length - 1; }

// ---- Discard pile ----------------------------------------------------------------------------------

/** Player p KOs a card of their choice from their discard pile (mandatory when it holds one). */
export function koFromDiscard(g: Game, p: number, src: number): void {
  const pile = g.players[p]!.discard;
  if (pile.length) ask(g, p, 'card', KO_DISCARD_CHOSEN, distinct(g, p, pile), { source: src });
}
// usually a Wound or a starting card: the least valuable
const KO_DISCARD_CHOSEN = cont('civil-war:ko-from-discard', (g, f, v) => { if (v >= 0) koCard(g, f.p, v, f.c); }, { about: 'lose' });

// ---- Reentering the city ---------------------------------------------------------------------------

/**
 * A defeated villain's Fight effect makes it reenter the Sewers: it leaves player p's victory pile and enters the
 * city as a villain from the Villain Deck does (it pushes the others, the one pushed out escapes, any Ambush
 * happens; Universal Rulebook, Fateful Resurrection). Its other Fight effects and the rescue of what it held have
 * happened. Nothing happens when it is no longer in the victory pile (a scheme kept it elsewhere) or no city is left.
 */
export function reenterSewers(g: Game, p: number, c: number): void {
  if (firstLive(g) < 0 || !removeFrom(g.players[p]!.victory, c)) return;
  g.log && log(g, `  ${nameOf(g, c)} reenters the city`);
  enterCity(g, c);
}

/** Whether a revealed Villain Deck card is a Villain (henchmen included) or a Bystander. */
export function villainOrBystander(g: Game, c: number): boolean { return isVillain(g, c) || def(g, c).kind === 'bystander'; }
