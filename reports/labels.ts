// How factor levels and causes are shown.

/** The players factor as shown: "2", or "1 (advanced solo)" for solo games. */
export function playersLabel(players: number, solo: string): string {
  return solo && solo !== 'none' ? `${players} (${solo} solo)` : String(players);
}

/** The challenge-mode column as shown ('' means none). */
export function challengesLabel(c: string): string { return c === '' ? 'none' : c; }

/** The part of a loss cause after the scheme's short name ("Killbots: 5 Killbots escaped" -> "5 Killbots escaped"). */
export function shortCause(cause: string): string {
  const i = cause.indexOf(': ');
  return i >= 0 ? cause.slice(i + 2) : cause;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Compares strings with embedded numbers by value ("2" < "10"). */
export function naturalCompare(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
