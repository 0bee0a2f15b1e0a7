// Soulsword Colossus (Secret Wars Volume 2, X-Men).
//
// - Invade the Inferno: Covert superpower (read when played): a turn effect that gives one fight of the top card of
//   the Bystander Stack as a 3 Attack Demon villain. Each copy played with the superpower gives its own one fight
//   ("once this turn" is the card's ability, as each Artifact's "once per turn" ability is its own: Universal
//   Rulebook, Artifacts). The fight is a main-phase action offered while that card is on top and the player can pay
//   (payToFight: restricted points, Recruit that may pay for a villain); while it is fought it is a villain
//   (`mods.villainCard`) of 3 Attack (`mods.villainAttack`, so the turn's "villains get -n Attack" effects apply), and
//   it is defeated from the stack (defeatCard): it goes to its fighter's Victory Pile as a villain does, is not
//   rescued (no rescue effects: the rulebook is silent, the reading worst for the players), and "when you defeat a
//   villain" effects see it. Its Fight effect (a 'defeat' hook, skipped when the Fight effect is cancelled): the
//   player KOs one of their heroes (hand or cards played this turn), not optional.
// - Steel Interception: when any player would gain a Wound, its owner may discard it from their hand instead (not a
//   copy played this turn: the card is discarded, and the rulebook is silent: the reading worst for the players);
//   then they draw two cards (wound-guard.ts, asked in player order from the one gaining the Wound).
// - Possessed by the Soulsword: Strength superpower: a Cross-Dimensional Colossus Rampage (every player, from the
//   current one; this card is a Colossus card its player can reveal), then +2 Attack when at least one other player
//   did not reveal (rampageUnrevealed: a player who had nothing to reveal, or chose not to, whether or not a Wound
//   reached them).
// - Rescue My Family from Hell: X-Men team power: a 'card' question (intent 'gain') over the distinct X-Men heroes
//   of the HQ and of the KO pile that can be gained now, and -1; the one chosen goes to the hand (an HQ space refills).
import { SET } from '../set.js';
import { act } from '../../../actions.js';
import { mainAction } from '../../../compile.js';
import { FIGHT_EFFECT_CANCELLED, addEffect, effectKind, hasEffect, removeEffect } from '../../../effects.js';
import { ask, cont, later } from '../../../flow.js';
import { character, rampageUnrevealed, xdRampage } from '../../../keywords/xd-rampage.js';
import { hero } from '../../../registry.js';
import {
  PAY_FIGHT, YOUR_HEROES, available, canDefeatNow, defeatCard, discardCard, distinct, draw, gainAttack,
  gainBlocked, gainCard, isHero, isTeam, koSome, log, nameOf, paidContinuation, payToFight, power, removeFrom, takeFromHq,
  teamPower, villainCardAttack,
} from '../../../rules.js';
import type { Game, GameEvent } from '../../../types.js';
import { COVERT, INSTINCT, STRENGTH, XMEN, Z_HAND, Z_HQ, Z_KO } from '../../../types.js';
import { woundGuard } from '../../../wound-guard.js';

// ---- Invade the Inferno -------------------------------------------------------------------------------

export const DEMON_ATTACK = 3;
/** A fight of the top Bystander granted by a copy played (c); n is 1 until it is used. */
const INFERNO = effectKind({ key: 'soulsword-colossus:invade-the-inferno' });
/** The Bystander being fought as a Demon villain (c), until its defeat is over. */
const DEMON = effectKind({ key: 'soulsword-colossus:invade-the-inferno:demon' });

const topBystander = (g: Game) => (g.bystanders.length ? g.bystanders[g.bystanders.length - 1]! : -1);
const unusedInferno = (g: Game) => g.t.effects.find((e) => e.k === INFERNO && e.n === 1);
/** Whether card c is the Demon: being fought, or on top of the Bystander Stack while a fight of it is granted. */
function isDemon(g: Game, c: number): boolean {
  if (g.t.effects.length === 0 || c < 0) return false;
  return hasEffect(g, DEMON, c) || (c === topBystander(g) && unusedInferno(g) !== undefined);
}
/** The Demon's Attack (3, with the turn's changes to villains' Attack). */
const demonAttack = (g: Game, c: number) => villainCardAttack(g, c, -1);

/** The Demon's Fight effect: KO one of your heroes. */
function demonFight(g: Game, e: GameEvent): void {
  if (e.c < 0 || e.p < 0 || !hasEffect(g, DEMON, e.c) || hasEffect(g, FIGHT_EFFECT_CANCELLED, e.c)) return;
  koSome(g, e.p, 1, YOUR_HEROES, true);
}
const demonDone = cont('soulsword-colossus:invade-the-inferno:done', (g, f) => {
  for (const e of g.t.effects) if (e.k === DEMON && e.c === f.c) removeEffect(g, e);
});
const PAID_DEMON = paidContinuation(cont('soulsword-colossus:invade-the-inferno:paid', (g, f) => {
  if (topBystander(g) === f.c) defeatCard(g, f.p, f.c, g.bystanders);
  later(g, demonDone, f.p, f.c);
}));

