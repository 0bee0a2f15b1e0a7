// J. Jonah Jameson (Dimensions), with his Epic side.
//
// - The "Angry Mobs" stack: a face-down stack beside him (Game.mastermindDeck: hidden, sampled by kind). At the start
//   of the first turn (before the first Villain Deck card, as The Goblin's Hidden Witnesses) it takes 2 S.H.I.E.L.D.
//   Officers per player from the Officer stack (Epic: 3 per player; fewer when the stack runs out).
// - Special rule: a main action (ActionHint 'other') spends 4 Attack (Epic: 5; Recruit while a scheme swaps the pools:
//   `spendAttackPoints`) to reveal a random Angry Mob; the current player picks any player (themselves included) whose
//   discard pile it goes to ('player', intent 'player-gain', or 'burden-player' for a Wound). It counts as that player
//   gaining it (the Universal Rulebook describes gaining as putting the card into your discard pile), so 'gain' hooks
//   see it (a revealed Wound may be blocked by a wound guard).
//   While the stack holds a card, he can't be fought (`mods.canFightMastermind`).
// - Master Strike: each player Investigates their deck for any card and puts it into the Angry Mobs (nothing when their
//   deck and discard pile are empty). Epic: a player whose card costs 0 (a Wound, a starting card) gains a Wound.
// - Incite Violent Riots: each player in turn order puts a Wound from the Wound stack into the Angry Mobs (not a gain;
//   nothing once the stack is empty).
// - Promote Spider-Slayer Security: each other player puts a Spider-Slayer from their victory pile into the Angry Mobs
//   (all alike: no choice). A Spider-Slayer revealed from the Angry Mobs enters the city instead of going to a discard
//   pile. The card does not say the rule ends, and it can matter only for Spider-Slayers that this Tactic put there,
//   so it is applied to every Spider-Slayer revealed from the stack.
// - Slanderous Editorial: each other player Investigates their deck for a non-grey hero (one with a class) and puts it
//   into the Angry Mobs; the cards looked at are revealed (logged).
// - That Menace Spider-Man!: each other player discards a Spider Friends hero from their hand (their choice among
//   them, 'card' intent 'discard'; mandatory when they have one); a player with none puts a non-grey card of their hand
//   into the Angry Mobs ('card', intent 'lose'; mandatory); a player with neither does nothing.
import { SET } from '../set.js';
import { act } from '../../../actions.js';
import { mainAction } from '../../../compile.js';
import { ask, cont, later } from '../../../flow.js';
import { OWN_DECK, investigate, investigation } from '../../../keywords/investigate.js';
import { mastermind } from '../../../registry.js';
import {
  gainBlocked, gainWound, GAIN_WOUND, attackPoints, clsOf, def, discardCard, distinct, enterCity, heroCost, isHero, isTeam, isWound, log,
  checkEvil, nameOf, otherPlayersEvil, playerOrder, removeFrom, spendAttackPoints, gainTo, mastermindStands,
} from '../../../rules.js';
import { randInt } from '../../../../shared/rng.js';
import type { Game } from '../../../types.js';
import { SPIDER_FRIENDS, Z_HAND, Z_NONE } from '../../../types.js';
import { SPIDER_SLAYER } from '../henchmen.js';

const NAME = 'J. Jonah Jameson';
const MOB_COST = 4, EPIC_MOB_COST = 5;
const MOBS_PER_PLAYER = 2, EPIC_MOBS_PER_PLAYER = 3;
const STARTED = 'j-jonah-jameson:start';

const isEpic = (g: Game) => g.setup.epic === true;
/** Attack it takes to reveal an Angry Mob. */
export function mobCost(g: Game): number { return isEpic(g) ? EPIC_MOB_COST : MOB_COST; }
/** The Angry Mobs stack (face down). */
export function angryMobs(g: Game): number[] { return g.mastermindDeck; }

function toMobs(g: Game, c: number): void {
  g.mastermindDeck.push(c);
  g.log && log(g, `  a card goes into the Angry Mobs (${g.mastermindDeck.length})`);
}

