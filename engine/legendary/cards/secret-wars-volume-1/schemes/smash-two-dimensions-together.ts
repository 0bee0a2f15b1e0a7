// Smash Two Dimensions Together (Secret Wars Volume 1): 8 twists and an extra villain group.
// - The Sewers and the Bank do not exist (destroyed from the start: the Villain Deck lies on the Bank), so the city has
//   three spaces; a parallel dimension of three more spaces (city spaces 6-8) stands above it. Two cities
//   (SetupPlan.cityLanes; rules/city.ts, several cities): a villain entering either city enters the one the current
//   player picks, and pushes only the villains of that one.
// - Twists 1-7: two cards of the Villain Deck are played.
// - Twist 8: every villain in both dimensions escapes (in the order the current player picks).
// - Evil wins when 10 villains have escaped.
import { SET } from '../set.js';
import { later } from '../../../flow.js';
import { scheme } from '../../../registry.js';
import { PLAY_VILLAIN_CARD, escapedVillains, evilAt } from '../../../rules.js';
import type { SchemeView } from '../../../types.js';
import { escapeInOrder } from '../../dark-city/schemes/common.js';

const MAIN = [0, 1, 2, 3, 4], PARALLEL = [5, 6, 7], GONE = 0b11; // Sewers and Bank
const ESCAPES = 10;

/** Entries until the villain in `slot` escapes: the empty spaces behind it in its own city and the spaces ahead, plus one. */
function entries(v: SchemeView, slot: number): number {
  const line = (PARALLEL.includes(slot) ? PARALLEL : MAIN).filter((s) => v.cityLive(s));
  const at = line.indexOf(slot);
  let n = 1;
  for (let i = 0; i < line.length; i++) if (i < at ? v.city[line[i]!]! < 0 : i > at) n++;
  return n;
}

scheme({
  name: 'Smash Two Dimensions Together', set: SET,
  text: '8 twists; an extra villain group. The Sewers and Bank are gone; a parallel dimension of three spaces stands above the city, and the current player picks which city each villain enters. Twists 1-7: play two Villain Deck cards. Twist 8: every villain escapes. Evil wins when 10 villains have escaped.',
  twists: () => 8,
  evilWinsAt: ESCAPES,
  plan: (plan) => {
    plan.villainGroupCount += 1;
    plan.citySize = MAIN.length + PARALLEL.length;
    plan.cityLanes = [MAIN, PARALLEL];
  },
  afterSetup: (g) => { g.cityDestroyed |= GONE; },
  cityLane: () => -1,
  twist: (g, n, c) => {
    g.ko.push(c);
    if (n <= 7) { later(g, PLAY_VILLAIN_CARD, g.current); later(g, PLAY_VILLAIN_CARD, g.current); return; }
    const all: number[] = [];
    for (const s of [...PARALLEL, ...MAIN].reverse()) if (g.city[s]! >= 0) all.push(g.city[s]!);
    escapeInOrder(g, all, c);
  },
  evilWins: (g) => (escapedVillains(g) >= evilAt(g.setup, ESCAPES) ? `Smash Two Dimensions Together: ${evilAt(g.setup, ESCAPES)} villains escaped` : null),
  hint: {
    progress: (v) => Math.min(1, v.escaped.filter((c) => { const k = v.def(c).kind; return k === 'villain' || k === 'henchman'; }).length / evilAt(v.setup, ESCAPES)),
    entriesToEscape: entries,
  },
});
