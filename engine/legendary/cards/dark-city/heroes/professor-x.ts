// Professor X (Dark City, X-Men).
//
// Class Dismissed: 'professor-x:class-dismissed:may' ('yesno') then 'professor-x:class-dismissed:hq' ('slot'
// over the HQ spaces holding a hero): the hero goes to the bottom of the Hero Deck, then the space is refilled
// from the top. Instinct superpower (read when played): 'professor-x:class-dismissed:ko', a 'card' decision
// over the distinct cards of hand and discard pile and -1.
//
// Telepathic Probe reveals the top card of the Villain Deck. A Bystander may be rescued from there ('yesno');
// a Villain (a card that counts as one there, by its kind or the scheme) may be fought this turn while it is
// still the top card: a main-phase action, offered in games with this card, paid like a fight (Attack, plus
// what may pay for that villain) and defeated from the Villain Deck (its Fight effect happens; its
// "you can't defeat unless" and extra fight costs apply, as for any fight).
//
// Mind Control: for the rest of the turn, whenever you defeat a villain or henchman card that reaches your
// Victory Pile, you may gain it ('yesno'): it leaves the Victory Pile for your discard pile and counts as a
// grey hero giving its printed Attack when played (Game.asHero); its VP still count.
import { SET } from '../set.js';
import { act } from '../../../actions.js';
import { mainAction } from '../../../compile.js';
import { addEffect, effectKind } from '../../../effects.js';
import { ask, cont, later } from '../../../flow.js';
import {
  DISCARD, HAND, PAY_FIGHT, available, canDefeatNow, cardsIn, def, defeatCard, distinct, gainAttack, gainCard, isBystander,
  isHero, isVillain, koCard, log, nameOf, payToFight, paidContinuation, power, refillHq, rescueCard, takeFromVillainDeck,
  teamPower, villainCardAttack,
} from '../../../rules.js';
import { hero } from '../../../registry.js';
import type { Game } from '../../../types.js';
import { COVERT, INSTINCT, RANGED, XMEN, Z_VICTORY, Z_VILLAIN_DECK } from '../../../types.js';

// ---- Class Dismissed --------------------------------------------------------------------------------

function hqHeroSpaces(g: Game): number[] {
  const out: number[] = [];
  for (let s = 0; s < g.hq.length; s++) { const c = g.hq[s]!; if (c >= 0 && def(g, c).kind === 'hero') out.push(s); }
  return out;
}
const dismissMay = cont('professor-x:class-dismissed:may', (g, f, v) => {
  if (v === 1) ask(g, f.p, 'slot', dismissSlot, hqHeroSpaces(g), { source: f.c });
}, { about: 'may' });
const dismissSlot = cont('professor-x:class-dismissed:hq', (g, _f, v) => {
  const c = v < 0 ? -1 : g.hq[v]!;
  if (c < 0) return;
  g.hq[v] = -1;
  g.heroDeck.unshift(c);
  g.log && log(g, `  ${nameOf(g, c)} goes to the bottom of the Hero Deck`);
  refillHq(g, v);
}, { about: 'hq-lose' });
const dismissKoAsk = cont('professor-x:class-dismissed:ko-ask', (g, f) => {
  const opts = distinct(g, f.p, cardsIn(g, f.p, HAND | DISCARD));
  if (opts.length) ask(g, f.p, 'card', dismissKo, [...opts, -1], { source: f.c });
});
const dismissKo = cont('professor-x:class-dismissed:ko', (g, f, v) => { if (v >= 0) koCard(g, f.p, v, f.c); }, { about: 'ko-optional' });

// ---- Telepathic Probe -------------------------------------------------------------------------------

/** A villain revealed on top of the Villain Deck that may be fought this turn (c: the card). */
const PROBED = effectKind({ key: 'professor-x:telepathic-probe' });

function topOfVillainDeck(g: Game): number { return g.villainDeck.length ? g.villainDeck[g.villainDeck.length - 1]! : -1; }

const probeRescue = cont('professor-x:telepathic-probe:rescue', (g, f, v) => {
  if (v === 1 && takeFromVillainDeck(g, f.c)) rescueCard(g, f.p, f.c, Z_VILLAIN_DECK);
}, { about: 'may' });

/** Whether the probed villain c can be fought now: still on top, and payable. */
function probeFightable(g: Game, p: number, c: number): boolean {
  if (g.t.healed || topOfVillainDeck(g) !== c) return false;
  const d = def(g, c);
  if (d.canDefeat && !d.canDefeat(g, p)) return false;
  return available(g, PAY_FIGHT, c) >= villainCardAttack(g, c, -1);
}

