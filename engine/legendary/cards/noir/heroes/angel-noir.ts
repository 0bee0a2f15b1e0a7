// Angel Noir (Noir, X-Men).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { HERO_DECK, investigate, investigation, takeFromDeck } from '../../../keywords/investigate.js';
import { def, gainAttack, gainRecruit, hasCls, log, nameOf, power, takeFromHq } from '../../../rules.js';
import { hero } from '../../../registry.js';
import { CLASS_BITS, COVERT, INSTINCT, STRENGTH } from '../../../types.js';
import { hqHeroSlots, investigateFor } from '../common.js';

// Multitalented: a class is named (mode: index into CLASS_BITS), then the investigation looks for it.
const OF_CLASS = investigateFor('angel-noir:multitalented', (g, c, n) => hasCls(g, c, CLASS_BITS[n]!));
const classNamed = cont('angel-noir:multitalented:class', (g, f, v) => investigate(g, f.p, OF_CLASS, f.c, Math.max(0, v)), { about: 'class-count' });

// Identical Twin Brother: the printed Recruit and Attack of an HQ hero; that hero goes under the Hero Deck.
const twin = cont('angel-noir:identical-twin-brother:hero', (g, f, v) => {
  if (v < 0) return;
  const h = g.hq[v]!;
  const d = def(g, h);
  gainRecruit(g, d.recruit);
  gainAttack(g, d.attack);
  takeFromHq(g, v);
  g.heroDeck.unshift(h);
  g.log && log(g, `  ${nameOf(g, h)} goes to the bottom of the Hero Deck`);
}, { about: 'hq-gain' });

// Missing Person Case: any card of the Hero Deck goes into your hand.
const HERO_TO_HAND = investigation({
  key: 'angel-noir:missing-person-case', deck: HERO_DECK,
  match: () => true,
  found: (g, p, c) => { if (takeFromDeck(g, HERO_DECK, p, c)) g.players[p]!.hand.push(c); },
});

hero('Angel Noir', 'X-Men', [
  {
    name: 'Impetuous Dive', copies: 5, cls: INSTINCT, cost: 3, attack: 2, plus: { attack: true },
    text: 'Instinct superpower: +1 Attack.',
    hint: { power: { cls: INSTINCT, attack: 1 } },
    play: (g) => { if (power(g, INSTINCT)) gainAttack(g, 1); },
  },
  {
    name: 'Multitalented', copies: 5, cls: STRENGTH, cost: 4, recruit: 1, attack: 1, keywords: ['investigate'],
    text: 'Name a hero class, then investigate for a card of that class.',
    hint: { draw: 0.5 },
    play: (g, p, c) => ask(g, p, 'mode', classNamed, [0, 1, 2, 3, 4], { source: c }),
  },
  {
    name: 'Identical Twin Brother', copies: 3, cls: INSTINCT, cost: 5, recruit: 0, attack: 0, plus: { attack: true, recruit: true },
    text: 'Get the printed Recruit and Attack of a hero in the HQ, then put that hero on the bottom of the Hero Deck.',
    hint: { avgAttack: 2, avgRecruit: 1 },
    play: (g, p, c) => ask(g, p, 'slot', twin, hqHeroSlots(g), { source: c }),
  },
  {
    name: 'Missing Person Case', copies: 1, cls: COVERT, cost: 8, attack: 3, keywords: ['investigate'],
    text: 'Investigate the Hero Deck for any card and put it in your hand.',
    hint: { draw: 1 },
    play: (g, p, c) => investigate(g, p, HERO_TO_HAND, c),
  },
], SET);
