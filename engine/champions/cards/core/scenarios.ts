// The three core scenarios' own encounter sets: Rhino (01094-01108), Klaw (01113-01127) and Ultron (01134-01150).
// Numbers (ATK, SCH, hit points, boost icons, threat, scheme icons) come from facts.ts; the engine deals boosts,
// adds attachments' printed ATK / SCH, places side schemes' starting threat, applies the scheme icons, advances the
// main scheme and the villain, and gives facedown Drones their base values. What is here: the abilities.

import { card, type Action, type ResType, type Trigger } from '../../defs.js';
import { ask, closeEv, cont, ev, later, openEv, opt } from '../../flow.js';
import {
  allies, discardUntil, drone, enemyAttack, enemyScheme, engage, findEncounter, gainSurge, reveal, takeEncounter,
} from '../../round.js';
import {
  canAfford, damage, discard, discardRandom, exhaust, hasTrait, heal, isMinion, millN, NO_DAMAGE, NO_REMOVAL, openPay,
  placeThreat, playerOrder, shuffleEncounter, stun, toughen, typeOf,
} from '../../rules.js';
import type { Ev, Game } from '../../state.js';
import { extraThreat, heroes, isHero, you } from '../kit.js';

// ---- shared pieces ----------------------------------------------------------------------------------------------

/** Drone minions (facedown Drones and Advanced Ultron Drones) engaged with player p, or with anyone. */
function dronesOf(g: Game, p: number): number[] { return g.players[p]!.engaged.filter((m) => hasTrait(g, m, 'Drone')); }
function dronesInPlay(g: Game): number[] { return playerOrder(g).flatMap((p) => dronesOf(g, p)); }

/** Fetches a card by code from the encounter deck or its discard pile and reveals it for p; the deck is shuffled after. */
function searchAndReveal(g: Game, p: number, code: string, shuffleKey: string): void {
  const id = findEncounter(g, code);
  if (id >= 0) { const fromDeck = g.cards[id]!.zone === 'edeck'; takeEncounter(g, id); reveal(g, p, id, fromDeck); }
  later(g, shuffleKey, p);
}
for (const code of ['01095', '01114', '01136', '01116a']) cont(`${code}-shuffle`, (g) => shuffleEncounter(g));

/** A new facedown Drone for every player, in player order. */
function dronePerPlayer(g: Game): void { for (const p of playerOrder(g)) drone(g, p); }

/** A Hero Action any hero may use to discard an attachment by spending the given resources. */
function discardAction(types: ResType[]): Action {
  return { form: 'hero', anyPlayer: true, cost: { n: 0, types }, intent: 'discard-attachment', can: () => true, run: (g, self) => discard(g, self) };
}

/** An attachment of the villain that is still on him. */
function onVillain(g: Game, self: number): boolean { return g.cards[self]!.zone === 'attach' && g.cards[self]!.host === g.villain; }

// Follow-ups. Some encounter cards make an enemy attack or scheme and then act on its outcome (damage dealt, threat
// placed, whether any attack happened at all). The engine closes an activation's event when it ends, so such a card
// opens a carrier event, flags the activation with it (x.rider = carrier + 1), and defers its follow-up after the
// activation; the villain, always in play, copies the activation's outcome into the carrier with forced responses
// (RELAY, on every villain stage of the core scenarios: Rhino, Klaw, Ultron). The relay watches every flagged
// activation, a minion's as well as the villain's, so the nemesis and modular sets use it too (Titania's Fury, Masters
// of Mayhem). An attack that is not made (a stunned enemy, an attack replaced by Webbed Up, an attacker gone) never
// reaches its responses, so it is not counted. The follow-up reads the carrier and closes it.

