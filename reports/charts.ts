// Vega-Lite specifications for the report's charts. Data is pre-aggregated (never one row per game),
// so a report of a million games stays small.

import type { BaselineComparison, CauseRow, CrossRow, DeltaRow, FactorTable, HistRow, ImpactTable, ProgressImpactRow, SkillDepthRow } from './aggregate.js';
import { naturalCompare } from './aggregate.js';

export type Spec = Record<string, unknown>;

const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';
const WIDTH = 560;
const BOT_COLORS = 'tableau10';
const RESULT_COLORS = { domain: ['win', 'draw', 'loss'], range: ['#2e7d32', '#9e9e9e', '#c62828'] };

/** "12.3%" */
export function pct(x: number, digits = 1): string {
  return Number.isFinite(x) ? `${(x * 100).toFixed(digits)}%` : 'n/a';
}
/** "3.1–8.2%" */
export function interval(lo: number, hi: number, digits = 1): string {
  return `${(lo * 100).toFixed(digits)}–${(hi * 100).toFixed(digits)}%`;
}
/** signed percentage points: "+4.2 pts" */
export function pts(x: number, digits = 1): string {
  const v = Math.abs(x * 100).toFixed(digits);
  const zero = v === (0).toFixed(digits);
  return `${zero ? '' : x > 0 ? '+' : '\u2212'}${v} pts`;
}

/** Upper end of a rate axis: the largest interval end, rounded up to a tenth (at least 10%). */
function rateMax(his: number[]): number {
  const m = Math.max(0.1, ...his);
  return Math.min(1, Math.ceil(m * 10 - 1e-9) / 10);
}

function base(description: string, title?: string): Spec {
  return {
    $schema: SCHEMA, description,
    ...(title ? { title: { text: title, anchor: 'start', fontSize: 14, offset: 10 } } : {}),
    config: {
      font: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      axis: { labelFontSize: 12, titleFontSize: 12, labelLimit: 260 },
      legend: { labelFontSize: 12, titleFontSize: 12, labelLimit: 320 },
      header: { labelFontSize: 13, titleFontSize: 13, labelFontWeight: 'bold' },
      view: { stroke: null },
    },
  };
}

/**
 * Win rate per level of a factor with 95% intervals, hardest at the top, one colour per bot.
 */
export function levelChart(t: FactorTable): Spec {
  const multi = t.bots.length > 1;
  const values = t.rows.map((r) => ({
    level: r.level, bot: r.bot, rate: r.rate, lo: r.lo, hi: r.hi, n: r.n, wins: r.wins, cells: r.cells, nEff: Math.round(r.nEff),
    interval: interval(r.lo, r.hi), topLoss: r.topLoss || '—',
  }));
  const xmax = rateMax(t.rows.map((r) => r.hi));
  const tooltip = [
    { field: 'level', title: t.label }, ...(multi ? [{ field: 'bot', title: 'Bot' }] : []),
    { field: 'rate', title: 'win rate', format: '.1%' }, { field: 'interval', title: '95% interval' },
    { field: 'wins', title: 'wins' }, { field: 'n', title: 'games' }, { field: 'cells', title: 'cells (each counts once)' },
    { field: 'nEff', title: 'effective independent games' }, { field: 'topLoss', title: 'most common loss' },
  ];
  return {
    ...base(`Win rate per ${t.noun}`, `Win rate per ${t.noun}, ${t.factor === 'bot' ? 'weakest' : 'hardest'} first`),
    // with yOffset the step is the height of one bot's row inside a level's band
    width: WIDTH, height: { step: multi ? 13 : 24 },
    data: { values },
    encoding: {
      y: { field: 'level', type: 'nominal', sort: t.order, title: null },
      ...(multi ? { yOffset: { field: 'bot', type: 'nominal', sort: t.bots }, color: { field: 'bot', type: 'nominal', title: 'Bot', sort: t.bots, scale: { scheme: BOT_COLORS } } } : {}),
    },
    layer: [
      {
        mark: { type: 'rule', strokeWidth: 2.5, ...(multi ? {} : { color: '#4c78a8' }) },
        encoding: {
          x: { field: 'lo', type: 'quantitative', scale: { domain: [0, xmax] }, axis: { format: '.0%' }, title: 'win rate, with 95% interval' },
          x2: { field: 'hi' }, tooltip,
        },
      },
      {
        mark: { type: 'point', filled: true, size: 80, opacity: 1, ...(multi ? {} : { color: '#1f3b63' }) },
        encoding: { x: { field: 'rate', type: 'quantitative' }, tooltip },
      },
    ],
  };
}

