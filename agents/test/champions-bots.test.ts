// The Marvel Champions bots: the random bot plays both rulesets through the option count alone; the rule-of-thumb
// bot answers every kind of decision and wins games (seeded solo games against Rhino that it wins).
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../engine/shared/rng.js';
import { choose, decision, determinize, newGame, observe, villainProgress } from '../../engine/champions/index.js';
import { CHAMPIONS_RULES, evaluator } from '../champions/ismcts.js';
import { CHAMPIONS_DEFAULT_WEIGHTS, clockScore } from '../champions/heuristic.js';
import { ChampionsView, makeChampionsAgent, playChampions, SimpleAgent } from '../champions/index.js';
import { championsSetup } from '../../scripts/champions.js';

describe('Marvel Champions bots', () => {
  it('the random bot plays games to their end, the same way for the same seed', () => {
    const o = championsSetup({ villain: 'ultron', players: '3', seed: '5' });
    const a = playChampions(o, makeChampionsAgent('random', 5));
    const b = playChampions(o, makeChampionsAgent('random', 5));
    expect(a.result).not.toBeNull();
    expect(a.trace).toBe(b.trace);
  });

  it('the simple bot answers every kind of decision the games ask, within the options', () => {
    const seen = new Set<string>();
    for (const [villain, players, seed] of [['rhino', '1', '1'], ['klaw', '3', '2'], ['ultron', '2', '3'], ['rhino', '4', '4'], ['klaw', '2', '5']] as const) {
      const g = newGame(championsSetup({ villain, players, seed }));
      const a = new SimpleAgent(seed);
      for (let d = decision(g); d !== null; d = decision(g)) {
        const i = a.choose(new ChampionsView(g));
        expect(Number.isInteger(i) && i >= 0 && i < d.options.length).toBe(true);
        seen.add(d.kind);
        choose(g, i);
      }
    }
    for (const k of ['mulligan', 'main', 'pay', 'target', 'defend', 'trigger', 'discard', 'choice', 'player']) expect(seen, k).toContain(k);
  });

  it('games are winnable: the simple bot defeats Rhino in some seeded solo games', () => {
    const won = [27, 88, 94].filter((seed) => {
      const g = playChampions(championsSetup({ villain: 'rhino', players: '1', seed: String(seed) }), new SimpleAgent(seed));
      return g.result === 'win';
    });
    expect(won.length).toBeGreaterThan(0);
  });
});

describe('Marvel Champions ISMCTS (the search Legendary uses, on this ruleset\'s rules)', () => {
  it('canonical option keys: the same choice gets the same key in two sampled worlds', () => {
    const g = newGame(championsSetup({ villain: 'rhino', players: '2', seed: '8' }));
    while (decision(g) && decision(g)!.kind !== 'main') choose(g, 0);
    const obs = observe(g);
    const a = determinize(obs, seedRng('w1')), b = determinize(obs, seedRng('w2'));
    expect(CHAMPIONS_RULES.keys(a, [])).toEqual(CHAMPIONS_RULES.keys(b, []));
    // distinct options (by kind and card) get distinct keys
    const keys = CHAMPIONS_RULES.keys(a, []);
    const d = decision(a)!;
    for (let i = 0; i < keys.length; i++) for (let j = 0; j < i; j++) {
      const same = d.options[i]!.t === d.options[j]!.t && d.options[i]!.x === d.options[j]!.x
        && (d.options[i]!.c === d.options[j]!.c || (d.options[i]!.c >= 0 && a.cards[d.options[i]!.c]!.code === a.cards[d.options[j]!.c]!.code && a.cards[d.options[i]!.c]!.zone === a.cards[d.options[j]!.c]!.zone));
      expect(keys[i] === keys[j], `${i} ${j}`).toBe(same);
    }
  });

  it('plays whole games, reproducibly for a seed, and is named by its spec', () => {
    const o = championsSetup({ villain: 'rhino', players: '1', seed: '27' });
    const a = playChampions(o, makeChampionsAgent('ismcts:iterations=8', 3));
    const b = playChampions(o, makeChampionsAgent('ismcts:iterations=8', 3));
    expect(a.result).not.toBeNull();
    expect(a.trace).toBe(b.trace);
    expect(makeChampionsAgent('ismcts:iterations=8', 3).spec).toBe('ismcts:iterations=8');
    expect(() => makeChampionsAgent('ismcts:depth=3', 1)).toThrow(/accepted: iterations, c, cutoff, bias, margin/);
  });

  it('progress: a rollout that ends in a loss scores that share of how far the heroes got; wins and boards as before', () => {
    let partly = 0, won = 0;
    for (const seed of ['3', '7', '11', '27', '88', '94']) {
      const g = playChampions(championsSetup({ villain: 'rhino', players: '1', seed }), makeChampionsAgent('simple', seed));
      if (g.result === 'win') { won++; expect(evaluator(0.5)(g)).toBe(1); continue; }
      if (villainProgress(g) > 0) partly++;
      expect(evaluator(0.5)(g)).toBeCloseTo(0.5 * villainProgress(g), 12);
      expect(evaluator(0)(g)).toBe(0);
    }
    expect(partly, 'lost games in which the heroes got somewhere').toBeGreaterThan(0);
    expect(won, 'won games').toBeGreaterThan(0);
    const g = newGame(championsSetup({ villain: 'rhino', players: '1', seed: '4' }));
    while (decision(g)!.kind !== 'main') choose(g, 0);
    expect(evaluator(0.5)(g)).toBe(clockScore(g, CHAMPIONS_DEFAULT_WEIGHTS, false));
    expect(makeChampionsAgent('ismcts:cutoff=99,progress=0.5', 1).spec).toBe('ismcts:cutoff=99,progress=0.5');
    expect(() => makeChampionsAgent('ismcts:progress=half', 1)).toThrow(/progress/);
  });

  it('searches the turn\'s main decisions, and with questions=1 targets and defenders too; the rest are the heuristic\'s', () => {
    const searchedKinds = (spec: string): Set<string> => {
      const out = new Set<string>();
      for (const seed of ['2', '5']) {
        const g = newGame(championsSetup({ villain: 'klaw', players: '2', seed }));
        const a = makeChampionsAgent(spec, seed);
        for (let d = decision(g); d !== null && g.round <= 4; d = decision(g)) {
          const i = a.choose(new ChampionsView(g));
          if (a.explain?.()?.note.startsWith('search:')) out.add(d.kind);
          choose(g, i);
        }
      }
      return out;
    };
    expect([...searchedKinds('ismcts:iterations=4')].sort()).toEqual(['main']);
    expect([...searchedKinds('ismcts:iterations=4,questions=0')].sort()).toEqual(['main']);
    expect([...searchedKinds('ismcts:iterations=4,questions=1')].sort()).toEqual(['defend', 'main', 'target']);
    expect(() => makeChampionsAgent('ismcts:questions=all', 1)).toThrow(/questions/);
  });

  it('starts from the heuristic\'s own choice: with a margin no search can clear it plays the heuristic\'s game exactly', () => {
    for (const seed of ['31']) {
      const o = championsSetup({ villain: 'rhino', players: '1', seed });
      const h = playChampions(o, makeChampionsAgent('heuristic', 5));
      for (const phase of [0, 1]) {
        const s = playChampions(o, makeChampionsAgent(`ismcts:margin=10,phase=${phase}`, 5));
        expect(s.trace, `seed ${seed}, phase=${phase}`).toBe(h.trace);
      }
    }
  });
});
