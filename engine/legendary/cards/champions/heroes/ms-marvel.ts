// Ms. Marvel (Champions, Champions). Every card has Size-Changing (recruited for 2 less per listed class played).
//
// - Long Arm of the Law: draw a card; Covert superpower (read when played, before the draw): rescue a Bystander.
// - Big Impact: Versatile 2.
// - Need to Stretch My Legs: Champions team power (read when played): one optional 'card' question over the distinct
//   cards of the hand and the discard pile (-1: none); the card chosen is KO'd. Cheering Crowds.
// - Rising Hope: Versatile 4, Cheering Crowds (each play asks its own Recruit-or-Attack question).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { CHEERING_CROWDS } from '../../../keywords/cheering-crowds.js';
import { sizeChanging } from '../../../keywords/size-changing.js';
import { VERSATILE, versatile } from '../../../keywords/versatile.js';
import { hero, teamId } from '../../../registry.js';
import { DISCARD, HAND, cardsIn, distinct, draw, koCard, power, rescue, teamPower } from '../../../rules.js';
import { COVERT, STRENGTH } from '../../../types.js';

const CHAMPIONS = teamId('Champions');

const stretchKo = cont('ms-marvel:need-to-stretch-my-legs:ko', (g, f, v) => {
  if (v >= 0) koCard(g, f.p, v, f.c);
}, { about: 'ko-optional', n: 1 });

hero('Ms. Marvel', 'Champions', [
  {
    name: 'Long Arm of the Law', copies: 5, cls: COVERT, cost: 3, keywords: sizeChanging(COVERT),
    text: 'Size-Changing (Covert). Draw a card. Covert superpower: rescue a Bystander.',
    hint: { draw: 1, power: { cls: COVERT, rescue: 1 } },
    play: (g, p) => {
      const covert = power(g, COVERT);
      draw(g, p, 1);
      if (covert) rescue(g, p, 1);
    },
  },
  {
    name: 'Big Impact', copies: 5, cls: STRENGTH, cost: 4, recruit: 0, attack: 0, plus: { recruit: true, attack: true },
    keywords: [...sizeChanging(STRENGTH), VERSATILE],
    text: 'Size-Changing (Strength). Versatile 2.',
    hint: { versatile: 2 },
    play: (g, p, c) => versatile(g, p, c, 2),
  },
  {
    name: 'Need to Stretch My Legs', copies: 3, cls: COVERT, cost: 6, attack: 2,
    keywords: [...sizeChanging(COVERT), CHEERING_CROWDS],
    text: 'Size-Changing (Covert). Champions team power: optionally KO one card from hand or discard pile. Cheering Crowds.',
    hint: { power: { team: CHAMPIONS, other: 1 } },
    play: (g, p, c) => {
      if (!teamPower(g, CHAMPIONS)) return;
      const opts = distinct(g, p, cardsIn(g, p, HAND | DISCARD));
      if (opts.length) ask(g, p, 'card', stretchKo, [...opts, -1], { source: c });
    },
  },
  {
    name: 'Rising Hope', copies: 1, cls: STRENGTH, cost: 9, recruit: 0, attack: 0, plus: { recruit: true, attack: true },
    keywords: [...sizeChanging(STRENGTH | COVERT), VERSATILE, CHEERING_CROWDS],
    text: 'Size-Changing (Strength, Covert). Versatile 4. Cheering Crowds.',
    hint: { versatile: 4 },
    play: (g, p, c) => versatile(g, p, c, 4),
  },
], SET);