/** Opens a carrier for card `self`; flag each activation it follows with `{ rider: h + 1 }`. */
function openCarrier(g: Game, p: number, self: number): number { return openEv(g, 'rider', p, self, -1, 0); }
function riderAttack(g: Game, enemies: number[], p: number, self: number, after: string): void {
  const h = openCarrier(g, p, self);
  for (const m of enemies) enemyAttack(g, m, p, { rider: h + 1 });
  later(g, after, p, self, h);
}
function riderScheme(g: Game, enemy: number, p: number, self: number, after: string): void {
  const h = openCarrier(g, p, self);
  const s = enemyScheme(g, enemy, p);
  ev(g, s).x.rider = h + 1;
  later(g, after, p, self, h);
}
/** The carrier's outcome (made: attacks made; dealt: damage dealt; damaged: last character damaged, id + 1; placed: threat placed), closed. */
function takeCarrier(g: Game, h: number): Record<string, number> {
  const x = { ...ev(g, h).x };
  closeEv(g, h);
  return x;
}
function carrierOf(g: Game, e: Ev): Ev | null {
  const r = (e.x.rider ?? 0) - 1;
  const c = r >= 0 ? g.evs[r] : null;
  return c && c.t === 'rider' ? c : null;
}
/** The open scheme activation (with a carrier) that a threat event belongs to, if any. */
function schemeOfThreat(g: Game, e: Ev): Ev | null {
  if (!e.x.enemySchemes) return null;
  for (let i = g.evs.length - 1; i >= 0; i--) {
    const s = g.evs[i];
    if (s && s.t === 'schemed' && s.src === e.src && !s.x.placedBy && carrierOf(g, s)) return s;
  }
  return null;
}

const RELAY: Trigger[] = [
  {
    when: 'response', forced: true, on: 'attacked', intent: 'relay',
    can: (g, e) => carrierOf(g, e) !== null,
    run: (g, e) => {
      const r = carrierOf(g, e)!;
      r.x.made = (r.x.made ?? 0) + 1;
      r.x.dealt = (r.x.dealt ?? 0) + (e.x.dealt ?? 0);
      if (e.x.damaged) r.x.damaged = e.x.damaged;
    },
  },
  {
    when: 'response', forced: true, on: 'threat', intent: 'relay',
    can: (g, e) => schemeOfThreat(g, e) !== null,
    run: (g, e) => { const r = carrierOf(g, schemeOfThreat(g, e)!)!; r.x.placed = (r.x.placed ?? 0) + (e.x.placed ?? 0); },
  },
  {
    // Sonic Boom's boost marks the activation with its player: damage that activation deals to that player's identity exhausts it
    when: 'response', forced: true, on: 'damage', intent: 'relay',
    can: (g, e) => {
      const a = e.x.attack ?? -1;
      const act = a >= 0 ? g.evs[a] : null;
      return !!act && (act.x['01123'] ?? 0) > 0 && e.tgt === you(g, act.x['01123']! - 1);
    },
    run: (g, e) => exhaust(g, e.tgt),
  },
];

// ---- Rhino ---------------------------------------------------------------------------------------------------------

card({ code: '01094', summary: 'Rhino (I): no ability of his own.', triggers: [...RELAY] });

card({
  code: '01095', summary: 'Rhino (II): when revealed, fetches Breakin\' & Takin\' from the encounter deck or discard pile and reveals it.',
  triggers: [...RELAY],
  whenRevealed: (g, p) => searchAndReveal(g, p, '01107', '01095-shuffle'),
});

card({
  code: '01096', summary: 'Rhino (III): toughness; when revealed, every hero is stunned.', kw: { toughness: true },
  triggers: [...RELAY],
  whenRevealed: (g) => { for (const p of heroes(g)) stun(g, you(g, p)); },
});

card({ code: '01097a', summary: 'The Break-In! (1A): setup only advances to stage 1B.' });
card({ code: '01097b', summary: 'The Break-In! (1B): the last stage; completing it loses the game.' });

