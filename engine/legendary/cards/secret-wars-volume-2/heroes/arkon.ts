// Arkon the Magnificent (Secret Wars Volume 2, no team).
//
// - All-Terrain Barbarian: Wall-Crawl; Patrol the Sewers: empty, +1 Recruit.
// - Quiver of Thunderbolts: Spectrum (read when played): draw a card.
// - Warlord of Open Spaces: Patrol two adjacent city spaces: both empty, +1 Attack. The player chooses the two spaces
//   (a 'slot' question; the value is the space nearer the Sewers, the pair is it and the next one). Only the pairs
//   the patrol can succeed on are offered (both spaces exist and are empty): patrolling any other pair does nothing
//   at all, so nothing is lost; one such pair is taken without asking. Two spaces are adjacent when they are next to
//   each other on the board and both exist: a destroyed space between two others does not make them adjacent (the
//   rulebook is silent; this is the reading worst for the players, as Stingray and Thing read "adjacent").
// - Lord of Dragons: Patrol the Rooftops: empty, +4 Recruit and +4 Attack; not empty, the villain there (if any) is
//   defeated for free (defeatVillain: its Fight effect happens, conditions on fighting it do not apply, Universal
//   Rulebook "Defeat"). A Rooftops that does not exist can't be patrolled: nothing.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { canPatrol, patrolEmpty } from '../../../keywords/patrol.js';
import { spectrum } from '../../../keywords/spectrum.js';
import { WALL_CRAWL } from '../../../keywords/wall-crawl.js';
import { hero } from '../../../registry.js';
import { ROOFTOPS, SEWERS, cityName, defeatVillain, draw, isVillain, gainAttack, gainRecruit, log } from '../../../rules.js';
import type { Game } from '../../../types.js';
import { COVERT, INSTINCT, RANGED, STRENGTH } from '../../../types.js';

/** The city spaces s (the pair s, s + 1) whose two adjacent spaces are both empty and can be patrolled. */
export function emptyAdjacentPairs(g: Game): number[] {
  const out: number[] = [];
  for (let s = 0; s + 1 < g.city.length; s++) if (patrolEmpty(g, s) && patrolEmpty(g, s + 1)) out.push(s);
  return out;
}

const warlordPatrol = cont('arkon:warlord-of-open-spaces:patrol', (g, _f, v) => {
  if (v < 0 || !patrolEmpty(g, v) || !patrolEmpty(g, v + 1)) return;
  g.log && log(g, `  patrols the ${cityName(v)} and the ${cityName(v + 1)}: both empty`);
  gainAttack(g, 1);
}, { about: 'move-villain-to' });

hero('Arkon the Magnificent', '', [
  {
    name: 'All-Terrain Barbarian', copies: 5, cls: STRENGTH | COVERT, cost: 3, recruit: 2, plus: { recruit: true },
    keywords: [WALL_CRAWL],
    text: 'Wall-Crawl. Patrol the Sewers: +1 Recruit when nothing is there.',
    hint: { avgRecruit: 0.5 },
    play: (g) => { if (patrolEmpty(g, SEWERS)) gainRecruit(g, 1); },
  },
  {
    name: 'Quiver of Thunderbolts', copies: 5, cls: RANGED, cost: 3, attack: 2,
    text: 'Spectrum: draw a card.',
    hint: { draw: 0.5 },
    play: (g, p) => { if (spectrum(g, p)) draw(g, p, 1); },
  },
  {
    name: 'Warlord of Open Spaces', copies: 3, cls: INSTINCT, cost: 5, attack: 3, plus: { attack: true },
    text: 'Patrol two neighbouring city spaces: +1 Attack when both are empty.',
    hint: { avgAttack: 0.6 },
    play: (g, p, c) => {
      const pairs = emptyAdjacentPairs(g);
      if (pairs.length) ask(g, p, 'slot', warlordPatrol, pairs, { source: c });
    },
  },
  {
    name: 'Lord of Dragons', copies: 1, cls: INSTINCT, cost: 7, recruit: 0, attack: 0, plus: { recruit: true, attack: true },
    text: 'Patrol the Rooftops: +4 Recruit and +4 Attack when nothing is there; otherwise defeat the villain there for free.',
    // empty: 4 and 4; otherwise a villain defeated for free, worth about its Attack
    hint: { avgRecruit: 2, avgAttack: 3 },
    play: (g, p) => {
      if (!canPatrol(g, ROOFTOPS)) return;
      if (patrolEmpty(g, ROOFTOPS)) { gainRecruit(g, 4); gainAttack(g, 4); return; }
      if (g.city[ROOFTOPS]! >= 0 && isVillain(g, g.city[ROOFTOPS]!)) defeatVillain(g, p, ROOFTOPS);
    },
  },
], SET);
