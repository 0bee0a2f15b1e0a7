// Heroes for Hire (Civil War). Every card has Bribe: Recruit may pay for fighting it (engine/legendary/keywords/bribe.ts);
// the printed * is that reminder, the Attack is the printed number.
// - Colleen Wing: on escape she fortifies the Mastermind, which can't be fought while she does (by any route).
// - Humbug: the KO is mandatory (one of your heroes: hand or played this turn).
// - Shang-Chi: with a card in the discard pile, the pile is shuffled into the deck (with the cards there) and he
//   leaves the victory pile to reenter the Sewers; with an empty pile nothing happens.
// - Tarantula: each player chooses; discarding needs two cards in hand: with fewer the player gains the Wound
//   (the rulebook's "do as much as you can" is kinder; where the choice of a half-done option is unclear, the
//   reading worst for the players).
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { BRIBE } from '../../../keywords/bribe.js';
import { FORTIFY, FORT_MASTERMIND, fortifiedBy, fortify } from '../../../keywords/fortify.js';
import { villainGroup } from '../../../registry.js';
import { shuffle } from '../../../../shared/rng.js';
import { YOUR_HEROES, deckShuffled, gainWound, koSome, log, playerOrder } from '../../../rules.js';
import type { Game } from '../../../types.js';
import { DISCARD_ONE } from '../../dark-city/villains/shared.js';
import { cardKeyIn, reenterSewers } from './shared-wave2b.js';

const GROUP = 'Heroes for Hire';

let colleenKey = '';

function shangChi(g: Game, p: number, c: number): void {
  const pl = g.players[p]!;
  if (pl.discard.length === 0) return;
  pl.deck = shuffle(g.rng, [...pl.deck, ...pl.discard]);
  pl.discard = [];
  g.log && log(g, `  P${p + 1} shuffles their discard pile into their deck`);
  deckShuffled(g, p, pl.deck.length);
  reenterSewers(g, p, c);
}

// Tarantula: yes = gain the Wound, no = discard two cards (one question each). With one card in hand the discard is
// still offered (it discards what there is: "do as much as you can"); with none, discarding would do nothing at
// all, and the rulebook is silent whether that may be chosen: the Wound (the reading worst for the players).
const tarantulaEach = cont('heroes-for-hire:tarantula', (g, f) => {
  if (g.players[f.p]!.hand.length === 0) { gainWound(g, f.p); return; }
  ask(g, f.p, 'yesno', tarantulaChoice, [1, 0], { source: f.c });
});
const tarantulaChoice = cont('heroes-for-hire:tarantula:wound', (g, f, v) => {
  if (v === 1) { gainWound(g, f.p); return; }
  for (let i = 0; i < 2; i++) later(g, DISCARD_ONE, f.p, f.c);
}, { about: 'gain-wound' });
function tarantula(g: Game, c: number): void { for (const q of playerOrder(g)) later(g, tarantulaEach, q, c); }

const label = villainGroup(GROUP, [
  {
    name: 'Colleen Wing', copies: 2, attack: 9, vp: 5, plus: { attackStar: true }, keywords: [BRIBE, FORTIFY],
    text: "Bribe. Escape: fortify the Mastermind; it can't be fought while she does.",
    hint: { escapeFlat: 2.5 },
    escape: (g, _p, c) => { fortify(g, c, FORT_MASTERMIND, g.escaped); },
    mods: { canFightMastermind: (g) => !fortifiedBy(g, FORT_MASTERMIND, colleenKey) },
  },
  {
    name: 'Humbug', copies: 2, attack: 5, vp: 3, plus: { attackStar: true }, keywords: [BRIBE],
    text: 'Bribe. Fight: KO one of your heroes.',
    hint: { fight: 0.5 },
    fight: (g, p) => koSome(g, p, 1, YOUR_HEROES, true),
  },
  {
    name: 'Shang-Chi', copies: 2, attack: 3, vp: 2, plus: { attackStar: true }, keywords: [BRIBE],
    text: 'Bribe. Fight: if your discard pile holds any card, shuffle it into your deck and he reenters the Sewers.',
    hint: { fight: -1.5 }, // he nearly always comes back, his VP lost
    fight: shangChi,
  },
  {
    name: 'Tarantula', copies: 2, attack: 7, vp: 5, plus: { attackStar: true }, keywords: [BRIBE],
    text: 'Bribe. Fight and Escape: every player discards two cards or gains a Wound.',
    hint: { escape: 0.8, fightEach: -0.6 },
    fight: (g, _p, c) => tarantula(g, c),
    escape: (g, _p, c) => tarantula(g, c),
  },
], SET);
colleenKey = cardKeyIn(label, 'Colleen Wing');
