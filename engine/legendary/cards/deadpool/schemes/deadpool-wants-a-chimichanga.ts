// Deadpool Wants a Chimichanga (Deadpool). Every Bystander is a "Chimichanga" (and still a Bystander).
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { scheme } from '../../../registry.js';
import { shuffle } from '../../../../shared/rng.js';
import {
  PLAY_VILLAIN_CARD, captureNearest, checkEvil, distinct, evilAt, gainWound, isBystander, log, playerOrder, takeFromPlayer, twistToKo,
} from '../../../rules.js';
import type { Game, GameEvent } from '../../../types.js';

const LIMIT = 6;
const inEscapePile = (g: Game) => g.escaped.filter((c) => isBystander(g, c)).length;

/** "Nobody eats just one": a Chimichanga played from the Villain Deck is captured as usual, then another card is played. */
function oneMore(g: Game, e: GameEvent): boolean {
  if (!isBystander(g, e.c)) return false;
  captureNearest(g, e.c);
  later(g, PLAY_VILLAIN_CARD, g.current);
  return true;
}

// each player shuffles a Chimichanga from their victory pile back into the Villain Deck, or gains a Wound
const giveBack = cont('deadpool-wants-a-chimichanga:give-back', (g, f, v) => {
  if (v < 0 || takeFromPlayer(g, f.p, v) === 0) { gainWound(g, f.p); return; }
  g.villainDeck.push(v);
  shuffle(g.rng, g.villainDeck);
}, { about: 'lose-vp' });
const eachGivesBack = cont('deadpool-wants-a-chimichanga:each', (g, f) => {
  const mine = g.players[f.p]!.victory.filter((c) => isBystander(g, c));
  if (mine.length === 0) { gainWound(g, f.p); return; }
  ask(g, f.p, 'card', giveBack, distinct(g, f.p, mine), { source: f.c });
});

scheme({
  name: 'Deadpool Wants a Chimichanga', set: SET,
  text: '6 twists, 12 Bystanders ("Chimichangas") in the Villain Deck, one more villain group with 3-5 players. Playing a Chimichanga from the Villain Deck plays another card. Twist: every Chimichanga held in the city goes to the Escape Pile; each player shuffles one from their victory pile into the Villain Deck or gains a Wound. Evil wins with 6 Chimichangas in the Escape Pile.',
  twists: () => 6,
  evilWinsAt: LIMIT,
  plan: (plan) => {
    plan.bystandersInVillainDeck = 12;
    if (plan.players >= 3) plan.villainGroupCount += 1;
  },
  on: { villainDeck: { replace: oneMore } },
  twist: (g, _n, c) => {
    twistToKo(g, c);
    for (let s = 0; s < g.city.length; s++) {
      const held = g.att[s]!;
      const bys = held.filter((x) => isBystander(g, x));
      if (bys.length === 0) continue;
      g.att[s] = held.filter((x) => !isBystander(g, x));
      g.escaped.push(...bys);
      g.log && log(g, `  ${bys.length} Chimichanga(s) go to the Escape Pile`);
    }
    checkEvil(g);
    for (const p of playerOrder(g)) later(g, eachGivesBack, p, c);
  },
  evilWins: (g) => (inEscapePile(g) >= evilAt(g.setup, LIMIT) ? 'Deadpool Wants a Chimichanga: 6 Chimichangas escaped' : null),
  hint: {
    progress: (v) => Math.min(1, v.escaped.filter((c) => v.def(c).kind === 'bystander').length / evilAt(v.setup, LIMIT)),
    escapeHarm: (v, slot, danger) => v.attached(slot).filter((c) => v.def(c).kind === 'bystander').length * (3 + 10 * danger),
  },
});
