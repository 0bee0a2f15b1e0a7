// Baron Heinrich Zemo (Captain America 75th Anniversary). +9 Attack unless the fighter is a Savior
// (engine/legendary/keywords/savior.ts); whenever a player defeats a villain they may pay 2 Recruit to rescue a Bystander.
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { isSavior } from '../../../keywords/savior.js';
import { mastermind } from '../../../registry.js';
import {
  chooseDiscard, countHeroes, gainWound, hasHero, isBystander, isTeam, otherPlayersEvil,
  playerOrder, recruitPoints, rescue, rescueCard, spendRecruitPoints, takeFromPlayer, takeFromVillainDeck,
} from '../../../rules.js';
import { shuffle } from '../../../../shared/rng.js';
import type { Game, GameEvent } from '../../../types.js';
import { AVENGERS, Z_TACTICS, Z_VICTORY } from '../../../types.js';
import { MASTERS_OF_EVIL_WWII } from '../villains/masters-of-evil-wwii.js';
import { KO_VICTORY_BYSTANDER, victoryBystanders } from '../common.js';

export const ZEMO_EXTRA = 9, ZEMO_RESCUE_COST = 2;

// Whenever you fight a villain: may pay 2 Recruit to rescue a Bystander (Attack while a scheme swaps the pools).
const payToRescue = cont('baron-zemo:pay-to-rescue', (g, f, v) => {
  if (v !== 1 || recruitPoints(g) < ZEMO_RESCUE_COST) return;
  spendRecruitPoints(g, ZEMO_RESCUE_COST);
  rescue(g, f.p, 1);
}, { about: 'may' });
function afterDefeat(g: Game, e: GameEvent): void {
  if (e.from === Z_TACTICS || e.p !== g.current || recruitPoints(g) < ZEMO_RESCUE_COST || g.bystanders.length === 0) return;
  ask(g, e.p, 'yesno', payToRescue, [1, 0], { source: e.c });
}

// Master Strike: each player KOs a Bystander from their victory pile, or gains a Wound.
const strikeEach = cont('baron-zemo:strike:each', (g, f) => {
  const bys = victoryBystanders(g, f.p);
  if (bys.length === 0) gainWound(g, f.p);
  else ask(g, f.p, 'card', KO_VICTORY_BYSTANDER, bys, { source: f.c });
});

// Finding Zemo: the top five Villain Deck cards are revealed; Bystanders among them are KO'd (then each other
// player gains a Wound), the rest go back in random order.
function findingZemo(g: Game): void {
  const top = g.villainDeck.slice(-5);
  const bys = top.filter((c) => isBystander(g, c));
  if (bys.length === 0) { shuffleTop(g, top.length); return; }
  for (const b of bys) { takeFromVillainDeck(g, b); g.ko.push(b); }
  shuffleTop(g, top.length - bys.length);
  for (const q of otherPlayersEvil(g)) gainWound(g, q);
}
function shuffleTop(g: Game, n: number): void {
  if (n <= 1) return;
  const rest = g.villainDeck.splice(g.villainDeck.length - n, n);
  g.villainDeck.push(...shuffle(g.rng, rest));
}

// Prisoners of War: each other player reveals an Avengers hero, or gives the fighter a Bystander of their choice.
const powGiven = cont('baron-zemo:prisoners-of-war:bystander', (g, f, v) => {
  if (v < 0 || takeFromPlayer(g, f.p, v) === 0) return;
  rescueCard(g, f.n, v, Z_VICTORY);
}, { about: 'lose-vp' });
const powReveal = cont('baron-zemo:prisoners-of-war:reveal', (g, f, v) => { if (v !== 1) later(g, powGive, f.p, f.c, f.n); }, { about: 'reveal' });
const powGive = cont('baron-zemo:prisoners-of-war:give', (g, f) => {
  ask(g, f.p, 'card', powGiven, victoryBystanders(g, f.p), { source: f.c, n: f.n });
});
const powEach = cont('baron-zemo:prisoners-of-war:each', (g, f) => {
  if (hasHero(g, f.p, (c) => isTeam(g, c, AVENGERS))) ask(g, f.p, 'yesno', powReveal, [1, 0], { source: f.c, n: f.n });
  else later(g, powGive, f.p, f.c, f.n);
});

mastermind({
  name: 'Baron Heinrich Zemo', set: SET, attack: 9, vp: 6, leads: MASTERS_OF_EVIL_WWII,
  text: '+9 Attack unless you are a Savior. Whenever you defeat a villain you may pay 2 Recruit to rescue a Bystander. Master Strike: each player KOs a Bystander from their victory pile or gains a Wound.',
  mods: { mastermindAttack: (g) => (isSavior(g, g.current) ? 0 : ZEMO_EXTRA) },
  on: { defeat: { after: afterDefeat } },
  reveals: [{ team: AVENGERS, w: 0.5 }],
  strike: (g, _p, c) => { for (const q of playerOrder(g)) later(g, strikeEach, q, c); },
  tactics: [
    {
      name: 'Fallen Idols', text: 'Each other player who is not a Savior discards a card.',
      fight: (g) => { for (const q of otherPlayersEvil(g)) if (!isSavior(g, q)) chooseDiscard(g, q); },
    },
    {
      name: 'Finding Zemo', text: 'Reveal the top five Villain Deck cards: KO the Bystanders (if any, each other player gains a Wound); the rest go back in random order.',
      fight: (g) => findingZemo(g),
    },
    {
      name: 'Hatred for the Avengers', text: 'Rescue a Bystander for each of your Avengers heroes.',
      fight: (g, p) => rescue(g, p, countHeroes(g, p, (c) => isTeam(g, c, AVENGERS))),
    },
    {
      name: 'Prisoners of War', text: 'Each other player reveals an Avengers hero or gives you a Bystander from their victory pile.',
      fight: (g, p, c) => { for (const q of otherPlayersEvil(g)) later(g, powEach, q, c, p); },
    },
  ],
});