/** Heatmap of win rate over two factors (x: columns, y: rows), one panel per bot. */
export function heatmap(rows: CrossRow[], xLabel: string, yLabel: string, xOrder: string[], yOrder: string[], bots: string[]): Spec {
  const multi = bots.length > 1;
  const values = rows.map((r) => ({
    x: r.x, y: r.y, bot: r.bot, rate: r.rate, n: r.n, wins: r.wins, interval: interval(r.lo, r.hi),
    topLoss: r.topLoss ? `${r.topLoss} (${pct(r.topLossShare, 0)} of losses)` : '—',
    label: pct(r.rate, 0),
  }));
  const dmax = rateMax(rows.map((r) => r.rate));
  const tooltip = [
    { field: 'y', title: yLabel }, { field: 'x', title: xLabel }, ...(multi ? [{ field: 'bot', title: 'Bot' }] : []),
    { field: 'rate', title: 'win rate', format: '.1%' }, { field: 'interval', title: '95% interval' },
    { field: 'n', title: 'games' }, { field: 'topLoss', title: 'most common loss' },
  ];
  const step = Math.max(64, Math.min(110, Math.floor(640 / Math.max(1, xOrder.length))));
  const inner = {
    width: { step },
    height: { step: 30 },
    encoding: {
      x: { field: 'x', type: 'nominal', sort: xOrder, title: xLabel, axis: { labelAngle: 0, orient: 'top', labelLimit: 110 } },
      y: { field: 'y', type: 'nominal', sort: yOrder, title: null },
    },
    layer: [
      {
        mark: { type: 'rect', stroke: 'white', strokeWidth: 1 },
        encoding: {
          color: { field: 'rate', type: 'quantitative', title: 'win rate', scale: { scheme: 'orangered', reverse: true, domain: [0, dmax] }, legend: { format: '.0%' } },
          tooltip,
        },
      },
      {
        mark: { type: 'text', fontSize: 12 },
        encoding: {
          text: { field: 'label' },
          color: { condition: { test: `datum.rate < ${dmax / 2}`, value: 'white' }, value: 'black' },
          tooltip,
        },
      },
    ],
  };
  const spec: Spec = { ...base(`Win rate by ${yLabel.toLowerCase()} and ${xLabel.toLowerCase()}`, `Win rate: ${yLabel.toLowerCase()} (rows) × ${xLabel.toLowerCase()} (columns)`), data: { values } };
  if (!multi) return { ...spec, ...inner };
  // panels wrap so that the page stays about 800 px wide
  const columns = Math.max(1, Math.min(bots.length, Math.floor(560 / (step * xOrder.length + 30))));
  return { ...spec, facet: { field: 'bot', type: 'nominal', title: 'Bot', sort: bots }, columns, spec: inner, resolve: { scale: { color: 'shared' } } };
}

/** Win rate per bot for each level of a factor: one line per level across the bots (a ladder). */
export function ladderChart(t: FactorTable, botOrder: string[]): Spec {
  const values = t.rows.map((r) => ({ level: r.level, bot: r.bot, rate: r.rate, lo: r.lo, hi: r.hi, n: r.n, interval: interval(r.lo, r.hi) }));
  const tooltip = [
    { field: 'level', title: t.label }, { field: 'bot', title: 'Bot' }, { field: 'rate', title: 'win rate', format: '.1%' },
    { field: 'interval', title: '95% interval' }, { field: 'n', title: 'games' },
  ];
  const ymax = rateMax(t.rows.map((r) => r.hi));
  return {
    ...base(`Win rate per bot for each ${t.noun}`, `Win rate per bot for each ${t.noun}`),
    width: WIDTH, height: 260,
    data: { values },
    encoding: {
      x: { field: 'bot', type: 'nominal', sort: botOrder, title: 'Bot (weakest to strongest overall)', axis: { labelAngle: 0 } },
      color: { field: 'level', type: 'nominal', title: t.label, sort: t.order, scale: { scheme: 'tableau10' } },
    },
    layer: [
      { mark: { type: 'line', strokeWidth: 1.5 }, encoding: { y: { field: 'rate', type: 'quantitative', scale: { domain: [0, ymax] }, axis: { format: '.0%' }, title: 'win rate, with 95% interval' } } },
      // each level's 95% interval (translucent, so overlapping bars stay readable)
      { mark: { type: 'rule', strokeWidth: 4, opacity: 0.35 }, encoding: { y: { field: 'lo', type: 'quantitative' }, y2: { field: 'hi' }, tooltip } },
      { mark: { type: 'point', filled: true, size: 60 }, encoding: { y: { field: 'rate', type: 'quantitative' }, tooltip } },
    ],
  };
}

