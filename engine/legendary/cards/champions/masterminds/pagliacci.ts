// Pagliacci (Champions), with his Epic side.
// - Master Strike: by its number (Game.stats.strikes, this one included): the 1st and 5th (Epic: 1st, 3rd and 5th)
//   become a Scheme Twist that takes effect at once (the card leaves the KO pile and is played as a twist of the scheme);
//   the others Demolish each player (keywords/demolish.ts). A strike beyond the printed numbers (a sixth, from an extra
//   Master Strike) Demolishes: the printed pattern's other effect, the reading worst for the players where the card is
//   silent; so does a Master Strike effect that no Master Strike card caused (a scheme's twist: "this card" is no
//   Master Strike to become a twist), or by a card that already became one (a scheme whose twist is a Master Strike
//   would otherwise loop). Epic: 11 Attack.
// - Commedia Dell'Morte / Insane Clown Has a Posse / Jester of a Twisted Opera: each other player in turn may pay (gain
//   two Wounds: a 'yesno', intent 'gain-wound'; KO a Wrecking Crew villain from their victory pile, intent 'lose-vp', or a
//   card costing 1 or more from their discard pile, intent 'ko-optional': a 'card' question with -1 to decline); those
//   who do not (or cannot) are Demolished together, one Hero Deck card for them all.
// - Creative Assassin: Versatile 3.
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { demolish } from '../../../keywords/demolish.js';
import { versatile } from '../../../keywords/versatile.js';
import { mastermind } from '../../../registry.js';
import { GAIN_WOUND, def, distinct, doTwist, heroCost, isVillain, koCard, log, nameOf, otherPlayersEvil, playerOrder } from '../../../rules.js';
import type { Game } from '../../../types.js';

const CREW = 'Wrecking Crew';
/** g.vars: a Master Strike card that has become a twist (it does not again). */
const BECAME = 'pagliacci:became-twist:';

function strike(g: Game, c: number, twists: readonly number[]): void {
  const n = g.stats.strikes;
  // only a Master Strike card can become a twist, once: a strike effect another card causes (a scheme's twist), or the
  // same card again (a scheme that plays a twist as a Master Strike), Demolishes
  if (twists.includes(n) && def(g, c).kind === 'strike' && !g.vars[BECAME + c]) {
    const i = g.ko.lastIndexOf(c);
    if (i >= 0) {
      g.ko.splice(i, 1);
      g.vars[BECAME + c] = 1;
      g.log && log(g, `  ${nameOf(g, c)} becomes a Scheme Twist`);
      doTwist(g, c);
      return;
    }
  }
  demolish(g, playerOrder(g), c);
}

// "Each other player may ...; Demolish each of those players who does not": asked one at a time (n: the players still
// to ask, as bits; m: those who did not pay), then one Demolish for all who did not.
interface Offer { ask: (g: Game, p: number, src: number, toAsk: number, refused: number) => void }
function next(g: Game, src: number, toAsk: number, refused: number, offer: Offer): void {
  for (const q of otherPlayersEvil(g)) if (toAsk & (1 << q)) { offer.ask(g, q, src, toAsk & ~(1 << q), refused); return; }
  demolish(g, playerOrder(g).filter((q) => refused & (1 << q)), src);
}
function eachMay(g: Game, src: number, offer: Offer): void {
  let all = 0;
  for (const q of otherPlayersEvil(g)) all |= 1 << q;
  next(g, src, all, 0, offer);
}

// Commedia Dell'Morte: two Wounds
// (a player may take them only while the Wound stack holds two)
const WOUNDS: Offer = { ask: (g, p, src, n, m) => ask(g, p, 'yesno', woundsAnswer, g.wounds.length >= 2 ? [1, 0] : [0], { source: src, n, m }) };
const woundsAnswer = cont('pagliacci:commedia-dell-morte', (g, f, v) => {
  if (v === 1) { later(g, GAIN_WOUND, f.p); later(g, GAIN_WOUND, f.p); }
  next(g, f.c, f.n, v === 1 ? f.m : f.m | (1 << f.p), WOUNDS);
}, { about: 'gain-wound' });

// Insane Clown Has a Posse: a Wrecking Crew villain from the victory pile
const crewOf = (g: Game, p: number) => g.players[p]!.victory.filter((c) => def(g, c).group === CREW && isVillain(g, c));
const CREW_KO: Offer = {
  ask: (g, p, src, n, m) => {
    const opts = distinct(g, p, crewOf(g, p));
    if (opts.length === 0) { next(g, src, n, m | (1 << p), CREW_KO); return; }
    ask(g, p, 'card', crewAnswer, [...opts, -1], { source: src, n, m });
  },
};
const crewAnswer = cont('pagliacci:insane-clown-has-a-posse', (g, f, v) => {
  if (v >= 0) koCard(g, f.p, v, f.c);
  next(g, f.c, f.n, v >= 0 ? f.m : f.m | (1 << f.p), CREW_KO);
}, { about: 'lose-vp' });

// Jester of a Twisted Opera: a card costing 1 or more from the discard pile
const costly = (g: Game, p: number) => g.players[p]!.discard.filter((c) => heroCost(g, c) >= 1);
const COSTLY_KO: Offer = {
  ask: (g, p, src, n, m) => {
    const opts = distinct(g, p, costly(g, p));
    if (opts.length === 0) { next(g, src, n, m | (1 << p), COSTLY_KO); return; }
    ask(g, p, 'card', costlyAnswer, [...opts, -1], { source: src, n, m });
  },
};
const costlyAnswer = cont('pagliacci:jester-of-a-twisted-opera', (g, f, v) => {
  if (v >= 0) koCard(g, f.p, v, f.c);
  next(g, f.c, f.n, v >= 0 ? f.m : f.m | (1 << f.p), COSTLY_KO);
}, { about: 'ko-optional', n: 3 });

mastermind({
  name: 'Pagliacci', set: SET, attack: 9, vp: 6, leads: CREW,
  text: 'Master Strike: the 1st and 5th become a Scheme Twist at once; the 2nd to 4th Demolish each player.',
  strike: (g, _p, c) => strike(g, c, [1, 5]),
  epic: {
    attack: 11,
    text: 'Epic: 11 Attack. Master Strike: the 1st, 3rd and 5th become a Scheme Twist at once; the 2nd and 4th Demolish each player.',
    strike: (g, _p, c) => strike(g, c, [1, 3, 5]),
  },
  tactics: [
    {
      name: 'Commedia Dell\'Morte', text: 'Each other player may gain two Wounds; those who do not are Demolished.',
      fight: (g, _p, c) => eachMay(g, c, WOUNDS),
    },
    { name: 'Creative Assassin', text: 'Versatile 3.', fight: (g, p, c) => versatile(g, p, c, 3) },
    {
      name: 'Insane Clown Has a Posse', text: 'Each other player may KO a Wrecking Crew villain from their victory pile; those who do not are Demolished.',
      fight: (g, _p, c) => eachMay(g, c, CREW_KO),
    },
    {
      name: 'Jester of a Twisted Opera', text: 'Each other player may KO a card costing 1 or more from their discard pile; those who do not are Demolished.',
      fight: (g, _p, c) => eachMay(g, c, COSTLY_KO),
    },
  ],
});
