// Spec validation, grid expansion, seeds, the work plan (shards, adaptive rounds) and the published schema.
import { readdirSync, readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { BOTS } from '../../agents/registry.js';
import '../../engine/legendary/index.js';
import { pool } from '../../engine/legendary/registry.js';
import { resolvePlan } from '../../engine/legendary/setup.js';
import { ExperimentError } from '../errors.js';
import { walkCell, type BatchTally } from '../plan.js';
import { wilson } from '../stats.js';
import {
  engineHasChallenges, gameSeed, inShard, parseShard, roundEnds, setupOptions, splitRange, validateSpec, type BatchRef, type Experiment,
} from '../spec.js';

const dir = new URL('..', import.meta.url).pathname;
const readJson = (f: string) => JSON.parse(readFileSync(dir + f, 'utf8')) as Record<string, unknown>;

const base = () => ({
  seed: 5,
  factors: { masterminds: ['Red Skull'], schemes: ['Midtown Bank Robbery'], players: [2], bots: ['random'] } as Record<string, unknown>,
  games: 10,
});

function problems(spec: unknown): string[] {
  try { validateSpec(spec); } catch (e) {
    if (e instanceof ExperimentError) return e.problems;
    throw e;
  }
  return [];
}

describe('spec validation', () => {
  it('a Mastermind\'s Epic side is a row of its own ("<name> (Epic)"); a Mastermind without one is refused with those that have one', () => {
    const s = { ...base(), sets: ['core', 'champions'] };
    s.factors.masterminds = ['Pagliacci', 'Pagliacci (Epic)'];
    const e = validateSpec(s);
    expect(e.cells.map((c) => c.mastermind)).toEqual(['Pagliacci', 'Pagliacci (Epic)']);
    expect(setupOptions(e.cells[1]!, 'x').mastermind).toBe('champions:Pagliacci (Epic)');
    expect(resolvePlan(setupOptions(e.cells[1]!, 'x')).epic).toBe(true);
    s.factors.masterminds = ['Red Skull (Epic)'];
    expect(problems(s)[0]).toMatch(/^\$\.factors\.masterminds\[0\]: Red Skull has no Epic side; accepted: .*Pagliacci \(Epic\)/);
  });

  it('"all+epic": every Mastermind and each Epic side as a row of its own; "all" the normal sides; schemes take no "all+epic"', () => {
    const s = { ...base(), sets: ['core', 'champions'] };
    (s.factors as Record<string, unknown>).masterminds = 'all+epic';
    const rows = [...new Set(validateSpec(s).cells.map((c) => c.mastermind))];
    expect(rows).toEqual(['Red Skull', 'Dr. Doom', 'Loki', 'Magneto', 'Fin Fang Foom', 'Fin Fang Foom (Epic)', 'Pagliacci', 'Pagliacci (Epic)']);
    (s.factors as Record<string, unknown>).masterminds = 'all';
    expect([...new Set(validateSpec(s).cells.map((c) => c.mastermind))]).toHaveLength(6);
    (s.factors as Record<string, unknown>).schemes = 'all+epic';
    expect(problems(s)[0]).toMatch(/^\$\.factors\.schemes: expected a list of scheme names or "all", got/);
  });

  it('an unknown mastermind names its JSON path and the accepted names, closest first', () => {
    const s = base();
    s.factors.masterminds = ['Magneto', 'Loki', 'Red Skul'];
    const p = problems(s);
    expect(p).toHaveLength(1);
    expect(p[0]).toMatch(/^\$\.factors\.masterminds\[2\]: unknown mastermind "Red Skul"; accepted: Red Skull, /);
  });

  it('reports every problem, each with its path', () => {
    const p = problems({
      seed: 1.5, gmaes: 3, games: 0,
      factors: { masterminds: 'some', schemes: ['Midtown Bank Robbery', 'midtown bank robbery'], players: [2, 6], bots: ['genius'], heroes: ['Hulk'] },
    });
    const paths = p.map((x) => x.split(':')[0]);
    expect(paths).toEqual(expect.arrayContaining([
      '$.gmaes', '$.seed', '$.games', '$.factors.masterminds', '$.factors.schemes[1]', '$.factors.players[1]', '$.factors.bots[0]', '$.factors.heroes[0]',
    ]));
    expect(p.find((x) => x.startsWith('$.factors.players[1]'))).toMatch(/impossible player count 6; accepted: 1, 2, 3, 4, 5/);
    expect(p.find((x) => x.startsWith('$.factors.bots[0]'))).toMatch(/unknown bot "genius"; accepted: .*random/);
    expect(p.find((x) => x.startsWith('$.gmaes'))).toMatch(/unknown key "gmaes"; accepted: .*games/);
    // the error's message is the first problem plus a count of the others: one line
    try { validateSpec({ factors: {} }); } catch (e) { expect((e as Error).message).not.toContain('\n'); }
  });

  it('rejects a scheme that basic solo forbids, at that scheme, and can skip such cells instead', () => {
    const s = base();
    s.factors.players = [1, 2];
    s.factors.schemes = ['Midtown Bank Robbery', 'Super Hero Civil War'];
    const p = problems(s);
    expect(p).toHaveLength(1);
    expect(p[0]).toMatch(/^\$\.factors\.schemes\[1\]: impossible cell "Red Skull\|Super Hero Civil War\|1\|random\|\|solo=basic": scheme "Super Hero Civil War" cannot be played in basic solo/);
    const ex = validateSpec({ ...s, skipImpossibleCells: true });
    expect(ex.cells.map((c) => c.id)).toEqual([
      'Red Skull|Midtown Bank Robbery|1|random||solo=basic',
      'Red Skull|Midtown Bank Robbery|2|random|',
      'Red Skull|Super Hero Civil War|2|random|',
    ]);
    expect(ex.skipped).toHaveLength(1);
    // advanced solo allows it
    expect(problems({ ...s, factors: { ...s.factors, solo: ['advanced'] } })).toEqual([]);
  });

  it('checks fixed groups against the setup rules (Red Skull always leads HYDRA)', () => {
    const s = base();
    s.factors.villains = [['Brotherhood', 'Spider-Foes']];
    const p = problems(s);
    expect(p).toHaveLength(1);
    expect(p[0]).toMatch(/^\$\.factors\.villains\[0\]: impossible cell .*3 villain groups/);
    s.factors.villains = [['HYDRA'], 'random', 'Brotherhood'];
    expect(problems(s)).toEqual(['$.factors.villains[2]: "Brotherhood" is not a level: write a fixed set as a list, e.g. ["Brotherhood"], or use "random"']);
  });

  it('checks that a per-seat bot table fits every player count', () => {
    const s = base();
    s.factors.players = [2, 3];
    s.factors.bots = ['random,random'];
    const p = problems(s);
    expect(p).toHaveLength(1);
    expect(p[0]).toMatch(/^\$\.factors\.bots\[0\]: bot table "random,random" has 2 seats but the game has 3 players/);
  });

  it('challenge modes: validated and canonicalised by the engine (or refused when it has none)', () => {
    const s = base();
    if (engineHasChallenges()) {
      s.factors.challenges = [[], ['Heroic'], ['no-such-mode']];
      const p = problems(s);
      expect(p).toHaveLength(1);
      expect(p[0]).toMatch(/^\$\.factors\.challenges\[2\]: .*no-such-mode/);
      s.factors.challenges = [[], ['opening-salvo:2', 'heroic'], ['Heroic', 'Opening Salvo 2']];
      expect(problems(s)[0]).toMatch(/^\$\.factors\.challenges\[2\]: the same combination as \$\.factors\.challenges\[1\]/);
      s.factors.challenges = [[], ['opening-salvo:2', 'heroic']];
      const ex = validateSpec(s);
      expect(ex.cells).toHaveLength(2);
      expect(ex.cells[1]!.challenges).toEqual(['heroic', 'opening-salvo:2']);
      expect(ex.cells[1]!.id).toBe('Red Skull|Midtown Bank Robbery|2|random|heroic+opening-salvo:2');
      // the same deals with and without challenge modes
      expect(ex.cells[1]!.setupKey).toBe(ex.cells[0]!.setupKey);
    } else {
      s.factors.challenges = [[], ['heroic']];
      expect(problems(s)).toEqual(['$.factors.challenges[1]: this engine has no challenge modes yet; use [] (no modes)']);
    }
  });

  it('expands "all" into the grid in factor order with stable cell ids', () => {
    const s = base();
    s.factors.masterminds = 'all';
    s.factors.schemes = 'all';
    s.factors.players = [3, 2];
    const ex = validateSpec(s);
    // "all" is every one of the spec's card sets (core by default)
    const mms = pool('mastermind', ['core']), schemes = pool('scheme', ['core']);
    expect(ex.cells).toHaveLength(mms.length * schemes.length * 2);
    const [mm0] = mms, [sc0] = schemes;
    expect(ex.cells[0]!.id).toBe(`${mm0}|${sc0}|3|random|`);
    expect(ex.cells[1]!.id).toBe(`${mm0}|${sc0}|2|random|`);
    expect(ex.cells.map((c) => c.index)).toEqual(ex.cells.map((_, i) => i));
    expect(new Set(ex.cells.map((c) => c.id)).size).toBe(ex.cells.length);
  });

  it('names are matched ignoring case and canonicalised; bot specs too', () => {
    const s = base();
    s.factors.masterminds = ['red skull'];
    s.factors.bots = ['RANDOM'];
    const ex = validateSpec(s);
    expect(ex.cells[0]!.mastermind).toBe('Red Skull');
    expect(ex.cells[0]!.bot).toBe('random');
  });
});

describe('card sets', () => {
  it('a spec without sets is a core spec: the cell ids and seeds it always had', () => {
    const ex = validateSpec(base());
    const c = ex.cells[0]!;
    expect(c.sets).toEqual(['core']);
    expect(c.id).toBe('Red Skull|Midtown Bank Robbery|2|random|');
    expect(c.setupKey).toBe('Red Skull|Midtown Bank Robbery|2|none|*|*|*');
    expect(setupOptions(c, 'g0').sets).toBeUndefined();
    // naming core explicitly changes nothing
    const ex2 = validateSpec({ ...base(), sets: ['core'] });
    expect(ex2.cells[0]!.id).toBe(c.id);
    expect(ex2.cells[0]!.setupKey).toBe(c.setupKey);
  });

  it('a sets factor makes one cell per selection, each with its own deals, and passes qualified names to the engine', () => {
    const s = base();
    s.factors.sets = [['core'], ['dark-city', 'core']];
    s.factors.heroes = [['Hulk', 'core:Wolverine']];
    const ex = validateSpec(s);
    expect(ex.cells.map((c) => c.sets.join('+'))).toEqual(['core', 'core+dark-city']);
    const [core, both] = ex.cells;
    expect(core!.id).toBe('Red Skull|Midtown Bank Robbery|2|random||heroes=Hulk+Wolverine');
    expect(both!.id).toBe('Red Skull|Midtown Bank Robbery|2|random||heroes=Hulk+Wolverine|sets=core+dark-city');
    expect(both!.setupKey).not.toBe(core!.setupKey);
    expect(gameSeed(ex.seed, both!.setupKey, 0)).not.toBe(gameSeed(ex.seed, core!.setupKey, 0));
    const o = setupOptions(both!, 'g0');
    expect(o.sets).toEqual(['core', 'dark-city']);
    expect(o.heroes).toEqual(['core:Hulk', 'core:Wolverine']);
    expect(o.mastermind).toBe('core:Red Skull');
    expect(setupOptions(core!, 'g0').heroes).toEqual(['Hulk', 'Wolverine']);
  });

  it('a name two selected sets share must be qualified; the error lists both', () => {
    const s = { ...base(), sets: ['core', 'dark-city'] };
    s.factors.heroes = [['Hulk', 'Wolverine']];
    const p = problems(s);
    expect(p).toHaveLength(1);
    expect(p[0]).toMatch(/^\$\.factors\.heroes\[0\]\[1\]: hero "Wolverine" is ambiguous .*accepted: Wolverine \(Core Set\), Wolverine \(Dark City\)/);
    s.factors.heroes = [['Hulk', 'dark-city:Wolverine']];
    expect(validateSpec(s).cells[0]!.heroes).toEqual(['Hulk', 'Wolverine (Dark City)']);
  });

  it('an unknown set, a malformed selection or a card outside a cell\'s sets is named at its JSON path', () => {
    expect(problems({ ...base(), sets: ['core', 'dark-citty'] })[0]).toMatch(/^\$\.sets: unknown card set "dark-citty"; accepted: dark-city/);
    expect(problems({ ...base(), sets: 'core' })[0]).toMatch(/^\$\.sets: expected a non-empty list of card set ids/);
    const s = base();
    s.factors.sets = [['core'], ['core']];
    expect(problems(s)[0]).toMatch(/^\$\.factors\.sets\[1\]: the same sets as \$\.factors\.sets\[0\]/);
    // a Dark City hero is a name of the spec, but the core-only cell cannot draw it
    s.factors.sets = [['core'], ['core', 'dark-city']];
    s.factors.heroes = [['Angel']];
    const p = problems(s);
    expect(p).toHaveLength(1);
    expect(p[0]).toMatch(/^\$\.factors\.sets\[0\]: impossible cell .*"Angel" is in the card set "dark-city", which is not selected/);
  });
});

describe('what-if changes (a changes factor and a sweep)', () => {
  const what = (f: Record<string, unknown>, top: Record<string, unknown> = {}) => ({ ...base(), ...top, factors: { ...base().factors, ...f } });

  it('each variant is a cell on the same deals; the printed game keeps the cell id and seeds it had without the factor', () => {
    const plain = validateSpec(base());
    const ex = validateSpec(what({ changes: [{}, { 'Red Skull.attack': 9 }, { 'Midtown Bank Robbery.twists': 6, 'Red Skull.vp': 2 }] }));
    expect(ex.cells.map((c) => c.id)).toEqual([
      plain.cells[0]!.id,
      `${plain.cells[0]!.id}|changes=Red Skull.attack=9`,
      `${plain.cells[0]!.id}|changes=Midtown Bank Robbery.twists=6; Red Skull.vp=2`,
    ]);
    expect(new Set(ex.cells.map((c) => c.setupKey))).toEqual(new Set([plain.cells[0]!.setupKey]));
    expect(setupOptions(ex.cells[0]!, 's')).toEqual(setupOptions(plain.cells[0]!, 's'));
    expect(setupOptions(ex.cells[2]!, 's').changes).toEqual({ 'Midtown Bank Robbery.twists': 6, 'Red Skull.vp': 2 });
  });

  it('a sweep is one variant per value, in a list or a range, top-level or in factors', () => {
    const a = validateSpec(what({}, { sweep: { 'Red Skull.attack': [7, 8, 9] } }));
    const b = validateSpec(what({ sweep: { 'Red Skull.attack': '7..9' } }));
    expect(a.cells.map((c) => c.changes)).toEqual([{ 'Red Skull.attack': 7 }, { 'Red Skull.attack': 8 }, { 'Red Skull.attack': 9 }]);
    expect(b.cells.map((c) => c.id)).toEqual(a.cells.map((c) => c.id));
    // with a changes factor, its levels come first
    expect(validateSpec(what({ changes: [{}], sweep: { 'Red Skull.attack': [8] } })).cells.map((c) => c.changes)).toEqual([{}, { 'Red Skull.attack': 8 }]);
  });

  it('an unknown target or field, a bad value or a duplicate variant is named at its JSON path with what is accepted', () => {
    expect(problems(what({ changes: [{}, { 'Galactus.attack': 9 }] }))[0]).toMatch(/^\$\.factors\.changes\[1\]: impossible cell .*unknown change target "Galactus"/);
    expect(problems(what({ changes: [{ 'Red Skull.cost': 9 }] }))[0]).toMatch(/^\$\.factors\.changes\[0\]: .*unknown change field "cost" for mastermind "Red Skull"; accepted: attack, vp/);
    expect(problems(what({ changes: [{ 'Red Skull.attack': -1 }] }))).toEqual(['$.factors.changes[0]["Red Skull.attack"]: a change\'s value is a whole number, at least 0, got -1']);
    expect(problems(what({ changes: [{ 'Red Skull': 9 }] }))[0]).toMatch(/a change is named "<card or group>.<field>"/);
    expect(problems(what({ changes: [{}, {}] }))).toEqual(['$.factors.changes[1]: the same changes as $.factors.changes[0]']);
    // a typo in a change is the spec's mistake, not a cell the rules forbid: never skipped
    expect(problems(what({ changes: [{}, { 'Red Skul.attack': 9 }] }, { skipImpossibleCells: true }))[0]).toMatch(/^\$\.factors\.changes\[1\]: .*unknown change target "Red Skul"/);
    expect(problems(what({ changes: [] }))[0]).toMatch(/^\$\.factors\.changes: expected a non-empty list of variants/);
    expect(problems(what({ sweep: { 'Red Skull.attack': [8], 'Red Skull.vp': [2] } }))[0]).toMatch(/^\$\.factors\.sweep: a sweep varies one number/);
    expect(problems(what({ sweep: { 'Red Skull.attack': '9..7' } }))[0]).toMatch(/expected a non-empty list of whole numbers or a range "lo..hi"/);
    expect(problems(what({ sweep: { 'Red Skull.attack': [8] } }, { sweep: { 'Red Skull.attack': [9] } }))[0]).toMatch(/a sweep is given twice/);
  });
});

describe('seeds', () => {
  it('are a pure function of (spec seed, setup factors, game index), shared across bots', () => {
    const s = base();
    s.factors.bots = ['random', 'random,random'];
    const ex = validateSpec(s);
    const [a, b] = ex.cells;
    expect(a!.setupKey).toBe(b!.setupKey);
    const seeds = Array.from({ length: 50 }, (_, i) => gameSeed(ex.seed, a!.setupKey, i));
    expect(new Set(seeds).size).toBe(50);
    expect(gameSeed(ex.seed, a!.setupKey, 7)).toBe(seeds[7]);
    expect(gameSeed(6, a!.setupKey, 7)).not.toBe(seeds[7]);
    expect(gameSeed('5', a!.setupKey, 7)).not.toBe(seeds[7]); // a string seed is not the number
    for (const x of seeds) expect(x).toMatch(/^g[0-9a-f]{16}$/);
  });
});

describe('work plan', () => {
  const ex = (games: Experiment['games'], batchSize: number, cells = 3): Experiment => {
    const s = base();
    s.factors.masterminds = pool('mastermind', ['core']).slice(0, cells);
    return { ...validateSpec({ ...s, games: 1 }), games, batchSize };
  };

  it('splits ranges at multiples of the batch size', () => {
    expect(splitRange(0, 0, 250, 100).map((b) => [b.start, b.end])).toEqual([[0, 100], [100, 200], [200, 250]]);
    expect(splitRange(0, 250, 420, 100).map((b) => [b.start, b.end])).toEqual([[250, 300], [300, 400], [400, 420]]);
    expect(roundEnds({ ciHalfWidth: 0.1, minGames: 250, maxGames: 700, roundGames: 200 })).toEqual([250, 450, 650, 700]);
  });

  it('shards partition the batches (fixed games) or the cells (adaptive)', () => {
    for (const e of [ex(1000, 64), ex({ ciHalfWidth: 0.05, minGames: 100, maxGames: 400, roundGames: 100 }, 50)]) {
      const all: BatchRef[] = e.cells.flatMap((c) => splitRange(c.index, 0, 1000, e.batchSize));
      for (const n of [1, 2, 3, 7]) {
        const owners = all.map((b) => Array.from({ length: n }, (_, k) => inShard(e, b, { k: k + 1, n })).filter(Boolean).length);
        expect(owners.every((x) => x === 1)).toBe(true);
      }
    }
    expect(() => parseShard('0/3')).toThrow(/accepted: k\/N/);
    expect(() => parseShard('4/3')).toThrow(ExperimentError);
    expect(parseShard('2/3')).toEqual({ k: 2, n: 3 });
  });

  it('adaptive sampling stops at the first round whose Wilson half-width is narrow enough', () => {
    const e = ex({ ciHalfWidth: 0.1, minGames: 20, maxGames: 200, roundGames: 20 }, 10, 1);
    const cell = e.cells[0]!;
    // every game a win with probability 1/2, laid out deterministically: wins in even games
    const tally = (b: BatchRef): BatchTally => {
      let w = 0;
      for (let g = b.start; g < b.end; g++) if (g % 2 === 0) w++;
      return { n: b.end - b.start, wins: w, errors: 0 };
    };
    const walk = walkCell(e, cell, null, tally);
    expect(walk.complete).toBe(true);
    expect(walk.stop).toBe('ci');
    const n = walk.batches.reduce((a, b) => a + b.end - b.start, 0);
    expect(wilson(n / 2, n)!.halfWidth).toBeLessThanOrEqual(0.1);
    expect(wilson((n - 20) / 2, n - 20)!.halfWidth).toBeGreaterThan(0.1);
    // nothing stored yet: the first round is missing and nothing beyond it is planned
    const none = walkCell(e, cell, null, () => undefined);
    expect(none.complete).toBe(false);
    expect(none.missing.map((b) => [b.start, b.end])).toEqual([[0, 10], [10, 20]]);
    // a cell that never narrows stops at maxGames
    const wide = walkCell({ ...e, games: { ciHalfWidth: 0.001, minGames: 20, maxGames: 50, roundGames: 20 } }, cell, null, tally);
    expect(wide.stop).toBe('max');
    expect(wide.batches[wide.batches.length - 1]!.end).toBe(50);
  });

  it('wilson: textbook values, exact ends', () => {
    const w = wilson(50, 100)!;
    expect(w.low).toBeCloseTo(0.4038, 4);
    expect(w.high).toBeCloseTo(0.5962, 4);
    expect(wilson(0, 10)!.low).toBe(0);
    expect(wilson(10, 10)!.high).toBe(1);
    expect(wilson(0, 0)).toBeNull();
  });
});

describe('shipped specs and the published schema', () => {
  const schema = readJson('spec.schema.json');
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  const check = ajv.compile(schema);
  // every spec in experiments/ (the schema aside), so a new one cannot be shipped unchecked
  const shipped = readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'spec.schema.json');

  it('every shipped spec matches the schema and validates (bots not yet registered aside)', () => {
    expect(shipped).toEqual(expect.arrayContaining(['quick.json', 'bot-ladder.json', 'dark-city-difficulty.json', 'skill-ladder.json']));
    for (const f of shipped) {
      const spec = readJson(f);
      expect(check(spec), `${f}: ${JSON.stringify(check.errors)}`).toBe(true);
      const p = problems(spec).filter((x) => {
        const m = /unknown bot "([^"]+)"/.exec(x);
        return !(m && ['greedy-recruit', 'attack-first', 'heuristic', 'ismcts'].includes(m[1]!) && !BOTS.has(m[1]!));
      });
      expect(p, f).toEqual([]);
    }
    expect(problems(readJson('quick.json'))).toEqual([]);
  });

  it('a spec over several set levels with "all" names has exactly the cells of each level on its own', () => {
    const levels = [['core'], ['dark-city'], ['core', 'dark-city']];
    const spec = (sets: string[][]) => ({ seed: 1, games: 1, skipImpossibleCells: true, factors: { sets, masterminds: 'all', schemes: 'all', players: 'all', solo: 'all', bots: ['random'] } });
    const key = (c: { setupKey: string }) => c.setupKey;
    const together = validateSpec(spec(levels));
    const alone = levels.flatMap((l) => validateSpec(spec([l])).cells.map(key));
    expect(together.cells.map(key).sort()).toEqual(alone.sort());
    // every cell left out says why: a name the level does not offer, or a rule (basic solo)
    expect(together.skipped.length).toBeGreaterThan(0);
    for (const x of together.skipped) expect(x.reason).toMatch(/which is not selected|cannot be played in basic solo/);
  });

  it('the fuzz spec plays every card-set pool the conformance kit checks, every Mastermind with its Epic side', () => {
    const kit = readFileSync(new URL('../../engine/legendary/test/conformance.test.ts', import.meta.url), 'utf8');
    const pools = [...kit.matchAll(/^conformance\((\[[^\]]*\])\);/gm)].map((m) => JSON.parse(m[1]!.replace(/'/g, '"')) as string[]);
    expect(pools.length).toBeGreaterThan(10);
    const fuzz = readJson('fuzz.json') as { factors: { sets: string[][]; masterminds: string; schemes: string; players: string; solo: string } };
    expect(fuzz.factors.sets).toEqual(pools);
    expect([fuzz.factors.masterminds, fuzz.factors.schemes, fuzz.factors.players, fuzz.factors.solo]).toEqual(['all+epic', 'all', 'all', 'all']);
  });

  it('the schema and the validator reject the same malformed specs', () => {
    const bad: unknown[] = [
      { ...base(), games: 0 },
      { ...base(), games: 2.5 },
      { ...base(), games: { ciHalfWidth: 0.02, minGames: 10 } },
      { ...base(), games: { ciHalfWidth: 0, minGames: 10, maxGames: 20 } },
      { ...base(), games: { ciHalfWidth: 0.02, minGames: 10, maxGames: 20, rounds: 3 } },
      { ...base(), batchSize: 0 },
      { ...base(), seed: 1.5 },
      { ...base(), seed: '' },
      { ...base(), extra: 1 },
      { ...base(), skipImpossibleCells: 'yes' },
      { ...base(), factors: { ...base().factors, players: [0] } },
      { ...base(), factors: { ...base().factors, players: 'some' } },
      { ...base(), factors: { ...base().factors, players: [] } },
      { ...base(), factors: { ...base().factors, masterminds: [] } },
      { ...base(), factors: { ...base().factors, schemes: 'any' } },
      { ...base(), factors: { ...base().factors, bots: [3] } },
      { ...base(), factors: { ...base().factors, heroes: [[]] } },
      { ...base(), factors: { ...base().factors, heroes: 'Hulk' } },
      { ...base(), factors: { ...base().factors, challenges: [] } },
      { ...base(), factors: { ...base().factors, challenges: ['heroic'] } },
      { ...base(), factors: { ...base().factors, solo: ['expert'] } },
      { ...base(), factors: { ...base().factors, colour: ['red'] } },
      { ...base(), factors: { schemes: 'all', players: [2], bots: ['random'] } },
      { seed: 1, factors: base().factors },
      { ...base(), sets: [] },
      { ...base(), sets: 'core' },
      { ...base(), factors: { ...base().factors, sets: [[]] } },
      { ...base(), factors: { ...base().factors, sets: ['core'] } },
      { ...base(), factors: { ...base().factors, changes: [] } },
      { ...base(), factors: { ...base().factors, changes: [{ 'Red Skull.attack': -1 }] } },
      { ...base(), factors: { ...base().factors, changes: [{ 'Red Skull': 1 }] } },
      { ...base(), factors: { ...base().factors, changes: ['Red Skull.attack=9'] } },
      { ...base(), sweep: { 'Red Skull.attack': [] } },
      { ...base(), sweep: { 'Red Skull.attack': [8], 'Red Skull.vp': [1] } },
      { ...base(), sweep: { 'Red Skull.attack': '8-9' } },
      { game: 'champions', factors: { villains: ['rhino'], players: [5], bots: ['random'] }, games: 2 },
      { game: 'champions', factors: { villains: ['rhino'], players: [2], bots: ['random'], masterminds: ['Loki'] }, games: 2 },
      { game: 'champions', factors: { players: [2], bots: ['random'] }, games: 2 },
      [],
    ];
    for (const b of bad) {
      expect(check(b), JSON.stringify(b)).toBe(false);
      expect(problems(b).length, JSON.stringify(b)).toBeGreaterThan(0);
    }
    const good = [base(), { ...base(), games: { ciHalfWidth: 0.05, minGames: 10, maxGames: 20 } }, { ...base(), factors: { ...base().factors, heroes: ['random', ['Hulk', 'Thor']] } },
      { ...base(), sets: ['core', 'dark-city'] }, { ...base(), factors: { ...base().factors, sets: [['core'], ['core', 'dark-city']] } },
      { ...base(), factors: { ...base().factors, changes: [{}, { 'Red Skull.attack': 9 }] } }, { ...base(), sweep: { 'Red Skull.attack': '8..10' } },
      { ...base(), factors: { ...base().factors, sweep: { 'Red Skull.attack': [8, 10] } } },
      { game: 'champions', factors: { villains: 'all', modes: ['standard', 'expert'], players: [1, 2], teams: ['random', 'starters'], bots: ['random'] }, games: 2, skipImpossibleCells: true }];
    for (const g of good) {
      expect(check(g), JSON.stringify(check.errors)).toBe(true);
      expect(problems(g)).toEqual([]);
    }
  });
});

