// A rule-of-thumb Marvel Champions bot. Each kind of decision but the turn's has a plain rule a new player might
// follow (pay with resource cards first, defend with an ally or when the hit would hurt, kill what dies, thwart the
// scheme that is closest to completing, use every ability offered). On its turn it tries each option on two worlds
// sampled from what the team sees, lets the round play out by those rules (the turn ending there), and takes the
// option whose board scores best (boardScore: villain damage, threat against the clock, hit points against the next
// attack, cards in play and in hand). Its purpose is to show that games are winnable and to exercise every decision
// kind; the strong bots come with the studies (issue 30). It reads hints and structure, never card text.

import { seedRng, type RngState } from '../../engine/shared/rng.js';
import { cardFacts, choose, clone, decision, determinize, hint, type Decision, type Game, type Opt } from '../../engine/champions/index.js';
import { defOf } from '../../engine/champions/defs.js';
import { mainTarget, maxHp, remaining, stat } from '../../engine/champions/rules.js';
import type { ChampionsAgent, ChampionsView } from './agent.js';
import type { AgentReason } from '../agent.js';

/** How far ahead of the scheme clock the bot starts thwarting, as a share of the target (0: only when the next villain phase could complete it). */
const THREAT_MARGIN = 0;
/** What defeating a villain stage is worth beyond its hit points: the next stage hits harder, so without it the look-ahead would rather leave a stage at 1 HP. */
const STAGE_BONUS = 10;
function idx(opts: Opt[], pred: (o: Opt) => boolean): number { return opts.findIndex(pred); }

/** A card's printed resource cost (0 for X, none, or a card the team cannot see). */
export function costOf(g: Game, id: number): number {
  const c = g.cards[id]!;
  if (c.code === '?') return 0;
  const k = cardFacts(c.code).cost;
  return typeof k === 'number' ? k : 0;
}

function threatRatio(g: Game): number { return g.cards[g.main]!.threat / Math.max(1, mainTarget(g)); }

/**
 * A plain score of the board for the team, the rule the bot's turn follows: villain hit points taken (each stage
 * defeated counts whole), the main scheme's threat (steeper as it nears its target), side schemes, each hero's hit
 * points and whether the next villain attack could defeat them, allies and other cards in play, cards in hand,
 * minions engaged.
 */
export function boardScore(g: Game): number {
  if (g.result === 'win') return 1000;
  if (g.result === 'loss') return -1000;
  let v = 0;
  const stagesDone = (cardFacts(g.cards[g.villain]!.code).stage ?? 'I').length - 1 + (g.setup.mode === 'expert' ? -1 : 0);
  const vmax = Math.max(1, maxHp(g, g.villain));
  const vc = g.cards[g.villain]!;
  v += (12 + STAGE_BONUS) * stagesDone + 12 * (vc.dmg / vmax);
  // a tough villain shrugs off the next hit (about a basic attack's worth); a stunned one skips its next attack
  if (vc.tough) v -= 12 * 3 / vmax;
  if (vc.stun) v += 1.5;
  if (vc.conf) v += 1;
  // the threat the next villain phase is likely to add: acceleration, tokens, icons, schemes against alter-egos
  const f = cardFacts(g.cards[g.main]!.code);
  let coming = (f.escalationThreat ?? 0) * (f.escalationThreatFixed ? 1 : g.n0) + g.accel;
  for (const s of g.sides) coming += cardFacts(g.cards[s]!.code).acceleration ?? 0;
  for (const pl of g.players) {
    if (pl.eliminated || pl.form !== 'alter') continue;
    coming += Math.max(0, stat(g, g.villain, 'sch')) + 1.5;
    for (const m of pl.engaged) coming += Math.max(0, stat(g, m, 'sch'));
  }
  const target = Math.max(1, mainTarget(g));
  const t = (g.cards[g.main]!.threat + coming + 1) / target;
  v -= 14 * t * t;
  if (t >= 1) v -= 30;
  for (const s of g.sides) v -= 6 * g.cards[s]!.threat / Math.max(1, mainTarget(g)) + 1;
  for (const pl of g.players) {
    if (pl.eliminated) { v -= 25; continue; }
    const id = pl.identity;
    const rem = remaining(g, id);
    // the villain's next attack on a hero (ATK and about one boost icon), the engaged minions' too; a ready ally may take one
    let incoming = pl.form === 'hero' ? Math.max(0, stat(g, g.villain, 'atk')) + 1.5 : 0;
    for (const m of pl.engaged) {
      incoming += pl.form === 'hero' ? Math.max(0, stat(g, m, 'atk')) : 0;
      const mc = g.cards[m]!;
      const left = Math.max(0, remaining(g, m)) / Math.max(1, maxHp(g, m));
      v -= (0.6 + 0.3 * (Math.max(0, stat(g, m, 'atk')) + Math.max(0, stat(g, m, 'sch')))) * (0.5 + 0.5 * left) + (mc.tough ? 0.5 : 0) - (mc.stun ? 0.4 : 0);
    }
    if (pl.play.some((c) => cardFacts(g.cards[c]!.code).type === 'ally' && !g.cards[c]!.exh)) incoming = Math.max(0, incoming - 3);
    const after = rem - incoming;
    // a stunned (confused) hero loses its next attack (thwart)
    if (g.cards[id]!.stun) v -= 12 * 3 / vmax + 1.5;
    if (g.cards[id]!.conf) v -= 1;
    v += 6 * Math.max(0, after) / Math.max(1, maxHp(g, id));
    if (after <= 0) v -= 20;
    for (const c of pl.play) v += cardFacts(g.cards[c]!.code).type === 'ally' ? 1.2 : 0.7;
    v += 0.35 * pl.hand.length;
  }
  return v;
}

