// The Marvel Champions heuristic (issue 30): the simple bot's look-ahead, judged by three clocks raced round by round
// instead of a sum of board features, with named weights (`heuristic:cardDamage=3,worlds=4`).
//
// - The villain clock: the damage still needed (the stage's hit points left, the later stages', the minions', side
//   schemes' threat as damage-equivalent) against the damage the team deals in a round (heroes' and allies' ATK, and
//   what cards add).
// - The scheme clock: the threat the main scheme can still take (its later stages counted) against the threat each
//   round brings (acceleration, encounter cards, the villain and minions scheming against alter-egos).
// - The survival clock: each hero's hit points against the attacks each round (less DEF and what ready allies absorb).
//
// `clocks` races them: each round the team thwarts just enough to stay a buffer short of the target and attacks with
// the rest; a hero the next attacks could defeat recovers instead; the race ends in a win after some rounds or a loss
// with damage left. `clockScore` turns that into a chance-like score. On its turn actions, its enemy and scheme
// targets and its payments the bot tries each option on sampled worlds, then each option of its next turn action
// (`depth` 2), plays the rest of the player phase by its rules, races the coming villain phase in expectation and
// keeps the best. It reads card facts and hints, never card text.

import { cardFacts, hint, type Decision, type Game, type Opt } from '../../engine/champions/index.js';
import { defOf } from '../../engine/champions/defs.js';
import { mainTarget, maxHp, perPlayer, remaining, stat } from '../../engine/champions/rules.js';
import { handSize, uniqueInPlay } from '../../engine/champions/round.js';
import { costOf, optionKind, SimpleAgent } from './simple.js';
import { numericParams, type ChampionsView } from './agent.js';
import type { AgentReason } from '../agent.js';

/** the decisions the look-ahead answers (targets only those that choose an enemy or a scheme) */
const LOOKED_AT = new Set(['main', 'target', 'pay']);
const TARGET_INTENTS = new Set(['target-enemy', 'target-scheme']);

/** The heuristic's weights (each named for what it measures; `legendary tune` fits them on a spec). */
export interface ChampionsWeights {
  /** damage per round each player's cards add on top of the printed ATK of hero and allies (with a hand of `handRef` cards) */
  cardDamage: number;
  /** threat per round each player's cards can remove on top of the printed THW */
  cardThwart: number;
  /** the hand size at which cardDamage and cardThwart hold: a hero whose form draws fewer cards (Iron Man: 1) adds less,
   *  one that draws more adds more (up to 1.4 times); 0: every hand counts alike */
  handRef: number;
  /** the share of an ally's ATK / THW that counts per round (allies also block and leave play) */
  allyShare: number;
  /** damage per round a support or upgrade in play is worth (beyond any stat it changes) */
  permanent: number;
  /** damage-equivalent of a villain stage still to come beyond its hit points (the next stage hits harder) */
  stageWork: number;
  /** damage-equivalent of the villain's tough status */
  toughWork: number;
  /** how much of a minion's remaining hit points and ATK+SCH counts as work (it acts every round until defeated) */
  minionWork: number;
  /** threat-equivalent of a side scheme beyond the threat on it (its effects; counted twice for a crisis) */
  sideWork: number;
  /** rounds of penalty per hero defeated (beyond the damage and thwart lost) */
  eliminatedRounds: number;
  /** damage and thwart per round never taken below this (a team with no damage at all still has cards coming) */
  floor: number;
  /** the boost icons the villain's attack or scheme is expected to add */
  boost: number;
  /** damage the encounter cards bring each round, per player in hero form (treacheries that attack) */
  encounterHits: number;
  /** threat the encounter cards bring each round, per player (treacheries that scheme, side schemes entering) */
  encounterThreat: number;
  /** the share of a hero's DEF that counts against the attacks each round (defending costs the next basic power) */
  defendShare: number;
  /** the damage a hero's defence must save for the hero to defend (it costs the next turn's basic power) */
  defendSave: number;
  /** the threat short of the target the team keeps after each villain phase (against a large boost) */
  buffer: number;
  /** a hero recovers when its hit points are at most the next round's attacks plus this */
  hpBuffer: number;
  /** an alter-ego recovers (rather than turning hero) below this share of its hit points (the turn rule) */
  recoverBelow: number;
  /** the rounds the race looks ahead */
  horizon: number;
  /** 1: a look-ahead from the player phase plays its copies to the very start of the villain phase (the discards and
   *  draws done, nothing of the villain phase yet) and scores them there; 0: it stops at the first decision after the
   *  turns, which may be the discard, or one inside the villain phase after part of it was played */
  phaseEnd: number;
  /** turn actions looked at in a row: 1 (each option, then the rules) or 2 (each option, then each next action) */
  depth: number;
  /** worlds sampled per look-ahead (more: steadier, slower) */
  worlds: number;
  /** the score's logistic: rounds at which it is 0.5, and rounds per unit of its log-odds */
  pivot: number;
  scale: number;
}

