// The round (RR "Round Overview"): the player phase (each player's turn, then discard, draw and ready), the
// villain phase's five steps; the player's options on their turn; enemy attacks and schemes step by step;
// revealing encounter cards; cards entering play.

import { setCode } from './codes.js';
import { cardFacts, factsAt } from './data.js';
import { actionsAt, defOf, type Action } from './defs.js';
import { ask, closeEv, cont, ev, installAdvance, later, openEv, opt } from './flow.js';
import {
  canAfford, canRemoveThreat, expireLasting, limitKey, refillDeck, refillEncounter, checkMain, controllerOf, cost, damage, dealEncounter, defFor, eachInPlay, discard, draw, exhaust,
  factsOf, hasGuard, heal, nameOf, note, inPlay, isAlly, isMinion, kw, lift, mainTarget, nextAlive, openPay, perPlayer, placeThreat, playerOrder,
  ready, remaining, removeThreat, retaliate, schemes, stat, toOutOfPlay, topOfDeck, topOfEncounter, window,
} from './rules.js';
import type { Game, Opt } from './state.js';

// ---- the round ------------------------------------------------------------------------------------------------

installAdvance((g) => {
  if (g.phase === 'setup') { g.phase = 'player'; g.round = 1; }
  startRound(g);
});

function startRound(g: Game): void {
  g.phase = 'player';
  note(g, `== round ${g.round}: first player P${g.first + 1}`);
  for (const p of playerOrder(g)) later(g, 'turn', p);
  later(g, 'end-player-phase', -1);
  later(g, 'villain-phase', -1);
}

cont('turn', (g, f) => {
  const pl = g.players[f.p]!;
  if (pl.eliminated) return;
  g.active = f.p;
  pl.changedForm = false;
  later(g, 'main', f.p);
});

cont('main', (g, f) => {
  const pl = g.players[f.p]!;
  if (pl.eliminated) { g.active = -1; return; }
  ask(g, f.p, 'main', 'main-ans', mainOptions(g, f.p));
}, { intent: 'main' });

cont('main-ans', (g, f, v) => {
  if (!v || v.t === 'end') { g.active = -1; return; }
  doMain(g, f.p, v);
  later(g, 'main', f.p);
}, { intent: 'main' });

/** Enemies a player's hero or allies may attack (guard keeps the villain safe while a guard minion engages them). */
export function attackTargets(g: Game, p: number): number[] {
  const out: number[] = [];
  const guarded = g.players[p]!.engaged.some((m) => hasGuard(g, m));
  if (!guarded) out.push(g.villain);
  for (const q of playerOrder(g)) for (const m of g.players[q]!.engaged) out.push(m);
  return out;
}

/** Enemies any card may target (abilities that "deal damage to an enemy" ignore guard unless labelled attack). */
export function enemies(g: Game): number[] {
  const out = [g.villain];
  for (const q of playerOrder(g)) out.push(...g.players[q]!.engaged);
  return out;
}

export function thwartTargets(g: Game): number[] { return schemes(g).filter((s) => canRemoveThreat(g, s)); }

/** Whether a player card can be played from hand now (form, cost, uniqueness, ally limit, its own restrictions). */
export function canPlay(g: Game, p: number, id: number): boolean {
  const pl = g.players[p]!;
  const f = factsOf(g, id);
  const d = defFor(g, id);
  if (f.type === 'resource') return false;
  if (d?.playForm && pl.form !== d.playForm) return false;
  if (f.type === 'event') {
    if (!d?.event) return false;
    if (d.event.form && pl.form !== d.event.form) return false;
    if (!d.event.can(g, p, id)) return false;
  } else {
    if (f.unique && uniqueInPlay(g, f.name, f.subname)) return false;
    if (f.type === 'ally' && allies(g, p).length >= stat(g, pl.identity, 'allyLimit')) return false;
    if (d?.attach && d.attach(g, p, id).length === 0) return false;
    if (d?.canPlay && !d.canPlay(g, p, id)) return false;
  }
  return canAfford(g, p, { n: cost(g, p, id) }, id);
}

export function allies(g: Game, p: number): number[] { return g.players[p]!.play.filter((x) => isAlly(g, x)); }

/** Whether a unique card of this title (and subtitle) is in play, an identity's included: the group may have one copy. */
export function uniqueInPlay(g: Game, name: string, sub?: string): boolean {
  const found = eachInPlay(g, (id) => {
    const c = g.cards[id]!;
    if (c.facedown) return false;
    const f = factsAt(c.ci);
    if (!f.unique || f.name !== name) return false;
    return !(sub && f.subname && f.subname !== sub);
  });
  if (found) return true;
  // an identity: either face's name (Peter Parker is Spider-Man)
  for (const pl of g.players) {
    if (pl.eliminated) continue;
    if (cardFacts(pl.heroCode).name === name && !sub) return true;
    if (cardFacts(pl.alterCode).name === name) return true;
    if (sub && cardFacts(pl.alterCode).name === sub) return true;
  }
  return false;
}