/** What a main option does, for bots: 'thwart', 'attack', 'permanent' (an ally, support or upgrade to play), an event's or an action's kind or intent ('damage', 'remove-threat', 'draw', 'heal', ...), else its type ('form', 'recover', 'end', 'act'). */
export function optionKind(g: Game, x: Opt): string {
  if (x.t === 'thwart' || x.t === 'ally-thwart') return 'thwart';
  if (x.t === 'attack' || x.t === 'ally-attack') return 'attack';
  const d = x.c >= 0 ? defOf(g.cards[x.c]!.code) : undefined;
  if (x.t === 'play') {
    const t = cardFacts(g.cards[x.c]!.code).type;
    if (t !== 'event') return 'permanent';
    return d?.event?.kind ?? d?.event?.intent ?? 'event';
  }
  if (x.t === 'act') {
    const a = d?.actions?.[x.x];
    return a?.kind ?? a?.intent ?? 'act';
  }
  return x.t;
}

export class SimpleAgent implements ChampionsAgent {
  readonly spec: string = 'simple';
  private readonly rng: RngState;
  constructor(seed: number | string = 0) { this.rng = seedRng(`simple-bot:${seed}`); }

  /** the last choice: none, the look-ahead (its scores by option in `scores`), or the rule for a decision kind */
  private why: 'none' | 'look-ahead' | string = 'none';
  private readonly scores: number[] = [];
  explain(): AgentReason | null {
    if (this.why === 'none') return null;
    if (this.why !== 'look-ahead') return { note: `the rule for ${this.why} decisions` };
    return {
      note: 'look-ahead: each option played to the next round on two worlds sampled from what the team sees, the board scored (the rule of thumb\'s choice +0.05)',
      options: this.scores.map((score, option) => ({ option, score })),
    };
  }
  choose(view: ChampionsView): number {
    const d = view.decision;
    this.why = 'none';
    if (d.kind === 'main' && !this.inRollout) return this.lookahead(view);
    if (d.options.length > 1) this.why = d.kind;
    return this.rules(view.game, d);
  }

  /** The rules alone, no look-ahead, on a state the bot may read (a search's rollouts and prior use this). */
  quick(g: Game): number {
    const d = decision(g)!;
    return d.kind === 'main' ? this.main(g, d.player, d.options) : this.rules(g, d);
  }

