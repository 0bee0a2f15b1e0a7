// Ragnarok (Civil War): +2 Attack per hero class among the heroes in the HQ (a Divided card there counts both sides'
// classes: its definition's class is the union).
import { SET } from '../set.js';
import { addEffect, effectKind } from '../../../effects.js';
import { ask, cont, later } from '../../../flow.js';
import { mastermind } from '../../../registry.js';
import {
  PAY_FIGHT, PAY_MASTERMIND, POOL_RECRUIT, clsOf, countHeroes, discardFromHand, draw, hasCls, heroCost, isHero, koFromHq, log,
  playerOrder, refillHq, takeFaceDown,
} from '../../../rules.js';
import { shuffle } from '../../../../shared/rng.js';
import type { Game } from '../../../types.js';
import { CLASS_BITS, RANGED } from '../../../types.js';

/** The hero classes among the heroes in the HQ. */
export function hqClasses(g: Game): number {
  let cls = 0;
  for (const c of g.hq) if (c >= 0 && isHero(g, c)) cls |= clsOf(g, c);
  let n = 0;
  for (const b of CLASS_BITS) if (cls & b) n++;
  return n;
}

// Master Strike: each player names "zero" (mode 0) or "not zero" (mode 1), all of them first (their answers kept in
// g.vars, public), then each, in turn order, discards every card of their hand whose cost is zero, or is not (the
// 'discard-by-cost' hint: bots give up the group their deck misses less).
const ZERO = 0, NOT_ZERO = 1;
const NAMED = 'ragnarok:named:';
const strike = cont('ragnarok:strike', (g, f) => { ask(g, f.p, 'mode', named, [ZERO, NOT_ZERO], { source: f.c }); });
const named = cont('ragnarok:strike:named', (g, f, v) => {
  const zero = v !== NOT_ZERO;
  g.vars[NAMED + f.p] = zero ? ZERO : NOT_ZERO;
  g.log && log(g, `  P${f.p + 1} says ${zero ? 'zero' : 'not zero'}`);
}, { about: 'discard-by-cost' });
const discard = cont('ragnarok:strike:discard', (g, f) => {
  const said = g.vars[NAMED + f.p];
  if (said === undefined) return;
  delete g.vars[NAMED + f.p];
  const zero = said === ZERO;
  const hand = g.players[f.p]!.hand;
  for (const c of hand.filter((x) => (heroCost(g, x) === 0) === zero)) discardFromHand(g, f.p, c, true);
});

// God of Cyborg Thunder: Recruit pays for fights this turn.
const RECRUIT_AS_ATTACK = effectKind({
  key: 'ragnarok:god-of-cyborg-thunder',
  pay: (_g, target) => (target === PAY_FIGHT || target === PAY_MASTERMIND ? POOL_RECRUIT : 0),
});

// Unnatural Storm Clouds: every hero leaves the HQ for the bottom of the Hero Deck, in random order; then the HQ
// refills (the spaces are emptied first, so no refill draws one of them back).
function stormClouds(g: Game): void {
  const out: number[] = [];
  for (let s = 0; s < g.hq.length; s++) {
    const c = g.hq[s]!;
    if (c < 0 || !isHero(g, c)) continue;
    g.hq[s] = -1;
    if (g.faceDown.length) for (const b of takeFaceDown(g, c)) g.ko.push(b); // as any hero leaving the HQ
    out.push(c);
  }
  g.heroDeck.unshift(...shuffle(g.rng, out));
  for (let s = 0; s < g.hq.length; s++) if (g.hq[s]! < 0) refillHq(g, s);
}

mastermind({
  name: 'Ragnarok', set: SET, attack: 6, vp: 6, leads: 'Registration Enforcers',
  text: '+2 Attack for each hero class among the heroes in the HQ. Master Strike: each player says "zero" or "not zero", then discards every card in their hand with that cost.',
  mods: { mastermindAttack: (g) => 2 * hqClasses(g) },
  strike: (g, _p, c) => {
    const order = playerOrder(g);
    for (const p of order) later(g, strike, p, c);
    for (const p of order) later(g, discard, p, c);
  },
  tactics: [
    {
      name: 'Electrical Charge', text: 'Draw a card for each Ranged hero you have.',
      fight: (g, p) => { const n = countHeroes(g, p, (c) => hasCls(g, c, RANGED)); if (n > 0) draw(g, p, n); },
    },
    {
      name: 'God of Cyborg Thunder', text: 'You can spend Recruit as Attack this turn.',
      fight: (g, _p, c) => addEffect(g, RECRUIT_AS_ATTACK, c),
    },
    {
      name: 'Hammer Goliath', text: 'KO each hero in the HQ that costs 7 or more.',
      fight: (g) => {
        // the heroes there now: a hero refilled into a space meanwhile is not KO'd
        const costly: number[] = [];
        for (let s = 0; s < g.hq.length; s++) { const c = g.hq[s]!; if (c >= 0 && isHero(g, c) && heroCost(g, c) >= 7) costly.push(s); }
        for (const s of costly) koFromHq(g, s);
      },
    },
    {
      name: 'Unnatural Storm Clouds', text: 'Put every hero in the HQ on the bottom of the Hero Deck in random order.',
      fight: (g) => stormClouds(g),
    },
  ],
});