export const CHAMPIONS_DEFAULT_WEIGHTS: ChampionsWeights = {
  cardDamage: 2.5, cardThwart: 1.25, handRef: 5, allyShare: 0.7, permanent: 1, stageWork: 12, toughWork: 2, minionWork: 1, sideWork: 1,
  eliminatedRounds: 8, floor: 0.5, boost: 1, encounterThreat: 0.8, encounterHits: 0, defendShare: 0.5, defendSave: 4, buffer: 1, hpBuffer: 0,
  recoverBelow: 0.5, horizon: 30, phaseEnd: 1, pivot: 15, scale: 6, depth: 2, worlds: 2,
};

/** The clocks of a board and how the race between them ends (exported for tests). */
export interface Clocks {
  /** damage still needed (villain stages, minions, side-scheme threat as damage-equivalent) */
  work: number;
  /** the team's damage and thwart per round, and the threat added per round while every hero is in hero form */
  damage: number; thwart: number; incoming: number;
  /** threat the main scheme can still take (its later stages counted) */
  room: number;
  /** how the race ends: 'win' after `rounds`, or 'loss' (scheme or heroes) with `left` damage still needed */
  end: 'win' | 'loss'; rounds: number; left: number;
  /** heroes the coming villain phase is expected to defeat */
  defeated: number;
}

function heroStat(g: Game, p: number, s: 'atk' | 'thw'): number {
  const pl = g.players[p]!;
  if (pl.form === 'hero') return Math.max(0, stat(g, pl.identity, s));
  const f = cardFacts(pl.heroCode);
  return (s === 'atk' ? f.attack : f.thwart) ?? 0;
}

/** Whether a player is taking a turn (the player phase, someone active): a look-ahead from here stops when the phase ends. */
export function inPlayerTurn(g: Game): boolean { return g.phase === 'player' && g.active >= 0; }

/** Whether a card is a unique card whose title the team already has in play (it cannot be played). */
function duplicate(g: Game, id: number): boolean {
  const code = g.cards[id]!.code;
  if (code === '?') return false;
  const f = cardFacts(code);
  return f.unique && uniqueInPlay(g, f.name, f.subname);
}

function isAllyCard(g: Game, id: number): boolean { return g.cards[id]!.code !== '?' && cardFacts(g.cards[id]!.code).type === 'ally'; }

/** A hero as the race sees it: damage and thwart per round, hit points, the attacks it takes, its recovery, the
 *  scheming against it in alter-ego form, its form now, and whether it spends the round being raced recovering. */
interface Hero { d: number; t: number; hp: number; max: number; hits: number; rec: number; sch: number; alter: boolean; resting: boolean }

/** The board measured for the race: the clocks' inputs. */
interface Measure { work: number; damage: number; thwart: number; incoming: number; room: number; heroes: Hero[] }

/**
 * The three clocks raced round by round: each round the team thwarts just enough that the villain phase leaves the
 * scheme `buffer` short of completing and attacks with the rest; a hero that the next attacks could defeat spends
 * its turn recovering in alter-ego form (no damage, no thwart, and the villain schemes against it); the villain
 * phase adds its threat and hits the heroes in hero form. The race stops when the damage still needed is done
 * (a win), the scheme completes or the horizon passes (a loss).
 */
