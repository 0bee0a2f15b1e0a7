// Thanos (Secret Wars Volume 1, Cabal).
//
// - Revel in Destruction: with the Cabal team power (read when played), the top Bystander of the stack goes to the KO
//   pile (no player owns it: no card watches it, as Speedball's Reckless Rescue Attempt); then +1 Recruit per three
//   Bystanders in the KO pile (rounded down). An empty stack KOs nothing; the count still applies.
// - Transdimensional Overlord: Teleport (engine/legendary/keywords/teleport.ts). Played, a 'card' question (intent
//   'ko-optional') over the distinct Bystanders of the victory pile and -1: the one chosen is KO'd (koCard) for +2
//   Attack.
// - Galactic Domination: with the Ranged superpower (read when played), each other player (otherPlayers: nobody in
//   solo) may reveal a Ranged hero (a 'yesno', never forced); one who does not, or cannot, chooses a Bystander of
//   their victory pile (a 'card' question, intent 'lose-vp'; none there: nothing), which the current player rescues
//   through `rescueCard` (from the victory pile): its 'rescue' hooks (special Bystanders, "whenever you rescue") see it.
// - Utter Annihilation: six Bystanders from the stack to the KO pile (as many as it holds), then a 'slot' question
//   (intent 'defeat') over the villains in the city (their space), the Mastermind (the city size) and villains in HQ
//   spaces (hqHolder) whose Attack, as it is now outside a fight, is less than the Bystanders in the KO pile. It is
//   not optional (the card says "defeat", not "you may"); with no target nothing happens. A defeat by an effect still
//   has the Fight effect and ignores conditions on fighting (Universal Rulebook, "Defeat": "you still do that enemy's
//   Fight effect. You ignore restrictions like Zero and Forearm"). Defeating the Mastermind this way takes one Tactic
//   (defeatMastermindTactic, as Nick Fury's Pure Fury): the Universal Rulebook counts a Mastermind's defeat by its
//   Tactics ("A Mastermind is not truly defeated until all four of their Mastermind Tactics cards have been defeated";
//   "Players win the game when they have defeated the Mastermind four times"), so one defeat is one Tactic.
import { SET } from '../set.js';
import { otherwise, revealable, revealOrElse } from '../../dark-city/masterminds/common.js';
import { ask, cont, later } from '../../../flow.js';
import { defeatHqVillain, hqVillainAttack, hqVillainSlots } from '../../../hq-villains.js';
import { TELEPORT } from '../../../keywords/teleport.js';
import { hero, teamId } from '../../../registry.js';
import {
  canDefeatNow, defeatMastermindTactic, defeatOther, defeatVillain, distinct, gainAttack, gainRecruit, hasCls, isBystander, koCard,
  koFromBystanderStack, mastermindAttack, mastermindStands, otherAttack, otherPlayers, power, rescueCard, takeFromPlayer, teamPower,
  villainAttack,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { RANGED, STRENGTH, Z_NONE, Z_VICTORY } from '../../../types.js';
import { hqHolder, mastermindHolder, otherHolder } from '../../../zones.js';

const CABAL = teamId('Cabal');

/** Bystanders in the KO pile. */
function bystandersInKo(g: Game): number {
  let n = 0;
  for (const c of g.ko) if (isBystander(g, c)) n++;
  return n;
}

/** The distinct Bystanders of player p's victory pile. */
function victoryBystanders(g: Game, p: number): number[] {
  return distinct(g, p, g.players[p]!.victory.filter((c) => isBystander(g, c)));
}

// ---- Transdimensional Overlord ----------------------------------------------------------------------

const overlordKo = cont('thanos:transdimensional-overlord:ko', (g, f, v) => {
  if (v < 0 || !g.players[f.p]!.victory.includes(v)) return;
  koCard(g, f.p, v, f.c);
  gainAttack(g, 2);
}, { about: 'ko-optional', n: 1 });

// ---- Galactic Domination ----------------------------------------------------------------------------

const REVEAL_RANGED_HERO = revealable((g, c) => hasCls(g, c, RANGED));
// f.p the other player, f.c the card played, f.n the player who rescues
const dominationGiven = cont('thanos:galactic-domination:bystander', (g, f, v) => {
  if (v < 0 || takeFromPlayer(g, f.p, v) === Z_NONE) return;
  rescueCard(g, f.n, v, Z_VICTORY);
}, { about: 'lose-vp' });
const dominationGive = otherwise(cont('thanos:galactic-domination:give', (g, f) => {
  const bys = victoryBystanders(g, f.p);
  if (bys.length) ask(g, f.p, 'card', dominationGiven, bys, { source: f.c, n: f.n });
}));
const dominationEach = cont('thanos:galactic-domination:each', (g, f) => revealOrElse(g, f.p, REVEAL_RANGED_HERO, dominationGive, f.c, f.n));

// ---- Utter Annihilation -----------------------------------------------------------------------------

/** The enemies with less Attack than n: city spaces, the Mastermind (mastermindHolder), HQ spaces (hqHolder), other
 *  Masterminds (otherHolder: villains that ascended). */
function annihilationTargets(g: Game, n: number): number[] {
  const out: number[] = [];
  if (!canDefeatNow(g)) return out;
  for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0 && villainAttack(g, s, false) < n) out.push(s);
  if (mastermindStands(g) && mastermindAttack(g, false) < n) out.push(mastermindHolder(g));
  for (const s of hqVillainSlots(g)) if (hqVillainAttack(g, s, false) < n) out.push(hqHolder(g, s));
  for (let i = 0; i < g.others.length; i++) if (otherAttack(g, i, false) < n) out.push(otherHolder(g, i));
  return out;
}
const annihilationDefeat = cont('thanos:utter-annihilation:defeat', (g, f, v) => {
  if (v < 0) return;
  if (v < g.city.length) { if (g.city[v]! >= 0) defeatVillain(g, f.p, v); return; }
  if (v === mastermindHolder(g)) { defeatMastermindTactic(g, f.p); return; }
  if (v >= otherHolder(g, 0)) { const m = g.others[v - otherHolder(g, 0)]; if (m !== undefined) defeatOther(g, f.p, m); return; }
  defeatHqVillain(g, f.p, v - hqHolder(g, 0));
}, { about: 'defeat' });

