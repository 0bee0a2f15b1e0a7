// K'un-lun (Secret Wars Volume 2): every one has a Circle of Kung-Fu (engine/legendary/keywords/kung-fu.ts: +N Attack
// during a player's turn unless that player has a hero that costs N or more).
//
// - Laughing Skull: 5th Circle. Escape: each player reveals a hero that costs 5 or more, or discards a card.
// - Rand K'ai: 6th Circle. Escape: each player reveals a hero that costs 6 or more, or gains a Wound.
// - Razor Fist: 3rd Circle. Fight: the fighter counts their heroes (hand and played this turn) that cost exactly 3,
//   then KOs that many of their heroes, one mandatory 'card' question each (the count is read once, as the Fight
//   effect starts: KOing a hero that costs 3 does not lower it).
// - Red Sai: 4th Circle. Fight: the fighter draws a card per hero of theirs that costs exactly 4.
//
// Costs are the rules' (heroCost). The group asks players to reveal heroes by cost, which the bots' RevealHint (a class
// or a team) can't say: the group gives none.
import { SET } from '../set.js';
import { cont, later } from '../../../flow.js';
import { circleOfKungFu } from '../../../keywords/kung-fu.js';
import { villainGroup } from '../../../registry.js';
import {
  YOUR_HEROES, chooseDiscard, countHeroes, draw, eachRevealOrWound, heroCost, koSome, playerOrder, revealCondition,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { otherwise, revealOrElse, revealable } from '../../dark-city/masterminds/common.js';

export const KUN_LUN = "K'un-lun";

/** "Reveal a Hero that costs 5 or more" (Laughing Skull, with revealOrElse). */
const REVEAL_COST_5 = revealable((g, c) => heroCost(g, c) >= 5);
/** "Reveal a Hero that costs 6 or more" (Rand K'ai, with eachRevealOrWound). */
const REVEAL_COST_6 = revealCondition((g, c) => heroCost(g, c) >= 6);

const skullDiscard = otherwise(cont('kun-lun:laughing-skull:discard', (g, f) => chooseDiscard(g, f.p, true)));
const skullEach = cont('kun-lun:laughing-skull:each', (g, f) => revealOrElse(g, f.p, REVEAL_COST_5, skullDiscard, f.c));

/** Player p's heroes (hand and played this turn) that cost exactly n. */
const heroesCosting = (g: Game, p: number, n: number) => countHeroes(g, p, (x) => heroCost(g, x) === n);

villainGroup(KUN_LUN, [
  {
    name: 'Laughing Skull', copies: 2, attack: 5, vp: 5, plus: { attack: true }, keywords: circleOfKungFu(5),
    text: '5th Circle of Kung-Fu. Escape: each player shows a hero costing 5 or more, or discards a card.',
    hint: { escape: 0.5 },
    escape: (g, _p, c) => { for (const q of playerOrder(g)) later(g, skullEach, q, c); },
  },
  {
    name: 'Rand K\'ai', copies: 2, attack: 6, vp: 6, plus: { attack: true }, keywords: circleOfKungFu(6),
    text: '6th Circle of Kung-Fu. Escape: each player shows a hero costing 6 or more, or gains a Wound.',
    hint: { escape: 0.8 },
    escape: (g) => eachRevealOrWound(g, REVEAL_COST_6),
  },
  {
    name: 'Razor Fist', copies: 2, attack: 3, vp: 3, plus: { attack: true }, keywords: circleOfKungFu(3),
    text: '3rd Circle of Kung-Fu. Fight: KO one of your heroes for each of your heroes that costs 3.',
    hint: { fight: -0.2 },
    fight: (g, p) => { const n = heroesCosting(g, p, 3); if (n > 0) koSome(g, p, n, YOUR_HEROES, true); },
  },
  {
    name: 'Red Sai', copies: 2, attack: 4, vp: 4, plus: { attack: true }, keywords: circleOfKungFu(4),
    text: '4th Circle of Kung-Fu. Fight: draw a card for each of your heroes that costs 4.',
    hint: { fight: 0.8 },
    fight: (g, p) => { const n = heroesCosting(g, p, 4); if (n > 0) draw(g, p, n); },
  },
], SET);
