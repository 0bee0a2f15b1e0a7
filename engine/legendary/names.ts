// Names as users type them: matching a Mastermind, scheme, hero or group against the selected card sets,
// with one clear error naming the problem and what is accepted.

import { SETS, groupsOf, pool, sameList, setTitle, type GroupKind } from './registry.js';

/** A setup request that the rules do not allow; the message names the problem and what is accepted. */
export class SetupError extends Error {
  constructor(message: string) { super(message); this.name = 'SetupError'; }
}

const NORMED = new Map<string, string>();
/** A name as compared: lower case, letters and digits only (memoized: setup looks up the same names every game). */
export function norm(s: string): string {
  let n = NORMED.get(s);
  if (n === undefined) {
    n = s.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (NORMED.size > 50_000) NORMED.clear();
    NORMED.set(s, n);
  }
  return n;
}

function editDistance(a: string, b: string): number {
  const m = a.length, n = b.length;
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const cur = [i];
    for (let j = 1; j <= n; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[n]!;
}

/** Accepted names ordered by closeness to what was typed (prefix and substring matches first). */
export function closest(input: string, names: string[]): string[] {
  const x = norm(input);
  const score = (n: string) => {
    const y = norm(n);
    if (y.startsWith(x) || x.startsWith(y)) return -100 + Math.abs(y.length - x.length);
    if (y.includes(x) || x.includes(y)) return -50;
    return editDistance(x, y);
  };
  return [...names].sort((a, b) => score(a) - score(b) || a.localeCompare(b));
}

/** Matches a name case-insensitively (ignoring punctuation and spaces) in a plain list, or throws a SetupError. */
export function matchName(what: string, input: string, names: string[]): string {
  const x = norm(input);
  const hit = names.find((n) => norm(n) === x)
    ?? (what === 'henchmen group' ? names.find((n) => norm(n) === x.replace(/s$/, '') || norm(n) + 's' === x) : undefined);
  if (hit) return hit;
  throw new SetupError(`unknown ${what} "${input}"; accepted: ${closest(input, names).join(', ')}`);
}

/** The spellings that name one group unambiguously: "Name (Set Title)", "set-id:Name", "set-id/Name", its label. */
export function qualifiedNames(kind: GroupKind, label: string): string[] {
  const g = groupsOf(kind).get(label)!;
  return [label, `${g.name} (${setTitle(g.set)})`, `${g.set}:${g.name}`, `${g.set}/${g.name}`];
}

/** The qualified name shown when a bare name is ambiguous. */
function shown(kind: GroupKind, label: string): string {
  const g = groupsOf(kind).get(label)!;
  return `${g.name} (${setTitle(g.set)})`;
}

/**
 * Finds the group a user means among the groups the selected sets offer. A qualified name picks one
 * group; a bare name is accepted when exactly one selected group has it, and an ambiguous one is an error
 * listing the candidates. A group of a set that is not selected gets an error saying which set to add.
 */
export function findGroup(kind: GroupKind, input: string, sets: readonly string[]): string {
  // memoized per input name, then per set list, refusals too (a spec over many set levels asks again and
  // again for a name a level does not offer); the answer depends on the registry too (a group registered
  // later may make a name ambiguous)
  let byName = FOUND.get(input);
  if (byName === undefined) {
    if (FOUND.size > 50_000) FOUND.clear();
    FOUND.set(input, byName = []);
  }
  const size = groupsOf(kind).size;
  for (const f of byName) {
    if (f.kind !== kind || f.size !== size || !sameList(f.sets, sets)) continue;
    if (f.refused !== null) throw new SetupError(f.refused);
    return f.label;
  }
  let label = '', refused: string | null = null;
  try { label = lookUp(kind, input, sets); } catch (e) {
    if (!(e instanceof SetupError)) throw e;
    refused = e.message;
  }
  byName.push({ kind, sets: sets.slice(), size, label, refused });
  if (refused !== null) throw new SetupError(refused);
  return label;
}
const FOUND = new Map<string, { kind: GroupKind; sets: readonly string[]; size: number; label: string; refused: string | null }[]>();
function lookUp(kind: GroupKind, input: string, sets: readonly string[]): string {
  const x = norm(input);
  const offered = pool(kind, sets);
  const all = [...groupsOf(kind).keys()];
  const plural = (n: string) => kind === 'henchmen group' && (norm(n) === x.replace(/s$/, '') || norm(n) + 's' === x);
  const byName = (labels: string[]) => labels.filter((l) => { const n = groupsOf(kind).get(l)!.name; return norm(n) === x || plural(n); });
  const byQualified = (labels: string[]) => labels.filter((l) => qualifiedNames(kind, l).some((q) => norm(q) === x));
  // a bare name first: it is the name of some group of the selected sets
  const named = byName(offered);
  if (named.length === 1) return named[0]!;
  if (named.length > 1) {
    throw new SetupError(`${kind} "${input}" is ambiguous in the selected sets (${sets.join(', ')}); accepted: ${named.map((l) => shown(kind, l)).join(', ')}`);
  }
  const qualified = byQualified(offered);
  if (qualified.length === 1) return qualified[0]!;
  const elsewhere = [...byName(all), ...byQualified(all)].filter((l) => !offered.includes(l));
  if (elsewhere.length) {
    const sets2 = [...new Set(elsewhere.map((l) => groupsOf(kind).get(l)!.set))];
    throw new SetupError(`${kind} "${input}" is in the card set ${sets2.map((s) => `"${s}"`).join(' or ')}, which is not selected (sets: ${sets.join(', ')}); add it with --sets ${[...sets, sets2[0]].join(',')}`);
  }
  const among = sets.length === 1 && sets[0] === 'core' ? '' : ` (card sets: ${sets.join(', ')})`;
  throw new SetupError(`unknown ${kind} "${input}"; accepted: ${closest(input, offered).join(', ')}${among}`);
}

function isCanonical(input: readonly string[]): boolean {
  if (input.length === 0) return false;
  let last = -1;
  for (const s of input) {
    const at = setOrder().get(s);
    if (at === undefined || at <= last) return false;
    last = at;
  }
  return true;
}
/** set id -> its registration position (rebuilt when a set is registered) */
const SET_ORDER = new Map<string, number>();
function setOrder(): Map<string, number> {
  if (SET_ORDER.size !== SETS.size) { SET_ORDER.clear(); let i = 0; for (const id of SETS.keys()) SET_ORDER.set(id, i++); }
  return SET_ORDER;
}

/** Checks and orders a list of set ids (canonical: registration order), or throws a SetupError. */
export function resolveSets(input: readonly string[] | undefined): string[] {
  if (input === undefined) return ['core'];
  // the common case, already canonical ids in registration order: checked without building anything
  if (isCanonical(input)) return input.slice();
  const ids = [...SETS.keys()];
  const out = new Set<string>();
  for (const entry of input) {
    for (const part of String(entry).split(',')) {
      const s = part.trim();
      if (!s) continue;
      const hit = ids.find((id) => norm(id) === norm(s) || norm(setTitle(id)) === norm(s));
      if (!hit) throw new SetupError(`unknown card set "${s}"; accepted: ${closest(s, ids).join(', ')}`);
      out.add(hit);
    }
  }
  if (out.size === 0) throw new SetupError(`no card set given; accepted: ${ids.join(', ')}`);
  return ids.filter((id) => out.has(id));
}