card({
  code: '01098', summary: 'Armored Rhino Suit: damage that would hit Rhino lands on the suit instead; the suit breaks at 5 damage.',
  attach: (g) => [g.villain],
  triggers: [{
    when: 'interrupt', forced: true, on: 'damage', intent: 'absorb-damage',
    can: (g, e, self) => onVillain(g, self) && e.tgt === g.villain && e.amt > 0 && !e.cancel,
    run: (g, e, self) => {
      const c = g.cards[self]!;
      c.dmg += e.amt;
      e.amt = 0; e.cancel = true;
      if (c.dmg >= 5) discard(g, self);
    },
  }],
});

card({
  code: '01099', summary: 'Charge: Rhino\'s next attack gains overkill (and the +3 ATK), then Charge is discarded.',
  attach: (g) => [g.villain],
  triggers: [
    {
      when: 'interrupt', forced: true, on: 'attack', intent: 'overkill',
      can: (g, e, self) => onVillain(g, self) && e.src === g.villain,
      run: (_g, e, self) => { e.x.overkill = 1; e.x['01099_' + self] = 1; },
    },
    {
      when: 'response', forced: true, on: 'attacked', intent: 'discard-self',
      can: (g, e, self) => g.cards[self]!.zone === 'attach' && e.x['01099_' + self] === 1,
      run: (g, _e, self) => discard(g, self),
    },
  ],
});

card({
  code: '01100', summary: 'Enhanced Ivory Horn: Rhino +1 ATK; a hero may spend three physical resources to discard it.',
  attach: (g) => [g.villain],
  actions: [discardAction(['physical', 'physical', 'physical'])],
});

card({ code: '01101', summary: 'Hydra Mercenary: guard.', kw: { guard: true } });
card({ code: '01102', summary: 'Sandman: toughness.', kw: { toughness: true } });

card({
  code: '01103', summary: 'Shocker: when revealed, 1 damage to every hero.',
  whenRevealed: (g, _p, self) => { for (const p of heroes(g)) damage(g, you(g, p), 1, self); },
});

card({
  code: '01104', summary: 'Hard to Keep Down: Rhino heals 4; if he healed nothing, surge.',
  whenRevealed: (g, _p, self) => { if (heal(g, g.villain, 4) === 0) gainSurge(g, self); },
});

card({
  code: '01105', summary: '"I\'m Tough": Rhino gets a tough status; if he already had one, surge.',
  whenRevealed: (g, _p, self) => { if (g.cards[g.villain]!.tough) gainSurge(g, self); else toughen(g, g.villain); },
});

card({
  code: '01106', summary: 'Stampede: an alter-ego gets surge; a hero is attacked by Rhino and a character it damages is stunned.',
  whenRevealedAlter: (g, _p, self) => gainSurge(g, self),
  whenRevealedHero: (g, p, self) => riderAttack(g, [g.villain], p, self, '01106-after'),
});
cont('01106-after', (g, f) => {
  const r = takeCarrier(g, f.n);
  if (g.result === null && (r.damaged ?? 0) > 0) stun(g, r.damaged! - 1);
});

card({
  code: '01107', summary: 'Breakin\' & Takin\': enters with 1 more threat per player (hazard icon).',
  whenRevealed: (g, _p, self) => extraThreat(g, self),
});

card({ code: '01108', summary: 'Crowd Control: a crisis side scheme, nothing more.' });

// ---- Klaw ----------------------------------------------------------------------------------------------------------

/** Klaw's star: each of his attacks gets one more boost card. */
const KLAW_BOOST: Trigger = {
  when: 'interrupt', forced: true, on: 'attack', intent: 'extra-boost',
  can: (_g, e, self) => e.src === self,
  run: (_g, e) => { e.x.boosts = (e.x.boosts ?? 0) + 1; },
};

card({ code: '01113', summary: 'Klaw (I): each attack of his gets an extra boost card.', triggers: [KLAW_BOOST, ...RELAY] });

card({
  code: '01114', summary: 'Klaw (II): extra boost card on attacks; when revealed, fetches The "Immortal" Klaw and reveals it.',
  triggers: [KLAW_BOOST, ...RELAY],
  whenRevealed: (g, p) => searchAndReveal(g, p, '01127', '01114-shuffle'),
});

