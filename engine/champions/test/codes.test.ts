// Card codes by number (codes.ts): a card's code number follows its code, through setup, form changes, stage changes,
// copies, observations and determinizations; the invariants catch a code changed without it.
import { describe, expect, it } from 'vitest';
import { clone, determinize, newGame, observe } from '../index.js';
import { codeIndex, setCode } from '../codes.js';
import { factsOf } from '../rules.js';
import { invariantProblems } from '../invariants.js';

describe('card code numbers', () => {
  const g = newGame({ villain: 'rhino', heroes: [{ identity: 'spider_man', aspect: 'justice' }], seed: 3 });

  it('every card of a new game, a copy, an observation and a determinization has its code\'s number', () => {
    const obs = observe(g);
    for (const s of [g, clone(g), obs.game, determinize(obs, [1, 2, 3, 5])]) {
      for (const c of s.cards) expect(c.ci).toBe(codeIndex(c.code));
    }
    expect(obs.game.cards.some((c) => c.code === '?')).toBe(true);
  });

  it('a code changed by setCode reads the new card\'s facts; one changed around it is an invariant problem', () => {
    const s = clone(g);
    setCode(s.cards[s.villain]!, '01096');
    expect(factsOf(s, s.villain).code).toBe('01096');
    expect(invariantProblems(s)).toEqual([]);
    s.cards[s.villain]!.code = '01095';
    expect(invariantProblems(s).join('; ')).toMatch(/code number/);
  });
});
