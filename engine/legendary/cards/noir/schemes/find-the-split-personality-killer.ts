// Find the Split Personality Killer (Noir). Twists 1-5 build a face-down "Murder Suspects" deck (Game.schemeDeck):
// 3 Bystanders of the stack and the top card of the Hero Deck each time, shuffled in. After defeating a villain
// a player may pay 1 Attack to investigate it for a Bystander and rescue it. Twist 6: each player guesses a hero
// name; the deck is revealed; the hero name with the most cards there (ties: each of them) is the killer; those
// who guessed right win, the others lose. The game has one result for the table: it is a win only when every
// player guessed right (the Universal Rulebook is silent on a split table: the reading worst for the players).
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { SCHEME_DECK, investigate, investigation, takeFromDeck } from '../../../keywords/investigate.js';
import { scheme } from '../../../registry.js';
import { shuffle } from '../../../../shared/rng.js';
import { def, endGame, heroDeckRanOut, isBystander, log, playerOrder, rescueCard, twistToKo } from '../../../rules.js';
import type { Game } from '../../../types.js';
import { Z_SCHEME, Z_TACTICS } from '../../../types.js';

const WRONG = 'split-personality-killer:wrong';
const GUESSED = 'split-personality-killer:guessed';

const SUSPECT_BYSTANDER = investigation({
  key: 'split-personality-killer', deck: SCHEME_DECK,
  match: (g, c) => isBystander(g, c),
  found: (g, p, c) => { if (takeFromDeck(g, SCHEME_DECK, p, c)) rescueCard(g, p, c, Z_SCHEME); },
});
const payToInvestigate = cont('split-personality-killer:pay', (g, f, v) => {
  if (v !== 1 || g.t.attack < 1) return;
  g.t.attack -= 1;
  investigate(g, f.p, SUSPECT_BYSTANDER, -1);
}, { about: 'may' });

/** The hero labels with the most cards in the Murder Suspects deck. */
export function killers(g: Game): string[] {
  const count = new Map<string, number>();
  for (const c of g.schemeDeck) { const d = def(g, c); if (d.kind === 'hero') count.set(d.groupLabel, (count.get(d.groupLabel) ?? 0) + 1); }
  const most = Math.max(0, ...count.values());
  return most === 0 ? [] : [...count].filter(([, n]) => n === most).map(([h]) => h);
}

const guess = cont('split-personality-killer:guess', (g, f, v) => {
  const named = g.setup.heroes[Math.max(0, v)]!;
  g.log && log(g, `  P${f.p + 1} names ${named}`);
  if (!killers(g).includes(named)) g.vars[WRONG] = (g.vars[WRONG] ?? 0) + 1;
}, { about: 'guess-hero' });
const reveal = cont('split-personality-killer:reveal', (g) => {
  g.vars[GUESSED] = 1;
  const k = killers(g);
  g.log && log(g, `  The Split Personality Killer: ${k.join(' / ') || 'nobody'}`);
  if ((g.vars[WRONG] ?? 0) > 0) endGame(g, 'loss', 'Find the Split Personality Killer: a player guessed wrong');
  else endGame(g, 'win', 'Find the Split Personality Killer: every player guessed right');
});

scheme({
  name: 'Find the Split Personality Killer', set: SET,
  text: '8 twists. Twists 1-5: 3 Bystanders and the top Hero Deck card are shuffled into a face-down Murder Suspects deck. After defeating a villain you may pay 1 Attack to investigate it for a Bystander and rescue it. Twist 6: each player guesses a hero name; the one with the most cards in the deck is the killer; the game is won only if every player guessed right.',
  twists: () => 8,
  twist: (g, n, c) => {
    twistToKo(g, c);
    if (n <= 5) {
      for (let i = 0; i < 3 && g.bystanders.length > 0; i++) g.schemeDeck.push(g.bystanders.pop()!);
      const h = g.heroDeck.pop();
      if (h !== undefined) { g.schemeDeck.push(h); if (g.heroDeck.length === 0) heroDeckRanOut(g); }
      shuffle(g.rng, g.schemeDeck);
    } else if (n === 6) {
      const opts = g.setup.heroes.map((_h, i) => i);
      for (const p of playerOrder(g)) ask(g, p, 'mode', guess, opts, { source: c });
      later(g, reveal, g.current, c);
    }
  },
  on: {
    defeat: { after: (g, e) => { if (e.p === g.current && e.from !== Z_TACTICS && g.t.attack >= 1 && g.schemeDeck.length > 0) ask(g, e.p, 'yesno', payToInvestigate, [1, 0]); } },
  },
  hint: {
    // the guess at twist 6 decides the game: progress is the twists played
    progress: (v) => Math.min(1, v.stats.twists / 6),
    heroDeckTaken: 5,
  },
});
