// Wrecking Crew (Champions). Demolish: keywords/demolish.ts (one Hero Deck card revealed for all the players demolished).
//
// - Bulldozer: Ambush: he moves one more space forward (keywords/charge.ts, as a Charge of one space), pushing the
//   villains ahead as an entering villain does; if the space ahead of him held a villain (or a Mastermind standing in the
//   city) as he moved, Demolish each player. From the city's end he escapes, which pushes nobody.
// - Piledriver: Fight: the fighter KOs one of their heroes (hand or played). Escape: Demolish each player.
// - Thunderball: Fight: if he was in the Sewers or the Bank (g.defeatSlot), Demolish each other player (otherPlayersEvil:
//   the fighter in advanced solo). A defeat there by a card effect counts too (the reading worst for the players).
// - The Wrecker: Ambush: Demolish each player once for each Wrecking Crew villain in the city, himself included
//   (counted as the Ambush starts).
import { SET } from '../set.js';
import { charge } from '../../../keywords/charge.js';
import { demolish } from '../../../keywords/demolish.js';
import { villainGroup } from '../../../registry.js';
import { BANK, SEWERS, YOUR_HEROES, cityLine, cityLive, def, isVillain, koSome, otherPlayersEvil, playerOrder } from '../../../rules.js';
import type { Game } from '../../../types.js';

export const WRECKING_CREW = 'Wrecking Crew';

/** Bulldozer in city space s moves forward one more space; Demolish each player if that pushed anyone. */
function bulldozerAmbush(g: Game, c: number): void {
  const s = g.city.indexOf(c);
  if (s < 0) return;
  const line = cityLine(g, s), at = line.indexOf(s);
  const ahead = at >= 0 && at < line.length - 1 ? line[at + 1]! : -1;
  const pushes = ahead >= 0 && g.city[ahead]! >= 0; // a Mastermind standing there is no villain
  charge(g, s, 1);
  if (pushes) demolish(g, playerOrder(g), c);
}

/** Wrecking Crew villains in the city. */
function crewInCity(g: Game): number {
  let n = 0;
  for (let s = 0; s < g.city.length; s++) {
    const v = g.city[s]!;
    if (v >= 0 && cityLive(g, s) && isVillain(g, v) && def(g, v).group === WRECKING_CREW) n++;
  }
  return n;
}

villainGroup(WRECKING_CREW, [
  {
    name: 'Bulldozer', copies: 2, attack: 4, vp: 2,
    text: 'Ambush: Bulldozer moves one more space forward; if that pushes villains forward, Demolish each player.',
    hint: { escape: 0.1 },
    ambush: (g, _p, c) => bulldozerAmbush(g, c),
  },
  {
    name: 'Piledriver', copies: 2, attack: 6, vp: 4,
    text: 'Fight: KO one of your heroes. Escape: Demolish each player.',
    hint: { fight: -0.3, escape: 0.6 },
    fight: (g, p) => koSome(g, p, 1, YOUR_HEROES, true),
    escape: (g, _p, c) => demolish(g, playerOrder(g), c),
  },
  {
    name: 'Thunderball', copies: 2, attack: 5, vp: 3,
    text: 'Fight: if he was in the Sewers or the Bank, Demolish each other player.',
    hint: { fightAt: { slot: SEWERS, each: -0.6 } },
    fight: (g, _p, c) => { if (g.defeatSlot === SEWERS || g.defeatSlot === BANK) demolish(g, otherPlayersEvil(g), c); },
  },
  {
    name: 'The Wrecker', copies: 2, attack: 7, vp: 5,
    text: 'Ambush: Demolish each player once for each Wrecking Crew villain in the city (The Wrecker too).',
    ambush: (g, _p, c) => { const n = crewInCity(g); for (let i = 0; i < n; i++) demolish(g, playerOrder(g), c); },
  },
], SET);