export const ACT_INVADE_THE_INFERNO = mainAction({
  id: 'soulsword-colossus:invade-the-inferno:fight', order: 45,
  active: (_s, defs) => defs.some((d) => d.set === SET && d.name === 'Invade the Inferno'),
  options: (g, _p, out) => {
    if (!canDefeatNow(g) || unusedInferno(g) === undefined) return;
    const c = topBystander(g);
    if (c < 0) return;
    if (available(g, PAY_FIGHT, c) >= demonAttack(g, c)) out.push(act(ACT_INVADE_THE_INFERNO, c));
  },
  handle: (g, p, c) => {
    const e = unusedInferno(g);
    if (e === undefined || topBystander(g) !== c) return;
    addEffect(g, DEMON, c);
    g.t.effects[g.t.effects.indexOf(e)] = { ...e, n: 0 };
    g.log && log(g, `  P${p + 1} fights ${nameOf(g, c)} from the Bystander Stack as a Demon (Invade the Inferno)`);
    payToFight(g, p, demonAttack(g, c), PAY_FIGHT, -2 - PAID_DEMON, c);
  },
  describe: () => 'fight the top Bystander as a 3 Attack Demon villain (Invade the Inferno)',
  hint: { about: 'fight-other', cost: (g, _p, c) => demonAttack(g, c), card: (_g, _p, c) => c },
});

// ---- Steel Interception -------------------------------------------------------------------------------

const steelInstead = woundGuard({
  key: 'soulsword-colossus:steel-interception', handOnly: true,
  instead: (g, p, c) => {
    discardCard(g, p, c, Z_HAND, true, c);
    draw(g, p, 2);
  },
});

// ---- Possessed by the Soulsword -----------------------------------------------------------------------

const COLOSSUS = character('Colossus');
const possessed = cont('soulsword-colossus:possessed:attack', (g) => { if (rampageUnrevealed(g) > 0) gainAttack(g, 2); });

// ---- Rescue My Family from Hell -----------------------------------------------------------------------

const isXMenHero = (g: Game, c: number) => c >= 0 && isHero(g, c) && isTeam(g, c, XMEN);
const rescueFamily = cont('soulsword-colossus:rescue-my-family:gain', (g, f, v) => {
  if (v < 0) return;
  const slot = g.hq.indexOf(v);
  if (slot >= 0) {
    if (gainBlocked(g, f.p, Z_HQ, v)) return;
    g.log && log(g, `  P${f.p + 1} gains ${nameOf(g, v)} from the HQ`);
    gainCard(g, f.p, takeFromHq(g, slot), Z_HQ, true, f.c);
  } else if (g.ko.includes(v) && !gainBlocked(g, f.p, Z_KO, v)) {
    removeFrom(g.ko, v);
    g.log && log(g, `  P${f.p + 1} gains ${nameOf(g, v)} from the KO pile`);
    gainCard(g, f.p, v, Z_KO, true, f.c);
  }
}, { about: 'gain' });

hero('Soulsword Colossus', 'X-Men', [
  {
    name: 'Invade the Inferno', copies: 5, cls: COVERT, cost: 3, recruit: 2,
    text: 'Covert superpower: once this turn the top Bystander of the stack can be fought as a 3 Attack Demon; beating it costs you one of your heroes (KO).',
    hint: { power: { cls: COVERT, other: 0.5 } },
    play: (g, _p, c) => { if (power(g, COVERT)) addEffect(g, INFERNO, c, 1); },
    mods: {
      villainCard: (g, c) => g.t.effects.length > 0 && hasEffect(g, DEMON, c),
      villainAttack: (g, slot, c) => (slot < 0 && isDemon(g, c) ? DEMON_ATTACK : 0),
    },
    on: { defeat: { after: demonFight } },
  },
  {
    name: 'Steel Interception', copies: 5, cls: STRENGTH | COVERT, cost: 4, attack: 2,
    text: 'Whenever a Wound is coming to any player, you can throw this away from your hand to stop it, then draw two.',
    hint: { avgAttack: 0.3 },
    on: { gain: { replace: steelInstead } },
  },
  {
    name: 'Possessed by the Soulsword', copies: 3, cls: STRENGTH, cost: 6, attack: 3, plus: { attack: true },
    text: 'Strength superpower: Cross-Dimensional Colossus Rampage; +2 Attack if another player did not reveal a Colossus card.',
    hint: { power: { cls: STRENGTH, attack: 1.5 } },
    play: (g) => { if (power(g, STRENGTH)) xdRampage(g, COLOSSUS, possessed); },
  },
  {
    name: 'Rescue My Family from Hell', copies: 1, cls: INSTINCT, cost: 7, attack: 5,
    text: 'X-Men team power: an X-Men hero from the HQ or from the KO pile may join your hand (gained).',
    hint: { power: { team: XMEN, other: 2 } },
    play: (g, p, c) => {
      if (!teamPower(g, XMEN)) return;
      const hq = distinct(g, p, g.hq.filter((h) => isXMenHero(g, h) && !gainBlocked(g, p, Z_HQ, h)));
      const ko = distinct(g, p, g.ko.filter((k) => isXMenHero(g, k) && !gainBlocked(g, p, Z_KO, k)));
      if (hq.length + ko.length) ask(g, p, 'card', rescueFamily, [...hq, ...ko, -1], { source: c });
    },
  },
], SET);
