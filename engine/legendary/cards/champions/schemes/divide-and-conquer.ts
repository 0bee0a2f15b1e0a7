// Divide and Conquer (Champions): 8 twists, 7 heroes. At setup the Hero Deck is sorted by class into five decks, one
// per class, a card of several classes going to one of them at random (a grey card, which the data does not cover,
// to any of the five at random); shuffled, they go under the HQ spaces from left to right in the printed order:
// Strength under the leftmost space (the last one), then Instinct, Covert, Tech, and Ranged under the rightmost.
// They are kept in the scheme's face-down deck (Game.schemeDeck) as five runs, their sizes in g.vars; the usual Hero
// Deck stays empty, so a card that reveals or takes "the Hero Deck" finds nothing there (the rulebook does not say
// which deck it would be). An empty HQ space is filled from the deck under it only (`refillHq`); an empty deck leaves
// its space empty, and no deck running out ends the game by itself.
// Twists 1-3: every hero in the HQ is KO'd (those there as the twist happens; the refills stay). Twists 4-8: one of
// the Hero Decks left is KO'd, the current player choosing which (Universal Rulebook: a choice not obviously anyone
// else's is the current player's; 'slot' over the HQ spaces above the decks, intent 'hq-lose'); the hero on its space
// stays. Evil wins when every Hero Deck is gone.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { scheme } from '../../../registry.js';
import { checkEvil, def, isHero, koFromHq, log, putIntoHq } from '../../../rules.js';
import { randInt, shuffle } from '../../../../shared/rng.js';
import type { Game, SchemeView } from '../../../types.js';
import { Z_SCHEME } from '../../../types.js';

const NAME = 'Divide and Conquer';
const SIZE = 'divide-and-conquer:deck:';
const READY = 'divide-and-conquer:ready';
const TOTAL = 'divide-and-conquer:total';
const CLASSES = 5;

/** How many cards the Hero Deck under HQ space s holds. */
export function deckSize(g: Game, s: number): number { return g.vars[SIZE + s] ?? 0; }
/** The first index in Game.schemeDeck of the deck under HQ space s (its top is the last card of its run). */
function deckStart(g: Game, s: number): number { let i = 0; for (let k = 0; k < s; k++) i += deckSize(g, k); return i; }
/** The cards of the Hero Deck under HQ space s, bottom to top. */
export function deckUnder(g: Game, s: number): number[] { const i = deckStart(g, s); return g.schemeDeck.slice(i, i + deckSize(g, s)); }
const left = (v: Pick<SchemeView, 'variable' | 'setup'>) => { let n = 0; for (let s = 0; s < v.setup.hqSize; s++) n += v.variable(SIZE + s); return n; };

function sortHeroDeck(g: Game): void {
  const hq = g.hq.length;
  const decks: number[][] = Array.from({ length: hq }, () => []);
  for (const c of g.heroDeck) {
    const cls = def(g, c).cls, bits: number[] = [];
    for (let b = 0; b < CLASSES; b++) if (cls & (1 << b)) bits.push(b);
    const b = bits.length ? bits[randInt(g.rng, bits.length)]! : randInt(g.rng, CLASSES);
    // class b's deck under space hq-1-b (Strength leftmost); an HQ of fewer spaces than classes: the last space left
    decks[Math.max(0, hq - 1 - b)]!.push(c);
  }
  g.heroDeck = [];
  g.schemeDeck = [];
  for (let s = 0; s < hq; s++) { g.schemeDeck.push(...shuffle(g.rng, decks[s]!)); g.vars[SIZE + s] = decks[s]!.length; }
  g.vars[TOTAL] = g.schemeDeck.length;
  g.vars[READY] = 1;
}

/** Fills HQ space s from the deck under it (nothing when it is empty). */
function refillFromOwnDeck(g: Game, s: number): boolean {
  if (!g.vars[READY]) return false;
  const n = deckSize(g, s);
  if (n === 0) { g.hq[s] = -1; checkEvil(g); return true; }
  const i = deckStart(g, s) + n - 1;
  const c = g.schemeDeck[i]!;
  g.schemeDeck.splice(i, 1);
  g.vars[SIZE + s] = n - 1;
  putIntoHq(g, s, c, Z_SCHEME);
  checkEvil(g);
  return true;
}

const deckChosen = cont('divide-and-conquer:ko-deck', (g, _f, v) => {
  if (v < 0) return;
  const cards = deckUnder(g, v);
  g.schemeDeck.splice(deckStart(g, v), cards.length);
  g.vars[SIZE + v] = 0;
  g.ko.push(...cards);
  g.log && log(g, `  the Hero Deck under HQ space ${v + 1} (${cards.length} cards) is KO'd`);
  checkEvil(g);
}, { about: 'hq-lose' });

scheme({
  name: NAME, set: SET,
  text: '8 twists, 7 heroes. The Hero Deck is split by class into five decks, one under each HQ space, each refilling only its space. Twists 1-3: KO every hero in the HQ. Twists 4-8: KO one of the Hero Decks. Evil wins when every Hero Deck is gone.',
  twists: () => 8,
  plan: (plan) => { plan.heroCount = 7; },
  afterSetup: (g) => sortHeroDeck(g),
  refillHq: refillFromOwnDeck,
  twist: (g, n, c) => {
    g.ko.push(c);
    if (n <= 3) {
      const slots: number[] = [];
      for (let s = 0; s < g.hq.length; s++) if (g.hq[s]! >= 0 && isHero(g, g.hq[s]!)) slots.push(s);
      for (const s of slots) koFromHq(g, s);
      return;
    }
    const opts: number[] = [];
    for (let s = 0; s < g.hq.length; s++) if (deckSize(g, s) > 0) opts.push(s);
    ask(g, g.current, 'slot', deckChosen, opts, { source: c });
  },
  evilWins: (g) => (g.vars[READY] && left({ variable: (k) => g.vars[k] ?? 0, setup: g.setup }) === 0 ? `${NAME}: every Hero Deck is gone` : null),
  hint: {
    progress: (v) => Math.min(1, 1 - left(v) / Math.max(1, v.variable(TOTAL))),
    heroDeckClock: true,
  },
});
