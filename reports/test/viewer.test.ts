// The replay viewer's data: each step's board is the engine's state replayed to that step, and a record that
// does not fit its setup is refused with a message that says why.
import { describe, expect, it } from 'vitest';
import { makeAgents } from '../../agents/registry.js';
import { playOut } from '../../agents/play.js';
import { board, newGame, replay, summary, type SetupOptions } from '../../engine/legendary/index.js';
import { ReplayError, replayData, viewerData, viewerHtml, type ChampionsViewerData } from '../viewer.js';
import * as C from '../../engine/champions/index.js';
import { makeChampionsAgent, playOut as playChampions } from '../../agents/champions/index.js';

function played(setup: SetupOptions, bot = 'heuristic') {
  const g = newGame({ ...setup, record: true });
  playOut(g, makeAgents(bot, setup.seed, g.players.length));
  return { g, choices: g.choices! };
}

describe('viewerData', () => {
  const setup: SetupOptions = { players: 2, seed: 11, sets: ['core', 'dark-city'] };
  const { g, choices } = played(setup);

  it('has the board before every decision and at the end, each equal to the game replayed to that step', () => {
    const d = viewerData({ setup, choices, bot: 'heuristic' });
    expect(d.steps).toHaveLength(choices.length + 1);
    for (const k of [0, 1, Math.floor(choices.length / 3), Math.floor(choices.length / 2), choices.length - 1, choices.length]) {
      expect(d.steps[k]!.board, `step ${k}`).toEqual(board(replay(setup, choices.slice(0, k))));
      if (k < choices.length) expect(d.steps[k]!.decision!.chosen).toBe(choices[k]);
    }
    expect(d.steps.at(-1)!.decision).toBeNull();
    const s = summary(g);
    expect(d.result).toBe(s.result);
    expect(d.traceHash).toBe(s.traceHash);
    expect(d.turns).toBe(s.turns);
    // every card shown has its face in the table, with its printed numbers
    for (const st of d.steps) for (const p of st.board.players) for (const c of [...p.hand, ...p.victory]) expect(d.cards[c], `card ${c}`).toBeDefined();
    const someVillain = Object.values(d.cards).find((c) => c.kind === 'villain');
    expect(someVillain?.attack).toBeGreaterThan(0);
  });

  it('describes every option of a decision and marks the one taken', () => {
    const d = viewerData({ setup, choices });
    const st = d.steps.find((x) => x.decision && x.decision.options.length > 2)!;
    expect(st.decision!.options.every((o) => typeof o === 'string' && o.length > 0)).toBe(true);
    expect(st.decision!.chosen).toBeGreaterThanOrEqual(0);
    expect(st.decision!.chosen).toBeLessThan(st.decision!.options.length);
  });

  it('shows a record that stops early up to its last decision, marked as not taken', () => {
    const d = viewerData({ setup, choices: choices.slice(0, 20) });
    expect(d.result).toBeNull();
    expect(d.steps).toHaveLength(21);
    expect(d.steps[20]!.decision!.chosen).toBe(-1);
  });

  it('shows why the bot chose: a search\'s visits and values per option, the heuristic\'s rule; none from another bot', () => {
    const ism = { players: 2, seed: 4 } as SetupOptions;
    const { choices: ic } = played(ism, 'ismcts:iterations=30');
    const d = viewerData({ setup: ism, choices: ic, bot: 'ismcts:iterations=30' });
    expect(d.reasons).toBe('shown');
    const searched = d.steps.filter((x) => x.decision?.why?.options);
    expect(searched.length).toBeGreaterThan(5);
    for (const x of searched) {
      const w = x.decision!.why!;
      const total = w.options!.reduce((a, o) => a + (o.visits ?? -1000), 0);
      expect(w.note).toMatch(new RegExp(`^search: ${total} iterations`));
      expect(total).toBeLessThanOrEqual(30);
      for (const o of w.options!) { expect(o.value).toBeGreaterThanOrEqual(0); expect(o.value).toBeLessThanOrEqual(1); }
      // one entry per option, and the option taken was tried
      expect(w.options!.map((o) => o.option)).toEqual(x.decision!.options.map((_, i) => i));
      expect(w.options!.find((o) => o.option === x.decision!.chosen)!.visits).toBeGreaterThan(0);
    }
    const h = viewerData({ setup, choices, bot: 'heuristic' });
    expect(h.reasons).toBe('shown');
    expect(h.steps.filter((x) => x.decision?.why).every((x) => x.decision!.why!.note.length > 0 && !x.decision!.why!.options)).toBe(true);
    expect(h.steps.some((x) => /spending plan/.test(x.decision?.why?.note ?? ''))).toBe(true);
    const other = viewerData({ setup, choices, bot: 'random' });
    expect(other.reasons).toMatch(/the bot chose otherwise than the record at step \d+|the bot gives none/);
    expect(viewerData({ setup, choices }).reasons).toBe('the record does not name its bot');
  });

  it('refuses a choice a decision does not have, and choices past the end of the game', () => {
    const bad = [...choices.slice(0, 5), 999];
    expect(() => viewerData({ setup, choices: bad })).toThrow(ReplayError);
    expect(() => viewerData({ setup, choices: bad })).toThrow(/choice 6 is 999, but that decision has \d+ options/);
    expect(() => viewerData({ setup, choices: [...choices, 0] })).toThrow(/the game ended after \d+ of the record's \d+ choices/);
  });

  it('writes a page that holds its data and loads nothing from elsewhere', () => {
    const html = viewerHtml(viewerData({ setup, choices, title: '</script><b>x' }));
    expect(html).toContain('"format":"legendary-replay-view/1"');
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=|https?:\/\//);
    expect(html).toContain('&lt;/script&gt;&lt;b&gt;x'); // the title is escaped in the page
    expect(html.match(/<\/script>/g)).toHaveLength(2); // and cannot close the data block
  });
});

describe('a Marvel Champions record', () => {
  it('gets the same page with that game\'s board, each step the engine replayed to it', () => {
    const setup: C.SetupOptions = { villain: 'klaw', heroes: [{ identity: 'spider_man', aspect: 'justice' }, { identity: 'she_hulk', aspect: 'aggression' }], seed: 5 };
    const g = C.newGame({ ...setup, record: true });
    playChampions(g, makeChampionsAgent('simple', 5));
    const choices = g.choices!;
    const d = replayData({ setup, choices, bot: 'simple' }) as ChampionsViewerData;
    expect(d.game).toBe('champions');
    expect(d.steps).toHaveLength(choices.length + 1);
    for (const k of [0, 7, Math.floor(choices.length / 2), choices.length]) expect(d.steps[k]!.board, `step ${k}`).toEqual(C.championsBoard(C.replay(setup, choices.slice(0, k))));
    expect(d.result).toBe(g.result);
    expect(d.traceHash).toBe(C.traceHash(g));
    expect(d.steps[0]!.board.villain.face.name).toBe('Klaw');
    expect(d.reasons).toBe('shown');
    // the simple bot's look-ahead scores every option of its turn's decisions
    const look = d.steps.filter((x) => x.decision?.why?.options);
    expect(look.length).toBeGreaterThan(5);
    for (const x of look) {
      const sc = x.decision!.why!.options!;
      expect(sc.map((o) => o.option)).toEqual(x.decision!.options.map((_, i) => i));
      const best = Math.max(...sc.map((o) => o.score!));
      expect(sc.find((o) => o.option === x.decision!.chosen)!.score).toBe(best); // it takes the best-scored option
    }
    const html = viewerHtml(d);
    expect(html).toContain('"game":"champions"');
    expect(() => replayData({ setup, choices: [...choices, 0] })).toThrow(/the game ended after/);
  });
});
