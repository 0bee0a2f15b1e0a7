// Shang-Chi (Secret Wars Volume 2, Marvel Knights).
//
// - Shuffling Footwork: Instinct superpower (read when played): a 'yesno' (intent 'may') asked when the discard pile
//   holds cards; yes shuffles the discard pile and the deck together into the new deck (the 'shuffleDeck' event).
//   With an empty discard pile there is nothing to shuffle in (the rulebook is silent on shuffling the deck alone:
//   the reading worst for the players, nothing happens).
// - Acrobatic Kung-Fu: Wall-Crawl; Patrol the Rooftops (patrolEmpty, read when played): +1 Attack.
// - Seek the Empty Mind: Patrol your discard pile (empty when played): +2 Attack.
// - Muscle Memory: Wall-Crawl; a 'shuffleDeck' after hook (engine/legendary/rules/player-cards.ts deckShuffled): whenever
//   its owner's deck is shuffled with it among the shuffled cards (the discard pile made into a new deck, or a card
//   effect that shuffles), it goes on top of the shuffled cards. The card says "you may"; the shuffle happens inside
//   a draw or a look at the top of the deck, where the engine cannot stop for a question before the next card is
//   taken, so it is always put on top (what a player wants but in rare cases). See the report of this hero.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { patrolEmpty, patrolPileEmpty } from '../../../keywords/patrol.js';
import { WALL_CRAWL } from '../../../keywords/wall-crawl.js';
import { hero } from '../../../registry.js';
import { ROOFTOPS, deckShuffled, gainAttack, log, nameOf, power } from '../../../rules.js';
import { shuffle } from '../../../../shared/rng.js';
import type { Game, GameEvent, HookOwner } from '../../../types.js';
import { COVERT, INSTINCT } from '../../../types.js';

// ---- Shuffling Footwork -------------------------------------------------------------------------------

const footwork = cont('shang-chi:shuffling-footwork:shuffle', (g, f, v) => {
  const pl = g.players[f.p]!;
  if (v !== 1 || pl.discard.length === 0) return;
  pl.deck = shuffle(g.rng, [...pl.deck, ...pl.discard]);
  pl.discard = [];
  g.log && log(g, `  P${f.p + 1} shuffles their discard pile into their deck`);
  deckShuffled(g, f.p, pl.deck.length);
}, { about: 'may' });

// ---- Muscle Memory ------------------------------------------------------------------------------------

/** After player e.p's deck was shuffled (its bottom e.slot cards): a Muscle Memory among them goes on top of them. */
function muscleMemory(g: Game, e: GameEvent, self: HookOwner): void {
  const deck = g.players[e.p]?.deck;
  if (!deck) return;
  const k = Math.min(e.slot, deck.length);
  for (let i = k - 2; i >= 0; i--) {
    const c = deck[i]!;
    if (g.cards[g.defOf[c]!]!.key !== self.key) continue;
    deck.splice(i, 1);
    deck.splice(k - 1, 0, c);
    g.log && log(g, `  P${e.p + 1} puts ${nameOf(g, c)} on top of the shuffled deck`);
  }
}

hero('Shang-Chi', 'Marvel Knights', [
  {
    name: 'Shuffling Footwork', copies: 5, cls: INSTINCT, cost: 3, recruit: 2,
    text: 'Instinct superpower: optionally mix your discard pile back into your deck.',
    hint: { power: { cls: INSTINCT, other: 0.3 } },
    play: (g, p, c) => {
      if (power(g, INSTINCT) && g.players[p]!.discard.length > 0) ask(g, p, 'yesno', footwork, [1, 0], { source: c });
    },
  },
  {
    name: 'Acrobatic Kung-Fu', copies: 5, cls: INSTINCT | COVERT, cost: 4, attack: 2, plus: { attack: true }, keywords: [WALL_CRAWL],
    text: 'Wall-Crawl. Patrol the Rooftops: +1 Attack if nothing is there.',
    hint: { avgAttack: 0.5 },
    play: (g) => { if (patrolEmpty(g, ROOFTOPS)) gainAttack(g, 1); },
  },
  {
    name: 'Seek the Empty Mind', copies: 3, cls: COVERT, cost: 5, attack: 3, plus: { attack: true },
    text: 'Patrol your discard pile: +2 Attack if it is empty.',
    hint: { avgAttack: 0.6 },
    play: (g, p) => { if (patrolPileEmpty(g.players[p]!.discard)) gainAttack(g, 2); },
  },
  {
    name: 'Muscle Memory', copies: 1, cls: INSTINCT, cost: 7, attack: 5, keywords: [WALL_CRAWL],
    text: 'Wall-Crawl. Whenever your deck is shuffled with this card in it, it ends on top.',
    hint: {},
    on: { shuffleDeck: { after: muscleMemory } },
  },
], SET);
