// Hercules (Civil War, Avengers).
//
// - Crowd Favorite: the Instinct superpower starts a turn effect; every villain its player defeats for the rest of
//   the turn rescues a Bystander (a Mastermind Tactic is not a villain: its defeat comes from Z_TACTICS).
// - Manly Dullard/Boy Genius: the Manly Dullard side needs another card in hand to discard (the side is offered only
//   then); the discard is mandatory and made by a card effect. Boy Genius names Amadeus Cho, of no team.
// - Prince of Power: the top card is revealed (the discard pile is shuffled in when the deck is empty); a printed
//   cost of 0 (a Wound, a S.H.I.E.L.D. starting card) is KO'd, not optionally.
// - Son of Zeus: the Bystander is rescued first, so it counts for both bonuses.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { addEffect, effectKind } from '../../../effects.js';
import { hero } from '../../../registry.js';
import {
  def, discardFromHand, distinct, draw, gainAttack, gainRecruit, isBystander, koCard, log, nameOf, power, rescue, teamPower, topOfDeck,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { AVENGERS, INSTINCT, STRENGTH, TECH, Z_TACTICS } from '../../../types.js';

const CROWD_FAVORITE = effectKind({
  key: 'hercules:crowd-favorite',
  after: { defeat: (g, ev) => { if (ev.p === g.current && ev.from !== Z_TACTICS) rescue(g, ev.p, 1); } },
});

const dullardDiscard = cont('hercules:manly-dullard:discard', (g, f, v) => { if (v >= 0) discardFromHand(g, f.p, v, true); }, { about: 'discard' });

/** Bystanders in player p's victory pile. */
function bystandersWon(g: Game, p: number): number {
  let n = 0;
  for (const c of g.players[p]!.victory) if (isBystander(g, c)) n++;
  return n;
}

hero('Hercules', 'Avengers', [
  {
    name: 'Crowd Favorite', copies: 5, cls: INSTINCT, cost: 4, attack: 2,
    text: 'Instinct superpower: for the rest of the turn, each villain you defeat also rescues a Bystander.',
    hint: { power: { cls: INSTINCT, rescue: 0.8 } },
    play: (g, _p, c) => { if (power(g, INSTINCT)) addEffect(g, CROWD_FAVORITE, c); },
  },
  {
    name: 'Manly Dullard/Boy Genius', copies: 5, cls: 0, cost: 3, text: '',
    divided: [
      {
        name: 'Manly Dullard', cls: STRENGTH, attack: 3, heroName: 'Hercules',
        text: 'To play this side, discard another card from your hand.',
        hint: { needsFodder: true },
        canPlay: (g, p, c) => g.players[p]!.hand.some((x) => x !== c),
        play: (g, p, c) => ask(g, p, 'card', dullardDiscard, distinct(g, p, g.players[p]!.hand.filter((x) => x !== c)), { source: c }),
      },
      {
        name: 'Boy Genius', cls: TECH, team: '', heroName: 'Amadeus Cho',
        text: 'Draw a card.',
        hint: { draw: 1 },
        play: (g, p) => { draw(g, p, 1); },
      },
    ],
  },
  {
    name: 'Prince of Power', copies: 3, cls: STRENGTH, cost: 5, recruit: 3,
    text: 'Strength superpower: reveal your top card and KO it if it costs 0.',
    hint: { power: { cls: STRENGTH, other: 0.5 } },
    play: (g, p, c) => {
      if (!power(g, STRENGTH)) return;
      const top = topOfDeck(g, p);
      if (top < 0) return;
      g.log && log(g, `  P${p + 1} reveals ${nameOf(g, top)}`);
      if (def(g, top).cost === 0) koCard(g, p, top, c);
    },
  },
  {
    name: 'Son of Zeus', copies: 1, cls: STRENGTH, cost: 7, attack: 0, recruit: 0, plus: { attack: true, recruit: true },
    text: 'Rescue a Bystander, then +1 Attack per Bystander in your victory pile. Avengers team power: +1 Recruit per Bystander there too.',
    hint: { avgAttack: 4, power: { team: AVENGERS, recruit: 3 } },
    play: (g, p) => {
      const avengers = teamPower(g, AVENGERS);
      rescue(g, p, 1);
      const n = bystandersWon(g, p);
      gainAttack(g, n);
      if (avengers) gainRecruit(g, n);
    },
  },
], SET);
