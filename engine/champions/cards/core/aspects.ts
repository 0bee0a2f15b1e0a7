// The four aspects of the core set: Aggression (01050-01057), Justice (01058-01065), Leadership (01066-01074) and
// Protection (01075-01082). Numbers come from facts.ts; each definition adds what the card does.

import { cardFacts } from '../../data.js';
import { card } from '../../defs.js';
import { ask, closeEv, cont, ev, later, opt } from '../../flow.js';
import { allies, attackTargets, enemies, enemyAttack, enterPlay, playerAttack, spendUse } from '../../round.js';
import {
  canAfford, controllerOf, damage, discard, draw, factsOf, heal, inPlay, isAlly, isMinion, millTop, openPay, paidWith,
  playerOfIdentity, playerOrder, ready, stat, typeOf,
} from '../../rules.js';
import type { Game } from '../../state.js';
import { anyThwartable, attackEnemy, canDraw, damageEnemy, healOne, lasting, lastingPlayer, removeFromScheme, thwartScheme, you } from '../kit.js';

// ---- shared helpers ------------------------------------------------------------------------------------------------

/** Whether player q controls a copy (by title) of this card other than itself. */
export function controlsCopy(g: Game, q: number, self: number): boolean {
  const name = factsOf(g, self).name;
  return g.players[q]!.play.some((id) => id !== self && !g.cards[id]!.facedown && factsOf(g, id).name === name);
}

/** "Max 1 per player" for a card its player keeps: the player playing it controls no other copy. */
export function maxOnePerPlayer(g: Game, p: number, self: number): boolean { return !controlsCopy(g, p, self); }

/**
 * "Max 1 per player" for a card played under any player's control. From hand (may it be played at all?) some
 * player must be able to take it; while it is being played (the engine asks which player takes it) the
 * restriction is checked for that player.
 */
export function maxOneAnyController(g: Game, q: number, self: number): boolean {
  if (g.cards[self]!.zone === 'hand') return playerOrder(g).some((r) => !controlsCopy(g, r, self));
  return !controlsCopy(g, q, self);
}

/** The controller's hero (the identity, in hero form only) gets +n to `s`: "your hero gets +1 ATK". */
function heroGets(s: 'atk' | 'thw' | 'def', n: number) {
  return (g: Game, self: number, tgt: number, st: string): number => {
    if (st !== s) return 0;
    const p = g.cards[self]!.ctrl;
    if (p < 0) return 0;
    const pl = g.players[p]!;
    return pl.form === 'hero' && tgt === pl.identity ? n : 0;
  };
}

/** Whether card `src` (the source of some damage) is the player's: their identity or a card they control or own. */
export function byPlayer(g: Game, src: number, p: number): boolean {
  if (src < 0) return false;
  if (playerOfIdentity(g, src) === p) return true;
  const c = g.cards[src]!;
  if (c.owner < 0 || c.zone === 'minion') return false;
  return controllerOf(g, src) === p;
}

/** Characters friendly to the players: every identity and every ally in play. */
export function friendlyCharacters(g: Game): number[] {
  const out: number[] = [];
  for (const q of playerOrder(g)) out.push(g.players[q]!.identity, ...allies(g, q));
  return out;
}

/** Every character in play: the villain, minions, identities and allies. */
function allCharacters(g: Game): number[] { return [...enemies(g), ...friendlyCharacters(g)]; }

/** Whether a unique card by this name (and subname) is in play, or is an identity's name. */
function uniqueTaken(g: Game, id: number): boolean {
  const f = factsOf(g, id);
  if (!f.unique) return false;
  for (const x of inPlay(g)) {
    const c = g.cards[x]!;
    if (x === id || c.facedown) continue;
    const o = cardFacts(c.code);
    if (o.unique && o.name === f.name && (!f.subname || !o.subname || o.subname === f.subname)) return true;
  }
  for (const pl of g.players) {
    if (pl.eliminated) continue;
    if (cardFacts(pl.alterCode).name === f.name || (!f.subname && cardFacts(pl.heroCode).name === f.name)) return true;
    if (f.subname && cardFacts(pl.alterCode).name === f.subname) return true;
  }
  return false;
}

