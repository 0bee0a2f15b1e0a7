// The Marvel Champions bots: the random bot plays both rulesets through the option count alone; the rule-of-thumb
// bot answers every kind of decision and wins games (seeded solo games against Rhino that it wins).
import { describe, expect, it } from 'vitest';
import { choose, decision, newGame } from '../../engine/champions/index.js';
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
