// Challenge modes: the Universal Rulebook's "Adjusting Difficulty" section (numbers restored in
// shared/rules/challenge-modes.md), plus its easier setup (S.H.I.E.L.D. Officers in the starting decks),
// named here "Helping Hand". Every mode can be combined with every other, except two of the extra-twist
// modes, or two of the Mastermind-power modes, together.
//
// A setup names modes as strings: "heroic", "Tyrant Mastermind", "opening-salvo:2", "Army of Evil 3".
// `resolveChallenges` turns them into the canonical list (table order, numbers as `id:n`) and the
// numbers the rules read (`ChallengeRules`). The input order never matters: the same set of modes gives
// the same canonical list, the same rules and so the same game.

import { SetupError, closest } from './names.js';

/** What the chosen modes change, as numbers and flags the rules read. */
export interface ChallengeRules {
  /** Heroic / Champion / Legendary: Scheme Twists added to the Villain Deck (0..3) */
  extraTwists: number;
  /** Distracted .. All-Powerful Mastermind: added to the Mastermind's Attack (-1..+5) */
  mastermindAttack: number;
  /** Hand of Fate: cards in a new hand, the opening hand included (6, or 5) */
  handSize: number;
  /** Opening Salvo N: Wounds each player gains at the beginning of the game (0..6) */
  openingWounds: number;
  /** Army of Evil N: added to every Villain's Attack (0..5); the Mastermind is not a Villain */
  villainAttack: number;
  /** Endless Spite: whenever a Scheme Twist completes, the Mastermind's Master Strike effect too */
  endlessSpite: boolean;
  /** Evacuate the Wounded: whenever a Hero a player owns is KO'd, that player gains a Wound */
  evacuate: boolean;
  /** Final Blow: after the four Tactics the Mastermind must be fought a fifth time */
  finalBlow: boolean;
  /** Plots upon Plots: whenever a Scheme Twist completes, play another Villain Deck card */
  plotsUponPlots: boolean;
  /** Pain upon Pain: whenever a Master Strike completes, play another Villain Deck card */
  painUponPain: boolean;
  /** Hell on Earth: Villain Deck cards played at the start of each turn (1, or 2) */
  villainCardsPerTurn: number;
  /** Helping Hand N: S.H.I.E.L.D. Agents replaced by S.H.I.E.L.D. Officers in each starting deck (0..8) */
  startingOfficers: number;
}

/** The rules with no challenge mode. */
export function noChallenges(): ChallengeRules {
  return {
    extraTwists: 0, mastermindAttack: 0, handSize: 6, openingWounds: 0, villainAttack: 0, endlessSpite: false,
    evacuate: false, finalBlow: false, plotsUponPlots: false, painUponPain: false, villainCardsPerTurn: 1,
    startingOfficers: 0,
  };
}

export interface ChallengeMode {
  /** canonical name (lower case, hyphens); numbered modes are written `id:n` */
  id: string;
  /** the rulebook's name */
  title: string;
  /** at most one mode of a group: 'twists' (extra Scheme Twists) or 'mastermind' (Mastermind power) */
  group?: 'twists' | 'mastermind';
  /** accepted numbers, inclusive, for numbered modes */
  range?: [number, number];
  /** true for the mode that makes the game easier */
  easier?: boolean;
  /** one-line description (our words) */
  text: string;
  /** other accepted spellings (compared ignoring case, spaces and punctuation) */
  aliases?: string[];
  apply: (r: ChallengeRules, n: number) => void;
}

const power = (id: string, title: string, n: number): ChallengeMode => ({
  id, title, group: 'mastermind', aliases: [title],
  text: `the Mastermind gets ${n > 0 ? '+' : '−'}${Math.abs(n)} Attack`,
  apply: (r) => { r.mastermindAttack = n; },
});
const twists = (id: string, title: string, n: number): ChallengeMode => ({
  id, title, group: 'twists', aliases: [`${title} Mode`],
  text: `${n} extra Scheme Twist${n > 1 ? 's' : ''} in the Villain Deck`,
  apply: (r) => { r.extraTwists = n; },
});