function actionReady(g: Game, a: Action, id: number, i: number, p: number): boolean {
  const pl = g.players[p]!;
  if (a.form && pl.form !== a.form) return false;
  if (a.limit === 'round' && g.used[limitKey(g, id, 'a' + i)]) return false;
  if (a.exhaust && g.cards[id]!.exh) return false;
  if (a.cost && !canAfford(g, p, a.cost, -1)) return false;
  return a.can(g, id, p);
}

export function mainOptions(g: Game, p: number): Opt[] {
  const pl = g.players[p]!;
  const me = g.cards[pl.identity]!;
  const o: Opt[] = [opt('end')];
  // whether there is an enemy to attack and a scheme to thwart: asked once, for the hero and every ally
  let atk: boolean | undefined, thw: boolean | undefined;
  const canAttack = (): boolean => (atk ??= attackTargets(g, p).length > 0);
  const canThwart = (): boolean => (thw ??= thwartTargets(g).length > 0);
  if (!pl.changedForm) o.push(opt('form'));
  if (pl.form === 'hero' && !me.exh) {
    if (stat(g, pl.identity, 'atk') >= 0 && canAttack()) o.push(opt('attack'));
    if (stat(g, pl.identity, 'thw') >= 0 && canThwart()) o.push(opt('thwart'));
  }
  if (pl.form === 'alter' && !me.exh && me.dmg > 0) o.push(opt('recover'));
  for (const id of pl.hand) if (canPlay(g, p, id)) o.push(opt('play', id));
  for (const a of allies(g, p)) {
    if (g.cards[a]!.exh) continue;
    if (stat(g, a, 'atk') >= 0 && canAttack()) o.push(opt('ally-attack', a));
    if (stat(g, a, 'thw') >= 0 && canThwart()) o.push(opt('ally-thwart', a));
  }
  // actions of the player's identity and cards in play, then (in hero form) those any player may use: attachments,
  // the villain, side schemes, environments
  actionsOf(g, pl.identity, false, p, o);
  for (const id of pl.play) actionsOf(g, id, false, p, o);
  if (pl.form === 'hero') {
    for (const id of g.attachments) actionsOf(g, id, true, p, o);
    actionsOf(g, g.villain, true, p, o);
    for (const id of g.sides) actionsOf(g, id, true, p, o);
    for (const id of g.envs) actionsOf(g, id, true, p, o);
  }
  return o;
}
/** Card id's actions that player p may use now, those for any player or the player's own, added to `o`. */
function actionsOf(g: Game, id: number, anyPlayer: boolean, p: number, o: Opt[]): void {
  const as = actionsAt(g.cards[id]!.ci);
  if (as === null) return;
  for (let i = 0; i < as.length; i++) {
    const a = as[i]!;
    if (!!a.anyPlayer === anyPlayer && actionReady(g, a, id, i, p)) o.push(opt('act', id, i));
  }
}

function doMain(g: Game, p: number, v: Opt): void {
  const pl = g.players[p]!;
  switch (v.t) {
    case 'form': pl.changedForm = true; changeForm(g, p); return;
    case 'attack':
      exhaust(g, pl.identity);
      ask(g, p, 'target', 'basic-attack', attackTargets(g, p).map((t) => opt('enemy', t)), pl.identity);
      return;
    case 'thwart':
      exhaust(g, pl.identity);
      ask(g, p, 'target', 'basic-thwart', thwartTargets(g).map((t) => opt('scheme', t)), pl.identity);
      return;
    case 'recover': {
      exhaust(g, pl.identity);
      heal(g, pl.identity, stat(g, pl.identity, 'rec'));
      return;
    }
    case 'play': playCard(g, p, v.c); return;
    case 'ally-attack':
      exhaust(g, v.c);
      ask(g, p, 'target', 'ally-attack', attackTargets(g, p).map((t) => opt('enemy', t)), v.c);
      return;
    case 'ally-thwart':
      exhaust(g, v.c);
      ask(g, p, 'target', 'ally-thwart', thwartTargets(g).map((t) => opt('scheme', t)), v.c);
      return;
    case 'act': useAction(g, p, v.c, v.x); return;
  }
}

cont('basic-attack', (g, f, v) => { if (v) playerAttack(g, f.p, f.c, v.c, stat(g, f.c, 'atk'), { basic: 1 }); }, { intent: 'target-enemy' });
cont('basic-thwart', (g, f, v) => { if (v) playerThwart(g, f.p, f.c, v.c, stat(g, f.c, 'thw'), { basic: 1 }); }, { intent: 'target-scheme' });
cont('ally-attack', (g, f, v) => { if (v) playerAttack(g, f.p, f.c, v.c, stat(g, f.c, 'atk'), { basic: 1, ally: 1 }); }, { intent: 'target-enemy' });
cont('ally-thwart', (g, f, v) => { if (v) playerThwart(g, f.p, f.c, v.c, stat(g, f.c, 'thw'), { basic: 1, ally: 1 }); }, { intent: 'target-scheme' });

/** Flips a player's identity card; responses to the change follow. */
export function changeForm(g: Game, p: number): void {
  const pl = g.players[p]!;
  pl.form = pl.form === 'hero' ? 'alter' : 'hero';
  setCode(g.cards[pl.identity]!, pl.form === 'hero' ? pl.heroCode : pl.alterCode);
  const e = openEv(g, 'form', p, pl.identity, pl.identity, 0);
  window(g, 'response', e);
  later(g, 'close-ev', -1, -1, e);
}
cont('close-ev', (g, f) => closeEv(g, f.n));

