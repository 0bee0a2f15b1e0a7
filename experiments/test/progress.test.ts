import { describe, expect, it } from 'vitest';
import { fmtRate, Progress } from '../progress.js';

describe('progress line', () => {
  it('rates: whole numbers from 10 up, two significant digits below, so a slow study does not read 0 games/s', () => {
    expect(fmtRate(1234.5)).toBe('1,235');
    expect(fmtRate(12.4)).toBe('12');
    expect(fmtRate(3.456)).toBe('3.5');
    expect(fmtRate(0.1234)).toBe('0.12');
    expect(fmtRate(0.004)).toBe('0.004');
    expect(fmtRate(0)).toBe('0');
    expect(fmtRate(Number.NaN)).toBe('0');
  });

  it('a study that has played a few games shows a rate above zero', async () => {
    const lines: string[] = [];
    const p = new Progress({ write: (s: string) => lines.push(s), isTTY: false }, false, 0);
    await new Promise((r) => setTimeout(r, 50));
    p.update({ done: 1, total: 1000, totalIsLowerBound: false, errors: 0, resumed: 0 }, true);
    expect(lines[0]).toMatch(/^1\/1,000 games \(0%\), [\d.]+ games\/s, ETA /);
    expect(lines[0]).not.toMatch(/ 0 games\/s/);
  });
});
