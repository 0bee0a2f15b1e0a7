// Setting up a game (RR Appendix II): heroes in alter-ego form, hit points, first player, obligations and nemesis
// sets aside, shuffled decks, the villain and main scheme, the scheme's Setup and the When Revealed of what entered
// play, obligations shuffled in, opening hands, mulligans, identities' Setup abilities.

import { randInt, seedRng, shuffle, type RngState } from '../shared/rng.js';
import { cardFacts, CORE_FACTS, MODULAR_SETS, SCENARIOS, STARTER_DECKS, villainStages } from './data.js';
import { codeIndex, setCode } from './codes.js';
import { defOf } from './defs.js';
import { ask, cont, later, opt, run } from './flow.js';
import { checkMain, discard, draw, playerOrder } from './rules.js';
import { reveal } from './round.js';
import type { CardState, Game, Mode, PlayerState, Setup } from './state.js';
import './cards/core/index.js';

export class SetupError extends Error {}

export interface HeroChoice { identity: string; aspect: string }

export interface SetupOptions {
  villain: string;
  mode?: Mode;
  /** modular encounter sets (set codes, 'bomb_scare'); default: the scenario's recommended one */
  modulars?: string[];
  heroes: HeroChoice[];
  seed: number | string;
  record?: boolean;
  log?: boolean;
  /** the step cap (default 200,000 frames) */
  cap?: number;
}

export const ASPECTS = ['aggression', 'justice', 'leadership', 'protection'] as const;
export const VILLAINS = SCENARIOS.map((s) => s.villain);
/** Identity kits by their set code ('spider_man'), in the data's order. */
export const IDENTITIES = CORE_FACTS.filter((f) => f.type === 'hero').map((f) => f.set!);

/** A team drawn at random: n distinct identities, each with any aspect (the CLI and the runner draw teams so). */
export function drawTeam(rng: RngState, n: number): HeroChoice[] {
  const pool = [...IDENTITIES];
  const out: HeroChoice[] = [];
  for (let i = 0; i < n; i++) {
    const identity = pool.splice(randInt(rng, pool.length), 1)[0]!;
    out.push({ identity, aspect: ASPECTS[randInt(rng, ASPECTS.length)]! });
  }
  return out;
}

/** The deck list for an identity and aspect: its starter deck, or the kit plus another starter deck's aspect and basic cards ("derived"). */
export function deckFor(identity: string, aspect: string): { id: string; derived: boolean; cards: string[] } {
  const hero = CORE_FACTS.find((f) => f.type === 'hero' && f.set === identity);
  if (!hero) throw new SetupError(`unknown hero: ${identity} (accepted: ${IDENTITIES.join(', ')})`);
  if (!(ASPECTS as readonly string[]).includes(aspect)) throw new SetupError(`unknown aspect: ${aspect} (accepted: ${ASPECTS.join(', ')})`);
  const expand = (l: { code: string; quantity: number }[]): string[] => l.flatMap((c) => Array<string>(c.quantity).fill(c.code));
  const exact = STARTER_DECKS.find((d) => d.identity === hero.code && d.aspect === aspect);
  if (exact) return { id: exact.id, derived: false, cards: expand(exact.cards) };
  const kitFrom = STARTER_DECKS.find((d) => d.identity === hero.code)!;
  const aspectFrom = STARTER_DECKS.find((d) => d.aspect === aspect)!;
  const kit = kitFrom.cards.filter((c) => cardFacts(c.code).faction === 'hero');
  const rest = aspectFrom.cards.filter((c) => cardFacts(c.code).faction !== 'hero');
  return { id: `${identity.replace(/_/g, '-')}-${aspect} (derived)`, derived: true, cards: expand([...kit, ...rest]) };
}

function newCard(g: Game, code: string, owner: number, zone: string): number {
  const c: CardState = {
    id: g.cards.length, code, ci: codeIndex(code), owner, ctrl: owner, zone, dmg: 0, threat: 0, exh: false, stun: false, conf: false, tough: false,
    ctr: 0, host: -1, eng: -1, facedown: false,
  };
  g.cards.push(c);
  return c.id;
}

