// ISMCTS: legal, reproducible, blind to hidden state, finds a winning fight; the cheating variant is labelled.
import { describe, expect, it } from 'vitest';
import { choose, clone, newGame, summary } from '../../engine/legendary/game.js';
import { claimTrueStateReader, observe, PlayerView } from '../../engine/legendary/observe.js';
import { randInt, seedRng, shuffle } from '../../engine/shared/rng.js';
import { act, ACT_END, ACT_MASTERMIND, ACT_OFFICER } from '../../engine/legendary/actions.js';
import type { RolloutPolicy } from '../ismcts/rollout.js';
import type { Game } from '../../engine/legendary/types.js';
import { cleanBoard, put, putVillain, refresh, setupGame } from '../../engine/legendary/test/helpers.js';
import type { Agent } from '../agent.js';
import { CHEAT_LABEL, CheatingIsmctsAgent, trueStateSampler } from '../ismcts-cheat.js';
import { IsmctsAgent, IsmctsSearch, ismctsOptions, observationSampler } from '../ismcts.js';
import { optionKeys } from '../ismcts/keys.js';
import { BOTS, BotSpecError, makeAgents } from '../registry.js';
import { MASTERMINDS, SCHEMES } from '../../engine/legendary/registry.js';

/** Plays to the end, checking every answer is a legal option index; returns the answers. */
function playChecked(g: Game, agents: readonly Agent[]): number[] {
  const views = g.players.map((_, p) => new PlayerView(g, p));
  const answers: number[] = [];
  while (g.result === null) {
    const d = g.pending!;
    const i = agents[d.player % agents.length]!.choose(views[d.player]!);
    expect(Number.isInteger(i) && i >= 0 && i < d.options.length, `option ${i} of ${d.options.length} (${d.reason})`).toBe(true);
    answers.push(i);
    choose(g, i);
    if (g.steps > 5000) throw new Error('stalled');
  }
  return answers;
}

/** A position: Red Skull with one tactic left, 7 Attack (his Attack), and two tempting villains to fight
 *  instead (one about to escape with two Bystanders): only the Mastermind fight wins now. */
function lastTacticPosition(): Game {
  const g = cleanBoard(setupGame({ log: false }));
  while (g.tactics.length > 1) g.players[0]!.victory.push(g.tactics.pop()!);
  g.stats.tacticsDefeated = 3;
  const hydra = putVillain(g, 4, 'Supreme HYDRA'); // about to escape, with two bystanders
  g.att[4] = [g.bystanders.pop()!, g.bystanders.pop()!];
  putVillain(g, 3, 'Viper');
  expect(hydra).toBeGreaterThanOrEqual(0);
  g.t.attack = 7;
  return refresh(g);
}

