// Fin Fang Foom (Champions), with his Epic side. Size-Changing for every class (keywords/size-changing.ts: 2 less to
// fight him for each class played this turn).
// - Master Strike: Demolish each player (keywords/demolish.ts), then again once for each Monsters Unleashed villain in
//   the city and the escape pile (counted when the strike happens). Epic: 24 Attack, and the heroes demolished this way
//   are KO'd.
// - Alien Dragon Technology: a hero of the HQ (the fighter picks: 'slot', intent 'hq-gain') gains Size-Changing for every
//   class this turn.
// - Flammable Acid Breath: the top card of the Hero Deck is KO'd; each other player KOs a hero of one of its classes from
//   their discard pile ('card', intent 'lose'; a grey card has no class: nothing).
// - Multipronged Assault: each other player shows heroes of at least three classes (hand and played this turn; a
//   'yesno', intent 'reveal') or gains a Wound.
// - Supersonic Dive Attack: the top card of the Hero Deck is KO'd; each other player discards a hero of one of its
//   classes from their hand ('card', intent 'discard').
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { addEffect } from '../../../effects.js';
import { demolish } from '../../../keywords/demolish.js';
import { GAINED_SIZE_CHANGING, sizeChanging } from '../../../keywords/size-changing.js';
import { classesYouHave } from '../../../keywords/spectrum.js';
import { mastermind } from '../../../registry.js';
import {
  GAIN_WOUND, clsOf, def, discardCard, distinct, heroDeckRanOut, isHero, isVillain, koCard, log, nameOf, otherPlayersEvil, playerOrder,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { COVERT, INSTINCT, RANGED, STRENGTH, TECH, Z_HAND } from '../../../types.js';

const ALL = STRENGTH | INSTINCT | COVERT | TECH | RANGED;
const MONSTERS = 'Monsters Unleashed';
const isMonster = (g: Game, c: number) => c >= 0 && def(g, c).group === MONSTERS && isVillain(g, c);

/** Demolish each player once, and once more per Monsters Unleashed villain in the city and escape pile. */
function strike(g: Game, c: number, ko: boolean): void {
  let n = 1;
  for (const x of g.city) if (isMonster(g, x)) n++;
  for (const x of g.escaped) if (isMonster(g, x)) n++;
  for (let i = 0; i < n; i++) demolish(g, playerOrder(g), c, ko);
}

/** The top card of the Hero Deck is KO'd; its classes (0: none or no card). */
function koTopHero(g: Game): number {
  const top = g.heroDeck.pop();
  if (top === undefined) return 0;
  g.ko.push(top);
  g.log && log(g, `  the top card of the Hero Deck, ${nameOf(g, top)}, is KO'd`);
  if (g.heroDeck.length === 0) heroDeckRanOut(g);
  return clsOf(g, top);
}

const hqChosen = cont('fin-fang-foom:alien-dragon-technology', (g, f, v) => {
  if (v >= 0 && g.hq[v]! >= 0) addEffect(g, GAINED_SIZE_CHANGING, g.hq[v]!, ALL);
}, { about: 'hq-gain' });

const acidEach = cont('fin-fang-foom:flammable-acid-breath', (g, f) => {
  const opts = g.players[f.p]!.discard.filter((x) => isHero(g, x) && (clsOf(g, x) & f.n) !== 0);
  ask(g, f.p, 'card', acidKo, distinct(g, f.p, opts), { source: f.c });
});
const acidKo = cont('fin-fang-foom:flammable-acid-breath:ko', (g, f, v) => { if (v >= 0) koCard(g, f.p, v, f.c); }, { about: 'lose' });

const assaultEach = cont('fin-fang-foom:multipronged-assault', (g, f) => {
  if (classesYouHave(g, f.p) >= 3) ask(g, f.p, 'yesno', assaultShown, [1, 0], { source: f.c });
  else later(g, GAIN_WOUND, f.p);
});
const assaultShown = cont('fin-fang-foom:multipronged-assault:reveal', (g, f, v) => { if (v !== 1) later(g, GAIN_WOUND, f.p); }, { about: 'reveal' });

const diveEach = cont('fin-fang-foom:supersonic-dive-attack', (g, f) => {
  const opts = g.players[f.p]!.hand.filter((x) => isHero(g, x) && (clsOf(g, x) & f.n) !== 0);
  ask(g, f.p, 'card', diveDiscard, distinct(g, f.p, opts), { source: f.c });
});
const diveDiscard = cont('fin-fang-foom:supersonic-dive-attack:discard', (g, f, v) => { if (v >= 0) discardCard(g, f.p, v, Z_HAND, true, f.c); }, { about: 'discard' });

const heroSlots = (g: Game) => { const out: number[] = []; for (let s = 0; s < g.hq.length; s++) if (g.hq[s]! >= 0 && isHero(g, g.hq[s]!)) out.push(s); return out; };

mastermind({
  name: 'Fin Fang Foom', set: SET, attack: 20, vp: 7, leads: MONSTERS,
  keywords: sizeChanging(ALL),
  text: 'Size-Changing for every class. Master Strike: Demolish each player, and once more for each Monsters Unleashed villain in the city and escape pile.',
  strike: (g, _p, c) => strike(g, c, false),
  epic: {
    attack: 24,
    text: 'Epic: 24 Attack; Size-Changing for every class. Master Strike: Demolish each player, once more per Monsters Unleashed villain in the city and escape pile; the heroes demolished are KO\'d.',
    strike: (g, _p, c) => strike(g, c, true),
  },
  tactics: [
    {
      name: 'Alien Dragon Technology', text: 'A hero in the HQ gains Size-Changing for every class this turn.',
      fight: (g, p, c) => ask(g, p, 'slot', hqChosen, heroSlots(g), { source: c }),
    },
    {
      name: 'Flammable Acid Breath', text: 'KO the top card of the Hero Deck; each other player KOs a hero of one of its classes from their discard pile.',
      fight: (g, _p, c) => { const cls = koTopHero(g); if (cls) for (const q of otherPlayersEvil(g)) later(g, acidEach, q, c, cls); },
    },
    {
      name: 'Multipronged Assault', text: 'Each other player shows heroes of three classes or gains a Wound.',
      fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) later(g, assaultEach, q, c); },
    },
    {
      name: 'Supersonic Dive Attack', text: 'KO the top card of the Hero Deck; each other player discards a hero of one of its classes.',
      fight: (g, _p, c) => { const cls = koTopHero(g); if (cls) for (const q of otherPlayersEvil(g)) later(g, diveEach, q, c, cls); },
    },
  ],
});
