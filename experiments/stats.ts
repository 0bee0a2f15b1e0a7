// Win-rate statistics shared by the runner (adaptive sampling) and the per-cell summary.

/** z for a two-sided 95% interval */
export const Z95 = 1.959963984540054;

/**
 * Wilson score interval for `wins` successes in `n` trials (95% by default). Returns null bounds for n = 0.
 * Unlike the normal approximation it stays inside [0, 1] and behaves at win rates near 0 or 1.
 */
export function wilson(wins: number, n: number, z = Z95): { low: number; high: number; halfWidth: number } | null {
  if (n <= 0) return null;
  const p = wins / n, z2 = z * z;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  // exact ends: no interval reaches below 0 wins or above n (and no rounding noise like 1e-18 there)
  const low = wins === 0 ? 0 : Math.max(0, center - half);
  const high = wins === n ? 1 : Math.min(1, center + half);
  return { low, high, halfWidth: half };
}

/**
 * 95% interval for the difference of two win rates measured on the same deals (paired): a = 1 when the first
 * setting won deal i, b = 1 when the second did. Agresti-Min: half a count is added to each of the four cells of
 * the 2x2 table of outcomes, then the Wald interval of the difference of the discordant shares, which keeps a
 * sensible width when no deal (or every deal) is discordant. Returns null for no deals.
 */
export function pairedDiff(a: ArrayLike<number>, b: ArrayLike<number>, z = Z95): { diff: number; low: number; high: number; n: number } | null {
  if (a.length !== b.length) throw new Error(`pairedDiff: ${a.length} outcomes against ${b.length}`);
  const n = a.length;
  if (n === 0) return null;
  let onlyA = 0, onlyB = 0;
  for (let i = 0; i < n; i++) {
    if (a[i] && !b[i]) onlyA++;
    else if (!a[i] && b[i]) onlyB++;
  }
  const diff = (onlyA - onlyB) / n;
  const m = n + 2; // four cells, half a count each
  const p10 = (onlyA + 0.5) / m, p01 = (onlyB + 0.5) / m;
  const d = p10 - p01;
  const half = z * Math.sqrt(Math.max(0, p10 + p01 - d * d) / m);
  return { diff, low: Math.max(-1, d - half), high: Math.min(1, d + half), n };
}
