// The report page: one self-contained HTML file. vega, vega-lite and vega-embed are inlined from
// node_modules (no network, no CDN); a Content-Security-Policy forbids every network request.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FactorTable, ImpactKind, ImpactRow, ImpactTable, PairRow, ProgressImpactRow, ProgressRow, ReportData, DeltaRow, ReversalRow, SkillSensitiveRow, SkillTable } from './aggregate.js';
import { groupBy, IMPACT_KINDS, isRandomBot, naturalCompare, wordsFor, type Factor } from './aggregate.js';
import * as C from './charts.js';
import { interval, pct, pts } from './charts.js';
import { FAMILIES, FAMILY_LABEL } from './points.js';

export interface Chart { id: string; title: string; spec: C.Spec }

const require = createRequire(import.meta.url);

/**
 * The browser builds of vega, vega-lite and vega-embed. Their package `exports` hide build/*.min.js,
 * so resolve each package's entry point and take the minified file next to it.
 */
export function libraryScripts(): { name: string; version: string; code: string }[] {
  const libs: [string, string][] = [['vega', 'vega.min.js'], ['vega-lite', 'vega-lite.min.js'], ['vega-embed', 'vega-embed.min.js']];
  return libs.map(([name, file]) => {
    const dir = dirname(require.resolve(name));
    const pkgDir = dirname(dir);
    const version = (JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { version: string }).version;
    return { name, version, code: readFileSync(join(dir, file), 'utf8') };
  });
}

export function esc(s: unknown): string {
  return String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]!));
}

