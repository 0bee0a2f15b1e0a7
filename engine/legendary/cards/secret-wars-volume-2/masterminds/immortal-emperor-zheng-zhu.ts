// Immortal Emperor Zheng-Zhu (Secret Wars Volume 2): the 7th Circle of Kung-Fu (engine/legendary/keywords/kung-fu.ts).
//
// - Master Strike: each player reveals a hero costing 7 or more, or discards down to three cards.
// - Ultimate Kung-Fu Mastery: each other player shows a card with a Circle of Kung-Fu from their victory pile (a
//   'yesno', intent 'reveal', asked only of a player who has one), or gains a Wound.
// - Emperor's Justice: each other player reveals a Marvel Knights hero or gains a Wound.
// - Humble the Pretenders: each other player reveals a Marvel Knights hero, or discards a card of their choice that
//   costs less than 7 (none when they have no such card).
// - Imperial Edict: the fighter picks HQ heroes one at a time (a 'slot' question, intent 'hq-lose', -1 stops); those
//   picked go to the bottom of the Hero Deck in random order, then their spaces refill.
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { KUNG_FU, circleOfKungFu } from '../../../keywords/kung-fu.js';
import { mastermind, teamId } from '../../../registry.js';
import {
  GAIN_WOUND, discardCard, discardDownTo, distinct, eachRevealOrWound, hasKeyword, heroCost, isHero, isTeam, log, nameOf,
  otherPlayersEvil, playerOrder, refillHq, revealCondition, takeFaceDown,
} from '../../../rules.js';
import { shuffle } from '../../../../shared/rng.js';
import type { Game } from '../../../types.js';
import { Z_HAND } from '../../../types.js';
import { otherwise, revealOrElse, revealable } from '../../dark-city/masterminds/common.js';

const MARVEL_KNIGHTS = teamId('Marvel Knights');
const REVEAL_COST_7 = revealable((g, c) => heroCost(g, c) >= 7);
const REVEAL_KNIGHTS = revealable((g, c) => isTeam(g, c, MARVEL_KNIGHTS));
const REVEAL_KNIGHTS_OR_WOUND = revealCondition((g, c) => isTeam(g, c, MARVEL_KNIGHTS));

const strikeEach = cont('zheng-zhu:strike', (g, f) => revealOrElse(g, f.p, REVEAL_COST_7, downToThree, f.c));
const downToThree = otherwise(cont('zheng-zhu:strike:discard', (g, f) => discardDownTo(g, f.p, 3)));

// Ultimate Kung-Fu Mastery
const masteryEach = cont('zheng-zhu:kung-fu-mastery', (g, f) => {
  if (g.players[f.p]!.victory.some((c) => hasKeyword(g, c, KUNG_FU))) ask(g, f.p, 'yesno', masteryShown, [1, 0], { source: f.c });
  else later(g, GAIN_WOUND, f.p);
});
const masteryShown = cont('zheng-zhu:kung-fu-mastery:reveal', (g, f, v) => { if (v !== 1) later(g, GAIN_WOUND, f.p); }, { about: 'reveal' });

// Humble the Pretenders
const humbleEach = cont('zheng-zhu:humble', (g, f) => revealOrElse(g, f.p, REVEAL_KNIGHTS, humbleDiscard, f.c));
const humbleDiscard = otherwise(cont('zheng-zhu:humble:discard', (g, f) => {
  const cheap = g.players[f.p]!.hand.filter((c) => heroCost(g, c) < 7);
  ask(g, f.p, 'card', humbleChosen, distinct(g, f.p, cheap), { source: f.c });
}));
const humbleChosen = cont('zheng-zhu:humble:chosen', (g, f, v) => { if (v >= 0) discardCard(g, f.p, v, Z_HAND, true, f.c); }, { about: 'discard' });

// Imperial Edict: the spaces picked so far are in the frame's number as bits
function edictOptions(g: Game, picked: number): number[] {
  const out: number[] = [];
  for (let s = 0; s < g.hq.length; s++) if (!((picked >> s) & 1) && g.hq[s]! >= 0 && isHero(g, g.hq[s]!)) out.push(s);
  return out;
}
const edictAsk = cont('zheng-zhu:imperial-edict', (g, f) => {
  const opts = edictOptions(g, f.n);
  if (opts.length === 0) { edictDone(g, f.n); return; }
  ask(g, f.p, 'slot', edictPicked, [...opts, -1], { source: f.c, n: f.n });
});
const edictPicked = cont('zheng-zhu:imperial-edict:slot', (g, f, v) => {
  if (v < 0) { edictDone(g, f.n); return; }
  later(g, edictAsk, f.p, f.c, f.n | (1 << v));
}, { about: 'hq-lose' });
function edictDone(g: Game, picked: number): void {
  const gone: number[] = [];
  for (let s = 0; s < g.hq.length; s++) {
    if (!((picked >> s) & 1) || g.hq[s]! < 0) continue;
    const h = g.hq[s]!;
    g.hq[s] = -1;
    for (const b of takeFaceDown(g, h)) g.ko.push(b);
    gone.push(h);
  }
  if (gone.length === 0) return;
  g.heroDeck.unshift(...shuffle(g.rng, gone));
  g.log && log(g, `  ${gone.map((h) => nameOf(g, h)).join(', ')} go to the bottom of the Hero Deck`);
  for (let s = 0; s < g.hq.length; s++) refillHq(g, s);
}

mastermind({
  name: 'Immortal Emperor Zheng-Zhu', set: SET, attack: 7, vp: 5, leads: 'K\'un-lun', keywords: circleOfKungFu(7),
  text: '7th Circle of Kung-Fu. Master Strike: each player shows a hero costing 7 or more, or discards down to three cards.',
  reveals: [{ team: MARVEL_KNIGHTS, w: 0.5 }],
  strike: (g, _p, c) => { for (const p of playerOrder(g)) later(g, strikeEach, p, c); },
  tactics: [
    {
      name: 'Ultimate Kung-Fu Mastery', text: 'Other players without a Circle of Kung-Fu card in their victory pile to show take a Wound.',
      fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) later(g, masteryEach, q, c); },
    },
    {
      name: 'Emperor\'s Justice', text: 'Other players without a Marvel Knights hero to show take a Wound.',
      fight: (g) => eachRevealOrWound(g, REVEAL_KNIGHTS_OR_WOUND, otherPlayersEvil(g)),
    },
    {
      name: 'Humble the Pretenders', text: 'Other players without a Marvel Knights hero to show discard a card costing under 7.',
      fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) later(g, humbleEach, q, c); },
    },
    {
      name: 'Imperial Edict', text: 'Send any HQ heroes you pick to the bottom of the Hero Deck, shuffled.',
      fight: (g, p, c) => later(g, edictAsk, p, c, 0),
    },
  ],
});
