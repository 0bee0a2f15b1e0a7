// Cross-Dimensional Rampage (Secret Wars Volume 1): a Wound goes to every player who does not show a hero of the named
// character, or a card of it from their victory pile. A card of the character has its name in the card's name,
// its hero name, its villain group's name or (a Tactic) its Mastermind's name, as part of a word too (Universal
// Rulebook: Hulk includes Hulkling, Hulkbuster, the Hulk Gang); Hulk cards include Maestro and Nul, Breaker of
// Worlds, Wolverine cards Weapon X and Old Man Logan (the set's Keywords). Case counts: "Thor" is in "Lady Thor" and
// "Thor Corps", not in "Authoritarian".
//
// Revealing is a choice (a 'yesno', intent 'reveal'), asked only of players who can reveal; the others gain a Wound.
// Players resolve one after another from the current player. `after` (a continuation key) runs once all have,
// and reads `rampageWounded(g)`: the players other than the current one who gained a Wound this way (Old Man
// Logan's Rage Out).
import { ask, cont, later } from '../flow.js';
import { def, gainWound, hasHero, heroNames, isHero, playerOrder } from '../rules.js';
import type { Game } from '../types.js';

const CHARACTERS: string[] = [];
const MATCHERS: RegExp[] = [];
const EXTRA: Record<string, string[]> = {
  Hulk: ['Maestro', 'Nul, Breaker of Worlds'],
  Wolverine: ['Weapon X', 'Old Man Logan'],
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Registers a character for rampages (at module load) and returns its code. */
export function character(name: string): number {
  const i = CHARACTERS.indexOf(name);
  if (i >= 0) return i;
  CHARACTERS.push(name);
  MATCHERS.push(new RegExp([name, ...(EXTRA[name] ?? [])].map(escape).join('|')));
  return CHARACTERS.length - 1;
}

/** Whether card c is a card of character code `ch` (its name, its hero names, a tactic's Mastermind). */
export function isCharacterCard(g: Game, c: number, ch: number): boolean {
  const re = MATCHERS[ch]!;
  const d = def(g, c);
  if (re.test(d.name)) return true;
  if (isHero(g, c)) return heroNames(g, c).some((n) => re.test(n));
  // a villain's or henchman's group, a Tactic's Mastermind
  return d.kind === 'tactic' || d.kind === 'mastermind' || d.kind === 'villain' || d.kind === 'henchman' ? re.test(d.group) : false;
}

/** Whether player p can reveal a card of character `ch` (a hero they have, or a card in their victory pile). */
export function canRevealCharacter(g: Game, p: number, ch: number): boolean {
  if (hasHero(g, p, (c) => isCharacterCard(g, c, ch))) return true;
  for (const c of g.players[p]!.victory) if (isCharacterCard(g, c, ch)) return true;
  return false;
}

const WOUNDED = 'xd-rampage:wounded';
const UNREVEALED = 'xd-rampage:unrevealed';

/** Cross-Dimensional Rampage of character `ch` (from `character`), for `players` (default: every player, from the current one). */
export function xdRampage(g: Game, ch: number, after = '', players: readonly number[] = playerOrder(g)): void {
  g.vars[WOUNDED] = 0;
  g.vars[UNREVEALED] = 0;
  for (const p of players) later(g, EACH, p, -1, ch);
  if (after) later(g, after, g.current, g.src);
}

/** Players other than the current one who gained a Wound in the last rampage (read by its `after` continuation). */
export function rampageWounded(g: Game): number { return g.vars[WOUNDED] ?? 0; }

/**
 * Players other than the current one who did not reveal a card of the character in the last rampage (could not, or
 * chose not to), whether or not a Wound reached them (none left, a card that takes the Wound instead).
 */
export function rampageUnrevealed(g: Game): number { return g.vars[UNREVEALED] ?? 0; }

const EACH = cont('xd-rampage:each', (g, f) => {
  if (canRevealCharacter(g, f.p, f.n)) ask(g, f.p, 'yesno', REVEAL, [1, 0], { n: f.n });
  else wound(g, f.p);
});

const REVEAL = cont('xd-rampage:reveal', (g, f, v) => { if (v !== 1) wound(g, f.p); }, { about: 'reveal' });

function wound(g: Game, p: number): void {
  if (p !== g.current) g.vars[UNREVEALED] = (g.vars[UNREVEALED] ?? 0) + 1;
  const before = g.stats.woundsGained;
  gainWound(g, p);
  later(g, COUNT, p, -1, before);
}

const COUNT = cont('xd-rampage:count', (g, f) => {
  if (g.stats.woundsGained > f.n && f.p !== g.current) g.vars[WOUNDED] = (g.vars[WOUNDED] ?? 0) + 1;
});
