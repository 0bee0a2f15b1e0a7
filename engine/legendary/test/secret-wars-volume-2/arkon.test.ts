import '../../cards/secret-wars-volume-2/index.js';
import { describe, expect, it } from 'vitest';
import { sw2Game } from './game.js';
import { BANK, BRIDGE, ROOFTOPS, SEWERS, STREETS } from '../../rules.js';
import type { Game } from '../../types.js';
import { make, pick, playCard, put, putVillain, reason, recruit, refresh } from '../helpers.js';

function board(): Game {
  const g = sw2Game(['Arkon the Magnificent']);
  refresh(g);
  return g;
}

describe('Arkon the Magnificent', () => {
  it('All-Terrain Barbarian: 2 Recruit, +1 when the Sewers is empty', () => {
    const g = board();
    const [a] = put(g, 0, 'hand', 'All-Terrain Barbarian');
    refresh(g);
    playCard(g, a!);
    expect(g.t.recruit).toBe(3);
  });

  it('All-Terrain Barbarian: no bonus with a villain in the Sewers', () => {
    const g = board();
    putVillain(g, SEWERS, 'Hand Ninjas');
    const [a] = put(g, 0, 'hand', 'All-Terrain Barbarian');
    refresh(g);
    playCard(g, a!);
    expect(g.t.recruit).toBe(2);
  });

  it('All-Terrain Barbarian: a Sewers holding only a card (no villain) is not empty', () => {
    const g = board();
    g.att[SEWERS] = [make(g, 'Bystander')];
    const [a] = put(g, 0, 'hand', 'All-Terrain Barbarian');
    refresh(g);
    playCard(g, a!);
    expect(g.t.recruit).toBe(2);
  });

  it('All-Terrain Barbarian has Wall-Crawl', () => {
    const g = board();
    g.hq[2] = make(g, 'All-Terrain Barbarian');
    g.t.recruit = 3;
    refresh(g);
    recruit(g, 2);
    expect(reason(g)).toBe('wall-crawl:put-on-deck');
  });

  it('Quiver of Thunderbolts: 2 Attack; no card drawn without Spectrum', () => {
    const g = board();
    put(g, 0, 'deck', 'Quick Draw');
    const [q] = put(g, 0, 'hand', 'Quiver of Thunderbolts', 'Team Player');
    refresh(g);
    playCard(g, q!);
    expect(g.t.attack).toBe(2);
    expect(g.players[0]!.hand).toHaveLength(1);
  });

  it('Quiver of Thunderbolts with Spectrum (Ranged, Tech, Instinct): draws a card', () => {
    const g = board();
    const [top] = put(g, 0, 'deck', 'Quick Draw');
    const [q, tp, qd] = put(g, 0, 'hand', 'Quiver of Thunderbolts', 'Team Player', 'Quick Draw');
    refresh(g);
    playCard(g, q!);
    expect(g.players[0]!.hand.sort()).toEqual([tp!, qd!, top!].sort());
  });

  it('Warlord of Open Spaces: with several empty pairs the player chooses the pair; +1 Attack', () => {
    const g = board();
    putVillain(g, BRIDGE, 'Hand Ninjas');
    const [w] = put(g, 0, 'hand', 'Warlord of Open Spaces');
    refresh(g);
    playCard(g, w!);
    expect(reason(g)).toBe('arkon:warlord-of-open-spaces:patrol');
    // the pairs Sewers-Bank, Bank-Rooftops, Rooftops-Streets (Streets-Bridge is not empty)
    expect(g.pending!.options).toEqual([SEWERS, BANK, ROOFTOPS]);
    pick(g, BANK);
    expect(g.t.attack).toBe(4);
  });

  it('Warlord of Open Spaces: one empty pair is taken without asking', () => {
    const g = board();
    putVillain(g, SEWERS, 'Hand Ninjas');
    putVillain(g, BANK, 'Hand Ninjas');
    putVillain(g, ROOFTOPS, 'Hand Ninjas');
    const [w] = put(g, 0, 'hand', 'Warlord of Open Spaces');
    refresh(g);
    playCard(g, w!);
    expect(reason(g)).toBe('main');
    expect(g.t.attack).toBe(4);
  });

  it('Warlord of Open Spaces: no two adjacent empty spaces: 3 Attack only', () => {
    const g = board();
    putVillain(g, BANK, 'Hand Ninjas');
    putVillain(g, STREETS, 'Hand Ninjas');
    const [w] = put(g, 0, 'hand', 'Warlord of Open Spaces');
    refresh(g);
    playCard(g, w!);
    expect(reason(g)).toBe('main');
    expect(g.t.attack).toBe(3);
  });

  it('Warlord of Open Spaces: spaces on either side of a destroyed space are not adjacent (reading worst for the players)', () => {
    const g = board();
    putVillain(g, SEWERS, 'Hand Ninjas');
    putVillain(g, BANK, 'Hand Ninjas');
    putVillain(g, BRIDGE, 'Hand Ninjas');
    g.cityDestroyed = 1 << STREETS;
    const [w] = put(g, 0, 'hand', 'Warlord of Open Spaces');
    refresh(g);
    playCard(g, w!);
    expect(g.t.attack).toBe(3);
  });

  it('Lord of Dragons: an empty Rooftops gives +4 Recruit and +4 Attack', () => {
    const g = board();
    const [l] = put(g, 0, 'hand', 'Lord of Dragons');
    refresh(g);
    playCard(g, l!);
    expect(g.t.recruit).toBe(4);
    expect(g.t.attack).toBe(4);
  });

  it('Lord of Dragons: the villain on the Rooftops is defeated for free (its Fight effect happens, its Bystander rescued)', () => {
    const g = board();
    const v = putVillain(g, ROOFTOPS, 'Hand Ninjas');
    const b = make(g, 'Bystander');
    g.att[ROOFTOPS] = [b];
    const [l] = put(g, 0, 'hand', 'Lord of Dragons');
    refresh(g);
    playCard(g, l!);
    expect(g.city[ROOFTOPS]).toBe(-1);
    expect(g.players[0]!.victory.sort()).toEqual([v, b].sort());
    // Hand Ninjas' Fight effect: +1 Recruit; no Attack was spent, none gained
    expect(g.t.recruit).toBe(1);
    expect(g.t.attack).toBe(0);
  });

  it('Lord of Dragons: a destroyed Rooftops cannot be patrolled: nothing', () => {
    const g = board();
    g.cityDestroyed = 1 << ROOFTOPS;
    const [l] = put(g, 0, 'hand', 'Lord of Dragons');
    refresh(g);
    playCard(g, l!);
    expect(g.t.recruit).toBe(0);
    expect(g.t.attack).toBe(0);
  });
});