hero('Thanos', 'Cabal', [
  {
    name: 'Revel in Destruction', copies: 5, cls: STRENGTH | RANGED, cost: 3, recruit: 2, plus: { recruit: true },
    text: 'Cabal team power: the top Bystander of the stack is KO\'d; then every 3 Bystanders in the KO pile give +1 Recruit.',
    hint: { power: { team: CABAL, recruit: 1 } },
    play: (g) => {
      if (!teamPower(g, CABAL)) return;
      koFromBystanderStack(g, 1);
      gainRecruit(g, Math.floor(bystandersInKo(g) / 3));
    },
  },
  {
    name: 'Transdimensional Overlord', copies: 5, cls: STRENGTH, cost: 5, attack: 2, plus: { attack: true }, keywords: [TELEPORT],
    text: 'Teleport. Optionally KO a Bystander out of your victory pile, earning +2 Attack.',
    hint: { avgAttack: 1 },
    play: (g, p, c) => {
      const bys = victoryBystanders(g, p);
      if (bys.length) ask(g, p, 'card', overlordKo, [...bys, -1], { source: c });
    },
  },
  {
    name: 'Galactic Domination', copies: 3, cls: RANGED, cost: 6, attack: 4,
    text: 'Ranged superpower: any other player who doesn\'t show a Ranged hero picks a Bystander from their victory pile for you to rescue.',
    hint: { power: { cls: RANGED, rescue: 0.4 } },
    play: (g, p, c) => {
      if (!power(g, RANGED)) return;
      for (const q of otherPlayers(g)) later(g, dominationEach, q, c, p);
    },
  },
  {
    name: 'Utter Annihilation', copies: 1, cls: RANGED, cost: 8,
    text: 'Six Bystanders from the stack are KO\'d; then defeat a villain or the Mastermind with Attack below the KO pile\'s Bystander count.',
    hint: { avgAttack: 4 },
    play: (g, p, c) => {
      koFromBystanderStack(g, 6);
      const opts = annihilationTargets(g, bystandersInKo(g));
      if (opts.length) ask(g, p, 'slot', annihilationDefeat, opts, { source: c });
    },
  },
], SET);