/** Win rate against the player count, with intervals, one line per bot. */
export function playersChart(t: FactorTable): Spec {
  const multi = t.bots.length > 1;
  const values = t.rows.map((r) => ({ level: r.level, bot: r.bot, rate: r.rate, lo: r.lo, hi: r.hi, n: r.n, interval: interval(r.lo, r.hi) }));
  const tooltip = [
    { field: 'level', title: 'Players' }, ...(multi ? [{ field: 'bot', title: 'Bot' }] : []),
    { field: 'rate', title: 'win rate', format: '.1%' }, { field: 'interval', title: '95% interval' }, { field: 'n', title: 'games' },
  ];
  const ymax = rateMax(t.rows.map((r) => r.hi));
  const color = multi ? { color: { field: 'bot', type: 'nominal', title: 'Bot', sort: t.bots, scale: { scheme: BOT_COLORS } } } : {};
  return {
    ...base('Win rate by player count', 'Win rate by player count'),
    width: WIDTH, height: 260,
    data: { values },
    encoding: {
      x: { field: 'level', type: 'ordinal', sort: t.order, title: 'Players', axis: { labelAngle: 0 } },
      ...(multi ? { xOffset: { field: 'bot', type: 'nominal', sort: t.bots } } : {}),
      ...color,
    },
    layer: [
      { mark: { type: 'rule', strokeWidth: 2.5, ...(multi ? {} : { color: '#4c78a8' }) }, encoding: { y: { field: 'lo', type: 'quantitative', scale: { domain: [0, ymax] }, axis: { format: '.0%' }, title: 'win rate, with 95% interval' }, y2: { field: 'hi' }, tooltip } },
      { mark: { type: 'point', filled: true, size: 80, opacity: 1, ...(multi ? {} : { color: '#1f3b63' }) }, encoding: { y: { field: 'rate', type: 'quantitative' }, tooltip } },
    ],
  };
}

/** Loss causes stacked per scheme (share of that scheme's games), one panel per bot. */
export function lossCauseChart(rows: CauseRow[], schemeOrder: string[], bots: string[]): Spec {
  const multi = bots.length > 1;
  const values = rows.map((r) => ({ ...r, shareText: `${pct(r.share)} (95% interval ${interval(r.lo, r.hi)})` }));
  const causes = [...new Set(rows.map((r) => r.cause))].sort(naturalCompare);
  const tooltip = [
    { field: 'scheme', title: 'Scheme' }, ...(multi ? [{ field: 'bot', title: 'Bot' }] : []),
    { field: 'fullCause', title: 'cause' }, { field: 'count', title: 'games lost this way' },
    { field: 'games', title: 'games with this scheme' }, { field: 'shareText', title: 'share of games' },
  ];
  const inner = {
    width: multi ? 260 : WIDTH,
    height: { step: 24 },
    mark: { type: 'bar' },
    encoding: {
      y: { field: 'scheme', type: 'nominal', sort: schemeOrder, title: null },
      x: { field: 'share', type: 'quantitative', stack: 'zero', axis: { format: '.0%' }, title: 'share of games lost, by cause', scale: { domain: [0, 1] } },
      color: { field: 'cause', type: 'nominal', title: 'Loss cause', sort: causes, scale: { scheme: causes.length > 10 ? 'tableau20' : 'tableau10' } },
      order: { field: 'count', type: 'quantitative', sort: 'descending' },
      tooltip,
    },
  };
  const spec: Spec = { ...base('Why players lose: loss causes per scheme', 'Share of games lost, by cause, per scheme'), data: { values } };
  if (!multi) return { ...spec, ...inner, config: { ...(spec.config as object), legend: { orient: 'bottom', columns: 2, labelLimit: 320 } } };
  return { ...spec, facet: { field: 'bot', type: 'nominal', title: 'Bot', sort: bots }, columns: 2, spec: inner, config: { ...(spec.config as object), legend: { orient: 'bottom', columns: 2, labelLimit: 320 } } };
}

