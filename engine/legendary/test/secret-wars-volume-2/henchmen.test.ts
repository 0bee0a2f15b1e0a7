// Secret Wars Volume 2 henchmen: Khonshu Guardians, Magma Men, Spider-Infected.
import '../../cards/secret-wars-volume-2/index.js';
import { describe, expect, it } from 'vitest';
import { run } from '../../flow.js';
import { gainOfficer, villainAttack } from '../../rules.js';
import type { Game } from '../../types.js';
import { fight, names, onVillainDeck, pick, put, putVillain, reason, recruit, recruitOfficer, refresh } from '../helpers.js';
import { setHq, villainEnters } from '../villain-fixtures.js';
import { sw2Game } from './game.js';

const AGENT = 'S.H.I.E.L.D. Agent', TROOPER = 'S.H.I.E.L.D. Trooper';
const game = (h: string) => sw2Game([], { henchmen: [h] });

function defeat(g: Game, name: string): number {
  const v = putVillain(g, 0, name);
  g.t.attack += villainAttack(g, 0);
  refresh(g);
  fight(g, 0);
  return v;
}

describe('Khonshu Guardians', () => {
  it('5 Attack in wolf form (Sewers, Rooftops, Bridge), 3 in the Bank and Streets', () => {
    const g = game('Khonshu Guardians');
    for (let s = 0; s < 5; s++) {
      g.city = [-1, -1, -1, -1, -1];
      putVillain(g, s, 'Khonshu Guardians');
      expect(villainAttack(g, s)).toBe(s === 1 || s === 3 ? 3 : 5);
    }
  });

  it('Fight: KO one of your heroes (hand or played), mandatory', () => {
    const g = game('Khonshu Guardians');
    const [a, t] = put(g, 0, 'hand', AGENT, TROOPER);
    const [p] = put(g, 0, 'inPlay', 'Fixture Covert');
    defeat(g, 'Khonshu Guardians');
    expect(reason(g)).toBe('ko-chosen');
    expect(g.pending!.options).toEqual([a, t, p]);
    pick(g, p!);
    expect(g.ko).toEqual([p]);
  });
});

describe('Magma Men', () => {
  it('Fight: KO one of your heroes, then Fateful Resurrection (a Master Strike on top: it re-enters)', () => {
    const g = game('Magma Men');
    const [a, t] = put(g, 0, 'hand', AGENT, TROOPER);
    onVillainDeck(g, 'Master Strike');
    const m = defeat(g, 'Magma Men');
    expect(reason(g)).toBe('ko-chosen');
    expect(g.players[0]!.victory).toEqual([m]);
    pick(g, a!);
    expect(g.ko).toEqual([a]);
    expect(g.city[0]).toBe(m);
    expect(g.players[0]!.hand).toEqual([t]);
  });

  it('Fight: no Scheme Twist or Master Strike on top: it stays in the victory pile', () => {
    const g = game('Magma Men');
    put(g, 0, 'hand', AGENT);
    onVillainDeck(g, 'Magma Men');
    const m = defeat(g, 'Magma Men');
    expect(g.ko).toHaveLength(1);
    expect(g.players[0]!.victory).toEqual([m]);
    expect(g.city[0]).toBe(-1);
  });
});

describe('Spider-Infected', () => {
  const WALL_CRAWL_Q = 'wall-crawl:put-on-deck';

  it('Ambush: it captures a Bystander', () => {
    const g = game('Spider-Infected');
    villainEnters(g, 'Spider-Infected');
    expect(names(g, g.att[0]!)).toEqual(['Bystander']);
  });

  it('Fight: the next hero recruited this turn may go on top of the deck (Wall-Crawl); the one after may not', () => {
    const g = game('Spider-Infected');
    const [h1, h2] = setHq(g, 'Fixture Cost 2', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 5', 'Fixture Cost 5');
    g.t.recruit = 5;
    defeat(g, 'Spider-Infected');
    expect(reason(g)).toBe('main');
    recruit(g, 0);
    expect(reason(g)).toBe(WALL_CRAWL_Q);
    pick(g, 1);
    expect(g.players[0]!.deck).toEqual([h1]);
    recruit(g, 1);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.discard).toEqual([h2]);
  });

  it('Fight: the Wall-Crawl may be declined', () => {
    const g = game('Spider-Infected');
    const [h1] = setHq(g, 'Fixture Cost 2', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 5', 'Fixture Cost 5');
    g.t.recruit = 2;
    defeat(g, 'Spider-Infected');
    recruit(g, 0);
    pick(g, 0);
    expect(g.players[0]!.discard).toEqual([h1]);
    expect(g.players[0]!.deck).toEqual([]);
  });

  it('Fight: a S.H.I.E.L.D. Officer recruited is the next hero gained: Wall-Crawl is offered', () => {
    const g = game('Spider-Infected');
    g.t.recruit = 3;
    defeat(g, 'Spider-Infected');
    recruitOfficer(g);
    expect(reason(g)).toBe(WALL_CRAWL_Q);
    pick(g, 1);
    expect(names(g, g.players[0]!.deck)).toEqual(['S.H.I.E.L.D. Officer']);
  });

  it('Fight: a hero gained by a card effect first uses the effect up (only recruiting allows Wall-Crawl): the reading worst for the players', () => {
    const g = game('Spider-Infected');
    setHq(g, 'Fixture Cost 2', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 5', 'Fixture Cost 5');
    g.t.recruit = 2;
    defeat(g, 'Spider-Infected');
    g.stack = []; g.pending = null;
    gainOfficer(g, 0);
    run(g);
    expect(reason(g)).toBe('main');
    recruit(g, 0);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.deck).toEqual([]);
  });

  it('Fight: a hero another player gains does not use the effect up; two Spider-Infected give Wall-Crawl once', () => {
    const g = game('Spider-Infected');
    setHq(g, 'Fixture Cost 2', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 5', 'Fixture Cost 5');
    defeat(g, 'Spider-Infected');
    defeat(g, 'Spider-Infected');
    expect(g.players[0]!.victory).toHaveLength(2);
    g.stack = []; g.pending = null;
    gainOfficer(g, 1);
    run(g);
    g.t.recruit = 2;
    refresh(g);
    recruit(g, 0);
    expect(reason(g)).toBe(WALL_CRAWL_Q);
    pick(g, 1);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.deck).toHaveLength(1);
  });

  it('without fighting one, a recruit offers nothing', () => {
    const g = game('Spider-Infected');
    setHq(g, 'Fixture Cost 2', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 5', 'Fixture Cost 5');
    g.t.recruit = 2;
    refresh(g);
    recruit(g, 0);
    expect(reason(g)).toBe('main');
  });
});
