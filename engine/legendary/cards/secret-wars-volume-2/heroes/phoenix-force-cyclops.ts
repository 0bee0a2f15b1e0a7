// Phoenix Force Cyclops (Secret Wars Volume 2, X-Men).
//
// - Burn Out: a 'yesno' (intent 'villain-card-for-attack': a cost paid for 2 Attack, worth it when the Attack decides a
//   fight): yes KOs the card from play (it still counts as played this turn) for +2 Attack.
// - Reincarnate: the card is KO'd from play, then a mandatory 'card' question over the distinct HQ heroes that cost 4
//   or less and the top S.H.I.E.L.D. Officer (when it costs 4 or less) that the player may gain now: the one chosen is
//   gained into the hand (an HQ space refills).
// - Rise from the Ashes: a mandatory 'card' question over the distinct heroes KO'd this turn that are still in the KO
//   pile; the one chosen is gained. "KO'd this turn" is read from the KO pile itself, so a hero KO'd by any route
//   (a player's card, an HQ hero, a hero a villain held) counts: at the start of every turn (a 'turnStart' hook of this
//   card) the KO pile's last card is noted, and the cards after it are those KO'd this turn. Should that card leave
//   the KO pile during the turn, the KO pile's size at the start of the turn marks the boundary instead.
// - Destruction Is Creation: optional 'card' questions over the distinct cards of the hand and -1, up to three, each
//   KOing the card chosen; then as many cards are drawn as were KO'd.
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { hero } from '../../../registry.js';
import {
  distinct, draw, gainAttack, gainBlocked, gainCard, heroCost, isHero, koCard, log, nameOf, takeFromHq,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { COVERT, INSTINCT, RANGED, Z_HQ, Z_KO, Z_OFFICERS } from '../../../types.js';

// ---- Burn Out -----------------------------------------------------------------------------------------

const BURN_OUT_ATTACK = 2;
const burnOut = cont('phoenix-force-cyclops:burn-out:ko', (g, f, v) => {
  if (v !== 1 || !g.players[f.p]!.inPlay.includes(f.c)) return;
  koCard(g, f.p, f.c, f.c);
  gainAttack(g, BURN_OUT_ATTACK);
}, { about: 'villain-card-for-attack', n: BURN_OUT_ATTACK });

// ---- Reincarnate --------------------------------------------------------------------------------------

const REINCARNATE_MAX = 4;

/** What Reincarnate offers: the HQ heroes and the top Officer that cost 4 or less and player p may gain now. */
function reincarnateOptions(g: Game, p: number): number[] {
  const out = g.hq.filter((h) => h >= 0 && isHero(g, h) && heroCost(g, h) <= REINCARNATE_MAX && !gainBlocked(g, p, Z_HQ, h));
  const o = g.officers[g.officers.length - 1];
  if (o !== undefined && heroCost(g, o) <= REINCARNATE_MAX && !gainBlocked(g, p, Z_OFFICERS, o)) out.push(o);
  return distinct(g, -1, out);
}
const reincarnateGain = cont('phoenix-force-cyclops:reincarnate:gain', (g, f, v) => {
  if (v < 0) return;
  const slot = g.hq.indexOf(v);
  if (slot >= 0) { gainCard(g, f.p, takeFromHq(g, slot), Z_HQ, true, f.c); return; }
  if (g.officers[g.officers.length - 1] === v) gainCard(g, f.p, v, Z_OFFICERS, true, f.c);
}, { about: 'gain' });

// ---- Rise from the Ashes ------------------------------------------------------------------------------

/** g.vars: the KO pile's last card at the start of the turn (+1; 0 for an empty pile), and its size then. */
const KO_ANCHOR = 'phoenix-force-cyclops:ko-anchor', KO_SIZE = 'phoenix-force-cyclops:ko-size';

function markKoPile(g: Game): void {
  g.vars[KO_ANCHOR] = g.ko.length ? g.ko[g.ko.length - 1]! + 1 : 0;
  g.vars[KO_SIZE] = g.ko.length;
}

/** The cards KO'd this turn that are still in the KO pile (see the header). */
export function koThisTurn(g: Game): number[] {
  const anchor = (g.vars[KO_ANCHOR] ?? 0) - 1;
  let from = 0;
  if (anchor >= 0) {
    const i = g.ko.lastIndexOf(anchor);
    from = i >= 0 ? i + 1 : Math.min(g.vars[KO_SIZE] ?? 0, g.ko.length);
  }
  return g.ko.slice(from);
}

const riseGain = cont('phoenix-force-cyclops:rise-from-the-ashes:gain', (g, f, v) => {
  const i = v < 0 ? -1 : g.ko.lastIndexOf(v);
  if (i < 0 || gainBlocked(g, f.p, Z_KO, v)) return;
  g.ko.splice(i, 1);
  g.log && log(g, `  P${f.p + 1} gains ${nameOf(g, v)} from the KO pile`);
  gainCard(g, f.p, v, Z_KO, false, f.c);
}, { about: 'gain' });

// ---- Destruction Is Creation --------------------------------------------------------------------------

const DESTRUCTION_MAX = 3;
// f.n: cards KO'd so far
const destructionAsk = cont('phoenix-force-cyclops:destruction-is-creation:ask', (g, f) => {
  const opts = f.n < DESTRUCTION_MAX ? distinct(g, f.p, g.players[f.p]!.hand) : [];
  if (opts.length) ask(g, f.p, 'card', destructionKo, [...opts, -1], { source: f.c, n: f.n });
  else draw(g, f.p, f.n);
});
const destructionKo = cont('phoenix-force-cyclops:destruction-is-creation:ko', (g, f, v) => {
  if (v < 0 || !g.players[f.p]!.hand.includes(v)) { draw(g, f.p, f.n); return; }
  koCard(g, f.p, v, f.c);
  later(g, destructionAsk, f.p, f.c, f.n + 1);
}, { about: 'ko-optional', n: 1 });

hero('Phoenix Force Cyclops', 'X-Men', [
  {
    name: 'Burn Out', copies: 5, cls: RANGED, cost: 4, attack: 2, plus: { attack: true },
    text: 'Optionally KO it from play for +2 Attack.',
    hint: { avgAttack: 0.5 },
    play: (g, p, c) => ask(g, p, 'yesno', burnOut, [1, 0], { source: c }),
  },
  {
    name: 'Reincarnate', copies: 5, cls: COVERT, cost: 3,
    text: 'It is KO\'d; you gain into your hand a hero of cost 4 or less from the HQ or the Officer stack.',
    hint: { avgRecruit: 1.5, avgAttack: 0.5 },
    play: (g, p, c) => {
      koCard(g, p, c, c);
      ask(g, p, 'card', reincarnateGain, reincarnateOptions(g, p), { source: c });
    },
  },
  {
    name: 'Rise from the Ashes', copies: 3, cls: INSTINCT | RANGED, cost: 6, attack: 3,
    text: 'You gain one of the heroes KO\'d during this turn.',
    hint: { avgAttack: 0.3 },
    play: (g, p, c) => {
      const heroes = koThisTurn(g).filter((x) => isHero(g, x));
      if (heroes.length) ask(g, p, 'card', riseGain, distinct(g, -1, heroes), { source: c });
    },
    on: { turnStart: { after: markKoPile } },
  },
  {
    name: 'Destruction Is Creation', copies: 1, cls: RANGED, cost: 8, attack: 4,
    text: 'KO as many as three cards of your hand; draw one card for each.',
    hint: { draw: 1 },
    play: (g, p, c) => later(g, destructionAsk, p, c, 0),
  },
], SET);
