// Agent Venom (Secret Wars Volume 2, Spider Friends).
//
// - Multi-Gun: Spectrum (keywords/spectrum.ts, read when played) gives +1 Recruit and +1 Attack.
// - Government Payroll: Patrol the Bank. Empty: +2 Recruit; not empty (a villain or anything else held there):
//   +2 Attack. A Bank that does not exist (destroyed) can't be patrolled: neither (Universal Rulebook, Patrol).
// - Big Slimeportunity: Patrol the Sewers: empty, draw a card.
// - Shapeshifting Symbiote: +1 Recruit per other card played this turn with a Recruit icon, +1 Attack per one with an
//   Attack icon (a card with both counts for both). "Cards played this turn" are g.t.played (copies and cards that left
//   play since included), each read as what it was played as (a Divided card's side, a copy's original); an icon is a
//   printed value, "0+" included (dark-city/villains/shared.ts hasRecruitIcon / hasAttackIcon).
// Government Payroll, Big Slimeportunity and Shapeshifting Symbiote have Wall-Crawl (keywords/wall-crawl.ts).
import { SET } from '../set.js';
import { hasAttackIcon, hasRecruitIcon } from '../../dark-city/villains/shared.js';
import { patrolEmpty, canPatrol } from '../../../keywords/patrol.js';
import { spectrum } from '../../../keywords/spectrum.js';
import { WALL_CRAWL } from '../../../keywords/wall-crawl.js';
import { hero } from '../../../registry.js';
import { BANK, SEWERS, draw, gainAttack, gainRecruit } from '../../../rules.js';
import type { Game } from '../../../types.js';
import { INSTINCT, STRENGTH, TECH } from '../../../types.js';

/** Other cards than c played this turn whose played-as definition has the icon. */
function playedWithIcon(g: Game, c: number, icon: typeof hasRecruitIcon): number {
  const a = g.t.played;
  let n = 0;
  for (let i = 0; i < a.length; i += 2) if (a[i] !== c && icon(g.cards[a[i + 1]!]!)) n++;
  return n;
}

hero('Agent Venom', 'Spider Friends', [
  {
    name: 'Multi-Gun', copies: 5, cls: TECH, cost: 2, recruit: 1, attack: 1, plus: { recruit: true, attack: true },
    text: 'Spectrum: +1 Recruit and +1 Attack.',
    hint: { avgRecruit: 0.5, avgAttack: 0.5 },
    play: (g, p) => { if (spectrum(g, p)) { gainRecruit(g, 1); gainAttack(g, 1); } },
  },
  {
    name: 'Government Payroll', copies: 5, cls: STRENGTH | INSTINCT, cost: 3, recruit: 0, attack: 0,
    plus: { recruit: true, attack: true }, keywords: [WALL_CRAWL],
    text: 'Wall-Crawl. Patrol the Bank: +2 Recruit when nothing is there, +2 Attack when something is.',
    hint: { avgRecruit: 1, avgAttack: 1 },
    play: (g) => {
      if (!canPatrol(g, BANK)) return;
      if (patrolEmpty(g, BANK)) gainRecruit(g, 2); else gainAttack(g, 2);
    },
  },
  {
    name: 'Big Slimeportunity', copies: 3, cls: INSTINCT, cost: 6, recruit: 2, attack: 2, keywords: [WALL_CRAWL],
    text: 'Wall-Crawl. Patrol the Sewers: a card drawn when nothing is there.',
    hint: { draw: 0.5 },
    play: (g, p) => { if (patrolEmpty(g, SEWERS)) draw(g, p, 1); },
  },
  {
    name: 'Shapeshifting Symbiote', copies: 1, cls: STRENGTH, cost: 7, recruit: 0, attack: 0,
    plus: { recruit: true, attack: true }, keywords: [WALL_CRAWL],
    text: 'Wall-Crawl. Each other card played this turn adds +1 Recruit if it shows Recruit, +1 Attack if it shows Attack.',
    hint: { avgRecruit: 2, avgAttack: 2 },
    play: (g, _p, c) => {
      const r = playedWithIcon(g, c, hasRecruitIcon), a = playedWithIcon(g, c, hasAttackIcon);
      if (r > 0) gainRecruit(g, r);
      gainAttack(g, a);
    },
  },
], SET);
