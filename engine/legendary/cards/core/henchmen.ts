import { ask, cont } from '../../flow.js';
import { YOUR_HEROES, distinct, gainRecruit, koCard, koSome, peekTop } from '../../rules.js';
import { henchmen, type VillainSpec } from '../../registry.js';
import { addEffect, NEXT_HAND_EXTRA } from '../../effects.js';

// Doombot Legion: of the top two cards of your deck, KO the one you choose; the other stays on top.
// (Two identical cards are one choice: `distinct`.)
const doombotKo = cont('doombot-legion:ko', (g, f, v) => { if (v >= 0) koCard(g, f.p, v); }, { about: 'lose' });

export const DOOMBOT_LEGION: VillainSpec = {
  name: 'Doombot Legion', copies: 10, attack: 3, vp: 1,
  text: 'Fight: look at the top two cards of your deck; KO one of them and put the other back.',
  fight: (g, p, c) => ask(g, p, 'card', doombotKo, distinct(g, p, peekTop(g, p, 2)), { source: c }),
};
henchmen(DOOMBOT_LEGION);
export const HAND_NINJAS: VillainSpec = {
  name: 'Hand Ninjas', copies: 10, attack: 3, vp: 1,
  text: 'Fight: +1 Recruit.',
  hint: { fight: 1 },
  fight: (g) => gainRecruit(g, 1),
};
henchmen(HAND_NINJAS);
export const SAVAGE_LAND_MUTATES: VillainSpec = {
  name: 'Savage Land Mutates', copies: 10, attack: 3, vp: 1,
  text: 'Fight: draw one extra card when you draw your new hand this turn.',
  hint: { fight: 1.3 },
  fight: (g, _p, c) => addEffect(g, NEXT_HAND_EXTRA, c, 1),
};
henchmen(SAVAGE_LAND_MUTATES);
export const SENTINEL: VillainSpec = {
  name: 'Sentinel', copies: 10, attack: 3, vp: 1,
  text: 'Fight: KO one of your heroes.',
  hint: { fight: 0.5 },
  fight: (g, p) => koSome(g, p, 1, YOUR_HEROES, true),
};
henchmen(SENTINEL);
