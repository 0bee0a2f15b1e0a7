// Checks that hold in every reachable state; used by property tests and error reports.

import { defOf } from './registry.js';
import type { Game } from './types.js';

/** Every place a card can be, with a name for messages. */
export function zones(g: Game): [string, readonly number[]][] {
  const z: [string, readonly number[]][] = [];
  g.players.forEach((pl, p) => {
    z.push([`P${p + 1} deck`, pl.deck], [`P${p + 1} hand`, pl.hand], [`P${p + 1} discard`, pl.discard],
      [`P${p + 1} in play`, pl.inPlay], [`P${p + 1} victory`, pl.victory]);
  });
  z.push(['villain deck', g.villainDeck], ['hero deck', g.heroDeck], ['HQ', g.hq.filter((c) => c >= 0)],
    ['city', g.city.filter((c) => c >= 0)], ['mastermind bystanders', g.mastermindBystanders], ['tactics', g.tactics],
    ['escaped', g.escaped], ['KO', g.ko], ['wounds', g.wounds], ['bystanders', g.bystanders], ['officers', g.officers],
    ['scheme zone', g.schemeZone], ['being defeated', g.lastDefeatedUnder]);
  g.captured.forEach((a, s) => z.push([`captured ${s}`, a]));
  g.under.forEach((a, s) => z.push([`under ${s}`, a]));
  return z;
}

/** Problems with the state: a card lost, duplicated or out of place. Empty when all is well. */
export function checkInvariants(g: Game): string[] {
  const errs: string[] = [];
  const where = new Map<number, string>();
  for (const [name, cards] of zones(g)) {
    for (const c of cards) {
      if (!Number.isInteger(c) || c < 0 || c >= g.defOf.length) { errs.push(`bad card id ${c} in ${name}`); continue; }
      const prev = where.get(c);
      if (prev !== undefined) errs.push(`card ${c} (${defOf(g, c).name}) is in ${prev} and ${name}`);
      else where.set(c, name);
    }
  }
  if (where.size !== g.defOf.length) {
    for (let c = 0; c < g.defOf.length; c++) if (!where.has(c)) errs.push(`card ${c} (${defOf(g, c).name}) is nowhere`);
  }
  const kindsIn = (cards: readonly number[], ok: string[], name: string) => {
    for (const c of cards) if (!ok.includes(defOf(g, c).kind)) errs.push(`${defOf(g, c).kind} ${defOf(g, c).name} in ${name}`);
  };
  g.players.forEach((pl, p) => {
    kindsIn(pl.hand, ['hero', 'wound'], `P${p + 1} hand`);
    kindsIn(pl.deck, ['hero', 'wound'], `P${p + 1} deck`);
    kindsIn(pl.discard, ['hero', 'wound'], `P${p + 1} discard`);
    kindsIn(pl.victory, ['villain', 'henchman', 'bystander', 'tactic', 'hero', 'twist', 'strike'], `P${p + 1} victory`);
  });
  kindsIn(g.hq.filter((c) => c >= 0), ['hero'], 'HQ');
  kindsIn(g.wounds, ['wound'], 'wound stack');
  kindsIn(g.bystanders, ['bystander'], 'bystander stack');
  kindsIn(g.tactics, ['tactic'], 'tactics');
  for (let s = 0; s < 5; s++) if (g.city[s]! < 0 && (g.captured[s]!.length || g.under[s]!.length)) errs.push(`cards under an empty city space ${s}`);
  return errs;
}
