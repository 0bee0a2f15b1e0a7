// The Marvel Champions heuristic: its clocks move the right way with the board, its weights parse and refuse, and it
// plays whole games within the options, the same way for a seed, and wins some.
import { describe, expect, it } from 'vitest';
import { choose, clone, decision, newGame, type Game } from '../../engine/champions/index.js';
import { mainTarget } from '../../engine/champions/rules.js';
import { CHAMPIONS_DEFAULT_WEIGHTS as W, ChampionsHeuristicAgent, championsWeights, clocks, clockScore } from '../champions/heuristic.js';
import { ChampionsView, makeChampionsAgent, playChampions } from '../champions/index.js';
import { championsSetup } from '../../scripts/champions.js';

/** A game at its first turn decision. */
function atFirstTurn(players: string, seed: string): Game {
  const g = newGame(championsSetup({ villain: 'rhino', players, seed }));
  while (decision(g) && decision(g)!.kind !== 'main') choose(g, 0);
  return g;
}

describe('Marvel Champions heuristic: the clocks', () => {
  it('a won game scores 1, a lost one 0, any other board in between', () => {
    const g = atFirstTurn('2', '3');
    const s = clockScore(g, W);
    expect(s).toBeGreaterThan(0);
    expect(s).toBeLessThan(1);
    const won = clone(g); won.result = 'win';
    const lost = clone(g); lost.result = 'loss';
    expect(clockScore(won, W)).toBe(1);
    expect(clockScore(lost, W)).toBe(0);
  });

  it('damage on the villain helps, threat on the main scheme and damage on a hero hurt', () => {
    for (const seed of ['1', '2', '3']) {
      const g = atFirstTurn('2', seed);
      const base = clockScore(g, W);
      const hit = clone(g); hit.cards[hit.villain]!.dmg += 6;
      expect(clockScore(hit, W), `seed ${seed}: villain damage`).toBeGreaterThan(base);
      expect(clocks(hit, W).work).toBe(clocks(g, W).work - 6);
      const threat = clone(g); threat.cards[threat.main]!.threat = mainTarget(threat) - 1;
      expect(clockScore(threat, W), `seed ${seed}: threat`).toBeLessThan(base);
      const hurt = clone(g); hurt.cards[hurt.players[0]!.identity]!.dmg += 8;
      expect(clockScore(hurt, W), `seed ${seed}: hero damage`).toBeLessThanOrEqual(base);
    }
  });

  it('the villain phase still to come: heroes left in alter-ego form let the villain scheme', () => {
    const g = atFirstTurn('1', '4');
    const alter = clone(g);
    expect(alter.players[0]!.form).toBe('alter');
    // raced from the end of the player phase, the villain's scheme against the alter-ego takes room first
    expect(clockScore(alter, W, true)).toBeLessThan(clockScore(alter, W, false));
    // with the scheme one step from completing, an alter-ego ending the phase is a loss in the race
    alter.cards[alter.main]!.threat = mainTarget(alter) - 1;
    expect(clocks(alter, W, true).end).toBe('loss');
    expect(clocks(alter, W, true).rounds).toBe(0);
  });
});

describe('Marvel Champions heuristic: the bot', () => {
  it('weights by name, with one clear refusal naming the accepted ones', () => {
    expect(championsWeights('heuristic')).toEqual(W);
    expect(championsWeights('heuristic:cardDamage=3,boost=1.5')).toEqual({ ...W, cardDamage: 3, boost: 1.5 });
    expect(() => championsWeights('heuristic:speed=3')).toThrow(/accepted: cardDamage, cardThwart/);
    expect(() => championsWeights('heuristic:boost=x')).toThrow(/bad Marvel Champions heuristic weight "boost=x"/);
    const a = makeChampionsAgent('heuristic:worlds=1', 1);
    expect(a.spec).toBe('heuristic:worlds=1');
    expect((a as ChampionsHeuristicAgent).weights.worlds).toBe(1);
  });

  it('answers within the options and plays the same game for the same seed; the look-ahead explains its turn choices', () => {
    const o = championsSetup({ villain: 'klaw', players: '1', seed: '6' });
    const g = newGame(o);
    const a = new ChampionsHeuristicAgent(6);
    let explained = 0;
    for (let d = decision(g); d !== null; d = decision(g)) {
      const i = a.choose(new ChampionsView(g));
      expect(Number.isInteger(i) && i >= 0 && i < d.options.length).toBe(true);
      const r = a.explain();
      if (d.kind === 'main' && r?.options) { expect(r.options).toHaveLength(d.options.length); explained++; }
      choose(g, i);
    }
    expect(g.result).not.toBeNull();
    expect(explained).toBeGreaterThan(5);
    expect(playChampions(o, new ChampionsHeuristicAgent(6)).trace).toBe(g.trace);
  });

  it('wins more of twelve seeded solo games against Rhino (Spider-Man Justice) than the simple bot', () => {
    const wins = (bot: string): number => {
      let n = 0;
      for (let seed = 0; seed < 12; seed++) {
        const o = championsSetup({ villain: 'rhino', heroes: 'spider-man:justice', seed: String(seed) });
        if (playChampions(o, makeChampionsAgent(bot, seed)).result === 'win') n++;
      }
      return n;
    };
    expect(wins('heuristic')).toBeGreaterThan(wins('simple'));
  });
});