export function clocks(g: Game, w: ChampionsWeights, beforeVillain = false): Clocks {
  return race(measure(g, w), w, beforeVillain);
}

function measure(g: Game, w: ChampionsWeights): Measure {
  const v = g.cards[g.villain]!;
  let work = Math.max(0, remaining(g, g.villain)) + (v.tough ? w.toughWork : 0);
  for (const code of g.villainNext) {
    const f = cardFacts(code);
    work += perPlayer(g, f.health ?? 0, !f.healthPerHero) + w.stageWork;
  }
  const { incoming, room } = schemeClock(g, w);
  let sideThreat = 0;
  for (const s of g.sides) {
    const f = cardFacts(g.cards[s]!.code);
    sideThreat += g.cards[s]!.threat + w.sideWork + ((f.crisis ?? 0) > 0 ? w.sideWork : 0);
  }
  const vatk = Math.max(0, stat(g, g.villain, 'atk')) + w.boost;
  const vsch = Math.max(0, stat(g, g.villain, 'sch')) + w.boost;
  const heroes: Hero[] = [];
  let damage = 0, thwart = 0;
  for (let p = 0; p < g.players.length; p++) {
    const pl = g.players[p]!;
    if (pl.eliminated) continue;
    const id = pl.identity;
    // the cards the next turn brings: the hand size of the form this turn ends in
    const hand = w.handRef > 0 ? Math.min(1.4, Math.max(0, handSize(g, p)) / w.handRef) : 1;
    let d = heroStat(g, p, 'atk') + w.cardDamage * hand;
    let t = heroStat(g, p, 'thw') + w.cardThwart * hand;
    let blockers = 0;
    for (const c of pl.play) {
      if (!isAllyCard(g, c)) { d += w.permanent; continue; }
      d += w.allyShare * Math.max(0, stat(g, c, 'atk'));
      t += w.allyShare * Math.max(0, stat(g, c, 'thw'));
      blockers++;
    }
    const def = pl.form === 'hero' ? stat(g, id, 'def') : (cardFacts(pl.heroCode).defense ?? 0);
    let hits = Math.max(0, vatk - w.defendShare * Math.max(0, def)) + w.encounterHits;
    let sch = vsch;
    for (const m of pl.engaged) {
      work += w.minionWork * (Math.max(0, remaining(g, m)) + Math.max(0, stat(g, m, 'atk')) + Math.max(0, stat(g, m, 'sch')));
      hits += Math.max(0, stat(g, m, 'atk'));
      sch += Math.max(0, stat(g, m, 'sch'));
    }
    // a ready ally can take an attack (about the villain's)
    if (blockers > 0) hits = Math.max(0, hits - Math.min(vatk, 3 * blockers));
    if (g.cards[id]!.stun) work += heroStat(g, p, 'atk');
    const rec = Math.max(1, pl.form === 'alter' ? stat(g, id, 'rec') : (cardFacts(pl.alterCode).recover ?? 1));
    heroes.push({ d, t, hp: Math.max(0, remaining(g, id)), max: maxHp(g, id), hits, rec, sch, alter: pl.form === 'alter', resting: false });
    damage += d; thwart += t;
  }
  damage = Math.max(w.floor, damage);
  thwart = Math.max(w.floor, thwart);
  work += sideThreat * damage / thwart;
  return { work, damage, thwart, incoming, room, heroes };
}

/**
 * The scheme's clock alone (the part of `measure` the turn rule reads first, cheap): the threat each villain phase
 * adds while every hero is in hero form, and the threat the main scheme can still take, its later stages counted.
 */
function schemeClock(g: Game, w: ChampionsWeights): { incoming: number; room: number } {
  const mf = cardFacts(g.cards[g.main]!.code);
  let incoming = perPlayer(g, mf.escalationThreat ?? 0, mf.escalationThreatFixed) + g.accel;
  for (const s of g.sides) incoming += cardFacts(g.cards[s]!.code).acceleration ?? 0;
  for (const pl of g.players) if (!pl.eliminated) incoming += w.encounterThreat;
  const target = Math.max(1, mainTarget(g));
  let room = target - g.cards[g.main]!.threat;
  for (const code of g.mainNext) {
    if (!code.endsWith('b')) continue;
    const f = cardFacts(code);
    room += perPlayer(g, f.threat ?? 0, f.threatFixed) - perPlayer(g, f.baseThreat ?? 0, f.baseThreatFixed);
  }
  return { incoming, room };
}

