// The rule-based bots over many games: every answer is a legal option index, the option each policy
// intended is among the options (no silent fallback), games end, and a bot is reproducible from its seed.

import { describe, expect, it } from 'vitest';
import { choose, clone, newGame, summary, traceHash, MASTERMINDS, SCHEMES, SetupError, type SetupOptions } from '../../engine/legendary/index.js';
import type { Game } from '../../engine/legendary/types.js';
import { challengeCatalog } from '../../engine/legendary/challenges.js';
import { PlayerView } from '../../engine/legendary/observe.js';
import { randInt, seedRng, shuffle, type RngState } from '../../engine/shared/rng.js';
import type { Agent } from '../agent.js';
import { STEP_CAP } from '../play.js';
import type { PolicyCtx } from '../policy.js';
import { makeAgents } from '../registry.js';

const BOTS = ['greedy-recruit', 'attack-first', 'heuristic', 'heuristic:escapeThreat=3,mastermind=0.2,superpower=0,draw=0'];

/** Plays one game, checking every answer; returns the game and the kinds of decisions seen. */
function playChecked(setup: SetupOptions, bot: string, agentSeed: number | string) {
  const g = newGame(setup);
  const agents: Agent[] = makeAgents(bot, agentSeed, g.players.length);
  const views = g.players.map((_, p) => new PlayerView(g, p));
  const reasons = new Set<string>();
  while (g.result === null) {
    const d = g.pending!;
    if (g.steps >= STEP_CAP) throw new Error(`${bot}: stalled (${JSON.stringify(setup)})`);
    const i = agents[d.player]!.choose(views[d.player]!);
    if (!Number.isInteger(i) || i < 0 || i >= d.options.length) {
      throw new Error(`${bot} returned option ${i} of ${d.options.length} at ${d.reason} (${JSON.stringify(setup)})`);
    }
    reasons.add(d.reason);
    choose(g, i);
  }
  const misses = agents.reduce((n, a) => n + ((a as unknown as { ctx?: PolicyCtx }).ctx?.misses ?? 0), 0);
  return { g, reasons, misses };
}

/** Every Mastermind x Scheme x 1-5 players, with a random rest of the setup and now and then a challenge mode. */
function setups(salt: string): SetupOptions[] {
  const rng = seedRng(`bots-test:${salt}`);
  const modes = challengeCatalog();
  const out: SetupOptions[] = [];
  for (const mastermind of MASTERMINDS.keys()) {
    for (const scheme of SCHEMES.keys()) {
      for (let players = 1; players <= 5; players++) {
        const o: SetupOptions = { players, mastermind, scheme, seed: `${salt}:${mastermind}:${scheme}:${players}` };
        if (players === 1 && SCHEMES.get(scheme)!.forbiddenInSolo) o.solo = 'advanced';
        else if (players === 1 && randInt(rng, 2) === 0) o.solo = 'advanced';
        if (randInt(rng, 4) === 0 && modes.length) {
          const m = modes[randInt(rng, modes.length)]!;
          o.challenges = [m.numbers ? m.name.replace(':N', `:${m.numbers[0]}`) : m.name];
        }
        out.push(o);
      }
    }
  }
  return out;
}

describe('rule-based bots only ever choose legal options', () => {
  for (const bot of BOTS) {
    it(`${bot}: every Mastermind x Scheme x 1-5 players`, () => {
      let games = 0, wins = 0, misses = 0;
      const seen = new Set<string>();
      for (const o of setups(bot)) {
        let r;
        try { r = playChecked(o, bot, games); } catch (e) {
          if (e instanceof SetupError) continue; // a challenge mode that this setup does not allow
          throw e;
        }
        games++;
        if (r.g.result === 'win') wins++;
        misses += r.misses;
        for (const x of r.reasons) seen.add(x);
      }
      expect(games).toBeGreaterThanOrEqual(150);
      // the policy's intended option was always among the options
      expect(misses).toBe(0);
      // they play the game, not just end turns: some wins, and many kinds of decisions met
      expect(wins).toBeGreaterThan(0);
      expect(seen.size).toBeGreaterThan(15);
    });
  }
});

describe('rule-based bots are reproducible from their seed', () => {
  const cases: SetupOptions[] = [
    { players: 2, seed: 11, mastermind: 'Loki', scheme: 'Midtown Bank Robbery' },
    { players: 3, seed: 'repro', mastermind: 'Magneto', scheme: 'Secret Invasion of the Skrull Shapeshifters' },
    { players: 1, seed: 5, solo: 'advanced', mastermind: 'Dr. Doom', scheme: 'Super Hero Civil War' },
  ];
  for (const bot of BOTS) {
    it(`${bot}: the same seeds give the same game trace`, () => {
      for (const o of cases) {
        const a = playChecked({ ...o, record: true }, bot, 'agent-seed');
        const b = playChecked({ ...o, record: true }, bot, 'agent-seed');
        expect(traceHash(b.g)).toBe(traceHash(a.g));
        expect(b.g.choices).toEqual(a.g.choices);
        expect(summary(b.g)).toEqual(summary(a.g));
        expect(a.g.choices!.length).toBeGreaterThan(20);
      }
    });
  }
});

/**
 * A copy of the game with everything player p cannot see rearranged: their own deck order, the split of
 * each other player's cards between hand and deck, the Villain Deck, the Hero Deck and the tactics.
 */
function rearrangeHidden(g: Game, p: number, rng: RngState): Game {
  const h = clone(g);
  shuffle(rng, h.players[p]!.deck);
  h.players.forEach((pl, q) => {
    if (q === p) return;
    const pool = shuffle(rng, [...pl.hand, ...pl.deck]);
    pl.hand = pool.slice(0, pl.hand.length);
    pl.deck = pool.slice(pl.hand.length);
  });
  shuffle(rng, h.villainDeck);
  shuffle(rng, h.heroDeck);
  shuffle(rng, h.tactics);
  return h;
}

describe('rule-based bots never read hidden state', () => {
  for (const bot of BOTS) {
    it(`${bot}: the same choice whatever the hidden zones hold`, () => {
      const rng = seedRng(`hidden:${bot}`);
      let checked = 0;
      for (let k = 0; k < 12; k++) {
        const g = newGame({ players: 2 + (k % 3), seed: `hidden:${k}` });
        const play = makeAgents(bot, k, g.players.length);
        const views = g.players.map((_, p) => new PlayerView(g, p));
        while (g.result === null) {
          const d = g.pending!;
          // the options name only cards the player sees (a revealed top card stays an option value)
          if (g.steps % 3 === 0) {
            const h = rearrangeHidden(g, d.player, rng);
            const a = makeAgents(bot, `probe:${g.steps}`, g.players.length)[d.player]!;
            const b = makeAgents(bot, `probe:${g.steps}`, g.players.length)[d.player]!;
            const onTrue = a.choose(new PlayerView(g, d.player));
            const onOther = b.choose(new PlayerView(h, d.player));
            expect(onOther, `${d.reason} at step ${g.steps}`).toBe(onTrue);
            checked++;
          }
          choose(g, play[d.player]!.choose(views[d.player]!));
        }
      }
      expect(checked).toBeGreaterThan(300);
    });
  }
});