// ---- player attacks and thwarts -----------------------------------------------------------------------------

/**
 * A hero, ally or card attack on an enemy (attacker = identity, ally, or the card whose ability attacks). A stunned
 * attacker loses its stun instead. Retaliate answers an attack on a character that survives it; an ally takes
 * its consequential damage; then responses ('player-attack').
 */
export function playerAttack(g: Game, p: number, attacker: number, tgt: number, n: number, flags: Record<string, number> = {}): number {
  const e = openEv(g, 'player-attack', p, attacker, tgt, n);
  Object.assign(ev(g, e).x, flags);
  later(g, 'patk-1', p, attacker, e);
  return e;
}
cont('patk-1', (g, f) => {
  const e = ev(g, f.n);
  const a = g.cards[f.c]!;
  const character = a.zone === 'identity' || isAlly(g, f.c);
  if (character && a.stun) { a.stun = false; e.cancel = true; later(g, 'patk-3', f.p, f.c, f.n); return; }
  if (g.cards[e.tgt]!.zone !== 'villain' && !isMinion(g, e.tgt)) { later(g, 'patk-3', f.p, f.c, f.n); return; }
  e.x.attacked = 1;
  // the damage's source: the card whose ability attacks (an event, an upgrade), else the attacker
  const d = damage(g, e.tgt, e.amt, e.x.source ?? f.c, f.n);
  later(g, 'patk-2', f.p, f.c, f.n, d);
});
cont('patk-2', (g, f) => {
  const e = ev(g, f.n);
  // overkill: excess damage from defeating a minion goes to the villain
  if (e.x.overkill && e.x.defeated && (e.x.excess ?? 0) > 0) damage(g, g.villain, e.x.excess!, f.c, f.n);
  const r = retaliate(g, e.tgt);
  const attackerChar = g.cards[f.c]!.zone === 'identity' || isAlly(g, f.c) ? f.c : g.players[f.p]!.identity;
  if (r > 0 && !e.x.defeated && !e.x.villainDefeated && (g.cards[e.tgt]!.zone === 'villain' || isMinion(g, e.tgt))) damage(g, attackerChar, r, e.tgt);
  later(g, 'patk-3', f.p, f.c, f.n);
});
cont('patk-3', (g, f) => afterUse(g, f.c, f.n, 'attackCost'));

/**
 * The end of an ally's or hero's attack or thwart: an ally's consequential damage (only for an attempt made; a
 * stunned or confused one is replaced, its exhaustion alone paid), then the responses, then the event closes.
 */
function afterUse(g: Game, user: number, evi: number, cost: 'attackCost' | 'thwartCost'): void {
  const e = ev(g, evi);
  if (e.x.ally && !e.cancel && isAlly(g, user)) {
    const cd = factsOf(g, user)[cost] ?? 0;
    if (cd > 0) damage(g, user, cd, user);
  }
  if (!e.cancel) window(g, 'response', evi);
  later(g, 'close-ev', -1, -1, evi);
}

/** A thwart: a confused thwarter loses its confusion instead; threat removed; consequential damage; responses ('thwarted'). */
export function playerThwart(g: Game, p: number, thwarter: number, s: number, n: number, flags: Record<string, number> = {}): number {
  const e = openEv(g, 'thwarted', p, thwarter, s, n);
  Object.assign(ev(g, e).x, flags);
  const t = g.cards[thwarter]!;
  const character = t.zone === 'identity' || isAlly(g, thwarter);
  if (character && t.conf) { t.conf = false; ev(g, e).cancel = true; }
  else ev(g, e).x.removed = removeThreat(g, s, n);
  later(g, 'pthw-2', p, thwarter, e);
  return e;
}
cont('pthw-2', (g, f) => afterUse(g, f.c, f.n, 'thwartCost'));

// ---- playing cards ---------------------------------------------------------------------------------------------

/** Plays a card from hand: pays its cost, then it enters play (or, an event, resolves and is discarded). */
export function playCard(g: Game, p: number, id: number): void {
  const c = g.cards[id]!;
  lift(g, id); c.zone = 'limbo';
  const pe = openPay(g, p, { n: cost(g, p, id) }, id);
  later(g, 'pay-step', p, -1, pe);
  later(g, 'play-paid', p, id, pe);
}
cont('play-paid', (g, f) => {
  const x = ev(g, f.n).x;
  g.lastPay = { ...x };
  closeEv(g, f.n);
  const c = g.cards[f.c]!;
  const pl = g.players[f.p]!;
  if (x.failed) { c.zone = 'hand'; pl.hand.push(f.c); return; }
  pl.costCut = 0;
  const fa = cardFacts(c.code);
  const d = defOf(c.code);
  if (fa.type === 'event') {
    c.zone = 'hand'; g.players[c.owner]!.hand.push(f.c);
    discard(g, f.c);
    const e = openEv(g, 'event', f.p, f.c, -1, 0);
    Object.assign(ev(g, e).x, prefix('pay_', x));
    d!.event!.run(g, f.p, f.c, e);
    later(g, 'close-ev', -1, -1, e);
    return;
  }
  if (d?.attach) {
    const hosts = d.attach(g, f.p, f.c);
    ask(g, f.p, 'target', 'play-attach', hosts.map((h) => opt('host', h)), f.c);
    return;
  }
  if (d?.anyController) {
    ask(g, f.p, 'player', 'play-under', playerOrder(g).filter((q) => d.canPlay ? d.canPlay(g, q, f.c) : true).map((q) => opt('player', -1, q)), f.c);
    return;
  }
  enterPlay(g, f.p, f.c, -1, true);
}, { intent: 'pay' });
cont('play-attach', (g, f, v) => enterPlay(g, f.p, f.c, v ? v.c : -1, true), { intent: 'target-host' });
cont('play-under', (g, f, v) => enterPlay(g, v ? v.x : f.p, f.c, -1, true), { intent: 'target-player' });

