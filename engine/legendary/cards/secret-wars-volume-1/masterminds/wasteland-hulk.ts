// Wasteland Hulk (Secret Wars Volume 1). +3 Attack per Tactic of his sitting in any player's victory pile:
// his printed Tactics, and a Zombie Mysterio that became one of his Tactics (villains/the-deadlands.ts; the card
// says it "becomes a Mastermind Tactic", and counting it is the reading worst for the players).
//
// - Master Strike: Cross-Dimensional Hulk Rampage.
// - Brutal Beating: every other player discards from hand, cards of their choice, one per Wound in their discard pile
//   (counted when their turn to resolve comes), one 'discard' question each.
// - Memories of Pain: every other player moves 2 Wounds from discard pile to deck top (all they have
//   when fewer; a question only when their Wounds differ, e.g. a Grievous Wound).
// - Radioactive Regeneration: the fighter may KO as many as two Wounds taken from hand, discard pile or both ('card'
//   questions with -1 to stop, intent 'ko-optional').
// - Revert to Bruce Banner: the fighter gains a Tech hero of their choice from the HQ at no cost (mandatory when there
//   is one; the space refills).
import { SET } from '../set.js';
import { gainFromHq, hqHeroes } from '../villains/domain-of-apocalypse.js';
import { isMysterioTactic } from '../villains/the-deadlands.js';
import { ask, cont, later } from '../../../flow.js';
import { character, xdRampage } from '../../../keywords/xd-rampage.js';
import { mastermind } from '../../../registry.js';
import {
  DISCARD, HAND, announce, cardsIn, chooseDiscard, def, distinct, hasCls, isWound, koCard, log, nameOf, otherPlayersEvil,
  takeFromPlayer,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { TECH } from '../../../types.js';

const NAME = 'Wasteland Hulk';
const HULK = character('Hulk');
export const ATTACK_PER_TACTIC = 3;

/** His Tactics in all players' victory piles. */
function tacticsWon(g: Game): number {
  let n = 0;
  for (const pl of g.players) {
    for (const c of pl.victory) {
      const d = def(g, c);
      if ((d.kind === 'tactic' && d.groupLabel === LABEL) || isMysterioTactic(g, c)) n++;
    }
  }
  return n;
}

// Brutal Beating
const beatingDiscard = cont('wasteland-hulk:brutal-beating:discard', (g, f) => chooseDiscard(g, f.p, true));
const beatingEach = cont('wasteland-hulk:brutal-beating', (g, f) => {
  const n = g.players[f.p]!.discard.filter((c) => isWound(g, c)).length;
  for (let i = 0; i < n; i++) later(g, beatingDiscard, f.p, f.c);
});

// Memories of Pain
const painChosen = cont('wasteland-hulk:memories-of-pain:chosen', (g, f, v) => {
  if (v < 0 || !g.players[f.p]!.discard.includes(v)) return;
  takeFromPlayer(g, f.p, v);
  g.players[f.p]!.deck.push(v);
  g.log && log(g, `  P${f.p + 1} puts ${nameOf(g, v)} on top of their deck`);
  announce(g, 'putOnDeck', f.p, v);
}, { about: 'lose' });
const painOne = cont('wasteland-hulk:memories-of-pain', (g, f) => {
  const wounds = g.players[f.p]!.discard.filter((c) => isWound(g, c));
  ask(g, f.p, 'card', painChosen, distinct(g, f.p, wounds), { source: f.c });
});

// Radioactive Regeneration
function regenAsk(g: Game, p: number, c: number, left: number): void {
  const wounds = cardsIn(g, p, HAND | DISCARD, (x) => isWound(g, x));
  if (wounds.length) ask(g, p, 'card', regenKo, [...distinct(g, p, wounds), -1], { source: c, n: left });
}
const regenKo = cont('wasteland-hulk:radioactive-regeneration', (g, f, v) => {
  if (v < 0) return;
  koCard(g, f.p, v, f.c);
  if (f.n > 1) regenAsk(g, f.p, f.c, f.n - 1);
}, { about: 'ko-optional', n: 1 });

// Revert to Bruce Banner
const bannerGain = cont('wasteland-hulk:revert-to-bruce-banner', (g, f, v) => gainFromHq(g, f.p, v, f.c), { about: 'gain' });

const LABEL = mastermind({
  name: NAME, set: SET, attack: 7, vp: 6, leads: 'Wasteland',
  text: '+3 Attack per Tactic of his sitting in any player\'s victory pile. Master Strike: Cross-Dimensional Hulk Rampage.',
  mods: { mastermindAttack: (g) => ATTACK_PER_TACTIC * tacticsWon(g) },
  strike: (g) => xdRampage(g, HULK),
  tactics: [
    {
      name: 'Brutal Beating', text: 'Every other player discards as many cards as they have Wounds in their discard pile.',
      fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) later(g, beatingEach, q, c); },
    },
    {
      name: 'Memories of Pain', text: 'Every other player moves 2 Wounds from their discard pile onto their deck.',
      fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) { later(g, painOne, q, c); later(g, painOne, q, c); } },
    },
    {
      name: 'Radioactive Regeneration', text: 'KO as many as 2 Wounds, taken from your hand, your discard pile or both.',
      fight: (g, p, c) => regenAsk(g, p, c, 2),
    },
    {
      name: 'Revert to Bruce Banner', text: 'Gain any Tech hero in the HQ at no cost.',
      fight: (g, p, c) => ask(g, p, 'card', bannerGain, hqHeroes(g, p, (h) => hasCls(g, h, TECH)), { source: c }),
    },
  ],
});
