// Ms. America (Dimensions, Avengers).
//
// - Star Power: Teleport; Strength superpower: +2 Attack.
// - Search Parallel Dimensions: investigate for an Avengers card; the card found is teleported from the deck
//   (`teleportFrom`: set aside, it joins the next hand) instead of drawn.
// - Kick a Hole in Reality: Strength superpower (read when played): the top card of the deck (the discard pile
//   shuffled in when it is empty) is revealed, then KO'd or teleported: one question ('ko-optional', the card or -1),
//   -1 teleports it; one of the two must happen.
// - Hyper-Cosmic Awareness: +1 Attack per other card in hand when it is played.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { OWN_DECK, investigate, investigation } from '../../../keywords/investigate.js';
import { TELEPORT, teleportFrom } from '../../../keywords/teleport.js';
import { hero } from '../../../registry.js';
import { gainAttack, isTeam, koCard, log, nameOf, power, topOfDeck } from '../../../rules.js';
import { AVENGERS, COVERT, RANGED, STRENGTH } from '../../../types.js';
import { INVESTIGATE } from '../../noir/common.js';

const AVENGERS_CARD = investigation({
  key: 'ms-america:search-parallel-dimensions', deck: OWN_DECK,
  match: (g, c) => isTeam(g, c, AVENGERS),
  found: (g, p, c) => teleportFrom(g, p, c),
});

const kickWhat = cont('ms-america:kick-a-hole-in-reality:ko-or-teleport', (g, f, v) => {
  const deck = g.players[f.p]!.deck;
  if (deck[deck.length - 1] !== f.n) return;
  if (v >= 0) koCard(g, f.p, f.n, f.c);
  else teleportFrom(g, f.p, f.n);
}, { about: 'ko-optional', n: 1 });

hero('Ms. America', 'Avengers', [
  {
    name: 'Star Power', copies: 5, cls: STRENGTH, cost: 3, attack: 1, plus: { attack: true }, keywords: [TELEPORT],
    text: 'Teleport. Strength superpower: +2 Attack.',
    hint: { power: { cls: STRENGTH, attack: 2 } },
    play: (g) => { if (power(g, STRENGTH)) gainAttack(g, 2); },
  },
  {
    name: 'Search Parallel Dimensions', copies: 5, cls: RANGED, cost: 4, recruit: 2, keywords: [INVESTIGATE], gives: [TELEPORT],
    text: 'Investigate: an Avengers card found is teleported.',
    hint: { avgRecruit: 0.3, avgAttack: 0.3 },
    play: (g, p, c) => investigate(g, p, AVENGERS_CARD, c),
  },
  {
    name: 'Kick a Hole in Reality', copies: 3, cls: STRENGTH, cost: 6, attack: 3, gives: [TELEPORT],
    text: 'Strength superpower: reveal your top card and KO it or teleport it.',
    hint: { power: { cls: STRENGTH, other: 0.8 } },
    play: (g, p, c) => {
      if (!power(g, STRENGTH)) return;
      const top = topOfDeck(g, p);
      if (top < 0) return;
      g.log && log(g, `  P${p + 1} reveals ${nameOf(g, top)}`);
      ask(g, p, 'card', kickWhat, [top, -1], { source: c, n: top });
    },
  },
  {
    name: 'Hyper-Cosmic Awareness', copies: 1, cls: COVERT, cost: 7, attack: 0, plus: { attack: true },
    text: '+1 Attack per other card in your hand.',
    hint: { avgAttack: 3 },
    play: (g, p, c) => gainAttack(g, g.players[p]!.hand.filter((x) => x !== c).length),
  },
], SET);
