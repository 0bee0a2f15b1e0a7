// The replay viewer: a recorded Legendary game (its setup, seed and chosen option indices) replayed step by step
// into one self-contained, offline HTML page: the board at every decision (city, HQ, Mastermind, scheme, piles,
// each player's cards), the decision with its options and the one taken, a timeline to step by decision or
// turn, and a small chart of victory points, twists, escapes and Wounds over the turns. Cards show their
// names, printed numbers and our own summaries, never card text.

import { readFileSync } from 'node:fs';
import { board, cardFace, choose, decision, describeOption, newGame, traceHash, type Board, type Game, type SetupOptions } from '../engine/legendary/index.js';
import { PlayerView } from '../engine/legendary/observe.js';
import type { Agent, AgentReason } from '../agents/agent.js';
import { makeAgents } from '../agents/registry.js';
import * as C from '../engine/champions/index.js';
import { ChampionsView, makeChampionsAgent, type ChampionsAgent } from '../agents/champions/index.js';

/** The "format" of a page's data: a page of ours holds it (isViewerPage). */
export const VIEWER_FORMAT = 'legendary-replay-view/1';

/** Whether a file is a replay page this viewer wrote (a page holds its data, format included). */
export function isViewerPage(path: string): boolean {
  try { return readFileSync(path, 'utf8').includes(`"format":"${VIEWER_FORMAT}"`); } catch { return false; }
}

/** Whether a parsed JSON value has a record's shape: a setup object and whole-number choices. */
export function isRecord(x: unknown): x is ReplayRecord {
  const r = x as Partial<ReplayRecord> | null;
  return !!r && typeof r === 'object' && !!r.setup && typeof r.setup === 'object' && Array.isArray(r.choices) && r.choices.every((c) => Number.isInteger(c));
}

export interface ReplayRecord {
  /** a Legendary setup, or a Marvel Champions one (it names a villain) */
  setup: SetupOptions | C.SetupOptions;
  choices: number[];
  /** the bot spec(s) that chose, for the page's header */
  bot?: string | string[];
  /** a heading for the page (default: the Mastermind and the scheme) */
  title?: string;
}

export interface ViewerDecision {
  player: number; kind: string; reason: string; options: string[]; chosen: number;
  /** the bot's account of its choice, where it gives one (the bot replayed beside the record) */
  why?: AgentReason;
}
export interface ViewerStep { board: Board; decision: ViewerDecision | null }
export interface ChampionsViewerStep { board: C.ChampionsBoard; decision: ViewerDecision | null }
export interface ViewerData {
  format: typeof VIEWER_FORMAT;
  game: 'legendary';
  title: string;
  /** the setup in one line, for the page's header */
  setupLine: string;
  setup: { mastermind: string; scheme: string; players: number; solo: string; sets: string[]; heroes: string[]; villains: string[]; henchmen: string[]; challenges: string[]; seed: number | string; bot: string };
  cards: Record<number, ReturnType<typeof cardFace>>;
  steps: ViewerStep[];
  /** the end: the result, or null when the record stops before the game does */
  result: Game['result'];
  cause: string;
  turns: number;
  traceHash: string;
  /** whether the bots' reasons are shown, or why not */
  reasons: string;
}

/** A Marvel Champions game's page data: the same page, that game's board. */
export interface ChampionsViewerData {
  format: typeof VIEWER_FORMAT;
  game: 'champions';
  title: string;
  setupLine: string;
  steps: ChampionsViewerStep[];
  result: C.Game['result'];
  cause: string;
  turns: number;
  traceHash: string;
  reasons: string;
}

export function isChampionsSetup(setup: object): setup is C.SetupOptions { return 'villain' in setup; }

/** The page data of a record of either game. */
export function replayData(r: ReplayRecord): ViewerData | ChampionsViewerData {
  return isChampionsSetup(r.setup) ? championsViewerData(r) : viewerData(r);
}

export class ReplayError extends Error {}

/** One game as the replay walks it: the decision pending (its options described), the board, the move. */
interface Replayed<B> {
  pending(): Omit<ViewerDecision, 'chosen' | 'why'> | null;
  optionCount(): number;
  board(): B;
  choose(i: number): void;
  /** the record's bot beside it, from the same seed: its choice at this decision for `player`, or null (no bot) */
  botChoice: ((player: number) => { choice: number; why: AgentReason | null }) | null;
}

