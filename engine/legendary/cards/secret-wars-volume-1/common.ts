// What several Secret Wars Volume 1 cards read: a card's Recruit and Attack icons.
//
// A card has a Recruit (Attack) icon when it prints a Recruit (Attack) value, "0+" included, as the hero it counts as
// now (rules `sideDef`): a Divided card in hand, deck or HQ shows both sides' icons (as falcon.ts in Civil War reads
// it), one played this turn its side's; a villain gained as a hero its hero side's. Wounds, Bystanders and villains
// print neither.
import { sideDef } from '../../rules.js';
import type { CardDef, Game } from '../../types.js';

function showsIcon(g: Game, c: number, of: (d: CardDef) => boolean): boolean {
  const d = sideDef(g, c);
  if (d.kind !== 'hero') return false;
  return d.halves ? d.halves.some((h) => of(g.cards[h]!)) : of(d);
}
/** Whether card c has a Recruit icon (see the header). */
export function hasRecruitIcon(g: Game, c: number): boolean { return showsIcon(g, c, (d) => d.recruit > 0 || d.plus?.recruit === true); }
/** Whether card c has an Attack icon (see the header). */
export function hasAttackIcon(g: Game, c: number): boolean { return showsIcon(g, c, (d) => d.attack > 0 || d.plus?.attack === true); }

/** The icon chosen by a 'mode' question "choose Recruit or Attack": mode 0 is Recruit, 1 is Attack. */
export const RECRUIT_ICON = 0, ATTACK_ICON = 1;
export const hasIcon = (g: Game, c: number, icon: number): boolean => (icon === RECRUIT_ICON ? hasRecruitIcon(g, c) : hasAttackIcon(g, c));
