// Calibration of the report's statistics on synthetic studies (no engine), continued: heroes drawn at
// random across two bots, adaptive sampling, small cells. Criteria in calibrate.ts.
import { describe, it } from 'vitest';
import { seededRandom } from '../stats.js';
import { check, SCHEME_P } from './calibrate.js';
import { calibrate, grid, type SynthDesign } from './synthetic.js';

describe('calibration: bots, adaptive sampling, small cells (family-wise error <= 5% within Monte Carlo tolerance; coverage >= 93%)', () => {
  it('placebo heroes (5 of 15 drawn per deal) across 2 bots that replay the same deals: 300 replicates', () => {
    const d: SynthDesign = {
      cells: grid({ masterminds: 3, schemes: 4, bots: ['weak', 'strong'], challenges: [''], p: (m, s, bot) => Math.min(0.95, SCHEME_P[s]! + (bot === 'strong' ? 0.1 : 0) + 0.02 * m) }),
      q: 0.7, games: 50, heroes: { pool: 15, drawn: 5 },
    };
    check('placebo heroes, 2 bots', calibrate(d, 300, seededRandom('cal-heroes')));
  });

  it('adaptive sampling, equal means and unequal spreads: 300 replicates', () => {
    // M1's schemes are all at 38.75%; M2's average the same with six hard schemes and two easy ones;
    // the easy ones stop early (their interval narrows fast), so pooling games would make M2 look harder
    const spread = [0.2, 0.2, 0.2, 0.2, 0.2, 0.2, 0.95, 0.95];
    const d: SynthDesign = {
      cells: grid({ masterminds: 2, schemes: 8, bots: ['b'], challenges: [''], p: (m, s) => (m === 0 ? 0.3875 : spread[s]!) }),
      q: 0, games: { minGames: 100, maxGames: 1000, roundGames: 100, ciHalfWidth: 0.05 },
    };
    check('adaptive sampling', calibrate(d, 300, seededRandom('cal-adaptive')));
  });

  it('small strata, 30 games a cell, placebo heroes: 300 replicates', () => {
    const d: SynthDesign = {
      cells: grid({ masterminds: 4, schemes: 4, bots: ['b'], challenges: [''], p: (_m, s) => [0.05, 0.3, 0.5, 0.9][s]! }),
      q: 0, games: 30, heroes: { pool: 15, drawn: 5 },
    };
    check('small strata', calibrate(d, 300, seededRandom('cal-small')));
  });
});
