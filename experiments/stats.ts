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