function race(m: Measure, w: ChampionsWeights, beforeVillain: boolean): Clocks {
  const { work, damage, thwart, incoming, room, heroes } = m;
  const out: Clocks = { work, damage, thwart, incoming, room, end: 'loss', rounds: w.horizon, left: work, defeated: 0 };
  if (heroes.length === 0) return out;
  let left = work, r = room;
  if (beforeVillain) {
    // this round's villain phase, with the forms the heroes ended their turns in
    let inc = incoming;
    for (const h of heroes) {
      if (h.alter) inc += h.sch;
      else if (h.hp <= h.hits + w.hpBuffer) { h.d = 0; h.t = 0; h.sch = 0; h.hits = 0; h.hp = h.max; out.defeated++; } // defeated: no more turns
      else h.hp -= h.hits;
    }
    r -= inc;
    if (r <= 0 || out.defeated === heroes.length) { out.rounds = 0; return out; }
  }
  for (let t = 1; t <= w.horizon; t++) {
    let capD = 0, capT = 0, inc = incoming;
    for (const h of heroes) {
      h.resting = h.hp <= h.hits + w.hpBuffer && h.hp < h.max;
      if (h.resting) { h.hp = Math.min(h.max, h.hp + h.rec); inc += h.sch; continue; }
      capD += h.d; capT += h.t;
    }
    // thwart just enough for the villain phase to leave the buffer; attack with the rest
    const need = Math.max(0, inc + w.buffer - (r - 0.5));
    const f = capT > 0 ? Math.min(1, need / capT) : 0;
    r += f * capT;
    const hit = (1 - f) * capD;
    if (hit >= left) { out.end = 'win'; out.rounds = t - 1 + (hit > 0 ? left / hit : 1); out.left = 0; return out; }
    left -= hit;
    r -= inc;
    if (r <= 0) { out.rounds = t; out.left = left; return out; }
    for (const h of heroes) if (!h.resting) h.hp = Math.max(0, h.hp - h.hits);
  }
  out.left = left;
  return out;
}

/**
 * The heuristic's board score, as a chance-like number in [0, 1]: a win 1, a loss 0, else a logistic of the race's
 * rounds (a race won in `scale` fewer rounds than `pivot` is worth about 0.73; a race lost counts the horizon plus
 * the rounds of damage it leaves). Looked-ahead worlds are averaged on this scale, so one sampled loss weighs what
 * its chance does, not a thousand points.
 */
export function clockScore(g: Game, w: ChampionsWeights, beforeVillain = false): number {
  if (g.result === 'win') return 1;
  if (g.result === 'loss') return 0;
  let rounds = 0;
  for (const pl of g.players) if (pl.eliminated) rounds += w.eliminatedRounds;
  const c = clocks(g, w, beforeVillain);
  rounds += c.defeated * w.eliminatedRounds + (c.end === 'win' ? c.rounds : w.horizon + c.left / c.damage);
  return 1 / (1 + Math.exp((rounds - w.pivot) / w.scale));
}

