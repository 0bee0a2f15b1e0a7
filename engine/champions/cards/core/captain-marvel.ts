// Captain Marvel (Carol Danvers) and her kit.

import { card, type ResType } from '../../defs.js';
import { ask, closeEv, cont, ev, later, opt } from '../../flow.js';
import { playerThwart, thwartTargets } from '../../round.js';
import {
  canAfford, confuse, discard, draw, hasTrait, heal, nameOf, openPay, paidWith, playerOrder, removeThreat,
} from '../../rules.js';
import type { Game } from '../../state.js';
import { anyAttackable, anyThwartable, attackEnemy, canDraw, you } from '../kit.js';

/** Whether drawing a card could give player p anything (a deck or a discard pile to reshuffle). */
/** Whether `tgt` is the identity of the controller of `self`, face up as Captain Marvel. */
function ownCaptainMarvel(g: Game, self: number, tgt: number): boolean {
  const c = g.cards[self]!;
  if (c.zone !== 'play' || c.ctrl < 0) return false;
  const me = you(g, c.ctrl);
  return tgt === me && nameOf(g, me) === 'Captain Marvel';
}

card({
  code: '01010a', summary: 'Rechannel: once a round, an energy resource plus healing 1 of her own damage buys a card draw.',
  actions: [{
    form: 'hero', limit: 'round', cost: { n: 0, types: ['energy'] }, intent: 'draw',
    can: (g, self, p) => g.cards[self]!.dmg >= 1 && canDraw(g, p),
    run: (g, self, p) => { heal(g, self, 1); draw(g, p, 1); },
  }],
});

card({
  code: '01010b', summary: 'Commander: once a round, a player of your choice draws a card.',
  actions: [{
    form: 'alter', limit: 'round', intent: 'draw',
    can: (g) => playerOrder(g).some((q) => canDraw(g, q)),
    run: (g, self, p) => {
      ask(g, p, 'player', '01010b-player', playerOrder(g).filter((q) => canDraw(g, q)).map((q) => opt('player', -1, q)), self);
    },
  }],
});
cont('01010b-player', (g, _f, v) => { if (v) draw(g, v.x, 1); }, { intent: 'target-player' });

card({
  code: '01011', summary: 'Spider-Woman: after she enters play, you may confuse the villain.',
  triggers: [{
    when: 'response', on: 'entered', intent: 'confuse',
    can: (g, e, self) => e.src === self && !g.cards[g.villain]!.conf,
    run: (g) => confuse(g, g.villain),
  }],
});

card({
  code: '01012', summary: 'Crisis Interdiction (hero thwart): 2 threat off one scheme; an Aerial hero also takes 2 off another.',
  event: {
    form: 'hero', kind: 'thwart', intent: 'remove-threat',
    can: (g) => anyThwartable(g),
    run: (g, p, self) => ask(g, p, 'target', '01012-first', thwartTargets(g).map((s) => opt('scheme', s)), self),
  },
});
// Both schemes are chosen before the thwart resolves (a confused hero's thwart is replaced as a whole: no second
// choice then); the second scheme's threat is removed as part of the same thwart.
cont('01012-first', (g, f, v) => {
  if (!v) return;
  const me = you(g, f.p);
  const others = hasTrait(g, me, 'Aerial') && !g.cards[me]!.conf ? thwartTargets(g).filter((s) => s !== v.c) : [];
  if (others.length === 0) { playerThwart(g, f.p, me, v.c, 2, { event: 1, source: f.c }); return; }
  ask(g, f.p, 'target', '01012-second', others.map((s) => opt('scheme', s)), f.c, v.c);
}, { intent: 'target-scheme' });
cont('01012-second', (g, f, v) => {
  const e = playerThwart(g, f.p, you(g, f.p), f.n, 2, { event: 1, source: f.c });
  const x = ev(g, e);
  if (v && !x.cancel) x.x.removed = (x.x.removed ?? 0) + removeThreat(g, v.c, 2);
}, { intent: 'target-scheme' });

