import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { mastermind } from '../../../registry.js';
import {
  GAIN_WOUND, cardsIn, def, distinct, DISCARD, eachRevealOrWound, gainTo, gainWound, HAND, isBystander, isWound, koCard,
  otherPlayersEvil, takeFromPlayer,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { Z_DECK } from '../../../types.js';
import { MARVEL_KNIGHTS, REVEAL_MARVEL_KNIGHTS, deckStackSource, stackOnDeck } from './common.js';

// Damned If You Do...: each other player KOs a bystander from their victory pile or gains a Wound (their
// choice; without a bystander, the Wound).
const damned = cont('mephisto:damned-if-you-do', (g, f) => {
  if (!g.players[f.p]!.victory.some((c) => isBystander(g, c))) { gainWound(g, f.p); return; }
  ask(g, f.p, 'yesno', damnedWound, [1, 0], { source: f.c });
});
const damnedWound = cont('mephisto:damned-if-you-do:wound', (g, f, v) => {
  if (v === 1) { gainWound(g, f.p); return; }
  ask(g, f.p, 'card', damnedKo, distinct(g, f.p, g.players[f.p]!.victory.filter((c) => isBystander(g, c))), { source: f.c });
}, { about: 'gain-wound' });
const damnedKo = cont('mephisto:damned-if-you-do:ko', (g, f, v) => { if (v >= 0) koCard(g, f.p, v); }, { about: 'lose-vp' });

// Devilish Torment: each other player stacks every 0-cost card of their discard pile on their deck.
const ZERO_COST_DISCARDS = deckStackSource((g, p) => g.players[p]!.discard.filter((c) => def(g, c).cost === 0));

// Pain Begets Pain: the fighter passes any number of Wounds from hand and discard pile, one at a time, to the
// player on their right (who gains them: on top of their deck, while Mephisto rules).
function rightOf(g: Game, p: number): number { return (p + g.players.length - 1) % g.players.length; }
function askPass(g: Game, p: number, src: number): void {
  const opts = distinct(g, p, cardsIn(g, p, HAND | DISCARD, (c) => isWound(g, c)));
  if (opts.length) ask(g, p, 'card', passWound, [...opts, -1], { source: src });
}
const passWound = cont('mephisto:pain-begets-pain:pass', (g, f, v) => {
  if (v < 0 || takeFromPlayer(g, f.p, v) === 0) return;
  gainTo(g, rightOf(g, f.p), v);
  askPass(g, f.p, f.c);
}, { about: 'ko-optional', n: 0 });

mastermind({
  name: 'Mephisto', set: SET, attack: 10, vp: 6, leads: 'Underworld',
  text: 'Every Wound a player gains goes on top of their deck. Master Strike: each player reveals a Marvel Knights hero or gains a Wound.',
  reveals: [{ team: MARVEL_KNIGHTS, w: 0.9 }],
  on: { gain: { before: (g, e) => { if (isWound(g, e.c)) e.to = Z_DECK; } } },
  strike: (g) => eachRevealOrWound(g, REVEAL_MARVEL_KNIGHTS),
  tactics: [
    {
      name: 'Damned If You Do...', text: 'Each other player KOs a bystander from their victory pile or gains a Wound.',
      fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) later(g, damned, q, c); },
    },
    {
      name: 'Devilish Torment', text: 'Each other player puts every 0-cost card from their discard pile on top of their deck, in any order.',
      fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) stackOnDeck(g, q, ZERO_COST_DISCARDS, c); },
    },
    {
      name: 'Pain Begets Pain', text: 'Choose any number of Wounds from your hand and discard pile: the player on your right gains them.',
      // nobody sits on your right in a solo game
      fight: (g, p, c) => { if (g.players.length > 1) askPass(g, p, c); },
    },
    {
      name: 'The Price of Failure', text: 'Each other player with no Mastermind tactic in their victory pile gains a Wound.',
      fight: (g) => {
        for (const q of otherPlayersEvil(g)) if (!g.players[q]!.victory.some((c) => def(g, c).kind === 'tactic')) later(g, GAIN_WOUND, q);
      },
    },
  ],
});
