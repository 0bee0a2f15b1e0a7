// Cloak & Dagger (Civil War; Avengers and Marvel Knights).
//
// Teams: each side of the Divided cards prints its own (Cloak: Avengers, Dagger: Marvel Knights). Penumbra, not
// Divided, gives no team in the card data: it takes the left-hand hero's, Avengers (the hero the rulebook sorts
// these cards by; a public card catalogue lists Penumbra as Avengers too).
//
// Below: +3 Recruit that may pay only for recruiting the heroes in the HQ space under the Sewers (restricted points,
// like the Bank ones of Marvel Studios Phase 1): what is left after one recruit still pays for the hero that refills
// that space.
//
// Darkness / Light reveal the top card of the deck (the discard pile is shuffled in first when the deck is empty); a
// revealed card that is neither KO'd nor drawn stays on top. Costs are printed costs (a Wound costs 0).
//
// Penumbra: for the rest of the turn, a Divided card you play is played as both sides, one after the other, each as a
// card of its own: its Recruit, Attack and ability, and a count for superpowers, team powers and "cards played this
// turn". The side question ('divided:play-side') then says which side goes first; the other follows once the first
// side's ability (and what it deferred) is done, and from then on the card counts as both sides for the turn.
import { SET } from '../set.js';
import { countPlayed } from '../../../actions.js';
import { PLAYED_SIDE, addEffect, effectKind, removeEffect } from '../../../effects.js';
import { cont, later } from '../../../flow.js';
import { PHASING } from '../../../keywords/phasing.js';
import { hero } from '../../../registry.js';
import {
  PAY_RECRUIT, SEWERS, announce, def, draw, gainAttack, gainRecruit, koCard, log, nameOf, power, sideDef, topOfDeck,
} from '../../../rules.js';
import type { Game, TurnEffect } from '../../../types.js';
import { COVERT, RANGED } from '../../../types.js';

const CLOAK = 'Avengers', DAGGER = 'Marvel Knights';

const RECRUIT_UNDER_SEWERS = effectKind({
  key: 'cloak-and-dagger:below',
  onlyFor: (g, target, c) => target === PAY_RECRUIT && c >= 0 && g.hq[SEWERS] === c,
});

/** Reveals the top card of player p's deck (logged); -1 when there is none. */
function revealTop(g: Game, p: number): number {
  const c = topOfDeck(g, p);
  if (c >= 0) g.log && log(g, `  P${p + 1} reveals ${nameOf(g, c)}`);
  return c;
}

// ---- Penumbra ---------------------------------------------------------------------------------------

/** A Divided card whose second side is still to come (c): the hook leaves its second 'play' alone. */
const BOTH_PENDING = effectKind({ key: 'cloak-and-dagger:penumbra:pending' });
const PENUMBRA = effectKind({
  key: 'cloak-and-dagger:penumbra',
  after: {
    play: (g, ev, e) => {
      if (ev.p !== g.current || !firstPenumbra(g, e)) return;
      const d = def(g, ev.c), side = sideDef(g, ev.c);
      if (d.halves === undefined || side === d) return;
      for (const x of g.t.effects) if (x.k === BOTH_PENDING && x.c === ev.c) return;
      const other = d.halves.find((h) => h !== side.id);
      // a side that could not be played by itself is not played
      const s = other === undefined ? undefined : g.cards[other]!;
      if (s === undefined || (s.canPlay && !s.canPlay(g, ev.p, ev.c))) return;
      addEffect(g, BOTH_PENDING, ev.c);
      later(g, otherSide, ev.p, ev.c, s.id);
    },
  },
});
/** Only one Penumbra effect acts on a card (a second copy adds nothing: both sides are played already). */
function firstPenumbra(g: Game, e: TurnEffect): boolean {
  for (const x of g.t.effects) if (x.k === PENUMBRA) return x === e;
  return false;
}

