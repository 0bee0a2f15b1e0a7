// The turn: play the Villain Deck card, then the main phase (a decision loop of actions), then clean up.

import { ask, cont, installAdvance, later } from './flow.js';
import {
  PLAY_VILLAIN_CARD, canFightMastermind, canFightSlot, def, draw, endGame, fightMastermind, fightVillain,
  isWound, log, nameOf, recruitFromHq, recruitOfficer, CITY_NAMES, clsOf, isHero, koCard,
} from './rules.js';
import type { Game, TurnState } from './types.js';
import { teamIndex } from './types.js';

// Main-phase action codes: value = ACT * 65536 + argument.
export const ACT_END = 0, ACT_PLAY = 1, ACT_RECRUIT = 2, ACT_OFFICER = 3, ACT_FIGHT = 4, ACT_MASTERMIND = 5,
  ACT_HEAL = 6;
export const ACT_NAMES = ['end', 'play', 'recruit', 'officer', 'fight', 'mastermind', 'heal'];
export function act(code: number, arg = 0): number { return code * 65536 + arg; }
export function actCode(v: number): number { return Math.floor(v / 65536); }
export function actArg(v: number): number { return v % 65536; }

export const HAND_SIZE = 6;

export function newTurnState(): TurnState {
  return {
    attack: 0, recruit: 0, recruitMade: 0, clsCount: [0, 0, 0, 0, 0], teamCount: [0, 0, 0, 0],
    heroesPlayed: 0, greyPlayed: 0, oddCostPlayed: 0, recruitedOrDefeated: false, foughtMastermind: false,
    healed: false, drawn: 0, rooftopsMinus: 0, bridgeMinus: 0, mastermindMinus: 0, recruitAsAttack: false,
    onDefeatRecruit: 0, onDefeatRescue: 0, extraDraw: 0, drawEight: false, bubble: [], anotherTurn: false,
    copyCls: [],
  };
}

/** Legal main-phase actions for the current player, one per distinct choice. */
export function mainActions(g: Game): number[] {
  const p = g.current, pl = g.players[p]!, t = g.t;
  const out: number[] = [];
  const seen: number[] = [];
  let hasWound = false;
  for (const c of pl.hand) {
    const d = def(g, c);
    if (d.kind === 'wound') { hasWound = true; continue; }
    if (d.kind !== 'hero' || seen.includes(d.id)) continue;
    if (d.canPlay && !d.canPlay(g, p, c)) continue;
    seen.push(d.id);
    out.push(act(ACT_PLAY, c));
  }
  if (!t.healed) {
    const cost: number[] = [];
    for (let s = 0; s < 5; s++) {
      const c = g.hq[s]!;
      if (c < 0) continue;
      const d = def(g, c);
      if (d.cost <= t.recruit && !cost.includes(d.id)) { cost.push(d.id); out.push(act(ACT_RECRUIT, s)); }
    }
    if (t.recruit >= 3 && g.officers.length > 0) out.push(act(ACT_OFFICER));
    for (let s = 0; s < 5; s++) if (canFightSlot(g, s)) out.push(act(ACT_FIGHT, s));
    if (canFightMastermind(g)) out.push(act(ACT_MASTERMIND));
    if (hasWound && !t.recruitedOrDefeated) out.push(act(ACT_HEAL));
  }
  out.push(act(ACT_END));
  return out;
}

export const MAIN = cont('main', (g, f, v) => {
  const p = g.current, a = actCode(v), x = actArg(v);
  switch (a) {
    case ACT_END:
      g.log && log(g, ` P${p + 1} ends the turn${g.t.attack || g.t.recruit ? ` (unused: ${g.t.attack} Attack, ${g.t.recruit} Recruit)` : ''}`);
      g.phase = 'end';
      return;
    case ACT_PLAY: playCard(g, p, x); return;
    case ACT_RECRUIT: recruitFromHq(g, p, x); return;
    case ACT_OFFICER: recruitOfficer(g, p); return;
    case ACT_FIGHT: fightVillain(g, p, x); return;
    case ACT_MASTERMIND: fightMastermind(g, p); return;
    case ACT_HEAL: heal(g, p); return;
    default: throw new Error(`bad action ${v}`);
  }
});

/** Plays a hero from hand: printed points, then its ability, then it counts for later superpowers. */
export function playCard(g: Game, p: number, c: number): void {
  const pl = g.players[p]!;
  const i = pl.hand.indexOf(c);
  if (i < 0) throw new Error(`card ${c} is not in hand`);
  pl.hand.splice(i, 1);
  pl.inPlay.push(c);
  g.log && log(g, ` P${p + 1} plays ${nameOf(g, c)}`);
  resolvePlay(g, p, c, c);
}

