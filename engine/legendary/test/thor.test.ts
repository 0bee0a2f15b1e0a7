import { poolsFor } from '../rules.js';
import { PAY_FIGHT, POOL_RECRUIT } from '../types.js';
import { describe, expect, it } from 'vitest';
import { act, ACT_FIGHT, cleanBoard, fight, mainActions, playCard, put, putVillain, refresh, setupGame } from './helpers.js';

describe('Thor', () => {
  it('Odinson alone gives 2 Recruit', () => {
    const g = cleanBoard(setupGame());
    const [o] = put(g, 0, 'hand', 'Odinson');
    refresh(g);
    playCard(g, o!);
    expect(g.t.recruit).toBe(2);
  });

  it('the rulebook example: two Odinsons played first give 6 Recruit in total', () => {
    const g = cleanBoard(setupGame());
    const [a, b] = put(g, 0, 'hand', 'Odinson', 'Odinson');
    refresh(g);
    playCard(g, a!);
    playCard(g, b!);
    expect(g.t.recruit).toBe(6);
    expect(g.t.recruitMade).toBe(6);
  });

  it('Surge of Power gets +3 Attack when 8 Recruit were made, its own 2 included', () => {
    const g = cleanBoard(setupGame());
    const [a, b, s] = put(g, 0, 'hand', 'Odinson', 'Odinson', 'Surge of Power');
    refresh(g);
    playCard(g, a!); playCard(g, b!);
    playCard(g, s!);
    expect(g.t.recruit).toBe(8);
    expect(g.t.attack).toBe(3);
  });

  it('Surge of Power with less than 8 Recruit made gets nothing', () => {
    const g = cleanBoard(setupGame());
    const [a, s] = put(g, 0, 'hand', 'Odinson', 'Surge of Power');
    refresh(g);
    playCard(g, a!);
    playCard(g, s!);
    expect(g.t.recruit).toBe(4);
    expect(g.t.attack).toBe(0);
  });

  it('Surge of Power counts Recruit already spent', () => {
    const g = cleanBoard(setupGame());
    const [a, b, s] = put(g, 0, 'hand', 'Odinson', 'Odinson', 'Surge of Power');
    refresh(g);
    playCard(g, a!); playCard(g, b!);
    g.t.recruit -= 6; // as if spent on recruiting
    playCard(g, s!);
    expect(g.t.attack).toBe(3);
  });

  it('Call Lightning gets +3 Attack only after a Ranged card', () => {
    const g = cleanBoard(setupGame());
    const [a, b] = put(g, 0, 'hand', 'Call Lightning', 'Call Lightning');
    refresh(g);
    playCard(g, a!);
    expect(g.t.attack).toBe(3);
    playCard(g, b!);
    expect(g.t.attack).toBe(3 + 6);
  });

  it('God of Thunder lets Recruit pay for a fight', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 0, 'HYDRA Kidnappers');
    const [o, gt] = put(g, 0, 'hand', 'Odinson', 'God of Thunder');
    refresh(g);
    playCard(g, o!);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 0));
    playCard(g, gt!);
    expect(poolsFor(g, PAY_FIGHT) & POOL_RECRUIT).toBeTruthy();
    expect(mainActions(g)).toContain(act(ACT_FIGHT, 0));
    fight(g, 0);
    expect(g.city[0]).toBe(-1);
    expect(g.t.recruit).toBe(7 - 3);
  });
});