/** Histogram (pre-binned) stacked by result, one row of panels per bot. */
export function histogramChart(rows: HistRow[], title: string, axisTitle: string, bots: string[]): Spec {
  const multi = bots.length > 1;
  const width = rows.length ? rows[0]!.to - rows[0]!.from : 1;
  const values = rows.map((r) => ({ ...r, range: width === 1 ? String(r.from) : `${r.from}–${r.to - 1}` }));
  const tooltip = [
    ...(multi ? [{ field: 'bot', title: 'Bot' }] : []), { field: 'range', title: axisTitle },
    { field: 'result', title: 'result' }, { field: 'count', title: 'games' },
  ];
  const inner = {
    width: WIDTH, height: 150,
    mark: { type: 'bar', stroke: 'white', strokeWidth: 0.5 },
    encoding: {
      x: { field: 'from', type: 'quantitative', bin: { binned: true, step: width }, title: axisTitle, axis: { format: 'd', labelOverlap: true } },
      x2: { field: 'to' },
      y: { field: 'count', type: 'quantitative', stack: 'zero', title: 'games' },
      color: { field: 'result', type: 'nominal', title: 'Result', scale: RESULT_COLORS },
      tooltip,
    },
  };
  const spec: Spec = { ...base(title, title), data: { values } };
  if (!multi) return { ...spec, ...inner };
  return { ...spec, facet: { row: { field: 'bot', type: 'nominal', title: 'Bot', sort: bots } }, spec: inner, resolve: { scale: { y: 'independent' } } };
}

/**
 * An effect chart's axis: the symmetric range in steps of 5 points that holds every interval (at least ±5 points),
 * and the names ordered by their mean effect over the bots.
 */
function effectAxis(rows: readonly { name: string; diff: number; lo: number; hi: number }[]): { lim: number; order: string[] } {
  const m = Math.max(0.05, ...rows.map((r) => Math.max(Math.abs(r.lo), Math.abs(r.hi))));
  const mean = new Map<string, number[]>();
  for (const r of rows) (mean.get(r.name) ?? mean.set(r.name, []).get(r.name)!).push(r.diff);
  const avg = (n: string) => mean.get(n)!.reduce((a, b) => a + b, 0) / mean.get(n)!.length;
  return { lim: Math.min(1, Math.ceil(m * 20 - 1e-9) / 20), order: [...mean.keys()].sort((a, b) => avg(a) - avg(b) || naturalCompare(a, b)) };
}

/** An effect per name (and bot, offset within the name's row when several): its 95% interval as a rule, a point, a dashed rule at 0. */
function effectSpec(o: {
  title: string; description: string; values: Record<string, unknown>[]; order: string[]; bots: string[]; lim: number; xTitle: string;
  /** the colour encoding and anything beside it (an opacity) */
  color: Record<string, unknown>; tooltip: Record<string, unknown>[];
}): Spec {
  const multi = o.bots.length > 1;
  return {
    ...base(o.title, o.description),
    width: WIDTH, height: { step: multi ? 12 : 20 },
    data: { values: o.values },
    encoding: { y: { field: 'name', type: 'nominal', sort: o.order, title: null }, ...(multi ? { yOffset: { field: 'bot', type: 'nominal', sort: o.bots } } : {}) },
    layer: [
      { mark: { type: 'rule', color: '#333', strokeDash: [4, 3] }, encoding: { x: { datum: 0, type: 'quantitative' } } },
      {
        mark: { type: 'rule', strokeWidth: 2.5 },
        encoding: {
          x: { field: 'lo', type: 'quantitative', scale: { domain: [-o.lim, o.lim] }, axis: { format: '+.0%' }, title: o.xTitle },
          x2: { field: 'hi' }, ...o.color, tooltip: o.tooltip,
        },
      },
      { mark: { type: 'point', filled: true, size: multi ? 45 : 70 }, encoding: { x: { field: 'diff', type: 'quantitative' }, ...o.color, tooltip: o.tooltip } },
    ],
  };
}

