// Viv Vision (Champions, Champions).
//
// - Walking Wi-Fi: Tech superpower (read when played) starts a turn effect: each Hero its player recruits from the HQ
//   for the rest of the turn (a 'recruit' event from Z_HQ) rescues a Bystander; each copy has its own.
// - Expanding Neural Network: Size-Changing (Tech); Tech superpower: one more card in the hand drawn at the end of the
//   turn (NEXT_HAND_EXTRA).
// - Crowdsourcing: Versatile 3, Cheering Crowds.
// - Alter Molecular Density: Size-Changing (Tech, Ranged); a turn effect: +2 Attack for each Hero its player recruits
//   for the rest of the turn, by any route that recruits (the HQ, S.H.I.E.L.D. Officers, Sidekicks: every 'recruit'
//   event); a Hero gained without recruiting does not count.
import { SET } from '../set.js';
import { NEXT_HAND_EXTRA, addEffect, effectKind } from '../../../effects.js';
import { CHEERING_CROWDS } from '../../../keywords/cheering-crowds.js';
import { sizeChanging } from '../../../keywords/size-changing.js';
import { VERSATILE, versatile } from '../../../keywords/versatile.js';
import { hero } from '../../../registry.js';
import { gainAttack, power, rescue } from '../../../rules.js';
import { RANGED, TECH, Z_HQ } from '../../../types.js';

const WIFI = effectKind({
  key: 'viv-vision:walking-wi-fi',
  after: { recruit: (g, ev) => { if (ev.p === g.current && ev.from === Z_HQ) rescue(g, ev.p, 1); } },
});

const DENSITY = effectKind({
  key: 'viv-vision:alter-molecular-density',
  after: { recruit: (g, ev) => { if (ev.p === g.current) gainAttack(g, 2); } },
});

hero('Viv Vision', 'Champions', [
  {
    name: 'Walking Wi-Fi', copies: 5, cls: TECH, cost: 3, recruit: 2,
    text: 'Tech superpower: each HQ recruit later this turn also saves a Bystander.',
    hint: { power: { cls: TECH, rescue: 0.8 } },
    play: (g, _p, c) => { if (power(g, TECH)) addEffect(g, WIFI, c); },
  },
  {
    name: 'Expanding Neural Network', copies: 5, cls: TECH, cost: 4, attack: 2, keywords: sizeChanging(TECH),
    text: 'Size-Changing (Tech). Tech superpower: draw one extra card for your next hand.',
    hint: { power: { cls: TECH, draw: 1 } },
    play: (g, _p, c) => { if (power(g, TECH)) addEffect(g, NEXT_HAND_EXTRA, c, 1); },
  },
  {
    name: 'Crowdsourcing', copies: 3, cls: RANGED, cost: 6, recruit: 0, attack: 0, plus: { recruit: true, attack: true },
    keywords: [VERSATILE, CHEERING_CROWDS],
    text: 'Versatile 3. Cheering Crowds.',
    hint: { versatile: 3 },
    play: (g, p, c) => versatile(g, p, c, 3),
  },
  {
    name: 'Alter Molecular Density', copies: 1, cls: TECH, cost: 9, recruit: 5, attack: 0, plus: { attack: true },
    keywords: sizeChanging(TECH | RANGED),
    text: 'Size-Changing (Tech, Ranged). Each Hero recruited later this turn gives +2 Attack.',
    hint: { avgAttack: 2 },
    play: (g, _p, c) => addEffect(g, DENSITY, c),
  },
], SET);
