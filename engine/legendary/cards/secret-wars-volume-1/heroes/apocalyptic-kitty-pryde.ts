// Apocalyptic Kitty Pryde (Secret Wars Volume 1, X-Men).
//
// - Phase Out: Covert superpower (read when played): 'card' question over the distinct cards of hand and discard
//   pile and -1; a KO gives +1 Attack.
// - Infiltrate HQ: 'slot' question over the HQ spaces holding a hero and -1; the hero chosen goes to the bottom of
//   the Hero Deck, its space refills, and the hero that came in costs 1 less for the rest of the turn (a turn effect
//   on the heroCost pipeline for that card: it still costs 1 less if it leaves the HQ this turn).
// - Disrupt Circuits: +1 Attack per hero in the HQ with the Tech class (a Divided card there counts if either side is
//   Tech, as it counts both sides' classes).
// - Untouchable: a 'fightEffect' replace hook. Whenever a villain or a Mastermind tactic carrying a Fight effect is
//   defeated by any player (Burrow counts: it is a Fight effect), each player holding a copy in hand is asked in turn,
//   from the defeating player clockwise ('yesno' naming the enemy, intent 'cancel-fight-effect' with n = 2, the worth
//   of three cards for one: bots accept unless the Fight effect is worth that much to the team); the first who accepts
//   discards the copy (a discard by a card effect), the Fight effect is cancelled and they draw three cards. When
//   everyone declines, the Fight effect goes on through the other replace hooks (Mr. Fantastic's Ultimate Nullifier),
//   then happens. Only a copy in hand can be discarded (a card played this turn is not in hand). A villain defeated by
//   an effect rather than fought is "defeated" too, so it is offered.
import { SET } from '../set.js';
import { compiled } from '../../../compile.js';
import { FIGHT_EFFECT_CANCELLED, addEffect, effectKind } from '../../../effects.js';
import { ask, cont } from '../../../flow.js';
import { BURROW } from '../../../keywords/burrow.js';
import { event, replaced } from '../../../rules/events.js';
import { cardByKey, hero } from '../../../registry.js';
import {
  DISCARD, HAND, cardsIn, discardFromHand, distinct, draw, fightEffect, gainAttack, hasCls, hasFightEffect, hasKeyword, isHero, koCard, log, nameOf, playerOrder, power, refillHq, takeFaceDown,
} from '../../../rules.js';
import type { CardDef, Game, GameEvent } from '../../../types.js';
import { COVERT, TECH, Z_VICTORY } from '../../../types.js';

/** HQ spaces holding a hero. */
function hqHeroSlots(g: Game): number[] {
  const out: number[] = [];
  for (let s = 0; s < g.hq.length; s++) if (g.hq[s]! >= 0 && isHero(g, g.hq[s]!)) out.push(s);
  return out;
}

// ---- Phase Out ----------------------------------------------------------------------------------------

const phaseOutKo = cont('apocalyptic-kitty-pryde:phase-out:ko', (g, f, v) => {
  if (v < 0) return;
  koCard(g, f.p, v, f.c);
  gainAttack(g, 1);
}, { about: 'ko-optional', n: 1 });

// ---- Infiltrate HQ ------------------------------------------------------------------------------------

/** The hero that replaced the one sent away (c) costs 1 less this turn. */
const INFILTRATED = effectKind({
  key: 'apocalyptic-kitty-pryde:infiltrate-hq', heroCost: (_g, c, e) => (c === e.c ? -1 : 0),
});

const infiltrate = cont('apocalyptic-kitty-pryde:infiltrate-hq:hq', (g, _f, v) => {
  const h = v < 0 ? -1 : g.hq[v]!;
  if (h < 0) return;
  // to the bottom of the Hero Deck first, then the space refills (the card's order)
  g.hq[v] = -1;
  for (const b of takeFaceDown(g, h)) g.ko.push(b);
  g.heroDeck.unshift(h);
  g.log && log(g, `  ${nameOf(g, h)} goes to the bottom of the Hero Deck`);
  refillHq(g, v);
  const in_ = g.hq[v]!;
  if (in_ >= 0) addEffect(g, INFILTRATED, in_);
}, { about: 'hq-lose' });

// ---- Untouchable --------------------------------------------------------------------------------------

/** A copy of definition d in player q's hand, or -1. */
function copyInHand(g: Game, q: number, d: number): number {
  for (const c of g.players[q]!.hand) if (g.defOf[c] === d) return c;
  return -1;
}

// The defeat is packed into numbers (the state holds no objects): n = defeated card * 4096 + from zone * 128 +
// (slot + 1); m = (replace hooks consulted * 8 + fighter) * 8 + place in order (from the fighter) of the player asked.
function packDefeat(c: number, from: number, slot: number): number { return c * 4096 + from * 128 + (slot + 1); }

