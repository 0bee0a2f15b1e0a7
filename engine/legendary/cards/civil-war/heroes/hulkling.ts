// Hulkling (Civil War, Avengers).
//
// - Size-Changing on every card (engine/legendary/keywords/size-changing.ts): Half-Kree/Half-Skrull has it on each side, with
//   that side's class; the larger discount applies, never both.
// - Cellular Regeneration, KO a Wound: a 'card' question over the Wounds of the hand and discard pile (one per zone)
//   and -1 to decline.
// - Impersonate plays as a copy of another hero played this turn (as Rogue's Copy Powers): the choice is among the
//   cards played earlier this turn (one per definition), as what they were played as (a Divided card's side); it then counts as Covert plus
//   the copied card's class, with the copied card's points, ability and team. A card that copies (countsItself) is not
//   offered: copying it would only ask again. With nothing to copy it is a plain Covert card.
import { SET } from '../set.js';
import { countPlayed, resolvePlay } from '../../../actions.js';
import { ask, cont } from '../../../flow.js';
import { EXTRA_CLASS, addEffect } from '../../../effects.js';
import { sizeChanging } from '../../../keywords/size-changing.js';
import { hero } from '../../../registry.js';
import { DISCARD, HAND, cardsIn, distinct, gainAttack, gainWound, isWound, koCard, log, nameOf, power, sideDef } from '../../../rules.js';
import { COVERT, STRENGTH } from '../../../types.js';

const regenerate = cont('hulkling:cellular-regeneration:ko-wound', (g, f, v) => {
  if (v < 0) return;
  koCard(g, f.p, v, f.c);
  gainAttack(g, 1);
}, { about: 'ko-wound' });

// f.c the Impersonate card; v the card copied, as it was played (sideDef: a Divided card's side)
const impersonate = cont('hulkling:impersonate:copy', (g, f, v) => {
  if (v < 0) { countPlayed(g, f.c, f.c); return; }
  addEffect(g, EXTRA_CLASS, f.c, sideDef(g, v).cls);
  g.log && log(g, `  ${nameOf(g, f.c)} copies ${nameOf(g, v)}`);
  resolvePlay(g, f.p, f.c, v);
}, { about: 'copy' });

hero('Hulkling', 'Avengers', [
  {
    name: 'Cellular Regeneration', copies: 5, cls: STRENGTH, cost: 5, attack: 2, plus: { attack: true }, keywords: sizeChanging(STRENGTH),
    text: 'Size-Changing (Strength). You may KO a Wound from your hand or discard pile for +1 Attack.',
    hint: { avgAttack: 0.4 },
    play: (g, p, c) => {
      const opts = distinct(g, p, cardsIn(g, p, HAND | DISCARD, (x) => isWound(g, x)));
      if (opts.length) ask(g, p, 'card', regenerate, [...opts, -1], { source: c });
    },
  },
  {
    name: 'Half-Kree/Half-Skrull', copies: 5, cls: 0, cost: 4, text: '',
    divided: [
      {
        name: 'Half-Kree', cls: STRENGTH, recruit: 3, keywords: sizeChanging(STRENGTH),
        text: 'Size-Changing (Strength). You gain a Wound.',
        hint: { woundsSelf: true },
        play: (g, p) => gainWound(g, p),
      },
      {
        name: 'Half-Skrull', cls: COVERT, attack: 2, keywords: sizeChanging(COVERT),
        text: 'Size-Changing (Covert).',
      },
    ],
  },
  {
    name: 'Impersonate', copies: 3, cls: COVERT, cost: 6, keywords: sizeChanging(COVERT), countsItself: true,
    text: 'Size-Changing (Covert). Plays as a copy of another hero you played this turn; it is Covert and that hero\'s class.',
    hint: { copies: true },
    play: (g, p, c) => {
      const a = g.t.played, seen: number[] = [], opts: number[] = [];
      for (let i = 0; i < a.length; i += 2) {
        const x = a[i]!, as = a[i + 1]!;
        // a card played as something else (a copy) is not offered: it would resolve as itself
        if (x === c || seen.includes(as) || g.cards[as]!.countsItself || sideDef(g, x).id !== as) continue;
        seen.push(as);
        opts.push(x);
      }
      // the card is recorded as played once it knows what it copies (countsItself)
      if (opts.length) ask(g, p, 'card', impersonate, opts, { source: c });
      else countPlayed(g, c, c);
    },
  },
  {
    name: 'Enormous Shapeshifter', copies: 1, cls: COVERT, cost: 8, attack: 4, plus: { attack: true }, keywords: sizeChanging(COVERT),
    text: 'Size-Changing (Covert). Covert superpower: +4 Attack.',
    hint: { power: { cls: COVERT, attack: 4 } },
    play: (g) => { if (power(g, COVERT)) gainAttack(g, 4); },
  },
], SET);
