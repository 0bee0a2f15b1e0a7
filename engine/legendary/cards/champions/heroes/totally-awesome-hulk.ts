// Totally Awesome Hulk (Champions, Champions). Every card has Size-Changing.
//
// - Beloved Behemoth: Strength superpower (read when played) starts a turn effect: the next Villain its player defeats
//   this turn rescues a Bystander, then the effect ends (each copy has its own). A Mastermind Tactic is not a Villain
//   (its defeat comes from Z_TACTICS), nor a Mastermind that ascended (Z_MASTERMIND). The rules do not say what "the
//   first time you defeat a Villain this turn" means when a Villain was already defeated this turn before the card was
//   played: we take the reading worst for the players and the literal one: that first time has passed, and the
//   superpower does nothing (g.t.defeated lists the Villains defeated this turn).
// - Incredible Mind, Awesome Body: draw a card, Cheering Crowds.
// - Growing Pains: with a Wound in hand or discard pile, a 'card' question over the distinct Wounds there (not
//   optional: "KO it"), that Wound is KO'd and +2 Attack; with none, its player gains a Wound.
// - 7th Smartest Man in the World: +1 Attack per card drawn this turn beyond the hand drawn last turn (g.t.drawn),
//   read when played.
import { SET } from '../set.js';
import { addEffect, effectKind, removeEffect } from '../../../effects.js';
import { ask, cont } from '../../../flow.js';
import { CHEERING_CROWDS } from '../../../keywords/cheering-crowds.js';
import { sizeChanging } from '../../../keywords/size-changing.js';
import { hero } from '../../../registry.js';
import { DISCARD, HAND, cardsIn, distinct, draw, gainAttack, gainWound, isWound, koCard, power, rescue } from '../../../rules.js';
import { STRENGTH, TECH, Z_MASTERMIND, Z_TACTICS } from '../../../types.js';

const BELOVED = effectKind({
  key: 'totally-awesome-hulk:beloved-behemoth',
  after: {
    defeat: (g, ev, e) => {
      if (ev.p !== g.current || ev.from === Z_TACTICS || ev.from === Z_MASTERMIND) return;
      removeEffect(g, e);
      rescue(g, ev.p, 1);
    },
  },
});

const painsKo = cont('totally-awesome-hulk:growing-pains:ko', (g, f, v) => {
  if (v < 0) return;
  koCard(g, f.p, v, f.c);
  gainAttack(g, 2);
}, { about: 'lose' });

hero('Totally Awesome Hulk', 'Champions', [
  {
    name: 'Beloved Behemoth', copies: 5, cls: STRENGTH, cost: 4, attack: 2, keywords: sizeChanging(STRENGTH),
    text: 'Size-Changing (Strength). Strength superpower: your first Villain defeat of the turn also saves a Bystander.',
    hint: { power: { cls: STRENGTH, rescue: 0.7 } },
    play: (g, _p, c) => {
      // worst reading (see the header): a Villain already defeated this turn was the first time
      if (power(g, STRENGTH) && g.t.defeated.length === 0) addEffect(g, BELOVED, c);
    },
  },
  {
    name: 'Incredible Mind, Awesome Body', copies: 5, cls: TECH, cost: 4, recruit: 1,
    keywords: [...sizeChanging(TECH), CHEERING_CROWDS],
    text: 'Size-Changing (Tech). Draw a card. Cheering Crowds.',
    hint: { draw: 1 },
    play: (g, p) => { draw(g, p, 1); },
  },
  {
    name: 'Growing Pains', copies: 3, cls: STRENGTH, cost: 5, attack: 2, plus: { attack: true }, keywords: sizeChanging(STRENGTH),
    text: 'Size-Changing (Strength). KO a Wound from your hand or discard pile for +2 Attack; with none, gain a Wound.',
    hint: { avgAttack: 0.8, woundsSelf: true },
    play: (g, p, c) => {
      const wounds = distinct(g, p, cardsIn(g, p, HAND | DISCARD, (x) => isWound(g, x)));
      if (wounds.length) ask(g, p, 'card', painsKo, wounds, { source: c });
      else gainWound(g, p);
    },
  },
  {
    name: '7th Smartest Man in the World', copies: 1, cls: TECH, cost: 9, attack: 5, plus: { attack: true },
    keywords: sizeChanging(TECH | STRENGTH),
    text: 'Size-Changing (Tech, Strength). +1 Attack for every card drawn this turn beyond the starting hand.',
    hint: { perDrawn: true, avgAttack: 1 },
    play: (g) => gainAttack(g, g.t.drawn),
  },
], SET);
