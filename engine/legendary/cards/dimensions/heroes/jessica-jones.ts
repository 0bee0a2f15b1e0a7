// Jessica Jones (Dimensions, Marvel Knights).
//
// - Alter Ego, Alias Investigations, Crack the Case: Switcheroo 4 / 5 / 6 (engine/legendary/keywords/switcheroo.ts:
//   the main action comes with the keyword).
// - Crack the Case: the card found (a Recruit icon) is drawn (mode 0) or KO'd (mode 1), or, since the card says
//   "may", left with the cards looked at (mode 2), which go back on the top or bottom as Investigate says.
// - Uncover Hidden Evil: Covert superpower (read when played): the Villain Deck is investigated for a villain
//   (villain or henchman card); the player may put it in their victory pile (not a defeat: nothing else of a defeat
//   happens) and its Fight effect happens; declined, it stays with the cards looked at, which go back on the top or
//   bottom of the Villain Deck as Investigate says.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { OWN_DECK, VILLAIN_DECK, drawFound, investigate, investigation } from '../../../keywords/investigate.js';
import { switcheroo } from '../../../keywords/switcheroo.js';
import { hero } from '../../../registry.js';
import { fightEffect, isVillain, koCard, log, nameOf, power, takeFromVillainDeck } from '../../../rules.js';
import { COVERT, STRENGTH } from '../../../types.js';
import { INVESTIGATE, hasAttackIcon, hasRecruitIcon, investigateFor } from '../../noir/common.js';

const ATTACK_ICON = investigateFor('jessica-jones:alias-investigations', (g, c) => hasAttackIcon(g, c));

const crackWhat = cont('jessica-jones:crack-the-case:what', (g, f, v) => {
  const deck = g.players[f.p]!.deck;
  if (!deck.includes(f.n)) return;
  if (v === 0) drawFound(g, f.p, f.n);
  else if (v === 1) koCard(g, f.p, f.n, f.c);
}, { about: 'mode-first' });
const RECRUIT_ICON = investigation({
  key: 'jessica-jones:crack-the-case', deck: OWN_DECK,
  match: (g, c) => hasRecruitIcon(g, c),
  found: (g, p, c, src) => ask(g, p, 'mode', crackWhat, [0, 1, 2], { source: src, n: c }),
});

const hiddenEvilTake = cont('jessica-jones:uncover-hidden-evil:take', (g, f, v) => {
  if (v !== 1 || !takeFromVillainDeck(g, f.n)) return;
  g.players[f.p]!.victory.push(f.n);
  g.log && log(g, `  P${f.p + 1} puts ${nameOf(g, f.n)} into their victory pile`);
  fightEffect(g, f.p, f.n);
}, { about: 'may' });
const VILLAIN = investigation({
  key: 'jessica-jones:uncover-hidden-evil', deck: VILLAIN_DECK,
  match: (g, c) => isVillain(g, c),
  found: (g, p, c, src) => ask(g, p, 'yesno', hiddenEvilTake, [1, 0], { source: src, n: c }),
});

hero('Jessica Jones', 'Marvel Knights', [
  {
    name: 'Alter Ego', copies: 5, cls: STRENGTH, cost: 3, attack: 2, keywords: switcheroo(4),
    text: 'Switcheroo 4.',
    hint: {},
  },
  {
    name: 'Alias Investigations', copies: 5, cls: COVERT, cost: 4, attack: 1, keywords: [...switcheroo(5), INVESTIGATE],
    text: 'Switcheroo 5. Investigate for a card with an Attack icon.',
    hint: { draw: 0.5 },
    play: (g, p, c) => investigate(g, p, ATTACK_ICON, c),
  },
  {
    name: 'Crack the Case', copies: 3, cls: STRENGTH, cost: 5, recruit: 3, keywords: [...switcheroo(6), INVESTIGATE],
    text: 'Switcheroo 6. Investigate for a card with a Recruit icon; you may draw it or KO it.',
    hint: { draw: 0.5 },
    play: (g, p, c) => investigate(g, p, RECRUIT_ICON, c),
  },
  {
    name: 'Uncover Hidden Evil', copies: 1, cls: COVERT, cost: 7, attack: 4, keywords: [INVESTIGATE],
    text: 'Covert superpower: investigate the Villain Deck for a villain; you may put it in your victory pile and use its Fight effect, else it goes back on the top or bottom.',
    hint: { power: { cls: COVERT, other: 2 } },
    play: (g, p, c) => { if (power(g, COVERT)) investigate(g, p, VILLAIN, c); },
  },
], SET);
