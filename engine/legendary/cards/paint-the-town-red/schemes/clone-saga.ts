// The Clone Saga (Paint the Town Red).
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { scheme } from '../../../registry.js';
import { checkEvil, def, discardDownTo, heroesYouHave, isVillain, playerOrder, twistToKo } from '../../../rules.js';
import type { Game } from '../../../types.js';
import { villainDeckOut, villainDeckUsed } from './common.js';

/** Whether player p has two non-grey heroes with the same card name (hand, and cards played on their turn). */
export function hasTwoAlike(g: Game, p: number): boolean {
  const seen = new Set<string>();
  for (const c of heroesYouHave(g, p)) {
    const d = def(g, c);
    if (d.cls === 0) continue;
    if (seen.has(d.name)) return true;
    seen.add(d.name);
  }
  return false;
}

/** Two villains with the same card name have escaped (henchmen are villains too). */
function twinsEscaped(g: Game): boolean {
  const seen = new Set<string>();
  for (const c of g.escaped) {
    if (!isVillain(g, c)) continue;
    const n = def(g, c).name;
    if (seen.has(n)) return true;
    seen.add(n);
  }
  return false;
}

// Twist, for each player: reveal two alike heroes, or discard down to three cards (one choice at a time).
// As with Magneto's strike, the number of discards is fixed when the twist resolves: a card that returns to
// the hand (Cyclops's Unending Energy) is not discarded again, so the twist always ends.
const each = cont('clone-saga:twist', (g, f) => {
  if (hasTwoAlike(g, f.p)) ask(g, f.p, 'yesno', revealed, [1, 0], { source: f.c });
  else discardDownTo(g, f.p, 3);
});
const revealed = cont('clone-saga:twist:reveal', (g, f, v) => { if (v !== 1) discardDownTo(g, f.p, 3); }, { about: 'reveal' });

scheme({
  name: 'The Clone Saga', set: SET,
  text: '8 twists. Twist: each player reveals two non-grey heroes with the same name or discards down to 3 cards. Evil wins when two villains with the same name have escaped, or the Villain Deck runs out.',
  twists: () => 8,
  twist: (g, _n, c) => {
    twistToKo(g, c);
    for (const p of playerOrder(g)) later(g, each, p, c);
  },
  on: { villainDeck: { before: (g) => checkEvil(g) }, turnEnd: { after: (g) => checkEvil(g) } },
  evilWins: (g) => (twinsEscaped(g) ? 'The Clone Saga: two villains with the same name escaped'
    : villainDeckOut(g) ? 'The Clone Saga: the Villain Deck ran out' : null),
  hint: {
    progress: (v) => {
      const names = v.escaped.filter((c) => { const k = v.def(c).kind; return k === 'villain' || k === 'henchman'; }).map((c) => v.def(c).name);
      const twins = names.length !== new Set(names).size;
      return twins ? 1 : Math.max(names.length > 0 ? 0.4 : 0, villainDeckUsed(v));
    },
    escapeHarm: (v, slot) => {
      const n = v.def(v.city[slot]!).name;
      return v.escaped.some((c) => v.def(c).name === n) ? 100 : 3; // a second villain of a name already escaped loses the game
    },
  },
});
