// Old Man Logan (Secret Wars Volume 1, X-Men).
//
// - Last Survivor: the Instinct superpower offers a 'card' question over the hand and discard pile, -1 to decline;
//   a Wound KO'd this way draws a card.
// - Loner: its no-recruiting condition looks at the whole turn, and a turn's end is too late for
//   Attack. The rulebook is silent on such a card (its Healing passage only says that recruiting at any time in the
//   turn breaks a "don't recruit" condition). The engine reads it so: played before any hero is recruited this turn
//   (from the HQ, a S.H.I.E.L.D. Officer, a Sidekick: every 'recruit' event of the current player; a hero gained by a
//   card effect is not recruited), it gives +2 Attack at once; a hero recruited later this turn takes those 2 Attack
//   back, and a hero from the HQ can be recruited only while 2 Attack are still unspent (its recruit is out of reach
//   otherwise: spending the 2 on a fight and recruiting afterwards would keep what the card forbids). A S.H.I.E.L.D.
//   Officer or a Sidekick recruited later takes back what Attack is left. Played after a hero was recruited this
//   turn, it gives nothing.
// - Rage Out: the Instinct superpower starts a Cross-Dimensional Wolverine Rampage (engine/legendary/keywords/xd-rampage.ts;
//   every player, from the current one: this card itself is a Wolverine card its player can reveal), then +1 Attack
//   per other player who gained a Wound from it.
// - No More Heroes: the hand is revealed; +5 Attack when no S.H.I.E.L.D. or HYDRA card was played earlier this turn
//   (as the card played: a Divided card as the side chosen) and none is in the hand.
import { SET } from '../set.js';
import { addEffect, effectKind, hasEffect, removeEffect } from '../../../effects.js';
import { ask, cont } from '../../../flow.js';
import { character, rampageWounded, xdRampage } from '../../../keywords/xd-rampage.js';
import { hero, teamId } from '../../../registry.js';
import {
  DISCARD, HAND, SHIELD, cardsIn, distinct, draw, gainAttack, isTeam, isWound, koCard, log, nameOf, playedWhere, power,
} from '../../../rules.js';
import type { Game, GameEvent } from '../../../types.js';
import { COVERT, INSTINCT } from '../../../types.js';

const WOLVERINE = character('Wolverine');
const HYDRA = teamId('HYDRA');
const SHIELD_OR_HYDRA = (1 << SHIELD) | (1 << HYDRA);

// ---- Last Survivor ------------------------------------------------------------------------------------

const survivorKo = cont('old-man-logan:last-survivor:ko', (g, f, v) => {
  if (v < 0) return;
  const pl = g.players[f.p]!;
  if (!pl.hand.includes(v) && !pl.discard.includes(v)) return;
  const wound = isWound(g, v);
  koCard(g, f.p, v, f.c);
  if (wound) draw(g, f.p, 1);
}, { about: 'ko-optional', n: 1 });

// ---- Loner --------------------------------------------------------------------------------------------

/** A hero was recruited this turn (a marker, set by Loner's 'recruit' hook in games with the card). */
const RECRUITED = effectKind({ key: 'old-man-logan:loner:recruited' });

/** Recruiting a hero is out of reach while Loner's Attack could not be given back. */
const OUT_OF_REACH = 1000;

/**
 * Loner's +2 Attack, given on the promise that no hero is recruited this turn: `n` Attack to take back if one is. A
 * hero from the HQ can be recruited only while that much Attack is unspent (it is then taken back): the Attack once
 * spent on a fight can't be kept by recruiting afterwards.
 */
const LONER = effectKind({
  key: 'old-man-logan:loner',
  recruitCost: (g, _c, e) => (g.t.attack >= e.n ? 0 : OUT_OF_REACH),
  after: {
    recruit: (g, ev, e) => {
      if (ev.p !== g.current) return;
      removeEffect(g, e);
      const back = Math.min(e.n, Math.max(0, g.t.attack));
      g.t.attack -= back;
      g.log && log(g, `  ${nameOf(g, e.c)} loses ${back} Attack: a hero was recruited`);
    },
  },
});

function markRecruit(g: Game, e: GameEvent): void {
  if (e.p === g.current && !hasEffect(g, RECRUITED)) addEffect(g, RECRUITED);
}

// ---- Rage Out -----------------------------------------------------------------------------------------

const rageOut = cont('old-man-logan:rage-out:attack', (g) => gainAttack(g, rampageWounded(g)));

// ---- No More Heroes -----------------------------------------------------------------------------------

function noShieldOrHydra(g: Game, p: number): boolean {
  if (playedWhere(g, (d) => (d.teams & SHIELD_OR_HYDRA) !== 0) > 0) return false;
  return !g.players[p]!.hand.some((c) => isTeam(g, c, SHIELD) || isTeam(g, c, HYDRA));
}

hero('Old Man Logan', 'X-Men', [
  {
    name: 'Last Survivor', copies: 5, cls: INSTINCT, cost: 3, attack: 2,
    text: 'Instinct superpower: optionally KO a card of your hand or discard pile; a Wound KO\'d so draws a card.',
    hint: { power: { cls: INSTINCT, other: 0.8 } },
    play: (g, p, c) => {
      if (!power(g, INSTINCT)) return;
      const opts = distinct(g, p, cardsIn(g, p, HAND | DISCARD));
      if (opts.length) ask(g, p, 'card', survivorKo, [...opts, -1], { source: c });
    },
  },
  {
    name: 'Loner', copies: 5, cls: INSTINCT | COVERT, cost: 5, attack: 2, plus: { attack: true },
    text: '+2 Attack unless you recruit a hero this turn (a hero recruited later takes back the 2 Attack not yet spent).',
    hint: { avgAttack: 1.2 },
    on: { recruit: { after: markRecruit } },
    play: (g, _p, c) => {
      if (hasEffect(g, RECRUITED)) return;
      gainAttack(g, 2);
      addEffect(g, LONER, c, 2);
    },
  },
  {
    name: 'Rage Out', copies: 3, cls: INSTINCT, cost: 6, attack: 3, plus: { attack: true },
    text: 'Instinct superpower: Cross-Dimensional Wolverine Rampage; +1 Attack per other player who gains a Wound from it.',
    hint: { power: { cls: INSTINCT, attack: 0.5 } },
    play: (g) => { if (power(g, INSTINCT)) xdRampage(g, WOLVERINE, rageOut); },
  },
  {
    name: 'No More Heroes', copies: 1, cls: INSTINCT, cost: 7, attack: 5, plus: { attack: true },
    text: '+5 Attack when no S.H.I.E.L.D. or HYDRA card was played this turn and the hand, revealed, holds none.',
    hint: { avgAttack: 1.5 },
    play: (g, p) => {
      g.log && log(g, `  P${p + 1} reveals their hand`);
      if (noShieldOrHydra(g, p)) gainAttack(g, 5);
    },
  },
], SET);