/**
 * Win-rate difference with vs without each hero / villain group (compared with a random other one in
 * its place), with intervals; one colour per bot when there are several, faded where the effect does
 * not hold after the report-wide correction.
 */
export function impactChart(t: ImpactTable, label: string): Spec {
  const bots = [...new Set(t.rows.map((r) => r.bot))].sort(naturalCompare);
  const multi = bots.length > 1;
  const values = t.rows.map((r) => ({
    name: r.name, bot: r.bot, diff: r.diff, lo: r.lo, hi: r.hi, verdict: r.holds ? 'holds after Holm' : 'not shown to differ from 0',
    rateWith: pct(r.rateWith), rateWithout: pct(r.rateWithout),
    nWith: r.nWith, nWithout: r.nWithout, interval: `${pts(r.lo)} to ${pts(r.hi)}`, diffText: pts(r.diff), pHolm: r.pHolm,
  }));
  const { lim, order } = effectAxis(t.rows);
  const tooltip = [
    { field: 'name', title: label }, ...(multi ? [{ field: 'bot', title: 'Bot' }] : []),
    { field: 'diffText', title: 'difference (with − without)' }, { field: 'interval', title: '95% interval' },
    { field: 'rateWith', title: 'win rate with' }, { field: 'nWith', title: 'games with' },
    { field: 'rateWithout', title: 'win rate without' }, { field: 'nWithout', title: 'games without' },
    { field: 'pHolm', title: 'Holm-adjusted p', format: '.3g' }, { field: 'verdict', title: 'verdict' },
  ];
  const verdictScale = { domain: ['holds after Holm', 'not shown to differ from 0'], range: ['#d62728', '#7f7f7f'] };
  const color = multi
    ? { field: 'bot', type: 'nominal', title: 'Bot', sort: bots, scale: { scheme: BOT_COLORS } }
    : { field: 'verdict', type: 'nominal', title: null, scale: verdictScale, legend: { orient: 'top' } };
  // several bots: colour is the bot, and an effect not shown to differ from 0 is faded
  const opacity = multi ? { opacity: { condition: { test: "datum.verdict === 'holds after Holm'", value: 1 }, value: 0.3 } } : {};
  return effectSpec({
    title: `Win-rate difference with vs without each ${label.toLowerCase()}`,
    description: `Win rate with each ${label.toLowerCase()} minus without it (vs a random other one)${multi ? '; faded: not shown to differ from 0' : ''}`,
    values, order, bots, lim, color: { color, ...opacity }, tooltip,
    xTitle: 'win-rate difference in the game vs not (95% interval, inside each cell)',
  });
}

/**
 * Marvel Champions: how far the heroes got with each hero (aspect, deck) in the team minus without it, with 95%
 * intervals, one colour per bot (descriptive: no verdicts).
 */
export function progressImpactChart(rows: ProgressImpactRow[], label: string): Spec {
  const bots = [...new Set(rows.map((r) => r.bot))].sort(naturalCompare);
  const multi = bots.length > 1;
  const values = rows.map((r) => ({
    name: r.name, bot: r.bot, diff: r.diff, lo: r.lo, hi: r.hi, diffText: pts(r.diff), interval: `${pts(r.lo)} to ${pts(r.hi)}`,
    meanWith: pct(r.meanWith), meanWithout: pct(r.meanWithout), nWith: r.nWith, nWithout: r.nWithout,
  }));
  const { lim, order } = effectAxis(rows);
  const tooltip = [
    { field: 'name', title: label }, ...(multi ? [{ field: 'bot', title: 'Bot' }] : []),
    { field: 'diffText', title: 'difference (with − without)' }, { field: 'interval', title: '95% interval' },
    { field: 'meanWith', title: 'progress with' }, { field: 'nWith', title: 'games with' },
    { field: 'meanWithout', title: 'progress without' }, { field: 'nWithout', title: 'games without' },
  ];
  const color = multi ? { field: 'bot', type: 'nominal', title: 'Bot', sort: bots, scale: { scheme: BOT_COLORS } } : { value: '#1f77b4' };
  return effectSpec({
    title: `How far the heroes got with vs without each ${label.toLowerCase()}`,
    description: `Mean progress with each ${label.toLowerCase()} in the team minus without it (vs a random other one)`,
    values, order, bots, lim, color: { color }, tooltip,
    xTitle: 'difference in how far the heroes got, in the team vs not (95% interval, inside each cell)',
  });
}

