// Blade (Dark City, Marvel Knights).
//
// Night Hunter and Nowhere to Hide: for the rest of the turn, whenever the current player defeats a villain
// in the Sewers or on the Rooftops (a 'defeat' event from a city space), +2 Recruit / draw two cards.
// Stalk the Prey: first decision 'slot' = the city space of the villain to move (-1: none), second 'slot' =
// an adjacent city space (one step towards or away from the Bridge); a villain already there swaps places.
// The villain keeps what it holds.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { addEffect, effectKind } from '../../../effects.js';
import { ROOFTOPS, SEWERS, cityName, draw, gainAttack, gainRecruit, log, moveVillain, nameOf } from '../../../rules.js';
import { hero } from '../../../registry.js';
import type { Game, GameEvent } from '../../../types.js';
import { COVERT, INSTINCT, STRENGTH, TECH, Z_CITY } from '../../../types.js';


/** The current player defeated a villain in the Sewers or on the Rooftops. */
function defeatedLow(g: Game, ev: GameEvent): boolean {
  return ev.p === g.current && ev.from === Z_CITY && (ev.slot === SEWERS || ev.slot === ROOFTOPS);
}
const NIGHT_HUNTER = effectKind({ key: 'blade:night-hunter', after: { defeat: (g, ev) => { if (defeatedLow(g, ev)) gainRecruit(g, 2); } } });
const NOWHERE_TO_HIDE = effectKind({ key: 'blade:nowhere-to-hide', after: { defeat: (g, ev) => { if (defeatedLow(g, ev)) draw(g, ev.p, 2); } } });

const stalkTo = cont('blade:stalk-the-prey:to', (g, f, v) => {
  const from = f.n;
  if (v < 0 || g.city[from]! < 0) return;
  g.log && log(g, `  ${nameOf(g, g.city[from]!)} moves from ${cityName(from)} to ${cityName(v)}`);
  moveVillain(g, from, v);
}, { about: 'move-villain-to' });
const stalkWhich = cont('blade:stalk-the-prey:villain', (g, f, v) => {
  if (v < 0) return;
  const to: number[] = [];
  if (v > 0) to.push(v - 1);
  if (v < g.city.length - 1) to.push(v + 1);
  ask(g, f.p, 'slot', stalkTo, to, { source: f.c, n: v });
}, { about: 'move-villain' });

hero('Blade', 'Marvel Knights', [
  {
    name: 'Night Hunter', copies: 5, cls: STRENGTH, cost: 4, attack: 2, recruit: 0, plus: { recruit: true },
    text: 'Until the turn ends, each villain you beat in the Sewers or on the Rooftops gives +2 Recruit.',
    hint: { avgRecruit: 1 },
    play: (g, _p, c) => addEffect(g, NIGHT_HUNTER, c),
  },
  {
    name: 'Stalk the Prey', copies: 5, cls: COVERT, cost: 3, attack: 2,
    text: 'Optionally shift one villain a single city space (trading places with a villain there).',
    hint: { avgAttack: 0.3 },
    play: (g, p, c) => {
      const occupied: number[] = [];
      for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0) occupied.push(s);
      if (occupied.length) ask(g, p, 'slot', stalkWhich, [...occupied, -1], { source: c });
    },
  },
  {
    name: 'Nowhere to Hide', copies: 3, cls: TECH, cost: 6, attack: 3,
    text: 'Until the turn ends, each villain you beat in the Sewers or on the Rooftops draws you two cards.',
    hint: { avgAttack: 1.5 },
    play: (g, _p, c) => addEffect(g, NOWHERE_TO_HIDE, c),
  },
  {
    name: 'Vampiric Surge', copies: 1, cls: INSTINCT, cost: 7, attack: 0, plus: { attack: true },
    text: '+1 Attack per villain in your victory pile.',
    hint: { avgAttack: 3 },
    play: (g, p) => {
      let n = 0;
      for (const x of g.players[p]!.victory) { const k = g.cards[g.defOf[x]!]!.kind; if (k === 'villain' || k === 'henchman') n++; }
      gainAttack(g, n);
    },
  },
], SET);
