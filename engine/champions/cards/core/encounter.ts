// The encounter sets every scenario shares: the Standard set (01186-01190), the Expert set (01191-01193), and the
// core box's five modular sets: Bomb Scare (01109-01112), Masters of Evil (01128-01133), Under Attack
// (01151-01154), Legions of Hydra (01180-01182) and The Doomsday Chair (01183-01185). Numbers (ATK, SCH, hit
// points, boost icons, starting threat, scheme icons) come from facts.ts; what is here: the abilities.
//
// "Hero" on an encounter card ("each hero", "your hero", "the hero it is engaged with", "heroes and allies") follows
// RR v1.1, FORM, CHANGE FORM: while a player is in alter-ego form, abilities that interact with their hero do not
// interact with their identity, so such an ability does nothing to that player (no damage, no stun, no attack).
// "You", "take damage", "friendly character" and "identity" mean the identity in either form (RR, YOU).

import { card, type Action, type ResType, type Trigger } from '../../defs.js';
import { ask, cont, later, opt } from '../../flow.js';
import {
  allies, discardUntil, enemyAttack, enemyScheme, engage, findEncounter, gainSurge, MUST_DEFEND_WITH_ALLY, reveal, revealTop,
  takeEncounter,
} from '../../round.js';
import {
  baseStat, confuse, damage, dealEncounter, discard, discardRandom, exhaust, hasTrait, heal, isEnemy, NO_DAMAGE, placeThreat,
  playerOrder, shuffleEncounter, toughen, typeOf,
} from '../../rules.js';
import type { Game, Opt } from '../../state.js';
import { extraThreat, heroes, isHero, minions, you } from '../kit.js';
import { openCarrier, takeCarrier } from './scenarios.js';

// ---- shared pieces ----------------------------------------------------------------------------------------------

/** Players in hero form (the "heroes" of "each hero"), in player order. */
/**
 * The "deal n damage to your hero" option of a choice, as a list to spread into the options: none in alter-ego form,
 * where it would deal nothing (RR Choose: a player must pick an option that could change the game, if able), so
 * the other option is taken. Resolve it with `damageHero`.
 */
function heroDamageOpt(g: Game, p: number, n: number): Opt[] { return isHero(g, p) ? [opt('damage', you(g, p), n)] : []; }
/** "Deal n damage to your hero": nothing while player p is in alter-ego form. */
function damageHero(g: Game, p: number, n: number, src: number): void { if (isHero(g, p)) damage(g, you(g, p), n, src); }

/** The characters player p controls: their identity and their allies. */
function charactersOf(g: Game, p: number): number[] { return [you(g, p), ...allies(g, p)]; }

/** Minions in play (engaged with any player), in player order. */
function minionInPlay(g: Game, code: string): boolean { return minions(g).some((m) => g.cards[m]!.code === code); }
function sidesOf(g: Game, code: string): number[] { return g.sides.filter((s) => g.cards[s]!.code === code); }

/**
 * Brings a minion (by code) into play engaged with player p unless one is already in play: taken from the
 * encounter deck or its discard pile, the deck shuffled afterwards.
 */
function fetchMinion(g: Game, p: number, code: string): void {
  if (minionInPlay(g, code)) return;
  const id = findEncounter(g, code);
  if (id >= 0) { takeEncounter(g, id); engage(g, id, p); }
  shuffleEncounter(g);
}

/** A Hero Action any hero may use: exhaust their hero and spend the given resources to discard the attachment. */
function breakFree(types: ResType[]): Action {
  return {
    form: 'hero', anyPlayer: true, cost: { n: 0, types }, intent: 'discard-attachment',
    can: (g, _self, p) => !g.cards[you(g, p)]!.exh,
    run: (g, self, p) => { exhaust(g, you(g, p)); discard(g, self); },
  };
}

function onHost(g: Game, self: number): number { return g.cards[self]!.zone === 'attach' ? g.cards[self]!.host : -1; }

