// The Marvel Champions engine's public face: create, ask, answer, clone, replay, observe, summarise.

import { shuffle, type RngState } from '../shared/rng.js';
import { setCode } from './codes.js';
import { cardFacts, SCENARIOS, villainStages } from './data.js';
import { choose as answer, hintOf, type Hint } from './flow.js';
import { mainTarget, maxHp, nameOf, remaining, stat } from './rules.js';
import { newGame, type SetupOptions } from './setup.js';
import type { CardState, Decision, Ev, Frame, Game, Opt } from './state.js';

export { halted } from './flow.js';
export { newGame, SetupError, deckFor, drawTeam, ASPECTS, VILLAINS, IDENTITIES, type SetupOptions, type HeroChoice } from './setup.js';
export type { Game, Decision, Opt, CardState } from './state.js';

export function decision(g: Game): Decision | null { return g.pending; }
export function isOver(g: Game): boolean { return g.result !== null; }
export function hint(d: Decision): Hint | undefined { return hintOf(d.reason); }

export function choose(g: Game, i: number): void {
  if (g.log && g.pending) {
    const d = g.pending;
    if (i >= 0 && i < d.options.length) g.log.push(`  P${d.player + 1} ${d.reason}: ${describeOption(g, d.options[i]!)}`);
  }
  answer(g, i);
}

/** Replays a game from its setup, seed and chosen option indices. */
export function replay(o: SetupOptions, choices: readonly number[]): Game {
  const g = newGame({ ...o, record: true });
  for (const i of choices) {
    if (g.result !== null) throw new Error('replay: the game ended before all choices were used');
    choose(g, i);
  }
  return g;
}

// ---- clone ------------------------------------------------------------------------------------------------------

/** A card's copy, field by field (a literal of one shape: faster than a spread, which the clone does for every card). */
function copyCard(c: CardState): CardState {
  return {
    id: c.id, code: c.code, ci: c.ci, owner: c.owner, ctrl: c.ctrl, zone: c.zone, dmg: c.dmg, threat: c.threat, exh: c.exh, stun: c.stun,
    conf: c.conf, tough: c.tough, ctr: c.ctr, host: c.host, eng: c.eng, facedown: c.facedown,
  };
}
function copyEv(e: Ev | null): Ev | null { return e === null ? null : { ...e, x: { ...e.x } }; }
function copyOpts(l: Opt[] | null): Opt[] | null {
  if (l === null) return null;
  const out: Opt[] = [];
  for (let i = 0; i < l.length; i++) { const o = l[i]!; out.push({ t: o.t, c: o.c, x: o.x }); }
  return out;
}
function copyFrame(f: Frame): Frame { return { k: f.k, p: f.p, c: f.c, n: f.n, m: f.m, l: copyOpts(f.l), a: f.a }; }

/** A deep copy of the state (everything in it is plain data). */
export function clone(g: Game): Game {
  const out: Game = {
    ...g,
    setup: g.setup,
    rng: [...g.rng] as RngState,
    cards: g.cards.map(copyCard),
    players: g.players.map((p) => ({
      ...p, deck: [...p.deck], hand: [...p.hand], discard: [...p.discard], play: [...p.play], engaged: [...p.engaged],
      dealt: [...p.dealt], nemesis: [...p.nemesis],
    })),
    villainNext: [...g.villainNext], mainNext: [...g.mainNext], sides: [...g.sides], envs: [...g.envs], attachments: [...g.attachments],
    edeck: [...g.edeck], ediscard: [...g.ediscard], boosts: [...g.boosts], watch: [...g.watch], lasting: g.lasting.map((l) => ({ ...l })),
    used: { ...g.used }, endOfRound: [...g.endOfRound], evs: g.evs.map(copyEv), lastPay: g.lastPay ? { ...g.lastPay } : null,
    stack: g.stack.map(copyFrame),
    pending: g.pending ? { ...g.pending, options: copyOpts(g.pending.options)! } : null,
    pendingFrame: g.pendingFrame ? copyFrame(g.pendingFrame) : null,
    stats: { ...g.stats },
    choices: g.choices ? [...g.choices] : null,
    log: g.log ? [...g.log] : null,
  };
  if (out.pending && out.pendingFrame) out.pending.options = out.pendingFrame.l!;
  return out;
}

// ---- observation and determinization ------------------------------------------------------------------------------

/**
 * What the team sees: every hand (table talk is allowed) and everything face up. Hidden: the order of each
 * player deck and of the encounter deck, the facedown encounter cards dealt and the boost cards, which player
 * cards are the facedown Drones. The observation is a copy of the state whose hidden cards carry the code '?',
 * with, for each hidden pool, the multiset of codes it holds (sorted: public knowledge, since deck lists and
 * the face-up cards are known) but not which card is which.
 */
export interface Observation { game: Game; hidden: { pool: 'encounter' | number; ids: number[]; codes: string[] }[] }

