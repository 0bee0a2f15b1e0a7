// Heralds of Galactus (Fantastic Four). Each has Cosmic Threat against one class (engine/legendary/keywords/cosmic-threat.ts).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { KEEP_FOR_NEXT_HAND, addEffect } from '../../../effects.js';
import { cosmicThreat } from '../../../keywords/cosmic-threat.js';
import {
  REVEAL_RANGED, captureFromStack, distinct, eachRevealOrWound, hasCls, heroesYouHave, isHero, log, nameOf, refillHq,
} from '../../../rules.js';
import { villainGroup } from '../../../registry.js';
import type { Game } from '../../../types.js';
import { COVERT, INSTINCT, RANGED, STRENGTH } from '../../../types.js';

/** Morg's Ambush: every non-Instinct hero of the HQ goes to the bottom of the Hero Deck; the spaces refill. */
function morg(g: Game): void {
  const emptied: number[] = [];
  for (let s = 0; s < g.hq.length; s++) {
    const c = g.hq[s]!;
    if (c < 0 || !isHero(g, c) || hasCls(g, c, INSTINCT)) continue;
    g.hq[s] = -1;
    g.heroDeck.unshift(c);
    emptied.push(s);
    g.log && log(g, `  ${nameOf(g, c)} goes to the bottom of the Hero Deck`);
  }
  for (const s of emptied) refillHq(g, s);
}

// Stardust: one of the fighter's Covert heroes joins their next hand as an extra card.
const stardustKeep = cont('heralds-of-galactus:stardust:keep', (g, f, v) => { if (v >= 0) addEffect(g, KEEP_FOR_NEXT_HAND, v); }, { about: 'gain' });

/** Terrax's Ambush: he captures a Bystander for each Strength hero in the HQ. */
function terrax(g: Game, c: number): void {
  const at = g.city.indexOf(c);
  if (at < 0) return;
  let n = 0;
  for (const h of g.hq) if (h >= 0 && isHero(g, h) && hasCls(g, h, STRENGTH)) n++;
  for (let i = 0; i < n; i++) captureFromStack(g, at);
}

villainGroup('Heralds of Galactus', [
  {
    name: 'Firelord', copies: 2, attack: 9, vp: 4, plus: { attackStar: true }, keywords: cosmicThreat(RANGED),
    text: 'Cosmic Threat: Ranged. Fight and Escape: every player reveals a Ranged hero or gains a Wound.',
    hint: { escape: 0.8, fightEach: -0.6 },
    fight: (g) => eachRevealOrWound(g, REVEAL_RANGED),
    escape: (g) => eachRevealOrWound(g, REVEAL_RANGED),
  },
  {
    name: 'Morg', copies: 2, attack: 12, vp: 6, plus: { attackStar: true }, keywords: cosmicThreat(INSTINCT),
    text: 'Cosmic Threat: Instinct. Ambush: every non-Instinct hero in the HQ goes to the bottom of the Hero Deck.',
    ambush: (g) => morg(g),
  },
  {
    name: 'Stardust', copies: 2, attack: 10, vp: 5, plus: { attackStar: true }, keywords: cosmicThreat(COVERT),
    text: 'Cosmic Threat: Covert. Fight: one of your Covert heroes joins your next hand as a seventh card.',
    hint: { fight: 1.2 },
    fight: (g, p, c) => ask(g, p, 'card', stardustKeep, distinct(g, p, heroesYouHave(g, p).filter((h) => hasCls(g, h, COVERT))), { source: c }),
  },
  {
    name: 'Terrax the Tamer', copies: 2, attack: 11, vp: 5, plus: { attackStar: true }, keywords: cosmicThreat(STRENGTH),
    text: 'Cosmic Threat: Strength. Ambush: he captures a Bystander for each Strength hero in the HQ.',
    ambush: (g, _p, c) => terrax(g, c),
  },
], SET, [{ cls: RANGED, w: 0.5 }]);
