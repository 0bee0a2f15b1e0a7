// Masters of Evil (WWII) (Captain America 75th Anniversary): a group of its own, apart from core's Masters of Evil.
// Every one captures a Bystander when it enters; most Fight effects need Savior (engine/legendary/keywords/savior.ts), and
// the Bystanders the villain held are in the victory pile before Savior is checked.
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { isSavior } from '../../../keywords/savior.js';
import {
  YOUR_HEROES, captureFromStack, draw, gainWound, koCard, koSome, playerOrder,
  topOfDeck,
} from '../../../rules.js';
import { villainGroup } from '../../../registry.js';
import type { Effect, Game } from '../../../types.js';
import { KO_VICTORY_BYSTANDER, victoryBystanders } from '../common.js';

export const MASTERS_OF_EVIL_WWII = 'Masters of Evil (WWII)';

/** Ambush: the villain captures a Bystander from the stack. */
const captures: Effect = (g, _p, c) => { const at = g.city.indexOf(c); if (at >= 0) captureFromStack(g, at); };

// Executioner's Escape: each player KOs a Bystander of their choice from their victory pile.
function executionerEscape(g: Game, c: number): void {
  for (const q of playerOrder(g)) ask(g, q, 'card', KO_VICTORY_BYSTANDER, victoryBystanders(g, q), { source: c });
}

// Melter (WWII)'s Fight: each player's top card is revealed; the fighter KOs it or puts it back.
const melterChoice = cont('masters-of-evil-wwii:melter:ko-top', (g, f, v) => {
  if (v < 0) return;
  const deck = g.players[f.n]!.deck;
  if (deck[deck.length - 1] !== v) return;
  deck.pop();
  koCard(g, f.n, v, f.c);
}, { about: 'ko-optional', n: 0.5 });
const melterReveal = cont('masters-of-evil-wwii:melter:reveal', (g, f) => {
  const top = topOfDeck(g, f.n);
  if (top >= 0) ask(g, f.p, 'card', melterChoice, [top, -1], { source: f.c, n: f.n });
});
function melter(g: Game, p: number, c: number): void {
  if (!isSavior(g, p)) return;
  for (const q of playerOrder(g)) later(g, melterReveal, p, c, q);
}

const radioactive: Effect = (g) => { for (const q of playerOrder(g)) if (!isSavior(g, q)) gainWound(g, q); };

villainGroup(MASTERS_OF_EVIL_WWII, [
  {
    name: 'Black Knight', copies: 2, attack: 4, vp: 2,
    text: 'Ambush: captures a Bystander. Fight: Savior: KO one of your heroes.',
    hint: { fight: 0.3 },
    ambush: captures,
    fight: (g, p) => { if (isSavior(g, p)) koSome(g, p, 1, YOUR_HEROES, true); },
  },
  {
    name: 'Executioner', copies: 2, attack: 6, vp: 4,
    text: "Ambush: captures a Bystander. Fight: Savior: draw a card. Escape: each player KOs a Bystander from their victory pile.",
    hint: { fight: 0.6, escape: 1 },
    ambush: captures,
    fight: (g, p) => { if (isSavior(g, p)) draw(g, p, 1); },
    escape: (g, _p, c) => executionerEscape(g, c),
  },
  {
    name: 'Melter (WWII)', copies: 2, attack: 5, vp: 3,
    text: "Ambush: captures a Bystander. Fight: Savior: reveal each player's top card; you KO it or put it back.",
    hint: { fight: 0.4 },
    ambush: captures,
    fight: melter,
  },
  {
    name: 'Radioactive Man', copies: 2, attack: 5, vp: 3,
    text: 'Ambush: captures a Bystander. Fight and Escape: each player who is not a Savior gains a Wound.',
    hint: { fight: -0.5, fightEach: -0.5, escape: 0.8 },
    ambush: captures,
    fight: radioactive,
    escape: radioactive,
  },
], SET);
