// Black Panther (T'Challa) and his kit. The Black Panther upgrades' Special abilities run only through
// Wakanda Forever!, one step each in the order its player chooses; the last step is the final step.
// Their damage names the upgrade as its source (Killmonger cannot take damage from these upgrades).

import { shuffle } from '../../../shared/rng.js';
import { card } from '../../defs.js';
import { ask, cont, later, opt } from '../../flow.js';
import { attackTargets, playerAttack } from '../../round.js';
import { damage, draw, factsOf, hasTrait, heal, lift, NO_DAMAGE, playerOrder, typeOf } from '../../rules.js';
import type { Game } from '../../state.js';
import { anyAttackable, anyThwartable, thwartScheme, toOwnerHand, you } from '../kit.js';

/** Search: player p chooses among the cards of their deck matching `pred` (continuation `key`), then shuffles. */
function searchDeck(g: Game, p: number, self: number, key: string, pred: (id: number) => boolean): void {
  ask(g, p, 'choice', key, g.players[p]!.deck.filter(pred).map((id) => opt('card', id)), self);
}
function foundAndShuffle(g: Game, p: number, v: { c: number } | null): void {
  if (v) toOwnerHand(g, v.c);
  shuffle(g.rng, g.players[p]!.deck);
}

function isBlackPantherUpgrade(g: Game, id: number): boolean { return typeOf(g, id) === 'upgrade' && hasTrait(g, id, 'Black Panther'); }

/**
 * An attack made with a Black Panther upgrade: the hero attacks (a stunned hero loses the stun instead; "after your
 * hero attacks" cards see it) and the damage names the upgrade as its source; guard was applied in choosing the target.
 */
function upgradeAttack(g: Game, p: number, up: number, tgt: number, n: number): void {
  playerAttack(g, p, you(g, p), tgt, n, { event: 1, source: up });
}

// ---- identity ---------------------------------------------------------------------------------------------------

card({ code: '01040a', summary: 'Black Panther: Retaliate 1.', kw: { retaliate: 1 } });

card({
  code: '01040b', summary: "T'Challa (setup): a Black Panther upgrade of your choice from the deck goes to hand; the deck is shuffled.",
  identitySetup: (g, p, self) => searchDeck(g, p, self, '01040b-search', (id) => isBlackPantherUpgrade(g, id)),
});
cont('01040b-search', (g, f, v) => foundAndShuffle(g, f.p, v), { intent: 'choose-card', prefer: 'good' });

// ---- allies, events, supports -------------------------------------------------------------------------------------

card({
  code: '01041', summary: 'Shuri: on entering play, an upgrade of your choice from the deck goes to hand; the deck is shuffled.',
  triggers: [{
    when: 'response', on: 'entered', intent: 'search',
    can: (g, e, self, p) => e.src === self && g.players[p]!.deck.some((id) => typeOf(g, id) === 'upgrade'),
    run: (g, _e, self, p) => searchDeck(g, p, self, '01041-search', (id) => typeOf(g, id) === 'upgrade'),
  }],
});
cont('01041-search', (g, f, v) => foundAndShuffle(g, f.p, v), { intent: 'choose-card', prefer: 'good' });

/** Ancestral Knowledge's choices so far are carried as id + 1 in a frame's n and m. */
function akOptions(g: Game, p: number, self: number, chosen: number[]) {
  const names = new Set(chosen.map((id) => factsOf(g, id).name));
  const o = g.players[p]!.discard
    .filter((id) => id !== self && !chosen.includes(id) && !names.has(factsOf(g, id).name))
    .map((id) => opt('card', id));
  return chosen.length > 0 ? [opt('done'), ...o] : o;
}
card({
  code: '01042', summary: 'Ancestral Knowledge (alter-ego): shuffle up to 3 differently named cards of your discard pile into your deck.',
  event: {
    form: 'alter', intent: 'recycle',
    can: (g, p) => g.players[p]!.discard.length > 0,
    run: (g, p, self) => ask(g, p, 'choice', '01042-pick', akOptions(g, p, self, []), self, 0, 0),
  },
});
cont('01042-pick', (g, f, v) => {
  const chosen = [f.n - 1, f.m - 1].filter((id) => id >= 0);
  if (v && v.t === 'card') chosen.push(v.c);
  const more = v && v.t === 'card' && chosen.length < 3 ? akOptions(g, f.p, f.c, chosen) : [];
  if (more.length > 1) { ask(g, f.p, 'choice', '01042-pick', more, f.c, (chosen[0] ?? -1) + 1, (chosen[1] ?? -1) + 1); return; }
  if (chosen.length === 0) return;
  const pl = g.players[f.p]!;
  for (const id of chosen) { lift(g, id); g.cards[id]!.zone = 'deck'; pl.deck.push(id); }
  shuffle(g.rng, pl.deck);
}, { intent: 'choose-card', prefer: 'good' });

card({
  code: '01045', summary: 'The Golden City (alter-ego): exhaust it to draw 2 cards.',
  actions: [{
    form: 'alter', exhaust: true, intent: 'draw',
    can: (g, _self, p) => g.players[p]!.deck.length + g.players[p]!.discard.length > 0,
    run: (g, _self, p) => { draw(g, p, 2); },
  }],
});

