// Weave a Web of Lies (Paint the Town Red).
import { describe, expect, it } from 'vitest';
import { ACT_MASTERMIND, act, fight, mainActions, names, pick, put, putVillain, reason, refresh } from '../helpers.js';
import { progress, twist } from '../dark-city/mastermind-fixtures.js';
import { ptGame } from './setup.js';

const board = (o = {}) => ptGame({ scheme: 'Weave a Web of Lies', ...o });

describe('Weave a Web of Lies', () => {
  it('has 7 twists; each is stacked next to the Mastermind; the 7th: Evil wins', () => {
    const g = board();
    expect(g.setup.twists).toBe(7);
    for (let i = 0; i < 6; i++) twist(g);
    expect(g.schemeZone.length).toBe(6);
    expect(g.result).toBeNull();
    twist(g);
    expect(g.result).toBe('loss');
  });

  it('defeating a villain: you may pay 1 Recruit to rescue a Bystander (once per villain)', () => {
    const g = board();
    putVillain(g, 0, 'Hand Ninjas');
    g.t.attack = 3; g.t.recruit = 2;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('weave-a-web-of-lies:pay');
    pick(g, 1);
    expect(g.t.recruit).toBe(2); // 2, +1 from the Hand Ninjas' Fight effect, -1 paid
    expect(names(g, g.players[0]!.victory)).toEqual(['Hand Ninjas', 'Bystander']);
    expect(reason(g)).toBe('main');
    // without Recruit (a villain that gives none) nothing is asked
    const h = board();
    putVillain(h, 0, 'Shocker');
    h.t.attack = 5;
    refresh(h);
    fight(h, 0);
    expect(reason(h)).toBe('main');
  });

  it('the Mastermind can be fought only with a Bystander in your victory pile per stacked twist', () => {
    const g = board();
    twist(g); twist(g);
    g.t.attack = 100;
    put(g, 0, 'victory', 'Bystander');
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_MASTERMIND));
    put(g, 0, 'victory', 'Bystander');
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_MASTERMIND));
  });

  it('hint: progress is the share of the 7 twists stacked', () => {
    const g = board();
    twist(g); twist(g);
    expect(progress(g)).toBeCloseTo(2 / 7);
  });
});
