import { ask, cont, later } from '../../../flow.js';
import {
  BRIDGE, REVEAL_TECH, ROOFTOPS, YOUR_HEROES, allOwned, countHeroes, eachRevealOrWound, hasCls, isHero,
  isTeam, koCard, koSome, playerOrder, rescue, topOfDeck,
} from '../../../rules.js';
import { villainGroup } from '../../../registry.js';
import { AVENGERS, TECH } from '../../../types.js';

// Melter: one frame per player (current first): reveal the top card of their deck; the current player
// decides: KO it (the card) or put it back (-1; it simply stays on top).
const melterReveal = cont('masters-of-evil:melter:reveal', (g, f) => {
  const top = topOfDeck(g, f.p);
  if (top < 0) return;
  ask(g, g.current, 'card', melterChoice, [top, -1], { source: f.c, n: f.p });
});
const melterChoice = cont('masters-of-evil:melter:ko-or-back', (g, f, v) => {
  if (v >= 0) koCard(g, f.n, v);
}, { about: 'ko-optional', n: 1 });

villainGroup('Masters of Evil', [
  {
    name: 'Baron Zemo', copies: 2, attack: 6, vp: 4,
    text: 'Fight: rescue one Bystander per Avengers hero you have (hand and played this turn).',
    hint: { fight: 1.5 },
    fight: (g, p) => rescue(g, p, countHeroes(g, p, (c) => isTeam(g, c, AVENGERS))),
  },
  {
    name: 'Melter', copies: 2, attack: 5, vp: 3,
    text: "Fight: each player reveals their deck's top card; you decide for each whether it is KO'd or stays.",
    fight: (g, _p, c) => { for (const q of playerOrder(g)) later(g, melterReveal, q, c); },
  },
  {
    name: 'Ultron', copies: 2, attack: 6, vp: 2, plus: { vp: true },
    text: 'Worth 1 more VP per Tech hero among all your cards at game end. Escape: every player reveals a Tech hero or gains a Wound.',
    hint: { escape: 0.8 },
    vpAt: (g, p) => 2 + allOwned(g, p).filter((c) => isHero(g, c) && hasCls(g, c, TECH)).length,
    escape: (g) => eachRevealOrWound(g, REVEAL_TECH),
  },
  {
    name: 'Whirlwind', copies: 2, attack: 4, vp: 2,
    text: 'Fight: if he was on the Rooftops or the Bridge, KO two of your heroes.',
    hint: { fight: 0.5 },
    fight: (g, p) => {
      if (g.defeatSlot === ROOFTOPS || g.defeatSlot === BRIDGE) koSome(g, p, 2, YOUR_HEROES, true);
    },
  },
], 'core', [{ cls: TECH, w: 0.2 }]);