// ---- the Black Panther upgrades' Special abilities -------------------------------------------------------------

interface Special {
  /** could its effect change the game now */
  can(g: Game, p: number, self: number): boolean;
  run(g: Game, p: number, self: number, final: boolean): void;
}
const SPECIALS = new Map<string, Special>();

card({ code: '01046', summary: 'Energy Daggers (special): pick a player; 1 damage to the villain and each enemy engaged with them, 2 on the final step.' });
SPECIALS.set('01046', {
  can: () => true,
  run: (g, p, self, final) => ask(g, p, 'player', '01046-player', playerOrder(g).map((q) => opt('player', -1, q)), self, final ? 2 : 1),
});
cont('01046-player', (g, f, v) => {
  if (!v) return;
  damage(g, g.villain, f.n, f.c);
  for (const m of g.players[v.x]!.engaged) damage(g, m, f.n, f.c);
}, { intent: 'target-player' });

card({ code: '01047', summary: 'Panther Claws (special attack): 2 damage to an enemy, 4 as the last step.' });
SPECIALS.set('01047', {
  can: (g, p) => anyAttackable(g, p),
  run: (g, p, self, final) => ask(g, p, 'target', '01047-target', attackTargets(g, p).map((t) => opt('enemy', t)), self, final ? 4 : 2),
});
cont('01047-target', (g, f, v) => { if (v) upgradeAttack(g, f.p, f.c, v.c, f.n); }, { intent: 'target-enemy' });

card({ code: '01048', summary: 'Tactical Genius (special thwart): 1 threat off a scheme, 2 as the last step.' });
SPECIALS.set('01048', {
  can: (g) => anyThwartable(g),
  run: (g, p, self, final) => thwartScheme(g, p, self, final ? 2 : 1),
});

card({ code: '01049', summary: 'Vibranium Suit (special attack): shifts 1 of your hero\'s damage onto an enemy (2 as the last step).' });
/** RR Move: a move needs a valid destination: an enemy you may attack that can take damage from the suit. */
function suitTargets(g: Game, p: number, self: number): number[] {
  return attackTargets(g, p).filter((t) => canTakeFrom(g, t, self));
}
function canTakeFrom(g: Game, t: number, src: number): boolean { return !NO_DAMAGE.get(g.cards[t]!.code)?.(g, t, src); }
SPECIALS.set('01049', {
  can: (g, p, self) => g.cards[you(g, p)]!.dmg > 0 && suitTargets(g, p, self).length > 0,
  run: (g, p, self, final) => {
    if (g.cards[you(g, p)]!.dmg <= 0) return; // no damage to move: the move cannot be made
    ask(g, p, 'target', '01049-target', suitTargets(g, p, self).map((t) => opt('enemy', t)), self, final ? 2 : 1);
  },
});
cont('01049-target', (g, f, v) => {
  if (!v) return;
  const me = you(g, f.p);
  const k = Math.min(f.n, g.cards[me]!.dmg);
  if (k <= 0) return;
  if (g.cards[me]!.stun) { upgradeAttack(g, f.p, f.c, v.c, k); return; } // the stun goes instead: nothing moves
  if (!canTakeFrom(g, v.c, f.c)) return; // no valid destination: the move cannot be made
  // moved damage is dealt to the enemy (its tough status takes it, FAQ) and leaves the hero, as moveDamage does
  heal(g, me, k);
  upgradeAttack(g, f.p, f.c, v.c, k);
}, { intent: 'target-enemy' });

// ---- Wakanda Forever! ---------------------------------------------------------------------------------------------

function specialUpgrades(g: Game, p: number): number[] {
  return g.players[p]!.play.filter((id) => isBlackPantherUpgrade(g, id) && SPECIALS.has(g.cards[id]!.code));
}
function stillMine(g: Game, p: number, id: number): boolean {
  const c = g.cards[id]!;
  return c.zone === 'play' && c.ctrl === p;
}

for (const code of ['01043a', '01043b', '01043c', '01043d']) {
  card({
    code, summary: 'Wakanda Forever! (hero): the Specials of your Black Panther upgrades, one after another in an order you pick.',
    event: {
      form: 'hero', intent: 'specials',
      can: (g, p) => specialUpgrades(g, p).some((u) => SPECIALS.get(g.cards[u]!.code)!.can(g, p, u)),
      run: (g, p, self) => later(g, '01043-step', p, self, 0, 0, specialUpgrades(g, p).map((u) => opt('card', u))),
    },
  });
}
/** One step of the sequence: the player picks which remaining upgrade resolves next (f.l: those not yet resolved). */
cont('01043-step', (g, f) => {
  const left = f.l!.filter((o) => stillMine(g, f.p, o.c));
  if (left.length > 0) ask(g, f.p, 'order', '01043-next', left, f.c);
});
cont('01043-next', (g, f, v) => {
  if (!v) return;
  const rest = f.l!.filter((o) => o.c !== v.c && stillMine(g, f.p, o.c));
  if (stillMine(g, f.p, v.c)) SPECIALS.get(g.cards[v.c]!.code)!.run(g, f.p, v.c, rest.length === 0);
  later(g, '01043-step', f.p, f.c, 0, 0, rest);
}, { intent: 'order' });
