// Playing a batch in-process: finished games become rows, a throwing game becomes a replayable error.
import { describe, expect, it } from 'vitest';
import { registerBot } from '../../agents/registry.js';
import type { PlayerView } from '../../engine/legendary/observe.js';
import { replay } from '../../engine/legendary/index.js';
import { playBatch } from '../games.js';
import { gameSeed, validateSpec, type Cell } from '../spec.js';

// test bots: one that throws at its 5th decision, one that answers an impossible option at its 5th
let calls = 0;
registerBot({
  name: 'test-crash', description: 'throws at its 5th decision', params: {},
  make: () => {
    let n = 0;
    return { spec: 'test-crash', choose: () => { calls++; if (++n === 5) throw new Error('bot exploded'); return 0; } };
  },
});
registerBot({
  name: 'test-bad-index', description: 'answers option 999 at its 5th decision', params: {},
  make: () => {
    let n = 0;
    return { spec: 'test-bad-index', choose: (v: PlayerView) => (++n === 5 ? 999 : v.optionCount - 1) };
  },
});

function cell(bot: string): Cell {
  const ex = validateSpec({ seed: 3, factors: { masterminds: ['Loki'], schemes: ['The Legacy Virus'], players: [1], bots: [bot] }, games: 1 });
  return ex.cells[0]!;
}

describe('what-if variants in a batch', () => {
  it('the printed variant plays exactly the games of a spec without changes; a changed variant plays the same deals with other outcomes', () => {
    const f = { masterminds: ['Loki'], schemes: ['The Legacy Virus'], players: [2], bots: ['heuristic'] };
    const plain = validateSpec({ seed: 3, factors: f, games: 1 }).cells[0]!;
    const [printed, weak] = validateSpec({ seed: 3, factors: { ...f, changes: [{}, { 'Loki.attack': 0 }] }, games: 1 }).cells;
    const run = (c: Cell) => playBatch({ cell: c, specSeed: 3, stepCap: 20000, start: 0, end: 12 }).rows.map(({ durationMs: _d, ...r }) => r);
    const a = run(plain), b = run(printed!), c = run(weak!);
    expect(b).toEqual(a);
    expect(c.map((r) => r.seed)).toEqual(a.map((r) => r.seed));
    expect(c.map((r) => r.traceHash)).not.toEqual(a.map((r) => r.traceHash));
    // a Mastermind with no Attack is no harder than the printed one, deal by deal in total
    expect(c.filter((r) => r.result === 'win').length).toBeGreaterThanOrEqual(a.filter((r) => r.result === 'win').length);
  });
});

describe('playBatch', () => {
  it('plays games [start, end) of a cell with the seeds of the spec, reproducibly', () => {
    const c = cell('random');
    const a = playBatch({ cell: c, specSeed: 3, stepCap: 20000, start: 5, end: 9 });
    expect(a.errors).toEqual([]);
    expect(a.rows.map((r) => r.game)).toEqual([5, 6, 7, 8]);
    expect(a.rows.map((r) => r.seed)).toEqual([5, 6, 7, 8].map((g) => gameSeed(3, c.setupKey, g)));
    const b = playBatch({ cell: c, specSeed: 3, stepCap: 20000, start: 5, end: 9 });
    const strip = (x: typeof a) => x.rows.map(({ durationMs: _d, ...r }) => r);
    expect(strip(b)).toEqual(strip(a));
    for (const r of a.rows) {
      expect(['win', 'loss', 'draw']).toContain(r.result);
      expect(r.vp).toHaveLength(1);
      expect(r.heroes).toHaveLength(3); // solo: 3 heroes
      expect(r.traceHash).toMatch(/^[0-9a-f]{8}$/);
    }
  });

  it('a bot that throws: the error is recorded with the choices before it and the batch goes on', () => {
    calls = 0;
    const out = playBatch({ cell: cell('test-crash'), specSeed: 3, stepCap: 20000, start: 0, end: 3 });
    expect(out.rows).toEqual([]);
    expect(out.errors).toHaveLength(3);
    const e = out.errors[1]!;
    expect(e).toMatchObject({ game: 1, kind: 'exception', error: 'Error: bot exploded', bot: 'test-crash', reproduced: true, steps: 4 });
    expect(e.choices).toEqual([0, 0, 0, 0]);
    expect(e.setup).toMatchObject({ players: 1, solo: 'basic', mastermind: 'Loki', seed: e.seed });
    expect(calls).toBe(3 * 2 * 5); // each game played twice (the second time recording), 5 calls each
    const g = replay(e.setup, e.choices);
    expect(g.steps).toBe(4);
  });

  it('an engine error: the offending choice is recorded too, so replaying the choices throws the same error', () => {
    const out = playBatch({ cell: cell('test-bad-index'), specSeed: 3, stepCap: 20000, start: 0, end: 1 });
    const e = out.errors[0]!;
    expect(e.kind).toBe('exception');
    expect(e.error).toMatch(/option 999 is out of range/);
    expect(e.choices).toHaveLength(5);
    expect(e.choices[4]).toBe(999);
    expect(() => replay(e.setup, e.choices)).toThrow(/option 999 is out of range/);
  });
});
