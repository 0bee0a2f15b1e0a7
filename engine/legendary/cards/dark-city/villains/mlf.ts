// MLF (Dark City). Forearm and Zero have a condition to be fought (their printed * is that reminder; their
// Attack is the printed number). Effects that defeat without fighting ignore those conditions (Universal
// Rulebook, "Defeat"): `canDefeat` and `fightCost` apply to fights only.
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import {
  BANK, SEWERS, YOUR_HEROES, def, discardFromHand, distinct, heroesYouHave, koSome, log, strikeEffect,
} from '../../../rules.js';
import { villainGroup } from '../../../registry.js';
import type { Game } from '../../../types.js';

/** Cards in a player's hand that cost 0 (printed: S.H.I.E.L.D. Agents and Troopers, Wounds, ...). */
function zeroCostInHand(g: Game, p: number): number[] {
  return g.players[p]!.hand.filter((c) => def(g, c).cost === 0);
}

// Zero: after paying, the player discards three 0-cost cards from their hand, one question each.
const zeroDiscard = cont('mlf:zero:discard', (g, f) => {
  ask(g, f.p, 'card', zeroDiscarded, distinct(g, f.p, zeroCostInHand(g, f.p)), { source: f.c });
});
const zeroDiscarded = cont('mlf:zero:discarded', (g, f, v) => { if (v >= 0) discardFromHand(g, f.p, v, true); }, { about: 'discard' });

// Reignfire: on escape the card leaves the Escaped Villains pile and resolves as a Master Strike at once (the
// Mastermind's strike effect); afterwards it lies in the KO pile, as a played Master Strike does.
function reignfireStrike(g: Game, c: number): void {
  const i = g.escaped.lastIndexOf(c);
  if (i < 0) return; // something else already took it out of the pile
  g.escaped.splice(i, 1);
  g.ko.push(c);
  g.stats.strikes++;
  g.log && log(g, '  Reignfire becomes a Master Strike');
  strikeEffect(g, c);
}

villainGroup('MLF', [
  {
    name: 'Forearm', copies: 2, attack: 4, vp: 4, plus: { attackStar: true },
    text: 'Can only be fought by a player who has four heroes with different names (in hand or played this turn).',
    canDefeat: (g, p) => new Set(heroesYouHave(g, p).map((c) => def(g, c).name)).size >= 4,
  },
  {
    name: 'Reignfire', copies: 2, attack: 6, vp: 4,
    text: "Escape: Reignfire turns into a Master Strike that takes effect at once (the Mastermind's strike).",
    hint: { escape: 1.2, escapeFlat: 1 },
    escape: (g, _p, c) => reignfireStrike(g, c),
  },
  {
    name: 'Wildside', copies: 2, attack: 5, vp: 3,
    text: 'Fight: if he was in the Sewers or the Bank, KO two of your heroes.',
    hint: { fight: 0.3 },
    fight: (g, p) => { if (g.defeatSlot === SEWERS || g.defeatSlot === BANK) koSome(g, p, 2, YOUR_HEROES, true); },
  },
  {
    name: 'Zero', copies: 2, attack: 0, vp: 2, plus: { attackStar: true },
    text: 'Fighting Zero also costs discarding three cards that cost 0 from your hand.',
    canDefeat: (g, p) => zeroCostInHand(g, p).length >= 3,
    fightCost: (g, p, c) => { for (let i = 0; i < 3; i++) later(g, zeroDiscard, p, c); },
  },
], SET);
