// Beast (Secret Wars Volume 2, Illuminati).
//
// - Balanced Attack: the top card of the deck is revealed (the discard pile shuffled in when the deck is empty:
//   topOfDeck) and drawn when it is Strength or Tech (a Divided card counts both sides' classes there).
// - Upside-down Thinking: Wall-Crawl; Patrol any city space: when it is empty, the hero in the HQ space under it (HQ
//   space s lies under city space s) costs 3 less this turn (a turn effect on that card, as Apocalyptic Kitty Pryde's
//   Infiltrate HQ: it keeps the discount if it leaves the HQ this turn). The player chooses the space (a 'slot'
//   question, intent 'hq-gain': the hero most wanted); only the spaces the patrol can succeed on and that have a hero
//   under them are offered (patrolling another space does nothing), one is taken without asking.
// - Doctor of Beatdown: +1 Attack per other Strength card and +1 per other Tech card played this turn (a card with
//   both classes counts twice).
// - Multi-Variable Smackulus: superpower of two Strength and two Tech cards played before it (a multi-class card
//   counts for both, as for Captain Marvel's Cosmic Energies): draw three cards.
import { SET } from '../set.js';
import { addEffect, effectKind } from '../../../effects.js';
import { ask, cont } from '../../../flow.js';
import { patrolEmpty } from '../../../keywords/patrol.js';
import { WALL_CRAWL } from '../../../keywords/wall-crawl.js';
import { hero } from '../../../registry.js';
import { cityName, draw, gainAttack, hasCls, isHero, log, nameOf, playedCls, topOfDeck } from '../../../rules.js';
import type { Game } from '../../../types.js';
import { STRENGTH, TECH } from '../../../types.js';

/** The hero c costs n less this turn. */
const UPSIDE_DOWN = effectKind({
  key: 'beast:upside-down-thinking', heroCost: (_g, c, e) => (c === e.c ? -e.n : 0),
});

/** City spaces that are empty (and exist) with a hero in the HQ space under them. */
function patrolSpaces(g: Game): number[] {
  const out: number[] = [];
  for (let s = 0; s < g.city.length && s < g.hq.length; s++) {
    const h = g.hq[s]!;
    if (patrolEmpty(g, s) && h >= 0 && ((g.hqDestroyed >> s) & 1) === 0 && isHero(g, h)) out.push(s);
  }
  return out;
}

const upsideDown = cont('beast:upside-down-thinking:patrol', (g, _f, v) => {
  if (v < 0 || !patrolEmpty(g, v)) return;
  const h = g.hq[v]!;
  if (h < 0 || !isHero(g, h)) return;
  g.log && log(g, `  patrols the ${cityName(v)}: ${nameOf(g, h)} costs 3 less this turn`);
  addEffect(g, UPSIDE_DOWN, h, 3);
}, { about: 'hq-gain' });

hero('Beast', 'Illuminati', [
  {
    name: 'Balanced Attack', copies: 5, cls: STRENGTH | TECH, cost: 3, attack: 2,
    text: 'Turn up the top card of your deck: draw it when it is Strength or Tech.',
    hint: { draw: 0.4 },
    play: (g, p) => {
      const top = topOfDeck(g, p);
      if (top < 0) return;
      g.log && log(g, `  P${p + 1} reveals ${nameOf(g, top)}`);
      if (hasCls(g, top, STRENGTH | TECH)) draw(g, p, 1);
    },
  },
  {
    name: 'Upside-down Thinking', copies: 5, cls: STRENGTH | TECH, cost: 4, keywords: [WALL_CRAWL],
    text: 'Wall-Crawl. Patrol a city space: when it is empty, the HQ hero below it is 3 cheaper this turn.',
    hint: { avgRecruit: 1.5 },
    play: (g, p, c) => {
      const opts = patrolSpaces(g);
      if (opts.length) ask(g, p, 'slot', upsideDown, opts, { source: c });
    },
  },
  {
    name: 'Doctor of Beatdown', copies: 3, cls: STRENGTH | TECH, cost: 6, attack: 2, plus: { attack: true },
    text: '+1 Attack for each other Strength card and +1 for each other Tech card played this turn.',
    hint: { per: { cls: STRENGTH | TECH, attack: 1 }, avgAttack: 0.5 },
    play: (g) => gainAttack(g, playedCls(g, STRENGTH) + playedCls(g, TECH)),
  },
  {
    name: 'Multi-Variable Smackulus', copies: 1, cls: STRENGTH | TECH, cost: 8, attack: 4,
    text: 'Superpower of two Strength and two Tech cards: draw three cards.',
    // four class icons are needed; a hint names classes any two of which trigger it, so the gain is lowered
    hint: { power: { cls: STRENGTH | TECH, count: 2, draw: 2 } },
    play: (g, p) => { if (playedCls(g, STRENGTH) >= 2 && playedCls(g, TECH) >= 2) draw(g, p, 3); },
  },
], SET);
