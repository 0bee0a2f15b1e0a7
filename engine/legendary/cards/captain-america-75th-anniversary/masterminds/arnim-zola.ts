// Arnim Zola (Captain America 75th Anniversary). Ultimate Abomination (engine/legendary/keywords/abomination.ts): +Attack equal
// to the total printed Attack of the heroes in the HQ. "Less than 2 printed Attack": a hero with no Attack icon
// counts as 0 (Universal Rulebook, Arnim Zola).
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { hqPrintedAttack, ultimateAbomination } from '../../../keywords/abomination.js';
import { mastermind } from '../../../registry.js';
import {
  IN_PLAY, HAND, cardsIn, def, discardFromHand, distinct, gainCard, gainWound, hasCls, hasHero, isHero, koCard, log, nameOf,
  otherPlayersEvil, playerOrder, chooseDiscard, takeFromHq,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { TECH, Z_HQ } from '../../../types.js';
import { ZOLAS_CREATIONS } from '../villains/zolas-creations.js';

/** HQ spaces holding a hero with less than 2 printed Attack. */
function weakSlots(g: Game): number[] {
  const out: number[] = [];
  for (let s = 0; s < g.hq.length; s++) if (g.hq[s]! >= 0 && def(g, g.hq[s]!).kind === 'hero' && hqPrintedAttack(g, s) < 2) out.push(s);
  return out;
}

// Master Strike: each weak HQ hero (those there when the strike starts) goes to the bottom of the Hero Deck, and
// each player discards a card of that hero's cost (when they have one).
const costDiscarded = cont('arnim-zola:strike:discard', (g, f, v) => { if (v >= 0) discardFromHand(g, f.p, v, true); }, { about: 'discard' });
const discardCost = cont('arnim-zola:strike:each', (g, f) => {
  ask(g, f.p, 'card', costDiscarded, distinct(g, f.p, g.players[f.p]!.hand.filter((c) => def(g, c).cost === f.n)), { source: f.c });
});
function strike(g: Game, _p: number, c: number): void {
  const weak = weakSlots(g).map((s) => g.hq[s]!);
  for (const h of weak) {
    const s = g.hq.indexOf(h);
    if (s < 0) continue;
    takeFromHq(g, s);
    g.heroDeck.unshift(h);
    g.log && log(g, `  ${nameOf(g, h)} goes to the bottom of the Hero Deck`);
    for (const q of playerOrder(g)) later(g, discardCost, q, c, def(g, h).cost);
  }
}

// Dominate the Weak: the fighter picks a weak HQ hero, then the player who gains it.
const dominatePlayer = cont('arnim-zola:dominate-the-weak:player', (g, f, v) => {
  const s = g.hq.indexOf(f.n);
  if (v < 0 || s < 0) return;
  gainCard(g, v, takeFromHq(g, s), Z_HQ);
}, { about: 'player-gain' });
const dominateHero = cont('arnim-zola:dominate-the-weak:hero', (g, f, v) => {
  if (v < 0) return;
  ask(g, f.p, 'player', dominatePlayer, playerOrder(g), { source: f.c, n: g.hq[v]! });
}, { about: 'hq-gain' });

// Computer-Uploaded Genius: reveal a Tech hero or discard a card.
const geniusReveal = cont('arnim-zola:computer-uploaded-genius:reveal', (g, f, v) => { if (v !== 1) chooseDiscard(g, f.p); }, { about: 'reveal' });
const geniusEach = cont('arnim-zola:computer-uploaded-genius:each', (g, f) => {
  if (hasHero(g, f.p, (c) => hasCls(g, c, TECH))) ask(g, f.p, 'yesno', geniusReveal, [1, 0], { source: f.c });
  else chooseDiscard(g, f.p);
});

// Pet Projects: reveal a Zola's Creations villain from the victory pile (no choice worth refusing) or gain a Wound.
function petProjects(g: Game): void {
  for (const q of otherPlayersEvil(g)) {
    if (!g.players[q]!.victory.some((v) => def(g, v).groupLabel === ZOLAS_CREATIONS)) gainWound(g, q);
  }
}

// Crush Pacifist Resistance: KO up to two of your weak heroes (hand or played this turn).
const crushKo = cont('arnim-zola:crush-pacifist-resistance:ko', (g, f, v) => {
  if (v < 0) return;
  koCard(g, f.p, v);
  if (f.n < 1) later(g, crushAsk, f.p, f.c, f.n + 1);
}, { about: 'ko-optional', n: 1 });
const crushAsk = cont('arnim-zola:crush-pacifist-resistance:ask', (g, f) => {
  const opts = distinct(g, f.p, cardsIn(g, f.p, HAND | IN_PLAY, (c) => isHero(g, c) && def(g, c).attack < 2));
  ask(g, f.p, 'card', crushKo, opts.length ? [...opts, -1] : [], { source: f.c, n: f.n });
});

mastermind({
  name: 'Arnim Zola', set: SET, attack: 6, vp: 6, leads: ZOLAS_CREATIONS,
  text: 'Ultimate Abomination. Master Strike: each HQ hero with less than 2 printed Attack goes to the bottom of the Hero Deck, and each player discards a card of its cost.',
  keywords: ['ultimate-abomination'],
  mods: { mastermindAttack: (g) => ultimateAbomination(g) },
  reveals: [{ cls: TECH, w: 0.5 }],
  strike,
  tactics: [
    {
      name: 'Dominate the Weak', text: 'A player you choose gains an HQ hero with less than 2 printed Attack.',
      fight: (g, p, c) => ask(g, p, 'slot', dominateHero, weakSlots(g), { source: c }),
    },
    {
      name: 'Computer-Uploaded Genius', text: 'Each other player reveals a Tech hero or discards a card.',
      fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) later(g, geniusEach, q, c); },
    },
    {
      name: 'Pet Projects', text: "Each other player reveals a Zola's Creations villain from their victory pile or gains a Wound.",
      fight: (g) => petProjects(g),
    },
    {
      name: 'Crush Pacifist Resistance', text: 'KO up to two of your heroes with less than 2 printed Attack.',
      fight: (g, p, c) => later(g, crushAsk, p, c, 0),
    },
  ],
});