const HOLDS = 'holds after Holm', NOT_SHOWN = 'not shown to differ from 0';

/**
 * One difference per row (a point with its 95% interval as a rule, a dashed rule at 0), coloured by whether
 * it holds after Holm's correction: the baseline comparison and skill depth.
 */
function differenceChart(o: {
  title: string; values: Record<string, unknown>[]; y: string; x: string; order: string[]; domain: [number, number]; xTitle: string;
  tooltip: Record<string, unknown>[]; holdsColor: string; step: number; size: number;
}): Spec {
  const color = { field: 'verdict', type: 'nominal', title: null, scale: { domain: [HOLDS, NOT_SHOWN], range: [o.holdsColor, '#7f7f7f'] }, legend: { orient: 'top' } };
  return {
    ...base(o.title, o.title),
    width: WIDTH, height: { step: o.step },
    data: { values: o.values },
    encoding: { y: { field: o.y, type: 'nominal', sort: o.order, title: null } },
    layer: [
      { mark: { type: 'rule', color: '#333', strokeDash: [4, 3] }, encoding: { x: { datum: 0, type: 'quantitative' } } },
      { mark: { type: 'rule', strokeWidth: 2.5 }, encoding: { x: { field: 'lo', type: 'quantitative', scale: { domain: o.domain }, axis: { format: '+.0%' }, title: o.xTitle }, x2: { field: 'hi' }, color, tooltip: o.tooltip } },
      { mark: { type: 'point', filled: true, size: o.size, opacity: 1 }, encoding: { x: { field: o.x, type: 'quantitative' }, color, tooltip: o.tooltip } },
    ],
  };
}

/** Baseline comparison: change in win rate (this study − baseline) per level, with 95% intervals. */
export function deltaChart(rows: DeltaRow[], label: string, noun = label.toLowerCase()): Spec {
  const values = rows.map((r) => ({
    key: r.key, diff: r.diff, lo: r.lo, hi: r.hi, verdict: r.holds ? HOLDS : NOT_SHOWN,
    rate: pct(r.rate), rateBase: pct(r.rateBase), n: r.n, nBase: r.nBase, diffText: pts(r.diff), interval: `${pts(r.lo)} to ${pts(r.hi)}`, pHolm: r.pHolm,
  }));
  const m = Math.max(0.05, ...rows.map((r) => Math.max(Math.abs(r.lo), Math.abs(r.hi))));
  const lim = Math.min(1, Math.ceil(m * 20 - 1e-9) / 20);
  return differenceChart({
    title: `Change in win rate against the baseline, per ${noun}`, values, y: 'key', x: 'diff', order: rows.map((r) => r.key), domain: [-lim, lim],
    xTitle: 'change in win rate: this study − baseline (95% interval)', holdsColor: '#d62728', step: 22, size: 70,
    tooltip: [
      { field: 'key', title: label }, { field: 'diffText', title: 'change' }, { field: 'interval', title: '95% interval' },
      { field: 'rate', title: 'win rate now' }, { field: 'n', title: 'games now' }, { field: 'rateBase', title: 'win rate in baseline' },
      { field: 'nBase', title: 'games in baseline' }, { field: 'pHolm', title: 'Holm-adjusted p', format: '.3g' }, { field: 'verdict', title: 'verdict' },
    ],
  });
}

/** Skill depth per setup: the strongest bot's win rate minus the weakest's, with 95% intervals, deepest first. */
export function skillDepthChart(rows: SkillDepthRow[], weak: string, strong: string): Spec {
  const values = rows.map((r) => ({
    setup: r.setup, depth: r.depth, lo: r.lo, hi: r.hi, verdict: r.holds ? HOLDS : NOT_SHOWN,
    rateStrong: pct(r.rateStrong), rateWeak: pct(r.rateWeak), pairs: r.pairs, depthText: pts(r.depth),
    interval: `${pts(r.lo)} to ${pts(r.hi)}`, pHolm: r.pHolm,
  }));
  const lo = Math.min(0, ...rows.map((r) => r.lo)), hi = Math.max(0.05, ...rows.map((r) => r.hi));
  return differenceChart({
    title: `Skill depth per setup: ${strong} − ${weak}`, values, y: 'setup', x: 'depth', order: rows.map((r) => r.setup),
    domain: [Math.floor(lo * 20) / 20, Math.min(1, Math.ceil(hi * 20) / 20)],
    xTitle: `win rate of ${strong} − win rate of ${weak} (95% interval)`, holdsColor: '#1f77b4', step: 18, size: 60,
    tooltip: [
      { field: 'setup', title: 'Setup' }, { field: 'depthText', title: 'skill depth' }, { field: 'interval', title: '95% interval' },
      { field: 'rateStrong', title: `${strong} wins` }, { field: 'rateWeak', title: `${weak} wins` }, { field: 'pairs', title: 'deals both played' },
      { field: 'pHolm', title: 'Holm-adjusted p', format: '.3g' }, { field: 'verdict', title: 'verdict' },
    ],
  });
}

