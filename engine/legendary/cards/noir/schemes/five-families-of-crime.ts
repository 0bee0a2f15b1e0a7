// Five Families of Crime (Noir): two extra villain groups; the Villain Deck is split into one shuffled deck per
// city space, each feeding a city of that one space; each turn the player chooses which deck plays.
//
// The split is kept as public sizes (g.vars) over one shuffled Villain Deck: the decks are dealt at random and
// nobody sees their cards, so the next card of any deck is, for every player, a random card of what is left, as
// the top card of the one deck is. Playing "deck d" takes the top card of the Villain Deck and lowers d's size;
// a villain enters space d, pushing the one there out to escape; a Bystander goes to the villain there (else the
// Mastermind). A deck whose size reaches 0 has run out. A card an effect shuffles back into "the Villain Deck"
// (Wolverinepool's Escape) joins the deck last played, the one whose city it was pushed out of (the rules are silent;
// not a deck the players choose); a card an effect takes out of it leaves that deck first (`sync`).
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { scheme } from '../../../registry.js';
import {
  checkEvil, cityLive, enterCityAt, escapedVillains, evilAt, isBystander, isVillain, playVillainCard, twistToKo, villainEscapes,
} from '../../../rules.js';
import type { Game, GameEvent } from '../../../types.js';
import { mastermindHolder } from '../../../zones.js';

const SIZE = 'five-families:size:';
const ACTIVE = 'five-families:active';
const PER_TURN = 'five-families:per-turn';
const ESCAPES = 8;

/**
 * Keeps the sizes adding up to the Villain Deck's: cards effects put back into it (or took out) since the last
 * look join (leave) the deck last played, then (taking) the other decks in order.
 */
function sync(g: Game): void {
  let diff = g.villainDeck.length;
  for (let d = 0; d < g.city.length; d++) diff -= g.vars[SIZE + d] ?? 0;
  if (diff === 0) return;
  const active = g.vars[ACTIVE] ?? 0;
  if (diff > 0) { g.vars[SIZE + active] = (g.vars[SIZE + active] ?? 0) + diff; return; }
  for (const d of [active, ...g.city.keys()]) {
    const take = Math.min(-diff, g.vars[SIZE + d] ?? 0);
    g.vars[SIZE + d] = (g.vars[SIZE + d] ?? 0) - take;
    diff += take;
    if (diff === 0) return;
  }
}

/** The decks (city spaces) that still have cards. */
function decksLeft(g: Game): number[] {
  sync(g);
  const out: number[] = [];
  if (g.villainDeck.length === 0) return out;
  for (let d = 0; d < g.city.length; d++) if ((g.vars[SIZE + d] ?? 0) > 0) out.push(d);
  return out;
}

// n: how many cards the chosen deck plays (1 at the start of a turn, 2 for a twist)
const chooseDeck = cont('five-families:choose-deck', (g, f) => ask(g, f.p, 'slot', PICKED, decksLeft(g), { source: f.c, n: f.n }));
const PICKED = cont('five-families:choose-deck:picked', (g, f, v) => {
  if (v >= 0) for (let i = 0; i < f.n; i++) later(g, PLAY_DECK, f.p, -1, v);
}, { about: 'villain-deck' });
const PLAY_DECK = cont('five-families:play-deck', (g, f) => {
  sync(g);
  if ((g.vars[SIZE + f.n] ?? 0) <= 0 || g.villainDeck.length === 0) return;
  g.vars[SIZE + f.n]!--;
  g.vars[ACTIVE] = f.n;
  playVillainCard(g);
});

/** A card played from deck d: a villain enters space d (its one-space city), a Bystander is captured there. */
function intoOwnCity(g: Game, e: GameEvent, villain: boolean): boolean {
  const d = g.vars[ACTIVE] ?? 0;
  const c = e.c;
  if (villain) {
    if (!cityLive(g, d)) { villainEscapes(g, c, []); return true; }
    const old = g.city[d]!;
    if (old >= 0) { const held = g.att[d]!; g.city[d] = -1; g.att[d] = []; villainEscapes(g, old, held); }
    enterCityAt(g, c, d);
    return true;
  }
  if (isBystander(g, c)) {
    g.att[g.city[d]! >= 0 ? d : mastermindHolder(g)]!.push(c);
    return true;
  }
  return false;
}

scheme({
  name: 'Five Families of Crime', set: SET,
  text: '8 twists; two extra villain groups. The Villain Deck is split into one deck per city space, each with a city of that one space (a villain entering pushes the one there out). Each turn you choose which deck plays. Twist: play two cards from a deck of your choice. Evil wins when 8 villains escape or every deck has run out.',
  twists: () => 8,
  evilWinsAt: ESCAPES,
  plan: (plan) => { plan.villainGroupCount += 2; },
  afterSetup: (g) => {
    const n = g.city.length, len = g.villainDeck.length;
    for (let d = 0; d < n; d++) g.vars[SIZE + d] = Math.floor(len / n) + (d < len % n ? 1 : 0);
    g.vars[PER_TURN] = g.villainCardsPerTurn;
    g.villainCardsPerTurn = 0;
  },
  on: {
    turnStart: { after: (g) => { for (let i = 0; i < (g.vars[PER_TURN] ?? 1); i++) later(g, chooseDeck, g.current, -1, 1); } },
    villainDeck: { replace: (g, e) => intoOwnCity(g, e, isVillain(g, e.c)) },
    turnEnd: { before: (g) => checkEvil(g) },
  },
  twist: (g, _n, c) => { twistToKo(g, c); later(g, chooseDeck, g.current, c, 2); },
  evilWins: (g) => {
    if (escapedVillains(g) >= evilAt(g.setup, ESCAPES)) return 'Five Families of Crime: 8 villains escaped';
    return g.turn > 1 && decksLeft(g).length === 0 ? 'Five Families of Crime: every Villain Deck ran out' : null;
  },
  hint: {
    // every villain is one card from escaping: its deck's next card pushes it out, and the players choose an
    // empty space's deck while there is one
    entriesToEscape: (v) => { let empty = 0; for (let d = 0; d < v.city.length; d++) if (v.city[d]! < 0 && v.variable(SIZE + d) > 0) empty++; return empty + 1; },
    progress: (v) => Math.max(Math.min(1, v.escaped.filter((c) => { const k = v.def(c).kind; return k === 'villain' || k === 'henchman'; }).length / evilAt(v.setup, ESCAPES)), 0),
  },
});
