// `legendary champions cards`: the Marvel Champions core set's facts as a user lists them (built command).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { deckFor } from '../../engine/champions/index.js';
import { championsBenchCommand, championsPlayCommand, championsSetup } from '../champions.js';
import { UsageError } from '../errors.js';

const BIN = new URL('../../bin/legendary.js', import.meta.url).pathname;
const run = (...args: string[]) => { const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' }); return { code: r.status, out: r.stdout, err: r.stderr }; };

describe('legendary champions cards', () => {
  it('lists every core card by identity, aspect and encounter set, with its numbers and the source of the facts', () => {
    const r = run('champions', 'cards');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Marvel Champions core set: 209 cards \(facts from the public MarvelCDB card data; no card text; what each ability does, in our own words, below its card\)/);
    for (const g of ['identity: spider_man', 'aspect: justice', 'basic', 'encounter set: rhino', 'encounter set: bomb_scare']) expect(r.out).toContain(`\n${g}\n`);
    expect(r.out).toMatch(/01094 +Rhino +villain +x1 +ATK 2, SCH 1, HP 14 per hero +stage I\n/);
    // an ability's summary sits under its card
    expect(r.out).toMatch(/01005 +Swinging Web Kick .*\n +Swinging Web Kick \(hero attack\): 8 damage to an enemy\.\n/);
  });

  it('--json gives the cards, the starter decks and the scenarios, and no card text; --type filters', () => {
    const j = JSON.parse(run('champions', 'cards', '--json').out) as { cards: Record<string, unknown>[]; starterDecks: unknown[]; scenarios: unknown[] };
    expect(j.cards).toHaveLength(209);
    expect(j.starterDecks).toHaveLength(6);
    expect(j.scenarios).toHaveLength(3);
    for (const c of j.cards) for (const k of ['text', 'flavor', 'errata']) expect(c).not.toHaveProperty(k);
    expect(j.cards.filter((c) => typeof c.summary === 'string').length).toBeGreaterThan(150);
    const v = JSON.parse(run('champions', 'cards', '--type', 'Main Scheme', '--json').out) as { cards: { type: string }[] };
    expect(v.cards.length).toBe(12);
    expect(new Set(v.cards.map((c) => c.type))).toEqual(new Set(['main_scheme']));
  });

  it('a bad type is one line naming the accepted types, exit 2', () => {
    const r = run('champions', 'cards', '--type', 'wizard');
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(/unknown card type "wizard"; accepted: hero, alter_ego, ally/);
  });
});

describe('legendary champions play', () => {
  it('--json gives result, cause, rounds, setup, villain stage and HP, threat, eliminations, steps and trace hash; the same seed replays it', () => {
    const args = ['champions', 'play', '--villain', 'Rhino', '--mode', 'expert', '--modular', 'Legions of Hydra', '--heroes', 'Spider-Man:Justice,black panther:protection', '--seed', '7', '--json'];
    const r = run(...args);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as Record<string, unknown> & { setup: { villain: string; mode: string; modulars: string[]; heroes: { identity: string; aspect: string; deck: string }[] } };
    for (const k of ['result', 'cause', 'rounds', 'villainStage', 'villainHp', 'threat', 'eliminations', 'steps', 'traceHash']) expect(j).toHaveProperty(k);
    expect(['win', 'loss']).toContain(j.result);
    expect(['villain defeated', 'scheme completed', 'heroes defeated']).toContain(j.cause);
    expect(j.setup).toMatchObject({ villain: 'rhino', mode: 'expert', modulars: ['legions_of_hydra'] });
    expect(j.setup.heroes.map((h) => `${h.identity}:${h.aspect}:${h.deck}`)).toEqual(['spider_man:justice:spider-man-justice', 'black_panther:protection:black-panther-protection']);
    expect(JSON.parse(run(...args).out).traceHash).toBe(j.traceHash);
  });

  it('what is left out is drawn from the seed: players, heroes, aspects and villain (a derived deck is marked)', () => {
    const a = JSON.parse(run('champions', 'play', '--players', '3', '--seed', '11', '--json').out) as { setup: { villain: string; heroes: { deck: string }[] } };
    expect(a.setup.heroes).toHaveLength(3);
    const b = JSON.parse(run('champions', 'play', '--players', '3', '--seed', '11', '--json').out) as typeof a;
    expect(b.setup).toEqual(a.setup);
    // hero and aspect pairs without a starter deck get a derived deck (checked in-process: no game needed)
    const derived = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((s) => championsSetup({ seed: String(s) }).heroes).map((h) => deckFor(h.identity, h.aspect));
    expect(derived.some((d) => d.derived && d.id.endsWith('(derived)'))).toBe(true);
    expect(derived.every((d) => d.cards.length === 40)).toBe(true);
  });

  it('bad input is one line naming the accepted values, exit 2', () => {
    for (const [args, msg] of [
      [['--villain', 'thanos'], /unknown villain "thanos"; accepted: rhino, klaw, ultron/],
      [['--mode', 'hard'], /unknown mode "hard"; accepted: standard, expert/],
      [['--modular', 'doom'], /unknown modular set "doom"; accepted: bomb scare/],
      [['--heroes', 'hulk:justice'], /unknown hero "hulk"; accepted: spider-man/],
      [['--heroes', 'iron man:chaos'], /unknown aspect "chaos"; accepted: aggression, justice, leadership, protection/],
      [['--players', '5'], /--players must be 1, 2, 3 or 4/],
      [['--bot', 'genius'], /unknown Marvel Champions bot "genius"; accepted: random, simple, heuristic, ismcts/],
      [['--bot', 'ismcts:depth=2'], /bad Marvel Champions ismcts parameter "depth=2"; accepted: iterations, c/],
    ] as const) {
      // checked in-process (the command throws the usage error before it plays); one run below checks the exit
      const o: Record<string, string> = {};
      for (let i = 0; i < args.length; i += 2) o[args[i]!.replace(/^--/, '')] = args[i + 1]!;
      expect(() => championsPlayCommand(o), args.join(' ')).toThrow(UsageError);
      expect(() => championsPlayCommand(o), args.join(' ')).toThrow(msg);
    }
    const r = run('champions', 'play', '--villain', 'thanos');
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(/unknown villain "thanos"; accepted: rhino, klaw, ultron/);
  });

  it('--log tells the game: rounds, reveals, attacks and schemes, choices, then the result', () => {
    const r = run('champions', 'play', '--villain', 'klaw', '--players', '2', '--seed', '3', '--bot', 'simple', '--log');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/== round 1: first player P1/);
    expect(r.out).toMatch(/reveals /);
    expect(r.out).toMatch(/Klaw (attacks|schemes)/);
    expect(r.out).toMatch(/(WIN|LOSS): (villain defeated|scheme completed|heroes defeated) after \d+ round/);
  });
});