describe('the scale study (experiments/scale.json, run by scripts/bench-memory.sh)', () => {
  it('matches the schema and is the study of issue 9: 736 cells, 1,030,400 random-bot games', () => {
    const spec = readJson('scale.json');
    const check = new Ajv2020({ allErrors: true, strict: true }).compile(readJson('spec.schema.json'));
    expect(check(spec), JSON.stringify(check.errors)).toBe(true);
    const ex = validateSpec(spec);
    expect(ex.cells).toHaveLength(736);
    expect(ex.cells.length * (ex.games as number)).toBe(1_030_400);
    expect(new Set(ex.cells.map((c) => c.bot))).toEqual(new Set(['random']));
    expect(new Set(ex.cells.map((c) => `${c.players}/${c.solo}`))).toEqual(new Set(['1/basic', '1/advanced', '2/none', '3/none', '4/none', '5/none']));
    expect(new Set(ex.cells.map((c) => c.challenges.join('+')))).toEqual(new Set(['', 'heroic', 'tyrant', 'heroic+tyrant']));
  });

  it('its Marvel Champions twin (experiments/champions-scale.json, bench-memory.sh --champions): 24 cells, 1,008,000 random-bot games', () => {
    const spec = readJson('champions-scale.json');
    const check = new Ajv2020({ allErrors: true, strict: true }).compile(readJson('spec.schema.json'));
    expect(check(spec), JSON.stringify(check.errors)).toBe(true);
    const ex = validateSpec(spec);
    expect(ex.game).toBe('champions');
    expect(ex.cells).toHaveLength(3 * 2 * 4);
    expect(ex.cells.length * (ex.games as number)).toBe(1_008_000);
    expect(new Set(ex.cells.map((c) => c.bot))).toEqual(new Set(['random']));
    expect(new Set(ex.cells.map((c) => c.players))).toEqual(new Set([1, 2, 3, 4]));
  });
});