  /** The rule for each kind of decision, on a state the bot may read (the observation, or a world sampled from it). */
  protected rules(g: Game, d: Decision): number {
    const o = d.options;
    const p = d.player;
    const h = hint(d);
    switch (d.kind) {
      case 'mulligan': {
        // throw back the most expensive card once while it costs 4 or more
        let best = -1, cost = 3;
        o.forEach((x, i) => { if (x.t === 'card' && costOf(g, x.c) > cost) { cost = costOf(g, x.c); best = i; } });
        return best >= 0 ? best : Math.max(0, idx(o, (x) => x.t === 'keep'));
      }
      case 'main': return Math.max(0, idx(o, (x) => x.t === 'end'));
      case 'pay': {
        // resource cards first, then the cheapest other card
        let best = 0, score = Infinity;
        o.forEach((x, i) => {
          const s = x.t === 'ability' ? -1 : (cardFacts(g.cards[x.c]!.code).type === 'resource' ? 0 : 1 + costOf(g, x.c));
          if (s < score) { score = s; best = i; }
        });
        return best;
      }
      case 'defend': {
        const none = idx(o, (x) => x.t === 'none');
        const me = g.players[p]!;
        const ally = idx(o, (x) => x.t === 'defender' && g.cards[x.c]!.zone === 'play');
        if (ally >= 0) return ally;
        const hero = idx(o, (x) => x.t === 'defender' && x.c === me.identity);
        // the attack's likely size: the enemy's ATK and one boost icon
        const enemy = d.source;
        const hit = enemy >= 0 ? Math.max(0, stat(g, enemy, 'atk')) + (enemy === g.villain ? 1 : 0) : 3;
        const def = stat(g, me.identity, 'def');
        if (hero >= 0 && (hit - def >= 2 || hit >= remaining(g, me.identity) - 2 || remaining(g, me.identity) <= maxHp(g, me.identity) / 2)) return hero;
        return none >= 0 ? none : 0;
      }
      case 'trigger': {
        const use = idx(o, (x) => x.t === 'use');
        return use >= 0 ? use : 0;
      }
      case 'discard': {
        const done = idx(o, (x) => x.t === 'done');
        if (done >= 0) return done;
        let best = 0, cost = -1;
        o.forEach((x, i) => { if (x.t === 'card' && costOf(g, x.c) > cost) { cost = costOf(g, x.c); best = i; } });
        return best;
      }
      case 'target': {
        if (h?.intent === 'target-enemy') return this.enemy(g, o);
        if (h?.intent === 'target-scheme') return this.scheme(g, o);
        if (h?.prefer === 'bad') return o.length - 1;
        return 0;
      }
      case 'player': {
        // most "choose a player" effects give something (cards, a boost): the one with the fewest cards in hand
        let best = 0, fewest = Infinity;
        o.forEach((x, i) => { const n = x.x >= 0 && x.x < g.players.length ? g.players[x.x]!.hand.length : Infinity; if (n < fewest) { fewest = n; best = i; } });
        return best;
      }
      // 'choice', 'order', 'form': the first option (the cards list the option that costs the team least first where
      // they can; a strong bot weighs them, issue 30)
      default:
        return 0;
    }
  }

  /**
   * The turn: each option is tried on a state consistent with what the team sees, the rest of it answered by these
   * same rules until the player's next main decision (or the end of the turn), and the option whose board scores
   * best is taken; ending the turn is taken when nothing improves the board. Ties keep the rule-of-thumb order.
   */
  protected lookahead(view: ChampionsView): number {
    const d = view.decision;
    const p = d.player;
    const g = view.game;
    const prefer = d.kind === 'main' ? this.main(g, p, d.options) : this.rules(g, d);
    if (d.options.length === 1 || this.inRollout || this.worlds < 1) return prefer;
    const scores = this.scores;
    scores.length = 0;
    let best = prefer, bestScore = -Infinity;
    const worlds: Game[] = [];
    for (let k = 0; k < this.worlds; k++) { const w = determinize(view.observation, this.rng); this.prepare(w); worlds.push(w); }
    this.inRollout = true;
    try {
      for (let i = 0; i < d.options.length; i++) {
        let sc = 0;
        const last = i === d.options.length - 1;
        for (const w of worlds) {
          // the last option plays on the sampled world itself: no other option needs it after
          const s = last ? w : clone(w);
          choose(s, i);
          sc += this.playOn(s, g);
        }
        sc = sc / worlds.length + (i === prefer ? this.preferBonus : 0);
        scores.push(sc);
        if (sc > bestScore) { bestScore = sc; best = i; }
      }
    } finally { this.inRollout = false; }
    this.why = 'look-ahead';
    return best;
  }
  protected inRollout = false;
  /** worlds sampled per look-ahead, and the score bonus that breaks near-ties toward the rule's choice */
  protected worlds = 2;
  /** turn actions the look-ahead branches on in a row (1: the option tried, then the rules) */
  protected depth = 1;
  protected preferBonus = 0.05;
  /**
   * After an option is tried: play on by `rollout` to the stop, and score the board there. While `depth` is above 1,
   * the same player's next turn action in that turn is branched on instead (each of its options, the best kept).
   */
  protected playOn(s: Game, root: Game, depth = this.depth): number {
    for (let k = 0; k < 3000; k++) {
      const e = decision(s);
      if (!e || this.stop(s, root, e)) break;
      if (depth > 1 && e.kind === 'main' && e.player === root.pending?.player && s.active === root.active && e.options.length > 1) {
        let best = -Infinity;
        for (let j = 0; j < e.options.length; j++) {
          // the last option plays on `s` itself: nothing reads it after
          const t = j === e.options.length - 1 ? s : clone(s);
          choose(t, j);
          best = Math.max(best, this.playOn(t, root, depth - 1));
        }
        return best;
      }
      choose(s, this.rollout(s, e));
    }
    return this.score(s);
  }
  /** readies a sampled world for the look-ahead (a subclass may set where its copies stop, Game.halt) */
  protected prepare(_world: Game): void {}
  /** where the look-ahead stops playing on and scores the board: the next round's first turn decision */
  protected stop(s: Game, root: Game, e: Decision): boolean { return s.round > root.round && e.kind === 'main'; }
  /** how the look-ahead answers a decision after the option tried: by the rules, ending the turn at its next main decision */
  protected rollout(g: Game, d: Decision): number { return this.rules(g, d); }
  /** the board's worth for the team, the look-ahead's measure */
  protected score(g: Game): number { return boardScore(g); }