/** Asks the first player, from the k0-th in order from the fighter, who holds a copy of d; false when nobody does. */
function offer(g: Game, d: number, n: number, fighter: number, hooks: number, k0: number): boolean {
  const order = playerOrder(g), from = order.indexOf(fighter);
  for (let k = k0; k < order.length; k++) {
    const q = order[(from + k) % order.length]!;
    const card = copyInHand(g, q, d);
    if (card < 0) continue;
    // the question names the enemy whose Fight effect would be cancelled (bots weigh that effect); the copy to
    // discard is found again in the hand by its definition (copies are alike)
    ask(g, q, 'yesno', untouchableAnswer, [1, 0], { source: Math.floor(n / 4096), n, m: (hooks * 8 + fighter) * 8 + k });
    return true;
  }
  return false;
}

const untouchableAnswer = cont('apocalyptic-kitty-pryde:untouchable', (g, f, v) => {
  const defeated = Math.floor(f.n / 4096), from = Math.floor((f.n % 4096) / 128), slot = (f.n % 128) - 1;
  const k = f.m % 8, fighter = Math.floor(f.m / 8) % 8, hooks = Math.floor(f.m / 64);
  const copy = copyInHand(g, f.p, untouchableDef());
  if (v === 1 && copy >= 0) {
    g.log && log(g, `  P${f.p + 1} discards ${nameOf(g, copy)}: the Fight effect of ${nameOf(g, defeated)} is cancelled`);
    addEffect(g, FIGHT_EFFECT_CANCELLED, defeated);
    discardFromHand(g, f.p, copy, true);
    draw(g, f.p, 3);
    return;
  }
  if (offer(g, untouchableDef(), f.n, fighter, hooks, k + 1)) return;
  // nobody cancelled it: the other replace hooks, then the Fight effect (g.src is the defeat's source again here)
  const cc = compiled(g);
  if (replaced(g, cc, event(g, 'fightEffect', fighter, defeated, from, Z_VICTORY, slot, -1, false, hooks))) return;
  fightEffect(g, fighter, defeated);
}, { about: 'cancel-fight-effect', n: 2 });

let UNTOUCHABLE = -1;
/** Untouchable's definition id. */
function untouchableDef(): number {
  if (UNTOUCHABLE < 0) UNTOUCHABLE = cardByKey('secret-wars-volume-1:hero:apocalyptic-kitty-pryde:untouchable').id;
  return UNTOUCHABLE;
}

function untouchable(g: Game, e: GameEvent, self: unknown): boolean {
  if (e.p < 0 || (!hasFightEffect(g, e.c) && !hasKeyword(g, e.c, BURROW))) return false;
  return offer(g, (self as CardDef).id, packDefeat(e.c, e.from, e.slot), e.p, e.n, 0);
}

hero('Apocalyptic Kitty Pryde', 'X-Men', [
  {
    name: 'Phase Out', copies: 5, cls: COVERT, cost: 4, attack: 2, plus: { attack: true },
    text: 'Covert superpower: optionally KO one card of your hand or discard pile, earning +1 Attack.',
    hint: { power: { cls: COVERT, attack: 0.8, other: 0.5 } },
    play: (g, p, c) => {
      if (!power(g, COVERT)) return;
      const opts = distinct(g, p, cardsIn(g, p, HAND | DISCARD));
      if (opts.length) ask(g, p, 'card', phaseOutKo, [...opts, -1], { source: c });
    },
  },
  {
    name: 'Infiltrate HQ', copies: 5, cls: TECH, cost: 3, recruit: 2,
    text: 'Optionally send an HQ hero under the Hero Deck; its replacement is 1 cheaper for the rest of the turn.',
    hint: { avgRecruit: 0.5 },
    play: (g, p, c) => {
      const opts = hqHeroSlots(g);
      if (opts.length) ask(g, p, 'slot', infiltrate, [...opts, -1], { source: c });
    },
  },
  {
    name: 'Disrupt Circuits', copies: 3, cls: COVERT | TECH, cost: 5, attack: 2, plus: { attack: true },
    text: '+1 Attack per Tech hero in the HQ.',
    hint: { avgAttack: 1 },
    play: (g) => gainAttack(g, hqHeroSlots(g).filter((s) => hasCls(g, g.hq[s]!, TECH)).length),
  },
  {
    name: 'Untouchable', copies: 1, cls: COVERT, cost: 7, recruit: 5,
    text: 'Kept in hand: as any player defeats a villain or tactic with a Fight effect, discarding this cancels that effect and draws you three cards.',
    hint: { avgRecruit: 0.5 },
    on: { fightEffect: { replace: untouchable } },
  },
], SET);
