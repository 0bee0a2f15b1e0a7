// Speedball (Civil War, New Warriors).
//
// - Bounce Around: Bystanders "in the city" are those held by villains in city spaces (captured); with any there or
//   in the KO pile the Covert superpower gives +2 Attack.
// - Reckless Rescue Attempt: the top card of the Villain Deck is revealed and stays there; a villain (as the rules
//   count villains: isVillain) rescues a Bystander, anything else KOs the top card of the Bystander stack. With the
//   Villain Deck empty nothing is revealed, which is not a villain: a Bystander is KO'd (the reading worst for the
//   players).
// - Bubble Up: +3 restricted Attack (engine/legendary/effects.ts onlyFor) usable only to fight the villain on the Bridge (while
//   the Bridge is a live city space) or the Mastermind.
// - Kinetic Force Field: a 'villainDeck' replace hook on Master Strike cards played as Villain Deck cards (not a
//   strike a scheme or Mastermind makes a villain). Every player holding a copy (in hand, or played this turn by the
//   current player: revealing needs no more) is asked in player order from the current player; the first who accepts
//   KOs the strike (it does not count as a Master Strike played), its effect is cancelled and they draw a card. When
//   all decline, the card goes on to the next replace hooks, then plays as a Master Strike.
//   A Master Strike a rule makes occur without a Master Strike card from the Villain Deck (a card that becomes a
//   Master Strike: Reignfire, Stryfe's Swift Vengeance) is offered the same way through a 'strikeEffect' replace hook:
//   a player who reveals cancels it and draws a card, and a card that became the Master Strike beside the Mastermind
//   is KO'd ("KO that Master Strike"); a card already in the KO pile stays there.
import { SET } from '../set.js';
import { compiled } from '../../../compile.js';
import { addEffect, effectKind } from '../../../effects.js';
import { ask, cont } from '../../../flow.js';
import { event, replaced } from '../../../rules/events.js';
import { hero } from '../../../registry.js';
import {
  BRIDGE, PAY_FIGHT, PAY_MASTERMIND, bystandersHeld, cityLive, def, doStrike, draw, enterCity, gainAttack, isBystander, isVillain,
  koFromBystanderStack, log, nameOf, playerOrder, power, rescue, strikeEffect,
} from '../../../rules.js';
import type { CardDef, Game, GameEvent } from '../../../types.js';
import { COVERT, RANGED, Z_NONE, Z_VILLAIN_DECK } from '../../../types.js';
import { mastermindHolder } from '../../../zones.js';

/** Any Bystander held in the city or in the KO pile. */
function bystandersAround(g: Game): boolean {
  for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0 && bystandersHeld(g, s) > 0) return true;
  return g.ko.some((c) => isBystander(g, c));
}

const BUBBLE_UP = effectKind({
  key: 'speedball:bubble-up',
  onlyFor: (g, target, c) => target === PAY_MASTERMIND || (target === PAY_FIGHT && c >= 0 && cityLive(g, BRIDGE) && g.city[BRIDGE] === c),
});

// ---- Kinetic Force Field ----------------------------------------------------------------------------

/** A copy of definition d player q could reveal now (hand, or played this turn on their turn), or -1. */
function copyOf(g: Game, q: number, d: number): number {
  const pl = g.players[q]!;
  for (const c of pl.hand) if (g.defOf[c] === d) return c;
  if (q === g.current) for (const c of pl.inPlay) if (g.defOf[c] === d) return c;
  return -1;
}

/** Asks the first player from the k0-th in order who can reveal a copy of d; false when nobody can. */
function offerShield(g: Game, d: number, strike: number, hooks: number, k0: number): boolean {
  const order = playerOrder(g);
  for (let k = k0; k < order.length; k++) {
    const q = order[k]!, card = copyOf(g, q, d);
    if (card < 0) continue;
    ask(g, q, 'yesno', shieldAnswer, [1, 0], { source: card, n: strike, m: hooks * 16 + k });
    return true;
  }
  return false;
}

