// `legendary report`: results folders in, one self-contained HTML file (and optionally JSON) out.

import { closeSync, mkdirSync, openSync, readSync, existsSync, statSync } from 'node:fs';
import { dirname, extname } from 'node:path';
import { aggregate, type ReportData } from './aggregate.js';
import { renderReport, type Chart } from './html.js';
import { loadStudy, ReportInputError } from './load.js';
import { checkPagesDir, writeExamplePages } from './examples.js';
import { writeAtomic } from '../experiments/store.js';

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
  /** replace output files that legendary report did not write */
  force?: boolean;
  log?: (line: string) => void;
}

export interface ReportOutput { html: string; data: ReportData; charts: Chart[]; files: string[] }

/** Where `--format json` writes: the HTML path with its extension replaced by .json. */
export function jsonPathFor(out: string): string {
  const ext = extname(out);
  return (ext ? out.slice(0, -ext.length) : out) + '.json';
}

/** Ends every HTML report: how a later report recognises a file it may replace. */
export const REPORT_MARK = '<!-- written by legendary report (Legendary Lab); a later report to this path replaces it -->';
const JSON_FORMAT = 'legendary-lab report tables';

/** The first and last bytes of a file, as text. */
function headAndTail(file: string): { head: string; tail: string } {
  const fd = openSync(file, 'r');
  try {
    const size = statSync(file).size;
    const head = Buffer.alloc(Math.min(size, 4096)), tail = Buffer.alloc(Math.min(size, 512));
    readSync(fd, head, 0, head.length, 0);
    readSync(fd, tail, 0, tail.length, size - tail.length);
    return { head: head.toString('utf8'), tail: tail.toString('utf8') };
  } finally { closeSync(fd); }
}

/** Did legendary report write this file (an HTML report or its JSON tables)? Only such a file is replaced without --force. */
export function writtenByReport(file: string, kind: 'html' | 'json'): boolean {
  const { head, tail } = headAndTail(file);
  // reports written before the mark existed carry the generator meta tag
  if (kind === 'html') return tail.includes(REPORT_MARK) || /<meta name="generator" content="legendary-lab[ "]/.test(head);
  return new RegExp(`^\\s*\\{\\s*"format"\\s*:\\s*"${JSON_FORMAT}"`).test(head);
}

/** Refuses (before anything is read or written) to replace a file that legendary report did not write. */
function checkReplace(file: string, kind: 'html' | 'json', force: boolean): void {
  if (!existsSync(file)) return;
  if (statSync(file).isDirectory()) throw new ReportInputError(`${file} is a folder; give -o a file name such as ${file.replace(/\/$/, '')}/report.html`);
  if (!force && !writtenByReport(file, kind)) {
    throw new ReportInputError(`${file} exists and was not written by legendary report; add --force to replace it, or choose another -o`);
  }
}

/** Reads, aggregates and renders; writes nothing until everything has succeeded. */
export function buildReport(o: ReportOptions): ReportOutput {
  const log = o.log ?? (() => {});
  if (existsSync(o.out) && statSync(o.out).isDirectory()) throw new ReportInputError(`-o ${o.out} is a folder; give a file name such as ${o.out.replace(/\/$/, '')}/report.html`);
  const files = o.json ? [o.out, jsonPathFor(o.out)] : [o.out];
  checkReplace(o.out, 'html', !!o.force);
  if (o.json) checkReplace(jsonPathFor(o.out), 'json', !!o.force);
  checkPagesDir(o.dirs, o.out, !!o.force);
  const study = loadStudy(o.dirs, log);
  // the baseline shares the deal ids, so games replayed on the same seeds are compared deal by deal
  const baseline = o.baseline ? loadStudy([o.baseline], log, study.store.deals) : undefined;
  const data = aggregate(study, baseline, o.title);
  log(`aggregated ${data.games} games in ${data.cells} cells`);
  mkdirSync(dirname(o.out) || '.', { recursive: true });
  const pages = writeExamplePages(o.dirs, o.out, log);
  if (pages.files.length) data.examples = pages.links;
  const page = renderReport(data, { command: o.command, toolVersion: o.toolVersion });
  const html = `${page.html}${page.html.endsWith('\n') ? '' : '\n'}${REPORT_MARK}\n`;
  // "format" first: writtenByReport() looks for it at the top of the file
  const json = o.json ? JSON.stringify({ format: JSON_FORMAT, version: 2, toolVersion: o.toolVersion, ...data }, null, 1) + '\n' : null;
  for (const f of files) log(`writing ${f}`);
  mkdirSync(dirname(o.out) || '.', { recursive: true });
  writeAtomic(o.out, html);
  if (json !== null) writeAtomic(files[1]!, json);
  return { html, data, charts: page.charts, files: [...files, ...pages.files] };
}
