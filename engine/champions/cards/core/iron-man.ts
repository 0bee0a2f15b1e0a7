// Iron Man (Tony Stark) and his kit.

import { card, type ResType } from '../../defs.js';
import { ask, cont, opt } from '../../flow.js';
import { attackTargets, enemies, playerAttack, playerThwart, thwartTargets } from '../../round.js';
import {
  baseStat, controllerOf, damage, discard, eachInPlay, factsOf, hasTrait, lift, millN, modsFrom, playerOfIdentity, ready,
  refillDeck, topOfDeck, typeOf,
} from '../../rules.js';
import type { Game } from '../../state.js';
import { anyAttackable, anyThwartable, attackEnemy, lasting, thwartScheme, toOwnerHand, you } from '../kit.js';

function aerial(g: Game, p: number): boolean { return hasTrait(g, you(g, p), 'Aerial'); }

function isTechUpgrade(g: Game, id: number): boolean { return typeOf(g, id) === 'upgrade' && hasTrait(g, id, 'Tech'); }

/** An identity's hand size from everything but Iron Man's own bonus (so the bonus can stop at 7). */
function handWithoutIronMan(g: Game, self: number): number {
  let v = baseStat(g, self, 'hand');
  eachInPlay(g, (m) => { if (m !== self) v += modsFrom(g, m, self, 'hand'); });
  for (const l of g.lasting) if (l.tgt === self && l.stat === 'hand') v += l.amt;
  return v;
}

/** A modifier "you get +n hit points" from an upgrade: its controller's identity. */
function plusHp(n: number) {
  return (g: Game, self: number, tgt: number, s: string): number => (s === 'hp' && tgt === you(g, controllerOf(g, self)) ? n : 0);
}

card({
  code: '01029a', summary: 'Iron Man: one more card of hand size per Tech upgrade you control, up to a hand size of 7.',
  mods: [(g, self, tgt, s) => {
    if (s !== 'hand' || tgt !== self) return 0;
    const p = playerOfIdentity(g, self);
    if (p < 0) return 0;
    const n = g.players[p]!.play.filter((id) => isTechUpgrade(g, id)).length;
    if (n === 0) return 0;
    return Math.max(0, Math.min(n, 7 - handWithoutIronMan(g, self)));
  }],
});

card({
  code: '01029b', summary: 'Futurist (once a round): look at your top 3 cards, keep one in hand, discard the rest.',
  actions: [{
    form: 'alter', limit: 'round', intent: 'draw',
    can: (g, _self, p) => g.players[p]!.deck.length + g.players[p]!.discard.length > 0,
    run: (g, self, p) => {
      const pl = g.players[p]!;
      if (pl.deck.length === 0) topOfDeck(g, p);
      // only the cards left are looked at when fewer than 3 remain (no reshuffle mid-look)
      const look = pl.deck.slice(-3).reverse();
      for (const id of look) lift(g, id);
      ask(g, p, 'choice', '01029b-keep', look.map((id) => opt('card', id)), self);
    },
  }],
});
cont('01029b-keep', (g, f, v) => {
  if (!v) return;
  toOwnerHand(g, v.c);
  for (const o of f.l!) if (o.c !== v.c) discard(g, o.c);
  refillDeck(g, f.p); // the cards taken may have been the last: the deck is rebuilt at once
}, { intent: 'choose-card', prefer: 'good' });

card({
  code: '01030', summary: 'War Machine: exhaust him and deal him 2 damage to deal 1 damage to each enemy.',
  actions: [{
    exhaust: true, intent: 'damage-all',
    can: (g) => enemies(g).length > 0,
    run: (g, self) => {
      damage(g, self, 2, self);
      for (const e of enemies(g)) damage(g, e, 1, self);
    },
  }],
});

card({
  code: '01031', summary: 'Repulsor Blast (hero attack): mill your top 5 cards; deal an enemy 1 damage plus 2 per printed energy icon milled.',
  event: {
    form: 'hero', kind: 'attack', intent: 'damage',
    can: (g, p) => anyAttackable(g, p),
    run: (g, p, self) => ask(g, p, 'target', '01031-target', attackTargets(g, p).map((t) => opt('enemy', t)), self),
  },
});
cont('01031-target', (g, f, v) => {
  if (!v) return;
  // a stunned hero's attack ability is replaced as a whole by losing the stun: nothing is discarded
  if (g.cards[you(g, f.p)]!.stun) { playerAttack(g, f.p, you(g, f.p), v.c, 1, { event: 1, source: f.c }); return; }
  // a deck that runs out mid-way is reshuffled, but nothing is discarded from the new deck
  let energy = 0;
  for (const id of millN(g, f.p, 5)) energy += factsOf(g, id).resources?.energy ?? 0;
  playerAttack(g, f.p, you(g, f.p), v.c, 1 + 2 * energy, { event: 1, source: f.c });
}, { intent: 'target-enemy' });

