// Size-Changing (Civil War and later sets): a hero with "Size-Changing [class]" can be recruited for 2 Recruit less
// if you played a card of that class this turn; a villain with it can be fought for 2 Attack less on the same terms
// (the set's Keywords). A hero with two classes listed (Size-Changing [Tech] [Strength]) gets 2 less for each class
// played. A Divided card with Size-Changing on each side is recruited with either side's discount, never both: the
// larger applies. The classes are keywords `size-changing:<class bits>` next to `size-changing`; the discount
// counts classes of cards played this turn (superpower counts: g.t.clsCount).
import { keywordRules } from '../compile.js';
import { effectKind } from '../effects.js';
import { def } from '../rules.js';
import type { CardDef, Game } from '../types.js';

export const SIZE_CHANGING = 'size-changing';
const PREFIX = `${SIZE_CHANGING}:`;

/** The keywords of a card with Size-Changing for these classes (bits). */
export function sizeChanging(cls: number): string[] { return [SIZE_CHANGING, `${PREFIX}${cls}`]; }

/** The Size-Changing classes (bits) of a definition, 0 for none. */
export function sizeClasses(d: CardDef): number {
  let cls = 0;
  for (const k of d.keywords ?? []) if (k.startsWith(PREFIX)) cls |= Number(k.slice(PREFIX.length));
  return cls;
}

/** 2 for each of the classes (bits) that a card played this turn had. */
function discount(g: Game, cls: number): number {
  let n = 0;
  for (let b = 0; b < 5; b++) if ((cls & (1 << b)) && g.t.clsCount[b]! > 0) n += 2;
  return n;
}

/** The Size-Changing discount on recruiting or fighting card c now. */
export function sizeDiscount(g: Game, c: number): number {
  const d = def(g, c);
  if (d.halves === undefined) return discount(g, sizeClasses(d));
  // a Divided card: one side's discount, the larger
  let best = 0;
  for (const h of d.halves) best = Math.max(best, discount(g, sizeClasses(g.cards[h]!)));
  return best;
}

/**
 * A hero that gains Size-Changing for these classes this turn ("a Hero in the HQ gains Size-Changing [Tech] [Ranged] this
 * turn": `addEffect(g, GAINED_SIZE_CHANGING, c, cls)`): recruited for 2 less for each of those classes played, a class it
 * already has (printed) counting once (Champions: a card can't have Size-Changing for the same class twice).
 */
export const GAINED_SIZE_CHANGING = effectKind({
  key: 'size-changing:gained',
  recruitCost: (g, c, e) => {
    if (e.c !== c) return 0;
    const own = sizeClasses(def(g, c));
    return -(discount(g, own | e.n) - discount(g, own));
  },
});

keywordRules(SIZE_CHANGING, {
  mods: {
    recruitCost: (g, c) => -sizeDiscount(g, c),
    villainAttack: (g, _slot, c, fight) => (fight ? -sizeDiscount(g, c) : 0),
    // a Mastermind with it (Champions): 2 less to fight it for each of its classes played this turn
    mastermindAttack: (g, fight) => (fight && g.mastermind.length ? -sizeDiscount(g, g.mastermind[0]!) : 0),
  },
});