export type { BaselineComparison };

/** What-if variants against the printed game: change in win rate (variant − printed, paired on the deals), per variant and bot. */
export function changesChart(t: FactorTable): Spec {
  const multi = t.bots.length > 1;
  const rows = t.pairs.filter((p) => p.a === 'printed' || p.b === 'printed').map((p) => {
    const s = p.a === 'printed' ? -1 : 1; // diff is A − B; shown as variant − printed
    const [lo, hi] = s === 1 ? [p.lo, p.hi] : [-p.hi, -p.lo];
    const variant = p.a === 'printed' ? p.b : p.a;
    return { key: multi ? `${variant} (${p.bot})` : variant, variant, bot: p.bot, diff: s * p.diff, lo, hi, holds: p.holds, pHolm: p.pHolm, pairs: p.pairs, rate: s === 1 ? p.rateA : p.rateB, base: s === 1 ? p.rateB : p.rateA };
  });
  const order = t.order.filter((l) => l !== 'printed').flatMap((l) => rows.filter((r) => r.variant === l).map((r) => r.key));
  const m = Math.max(0.05, ...rows.map((r) => Math.max(Math.abs(r.lo), Math.abs(r.hi))));
  const lim = Math.min(1, Math.ceil(m * 20 - 1e-9) / 20);
  return differenceChart({
    title: 'Change in win rate against the printed game, per what-if variant', y: 'key', x: 'diff', order, domain: [-lim, lim],
    xTitle: 'change in win rate: variant − printed game, on the same deals (95% interval)', holdsColor: '#d62728', step: 22, size: 70,
    values: rows.map((r) => ({
      key: r.key, diff: r.diff, lo: r.lo, hi: r.hi, verdict: r.holds ? HOLDS : NOT_SHOWN, diffText: pts(r.diff), interval: `${pts(r.lo)} to ${pts(r.hi)}`,
      rate: pct(r.rate), base: pct(r.base), pairs: r.pairs ? String(r.pairs) : 'pooled cells (MOVER)', pHolm: r.pHolm,
    })),
    tooltip: [
      { field: 'key', title: 'Variant' }, { field: 'diffText', title: 'change' }, { field: 'interval', title: '95% interval' },
      { field: 'rate', title: 'win rate with the change' }, { field: 'base', title: 'win rate printed' }, { field: 'pairs', title: 'deals both played' },
      { field: 'pHolm', title: 'Holm-adjusted p', format: '.3g' }, { field: 'verdict', title: 'verdict' },
    ],
  });
}

/**
 * A sweep: win rate against the value of the one number the variants change, with 95% intervals, one line per
 * bot; the printed game, when played, as a dashed line. Null when the variants do not all change one number.
 */
