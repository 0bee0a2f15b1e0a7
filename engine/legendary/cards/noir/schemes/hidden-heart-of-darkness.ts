// Hidden Heart of Darkness (Noir): the Mastermind's Tactics are villains in the Villain Deck. Fighting the
// Mastermind card itself, while no Tactic is in the city, wins (the Final Blow mechanism: no Tactics are left
// under it). A Tactic defeated goes to the victory pile with its Fight effect (Universal Rulebook: it is a
// normal Tactic again, not a villain).
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { VILLAIN_DECK, investigate, investigation } from '../../../keywords/investigate.js';
import { scheme } from '../../../registry.js';
import { def, distinct, draw, enterCity, evilAt, playerOrder, takeFromPlayer, takeFromVillainDeck, twistToKo } from '../../../rules.js';
import { shuffle } from '../../../../shared/rng.js';
import type { Game, SchemeView } from '../../../types.js';

const isTactic = (g: Game, c: number) => def(g, c).kind === 'tactic';
function escapedTactics(g: Game): number { let n = 0; for (const c of g.escaped) if (isTactic(g, c)) n++; return n; }

const shuffleIn = cont('hidden-heart-of-darkness:shuffle-in', (g, f) => {
  const opts = distinct(g, f.p, g.players[f.p]!.victory.filter((c) => isTactic(g, c)));
  ask(g, f.p, 'card', shuffledIn, opts, { source: f.c });
});
const shuffledIn = cont('hidden-heart-of-darkness:shuffle-in:chosen', (g, f, v) => {
  if (v < 0 || takeFromPlayer(g, f.p, v) === 0) return;
  g.villainDeck.push(v);
  shuffle(g.rng, g.villainDeck);
  draw(g, f.p, 2);
}, { about: 'lose-vp' });
const TACTIC_ENTERS = investigation({
  key: 'hidden-heart-of-darkness', deck: VILLAIN_DECK, hint: { about: 'lose' },
  match: (g, c) => isTactic(g, c),
  found: (g, _p, c) => { if (takeFromVillainDeck(g, c)) enterCity(g, c); },
});
const investigateTactic = cont('hidden-heart-of-darkness:investigate', (g, f) => investigate(g, f.p, TACTIC_ENTERS, f.c));

scheme({
  name: 'Hidden Heart of Darkness', set: SET,
  text: "8 twists. The Mastermind's Tactics are shuffled into the Villain Deck as villains with its printed Attack; while no Tactic is in the city, fighting the Mastermind wins. Twist: each player shuffles a Tactic from their victory pile into the Villain Deck and draws two; then investigate the Villain Deck for a Tactic, which enters the city. Evil wins when 2 Tactics escape.",
  twists: () => 8,
  evilWinsAt: 2,
  afterSetup: (g) => {
    for (const t of g.tactics) g.villainDeck.push(t);
    g.tactics = [];
    shuffle(g.rng, g.villainDeck);
    g.finalBlow = 1;
  },
  villainDeckCard: (g, c) => (isTactic(g, c) ? 'villain' : null),
  canFightMastermind: (g) => !g.city.some((c) => c >= 0 && isTactic(g, c)),
  twist: (g, _n, c) => {
    twistToKo(g, c);
    for (const p of playerOrder(g)) later(g, shuffleIn, p, c);
    later(g, investigateTactic, g.current, c);
  },
  evilWins: (g) => (escapedTactics(g) >= evilAt(g.setup, 2) ? 'Hidden Heart of Darkness: 2 Tactics escaped' : null),
  hint: {
    progress: (v: SchemeView) => Math.min(1, v.escaped.filter((c) => v.def(c).kind === 'tactic').length / evilAt(v.setup, 2)),
    escapeHarm: (v, slot) => (v.city[slot]! >= 0 && v.def(v.city[slot]!).kind === 'tactic' ? 12 : 0),
    extraVillainDeck: () => 4,
  },
});