const probeDefeat = cont('professor-x:telepathic-probe:defeat', (g, f) => {
  if (topOfVillainDeck(g) === f.c) defeatCard(g, f.p, f.c, g.villainDeck);
});
const PAID_PROBE = paidContinuation(cont('professor-x:telepathic-probe:paid', (g, f) => {
  if (topOfVillainDeck(g) !== f.c) return;
  const d = def(g, f.c);
  if (d.fightCost) d.fightCost(g, f.p, f.c);
  later(g, probeDefeat, f.p, f.c);
}));

export const ACT_PROBE_FIGHT = mainAction({
  id: 'professor-x:telepathic-probe:fight', order: 45,
  active: (_s, defs) => defs.some((d) => d.set === SET && d.name === 'Telepathic Probe'),
  options: (g, p, out) => {
    for (const e of g.t.effects) {
      if (e.k !== PROBED) continue;
      const v = act(ACT_PROBE_FIGHT, e.c);
      if (!out.includes(v) && probeFightable(g, p, e.c)) out.push(v);
    }
  },
  handle: (g, p, c) => payToFight(g, p, villainCardAttack(g, c, -1), PAY_FIGHT, -2 - PAID_PROBE, c),
  describe: (g, c) => `fight ${nameOf(g, c)} (revealed on top of the Villain Deck)`,
  hint: { about: 'fight-other', cost: (g, _p, c) => villainCardAttack(g, c, -1), card: (_g, _p, c) => c },
});

// ---- Mind Control -----------------------------------------------------------------------------------

const mindControlAsk = cont('professor-x:mind-control:ask', (g, f) => {
  if (g.players[f.p]!.victory.includes(f.c)) ask(g, f.p, 'yesno', mindControlGain, [1, 0], { source: f.c });
});
const mindControlGain = cont('professor-x:mind-control:gain', (g, f, v) => {
  const vp = g.players[f.p]!.victory;
  const i = vp.lastIndexOf(f.c);
  if (v !== 1 || i < 0) return;
  vp.splice(i, 1);
  if (!isHero(g, f.c)) g.asHero.push(f.c);
  g.log && log(g, `  P${f.p + 1} gains ${nameOf(g, f.c)} as a grey hero`);
  gainCard(g, f.p, f.c, Z_VICTORY);
}, { about: 'may' });
const MIND_CONTROL = effectKind({
  key: 'professor-x:mind-control',
  after: {
    defeat: (g, e) => {
      const k = def(g, e.c).kind;
      if (e.p === g.current && (k === 'villain' || k === 'henchman')) later(g, mindControlAsk, e.p, e.c);
    },
  },
});

hero('Professor X', 'X-Men', [
  {
    name: 'Class Dismissed', copies: 5, cls: INSTINCT, cost: 3, recruit: 2,
    text: 'You may put an HQ hero on the bottom of the Hero Deck. Instinct superpower: you may KO a card from your hand or discard pile.',
    hint: { power: { cls: INSTINCT, other: 1 } },
    play: (g, p, c) => {
      const instinct = power(g, INSTINCT);
      if (hqHeroSpaces(g).length) ask(g, p, 'yesno', dismissMay, [1, 0], { source: c });
      if (instinct) later(g, dismissKoAsk, p, c);
    },
  },
  {
    name: 'Psionic Astral Form', copies: 5, cls: RANGED, cost: 2, attack: 1, plus: { attack: true },
    text: 'X-Men team power: +2 Attack.',
    hint: { power: { team: XMEN, attack: 2 } },
    play: (g) => { if (teamPower(g, XMEN)) gainAttack(g, 2); },
  },
  {
    name: 'Telepathic Probe', copies: 3, cls: RANGED, cost: 5, attack: 3,
    text: 'Reveal the top Villain Deck card: you may rescue a Bystander; a villain may be fought this turn.',
    hint: { avgAttack: 0.5 },
    play: (g, p, c) => {
      const top = topOfVillainDeck(g);
      if (top < 0) return;
      g.log && log(g, `  reveals ${nameOf(g, top)} on top of the Villain Deck`);
      if (isVillain(g, top)) { if (canDefeatNow(g)) addEffect(g, PROBED, top); }
      else if (isBystander(g, top)) ask(g, p, 'yesno', probeRescue, [1, 0], { source: top });
    },
  },
  {
    name: 'Mind Control', copies: 1, cls: COVERT, cost: 8, attack: 6,
    text: 'This turn, whenever you defeat a villain, you may gain it as a grey hero that gives its printed Attack (it keeps its VP).',
    hint: { avgAttack: 1 },
    play: (g, _p, c) => addEffect(g, MIND_CONTROL, c),
  },
], SET);