/**
 * Walks a record: the board before each decision with the decision and the choice taken, then the board at the
 * end (with the decision left open, where the record stops before the game). The bot beside it gives its reasons
 * until its first choice that differs from the record. Refuses a choice a decision does not have.
 */
function walk<B>(choices: readonly number[], x: Replayed<B>, noBot: string): { steps: { board: B; decision: ViewerDecision | null }[]; reasons: string } {
  const steps: { board: B; decision: ViewerDecision | null }[] = [];
  let reasons = x.botChoice ? '' : noBot;
  let bot = x.botChoice;
  choices.forEach((choice, n) => {
    const d = x.pending();
    if (!d) throw new ReplayError(`the game ended after ${n} of the record's ${choices.length} choices; the record does not belong to this setup and seed`);
    const count = x.optionCount();
    if (!Number.isInteger(choice) || choice < 0 || choice >= count) throw new ReplayError(`choice ${n + 1} is ${choice}, but that decision has ${count} options (0-${count - 1})`);
    const board = x.board();
    let why: AgentReason | null = null;
    if (bot) {
      const mine = bot(d.player);
      if (mine.choice !== choice) { bot = null; reasons = `the bot chose otherwise than the record at step ${n} (a bot on a clock, or not the bot that played): no reasons from there on`; }
      else why = mine.why;
    }
    steps.push({ board, decision: { ...d, chosen: choice, ...(why ? { why } : {}) } });
    x.choose(choice);
  });
  const d = x.pending();
  steps.push({ board: x.board(), decision: d ? { ...d, chosen: -1 } : null });
  return { steps, reasons: reasons || (steps.some((s) => s.decision?.why) ? 'shown' : 'the bot gives none') };
}

const botSpecOf = (r: ReplayRecord, sep: string) => (r.bot === undefined ? '' : Array.isArray(r.bot) ? r.bot.join(sep) : r.bot);

/** A Marvel Champions record replayed step by step, its bot beside it giving its reasons (as for Legendary). */
export function championsViewerData(r: ReplayRecord): ChampionsViewerData {
  const setup = r.setup as C.SetupOptions;
  const g = C.newGame({ ...setup, record: true });
  const spec = botSpecOf(r, ',');
  let agent: ChampionsAgent | null = null, noBot = 'the record does not name its bot';
  if (spec) { try { agent = makeChampionsAgent(spec, setup.seed); } catch (e) { noBot = `the bot cannot be made: ${(e as Error).message}`; } }
  const { steps, reasons } = walk(r.choices, {
    pending: () => { const d = C.decision(g); return d && { player: d.player, kind: d.kind, reason: d.reason, options: d.options.map((o) => C.describeOption(g, o)) }; },
    optionCount: () => C.decision(g)!.options.length,
    board: () => C.championsBoard(g),
    choose: (i) => C.choose(g, i),
    botChoice: agent && ((): { choice: number; why: AgentReason | null } => ({ choice: agent!.choose(new ChampionsView(g)), why: agent!.explain?.() ?? null })),
  }, noBot);
  const s = g.setup;
  const heroes = s.heroes.map((h) => `${C.cardFacts(C.CORE_FACTS.find((f) => f.type === 'hero' && f.set === h.identity)?.code ?? '').name ?? h.identity} (${h.aspect})`);
  return {
    format: VIEWER_FORMAT, game: 'champions',
    title: r.title ?? `Marvel Champions: ${s.villain} (${s.mode})`,
    setupLine: `${s.heroes.length} player${s.heroes.length > 1 ? 's' : ''}; heroes ${heroes.join(', ')}; modular ${s.modulars.join(', ') || 'none'}; seed ${String(s.seed)}${spec ? `; bot ${spec}` : ''}`,
    steps, result: g.result, cause: g.cause, turns: g.round, traceHash: C.traceHash(g), reasons,
  };
}

