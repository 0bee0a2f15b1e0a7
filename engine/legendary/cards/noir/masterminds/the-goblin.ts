// The Goblin, Underworld Boss (Noir).
import { SET } from '../set.js';
import { cont, later } from '../../../flow.js';
import { VILLAIN_DECK, investigate, investigation } from '../../../keywords/investigate.js';
import { HIDDEN_WITNESS, captureWitnesses } from '../../../keywords/hidden-witness.js';
import { mastermind, teamId } from '../../../registry.js';
import {
  GAIN_WOUND, chooseDiscard, eachRevealOrWound, isBystander, isTeam, otherPlayersEvil, playerOrder, putFaceDown,
  revealCondition, takeFromPlayer, takeFromVillainDeck,
} from '../../../rules.js';
import { randInt } from '../../../../shared/rng.js';
import type { Game } from '../../../types.js';
import { SPIDER_FRIENDS } from '../../../types.js';
import { GOBLINS_FREAK_SHOW, freakShowInCity, isFreakShow } from '../villains/goblins-freak-show.js';

const SINISTER_SIX = teamId('Sinister Six');
const REVEAL_SINISTER_OR_SPIDER = revealCondition((g, c) => isTeam(g, c, SINISTER_SIX) || isTeam(g, c, SPIDER_FRIENDS));
const STARTED = 'the-goblin:start';

function goblin(g: Game): number { return g.mastermind[0]!; }

// Master Strike, for each player: two random Bystanders of their victory pile become Hidden Witnesses held by
// The Goblin; with fewer than two, none moves and the player gains a Wound.
const strikeEach = cont('the-goblin:strike:each', (g, f) => {
  const bys = g.players[f.p]!.victory.filter((c) => isBystander(g, c));
  if (bys.length < 2) { later(g, GAIN_WOUND, f.p); return; }
  for (let k = 0; k < 2; k++) {
    const i = randInt(g.rng, bys.length);
    const b = bys.splice(i, 1)[0]!;
    takeFromPlayer(g, f.p, b);
    putFaceDown(g, goblin(g), b);
  }
});

const FREAK_SHOW_TO_VICTORY = investigation({
  key: 'the-goblin:blind-loyalty', deck: VILLAIN_DECK,
  match: (g, c) => isFreakShow(g, c),
  found: (g, p, c) => { if (takeFromVillainDeck(g, c)) g.players[p]!.victory.push(c); },
});
const discardEach = cont('the-goblin:carnival-of-carnage:discard', (g, f) => chooseDiscard(g, f.p));

mastermind({
  name: 'The Goblin, Underworld Boss', set: SET, attack: 10, vp: 6, leads: GOBLINS_FREAK_SHOW, keywords: [HIDDEN_WITNESS],
  text: 'Starts with 2 Hidden Witnesses. Master Strike: two random Bystanders from each player\'s victory pile become his Hidden Witnesses; a player without two gains a Wound instead.',
  reveals: [{ team: SPIDER_FRIENDS, w: 0.3 }],
  // his starting Hidden Witnesses, taken before the first Villain Deck card
  on: { turnStart: { after: (g) => { if (!g.vars[STARTED]) { g.vars[STARTED] = 1; captureWitnesses(g, goblin(g), 2); } } } },
  strike: (g, _p, c) => { for (const q of playerOrder(g)) later(g, strikeEach, q, c); },
  tactics: [
    {
      name: 'Sinister Dreams', text: 'Each other player reveals a Sinister Six or Spider Friends hero or gains a Wound.',
      fight: (g) => eachRevealOrWound(g, REVEAL_SINISTER_OR_SPIDER, otherPlayersEvil(g)),
    },
    {
      name: 'Blackmail the Judges', text: "For each Goblin's Freak Show villain in the city, The Goblin captures 2 Hidden Witnesses.",
      fight: (g) => captureWitnesses(g, goblin(g), 2 * freakShowInCity(g).length),
    },
    {
      name: 'Carnival of Carnage', text: "For each Goblin's Freak Show villain in the city, each other player discards a card.",
      fight: (g, _p, c) => {
        const n = freakShowInCity(g).length;
        for (const q of otherPlayersEvil(g)) for (let i = 0; i < n; i++) later(g, discardEach, q, c);
      },
    },
    {
      name: 'Blind Loyalty', text: "Investigate the Villain Deck for a Goblin's Freak Show villain and put it in your victory pile.",
      fight: (g, p, c) => investigate(g, p, FREAK_SHOW_TO_VICTORY, c),
    },
  ],
});