/** The Angry Mobs are made: `per` Officers per player from the Officer stack. */
function makeMobs(g: Game, per: number): void {
  if (g.vars[STARTED]) return;
  g.vars[STARTED] = 1;
  const n = per * g.players.length;
  for (let i = 0; i < n && g.officers.length > 0; i++) g.mastermindDeck.push(g.officers.pop()!);
}

const isSpiderSlayer = (g: Game, c: number) => { const d = def(g, c); return d.kind === 'henchman' && d.groupLabel === SPIDER_SLAYER; };

// ---- The Angry Mobs action ------------------------------------------------------------------------------------

const mobToPlayer = (g: Game, v: number, c: number) => {
  if (v < 0 || !removeFrom(g.mastermindDeck, c)) return;
  g.log && log(g, `  the Angry Mob ${nameOf(g, c)} goes to P${v + 1}`);
  // a Wound is gained as any Wound is (from the top of the Wound stack): a wound guard that stops the gain leaves it
  // there, never nowhere
  if (isWound(g, c)) { g.wounds.push(c); gainWound(g, v); return; }
  // a gain a rule forbids leaves the card among the Angry Mobs
  if (gainBlocked(g, v, Z_NONE, c)) { g.mastermindDeck.push(c); return; }
  gainTo(g, v, c);
};
const MOB_TO = cont('j-jonah-jameson:mob-to', (g, f, v) => mobToPlayer(g, v, f.c), { about: 'player-gain' });
const MOB_WOUND_TO = cont('j-jonah-jameson:mob-wound-to', (g, f, v) => mobToPlayer(g, v, f.c), { about: 'burden-player' });

function revealMob(g: Game, p: number): void {
  const d = g.mastermindDeck;
  if (d.length === 0) return;
  const c = d[randInt(g.rng, d.length)]!;
  g.log && log(g, `  P${p + 1} reveals an Angry Mob: ${nameOf(g, c)}`);
  if (isSpiderSlayer(g, c)) { removeFrom(d, c); enterCity(g, c); return; }
  ask(g, p, 'player', isWound(g, c) ? MOB_WOUND_TO : MOB_TO, playerOrder(g), { source: c });
}

export const ACT_ANGRY_MOB = mainAction({
  id: 'j-jonah-jameson:angry-mob', order: 27,
  active: (s) => s.mastermind === JJJ,
  options: (g, _p, out) => {
    if (g.mastermindDeck.length > 0 && mastermindStands(g) && attackPoints(g) >= mobCost(g)) out.push(act(ACT_ANGRY_MOB, 0));
  },
  handle: (g, p) => {
    if (g.mastermindDeck.length === 0 || attackPoints(g) < mobCost(g)) return;
    spendAttackPoints(g, mobCost(g));
    revealMob(g, p);
  },
  describe: (g) => `reveal an Angry Mob (${mobCost(g)} Attack)`,
  // a step towards fighting him; an Officer for someone most of the time
  hint: { about: 'other', cost: (g) => mobCost(g), value: () => 1.5 },
});

// ---- Master Strike --------------------------------------------------------------------------------------------

const STRIKE_INVESTIGATE = investigation({
  key: 'j-jonah-jameson:strike', deck: OWN_DECK, hint: { about: 'lose' },
  match: () => true,
  found: (g, p, c, _src, epic) => {
    const d = g.players[p]!.deck;
    if (!removeFrom(d, c)) return;
    const zero = def(g, c).cost === 0; // printed cost, as the card's other cost tests
    toMobs(g, c);
    if (epic && zero) later(g, GAIN_WOUND, p);
  },
});
const strikeEach = cont('j-jonah-jameson:strike:each', (g, f) => investigate(g, f.p, STRIKE_INVESTIGATE, f.c, f.n));
function strike(g: Game, c: number, epic: boolean): void { for (const q of playerOrder(g)) later(g, strikeEach, q, c, epic ? 1 : 0); }

// ---- Tactics --------------------------------------------------------------------------------------------------