export function observe(g: Game): Observation {
  const o = clone(g);
  o.choices = null; o.log = null;
  const hidden: Observation['hidden'] = [];
  const pool = (name: 'encounter' | number, ids: number[]): void => {
    hidden.push({ pool: name, ids, codes: ids.map((id) => g.cards[id]!.code).sort() });
  };
  pool('encounter', [...o.edeck, ...o.boosts, ...o.players.flatMap((p) => p.dealt)]);
  o.players.forEach((p, i) => pool(i, [...p.deck, ...p.engaged.filter((m) => o.cards[m]!.facedown)]));
  for (const h of hidden) for (const id of h.ids) setCode(o.cards[id]!, '?');
  o.rng = [0x9e3779b9, 0x243f6a88, 0xb7e15162, 1];
  return { game: o, hidden };
}

/** A full state consistent with an observation: each hidden pool's codes dealt back to its cards at random. */
export function determinize(obs: Observation, rng: RngState): Game {
  const g = clone(obs.game);
  for (const h of obs.hidden) {
    const codes = shuffle(rng, [...h.codes]);
    h.ids.forEach((id, i) => { setCode(g.cards[id]!, codes[i]!); });
  }
  g.rng = [rng[0], rng[1], rng[2], rng[3] | 1];
  return g;
}

// ---- summary --------------------------------------------------------------------------------------------------

export function traceHash(g: Game): string { return g.trace.toString(16).padStart(8, '0'); }

export interface ChampionsSummary {
  result: Game['result'];
  cause: string;
  rounds: number;
  setup: Game['setup'];
  villainStage: string;
  villainHp: number;
  /**
   * How far the heroes got against the villain, 0 to 1: the share of the mode's villain stages defeated, the stage the
   * game ended on counted by the share of its hit points it had lost (1 on a win). A measure of progress that still
   * orders setups whose games are all lost.
   */
  villainProgress: number;
  mainStage: string;
  threat: number;
  threatTarget: number;
  threatPeak: number;
  eliminations: number;
  encounterReshuffles: number;
  damageTaken: number;
  steps: number;
  traceHash: string;
}

export function summary(g: Game): ChampionsSummary {
  return {
    result: g.result, cause: g.cause, rounds: g.round, setup: g.setup,
    villainStage: cardFacts(g.cards[g.villain]!.code).stage ?? '', villainHp: Math.max(0, remaining(g, g.villain)), villainProgress: villainProgress(g),
    mainStage: cardFacts(g.cards[g.main]!.code).stage ?? '', threat: g.cards[g.main]!.threat, threatTarget: mainTarget(g),
    threatPeak: g.stats.threatPeak, eliminations: g.stats.eliminations, encounterReshuffles: g.stats.encounterReshuffles,
    damageTaken: g.stats.damageTaken, steps: g.steps, traceHash: traceHash(g),
  };
}

/** Summary.villainProgress: the stages defeated plus the share of the current stage's hit points lost, over the mode's stages. */
export function villainProgress(g: Game): number {
  if (g.result === 'win') return 1;
  const stages = villainStages(SCENARIOS.find((s) => s.villain === g.setup.villain)!, g.setup.mode).length;
  const done = stages - 1 - g.villainNext.length;
  const max = Math.max(1, maxHp(g, g.villain));
  const lost = Math.min(1, Math.max(0, (max - remaining(g, g.villain)) / max));
  return Math.round(1e6 * (done + lost) / stages) / 1e6;
}

/** A short description of an option, for logs and the CLI. */
export function describeOption(g: Game, o: Opt): string {
  const name = o.c >= 0 ? nameOf(g, o.c) : '';
  switch (o.t) {
    case 'play': return `play ${name}`;
    case 'act': return `use ${name} (action ${o.x + 1})`;
    case 'use': return `use ${name}`;
    case 'enemy': return `target ${name} (${Math.max(0, remaining(g, o.c))} HP)`;
    case 'scheme': return `target ${name} (${g.cards[o.c]!.threat} threat)`;
    case 'defender': return `defend with ${name}`;
    case 'ally-attack': return `attack with ${name}`;
    case 'ally-thwart': return `thwart with ${name}`;
    case 'card': return name;
    case 'ability': return `resource ability of ${name}`;
    case 'host': return `attach to ${name}`;
    case 'player': return `player ${o.x + 1}`;
    default: return name ? `${o.t} ${name}` : o.t + (o.x ? ` ${o.x}` : '');
  }
}

/** A one-line state of the board, for logs. */
export function describeBoard(g: Game): string {
  const v = g.villain;
  const parts = [`round ${g.round}`, `${nameOf(g, v)} ${cardFacts(g.cards[v]!.code).stage} ${Math.max(0, remaining(g, v))}/${maxHp(g, v)} HP`,
    `scheme ${g.cards[g.main]!.threat}/${mainTarget(g)}`];
  g.players.forEach((p, i) => {
    if (p.eliminated) { parts.push(`P${i + 1} out`); return; }
    parts.push(`P${i + 1} ${nameOf(g, p.identity)} ${remaining(g, p.identity)} HP, ${p.hand.length} in hand, ${p.engaged.length} minions, ATK ${stat(g, p.identity, 'atk')}`);
  });
  if (g.sides.length) parts.push(`sides: ${g.sides.map((s) => `${nameOf(g, s)} ${g.cards[s]!.threat}`).join(', ')}`);
  return parts.join(' | ');
}
