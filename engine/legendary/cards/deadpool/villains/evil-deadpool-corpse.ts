// Evil Deadpool Corpse (Deadpool). Every card has Revenge for its own group (engine/legendary/keywords/revenge.ts).
import { SET } from '../set.js';
import { later } from '../../../flow.js';
import { EXCESSIVE_VIOLENCE, violent } from '../../../keywords/excessive-violence.js';
import { revenge } from '../../../keywords/revenge.js';
import { shuffle } from '../../../../shared/rng.js';
import {
  YOUR_HEROES, draw, eachRevealOrWound, heroCost, isHero, koCard, koFromHq, koSome, log, nameOf, playerOrder, topOfDeck,
} from '../../../rules.js';
import { villainGroup } from '../../../registry.js';
import type { Game } from '../../../types.js';
import { REVEAL_ODD } from '../common.js';
import { cont } from '../../../flow.js';

export const CORPSE = 'Evil Deadpool Corpse';
const REVENGE_CORPSE = revenge(CORPSE);
/** "Ultimates": heroes that cost 7 or more. */
const ULTIMATE = 7;
const ultimateSlots = (g: Game) => {
  const out: number[] = [];
  for (let s = 0; s < g.hq.length; s++) { const h = g.hq[s]!; if (h >= 0 && isHero(g, h) && heroCost(g, h) >= ULTIMATE) out.push(s); }
  return out;
};

/** The Deadpool Kid's Escape: every player reveals their top card; the highest-cost ones (ties: all) are KO'd. */
function shootout(g: Game): void {
  const tops: { p: number; c: number }[] = [];
  for (const p of playerOrder(g)) { const c = topOfDeck(g, p); if (c >= 0) tops.push({ p, c }); }
  if (tops.length === 0) return;
  const cost = (c: number) => g.cards[g.defOf[c]!]!.cost;
  const best = Math.max(...tops.map((x) => cost(x.c)));
  for (const x of tops) if (cost(x.c) === best) { g.log && log(g, `  ${nameOf(g, x.c)} is shot`); koCard(g, x.p, x.c); }
}

/** Wolverinepool's Escape: after its effect, it goes back into the Villain Deck, shuffled. */
const backIntoDeck = cont('evil-deadpool-corpse:wolverinepool:back', (g, f) => {
  const i = g.escaped.lastIndexOf(f.c);
  if (i < 0) return;
  g.escaped.splice(i, 1);
  g.villainDeck.push(f.c);
  g.villainDeck = shuffle(g.rng, g.villainDeck);
});

villainGroup(CORPSE, [
  {
    name: 'D.E.A.D.P.O.O.L.', copies: 2, attack: 4, vp: 3, plus: { attack: true }, keywords: [...REVENGE_CORPSE, EXCESSIVE_VIOLENCE],
    text: 'Revenge for this group. Fight, with Excessive Violence: KO one of your heroes.',
    hint: { fight: 0.3 },
    fight: (g, p, c) => { if (violent(g, c)) koSome(g, p, 1, YOUR_HEROES, true); },
  },
  {
    name: 'The Deadpool Kid', copies: 2, attack: 5, vp: 4, plus: { attack: true }, keywords: REVENGE_CORPSE,
    text: 'Revenge for this group. Escape: every player reveals their top card; the highest-cost ones are KO\'d.',
    hint: { escape: 0.6 },
    escape: (g) => shootout(g),
  },
  {
    name: 'Ultimate Deadpool', copies: 2, attack: 5, vp: 4, plus: { attack: true }, keywords: [...REVENGE_CORPSE, EXCESSIVE_VIOLENCE],
    text: 'Revenge for this group. Fight, with Excessive Violence: draw a card per hero of cost 7 or more in the HQ. Escape: KO every such hero from the HQ.',
    hint: { fight: 0.8, escapeFlat: 1 },
    fight: (g, p, c) => { if (violent(g, c)) draw(g, p, ultimateSlots(g).length); },
    escape: (g) => { for (const s of ultimateSlots(g)) koFromHq(g, s); },
  },
  {
    name: 'Wolverinepool', copies: 2, attack: 7, vp: 6, plus: { attack: true }, keywords: REVENGE_CORPSE,
    text: 'Revenge for this group. Ambush, Fight and Escape: each player reveals an odd-cost card or gains a Wound. After the Escape, he is shuffled back into the Villain Deck.',
    hint: { escape: 1.2, fightEach: -0.5 },
    ambush: (g) => eachRevealOrWound(g, REVEAL_ODD),
    fight: (g) => eachRevealOrWound(g, REVEAL_ODD),
    escape: (g, _p, c) => { eachRevealOrWound(g, REVEAL_ODD); later(g, backIntoDeck, g.current, c); },
  },
], SET);