export class ChampionsHeuristicAgent extends SimpleAgent {
  override readonly spec: string;
  constructor(seed: number | string = 0, readonly weights: ChampionsWeights = CHAMPIONS_DEFAULT_WEIGHTS, spec = 'heuristic') {
    super(seed);
    this.spec = spec;
    this.worlds = weights.worlds;
    this.depth = weights.depth;
    this.preferBonus = 0.002;
  }
  protected override score(g: Game): number { return clockScore(g, this.weights, this.beforeVillain); }
  /** whether the look-ahead now running stops at the end of the player phase (its villain phase raced, not played) */
  private beforeVillain = false;
  /**
   * A look-ahead from the player phase stops when the phase ends (every turn played by the rules), and the clocks
   * race the coming villain phase in expectation: no encounter card drawn in one sampled world sways the choice.
   * With `phaseEnd` its copies halt exactly where the villain phase would begin (Game.halt), so every option is scored
   * at the same point: the end-of-phase discards and draws done, no threat placed, no attack or boost yet. (Stopping at
   * the first decision after the turns scored an option that ends with an empty hand, or in alter-ego form, after part
   * or all of a sampled villain phase, and the race then added that phase again.)
   * From the villain phase it plays on to the next round's first turn decision.
   */
  protected override prepare(world: Game): void { if (this.beforeVillain && this.weights.phaseEnd > 0) world.halt = 'villain-phase'; }
  protected override stop(s: Game, root: Game, e: Decision): boolean {
    if (this.beforeVillain) return this.weights.phaseEnd > 0 ? s.round > root.round : !inPlayerTurn(s) || s.round > root.round;
    return super.stop(s, root, e);
  }
  protected override lookahead(view: ChampionsView): number {
    const g = view.game;
    this.beforeVillain = inPlayerTurn(g);
    return super.lookahead(view);
  }
  /** after the option tried, the round plays on by the rules (the rest of this turn included), so an option is judged with what usually follows it */
  protected override rollout(g: Game, d: Decision): number { return d.kind === 'main' ? this.main(g, d.player, d.options) : this.rules(g, d); }

  /** The look-ahead answers the turn's actions and the choices of enemy, scheme and payment; the rules the rest. */
  override choose(view: ChampionsView): number {
    const d = view.decision;
    if (!this.inRollout && d.options.length > 1 && LOOKED_AT.has(d.kind) && (d.kind !== 'target' || TARGET_INTENTS.has(hint(d)?.intent ?? ''))) return this.lookahead(view);
    return super.choose(view);
  }

  override explain(): AgentReason | null {
    const r = super.explain();
    if (r && r.options) r.note = `look-ahead: each option${this.weights.depth > 1 ? ' (then the best of the next turn action\'s options)' : ''} played to the end of the player phase on ${this.worlds} world(s) sampled from what the team sees, the villain phase and the rounds after raced by the clocks (score: 1 a sure win, 0 a sure loss)`;
    return r;
  }

  protected override rules(g: Game, d: Decision): number {
    switch (d.kind) {
      case 'defend': return this.defend(g, d);
      case 'pay': return this.pay(g, d);
      case 'discard': {
        // a copy of a unique card already in play can only ever pay: discard it for a fresh card (and first when forced)
        const dead = d.options.findIndex((x) => x.t === 'card' && x.c >= 0 && g.cards[x.c]!.zone === 'hand' && duplicate(g, x.c));
        return dead >= 0 ? dead : super.rules(g, d);
      }
      default: return super.rules(g, d);
    }
  }

