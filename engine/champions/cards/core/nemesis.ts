// The core heroes' obligations and nemesis sets (01155-01179): Black Panther (Affairs of State; Killmonger),
// She-Hulk (Legal Work; Titania), Spider-Man (Eviction Notice; Vulture), Iron Man (Business Problems; Whiplash) and
// Captain Marvel (Family Emergency; Yon-Rogg). The engine gives an obligation to its hero's player and calls
// `obligation`; Shadow of the Past (encounter.ts) brings a player's set-aside nemesis cards in. Numbers come from
// facts.ts; what is here: the abilities.
//
// "Your hero" follows RR v1.1, FORM, CHANGE FORM, as in encounter.ts: while a player is in alter-ego form, an
// ability that interacts with their hero does nothing to them (no damage, no stun, no attack); "you" and "take
// damage" mean the identity in either form (RR, YOU).

import { card } from '../../defs.js';
import { ask, cont, ev, later, opt } from '../../flow.js';
import { randInt } from '../../../shared/rng.js';
import { changeForm, gainSurge } from '../../round.js';
import {
  damage, discard, discardRandom, exhaust, factsOf, hasTrait, heal, isAlly, isIdentity, lift, millN, NO_DAMAGE,
  placeThreat, playerOrder, refillEncounter, remaining, stun, toOutOfPlay, topOfEncounter, toughen, typeOf,
} from '../../rules.js';
import type { Game, Opt } from '../../state.js';
import { extraThreat, isHero, you } from '../kit.js';
import { damageHero, heroDamageOpt, minionInPlay, minions, highestPrinted, sidesOf } from './encounter.js';
import { riderAttack, takeCarrier } from './scenarios.js';

// ---- shared pieces ----------------------------------------------------------------------------------------------

function upgradesOf(g: Game, p: number): number[] { return g.players[p]!.play.filter((id) => typeOf(g, id) === 'upgrade'); }

/** Whether the villain's attack in progress has no defender (defenders are declared before boost cards are flipped). */
function undefendedVillainAttack(g: Game, evi: number): boolean {
  const e = ev(g, evi);
  return e.t === 'attack' && e.src === g.villain && !e.x.defender;
}

/** "Choose to either A or B": the affected player decides. */
function penalty(g: Game, p: number, self: number, key: string, o: Opt[]): void { ask(g, p, 'choice', key, o, self); }

/**
 * An obligation: its player may flip to alter-ego form, then chooses: exhaust their alter-ego (only in alter-ego
 * form, and only if ready) to remove the obligation from the game, or resolve `other` (which ends by discarding it).
 */
function obligation(code: string, summary: string, other: (g: Game, p: number, self: number) => void): void {
  card({
    code, summary,
    obligation: (g, p, self) => {
      if (g.players[p]!.form === 'hero') ask(g, p, 'form', `${code}-flip`, [opt('flip'), opt('stay')], self);
      later(g, `${code}-pick`, p, self);
    },
  });
  cont(`${code}-flip`, (g, f, v) => { if (v?.t === 'flip') changeForm(g, f.p); }, { intent: 'flip-alter-ego' });
  cont(`${code}-pick`, (g, f) => {
    if (g.result !== null) { toOutOfPlay(g, f.c, 'discard'); return; }
    const me = you(g, f.p);
    const o = [opt('other', f.c)];
    if (g.players[f.p]!.form === 'alter' && !g.cards[me]!.exh) o.unshift(opt('exhaust', me));
    ask(g, f.p, 'choice', `${code}-choice`, o, f.c);
  });
  cont(`${code}-choice`, (g, f, v) => {
    if (v?.t === 'exhaust') { exhaust(g, you(g, f.p)); toOutOfPlay(g, f.c, 'removed'); return; }
    other(g, f.p, f.c);
  }, { intent: 'obligation' });
}

// ---- Black Panther --------------------------------------------------------------------------------------------------

