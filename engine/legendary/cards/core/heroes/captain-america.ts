// Captain America (core, Avengers).
//
// "Colors" of heroes are the five classes plus grey (a hero with no class, e.g. S.H.I.E.L.D. Agents and
// Officers), as the Universal Rulebook says. "Heroes you have" = hand + cards played this turn, so the
// card being played counts its own color. Diving Block replaces gaining a Wound: a player who could reveal
// it (hand, or played this turn) is asked; if they decline, the Wound is gained as usual.
import { ask, cont } from '../../../flow.js';
import { clsOf, draw, gainAttack, gainRecruit, gainWound, heroesYouHave, log, playedTeam, revealableDef } from '../../../rules.js';
import { hero } from '../../../registry.js';
import { AVENGERS, COVERT, INSTINCT, STRENGTH, TECH } from '../../../types.js';
import type { CardDef, Game, GameEvent } from '../../../types.js';
import { Z_HAND } from '../../../types.js';

// Diving Block: 'yesno' asked of the player about to gain a Wound; n = 1 when it would go to the hand,
// m = the 'gain' replace hooks consulted so far (declining lets the gain go on past this one).
const divingBlock = cont('diving-block', (g, f, v) => {
  if (v === 1) { g.log && log(g, `  P${f.p + 1} reveals Diving Block and draws instead`); draw(g, f.p, 1); }
  else gainWound(g, f.p, f.n === 1, f.m);
}, { about: 'may' });
function divingBlockInstead(g: Game, e: GameEvent, self: { key: string }): boolean {
  if (g.cards[g.defOf[e.c]!]!.kind !== 'wound') return false;
  const card = revealableDef(g, e.p, self as CardDef);
  if (card < 0) return false;
  ask(g, e.p, 'yesno', divingBlock, [1, 0], { source: card, n: e.to === Z_HAND ? 1 : 0, m: e.n });
  return true;
}

const GREY = 32;

/** The number of colors among the heroes player p has (classes plus grey). */
export function colorsYouHave(g: Game, p: number): number {
  let mask = 0;
  for (const c of heroesYouHave(g, p)) { const cls = clsOf(g, c); mask |= cls === 0 ? GREY : cls; }
  let n = 0;
  for (; mask; mask &= mask - 1) n++;
  return n;
}

hero('Captain America', 'Avengers', [
  {
    name: 'Avengers Assemble!', copies: 5, cls: INSTINCT, cost: 3, recruit: 0, plus: { recruit: true },
    text: '+1 Recruit per color among the heroes you have (grey counts).',
    hint: { avgRecruit: 3 },
    play: (g, p) => gainRecruit(g, colorsYouHave(g, p)),
  },
  {
    name: 'Perfect Teamwork', copies: 5, cls: STRENGTH, cost: 4, attack: 0, plus: { attack: true },
    text: '+1 Attack per color among the heroes you have (grey counts).',
    hint: { avgAttack: 3 },
    play: (g, p) => gainAttack(g, colorsYouHave(g, p)),
  },
  {
    name: 'Diving Block', copies: 3, cls: TECH, cost: 6, attack: 4,
    text: 'When you would gain a Wound, you may reveal this and draw a card instead.',
    on: { gain: { replace: divingBlockInstead } },
  },
  {
    name: 'A Day Unlike Any Other', copies: 1, cls: COVERT, cost: 7, attack: 3, plus: { attack: true },
    text: 'Avengers team power: +3 Attack per other Avengers hero played this turn.',
    hint: { power: { team: AVENGERS }, per: { team: AVENGERS, attack: 3 } },
    play: (g) => gainAttack(g, 3 * playedTeam(g, AVENGERS)),
  },
]);
