// Stingray (Deadpool).
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { addEffect, effectKind } from '../../../effects.js';
import { excessiveViolence } from '../../../keywords/excessive-violence.js';
import { hero } from '../../../registry.js';
import {
  BRIDGE, DISCARD, HAND, IN_PLAY, PAY_FIGHT, PAY_MASTERMIND, SEWERS, cardsIn, cityLive, cityName, distinct, draw, gainAttack, isHero,
  koCard, log, moveVillain, nameOf, power, teamPower,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { RANGED, TECH } from '../../../types.js';
import { MERCS } from '../common.js';

// Deck Chairs on the Titanic: you may move a villain to an adjacent city space, swapping with one there.
const adjacent = (g: Game, s: number) => [s - 1, s + 1].filter((t) => cityLive(g, t));
const moveTo = cont('stingray:deck-chairs:to', (g, f, v) => {
  if (v < 0 || g.city[f.n]! < 0) return;
  g.log && log(g, `  ${nameOf(g, g.city[f.n]!)} moves from ${cityName(f.n)} to ${cityName(v)}`);
  moveVillain(g, f.n, v);
}, { about: 'move-villain-to' });
const moveWhich = cont('stingray:deck-chairs:villain', (g, f, v) => {
  if (v >= 0) ask(g, f.p, 'slot', moveTo, adjacent(g, v), { source: f.c, n: v });
}, { about: 'move-villain' });

/** Superpowered Swimsuit: +2 Attack usable only against villains in the Sewers or on the Bridge, or the Mastermind. */
const SWIMSUIT = effectKind({
  key: 'stingray:swimsuit',
  onlyFor: (g, target, c) => target === PAY_MASTERMIND
    || (target === PAY_FIGHT && c >= 0 && ((cityLive(g, SEWERS) && g.city[SEWERS] === c) || (cityLive(g, BRIDGE) && g.city[BRIDGE] === c))),
});

// "You may KO one of your cards or a card from your discard pile" (Sting) / "from your hand or discard pile" (PhD).
const koChosen = cont('stingray:ko', (g, f, v) => { if (v >= 0) koCard(g, f.p, v, f.c); }, { about: 'ko-optional', n: 1 });
const PHD_COUNT = cont('stingray:phd:count', (g) => { gainAttack(g, g.ko.filter((c) => isHero(g, c)).length / 2); });

hero('Stingray', 'Mercs for Money', [
  {
    name: 'Deck Chairs on the Titanic', copies: 5, cls: TECH, cost: 4, attack: 1.5,
    text: 'Draw a card. You may move a villain to an adjacent city space, swapping with any villain there.',
    hint: { draw: 1 },
    play: (g, p, c) => {
      draw(g, p, 1);
      const opts: number[] = [];
      for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0 && adjacent(g, s).length > 0) opts.push(s);
      if (opts.length) ask(g, p, 'slot', moveWhich, [...opts, -1], { source: c });
    },
  },
  {
    name: 'Superpowered Swimsuit', copies: 5, cls: TECH, cost: 2, attack: 0.5, plus: { attack: true },
    text: 'Draw a card. Tech superpower: +2 Attack usable only against villains in the Sewers or on the Bridge, or the Mastermind.',
    hint: { draw: 1, power: { cls: TECH, attack: 1.2 } },
    play: (g, p, c) => {
      const tech = power(g, TECH);
      draw(g, p, 1);
      if (tech) addEffect(g, SWIMSUIT, c, 2);
    },
  },
  {
    name: "Sting of the Stingray's Sting", copies: 3, cls: RANGED, cost: 5, recruit: 3,
    keywords: excessiveViolence('stingray:sting', (g, p, c) => {
      ask(g, p, 'card', koChosen, [...distinct(g, p, cardsIn(g, p, HAND | IN_PLAY | DISCARD)), -1], { source: c });
    }),
    text: 'Excessive Violence: you may KO one of your cards or a card from your discard pile.',
    hint: { avgAttack: 0.3 },
  },
  {
    name: 'PhD in Oceanography', copies: 1, cls: TECH, cost: 8, attack: 4, plus: { attack: true },
    text: 'You may KO a card from your hand or discard pile. Mercs for Money power: +½ Attack per hero in the KO pile.',
    hint: { avgAttack: 0.3, power: { team: MERCS, attack: 3 } },
    play: (g, p, c) => {
      const mercs = teamPower(g, MERCS);
      ask(g, p, 'card', koChosen, [...distinct(g, p, cardsIn(g, p, HAND | DISCARD)), -1], { source: c });
      if (mercs) later(g, PHD_COUNT, p, c);
    },
  },
], SET);