obligation('01155', 'Affairs of State: flip if you like, then exhaust T\'Challa to remove it, or discard a Black Panther upgrade of yours and it.', (g, p, self) => {
  const o = g.players[p]!.play.filter((id) => typeOf(g, id) === 'upgrade' && hasTrait(g, id, 'Black Panther'));
  ask(g, p, 'target', '01155-upgrade', o.map((id) => opt('card', id)), self);
  later(g, '01155-done', p, self);
});
cont('01155-upgrade', (g, _f, v) => { if (v) discard(g, v.c); }, { intent: 'discard', prefer: 'bad' });
cont('01155-done', (g, f) => toOutOfPlay(g, f.c, 'discard'));

card({ code: '01156', summary: 'Usurp the Throne: a hazard side scheme, nothing more.' });

/** A Black Panther upgrade: Killmonger takes no damage from one (dealt by it, or by an attack it makes). */
function pantherUpgrade(g: Game, id: number): boolean { return id >= 0 && typeOf(g, id) === 'upgrade' && hasTrait(g, id, 'Black Panther'); }
card({ code: '01157', summary: 'Killmonger: takes no damage from Black Panther upgrades.' });
NO_DAMAGE.set('01157', (g, self, src) => {
  if (pantherUpgrade(g, src)) return true;
  // an upgrade's attack deals its damage from the hero: the attack's record names the upgrade as its source
  for (const e of g.evs) {
    if (!e || e.t !== 'damage' || e.tgt !== self || e.src !== src) continue;
    const a = (e.x.attack ?? -1) >= 0 ? g.evs[e.x.attack!] : null;
    if (a && a.x.source !== undefined && pantherUpgrade(g, a.x.source)) return true;
  }
  return false;
});

card({
  code: '01158', summary: 'Heart-Shaped Herb: surge; toughens the villain plus every minion you are engaged with; boost: toughens the villain.',
  kw: { surge: true },
  whenRevealed: (g, p) => { for (const id of [g.villain, ...g.players[p]!.engaged]) toughen(g, id); },
  boost: (g) => toughen(g, g.villain),
});

card({
  code: '01159', summary: 'Ritual Combat: mill one encounter card; X = its boost icons + 1; you pick X damage to your hero or X threat on the main scheme (an alter-ego takes the threat).',
  whenRevealed: (g, p, self) => {
    const top = topOfEncounter(g);
    let x = 1;
    if (top >= 0) {
      g.edeck.pop();
      const c = g.cards[top]!;
      c.zone = 'ediscard'; g.ediscard.push(top);
      refillEncounter(g);
      x += factsOf(g, top).boost ?? 0;
    }
    penalty(g, p, self, '01159-choice', [...heroDamageOpt(g, p, x), opt('threat', g.main, x)]);
  },
});
cont('01159-choice', (g, f, v) => {
  if (!v) return;
  if (v.t === 'damage') damageHero(g, f.p, v.x, f.c); else placeThreat(g, g.main, v.x, f.c);
}, { intent: 'choose-penalty' });

// ---- She-Hulk -------------------------------------------------------------------------------------------------------

obligation('01160', 'Legal Work: flip if you like, then exhaust Jennifer Walters to remove it, or the main scheme gets an acceleration token and it is discarded.', (g, _p, self) => {
  g.accel++;
  toOutOfPlay(g, self, 'discard');
});

card({
  code: '01161', summary: 'Personal Challenge: enters with 1 more threat per player (crisis icon).',
  whenRevealed: (g, _p, self) => extraThreat(g, self),
});

card({
  code: '01162', summary: 'Titania: her ATK is her remaining hit points.',
  base: (g, self, s) => (s === 'atk' ? Math.max(0, remaining(g, self)) : undefined),
});

card({
  code: '01163', summary: 'Genetically Enhanced: on the minion with the most printed hit points (surge if none); it gets +3 hit points.',
  attach: (g) => highestPrinted(g, minions(g)),
  mods: [(g, self, tgt, s) => (s === 'hp' && g.cards[self]!.zone === 'attach' && g.cards[self]!.host === tgt ? 3 : 0)],
});

