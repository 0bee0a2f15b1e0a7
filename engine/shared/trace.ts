// The rolling trace hash both rulesets keep of a game's decisions: every answered decision mixes in who chose,
// how many options there were and which was taken, so equal hashes mean the same game was played.

/** Mixes a 32-bit value into a rolling hash (FNV-1a over its two 16-bit halves). */
export function mix(h: number, v: number): number {
  h ^= v & 0xffff; h = Math.imul(h, 16777619);
  h ^= v >>> 16; h = Math.imul(h, 16777619);
  return h >>> 0;
}

/** The hash after one decision: player, option count, chosen index. */
export function mixDecision(h: number, player: number, options: number, chosen: number): number {
  return mix(mix(mix(h, player), options), chosen);
}
