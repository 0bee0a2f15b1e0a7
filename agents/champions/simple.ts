// A rule-of-thumb Marvel Champions bot: it answers every kind of decision with a plain rule a new player might
// follow (keep the scheme in check, kill what dies, recover when hurt, pay with resource cards first, defend
// with allies). Its purpose is to show that games are winnable and to exercise every decision kind; the strong
// bots come with the studies (issue 30). It reads the decision's hint and the observation, never card text.

import { cardFacts, hint, type Game, type Opt } from '../../engine/champions/index.js';
import { mainTarget, maxHp, remaining, stat } from '../../engine/champions/rules.js';
import type { ChampionsAgent, ChampionsView } from './agent.js';

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
        if (hero >= 0 && remaining(g, me.identity) <= maxHp(g, me.identity) / 2) return hero;
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
    const hurt = remaining(g, id) <= maxHp(g, id) / 3;
    const find = (t: string): number => idx(o, (x) => x.t === t);
    if (me.form === 'alter') {
      const rec = find('recover');
      if (rec >= 0 && (hurt || threatRatio(g) < 0.5)) return rec;
      if (!hurt && find('form') >= 0 && g.cards[id]!.exh === false && find('recover') < 0) return find('form');
    }
    // permanents first (allies, upgrades, supports), then events
    let play = -1;
    o.forEach((x, i) => {
      if (x.t !== 'play' || play >= 0) return;
      const t = cardFacts(g.cards[x.c]!.code).type;
      if (t === 'ally' || t === 'upgrade' || t === 'support') play = i;
    });
    if (play >= 0) return play;
    const act = find('act');
    if (act >= 0) return act;
    const scheming = threatRatio(g) >= 0.5 || g.sides.length > 0;
    const order = scheming ? ['thwart', 'ally-thwart', 'attack', 'ally-attack'] : ['attack', 'ally-attack', 'thwart', 'ally-thwart'];
    for (const t of order) { const i = find(t); if (i >= 0) return i; }
    const ev = idx(o, (x) => x.t === 'play');
    if (ev >= 0) return ev;
    if (me.form === 'hero' && hurt && find('form') >= 0) return find('form');
    if (me.form === 'alter' && find('form') >= 0 && !hurt) return find('form');
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