/** Titania (01162) in play, or -1. */
function titania(g: Game): number { return minions(g).find((m) => g.cards[m]!.code === '01162') ?? -1; }
card({
  code: '01164', summary: 'Titania\'s Fury: Titania attacks your hero (not an alter-ego); if she does not, she heals fully and surge; boost: one more boost card.',
  whenRevealed: (g, p, self) => {
    const t = titania(g);
    // she attacks only your hero: absent, or with you in alter-ego form, she makes no attack (a stun of hers stays);
    // whether she attacked is read once the attack is over (stunned, she loses the stun instead; Webbed Up replaces it)
    if (t >= 0 && isHero(g, p)) riderAttack(g, [t], p, self, '01164-after');
    else furyMissed(g, self);
  },
  boost: (g) => {
    const id = topOfEncounter(g);
    if (id < 0) return;
    g.edeck.pop();
    g.cards[id]!.zone = 'boost';
    g.boosts.push(id);
    refillEncounter(g);
  },
});
cont('01164-after', (g, f) => {
  const made = takeCarrier(g, f.n).made ?? 0;
  if (made === 0 && g.result === null) furyMissed(g, f.c);
});
/** Titania made no attack: she heals fully and the card surges. */
function furyMissed(g: Game, self: number): void {
  const t = titania(g);
  if (t >= 0) heal(g, t, g.cards[t]!.dmg);
  gainSurge(g, self);
}

// ---- Spider-Man -----------------------------------------------------------------------------------------------------

obligation('01165', 'Eviction Notice: flip if you like, then exhaust Peter Parker to remove it, or discard a random card, surge, and it is discarded.', (g, p, self) => {
  discardRandom(g, p);
  gainSurge(g, self);
  toOutOfPlay(g, self, 'discard');
});

card({
  code: '01166', summary: 'Highway Robbery: each player puts a random hand card facedown here; they go back to their owners\' hands when it is defeated.',
  whenRevealed: (g, _p, self) => {
    for (const q of playerOrder(g)) {
      const h = g.players[q]!.hand;
      if (h.length === 0) continue;
      const id = h[randInt(g.rng, h.length)]!;
      lift(g, id);
      const c = g.cards[id]!;
      c.zone = 'under'; c.host = self;
    }
  },
  whenDefeated: (g, _p, self) => {
    for (const c of g.cards) {
      if (c.zone !== 'under' || c.host !== self) continue;
      c.host = -1; c.zone = 'hand';
      g.players[c.owner]!.hand.push(c.id);
    }
  },
});

card({ code: '01167', summary: 'Vulture: quickstrike.', kw: { quickstrike: true } });

card({
  code: '01168', summary: 'Sweeping Swoop: your hero is stunned (not an alter-ego), surge if Vulture is in play; boost: a friendly character this attack damages is stunned.',
  whenRevealed: (g, p, self) => {
    if (isHero(g, p)) stun(g, you(g, p));
    if (minionInPlay(g, '01167')) gainSurge(g, self);
  },
  // The damage comes after the boost: the card (discarded as usual) watches this activation's damage (g.watch).
  boost: (g, _p, self, evi) => {
    const e = ev(g, evi);
    if (e.t !== 'attack') return; // a scheme deals no damage
    e.x['01168_' + self] = 1;
    g.watch.push(self);
  },
  triggers: [{
    when: 'response', forced: true, on: 'damage', intent: 'stun',
    can: (g, e, self) => watching(g, self, e.x.attack ?? -1) && (e.x.dealt ?? 0) > 0 && (isIdentity(g, e.tgt) || isAlly(g, e.tgt)),
    run: (g, e) => stun(g, e.tgt),
  }],
});
function watching(g: Game, self: number, attack: number): boolean {
  const a = attack >= 0 ? g.evs[attack] : null;
  return g.watch.includes(self) && !!a && a.x['01168_' + self] === 1;
}

/** Printed resource types (energy, mental, physical, wild) on a card. */
function resourceTypes(g: Game, id: number): string[] {
  const r = factsOf(g, id).resources ?? {};
  return (Object.keys(r) as (keyof typeof r)[]).filter((t) => (r[t] ?? 0) > 0);
}

card({
  code: '01169', summary: 'The Vulture\'s Plans: each player discards a random card; 1 threat on the main scheme per resource type among them.',
  whenRevealed: (g, _p, self) => {
    const types = new Set<string>();
    for (const q of playerOrder(g)) {
      const id = discardRandom(g, q);
      if (id >= 0) for (const t of resourceTypes(g, id)) types.add(t);
    }
    if (types.size > 0) placeThreat(g, g.main, types.size, self);
  },
});

