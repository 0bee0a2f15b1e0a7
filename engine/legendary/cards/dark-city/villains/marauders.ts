// Marauders (Dark City). Three of them grow stronger with the Bystanders they hold (their Attack counts the
// Bystanders attached to their city space, or to their HQ space when a scheme puts them there).
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { BANK, bystandersHeld, captureFromStack, discardCard, distinct, isBystander, playerOrder } from '../../../rules.js';
import { villainHolder } from '../../../hq-villains.js';
import { villainGroup } from '../../../registry.js';
import { shuffle } from '../../../../shared/rng.js';
import type { Game } from '../../../types.js';
import { Z_HAND } from '../../../types.js';
import { DRAW_N, takeFromVillainDeck } from './shared.js';

/** Printed Attack plus `per` for each Bystander the villain holds (in the city or the HQ). */
function perBystander(base: number, per: number) {
  return (g: Game, slot: number, c: number): number => {
    const h = villainHolder(g, slot, c);
    return base + (h >= 0 ? per * bystandersHeld(g, h) : 0);
  };
}

// Chimera: the top three cards of the Villain Deck are revealed; she captures the Bystanders among them and
// the rest go back on top in random order.
function chimeraAmbush(g: Game, c: number): void {
  const at = g.city.indexOf(c);
  if (at < 0) return;
  const top = g.villainDeck.slice(Math.max(0, g.villainDeck.length - 3));
  const rest: number[] = [];
  for (const x of top) {
    if (isBystander(g, x)) { takeFromVillainDeck(g, x); g.att[at]!.push(x); } else rest.push(x);
  }
  g.villainDeck.length -= rest.length;
  g.villainDeck.push(...shuffle(g.rng, rest));
}

// Scalphunter: each player (current first) gives up a Bystander of their choice from their victory pile.
const scalphunterChoose = cont('marauders:scalphunter:choose', (g, f) => {
  if (g.city.indexOf(f.c) < 0) return;
  const bys = g.players[f.p]!.victory.filter((x) => isBystander(g, x));
  ask(g, f.p, 'card', scalphunterTake, distinct(g, f.p, bys), { source: f.c });
});
const scalphunterTake = cont('marauders:scalphunter:take', (g, f, v) => {
  const at = g.city.indexOf(f.c);
  const vp = g.players[f.p]!.victory;
  const i = vp.lastIndexOf(v);
  if (v < 0 || at < 0 || i < 0) return;
  vp.splice(i, 1);
  g.att[at]!.push(v);
}, { about: 'lose-vp' });

// Vertigo: each player discards their whole hand (a card effect), then draws as many cards; the draw waits
// for what the discards asked (a card that may return to hand when discarded).
const vertigo = cont('marauders:vertigo', (g, f) => {
  const hand = g.players[f.p]!.hand.slice();
  for (const x of hand) discardCard(g, f.p, x, Z_HAND, true, f.c);
  if (hand.length > 0) later(g, DRAW_N, f.p, -1, hand.length);
});

villainGroup('Marauders', [
  {
    name: 'Blockbuster', copies: 2, attack: 4, vp: 2, plus: { attack: true },
    text: '+2 Attack per Bystander he holds. Ambush: if a villain is in the Bank, it and Blockbuster each capture a Bystander.',
    attackAt: perBystander(4, 2),
    ambush: (g, _p, c) => {
      const at = g.city.indexOf(c);
      if (at < 0 || at === BANK || g.city[BANK]! < 0) return;
      captureFromStack(g, BANK);
      captureFromStack(g, at);
    },
  },
  {
    name: 'Chimera', copies: 2, attack: 3, vp: 3, plus: { attack: true },
    text: '+3 Attack per Bystander she holds. Ambush: she captures the Bystanders among the top three Villain Deck cards; the others go back shuffled.',
    attackAt: perBystander(3, 3),
    ambush: (g, _p, c) => chimeraAmbush(g, c),
  },
  {
    name: 'Scalphunter', copies: 2, attack: 4, vp: 2, plus: { attack: true },
    text: '+1 Attack per Bystander he holds. Ambush: every player hands him a Bystander of their choice from their victory pile.',
    attackAt: perBystander(4, 1),
    ambush: (g, _p, c) => { for (const q of playerOrder(g)) later(g, scalphunterChoose, q, c); },
  },
  {
    name: 'Vertigo', copies: 2, attack: 5, vp: 3,
    text: 'Fight: every player discards their hand and draws that many cards.',
    hint: { fight: 0.3 },
    fight: (g, _p, c) => { for (const q of playerOrder(g)) later(g, vertigo, q, c); },
  },
], SET);
