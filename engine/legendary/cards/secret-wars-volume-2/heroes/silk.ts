// Silk (Secret Wars Volume 2, Spider Friends).
//
// Spectrum (engine/legendary/keywords/spectrum.ts) is read when the card is played, before anything else. Costs are
// heroCost (a Wound or a grey card costs what it prints, a Wound 0). The top card is revealed with the discard pile
// shuffled in when the deck is empty (topOfDeck, peekTop).
// - Long-Range Spider-Sense: Spectrum: the top card drawn when it costs 2 or less (Ultimate Spider-Man's
//   revealDrawCheap).
// - Cascading Maneuver: Wall-Crawl; Spectrum: draw a card.
// - Silk Stalking: Spider Friends team power: the top card is revealed; cost 0: it is KO'd, cost 1 or 2: drawn.
// - Borrowed Cloaking Device: Wall-Crawl; Spectrum: the top four cards are revealed; 'card' questions (intent 'gain')
//   pick, one at a time, those that go to the hand (not a draw), each among the revealed cards left whose cost fits
//   in what is left of the 2; -1 stops. The rest go back in the order the player chooses (putBackInOrder).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { spectrum } from '../../../keywords/spectrum.js';
import { WALL_CRAWL } from '../../../keywords/wall-crawl.js';
import { hero } from '../../../registry.js';
import { distinct, draw, heroCost, koCard, log, nameOf, peekTop, putBackInOrder, takeFromPlayer, teamPower, topOfDeck } from '../../../rules.js';
import type { Game } from '../../../types.js';
import { COVERT, INSTINCT, RANGED, SPIDER_FRIENDS, STRENGTH, TECH } from '../../../types.js';
import { revealDrawCheap } from '../../secret-wars-volume-1/heroes/ultimate-spider-man.js';

// ---- Borrowed Cloaking Device -------------------------------------------------------------------------

const CLOAK_BUDGET = 2;

/** The revealed cards still on top of player p's deck are its top `left` cards; `budget` is the cost left to take. */
function askCloak(g: Game, p: number, src: number, budget: number, left: number): void {
  const deck = g.players[p]!.deck;
  const revealed = deck.slice(Math.max(0, deck.length - left));
  const fits = distinct(g, p, revealed.filter((c) => heroCost(g, c) <= budget));
  if (fits.length === 0) { putBackInOrder(g, p, revealed.length, src); return; }
  ask(g, p, 'card', cloakTake, [...fits, -1], { source: src, n: budget, m: revealed.length });
}
const cloakTake = cont('silk:borrowed-cloaking-device:take', (g, f, v) => {
  const deck = g.players[f.p]!.deck;
  const revealed = deck.slice(Math.max(0, deck.length - f.m));
  if (v < 0 || !revealed.includes(v)) { putBackInOrder(g, f.p, revealed.length, f.c); return; }
  const cost = heroCost(g, v);
  takeFromPlayer(g, f.p, v);
  g.players[f.p]!.hand.push(v);
  g.log && log(g, `  P${f.p + 1} puts ${nameOf(g, v)} into their hand`);
  askCloak(g, f.p, f.c, f.n - cost, revealed.length - 1);
}, { about: 'gain' });

hero('Silk', 'Spider Friends', [
  {
    name: 'Long-Range Spider-Sense', copies: 5, cls: RANGED, cost: 2, attack: 2,
    text: 'Spectrum: turn up your deck\'s top card and draw it when it costs at most 2.',
    hint: { draw: 0.35 },
    play: (g, p) => { if (spectrum(g, p)) revealDrawCheap(g, p); },
  },
  {
    name: 'Cascading Maneuver', copies: 5, cls: STRENGTH | INSTINCT, cost: 2, attack: 1, keywords: [WALL_CRAWL],
    text: 'Wall-Crawl. Spectrum: one card drawn.',
    hint: { draw: 0.6 },
    play: (g, p) => { if (spectrum(g, p)) draw(g, p, 1); },
  },
  {
    name: 'Silk Stalking', copies: 3, cls: COVERT, cost: 2, attack: 1,
    text: 'Spider Friends team power: turn up your deck\'s top card: KO it if it costs 0, draw it if it costs 1 or 2.',
    hint: { power: { team: SPIDER_FRIENDS, draw: 0.4, other: 0.3 } },
    play: (g, p, c) => {
      if (!teamPower(g, SPIDER_FRIENDS)) return;
      const top = topOfDeck(g, p);
      if (top < 0) return;
      g.log && log(g, `  P${p + 1} reveals ${nameOf(g, top)}`);
      const cost = heroCost(g, top);
      if (cost === 0) koCard(g, p, top, c);
      else if (cost === 1 || cost === 2) draw(g, p, 1);
    },
  },
  {
    name: 'Borrowed Cloaking Device', copies: 1, cls: TECH, cost: 2, attack: 1, keywords: [WALL_CRAWL],
    text: 'Wall-Crawl. Spectrum: turn up your top four cards, take into your hand any of them costing 2 or less in all, put the rest back in any order.',
    hint: { draw: 0.8 },
    play: (g, p, c) => {
      if (!spectrum(g, p)) return;
      const top = peekTop(g, p, 4);
      if (top.length === 0) return;
      g.log && log(g, `  P${p + 1} reveals ${top.map((x) => nameOf(g, x)).join(', ')}`);
      askCloak(g, p, c, CLOAK_BUDGET, top.length);
    },
  },
], SET);