function prefix(pre: string, x: Record<string, number>): Record<string, number> {
  const o: Record<string, number> = {};
  for (const k of Object.keys(x)) o[pre + k] = x[k]!;
  return o;
}

/** A player card enters play under `p`'s control (attached to `host` if given); 'entered' responses follow. */
export function enterPlay(g: Game, p: number, id: number, host: number, played: boolean): void {
  const c = g.cards[id]!;
  if (c.zone !== 'limbo') lift(g, id);
  c.zone = 'play'; c.ctrl = p; c.host = host; c.exh = false;
  g.players[p]!.play.push(id);
  const k = kw(g, id);
  if (k.uses) c.ctr = k.uses;
  if (k.toughness) c.tough = true;
  const e = openEv(g, 'entered', p, id, id, 0);
  if (played) ev(g, e).x.played = 1;
  window(g, 'response', e);
  later(g, 'close-ev', -1, -1, e);
}

/** Spends one use (counter) of a card; the last one discards it. */
export function spendUse(g: Game, id: number): void {
  const c = g.cards[id]!;
  c.ctr = Math.max(0, c.ctr - 1);
  if (c.ctr === 0) later(g, 'discard-card', -1, id);
}
cont('discard-card', (g, f) => { const z = g.cards[f.c]!.zone; if (z === 'play' || z === 'attach') discard(g, f.c); });

function useAction(g: Game, p: number, id: number, i: number): void {
  const a = defFor(g, id)!.actions![i]!;
  if (a.limit === 'round') g.used[limitKey(g, id, 'a' + i)] = 1;
  if (a.exhaust) exhaust(g, id);
  if (a.cost) {
    const pe = openPay(g, p, a.cost, -1);
    later(g, 'pay-step', p, -1, pe);
    later(g, 'act-paid', p, id, pe, i);
    return;
  }
  a.run(g, id, p);
}
cont('act-paid', (g, f) => {
  const x = ev(g, f.n).x;
  g.lastPay = { ...x };
  closeEv(g, f.n);
  if (x.failed) return;
  defFor(g, f.c)!.actions![f.m]!.run(g, f.c, f.p);
});

// ---- end of the player phase ----------------------------------------------------------------------------------

export function handSize(g: Game, p: number): number { return stat(g, g.players[p]!.identity, 'hand'); }

cont('end-player-phase', (g) => {
  g.active = -1;
  for (const p of playerOrder(g)) later(g, 'discard-down', p);
  later(g, 'draw-up', -1);
});
cont('discard-down', (g, f) => {
  const pl = g.players[f.p]!;
  if (pl.eliminated) return;
  const over = pl.hand.length > handSize(g, f.p);
  const o = pl.hand.map((id) => opt('card', id));
  if (!over) o.unshift(opt('done'));
  if (pl.hand.length === 0) return;
  ask(g, f.p, 'discard', 'discard-down-ans', o);
}, { intent: 'discard', prefer: 'bad' });
cont('discard-down-ans', (g, f, v) => {
  if (!v || v.t === 'done') return;
  discard(g, v.c);
  later(g, 'discard-down', f.p);
}, { intent: 'discard', prefer: 'bad' });
cont('draw-up', (g) => {
  for (const p of playerOrder(g)) {
    const pl = g.players[p]!;
    const k = handSize(g, p) - pl.hand.length;
    if (k > 0) draw(g, p, k);
  }
  for (const p of playerOrder(g)) {
    const pl = g.players[p]!;
    ready(g, pl.identity);
    for (const id of pl.play) ready(g, id);
    pl.costCut = 0;
  }
  expireLasting(g, 'phase');
});

// ---- the villain phase ---------------------------------------------------------------------------------------