// ==== Aggression ==================================================================================================

card({
  code: '01050', summary: 'Hulk: after he attacks, mill your top card; its printed resource decides: physical 2 damage to an enemy, energy 1 damage to every character, mental discard Hulk, wild all three.',
  triggers: [{
    when: 'response', on: 'player-attack', forced: true, intent: 'mill',
    can: (_g, e, self) => e.src === self && !e.cancel,
    run: (g, _e, self, p) => {
      const top = millTop(g, p);
      if (top < 0) return;
      const r = factsOf(g, top).resources ?? {};
      const wild = (r.wild ?? 0) > 0;
      if (wild || (r.physical ?? 0) > 0) damageEnemy(g, p, self, 2);
      if (wild || (r.energy ?? 0) > 0) for (const c of allCharacters(g)) damage(g, c, 1, self);
      if (wild || (r.mental ?? 0) > 0) later(g, '01050-discard', p, self);
    },
  }],
});
cont('01050-discard', (g, f) => { if (g.cards[f.c]!.zone === 'play') discard(g, f.c); });

card({
  code: '01051', summary: 'Tigra: after her attack defeats a minion, she heals 1 damage.',
  triggers: [{
    when: 'response', on: 'player-attack', intent: 'heal',
    can: (g, e, self) => e.src === self && (e.x.defeated ?? 0) > 0 && g.cards[self]!.zone === 'play' && g.cards[self]!.dmg > 0,
    run: (g, _e, self) => { heal(g, self, 1); },
  }],
});

card({
  code: '01052', summary: 'Chase Them Down (thwart): after your hero\'s attack defeats an enemy, thwart 2 threat from a scheme.',
  triggers: [{
    when: 'response', on: 'player-attack', fromHand: true, kind: 'thwart', intent: 'remove-threat',
    can: (g, e, _self, p) => e.p === p && e.src === you(g, p) && ((e.x.defeated ?? 0) > 0 || e.x.villainDefeated === 1) && anyThwartable(g),
    run: (g, _e, self, p) => thwartScheme(g, p, self, 2),
  }],
});

card({
  code: '01053', summary: 'Relentless Assault (hero attack): 5 damage to a minion; with overkill when a physical resource paid for it.',
  event: {
    form: 'hero', kind: 'attack', intent: 'damage',
    can: (g, p) => attackTargets(g, p).some((t) => isMinion(g, t)),
    run: (g, p, self) => {
      const overkill = paidWith(g.lastPay, 'physical') ? 1 : 0;
      ask(g, p, 'target', '01053-target', attackTargets(g, p).filter((t) => isMinion(g, t)).map((t) => opt('enemy', t)), self, 5, overkill);
    },
  },
});
cont('01053-target', (g, f, v) => {
  if (v) playerAttack(g, f.p, you(g, f.p), v.c, f.n, { event: 1, overkill: f.m, source: f.c });
}, { intent: 'target-enemy' });

card({
  code: '01054', summary: 'Uppercut (hero attack): 5 damage to an enemy.',
  event: { form: 'hero', kind: 'attack', intent: 'damage', can: (g, p) => attackTargets(g, p).length > 0, run: (g, p, self) => attackEnemy(g, p, self, 5) },
});

card({ code: '01055', summary: 'The Power of Aggression: its wild resource counts twice when paying for an Aggression card.', doubles: 'aggression' });

card({
  code: '01056', summary: 'Tac Team: three uses; exhaust and spend one to deal 2 damage to an enemy.',
  kw: { uses: 3 },
  actions: [{
    exhaust: true, intent: 'damage',
    can: (g, self) => g.cards[self]!.ctr > 0,
    run: (g, self, p) => { damageEnemy(g, p, self, 2); spendUse(g, self); },
  }],
});

card({
  code: '01057', summary: 'Combat Training: goes to any player (one each); that player\'s hero has +1 ATK.',
  anyController: true, canPlay: maxOneAnyController, mods: [heroGets('atk', 1)],
});

// ==== Justice =====================================================================================================

