// Fragmented Realities (Secret Wars Volume 1): an extra villain group.
// - Setup: the Villain Deck (without twists) is shuffled and dealt, as evenly as possible, into a Villain Deck for each
//   player; 2 twists are shuffled into each (2 per player in all).
// - The normal city does not exist (its five spaces destroyed from the start); each player has a dimension of one city
//   space in front of them (city spaces 6 on: SetupPlan.cityLanes, one city per player; rules/city.ts, several cities).
//   The villains and Bystanders of your Villain Deck enter your dimension (a villain entering pushes out the one there,
//   which escapes); every dimension's villain can be fought.
// - Each turn the current player plays from their own Villain Deck (Game.villainDeck; the others wait in
//   Game.villainDecks, swapped at the start of each turn). A villain entering the city by another route enters the
//   current player's dimension.
// - Twist: play two cards from your Villain Deck.
// - Evil wins when the KO pile holds five non-grey heroes per player.
import { SET } from '../set.js';
import { later } from '../../../flow.js';
import { scheme } from '../../../registry.js';
import { PLAY_VILLAIN_CARD, def, evilAt, log } from '../../../rules.js';
import { shuffle } from '../../../../shared/rng.js';
import type { Game, SetupPlan } from '../../../types.js';
import { CHECK_EVIL_AFTER_KO, countDefs, nonGreyHero } from '../../dark-city/schemes/common.js';

const NORMAL = 5, TWISTS_EACH = 2, KO_PER_PLAYER = 5;
/** g.vars: the player whose Villain Deck is Game.villainDeck now. */
const OWNER = 'fragmented-realities:deck-of';

const limit = (setup: Readonly<SetupPlan>, players: number) => evilAt(setup, KO_PER_PLAYER) * players;

/** At the start of player p's turn, p's own Villain Deck becomes the one played from. */
function ownDeck(g: Game, p: number): void {
  const was = g.vars[OWNER] ?? 0;
  if (was === p) return;
  g.villainDecks[was] = g.villainDeck;
  g.villainDeck = g.villainDecks[p]!;
  g.villainDecks[p] = [];
  g.vars[OWNER] = p;
}

scheme({
  name: 'Fragmented Realities', set: SET,
  text: 'An extra villain group. The Villain Deck is split into one per player, with 2 twists shuffled into each; each player has a one-space dimension that the villains of their deck enter. Twist: play two cards from your Villain Deck. Evil wins when the KO pile holds five non-grey heroes per player.',
  twists: (players) => TWISTS_EACH * players,
  evilWinsAt: KO_PER_PLAYER,
  plan: (plan) => {
    plan.villainGroupCount += 1;
    plan.citySize = NORMAL + plan.players;
    plan.cityLanes = Array.from({ length: plan.players }, (_, p) => [NORMAL + p]);
  },
  afterSetup: (g) => {
    g.cityDestroyed |= (1 << NORMAL) - 1;
    const twists = g.villainDeck.filter((c) => def(g, c).kind === 'twist');
    const rest = g.villainDeck.filter((c) => def(g, c).kind !== 'twist');
    const decks: number[][] = g.players.map(() => []);
    rest.forEach((c, i) => decks[i % decks.length]!.push(c));
    twists.forEach((c, i) => decks[Math.floor(i / TWISTS_EACH) % decks.length]!.push(c));
    for (const d of decks) shuffle(g.rng, d);
    g.villainDeck = decks[g.current]!;
    decks[g.current] = [];
    g.villainDecks = decks;
    g.vars[OWNER] = g.current;
    g.log && log(g, `  the Villain Deck is split into ${decks.length} decks`);
  },
  cityLane: (g) => g.current,
  twist: (g, _n, c) => {
    g.ko.push(c);
    later(g, PLAY_VILLAIN_CARD, g.current);
    later(g, PLAY_VILLAIN_CARD, g.current);
  },
  on: { ...CHECK_EVIL_AFTER_KO, turnStart: { after: (g, e) => ownDeck(g, e.p) } },
  evilWins: (g) => (countDefs(g.ko, (c) => def(g, c), nonGreyHero) >= limit(g.setup, g.players.length)
    ? 'Fragmented Realities: too many heroes KO\'d' : null),
  hint: {
    progress: (v) => Math.min(1, countDefs(v.ko, (c) => v.def(c), nonGreyHero) / limit(v.setup, v.players)),
    // a dimension holds one villain: the next one entering it pushes it out
    entriesToEscape: () => 1,
  },
});
