import { ask, cont } from '../../../flow.js';
import { draw, isBystander, log, moveVillain, nameOf, power, CITY_NAMES } from '../../../rules.js';
import { hero } from '../../../registry.js';
import { COVERT, RANGED } from '../../../types.js';

// Spinning Cyclone: first decision 'slot' = the city space (0 Sewers .. 4 Bridge) of the villain to move,
// or -1 to decline; second decision 'slot' = the space it moves to (any other space; an occupied space
// swaps the two villains). The moved villain's captured Bystanders go to the player's victory pile.
const cycloneWhere = cont('storm:spinning-cyclone:to', (g, f, v) => {
  const from = f.n;
  if (v < 0 || g.city[from]! < 0) return;
  log(g, `  ${nameOf(g, g.city[from]!)} moves from ${CITY_NAMES[from]} to ${CITY_NAMES[v]}`);
  moveVillain(g, from, v);
  const caps = g.captured[v]!;
  const saved = caps.filter((x) => isBystander(g, x));
  if (saved.length === 0) return;
  g.captured[v] = caps.filter((x) => !isBystander(g, x));
  g.players[f.p]!.victory.push(...saved);
  log(g, `  P${f.p + 1} rescues ${saved.length} Bystander(s)`);
});
const cycloneWhich = cont('storm:spinning-cyclone:villain', (g, f, v) => {
  if (v < 0) return;
  const to = [0, 1, 2, 3, 4].filter((s) => s !== v);
  ask(g, f.p, 'slot', cycloneWhere, to, { source: f.c, n: v });
});

hero('Storm', 'X-Men', [
  {
    name: 'Gathering Stormclouds', copies: 5, cls: RANGED, cost: 3, recruit: 2,
    text: 'Ranged superpower: draw a card.',
    play: (g, p) => { if (power(g, RANGED)) draw(g, p, 1); },
  },
  {
    name: 'Lightning Bolt', copies: 5, cls: RANGED, cost: 4, attack: 2,
    text: 'Villains on the Rooftops get -2 Attack when you fight them this turn.',
    play: (g) => { g.t.rooftopsMinus += 2; },
  },
  {
    name: 'Spinning Cyclone', copies: 3, cls: COVERT, cost: 6, attack: 4,
    text: 'Optionally move a villain to another city space (swapping if occupied) and rescue the Bystanders it held.',
    play: (g, p, c) => {
      const occupied = [0, 1, 2, 3, 4].filter((s) => g.city[s]! >= 0);
      if (occupied.length) ask(g, p, 'slot', cycloneWhich, [...occupied, -1], { source: c });
    },
  },
  {
    name: 'Tidal Wave', copies: 1, cls: RANGED, cost: 7, attack: 5,
    text: 'Villains on the Bridge get -2 Attack when you fight them this turn. Ranged superpower: the Mastermind gets -2 Attack this turn.',
    play: (g) => {
      const pw = power(g, RANGED);
      g.t.bridgeMinus += 2;
      if (pw) g.t.mastermindMinus += 2;
    },
  },
]);
