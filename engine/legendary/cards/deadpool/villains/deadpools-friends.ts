// Deadpool's "Friends" (Deadpool). Most have Revenge for their own group (engine/legendary/keywords/revenge.ts).
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { EXCESSIVE_VIOLENCE, violent } from '../../../keywords/excessive-violence.js';
import { revenge } from '../../../keywords/revenge.js';
import {
  captureFromStack, def, discardFromHand, distinct, eachGainsWound, gainTo, heroCost, isHero, playerOrder, takeFromHq,
} from '../../../rules.js';
import { villainGroup } from '../../../registry.js';
import type { Game } from '../../../types.js';
import { hasDeuce, simultaneous } from '../common.js';

export const FRIENDS = 'Deadpool\'s "Friends"';
const REVENGE_FRIENDS = revenge(FRIENDS);

/** Cards in p's hand with a "2" printed on them. */
const deuces = (g: Game, p: number) => g.players[p]!.hand.filter((c) => hasDeuce(def(g, c)));

// Blind Al: fighting her also costs a discarded Deuce; her Escape makes every player discard one.
const dropDeuce = cont('deadpools-friends:blind-al:deuce', (g, f, v) => { if (v >= 0) discardFromHand(g, f.p, v); }, { about: 'discard' });
const eachDeuce = cont('deadpools-friends:blind-al:each', (g, f) => ask(g, f.p, 'card', dropDeuce, distinct(g, f.p, deuces(g, f.p)), { source: f.c }));

// Sluggo, Excessive Violence: gain the cheapest hero of the HQ (a choice among ties).
const sluggoGain = cont('deadpools-friends:sluggo:gain', (g, f, v) => {
  if (v >= 0 && g.hq[v]! >= 0) gainTo(g, f.p, takeFromHq(g, v));
}, { about: 'hq-gain' });
function hqLowestCost(g: Game): number[] {
  let best = Infinity; const out: number[] = [];
  for (let i = 0; i < g.hq.length; i++) {
    const c = g.hq[i]!; if (c < 0 || !isHero(g, c)) continue;
    const cost = heroCost(g, c);
    if (cost < best) { best = cost; out.length = 0; out.push(i); } else if (cost === best) out.push(i);
  }
  return out;
}

/** Taskmaster: +Attack equal to the highest cost among the heroes the current player played this turn. */
function highestPlayedCost(g: Game): number {
  let best = 0;
  const pl = g.t.played;
  for (let i = 0; i < pl.length; i += 2) { const d = g.cards[pl[i + 1]!]!; if (d.kind === 'hero' && d.cost > best) best = d.cost; }
  return best;
}

// Weasel: every player passes a card from hand to the player on their left, all at once.
const passLeft = simultaneous('deadpools-friends:weasel', (g, q) => g.players[q]!.hand, { about: 'lose' }, (g, picks) => {
  const order = playerOrder(g);
  for (let i = 0; i < order.length; i++) {
    const q = order[i]!, c = picks[i]!;
    if (c < 0) continue;
    const h = g.players[q]!.hand, at = h.lastIndexOf(c);
    if (at < 0) continue;
    h.splice(at, 1);
    g.players[(q + 1) % g.players.length]!.hand.push(c);
  }
});

villainGroup(FRIENDS, [
  {
    name: 'Blind Al and Deuce', copies: 2, attack: 2, vp: 3, plus: { attack: true }, keywords: REVENGE_FRIENDS,
    text: 'Revenge for this group. To fight her, also discard a card with a 2 printed on it. Escape: each player discards a card with a 2 printed on it.',
    hint: { escape: 0.5 },
    canDefeat: (g, p) => deuces(g, p).length > 0,
    fightCost: (g, p, c) => ask(g, p, 'card', dropDeuce, distinct(g, p, deuces(g, p)), { source: c }),
    escape: (g, _p, c) => { for (const q of playerOrder(g)) later(g, eachDeuce, q, c); },
  },
  {
    name: 'Sluggo', copies: 2, attack: 5, vp: 4, plus: { attack: true }, keywords: [...REVENGE_FRIENDS, EXCESSIVE_VIOLENCE],
    text: 'Revenge for this group. Fight, with Excessive Violence: gain the cheapest hero in the HQ. Escape: each player gains a Wound.',
    hint: { escape: 1, fight: 1 },
    fight: (g, p, c) => { if (violent(g, c)) ask(g, p, 'slot', sluggoGain, hqLowestCost(g), { source: c }); },
    escape: (g) => eachGainsWound(g),
  },
  {
    name: 'Taskmaster', copies: 2, attack: 3, vp: 4, plus: { attack: true },
    text: 'Ambush: captures a Bystander. During your turn, +Attack equal to the highest cost of a hero you played this turn.',
    attackAt: (g) => 3 + highestPlayedCost(g),
    ambush: (g, _p, c) => { const at = g.city.indexOf(c); if (at >= 0) captureFromStack(g, at); },
  },
  {
    name: 'Weasel', copies: 2, attack: 4, vp: 3, plus: { attack: true }, keywords: REVENGE_FRIENDS,
    text: 'Revenge for this group. Ambush and Fight: every player passes a card from hand to the player on their left at the same time.',
    hint: { fight: -0.2 },
    ambush: (g, _p, c) => passLeft(g, c),
    fight: (g, _p, c) => passLeft(g, c),
  },
], SET);