card({
  code: '01032', summary: 'Supersonic Punch (hero attack): 4 damage to an enemy (8 while you are Aerial).',
  event: {
    form: 'hero', kind: 'attack', intent: 'damage',
    can: (g, p) => anyAttackable(g, p),
    run: (g, p, self) => attackEnemy(g, p, self, aerial(g, p) ? 8 : 4),
  },
});

card({
  code: '01033', summary: 'Pepper Potts: exhaust her to generate the printed resources of the top card of your discard pile.',
  resource: {
    exhaust: true,
    gen: (g, _self, p) => {
      const d = g.players[p]!.discard;
      if (d.length === 0) return null;
      // the printed icons only: a "Power of" card on top is not doubled (Pepper generates, not that card)
      const r = factsOf(g, d[d.length - 1]!).resources;
      if (!r) return null;
      const out: ResType[] = [];
      for (const t of ['energy', 'mental', 'physical', 'wild'] as const) for (let i = 0; i < (r[t] ?? 0); i++) out.push(t);
      return out.length > 0 ? out : null;
    },
  },
});

function topTech(g: Game, q: number): number {
  const d = g.players[q]!.discard;
  for (let i = d.length - 1; i >= 0; i--) if (isTechUpgrade(g, d[i]!)) return d[i]!;
  return -1;
}

card({
  code: '01034', summary: 'Stark Tower (alter-ego): exhaust it; a player you choose takes the topmost Tech upgrade of their discard pile into hand.',
  actions: [{
    form: 'alter', exhaust: true, intent: 'recover-card',
    can: (g) => g.players.some((pl, q) => !pl.eliminated && topTech(g, q) >= 0),
    run: (g, self, p) => {
      const o = g.players.map((_, q) => q).filter((q) => !g.players[q]!.eliminated && topTech(g, q) >= 0).map((q) => opt('player', -1, q));
      ask(g, p, 'player', '01034-player', o, self);
    },
  }],
});
cont('01034-player', (g, _f, v) => {
  if (!v) return;
  const id = topTech(g, v.x);
  if (id >= 0) toOwnerHand(g, id);
}, { intent: 'target-player', prefer: 'good' });

card({
  code: '01035', summary: 'Arc Reactor (hero): exhaust it to ready Iron Man.',
  actions: [{
    form: 'hero', exhaust: true, intent: 'ready',
    can: (g, _self, p) => g.cards[you(g, p)]!.exh,
    run: (g, _self, p) => ready(g, you(g, p)),
  }],
});

card({ code: '01036', summary: 'Mark V Armor: you get 6 more hit points.', mods: [plusHp(6)] });

card({
  code: '01037', summary: 'Mark V Helmet (hero thwart): exhaust it: 1 threat off a scheme (off every scheme while Aerial).',
  actions: [{
    form: 'hero', exhaust: true, kind: 'thwart', intent: 'remove-threat',
    can: (g) => anyThwartable(g),
    run: (g, self, p) => {
      if (!aerial(g, p)) { thwartScheme(g, p, self, 1); return; }
      const me = you(g, p);
      const targets = thwartTargets(g);
      // a confused hero's thwart is replaced as a whole: the confusion goes, no scheme loses threat
      if (g.cards[me]!.conf) { playerThwart(g, p, me, targets[0]!, 1, { event: 1, source: self }); return; }
      for (const s of targets) playerThwart(g, p, me, s, 1, { event: 1, source: self });
    },
  }],
});

card({
  code: '01038', summary: 'Powered Gauntlets (hero attack): exhaust them: 1 damage to an enemy (2 while Aerial).',
  actions: [{
    form: 'hero', exhaust: true, kind: 'attack', intent: 'damage',
    can: (g, _self, p) => anyAttackable(g, p),
    run: (g, self, p) => attackEnemy(g, p, self, aerial(g, p) ? 2 : 1),
  }],
});

card({
  code: '01039', summary: 'Rocket Boots: +1 hit point; (hero) exhaust them and pay a mental resource to be Aerial this phase.',
  mods: [plusHp(1)],
  actions: [{
    form: 'hero', exhaust: true, cost: { n: 0, types: ['mental'] }, intent: 'gain-trait',
    can: (g, _self, p) => !aerial(g, p),
    run: (g, _self, p) => lasting(g, 'trait:Aerial', you(g, p), 1, 'phase'),
  }],
});