/** Text safe inside a <script> element. */
function scriptSafe(code: string): string { return code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--'); }
/** JSON safe inside a <script type="application/json"> element. */
function jsonSafe(v: unknown): string { return JSON.stringify(v).replace(/</g, '\\u003c'); }

/** "1 comparison", "3 comparisons" */
function count(n: number, word: string, plural = `${word}s`): string { return `${n} ${n === 1 ? word : plural}`; }

/** A p-value for the page (HTML: the "<" is escaped). */
export function pFmt(p: number): string { return p < 0.001 ? '&lt; 0.001' : p.toPrecision(2); }

function levelName(factor: string, level: string): string {
  if (factor === 'players') {
    const m = /^(\d+)(.*)$/.exec(level);
    if (m) return `${m[1]} player${m[1] === '1' ? '' : 's'}${m[2]}`;
  }
  if (factor === 'challenges') return level === 'none' ? 'no challenge mode' : level;
  return level;
}


/** "for heuristic" when the report has several bots (every claim says which bot it is about). */
function forBot(bot: string, multi: boolean): string { return multi ? `<span class="bot">for ${esc(bot)}</span> ` : ''; }

const TEST_NAME: Record<string, string> = { mcnemar: 'McNemar (paired)', mover: 'MOVER', randomization: 'exact randomization (few results)' };

/**
 * The claims a chart supports: each "A is harder than B" that holds after Holm's correction over the
 * report (for the bots it holds for), then the pairs where the data could not show a difference.
 */
export function verdicts(t: FactorTable, limit = 6): string {
  const family = t.pairs.length;
  if (family === 0) return '';
  const multi = t.bots.length > 1;
  const name = (l: string) => esc(levelName(t.factor, l));
  // group the comparisons by unordered pair of levels
  const byPair = groupBy(t.pairs, (p) => `${p.a}\u0001${p.b}`);
  const claims: { lo: string; hi: string; rows: PairRow[]; html: string }[] = [];
  const open: string[] = [];
  for (const rows of byPair.values()) {
    const held = rows.filter((r) => r.holds);
    if (!held.length) { open.push(`${name(rows[0]!.a)} and ${name(rows[0]!.b)}`); continue; }
    // two bots that play with skill order this pair in opposite directions, each holding
    const skilled = held.filter((r) => !isRandomBot(r.bot));
    const reversed = t.factor !== 'bot' && skilled.some((r) => r.diff < 0) && skilled.some((r) => r.diff > 0);
    // a pair can only hold in one direction per bot; split by direction in case bots disagree
    for (const dir of [1, -1]) {
      const same = held.filter((r) => Math.sign(r.diff) === -dir || (dir === 1 && r.diff === 0));
      if (!same.length) continue;
      const r0 = same[0]!;
      const [lo, hi] = dir === 1 ? [r0.a, r0.b] : [r0.b, r0.a];
      const stat = (r: PairRow) => {
        let [rl, rh, d, cl, ch] = dir === 1 ? [r.rateA, r.rateB, r.diff, r.lo, r.hi] : [r.rateB, r.rateA, -r.diff, -r.hi, -r.lo];
        if (t.factor === 'bot') [rl, rh, d, cl, ch] = [rh, rl, -d, -ch, -cl]; // the stronger bot first
        return `${forBot(r.bot, multi)}${pct(rl)} vs ${pct(rh)} wins${r.pairs ? ` on the ${r.pairs} deals both played` : ''}, ${pts(d)} (95% CI ${pts(cl).replace(' pts', '')} to ${pts(ch)}; Holm p ${pFmt(r.pHolm)})`;
      };
      const others = rows.filter((r) => !same.includes(r)).map((r) => esc(r.bot));
      const sentence = t.factor === 'bot'
        ? `<b>${esc(hi)}</b> wins more often than <b>${esc(lo)}</b>`
        : `<b>${name(lo)}</b> is harder than <b>${name(hi)}</b>`;
      claims.push({
        lo, hi, rows: same,
        html: `<li>${reversed ? '<span class="tag" title="two bots order this pair in opposite directions">skill-sensitive</span> ' : ''}${sentence}: ${same.map(stat).join('; ')}${multi && others.length ? `. <span class="muted">Not shown for ${others.join(', ')}.</span>` : ''}</li>`,
      });
    }
  }
  const levels = new Set(t.pairs.flatMap((p) => [p.a, p.b])).size;
  if (!claims.length) {
    return `<p class="verdict none">The data could not show a difference between any of these ${levels} ${t.plural}${multi ? ' for any bot' : ''}: none of the ${count(family, 'comparison')} in this chart holds after Holm's correction. That is not evidence that they are equally hard.</p>` + pairTable(t);
  }
  // the order at a glance: neighbours joined by "<" when their difference holds, "≈" when it does not
  const chains = t.bots.map((bot) => {
    const mine = t.pairs.filter((p) => p.bot === bot);
    const lv = t.order.filter((l) => mine.some((p) => p.a === l || p.b === l));
    if (lv.length < 2) return '';
    const parts = [`<b>${name(lv[0]!)}</b>`];
    for (let i = 1; i < lv.length; i++) {
      const p = mine.find((x) => (x.a === lv[i - 1] && x.b === lv[i]) || (x.b === lv[i - 1] && x.a === lv[i]));
      const up = p ? (p.a === lv[i - 1] ? p.diff <= 0 : p.diff >= 0) : true; // win rate rises from lv[i-1] to lv[i]
      parts.push(p?.holds ? ` <span class="lt">${up ? '&lt;' : '&gt;'}</span> ` : ' <span class="approx">≈</span> ', `<b>${name(lv[i]!)}</b>`);
    }
    return `<p class="chain">${multi ? `<span class="bot">for ${esc(bot)}</span>: ` : ''}${parts.join('')}</p>`;
  }).join('');
  const what = t.factor === 'bot' ? 'Weakest to strongest' : t.factor === 'players' ? 'By player count' : 'Hardest to easiest';
  // neighbours in the order first (they explain each "<" above), then the largest differences
  const neighbour = (c: { lo: string; hi: string }) => Math.abs(t.order.indexOf(c.lo) - t.order.indexOf(c.hi)) === 1 ? 0 : 1;
  claims.sort((a, b) => neighbour(a) - neighbour(b) || b.rows.length - a.rows.length
    || Math.max(...b.rows.map((r) => Math.abs(r.diff))) - Math.max(...a.rows.map((r) => Math.abs(r.diff))));
  const heldCount = t.pairs.filter((p) => p.holds).length;
  const legend = t.factor === 'players'
    ? '“&lt;” or “&gt;” compares the win rates of neighbours where the difference holds after Holm\'s correction, “≈” where the data could not show one'
    : 'ordered by win rate; “&lt;” where neighbours differ after Holm\'s correction, “≈” where the data could not show a difference';
  let html = `<div class="verdict"><p>${what} (${legend}):</p>${chains}`
    + `<p>${heldCount} of ${count(family, 'comparison')} ${heldCount === 1 ? 'holds' : 'hold'} after Holm's correction${claims.length > limit ? `; neighbours in the order, then the largest` : ''}:</p><ul>${claims.slice(0, limit).map((c) => c.html).join('')}</ul>`;
  if (claims.length > limit) html += `<p class="more">… and ${claims.length - limit} more in the table of all comparisons.</p>`;
  if (open.length) html += `<p>The data could not show a difference${multi ? ' (for any bot)' : ''} between: ${open.slice(0, limit).join('; ')}${open.length > limit ? `; … and ${count(open.length - limit, 'more pair', 'more pairs')}` : ''}. That is not evidence that they are equal.</p>`;
  return html + '</div>' + pairTable(t);
}

function pairTable(t: FactorTable): string {
  const multi = t.bots.length > 1;
  const rows = t.pairs.map((p) => `<tr>${multi ? `<td>${esc(p.bot)}</td>` : ''}<td>${esc(p.a)}</td><td>${esc(p.b)}</td>`
    + `<td data-v="${p.rateA}">${pct(p.rateA)}</td><td data-v="${p.rateB}">${pct(p.rateB)}</td><td data-v="${p.diff}">${pts(p.diff)}</td>`
    + `<td data-v="${p.lo}">${pts(p.lo)} to ${pts(p.hi)}</td><td>${TEST_NAME[p.test] ?? p.test}${p.pairs ? ` on ${p.pairs} deals` : ''}</td>`
    + `<td data-v="${p.p}">${pFmt(p.p)}</td><td data-v="${p.pHolm}">${pFmt(p.pHolm)}</td><td>${p.holds ? '<b>holds</b>' : 'not shown'}</td></tr>`);
  return `<details class="pairs"><summary>${t.pairs.length === 1 ? 'The pairwise comparison' : `All ${t.pairs.length} pairwise comparisons`} (${esc(t.noun)})</summary>
<table class="sortable"><thead><tr>${multi ? '<th>Bot</th>' : ''}<th>A</th><th>B</th><th data-type="num">win A</th><th data-type="num">win B</th><th data-type="num">A − B</th><th data-type="num">95% CI</th><th>test</th><th data-type="num">p</th><th data-type="num">Holm p</th><th>verdict</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table></details>`;
}

/** The claims of the hero (or villain-group) chart: per bot, then whether the bots differ, then their average. */
function impactText(t: ImpactTable, noun: string, one: string, alpha: number): string {
  const multi = new Set(t.rows.map((r) => r.bot)).size > 1 || t.heterogeneity.length > 0;
  const other = `a random other ${one}`;
  const line = (r: ImpactRow) => `<li>${r.bot === 'all bots' ? '<span class="bot">averaged over the bots</span> ' : forBot(r.bot, multi)}<b>${esc(r.name)}</b> in the game ${r.diff < 0 ? 'lowers' : 'raises'} the win rate by ${pts(Math.abs(r.diff)).replace('+', '')} compared with ${other} in its place (95% CI ${pts(r.lo)} to ${pts(r.hi)}; Holm p ${pFmt(r.pHolm)})</li>`;
  const held = t.rows.filter((r) => r.holds);
  const hetHeld = t.heterogeneity.filter((h) => h.holds);
  // an average over the bots is shown only where the data gave no sign that the bots differ
  const poolable = new Set(t.heterogeneity.filter((h) => h.p >= alpha).map((h) => h.name));
  const pooledHeld = t.pooled.filter((r) => r.holds && poolable.has(r.name));
  let html = held.length
    ? `<div class="verdict">${held.length} of ${t.rows.length} effects${multi ? ' (one per name and bot)' : ''} hold after Holm's correction:<ul>${held.map(line).join('')}</ul></div>`
    : `<p class="verdict none">The data could not show that any ${one} changes the win rate${multi ? ' for any bot' : ''} (compared with ${other}; Holm's correction over the report). That is not evidence that they make no difference.</p>`;
  if (t.heterogeneity.length) {
    html += hetHeld.length
      ? `<div class="verdict"><p>The bots differ on what these ${noun} do (the effect is not the same for every bot, Holm's correction over the report):</p><ul>${hetHeld.map((h) => `<li><b>${esc(h.name)}</b>: χ² = ${h.stat.toFixed(1)} on ${h.df} df (Holm p ${pFmt(h.pHolm)}); see each bot's row, no average is given</li>`).join('')}</ul></div>`
      : `<p class="verdict none">The data could not show that the bots differ on any ${one}'s effect.</p>`;
    html += pooledHeld.length
      ? `<div class="verdict"><p>Averaged over the bots (only for ${noun} where the data gave no sign, even before correction, that the bots differ):</p><ul>${pooledHeld.map(line).join('')}</ul></div>`
      : '';
  }
  const all = [...t.rows, ...t.pooled.filter((r) => poolable.has(r.name))];
  const het = new Map(t.heterogeneity.map((h) => [h.name, h]));
  const table = `<details class="pairs"><summary>Table (${all.length} effects${t.heterogeneity.length ? `, ${t.heterogeneity.length} heterogeneity tests` : ''})</summary><table class="sortable"><thead><tr><th>Name</th>${multi ? '<th>Bot</th>' : ''}<th data-type="num">games with</th><th data-type="num">win rate with</th><th data-type="num">games without</th><th data-type="num">win rate without</th><th data-type="num">difference</th><th data-type="num">95% CI</th><th data-type="num">cells</th><th data-type="num">p</th><th data-type="num">Holm p</th>${t.heterogeneity.length ? '<th data-type="num">bots differ: Holm p</th>' : ''}</tr></thead><tbody>${all.map((r) => `<tr><td>${esc(r.name)}</td>${multi ? `<td>${esc(r.bot)}</td>` : ''}<td data-v="${r.nWith}">${r.nWith}</td><td data-v="${r.rateWith}">${pct(r.rateWith)}</td><td data-v="${r.nWithout}">${r.nWithout}</td><td data-v="${r.rateWithout}">${pct(r.rateWithout)}</td><td data-v="${r.diff}">${pts(r.diff)}</td><td data-v="${r.lo}">${pts(r.lo)} to ${pts(r.hi)}</td><td data-v="${r.strata}">${r.strata}</td><td data-v="${r.p}">${pFmt(r.p)}</td><td data-v="${r.pHolm}">${pFmt(r.pHolm)}</td>${t.heterogeneity.length ? `<td data-v="${het.get(r.name)?.pHolm ?? 1}">${het.has(r.name) ? pFmt(het.get(r.name)!.pHolm) : '—'}</td>` : ''}</tr>`).join('\n')}</tbody></table></details>`;
  return html + table;
}

/** The most depth rows the chart shows (the deepest and the shallowest halves when there are more). */
const DEPTH_CHART_ROWS = 60;

/** What changes with skill: the orders two bots reverse, and each setup's skill depth with its chart. */
function skillHtml(k: SkillTable, factors: ReportData['factors'], chart: (id: string, title: string, spec: C.Spec) => string, groups: readonly string[]): string {
  const isGroup = (r: SkillSensitiveRow): r is SkillSensitiveRow & { kind: ImpactKind } => IMPACT_KINDS.has(r.kind);
  const what = (r: SkillSensitiveRow) => (isGroup(r) ? r.kind : factors[r.kind as Factor]?.noun ?? r.kind);
  const name = (r: SkillSensitiveRow, l: string) => esc(isGroup(r) ? l : levelName(r.kind, l));
  const side = (bots: string[], diffs: number[], ps: number[]) => bots.map((b, i) => `${esc(b)}: ${pts(Math.abs(diffs[i]!)).replace('+', '')}, Holm p ${pFmt(ps[i]!)}`).join('; ');
  let html = `<h3>Skill-sensitive</h3><p class="how">Pairs whose difficulty order two of the bots (${k.bots.map(esc).join(', ')}) reverse, with the difference holding after Holm's correction in both directions. These are claims the report makes anyway, so no claim is added to the family. A hero or villain group is compared with a random other one in its place, as in its chart: it is skill-sensitive when it lowers the win rate for one bot and raises it for another.</p>`;
  html += k.sensitive.length
    ? `<div class="verdict"><ul>${k.sensitive.map((r) => {
      return isGroup(r)
        ? `<li><span class="tag">skill-sensitive</span> ${what(r)} <b>${name(r, r.a)}</b> lowers the win rate for ${side(r.botsA, r.diffsA, r.pHolmA)}, and raises it for ${side(r.botsB, r.diffsB, r.pHolmB)} (against ${esc(r.b)})</li>`
        : `<li><span class="tag">skill-sensitive</span> ${what(r)}s: <b>${name(r, r.a)}</b> is harder than <b>${name(r, r.b)}</b> for ${side(r.botsA, r.diffsA, r.pHolmA)}, and easier for ${side(r.botsB, r.diffsB, r.pHolmB)}</li>`;
    }).join('')}</ul></div>`
    : `<p class="verdict none">No order is shown to reverse between the bots: no pair (of ${Object.values(factors).filter((t) => t).map((t) => t!.plural).concat(groups).join(', ')}) holds in opposite directions for two bots after Holm's correction. That is not evidence that skill changes no order; the per-bot orders above show where the bots differ without a claim.</p>`;
  if (k.differs.length) {
    html += `<p>Where the bots differ without a reversal: the effect of ${k.differs.map((x) => `${x.kind} <b>${esc(x.name)}</b> (Holm p ${pFmt(x.pHolm)})`).join(', ')} is not the same for every bot (the heterogeneity test under its chart, with each bot's own effect).</p>`;
  }
  if (!k.depthBots || !k.depth.length) return html;
  const [weak, strong] = k.depthBots;
  const held = k.depth.filter((r) => r.holds);
  const rows = k.depth.length > DEPTH_CHART_ROWS ? [...k.depth.slice(0, DEPTH_CHART_ROWS / 2), ...k.depth.slice(-DEPTH_CHART_ROWS / 2)] : k.depth;
  html += `<h3>Skill depth</h3><p class="how">How much playing well is worth on each setup: the win rate of <b>${esc(strong)}</b> (the strongest of these bots overall) minus that of <b>${esc(weak)}</b> (the weakest), on the deals both played, with a paired 95% interval. A deep setup rewards skill; a shallow one is won or lost by the deal. Each difference is the skill ladder's comparison of the two bots on that setup (part of the report's family).</p>`
    + chart('chart-skill-depth', `Skill depth per setup (${strong} − ${weak})`, C.skillDepthChart(rows, weak, strong))
    + (k.depth.length > rows.length ? `<p class="more">The ${DEPTH_CHART_ROWS / 2} deepest and the ${DEPTH_CHART_ROWS / 2} shallowest of ${k.depth.length} setups; the JSON output has all.</p>` : '')
    + `<p>Deepest: <b>${esc(k.depth[0]!.setup)}</b> ${pts(k.depth[0]!.depth)} (95% CI ${pts(k.depth[0]!.lo)} to ${pts(k.depth[0]!.hi)}); shallowest: <b>${esc(k.depth[k.depth.length - 1]!.setup)}</b> ${pts(k.depth[k.depth.length - 1]!.depth)} (${pts(k.depth[k.depth.length - 1]!.lo)} to ${pts(k.depth[k.depth.length - 1]!.hi)}). `
    + `${held.length} of ${count(k.depth.length, 'setup')} show a skill gap that holds after Holm's correction${held.length && held.length < k.depth.length ? `; on the others the data could not show that ${esc(strong)} does better` : ''}.</p>`;
  return html;
}

/** How far the heroes got: one row per group (hardest first, or players in order), one column per bot. */
function progressTable(rows: ProgressRow[], by: ProgressRow['by'], label: string, bots: string[]): string {
  const mine = rows.filter((r) => r.by === by);
  if (!mine.length) return '';
  const at = new Map(mine.map((r) => [`${r.group}\u0001${r.bot}`, r]));
  const groups = [...new Set(mine.map((r) => r.group))];
  const avg = (gr: string) => { const xs = mine.filter((r) => r.group === gr); return xs.reduce((a, r) => a + r.mean, 0) / xs.length; };
  groups.sort(by === 'players' ? naturalCompare : (a, b) => avg(a) - avg(b) || naturalCompare(a, b));
  const shown = bots.filter((b) => mine.some((r) => r.bot === b));
  const cell = (r: ProgressRow | undefined) => (r ? `<td data-v="${r.mean}">${pct(r.mean)} <span class="ci">(${pct(r.lo)} to ${pct(r.hi)}; ${r.n} games)</span></td>` : '<td data-v="-1">–</td>');
  return `<table class="sortable"><thead><tr><th>${esc(label)}</th>${shown.map((b) => `<th data-type="num">${esc(b)}</th>`).join('')}</tr></thead><tbody>`
    + groups.map((gr) => `<tr><td>${esc(gr)}</td>${shown.map((b) => cell(at.get(`${gr}\u0001${b}`))).join('')}</tr>`).join('\n') + '</tbody></table>';
}

/** Marvel Champions: each hero's, aspect's and deck's impact on how far the heroes got, a chart and a table per kind. */
function progressImpactHtml(rows: ProgressImpactRow[], chart: (id: string, title: string, spec: C.Spec) => string): string {
  const multi = new Set(rows.map((r) => r.bot)).size > 1;
  let html = `<h3>How far the heroes got, by hero and aspect</h3><p class="how">The same comparison for how far the heroes got (the section above: the share of the villain's stages beaten, a win 100%): the mean with the hero (aspect, deck) in the team minus the mean without it, inside each cell, each cell counting once, with a 95% interval in which deals shared between cells count once. It tells teams apart where the bots rarely win. Descriptive: no claims.</p>`;
  for (const [kind, label] of [['hero', 'Hero'], ['aspect', 'Aspect'], ['hero and aspect', 'Hero and aspect']] as const) {
    const mine = rows.filter((r) => r.kind === kind).sort((a, b) => a.diff - b.diff || naturalCompare(a.name, b.name));
    if (!mine.length) continue;
    html += chart(`chart-progress-${kind.replace(/ /g, '-')}`, `${label}: how far the heroes got, with vs without`, C.progressImpactChart(mine, label))
      + `<details class="pairs"><summary>Table (${mine.length} ${mine.length === 1 ? 'row' : 'rows'})</summary><table class="sortable"><thead><tr><th>${label}</th>${multi ? '<th>Bot</th>' : ''}<th data-type="num">games with</th><th data-type="num">progress with</th><th data-type="num">games without</th><th data-type="num">progress without</th><th data-type="num">difference</th><th data-type="num">95% CI</th><th data-type="num">cells</th></tr></thead><tbody>`
      + mine.map((r) => `<tr><td>${esc(r.name)}</td>${multi ? `<td>${esc(r.bot)}</td>` : ''}<td data-v="${r.nWith}">${r.nWith}</td><td data-v="${r.meanWith}">${pct(r.meanWith)}</td><td data-v="${r.nWithout}">${r.nWithout}</td><td data-v="${r.meanWithout}">${pct(r.meanWithout)}</td><td data-v="${r.diff}">${pts(r.diff)}</td><td data-v="${r.lo}">${pts(r.lo)} to ${pts(r.hi)}</td><td data-v="${r.strata}">${r.strata}</td></tr>`).join('\n')
      + '</tbody></table></details>';
  }
  return html;
}

function deltaTable(rows: DeltaRow[], label: string): string {
  return `<table class="sortable"><thead><tr><th>${esc(label)}</th><th data-type="num">games</th><th data-type="num">win rate</th><th data-type="num">baseline games</th><th data-type="num">baseline win rate</th><th data-type="num">change</th><th data-type="num">95% CI</th><th>test</th><th data-type="num">p</th><th data-type="num">Holm p</th><th>verdict</th></tr></thead><tbody>${rows.map((r) => `<tr><td>${esc(r.key)}</td><td data-v="${r.n}">${r.n}</td><td data-v="${r.rate}">${pct(r.rate)}</td><td data-v="${r.nBase}">${r.nBase}</td><td data-v="${r.rateBase}">${pct(r.rateBase)}</td><td data-v="${r.diff}">${pts(r.diff)}</td><td data-v="${r.lo}">${pts(r.lo)} to ${pts(r.hi)}</td><td>${TEST_NAME[r.test] ?? r.test}${r.pairs ? ` on ${r.pairs} deals` : ''}</td><td data-v="${r.p}">${pFmt(r.p)}</td><td data-v="${r.pHolm}">${pFmt(r.pHolm)}</td><td>${r.holds ? '<b>holds</b>' : 'not shown'}</td></tr>`).join('\n')}</tbody></table>`;
}

function reversalTable(rows: ReversalRow[], limit = 15): string {
  const top = rows.slice(0, limit);
  return `<table class="sortable"><thead><tr><th>Setup</th><th title="weaker overall">weaker bot</th><th data-type="num">wins here</th><th title="stronger overall">stronger bot</th><th data-type="num">wins here</th><th data-type="num">reversal</th><th data-type="num">95% CI</th><th data-type="num">Holm p</th><th>verdict</th></tr></thead><tbody>${top.map((g) => `<tr><td class="setup">${esc(g.setup)}</td><td>${esc(g.weaker)}</td><td data-v="${g.rateWeaker}">${pct(g.rateWeaker)}</td><td>${esc(g.stronger)}</td><td data-v="${g.rateStronger}">${pct(g.rateStronger)}</td><td data-v="${g.diff}">${pts(g.diff)}</td><td data-v="${g.lo}">${pts(g.lo)} to ${pts(g.hi)}</td><td data-v="${g.pHolm}">${pFmt(g.pHolm)}</td><td>${g.holds ? '<b>holds</b>' : 'not shown'}</td></tr>`).join('\n')}</tbody></table>${rows.length > limit ? `<p class="more">The ${limit} largest of ${rows.length} reversals; the JSON output has all.</p>` : ''}`;
}

/** JSON with arrays of plain values kept on one line (specs read better that way). */
export function compactJson(v: unknown, indent = ''): string {
  if (Array.isArray(v)) {
    if (v.every((x) => x === null || typeof x !== 'object')) return `[${v.map((x) => JSON.stringify(x)).join(', ')}]`;
    return `[\n${v.map((x) => indent + '  ' + compactJson(x, indent + '  ')).join(',\n')}\n${indent}]`;
  }
  if (v && typeof v === 'object') {
    const e = Object.entries(v as Record<string, unknown>);
    if (!e.length) return '{}';
    return `{\n${e.map(([k, x]) => `${indent}  ${JSON.stringify(k)}: ${compactJson(x, indent + '  ')}`).join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(v);
}

const get = (o: unknown, ...path: string[]): unknown => path.reduce<unknown>((x, k) => (x && typeof x === 'object' ? (x as Record<string, unknown>)[k] : undefined), o);
const first = (...xs: unknown[]) => xs.find((x) => x !== undefined && x !== null && x !== '');

/** The manifest facts worth a glance (tool, commit, seeds, the command to reproduce), then all of it. */
function manifestHtml(dir: string, m: Record<string, unknown> | null): string {
  if (!m) return `<h3>${esc(dir)}</h3><p>No manifest.json in this folder: spec, tool version, commit and seeds are unknown.</p>`;
  const tool = first(get(m, 'tool', 'version') !== undefined ? `${get(m, 'tool', 'name') ?? 'legendary-lab'} ${get(m, 'tool', 'version')}` : undefined, typeof m.tool === 'string' ? `${m.tool} ${m.version ?? ''}` : undefined, m.version);
  const commit = first(get(m, 'tool', 'commit'), m.commit);
  const dirty = first(get(m, 'tool', 'dirty'), m.dirty);
  const seed = first(get(m, 'seeds', 'spec'), m.seed, get(m, 'spec', 'seed'));
  const counts = m.counts && typeof m.counts === 'object' ? Object.entries(m.counts as Record<string, unknown>).map(([k, v]) => `${k} ${v}`).join(', ') : undefined;
  const gps = typeof m.gamesPerSecond === 'number' ? `${m.gamesPerSecond.toFixed(0)} games/s` : undefined;
  const facts: [string, unknown][] = [
    ['tool', tool], ['commit', commit === undefined ? undefined : `${commit}${dirty === true ? ' (with uncommitted changes)' : ''}`],
    ['Node.js', m.node], ['spec seed', seed], ['seed rule', get(m, 'seeds', 'rule')],
    ['spec file', m.specFile], ['status', m.status], ['started', m.startedAt], ['ended', first(m.endedAt, m.finishedAt)],
    ['speed', gps], ['counts', counts], ['shard', m.shard ? JSON.stringify(m.shard) : undefined],
  ];
  const shard = m.shard && typeof m.shard === 'object' ? m.shard as { k?: number; n?: number } : null;
  const command = first(typeof m.command === 'string' ? m.command : undefined, Array.isArray(m.argv) ? (m.argv as unknown[]).join(' ') : undefined,
    typeof m.specFile === 'string' ? `legendary run ${m.specFile} --out ${dir}${shard?.k ? ` --shard ${shard.k}/${shard.n}` : ''}` : undefined);
  return `<h3>${esc(dir)}</h3>
<table class="facts"><tbody>${facts.filter(([, v]) => v !== undefined && v !== null && v !== '').map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</tbody></table>
<p><b>Command to reproduce:</b> ${command ? `<code class="cmd">${esc(command)}</code>${typeof m.specFile === 'string' ? ' (with the spec below saved as that file; every game seed follows from it)' : ''}` : 'not recorded in manifest.json; run the spec below with <code>legendary run</code>.'}</p>
${m.spec !== undefined ? `<details open><summary>Spec</summary><pre>${esc(compactJson(m.spec))}</pre></details>` : ''}
<details class="pairs"><summary>The whole manifest.json</summary><pre>${esc(compactJson(m))}</pre></details>`;
}

export interface PageOptions {
  /** the command line that built this report (shown in the metadata) */
  command?: string;
  toolVersion?: string;
}

/** Builds the charts and the HTML page for aggregated report data. */
export function renderReport(d: ReportData, opts: PageOptions = {}): { html: string; charts: Chart[] } {
  const W = wordsFor(d.game);
  const FACTOR_LABEL = W.label, FACTOR_NOUN = W.noun;
  const champions = d.game === 'champions';
  const charts: Chart[] = [];
  const sections: { id: string; title: string; body: string }[] = [];
  const chart = (id: string, title: string, spec: C.Spec) => {
    charts.push({ id, title, spec });
    return `<figure class="chart"><div id="${id}" class="vis" role="img" aria-label="${esc(title)}"></div><figcaption>${esc(title)}</figcaption></figure>`;
  };
  const bots = d.bots;
  const multi = bots.length > 1;
  const mm = d.factors.mastermind, sc = d.factors.scheme;
  const pooledOver = (f: Factor) => {
    const others = (Object.keys(d.varies) as (Factor | 'bot')[]).filter((k) => k !== f && k !== 'bot' && d.varies[k]).map((k) => FACTOR_NOUN[k]);
    const each = others.length === 1 ? `each ${others[0]}` : `each combination of ${others.slice(0, -1).join(', ')} and ${others[others.length - 1]}`;
    return others.length ? `the average of its cells' win rates, ${each} counting once` : 'its win rate';
  };
  const estimand = (f: Factor) => `<p class="how">Win rate against each ${FACTOR_NOUN[f]}${multi ? ', for each bot' : ''}: ${pooledOver(f)}, with a 95% interval in which deals shared between cells count once.${multi ? ' One colour per bot; every claim names its bot.' : ''}</p>`;

  // 1, 2: mastermind and scheme difficulty
  for (const [f, t] of [['mastermind', mm], ['scheme', sc]] as const) {
    if (!t) continue;
    sections.push({
      id: `${f}s`, title: `${FACTOR_LABEL[f]} difficulty`,
      body: estimand(f) + chart(`chart-${f}`, `Win rate per ${FACTOR_NOUN[f]}`, C.levelChart(t)) + verdicts(t),
    });
  }
  // 3: heatmap
  if (d.heatmap && mm && sc) {
    sections.push({
      id: 'heatmap', title: `${FACTOR_LABEL.mastermind} × ${FACTOR_LABEL.scheme}`,
      body: `<p class="how">Win rate of every ${FACTOR_NOUN.mastermind} and ${FACTOR_NOUN.scheme} pair (darker is harder)${d.varies.players || d.varies.challenges ? ', each of its cells counting once' : ''}. Hover a square for the games played, the interval and the most common way the players lost. Descriptive: no claim is made square by square.</p>`
        + chart('chart-heatmap', `Win rate by ${FACTOR_NOUN.mastermind} and ${FACTOR_NOUN.scheme}`, C.heatmap(d.heatmap, FACTOR_LABEL.mastermind, FACTOR_LABEL.scheme, mm.order, sc.order, bots)),
    });
  }
  // 3b: how far the heroes got (Marvel Champions)
  if (d.progress && d.progress.length) {
    sections.push({
      id: 'progress', title: 'How far the heroes got',
      body: `<p class="how">A game's progress is the share of the mode's villain stages the heroes defeated, the stage the game ended on counted by the share of its hit points it had lost (a win counts 100%, a loss before any damage 0%). The mean per villain and mode, and per player count${multi ? ', for each bot' : ''}: each cell counting once, with a 95% interval in which deals shared between cells count once. It orders setups that the bots rarely or never win, where win rates cannot; it measures how close these bots came, not how likely players are to win. Descriptive: no claims.</p>`
        + progressTable(d.progress, 'villain', `${FACTOR_LABEL.mastermind} (${FACTOR_NOUN.scheme})`, bots)
        + (new Set(d.progress.filter((r) => r.by === 'players').map((r) => r.group)).size > 1 ? progressTable(d.progress, 'players', FACTOR_LABEL.players, bots) : ''),
    });
  }
  // 4: challenge modes
  const ch = d.factors.challenges;
  if (ch) {
    let body = estimand('challenges').replace('</p>', champions ? ' Each modular set plays its own deals.</p>' : ' \'none\' is the plain game. Modes are played on the same deals, so two modes are compared deal by deal.</p>')
      + chart('chart-challenges', `Win rate per ${FACTOR_NOUN.challenges}`, C.levelChart(ch)) + verdicts(ch);
    if (d.challengeByMastermind && mm) {
      body += chart('chart-challenge-mastermind', `Win rate by ${FACTOR_NOUN.challenges} and ${FACTOR_NOUN.mastermind}`, C.heatmap(d.challengeByMastermind, FACTOR_LABEL.mastermind, FACTOR_LABEL.challenges, mm.order, ch.order, bots));
    }
    sections.push({ id: 'challenges', title: champions ? 'Modular sets' : 'Challenge modes', body });
  }
  // 4b: what-if changes to printed numbers
  const cg = d.factors.changes;
  if (cg) {
    let body = estimand('changes').replace('</p>', ` 'printed' is the game as printed. Every variant plays the same deals, so each is compared with the printed game deal by deal${cg.order.includes('printed') ? ' (the claims are each variant against the printed game; every other section of this report is about the printed game\'s cells only)' : ''}.</p>`);
    const sweep = C.sweepChart(cg);
    if (sweep) body += chart('chart-sweep', `Win rate against ${C.sweepKnob(cg.order)}`, sweep);
    body += chart('chart-changes', 'Win rate per what-if variant', C.levelChart(cg));
    if (cg.order.includes('printed')) body += chart('chart-changes-delta', 'Change in win rate against the printed game', C.changesChart(cg));
    sections.push({ id: 'changes', title: 'What-if changes', body: body + verdicts(cg) });
  }
  // 5: skill ladder
  if (d.ladder) {
    const L = d.ladder;
    let body = `<p class="how">How often each bot wins, averaged over the setups it played (each cell counting once). The bots play the same deals, so they are compared deal by deal. Then each ${mm ? FACTOR_NOUN.mastermind : sc ? FACTOR_NOUN.scheme : 'setup'} across the bots, weakest bot on the left, with 95% intervals.</p>`
      + chart('chart-ladder', 'Win rate per bot', C.levelChart(L.overall)) + verdicts(L.overall);
    if (mm) body += chart('chart-ladder-mastermind', `Win rate per bot for each ${FACTOR_NOUN.mastermind}`, C.ladderChart(mm, L.overall.order));
    if (sc) body += chart('chart-ladder-scheme', `Win rate per bot for each ${FACTOR_NOUN.scheme}`, C.ladderChart(sc, L.overall.order));
    const agree = L.agreement.filter((a) => Number.isFinite(a.rho));
    body += `<h3>Where the bots disagree</h3>`;
    body += agree.length
      ? `<p>Rank agreement on which setups are hard: Spearman's ρ between two bots' win rates over the setups both played (1 = the same order), with a 95% interval from ${agree[0]!.replicates} deal-bootstrap replicates (the luck of the deals, on these setups): ${agree.map((a) => `${esc(a.a)} vs ${esc(a.b)}: ρ = ${a.rho.toFixed(2)}${Number.isFinite(a.lo) ? ` (${a.lo.toFixed(2)} to ${a.hi.toFixed(2)})` : ''}, ${a.setups} setups`).join('; ')}.</p>`
      : `<p>Rank agreement cannot be computed: fewer than 3 setups, or a bot whose win rate is the same everywhere.</p>`;
    if (L.family) {
      const held = L.reversals.filter((g) => g.holds).length;
      body += `<p>Every pair of bots is compared on every setup (${count(L.family, 'comparison')}, paired on the deals both played, part of the report's Holm family). `
        + (held ? `On ${count(held, 'setup')} the bot that is weaker overall wins more often, and this holds: there the bots disagree on what works.`
          : L.reversals.length ? `On ${count(L.reversals.length, 'setup')} the weaker bot won more often in these games, but the data could not show that any of these reversals is real.`
            : 'On no setup did the weaker bot win more often in these games (which does not show that it never would).')
        + '</p>' + (L.reversals.length ? reversalTable(L.reversals) : '');
    }
    if (d.skill) body += skillHtml(d.skill, d.factors, chart, champions ? ['heroes', 'aspects', 'heroes with their aspects'] : ['heroes', 'villain groups']);
    sections.push({ id: 'ladder', title: 'Skill ladder', body });
  }
  // 6: player count
  const pl = d.factors.players;
  if (pl) {
    sections.push({
      id: 'players', title: 'Player count',
      body: estimand('players').replace('</p>', ' Solo modes are shown separately.</p>') + chart('chart-players', 'Win rate by player count', C.playersChart(pl)) + verdicts(pl),
    });
  }
  // 6b: card sets
  const st = d.factors.sets;
  if (st) {
    sections.push({
      id: 'sets', title: champions ? 'Teams' : 'Card sets',
      body: estimand('sets').replace('</p>', champions ? ' A level is a team of heroes and aspects (\'random\': drawn per game); each team plays its own deals.</p>' : ' A level is the card sets the games drew their heroes, villains and henchmen from (and their masterminds and schemes, where those vary with it).</p>')
        + chart('chart-sets', `Win rate per ${FACTOR_NOUN.sets}`, C.levelChart(st)) + verdicts(st),
    });
  }
  // 7: loss causes
  if (d.lossCauses.length) {
    const order = sc ? sc.order : [...new Set(d.lossCauses.map((r) => r.scheme))].sort(naturalCompare);
    sections.push({
      id: 'losses', title: 'Why players lose',
      body: `<p class="how">${champions ? `Share of each ${FACTOR_NOUN.scheme}'s games that the villain won, split by what ended them (the main scheme completed, or every hero defeated),` : 'Share of each scheme\'s games that evil won, split by what ended them (the scheme\'s evil-wins condition, or a deck running out),'} each cell counting once; hover for the 95% interval. The rest of each bar's length to 100% is wins and draws. Descriptive: no claims.</p>`
        + chart('chart-losses', `Loss causes per ${FACTOR_NOUN.scheme}`, C.lossCauseChart(d.lossCauses, order, bots)),
    });
  }
  // 8: distributions
  if (d.turns.length || d.vp.length) {
    let body = champions ? '<p class="how">How many rounds games last, by result: counts of the games played. Descriptive.</p>'
      : '<p class="how">How long games last and how many victory points the players scored (all seats together), by result: counts of the games played. Descriptive.</p>';
    if (d.turns.length) body += chart('chart-turns', champions ? 'Game length (rounds)' : 'Game length (turns)', C.histogramChart(d.turns, 'Game length', champions ? 'rounds' : 'turns', bots));
    if (d.vp.length) body += chart('chart-vp', 'Victory points (all players)', C.histogramChart(d.vp, 'Victory points', 'victory points, all players', bots));
    sections.push({ id: 'distributions', title: champions ? 'Game length' : 'Game length and victory points', body });
  }
  // 9: hero and villain-group impact (Marvel Champions: hero, aspect, and the two together)
  if (d.heroes || d.aspects || d.decks || d.villains || d.progressImpact?.length) {
    const what = champions ? 'a hero (an aspect, or a hero with its aspect)' : 'a hero (or villain group)';
    const held = champions ? 'player count, villain, mode, modular set and bot' : 'player count, scheme, mastermind, challenge modes and bot';
    let body = `<p class="how">What ${what} in the game does to the win rate compared with a random other one in its place: the win rate of games with it minus games without it, compared inside each cell (so ${held} cannot fake an effect), each cell where it is sometimes in and sometimes out counting once${multi ? '; for each bot, then a test of whether the bots differ, and the average over the bots only where they show no sign of differing' : ''}. Shown because these were drawn at random.</p>`;
    if (d.heroes) body += chart('chart-heroes', 'Hero impact on win rate', C.impactChart(d.heroes, 'Hero')) + impactText(d.heroes, 'heroes', 'hero', d.alpha);
    if (d.aspects) body += chart('chart-aspects', 'Aspect impact on win rate', C.impactChart(d.aspects, 'Aspect')) + impactText(d.aspects, 'aspects', 'aspect', d.alpha);
    if (d.decks) body += chart('chart-decks', 'Hero with aspect: impact on win rate', C.impactChart(d.decks, 'Hero and aspect')) + impactText(d.decks, 'heroes with their aspects', 'hero and aspect', d.alpha);
    if (d.villains) body += chart('chart-villains', 'Villain group impact on win rate', C.impactChart(d.villains, 'Villain group')) + impactText(d.villains, 'villain groups', 'villain group', d.alpha);
    if (d.progressImpact?.length) body += progressImpactHtml(d.progressImpact, chart);
    sections.push({ id: 'impact', title: champions ? 'Hero and aspect impact' : 'Hero and villain-group impact', body });
  }
  // 10: difficulty points
  if (d.points.length) {
    let body = `<p class="how">An additive model of the games: the log-odds of winning is a base value plus one effect for the Mastermind, the scheme, the player count and each villain group, henchmen group, hero and challenge mode in the game. Each factor's effects share a spread estimated from the games, so a level seen in few games is pulled toward its factor's average. One point is ${d.points[0]!.model.unit} in log-odds (about ${(100 * d.points[0]!.model.unit / 4).toFixed(0)} points of win rate near 50%); <b>harder is more points</b>, and a setup's total is the sum of its parts'. Intervals are 95% posterior intervals. The held-out check fits the model again on four fifths of the cells and predicts the others: about 95% of them should fall inside their 95% predictive interval. <code>legendary points</code> prints the whole table and saves the model for <code>legendary odds --model</code>.</p>`;
    for (const P of d.points) {
      const m = P.model;
      if (multi) body += `<h3>For ${esc(P.bot)}</h3>`;
      body += `<p>Fitted on ${m.games.toLocaleString('en')} games. Held-out check: ${P.calibration.cells.length} cells, ${pct(P.calibration.inside)} inside their 95% predictive interval.</p>`;
      body += chart(`chart-points-calibration${multi ? `-${d.points.indexOf(P)}` : ''}`, `Held-out cells: observed against predicted win rate${multi ? ` (${P.bot})` : ''}`, C.pointsCalibrationChart(P.calibration.bins, P.bot));
      const totals = [-20, -10, -5, 0, 5, 10, 20];
      const rate = (t: number) => 1 / (1 + Math.exp(-(m.intercept.beta - m.unit * t)));
      body += `<table class="cells"><thead><tr><th>total points</th>${totals.map((t) => `<td>${t > 0 ? '+' : ''}${t}</td>`).join('')}</tr></thead><tbody><tr><th>win rate</th>${totals.map((t) => `<td>${pct(rate(t))}</td>`).join('')}</tr></tbody></table>`;
      for (const f of FAMILIES) {
        const es = m.effects.filter((e) => e.family === f).sort((a, b) => b.points - a.points);
        if (!es.length) continue;
        body += `<details${f === 'mastermind' || f === 'scheme' ? ' open' : ''}><summary>${esc(FAMILY_LABEL[f])}: ${es.length} level${es.length === 1 ? '' : 's'}, hardest first</summary><table class="cells"><thead><tr><th>${esc(FAMILY_LABEL[f])}</th><th>points</th><th>95% interval</th><th>games</th></tr></thead><tbody>`
          + es.map((e) => `<tr><td>${esc(e.level)}</td><td>${e.points >= 0 ? '+' : ''}${e.points.toFixed(1)}</td><td>${e.lo.toFixed(1)} to ${e.hi.toFixed(1)}</td><td>${e.games.toLocaleString('en')}</td></tr>`).join('')
          + '</tbody></table></details>';
      }
    }
    sections.push({ id: 'points', title: 'Difficulty points', body });
  }
  // baseline
  if (d.baseline) {
    const B = d.baseline;
    let body = `<p class="how">This study against the baseline <b>${esc(B.name)}</b>: change in win rate (this − baseline, each cell counting once) with 95% intervals, over the ${B.matched} cell(s) both studies played${B.keyFactors.length ? ` (matched on ${esc(B.keyFactors.join(', ').toLowerCase())})` : ''}.${B.onlyCurrent || B.onlyBaseline ? ` ${B.onlyCurrent} cell(s) only in this study and ${B.onlyBaseline} only in the baseline are left out.` : ''} ${B.sharedDeals ? `The two studies replayed ${B.sharedDeals.toLocaleString('en')} of the same deals (same seeds): comparisons are paired on them.` : 'The two studies share no deal (different seeds): the comparisons are of independent samples.'}</p>`;
    const o = B.overall;
    body += `<p class="verdict${o.holds ? '' : ' none'}">Overall: ${pct(o.rate)} now vs ${pct(o.rateBase)} in the baseline, a change of ${pts(o.diff)} (95% CI ${pts(o.lo)} to ${pts(o.hi)}; Holm p ${pFmt(o.pHolm)}). ${o.holds ? 'The change holds.' : 'The data could not show a change overall.'}</p>`;
    for (const f of B.byFactor) {
      if (f.rows.length < 2) continue;
      const held = f.rows.filter((r) => r.holds).length;
      const noun = FACTOR_NOUN[f.factor as Factor | 'bot'] ?? f.label.toLowerCase();
      const which = f.rows.filter((r) => r.holds).map((r) => `<b>${esc(r.key)}</b> ${pts(r.diff)} (95% CI ${pts(r.lo).replace(' pts', '')} to ${pts(r.hi)})`);
      body += chart(`chart-baseline-${f.factor}`, `Change in win rate per ${noun}`, C.deltaChart(f.rows, f.label, noun))
        + `<p class="verdict${held ? '' : ' none'}">${held ? `${held} of ${f.rows.length} changes hold after Holm's correction: ${which.join('; ')}.` : `The data could not show a change for any ${esc(noun)} (${f.rows.length} compared).`}</p>`;
    }
    if (B.cells.length) body += `<details class="pairs"><summary>Every matched cell (${B.cells.length})</summary>${deltaTable(B.cells, 'Cell')}</details>`;
    sections.push({ id: 'baseline', title: 'Against the baseline', body });
  }
  // 10: cells and study
  sections.push({ id: 'cells', title: 'Every cell', body: cellsHtml(d) });
  sections.push({
    id: 'study', title: 'The study',
    body: d.sources.dirs.map((dir, i) => manifestHtml(dir, d.sources.manifests[i] ?? null)).join('\n')
      + (opts.command ? `<p><b>This report:</b> <code class="cmd">${esc(opts.command)}</code></p>` : '')
      + (d.sources.duplicates ? `<p>${d.sources.duplicates} games that appeared in more than one folder (same cell and seed) were counted once.</p>` : '')
      + (d.sources.errors ? `<p class="warn">${d.sources.errors} game(s) threw or passed the step cap (errors.jsonl) and are not in these tables.</p>` : ''),
  });
  sections.push({ id: 'methods', title: 'Methods', body: methods(d) });

  const libs = libraryScripts();
  const varying = (Object.keys(d.varies) as (keyof typeof d.varies)[]).filter((k) => d.varies[k]).map((k) => FACTOR_LABEL[k].toLowerCase());
  const aliases = Object.entries(d.botAliases);
  const botList = bots.map((b) => `<code>${esc(b)}</code>${d.botAliases[b] ? ` (= ${d.botAliases[b]!.slice(1).map((x) => `<code>${esc(x)}</code>`).join(', ')})` : ''}`).join(', ');
  const rateLine = (o: ReportData['overall'][number]) => `<b>${pct(o.rate)}</b> (95% interval ${interval(o.lo, o.hi)}; ${o.wins.toLocaleString('en')} wins, ${o.losses.toLocaleString('en')} losses, ${o.draws.toLocaleString('en')} draws)`;
  const won = d.overall.length === 1
    ? `Players won ${rateLine(d.overall[0]!)}${d.overall[0]!.cells > 1 ? ', each cell counting once' : ''}.`
    : `Players won, each cell counting once: ${d.overall.map((o) => `<span class="bot">${esc(o.bot)}</span> ${rateLine(o)}`).join('; ')}. No rate is given over all bots together: every statement below is for one bot.`;
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval'; style-src 'unsafe-inline'; img-src data: blob:; font-src data:">
<meta name="generator" content="legendary-lab ${esc(opts.toolVersion ?? '')}; vega ${libs.map((l) => `${l.name} ${l.version}`).join(', ')}">
<title>${esc(d.title)}</title>
<style>${CSS}</style>
</head>
<body>
<header>
<h1>${esc(d.title)}</h1>
${d.description ? `<p class="description">${esc(d.description)}</p>` : ''}
<p class="summary"><b>${d.games.toLocaleString('en')}</b> games in <b>${d.cells}</b> cell${d.cells === 1 ? '' : 's'}; bot${bots.length === 1 ? '' : 's'}: ${botList}.
${won}
${varying.length ? `Factors that vary: ${esc(varying.join(', '))}.` : 'No factor varies: one setup.'}</p>
${aliases.length ? `<p class="note">${aliases.map(([, all]) => `${all.map((b) => `<code>${esc(b)}</code>`).join(', ')} won and lost exactly the same deals`).join('; ')}: the data cannot tell them apart, so each group is analysed once, under its first name, and what the report says of it holds for each.</p>` : ''}
<p class="note">This report makes ${count(d.claims.family, 'claim')} (“A is harder than B”, “X lowers the win rate”, …) and states the ${d.claims.held} that hold after Holm's correction over all of them: the chance that even one stated claim is false is at most ${d.alpha * 100}%. Every other comparison is reported as “the data could not show a difference”, which is not evidence that there is none. Intervals are 95% intervals, one at a time. Methods at the end.</p>
<nav><ol>${sections.map((s) => `<li><a href="#${s.id}">${esc(s.title)}</a></li>`).join('')}</ol></nav>
</header>
<main>
${sections.map((s, i) => `<section id="${s.id}"><h2>${i + 1}. ${esc(s.title)}</h2>\n${s.body}\n</section>`).join('\n')}
</main>
<footer>Made by Legendary Lab ${esc(opts.toolVersion ?? '')} with ${libs.map((l) => `${l.name} ${l.version}`).join(', ')} (inlined; this file needs no network).</footer>
${libs.map((l) => `<script>/* ${l.name} ${l.version} */\n${scriptSafe(l.code)}\n</script>`).join('\n')}
<script type="application/json" id="report-charts">${jsonSafe(charts.map((c) => ({ id: c.id, spec: c.spec })))}</script>
<script>${scriptSafe(PAGE_JS)}</script>
</body>
</html>
`;
  return { html, charts };
}

function cellsHtml(d: ReportData): string {
  // the game's own names: a Marvel Champions cell's villain, mode and modular set sit in Legendary's slots
  const L = wordsFor(d.game).label;
  const cols = [['mastermind', L.mastermind], ['scheme', L.scheme], ['players', L.players], ['bot', L.bot], ['challenges', L.challenges]] as const;
  const turns = d.game === 'champions' ? 'rounds' : 'turns';
  const shown = cols.filter(([k]) => new Set(d.cellTable.map((c) => c[k])).size > 1);
  const fixed = cols.filter(([k]) => !shown.some(([s]) => s === k) && d.cellTable.length > 0)
    .map(([k, label]) => `${label.toLowerCase()} <b>${esc(d.cellTable[0]![k])}</b>`);
  // cells the factor columns do not tell apart (e.g. they differ in fixed heroes): show the cell id too
  const seen = new Set<string>();
  let collide = false;
  for (const c of d.cellTable) { const k = shown.map(([f]) => c[f]).join('\u0001'); if (seen.has(k)) collide = true; seen.add(k); }
  const small = d.cellTable.filter((c) => c.n < 30).length;
  return `<p class="how">One row per combination of factors${fixed.length ? `; in every cell: ${fixed.join(', ')}` : ''}. Click a column heading to sort.${small ? ` ${small} cell(s) have fewer than 30 games; their intervals are wide.` : ''}</p>
<div class="scroll"><table class="sortable cells"><thead><tr>${collide ? '<th>Cell</th>' : ''}${shown.map(([, l]) => `<th>${l}</th>`).join('')}<th data-type="num">games</th><th data-type="num">wins</th><th data-type="num">losses</th><th data-type="num">draws</th><th data-type="num">win rate</th><th data-type="num">95% interval</th><th data-type="num">mean ${turns} (95%)</th><th>most common loss</th>${d.examples ? '<th>replays</th>' : ''}</tr></thead><tbody>
${d.cellTable.map((c) => `<tr>${collide ? `<td>${esc(c.cell)}</td>` : ''}${shown.map(([k]) => `<td class="f">${esc(c[k])}</td>`).join('')}<td data-v="${c.n}">${c.n}</td><td data-v="${c.wins}">${c.wins}</td><td data-v="${c.losses}">${c.losses}</td><td data-v="${c.draws}">${c.draws}</td><td data-v="${c.rate}">${pct(c.rate)}</td><td data-v="${c.lo}">${interval(c.lo, c.hi)}</td><td data-v="${c.meanTurns}">${c.meanTurns.toFixed(1)}${Number.isFinite(c.meanTurnsHalf) ? ` ± ${c.meanTurnsHalf.toFixed(1)}` : ''}</td><td class="cause">${esc(c.topLoss)}</td>${d.examples ? `<td class="replays">${(d.examples[c.cell] ?? []).map((x) => `<a href="${esc(x.href)}" title="replay game ${x.game} of this cell">${x.result === 'win' ? 'won' : x.result === 'loss' ? 'lost' : esc(x.result)} #${x.game}</a>`).join(' ')}</td>` : ''}</tr>`).join('\n')}
</tbody></table></div>`;
}

function methods(d: ReportData): string {
  return `<ul class="methods">
<li><b>The unit is the deal.</b> A game's seed fixes its deal (the shuffled decks and, when drawn at random, the heroes and villains). Cells that differ only in the bot or the challenge modes replay the same deals, so their games are not independent; every interval and test here counts a deal once, however many cells replayed it (deal-clustered variance), and compares two things on the deals they share where it can.</li>
<li><b>A win rate</b> is wins divided by games; draws count as games not won. A cell's 95% interval is Wilson's score interval. A rate over several cells (a mastermind over the schemes, a challenge mode over the setups) is the <i>average of the cells' rates, each cell counting once</i>: the win rate the study's design describes, whatever number of games each cell happened to play (adaptive sampling plays more games where a cell is near 50%). Its interval is Wilson's at the effective number of games n* = p(1 − p) / variance, with the variance clustered by deal (each cell's part scaled by n/(n − 1), so that it is unbiased for independent games). Loss-cause shares are pooled the same way; mean turns carry a normal-approximation interval.</li>
<li><b>Comparing two rates.</b> Two single cells that replayed the same deals (two bots, two challenge modes, a study and a baseline with the same seeds) are compared on the deals both played: McNemar's exact test and Tango's score interval for the paired difference. Anything else is compared with MOVER (Zou and Donner): the two rates' intervals are combined with the correlation the shared deals give them; with independent cells it is Newcombe's hybrid score interval. Its p-value is the smallest level at which that interval leaves out zero, so a claim and its interval always agree.</li>
<li><b>One error rate for the whole report.</b> Every claim (each pair of levels for each bot, each bot pair, each bot pair on each setup, each hero and villain-group effect, heterogeneity and average, each baseline change) is one hypothesis in a single family of ${d.claims.family}; Holm's step-down procedure over all of them keeps the chance that any stated claim is false at or below ${d.alpha}. A comparison that does not hold is reported as “could not show”: the study may be too small, not the effect zero.</li>
<li><b>Bots.</b> Every claim is for one bot (“for heuristic: …”); no rate or comparison is pooled over bots, except the average effect of a hero or villain group, which is shown only where a test of heterogeneity (do the bots' effects differ? Wald χ² with the deal-clustered covariance of the per-bot effects) gave no sign of a difference even before correction. Bots that won and lost exactly the same deals are analysed once.</li>
<li><b>Hero and villain-group impact</b> is the win rate of games with the group minus games without it, compared inside each cell, so the estimate reads “compared with a random other group of its kind in its place”. Cells where a group is always or never present (the villain group a mastermind always leads) carry no information and are left out; each other cell counts once.</li>
<li><b>Baseline.</b> Cells are matched on the factors that vary in either study; a factor fixed in both (say, the bot when two bot policies are compared) is left out of the match. Only matched cells are compared; bots are not grouped here.</li>
<li><b>Skill ladder.</b> Spearman's ρ between two bots' setup win rates has a 95% percentile interval from a bootstrap that redraws deals within each group of cells that share them (it reflects the luck of the deals on these setups, not the choice of setups). The reversal table lists setups where the bot that is weaker overall won more often; a reversal holds only after the report-wide correction.</li>
<li><b>Adaptive sampling.</b> When a spec plays each cell until its interval is narrow enough, the number of games depends on the results. Averaging cells with equal weights keeps the pooled rates from favouring the cells that played more; the intervals assume a fixed number of games and are slightly optimistic for a cell that stopped early on a lucky run.</li>
</ul>`;
}

const CSS = `
:root { --fg: #1d1d1f; --muted: #5f6368; --line: #dadce0; --accent: #1f3b63; --bg-soft: #f6f8fa; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 1040px; padding: 24px 28px 48px; color: var(--fg);
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
h1 { font-size: 26px; margin: 0 0 8px; }
h2 { font-size: 20px; margin: 36px 0 8px; padding-top: 8px; border-top: 2px solid var(--line); }
h3 { font-size: 16px; margin: 20px 0 6px; }
code { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--bg-soft); padding: 1px 4px; border-radius: 3px; }
code.cmd { display: inline-block; white-space: pre-wrap; word-break: break-all; }
pre { font: 12px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--bg-soft); padding: 10px; overflow-x: auto; border-radius: 4px; }
.summary { font-size: 16px; }
.description { font-style: italic; margin-top: 0; }
.note, .how { color: var(--muted); }
.note { border-left: 4px solid var(--accent); padding: 4px 12px; background: var(--bg-soft); }
nav ol { columns: 2; margin: 8px 0; padding-left: 22px; }
nav a { color: var(--accent); }
figure.chart { margin: 12px 0 4px; }
figure.chart figcaption { display: none; }
.vis { min-height: 40px; }
.verdict { margin: 8px 0; padding: 6px 12px; border-left: 4px solid #d62728; background: #fdf3f3; }
.verdict.none { border-left-color: #7f7f7f; background: var(--bg-soft); }
.verdict ul { margin: 4px 0; padding-left: 20px; }
.more, .warn, .ci { color: var(--muted); font-size: 13px; }
.muted { color: var(--muted); }
.tag { display: inline-block; font-size: 0.8em; padding: 0 0.4em; border-radius: 0.3em; background: #fde9c8; color: #7a4a00; font-weight: 600; }
.verdict .bot { font-weight: 600; }
.verdict li { margin-bottom: 3px; }
.verdict p { margin: 4px 0; }
.chain { font-size: 15px; }
.chain .lt { color: #d62728; font-weight: bold; padding: 0 2px; }
.chain .approx { color: var(--muted); padding: 0 2px; }
.warn { color: #b3261e; }
details.pairs { margin: 8px 0; }
details summary { cursor: pointer; color: var(--accent); }
table { border-collapse: collapse; font-size: 13px; margin: 8px 0; }
th, td { padding: 3px 8px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
thead th { background: var(--bg-soft); position: sticky; top: 0; }
table.sortable thead th { cursor: pointer; user-select: none; white-space: nowrap; }
table.sortable thead th[aria-sort="ascending"]::after { content: " ▲"; }
table.sortable thead th[aria-sort="descending"]::after { content: " ▼"; }
td[data-v] { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
td.f { min-width: 90px; }
td.setup { min-width: 260px; }
td.cause { min-width: 200px; }
.scroll { max-height: 640px; overflow: auto; border: 1px solid var(--line); }
table.facts th { width: 180px; color: var(--muted); font-weight: normal; }
ul.methods li { margin-bottom: 6px; }
footer { margin-top: 40px; color: var(--muted); font-size: 12px; }
.chart-error { color: #b3261e; font-weight: bold; }
@media print {
  body { max-width: none; padding: 0; font-size: 11pt; }
  nav, details.pairs summary, .vega-embed .vega-actions, .vega-embed summary { display: none !important; }
  section { break-inside: auto; }
  figure.chart, .verdict, h2, h3 { break-inside: avoid; }
  h2 { break-after: avoid; }
  .scroll { max-height: none; overflow: visible; border: none; }
  details:not([open]) { display: none; }
}
`;

const PAGE_JS = `
(function () {
  var charts = JSON.parse(document.getElementById('report-charts').textContent);
  var opts = { renderer: 'svg', actions: { export: true, source: false, compiled: false, editor: false } };
  var jobs = charts.map(function (c) {
    var el = document.getElementById(c.id);
    return vegaEmbed(el, c.spec, Object.assign({ downloadFileName: c.id.replace(/^chart-/, '') }, opts))
      .catch(function (err) {
        console.error('chart ' + c.id + ' failed: ' + err);
        el.innerHTML = '<p class="chart-error">This chart failed to render: ' + String(err).replace(/</g, '&lt;') + '</p>';
        throw err;
      });
  });
  Promise.allSettled(jobs).then(function (r) {
    document.body.setAttribute('data-charts', String(r.filter(function (x) { return x.status === 'fulfilled'; }).length) + '/' + r.length);
  });

  function key(td, num) {
    if (!td) return num ? -Infinity : '';
    if (num) { var v = parseFloat(td.getAttribute('data-v')); return isNaN(v) ? -Infinity : v; }
    return td.textContent.trim().toLowerCase();
  }
  Array.prototype.forEach.call(document.querySelectorAll('table.sortable'), function (table) {
    var ths = table.tHead.rows[0].cells;
    Array.prototype.forEach.call(ths, function (th, col) {
      th.setAttribute('title', 'sort');
      th.addEventListener('click', function () {
        var num = th.getAttribute('data-type') === 'num';
        var dir = th.getAttribute('aria-sort') === 'ascending' ? -1 : 1;
        Array.prototype.forEach.call(ths, function (h) { h.removeAttribute('aria-sort'); });
        th.setAttribute('aria-sort', dir === 1 ? 'ascending' : 'descending');
        var body = table.tBodies[0];
        var rows = Array.prototype.slice.call(body.rows);
        rows.sort(function (a, b) {
          var x = key(a.cells[col], num), y = key(b.cells[col], num);
          return (x < y ? -1 : x > y ? 1 : 0) * dir;
        });
        rows.forEach(function (r) { body.appendChild(r); });
      });
    });
  });
})();
`;
