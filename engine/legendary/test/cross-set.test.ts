// Where the keywords of two batch-1 sets meet: a few seeded games per meeting, with the set that brings the
// keyword supplying the heroes or villains and the other the scheme or Mastermind, so the meeting happens. Each
// game is played by the heuristic (which uses the keywords' options) and by a random bot; at every decision the
// cards are conserved and in zones that may hold them, every game ends below the step cap, and a replay of the
// choices gives the same game. Rule-level tests of each meeting live beside the cards (engine/legendary/test/review/,
// doubtful-readings.test.ts, ...); this is the sampled fuzz of the pairs. The full grid is the fuzz spec.
import { describe, expect, it } from 'vitest';
import { STEP_CAP } from '../../../agents/play.js';
import { makeAgents } from '../../../agents/registry.js';
import { PlayerView } from '../observe.js';
import { choose, newGame, replay, traceHash } from '../game.js';
import { checkInvariants } from '../invariants.js';
import { HEROES } from '../registry.js';
import type { SetupOptions } from '../setup.js';
import '../index.js';

const heroesOf = (set: string, n = 3) => [...HEROES.values()].filter((h) => h.set === set).slice(0, n).map((h) => `${set}:${h.name}`);

interface Meeting { what: string; o: Partial<SetupOptions> }
const MEETINGS: Meeting[] = [
  { what: 'Excessive Violence x The Unbreakable Enigma Code', o: {
    sets: ['core', 'deadpool', 'captain-america-75th-anniversary'], scheme: 'The Unbreakable Enigma Code', heroes: heroesOf('deadpool'),
    villains: ['Deadpool\'s "Friends"'] } },
  { what: "Investigate x Go Back in Time to Slay Heroes' Ancestors (Purge)", o: {
    sets: ['core', 'noir', 'captain-america-75th-anniversary'], scheme: "Go Back in Time to Slay Heroes' Ancestors", heroes: heroesOf('noir', 3),
    villains: ['X-Men Noir'] } },
  { what: 'Feast x Hidden Witnesses', o: {
    sets: ['core', 'paint-the-town-red', 'noir'], mastermind: 'The Goblin, Underworld Boss', scheme: 'Unleash the Power of the Cosmic Cube', villains: ['Maximum Carnage'] } },
  { what: 'Burrow and Maximum Carnage in the HQ (Invade the Daily Bugle News HQ)', o: {
    sets: ['core', 'fantastic-four', 'paint-the-town-red'], scheme: 'Invade the Daily Bugle News HQ', villains: ['Subterranea'] } },
  { what: 'Focus and Bribe x Pull Reality Into the Negative Zone (swapped pools)', o: {
    sets: ['core', 'dark-city', 'fantastic-four'], scheme: 'Pull Reality Into the Negative Zone', heroes: heroesOf('fantastic-four'),
    villains: ['Streets of New York'] } },
  { what: 'Revenge x Five Families of Crime (villains shuffled back)', o: {
    sets: ['core', 'deadpool', 'noir'], scheme: 'Five Families of Crime', villains: ['Evil Deadpool Corpse'] } },
  { what: 'Teleport and Versatile x Conqueror', o: {
    sets: ['core', 'dark-city', 'marvel-studios-phase-1'], scheme: 'Unleash the Power of the Cosmic Cube', heroes: heroesOf('dark-city'), villains: ['Iron Foes'] } },
  { what: 'Out of Time and Abomination x Wall-Crawl', o: {
    sets: ['core', 'paint-the-town-red', 'captain-america-75th-anniversary'], scheme: 'Unleash the Power of the Cosmic Cube',
    heroes: [...heroesOf('paint-the-town-red', 2), ...heroesOf('captain-america-75th-anniversary', 1)], villains: ["Zola's Creations"] } },
];

function playChecked(o: SetupOptions, bot: string): { choices: number[]; hash: string } {
  const g = newGame(o);
  const agents = makeAgents(bot, o.seed ?? 0, o.players ?? 2);
  const views = g.players.map((_, p) => new PlayerView(g, p));
  const choices: number[] = [];
  while (g.result === null) {
    expect(g.steps).toBeLessThan(STEP_CAP);
    const errs = checkInvariants(g);
    if (errs.length) throw new Error(`${errs.join('; ')} at step ${g.steps}`);
    const d = g.pending!;
    const i = agents[d.player % agents.length]!.choose(views[d.player]!);
    choices.push(i);
    choose(g, i);
  }
  expect(checkInvariants(g)).toEqual([]);
  return { choices, hash: traceHash(g) };
}

describe('cross-set meetings (seeded sample)', () => {
  for (const m of MEETINGS) {
    it(`${m.what}: cards conserved, games end, replays agree`, () => {
      for (const [seed, players, bot] of [[1, 2, 'heuristic'], [2, 3, 'random'], [3, 1, 'heuristic']] as const) {
        const o: SetupOptions = { players, seed, ...(players === 1 ? { solo: 'advanced' as const } : {}), ...m.o } as SetupOptions;
        const { choices, hash } = playChecked(o, bot);
        expect(traceHash(replay(o, choices))).toBe(hash);
      }
    });
  }
});
