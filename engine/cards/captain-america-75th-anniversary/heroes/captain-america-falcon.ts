// Captain America (Falcon) (Captain America 75th Anniversary).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { addEffect, effectKind, hasEffect } from '../../../effects.js';
import { isSavior } from '../../../keywords/savior.js';
import { hero } from '../../../registry.js';
import { def, gainAttack, gainRecruit, gainWound, log, playerOrder, power, rescue } from '../../../rules.js';
import type { CardDef, Game, GameEvent } from '../../../types.js';
import { COVERT, INSTINCT, RANGED, TECH, Z_HAND } from '../../../types.js';
import { classesYouHave } from '../common.js';

/** A copy of Flying Shield Block was used this turn (once per turn each). */
const SHIELD_BLOCK_USED = effectKind({ key: 'captain-america-falcon:flying-shield-block:used' });

// Flying Shield Block: when a player would gain a Wound, a player who can reveal an unused copy may do so and rescue a
// Bystander instead: asked in player order from the one gaining the Wound; when one declines, the next who can is
// asked. f.p the revealer, f.n the player gaining (+1, negative when it would go to the hand), f.m the replace hooks
// consulted.
const shieldBlock = cont('captain-america-falcon:flying-shield-block', (g, f, v) => {
  const gainer = Math.abs(f.n) - 1, toHand = f.n < 0;
  if (v === 1) {
    addEffect(g, SHIELD_BLOCK_USED, f.c);
    g.log && log(g, `  P${f.p + 1} reveals Flying Shield Block: P${gainer + 1} gains no Wound, P${f.p + 1} rescues a Bystander`);
    rescue(g, f.p, 1);
    return;
  }
  const order = playerOrder(g), from = order.indexOf(gainer);
  const next = (order.indexOf(f.p) - from + order.length) % order.length + 1;
  if (!offerShieldBlock(g, def(g, f.c), gainer, f.n, f.m, next)) gainWound(g, gainer, toHand, f.m);
}, { about: 'may' });

/** A copy of card d player q could reveal that was not used this turn, or -1. */
function unusedCopy(g: Game, q: number, d: CardDef): number {
  const pl = g.players[q]!;
  for (const c of pl.hand) if (g.defOf[c] === d.id && !hasEffect(g, SHIELD_BLOCK_USED, c)) return c;
  if (q === g.current) for (const c of pl.inPlay) if (g.defOf[c] === d.id && !hasEffect(g, SHIELD_BLOCK_USED, c)) return c;
  return -1;
}

/** Asks the first player, from the k-th in order after the gainer, who holds an unused copy; false when nobody does. */
function offerShieldBlock(g: Game, d: CardDef, gainer: number, n: number, hooks: number, k0: number): boolean {
  const order = playerOrder(g), from = order.indexOf(gainer);
  for (let k = k0; k < order.length; k++) {
    const q = order[(from + k) % order.length]!;
    const card = unusedCopy(g, q, d);
    if (card < 0) continue;
    ask(g, q, 'yesno', shieldBlock, [1, 0], { source: card, n, m: hooks });
    return true;
  }
  return false;
}

function shieldBlockInstead(g: Game, e: GameEvent, self: { key: string }): boolean {
  if (g.cards[g.defOf[e.c]!]!.kind !== 'wound' || e.p < 0) return false;
  return offerShieldBlock(g, self as CardDef, e.p, e.to === Z_HAND ? -(e.p + 1) : e.p + 1, e.n, 0);
}

hero('Captain America (Falcon)', 'Avengers', [
  {
    name: 'Aerial Catch', copies: 5, cls: INSTINCT, cost: 3, recruit: 2,
    text: 'Instinct superpower: rescue a Bystander.',
    hint: { power: { cls: INSTINCT, rescue: 1 } },
    play: (g, p) => { if (power(g, INSTINCT)) rescue(g, p, 1); },
  },
  {
    name: 'Winged Salvation', copies: 5, cls: RANGED, cost: 4, attack: 2, plus: { attack: true },
    text: 'Savior: +2 Attack.',
    hint: { avgAttack: 0.8 },
    play: (g, p) => { if (isSavior(g, p)) gainAttack(g, 2); },
  },
  {
    name: 'Flying Shield Block', copies: 3, cls: TECH, cost: 6, attack: 4,
    text: 'Once per turn, when any player would gain a Wound, you may reveal this and rescue a Bystander instead.',
    hint: { avgAttack: 0.4 }, // a Wound turned into a Bystander now and then
    on: { gain: { replace: shieldBlockInstead } },
  },
  {
    name: 'Star-Spangled Hero', copies: 1, cls: COVERT, cost: 7, attack: 0, recruit: 0, plus: { attack: true, recruit: true },
    text: '+2 Attack for each hero class you have. Savior: +2 Recruit for each hero class you have.',
    hint: { avgAttack: 5, avgRecruit: 2 },
    play: (g, p) => {
      const n = classesYouHave(g, p);
      gainAttack(g, 2 * n);
      if (isSavior(g, p)) gainRecruit(g, 2 * n);
    },
  },
], SET);
