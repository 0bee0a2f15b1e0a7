// Checks that hold in every reachable state; used by property tests and error reports. Driven by the zone
// table (engine/legendary/zones.ts): every card is in exactly one zone, and only cards of the allowed kinds are there.

import { defOf } from './registry.js';
import type { Game } from './types.js';
import { ZONES, zoneCount, zoneLabel } from './zones.js';

/** Every place a card can be, with a name for messages. */
export function zones(g: Game): [string, readonly number[]][] {
  const z: [string, readonly number[]][] = [];
  for (const spec of ZONES) {
    const n = zoneCount(g, spec);
    for (let i = 0; i < n; i++) {
      const a = spec.get(g, i);
      z.push([zoneLabel(spec, i), spec.slots ? a.filter((c) => c >= 0) : a]);
    }
  }
  return z;
}

/** Problems with the state: a card lost, duplicated or out of place. Empty when all is well. */
export function checkInvariants(g: Game): string[] {
  const errs: string[] = [];
  const where = new Map<number, string>();
  for (const spec of ZONES) {
    const n = zoneCount(g, spec);
    for (let i = 0; i < n; i++) {
      const name = zoneLabel(spec, i);
      for (const c of spec.get(g, i)) {
        if (spec.slots && c === -1) continue;
        if (!Number.isInteger(c) || c < 0 || c >= g.defOf.length) { errs.push(`bad card id ${c} in ${name}`); continue; }
        const prev = where.get(c);
        if (prev !== undefined) errs.push(`card ${c} (${defOf(g, c).name}) is in ${prev} and ${name}`);
        else where.set(c, name);
        if (spec.kinds && !spec.kinds.includes(defOf(g, c).kind) && !g.asHero.includes(c)) errs.push(`${defOf(g, c).kind} ${defOf(g, c).name} in ${name}`);
      }
    }
  }
  if (where.size !== g.defOf.length) {
    for (let c = 0; c < g.defOf.length; c++) if (!where.has(c)) errs.push(`card ${c} (${defOf(g, c).name}) is nowhere`);
  }
  for (let s = 0; s < g.city.length; s++) if (g.city[s]! < 0 && g.att[s]!.length && !((g.cityDestroyed >> s) & 1)) errs.push(`cards held by an empty city space ${s}`);
  for (let s = 0; s < g.city.length; s++) if ((g.cityDestroyed >> s) & 1 && g.city[s]! >= 0) errs.push(`a villain in the destroyed city space ${s}`);
  if (g.att.length !== g.city.length + 1 + g.hq.length) errs.push(`${g.att.length} attachment holders for a city of ${g.city.length} and an HQ of ${g.hq.length}`);
  return errs;
}