cont('villain-phase', (g) => {
  if (g.result !== null) return;
  g.phase = 'villain';
  // step 1: threat on the main scheme
  const f = factsOf(g, g.main);
  let n = perPlayer(g, f.escalationThreat ?? 0, f.escalationThreatFixed) + g.accel;
  for (const s of inPlay(g)) n += factsOf(g, s).acceleration ?? 0;
  // the stages still to come when the threat lands: a response "after threat is placed here" belongs to that stage
  const stage = g.mainNext.length;
  // responses to threat placed here during step one follow once it is placed, and only if some is ('threat-apply')
  placeThreat(g, g.main, n, -1, { step1: 1, stage });
  later(g, 'vp-2', -1);
});
cont('vp-step1-resp', (g, f) => {
  // the threat completed that stage and the scheme advanced: the stage it was placed on is gone, and the new one's
  // responses to threat placed on it do not apply (Assault on NORAD after The Crimson Cowl completes)
  if (g.mainNext.length !== f.n) return;
  const e = openEv(g, 'step1', -1, -1, g.main, 0);
  window(g, 'response', e);
  later(g, 'close-ev', -1, -1, e);
});
cont('vp-2', (g) => {
  for (const p of playerOrder(g)) later(g, 'vp-activate', p);
  later(g, 'vp-3', -1);
});
cont('vp-activate', (g, f) => {
  const pl = g.players[f.p]!;
  if (pl.eliminated || g.result !== null) return;
  activate(g, g.villain, f.p);
  later(g, 'vp-minions', f.p);
});
// the minions engaged with the player once the villain's activation is over (those it brought in included)
cont('vp-minions', (g, f) => {
  const pl = g.players[f.p]!;
  if (pl.eliminated || g.result !== null) return;
  for (const m of [...pl.engaged]) later(g, 'activate-minion', f.p, m);
});
cont('activate-minion', (g, f) => {
  if (g.players[f.p]!.eliminated || g.cards[f.c]!.zone !== 'minion' || g.cards[f.c]!.eng !== f.p) return;
  activate(g, f.c, f.p);
});
/** Villain phase step three: one encounter card to each player, and one more per hazard icon in play, in player order. */
export function dealStep(g: Game): void {
  const order = playerOrder(g);
  for (const p of order) dealEncounter(g, p);
  let hazards = 0;
  for (const s of inPlay(g)) hazards += factsOf(g, s).hazard ?? 0;
  for (let i = 0; i < hazards; i++) dealEncounter(g, order[i % order.length]!);
}
cont('vp-3', (g) => {
  if (g.result !== null) return;
  dealStep(g);
  for (const p of playerOrder(g)) later(g, 'vp-reveal', p);
  later(g, 'vp-4-more', -1);
  later(g, 'vp-5', -1);
});
// an encounter card dealt during steps three and four joins the cards being revealed in them (RR, Deal): a player
// whose reveals were over when another player's card dealt them one reveals it now, in player order
cont('vp-4-more', (g) => {
  if (g.result !== null) return;
  let any = false;
  for (const p of playerOrder(g)) if (g.players[p]!.dealt.length > 0) { later(g, 'vp-reveal', p); any = true; }
  if (any) later(g, 'vp-4-more', -1);
});
cont('vp-reveal', (g, f) => {
  const pl = g.players[f.p]!;
  if (pl.eliminated || g.result !== null || pl.dealt.length === 0) return;
  const id = pl.dealt.shift()!;
  g.cards[id]!.zone = 'limbo';
  reveal(g, f.p, id);
  later(g, 'vp-reveal', f.p);
});
cont('vp-5', (g) => {
  if (g.result !== null) return;
  const e = openEv(g, 'round-end', -1, -1, -1, 0);
  window(g, 'response', e);
  later(g, 'close-ev', -1, -1, e);
  later(g, 'vp-end', -1);
});
cont('vp-end', (g) => {
  for (const id of g.endOfRound) {
    const z = g.cards[id]!.zone;
    if (z === 'play') discard(g, id);
  }
  g.endOfRound = [];
  g.first = nextAlive(g, g.first);
  expireLasting(g, 'round');
  g.used = {};
  g.round++;
  g.phase = 'player';
});

// ---- enemy activations -------------------------------------------------------------------------------------------

/** An enemy activates against player p: it attacks a hero, schemes against an alter-ego. */
export function activate(g: Game, enemy: number, p: number): void {
  if (g.players[p]!.form === 'hero') enemyAttack(g, enemy, p); else enemyScheme(g, enemy, p);
}

/**
 * An enemy attack on player p (RR "Enemy Attacks"): a stunned enemy loses its stun instead; interrupts to the
 * attack; a villain gets its boost card(s); defenders; boosts flipped; damage; retaliate; responses.
 */
export function enemyAttack(g: Game, enemy: number, p: number, flags: Record<string, number> = {}): number {
  const e = openEv(g, 'attack', p, enemy, g.players[p]!.identity, 0);
  Object.assign(ev(g, e).x, flags);
  ev(g, e).x.boosts = enemy === g.villain ? 1 : 0;
  later(g, 'eatk-1', p, enemy, e);
  return e;
}
cont('eatk-1', (g, f) => {
  const e = ev(g, f.n);
  const c = g.cards[f.c]!;
  if (g.result !== null || g.players[e.p]!.eliminated || (c.zone !== 'villain' && c.zone !== 'minion')) { e.cancel = true; closeAttack(g, f.n); return; }
  if (c.stun) { c.stun = false; e.cancel = true; closeAttack(g, f.n); return; }
  window(g, 'interrupt', f.n);
  later(g, 'eatk-2', f.p, f.c, f.n);
});
cont('eatk-2', (g, f) => {
  const e = ev(g, f.n);
  if (e.cancel) { closeAttack(g, f.n); return; }
  giveBoosts(g, e.x.boosts ?? 0);
  const o = defenders(g, e.p, f.c);
  ask(g, e.p, 'defend', 'eatk-defend', o, f.c, f.n);
}, { intent: 'defend' });