/**
 * Resolves a played card or a copy of one: `as` is the card whose abilities and printed values apply,
 * `c` the card actually played (they differ for Rogue's copies).
 */
export function resolvePlay(g: Game, p: number, c: number, as: number): void {
  const d = def(g, as);
  const t = g.t;
  if (d.attack) t.attack += d.attack;
  if (d.recruit) { t.recruit += d.recruit; t.recruitMade += d.recruit; }
  if (d.play) d.play(g, p, c);
  if (!d.countsItself) countPlayed(g, c, as);
}

/** Records a played card for superpowers and "for each ... you played this turn". */
export function countPlayed(g: Game, c: number, as: number): void {
  const t = g.t, d = def(g, as);
  const cls = clsOf(g, c) | d.cls;
  for (let b = 0; b < 5; b++) if (cls & (1 << b)) t.clsCount[b]!++;
  const ti = teamIndex(d.team);
  if (ti >= 0) t.teamCount[ti]!++;
  if (d.kind === 'hero') {
    t.heroesPlayed++;
    if (cls === 0) t.greyPlayed++;
    if (d.cost % 2 === 1) t.oddCostPlayed++;
  }
}

/** Healing: KO all Wounds from hand; no recruiting or fighting for the rest of the turn. */
function heal(g: Game, p: number): void {
  const pl = g.players[p]!;
  for (const c of pl.hand.filter((x) => isWound(g, x))) koCard(g, p, c);
  g.t.healed = true;
  g.log && log(g, ` P${p + 1} heals`);
}

/** End of turn: discard everything, draw a new hand, then the next player (or the same, Time Travel). */
function endTurn(g: Game): void {
  const p = g.current, pl = g.players[p]!, t = g.t;
  for (const c of pl.inPlay) pl.discard.push(c);
  for (const c of pl.hand) pl.discard.push(c);
  pl.inPlay = []; pl.hand = [];
  const size = (t.drawEight ? 8 : g.handSize) + t.extraDraw;
  // Electromagnetic Bubble: the chosen X-Men hero is set aside before drawing (so a reshuffled discard
  // pile cannot draw it as one of the six) and joins the new hand as an extra card
  const aside: number[] = [];
  for (const c of t.bubble) {
    const at = pl.discard.lastIndexOf(c);
    if (at >= 0) { pl.discard.splice(at, 1); aside.push(c); continue; }
    const d = pl.deck.lastIndexOf(c);
    if (d >= 0) { pl.deck.splice(d, 1); aside.push(c); }
  }
  draw(g, p, size);
  for (const c of aside) pl.hand.push(c);
  if (g.drawAtEndOfTurn !== '') { endGame(g, 'draw', g.drawAtEndOfTurn); return; }
  if (!t.anotherTurn) g.current = (p + 1) % g.players.length;
  g.turn++;
  g.t = newTurnState();
  g.phase = 'start';
}

/** Called when nothing is left to do: moves the turn structure forward. */
function advance(g: Game): void {
  switch (g.phase) {
    case 'start':
      g.phase = 'main';
      g.log && log(g, `Turn ${g.turn}: P${g.current + 1} (hand: ${g.players[g.current]!.hand.map((c) => nameOf(g, c)).join(', ')})`);
      for (let i = 0; i < g.villainCardsPerTurn; i++) later(g, PLAY_VILLAIN_CARD, g.current);
      return;
    case 'main':
      ask(g, g.current, 'main', MAIN, mainActions(g));
      return;
    case 'end':
      endTurn(g);
      return;
    case 'over':
      return;
  }
}
installAdvance(advance);

/** Describes a main action for logs and the CLI. */
export function describeAction(g: Game, v: number): string {
  const a = actCode(v), x = actArg(v);
  switch (a) {
    case ACT_END: return 'end turn';
    case ACT_PLAY: return `play ${nameOf(g, x)}`;
    case ACT_RECRUIT: return `recruit ${nameOf(g, g.hq[x]!)} (HQ ${x + 1})`;
    case ACT_OFFICER: return 'recruit a S.H.I.E.L.D. Officer';
    case ACT_FIGHT: return `fight ${nameOf(g, g.city[x]!)} (${CITY_NAMES[x]})`;
    case ACT_MASTERMIND: return 'fight the Mastermind';
    case ACT_HEAL: return 'heal (KO all Wounds in hand)';
    default: return `action ${v}`;
  }
}
export { isHero };