card({ code: '01115', summary: 'Klaw (III): toughness; extra boost card on attacks.', kw: { toughness: true }, triggers: [KLAW_BOOST, ...RELAY] });

/** Mills the encounter deck down to its first minion, which engages the first player. */
function minionForFirst(g: Game): void {
  const m = discardUntil(g, (id) => typeOf(g, id) === 'minion');
  if (m >= 0) engage(g, m, g.first);
}

card({
  code: '01116a', summary: 'Underground Distribution (1A): setup fetches Defense Network and reveals it.',
  setup: (g) => searchAndReveal(g, g.first, '01125', '01116a-shuffle'),
});
card({
  code: '01116b', summary: 'Underground Distribution (1B): when revealed, mills the encounter deck to a minion that engages the first player.',
  whenRevealed: (g) => minionForFirst(g),
});
card({
  code: '01117a', summary: 'Secret Rendezvous (2A): when revealed, mills the encounter deck to a minion that engages the first player.',
  whenRevealed: (g) => minionForFirst(g),
});
card({ code: '01117b', summary: 'Secret Rendezvous (2B): the last stage; completing it loses the game.' });

card({
  code: '01118', summary: 'Sonic Converter: Klaw +1 ATK; characters his attacks damage are stunned; discard for energy, mental and physical.',
  attach: (g) => [g.villain],
  triggers: [{
    when: 'response', forced: true, on: 'damage', intent: 'stun',
    can: (g, e, self) => {
      const a = e.x.attack ?? -1;
      const act = a >= 0 ? g.evs[a] : null;
      return onVillain(g, self) && !!act && act.t === 'attack' && act.src === g.villain;
    },
    run: (g, e) => stun(g, e.tgt),
  }],
  actions: [discardAction(['energy', 'mental', 'physical'])],
});

card({
  code: '01119', summary: 'Solid-Sound Body: Klaw has retaliate 1; discard for energy, mental and physical.',
  attach: (g) => [g.villain],
  mods: [(g, self, tgt, s) => (s === 'retaliate' && onVillain(g, self) && tgt === g.villain ? 1 : 0)],
  actions: [discardAction(['energy', 'mental', 'physical'])],
});

card({ code: '01120', summary: 'Armored Guard: guard, toughness.', kw: { guard: true, toughness: true } });

card({
  code: '01121', summary: 'Weapons Runner: surge; as a boost, it engages the player instead of being discarded.',
  kw: { surge: true },
  boost: (g, p, self) => { if (!g.players[p]!.eliminated) engage(g, self, p); },
});

card({
  code: '01122', summary: 'Klaw\'s Vengeance: an alter-ego discards a random card; a hero is attacked by Klaw, +1 threat if it dealt damage.',
  whenRevealedAlter: (g, p) => { discardRandom(g, p); },
  whenRevealedHero: (g, p, self) => riderAttack(g, [g.villain], p, self, '01122-after'),
});
cont('01122-after', (g, f) => {
  const r = takeCarrier(g, f.n);
  if (g.result === null && (r.dealt ?? 0) > 0) placeThreat(g, g.main, 1, f.c);
});

const EMP: ResType[] = ['energy', 'mental', 'physical'];
card({
  code: '01123', summary: 'Sonic Boom: pay energy, mental and physical or exhaust all your characters; boost: damage to you exhausts your hero.',
  whenRevealed: (g, p, self) => {
    const o = [opt('exhaust')];
    if (canAfford(g, p, { n: 0, types: EMP }, -1)) o.unshift(opt('spend'));
    ask(g, p, 'choice', '01123-choice', o, self);
  },
  boost: (g, p, _self, evi) => { ev(g, evi).x['01123'] = p + 1; },
});
function exhaustAll(g: Game, p: number): void { for (const id of [you(g, p), ...allies(g, p)]) exhaust(g, id); }
cont('01123-choice', (g, f, v) => {
  if (v?.t !== 'spend') { exhaustAll(g, f.p); return; }
  const pe = openPay(g, f.p, { n: 0, types: EMP }, -1);
  later(g, 'pay-step', f.p, -1, pe);
  later(g, '01123-paid', f.p, f.c, pe);
}, { intent: 'choose-penalty' });
cont('01123-paid', (g, f) => {
  const failed = ev(g, f.n).x.failed;
  closeEv(g, f.n);
  if (failed) exhaustAll(g, f.p); // a payment that could not be completed: the other branch
});

