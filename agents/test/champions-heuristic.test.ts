// The Marvel Champions heuristic: its clocks move the right way with the board, its weights parse and refuse, and it
// plays whole games within the options, the same way for a seed, and wins some.
import { describe, expect, it } from 'vitest';
import { choose, clone, decision, halted, newGame, type Game } from '../../engine/champions/index.js';
import { setCode } from '../../engine/champions/codes.js';
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

  it('the cards a turn brings follow the hand size of the form it ends in: Iron Man (1 card) adds less than Tony Stark (6)', () => {
    const g = newGame({ villain: 'rhino', heroes: [{ identity: 'iron_man', aspect: 'aggression' }], seed: 'hand' });
    while (decision(g) && decision(g)!.kind !== 'main') choose(g, 0);
    const pl = g.players[0]!;
    expect(pl.form).toBe('alter');
    const alter = clocks(g, W);
    // the same board with Iron Man's side up: the same printed ATK and THW count, his hand size is 1
    const hero = clone(g);
    hero.players[0]!.form = 'hero';
    setCode(hero.cards[pl.identity]!, pl.heroCode);
    const flipped = clocks(hero, W);
    expect(flipped.damage).toBeCloseTo(alter.damage - W.cardDamage * (6 - 1) / W.handRef, 6);
    expect(flipped.thwart).toBeCloseTo(alter.thwart - W.cardThwart * (6 - 1) / W.handRef, 6);
    // handRef 0 counts every hand alike, as the clocks did before hand sizes counted
    const off = { ...W, handRef: 0 };
    expect(clocks(hero, off).damage).toBe(clocks(g, off).damage);
  });
});

describe('Marvel Champions heuristic: the bot', () => {
  it('at the end of its turn it discards a unique card the team already has in play for a fresh one, and keeps the rest', () => {
    // two starter decks with a Nick Fury each (unique: the team may have one in play)
    const g = newGame(championsSetup({ villain: 'rhino', players: '2', seed: '7' }));
    const a = new ChampionsHeuristicAgent(7);
    while (decision(g) && !(decision(g)!.kind === 'discard' && decision(g)!.options.some((o) => o.t === 'done'))) choose(g, a.choose(new ChampionsView(g)));
    const d = decision(g)!;
    expect(d).not.toBeNull();
    const p = d.player, pl = g.players[p]!;
    // nothing dead in hand: the turn ends with the hand kept
    const kept = a.choose(new ChampionsView(g));
    expect(d.options[kept]!.t).toBe('done');
    // each deck's Nick Fury: the other player's in play, this player's in hand
    const fury = (q: number): number => g.cards.findIndex((c) => c.code === '01084' && c.owner === q);
    const move = (id: number, q: number, zone: 'hand' | 'play'): void => {
      const from = g.players[q]!;
      for (const z of [from.hand, from.deck, from.discard, from.play]) { const k = z.indexOf(id); if (k >= 0) z.splice(k, 1); }
      g.cards[id]!.zone = zone;
      (zone === 'hand' ? from.hand : from.play).push(id);
    };
    const inHand = fury(p);
    move(fury(1 - p), 1 - p, 'play');
    move(inHand, p, 'hand');
    if (!d.options.some((o) => o.c === inHand)) d.options.push({ t: 'card', c: inHand, x: 0 });
    const i = a.choose(new ChampionsView(g));
    expect(d.options[i]).toMatchObject({ t: 'card', c: inHand });
  });

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

  it('its look-ahead from a turn scores every option at the same point: where the villain phase would begin (phaseEnd)', () => {
    /** records each board the look-ahead scores: stopped where the villain phase begins (halted), or already in it */
    class Spy extends ChampionsHeuristicAgent {
      round = 0; halted = 0; begun = 0; all = 0;
      protected override score(g: Game): number {
        this.all++;
        if (halted(g)) this.halted++;
        if (g.result === null && (g.phase === 'villain' || g.round > this.round)) this.begun++;
        return super.score(g);
      }
    }
    const spy = (phaseEnd: number): Spy => {
      const a = new Spy(1, { ...W, phaseEnd });
      for (let seed = 1; seed <= 3; seed++) {
        const g = newGame(championsSetup({ villain: 'rhino', heroes: 'she-hulk:aggression', seed: String(seed) }));
        for (let d = decision(g), k = 0; d !== null && k < 60; d = decision(g), k++) {
          if (d.kind !== 'main') { choose(g, a.choose(new ChampionsView(g))); continue; }
          a.round = g.round;
          choose(g, a.choose(new ChampionsView(g)));
        }
      }
      return a;
    };
    const on = spy(1);
    expect(on.all).toBeGreaterThan(50);
    expect(on.begun).toBe(0);
    expect(on.halted).toBeGreaterThan(on.all * 0.9); // the rest: games the look-ahead saw end
    const off = spy(0); // the old stop: the first decision after the turns, at times inside the villain phase
    expect(off.halted).toBe(0);
    expect(off.begun).toBeGreaterThan(0);
  });
});
