// Black Panther (Secret Wars Volume 1, Illuminati).
//
// - Multifaceted Genius: a multicolored card is one with two or more hero classes (a grey card has none, so it is
//   not); the cards counted are those played earlier this turn, with the classes they were played with (a Divided
//   card: its side; a copy: what it copied too, as superpowers count them).
// - Stalk the Urban Jungle: a turn effect; whenever its player defeats a villain in the city on the Rooftops or
//   the Streets (the defeat's space), a 'card' question (intent 'ko-optional') over the distinct cards of hand, cards
//   played this turn and discard pile, and -1. Each copy played is its own trigger.
// - King of Wakanda: three Sidekicks gained one after another from the Sidekick stack (gainSidekick: what stops a
//   gain stops it); with the Illuminati team power (read when played) each goes from the discard pile onto the top
//   of the deck ('putOnDeck' event), and when they differ (special Sidekicks) the player orders them.
import { SET } from '../set.js';
import { addEffect, effectKind } from '../../../effects.js';
import { ask, cont, later } from '../../../flow.js';
import { gainSidekick } from '../../../keywords/sidekicks.js';
import { discardToDeckTop } from '../../../keywords/wall-crawl.js';
import { hero, teamId } from '../../../registry.js';
import {
  DISCARD, HAND, IN_PLAY, ROOFTOPS, STREETS, cardsIn, clsOf, distinct, draw, gainAttack, koCard, putBackInOrder,
  teamPower,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { COVERT, INSTINCT, STRENGTH, TECH, Z_CITY } from '../../../types.js';

const ILLUMINATI = teamId('Illuminati');

function classCount(cls: number): number { let n = 0; for (let m = cls; m; m &= m - 1) n++; return n; }

/** Cards played earlier this turn with two or more classes. */
function multicoloredPlayed(g: Game): number {
  const a = g.t.played;
  let n = 0;
  for (let i = 0; i < a.length; i += 2) if (classCount(clsOf(g, a[i]!) | g.cards[a[i + 1]!]!.cls) >= 2) n++;
  return n;
}

// ---- Stalk the Urban Jungle ---------------------------------------------------------------------------

const stalkKo = cont('black-panther:stalk-the-urban-jungle:ko', (g, f, v) => { if (v >= 0) koCard(g, f.p, v, f.c); }, { about: 'ko-optional', n: 1 });
const stalkAsk = cont('black-panther:stalk-the-urban-jungle:ask', (g, f) => {
  const opts = distinct(g, f.p, cardsIn(g, f.p, HAND | IN_PLAY | DISCARD));
  if (opts.length) ask(g, f.p, 'card', stalkKo, [...opts, -1], { source: f.c });
});
const STALKING = effectKind({
  key: 'black-panther:stalk-the-urban-jungle',
  after: {
    defeat: (g, e, x) => {
      // a card defeated from a city space was a villain there (a scheme's Sidekick or Tyrant villain too, which is no
      // villain any more once it has moved)
      if (e.p !== g.current || e.from !== Z_CITY || (e.slot !== ROOFTOPS && e.slot !== STREETS)) return;
      later(g, stalkAsk, e.p, x.c);
    },
  },
});

// ---- King of Wakanda ----------------------------------------------------------------------------------

const wakandaOnTop = cont('black-panther:king-of-wakanda:on-top', (g, f) => {
  let n = 0;
  for (const c of f.l ?? []) if (discardToDeckTop(g, f.p, c)) n++;
  if (n > 1) putBackInOrder(g, f.p, n, f.c);
});

hero('Black Panther', 'Illuminati', [
  {
    name: 'Catlike Reflexes', copies: 5, cls: INSTINCT | COVERT, cost: 3, recruit: 1,
    text: 'You draw one card.',
    hint: { draw: 1 },
    play: (g, p) => { draw(g, p, 1); },
  },
  {
    name: 'Multifaceted Genius', copies: 5, cls: STRENGTH | TECH, cost: 4, attack: 2, plus: { attack: true },
    text: '+1 Attack per other card of two or more classes played this turn.',
    hint: { avgAttack: 1 },
    play: (g) => gainAttack(g, multicoloredPlayed(g)),
  },
  {
    name: 'Stalk the Urban Jungle', copies: 3, cls: STRENGTH | COVERT, cost: 6, attack: 4,
    text: 'This turn, each villain you defeat on the Rooftops or Streets lets you KO a card of yours (hand, played or discard pile).',
    hint: { avgAttack: 0.3 },
    play: (g, _p, c) => addEffect(g, STALKING, c),
  },
  {
    name: 'King of Wakanda', copies: 1, cls: INSTINCT | TECH, cost: 7,
    text: 'Three Sidekicks for you; Illuminati team power: onto your deck rather than the discard pile.',
    // three grey cards for later turns (a Sidekick is about 1.5 points once: its ActionHint); on top of the deck they
    // come in the next hand
    hint: { avgAttack: 1.5, avgRecruit: 1.5, power: { team: ILLUMINATI, draw: 1 } },
    play: (g, p, c) => {
      const onTop = teamPower(g, ILLUMINATI);
      const gained: number[] = [];
      for (let i = 0; i < 3; i++) { const s = gainSidekick(g, p); if (s >= 0) gained.push(s); }
      if (onTop && gained.length) later(g, wakandaOnTop, p, c, 0, gained);
    },
  },
], SET);