card({
  code: '01058', summary: 'Daredevil: each time he thwarts, 1 damage to an enemy of your choice.',
  triggers: [{
    when: 'response', on: 'thwarted', intent: 'damage',
    can: (g, e, self) => e.src === self && !e.cancel && g.cards[self]!.zone === 'play',
    run: (g, _e, self, p) => damageEnemy(g, p, self, 1),
  }],
});

card({
  code: '01059', summary: 'Jessica Jones: +1 THW for every side scheme in play.',
  mods: [(g, self, tgt, s) => (s === 'thw' && tgt === self ? g.sides.length : 0)],
});

card({
  code: '01060', summary: 'For Justice! (hero thwart): thwart 3 threat from a scheme, 4 when a mental resource paid for it.',
  event: {
    form: 'hero', kind: 'thwart', intent: 'remove-threat',
    can: (g) => anyThwartable(g),
    run: (g, p, self) => thwartScheme(g, p, self, paidWith(g.lastPay, 'mental') ? 4 : 3),
  },
});

card({
  code: '01061', summary: 'Great Responsibility (hero): threat about to be placed on a scheme is dealt to you as damage instead.',
  triggers: [{
    when: 'interrupt', on: 'threat', fromHand: true, form: 'hero', intent: 'prevent-threat',
    can: (_g, e) => e.amt > 0 && !e.cancel,
    run: (g, e, self, p) => { const n = e.amt; e.cancel = true; damage(g, you(g, p), n, self); },
  }],
});

card({ code: '01062', summary: 'The Power of Justice: its wild resource counts twice when paying for a Justice card.', doubles: 'justice' });

card({
  code: '01063', summary: 'Interrogation Room (one per player): after you defeat a minion, exhaust it to remove 1 threat from a scheme.',
  canPlay: maxOnePerPlayer,
  triggers: [{
    when: 'response', on: 'defeated', exhaust: true, intent: 'remove-threat',
    can: (g, e, _self, p) => e.x.minion === 1 && e.x.defeated === 1 && byPlayer(g, e.src, p) && anyThwartable(g),
    run: (g, _e, self, p) => removeFromScheme(g, p, self, 1),
  }],
});

card({
  code: '01064', summary: 'Surveillance Team: three uses; exhaust and spend one to remove 1 threat from a scheme.',
  kw: { uses: 3 },
  actions: [{
    exhaust: true, intent: 'remove-threat',
    can: (g, self) => g.cards[self]!.ctr > 0 && anyThwartable(g),
    run: (g, self, p) => { removeFromScheme(g, p, self, 1); spendUse(g, self); },
  }],
});

card({
  code: '01065', summary: 'Heroic Intuition: goes to any player (one each); that player\'s hero has +1 THW.',
  anyController: true, canPlay: maxOneAnyController, mods: [heroGets('thw', 1)],
});

// ==== Leadership ==================================================================================================

card({
  code: '01066', summary: 'Hawkeye: comes in with 4 arrows; when a minion enters play, spend an arrow to deal it 2 damage.',
  triggers: [
    {
      // "enters play with 4 counters" (not the Uses keyword: he stays when the last is gone)
      when: 'response', on: 'entered', forced: true, intent: 'counters',
      can: (_g, e, self) => e.src === self,
      run: (g, _e, self) => { g.cards[self]!.ctr = 4; },
    },
    {
      when: 'response', on: 'entered', intent: 'damage',
      can: (g, e, self) => e.x.minion === 1 && g.cards[e.src]!.zone === 'minion' && g.cards[self]!.ctr > 0,
      run: (g, e, self) => { g.cards[self]!.ctr--; damage(g, e.src, 2, self); },
    },
  ],
});

card({
  code: '01067', summary: 'Maria Hill: after she enters play, every player draws a card.',
  triggers: [{
    when: 'response', on: 'entered', intent: 'draw',
    can: (g, e, self) => e.src === self && playerOrder(g).some((q) => canDraw(g, q)),
    run: (g) => { for (const q of playerOrder(g)) draw(g, q, 1); },
  }],
});

