// Deadpool's Secret Secret Wars (Secret Wars Volume 2).
//
// - Deadpool: 5th Circle of Kung-Fu (engine/legendary/keywords/kung-fu.ts). Fight: Fateful Resurrection
//   (engine/legendary/keywords/fateful-resurrection.ts). Escape: he ascends to become a new Mastermind
//   (rules/mastermind.ts ascend); his Master Strike: each player reveals a hero with an odd cost or gains a Wound (0 is
//   even; a hero's cost as the rules read it, heroCost). Ascended, he keeps his printed Circle of Kung-Fu: the other
//   Masterminds' Attack (otherAttack) reads a card's `attackAt` but not the villains' modifiers, so his `attackAt` adds
//   the circle while he is one of them (the rulebook makes him a Mastermind and says nothing of his keyword leaving
//   him: the reading worst for the players). Defeated as a Mastermind he still has his Fight effect, Fateful
//   Resurrection (the rulebook's Fateful Resurrection says what happens when a villain that ascended resurrects: it
//   stays a Mastermind), run by a 'defeat' hook (rules/mastermind.ts defeatOther has no Fight effect): with a Twist or
//   Strike on top he stands again as a Mastermind. When he was the last Mastermind standing, the game is already won
//   (the engine ends it as the defeat happens): that case is not covered.
// - Doop: can't be fought while a villain is in a city space adjacent to his (the next space left on either side:
//   destroyed spaces are skipped). A condition on fighting (canDefeat, given the card: the two copies may stand in
//   different places); effects that defeat without a fight ignore it (Universal Rulebook, "Defeat").
// - Howard the Duck: 7th Circle of Kung-Fu. Ambush: he captures a Bystander.
// - Pink Sphinx: Fight: Spectrum (engine/legendary/keywords/spectrum.ts, read when the Fight effect happens): the
//   fighter KOs one of their heroes (hand or played this turn; mandatory when Spectrum holds).
import { SET } from '../set.js';
import { circleAttack, circleOfKungFu } from '../../../keywords/kung-fu.js';
import { fatefulResurrection } from '../../../keywords/fateful-resurrection.js';
import { spectrum } from '../../../keywords/spectrum.js';
import { villainGroup } from '../../../registry.js';
import {
  YOUR_HEROES, ascend, captureFromStack, cityLive, eachRevealOrWound, heroCost, koSome, revealCondition,
} from '../../../rules.js';
import type { Game, GameEvent, HookOwner } from '../../../types.js';
import { Z_MASTERMIND } from '../../../types.js';

export const DEADPOOLS_SECRET_SECRET_WARS = "Deadpool's Secret Secret Wars";

/** "Reveal a Hero with an odd-numbered cost" (0 is even). */
const REVEAL_ODD_COST = revealCondition((g, c) => heroCost(g, c) % 2 === 1);

/**
 * A 'defeat' hook (self) for a villain with "Fight: Fateful Resurrection" that can ascend: defeated as a Mastermind
 * (defeatOther, which has no Fight effect), it still resurrects, and stays a Mastermind.
 */
export function resurrectsAsMastermind(g: Game, e: GameEvent, self: HookOwner): void {
  if (e.from !== Z_MASTERMIND || e.c < 0 || g.cards[g.defOf[e.c]!]!.key !== self.key || g.result !== null) return;
  fatefulResurrection(g, e.p, e.c);
}

/** The villain nearest city space s on the side `dir` (-1 or +1), skipping destroyed spaces: whether one is there. */
function villainNextTo(g: Game, s: number, dir: number): boolean {
  for (let x = s + dir; x >= 0 && x < g.city.length; x += dir) if (cityLive(g, x)) return g.city[x]! >= 0;
  return false;
}

/** Whether Doop (card c) may be fought: not while a villain stands in a city space adjacent to his. */
export function doopFightable(g: Game, c: number | undefined): boolean {
  if (c === undefined) return true;
  const s = g.city.indexOf(c);
  // outside the city (the top of the Villain Deck, an HQ space) he has no adjacent city space
  if (s < 0) return true;
  return !villainNextTo(g, s, -1) && !villainNextTo(g, s, 1);
}

villainGroup(DEADPOOLS_SECRET_SECRET_WARS, [
  {
    name: 'Deadpool', copies: 1, attack: 5, vp: 5, plus: { attack: true }, keywords: circleOfKungFu(5),
    text: '5th Circle of Kung-Fu. Fight: Fateful Resurrection. Escape: he becomes an extra Mastermind whose Master Strike wounds each player who doesn\'t show an odd-cost hero.',
    hint: { fight: -0.8, escape: 0.8, escapeFlat: 2.5 },
    // ascended: his circle, which the villains' modifiers add in the city, is added here
    attackAt: (g, _s, c) => 5 + (g.others.includes(c) ? circleAttack(g, c) : 0),
    fight: (g, p, c) => { fatefulResurrection(g, p, c); },
    escape: (g, _p, c) => ascend(g, c),
    strike: (g) => eachRevealOrWound(g, REVEAL_ODD_COST),
    on: { defeat: { after: resurrectsAsMastermind, self: true } },
  },
  {
    name: 'Doop', copies: 2, attack: 2, vp: 2, plus: { attackStar: true },
    text: 'Can\'t be fought while a villain is in a city space next to his.',
    hint: {},
    canDefeat: (g, _p, c) => doopFightable(g, c),
  },
  {
    name: 'Howard the Duck', copies: 2, attack: 1, vp: 4, plus: { attack: true }, keywords: circleOfKungFu(7),
    text: '7th Circle of Kung-Fu. Ambush: he captures a Bystander.',
    hint: {},
    ambush: (g, _p, c) => { const at = g.city.indexOf(c); if (at >= 0) captureFromStack(g, at); },
  },
  {
    name: 'Pink Sphinx', copies: 3, attack: 4, vp: 2,
    text: 'Fight: Spectrum: KO one of your heroes.',
    hint: { fight: 0.2 },
    fight: (g, p) => { if (spectrum(g, p)) koSome(g, p, 1, YOUR_HEROES, true); },
  },
], SET);
