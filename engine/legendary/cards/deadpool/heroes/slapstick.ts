// Slapstick (Deadpool).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { NEXT_HAND_EXTRA, addEffect } from '../../../effects.js';
import { excessiveViolence } from '../../../keywords/excessive-violence.js';
import { hero } from '../../../registry.js';
import { deckShuffled, faceDownCount, heroCost, isHero, log, recruitFromHq, rescue } from '../../../rules.js';
import { shuffle } from '../../../../shared/rng.js';
import { RANGED, STRENGTH } from '../../../types.js';

// Electroplasmic Insanity: recruit an HQ hero for free, then you may shuffle your discard pile into your deck.
const shuffleIn = cont('slapstick:electroplasmic:shuffle', (g, f, v) => {
  if (v !== 1) return;
  const pl = g.players[f.p]!;
  pl.deck.push(...pl.discard);
  pl.discard = [];
  shuffle(g.rng, pl.deck);
  g.log && log(g, `  P${f.p + 1} shuffles their discard pile into their deck`);
  deckShuffled(g, f.p, pl.deck.length);
}, { about: 'may' });
const freeRecruit = cont('slapstick:electroplasmic:recruit', (g, f, v) => {
  if (v >= 0 && g.hq[v]! >= 0) recruitFromHq(g, f.p, v, true);
  ask(g, f.p, 'yesno', shuffleIn, [1, 0], { source: f.c });
}, { about: 'hq-gain' });

hero('Slapstick', 'Mercs for Money', [
  {
    name: 'Napoleon Complex', copies: 5, cls: RANGED, cost: 4, recruit: 2, plus: { recruit: true },
    text: 'Ranged superpower: draw a card if another player is taller than you, +1 Recruit if one is shorter (the players\' heights are not in the game: neither happens).',
    hint: {},
  },
  {
    name: 'Saturday Morning Harpoons', copies: 5, cls: RANGED, cost: 3, attack: 2.5,
    keywords: excessiveViolence('slapstick:harpoons', (g, p) => rescue(g, p, 1)),
    text: 'Excessive Violence: rescue a Bystander.',
    hint: { avgAttack: 0.3 },
  },
  {
    name: 'Surprise Chainsaw', copies: 3, cls: STRENGTH, cost: 6, attack: 4.5,
    keywords: excessiveViolence('slapstick:chainsaw', (g, _p, c) => addEffect(g, NEXT_HAND_EXTRA, c, 1)),
    text: 'Excessive Violence: draw an extra card for your next hand.',
    hint: { avgAttack: 0.3 },
  },
  {
    name: 'Electroplasmic Insanity', copies: 1, cls: RANGED, cost: 8, attack: 5,
    keywords: excessiveViolence('slapstick:electroplasmic', (g, p, c) => {
      const slots: number[] = [];
      // a hero holding Hidden Witnesses can't be recruited (Universal Rulebook, Charles Xavier), for free or not
      for (let s = 0; s < g.hq.length; s++) { const h = g.hq[s]!; if (h >= 0 && isHero(g, h) && heroCost(g, h) >= 0 && faceDownCount(g, h) === 0) slots.push(s); }
      ask(g, p, 'slot', freeRecruit, slots, { source: c });
    }),
    text: 'Excessive Violence: recruit a hero from the HQ for free; then you may shuffle your discard pile into your deck.',
    hint: { avgAttack: 1.5 },
  },
], SET);
