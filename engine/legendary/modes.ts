// Rules that come with the setup rather than with a card: the solo modes' extras and the challenge modes
// that react to events. Each is a rule owner (engine/legendary/compile.ts) whose hooks join a game when its mode is
// chosen; they are registered in the order their extras resolve after the same event (after a Scheme
// Twist: the solo extra, then Endless Spite's Master Strike, then Plots upon Plots' card; after a Master
// Strike: advanced solo's card, then Pain upon Pain's).

import { ask, cont, later } from './flow.js';
import { ruleOwner } from './compile.js';
import {
  PLAY_VILLAIN_CARD, chooseKoFromHq, gainWound, hqSlotsCostAtMost, log, nameOf, playVillainCard, strikeEffect, takeFromHq,
} from './rules.js';

// ---- solo -------------------------------------------------------------------------------------------

const SOLO_TWIST_KO = cont('solo-twist-ko-hq', (g, f) => { if (g.result === null) chooseKoFromHq(g, f.p); });
const ADV_SOLO_TWIST = cont('advanced-solo-twist', (g, f) => {
  if (g.result === null) ask(g, f.p, 'slot', ADV_SOLO_TWIST_CHOSEN, hqSlotsCostAtMost(g, 6));
});
const ADV_SOLO_TWIST_CHOSEN = cont('advanced-solo-twist-bottom', (g, _f, v) => {
  if (v < 0) return;
  const h = takeFromHq(g, v);
  g.heroDeck.unshift(h);
}, { about: 'hq-lose' });

/** Basic solo: after each Scheme Twist, KO a hero of cost 6 or less from the HQ. */
ruleOwner({
  key: 'solo:basic', active: (s) => s.solo === 'basic',
  on: { twist: { after: (g) => later(g, SOLO_TWIST_KO, g.current) } },
});
/** Advanced solo: after each Scheme Twist, a hero of cost 6 or less goes to the bottom of the Hero Deck;
 *  after each Master Strike, play another Villain Deck card. */
ruleOwner({
  key: 'solo:advanced', active: (s) => s.solo === 'advanced',
  on: {
    twist: { after: (g) => later(g, ADV_SOLO_TWIST, g.current) },
    strike: { after: (g) => later(g, PLAY_VILLAIN_CARD, g.current) },
  },
});

// ---- Challenge modes --------------------------------------------------------------------------------

/** Army of Evil: every Villain gets +N Attack; the Mastermind power modes: the Mastermind gets +N (or -1). */
ruleOwner({
  key: 'challenge:army-of-evil', active: (s) => s.challengeRules.villainAttack !== 0,
  mods: { villainAttack: (g) => g.setup.challengeRules.villainAttack },
});
ruleOwner({
  key: 'challenge:mastermind-power', active: (s) => s.challengeRules.mastermindAttack !== 0,
  mods: { mastermindAttack: (g) => g.setup.challengeRules.mastermindAttack },
});

const ENDLESS_SPITE = cont('endless-spite', (g, f) => {
  if (g.result !== null) return;
  g.log && log(g, `  Endless Spite: Master Strike`);
  strikeEffect(g, f.c);
});
ruleOwner({
  key: 'challenge:endless-spite', active: (s) => s.challengeRules.endlessSpite,
  on: { twist: { after: (g, e) => later(g, ENDLESS_SPITE, g.current, e.c) } },
});

const PLOTS_UPON_PLOTS = cont('plots-upon-plots', (g) => {
  if (g.result !== null) return;
  g.log && log(g, `  Plots upon Plots: another Villain Deck card`);
  playVillainCard(g);
});
ruleOwner({
  key: 'challenge:plots-upon-plots', active: (s) => s.challengeRules.plotsUponPlots,
  on: { twist: { after: (g) => later(g, PLOTS_UPON_PLOTS, g.current) } },
});

const PAIN_UPON_PAIN = cont('pain-upon-pain', (g) => {
  if (g.result !== null) return;
  g.log && log(g, `  Pain upon Pain: another Villain Deck card`);
  playVillainCard(g);
});
ruleOwner({
  key: 'challenge:pain-upon-pain', active: (s) => s.challengeRules.painUponPain,
  on: { strike: { after: (g) => later(g, PAIN_UPON_PAIN, g.current) } },
});

// Evacuate the Wounded: every hero a player owns that is KO'd costs that player a Wound, once the KO is
// done, as a frame of its own (heroes KO'd from the HQ or from under a villain are nobody's).
const EVACUATE_WOUND = cont('evacuate-the-wounded', (g, f) => {
  if (g.result !== null) return;
  g.log && log(g, `  Evacuate the Wounded: P${f.p + 1} lost ${nameOf(g, f.c)}`);
  gainWound(g, f.p);
});
ruleOwner({
  key: 'challenge:evacuate-the-wounded', active: (s) => s.challengeRules.evacuate,
  on: {
    ko: {
      after: (g, e) => {
        if (e.p >= 0 && g.cards[g.defOf[e.c]!]!.kind === 'hero') later(g, EVACUATE_WOUND, e.p, e.c);
      },
    },
  },
});
