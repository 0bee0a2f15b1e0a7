// Bob, Agent of HYDRA (Deadpool).
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { excessiveViolence } from '../../../keywords/excessive-violence.js';
import { hero } from '../../../registry.js';
import { draw, distinct, isHero, isTeam, koCard, log, nameOf, otherPlayers, power, topOfDeck } from '../../../rules.js';
import type { Game } from '../../../types.js';
import { COVERT, SHIELD, TECH } from '../../../types.js';
import { HYDRA_TEAM } from '../common.js';

const hydraOrShield = (g: Game, c: number) => isHero(g, c) && (isTeam(g, c, HYDRA_TEAM) || isTeam(g, c, SHIELD));

// How Do I Get Out of Here??: another player's top card; they guess right (yes: they draw it) or not (you draw).
const whose = cont('bob:get-out:player', (g, f, v) => {
  if (v < 0) return;
  const top = topOfDeck(g, v);
  if (top < 0) { draw(g, f.p, 1); return; }
  g.log && log(g, `  P${f.p + 1} looks at P${v + 1}'s ${nameOf(g, top)}`);
  ask(g, f.p, 'yesno', guessed, [1, 0], { source: f.c, n: v });
}, { about: 'reveal-player' });
const guessed = cont('bob:get-out:guess', (g, f, v) => draw(g, v === 1 ? f.n : f.p, 1), { about: 'may' });

// Epic Middle Manager, Excessive Violence: KO up to two HYDRA or S.H.I.E.L.D. heroes from your discard pile, then draw a
// card for each one KO'd: the draws wait for both KOs (drawing from an empty deck shuffles the discard pile in, which
// would take the second choice away). f.n: KOs left to choose; f.m: KO'd so far.
const middleKo = cont('bob:middle-manager:ko', (g, f, v) => {
  if (v < 0) { later(g, middleDraw, f.p, f.c, f.m); return; }
  koCard(g, f.p, v, f.c);
  if (f.n > 1) later(g, middleAsk, f.p, f.c, f.n - 1, null, f.m + 1);
  else later(g, middleDraw, f.p, f.c, f.m + 1);
}, { about: 'ko-optional', n: 1 });
const middleAsk = cont('bob:middle-manager:ask', (g, f) => {
  const opts = distinct(g, f.p, g.players[f.p]!.discard.filter((c) => hydraOrShield(g, c)));
  if (opts.length) ask(g, f.p, 'card', middleKo, [...opts, -1], { source: f.c, n: f.n, m: f.m });
  else later(g, middleDraw, f.p, f.c, f.m);
});
const middleDraw = cont('bob:middle-manager:draw', (g, f) => { if (f.n > 0) draw(g, f.p, f.n); });

export const BOB = hero('Bob, Agent of HYDRA', 'HYDRA', [
  {
    name: 'Bullets Flying, Bob Hiding', copies: 5, cls: COVERT, cost: 3, recruit: 2.5,
    keywords: excessiveViolence('bob:bullets-flying', (g, p) => { draw(g, p, 1); }),
    text: 'Excessive Violence: draw a card.',
    hint: { draw: 0.3 },
  },
  {
    name: 'HYDRA Half-Wit', copies: 5, cls: TECH, cost: 2, attack: 1.5,
    text: 'Reveal your top card; draw it if it is HYDRA or S.H.I.E.L.D.',
    hint: { draw: 0.5 },
    play: (g, p) => { const t = topOfDeck(g, p); if (t >= 0 && hydraOrShield(g, t)) draw(g, p, 1); },
  },
  {
    name: 'How Do I Get Out of Here??', copies: 3, cls: COVERT, cost: 6, attack: 4,
    text: 'Covert superpower: look at another player\'s top card; if they guess your question right they draw it, else you draw a card.',
    hint: { power: { cls: COVERT, draw: 1 } },
    play: (g, p, c) => { if (power(g, COVERT)) ask(g, p, 'player', whose, otherPlayers(g), { source: c }); },
  },
  {
    name: 'Epic Middle Manager', copies: 1, cls: COVERT, cost: 8, attack: 5,
    keywords: excessiveViolence('bob:middle-manager', (g, p, c) => later(g, middleAsk, p, c, 2)),
    text: 'Excessive Violence: KO up to two HYDRA or S.H.I.E.L.D. heroes from your discard pile; draw a card for each.',
    hint: { avgAttack: 0.5 },
  },
], SET);