describe('ismcts', () => {
  it('only ever returns legal options (all seats, and a mixed table)', () => {
    for (const [seed, table] of [[1, 'ismcts:iterations=12'], [2, 'heuristic,ismcts:iterations=12,cutoff=2'], [3, 'ismcts:iterations=8,prior=none,rollout=random,play=off']] as const) {
      const g = newGame({ players: 2, seed, mastermind: 'Magneto', scheme: 'Secret Invasion of the Skrull Shapeshifters' });
      playChecked(g, makeAgents(table, `legal:${seed}`, 2));
      expect(g.result).not.toBeNull();
    }
  });

  it('only ever returns legal options: every Mastermind x Scheme, 1-5 players (tiny budget)', () => {
    let i = 0;
    // the core set's (every set is registered when tests run: each has its own grid elsewhere)
    for (const mm of [...MASTERMINDS.entries()].filter(([, m]) => m.set === 'core').map(([k]) => k)) {
      for (const sc of [...SCHEMES.entries()].filter(([, x]) => x.set === 'core').map(([k]) => k)) {
        const players = (i++ % 5) + 1;
        const solo = players === 1 && SCHEMES.get(sc)!.forbiddenInSolo ? 'advanced' as const : undefined;
        const g = newGame({ players, seed: i, mastermind: mm, scheme: sc, solo });
        playChecked(g, makeAgents('ismcts:iterations=3', `all:${i}`, players));
        expect(g.result).not.toBeNull();
      }
    }
  });

  it('is reproducible from its seed', () => {
    const run = (botSeed: string) => {
      const g = newGame({ players: 2, seed: 9, mastermind: 'Loki', scheme: 'Midtown Bank Robbery' });
      const answers = playChecked(g, makeAgents('ismcts:iterations=16,prior=none', botSeed, 2));
      return { answers, hash: summary(g).traceHash };
    };
    const a = run('s1'), b = run('s1'), c = run('s2');
    expect(b).toEqual(a);
    expect(c.answers).not.toEqual(a.answers);
  });

  it('never reads hidden state: rearranging what the bot cannot see changes nothing', () => {
    const g = newGame({ players: 2, seed: 4, mastermind: 'Dr. Doom', scheme: 'Negative Zone Prison Breakout' });
    const rng = seedRng('hidden');
    // play into the game until a non-trivial decision that is not a card play
    while (g.result === null) {
      const d = g.pending!;
      if (g.turn > 4 && d.options.length > 2 && !(d.kind === 'main' && d.options.some((v) => Math.floor(v / 65536) === 1))) break;
      choose(g, randInt(rng, d.options.length));
    }
    expect(g.result).toBeNull();
    const p = g.pending!.player;
    const h = clone(g);
    shuffle(rng, h.players[p]!.deck); shuffle(rng, h.villainDeck); shuffle(rng, h.heroDeck); shuffle(rng, h.tactics);
    const q = h.players[1 - p]!;
    const pool = shuffle(rng, [...q.hand, ...q.deck]);
    q.hand = pool.slice(0, q.hand.length); q.deck = pool.slice(q.hand.length);
    expect(observe(h, p)).toEqual(observe(g, p));
    const o = ismctsOptions({ iterations: 150 });
    const a = new IsmctsAgent('ismcts', 'blind', o), b = new IsmctsAgent('ismcts', 'blind', ismctsOptions({ iterations: 150 }));
    expect(b.choose(new PlayerView(h, p))).toBe(a.choose(new PlayerView(g, p)));
    expect(b.search.last).toEqual(a.search.last);
  });

  it('finds the winning fight: one tactic left and just enough Attack, with tempting alternatives', () => {
    for (const spec of ['ismcts:iterations=60', 'ismcts:iterations=60,prior=none,rollout=random', 'ismcts:iterations=30,prior=none,rollout=quick,c=2']) {
      const g = lastTacticPosition();
      const d = g.pending!;
      expect(d.reason).toBe('main');
      expect(d.options.length).toBe(4); // two fights, the Mastermind, end
      const agent = makeAgents(spec, 'win', 2)[0]!;
      const i = agent.choose(new PlayerView(g, 0));
      expect(d.options[i], spec).toBe(act(ACT_MASTERMIND));
      choose(g, i);
      expect(g.result).toBe('win');
    }
  });

  it('keeps its prior unless the search finds a clearly better action (the margin rule)', () => {
    // a prior that always ends the turn: overridden here, where the Mastermind fight wins at once...
    const endTurn: RolloutPolicy = (g) => g.pending!.options.indexOf(act(ACT_END)) >= 0 ? g.pending!.options.indexOf(act(ACT_END)) : 0;
    const opts = (margin: number) => ismctsOptions({ iterations: 80, prior: endTurn, bias: 5, margin }, { rollout: 'random' });
    const g = lastTacticPosition();
    const d = g.pending!;
    expect(d.options[new IsmctsAgent('ismcts', 'm', opts(0.05)).choose(new PlayerView(g, 0))]).toBe(act(ACT_MASTERMIND));
    // ...but kept where nothing is better by the margin: no Attack, 3 Recruit (an Officer, or end the turn);
    // the players own their starting decks, so the evaluation sees an ordinary position
    const h = lastTacticPosition();
    for (let p = 0; p < h.players.length; p++) put(h, p, 'deck', ...Array<string>(8).fill('S.H.I.E.L.D. Agent'), ...Array<string>(4).fill('S.H.I.E.L.D. Trooper'));
    h.t.attack = 0; h.t.recruit = 3;
    refresh(h);
    expect(h.pending!.options).toContain(act(ACT_OFFICER));
    const keep = new IsmctsAgent('ismcts', 'm', opts(0.5));
    expect(h.pending!.options[keep.choose(new PlayerView(h, 0))]).toBe(act(ACT_END));
  });

  it('the cheating variant is labelled everywhere and is the only one that sees the true state', () => {
    const [cheat] = makeAgents('ismcts:cheat', 'c', 2);
    expect(cheat).toBeInstanceOf(CheatingIsmctsAgent);
    expect(cheat!.spec).toContain('cheat=true');
    expect((cheat as CheatingIsmctsAgent).label).toBe(CHEAT_LABEL);
    expect(CHEAT_LABEL).toContain('(cheating: sees hidden information; for measurement only)');
    const f = BOTS.get('ismcts')!;
    expect(f.description).toContain('(cheating: sees hidden information; for measurement only)');
    expect(f.params.cheat).toContain('(cheating: sees hidden information; for measurement only)');
    const [honest] = makeAgents('ismcts:iterations=5', 'c', 2);
    expect(honest).not.toBeInstanceOf(CheatingIsmctsAgent);
    expect(honest!.spec).not.toContain('cheat');
    expect(makeAgents('ismcts:iterations=5,cheat=true', 'c', 2)[0]).toBeInstanceOf(CheatingIsmctsAgent);
    // the true-state reader has been claimed by engine/legendary/cheat.ts: nobody else can get it
    expect(() => claimTrueStateReader()).toThrow(/already claimed/);
    // the cheat's samples hold the true deck order; the honest bot's samples are shuffles of it
    const g = newGame({ players: 2, seed: 12 });
    const view = new PlayerView(g, 0);
    const rng = seedRng('samples');
    const trueDeck = g.players[0]!.deck.join(',');
    expect(trueStateSampler(view).sample(rng).players[0]!.deck.join(',')).toBe(trueDeck);
    const honestSampler = observationSampler(view);
    const decks = new Set(Array.from({ length: 8 }, () => honestSampler.sample(rng).players[0]!.deck.join(',')));
    expect(decks.size).toBeGreaterThan(4);
  });

  it('rejects bad parameters with one clear line', () => {
    const bad: [string, RegExp][] = [
      ['ismcts:iterations=0', /parameter iterations of bot ismcts; accepted: an integer from 1/],
      ['ismcts:iterations=2.5', /iterations/],
      ['ismcts:time=-3', /parameter time .*accepted: a number of milliseconds > 0/],
      ['ismcts:c=abc', /parameter c .*accepted: a number >= 0/],
      ['ismcts:cutoff=soon', /parameter cutoff .*accepted: turn, game, or a whole number/],
      ['ismcts:rollout=smart', /parameter rollout .*accepted: quick, random, greedy-recruit, attack-first, heuristic/],
      ['ismcts:eval=x', /parameter eval .*accepted: (fitted, )?own, heuristic/],
      ['ismcts:prior=x', /parameter prior .*accepted: none, greedy-recruit/],
      ['ismcts:play=x', /parameter play .*accepted: heuristic, ordered, off/],
      ['ismcts:cheat=maybe', /parameter cheat .*accepted: true, false/],
      ['ismcts:tuned=yes', /parameter tuned of bot ismcts; accepted: true, false/],
      ['ismcts:depth=3', /unknown parameter "depth" for bot ismcts; accepted: iterations, time, c, rollout, cutoff/],
    ];
    for (const [spec, msg] of bad) {
      let err: unknown = null;
      try { makeAgents(spec, 1, 2); } catch (e) { err = e; }
      expect(err, spec).toBeInstanceOf(BotSpecError);
      expect((err as Error).message, spec).toMatch(msg);
      expect((err as Error).message).not.toContain('\n');
    }
    // good ones
    for (const spec of ['ismcts', 'ismcts:cutoff=turn', 'ismcts:cutoff=3,iterations=50', 'ismcts:cutoff=game', 'ismcts:time=5', 'ismcts:cheat=false', 'ismcts:tuned=true']) {
      expect(() => makeAgents(spec, 1, 2), spec).not.toThrow();
    }
  });

  it('answers a decision with one option at once, without searching', () => {
    const g = lastTacticPosition();
    g.t.attack = 0;
    g.city = [-1, -1, -1, -1, -1]; for (let s = 0; s < 5; s++) g.att[s] = [];
    refresh(g);
    expect(g.pending!.options.length).toBe(1);
    const a = new IsmctsAgent('ismcts', 1, ismctsOptions({ iterations: 100 }));
    expect(a.choose(new PlayerView(g, 0))).toBe(0);
    expect(a.search.last).toBeNull();
  });
});

