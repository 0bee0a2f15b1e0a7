// Iceman (Dark City, X-Men).
//
// "Each other Ranged Hero you played this turn" counts the Ranged cards played before this one (copies
// included); Frost Spike Armor, a Strength card, counts every Ranged card played before it.
//
// Impenetrable Ice Wall replaces a Wound gain or a discard whose cause (the event's source, `e.src`) is a
// Villain (its Ambush, Fight or Escape effect), a Master Strike or a Mastermind Tactic: its owner, if they
// can reveal it (hand, or played this turn on their turn), is asked ('yesno'); yes cancels that gain or
// discard, no lets it go on past this hook. Discards by a rule (a villain escaping with Bystanders, the end of
// the turn) are not caused by a card and are never replaced. Each Wound and each discarded card is one
// question ("any Wounds": a player who reveals for each avoids them all).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import {
  def, discardCard, draw, gainAttack, gainCard, gainRecruit, gainWound, isVillain, log, playedCls, power, revealableDef,
} from '../../../rules.js';
import { hero } from '../../../registry.js';
import type { CardDef, Game, GameEvent } from '../../../types.js';
import { RANGED, STRENGTH, Z_HAND, Z_WOUNDS } from '../../../types.js';

/** Whether a card is a Villain, a Master Strike or a Mastermind Tactic (the causes Ice Wall answers). */
function evilCause(g: Game, src: number): boolean {
  if (src < 0) return false;
  const k = def(g, src).kind;
  return k === 'villain' || k === 'henchman' || k === 'strike' || k === 'tactic' || isVillain(g, src);
}

// The question's numbers say how to issue the declined event again, past this hook: n = card * 1024 +
// from * 32 + to (zones), m = (source + 1) * 64 + the replace hooks consulted (`GameEvent.n`). The source is
// the one the event was given (a gain given none is caused by the resolving effect, Game.src, again).
function packed(f: { n: number; m: number }): { c: number; from: number; to: number; src: number; hooks: number } {
  return { c: Math.floor(f.n / 1024), from: Math.floor(f.n / 32) % 32, to: f.n % 32, src: Math.floor(f.m / 64) - 1, hooks: f.m % 64 };
}
const iceWallGain = cont('iceman:ice-wall:gain', (g, f, v) => {
  if (v === 1) { g.log && log(g, `  P${f.p + 1} reveals Impenetrable Ice Wall: no Wound`); return; }
  const e = packed(f);
  if (e.from === Z_WOUNDS && !g.wounds.includes(e.c)) gainWound(g, f.p, e.to === Z_HAND, e.hooks);
  else gainCard(g, f.p, e.c, e.from, e.to === Z_HAND, e.src, e.hooks);
}, { about: 'reveal' });
const iceWallDiscard = cont('iceman:ice-wall:discard', (g, f, v) => {
  if (v === 1) { g.log && log(g, `  P${f.p + 1} reveals Impenetrable Ice Wall: no discard`); return; }
  const e = packed(f);
  discardCard(g, f.p, e.c, e.from, true, e.src, true, e.hooks);
}, { about: 'reveal' });

function iceWallInstead(g: Game, e: GameEvent, self: CardDef, key: string, src: number): boolean {
  if (!evilCause(g, e.src)) return false;
  const card = revealableDef(g, e.p, self);
  if (card < 0) return false;
  ask(g, e.p, 'yesno', key, [1, 0], { source: card, n: e.c * 1024 + e.from * 32 + e.to, m: (src + 1) * 64 + e.n });
  return true;
}

function iceWallGainHook(g: Game, e: GameEvent, self: { key: string }): boolean {
  if (def(g, e.c).kind !== 'wound') return false;
  // a gain's source was given exactly when it is "by effect" (engine/legendary/rules.ts gainCard)
  return iceWallInstead(g, e, self as CardDef, iceWallGain, e.byEffect ? e.src : -1);
}
function iceWallDiscardHook(g: Game, e: GameEvent, self: { key: string }): boolean {
  if (!e.byEffect) return false;
  return iceWallInstead(g, e, self as CardDef, iceWallDiscard, e.src);
}

hero('Iceman', 'X-Men', [
  {
    name: 'Deep Freeze', copies: 5, cls: RANGED, cost: 2, recruit: 0, plus: { recruit: true },
    text: 'Draw a card. Ranged superpower: +1 Recruit per other Ranged hero played this turn.',
    // the counter is priced as points: Recruit here
    hint: { draw: 1, power: { cls: RANGED }, per: { cls: RANGED, attack: 1 } },
    play: (g, p) => {
      const n = playedCls(g, RANGED);
      draw(g, p, 1);
      if (n > 0) gainRecruit(g, n);
    },
  },
  {
    name: 'Ice Slide', copies: 5, cls: RANGED, cost: 4, attack: 2, plus: { attack: true },
    text: 'Ranged superpower: +1 Attack per other Ranged hero played this turn.',
    hint: { power: { cls: RANGED }, per: { cls: RANGED, attack: 1 } },
    play: (g) => gainAttack(g, playedCls(g, RANGED)),
  },
  {
    name: 'Frost Spike Armor', copies: 3, cls: STRENGTH, cost: 5, attack: 3,
    text: 'Ranged superpower: draw a card per Ranged hero played this turn.',
    hint: { power: { cls: RANGED, draw: 1.5 } },
    play: (g, p) => { if (power(g, RANGED)) draw(g, p, playedCls(g, RANGED)); },
  },
  {
    name: 'Impenetrable Ice Wall', copies: 1, cls: RANGED, cost: 8, attack: 7,
    text: 'When a villain, Master Strike or Mastermind Tactic would make you gain Wounds or discard cards, you may reveal this instead.',
    hint: { avgAttack: 0.5 },
    on: { gain: { replace: iceWallGainHook }, discard: { replace: iceWallDiscardHook } },
  },
], SET);
