// Building blocks card definitions share: choose a target then attack, thwart or deal damage; lasting effects;
// "you" (the player's identity). Each takes the card asking (for logs and bots) and plain numbers.

import { ask, cont, later, opt } from '../flow.js';
import { attackTargets, enemies, playerAttack, playerThwart, thwartTargets } from '../round.js';
import { damage, heal, lift, perPlayer, placeThreat, playerOrder, removeThreat, schemes } from '../rules.js';
import type { Game, Lasting } from '../state.js';

export function you(g: Game, p: number): number { return g.players[p]!.identity; }
export function isHero(g: Game, p: number): boolean { return g.players[p]!.form === 'hero'; }
/** Players in hero form (the "heroes" a card names), in player order. */
export function heroes(g: Game): number[] { return playerOrder(g).filter((p) => isHero(g, p)); }
/** Every minion in play (engaged with some player), in player order. */
export function minions(g: Game): number[] { return playerOrder(g).flatMap((p) => g.players[p]!.engaged); }
/** Whether player p has a card to draw (a deck, or a discard pile to reshuffle into one). */
export function canDraw(g: Game, p: number): boolean { const pl = g.players[p]!; return pl.deck.length + pl.discard.length > 0; }
/** A side scheme's extra threat as it enters: one more per player. */
export function extraThreat(g: Game, self: number): void { placeThreat(g, self, perPlayer(g, 1), self); }
/** Puts a player card (from wherever it is) into its owner's hand. */
export function toOwnerHand(g: Game, id: number): void {
  const c = g.cards[id]!;
  lift(g, id);
  c.zone = 'hand';
  g.players[c.owner]!.hand.push(id);
}

/** An attack ability: player p chooses an enemy it may attack, then it takes `n` damage from p's hero's attack. */
export function attackEnemy(g: Game, p: number, src: number, n: number, flags = 0): void {
  ask(g, p, 'target', 'kit-attack', attackTargets(g, p).map((t) => opt('enemy', t)), src, n, flags);
}
cont('kit-attack', (g, f, v) => {
  if (!v) return;
  playerAttack(g, f.p, you(g, f.p), v.c, f.n, { event: 1, overkill: f.m & 1, source: f.c });
}, { intent: 'target-enemy' });

/** Damage that is not an attack (guard does not limit it): player p chooses any enemy. */
export function damageEnemy(g: Game, p: number, src: number, n: number): void {
  ask(g, p, 'target', 'kit-damage', enemies(g).map((t) => opt('enemy', t)), src, n);
}
cont('kit-damage', (g, f, v) => { if (v) damage(g, v.c, f.n, f.c); }, { intent: 'target-enemy' });

/** A thwart ability: player p chooses a scheme it may remove threat from; p's hero thwarts `n`. */
export function thwartScheme(g: Game, p: number, src: number, n: number): void {
  ask(g, p, 'target', 'kit-thwart', thwartTargets(g).map((s) => opt('scheme', s)), src, n);
}
cont('kit-thwart', (g, f, v) => { if (v) playerThwart(g, f.p, you(g, f.p), v.c, f.n, { event: 1, source: f.c }); }, { intent: 'target-scheme' });

/** Removes threat (not a thwart: a confused hero is not affected): player p chooses the scheme. */
export function removeFromScheme(g: Game, p: number, src: number, n: number): void {
  ask(g, p, 'target', 'kit-remove', thwartTargets(g).map((s) => opt('scheme', s)), src, n);
}
cont('kit-remove', (g, f, v) => { if (v) removeThreat(g, v.c, f.n); }, { intent: 'target-scheme' });

/** Heals `n` from a character player p chooses among `ids`. */
export function healOne(g: Game, p: number, src: number, ids: number[], n: number): void {
  ask(g, p, 'target', 'kit-heal', ids.map((id) => opt('friend', id)), src, n);
}
cont('kit-heal', (g, f, v) => { if (v) heal(g, v.c, f.n); }, { intent: 'target-friend', prefer: 'good' });

export function lasting(g: Game, stat: string, tgt: number, amt: number, until: Lasting['until']): void {
  g.lasting.push({ stat, tgt, amt, until });
}

/** A lasting modifier on every character player p controls, those entering play later included. */
export function lastingPlayer(g: Game, stat: string, p: number, amt: number, until: Lasting['until']): void {
  g.lasting.push({ stat, tgt: -1, player: p, amt, until });
}

/** Schemes with threat on them that threat could be removed from. */
export function anyThwartable(g: Game): boolean { return thwartTargets(g).length > 0; }
export function anyAttackable(g: Game, p: number): boolean { return attackTargets(g, p).length > 0; }
export function anyScheme(g: Game): number[] { return schemes(g); }

export { later };