card({
  code: '01068', summary: 'Vision: once a round, pay an energy resource for +2 ATK or +2 THW (his choice) this phase.',
  actions: [{
    limit: 'round', cost: { n: 0, types: ['energy'] }, intent: 'boost',
    can: (g, self) => g.cards[self]!.zone === 'play',
    run: (g, self, p) => ask(g, p, 'choice', '01068-stat', [opt('atk', self), opt('thw', self)], self),
  }],
});
cont('01068-stat', (g, f, v) => {
  if (!v || g.cards[f.c]!.zone !== 'play') return;
  lasting(g, v.t, f.c, 2, 'phase');
}, { intent: 'choose-stat' });

card({
  code: '01069', summary: 'Get Ready: ready an exhausted ally.',
  event: {
    intent: 'ready',
    can: (g) => exhaustedAllies(g).length > 0,
    run: (g, p, self) => ask(g, p, 'target', '01069-target', exhaustedAllies(g).map((a) => opt('ally', a)), self),
  },
});
function exhaustedAllies(g: Game): number[] {
  const out: number[] = [];
  for (const q of playerOrder(g)) for (const a of allies(g, q)) if (g.cards[a]!.exh) out.push(a);
  return out;
}
cont('01069-target', (g, _f, v) => { if (v && isAlly(g, v.c)) ready(g, v.c); }, { intent: 'target-friend', prefer: 'good' });

card({
  code: '01070', summary: 'Lead from the Front (hero): a chosen player\'s characters get +1 ATK and +1 THW this phase.',
  event: {
    form: 'hero', intent: 'boost',
    can: (g) => playerOrder(g).length > 0,
    run: (g, p, self) => ask(g, p, 'player', '01070-player', playerOrder(g).map((q) => opt('player', -1, q)), self),
  },
});
cont('01070-player', (g, _f, v) => {
  if (!v) return;
  // every character the player controls this phase, allies entering later included
  lastingPlayer(g, 'atk', v.x, 1, 'phase');
  lastingPlayer(g, 'thw', v.x, 1, 'phase');
}, { intent: 'target-player' });

card({
  code: '01071', summary: 'Make the Call: an ally from any discard pile joins you, for its printed cost.',
  event: {
    intent: 'put-into-play',
    can: (g, p, self) => callable(g, p, self).length > 0,
    run: (g, p, self) => ask(g, p, 'target', '01071-ally', callable(g, p, self).map((a) => opt('ally', a)), self),
  },
});
/** Allies in discard piles that player p could put into play (unique, ally limit) and pay for (this event excluded). */
function callable(g: Game, p: number, self: number): number[] {
  if (allies(g, p).length >= stat(g, g.players[p]!.identity, 'allyLimit')) return [];
  const out: number[] = [];
  for (const q of playerOrder(g)) {
    for (const a of g.players[q]!.discard) {
      if (typeOf(g, a) !== 'ally' || uniqueTaken(g, a)) continue;
      if (!canAfford(g, p, { n: printedCost(g, a) }, -1, self)) continue;
      out.push(a);
    }
  }
  return out;
}
function printedCost(g: Game, id: number): number { const c = factsOf(g, id).cost; return typeof c === 'number' ? c : 0; }
cont('01071-ally', (g, f, v) => {
  if (!v) return;
  // the cost is this event's, not the ally's: no card is being paid for (the Power of cards do not double it)
  const pe = openPay(g, f.p, { n: printedCost(g, v.c) }, -1);
  later(g, 'pay-step', f.p, -1, pe);
  later(g, '01071-paid', f.p, v.c, pe);
}, { intent: 'target-ally', prefer: 'good' });
cont('01071-paid', (g, f) => {
  const x = ev(g, f.n).x;
  g.lastPay = { ...x };
  closeEv(g, f.n);
  if (x.failed || g.cards[f.c]!.zone !== 'discard') return;
  enterPlay(g, f.p, f.c, -1, false);
});

card({ code: '01072', summary: 'The Power of Leadership: its wild resource counts twice when paying for a Leadership card.', doubles: 'leadership' });

card({
  code: '01073', summary: 'The Triskelion: its controller may have one more ally in play.',
  mods: [(g, self, tgt, s) => {
    const p = g.cards[self]!.ctrl;
    return s === 'allyLimit' && p >= 0 && tgt === g.players[p]!.identity ? 1 : 0;
  }],
});

