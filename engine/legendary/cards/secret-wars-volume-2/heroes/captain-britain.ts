// Captain Britain (Secret Wars Volume 2, Illuminati).
//
// - A card's team icons are the teams of the hero it counts as now (rules `sideDef`): a Divided card in hand shows
//   both sides' icons, one played this turn its side's; grey S.H.I.E.L.D. cards show the S.H.I.E.L.D. icon; Wounds,
//   Bystanders and unaffiliated heroes show none.
// - Combined Strength / Transatlantic Savior: +1 Attack (Recruit) per team that has an icon among the heroes the
//   player has (the hand and the cards played this turn, this card included), read when played.
// - Raise the Union Jack: patrols the Rooftops (keywords/patrol.ts, read when played). The top two cards of the deck
//   are revealed (the discard pile is shuffled under a deck that holds fewer: peekTop). They "have different team
//   icons" only when each shows at least one team icon and they share none: the rulebook is silent on cards without a
//   team icon (a Wound) and on cards with several, and this is the reading worst for the players (fewest draws). Then
//   both are drawn; otherwise they go back in the order the player chooses (putBackInOrder). A single card revealed
//   (the deck and discard pile hold one) can't differ from another: it stays on top.
// - Lead the Captain Britain Corps: the next hand, drawn at the end of this turn, has three extra cards
//   (NEXT_HAND_EXTRA).
import { SET } from '../set.js';
import { NEXT_HAND_EXTRA, addEffect } from '../../../effects.js';
import { patrolEmpty } from '../../../keywords/patrol.js';
import { hero } from '../../../registry.js';
import {
  ROOFTOPS, draw, gainAttack, gainRecruit, heroesYouHave, isHero, log, nameOf, peekTop, putBackInOrder, sideDef,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { COVERT, STRENGTH } from '../../../types.js';

/** The team icons (a team mask) card c shows now: those of the hero it counts as; none for a card that is no hero. */
export function teamIcons(g: Game, c: number): number { return isHero(g, c) ? sideDef(g, c).teams : 0; }

/** How many different team icons are among player p's heroes (hand and cards played this turn). */
export function differentTeamIcons(g: Game, p: number): number {
  let mask = 0;
  for (const c of heroesYouHave(g, p)) mask |= teamIcons(g, c);
  let n = 0;
  for (; mask; mask &= mask - 1) n++;
  return n;
}

/** Whether two cards have different team icons (see the header: each shows one, and they share none). */
function differentIcons(g: Game, a: number, b: number): boolean {
  const ta = teamIcons(g, a), tb = teamIcons(g, b);
  return ta !== 0 && tb !== 0 && (ta & tb) === 0;
}

const UNION_JACK_LOOK = 2, CORPS_EXTRA = 3;

hero('Captain Britain', 'Illuminati', [
  {
    name: 'Combined Strength', copies: 5, cls: STRENGTH, cost: 4, attack: 0, plus: { attack: true },
    text: '+1 Attack per team whose icon shows among your hand and the cards you played.',
    hint: { avgAttack: 2.5 },
    play: (g, p) => gainAttack(g, differentTeamIcons(g, p)),
  },
  {
    name: 'Transatlantic Savior', copies: 5, cls: COVERT, cost: 3, recruit: 0, plus: { recruit: true },
    text: '+1 Recruit per team whose icon shows among your hand and the cards you played.',
    hint: { avgRecruit: 2.5 },
    play: (g, p) => gainRecruit(g, differentTeamIcons(g, p)),
  },
  {
    name: 'Raise the Union Jack', copies: 3, cls: STRENGTH | COVERT, cost: 5, attack: 2,
    text: 'Patrol the Rooftops: when nothing is there, turn up your top two cards; unlike team icons: draw both; else return them in an order of your choice.',
    hint: { draw: 0.5 },
    play: (g, p, c) => {
      if (!patrolEmpty(g, ROOFTOPS)) return;
      const top = peekTop(g, p, UNION_JACK_LOOK);
      if (top.length === 0) return;
      g.log && log(g, `  P${p + 1} reveals ${top.map((x) => nameOf(g, x)).join(', ')}`);
      if (top.length === UNION_JACK_LOOK && differentIcons(g, top[0]!, top[1]!)) draw(g, p, UNION_JACK_LOOK);
      else putBackInOrder(g, p, top.length, c);
    },
  },
  {
    name: 'Lead the Captain Britain Corps', copies: 1, cls: STRENGTH, cost: 7,
    text: 'The hand you draw when this turn ends gets three more cards.',
    hint: { draw: CORPS_EXTRA },
    play: (g, _p, c) => addEffect(g, NEXT_HAND_EXTRA, c, CORPS_EXTRA),
  },
], SET);