/** Every mode, in canonical order (the rulebook's table, then the easier setup). */
export const CHALLENGE_MODES: readonly ChallengeMode[] = [
  twists('heroic', 'Heroic', 1),
  twists('champion', 'Champion', 2),
  twists('legendary', 'Legendary', 3),
  power('distracted', 'Distracted Mastermind', -1),
  power('maniacal', 'Maniacal Mastermind', 1),
  power('enraged', 'Enraged Mastermind', 2),
  power('tyrant', 'Tyrant Mastermind', 3),
  power('nightmare', 'Nightmare Mastermind', 4),
  power('all-powerful', 'All-Powerful Mastermind', 5),
  {
    id: 'hand-of-fate', title: 'Hand of Fate', text: 'hands (the opening hand too) are 5 cards instead of 6',
    apply: (r) => { r.handSize = 5; },
  },
  {
    id: 'opening-salvo', title: 'Opening Salvo', range: [1, 6],
    text: 'each player gains N Wounds (to the discard pile) once the opening hands are drawn',
    apply: (r, n) => { r.openingWounds = n; },
  },
  {
    id: 'army-of-evil', title: 'Army of Evil', range: [1, 5], text: 'every Villain (henchmen too) gets +N Attack',
    apply: (r, n) => { r.villainAttack = n; },
  },
  {
    id: 'endless-spite', title: 'Endless Spite', text: "whenever a Scheme Twist completes, the Mastermind's Master Strike happens too",
    apply: (r) => { r.endlessSpite = true; },
  },
  {
    id: 'evacuate-the-wounded', title: 'Evacuate the Wounded', aliases: ['evacuate'],
    text: 'whenever a Hero you own is KO\'d, you gain a Wound',
    apply: (r) => { r.evacuate = true; },
  },
  {
    id: 'final-blow', title: 'Final Blow', text: 'after the four Tactics the Mastermind must be fought a fifth time to win',
    apply: (r) => { r.finalBlow = true; },
  },
  {
    id: 'plots-upon-plots', title: 'Plots upon Plots', text: 'whenever a Scheme Twist completes, play another Villain Deck card',
    apply: (r) => { r.plotsUponPlots = true; },
  },
  {
    id: 'pain-upon-pain', title: 'Pain upon Pain', text: 'whenever a Master Strike completes, play another Villain Deck card',
    apply: (r) => { r.painUponPain = true; },
  },
  {
    id: 'hell-on-earth', title: 'Hell on Earth', text: 'play two Villain Deck cards each turn instead of one',
    apply: (r) => { r.villainCardsPerTurn = 2; },
  },
  {
    id: 'helping-hand', title: 'Helping Hand', range: [1, 8], easier: true,
    text: '(easier) N S.H.I.E.L.D. Agents in each starting deck become S.H.I.E.L.D. Officers, taken from the Officer stack of 30',
    apply: (r, n) => { r.startingOfficers = n; },
  },
];

/** S.H.I.E.L.D. Officers in the Officer stack (Helping Hand takes its Officers from it). */
export const OFFICER_STACK = 30;

/** How a mode is written in lists of accepted names: `heroic`, `opening-salvo:N (1-6)`. */
export function modeLabel(m: ChallengeMode): string {
  return m.range ? `${m.id}:N (N ${m.range[0]}-${m.range[1]})` : m.id;
}

function norm(s: string): string { return s.toLowerCase().replace(/[^a-z0-9]/g, ''); }

function findMode(name: string): ChallengeMode | undefined {
  const x = norm(name);
  if (x === '') return undefined;
  return CHALLENGE_MODES.find((m) => norm(m.id) === x || norm(m.title) === x || (m.aliases ?? []).some((a) => norm(a) === x));
}

function unknown(input: string, name: string): SetupError {
  const byId = new Map(CHALLENGE_MODES.map((m) => [m.id, m]));
  const ordered = closest(name || input, CHALLENGE_MODES.map((m) => m.id)).map((id) => modeLabel(byId.get(id)!));
  return new SetupError(`unknown challenge mode "${input}"; accepted: ${ordered.join(', ')}`);
}