describe('ISMCTS action keys tell apart options about the same card', () => {
  it('Cosmic Threat with each class is its own edge, so the search plays the class it chose (Galactus: the one with the most cards)', async () => {
    const { ffGame } = await import('../../engine/legendary/test/fantastic-four/game.js');
    const { ACT_COSMIC_THREAT } = await import('../../engine/legendary/keywords/cosmic-threat.js');
    const { optionKeys } = await import('../ismcts/keys.js');
    const g = ffGame({ mastermind: 'Galactus', players: 2 });
    // Ranged (class index 4) in the majority; Strength (index 0) comes first among the options
    g.players[0]!.hand = [];
    put(g, 0, 'inPlay', 'Growing Anger', 'Optic Blast', 'Optic Blast', 'Optic Blast', 'Determination');
    refresh(g);
    const d = g.pending!;
    const cosmic = d.options.map((v, i) => [v, i] as const).filter(([v]) => Math.floor(v / 65536) === ACT_COSMIC_THREAT);
    expect(cosmic.length).toBe(2);
    const keys = optionKeys(g, d, []);
    expect(new Set(cosmic.map(([, i]) => keys[i])).size).toBe(2);
    const bot = new IsmctsAgent('ismcts', 1, ismctsOptions({ iterations: 60 }));
    const v = d.options[bot.choose(new PlayerView(g, 0))]!;
    expect(v).toBe(act(ACT_COSMIC_THREAT, 5 * 8 + 4)); // the Mastermind (space 5), Ranged
  });
});

