// Revenge (Deadpool): "each Villain gets +1 Attack for every Villain of that group in your Victory Pile"; it is
// player specific (the player whose turn it is), and a Mastermind may have it too (Universal Rulebook). A card's
// Revenge names a group label (`revenge:<label>` next to `revenge`); for a Mastermind's own Tactics the label is
// the Mastermind's. Every card of that label in the current player's victory pile counts.

import { keywordRules } from '../compile.js';
import { def } from '../rules.js';
import type { CardDef, Game } from '../types.js';

export const REVENGE = 'revenge';

/** The keywords of a card with Revenge against the group of this label. */
export function revenge(label: string): string[] { return [REVENGE, `${REVENGE}:${label}`]; }

/** Cards of a group label in the current player's victory pile. */
export function victoryOfGroup(g: Game, label: string, p = g.current): number {
  let n = 0;
  for (const c of g.players[p]!.victory) { const d = def(g, c); if (d.groupLabel === label && d.kind !== 'bystander') n++; }
  return n;
}

const PREFIX = `${REVENGE}:`;
const NO_LABELS: readonly string[] = [];
/** The group labels a definition's Revenge counts (its `revenge:<label>` keywords), by definition: worked out once. */
const LABELS = new WeakMap<CardDef, readonly string[]>();
function revengeLabels(d: CardDef): readonly string[] {
  let ls = LABELS.get(d);
  if (ls === undefined) {
    const found = (d.keywords ?? []).filter((k) => k.startsWith(PREFIX)).map((k) => k.slice(PREFIX.length));
    ls = found.length ? found : NO_LABELS;
    LABELS.set(d, ls);
  }
  return ls;
}

/** The Revenge bonus of card c for the current player (0 without Revenge). */
export function revengeBonus(g: Game, c: number): number {
  const ls = revengeLabels(def(g, c));
  let n = 0;
  for (let i = 0; i < ls.length; i++) n += victoryOfGroup(g, ls[i]!);
  return n;
}

keywordRules(REVENGE, {
  mods: {
    villainAttack: (g, _slot, c) => (c >= 0 ? revengeBonus(g, c) : 0),
    mastermindAttack: (g) => {
      let n = 0;
      for (const m of g.mastermind) n += revengeBonus(g, m);
      return n;
    },
  },
});