/** Splits one written mode into its name and number: "opening-salvo:2", "Army of Evil 3", "heroic". */
function parseOne(input: string): { mode: ChallengeMode; n: number } {
  const s = input.trim();
  let name = s, arg: string | null = null;
  const sep = s.search(/[:=]/);
  if (sep >= 0) { name = s.slice(0, sep); arg = s.slice(sep + 1).trim(); } else {
    const m = /^(.*?)[\s_-]*(\d+)$/.exec(s);
    if (m && findMode(m[1]!)) { name = m[1]!; arg = m[2]!; }
  }
  const mode = findMode(name);
  if (!mode) throw unknown(s, name);
  if (!mode.range) {
    if (arg !== null) throw new SetupError(`challenge mode "${mode.id}" takes no number (got "${s}"); write it as ${mode.id}`);
    return { mode, n: 0 };
  }
  const [lo, hi] = mode.range;
  const accepted = `accepted: ${mode.id}:${lo} to ${mode.id}:${hi}`;
  if (arg === null || arg === '') throw new SetupError(`challenge mode "${mode.id}" needs a number (e.g. ${mode.id}:${lo}); ${accepted}`);
  if (!/^-?\d+$/.test(arg)) throw new SetupError(`challenge mode "${s}": "${arg}" is not a whole number; ${accepted}`);
  const n = Number(arg);
  if (n < lo || n > hi) throw new SetupError(`challenge mode "${s}" is out of range; ${accepted}`);
  return { mode, n };
}

export interface ResolvedChallenges {
  /** canonical names in canonical order, numbers as `id:n` */
  challenges: string[];
  rules: ChallengeRules;
}

/**
 * Resolves written modes for a game of `players` players, or throws a SetupError naming the problem and
 * what is accepted: an unknown name, a missing / extra / out-of-range number, a mode given twice, two
 * modes of one group, or Helping Hand asking for more Officers than the stack holds.
 * Entries may also hold several modes separated by commas.
 */
export function resolveChallenges(input: readonly string[] | undefined, players: number): ResolvedChallenges {
  const rules = noChallenges();
  const picked: { mode: ChallengeMode; n: number; written: string }[] = [];
  for (const entry of input ?? []) {
    if (typeof entry !== 'string') throw new SetupError(`challenge modes must be names (strings), not ${JSON.stringify(entry)}`);
    for (const part of entry.split(',')) {
      if (part.trim() === '') continue;
      const { mode, n } = parseOne(part);
      const canon = mode.range ? `${mode.id}:${n}` : mode.id;
      const same = picked.find((p) => p.mode === mode);
      if (same) {
        throw new SetupError(same.n === n
          ? `challenge mode "${canon}" given twice; each may be used once`
          : `challenge modes "${same.written}" and "${canon}" conflict: use one ${mode.id} number`);
      }
      const rival = mode.group && picked.find((p) => p.mode.group === mode.group);
      if (rival) {
        const members = CHALLENGE_MODES.filter((m) => m.group === mode.group).map((m) => m.id).join(', ');
        const what = mode.group === 'twists' ? 'extra-twist mode' : 'Mastermind power mode';
        throw new SetupError(`challenge modes "${rival.written}" and "${canon}" conflict: use at most one ${what} (${members})`);
      }
      picked.push({ mode, n, written: canon });
    }
  }
  picked.sort((a, b) => CHALLENGE_MODES.indexOf(a.mode) - CHALLENGE_MODES.indexOf(b.mode));
  for (const p of picked) p.mode.apply(rules, p.n);
  if (rules.startingOfficers * players > OFFICER_STACK) {
    const max = Math.floor(OFFICER_STACK / players);
    throw new SetupError(
      `challenge mode "helping-hand:${rules.startingOfficers}" needs ${rules.startingOfficers * players} S.H.I.E.L.D. Officers for ${players} players ` +
      `but the Officer stack holds ${OFFICER_STACK}; accepted with ${players} players: helping-hand:1 to helping-hand:${max}`);
  }
  return { challenges: picked.map((p) => p.written), rules };
}

/** Every mode with its description, for `legendary cards` and help texts. */
export function challengeCatalog(): { name: string; title: string; numbers?: [number, number]; group?: string; easier?: boolean; text: string }[] {
  return CHALLENGE_MODES.map((m) => ({
    name: m.range ? `${m.id}:N` : m.id, title: m.title, numbers: m.range, group: m.group, easier: m.easier, text: m.text,
  }));
}
