import { SET } from '../set.js';
import { act } from '../../../actions.js';
import { mainAction } from '../../../compile.js';
import { cont } from '../../../flow.js';
import { HEROES, scheme } from '../../../registry.js';
import {
  PAY_FIGHT, available, canDefeatNow, def, defeatCard, evilAt, isBystander, log, paidContinuation, payToFight, rescueCard, twistToKo,
  villainCardAttack,
} from '../../../rules.js';
import type { Game, SchemeView } from '../../../types.js';
import { Z_SCHEME } from '../../../types.js';
import { countDefs } from './common.js';

export const JEAN_GREY = 'Jean Grey';
export const DEMON_GOBLIN_ATTACK = 2, GOBLIN_QUEEN_VP = 4;

/** The label of Dark City's Jean Grey (another helper writes the hero: found by the registry). */
let jeanLabel = '';
function jean(): string {
  if (!jeanLabel) jeanLabel = [...HEROES.values()].find((h) => h.name === JEAN_GREY && h.set === SET)?.label ?? '';
  return jeanLabel || JEAN_GREY;
}
/** A Jean Grey card: a Goblin Queen villain in this scheme (none is in the Hero Deck). */
const isQueen = (g: Game, c: number) => { const d = def(g, c); return d.kind === 'hero' && d.groupLabel === jean(); };
/** A Bystander stacked beside the scheme: a Demon Goblin villain. */
const isGoblin = (g: Game, c: number) => isBystander(g, c) && g.schemeZone.includes(c);
const goblins = (g: Game) => { let n = 0; for (const c of g.schemeZone) if (isBystander(g, c)) n++; return n; };
/** The Demon Goblin on top of the face-down stack (the one a player can fight), or -1. */
function topGoblin(g: Game): number {
  for (let i = g.schemeZone.length - 1; i >= 0; i--) if (isBystander(g, g.schemeZone[i]!)) return g.schemeZone[i]!;
  return -1;
}

const TRANSFORM = scheme({
  name: 'Transform Citizens Into Demons', set: SET,
  text: '8 twists; the Villain Deck holds the 14 Jean Grey cards and no Bystanders. Jean Grey cards are Goblin Queen villains worth 4 VP, with Attack = their cost + the Demon Goblins beside the scheme. Twist: 5 Bystanders are stacked face down beside the scheme as Demon Goblin villains (2 Attack); defeating one rescues it. Evil wins when 4 Goblin Queens have escaped.',
  twists: () => 8,
  evilWinsAt: 4,
  plan: (plan) => {
    plan.bystandersInVillainDeck = 0;
    plan.villainDeckHeroes.push(jean());
    plan.villainDeckHeroCount = plan.villainDeckHeroes.length;
  },
  villainDeckCard: (g, c) => (isQueen(g, c) || isGoblin(g, c) ? 'villain' : null),
  mods: {
    // a Goblin Queen's Attack is its cost plus the Demon Goblins, not the hero's printed Attack
    villainAttack: (g, _slot, c) => {
      if (isQueen(g, c)) { const d = def(g, c); return d.cost + goblins(g) - d.attack; }
      return isGoblin(g, c) ? DEMON_GOBLIN_ATTACK : 0;
    },
    vp: (g, _p, c) => (isQueen(g, c) ? GOBLIN_QUEEN_VP - def(g, c).vp : 0),
  },
  // a defeated Demon Goblin is rescued as a Bystander (its rescue effects happen)
  onDefeat: (g, p, c) => {
    if (!isBystander(g, c)) return false;
    rescueCard(g, p, c, Z_SCHEME);
    return true;
  },
  twist: (g, _n, c) => {
    twistToKo(g, c);
    let k = 0;
    for (; k < 5 && g.bystanders.length > 0; k++) g.schemeZone.push(g.bystanders.pop()!);
    g.log && log(g, `  ${k} Demon Goblin(s) stacked beside the scheme`);
  },
  evilWins: (g) => (g.escaped.filter((c) => isQueen(g, c)).length >= evilAt(g.setup, 4) ? 'Transform Citizens Into Demons: 4 Goblin Queens escaped' : null),
  hint: {
    progress: (v) => Math.min(1, countDefs(v.escaped, (c) => v.def(c), (d) => d.groupLabel === jean() && d.kind === 'hero') / evilAt(v.setup, 4)),
    escapeHarm: (v: SchemeView, slot, danger) => {
      const d = v.def(v.city[slot]!);
      return d.kind === 'hero' && d.groupLabel === jean() ? 4 + 14 * danger : 0;
    },
    extraVillainDeck: () => 14,
  },
});

// Fighting the Demon Goblin on top of the stack beside the scheme: paid like a fight, then defeated there.
const PAID_GOBLIN = paidContinuation(cont('transform-citizens:demon-goblin-defeated', (g, f) => defeatCard(g, f.p, f.c, g.schemeZone)));
export const ACT_FIGHT_DEMON_GOBLIN = mainAction({
  id: 'transform-citizens:fight-demon-goblin', order: 45, active: (s) => s.scheme === TRANSFORM,
  options: (g, _p, out) => {
    if (!canDefeatNow(g)) return;
    const c = topGoblin(g);
    if (c >= 0 && available(g, PAY_FIGHT, c) >= villainCardAttack(g, c, -1)) out.push(act(ACT_FIGHT_DEMON_GOBLIN, c));
  },
  handle: (g, p, c) => payToFight(g, p, villainCardAttack(g, c, -1), PAY_FIGHT, -2 - PAID_GOBLIN, c),
  describe: () => 'fight a Demon Goblin beside the scheme',
  hint: { about: 'fight-other', cost: (g, _p, c) => villainCardAttack(g, c, -1), card: (_g, _p, c) => c },
});
