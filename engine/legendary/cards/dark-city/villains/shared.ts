// Helpers the Dark City villain and henchmen files share (no cards are registered here).
import { ask, cont } from '../../../flow.js';
import { YOUR_HEROES, cardsIn, chooseDiscard, def, distinct, draw, isHero, koCard, log, nameOf } from '../../../rules.js';
import type { CardDef, Game } from '../../../types.js';

// ---- The top of the Villain Deck --------------------------------------------------------------------

/** "Reveal the top card of the Villain Deck": the card (it stays there), or -1 when the deck is empty. */
export function revealTopVillainCard(g: Game): number {
  const c = g.villainDeck[g.villainDeck.length - 1];
  if (c === undefined) return -1;
  g.log && log(g, `  reveals ${nameOf(g, c)} on top of the Villain Deck`);
  return c;
}

/** Takes a card out of the Villain Deck (a villain captures it); the deck running out ends the game after this turn. */
export function takeFromVillainDeck(g: Game, c: number): void {
  const i = g.villainDeck.lastIndexOf(c);
  if (i < 0) return;
  g.villainDeck.splice(i, 1);
  if (g.villainDeck.length === 0 && g.drawAtEndOfTurn === '') g.drawAtEndOfTurn = 'villain deck ran out';
}

// ---- Hero icons -------------------------------------------------------------------------------------

/** A card with a Recruit icon (a printed Recruit value, "0+" included). */
export function hasRecruitIcon(d: CardDef): boolean { return d.recruit > 0 || d.plus?.recruit === true; }
/** A card with an Attack icon (a printed Attack value, "0+" included). */
export function hasAttackIcon(d: CardDef): boolean { return d.attack > 0 || d.plus?.attack === true; }
export const RECRUIT_ICON = 0, ATTACK_ICON = 1;

/**
 * A frame (`n` = RECRUIT_ICON or ATTACK_ICON, `c` the villain): its player KOs one of their heroes (hand and,
 * on their turn, played) with that icon. Mandatory when they have one.
 */
export const KO_HERO_WITH_ICON = cont('dark-city:ko-hero-with-icon', (g, f) => {
  const icon = f.n === RECRUIT_ICON ? hasRecruitIcon : hasAttackIcon;
  const heroes = cardsIn(g, f.p, YOUR_HEROES, (c) => isHero(g, c) && icon(def(g, c)));
  ask(g, f.p, 'card', koChosen, distinct(g, f.p, heroes), { source: f.c });
});
const koChosen = cont('dark-city:ko-hero-with-icon:chosen', (g, f, v) => { if (v >= 0) koCard(g, f.p, v, f.c); }, { about: 'lose' });

// ---- Frames for "each player ..." effects -----------------------------------------------------------

/** A frame: its player discards a card of their choice (a card effect). */
export const DISCARD_ONE = cont('dark-city:discard-one', (g, f) => chooseDiscard(g, f.p, true));
/** A frame: its player draws `n` cards. */
export const DRAW_N = cont('dark-city:draw-n', (g, f) => { draw(g, f.p, f.n); });