/** Minions with the highest printed hit points among `ids` (ties: the first player chooses among them). */
function highestPrinted(g: Game, ids: number[]): number[] {
  let best = -1;
  for (const m of ids) best = Math.max(best, baseStat(g, m, 'hp'));
  return ids.filter((m) => baseStat(g, m, 'hp') === best);
}

function isMoEMinion(g: Game, id: number): boolean { return typeOf(g, id) === 'minion' && hasTrait(g, id, 'Masters of Evil'); }

// ---- Standard -------------------------------------------------------------------------------------------------------

card({
  code: '01186', summary: 'Advance: the villain schemes.',
  whenRevealed: (g, p) => { enemyScheme(g, g.villain, p); },
});

card({
  code: '01187', summary: 'Assault: an alter-ego gets surge; a hero is attacked by the villain.',
  whenRevealedAlter: (g, _p, self) => gainSurge(g, self),
  whenRevealedHero: (g, p) => { enemyAttack(g, g.villain, p); },
});

card({
  code: '01188', summary: 'Caught Off Guard: you lose one of your upgrades or supports (surge if you have none).',
  whenRevealed: (g, p, self) => {
    const o = g.players[p]!.play.filter((id) => { const t = typeOf(g, id); return t === 'upgrade' || t === 'support'; });
    if (o.length === 0) { gainSurge(g, self); return; }
    // a target among several eligible cards: the first player selects it
    ask(g, g.first, 'target', '01188-discard', o.map((id) => opt('card', id)), self);
  },
});
cont('01188-discard', (g, _f, v) => { if (v) discard(g, v.c); }, { intent: 'discard', prefer: 'bad' });

card({
  code: '01189', summary: 'Gang-Up: an alter-ego gets surge; a hero is attacked by the villain, then by each minion engaged with them.',
  whenRevealedAlter: (g, _p, self) => gainSurge(g, self),
  whenRevealedHero: (g, p) => {
    enemyAttack(g, g.villain, p);
    for (const m of [...g.players[p]!.engaged]) enemyAttack(g, m, p);
  },
});

card({
  code: '01190', summary: 'Shadow of the Past: your nemesis minion engages you and your nemesis side scheme enters play; the rest of the set joins the encounter deck; surge if no nemesis minion came.',
  whenRevealed: (g, p, self) => {
    const pl = g.players[p]!;
    const minion = pl.nemesis.find((id) => typeOf(g, id) === 'minion') ?? -1;
    const scheme = pl.nemesis.find((id) => typeOf(g, id) === 'side_scheme') ?? -1;
    for (const id of [minion, scheme]) {
      if (id < 0) continue;
      pl.nemesis.splice(pl.nemesis.indexOf(id), 1);
      const c = g.cards[id]!;
      c.zone = 'limbo'; c.ctrl = -1;
      reveal(g, p, id, false); // from the set-aside nemesis cards, not the encounter deck
    }
    later(g, '01190-rest', p, self, minion);
  },
});
cont('01190-rest', (g, f) => {
  const pl = g.players[f.p]!;
  if (pl.nemesis.length > 0) {
    for (const id of pl.nemesis) { const c = g.cards[id]!; c.zone = 'edeck'; c.ctrl = -1; g.edeck.push(id); }
    pl.nemesis = [];
    shuffleEncounter(g);
  }
  if (f.n < 0 || g.cards[f.n]!.zone !== 'minion') gainSurge(g, f.c);
});

// ---- Expert ---------------------------------------------------------------------------------------------------------

card({
  code: '01191', summary: 'Exhaustion: surge; your identity is exhausted.',
  kw: { surge: true },
  whenRevealed: (g, p) => exhaust(g, you(g, p)),
});

card({
  code: '01192', summary: 'Masterplan: 4 threat on each side scheme; with none in play, mill the encounter deck to a side scheme and reveal it.',
  whenRevealed: (g, p, self) => {
    if (g.sides.length > 0) { for (const s of [...g.sides]) placeThreat(g, s, 4, self); return; }
    const s = discardUntil(g, (id) => typeOf(g, id) === 'side_scheme');
    if (s >= 0) reveal(g, p, s, false); // revealed once discarded: not from the encounter deck
  },
});