describe('the early stop (stop=2 by default)', () => {
  /** Samplers of searched positions: the heuristic bot's decisions after turn 3 of seeded first-game-like games. */
  function positions(n: number): { sampler: ReturnType<typeof observationSampler>; options: number }[] {
    const out: { sampler: ReturnType<typeof observationSampler>; options: number }[] = [];
    const agents = makeAgents('heuristic', 'stop-positions', 2);
    const pick = seedRng('stop-positions');
    for (let seed = 1; out.length < n && seed < 200; seed++) {
      const g = newGame({ players: 2, seed, mastermind: 'Red Skull', scheme: 'Unleash the Power of the Cosmic Cube' });
      const views = g.players.map((_, p) => new PlayerView(g, p));
      while (g.result === null && out.length < n) {
        const d = g.pending!;
        const plays = d.kind === 'main' && d.options.some((v) => Math.floor(v / 65536) === 1);
        if (d.options.length > 1 && !plays && g.turn > 3 && randInt(pick, 2) === 0) out.push({ sampler: observationSampler(views[d.player]!), options: d.options.length });
        choose(g, agents[d.player]!.choose(views[d.player]!));
      }
    }
    return out;
  }

  it('ends a search early only with the prior\'s choice, at a checkpoint, and gives the answer of the whole budget', () => {
    const ps = positions(40);
    expect(ps.length).toBe(40);
    let stoppedCount = 0, same = 0;
    for (const [i, p] of ps.entries()) {
      // the same seed: the early search's iterations are the first ones of the whole search
      const early = new IsmctsSearch(ismctsOptions({ iterations: 200 }, {}, 'stop'), seedRng(`stop:${i}`));
      const whole = new IsmctsSearch(ismctsOptions({ iterations: 200 }, { stop: 0 }, 'stop'), seedRng(`stop:${i}`));
      const a = early.search(p.sampler, p.options), b = whole.search(p.sampler, p.options);
      const st = early.last!;
      expect(whole.last!.iterations).toBe(200);
      expect(whole.last!.stopped).toBe(false);
      if (st.stopped) {
        stoppedCount++;
        expect(st.iterations).toBeGreaterThanOrEqual(20);
        expect(st.iterations % 10).toBe(0);
        expect(st.iterations).toBeLessThan(200);
        // a stopped search plays the prior's choice
        const s0 = p.sampler.sample(seedRng('keys'));
        expect(optionKeys(s0, s0.pending!, [])[a]).toBe(st.priorKey);
      } else expect(st.iterations).toBe(200);
      if (a === b) same++;
    }
    // most searches stop early (that is the point), and the answers agree with the whole budget's
    expect(stoppedCount).toBeGreaterThanOrEqual(20);
    expect(same).toBeGreaterThanOrEqual(38);
  });

  it('is a bot parameter: stop=0 turns it off; a bad value is one clear error', () => {
    const on = makeAgents('ismcts', 1, 1)[0] as IsmctsAgent, off = makeAgents('ismcts:stop=0', 1, 1)[0] as IsmctsAgent;
    expect(on.search.o.stop).toBe(2);
    expect(off.search.o.stop).toBe(0);
    expect(() => makeAgents('ismcts:stop=-1', 1, 1)).toThrow(BotSpecError);
    expect(() => makeAgents('ismcts:stop=-1', 1, 1)).toThrow(/stop.*accepted: a number >= 0/);
  });
});

