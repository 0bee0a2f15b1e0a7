// A rule-of-thumb Marvel Champions bot: it answers every kind of decision with a plain rule a new player might
// follow (keep the scheme in check, kill what dies, recover when hurt, pay with resource cards first, defend
// with allies). Its purpose is to show that games are winnable and to exercise every decision kind; the strong
// bots come with the studies (issue 30). It reads the decision's hint and the observation, never card text.

import { cardFacts, hint, type Game, type Opt } from '../../engine/champions/index.js';
import { defOf } from '../../engine/champions/defs.js';
import { mainTarget, maxHp, remaining, stat } from '../../engine/champions/rules.js';
import type { ChampionsAgent, ChampionsView } from './agent.js';

/** How far ahead of the scheme clock the bot starts thwarting, as a share of the target (0: only when the next villain phase could complete it). */
const THREAT_MARGIN = 0;
function idx(opts: Opt[], pred: (o: Opt) => boolean): number { return opts.findIndex(pred); }

function costOf(g: Game, id: number): number {
  const c = g.cards[id]!;
  if (c.code === '?') return 0;
  const k = cardFacts(c.code).cost;
  return typeof k === 'number' ? k : 0;
}

function threatRatio(g: Game): number { return g.cards[g.main]!.threat / Math.max(1, mainTarget(g)); }

export class SimpleAgent implements ChampionsAgent {
  readonly spec = 'simple';

  choose(view: ChampionsView): number {
    const d = view.decision;
    const o = d.options;
    const g = view.game;
    const p = d.player;
    const h = hint(d);
    switch (d.kind) {
      case 'mulligan': {
        // throw back the most expensive card once while it costs 4 or more
        let best = -1, cost = 3;
        o.forEach((x, i) => { if (x.t === 'card' && costOf(g, x.c) > cost) { cost = costOf(g, x.c); best = i; } });
        return best >= 0 ? best : Math.max(0, idx(o, (x) => x.t === 'keep'));
      }
      case 'main': return this.main(g, p, o);
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
        const enemy = view.decision.source;
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
      default:
        return 0;
    }
  }

  private main(g: Game, p: number, o: Opt[]): number {
    const me = g.players[p]!;
    const id = me.identity;
    const hp = remaining(g, id) / Math.max(1, maxHp(g, id));
    const find = (t: string): number => idx(o, (x) => x.t === t);
    const kind = (x: Opt): string => {
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
    };
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

  private enemy(g: Game, o: Opt[]): number {
    // a minion that is nearly dead, else the villain, else the weakest minion
    let best = 0, score = Infinity;
    o.forEach((x, i) => {
      if (x.c < 0) return;
      const r = remaining(g, x.c);
      const s = x.c === g.villain ? 100 : r;
      if (s < score) { score = s; best = i; }
    });
    return best;
  }

  private scheme(g: Game, o: Opt[]): number {
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
