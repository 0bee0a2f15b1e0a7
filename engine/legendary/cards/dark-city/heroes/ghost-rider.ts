// Ghost Rider (Dark City, Marvel Knights).
//
// "A Villain in a Victory Pile" is a villain or henchman card (Bystanders and Mastermind Tactics are not
// Villains). Option encodings:
// - 'ghost-rider:blazing-hellfire:ko' is a 'card' decision over the distinct villains of your Victory Pile
//   and -1 (keep them): a KO gives +3 Attack.
// - 'ghost-rider:infernal-chains:defeat' is a 'slot' decision over the city spaces whose villain has 3 Attack
//   or less. It is not optional. The villain is defeated, not fought: its Attack is read without the
//   "villains you fight" modifiers, and "you can't defeat ... unless" restrictions do not apply (Universal
//   Rulebook: a card that tells you to defeat ignores such restrictions); its Fight effect happens.
// - 'ghost-rider:penance-stare:ko' is a 'card' decision of each player (current first, clockwise) over the
//   distinct villains of their own Victory Pile (mandatory when they have one); each KO gives the player of
//   Penance Stare +1 Attack. 'ghost-rider:penance-stare:take' (Marvel Knights team power, read when the card
//   is played) is a 'card' decision over the villains KO'd this way: the chosen one goes from the KO pile to
//   your Victory Pile.
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import {
  canDefeatNow, def, defeatVillain, distinct, draw, gainAttack, gainRecruit, koCard, playerOrder, power, teamPower,
  villainAttack,
} from '../../../rules.js';
import { hero, teamId } from '../../../registry.js';
import type { Game } from '../../../types.js';
import { RANGED, STRENGTH, TECH } from '../../../types.js';

const MARVEL_KNIGHTS = teamId('Marvel Knights');

function isVillainCard(g: Game, c: number): boolean {
  const k = def(g, c).kind;
  return k === 'villain' || k === 'henchman';
}
/** The distinct villains of player p's Victory Pile. */
function villainsInVictory(g: Game, p: number): number[] {
  return distinct(g, p, g.players[p]!.victory.filter((c) => isVillainCard(g, c)));
}

const hellfireKo = cont('ghost-rider:blazing-hellfire:ko', (g, f, v) => {
  if (v < 0 || !g.players[f.p]!.victory.includes(v)) return;
  koCard(g, f.p, v, f.c);
  gainAttack(g, 3);
}, { about: 'lose-vp' });

const chainsDefeat = cont('ghost-rider:infernal-chains:defeat', (g, f, v) => {
  if (v >= 0 && g.city[v]! >= 0) defeatVillain(g, f.p, v);
}, { about: 'defeat' });

// Penance Stare: each player KOs a villain of their own Victory Pile.
const stareAsk = cont('ghost-rider:penance-stare:each', (g, f) => {
  ask(g, f.p, 'card', stareKo, villainsInVictory(g, f.p), { source: f.c });
});
const stareKo = cont('ghost-rider:penance-stare:ko', (g, f, v) => {
  if (v < 0 || !g.players[f.p]!.victory.includes(v)) return;
  koCard(g, f.p, v, f.c);
  gainAttack(g, 1);
}, { about: 'lose-vp' });
// f.n: the KO pile's size before the first KO, so the villains KO'd this way are the villains after it
const stareTake = cont('ghost-rider:penance-stare:after', (g, f) => {
  const kod = g.ko.slice(f.n).filter((c) => isVillainCard(g, c));
  if (kod.length) ask(g, f.p, 'card', stareChosen, distinct(g, -1, kod), { source: f.c });
});
const stareChosen = cont('ghost-rider:penance-stare:take', (g, f, v) => {
  const i = v < 0 ? -1 : g.ko.lastIndexOf(v);
  if (i < 0) return;
  g.ko.splice(i, 1);
  g.players[f.p]!.victory.push(v);
}, { about: 'gain' });

hero('Ghost Rider', 'Marvel Knights', [
  {
    name: 'Blazing Hellfire', copies: 5, cls: RANGED, cost: 5, attack: 2, plus: { attack: true },
    text: 'You may KO a villain from your Victory Pile for +3 Attack.',
    hint: { avgAttack: 2 },
    play: (g, p, c) => {
      const opts = villainsInVictory(g, p);
      if (opts.length) ask(g, p, 'card', hellfireKo, [...opts, -1], { source: c });
    },
  },
  {
    name: 'Hell on Wheels', copies: 5, cls: TECH, cost: 3, recruit: 2, plus: { recruit: true },
    text: 'Marvel Knights team power: +2 Recruit.',
    hint: { power: { team: MARVEL_KNIGHTS, recruit: 2 } },
    play: (g) => { if (teamPower(g, MARVEL_KNIGHTS)) gainRecruit(g, 2); },
  },
  {
    name: 'Infernal Chains', copies: 3, cls: STRENGTH, cost: 2,
    text: 'Draw a card. Strength superpower: defeat a villain with 3 Attack or less, for free.',
    hint: { draw: 1, power: { cls: STRENGTH, other: 3 } },
    play: (g, p, c) => {
      const strength = power(g, STRENGTH);
      draw(g, p, 1);
      if (!strength || !canDefeatNow(g)) return;
      const opts: number[] = [];
      for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0 && villainAttack(g, s, false) <= 3) opts.push(s);
      if (opts.length) ask(g, p, 'slot', chainsDefeat, opts, { source: c });
    },
  },
  {
    name: 'Penance Stare', copies: 1, cls: RANGED, cost: 8, attack: 3, plus: { attack: true },
    text: 'Each player KOs a villain from their Victory Pile; +1 Attack per villain KO\'d. Marvel Knights team power: put one of them in your Victory Pile.',
    hint: { avgAttack: 1.5, power: { team: MARVEL_KNIGHTS, other: 2 } },
    play: (g, p, c) => {
      const team = teamPower(g, MARVEL_KNIGHTS);
      const koBefore = g.ko.length;
      for (const q of playerOrder(g)) later(g, stareAsk, q, c);
      if (team) later(g, stareTake, p, c, koBefore);
    },
  },
], SET);