  protected main(g: Game, p: number, o: Opt[]): number {
    const me = g.players[p]!;
    const id = me.identity;
    const hp = remaining(g, id) / Math.max(1, maxHp(g, id));
    const find = (t: string): number => idx(o, (x) => x.t === t);
    const kind = (x: Opt): string => optionKind(g, x);
    const first = (...kinds: string[]): number => {
      for (const k of kinds) { const i = o.findIndex((x) => kind(x) === k); if (i >= 0) return i; }
      return -1;
    };
    // the scheme clock: will the main scheme complete at the next villain phase if nothing is done?
    const f = cardFacts(g.cards[g.main]!.code);
    const accel = (f.escalationThreat ?? 0) * (f.escalationThreatFixed ? 1 : g.n0) + g.accel + g.sides.length;
    const urgent = g.cards[g.main]!.threat + accel + 2 + THREAT_MARGIN * mainTarget(g) >= mainTarget(g) || g.sides.some((s) => (cardFacts(g.cards[s]!.code).crisis ?? 0) > 0);
    if (me.form === 'alter') {
      // the scheme about to complete: back to hero form to thwart, unless one more hit could defeat us
      if (urgent && find('form') >= 0 && remaining(g, id) > 5) return find('form');
      if (hp < 1 && find('recover') >= 0) return find('recover');
      if (hp > 0.6 && find('form') >= 0) return find('form');
    }
    // hurt: no ability that costs hit points
    const fragile = remaining(g, id) <= 4;
    // a villain about to fall: finish it
    if (remaining(g, g.villain) <= Math.max(2, stat(g, id, 'atk')) && find('attack') >= 0) return find('attack');
    if (urgent) { const i = first('thwart', 'remove-threat'); if (i >= 0) return i; }
    const perm = first('permanent');
    if (perm >= 0) return perm;
    const hit = first('attack', 'damage');
    if (hit >= 0) return hit;
    const th = first('thwart', 'remove-threat');
    if (th >= 0 && (g.cards[g.main]!.threat > 0 || g.sides.length > 0)) return th;
    const other = fragile ? first('heal', 'ready') : first('draw', 'heal', 'ready', 'act');
    if (other >= 0) return other;
    // done acting: a hurt hero turns alter-ego, so the villain schemes rather than attacks and it can recover next turn
    if (me.form === 'hero' && hp <= 0.5 && find('form') >= 0) return find('form');
    if (find('recover') >= 0) return find('recover');
    return Math.max(0, find('end'));
  }

  protected enemy(g: Game, o: Opt[]): number {
    // the minion with the fewest hit points left, else the villain (minions first: they act every round until defeated;
    // docs/bot-strength.md has the try of "kill what dies, else the villain")
    let best = 0, score = Infinity;
    o.forEach((x, i) => {
      if (x.c < 0) return;
      const r = remaining(g, x.c);
      const s = x.c === g.villain ? 100 : r;
      if (s < score) { score = s; best = i; }
    });
    return best;
  }

  protected scheme(g: Game, o: Opt[]): number {
    let best = 0, score = -Infinity;
    o.forEach((x, i) => {
      if (x.c < 0) return;
      const c = g.cards[x.c]!;
      const s = x.c === g.main ? threatRatio(g) * 10 : 5 + c.threat;
      if (s > score) { score = s; best = i; }
    });
    return best;
  }
}

export { stat };
