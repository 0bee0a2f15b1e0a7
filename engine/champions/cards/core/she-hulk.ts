// She-Hulk (Jennifer Walters) and her kit.

import { card } from '../../defs.js';
import { ask, cont, later, opt } from '../../flow.js';
import { changeForm, enemies, playerThwart, thwartTargets } from '../../round.js';
import { damage, discard, draw, factsOf, nameOf, ready, stun, toOutOfPlay } from '../../rules.js';
import type { Game } from '../../state.js';
import { anyAttackable, anyThwartable, attackEnemy, canDraw, damageEnemy, removeFromScheme, you } from '../kit.js';

/** Whether drawing a card could give player p anything (a deck or a discard pile to reshuffle). */
/** Whether `tgt` is the identity of the controller of `self`, face up as She-Hulk. */
function ownSheHulk(g: Game, self: number, tgt: number): boolean {
  const c = g.cards[self]!;
  if (c.zone !== 'play' || c.ctrl < 0) return false;
  const me = you(g, c.ctrl);
  return tgt === me && nameOf(g, me) === 'She-Hulk';
}

card({
  code: '01019a', summary: '"Do You Even Lift?": on flipping to She-Hulk, 2 damage to an enemy of your choice.',
  triggers: [{
    when: 'response', on: 'form', form: 'hero', intent: 'damage',
    can: (g, e, _self, p) => e.p === p && g.players[p]!.form === 'hero',
    run: (g, _e, self, p) => damageEnemy(g, p, self, 2),
  }],
});

card({
  code: '01019b', summary: '"I Object!": once a round, prevent 1 of the threat about to be placed on a scheme.',
  triggers: [{
    when: 'interrupt', on: 'threat', form: 'alter', limit: 'round', intent: 'prevent-threat',
    can: (_g, e) => !e.cancel && e.amt > 0,
    run: (_g, e) => { e.amt -= 1; },
  }],
});

card({
  code: '01020', summary: 'Hellcat: return her to your hand.',
  actions: [{
    intent: 'return-to-hand',
    can: (g, self) => g.cards[self]!.zone === 'play',
    run: (g, self) => toOutOfPlay(g, self, 'hand'),
  }],
});

card({
  code: '01021', summary: 'Gamma Slam (hero attack): deal an enemy as much damage as you have sustained, 15 at most.',
  event: {
    form: 'hero', kind: 'attack', intent: 'damage',
    can: (g, p) => anyAttackable(g, p) && g.cards[you(g, p)]!.dmg > 0,
    run: (g, p, self) => attackEnemy(g, p, self, Math.min(15, g.cards[you(g, p)]!.dmg)),
  },
});

card({
  code: '01022', summary: 'Ground Stomp (hero): deal 1 damage to every enemy.',
  event: {
    form: 'hero', intent: 'damage',
    can: (g) => enemies(g).length > 0,
    run: (g, _p, self) => { for (const e of enemies(g)) damage(g, e, 1, self); },
  },
});

card({
  code: '01023', summary: 'Legal Practice (alter-ego thwart): discard up to 5 cards to remove that much threat from one scheme.',
  event: {
    form: 'alter', kind: 'thwart', intent: 'remove-threat',
    can: (g, p, self) => g.players[p]!.hand.some((c) => c !== self) && anyThwartable(g),
    run: (g, p, self) => later(g, '01023-pick', p, self, 0),
  },
});
// The cards are chosen one at a time (at least one: none would remove nothing), then the one scheme.
cont('01023-pick', (g, f) => {
  const hand = g.players[f.p]!.hand;
  if (f.n >= 5 || hand.length === 0) { legalScheme(g, f.p, f.c, f.n); return; }
  const o = hand.map((c) => opt('card', c));
  if (f.n > 0) o.unshift(opt('done'));
  ask(g, f.p, 'discard', '01023-discard', o, f.c, f.n);
});
cont('01023-discard', (g, f, v) => {
  if (!v || v.t === 'done') { legalScheme(g, f.p, f.c, f.n); return; }
  discard(g, v.c);
  later(g, '01023-pick', f.p, f.c, f.n + 1);
}, { intent: 'discard', prefer: 'bad' });
function legalScheme(g: Game, p: number, self: number, k: number): void {
  if (k <= 0) return;
  ask(g, p, 'target', '01023-scheme', thwartTargets(g).map((s) => opt('scheme', s)), self, k);
}
cont('01023-scheme', (g, f, v) => {
  if (v) playerThwart(g, f.p, you(g, f.p), v.c, f.n, { event: 1, source: f.c });
}, { intent: 'target-scheme' });

card({
  code: '01024', summary: 'One-Two Punch: after your basic attack, ready She-Hulk.',
  triggers: [{
    when: 'response', on: 'player-attack', fromHand: true, intent: 'ready',
    can: (g, e, _self, p) => {
      const me = you(g, p);
      return e.src === me && !!e.x.basic && g.cards[me]!.exh && nameOf(g, me) === 'She-Hulk';
    },
    run: (g, _e, _self, p) => ready(g, you(g, p)),
  }],
});

card({
  code: '01025', summary: 'Split Personality: flip your identity card, then refill your hand to the size printed on the new face.',
  event: {
    intent: 'change-form',
    can: () => true,
    run: (g, p, self) => {
      changeForm(g, p);
      // responses to the change come first (the draw cannot feed them), then the draw
      later(g, '01025-draw', p, self);
    },
  },
});
cont('01025-draw', (g, f) => {
  const pl = g.players[f.p]!;
  if (pl.eliminated) return;
  const k = (factsOf(g, pl.identity).handSize ?? 0) - pl.hand.length;
  if (k > 0) draw(g, f.p, k);
});

card({
  code: '01026', summary: 'Superhuman Law Division (alter-ego): exhaust and pay a mental resource to take 2 threat off a scheme.',
  actions: [{
    form: 'alter', exhaust: true, cost: { n: 0, types: ['mental'] }, intent: 'remove-threat',
    can: (g) => anyThwartable(g),
    run: (g, self, p) => removeFromScheme(g, p, self, 2),
  }],
});

card({
  code: '01027', summary: 'Focused Rage (hero): exhaust and take 1 damage to draw a card.',
  actions: [{
    form: 'hero', exhaust: true, intent: 'draw',
    can: (g, _self, p) => canDraw(g, p),
    run: (g, self, p) => {
      const me = you(g, p);
      damage(g, me, 1, self);
      later(g, '01027-draw', p, self, g.cards[me]!.dmg);
    },
  }],
});
// the damage is the cost: prevented (a tough status), it was not paid, and no card is drawn
cont('01027-draw', (g, f) => {
  const pl = g.players[f.p]!;
  if (pl.eliminated || g.cards[pl.identity]!.dmg <= f.n) return;
  draw(g, f.p, 1);
});

card({
  code: '01028', summary: 'Superhuman Strength: She-Hulk gets +2 ATK; after she attacks, discard it and stun the enemy attacked.',
  mods: [(g, self, tgt, s) => (s === 'atk' && ownSheHulk(g, self, tgt) ? 2 : 0)],
  triggers: [{
    when: 'response', forced: true, on: 'player-attack',
    can: (g, e, self) => ownSheHulk(g, self, e.src),
    run: (g, e, self) => {
      const t = e.tgt;
      discard(g, self);
      stun(g, t);
    },
  }],
});