// The other side (f.n) of Divided card f.c is played as a card of its own: the card counts as that side while its
// ability runs, then as both sides.
const otherSide = cont('cloak-and-dagger:penumbra:other-side', (g, f) => {
  const es = g.t.effects;
  const i = es.findIndex((x) => x.k === PLAYED_SIDE && x.c === f.c);
  if (i >= 0) es[i] = { ...es[i]!, n: f.n }; // records are shared between clones: replace, never change
  else addEffect(g, PLAYED_SIDE, f.c, f.n);
  const s = g.cards[f.n]!;
  g.log && log(g, `  ${nameOf(g, f.c)} is played again as ${s.name}`);
  if (s.attack) gainAttack(g, s.attack);
  if (s.recruit) gainRecruit(g, s.recruit);
  if (s.play) { const prev = g.src; g.src = f.c; s.play(g, f.p, f.c); g.src = prev; }
  if (!s.countsItself) countPlayed(g, f.c, f.c);
  announce(g, 'play', f.p, f.c);
  later(g, bothSides, f.p, f.c);
});
const bothSides = cont('cloak-and-dagger:penumbra:both', (g, f) => {
  for (const x of g.t.effects.slice()) if ((x.k === PLAYED_SIDE || x.k === BOTH_PENDING) && x.c === f.c) removeEffect(g, x);
});

hero('Cloak & Dagger', ['Avengers', 'Marvel Knights'], [
  {
    name: 'Above/Below', copies: 5, cls: 0, cost: 3, text: '',
    divided: [
      { name: 'Above', heroName: 'Cloak', team: CLOAK, cls: COVERT, attack: 2, text: '' },
      {
        name: 'Below', heroName: 'Dagger', team: DAGGER, cls: RANGED, recruit: 0, plus: { recruit: true },
        text: '+3 Recruit usable only to recruit heroes in the HQ space under the Sewers.',
        hint: { avgRecruit: 1.5 },
        play: (g, _p, c) => addEffect(g, RECRUIT_UNDER_SEWERS, c, 3),
      },
    ],
  },
  {
    name: 'Flee/Fight', copies: 5, cls: 0, cost: 4, text: '',
    divided: [
      {
        name: 'Flee', heroName: 'Cloak', team: CLOAK, cls: COVERT, recruit: 2, plus: { recruit: true }, keywords: [PHASING],
        text: 'Phasing. Covert superpower: +1 Recruit.',
        hint: { power: { cls: COVERT, recruit: 1 } },
        play: (g) => { if (power(g, COVERT)) gainRecruit(g, 1); },
      },
      {
        name: 'Fight', heroName: 'Dagger', team: DAGGER, cls: RANGED, attack: 2, plus: { attack: true }, keywords: [PHASING],
        text: 'Phasing. Ranged superpower: +1 Attack.',
        hint: { power: { cls: RANGED, attack: 1 } },
        play: (g) => { if (power(g, RANGED)) gainAttack(g, 1); },
      },
    ],
  },
  {
    name: 'Darkness/Light', copies: 3, cls: 0, cost: 6, text: '',
    divided: [
      {
        name: 'Darkness', heroName: 'Cloak', team: CLOAK, cls: COVERT, attack: 3,
        text: 'Covert superpower: reveal your top card; KO it if it costs 0.',
        hint: { power: { cls: COVERT, other: 0.5 } },
        play: (g, p, c) => {
          if (!power(g, COVERT)) return;
          const top = revealTop(g, p);
          if (top >= 0 && def(g, top).cost === 0) koCard(g, p, top, c);
        },
      },
      {
        name: 'Light', heroName: 'Dagger', team: DAGGER, cls: RANGED, recruit: 3,
        text: 'Ranged superpower: reveal your top card; draw it if it costs 1 or more.',
        hint: { power: { cls: RANGED, draw: 0.5 } },
        play: (g, p) => {
          if (!power(g, RANGED)) return;
          const top = revealTop(g, p);
          if (top >= 0 && def(g, top).cost >= 1) draw(g, p, 1);
        },
      },
    ],
  },
  {
    name: 'Penumbra', copies: 1, cls: RANGED, cost: 7, attack: 4, team: CLOAK,
    text: 'This turn, each Divided card you play is played as both its sides, as two cards.',
    hint: { avgAttack: 1.5 },
    play: (g, _p, c) => addEffect(g, PENUMBRA, c),
  },
], SET);
