// Luke Cage (Civil War, Avengers).
//
// - Take a Bullet for the Team: a 'gain' replace hook on Wounds. The players holding a copy in hand are asked in
//   player order from the one gaining the Wound (yes/no, as engine/legendary/wound-guard.ts, but the card must be in hand: it
//   is discarded, so one in play can't be used); the first who accepts discards it (a discard by a card effect) and
//   draws two cards, and the Wound is not gained; when all decline the Wound is gained.
// - Cautious/Reckless: Reckless names Jessica Jones, of Marvel Knights, and gives its player a Wound.
// - Sweet Christmas: with the Instinct superpower the top three cards are looked at (the discard pile shuffled under
//   a short deck); one question, all or nothing: a 'card' question [the top card, -1], the card discarding all of
//   them and -1 putting them back in the order the player chooses.
// - Unbreakable Skin: with the Avengers team power (read first) it leaves play to fortify the Wound Stack
//   (engine/legendary/keywords/fortify.ts; nothing happens when something already fortifies it). While it does, no player
//   gains a Wound from the stack (`mods.gainBlocked`). A hero fortifying is not a villain: it can't be fought. At the
//   beginning of its player's next turn (their 'turnStart', before the Villain Deck card) it goes to their discard
//   pile and the Wound Stack is free again.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { FORT_WOUNDS, fortifier, fortify, unfortify } from '../../../keywords/fortify.js';
import { HEROES, cardByKey, hero } from '../../../registry.js';
import {
  def, discardCard, draw, gainWound, log, nameOf, peekTop, playerOrder, power, putBackInOrder, teamPower,
} from '../../../rules.js';
import type { CardDef, Game, GameEvent } from '../../../types.js';
import { AVENGERS, INSTINCT, STRENGTH, Z_DECK, Z_HAND, Z_WOUNDS } from '../../../types.js';

// ---- Take a Bullet for the Team ---------------------------------------------------------------------

/** Asks the first player, from the k0-th in order after the gainer, who holds a copy of d in hand; false when nobody does. */
function offerBullet(g: Game, d: number, gainer: number, n: number, hooks: number, k0: number): boolean {
  const order = playerOrder(g), from = order.indexOf(gainer);
  for (let k = k0; k < order.length; k++) {
    const q = order[(from + k) % order.length]!;
    const card = g.players[q]!.hand.find((c) => g.defOf[c] === d);
    if (card === undefined) continue;
    ask(g, q, 'yesno', bulletAnswer, [1, 0], { source: card, n, m: hooks });
    return true;
  }
  return false;
}

// f.p the player asked, f.c their copy, f.n the player gaining (+1; negative when the Wound would go to the hand),
// f.m the replace hooks consulted
const bulletAnswer = cont('luke-cage:take-a-bullet', (g, f, v) => {
  const gainer = Math.abs(f.n) - 1;
  if (v === 1 && g.players[f.p]!.hand.includes(f.c)) {
    g.log && log(g, `  P${f.p + 1} discards ${nameOf(g, f.c)}: P${gainer + 1} gains no Wound`);
    discardCard(g, f.p, f.c, Z_HAND, true, f.c);
    draw(g, f.p, 2);
    return;
  }
  const order = playerOrder(g), from = order.indexOf(gainer);
  const next = (order.indexOf(f.p) - from + order.length) % order.length + 1;
  if (!offerBullet(g, g.defOf[f.c]!, gainer, f.n, f.m, next)) gainWound(g, gainer, f.n < 0, f.m);
}, { about: 'may' });

function takeABullet(g: Game, e: GameEvent, self: unknown): boolean {
  if (e.p < 0 || g.cards[g.defOf[e.c]!]!.kind !== 'wound') return false;
  return offerBullet(g, (self as CardDef).id, e.p, e.to === Z_HAND ? -(e.p + 1) : e.p + 1, e.n, 0);
}

// ---- Sweet Christmas --------------------------------------------------------------------------------

// f.n how many cards were looked at (still the top of the deck)
const christmas = cont('luke-cage:sweet-christmas', (g, f, v) => {
  const deck = g.players[f.p]!.deck;
  const top = deck.slice(Math.max(0, deck.length - f.n)).reverse();
  if (v < 0) { putBackInOrder(g, f.p, top.length, f.c); return; }
  for (const c of top) discardCard(g, f.p, c, Z_DECK, true, f.c);
}, { about: 'discard-top' });

// ---- Unbreakable Skin -------------------------------------------------------------------------------

const OWNER = 'luke-cage:unbreakable-skin:owner:';
let skinKey = '';
/** Whether a copy of Unbreakable Skin fortifies the Wound Stack. */
function skinFortifies(g: Game): boolean {
  const c = fortifier(g, FORT_WOUNDS);
  return c >= 0 && def(g, c).key === skinKey;
}

const LABEL = hero('Luke Cage', 'Avengers', [
  {
    name: 'Take a Bullet for the Team', copies: 5, cls: STRENGTH, cost: 4, attack: 1, recruit: 1,
    text: 'When any player would gain a Wound, you may discard this from your hand instead and draw two cards.',
    hint: { avgAttack: 0.6 },
    on: { gain: { replace: takeABullet } },
  },
  {
    name: 'Cautious/Reckless', copies: 5, cls: 0, cost: 3, text: '',
    divided: [
      { name: 'Cautious', cls: STRENGTH, attack: 2, heroName: 'Luke Cage', text: '' },
      {
        name: 'Reckless', cls: INSTINCT, attack: 3, team: 'Marvel Knights', heroName: 'Jessica Jones',
        text: 'You gain a Wound.',
        hint: { woundsSelf: true },
        play: (g, p) => gainWound(g, p),
      },
    ],
  },
  {
    name: 'Sweet Christmas', copies: 3, cls: INSTINCT, cost: 5, attack: 3,
    text: 'Instinct superpower: look at your top three cards; discard them all or put them back in any order.',
    hint: { power: { cls: INSTINCT, other: 0.5 } },
    play: (g, p, c) => {
      if (!power(g, INSTINCT)) return;
      const top = peekTop(g, p, 3);
      if (top.length) ask(g, p, 'card', christmas, [top[0]!, -1], { source: c, n: top.length });
    },
  },
  {
    name: 'Unbreakable Skin', copies: 1, cls: STRENGTH, cost: 8, attack: 6,
    text: 'Avengers team power: it fortifies the Wound Stack (no player can gain Wounds) until the start of your next turn, then goes to your discard pile.',
    hint: { power: { team: AVENGERS, other: 1.5 } },
    mods: { gainBlocked: (g, _p, from) => from === Z_WOUNDS && g.fortify.length > 0 && skinFortifies(g) },
    on: {
      turnStart: {
        after: (g, e) => {
          const c = fortifier(g, FORT_WOUNDS);
          if (c < 0 || def(g, c).key !== skinKey || g.vars[OWNER + c] !== e.p) return;
          unfortify(g, c);
          delete g.vars[OWNER + c];
          g.players[e.p]!.discard.push(c);
          g.log && log(g, `  ${nameOf(g, c)} no longer fortifies the Wound stack: it goes to P${e.p + 1}'s discard pile`);
        },
      },
    },
    play: (g, p, c) => {
      if (!teamPower(g, AVENGERS)) return;
      if (fortify(g, c, FORT_WOUNDS, g.players[p]!.inPlay)) g.vars[OWNER + c] = p;
    },
  },
], SET);

skinKey = HEROES.get(LABEL)!.cards.find((k) => cardByKey(k).name === 'Unbreakable Skin')!;
