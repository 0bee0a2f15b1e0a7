// `legendary report`: turn one or more results folders into one self-contained HTML report.

import { buildReport, ReportInputError } from '../reports/index.js';
import { UsageError } from './errors.js';

export interface ReportFlags { output?: string; baseline?: string; format: string; title?: string; force?: boolean }

export function reportCommand(dirs: string[], o: ReportFlags, toolVersion: string): void {
  const format = o.format.toLowerCase();
  if (format !== 'html' && format !== 'json') throw new UsageError(`unknown --format "${o.format}"; accepted: html, json (json writes the HTML and the tables as JSON next to it)`);
  const out = o.output ?? `${dirs[0]!.replace(/\/+$/, '')}/report.html`;
  const quote = (s: string) => (/^[\w./:=,+-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);
  const command = ['legendary', 'report', ...dirs, '-o', out, ...(o.baseline ? ['--baseline', o.baseline] : []),
    ...(format === 'json' ? ['--format', 'json'] : []), ...(o.title ? ['--title', o.title] : [])].map(quote).join(' ');
  try {
    const r = buildReport({
      dirs, out, baseline: o.baseline, json: format === 'json', title: o.title, command, toolVersion, force: o.force,
      log: (line) => process.stderr.write(`${line}\n`),
    });
    process.stdout.write(`${r.files.join('\n')}\n`);
  } catch (e) {
    if (e instanceof ReportInputError) throw new UsageError(e.message);
    throw e;
  }
}