export function newGame(o: SetupOptions): Game {
  const sc = SCENARIOS.find((s) => s.villain === o.villain);
  if (!sc) throw new SetupError(`unknown villain: ${o.villain} (accepted: ${VILLAINS.join(', ')})`);
  const mode: Mode = o.mode ?? 'standard';
  if (mode !== 'standard' && mode !== 'expert') throw new SetupError(`unknown mode: ${String(mode)} (accepted: standard, expert)`);
  const modulars = o.modulars ?? [sc.recommendedModular];
  for (const m of modulars) if (!MODULAR_SETS.includes(m)) throw new SetupError(`unknown modular set: ${m} (accepted: ${MODULAR_SETS.join(', ')})`);
  if (o.heroes.length < 1 || o.heroes.length > 4) throw new SetupError(`players must be 1 to 4 (got ${o.heroes.length})`);
  const ids = o.heroes.map((h) => h.identity);
  if (new Set(ids).size !== ids.length) throw new SetupError(`each hero may be played once (got ${ids.join(', ')})`);
  const decks = o.heroes.map((h) => deckFor(h.identity, h.aspect));

  const setup: Setup = { villain: sc.villain, mode, modulars, heroes: o.heroes.map((h, i) => ({ identity: h.identity, aspect: h.aspect, deck: decks[i]!.id })), seed: o.seed };
  const g: Game = {
    setup, rng: seedRng(o.seed), cards: [], players: [], n0: o.heroes.length, first: 0, round: 0, phase: 'setup', active: -1,
    villain: -1, villainNext: [], main: -1, mainNext: [], accel: 0, sides: [], envs: [], attachments: [], edeck: [], ediscard: [],
    boosts: [], watch: [], lasting: [], used: {}, endOfRound: [], evs: [], lastPay: null, stack: [], pending: null, pendingFrame: null,
    result: null, cause: '', steps: 0, trace: 0x811c9dc5,
    stats: { encounterReshuffles: 0, threatPeak: 0, damageTaken: 0, eliminations: 0 },
    choices: o.record ? [] : null, log: o.log ? [] : null, cap: o.cap ?? 200_000, halt: null,
  };

  // steps 1-6: heroes (alter-ego side up), hit points, first player (the first listed), obligations and nemesis sets aside, decks
  const obligations: number[] = [];
  o.heroes.forEach((h, p) => {
    const hero = CORE_FACTS.find((f) => f.type === 'hero' && f.set === h.identity)!;
    const pl: PlayerState = {
      identity: -1, form: 'alter', heroCode: hero.code, alterCode: hero.back!, aspect: h.aspect,
      deck: [], hand: [], discard: [], play: [], engaged: [], dealt: [], nemesis: [], eliminated: false, changedForm: false, costCut: 0,
    };
    g.players.push(pl);
    pl.identity = newCard(g, hero.back!, p, 'identity');
    for (const code of decks[p]!.cards) pl.deck.push(newCard(g, code, p, 'deck'));
    for (const f of CORE_FACTS) {
      if (f.set === h.identity && f.type === 'obligation') for (let i = 0; i < f.quantity; i++) obligations.push(newCard(g, f.code, -1, 'setaside'));
      if (f.set === h.identity + '_nemesis') for (let i = 0; i < f.quantity; i++) {
        const id = newCard(g, f.code, -1, 'aside'); g.cards[id]!.ctrl = p; pl.nemesis.push(id);
      }
    }
    shuffle(g.rng, pl.deck);
  });

  // step 8-9: villain and main scheme decks, the villain's hit points
  const stages = villainStages(sc, mode);
  g.villain = newCard(g, stages[0]!, -1, 'villain');
  g.villainNext = stages.slice(1);
  const mains = CORE_FACTS.filter((f) => f.type === 'main_scheme' && f.set === sc.villain).map((f) => f.code);
  g.main = newCard(g, mains[0]!, -1, 'main');
  g.mainNext = mains.slice(1);
  // the encounter deck: the villain's set (less its villain and scheme cards), the standard / expert sets, the modulars
  const sets = [sc.villain, 'standard', ...(mode === 'expert' ? ['expert'] : []), ...modulars];
  for (const s of sets) for (const f of CORE_FACTS) {
    if (f.set !== s || f.type === 'villain' || f.type === 'main_scheme') continue;
    for (let i = 0; i < f.quantity; i++) g.edeck.push(newCard(g, f.code, -1, 'edeck'));
  }
  shuffle(g.rng, g.edeck);
  if (defOf(stages[0]!)?.kw?.toughness) g.cards[g.villain]!.tough = true;

  // step 10: the scheme's Setup, advancing to stage 1B, When Revealed of what entered play (the villain stage too)
  later(g, 'setup-10', -1);
  later(g, 'setup-11', -1, -1, 0, 0, obligations.map((id) => opt('card', id)));
  later(g, 'setup-12', -1);
  for (let p = 0; p < g.players.length; p++) later(g, 'setup-13', p);
  later(g, 'setup-14', -1);
  g.stack.reverse();
  run(g);
  return g;
}

cont('setup-10', (g) => {
  defOf(g.cards[g.main]!.code)?.setup?.(g, g.main);
  later(g, 'setup-10b', -1);
});
cont('setup-10b', (g) => {
  const c = g.cards[g.main]!;
  if (g.mainNext[0]?.endsWith('b')) {
    setCode(c, g.mainNext.shift()!);
    defOf(c.code)?.whenRevealed?.(g, g.first, g.main);
  }
  defOf(g.cards[g.villain]!.code)?.whenRevealed?.(g, g.first, g.villain);
  later(g, 'setup-check', -1);
});
cont('setup-check', (g) => checkMain(g));
cont('setup-11', (g, f) => {
  for (const o of f.l!) { const c = g.cards[o.c]!; c.zone = 'edeck'; g.edeck.push(o.c); }
  shuffle(g.rng, g.edeck);
});
cont('setup-12', (g) => {
  for (let p = 0; p < g.players.length; p++) draw(g, p, cardFacts(g.players[p]!.alterCode).handSize ?? 6);
});
cont('setup-13', (g, f) => {
  const pl = g.players[f.p]!;
  ask(g, f.p, 'mulligan', 'mulligan', [opt('keep'), ...pl.hand.map((id) => opt('card', id))]);
}, { intent: 'mulligan', prefer: 'bad' });
cont('mulligan', (g, f, v) => {
  const pl = g.players[f.p]!;
  if (!v || v.t === 'keep') {
    const k = (cardFacts(pl.alterCode).handSize ?? 6) - pl.hand.length;
    if (k > 0) draw(g, f.p, k);
    return;
  }
  discard(g, v.c);
  ask(g, f.p, 'mulligan', 'mulligan', [opt('keep'), ...pl.hand.map((id) => opt('card', id))]);
}, { intent: 'mulligan', prefer: 'bad' });
cont('setup-14', (g) => {
  for (const p of playerOrder(g)) {
    const pl = g.players[p]!;
    for (const code of [pl.alterCode, pl.heroCode]) defOf(code)?.identitySetup?.(g, p, pl.identity);
  }
  later(g, 'setup-end', -1);
});
// setup is not a round: an ability limited to once a round that was used during setup (I Object! preventing the threat
// a setup step places) may be used again in round 1
cont('setup-end', (g) => { g.used = {}; });

export { reveal };
