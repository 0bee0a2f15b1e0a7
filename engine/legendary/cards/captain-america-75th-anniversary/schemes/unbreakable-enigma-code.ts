// The Unbreakable Enigma Code (Captain America 75th Anniversary). Twists 1-5 put the Hero Deck's top card face down
// beside the scheme (Game.schemeDeck, hidden like the Hero Deck) and mix the Enigma cards; twist 6: Evil wins.
// Whenever a player defeats a villain they may pay 1 Recruit to look at an Enigma card they have not seen. A fight
// against the Mastermind (a 'fightMastermind' replace hook) first asks a colour for each Enigma card (a card the
// player has looked at since the last mixing is named right without a question); all right: the fight goes on as
// normal; else the turn ends (nothing is paid) and the cards are mixed. Mixing makes every player forget what they saw (the Universal
// Rulebook is silent: the reading worst for the players).
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { scheme } from '../../../registry.js';
import {
  clsOf, evilAt, fightMastermind, heroDeckRanOut, log, nameOf, twistToKo,
} from '../../../rules.js';
import { shuffle } from '../../../../shared/rng.js';
import type { Game } from '../../../types.js';
import { CLASS_BITS, Z_TACTICS } from '../../../types.js';

export const ENIGMA_LAST = 6, GREY = 5;
const WON = 'enigma:won', HOOK_N = 'enigma:replace-hooks-consulted';
const seenKey = (c: number) => `enigma:seen:${c}`;
/** Whether player p has looked at Enigma card c since the cards were last mixed. */
export const hasSeen = (g: Game, p: number, c: number) => (((g.vars[seenKey(c)] ?? 0) >> p) & 1) === 1;
/** Enigma cards player p has looked at since the last mixing (public: everyone sees who pays to look). */
const seenCountKey = (p: number) => `enigma:seen-count:${p}`;
const CARDS = 'enigma:cards';
function mix(g: Game): void {
  for (const c of g.schemeDeck) delete g.vars[seenKey(c)];
  for (let p = 0; p < g.players.length; p++) delete g.vars[seenCountKey(p)];
  g.vars[CARDS] = g.schemeDeck.length;
  shuffle(g.rng, g.schemeDeck);
}
/** About how often a bot names a face-down hero card's colour right (five classes, some cards have two). */
const GUESS_RIGHT = 0.35;
/** The colours of a card: indexes into CLASS_BITS, or GREY. */
function colours(g: Game, c: number): number[] {
  const cls = clsOf(g, c), out: number[] = [];
  CLASS_BITS.forEach((b, i) => { if (cls & b) out.push(i); });
  return out.length ? out : [GREY];
}

// Looking at an Enigma card: 1 Recruit, after defeating a villain.
const peek = cont('enigma:peek', (g, f, v) => {
  if (v !== 1 || g.t.recruit < 1) return;
  const c = g.schemeDeck.find((x) => !hasSeen(g, f.p, x));
  if (c === undefined) return;
  g.t.recruit -= 1;
  g.vars[seenKey(c)] = (g.vars[seenKey(c)] ?? 0) | (1 << f.p);
  g.vars[seenCountKey(f.p)] = (g.vars[seenCountKey(f.p)] ?? 0) + 1;
  g.log && log(g, `  P${f.p + 1} looks at an Enigma card (${nameOf(g, c)})`);
}, { about: 'peek' });

// Fighting the Mastermind: one guess per Enigma card (f.n: the index), then the fight or the end of the turn.
const guessed = cont('enigma:guess', (g, f, v) => {
  const c = g.schemeDeck[f.n];
  const wrong = f.m === 1 || c === undefined || !colours(g, c).includes(v);
  later(g, wrong ? guessNextWrong : guessNext, f.p, -1, f.n + 1);
}, { about: 'guess-color' });
const GUESS_OPTIONS = [0, 1, 2, 3, 4, GREY];
function guessFrom(g: Game, p: number, i: number, wrong: boolean): void {
  if (i >= g.schemeDeck.length) {
    if (!wrong) { g.log && log(g, `  P${p + 1} cracks the Enigma Code`); fightMastermind(g, p, g.vars[HOOK_N] ?? 0); return; }
    g.log && log(g, `  P${p + 1} guesses the Enigma Code wrong: the turn ends`);
    mix(g);
    g.phase = 'end';
    return;
  }
  const c = g.schemeDeck[i]!;
  if (hasSeen(g, p, c)) { later(g, wrong ? guessNextWrong : guessNext, p, -1, i + 1); return; }
  ask(g, p, 'mode', guessed, GUESS_OPTIONS, { n: i, m: wrong ? 1 : 0 });
}
const guessNext = cont('enigma:guess-next', (g, f) => guessFrom(g, f.p, f.n, false));
const guessNextWrong = cont('enigma:guess-next-wrong', (g, f) => guessFrom(g, f.p, f.n, true));

scheme({
  name: 'The Unbreakable Enigma Code', set: SET,
  text: '6 twists. Twists 1-5 put the top Hero Deck card face down beside the scheme (mixed). After defeating a villain you may pay 1 Recruit to look at one. To fight the Mastermind, guess each card\'s colour first: a wrong guess ends the turn. Twist 6: Evil wins.',
  twists: () => ENIGMA_LAST,
  evilWinsAt: ENIGMA_LAST,
  twist: (g, n, c) => {
    twistToKo(g, c);
    if (n >= evilAt(g.setup, ENIGMA_LAST)) { g.vars[WON] = 1; return; }
    const h = g.heroDeck.pop();
    if (g.heroDeck.length === 0) heroDeckRanOut(g);
    if (h === undefined) return;
    g.schemeDeck.push(h);
    mix(g);
    g.log && log(g, `  An Enigma card joins the code (${g.schemeDeck.length})`);
  },
  on: {
    // the guesses come before the fight (nothing is paid yet); with no Enigma card the fight goes on at once
    fightMastermind: { replace: (g, e) => { if (g.schemeDeck.length === 0) return false; g.vars[HOOK_N] = e.n; guessFrom(g, e.p, 0, false); return true; } },
    defeat: {
      after: (g, e) => {
        if (e.from === Z_TACTICS || e.p !== g.current || g.t.recruit < 1 || !g.schemeDeck.some((c) => !hasSeen(g, e.p, c))) return;
        ask(g, e.p, 'yesno', peek, [1, 0], { source: e.c });
      },
    },
  },
  evilWins: (g) => (g.vars[WON] ? 'The Unbreakable Enigma Code: the sixth twist' : null),
  hint: {
    progress: (v) => Math.min(1, v.stats.twists / evilAt(v.setup, ENIGMA_LAST)),
    // every card not looked at is a guess
    mastermindOdds: (v, p) => GUESS_RIGHT ** Math.max(0, v.variable(CARDS) - v.variable(seenCountKey(p))),
  },
});
