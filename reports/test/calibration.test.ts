// Calibration of the report's statistics on synthetic studies where cells replay the same deals (no
// engine): for each design a few hundred replicates go through `aggregate`, and every claim and interval
// of each report is checked against the truth the data were drawn from. The criteria are in
// calibrate.ts; the other designs the issue names are in calibration-sampling.test.ts.
import { describe, it } from 'vitest';
import { seededRandom } from '../stats.js';
import { check, expectFails, SCHEME_P } from './calibrate.js';
import { calibrate, forgetDeals, grid, report, type SynthDesign } from './synthetic.js';

// 4 challenge levels replayed on the same deals (phi 0.43 between two levels, as measured on real
// data); scheme difficulty varies (true claims to make); masterminds and challenge levels are equally hard
const four: SynthDesign = {
  cells: grid({ masterminds: 4, schemes: 4, bots: ['b'], challenges: ['', 'c1', 'c2', 'c3'], p: (_m, s) => SCHEME_P[s]! }),
  q: Math.sqrt(0.43), games: 40,
};

describe('calibration: shared deals (family-wise error <= 5% within Monte Carlo tolerance; coverage >= 93%)', () => {
  it('null over 4 challenge levels replayed on the same deals, masterminds equal too: 300 replicates', () => {
    check('4 shared levels', calibrate(four, 300, seededRandom('cal-4')));
  });

  it('null over 54 challenge levels replayed on the same deals: 200 replicates', () => {
    const d: SynthDesign = {
      cells: grid({ masterminds: 1, schemes: 2, bots: ['b'], challenges: Array.from({ length: 54 }, (_, i) => (i ? `c${i}` : '')), p: (_m, s) => [0.3, 0.6][s]! }),
      q: Math.sqrt(0.43), games: 30,
    };
    check('54 shared levels', calibrate(d, 200, seededRandom('cal-54')));
  });

  it('the check can fail: the same data with the deals forgotten (seeds made unique) makes too many false claims', () => {
    expectFails(calibrate(four, 100, seededRandom('cal-4-forgot'), (s) => report(forgetDeals(s))));
  });
});
