import { later } from '../../../flow.js';
import {
  BRIDGE, PLAY_VILLAIN_CARD, REVEAL_STRENGTH, STREETS, YOUR_HEROES, countHeroes, eachRevealOrWound, hasCls,
  koSome, rescue,
} from '../../../rules.js';
import { villainGroup } from '../../../registry.js';
import { STRENGTH } from '../../../types.js';

villainGroup('Radiation', [
  {
    name: 'Abomination', copies: 2, attack: 5, vp: 3,
    text: 'Fight: if he was on the Streets or the Bridge, rescue three Bystanders.',
    hint: { fight: 1.5 },
    fight: (g, p) => { if (g.defeatSlot === STREETS || g.defeatSlot === BRIDGE) rescue(g, p, 3); },
  },
  {
    name: 'The Leader', copies: 2, attack: 4, vp: 2,
    text: 'Ambush: play the next card of the Villain Deck.',
    ambush: (g) => later(g, PLAY_VILLAIN_CARD, g.current),
  },
  {
    name: 'Maestro', copies: 2, attack: 6, vp: 4,
    text: 'Fight: KO one of your heroes for every Strength hero you have (counted before any KO).',
    hint: { fight: 0.5 },
    fight: (g, p) => koSome(g, p, countHeroes(g, p, (c) => hasCls(g, c, STRENGTH)), YOUR_HEROES, true),
  },
  {
    name: 'Zzzax', copies: 2, attack: 5, vp: 3,
    text: 'Fight and Escape: every player reveals a Strength hero or gains a Wound.',
    hint: { escape: 0.8, fightEach: -0.6 },
    fight: (g) => eachRevealOrWound(g, REVEAL_STRENGTH),
    escape: (g) => eachRevealOrWound(g, REVEAL_STRENGTH),
  },
], 'core', [{ cls: STRENGTH, w: 0.3 }]);
