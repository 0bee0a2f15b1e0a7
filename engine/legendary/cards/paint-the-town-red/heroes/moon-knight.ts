// Moon Knight (Paint the Town Red, Marvel Knights).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { addEffect, effectKind } from '../../../effects.js';
import { WALL_CRAWL } from '../../../keywords/wall-crawl.js';
import { hero } from '../../../registry.js';
import {
  DISCARD, HAND, IN_PLAY, ROOFTOPS, cardsIn, def, distinct, gainRecruit, koCard, moveVillain, power, rescue,
} from '../../../rules.js';
import type { Game, GameEvent } from '../../../types.js';
import { INSTINCT, TECH, Z_CITY } from '../../../types.js';
import { drawTopIf } from './common.js';

/** A villain defeated on the Rooftops (fought from the city there). */
const onRooftops = (g: Game, ev: GameEvent) => ev.from === Z_CITY && ev.slot === ROOFTOPS && ev.p === g.current;

// Lunar Communion: whenever you defeat a villain on the Rooftops this turn, you may KO one of your cards (hand,
// played this turn) or a card from your discard pile.
const communionKo = cont('moon-knight:lunar-communion:ko', (g, f, v) => { if (v >= 0) koCard(g, f.p, v, f.c); }, { about: 'ko-optional', n: 0 });
const COMMUNION = effectKind({
  key: 'moon-knight:lunar-communion',
  after: {
    defeat: (g, ev, e) => {
      if (!onRooftops(g, ev)) return;
      ask(g, ev.p, 'card', communionKo, [...distinct(g, ev.p, cardsIn(g, ev.p, HAND | IN_PLAY | DISCARD)), -1], { source: e.c });
    },
  },
});

// Golden Ankh of Khonshu: whenever you defeat a villain on the Rooftops this turn, rescue Bystanders equal to
// its printed VP. Tech: you may move a villain to the Rooftops (swapping with the one there).
const ANKH = effectKind({
  key: 'moon-knight:golden-ankh',
  after: { defeat: (g, ev) => { if (onRooftops(g, ev)) rescue(g, ev.p, def(g, ev.c).vp); } },
});
const ankhMove = cont('moon-knight:golden-ankh:move', (g, _f, v) => {
  if (v >= 0 && ROOFTOPS < g.city.length && g.city[v]! >= 0) moveVillain(g, v, ROOFTOPS);
}, { about: 'move-villain' });

hero('Moon Knight', 'Marvel Knights', [
  {
    name: 'Climbing Claws', copies: 5, cls: TECH, cost: 3, recruit: 2, plus: { recruit: true }, keywords: [WALL_CRAWL],
    text: 'Wall-Crawl. Instinct: +1 Recruit.',
    hint: { power: { cls: INSTINCT, recruit: 1 } },
    play: (g) => { if (power(g, INSTINCT)) gainRecruit(g, 1); },
  },
  {
    name: 'Lunar Communion', copies: 5, cls: INSTINCT, cost: 3, attack: 2, keywords: [WALL_CRAWL],
    text: 'Wall-Crawl. Whenever you defeat a villain on the Rooftops this turn, you may KO one of your cards or a card from your discard pile.',
    hint: { avgAttack: 0.3 },
    play: (g, _p, c) => addEffect(g, COMMUNION, c),
  },
  {
    name: 'Crescent Moon Darts', copies: 3, cls: TECH, cost: 5, attack: 3,
    text: 'Reveal your top card: draw it if it is Instinct or Tech.',
    hint: { draw: 0.4 },
    play: (g, p) => drawTopIf(g, p, (d) => (d.cls & (INSTINCT | TECH)) !== 0),
  },
  {
    name: 'Golden Ankh of Khonshu', copies: 1, cls: INSTINCT, cost: 8, attack: 6,
    text: 'Whenever you defeat a villain on the Rooftops this turn, rescue Bystanders equal to its VP. Tech: you may move a villain to the Rooftops, swapping with any there.',
    hint: { avgAttack: 1, power: { cls: TECH, rescue: 2 } },
    play: (g, p, c) => {
      const tech = power(g, TECH);
      addEffect(g, ANKH, c);
      if (!tech || ROOFTOPS >= g.city.length) return;
      const opts: number[] = [];
      for (let s = 0; s < g.city.length; s++) if (s !== ROOFTOPS && g.city[s]! >= 0) opts.push(s);
      if (opts.length) ask(g, p, 'slot', ankhMove, [...opts, -1], { source: c });
    },
  },
], SET);