function giveBoosts(g: Game, n: number): void {
  for (let i = 0; i < n; i++) {
    const id = topOfEncounter(g);
    if (id < 0) break;
    g.edeck.pop();
    g.cards[id]!.zone = 'boost';
    g.boosts.push(id);
    refillEncounter(g);
  }
}

/** Who may defend an attack on player p: any ready hero, any ready ally (Melter: the engaged player's ally, if able). */
function defenders(g: Game, p: number, enemy: number): Opt[] {
  if (MUST_DEFEND_WITH_ALLY.has(g.cards[enemy]!.code)) {
    const mine = allies(g, p).filter((a) => !g.cards[a]!.exh);
    if (mine.length > 0) return mine.map((a) => opt('defender', a, p));
  }
  const o: Opt[] = [opt('none')];
  for (const q of playerOrder(g)) {
    const pl = g.players[q]!;
    if (pl.form === 'hero' && !g.cards[pl.identity]!.exh && stat(g, pl.identity, 'def') >= 0) o.push(opt('defender', pl.identity, q));
    for (const a of allies(g, q)) if (!g.cards[a]!.exh) o.push(opt('defender', a, q));
  }
  return o;
}
/** Enemies whose attacks the engaged player must defend with an ally if able (registered by card modules). */
export const MUST_DEFEND_WITH_ALLY = new Set<string>();

cont('eatk-defend', (g, f, v) => {
  const e = ev(g, f.n);
  if (v && v.t === 'defender') {
    exhaust(g, v.c);
    e.x.defender = v.c + 1;
    if (v.x !== e.p) { e.p = v.x; e.tgt = g.players[v.x]!.identity; }
  }
  later(g, 'eatk-boost', f.p, f.c, f.n);
}, { intent: 'defend' });
cont('eatk-boost', (g, f) => {
  const e = ev(g, f.n);
  if (g.boosts.length === 0 || g.result !== null) { later(g, 'eatk-damage', f.p, f.c, f.n); return; }
  const b = g.boosts.shift()!;
  flipBoost(g, b, e.p, f.n);
  later(g, 'eatk-boost', f.p, f.c, f.n);
});

/** Turns a boost card face up: its icons add to the activation, its boost ability resolves, then it is discarded. */
function flipBoost(g: Game, b: number, p: number, evi: number): void {
  const e = ev(g, evi);
  const c = g.cards[b]!;
  c.zone = 'limbo';
  e.amt += factsOf(g, b).boost ?? 0;
  const d = defOf(c.code);
  c.zone = 'ediscard'; g.ediscard.push(b);
  if (d?.boost) d.boost(g, p, b, evi);
}

cont('eatk-damage', (g, f) => {
  const e = ev(g, f.n);
  if (e.cancel || g.result !== null) { closeAttack(g, f.n); return; }
  const c = g.cards[f.c]!;
  if (c.zone !== 'villain' && c.zone !== 'minion') { closeAttack(g, f.n); return; }
  const atk = Math.max(0, stat(g, f.c, 'atk') + e.amt + (e.x.bonus ?? 0));
  e.x.total = atk;
  note(g, `${nameOf(g, f.c)} attacks P${e.p + 1} for ${atk}${e.x.defender ? ` (defended by ${nameOf(g, e.x.defender - 1)})` : ''}`);
  const def = (e.x.defender ?? 0) - 1;
  if (def >= 0 && g.cards[def]!.zone === 'identity') {
    e.x.attacked = def + 1;
    const n = Math.max(0, atk - stat(g, def, 'def'));
    if (n > 0) damage(g, def, n, f.c, f.n);
  } else if (def >= 0 && isAlly(g, def)) {
    e.x.attacked = def + 1;
    const before = remaining(g, def);
    damage(g, def, atk, f.c, f.n);
    if (e.x.overkill && atk > before) later(g, 'eatk-overkill', g.cards[def]!.ctrl, def, f.n, atk - before);
  } else {
    e.x.undefended = 1;
    const id = g.players[e.p]!.identity;
    e.x.attacked = id + 1;
    damage(g, id, atk, f.c, f.n);
  }
  later(g, 'eatk-after', f.p, f.c, f.n);
});
cont('eatk-overkill', (g, f) => {
  // the ally's tough status may have stopped it all: overkill only carries what would have exceeded its hit points,
  // and only to a controller in hero form ("to the hero ..., if able")
  const pl = g.players[f.p]!;
  if (pl.eliminated || pl.form !== 'hero') return;
  if (g.cards[f.c]!.zone !== 'play' || remaining(g, f.c) <= 0) damage(g, pl.identity, f.m, g.villain, f.n);
});
cont('eatk-after', (g, f) => {
  const e = ev(g, f.n);
  const attacked = (e.x.attacked ?? 0) - 1;
  if (attacked >= 0 && g.cards[attacked]!.zone !== 'discard' && remaining(g, attacked) > 0) {
    const r = retaliate(g, attacked);
    if (r > 0 && (g.cards[f.c]!.zone === 'villain' || g.cards[f.c]!.zone === 'minion')) damage(g, f.c, r, attacked);
  }
  if (e.x.defender) {
    const d2 = openEv(g, 'defended', g.cards[e.x.defender - 1]!.zone === 'identity' ? e.p : controllerOf(g, e.x.defender - 1), e.x.defender - 1, f.c, 0);
    ev(g, d2).x.attack = f.n;
    window(g, 'response', d2);
    later(g, 'close-ev', -1, -1, d2);
  }
  e.t = 'attacked';
  window(g, 'response', f.n);
  later(g, 'eatk-close', f.p, f.c, f.n);
});
cont('eatk-close', (g, f) => closeAttack(g, f.n));
function closeAttack(g: Game, evi: number): void {
  // boosts left (an attack that did not happen) are discarded
  for (const b of g.boosts) { g.cards[b]!.zone = 'ediscard'; g.ediscard.push(b); }
  g.boosts = [];
  g.watch = [];
  expireLasting(g, 'attack');
  closeEv(g, evi);
}

