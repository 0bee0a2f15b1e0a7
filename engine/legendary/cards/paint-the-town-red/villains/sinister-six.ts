// Sinister Six (Paint the Town Red).
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { villainGroup } from '../../../registry.js';
import {
  BRIDGE, ROOFTOPS, captureFromStack, def, eachRevealOrWound, gainAttack, gainRecruit, heroCost, hqHighestCost, isHero, isVillain,
  koFromHq, log, moveVillain, nameOf, playerOrder,
} from '../../../rules.js';
import { REVEAL_INSTINCT, otherwise, revealOrElse } from '../../dark-city/masterminds/common.js';
import { DISCARD_ONE } from '../../dark-city/villains/shared.js';
import type { Game } from '../../../types.js';
import { INSTINCT } from '../../../types.js';

export const SINISTER_SIX = 'Sinister Six';

/** A Sinister Six villain card. */
export function isSinisterSix(g: Game, c: number): boolean {
  const d = def(g, c);
  return d.kind === 'villain' && d.groupLabel === SINISTER_SIX;
}

/** The cost of the costliest hero in the HQ (0 when there is none). */
function highestHqCost(g: Game): number {
  const s = hqHighestCost(g);
  return s.length ? heroCost(g, g.hq[s[0]!]!) : 0;
}

// Chameleon: the hero in the HQ space under him gives its printed points and does its ability, as a copy that
// is not played (it does not count for later superpowers).
function chameleon(g: Game, p: number): void {
  const slot = g.defeatSlot;
  if (slot < 0 || slot >= g.hq.length) return;
  const h = g.hq[slot]!;
  if (h < 0 || !isHero(g, h)) return;
  const d = def(g, h);
  g.log && log(g, `  Chameleon copies ${nameOf(g, h)}`);
  if (d.attack) gainAttack(g, d.attack);
  if (d.recruit) gainRecruit(g, d.recruit);
  if (d.play) d.play(g, p, h);
}

// Kraven's Escape: the costliest hero in the HQ is KO'd (the current player picks among ties).
const kravenKo = cont('sinister-six:kraven:ko-hq-hero', (g, _f, v) => { if (v >= 0) koFromHq(g, v); }, { about: 'hq-lose' });

// Shocker's Ambush: each player reveals an Instinct hero or discards a card.
const discards = otherwise(DISCARD_ONE);
const shockerEach = cont('sinister-six:shocker:each', (g, f) => revealOrElse(g, f.p, REVEAL_INSTINCT, discards, f.c));

// Vulture's Ambush: he swaps places with a villain on the Rooftops or the Bridge (the player picks when both).
const vultureSwap = cont('sinister-six:vulture:swap', (g, f, v) => {
  const at = g.city.indexOf(f.c);
  if (v < 0 || at < 0 || g.city[v]! < 0) return;
  moveVillain(g, at, v);
  g.log && log(g, `  Vulture swaps with ${nameOf(g, g.city[at]!)}`);
}, { about: 'move-villain-to' });

villainGroup(SINISTER_SIX, [
  {
    name: 'Chameleon', copies: 1, attack: 6, vp: 2,
    text: 'Fight: you get the printed points and ability of the hero in the HQ space under him, without playing it.',
    hint: { fight: 2.5 },
    fight: (g, p) => chameleon(g, p),
  },
  {
    name: 'Hobgoblin', copies: 1, attack: 5, vp: 3,
    text: 'Ambush: each Sinister Six villain in the city captures a Bystander.',
    ambush: (g) => { for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0 && isSinisterSix(g, g.city[s]!)) captureFromStack(g, s); },
  },
  {
    name: 'Kraven the Hunter', copies: 1, attack: 0, vp: 4, plus: { attackStar: true },
    text: 'Attack equal to the cost of the costliest hero in the HQ. Escape: the costliest hero in the HQ is KO\'d too.',
    hint: { escapeFlat: 1.5 },
    attackAt: (g) => highestHqCost(g),
    escape: (g, p, c) => ask(g, p, 'slot', kravenKo, hqHighestCost(g), { source: c }),
  },
  {
    name: 'Sandman', copies: 1, attack: 0, vp: 4, plus: { attackStar: true },
    text: 'Attack twice the number of villains in the city. Escape: each player reveals an Instinct hero or gains a Wound.',
    hint: { escape: 0.8 },
    attackAt: (g) => { let n = 0; for (const c of g.city) if (c >= 0 && isVillain(g, c)) n++; return 2 * n; },
    escape: (g) => eachRevealOrWound(g, REVEAL_INSTINCT),
  },
  {
    name: 'Shocker', copies: 2, attack: 5, vp: 3,
    text: 'Ambush: each player reveals an Instinct hero or discards a card.',
    ambush: (g, _p, c) => { for (const q of playerOrder(g)) later(g, shockerEach, q, c); },
  },
  {
    name: 'Vulture', copies: 2, attack: 4, vp: 2,
    text: 'Ambush: if a villain is on the Rooftops or the Bridge, he swaps places with one of them. Escape: each player reveals an Instinct hero or gains a Wound.',
    hint: { escape: 0.8 },
    ambush: (g, p, c) => {
      const opts = [ROOFTOPS, BRIDGE].filter((s) => s < g.city.length && g.city[s]! >= 0 && g.city[s] !== c);
      ask(g, p, 'slot', vultureSwap, opts, { source: c });
    },
    escape: (g) => eachRevealOrWound(g, REVEAL_INSTINCT),
  },
], SET, [{ cls: INSTINCT, w: 0.8 }]);
