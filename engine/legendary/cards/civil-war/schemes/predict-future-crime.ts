// Predict Future Crime (Civil War): one extra villain group. Twist: the top 3 Villain Deck cards are revealed; each
// villain among them is played, in the order the current player chooses (the card sets none; asked while more than
// one is left); then the rest go back on top in the order the current player chooses. While
// the villains are played the rest lie revealed beside the scheme (g.schemeZone, public), so a villain's Ambush that
// plays the Villain Deck plays the card under them. Evil wins when 2 villains per player are in the Escape Pile.
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { scheme } from '../../../registry.js';
import { ORDER_VILLAIN_DECK, distinct, escapedVillains, evilAt, isVillain, log, nameOf, playAsVillainCard, putDeckTopInOrder, twistToKo } from '../../../rules.js';
import type { Game } from '../../../types.js';

export const PREDICT_REVEALED = 3;
export const PREDICT_PER_PLAYER = 2;

function play(g: Game, v: number): void {
  const i = g.schemeZone.indexOf(v);
  if (i < 0 || g.result !== null) return;
  g.schemeZone.splice(i, 1);
  playAsVillainCard(g, v, true);
}
// the revealed villains still to play (f.l, those still beside the scheme): the player picks the next while several are left
const PLAY_NEXT = cont('predict-future-crime:twist:play-next', (g, f) => {
  if (g.result !== null) return;
  const left = f.l!.filter((x) => g.schemeZone.includes(x));
  if (left.length === 1) play(g, left[0]!);
  else if (left.length > 1) ask(g, f.p, 'card', PLAY_CHOSEN, left, { source: f.c });
});
// the one played first is pushed farthest along the city by the others: the least valuable first
const PLAY_CHOSEN = cont('predict-future-crime:twist:play-chosen', (g, f, v) => {
  const x = f.l!.includes(v) ? v : f.l![0]!;
  play(g, x);
  later(g, PLAY_NEXT, f.p, f.c, 0, f.l!.filter((y) => y !== x));
}, { about: 'lose' });

// The rest go back on top (in the order they were revealed), then the player picks each position from the top.
const PUT_BACK = cont('predict-future-crime:twist:put-back', (g, f) => {
  const rest = f.l!.filter((c) => g.schemeZone.includes(c));
  g.schemeZone = g.schemeZone.filter((c) => !rest.includes(c));
  for (let i = rest.length - 1; i >= 0; i--) g.villainDeck.push(rest[i]!);
  if (g.villainDeck.length === 0 && g.drawAtEndOfTurn === '') g.drawAtEndOfTurn = 'villain deck ran out';
  if (rest.length > 1) putDeckTopInOrder(g, f.p, ORDER_VILLAIN_DECK, rest.length, f.c);
});
scheme({
  name: 'Predict Future Crime', set: SET,
  text: '6 twists; one extra villain group. Twist: reveal the top 3 Villain Deck cards; play each villain among them, then put the rest back in any order. Evil wins when 2 villains per player have escaped.',
  twists: () => 6,
  evilWinsAt: PREDICT_PER_PLAYER,
  plan: (plan) => { plan.villainGroupCount += 1; },
  twist: (g, _n, c) => {
    twistToKo(g, c);
    const top = g.villainDeck.slice(-PREDICT_REVEALED).reverse();
    // whether each is a villain is decided while it is still in the Villain Deck (as when it is played from there)
    const villains = top.filter((x) => isVillain(g, x));
    g.villainDeck.length -= top.length;
    const rest = top.filter((x) => !villains.includes(x));
    // all of them wait beside the scheme, the villains until their turn to be played
    g.schemeZone.push(...top);
    g.log && log(g, `  revealed: ${top.map((x) => nameOf(g, x)).join(', ') || 'nothing'}`);
    later(g, PLAY_NEXT, g.current, c, 0, villains);
    later(g, PUT_BACK, g.current, c, 0, rest);
  },
  evilWins: (g) => (escapedVillains(g) >= evilAt(g.setup, PREDICT_PER_PLAYER) * g.players.length
    ? 'Predict Future Crime: 2 villains per player escaped' : null),
  hint: {
    progress: (v) => {
      let n = 0;
      for (const c of v.escaped) { const k = v.def(c).kind; if (k === 'villain' || k === 'henchman') n++; }
      return Math.min(1, n / (evilAt(v.setup, PREDICT_PER_PLAYER) * v.players));
    },
    escapeHarm: (v, _slot, danger) => 2 + (12 / v.players) * danger,
  },
});