card({
  code: '01193', summary: 'Under Fire: surge; reveal the top encounter card as well.',
  kw: { surge: true },
  whenRevealed: (g, p) => revealTop(g, p),
});

// ---- Bomb Scare -----------------------------------------------------------------------------------------------------

card({
  code: '01109', summary: 'Bomb Scare: enters with 1 more threat per player (acceleration icon).',
  whenRevealed: (g, _p, self) => extraThreat(g, self),
});

card({
  code: '01110', summary: 'Hydra Bomber: when revealed, you choose to take 2 damage (in either form) or 1 threat on the main scheme.',
  whenRevealed: (g, p, self) => {
    ask(g, p, 'choice', '01110-choice', [opt('damage', you(g, p), 2), opt('threat', g.main, 1)], self);
  },
});
cont('01110-choice', (g, f, v) => {
  if (v?.t === 'damage') damage(g, you(g, f.p), 2, f.c); else placeThreat(g, g.main, 1, f.c);
}, { intent: 'choose-penalty' });

card({
  code: '01111', summary: 'Explosion: with Bomb Scare in play, its threat in damage is split among heroes (not alter-egos) and allies; otherwise surge.',
  whenRevealed: (g, _p, self) => {
    const bomb = sidesOf(g, '01109');
    if (bomb.length === 0) { gainSurge(g, self); return; }
    const x = g.cards[bomb[0]!]!.threat;
    // "heroes and allies": an identity in alter-ego form is not eligible; every ally is
    const ids = playerOrder(g).flatMap((q) => (isHero(g, q) ? charactersOf(g, q) : allies(g, q)));
    if (x > 0) assignDamage(g, self, x, ids.map((id) => opt('character', id, 0)));
  },
});
/** The first player assigns the damage one point at a time; each option's x counts the points it holds so far. */
function assignDamage(g: Game, self: number, left: number, o: Opt[]): void {
  ask(g, g.first, 'target', '01111-assign', o, self, left);
}
cont('01111-assign', (g, f, v) => {
  if (!v) return;
  const o = f.l!.map((x) => (x.c === v.c ? opt(x.t, x.c, x.x + 1) : opt(x.t, x.c, x.x)));
  if (f.n > 1) { assignDamage(g, f.c, f.n - 1, o); return; }
  // every point assigned: the damage is dealt at once, one event per character
  for (const x of o) if (x.x > 0) damage(g, x.c, x.x, f.c);
}, { intent: 'assign-damage', prefer: 'bad' });

card({
  code: '01112', summary: 'False Alarm: you are confused; if you already were, surge.',
  whenRevealed: (g, p, self) => {
    const me = you(g, p);
    if (g.cards[me]!.conf) gainSurge(g, self);
    confuse(g, me);
  },
});

// ---- Masters of Evil ------------------------------------------------------------------------------------------------

card({
  code: '01128', summary: 'The Masters of Evil: mill the encounter deck to a Masters of Evil minion; it engages the first player.',
  whenRevealed: (g) => {
    const m = discardUntil(g, (id) => isMoEMinion(g, id));
    if (m >= 0) engage(g, m, g.first);
  },
});

card({
  code: '01129', summary: 'Radioactive Man: after he attacks you, you discard a random card; boost: you discard a random card.',
  triggers: [{
    when: 'response', forced: true, on: 'attacked', intent: 'discard-random',
    can: (g, e, self) => e.src === self && !g.players[e.p]!.eliminated,
    run: (g, e) => { discardRandom(g, e.p); },
  }],
  boost: (g, p) => { discardRandom(g, p); },
});