const EDITORIAL_INVESTIGATE = investigation({
  key: 'j-jonah-jameson:slanderous-editorial', deck: OWN_DECK, hint: { about: 'lose' },
  match: (g, c) => isHero(g, c) && clsOf(g, c) !== 0,
  found: (g, p, c) => { if (removeFrom(g.players[p]!.deck, c)) toMobs(g, c); },
});
const editorialEach = cont('j-jonah-jameson:slanderous-editorial:each', (g, f) => investigate(g, f.p, EDITORIAL_INVESTIGATE, f.c));

const menaceDiscard = cont('j-jonah-jameson:menace:discard', (g, f, v) => { if (v >= 0) discardCard(g, f.p, v, Z_HAND, true, f.c); }, { about: 'discard' });
const menaceMob = cont('j-jonah-jameson:menace:mob', (g, f, v) => {
  if (v >= 0 && removeFrom(g.players[f.p]!.hand, v)) toMobs(g, v);
}, { about: 'lose' });
const menaceEach = cont('j-jonah-jameson:menace:each', (g, f) => {
  const hand = g.players[f.p]!.hand;
  const spidey = hand.filter((c) => isHero(g, c) && isTeam(g, c, SPIDER_FRIENDS));
  if (spidey.length > 0) { ask(g, f.p, 'card', menaceDiscard, distinct(g, f.p, spidey), { source: f.c }); return; }
  const coloured = hand.filter((c) => isHero(g, c) && clsOf(g, c) !== 0);
  if (coloured.length > 0) ask(g, f.p, 'card', menaceMob, distinct(g, f.p, coloured), { source: f.c });
});

const JJJ = mastermind({
  name: NAME, set: SET, attack: 4, vp: 5, leads: SPIDER_SLAYER,
  text: 'Starts with an Angry Mobs stack of 2 Officers per player. Spend 4 Attack: reveal a random Angry Mob; it goes to any player\'s discard pile. He can\'t be fought while he has Angry Mobs. Master Strike: each player investigates their deck for a card and puts it into the Angry Mobs.',
  reveals: [{ team: SPIDER_FRIENDS, w: 0.3 }],
  on: { turnStart: { after: (g) => makeMobs(g, MOBS_PER_PLAYER) } },
  mods: { canFightMastermind: (g) => g.mastermindDeck.length === 0 },
  strike: (g, _p, c) => strike(g, c, false),
  epic: {
    attack: 5,
    text: 'Epic: Angry Mobs of 3 Officers per player; spend 5 Attack to reveal one. Master Strike: each player investigates their deck for a card and puts it into the Angry Mobs; a card that cost 0 brings its player a Wound.',
    on: { turnStart: { after: (g) => makeMobs(g, EPIC_MOBS_PER_PLAYER) } },
    strike: (g, _p, c) => strike(g, c, true),
  },
  tactics: [
    {
      name: 'Incite Violent Riots', text: 'A Wound from the stack joins the Angry Mobs for every player.',
      fight: (g) => {
        for (let i = 0; i < playerOrder(g).length && g.wounds.length > 0; i++) toMobs(g, g.wounds.pop()!);
        checkEvil(g); // a Wound stack run out may end the game (a scheme's clock)
      },
    },
    {
      name: 'Promote Spider-Slayer Security', text: 'Each other player puts a Spider-Slayer from their victory pile into the Angry Mobs; revealed, it enters the city.',
      fight: (g) => {
        for (const q of otherPlayersEvil(g)) {
          const v = g.players[q]!.victory;
          const s = v.find((c) => isSpiderSlayer(g, c));
          if (s !== undefined && removeFrom(v, s)) toMobs(g, s);
        }
      },
    },
    {
      name: 'Slanderous Editorial', text: 'Each other player investigates their deck for a non-grey hero and puts it into the Angry Mobs.',
      fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) later(g, editorialEach, q, c); },
    },
    {
      name: 'That Menace Spider-Man!', text: 'Each other player discards a Spider Friends hero, or else puts a non-grey card from their hand into the Angry Mobs.',
      fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) later(g, menaceEach, q, c); },
    },
  ],
});
