// Spider-Woman (Paint the Town Red, Spider Friends).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { WALL_CRAWL, discardToDeckTop } from '../../../keywords/wall-crawl.js';
import { hero } from '../../../registry.js';
import { isHero, recruitFromHq, teamPower } from '../../../rules.js';
import { COVERT, RANGED, SPIDER_FRIENDS, STRENGTH } from '../../../types.js';
import { drawTopIf, hasAttackIcon, hasRecruitIcon, putOnTop } from './common.js';

// Arachno-Pheromones: recruit an HQ hero for free; Spider Friends: it goes on top of your deck.
const pheromones = cont('spider-woman:arachno-pheromones:recruit-hq-hero', (g, f, v) => {
  if (v < 0 || g.hq[v]! < 0 || !isHero(g, g.hq[v]!)) return;
  const h = g.hq[v]!;
  recruitFromHq(g, f.p, v, true);
  if (f.n === 1) discardToDeckTop(g, f.p, h);
}, { about: 'hq-gain' });

hero('Spider-Woman', 'Spider Friends', [
  {
    name: 'Bioelectric Shock', copies: 5, cls: RANGED, cost: 4, attack: 2, keywords: [WALL_CRAWL],
    text: 'Wall-Crawl. Reveal your top card: draw it if it has an Attack icon.',
    hint: { draw: 0.5 },
    play: (g, p) => drawTopIf(g, p, hasAttackIcon),
  },
  {
    name: 'Radioactive Spider', copies: 5, cls: STRENGTH, cost: 2, recruit: 3,
    text: 'To play it, put another card from your hand on top of your deck.',
    hint: { needsFodder: true },
    canPlay: (g, p) => g.players[p]!.hand.length >= 2,
    play: (g, p, c) => putOnTop(g, p, c, 1),
  },
  {
    name: 'Venom Blast', copies: 3, cls: RANGED, cost: 6, attack: 3, keywords: [WALL_CRAWL],
    text: 'Wall-Crawl. Reveal your top card: draw it if it has a Recruit icon.',
    hint: { draw: 0.5 },
    play: (g, p) => drawTopIf(g, p, hasRecruitIcon),
  },
  {
    name: 'Arachno-Pheromones', copies: 1, cls: COVERT, cost: 7,
    text: 'Recruit an HQ hero for free. Spider Friends: it goes on top of your deck.',
    hint: { avgRecruit: 5, power: { team: SPIDER_FRIENDS, other: 1 } },
    play: (g, p, c) => {
      const spider = teamPower(g, SPIDER_FRIENDS);
      const opts: number[] = [];
      for (let s = 0; s < g.hq.length; s++) if (g.hq[s]! >= 0 && isHero(g, g.hq[s]!)) opts.push(s);
      ask(g, p, 'slot', pheromones, opts, { source: c, n: spider ? 1 : 0 });
    },
  },
], SET);