describe('tree reuse (ismcts:reuse=0.5; off by default)', () => {
  /** Plays a seeded 2-player game with `spec` on both seats; for each search: its turn, seat, stats, and whether it
   *  followed the same bot's last answer with no other decision between. */
  function searches(spec: string) {
    const g = newGame({ players: 2, seed: 7, mastermind: 'Red Skull', scheme: 'Unleash the Power of the Cosmic Cube' });
    const agents = makeAgents(spec, 'reuse', 2) as IsmctsAgent[];
    const views = g.players.map((_, p) => new PlayerView(g, p));
    const out: { turn: number; seat: number; follows: boolean; prev: IsmctsAgent['search']['last']; st: NonNullable<IsmctsAgent['search']['last']> }[] = [];
    let lastSeat = -1, lastStep = -1;
    const lastTurn = [-1, -1];
    while (g.result === null && g.turn < 12) {
      const d = g.pending!, a = agents[d.player]!;
      const prev = a.search.last;
      const follows = lastSeat === d.player && lastStep === g.steps - 1 && lastTurn[d.player] === g.turn;
      lastSeat = d.player; lastStep = g.steps; lastTurn[d.player] = g.turn;
      const i = a.choose(views[d.player]!);
      if (a.search.last !== prev) out.push({ turn: g.turn, seat: d.player, follows, prev, st: a.search.last! });
      choose(g, i);
    }
    return out;
  }

  it('starts a search from the last tree only where it follows that bot\'s own answer in the same turn, with half its visits', () => {
    const s = searches('ismcts:reuse=0.5');
    const reused = s.filter((x) => x.st.reused > 0);
    expect(reused.length).toBeGreaterThan(5);
    for (const x of s) {
      if (!x.follows) { expect(x.st.reused).toBe(0); continue; }
      if (x.st.reused === 0) continue; // the answer led nowhere the tree had been (or to a decision it never reached)
      // the subtree under the last answer: its root's whole visits, halved; that answer was tried in the last search
      expect(Number.isInteger(2 * x.st.reused)).toBe(true);
      const p = x.prev!;
      expect(p.rootKeys.indexOf(p.optionKeys[p.chosen]!)).toBeGreaterThanOrEqual(0);
    }
    // reused visits let some searches stop before 20 iterations of their own
    expect(reused.some((x) => x.st.stopped && x.st.iterations < 20)).toBe(true);
  });

  it('is a bot parameter, off by default (every search starts afresh); a bad value is one clear error', () => {
    expect((makeAgents('ismcts', 1, 1)[0] as IsmctsAgent).search.o.reuse).toBe(0);
    expect((makeAgents('ismcts:reuse=0.5', 1, 1)[0] as IsmctsAgent).search.o.reuse).toBe(0.5);
    const off = searches('ismcts');
    expect(off.length).toBeGreaterThan(20);
    for (const x of off) expect(x.st.reused).toBe(0);
    expect(() => makeAgents('ismcts:reuse=2', 1, 1)).toThrow(BotSpecError);
    expect(() => makeAgents('ismcts:reuse=2', 1, 1)).toThrow(/reuse.*accepted: a number from 0 to 1/);
  });
});
