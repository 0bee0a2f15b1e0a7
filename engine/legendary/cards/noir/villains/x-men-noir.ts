// X-Men Noir (Noir): Fight and Escape effects that Investigate (engine/legendary/keywords/investigate.ts).
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { addEffect, effectKind } from '../../../effects.js';
import { HERO_DECK, VILLAIN_DECK, investigate, investigation, takeFromDeck } from '../../../keywords/investigate.js';
import {
  def, hasCls, isHero, log, nameOf, playAsVillainCard, playerOrder, putIntoHq, refillHq, takeFaceDown, takeFromVillainDeck,
} from '../../../rules.js';
import { villainGroup } from '../../../registry.js';
import { STRENGTH, TECH, Z_HERO_DECK } from '../../../types.js';
import { hqHeroSlots, hasRecruitIcon, investigateFor, investigateToKo } from '../common.js';

export const X_MEN_NOIR = 'X-Men Noir';

const RECRUIT_ICON = investigateFor('x-men-noir:iceman', (g, c) => hasRecruitIcon(g, c));
const ZERO_COST_HERO_KO = investigateToKo('x-men-noir:rasputin', (g, c) => isHero(g, c) && def(g, c).cost === 0);
const TECH_OR_STRENGTH = investigateFor('x-men-noir:beast', (g, c) => hasCls(g, c, TECH | STRENGTH));
const ANY_CARD = investigateFor('x-men-noir:jean-grey', () => true);
const COST_ONE_KO = investigateToKo('x-men-noir:cyclops', (g, c) => isHero(g, c) && def(g, c).cost >= 1);
const SCHEME_TWIST = investigation({
  key: 'x-men-noir:emma-frost', deck: VILLAIN_DECK, hint: { about: 'lose' },
  match: (g, c) => def(g, c).kind === 'twist',
  found: (g, _p, c) => { if (takeFromVillainDeck(g, c)) playAsVillainCard(g, c, false); },
});
// Ororo: the hero found fills the HQ space emptied (an empty Hero Deck: the space stays empty).
const HQ_FILL = investigation({
  key: 'x-men-noir:ororo', deck: HERO_DECK,
  match: () => true,
  found: (g, _p, c, _src, slot) => {
    if (g.hq[slot]! >= 0 || !takeFromDeck(g, HERO_DECK, -1, c)) return;
    g.log && log(g, `  ${nameOf(g, c)} fills HQ space ${slot + 1}`);
    putIntoHq(g, slot, c, Z_HERO_DECK);
  },
});

/** Jean Grey Noir: at the end of this turn, after the new hand is drawn, its player investigates for an extra card. */
const JEAN_GREY = effectKind({ key: 'x-men-noir:jean-grey', after: { turnEnd: (g, e) => investigate(g, e.p, ANY_CARD, -1) } });

const ororoKo = cont('x-men-noir:ororo:ko', (g, f, v) => {
  if (v < 0) return;
  const c = g.hq[v]!;
  g.hq[v] = -1;
  for (const b of takeFaceDown(g, c)) g.ko.push(b);
  g.ko.push(c);
  g.log && log(g, `  ${nameOf(g, c)} is KO'd from the HQ`);
  investigate(g, f.p, HQ_FILL, f.c, v);
  later(g, ororoRefill, f.p, f.c, v);
}, { about: 'hq-lose' });
// when the Hero Deck was empty, the space is refilled as usual (it stays empty)
const ororoRefill = cont('x-men-noir:ororo:refill', (g, f) => refillHq(g, f.n));


villainGroup(X_MEN_NOIR, [
  {
    name: 'Bobby "Iceman" Drake', copies: 1, attack: 4, vp: 2,
    text: 'Fight: investigate for a card with a Recruit icon.',
    hint: { fight: 0.8 },
    fight: (g, p, c) => investigate(g, p, RECRUIT_ICON, c),
  },
  {
    name: 'Comrade Rasputin, Steel Wall', copies: 2, attack: 5, vp: 3,
    text: 'Fight: investigate for a 0-cost hero and KO it.',
    hint: { fight: 0.6 },
    fight: (g, p, c) => investigate(g, p, ZERO_COST_HERO_KO, c),
  },
  {
    name: 'Henry "Beast" McCoy', copies: 1, attack: 5, vp: 3,
    text: 'Fight: investigate for a Tech or Strength card.',
    hint: { fight: 0.8 },
    fight: (g, p, c) => investigate(g, p, TECH_OR_STRENGTH, c),
  },
  {
    name: 'Jean Grey Noir', copies: 1, attack: 5, vp: 3,
    text: 'Fight: when you draw your new hand at the end of this turn, investigate for an extra card.',
    hint: { fight: 1 },
    fight: (g, _p, c) => addEffect(g, JEAN_GREY, c),
  },
  {
    name: 'Scott "Cyclops" Summers', copies: 1, attack: 6, vp: 4,
    text: 'Escape: each player investigates their deck for a card that costs 1 or more and KOs it.',
    hint: { escape: 1.5 },
    escape: (g, _p, c) => { for (const q of playerOrder(g)) later(g, cyclopsEach, q, c); },
  },
  {
    name: 'Warden Emma Frost', copies: 1, attack: 6, vp: 4,
    text: 'Escape: investigate the Villain Deck for a Scheme Twist and play it.',
    hint: { escapeFlat: 3 },
    escape: (g, p, c) => investigate(g, p, SCHEME_TWIST, c),
  },
  {
    name: 'Ororo Munroe, Storm-Tossed', copies: 1, attack: 4, vp: 2,
    text: 'Fight: KO a hero from the HQ; investigate the Hero Deck for a card to fill that space.',
    hint: { fight: 0.3 },
    fight: (g, p, c) => ask(g, p, 'slot', ororoKo, hqHeroSlots(g), { source: c }),
  },
], SET);

const cyclopsEach = cont('x-men-noir:cyclops:each', (g, f) => investigate(g, f.p, COST_ONE_KO, f.c));
