// `legendary report`: results folders in, one self-contained HTML file (and optionally JSON) out.

import { mkdirSync, renameSync, writeFileSync, existsSync, statSync, unlinkSync } from 'node:fs';
import { dirname, extname } from 'node:path';
import { aggregate, type ReportData } from './aggregate.js';
import { renderReport, type Chart } from './html.js';
import { loadStudy, ReportInputError } from './load.js';

export { ReportInputError } from './load.js';
export { aggregate, type ReportData } from './aggregate.js';
export { loadStudy, type Study } from './load.js';
export { GameStore, storeFromRows } from './store.js';
export { renderReport, type Chart } from './html.js';

export interface ReportOptions {
  dirs: string[];
  out: string;
  baseline?: string;
  /** also write the aggregated tables as JSON next to the HTML file */
  json?: boolean;
  title?: string;
  /** the command line, shown in the report */
  command?: string;
  toolVersion?: string;
  log?: (line: string) => void;
}

export interface ReportOutput { html: string; data: ReportData; charts: Chart[]; files: string[] }

/** Where `--format json` writes: the HTML path with its extension replaced by .json. */
export function jsonPathFor(out: string): string {
  const ext = extname(out);
  return (ext ? out.slice(0, -ext.length) : out) + '.json';
}

/** Writes a file via a temporary name and a rename, so a reader never sees half of it. */
function writeAtomic(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, text);
    renameSync(tmp, file);
  } catch (e) {
    if (existsSync(tmp)) unlinkSync(tmp);
    throw e;
  }
}

/** Reads, aggregates and renders; writes nothing until everything has succeeded. */
export function buildReport(o: ReportOptions): ReportOutput {
  const log = o.log ?? (() => {});
  if (existsSync(o.out) && statSync(o.out).isDirectory()) throw new ReportInputError(`-o ${o.out} is a folder; give a file name such as ${o.out.replace(/\/$/, '')}/report.html`);
  const study = loadStudy(o.dirs, log);
  // the baseline shares the deal ids, so games replayed on the same seeds are compared deal by deal
  const baseline = o.baseline ? loadStudy([o.baseline], log, study.store.deals) : undefined;
  const data = aggregate(study, baseline, o.title);
  log(`aggregated ${data.games} games in ${data.cells} cells`);
  const { html, charts } = renderReport(data, { command: o.command, toolVersion: o.toolVersion });
  mkdirSync(dirname(o.out) || '.', { recursive: true });
  const files = [o.out];
  const json = o.json ? JSON.stringify({ format: 'legendary-lab report tables', version: 1, toolVersion: o.toolVersion, ...data }, null, 1) + '\n' : null;
  writeAtomic(o.out, html);
  if (json !== null) { const j = jsonPathFor(o.out); writeAtomic(j, json); files.push(j); }
  return { html, data, charts, files };
}