card({
  code: '01130', summary: 'Whirlwind: his attack on you is also made on each other player in hero form; boost: 1 damage to each hero (not alter-egos).',
  triggers: [{
    when: 'interrupt', forced: true, on: 'attack', intent: 'attack-all',
    can: (_g, e, self) => e.src === self && !e.x['01130'],
    run: (g, e, self) => { for (const q of heroes(g)) if (q !== e.p) enemyAttack(g, self, q, { '01130': 1 }); },
  }],
  boost: (g, _p, self) => { for (const q of heroes(g)) damage(g, you(g, q), 1, self); },
});

card({
  code: '01131', summary: 'Tiger Shark: after he attacks, he gets a tough status; boost: the villain gets a tough status.',
  triggers: [{
    when: 'response', forced: true, on: 'attacked', intent: 'tough',
    can: (_g, e, self) => e.src === self,
    run: (g, _e, self) => toughen(g, self),
  }],
  boost: (g) => toughen(g, g.villain),
});

card({
  code: '01132', summary: 'Melter: his attacks must be defended by an ally of the engaged player if able; boost: your allies exhaust.',
  boost: (g, p) => { for (const a of allies(g, p)) exhaust(g, a); },
});
MUST_DEFEND_WITH_ALLY.add('01132');

card({
  code: '01133', summary: 'Masters of Mayhem: each Masters of Evil minion engaged with a player in hero form attacks them; if none attacked, one is fetched to engage you.',
  whenRevealed: (g, p, self) => {
    // the attacks made are counted after they happen (a stunned minion, or one whose attack Webbed Up replaces, makes none)
    const h = openCarrier(g, p, self);
    for (const q of playerOrder(g)) {
      for (const m of g.players[q]!.engaged) if (isMoEMinion(g, m)) later(g, '01133-attack', q, m, h);
    }
    later(g, '01133-after', p, self, h);
  },
});
cont('01133-attack', (g, f) => {
  const m = g.cards[f.c]!;
  if (g.result !== null || m.zone !== 'minion' || g.players[m.eng]!.eliminated) return;
  // "the hero it is engaged with": a minion engaged with a player in alter-ego form makes no attack (its stun stays)
  if (!isHero(g, m.eng)) return;
  enemyAttack(g, f.c, m.eng, { rider: f.n + 1 });
});
cont('01133-after', (g, f) => {
  const made = takeCarrier(g, f.n).made ?? 0;
  if (made > 0 || g.result !== null || g.players[f.p]!.eliminated) return;
  const found = [...g.edeck, ...g.ediscard].filter((id) => isMoEMinion(g, id));
  ask(g, f.p, 'target', '01133-fetch', found.map((id) => opt('card', id)), f.c);
});
cont('01133-fetch', (g, f, v) => {
  if (v) { takeEncounter(g, v.c); engage(g, v.c, f.p); }
  shuffleEncounter(g);
}, { intent: 'fetch-minion', prefer: 'bad' });

// ---- Under Attack ---------------------------------------------------------------------------------------------------

card({
  code: '01151', summary: 'Under Attack: each player chooses 2 threat here or 3 damage to their hero (an alter-ego takes the threat).',
  whenRevealed: (g, _p, self) => { for (const q of playerOrder(g)) later(g, '01151-ask', q, self); },
});
cont('01151-ask', (g, f) => {
  if (g.result !== null || g.players[f.p]!.eliminated) return;
  const o = heroDamageOpt(g, f.p, 3);
  if (g.cards[f.c]!.zone === 'side') o.unshift(opt('threat', f.c, 2));
  ask(g, f.p, 'choice', '01151-choice', o, f.c);
});
cont('01151-choice', (g, f, v) => {
  if (v?.t === 'threat') placeThreat(g, f.c, 2, f.c); else damageHero(g, f.p, 3, f.c);
}, { intent: 'choose-penalty' });

card({
  code: '01152', summary: 'Vibranium Armor: on the villain; each time the villain takes damage it gets a tough status; a hero may exhaust and pay 2 physical to discard it.',
  attach: (g) => [g.villain],
  triggers: [{
    when: 'response', forced: true, on: 'damage', intent: 'tough',
    can: (g, e, self) => e.tgt === onHost(g, self) && e.tgt === g.villain && (e.x.dealt ?? 0) > 0,
    run: (g, e) => toughen(g, e.tgt),
  }],
  actions: [breakFree(['physical', 'physical'])],
});