  /**
   * The turn by rule (the look-ahead's continuation and its first guess): alter-ego heroes recover when the survival
   * clock is short, else turn hero; then thwart first when the next villain phase could complete the scheme, finish
   * a villain stage within reach, play allies, upgrades and supports, attack (hero, events, allies), thwart while the
   * scheme clock is shorter than the villain clock, use other abilities; a hero the next attacks could defeat ends
   * the turn as an alter-ego.
   */
  protected override main(g: Game, p: number, o: Opt[]): number {
    const w = this.weights;
    const c = schemeClock(g, w);
    const me = g.players[p]!;
    const id = me.identity;
    const rem = remaining(g, id);
    const find = (t: string): number => o.findIndex((x) => x.t === t);
    const first = (...kinds: string[]): number => {
      for (const k of kinds) { const i = o.findIndex((x) => optionKind(g, x) === k); if (i >= 0) return i; }
      return -1;
    };
    // the attacks this hero takes in hero form next villain phase
    let hits = Math.max(0, stat(g, g.villain, 'atk')) + w.boost;
    for (const m of me.engaged) hits += Math.max(0, stat(g, m, 'atk'));
    const margin = c.room - 0.5;
    const urgent = c.incoming + w.buffer + 1 >= margin || g.sides.some((s) => (cardFacts(g.cards[s]!.code).crisis ?? 0) > 0);
    if (me.form === 'alter') {
      if (find('recover') >= 0 && !urgent && (rem <= hits + 1 || rem <= maxHp(g, id) * w.recoverBelow)) return find('recover');
      if (find('form') >= 0 && rem > hits) return find('form');
    }
    if (urgent) { const i = first('thwart', 'remove-threat', 'prevent-threat'); if (i >= 0) return i; }
    if (remaining(g, g.villain) <= Math.max(2, stat(g, id, 'atk')) && find('attack') >= 0) return find('attack');
    const perm = first('permanent');
    if (perm >= 0) return perm;
    const hit = first('attack', 'damage', 'stun');
    if (hit >= 0) return hit;
    // the scheme would complete before the villain falls at this pace (the whole race measured only here, where needed)
    const m = measure(g, w);
    if (c.incoming * (m.work / m.damage) > margin) { const i = first('thwart', 'remove-threat', 'prevent-threat'); if (i >= 0) return i; }
    // last, what only cycles cards (a recycled discard pile): the hand refills at the end of the turn anyway
    const other = first('draw', rem < maxHp(g, id) ? 'heal' : 'draw', 'ready', 'tough', 'act', 'recycle');
    if (other >= 0) return other;
    if (me.form === 'hero' && rem <= hits && find('form') >= 0) return find('form');
    if (find('recover') >= 0) return find('recover');
    return Math.max(0, find('end'));
  }

  /** Defend with a ready ally when one may; with the hero when the hit would hurt more than the hero's next basic power is worth. */
  private defend(g: Game, d: Decision): number {
    const o = d.options;
    const p = d.player;
    const me = g.players[p]!;
    const none = o.findIndex((x) => x.t === 'none');
    // the ally with the fewest hit points left (an ally that dies absorbing the attack still saves the hero)
    let ally = -1, allyHp = Infinity;
    o.forEach((x, i) => {
      if (x.t !== 'defender' || g.cards[x.c]!.zone !== 'play') return;
      const r = remaining(g, x.c);
      if (r < allyHp) { allyHp = r; ally = i; }
    });
    const enemy = d.source;
    const hit = enemy >= 0 ? Math.max(0, stat(g, enemy, 'atk')) + (enemy === g.villain ? this.weights.boost : 0) : 3;
    if (ally >= 0 && hit >= 2) return ally;
    const hero = o.findIndex((x) => x.t === 'defender' && x.c === me.identity);
    if (hero >= 0) {
      const saved = Math.min(hit, Math.max(0, stat(g, me.identity, 'def')));
      const rem = remaining(g, me.identity);
      if (saved >= this.weights.defendSave || hit >= rem || (saved >= 1 && rem - hit <= 3)) return hero;
    }
    if (ally >= 0) return ally;
    return none >= 0 ? none : 0;
  }

  /** Pay with resource cards first, then with the card least worth playing: the one that cannot be played now, else the cheapest. */
  private pay(g: Game, d: Decision): number {
    const o = d.options;
    let best = 0, score = Infinity;
    o.forEach((x: Opt, i: number) => {
      let s: number;
      if (x.t === 'ability') s = -1;
      else {
        const f = cardFacts(g.cards[x.c]!.code);
        if (f.type === 'resource') s = 0;
        else {
          const def = defOf(g.cards[x.c]!.code);
          // an event only playable in the other form, or a second copy of a unique card in play, is worth less
          const other = def?.event?.form !== undefined && def.event.form !== g.players[d.player]!.form;
          const dup = duplicate(g, x.c);
          s = 1 + costOf(g, x.c) * 0.5 - (other ? 1 : 0) - (dup ? 2 : 0);
        }
      }
      if (s < score) { score = s; best = i; }
    });
    return best;
  }
}

/** Parses "heuristic" or "heuristic:cardDamage=2,boost=1.5": the default weights with the ones named changed. */
export function championsWeights(spec: string): ChampionsWeights { return numericParams(spec, CHAMPIONS_DEFAULT_WEIGHTS, 'heuristic weight'); }
