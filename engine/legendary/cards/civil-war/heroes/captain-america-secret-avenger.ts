// Captain America, Secret Avenger (Civil War, Avengers).
//
// Bold Leadership: "each Hero Class you have" counts the five classes among the heroes you have (hand and cards
// played this turn, this one included); a grey hero has no class and adds nothing (Universal Rulebook, Hero
// Classes). A Divided card in hand counts both its classes; played, only its side's (clsOf).
//
// Secret Avengers Assemble!: the cards played earlier this turn, as the definitions they were played as, that are
// Sidekicks or Avengers; a Pet Avenger (both) is one card and counts once.
//
// Freedom Never Dies: for the rest of the turn, each Sidekick or other Avengers hero you play is set aside, in front
// of you (Player.front, a public zone), once its ability has started; before the new hand is drawn, the cards set
// aside go under your deck in random order (a 'turnEnd' before hook). Setting aside is a card hook, and card hooks
// run before the Sidekick rule's: a Sidekick set aside this way stays yours instead of returning to the Sidekick
// stack. The card names Sidekicks for that; the rulebook does not order the two.
import { SET } from '../set.js';
import { addEffect, effectKind, hasEffect } from '../../../effects.js';
import { SIDEKICK, gainSidekick, isSidekick } from '../../../keywords/sidekicks.js';
import { hero } from '../../../registry.js';
import { clsOf, gainAttack, gainRecruit, heroesYouHave, isTeam, log, nameOf, playedWhere, removeFrom } from '../../../rules.js';
import { shuffle } from '../../../../shared/rng.js';
import type { CardDef, Game, GameEvent } from '../../../types.js';
import { AVENGERS, COVERT, INSTINCT, RANGED, STRENGTH, TECH } from '../../../types.js';

/** The number of hero classes among the heroes player p has (grey adds none). */
export function classesYouHave(g: Game, p: number): number {
  let mask = 0;
  for (const c of heroesYouHave(g, p)) mask |= clsOf(g, c);
  let n = 0;
  for (let m = mask & 31; m; m &= m - 1) n++;
  return n;
}

const sidekickOrAvenger = (d: CardDef) => d.kind === 'hero' && ((d.keywords?.includes(SIDEKICK) ?? false) || (d.teams & (1 << AVENGERS)) !== 0);

// Freedom Never Dies: the effect (c = the card) and, per card set aside, a record naming it (c = that card).
const FREEDOM = effectKind({ key: 'captain-america-secret-avenger:freedom-never-dies' });
const SET_ASIDE = effectKind({ key: 'captain-america-secret-avenger:freedom-never-dies:aside' });

function setAside(g: Game, e: GameEvent): void {
  if (e.p !== g.current || !hasEffect(g, FREEDOM)) return;
  // "another" Avengers hero: not a Freedom Never Dies whose effect is running
  if (hasEffect(g, FREEDOM, e.c)) return;
  if (!isSidekick(g, e.c) && !isTeam(g, e.c, AVENGERS)) return;
  const pl = g.players[e.p]!;
  if (!removeFrom(pl.inPlay, e.c)) return;
  pl.front.push(e.c);
  addEffect(g, SET_ASIDE, e.c);
  g.log && log(g, `  ${nameOf(g, e.c)} is set aside`);
}

function underDeck(g: Game, e: GameEvent): void {
  const pl = g.players[e.p]!;
  const cards: number[] = [];
  for (const x of g.t.effects) if (x.k === SET_ASIDE && removeFrom(pl.front, x.c)) cards.push(x.c);
  if (cards.length === 0) return;
  shuffle(g.rng, cards);
  pl.deck.unshift(...cards);
  g.log && log(g, `  ${cards.length} card(s) set aside go to the bottom of P${e.p + 1}'s deck`);
}

hero('Captain America, Secret Avenger', 'Avengers', [
  {
    name: 'Bold Leadership', copies: 5, cls: COVERT, cost: 2, recruit: 0, plus: { recruit: true },
    text: '+1 Recruit per hero class among the heroes you have.',
    hint: { avgRecruit: 2.5 },
    play: (g, p) => gainRecruit(g, classesYouHave(g, p)),
  },
  {
    name: 'Inspire a Nation/Inspire a Man', copies: 5, cls: 0, cost: 3, text: '',
    divided: [
      {
        name: 'Inspire a Nation', cls: STRENGTH, text: 'Gain a Sidekick.',
        // a Sidekick is worth about a 2-cost recruit (the Sidekick action's own hint)
        hint: { avgRecruit: 1.5 },
        play: (g, p) => { gainSidekick(g, p); },
      },
      { name: 'Inspire a Man', cls: INSTINCT, attack: 2, text: '' },
    ],
  },
  {
    name: 'Secret Avengers Assemble!', copies: 3, cls: TECH, cost: 5, attack: 2, plus: { attack: true },
    text: '+1 Attack per Sidekick or other Avengers hero played this turn.',
    hint: { per: { team: AVENGERS, attack: 1 } },
    play: (g) => gainAttack(g, playedWhere(g, sidekickOrAvenger)),
  },
  {
    name: 'Freedom Never Dies', copies: 1, cls: RANGED, cost: 7, attack: 5,
    text: 'This turn, each Sidekick or other Avengers hero you play is set aside; at the end of the turn they go under your deck in random order.',
    hint: { power: { other: 1 } },
    on: { play: { after: setAside }, turnEnd: { before: underDeck } },
    play: (g, _p, c) => addEffect(g, FREEDOM, c),
  },
], SET);