/** An enemy schemes: a confused enemy loses it instead; a villain's boost; threat on the main scheme; responses ('schemed'). */
export function enemyScheme(g: Game, enemy: number, p: number): number {
  const e = openEv(g, 'schemed', p, enemy, g.main, 0);
  ev(g, e).x.boosts = enemy === g.villain ? 1 : 0;
  later(g, 'esch-1', p, enemy, e);
  return e;
}
cont('esch-1', (g, f) => {
  const e = ev(g, f.n);
  const c = g.cards[f.c]!;
  if (g.result !== null || (c.zone !== 'villain' && c.zone !== 'minion')) { closeAttack(g, f.n); return; }
  if (c.conf) { c.conf = false; closeAttack(g, f.n); return; }
  giveBoosts(g, e.x.boosts ?? 0);
  later(g, 'esch-boost', f.p, f.c, f.n);
});
cont('esch-boost', (g, f) => {
  const e = ev(g, f.n);
  if (g.boosts.length === 0 || g.result !== null) {
    const n = Math.max(0, stat(g, f.c, 'sch') + e.amt);
    e.x.total = n;
    note(g, `${nameOf(g, f.c)} schemes for ${n}`);
    const t = placeThreat(g, g.main, n, f.c, { villainSchemes: f.c === g.villain ? 1 : 0, enemySchemes: 1 });
    later(g, 'esch-after', f.p, f.c, f.n, t);
    return;
  }
  const b = g.boosts.shift()!;
  flipBoost(g, b, e.p, f.n);
  later(g, 'esch-boost', f.p, f.c, f.n);
});
cont('esch-after', (g, f) => {
  const e = ev(g, f.n);
  if (g.result === null) window(g, 'response', f.n);
  e.x.placedBy = 1;
  later(g, 'eatk-close', f.p, f.c, f.n);
});

// ---- encounter cards ------------------------------------------------------------------------------------------

/** Reveals an encounter card for player p (RR "Reveal"): interrupts, then by type, then surge. `fromDeck`: it came
 *  from the encounter deck (some interrupts answer only those). */
