// Elsa Bloodstone (Secret Wars Volume 2, S.H.I.E.L.D.).
//
// - Bloodstone Pendant: Spectrum (keywords/spectrum.ts, read when played): an optional 'card' question over the
//   distinct cards of the hand and the discard pile and -1; a KO gives +1 Recruit.
// - Monster Hunter: patrols the Sewers (keywords/patrol.ts, read when played): empty, rescue a Bystander.
// - Defend the S.H.I.E.L.D. Wall: Wall-Crawl (keywords/wall-crawl.ts); +1 Attack per other S.H.I.E.L.D. hero played
//   earlier this turn (grey S.H.I.E.L.D. Agents, Troopers and Officers included), as core Nick Fury's Legendary
//   Commander counts them.
// - Prodigy of Ulysses Bloodstone: Spectrum (read when played): +3 Attack.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { patrolEmpty } from '../../../keywords/patrol.js';
import { spectrum } from '../../../keywords/spectrum.js';
import { WALL_CRAWL } from '../../../keywords/wall-crawl.js';
import { hero } from '../../../registry.js';
import { DISCARD, HAND, SEWERS, cardsIn, distinct, gainAttack, gainRecruit, koCard, playedTeam, rescue } from '../../../rules.js';
import { COVERT, INSTINCT, RANGED, SHIELD, STRENGTH, TECH } from '../../../types.js';

const pendantKo = cont('elsa-bloodstone:bloodstone-pendant:ko', (g, f, v) => {
  if (v < 0) return;
  const pl = g.players[f.p]!;
  if (!pl.hand.includes(v) && !pl.discard.includes(v)) return;
  koCard(g, f.p, v, f.c);
  gainRecruit(g, 1);
}, { about: 'ko-optional', n: 1 });

const PRODIGY_SPECTRUM = 3;

hero('Elsa Bloodstone', 'S.H.I.E.L.D.', [
  {
    name: 'Bloodstone Pendant', copies: 5, cls: INSTINCT, cost: 5, recruit: 2, plus: { recruit: true },
    text: 'Spectrum: optionally KO one card of your hand or discard pile for +1 Recruit.',
    hint: { avgRecruit: 0.5 },
    play: (g, p, c) => {
      if (!spectrum(g, p)) return;
      const opts = distinct(g, p, cardsIn(g, p, HAND | DISCARD));
      if (opts.length) ask(g, p, 'card', pendantKo, [...opts, -1], { source: c });
    },
  },
  {
    name: 'Monster Hunter', copies: 5, cls: COVERT | TECH, cost: 3, attack: 2,
    text: 'Patrol the Sewers: with nothing there, a Bystander is rescued.',
    hint: { power: { rescue: 0.5 } },
    play: (g, p) => { if (patrolEmpty(g, SEWERS)) rescue(g, p, 1); },
  },
  {
    name: 'Defend the S.H.I.E.L.D. Wall', copies: 3, cls: RANGED, cost: 6, attack: 0, plus: { attack: true },
    keywords: [WALL_CRAWL],
    text: 'Wall-Crawl. +1 Attack per S.H.I.E.L.D. hero played before it this turn.',
    hint: { per: { team: SHIELD, attack: 1 } },
    play: (g) => gainAttack(g, playedTeam(g, SHIELD)),
  },
  {
    name: 'Prodigy of Ulysses Bloodstone', copies: 1, cls: STRENGTH, cost: 8, attack: 6, plus: { attack: true },
    text: 'Spectrum: 3 more Attack.',
    hint: { avgAttack: 2 },
    play: (g, p) => { if (spectrum(g, p)) gainAttack(g, PRODIGY_SPECTRUM); },
  },
], SET);
