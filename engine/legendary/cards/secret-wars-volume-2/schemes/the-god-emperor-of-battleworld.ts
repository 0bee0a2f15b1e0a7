// The God-Emperor of Battleworld (Secret Wars Volume 2): 8 twists. A "God-Emperor" card waits beside the scheme from
// the start.
// - Twist 1: the scheme ascends: the God-Emperor becomes a Mastermind beside the others (rules/mastermind.ts, other
//   Masterminds): 9 Attack, worth 9 VP; its Master Strike: each player with exactly six cards in hand reveals a Tech hero
//   or puts two cards of their hand on top of their deck (one 'card' question each, intent 'lose').
// - Twists 2-6: the twist is stacked beside the scheme; the God-Emperor gets +2 Attack for each stacked twist.
// - Twist 7: if the God-Emperor still stands, it KOs every other Mastermind: the setup's (its card and the Tactics left)
//   and any other; then only the God-Emperor is left to defeat.
// - Twist 8: evil wins if any Mastermind still stands.
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { scheme, stackCard } from '../../../registry.js';
import {
  ascend, def, distinct, endGame, hasCls, log, mastermindHeld, mastermindStands, nameOf, playerOrder, removeOtherMastermind, takeFromPlayer,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { TECH, Z_NONE } from '../../../types.js';
import { announce } from '../../../rules/events.js';
import { otherwise, revealOrElse, revealable } from '../../dark-city/masterminds/common.js';

const GOD_ATTACK = 9, PER_TWIST = 2;
const REVEAL_TECH = revealable((g, c) => hasCls(g, c, TECH));
const stacked = (g: Game) => { let n = 0; for (const c of g.schemeZone) if (def(g, c).kind === 'twist') n++; return n; };

const strikeEach = cont('god-emperor:strike', (g, f) => {
  if (g.players[f.p]!.hand.length !== 6) return;
  revealOrElse(g, f.p, REVEAL_TECH, twoOnTop, f.c);
});
const twoOnTop = otherwise(cont('god-emperor:strike:two', (g, f) => { later(g, oneOnTop, f.p, f.c); later(g, oneOnTop, f.p, f.c); }));
const oneOnTop = cont('god-emperor:strike:one', (g, f) => ask(g, f.p, 'card', onTop, distinct(g, f.p, g.players[f.p]!.hand), { source: f.c }));
const onTop = cont('god-emperor:strike:on-top', (g, f, v) => {
  if (v < 0 || takeFromPlayer(g, f.p, v) === Z_NONE) return;
  g.players[f.p]!.deck.push(v);
  g.log && log(g, `  P${f.p + 1} puts ${nameOf(g, v)} on top of their deck`);
  announce(g, 'putOnDeck', f.p, v);
}, { about: 'lose' });

const GOD_EMPEROR = stackCard('token', {
  name: 'God-Emperor', attack: GOD_ATTACK, vp: GOD_ATTACK,
  text: 'The God-Emperor of Battleworld\'s Mastermind: 9 Attack (+2 per twist stacked beside the scheme), 9 VP. Master Strike: a player holding exactly six cards shows a Tech hero or puts two of them on top of their deck.',
  attackAt: (g) => GOD_ATTACK + PER_TWIST * stacked(g),
  strike: (g, _p, c) => { for (const p of playerOrder(g)) later(g, strikeEach, p, c); },
}, SET);

const godOf = (g: Game) => g.schemeZone.find((c) => g.defOf[c] === GOD_EMPEROR.id) ?? g.others.find((c) => g.defOf[c] === GOD_EMPEROR.id) ?? -1;

/** Every Mastermind but the God-Emperor is KO'd (the setup's card and its Tactics left, the others with what they hold). */
function koOthers(g: Game, god: number): void {
  if (mastermindStands(g) && g.mastermind.length) {
    const held = mastermindHeld(g, g.mastermind[0]!);
    g.ko.push(...held.splice(0));
    g.ko.push(...g.mastermind, ...g.tactics);
    g.log && log(g, `  the God-Emperor KOs ${nameOf(g, g.mastermind[0]!)}`);
    g.mastermind = []; g.tactics = []; g.finalBlow = 0;
  }
  for (let i = g.others.length - 1; i >= 0; i--) {
    const m = g.others[i]!;
    if (m === god) continue;
    const { held, tactics } = removeOtherMastermind(g, i);
    g.ko.push(m, ...held, ...tactics);
    g.log && log(g, `  the God-Emperor KOs ${nameOf(g, m)}`);
  }
}

scheme({
  name: 'The God-Emperor of Battleworld', set: SET,
  text: '8 twists. Twist 1: the scheme becomes the God-Emperor, a 9 Attack Mastermind worth 9 VP. Twists 2-6: stacked; +2 Attack each. Twist 7: a standing God-Emperor KOs every other Mastermind. Twist 8: evil wins while any Mastermind stands.',
  twists: () => 8,
  afterSetup: (g, make) => { g.schemeZone.push(...make(GOD_EMPEROR.key, 1)); },
  twist: (g, n, c) => {
    const god = godOf(g);
    if (n === 1) {
      g.ko.push(c);
      const i = g.schemeZone.indexOf(god);
      if (i < 0) return;
      g.schemeZone.splice(i, 1);
      g.escaped.push(god); // ascend takes it from where an ascending villain stands
      ascend(g, god);
      return;
    }
    if (n <= 6) { g.schemeZone.push(c); return; }
    g.ko.push(c);
    if (n === 7) { if (g.others.includes(god)) koOthers(g, god); return; }
    if (mastermindStands(g) || g.others.length > 0) endGame(g, 'loss', 'The God-Emperor of Battleworld: a Mastermind still stood at the 8th twist');
  },
  hint: { progress: (v) => Math.min(1, v.stats.twists / 8) },
});