/** Replays a Legendary record and collects the board before each decision and at the end. */
export function viewerData(r: ReplayRecord): ViewerData {
  if (isChampionsSetup(r.setup)) throw new ReplayError('a Marvel Champions record: use replayData or championsViewerData');
  const g = newGame({ ...r.setup, record: true });
  // the bots play beside the record, from the same seed, so that they can say why they chose
  let agents: Agent[] | null = null, noBot = 'the record does not name its bot';
  const spec = botSpecOf(r, ',');
  if (spec) { try { agents = makeAgents(spec, g.seed, g.players.length); } catch (e) { noBot = `the bot cannot be made: ${(e as Error).message}`; } }
  const views = g.players.map((_, p) => new PlayerView(g, p));
  const { steps, reasons } = walk(r.choices, {
    pending: () => { const d = decision(g); return d && { player: d.player, kind: d.kind, reason: d.reason, options: d.options.map((v) => describeOption(g, d, v)) }; },
    optionCount: () => decision(g)!.options.length,
    board: () => board(g),
    choose: (i) => choose(g, i),
    botChoice: agents && ((p: number) => { const a = agents![p % agents!.length]!; return { choice: a.choose(views[p]!), why: a.explain?.() ?? null }; }),
  }, noBot);
  // the card table: every card some step shows
  const seen = new Set<number>();
  const add = (ids: readonly number[]) => { for (const i of ids) if (i >= 0) seen.add(i); };
  for (const { board: b } of steps) {
    add(b.city.map((c) => c.card)); for (const c of b.city) add(c.holds);
    add(b.hq); add([b.mastermind.card]); add(b.mastermind.holds); add(b.escaped); add(b.scheme.zone);
    for (const o of b.others ?? []) { add([o.card]); add(o.holds); }
    for (const p of b.players) { add(p.hand); add(p.discard); add(p.inPlay); add(p.victory); }
  }
  const cards: ViewerData['cards'] = {};
  for (const i of [...seen].sort((a, b) => a - b)) cards[i] = cardFace(g, i);
  const s = g.setup;
  const bot = botSpecOf(r, ', ');
  const setupLine = `${s.players} player${s.players > 1 ? 's' : ''}${s.solo && s.solo !== 'none' ? ` (${s.solo} solo)` : ''}; heroes ${s.heroes.join(', ')}; villains ${s.villains.join(', ')}; ` +
    `henchmen ${s.henchmen.join(', ')}${s.challenges.length ? `; challenges ${s.challenges.join(', ')}` : ''}; sets ${s.sets.join(', ')}; seed ${String(g.seed)}${bot ? `; bot ${bot}` : ''}`;
  return {
    format: VIEWER_FORMAT, game: 'legendary', setupLine,
    title: r.title ?? `${s.mastermind} / ${s.scheme}`,
    setup: { mastermind: s.mastermind, scheme: s.scheme, players: s.players, solo: s.solo, sets: s.sets, heroes: s.heroes, villains: s.villains, henchmen: s.henchmen, challenges: s.challenges, seed: g.seed, bot },
    cards, steps, result: g.result, cause: g.cause, turns: g.turn, traceHash: traceHash(g), reasons,
  };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The steps as the page stores them: the first board whole, then only what changed from the step before (the
 * keys whose values differ; for the players, per player) — a page is several times smaller. The page's script
 * rebuilds every board.
 */
function deltaSteps(steps: readonly { board: object; decision: ViewerDecision | null }[]): { b: Record<string, unknown>; d: ViewerDecision | null }[] {
  type B = Record<string, unknown> & { players: Record<string, unknown>[] };
  let prev: B | null = null;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return steps.map((s) => {
    const b = s.board as B;
    let out: Record<string, unknown> = b;
    if (prev) {
      const was: B = prev;
      out = {};
      for (const k of Object.keys(b)) {
        if (k === 'players') {
          const pd: Record<number, Record<string, unknown>> = {};
          b.players.forEach((p, i) => {
            const q = was.players[i]!, dp: Record<string, unknown> = {};
            for (const kk of Object.keys(p)) if (!same(p[kk], q[kk])) dp[kk] = p[kk];
            if (Object.keys(dp).length) pd[i] = dp;
          });
          if (Object.keys(pd).length) out.players = pd;
        } else if (!same(b[k], was[k])) out[k] = b[k];
      }
    }
    prev = b;
    return { b: out, d: s.decision };
  });
}

/** The page: the data as JSON inside it, and the script that draws it. Nothing is loaded from elsewhere. */
export function viewerHtml(data: ViewerData | ChampionsViewerData): string {
  const json = JSON.stringify({ ...data, steps: deltaSteps(data.steps) }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(data.title)}: replay</title>
<style>${CSS}</style></head>
<body>
<header><h1>${esc(data.title)}</h1><p id="setup"></p><p id="outcome"></p></header>
<nav id="controls" aria-label="timeline">
  <button id="first" title="first step (Home)">|&lt;</button>
  <button id="prevTurn" title="previous turn (Up or Shift+Left)">&lt;&lt; turn</button>
  <button id="prev" title="previous decision (Left)">&lt; step</button>
  <input id="slider" type="range" min="0" value="0" aria-label="step">
  <button id="next" title="next decision (Right)">step &gt;</button>
  <button id="nextTurn" title="next turn (Down or Shift+Right)">turn &gt;&gt;</button>
  <button id="last" title="last step (End)">&gt;|</button>
  <span id="where"></span>
</nav>
<main>
  <section id="table">
    <div class="row"><div id="mastermind" class="box"></div><div id="scheme" class="box"></div><div id="piles" class="box"></div></div>
    <h2 id="cityTitle">City</h2><div id="city" class="row spaces"></div>
    <h2 id="hqTitle">HQ</h2><div id="hq" class="row spaces"></div>
    <div id="players"></div>
  </section>
  <aside><div id="decision" class="box"></div><div id="chart" class="box"></div></aside>
</main>
<script type="application/json" id="data">${json}</script>
<script>${SCRIPT}</script>
</body></html>
`;
}

const CSS = `
body { font: 14px/1.35 system-ui, sans-serif; margin: 0 1rem 2rem; color: #222; background: #fafafa; }
header h1 { font-size: 1.3rem; margin: .6rem 0 .2rem; } header p { margin: .1rem 0; color: #444; }
#outcome.win { color: #166534; font-weight: 600; } #outcome.loss { color: #991b1b; font-weight: 600; }
nav { position: sticky; top: 0; background: #fafafa; padding: .4rem 0; display: flex; gap: .3rem; align-items: center; flex-wrap: wrap; border-bottom: 1px solid #ddd; z-index: 1; }
nav input[type=range] { flex: 1; min-width: 8rem; } #where { font-variant-numeric: tabular-nums; min-width: 16rem; }
main { display: grid; grid-template-columns: minmax(0, 3fr) minmax(16rem, 1fr); gap: 1rem; margin-top: .6rem; }
h2 { font-size: .95rem; margin: .6rem 0 .25rem; color: #555; }
.row { display: flex; gap: .5rem; flex-wrap: wrap; } .spaces > div { flex: 1 1 0; min-width: 8rem; }
.box { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: .45rem .6rem; }
.row > .box { flex: 1 1 12rem; }
.space { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: .35rem .5rem; min-height: 3.2rem; }
.space .label { font-size: .75rem; color: #777; } .empty { color: #aaa; } .space .card { white-space: normal; }
.card { display: inline-block; border: 1px solid #ccc; border-radius: 4px; padding: 0 .3rem; margin: .1rem .15rem .1rem 0; background: #f4f4f5; white-space: nowrap; }
.card.hero { background: #eef6ff; border-color: #bcd4f0; } .card.villain, .card.henchman { background: #fdf0f0; border-color: #efc6c6; }
.card.mastermind, .card.tactic { background: #f6efff; border-color: #d7c4f0; } .card.wound { background: #fff4e5; } .card.bystander { background: #eefbf0; }
.num { font-size: .75rem; color: #555; margin-left: .25rem; }
.player { margin-top: .6rem; } .player.current { border-color: #2563eb; box-shadow: 0 0 0 1px #2563eb; }
.player h3 { font-size: .95rem; margin: 0 0 .2rem; }
.zone { margin: .15rem 0; } .zone b { display: inline-block; min-width: 5.5rem; font-weight: 600; color: #555; }
#decision ol { margin: .3rem 0; padding-left: 1.6rem; } #decision li.chosen { font-weight: 700; color: #1d4ed8; }
#decision li.chosen::after { content: "  \\2190 taken"; font-weight: 400; color: #1d4ed8; }
#chart svg { width: 100%; height: auto; } .why { color: #555; font-size: .85rem; } .legend span { margin-right: .6rem; font-size: .8rem; }
@media (max-width: 900px) { main { grid-template-columns: 1fr; } }
@media print { nav { display: none; } body { background: #fff; } main { grid-template-columns: 1fr; } }
`;

// The page's script (plain ES2017, no libraries): reads the data, draws step i, keeps #step-N / #turn-T in the
// address, answers the keyboard.
const SCRIPT = String.raw`
(function () {
  var D = JSON.parse(document.getElementById('data').textContent);
  // rebuild each board from the first one and the changes (deltaSteps)
  var prevBoard = null;
  D.steps.forEach(function (st) {
    var b = st.b, full = b;
    if (prevBoard) {
      full = {};
      for (var k in prevBoard) full[k] = prevBoard[k];
      for (k in b) if (k !== 'players') full[k] = b[k];
      if (b.players) full.players = prevBoard.players.map(function (p, i) {
        var dp = b.players[i]; if (!dp) return p;
        var q = {}; for (var kk in p) q[kk] = p[kk]; for (kk in dp) q[kk] = dp[kk]; return q;
      });
    }
    st.board = full; st.decision = st.d; prevBoard = full;
  });
  var steps = D.steps, n = steps.length, cur = 0;
  var $ = function (id) { return document.getElementById(id); };
  function h(s) { return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'); }
  function card(id, extra) {
    if (id < 0 || id === undefined) return '<span class="empty">empty</span>';
    var c = D.cards[id]; if (!c) return '<span class="card">#' + id + '</span>';
    var nums = [];
    if (c.kind === 'hero') { if (c.cost) nums.push('cost ' + c.cost); if (c.attack || (c.plus && c.plus.attack)) nums.push('atk ' + c.attack + (c.plus && c.plus.attack ? '+' : '')); if (c.recruit || (c.plus && c.plus.recruit)) nums.push('rec ' + c.recruit + (c.plus && c.plus.recruit ? '+' : '')); }
    else if (c.kind === 'villain' || c.kind === 'henchman' || c.kind === 'mastermind') { nums.push('atk ' + (extra !== undefined ? extra : c.attack)); if (c.vp) nums.push(c.vp + ' VP'); }
    else if (c.vp) nums.push(c.vp + ' VP');
    var tip = c.group && c.group !== c.name ? c.group + ': ' : '';
    tip += c.text || c.kind;
    return '<span class="card ' + h(c.kind) + '" title="' + h(tip) + '">' + h(c.name) + (nums.length ? '<span class="num">' + h(nums.join(', ')) + '</span>' : '') + '</span>';
  }
  function cards(list) { return list.length ? list.map(function (i) { return card(i); }).join('') : '<span class="empty">none</span>'; }
  function zone(label, html) { return '<div class="zone"><b>' + h(label) + '</b> ' + html + '</div>'; }
  var s = D.setup || {}, MC = D.game === 'champions';
  // a step's turn (Legendary) or round (Marvel Champions), and the player acting
  function tOf(b) { return MC ? b.round : b.turn; }
  function who(b) { return MC ? b.active : b.current; }
  $('setup').textContent = D.setupLine;
  if (MC) { ['cityTitle', 'city', 'hqTitle', 'hq'].forEach(function (id) { $(id).style.display = 'none'; }); }
  var out = $('outcome');
  var at = ' (' + (MC ? 'round ' : 'turn ') + D.turns + ')';
  out.textContent = D.result === 'win' ? 'Players win: ' + D.cause + at : D.result === 'loss' ? (MC ? 'The villain wins: ' : 'Evil wins: ') + D.cause + at :
    D.result === 'draw' ? 'Draw: ' + D.cause + at : 'The record ends before the game does' + at;
  out.className = D.result || '';
  // first step of each turn
  var turnStart = {};
  steps.forEach(function (st, i) { if (turnStart[tOf(st.board)] === undefined) turnStart[tOf(st.board)] = i; });
  var slider = $('slider'); slider.max = String(n - 1);
  function draw() {
    var st = steps[cur], b = st.board, d = st.decision;
    slider.value = String(cur);
    $('where').textContent = 'step ' + cur + ' / ' + (n - 1) + ' \u00b7 ' + (MC ? 'round ' : 'turn ') + tOf(b) + (who(b) >= 0 ? ' \u00b7 player ' + (who(b) + 1) : '') + ' \u00b7 ' + b.phase;
    if (MC) drawChampions(b); else drawLegendary(b);
    decisionPanel(d);
    drawChart(b);
    var want = '#step-' + cur;
    if (location.hash !== want) history.replaceState(null, '', want);
  }
  function face(f) { return '<span class="card ' + h(f.kind) + '">' + h(f.name) + (f.notes.length ? '<span class="num">' + h(f.notes.join(', ')) + '</span>' : '') + '</span>'; }
  function faces(list) { return list.length ? list.map(face).join('') : '<span class="empty">none</span>'; }
  function drawChampions(b) {
    var v = b.villain;
    $('mastermind').innerHTML = '<h2>Villain</h2>' + face(v.face) + zone('Stage', h(v.stage)) + zone('Hit points', v.hp + ' of ' + v.max) + zone('ATK / SCH', v.atk + ' / ' + v.sch) +
      (v.attachments.length ? zone('Attached', faces(v.attachments)) : '');
    $('scheme').innerHTML = '<h2>Schemes</h2><div>' + h(b.main.name) + ' ' + h(b.main.stage) + '</div>' + zone('Threat', b.main.threat + ' of ' + b.main.target) +
      (b.main.accel ? zone('Acceleration', String(b.main.accel)) : '') + zone('Side schemes', faces(b.sides)) + (b.envs.length ? zone('Environments', faces(b.envs)) : '');
    $('piles').innerHTML = '<h2>Encounter</h2>' + zone('Deck', String(b.encounterDeck)) + zone('Discard', String(b.encounterDiscard)) + zone('First player', 'player ' + (b.first + 1)) +
      zone('Threat peak', String(b.stats.threatPeak)) + zone('Damage taken', String(b.stats.damageTaken));
    $('players').innerHTML = b.players.map(function (p, i) {
      return '<div class="box player' + (i === b.active ? ' current' : '') + '"><h3>Player ' + (i + 1) + (i === b.active ? ' (playing)' : '') + ': ' + h(p.identity.name) + ', ' + h(p.form === 'hero' ? 'hero' : 'alter-ego') + ' form' + (p.eliminated ? ', defeated' : '') + '</h3>' +
        zone('Hit points', p.hp + ' of ' + p.max) + zone('Hand', faces(p.hand)) + zone('In play', faces(p.play)) + zone('Engaged', faces(p.engaged)) +
        zone('Deck', p.deck + ' cards') + zone('Discard', p.discard + ' cards') + '</div>';
    }).join('');
  }
  function drawLegendary(b) {
    var mm = b.mastermind;
    $('mastermind').innerHTML = '<h2>Mastermind</h2>' + card(mm.card, mm.attack) + zone('Tactics left', String(mm.tacticsLeft)) + (mm.holds.length ? zone('Holds', cards(mm.holds)) : '') + (mm.defeated ? zone('', '<b>defeated</b>') : '')
      + (mm.at >= 0 ? zone('', '<b>in the city: ' + h(b.city[mm.at].name) + '</b>') : '')
      + (b.others || []).map(function (o) { return zone('Also a Mastermind', card(o.card, o.attack) + (o.holds.length ? ' holds ' + cards(o.holds) : '')); }).join('');
    $('scheme').innerHTML = '<h2>Scheme</h2><div>' + h(s.scheme) + '</div>' + zone('Twists', b.scheme.twists + ' of ' + b.scheme.twistsInDeck) +
      zone('Escaped', b.escaped.length + (b.escaped.length ? ': ' + cards(b.escaped) : '')) + (b.scheme.zone.length ? zone('Scheme zone', cards(b.scheme.zone)) : '') +
      zone('Strikes', String(b.stats.strikes)) + zone('Carried off', b.stats.bystandersCarried + ' bystanders');
    $('piles').innerHTML = '<h2>Decks and stacks</h2>' + zone('Villain Deck', String(b.villainDeck)) + zone('Hero Deck', String(b.heroDeck)) + zone('KO pile', String(b.ko)) +
      zone('Wounds', String(b.wounds)) + zone('Bystanders', String(b.bystanders)) + zone('Officers', String(b.officers)) + zone('Points', 'attack ' + b.attack + ', recruit ' + b.recruit);
    $('city').innerHTML = b.city.map(function (c, i) { return '<div class="space"><div class="label">' + h(c.name) + '</div>' + (mm.at === i ? card(mm.card, mm.attack) + (c.card >= 0 ? card(c.card, c.attack) : '') : card(c.card, c.attack)) + (c.holds.length ? '<div>' + cards(c.holds) + '</div>' : '') + '</div>'; }).join('');
    $('hq').innerHTML = b.hq.map(function (c, i) { return '<div class="space"><div class="label">HQ ' + (i + 1) + '</div>' + card(c) + '</div>'; }).join('');
    $('players').innerHTML = b.players.map(function (p, i) {
      return '<div class="box player' + (i === b.current ? ' current' : '') + '"><h3>Player ' + (i + 1) + (i === b.current ? ' (playing)' : '') + ': ' + p.vp + ' VP</h3>' +
        zone('Hand', cards(p.hand)) + zone('In play', cards(p.inPlay)) + zone('Deck', p.deck + ' cards') +
        zone('Discard', p.discard.length + ' cards' + (p.discard.length ? ', top: ' + card(p.discard[p.discard.length - 1]) : '')) +
        zone('Victory pile', p.victory.length ? cards(p.victory) : '<span class="empty">none</span>') + zone('Wounds', String(p.wounds)) + '</div>';
    }).join('');
  }
  function decisionPanel(d) {
    if (d) {
      var stat = {};
      if (d.why && d.why.options) d.why.options.forEach(function (x) { stat[x.option] = x; });
      $('decision').innerHTML = '<h2>Player ' + (d.player + 1) + ' chooses (' + h(d.kind) + ': ' + h(d.reason) + ')</h2><ol start="0">' +
        d.options.map(function (o, i) {
          var x = stat[i];
          var st = !x ? '' : x.visits !== undefined ? x.visits + ' visits, value ' + x.value.toFixed(2) : 'score ' + x.score.toFixed(1);
          return '<li' + (i === d.chosen ? ' class="chosen"' : '') + '>' + h(o) + (st ? ' <span class="num">' + st + '</span>' : '') + '</li>';
        }).join('') + '</ol>' +
        (d.why ? '<p class="why">Why: ' + h(d.why.note) + '</p>' : D.reasons !== 'shown' ? '<p class="why">' + h(D.reasons) + '</p>' : '') +
        (d.chosen < 0 ? '<p>The record ends at this decision.</p>' : '');
    } else $('decision').innerHTML = '<h2>Game over</h2><p>' + h(out.textContent) + '</p>';
  }
  // the chart: per turn (its last step), total VP, twists, escapes and Wounds gained
  var series = MC ? [['villain HP', '#dc2626'], ['threat', '#9333ea'], ['hero HP', '#2563eb']] : [['VP', '#2563eb'], ['twists', '#9333ea'], ['escapes', '#dc2626'], ['wounds', '#ea580c']];
  function values(b) {
    if (MC) { var hp = 0; b.players.forEach(function (p) { hp += p.hp; }); return { 'villain HP': b.villain.hp, threat: b.main.threat, 'hero HP': hp }; }
    var vp = 0; b.players.forEach(function (p) { vp += p.vp; });
    return { VP: vp, twists: b.stats.twists, escapes: b.stats.escapes, wounds: b.stats.woundsGained };
  }
  var perTurn = [];
  steps.forEach(function (st) { perTurn[tOf(st.board)] = values(st.board); });
  var turns = []; perTurn.forEach(function (v, t) { if (v) turns.push(t); });
  function drawChart(b) {
    var now = tOf(b);
    var W = 300, H = 140, L = 26, B = 18, max = 1;
    turns.forEach(function (t) { series.forEach(function (s) { max = Math.max(max, perTurn[t][s[0]]); }); });
    var x = function (t) { return L + (turns.length > 1 ? (t - turns[0]) / (turns[turns.length - 1] - turns[0]) : 0.5) * (W - L - 6); };
    var y = function (v) { return H - B - v / max * (H - B - 8); };
    var svg = '<svg viewBox="0 0 ' + W + ' ' + H + '" role="img" aria-label="VP, twists, escapes and Wounds by turn">';
    svg += '<line x1="' + L + '" y1="' + (H - B) + '" x2="' + W + '" y2="' + (H - B) + '" stroke="#999"/><line x1="' + L + '" y1="4" x2="' + L + '" y2="' + (H - B) + '" stroke="#999"/>';
    svg += '<text x="' + (L - 4) + '" y="12" font-size="9" text-anchor="end">' + max + '</text><text x="' + (L - 4) + '" y="' + (H - B) + '" font-size="9" text-anchor="end">0</text>';
    svg += '<text x="' + L + '" y="' + (H - 4) + '" font-size="9">' + (MC ? 'round ' : 'turn ') + turns[0] + '</text><text x="' + W + '" y="' + (H - 4) + '" font-size="9" text-anchor="end">' + (MC ? 'round ' : 'turn ') + turns[turns.length - 1] + '</text>';
    series.forEach(function (s) {
      svg += '<polyline fill="none" stroke="' + s[1] + '" stroke-width="1.5" points="' + turns.map(function (t) { return x(t).toFixed(1) + ',' + y(perTurn[t][s[0]]).toFixed(1); }).join(' ') + '"/>';
    });
    svg += '<line x1="' + x(now) + '" y1="4" x2="' + x(now) + '" y2="' + (H - B) + '" stroke="#111" stroke-dasharray="3 2"/></svg>';
    var p = values(b);
    $('chart').innerHTML = '<h2>By ' + (MC ? 'round' : 'turn') + ' (at each ' + (MC ? 'round' : 'turn') + '\'s end; the key: now)</h2>' + svg + '<div class="legend">' + series.map(function (s) { return '<span style="color:' + s[1] + '">\u25a0 ' + s[0] + ' ' + (p[s[0]] === undefined ? '' : p[s[0]]) + '</span>'; }).join('') + '</div>';
  }
  function go(i) { cur = Math.max(0, Math.min(n - 1, i)); draw(); }
  function turnOf(i) { return tOf(steps[i].board); }
  function nextTurn() { var t = turnOf(cur); for (var i = cur + 1; i < n; i++) if (turnOf(i) !== t) return go(i); go(n - 1); }
  function prevTurn() { var t = turnOf(cur), start = turnStart[t]; if (cur > start) return go(start); if (cur === 0) return; go(turnStart[turnOf(cur - 1)]); }
  function fromHash() {
    var m = /^#step-(\d+)$/.exec(location.hash), t = /^#turn-(\d+)$/.exec(location.hash);
    if (m) go(Number(m[1])); else if (t && turnStart[Number(t[1])] !== undefined) go(turnStart[Number(t[1])]); else draw();
  }
  $('first').onclick = function () { go(0); }; $('last').onclick = function () { go(n - 1); };
  $('prev').onclick = function () { go(cur - 1); }; $('next').onclick = function () { go(cur + 1); };
  $('prevTurn').onclick = prevTurn; $('nextTurn').onclick = nextTurn;
  slider.oninput = function () { go(Number(slider.value)); };
  window.addEventListener('hashchange', fromHash);
  document.addEventListener('keydown', function (e) {
    if (e.target && e.target.tagName === 'INPUT' && e.target.type !== 'range') return;
    if (e.key === 'ArrowRight') { e.preventDefault(); e.shiftKey ? nextTurn() : go(cur + 1); }
    else if (e.key === 'ArrowLeft') { e.preventDefault(); e.shiftKey ? prevTurn() : go(cur - 1); }
    else if (e.key === 'ArrowDown') { e.preventDefault(); nextTurn(); }
    else if (e.key === 'ArrowUp') { e.preventDefault(); prevTurn(); }
    else if (e.key === 'Home') { e.preventDefault(); go(0); }
    else if (e.key === 'End') { e.preventDefault(); go(n - 1); }
  });
  window.replayViewer = { go: go, step: function () { return cur; }, steps: n, board: function (i) { return steps[i].board; } };
  fromHash();
})();
`;