// ---- Iron Man -------------------------------------------------------------------------------------------------------

obligation('01170', 'Business Problems: flip if you like, then exhaust Tony Stark to remove it, or exhaust each of your upgrades and it is discarded.', (g, p, self) => {
  for (const u of upgradesOf(g, p)) exhaust(g, u);
  toOutOfPlay(g, self, 'discard');
});

card({
  code: '01171', summary: 'Imminent Overload: enters with 1 more threat per player (acceleration icon).',
  whenRevealed: (g, _p, self) => extraThreat(g, self),
});

card({ code: '01172', summary: 'Whiplash: retaliate 1.', kw: { retaliate: 1 } });

/** The player picks one of their upgrades to discard. */
function discardUpgrade(g: Game, p: number, self: number): void {
  ask(g, p, 'target', '01173-upgrade', upgradesOf(g, p).map((id) => opt('card', id)), self);
}
cont('01173-upgrade', (g, _f, v) => { if (v) discard(g, v.c); }, { intent: 'discard', prefer: 'bad' });

card({
  code: '01173', summary: 'Electric Whip Attack: you choose 1 damage to your hero per upgrade of yours or to discard one (an alter-ego discards one); boost: on an undefended attack, you discard an upgrade.',
  whenRevealed: (g, p, self) => {
    const n = upgradesOf(g, p).length;
    if (n === 0) return; // neither branch could change the game
    penalty(g, p, self, '01173-choice', [...heroDamageOpt(g, p, n), opt('discard')]);
  },
  boost: (g, p, self, evi) => { if (undefendedVillainAttack(g, evi)) discardUpgrade(g, p, self); },
});
cont('01173-choice', (g, f, v) => {
  if (!v) return;
  if (v.t === 'damage') damageHero(g, f.p, upgradesOf(g, f.p).length, f.c); else discardUpgrade(g, f.p, f.c);
}, { intent: 'choose-penalty' });

card({
  code: '01174', summary: 'Electromagnetic Backlash: each player mills 5 and takes 1 damage per printed energy icon among them.',
  whenRevealed: (g, _p, self) => {
    for (const q of playerOrder(g)) {
      let n = 0;
      // none from a deck reshuffled meanwhile (RR Empty Player Deck)
      for (const id of millN(g, q, 5)) n += factsOf(g, id).resources?.energy ?? 0;
      if (n > 0) damage(g, you(g, q), n, self);
    }
  },
});

// ---- Captain Marvel -------------------------------------------------------------------------------------------------

obligation('01175', 'Family Emergency: flip if you like, then exhaust Carol Danvers to remove it, or you are stunned, surge, and it is discarded.', (g, p, self) => {
  stun(g, you(g, p));
  gainSurge(g, self);
  toOutOfPlay(g, self, 'discard');
});

card({
  code: '01176', summary: 'The Psyche-Magnitron: enters with 1 more threat per player (hazard icon).',
  whenRevealed: (g, _p, self) => extraThreat(g, self),
});

card({
  code: '01177', summary: 'Yon-Rogg: after he attacks, 1 threat on The Psyche-Magnitron.',
  triggers: [{
    when: 'response', forced: true, on: 'attacked', intent: 'threat',
    can: (g, e, self) => e.src === self && sidesOf(g, '01176').length > 0,
    run: (g, _e, self) => { for (const s of sidesOf(g, '01176')) placeThreat(g, s, 1, self); },
  }],
});

card({
  code: '01178', summary: 'Kree Manipulator: surge; 1 threat on the main scheme; boost: the same, on an undefended attack.',
  kw: { surge: true },
  whenRevealed: (g, _p, self) => { placeThreat(g, g.main, 1, self); },
  boost: (g, _p, self, evi) => { if (undefendedVillainAttack(g, evi)) placeThreat(g, g.main, 1, self); },
});

card({
  code: '01179', summary: 'Yon-Rogg\'s Treason: you discard each hand card with a printed energy icon; surge if none.',
  whenRevealed: (g, p, self) => {
    const hit = g.players[p]!.hand.filter((id) => (factsOf(g, id).resources?.energy ?? 0) > 0);
    for (const id of hit) discard(g, id);
    if (hit.length === 0) gainSurge(g, self);
  },
});