card({
  code: '01153', summary: 'Concussion Blasters: on the villain; it has retaliate 1; a hero may exhaust and pay 2 energy to discard it.',
  attach: (g) => [g.villain],
  mods: [(g, self, tgt, s) => (s === 'retaliate' && tgt === onHost(g, self) ? 1 : 0)],
  actions: [breakFree(['energy', 'energy'])],
});

card({
  code: '01154', summary: 'Concussive Blast: 1 damage to each friendly character; as a boost, 1 damage to each of your characters.',
  whenRevealed: (g, _p, self) => { for (const q of playerOrder(g)) for (const id of charactersOf(g, q)) damage(g, id, 1, self); },
  boost: (g, p, self) => { for (const id of charactersOf(g, p)) damage(g, id, 1, self); },
});

// ---- Legions of Hydra -----------------------------------------------------------------------------------------------

card({
  code: '01180', summary: 'Legions of Hydra: fetches Madame Hydra to engage you if she is not in play; 2 more threat here per Hydra enemy.',
  whenRevealed: (g, p, self) => {
    fetchMinion(g, p, '01181');
    const hydra = [g.villain, ...minions(g)].filter((id) => isEnemy(g, id) && hasTrait(g, id, 'Hydra')).length;
    if (hydra > 0) placeThreat(g, self, 2 * hydra, self);
  },
});

card({
  code: '01181', summary: 'Madame Hydra: takes no damage while Legions of Hydra is in play; after she schemes or attacks, 2 threat on Legions of Hydra.',
  triggers: ['attacked', 'schemed'].map((on): Trigger => ({
    when: 'response', forced: true, on, intent: 'threat',
    can: (g, e, self) => e.src === self && sidesOf(g, '01180').length > 0,
    run: (g, _e, self) => ask(g, g.first, 'target', '01181-scheme', sidesOf(g, '01180').map((s) => opt('scheme', s)), self),
  })),
});
cont('01181-scheme', (g, f, v) => { if (v) placeThreat(g, v.c, 2, f.c); }, { intent: 'place-threat' });
NO_DAMAGE.set('01181', (g) => sidesOf(g, '01180').length > 0);

card({
  code: '01182', summary: 'Hydra Soldier: guard; when defeated, its engaged player is dealt an encounter card.',
  kw: { guard: true },
  whenDefeated: (g, p) => { if (p >= 0 && !g.players[p]!.eliminated) dealEncounter(g, p); },
});

// ---- The Doomsday Chair ---------------------------------------------------------------------------------------------

card({
  code: '01183', summary: 'The Doomsday Chair: fetches M.O.D.O.K. to engage you if he is not in play.',
  whenRevealed: (g, p) => fetchMinion(g, p, '01184'),
});

card({ code: '01184', summary: 'M.O.D.O.K.: retaliate 2.', kw: { retaliate: 2 } });

card({
  code: '01185', summary: 'Biomechanical Upgrades: surge; on the sturdiest minion without one; the first time it would be defeated it heals fully instead, and this is discarded.',
  kw: { surge: true },
  attach: (g) => highestPrinted(g, minions(g).filter((m) => !g.attachments.some((a) => g.cards[a]!.code === '01185' && g.cards[a]!.host === m))),
  triggers: [{
    when: 'interrupt', forced: true, on: 'defeated', intent: 'survive',
    can: (g, e, self) => e.tgt === onHost(g, self) && !e.cancel,
    run: (g, e, self) => {
      e.cancel = true;
      heal(g, e.tgt, g.cards[e.tgt]!.dmg);
      discard(g, self);
    },
  }],
});

export { charactersOf, damageHero, heroDamageOpt, heroes, highestPrinted, minionInPlay, minions, sidesOf };
