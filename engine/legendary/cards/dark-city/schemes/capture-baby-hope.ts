import { SET } from '../set.js';
import { scheme, stackCard } from '../../../registry.js';
import { evilAt, log, twistToKo } from '../../../rules.js';
import type { Game, SchemeView } from '../../../types.js';
import { closestVillainSlot, escapeNow } from './common.js';

// The baby is a token card: beside the scheme, held by a villain (an attachment of its city space), or in
// the victory pile of the player who rescued it (worth 6 VP there). The twists stacked next to the
// Mastermind are counted in g.vars[STACKED] (the cards themselves are kept with the scheme).
export const BABY_HOPE = stackCard('token', { name: 'Baby Hope', vp: 6, text: 'The baby Hope Summers: 6 VP in a victory pile.' }, SET);
const STACKED = 'capture-baby-hope:stacked';

const isBaby = (g: Game, c: number) => g.defOf[c] === BABY_HOPE.id;
/** The city space of the villain holding the baby, or -1. */
function babySlot(g: Game): number {
  for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0 && g.att[s]!.some((c) => isBaby(g, c))) return s;
  return -1;
}
/** Takes the baby from beside the scheme or from a victory pile; -1 if it is elsewhere. */
function takeBaby(g: Game): number {
  for (const a of [g.schemeZone, ...g.players.map((pl) => pl.victory)]) {
    const i = a.findIndex((c) => isBaby(g, c));
    if (i >= 0) return a.splice(i, 1)[0]!;
  }
  return -1;
}

/** Defeating the villain with the baby: the baby goes to the fighter's victory pile (not to the KO pile). */
function rescueBaby(g: Game, e: { p: number }): void {
  const i = g.defeatAtt.findIndex((c) => isBaby(g, c));
  if (i < 0) return;
  g.players[e.p]!.victory.push(g.defeatAtt.splice(i, 1)[0]!);
  g.log && log(g, `  P${e.p + 1} rescues Baby Hope`);
}
/** A villain escaped with the baby: it goes back beside the scheme and a twist is stacked next to the Mastermind. */
function babyCarriedOff(g: Game): void {
  const i = g.escaped.findIndex((c) => isBaby(g, c));
  if (i < 0) return;
  g.schemeZone.push(g.escaped.splice(i, 1)[0]!);
  g.vars[STACKED] = (g.vars[STACKED] ?? 0) + 1;
  for (let t = g.ko.length - 1; t >= 0; t--) {
    if (g.cards[g.defOf[g.ko[t]!]!]!.kind === 'twist') { g.schemeZone.push(g.ko.splice(t, 1)[0]!); break; }
  }
  g.log && log(g, `  Baby Hope is carried off: ${g.vars[STACKED]} twist(s) next to the Mastermind`);
}

function holdsBaby(v: SchemeView, slot: number): boolean {
  return v.city[slot]! >= 0 && v.attached(slot).some((c) => v.def(c).key === BABY_HOPE.key);
}

scheme({
  name: 'Capture Baby Hope', set: SET,
  text: '8 twists; the baby Hope starts on the scheme. Twist: the villain holding the baby escapes, else the villain nearest the Villain Deck captures her. Her captor gets +4 Attack; defeating it puts the baby in your victory pile (6 VP) until the next twist. A villain escaping with her puts a twist next to the Mastermind and the baby back. Evil wins at 3 such twists.',
  twists: () => 8,
  evilWinsAt: 3,
  afterSetup: (g, make) => { g.schemeZone.push(...make(BABY_HOPE.key, 1)); },
  twist: (g, _n, c) => {
    twistToKo(g, c);
    const s = babySlot(g);
    if (s >= 0) { escapeNow(g, s); return; }
    const v = closestVillainSlot(g);
    if (v < 0) return;
    const baby = takeBaby(g);
    if (baby < 0) return;
    g.att[v]!.push(baby);
    g.log && log(g, `  Baby Hope is captured`);
  },
  mods: { villainAttack: (g, slot) => (slot >= 0 && g.att[slot]!.some((c) => isBaby(g, c)) ? 4 : 0) },
  on: { defeat: { after: rescueBaby }, escape: { after: babyCarriedOff } },
  evilWins: (g) => ((g.vars[STACKED] ?? 0) >= evilAt(g.setup, 3) ? 'Capture Baby Hope: 3 twists next to the Mastermind' : null),
  hint: {
    progress: (v) => Math.min(1, v.variable(STACKED) / evilAt(v.setup, 3)),
    escapeHarm: (v, slot, danger) => (holdsBaby(v, slot) ? 6 + 14 * danger : 0),
  },
});
