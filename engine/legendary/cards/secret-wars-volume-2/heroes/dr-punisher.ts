// Dr. Punisher, Soldier Supreme (Secret Wars Volume 2, Marvel Knights).
//
// - Sweep the Streets of Trash: patrols the Streets (keywords/patrol.ts, read when played): empty, draw a card.
// - You're a Slow Learner: Tech superpower (read when played): the top card of the deck is revealed (the discard pile
//   is shuffled in when the deck is empty); one that costs 0 as printed (a Wound, a starting card: a missing cost is
//   0) is KO'd and gives +1 Attack, anything else stays on top (as Civil War's Hercules, Prince of Power).
// - Ice Magic: the top card of the Villain Deck is revealed and stays there. A villain (as the rules count villains
//   there) may be fought this turn while it is still the top card, as Secret Wars Volume 1's Dr. Strange (Fight the
//   Future) does: a main-phase action, offered in games with this card, paid like any fight (payToFight: restricted
//   points, Recruit that may pay for it), its "you can't defeat unless" and extra fight costs apply, then it is
//   defeated from the Villain Deck (defeatCard: its Fight effect and the 'defeat' hooks happen). Its Attack is read
//   with no city space; a villain holding a face-down card can't be fought. The double Ranged superpower (two Ranged
//   cards played earlier this turn, read when played) gives + that villain's printed VP, whether or not it is fought.
// - Calm Before the Storm: patrols every city space (read when played): +1 Attack per empty one; a space that does
//   not exist (destroyed) can't be patrolled and gives nothing.
import { SET } from '../set.js';
import { FIGHT_ON_TOP, mayFightOnTop } from '../../../keywords/fight-on-top.js';
import { patrolEmpty } from '../../../keywords/patrol.js';
import { hero } from '../../../registry.js';
import { STREETS, def, draw, gainAttack, isVillain, koCard, log, nameOf, playedCls, power, topOfDeck } from '../../../rules.js';
import type { Game } from '../../../types.js';
import { RANGED, TECH } from '../../../types.js';

// ---- Ice Magic ----------------------------------------------------------------------------------------

/** Ice Magic's villain is fought by the general action (engine/legendary/keywords/fight-on-top.ts). */
export { ACT_FIGHT_ON_TOP as ACT_FIGHT_ICE_MAGIC } from '../../../keywords/fight-on-top.js';

function topOfVillainDeck(g: Game): number { return g.villainDeck.length ? g.villainDeck[g.villainDeck.length - 1]! : -1; }

hero('Dr. Punisher, Soldier Supreme', 'Marvel Knights', [
  {
    name: 'Sweep the Streets of Trash', copies: 5, cls: TECH | RANGED, cost: 2, recruit: 1,
    text: 'Patrol the Streets: with nothing there, you draw one card.',
    hint: { draw: 0.5 },
    play: (g, p) => { if (patrolEmpty(g, STREETS)) draw(g, p, 1); },
  },
  {
    name: "You're a Slow Learner", copies: 5, cls: TECH, cost: 4, attack: 2, plus: { attack: true },
    text: 'Tech superpower: turn up your top card; a 0-cost one is KO\'d for +1 Attack.',
    hint: { power: { cls: TECH, attack: 0.5, other: 0.5 } },
    play: (g, p, c) => {
      if (!power(g, TECH)) return;
      const top = topOfDeck(g, p);
      if (top < 0) return;
      g.log && log(g, `  P${p + 1} reveals ${nameOf(g, top)}`);
      if (def(g, top).cost !== 0) return;
      koCard(g, p, top, c);
      gainAttack(g, 1);
    },
  },
  {
    name: 'Ice Magic', copies: 3, cls: RANGED, cost: 3, attack: 2, plus: { attack: true }, gives: [FIGHT_ON_TOP],
    text: 'Turn up the Villain Deck\'s top card; a villain there can be fought this turn. Double Ranged superpower: +Attack equal to its printed VP.',
    hint: { power: { cls: RANGED, count: 2, attack: 1.5 }, avgAttack: 0.5 },
    play: (g) => {
      const ranged = playedCls(g, RANGED) >= 2;
      const top = topOfVillainDeck(g);
      if (top < 0) return;
      g.log && log(g, `  reveals ${nameOf(g, top)} on top of the Villain Deck`);
      if (!isVillain(g, top)) return;
      mayFightOnTop(g, top);
      if (ranged) gainAttack(g, def(g, top).vp);
    },
  },
  {
    name: 'Calm Before the Storm', copies: 1, cls: RANGED, cost: 7, attack: 5, plus: { attack: true },
    text: 'Patrol all city spaces: +1 Attack per space with nothing in it.',
    hint: { avgAttack: 1.5 },
    play: (g) => {
      let n = 0;
      for (let s = 0; s < g.city.length; s++) if (patrolEmpty(g, s)) n++;
      gainAttack(g, n);
    },
  },
], SET);