card({
  code: '01074', summary: 'Inspired: attaches to an ally without one; that ally has +1 ATK and +1 THW.',
  attach: (g, _p, self) => {
    const out: number[] = [];
    for (const q of playerOrder(g)) {
      for (const a of allies(g, q)) {
        const taken = g.players.some((pl) => pl.play.some((u) => u !== self && g.cards[u]!.host === a && g.cards[u]!.code === '01074'));
        if (!taken) out.push(a);
      }
    }
    return out;
  },
  mods: [(g, self, tgt, s) => ((s === 'atk' || s === 'thw') && tgt === g.cards[self]!.host && tgt >= 0 ? 1 : 0)],
});

// ==== Protection ==================================================================================================

card({
  code: '01075', summary: 'Black Widow: when an encounter card is revealed, exhaust her and pay a mental resource to cancel and discard it, then reveal the next one.',
  triggers: [{
    when: 'interrupt', on: 'reveal', exhaust: true, cost: { n: 0, types: ['mental'] }, intent: 'cancel',
    // "revealed from the encounter deck": not a card revealed from elsewhere (a nemesis set, a discard pile)
    can: (_g, e) => !e.cancel && e.x.fromDeck === 1,
    run: (_g, e) => {
      e.cancel = true;
      // "then reveal another": after the canceled card is discarded, as a surge would (rev-3)
      e.x.surge = 1;
    },
  }],
});

card({ code: '01076', summary: 'Luke Cage: enters play tough.', kw: { toughness: true } });

card({
  code: '01077', summary: 'Counter-Punch (attack): once your hero has defended, hit back at the attacker for your hero\'s ATK.',
  triggers: [{
    when: 'response', on: 'defended', fromHand: true, kind: 'attack', intent: 'damage',
    can: (g, e, _self, p) => {
      const me = you(g, p);
      return e.src === me && g.players[p]!.form === 'hero' && attackTargets(g, p).includes(e.tgt) && stat(g, me, 'atk') > 0;
    },
    run: (g, e, self, p) => { playerAttack(g, p, you(g, p), e.tgt, stat(g, you(g, p), 'atk'), { event: 1, source: self }); },
  }],
});

card({
  code: '01078', summary: 'Get Behind Me! (hero): a revealed treachery\'s When Revealed is canceled and the villain attacks you instead.',
  triggers: [{
    when: 'interrupt', on: 'reveal', fromHand: true, form: 'hero', intent: 'cancel',
    can: (g, e) => !e.cancel && !e.x.noWhenRevealed && e.x.fromDeck === 1 && typeOf(g, e.tgt) === 'treachery',
    run: (g, e, _self, p) => { e.x.noWhenRevealed = 1; enemyAttack(g, g.villain, p); },
  }],
});

card({ code: '01079', summary: 'The Power of Protection: its wild resource counts twice when paying for a Protection card.', doubles: 'protection' });

card({
  code: '01080', summary: 'Med Team: three uses; exhaust and spend one: a friendly character heals 2.',
  kw: { uses: 3 },
  actions: [{
    exhaust: true, intent: 'heal',
    can: (g, self) => g.cards[self]!.ctr > 0 && friendlyCharacters(g).some((c) => g.cards[c]!.dmg > 0),
    run: (g, self, p) => { healOne(g, p, self, friendlyCharacters(g).filter((c) => g.cards[c]!.dmg > 0), 2); spendUse(g, self); },
  }],
});

card({
  code: '01081', summary: 'Armored Vest: goes to any player (one each); that player\'s hero has +1 DEF.',
  anyController: true, canPlay: maxOneAnyController, mods: [heroGets('def', 1)],
});

card({
  code: '01082', summary: 'Indomitable: after your hero defends, discard it to ready your hero.',
  triggers: [{
    when: 'response', on: 'defended', intent: 'ready',
    can: (g, e, self, p) => e.src === you(g, p) && g.cards[you(g, p)]!.exh && g.cards[self]!.zone === 'play',
    run: (g, _e, self, p) => { discard(g, self); ready(g, you(g, p)); },
  }],
});
