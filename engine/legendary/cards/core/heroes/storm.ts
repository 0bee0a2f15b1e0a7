import { ask, cont } from '../../../flow.js';
import { addEffect, effectKind } from '../../../effects.js';
import { BRIDGE, ROOFTOPS, cityName, draw, isBystander, log, moveVillain, nameOf, power, rescueCard } from '../../../rules.js';
import { hero } from '../../../registry.js';
import { COVERT, RANGED, Z_ATTACHED } from '../../../types.js';

// Lightning Bolt and Tidal Wave: a villain fought in that space this turn gets -2 Attack (only when fought:
// an effect that defeats without fighting sees its usual Attack). Tidal Wave's Ranged superpower: the
// Mastermind gets -2 Attack this turn.
const FOUGHT_ON_ROOFTOPS = effectKind({
  key: 'storm:lightning-bolt', villainAttack: (_g, slot, _c, fight) => (fight && slot === ROOFTOPS ? -2 : 0),
});
const FOUGHT_ON_BRIDGE = effectKind({
  key: 'storm:tidal-wave', villainAttack: (_g, slot, _c, fight) => (fight && slot === BRIDGE ? -2 : 0),
});
const MASTERMIND_MINUS = effectKind({ key: 'storm:tidal-wave:mastermind', mastermindAttack: () => -2 });

// Spinning Cyclone: first decision 'slot' = the city space (0 Sewers .. 4 Bridge) of the villain to move,
// or -1 to decline; second decision 'slot' = the space it moves to (any other space; an occupied space
// swaps the two villains). The moved villain's captured Bystanders go to the player's victory pile.
const cycloneWhere = cont('storm:spinning-cyclone:to', (g, f, v) => {
  const from = f.n;
  if (v < 0 || g.city[from]! < 0) return;
  log(g, `  ${nameOf(g, g.city[from]!)} moves from ${cityName(from)} to ${cityName(v)}`);
  moveVillain(g, from, v);
  const held = g.att[v]!;
  const saved = held.filter((x) => isBystander(g, x));
  if (saved.length === 0) return;
  g.att[v] = held.filter((x) => !isBystander(g, x));
  for (const b of saved) rescueCard(g, f.p, b, Z_ATTACHED);
  log(g, `  P${f.p + 1} rescues ${saved.length} Bystander(s)`);
}, { about: 'move-villain-to' });
const cycloneWhich = cont('storm:spinning-cyclone:villain', (g, f, v) => {
  if (v < 0) return;
  const to: number[] = [];
  for (let s = 0; s < g.city.length; s++) if (s !== v) to.push(s);
  ask(g, f.p, 'slot', cycloneWhere, to, { source: f.c, n: v });
}, { about: 'move-villain' });

hero('Storm', 'X-Men', [
  {
    name: 'Gathering Stormclouds', copies: 5, cls: RANGED, cost: 3, recruit: 2,
    text: 'Ranged superpower: draw a card.',
    hint: { power: { cls: RANGED, draw: 1 } },
    play: (g, p) => { if (power(g, RANGED)) draw(g, p, 1); },
  },
  {
    name: 'Lightning Bolt', copies: 5, cls: RANGED, cost: 4, attack: 2,
    text: 'Villains on the Rooftops get -2 Attack when you fight them this turn.',
    play: (g, _p, c) => addEffect(g, FOUGHT_ON_ROOFTOPS, c),
  },
  {
    name: 'Spinning Cyclone', copies: 3, cls: COVERT, cost: 6, attack: 4,
    text: 'Optionally move a villain to another city space (swapping if occupied) and rescue the Bystanders it held.',
    play: (g, p, c) => {
      const occupied: number[] = [];
      for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0) occupied.push(s);
      if (occupied.length) ask(g, p, 'slot', cycloneWhich, [...occupied, -1], { source: c });
    },
  },
  {
    name: 'Tidal Wave', copies: 1, cls: RANGED, cost: 7, attack: 5,
    text: 'Villains on the Bridge get -2 Attack when you fight them this turn. Ranged superpower: the Mastermind gets -2 Attack this turn.',
    hint: { power: { cls: RANGED, other: 2.5 } },
    play: (g, _p, c) => {
      const pw = power(g, RANGED);
      addEffect(g, FOUGHT_ON_BRIDGE, c);
      if (pw) addEffect(g, MASTERMIND_MINUS, c);
    },
  },
]);
