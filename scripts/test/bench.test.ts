// legendary bench's search figures: the default ismcts and the tuned one each report what a whole game costs.
import { describe, expect, it } from 'vitest';
import { benchIsmcts, TUNED_GAME } from '../bench.js';
import { SCHEME_WEIGHTS } from '../../agents/tuned-weights.js';

describe('bench: ISMCTS game cost', () => {
  it('reports seconds per game for default ismcts and for ismcts:tuned=true on a Scheme with tuned weights', () => {
    expect(SCHEME_WEIGHTS[TUNED_GAME.scheme!]).toBeDefined(); // else tuned=true would play the default weights
    const rows = benchIsmcts(0.1);
    for (const name of ['ISMCTS game at the default budget, 2p first game', 'ismcts:tuned=true game, 2p Super Hero Civil War']) {
      const r = rows.find((x) => x.name === name);
      expect(r, name).toBeDefined();
      expect(r!.unit).toBe('s/game');
      expect(r!.value).toBeGreaterThan(0);
      const m = /^\d+ game\(s\), \d+ decisions per game, [1-9]\d* searched, (\d+) iterations per search \(early stop\)$/.exec(r!.detail!);
      expect(m, r!.detail).not.toBeNull();
      // the early stop ends most searches before the budget of 200 (and none runs past it)
      expect(Number(m![1])).toBeGreaterThanOrEqual(20);
      expect(Number(m![1])).toBeLessThan(200);
    }
  });
});