card({
  code: '01013', summary: 'Photonic Blast (hero attack): 5 damage to an enemy; a card drawn too if energy helped pay.',
  event: {
    form: 'hero', kind: 'attack', intent: 'damage',
    can: (g, p) => anyAttackable(g, p),
    run: (g, p, self) => {
      // a stunned hero's attack ability is replaced as a whole: no draw either
      const drawToo = paidWith(g.lastPay, 'energy') && !g.cards[you(g, p)]!.stun;
      attackEnemy(g, p, self, 5);
      if (drawToo) later(g, '01013-draw', p, self);
    },
  },
});
cont('01013-draw', (g, f) => { if (!g.players[f.p]!.eliminated) draw(g, f.p, 1); });

card({
  code: '01015', summary: 'Alpha Flight Station: exhaust and discard a card from hand to draw one (two as Carol Danvers).',
  actions: [{
    exhaust: true, intent: 'draw',
    can: (g, _self, p) => g.players[p]!.hand.length > 0,
    run: (g, self, p) => ask(g, p, 'discard', '01015-discard', g.players[p]!.hand.map((c) => opt('card', c)), self),
  }],
});
cont('01015-discard', (g, f, v) => {
  if (!v) return;
  discard(g, v.c);
  draw(g, f.p, nameOf(g, you(g, f.p)) === 'Carol Danvers' ? 2 : 1);
}, { intent: 'discard', prefer: 'bad' });

card({
  code: '01016', summary: 'Captain Marvel\'s Helmet: +1 DEF for Captain Marvel, +2 while she is Aerial.',
  mods: [(g, self, tgt, s) => {
    if (s !== 'def' || !ownCaptainMarvel(g, self, tgt)) return 0;
    return hasTrait(g, tgt, 'Aerial') ? 2 : 1;
  }],
});

card({
  code: '01017', summary: 'Cosmic Flight: Captain Marvel is Aerial; (hero defense) discard it to prevent 3 of the damage she would take.',
  gives: (g, self, tgt, trait) => trait === 'Aerial' && ownCaptainMarvel(g, self, tgt),
  triggers: [{
    when: 'interrupt', on: 'damage', form: 'hero', kind: 'defense', intent: 'prevent-damage',
    can: (g, e, self, p) => e.amt > 0 && e.tgt === you(g, p) && ownCaptainMarvel(g, self, e.tgt),
    run: (g, e, self) => { discard(g, self); e.amt = Math.max(0, e.amt - 3); },
  }],
});

/** Energy Channel's counters past this many add nothing (its damage stops at 10, 2 a counter). */
const CHANNEL_FULL = 5;
const energies = (k: number): ResType[] => Array<ResType>(k).fill('energy');

card({
  code: '01018', summary: 'Energy Channel (one per player): store paid energy as counters; (hero attack) discard it for 2 damage a counter, 10 at most.',
  canPlay: (g, p, self) => !g.players[p]!.play.some((x) => x !== self && g.cards[x]!.code === '01018'),
  actions: [
    {
      intent: 'store-energy',
      can: (g, self, p) => g.cards[self]!.ctr < CHANNEL_FULL && canAfford(g, p, { n: 0, types: energies(1) }, -1),
      run: (g, self, p) => {
        const o = [];
        for (let k = 1; k <= CHANNEL_FULL - g.cards[self]!.ctr; k++) {
          if (canAfford(g, p, { n: 0, types: energies(k) }, -1)) o.push(opt('amount', -1, k));
        }
        ask(g, p, 'choice', '01018-x', o, self);
      },
    },
    {
      form: 'hero', kind: 'attack', intent: 'damage',
      can: (g, self, p) => g.cards[self]!.ctr > 0 && anyAttackable(g, p),
      run: (g, self, p) => {
        const n = Math.min(10, 2 * g.cards[self]!.ctr);
        discard(g, self);
        attackEnemy(g, p, self, n);
      },
    },
  ],
});
cont('01018-x', (g, f, v) => {
  if (!v) return;
  const pe = openPay(g, f.p, { n: 0, types: energies(v.x) }, -1);
  later(g, 'pay-step', f.p, -1, pe);
  later(g, '01018-paid', f.p, f.c, pe, v.x);
}, { intent: 'choose-amount' });
cont('01018-paid', (g, f) => {
  const x = ev(g, f.n).x;
  g.lastPay = { ...x };
  closeEv(g, f.n);
  if (x.failed || g.cards[f.c]!.zone !== 'play') return;
  g.cards[f.c]!.ctr += f.m;
});