/** Asks the first player from the k0-th in order who can reveal a copy of d about a strike a rule causes (card `c`). */
function offerRuleShield(g: Game, d: number, c: number, hooks: number, k0: number): boolean {
  const order = playerOrder(g);
  for (let k = k0; k < order.length; k++) {
    const q = order[k]!, card = copyOf(g, q, d);
    if (card < 0) continue;
    ask(g, q, 'yesno', ruleShieldAnswer, [1, 0], { source: card, n: c, m: hooks * 16 + k });
    return true;
  }
  return false;
}
const ruleShieldAnswer = cont('speedball:kinetic-force-field:rule', (g, f, v) => {
  const c = f.n, hooks = Math.floor(f.m / 16), k = f.m % 16;
  if (v === 1) {
    const h = g.att[mastermindHolder(g)]!, i = h.lastIndexOf(c);
    if (i >= 0) { h.splice(i, 1); g.ko.push(c); }
    g.log && log(g, `  P${f.p + 1} reveals ${nameOf(g, f.c)}: the Master Strike is cancelled`);
    draw(g, f.p, 1);
    return;
  }
  if (offerRuleShield(g, g.defOf[f.c]!, c, hooks, k + 1)) return;
  strikeEffect(g, c, hooks); // nobody cancelled it: it goes on
}, { about: 'may' });
function ruleForceField(g: Game, e: GameEvent, self: unknown): boolean {
  // a Master Strike card from the Villain Deck was offered already (the 'villainDeck' hook above)
  if (def(g, e.c).kind === 'strike') return false;
  return offerRuleShield(g, (self as CardDef).id, e.c, e.n, 0);
}

// f.p the player asked, f.c their copy, f.n the Master Strike, f.m the replace hooks consulted * 16 + the asked
// player's place in player order
const shieldAnswer = cont('speedball:kinetic-force-field', (g, f, v) => {
  const strike = f.n, hooks = Math.floor(f.m / 16), k = f.m % 16;
  if (v === 1) {
    g.ko.push(strike);
    g.log && log(g, `  P${f.p + 1} reveals ${nameOf(g, f.c)}: the Master Strike is KO'd and cancelled`);
    draw(g, f.p, 1);
    return;
  }
  if (offerShield(g, g.defOf[f.c]!, strike, hooks, k + 1)) return;
  // nobody cancelled it: the Villain Deck card goes on (the next replace hooks, then the rules)
  const e = event(g, 'villainDeck', g.current, strike, Z_VILLAIN_DECK, Z_NONE, -1, -1, false, hooks);
  if (replaced(g, compiled(g), e)) return;
  if (isVillain(g, strike)) enterCity(g, strike); else doStrike(g, strike);
}, { about: 'may' });

function forceField(g: Game, e: GameEvent, self: unknown): boolean {
  if (def(g, e.c).kind !== 'strike' || isVillain(g, e.c)) return false;
  return offerShield(g, (self as CardDef).id, e.c, e.n, 0);
}

hero('Speedball', 'New Warriors', [
  {
    name: 'Bounce Around', copies: 5, cls: COVERT, cost: 4, attack: 2, plus: { attack: true },
    text: 'Covert superpower: +2 Attack if any Bystander is in the city or the KO pile.',
    hint: { power: { cls: COVERT, attack: 1.2 } },
    play: (g) => { if (power(g, COVERT) && bystandersAround(g)) gainAttack(g, 2); },
  },
  {
    name: 'Reckless Rescue Attempt', copies: 5, cls: RANGED, cost: 3, recruit: 2,
    text: 'Ranged superpower: reveal the top card of the Villain Deck; a villain: rescue a Bystander; else KO one from the Bystander stack.',
    hint: { power: { cls: RANGED, rescue: 0.6 } },
    play: (g, p) => {
      if (!power(g, RANGED)) return;
      const top = g.villainDeck[g.villainDeck.length - 1] ?? -1;
      if (top >= 0) g.log && log(g, `  reveals ${nameOf(g, top)} on top of the Villain Deck`);
      if (top >= 0 && isVillain(g, top)) { rescue(g, p, 1); return; }
      koFromBystanderStack(g, 1);
    },
  },
  {
    name: 'Double Down/Bubble Up', copies: 3, cls: 0, cost: 5, text: '',
    divided: [
      { name: 'Double Down', cls: RANGED, heroName: 'Speedball', text: 'Draw two cards.', hint: { draw: 2 }, play: (g, p) => { draw(g, p, 2); } },
      {
        name: 'Bubble Up', cls: COVERT, attack: 0, plus: { attack: true }, heroName: 'Namorita',
        text: '+3 Attack usable only against the villain on the Bridge or the Mastermind.',
        hint: { avgAttack: 2 },
        play: (g, _p, c) => addEffect(g, BUBBLE_UP, c, 3),
      },
    ],
  },
  {
    name: 'Kinetic Force Field', copies: 1, cls: RANGED, cost: 7, attack: 5,
    text: 'When a Master Strike would occur, you may reveal this to KO that Master Strike, cancel it and draw a card.',
    hint: { avgAttack: 0.5 },
    on: { villainDeck: { replace: forceField }, strikeEffect: { replace: ruleForceField } },
  },
], SET);