card({
  code: '01124', summary: 'Sound Manipulation: alter-ego: Klaw heals 4, surge if nothing healed; hero: 2 damage to you and Klaw recovers 2.',
  whenRevealedAlter: (g, _p, self) => { if (heal(g, g.villain, 4) === 0) gainSurge(g, self); },
  whenRevealedHero: (g, p, self) => { damage(g, you(g, p), 2, self); later(g, '01124-heal', p, self); },
});
cont('01124-heal', (g) => { heal(g, g.villain, 2); });

card({
  code: '01125', summary: 'Defense Network: enters with 1 more threat per player (crisis icon).',
  whenRevealed: (g, _p, self) => extraThreat(g, self),
});

card({
  code: '01126', summary: 'Illegal Arms Factory: enters with 1 more threat per player (hazard icon).',
  whenRevealed: (g, _p, self) => extraThreat(g, self),
});

card({
  code: '01127', summary: 'The "Immortal" Klaw: Klaw has 10 more hit points while it is in play.',
  mods: [(g, self, tgt, s) => (s === 'hp' && tgt === g.villain && g.cards[self]!.zone === 'side' ? 10 : 0)],
  // losing the hit points may leave Klaw with none remaining: check his defeat once the scheme has left play
  whenDefeated: (g) => later(g, 'defeat', -1, g.villain, -1),
});

// ---- Ultron --------------------------------------------------------------------------------------------------------

card({
  code: '01134', summary: 'Ultron (I): once he has attacked you, you pick: the main scheme takes 1 threat, or you take a new Drone.',
  triggers: [{
    when: 'response', forced: true, on: 'attacked', intent: 'drone-or-threat',
    can: (g, e, self) => e.src === self && !g.players[e.p]!.eliminated,
    run: (g, e, self) => ask(g, e.p, 'choice', '01134-choice', [opt('threat'), opt('drone')], self),
  }, ...RELAY],
});
cont('01134-choice', (g, f, v) => {
  if (v?.t === 'threat') placeThreat(g, g.main, 1, f.c); else drone(g, f.p);
}, { intent: 'choose-penalty' });

card({
  code: '01135', summary: 'Ultron (II): when he attacks you, you get a new Drone and he has +1 ATK per Drone engaged with you for the attack.',
  triggers: [{
    when: 'interrupt', forced: true, on: 'attack', intent: 'drone',
    can: (_g, e, self) => e.src === self,
    run: (g, e) => { e.x['01135'] = e.p + 1; drone(g, e.p); },
  }, ...RELAY],
  // counted while the attack is under way (until it deals its damage): a Drone gained meanwhile counts too
  mods: [(g, self, tgt, s) => {
    if (s !== 'atk' || tgt !== self) return 0;
    let n = 0;
    for (const e of g.evs) if (e && e.t === 'attack' && e.src === self && e.x['01135']) n += dronesOf(g, e.x['01135'] - 1).length;
    return n;
  }],
});

card({
  code: '01136', summary: 'Ultron (III): Drones +1 ATK and +1 HP; no damage to him while a Drone is in play; fetches Ultron\'s Imperative.',
  mods: [(g, self, tgt, s) => ((s === 'atk' || s === 'hp') && self === g.villain && isMinion(g, tgt) && hasTrait(g, tgt, 'Drone') ? 1 : 0)],
  triggers: [...RELAY],
  whenRevealed: (g, p) => searchAndReveal(g, p, '01150', '01136-shuffle'),
});
NO_DAMAGE.set('01136', (g) => dronesInPlay(g).length > 0);