describe('legendary champions bench', () => {
  it('measures the random, simple, heuristic and ismcts bots and the clone cost (JSON); --players is 1 or 2', () => {
    type G = { perSecond: number; msPerGame: number; games: number };
    const j = JSON.parse(run('champions', 'bench', '--seconds', '0.3', '--players', '1', '--json').out) as { random: G; simple: G; heuristic: G; ismcts: G; cloneMicros: number; players: number; setup: string };
    expect(j.players).toBe(1);
    expect(j.setup).toMatch(/1 player \(Spider-Man Justice\)/);
    expect(() => championsBenchCommand({ players: '3' })).toThrow(/^--players must be 1 or 2 \(got "3"\)$/);
    expect(j.random.perSecond).toBeGreaterThan(0);
    expect(j.simple.perSecond).toBeGreaterThan(0);
    for (const b of [j.heuristic, j.ismcts]) { expect(b.games).toBeGreaterThanOrEqual(1); expect(b.msPerGame).toBeGreaterThan(0); }
    expect(j.cloneMicros).toBeGreaterThan(0);
  });

  it('--games: the simple, heuristic and ismcts bots play exactly that many games; a bad count is one clear line', () => {
    type G = { games: number; msPerGame: number };
    const j = JSON.parse(run('champions', 'bench', '--seconds', '0.2', '--players', '1', '--games', '2', '--json').out) as { simple: G; heuristic: G; ismcts: G };
    for (const b of [j.simple, j.heuristic, j.ismcts]) { expect(b.games).toBe(2); expect(b.msPerGame).toBeGreaterThan(0); }
    expect(() => championsBenchCommand({ games: '0' })).toThrow(/^--games must be a positive whole number \(got "0"\)$/);
  });

  it('--usage refuses a bad count, a bad bot and --winrates beside it, with one line naming what is accepted', () => {
    expect(() => championsBenchCommand({ usage: '0' })).toThrow(UsageError);
    expect(() => championsBenchCommand({ usage: 'x' })).toThrow(/^--usage must be a positive whole number of games \(got "x"\)$/);
    expect(() => championsBenchCommand({ usage: '3', bot: 'genius' })).toThrow(/unknown Marvel Champions bot "genius"; accepted: random, simple, heuristic, ismcts/);
    expect(() => championsBenchCommand({ usage: '3', winrates: '3' })).toThrow(/--winrates and --usage are two different measurements; give one/);
  });

  it('--winrates: per villain and mode, the win rate and how far the heroes got (the mean villain progress, 1 for a win)', () => {
    const r = run('champions', 'bench', '--winrates', '3', '--bot', 'random', '--json');
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out) as { rows: { villain: string; mode: string; games: number; wins: number; progress: number }[] };
    expect(j.rows.map((x) => `${x.villain} ${x.mode}`)).toEqual(['rhino standard', 'rhino expert', 'klaw standard', 'klaw expert', 'ultron standard', 'ultron expert']);
    for (const x of j.rows) { expect(x.progress).toBeGreaterThanOrEqual(x.wins / x.games); expect(x.progress).toBeLessThanOrEqual(1); }
    expect(j.rows.some((x) => x.progress > 0 && x.wins === 0)).toBe(true); // a random bot scratches the villain, never beats it
    const text = run('champions', 'bench', '--winrates', '1', '--bot', 'random');
    expect(text.out).toMatch(/\n  rhino +standard +\d+\.\d%  \[[\d.]+, [\d.]+\]  got +\d+% of the way  /);
  });
});
