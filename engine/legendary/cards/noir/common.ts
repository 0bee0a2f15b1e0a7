// Helpers several Noir cards share.
import { ask, cont, later } from '../../flow.js';
import { INVESTIGATE, OWN_DECK, drawFound, investigation } from '../../keywords/investigate.js';
import { def, isBystander, isHero, isVillain, koCard, GAIN_WOUND } from '../../rules.js';
import type { Game } from '../../types.js';

export { INVESTIGATE };

/** "Investigate for <pred>" on your own deck: the card found is drawn. */
export function investigateFor(key: string, match: (g: Game, c: number, n: number) => boolean): string {
  return investigation({ key, deck: OWN_DECK, match, found: (g, p, c) => drawFound(g, p, c) });
}
/** "Investigate for <pred> and KO it" on the deck's owner's deck (the owner investigates). */
export function investigateToKo(key: string, match: (g: Game, c: number, n: number) => boolean): string {
  return investigation({
    key, deck: OWN_DECK, match, hint: { about: 'lose' },
    found: (g, _p, c, src, _n, owner) => koCard(g, owner, c, src),
  });
}

/** A card with a Recruit icon (printed Recruit, a 0+ included). */
export function hasRecruitIcon(g: Game, c: number): boolean { const d = def(g, c); return d.kind === 'hero' && (d.recruit > 0 || !!d.plus?.recruit); }
/** A card with an Attack icon (printed Attack, a 0+ included). */
export function hasAttackIcon(g: Game, c: number): boolean { const d = def(g, c); return d.kind === 'hero' && (d.attack > 0 || !!d.plus?.attack); }

/** A villain card (kind villain or henchman, or one the game makes a villain) worth `vp` VP. */
export function villainWorth(g: Game, c: number, vp: number): boolean { return isVillain(g, c) && def(g, c).vp === vp; }

// "KO a Bystander from your victory pile or gain a Wound": the player chooses (-1: the Wound).
const koBystanderOrWound = cont('noir:ko-bystander-or-wound', (g, f, v) => {
  if (v >= 0) koCard(g, f.p, v, f.c); else later(g, GAIN_WOUND, f.p);
}, { about: 'lose-vp' });
export function koBystanderOrWoundFor(g: Game, p: number, src: number): void {
  const seen = new Set<number>();
  const opts: number[] = [];
  for (const c of g.players[p]!.victory) if (isBystander(g, c) && !seen.has(g.defOf[c]!)) { seen.add(g.defOf[c]!); opts.push(c); }
  if (opts.length === 0) { later(g, GAIN_WOUND, p); return; }
  ask(g, p, 'card', koBystanderOrWound, [...opts, -1], { source: src });
}

/** HQ spaces holding a hero. */
export function hqHeroSlots(g: Game): number[] {
  const out: number[] = [];
  for (let s = 0; s < g.hq.length; s++) if (g.hq[s]! >= 0 && isHero(g, g.hq[s]!)) out.push(s);
  return out;
}