card({
  code: '01137a', summary: 'The Crimson Cowl (1A): setup starts the game with the Ultron Drones environment on the table.',
  setup: (g) => {
    const id = findEncounter(g, '01140');
    if (id >= 0) {
      takeEncounter(g, id);
      g.cards[id]!.zone = 'env';
      g.envs.push(id);
    }
    shuffleEncounter(g);
  },
});
card({ code: '01137b', summary: 'The Crimson Cowl (1B): when revealed, each player gets a Drone.', whenRevealed: (g) => dronePerPlayer(g) });
card({ code: '01138a', summary: 'Assault on NORAD (2A): when revealed, each player gets a Drone.', whenRevealed: (g) => dronePerPlayer(g) });

card({
  code: '01138b', summary: 'Assault on NORAD (2B): after step-one threat, each player chooses 2 more threat here or a new Drone.',
  triggers: [{
    when: 'response', forced: true, on: 'step1', intent: 'drone-or-threat',
    can: (g, _e, self) => self === g.main,
    run: (g, _e, self) => { for (const p of playerOrder(g)) later(g, '01138b-ask', p, self); },
  }],
});
cont('01138b-ask', (g, f) => {
  if (g.result !== null || g.players[f.p]!.eliminated) return;
  // "here": once the scheme has advanced the threat branch is gone, and the Drone is the only choice left
  const o = g.cards[g.main]!.code === '01138b' ? [opt('threat'), opt('drone')] : [opt('drone')];
  ask(g, f.p, 'choice', '01138b-choice', o, f.c);
});
cont('01138b-choice', (g, f, v) => {
  if (v?.t === 'threat') placeThreat(g, g.main, 2, f.c); else drone(g, f.p);
}, { intent: 'choose-penalty' });

card({ code: '01139a', summary: 'Countdown to Oblivion (3A): when revealed, each player gets a Drone.', whenRevealed: (g) => dronePerPlayer(g) });
card({ code: '01139b', summary: 'Countdown to Oblivion (3B): threat cannot be removed; completing it loses the game.' });
NO_REMOVAL.add('01139b');

card({ code: '01140', summary: 'Ultron Drones: facedown Drones are 1/1/1 minions that go back to their owner\'s discard pile when defeated.' });

card({
  code: '01141', summary: 'Program Transmitter: Ultron +1 SCH; after he schemes, 1 threat on each side scheme; a hero may exhaust and pay 2 mental to discard it.',
  attach: (g) => [g.villain],
  triggers: [{
    when: 'response', forced: true, on: 'schemed', intent: 'threat',
    can: (g, e, self) => onVillain(g, self) && e.src === g.villain && g.sides.length > 0,
    run: (g, _e, self) => { for (const s of [...g.sides]) placeThreat(g, s, 1, self); },
  }],
  actions: [{
    form: 'hero', anyPlayer: true, cost: { n: 0, types: ['mental', 'mental'] }, intent: 'discard-attachment',
    can: (g, _self, p) => !g.cards[you(g, p)]!.exh,
    run: (g, self, p) => { exhaust(g, you(g, p)); discard(g, self); },
  }],
});

card({
  code: '01142', summary: 'Upgraded Drones: on the Ultron Drones environment, facedown Drones +1 ATK and +1 HP; discard for energy, mental and physical.',
  attach: (g) => g.envs.filter((e) => g.cards[e]!.code === '01140'),
  mods: [(g, self, tgt, s) => ((s === 'atk' || s === 'hp') && g.cards[self]!.zone === 'attach' && g.cards[tgt]!.facedown && isMinion(g, tgt) ? 1 : 0)],
  actions: [discardAction(['energy', 'mental', 'physical'])],
});

card({
  code: '01143', summary: 'Advanced Ultron Drone: guard; when defeated, its engaged player gets a new Drone.',
  kw: { guard: true },
  triggers: [{
    when: 'interrupt', forced: true, on: 'defeated', intent: 'drone',
    can: (g, e, self) => e.tgt === self && g.cards[self]!.eng >= 0,
    run: (g, _e, self) => drone(g, g.cards[self]!.eng),
  }],
});