export function sweepChart(t: FactorTable): Spec | null {
  const knob = sweepKnob(t.order);
  if (!knob) return null;
  const multi = t.bots.length > 1;
  const swept = (l: string) => l.startsWith(`${knob}=`) && /^\d+$/.test(l.slice(knob.length + 1));
  const values = t.rows.filter((r) => swept(r.level)).map((r) => ({
    value: Number(r.level.slice(knob.length + 1)), bot: r.bot, rate: r.rate, lo: r.lo, hi: r.hi, n: r.n, interval: interval(r.lo, r.hi),
  }));
  const printed = t.rows.filter((r) => r.level === 'printed').map((r) => ({ bot: r.bot, rate: r.rate }));
  const ymax = rateMax(t.rows.map((r) => r.hi));
  const color = multi ? { color: { field: 'bot', type: 'nominal', title: 'Bot', sort: t.bots, scale: { scheme: BOT_COLORS } } } : {};
  const tooltip = [
    { field: 'value', title: knob }, ...(multi ? [{ field: 'bot', title: 'Bot' }] : []),
    { field: 'rate', title: 'win rate', format: '.1%' }, { field: 'interval', title: '95% interval' }, { field: 'n', title: 'games' },
  ];
  const y = { field: 'rate', type: 'quantitative', scale: { domain: [0, ymax] }, axis: { format: '.0%' }, title: 'win rate, with 95% interval' };
  return {
    ...base(`Win rate against ${knob}`, `Win rate against ${knob}`),
    width: WIDTH, height: 260,
    layer: [
      { data: { values }, mark: { type: 'line', ...(multi ? {} : { color: '#4c78a8' }) }, encoding: { x: { field: 'value', type: 'quantitative', title: knob, axis: { tickMinStep: 1, format: 'd' }, scale: { zero: false } }, y, ...color } },
      { data: { values }, mark: { type: 'rule', strokeWidth: 2.5, ...(multi ? {} : { color: '#4c78a8' }) }, encoding: { x: { field: 'value', type: 'quantitative' }, y: { field: 'lo', type: 'quantitative' }, y2: { field: 'hi' }, ...color, tooltip } },
      { data: { values }, mark: { type: 'point', filled: true, size: 70, opacity: 1, ...(multi ? {} : { color: '#1f3b63' }) }, encoding: { x: { field: 'value', type: 'quantitative' }, y: { field: 'rate', type: 'quantitative' }, ...color, tooltip } },
      ...(printed.length ? [{ data: { values: printed }, mark: { type: 'rule', strokeDash: [4, 3], color: '#333' }, encoding: { y: { field: 'rate', type: 'quantitative' }, tooltip: [{ field: 'rate', title: 'printed game', format: '.1%' }] } }] : []),
    ],
  };
}

/**
 * The swept knob: the one number that two or more variants change on its own ("Loki.attack=8", "Loki.attack=9"),
 * when exactly one number is so varied; else null. Other variants (several changes at once) may sit beside it.
 */
export function sweepKnob(levels: readonly string[]): string | null {
  const count = new Map<string, number>();
  for (const l of levels) {
    if (l === 'printed' || l.includes('; ')) continue;
    const m = /^(.+)=(\d+)$/.exec(l);
    if (m) count.set(m[1]!, (count.get(m[1]!) ?? 0) + 1);
  }
  const knobs = [...count].filter(([, n]) => n >= 2).map(([k]) => k);
  return knobs.length === 1 ? knobs[0]! : null;
}

/** Held-out check of a points model: observed against predicted win rate in bins of the prediction, with the diagonal. */
export function pointsCalibrationChart(bins: { from: number; to: number; cells: number; games: number; predicted: number; observed: number }[], bot: string): Spec {
  const values = bins.map((b) => ({ ...b, bin: `${pct(b.from, 0)}–${pct(b.to, 0)}`, pText: pct(b.predicted), oText: pct(b.observed) }));
  const axis = { format: '.0%' };
  return {
    ...base(`Held-out check of the points model for ${bot}`, `Held-out cells: observed against predicted win rate (${bot})`),
    width: 320, height: 320,
    layer: [
      { data: { values: [{ x: 0, y: 0 }, { x: 1, y: 1 }] }, mark: { type: 'line', color: '#999', strokeDash: [4, 3] }, encoding: { x: { field: 'x', type: 'quantitative', scale: { domain: [0, 1] }, axis, title: 'predicted win rate' }, y: { field: 'y', type: 'quantitative', scale: { domain: [0, 1] }, axis, title: 'observed win rate' } } },
      {
        data: { values }, mark: { type: 'point', filled: true, opacity: 1, color: '#1f3b63' },
        encoding: {
          x: { field: 'predicted', type: 'quantitative' }, y: { field: 'observed', type: 'quantitative' }, size: { field: 'games', type: 'quantitative', title: 'games', legend: { orient: 'bottom' } },
          tooltip: [{ field: 'bin', title: 'predicted' }, { field: 'pText', title: 'mean predicted' }, { field: 'oText', title: 'observed' }, { field: 'cells', title: 'held-out cells' }, { field: 'games', title: 'games' }],
        },
      },
    ],
  };
}