export function reveal(g: Game, p: number, id: number, fromDeck = true): void {
  const e = openEv(g, 'reveal', p, id, id, 0);
  ev(g, e).x.fromDeck = fromDeck ? 1 : 0;
  window(g, 'interrupt', e);
  later(g, 'rev-2', p, id, e);
}
cont('rev-2', (g, f) => {
  const e = ev(g, f.n);
  const id = f.c;
  const c = g.cards[id]!;
  note(g, `P${f.p + 1} reveals ${cardFacts(c.code).name}${e.cancel ? ' (cancelled)' : ''}`);
  if (g.result !== null) { if (c.zone === 'limbo') { c.zone = 'ediscard'; g.ediscard.push(id); } closeEv(g, f.n); return; }
  if (e.cancel) { if (c.zone === 'limbo') { c.zone = 'ediscard'; g.ediscard.push(id); } later(g, 'rev-3', f.p, id, f.n); return; }
  const fa = cardFacts(c.code);
  const d = defOf(c.code);
  const pl = g.players[f.p]!;
  const revealed = (): void => {
    if (e.x.noWhenRevealed) return;
    d?.whenRevealed?.(g, f.p, id);
    if (pl.form === 'hero') d?.whenRevealedHero?.(g, f.p, id); else d?.whenRevealedAlter?.(g, f.p, id);
  };
  switch (fa.type) {
    case 'treachery':
      revealed();
      later(g, 'rev-discard', f.p, id);
      break;
    case 'minion':
      engage(g, id, f.p);
      revealed();
      break;
    case 'side_scheme':
      c.zone = 'side'; g.sides.push(id);
      c.threat = perPlayer(g, fa.baseThreat ?? 0, fa.baseThreatFixed);
      revealed();
      break;
    case 'attachment': {
      const hosts = d?.attach ? d.attach(g, f.p, id) : [g.villain];
      if (hosts.length === 0) { c.zone = 'ediscard'; g.ediscard.push(id); e.x.surge = 1; break; }
      ask(g, g.first, 'target', 'rev-attach', hosts.map((h) => opt('host', h)), id, f.n);
      break;
    }
    case 'environment':
      c.zone = 'env'; g.envs.push(id);
      revealed();
      break;
    case 'obligation': {
      const q = g.players.findIndex((x) => cardFacts(x.heroCode).set === fa.set);
      if (q >= 0 && g.players[q]!.eliminated) { c.zone = 'removed'; e.x.surge = 1; break; }
      const holder = q >= 0 ? q : f.p;
      e.x.holder = holder + 1; // the player resolving it reveals its surge
      if (d?.obligation) d.obligation(g, holder, id); else { c.zone = 'ediscard'; g.ediscard.push(id); }
      break;
    }
    default:
      c.zone = 'ediscard'; g.ediscard.push(id);
  }
  later(g, 'rev-3', f.p, id, f.n);
});
cont('rev-attach', (g, f, v) => {
  const c = g.cards[f.c]!;
  if (!v) { c.zone = 'ediscard'; g.ediscard.push(f.c); return; }
  c.zone = 'attach'; c.host = v.c; g.attachments.push(f.c);
  const d = defOf(c.code);
  d?.whenRevealed?.(g, f.p, f.c);
}, { intent: 'target-host' });
cont('rev-discard', (g, f) => {
  const c = g.cards[f.c]!;
  if (c.zone === 'limbo') { c.zone = 'ediscard'; g.ediscard.push(f.c); }
});
cont('rev-3', (g, f) => {
  const e = ev(g, f.n);
  const surge = (e.x.surge ?? 0) > 0 || (!e.cancel && !!kw(g, f.c).surge && !e.x.noSurge);
  const who = (e.x.holder ?? 0) > 0 ? e.x.holder! - 1 : f.p;
  closeEv(g, f.n);
  if (surge && g.result === null && !g.players[who]!.eliminated) revealTop(g, who);
});

/** Player p reveals the encounter deck's top card. */
export function revealTop(g: Game, p: number): void {
  const id = topOfEncounter(g);
  if (id < 0) return;
  g.edeck.pop();
  g.cards[id]!.zone = 'limbo';
  refillEncounter(g);
  reveal(g, p, id);
}

/** The open reveal event of a card (so its When Revealed can say "this card gains surge"). */
export function gainSurge(g: Game, id: number): void {
  for (let i = g.evs.length - 1; i >= 0; i--) {
    const e = g.evs[i];
    if (e && e.t === 'reveal' && e.tgt === id) { e.x.surge = 1; return; }
  }
}

/** A minion engages player p (toughness, quickstrike; 'entered' responses such as Hawkeye's). */
export function engage(g: Game, id: number, p: number): void {
  const c = g.cards[id]!;
  if (c.zone !== 'limbo') lift(g, id);
  c.zone = 'minion'; c.eng = p; c.ctrl = -1;
  g.players[p]!.engaged.push(id);
  const k = kw(g, id);
  if (k.toughness) c.tough = true;
  const e = openEv(g, 'entered', p, id, id, 0);
  ev(g, e).x.minion = 1;
  window(g, 'response', e);
  later(g, 'close-ev', -1, -1, e);
  if (k.quickstrike && g.players[p]!.form === 'hero') later(g, 'quickstrike', p, id);
}
cont('quickstrike', (g, f) => { if (g.cards[f.c]!.zone === 'minion' && g.players[f.p]!.form === 'hero') enemyAttack(g, f.c, f.p); });

/** Puts the top card of player p's deck into play facedown as a Drone minion engaged with them. */
export function drone(g: Game, p: number): void {
  const id = topOfDeck(g, p);
  if (id < 0) return;
  g.players[p]!.deck.pop();
  const c = g.cards[id]!;
  c.zone = 'limbo';
  c.facedown = true;
  refillDeck(g, p);
  engage(g, id, p);
}

/** A card by code from the encounter deck or its discard pile; -1 if neither holds one. */
export function findEncounter(g: Game, code: string): number {
  for (const id of [...g.edeck, ...g.ediscard]) if (g.cards[id]!.code === code) return id;
  return -1;
}

/** Takes a card out of the encounter deck or discard pile (to reveal or put into play). */
export function takeEncounter(g: Game, id: number): void { lift(g, id); g.cards[id]!.zone = 'limbo'; }

/** Discards encounter cards from the top until one matches; returns it (taken, ready to put into play) or -1. */
export function discardUntil(g: Game, pred: (id: number) => boolean): number {
  if (g.edeck.length === 0) topOfEncounter(g);
  for (;;) {
    if (g.edeck.length === 0) { topOfEncounter(g); return -1; }
    const id = g.edeck.pop()!;
    if (pred(id)) { g.cards[id]!.zone = 'limbo'; refillEncounter(g); return id; }
    g.cards[id]!.zone = 'ediscard'; g.ediscard.push(id);
  }
}

export { checkMain, mainTarget, removeThreat, toOutOfPlay };
