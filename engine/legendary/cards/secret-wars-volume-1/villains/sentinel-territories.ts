// Sentinel Territories (Secret Wars Volume 1): villains whose Fight effects "alter the future".
//
// What happens "during" or "at the beginning of the next player's turn" is an effect started now for the next turn
// (engine/legendary/effects.ts nextTurnKind): the end of this turn carries it into the next one, whoever's turn that
// is (in solo, or after "take another turn", the same player's). "At the beginning" is the turn's 'turnStart', before
// its Villain Deck card.
// - Colossus of Future Past: Fight: the next turn plays one Villain Deck card fewer at its beginning
//   (SKIP_VILLAIN_CARDS; with two a turn, one of them is skipped).
// - Kate Pryde of Future Past: Fight: +1 Recruit now; the next turn's player starts that turn with +1 Recruit.
// - Rachel Summers of Future Past: Fight: for the whole next turn, villains and the Mastermind have 1 Attack less.
//   Escape: for the rest of this turn they get +1 Attack.
// - Wolverine of Future Past: Fight: at the beginning of the next turn the fighter draws a card, then that turn's
//   player draws a card (in solo: you draw two). Escape: Cross-Dimensional Wolverine Rampage.
import { SET } from '../set.js';
import { SKIP_VILLAIN_CARDS, addEffect, effectKind, nextTurnKind } from '../../../effects.js';
import { character, xdRampage } from '../../../keywords/xd-rampage.js';
import { villainGroup } from '../../../registry.js';
import { draw, gainRecruit } from '../../../rules.js';

const GROUP = 'Sentinel Territories';
const WOLVERINE = character('Wolverine');

const SKIP_NEXT_VILLAIN_CARD = nextTurnKind(SKIP_VILLAIN_CARDS);
/** n more Recruit at the beginning of the turn. */
const KATE_RECRUIT = nextTurnKind(effectKind({
  key: 'sentinel-territories:kate-pryde', after: { turnStart: (g, _ev, e) => gainRecruit(g, e.n) },
}));
/** Every villain and the Mastermind get -1 Attack this turn (the turn after the fight). */
const RACHEL_WEAKER = nextTurnKind(effectKind({
  key: 'sentinel-territories:rachel-summers:fight', villainAttack: () => -1, mastermindAttack: () => -1,
}));
/** Every villain and the Mastermind get +1 Attack this turn (the escape's). */
const RACHEL_STRONGER = effectKind({
  key: 'sentinel-territories:rachel-summers:escape', villainAttack: () => 1, mastermindAttack: () => 1,
});
/** At the beginning of the turn, player n (who fought Wolverine) draws a card, then the turn's player does. */
const WOLVERINE_DRAWS = nextTurnKind(effectKind({
  key: 'sentinel-territories:wolverine', after: { turnStart: (g, ev, e) => { draw(g, e.n, 1); draw(g, ev.p, 1); } },
}));

villainGroup(GROUP, [
  {
    name: 'Colossus of Future Past', copies: 2, attack: 5, vp: 3,
    text: 'Fight: the next turn opens with one Villain Deck card fewer.',
    hint: { fight: 1.5 },
    fight: (g, _p, c) => addEffect(g, SKIP_NEXT_VILLAIN_CARD, c, 1),
  },
  {
    name: 'Kate Pryde of Future Past', copies: 2, attack: 4, vp: 2,
    text: 'Fight: +1 Recruit now, and whoever plays the next turn starts it with +1 Recruit too.',
    hint: { fight: 1.5 },
    fight: (g, _p, c) => { gainRecruit(g, 1); addEffect(g, KATE_RECRUIT, c, 1); },
  },
  {
    name: 'Rachel Summers of Future Past', copies: 2, attack: 6, vp: 4,
    text: 'Fight: villains and the Mastermind are 1 Attack weaker for the whole following turn. Escape: 1 Attack stronger for the rest of this one.',
    hint: { fight: 1, escape: 0.2 },
    fight: (g, _p, c) => addEffect(g, RACHEL_WEAKER, c),
    escape: (g, _p, c) => addEffect(g, RACHEL_STRONGER, c),
  },
  {
    name: 'Wolverine of Future Past', copies: 2, attack: 7, vp: 5,
    text: 'Fight: as the next turn begins, you and then that turn\'s player each draw one. Escape: Cross-Dimensional Wolverine Rampage.',
    hint: { fight: 1.5, escape: 0.7 },
    fight: (g, p, c) => addEffect(g, WOLVERINE_DRAWS, c, p),
    escape: (g) => xdRampage(g, WOLVERINE),
  },
], SET);
