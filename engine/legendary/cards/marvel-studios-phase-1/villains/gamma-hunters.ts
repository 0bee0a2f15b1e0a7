// Gamma Hunters (Marvel Studios Phase 1). Abomination and the Fighter Jet have Streets Conqueror (+Attack while
// any villain is on the Streets, engine/legendary/keywords/conqueror.ts).
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { villainGroup } from '../../../registry.js';
import { STREETS, YOUR_HEROES, discardFromHand, distinct, gainWound, hasCls, koSome, moveVillain, playerOrder } from '../../../rules.js';
import { CONQUEROR, conquered, conqueror } from '../../../keywords/conqueror.js';
import { DISCARD_ONE, DRAW_N } from '../../dark-city/villains/shared.js';
import { STRENGTH } from '../../../types.js';
import type { Game } from '../../../types.js';

// Sonic Cannon: each player in turn discards two cards (one question each), then draws one.
const sonicCannon = cont('gamma-hunters:sonic-cannon', (g, f) => {
  for (let i = 0; i < 2; i++) later(g, DISCARD_ONE, f.p, f.c);
  later(g, DRAW_N, f.p, f.c, 1);
});
function eachSonicCannon(g: Game, _p: number, c: number): void {
  for (const q of playerOrder(g)) later(g, sonicCannon, q, c);
}

// Thunderbolt Ross: each player reveals their hand; one holding a Strength card discards one of them or gains
// a Wound (their choice: first whether to take the Wound, then which Strength card to discard).
const strengthInHand = (g: Game, p: number) => g.players[p]!.hand.filter((c) => hasCls(g, c, STRENGTH));
const ross = cont('gamma-hunters:ross', (g, f) => {
  if (strengthInHand(g, f.p).length > 0) ask(g, f.p, 'yesno', rossWound, [1, 0], { source: f.c });
});
const rossWound = cont('gamma-hunters:ross:wound-instead', (g, f, v) => {
  if (v === 1) gainWound(g, f.p);
  else ask(g, f.p, 'card', rossDiscard, distinct(g, f.p, strengthInHand(g, f.p)), { source: f.c });
}, { about: 'gain-wound' });
const rossDiscard = cont('gamma-hunters:ross:discard', (g, f, v) => { if (v >= 0) discardFromHand(g, f.p, v); }, { about: 'discard' });
function eachRoss(g: Game, _p: number, c: number): void {
  for (const q of playerOrder(g)) later(g, ross, q, c);
}

// Abomination: with the Streets empty, the current player moves another villain from any city space there.
const abominationMove = cont('gamma-hunters:abomination:move', (g, _f, v) => {
  if (v >= 0 && !conquered(g, STREETS)) moveVillain(g, v, STREETS);
}, { about: 'move-villain' });
function abomination(g: Game, p: number, c: number): void {
  if (STREETS >= g.city.length || conquered(g, STREETS)) return;
  const from: number[] = [];
  for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0 && g.city[s] !== c) from.push(s);
  if (from.length > 0) ask(g, p, 'slot', abominationMove, from, { source: c });
}

villainGroup('Gamma Hunters', [
  {
    name: 'Sonic Cannon', copies: 2, attack: 4, vp: 2,
    text: 'Ambush and Escape: each player discards two cards, then draws a card.',
    hint: { escape: 0.6 },
    ambush: eachSonicCannon,
    escape: eachSonicCannon,
  },
  {
    name: 'Lt. Gen “Thunderbolt” Ross', copies: 2, attack: 5, vp: 3,
    text: 'Ambush and Escape: each player with a Strength card in hand discards one of them or gains a Wound.',
    hint: { escape: 0.5 },
    ambush: eachRoss,
    escape: eachRoss,
  },
  {
    name: 'Abomination, Raging Monster', copies: 2, attack: 4, vp: 4, keywords: [CONQUEROR], attackAt: conqueror(STREETS, 3), plus: { attack: true },
    text: 'Streets Conqueror 3. Ambush: if the Streets are empty, move another villain from any city space to the Streets.',
    ambush: abomination,
  },
  {
    name: 'Fighter Jet', copies: 2, attack: 3, vp: 2, keywords: [CONQUEROR], attackAt: conqueror(STREETS, 2), plus: { attack: true },
    text: 'Streets Conqueror 2. Fight: KO one of your heroes.',
    hint: { fight: 0.5 },
    fight: (g, p) => koSome(g, p, 1, YOUR_HEROES, true),
  },
], SET, [{ cls: STRENGTH, w: 0.3 }]);
