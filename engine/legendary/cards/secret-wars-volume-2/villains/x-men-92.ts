// X-Men '92 (Secret Wars Volume 2).
//
// - '92 Beast, '92 Jubilee, '92 Wolverine: Fight: the fighter gains the villain as a hero (`gainAsHero`,
//   secret-wars-volume-1/villains/manhattan-earth-1610.ts; its cost as a hero is its printed Attack). '92 Beast also
//   has Ambush: Charge one space (keywords/charge.ts); '92 Wolverine Escape: a Cross-Dimensional Wolverine Rampage.
//   As heroes (X-Men): Beast, Strength, 2 Attack, Tech superpower: draw a card; Jubilee, Ranged, 2 Attack,
//   Spectrum (read when played): +2 Attack; Wolverine, Instinct, 2 Attack, Instinct superpower: draw two cards.
// - '92 Professor X: Escape: he ascends (rules/mastermind.ts ascend). His Master Strike: the two heroes of the HQ
//   that cost the most go into a stack next to him (held by him: Game.othersAtt), both chosen from the HQ as it was
//   before either leaves it (a refill is never taken); the current player breaks ties ('hq-lose' questions). The more
//   expensive one goes in first, so the top card, which players may recruit, is the cheaper of the two (the rulebook
//   does not order them: the reading worst for the players). As a Mastermind his Attack is 8 plus one per hero in
//   his stack (`attackAt`). Recruiting the top card is a main action (`ACT_RECRUIT_FROM_PROFESSOR_X`), paid as a
//   recruit (its cost, with what changes recruiting costs) and announced as one ('recruit' event). Heroes still
//   stacked when he is defeated are KO'd with what he held (the card is silent about them).
import { SET } from '../set.js';
import { act } from '../../../actions.js';
import { mainAction } from '../../../compile.js';
import { ask, cont } from '../../../flow.js';
import { charge } from '../../../keywords/charge.js';
import { spectrum } from '../../../keywords/spectrum.js';
import { character, xdRampage } from '../../../keywords/xd-rampage.js';
import { villainGroup } from '../../../registry.js';
import {
  PAY_RECRUIT, announceRecruit, ascend, available, draw, gainAsHero, gainAttack, gainBlocked, gainCard, heroCost, isHero, log,
  mastermindHeld, nameOf, payRecruit, power, recruitCost, removeFrom, takeFromHq,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { INSTINCT, RANGED, STRENGTH, TECH, XMEN, Z_ATTACHED } from '../../../types.js';

const GROUP = "X-Men '92";
const XMEN_TEAM = 'X-Men';
const WOLVERINE = character('Wolverine');
const PROFESSOR_X = "'92 Professor X";
const PROFESSOR_X_ATTACK = 8;
const JUBILEE_SPECTRUM = 2;

// ---- '92 Professor X -------------------------------------------------------------------------------------------

/** The heroes stacked next to '92 Professor X card c while he is a Mastermind (bottom first), else none. */
export function professorStack(g: Game, c: number): number[] {
  if (!g.others.includes(c)) return [];
  return mastermindHeld(g, c).filter((x) => isHero(g, x));
}

/** HQ spaces holding a hero of the highest cost, leaving out space `skip`; one space per distinct hero. */
function costliestSlots(g: Game, skip: number): number[] {
  let best = -1;
  const out: number[] = [], seen: number[] = [];
  for (let s = 0; s < g.hq.length; s++) {
    const h = g.hq[s]!;
    if (s === skip || h < 0 || !isHero(g, h)) continue;
    const cost = heroCost(g, h);
    if (cost > best) { best = cost; out.length = 0; seen.length = 0; }
    if (cost === best && !seen.includes(g.defOf[h]!)) { seen.push(g.defOf[h]!); out.push(s); }
  }
  return out;
}

/**
 * Stacks the heroes of HQ spaces `first` then `second` (either may be -1) next to Professor X card `c`. Both spaces
 * were chosen before either leaves the HQ, so the refill of the first is never taken as the second.
 */
function stackHeroes(g: Game, c: number, first: number, second: number): void {
  for (const s of [first, second]) {
    if (s < 0 || g.hq[s]! < 0) continue;
    const h = takeFromHq(g, s);
    mastermindHeld(g, c).push(h);
    g.log && log(g, `  ${nameOf(g, h)} is stacked next to ${nameOf(g, c)}`);
  }
}

const professorSecond = cont('x-men-92:professor-x:second', (g, f, v) => {
  if (!g.others.includes(f.c)) return;
  stackHeroes(g, f.c, f.n, v);
}, { about: 'hq-lose' });
const professorFirst = cont('x-men-92:professor-x:first', (g, f, v) => {
  if (!g.others.includes(f.c)) return;
  ask(g, g.current, 'slot', professorSecond, v < 0 ? [] : costliestSlots(g, v), { source: f.c, n: v });
}, { about: 'hq-lose' });
function professorStrike(g: Game, _p: number, c: number): void {
  ask(g, g.current, 'slot', professorFirst, costliestSlots(g, -1), { source: c });
}

/** The '92 Professor X standing as a Mastermind whose stack's top card player p can recruit now, with that card. */
function recruitableTop(g: Game, p: number, c: number): number {
  const stack = professorStack(g, c);
  const top = stack[stack.length - 1];
  if (top === undefined || gainBlocked(g, p, Z_ATTACHED, top)) return -1;
  return recruitCost(g, top) <= available(g, PAY_RECRUIT, top) ? top : -1;
}
const topOf = (g: Game, c: number): number => { const s = professorStack(g, c); return s.length ? s[s.length - 1]! : -1; };

export const ACT_RECRUIT_FROM_PROFESSOR_X = mainAction({
  id: 'x-men-92:professor-x:recruit', order: 21,
  active: (_s, defs) => defs.some((d) => d.set === SET && d.name === PROFESSOR_X),
  options: (g, p, out) => {
    if (g.t.healed) return;
    for (const c of g.others) if (recruitableTop(g, p, c) >= 0) out.push(act(ACT_RECRUIT_FROM_PROFESSOR_X, c));
  },
  handle: (g, p, c) => {
    const top = topOf(g, c);
    if (top < 0) return;
    payRecruit(g, recruitCost(g, top), PAY_RECRUIT, top);
    g.t.recruitedOrDefeated = true;
    removeFrom(mastermindHeld(g, c), top);
    g.log && log(g, `  P${p + 1} recruits ${nameOf(g, top)} from the stack next to ${nameOf(g, c)}`);
    gainCard(g, p, top, Z_ATTACHED);
    announceRecruit(g, p, top, Z_ATTACHED);
  },
  describe: (g, c) => `recruit ${nameOf(g, topOf(g, c))} (stacked next to ${nameOf(g, c)})`,
  // a hero bought like an HQ one, that also takes 1 Attack off the Mastermind
  hint: {
    about: 'gain',
    cost: (g, _p, c) => { const t = topOf(g, c); return t < 0 ? 0 : recruitCost(g, t); },
    value: (g, _p, c) => { const t = topOf(g, c); return t < 0 ? 0 : heroCost(g, t) / 2 + 0.5; },
  },
});

villainGroup(GROUP, [
  {
    name: "'92 Beast", copies: 2, attack: 5, vp: 0,
    text: 'Ambush: Charge one space. Fight: becomes a hero you gain (X-Men, Strength, cost 5: 2 Attack; Tech superpower: draw a card).',
    hint: { fight: 2.5 },
    ambush: (g, _p, c) => { charge(g, g.city.indexOf(c), 1); },
    fight: gainAsHero,
    asHero: {
      cls: STRENGTH, team: XMEN_TEAM, attack: 2,
      text: 'Tech superpower: draw a card.',
      hint: { power: { cls: TECH, draw: 1 } },
      play: (g, p) => { if (power(g, TECH)) draw(g, p, 1); },
    },
  },
  {
    name: "'92 Jubilee", copies: 3, attack: 4, vp: 0,
    text: 'Fight: becomes a hero you gain (X-Men, Ranged, cost 4: 2 Attack; Spectrum: +2 Attack).',
    hint: { fight: 2 },
    fight: gainAsHero,
    asHero: {
      cls: RANGED, team: XMEN_TEAM, attack: 2, plus: { attack: true },
      text: 'Spectrum: +2 Attack.',
      hint: { avgAttack: 1 },
      play: (g, p) => { if (spectrum(g, p)) gainAttack(g, JUBILEE_SPECTRUM); },
    },
  },
  {
    name: PROFESSOR_X, copies: 1, attack: PROFESSOR_X_ATTACK, vp: 6, plus: { attack: true },
    text: 'Escape: he becomes an extra Mastermind whose Master Strike stacks the two costliest HQ heroes next to him: +1 Attack each, and players can recruit the top one.',
    hint: { escape: 0.6, escapeFlat: 3 },
    escape: (g, _p, c) => ascend(g, c),
    strike: professorStrike,
    attackAt: (g, _slot, c) => PROFESSOR_X_ATTACK + professorStack(g, c).length,
  },
  {
    name: "'92 Wolverine", copies: 2, attack: 7, vp: 0,
    text: 'Fight: becomes a hero you gain (X-Men, Instinct, cost 7: 2 Attack; Instinct superpower: draw two cards). Escape: Cross-Dimensional Wolverine Rampage.',
    hint: { fight: 3, escape: 0.7 },
    fight: gainAsHero,
    escape: (g) => xdRampage(g, WOLVERINE),
    asHero: {
      cls: INSTINCT, team: XMEN_TEAM, attack: 2,
      text: 'Instinct superpower: draw two cards.',
      hint: { power: { cls: INSTINCT, draw: 2 } },
      play: (g, p) => { if (power(g, INSTINCT)) draw(g, p, 2); },
    },
  },
], SET, [{ team: XMEN, w: 0.2 }]);
