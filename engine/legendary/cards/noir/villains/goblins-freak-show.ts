// Goblin's Freak Show (Noir). Most of them hide behind Hidden Witnesses (engine/legendary/keywords/hidden-witness.ts).
import { SET } from '../set.js';
import { later, cont } from '../../../flow.js';
import { HIDDEN_WITNESS, captureWitnesses, witnessFromVictoryPile } from '../../../keywords/hidden-witness.js';
import {
  GAIN_WOUND, YOUR_HEROES, cityLive, def, enterCityAt, heroCost, isHero, isVillain, koSome, log, nameOf, otherPlayersEvil,
  playerOrder, takeFromVillainDeck,
} from '../../../rules.js';
import { villainGroup } from '../../../registry.js';
import type { Game } from '../../../types.js';
import { STRENGTH } from '../../../types.js';
import { REVEAL_STRENGTH, otherwise, revealOrElse } from '../../dark-city/masterminds/common.js';
import { koBystanderOrWoundFor } from '../common.js';

export const GOBLINS_FREAK_SHOW = "Goblin's Freak Show";
const HW = [HIDDEN_WITNESS];

/** Whether card c is one of this group's villains. */
export function isFreakShow(g: Game, c: number): boolean { return def(g, c).group === GOBLINS_FREAK_SHOW && isVillain(g, c); }
/** Freak Show villains in the city. */
export function freakShowInCity(g: Game): number[] { return g.city.filter((c) => c >= 0 && isFreakShow(g, c)); }

const vultureFight = cont('goblins-freak-show:vulture:fight', (g, f) => koBystanderOrWoundFor(g, f.p, f.c));

// Chameleon: the top card of the Villain Deck is revealed; a villain enters the space he was defeated in.
function chameleon(g: Game): void {
  const top = g.villainDeck[g.villainDeck.length - 1];
  if (top === undefined) return;
  g.log && log(g, `  reveals ${nameOf(g, top)}`);
  const at = g.defeatSlot;
  if (!isVillain(g, top) || at < 0 || !cityLive(g, at) || g.city[at]! >= 0) return;
  takeFromVillainDeck(g, top);
  enterCityAt(g, top, at);
}

// Ox: each other player reveals a Strength hero or Ox takes a random Bystander of their victory pile face down.
const oxTakes = otherwise(cont('goblins-freak-show:ox:take', (g, f) => { if (g.city.includes(f.c)) witnessFromVictoryPile(g, f.p, f.c); }));

villainGroup(GOBLINS_FREAK_SHOW, [
  {
    name: 'Vulture, Carnival Cannibal', copies: 2, attack: 5, vp: 3, plus: { attackStar: true }, keywords: HW,
    text: 'Ambush: captures 2 Hidden Witnesses. Fight: each other player KOs a Bystander from their victory pile or gains a Wound. Escape: each player gains a Wound.',
    hint: { fightEach: -0.5, escape: 1 },
    ambush: (g, _p, c) => captureWitnesses(g, c, 2),
    fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) later(g, vultureFight, q, c); },
    escape: (g) => { for (const q of playerOrder(g)) later(g, GAIN_WOUND, q); },
  },
  {
    name: 'The Chameleon', copies: 2, attack: 4, vp: 2, plus: { attackStar: true }, keywords: HW,
    text: 'Ambush: captures a Hidden Witness. Fight: reveal the top card of the Villain Deck; a villain enters the space the Chameleon was in.',
    hint: { fight: -0.5 },
    ambush: (g, _p, c) => captureWitnesses(g, c, 1),
    fight: (g) => chameleon(g),
  },
  {
    name: 'Kraven, Animal Trainer', copies: 1, attack: 0, vp: 3, plus: { attackStar: true }, keywords: HW,
    text: 'His Attack is the cost of the most expensive hero in the HQ. Ambush: captures a Hidden Witness per hero in the HQ that costs 7 or more.',
    attackAt: (g) => { let m = 0; for (const h of g.hq) if (h >= 0 && isHero(g, h)) m = Math.max(m, heroCost(g, h)); return m; },
    ambush: (g, _p, c) => captureWitnesses(g, c, g.hq.filter((h) => h >= 0 && isHero(g, h) && heroCost(g, h) >= 7).length),
  },
  {
    name: 'Ox', copies: 1, attack: 5, vp: 3, plus: { attackStar: true }, keywords: HW,
    text: 'Ambush: each other player reveals a Strength hero or Ox takes a random Bystander from their victory pile as a Hidden Witness.',
    ambush: (g, _p, c) => { for (const q of otherPlayersEvil(g)) revealOrElse(g, q, REVEAL_STRENGTH, oxTakes, c); },
  },
  {
    name: 'Montana', copies: 1, attack: 4, vp: 2, plus: { attackStar: true }, keywords: HW,
    text: "Ambush: each Goblin's Freak Show villain in the city captures a Hidden Witness.",
    ambush: (g) => { for (const v of freakShowInCity(g)) captureWitnesses(g, v, 1); },
  },
  {
    name: 'Fancy Dan', copies: 1, attack: 1, vp: 2, plus: { attackStar: true }, keywords: HW,
    text: 'Ambush: captures 3 Hidden Witnesses. Fight: KO one of your heroes.',
    hint: { fight: 0.5 },
    ambush: (g, _p, c) => captureWitnesses(g, c, 3),
    fight: (g, p) => koSome(g, p, 1, YOUR_HEROES, true),
  },
], SET, [{ cls: STRENGTH, w: 0.3 }]);
