// Emma Frost (core, X-Men).
import { ask, cont, later } from '../../../flow.js';
import { addEffect, effectKind } from '../../../effects.js';
import { draw, gainAttack, gainRecruit, hasHero, isTeam, playVillainCard, playerOrder, power } from '../../../rules.js';
import { hero } from '../../../registry.js';
import { COVERT, INSTINCT, RANGED, STRENGTH, XMEN } from '../../../types.js';

// Shadowed Thoughts: you may play the top card of the Villain Deck for +2 Attack.
const shadowed = cont('emma-frost:shadowed-thoughts:play-villain', (g, _f, v) => {
  if (v !== 1 || g.villainDeck.length === 0) return;
  playVillainCard(g);
  gainAttack(g, 2);
}, { about: 'villain-card-for-attack', n: 2 });

// Psychic Link: each player (current first) may reveal an X-Men hero other than this card to draw.
const linkAsk = cont('emma-frost:psychic-link:each', (g, f) => {
  if (hasHero(g, f.p, (x) => x !== f.c && isTeam(g, x, XMEN))) ask(g, f.p, 'yesno', linkReveal, [1, 0], { source: f.c });
});
const linkReveal = cont('emma-frost:psychic-link:reveal', (g, f, v) => { if (v === 1) draw(g, f.p, 1); }, { about: 'may' });

// Diamond Form: for the rest of the turn, each defeat of a villain or the Mastermind gives +3 Recruit.
const DIAMOND_FORM = effectKind({ key: 'emma-frost:diamond-form', after: { defeat: (g) => gainRecruit(g, 3) } });

hero('Emma Frost', 'X-Men', [
  {
    name: 'Mental Discipline', copies: 5, cls: RANGED, cost: 3, recruit: 1,
    text: 'Draw a card.',
    hint: { draw: 1 },
    play: (g, p) => { draw(g, p, 1); },
  },
  {
    name: 'Shadowed Thoughts', copies: 5, cls: COVERT, cost: 4, attack: 2, plus: { attack: true },
    text: 'Covert superpower: you may play the top Villain Deck card; if you do, +2 Attack.',
    hint: { power: { cls: COVERT, attack: 2 } },
    play: (g, p, c) => {
      if (power(g, COVERT) && g.villainDeck.length > 0) ask(g, p, 'yesno', shadowed, [1, 0], { source: c });
    },
  },
  {
    name: 'Psychic Link', copies: 3, cls: INSTINCT, cost: 5, attack: 3,
    text: 'Each player may reveal another X-Men hero; each who does draws a card.',
    play: (g, _p, c) => { for (const q of playerOrder(g)) later(g, linkAsk, q, c); },
  },
  {
    name: 'Diamond Form', copies: 1, cls: STRENGTH, cost: 7, attack: 5, recruit: 0, plus: { recruit: true },
    text: 'For the rest of the turn, +3 Recruit whenever you defeat a villain or the Mastermind.',
    hint: { avgAttack: 1.5 },
    play: (g, _p, c) => addEffect(g, DIAMOND_FORM, c),
  },
]);