const ANDROID: [string, ResType][] = [['01144a', 'energy'], ['01144b', 'mental'], ['01144c', 'physical']];
ANDROID.forEach(([code, t], i) => card({
  code, summary: `Android Efficiency: each player gets a Drone; boost: pay a ${t} resource or get a Drone.`,
  whenRevealed: (g) => dronePerPlayer(g),
  boost: (g, p, self) => {
    if (g.players[p]!.eliminated) return;
    const o = [opt('drone')];
    if (canAfford(g, p, { n: 0, types: [t] }, -1)) o.unshift(opt('spend'));
    ask(g, p, 'choice', '01144-choice', o, self, i);
  },
}));
cont('01144-choice', (g, f, v) => {
  if (v?.t !== 'spend') { drone(g, f.p); return; }
  const pe = openPay(g, f.p, { n: 0, types: [ANDROID[f.n]![1]] }, -1);
  later(g, 'pay-step', f.p, -1, pe);
  later(g, '01144-paid', f.p, f.c, pe);
}, { intent: 'choose-penalty' });
cont('01144-paid', (g, f) => {
  const failed = ev(g, f.n).x.failed;
  closeEv(g, f.n);
  if (failed) drone(g, f.p);
});

card({
  code: '01145', summary: 'Rage of Ultron: Ultron schemes (alter-ego) or attacks (hero); you mill a card per threat placed or damage dealt (none from a reshuffled deck).',
  whenRevealedAlter: (g, p, self) => riderScheme(g, g.villain, p, self, '01145-after-scheme'),
  whenRevealedHero: (g, p, self) => riderAttack(g, [g.villain], p, self, '01145-after-attack'),
});
cont('01145-after-scheme', (g, f) => {
  const r = takeCarrier(g, f.n);
  if (g.result === null && (r.placed ?? 0) > 0) millN(g, f.p, r.placed!);
});
cont('01145-after-attack', (g, f) => {
  const r = takeCarrier(g, f.n);
  if (g.result === null && !g.players[f.p]!.eliminated && (r.dealt ?? 0) > 0) millN(g, f.p, r.dealt!);
});

card({
  code: '01146', summary: 'Repair Sequence: Ultron heals 2 per Drone engaged with you, surge if nothing healed; boost: heals 1 per such Drone.',
  whenRevealed: (g, p, self) => { if (heal(g, g.villain, 2 * dronesOf(g, p).length) === 0) gainSurge(g, self); },
  boost: (g, p) => { heal(g, g.villain, dronesOf(g, p).length); },
});

card({
  code: '01147', summary: 'Swarm Attack: each Drone engaged with your hero attacks it (none while you are in alter-ego form); if none attacked, you get a new Drone.',
  // "your hero": in alter-ego form no Drone attacks, so no attack is made and the new Drone comes
  whenRevealed: (g, p, self) => riderAttack(g, isHero(g, p) ? dronesOf(g, p) : [], p, self, '01147-after'),
});
cont('01147-after', (g, f) => {
  const r = takeCarrier(g, f.n);
  if (g.result === null && !g.players[f.p]!.eliminated && !(r.made ?? 0)) drone(g, f.p);
});

card({
  code: '01148', summary: 'Drone Factory: each player gets a Drone, then 1 threat here per Drone in play.',
  whenRevealed: (g, p, self) => { dronePerPlayer(g); later(g, '01148-threat', p, self); },
});
cont('01148-threat', (g, f) => { placeThreat(g, f.c, dronesInPlay(g).length, f.c); });

card({
  code: '01149', summary: 'Invasive AI: every player mills three cards off their deck.',
  whenRevealed: (g) => { for (const p of playerOrder(g)) millN(g, p, 3); },
});

card({
  code: '01150', summary: 'Ultron\'s Imperative: the first player gets two Drones.',
  whenRevealed: (g) => { drone(g, g.first); drone(g, g.first); },
});

export { openCarrier, riderAttack, takeCarrier };
