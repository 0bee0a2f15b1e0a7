// The output tables are streamed: games.arrow is written in record batches of a fixed number of rows, and
// finishing a study never holds all its rows. A table in many record batches must read exactly like one in a
// single batch, with both Arrow readers the reports use (apache-arrow batch by batch, and arquero), and
// finishing must fit in a heap far smaller than its rows would need.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as aq from 'arquero';
import { RecordBatchFileReader, tableFromIPC } from 'apache-arrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchStore, finish, walkAll } from '../runner.js';
import { batchKey, parseSpecText, type Experiment } from '../spec.js';
import { listBatches, prepareOutDir, readBatch, writeBatch, type BatchFile } from '../store.js';
import { GAME_COLUMNS, ROWS_PER_RECORD_BATCH } from '../tables.js';

const BIN = new URL('../../bin/legendary.js', import.meta.url).pathname;
const tmp = mkdtempSync(join(tmpdir(), 'legendary-tables-'));
afterAll(() => { if (process.env.KEEP_TMP) console.log("kept", tmp); else rmSync(tmp, { recursive: true, force: true }); });

function cli(nodeArgs: string[], ...args: string[]) {
  const r = spawnSync(process.execPath, [...nodeArgs, BIN, ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function spec(name: string, s: Record<string, unknown>): { file: string; ex: Experiment } {
  const file = join(tmp, `${name}.json`);
  writeFileSync(file, JSON.stringify(s));
  return { file, ex: parseSpecText(JSON.stringify(s), file) };
}

const small = {
  seed: 'tables-test',
  factors: { masterminds: ['Red Skull', 'Loki'], schemes: ['Midtown Bank Robbery', 'The Legacy Virus'], players: [1, 2], bots: ['random'], challenges: [[], ['heroic']] },
  games: 30,
  batchSize: 16,
};

/** Rewrites the tables of a results folder from its batches, with `rows` rows per record batch. */
function rewrite(dir: string, ex: Experiment, rows?: number) {
  const store = new BatchStore(dir, ex);
  return finish(dir, ex, store, walkAll(ex, store, null), rows);
}

const read = (dir: string, f: string) => readFileSync(join(dir, f));

// a real run of 480 games: the tables under test, and the rows the large synthetic study is made of
const { file, ex } = spec('small', small);
const one = join(tmp, 'one');
beforeAll(() => {
  const r = cli([], 'run', file, '--out', one, '--workers', '1', '--quiet');
  if (r.code !== 0) throw new Error(`legendary run failed (${r.code}): ${r.err}`);
});

describe('games.arrow in several record batches', () => {
  const many = join(tmp, 'many');

  it('reads exactly like the same table in one batch, batch by batch and with arquero', () => {
    cpSync(one, many, { recursive: true });
    const t = rewrite(many, ex, 50);
    expect(t.games).toBe(480);
    // every other table is byte for byte the same
    for (const f of ['games.csv', 'cells.csv', 'cells.arrow', 'errors.jsonl']) expect(read(many, f).equals(read(one, f)), f).toBe(true);

    const whole = tableFromIPC(read(one, 'games.arrow'));
    expect(whole.batches).toHaveLength(1);
    const reader = RecordBatchFileReader.from(read(many, 'games.arrow'));
    reader.open();
    const schema = reader.schema;
    const sizes: number[] = [];
    const values = new Map<string, unknown[]>();
    for (const batch of reader) {
      sizes.push(batch.numRows);
      for (const [name] of GAME_COLUMNS) values.set(name, [...(values.get(name) ?? []), ...batch.getChild(name)!.toArray()]);
    }
    expect(sizes).toEqual([...Array(9).fill(50), 30]);
    for (const [name, type] of GAME_COLUMNS) {
      const f = schema.fields.find((x) => x.name === name)!;
      expect(String(f.type), name).toBe(type === 'dict' ? 'Dictionary<Int32, Utf8>' : type === 'utf8' ? 'Utf8' : type === 'int' ? 'Int32' : 'Float64');
      expect(values.get(name), name).toEqual([...whole.getChild(name)!.toArray()]);
    }
    // the values that repeat across batches (cells, causes, ...) come from one growing dictionary
    expect(new Set(values.get('result')).size).toBeLessThanOrEqual(3);
    expect(schema.fields.map((x) => x.name)).toEqual(GAME_COLUMNS.map(([n]) => n));

    const a = aq.fromArrow(read(many, 'games.arrow')), b = aq.fromArrow(read(one, 'games.arrow'));
    expect(a.numRows()).toBe(480);
    expect(a.objects()).toEqual(b.objects());
  });

  it('a table with no games (every game failed) is still a readable file with every column', () => {
    const { file: f } = spec('all-fail', { ...small, games: 2, stepCap: 5 });
    const d = join(tmp, 'all-fail');
    expect(cli([], 'run', f, '--out', d, '--quiet').code).toBe(3);
    const t = tableFromIPC(read(d, 'games.arrow'));
    expect(t.numRows).toBe(0);
    expect(t.schema.fields.map((x) => x.name)).toEqual(GAME_COLUMNS.map(([n]) => n));
    const q = aq.fromArrow(read(d, 'games.arrow'));
    expect(q.numRows()).toBe(0);
    expect(q.columnNames()).toEqual(GAME_COLUMNS.map(([n]) => n));
  });
});

describe('memory that does not grow with the number of games', () => {
  it('run and merge finish 100,000 games in a 48 MB heap', () => {
    // 100,000 games made from real rows (renumbered, with their own seeds and hero orders): playing them
    // would take a minute, and the tables only read what the batches hold
    const s = { ...small, factors: { ...small.factors, players: [2], challenges: [[]] }, games: 25_000, batchSize: 1_000 };
    const { file: f, ex } = spec('big', s);
    expect(ex.cells).toHaveLength(4);
    const template = [...listBatches(one)].flatMap((name) => readBatch(one, name).rows);
    expect(template.length).toBeGreaterThan(0);
    const dir = join(tmp, 'big');
    prepareOutDir(dir);
    for (const cell of ex.cells) {
      for (let start = 0; start < s.games; start += s.batchSize) {
        const rows = [];
        for (let game = start; game < start + s.batchSize; game++) {
          const t = template[game % template.length]!;
          const heroes = [...t.heroes];
          heroes.push(heroes.splice(game % heroes.length, 1)[0]!);
          rows.push({ ...t, game, seed: `g${(cell.index * 1e6 + game).toString(16).padStart(16, '0')}`, heroes });
        }
        const b: BatchFile = { format: 'legendary-batch/1', key: batchKey(ex, cell), cell: cell.id, start, end: start + s.batchSize, rows, errors: [], ms: 0 };
        writeBatch(dir, b);
      }
    }
    // with every batch stored, `run` only builds the tables; the old in-memory build needed several times this heap
    const r = cli(['--max-old-space-size=48'], 'run', f, '--out', dir, '--workers', '1', '--quiet');
    expect(r.code, r.err).toBe(0);
    const csv = read(dir, 'games.csv').toString('utf8');
    expect(csv.split('\n')).toHaveLength(100_002); // header, 100,000 rows, final newline
    const reader = RecordBatchFileReader.from(read(dir, 'games.arrow'));
    reader.open();
    expect(reader.numRecordBatches).toBe(Math.ceil(100_000 / ROWS_PER_RECORD_BATCH));
    const cells = read(dir, 'cells.csv').toString('utf8').trimEnd().split('\n').map((l) => l.split(','));
    expect(cells.slice(1).map((c) => c[cells[0]!.indexOf('n')])).toEqual(['25000', '25000', '25000', '25000']);

    const merged = join(tmp, 'big-merged');
    const m = cli(['--max-old-space-size=48'], 'merge', dir, '--out', merged, '--quiet');
    expect(m.code, m.err).toBe(0);
    for (const file of ['games.csv', 'games.arrow', 'cells.csv']) expect(read(merged, file).equals(read(dir, file)), file).toBe(true);
  });
});
