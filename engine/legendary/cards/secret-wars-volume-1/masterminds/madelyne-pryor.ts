// Madelyne Pryor, Goblin Queen (Secret Wars Volume 1). The Bystanders she holds (attached to the Mastermind) are
// "Demon Goblin" villains with 2 Attack; a player may fight one (a main action, paid like any fight: all her Goblins
// are alike, so one option) and rescues it as a Bystander (its rescue effects happen); she can't be fought while she
// holds any.
//
// - Master Strike: 4 Bystanders from the stack go to her; when she already held some, a Wound for every player.
// - Everyone's a Demon on the Inside: each other player chooses a Bystander from their victory pile (a 'card'
//   question, intent 'lose'); she captures it.
// - Gather the Harvest: as many captures as there are Limbo villains in the city plus the escape pile.
import { SET } from '../set.js';
import { act } from '../../../actions.js';
import { mainAction } from '../../../compile.js';
import { ask, cont, later } from '../../../flow.js';
import { mastermind } from '../../../registry.js';
import {
  GAIN_WOUND, PAY_FIGHT, available, canDefeatNow, captureFromStack, def, defeatCard, distinct, eachRevealOrWound, isBystander, isTeam,
  log, otherPlayersEvil, paidContinuation, payToFight, playerOrder, rescueCard, revealCondition, takeFromPlayer, villainCardAttack,
} from '../../../rules.js';
import { teamId } from '../../../registry.js';
import type { Game } from '../../../types.js';
import { Z_ATTACHED, Z_NONE } from '../../../types.js';
import { mastermindHolder } from '../../../zones.js';

export const DEMON_GOBLIN_ATTACK = 2;
const LIMBO = 'Limbo';
const X_MEN = teamId('X-Men');
const REVEAL_X_MEN = revealCondition((g, c) => isTeam(g, c, X_MEN));

const held = (g: Game) => g.att[mastermindHolder(g)]!;
/** A Bystander Madelyne holds (or the one being fought now): a Demon Goblin villain. */
const FIGHTING = 'madelyne-pryor:fighting';
const isGoblin = (g: Game, c: number) => isBystander(g, c) && (held(g).includes(c) || g.vars[FIGHTING] === c + 1);
function goblins(g: Game): number { let n = 0; for (const c of held(g)) if (isBystander(g, c)) n++; return n; }
function firstGoblin(g: Game): number { for (const c of held(g)) if (isBystander(g, c)) return c; return -1; }

function captures(g: Game, n: number): void {
  let k = 0;
  for (; k < n && g.bystanders.length > 0; k++) captureFromStack(g, mastermindHolder(g));
  g.log && log(g, `  Madelyne Pryor captures ${k} Bystander(s)`);
}

const demonInside = cont('madelyne-pryor:everyones-a-demon', (g, f) => {
  const bs = g.players[f.p]!.victory.filter((c) => isBystander(g, c));
  ask(g, f.p, 'card', demonCaptured, distinct(g, f.p, bs), { source: f.c });
});
const demonCaptured = cont('madelyne-pryor:everyones-a-demon:captured', (g, f, v) => {
  if (v < 0 || takeFromPlayer(g, f.p, v) === Z_NONE) return;
  held(g).push(v);
  g.log && log(g, `  Madelyne Pryor captures a Bystander from P${f.p + 1}'s victory pile`);
}, { about: 'lose' });

const MADELYNE = mastermind({
  name: 'Madelyne Pryor, Goblin Queen', set: SET, attack: 10, vp: 6, leads: LIMBO,
  text: 'Each Bystander in her keeping is a 2-Attack Demon Goblin villain; beat one to rescue it. She is immune to fights until none remain. Master Strike: 4 more Bystanders go to her, and if she had some beforehand, every player gains a Wound.',
  reveals: [{ team: X_MEN, w: 0.3 }],
  villainCard: (g, c) => isGoblin(g, c),
  mods: {
    villainAttack: (g, _slot, c) => (isGoblin(g, c) ? DEMON_GOBLIN_ATTACK - def(g, c).attack : 0),
    canFightMastermind: (g) => goblins(g) === 0,
    // a Demon Goblin defeated is rescued as a Bystander
    defeatedTo: (g, p, c) => {
      if (g.vars[FIGHTING] !== c + 1) return false;
      rescueCard(g, p, c, Z_ATTACHED);
      return true;
    },
  },
  strike: (g) => {
    const had = goblins(g) > 0;
    captures(g, 4);
    if (had) for (const p of playerOrder(g)) later(g, GAIN_WOUND, p);
  },
  tactics: [
    { name: 'City of Demon Goblins', text: 'She takes 5 Bystanders captive.', fight: (g) => captures(g, 5) },
    {
      name: 'Corrupted Clone of Jean Grey', text: 'Other players with no X-Men hero to reveal gain a Wound.',
      fight: (g) => eachRevealOrWound(g, REVEAL_X_MEN, otherPlayersEvil(g)),
    },
    {
      name: 'Everyone\'s a Demon on the Inside', text: 'Every other player hands her a Bystander of their choice from their victory pile.',
      fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) later(g, demonInside, q, c); },
    },
    {
      name: 'Gather the Harvest', text: 'She takes a Bystander captive for every Limbo villain found in the city or the escape pile.',
      fight: (g) => {
        let n = 0;
        for (const c of g.city) if (c >= 0 && def(g, c).groupLabel === LIMBO) n++;
        for (const c of g.escaped) if (def(g, c).groupLabel === LIMBO) n++;
        captures(g, n);
      },
    },
  ],
});

// Fighting a Demon Goblin: paid like a fight, then defeated where it is (held by Madelyne)
const PAID_GOBLIN = paidContinuation(cont('madelyne-pryor:demon-goblin-defeated', (g, f) => {
  if (!held(g).includes(f.c)) return;
  g.vars[FIGHTING] = f.c + 1;
  defeatCard(g, f.p, f.c, held(g));
  delete g.vars[FIGHTING];
}));
export const ACT_FIGHT_MADELYNE_GOBLIN = mainAction({
  id: 'madelyne-pryor:fight-demon-goblin', order: 45, active: (s) => s.mastermind === MADELYNE,
  options: (g, _p, out) => {
    if (!canDefeatNow(g)) return;
    const c = firstGoblin(g);
    if (c >= 0 && available(g, PAY_FIGHT, c) >= villainCardAttack(g, c, -1)) out.push(act(ACT_FIGHT_MADELYNE_GOBLIN, c));
  },
  handle: (g, p, c) => payToFight(g, p, villainCardAttack(g, c, -1), PAY_FIGHT, -2 - PAID_GOBLIN, c),
  describe: () => 'fight a Demon Goblin held by Madelyne Pryor',
  hint: { about: 'fight-other', cost: (g, _p, c) => villainCardAttack(g, c, -1), card: (_g, _p, c) => c },
});
