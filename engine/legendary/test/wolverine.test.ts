import { describe, expect, it } from 'vitest';
import { cleanBoard, names, pick, playCard, put, reason, refresh, setupGame } from './helpers.js';

describe('Wolverine', () => {
  it('Healing Factor may KO a Wound from the hand and then draws a card', () => {
    const g = cleanBoard(setupGame());
    const [agent] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    const [w] = put(g, 0, 'hand', 'Wound');
    const [wd] = put(g, 0, 'discard', 'Wound');
    const [h] = put(g, 0, 'hand', 'Healing Factor');
    refresh(g);
    playCard(g, h!);
    expect(reason(g)).toBe('wolverine:healing-factor:ko-wound');
    expect(g.pending!.options).toEqual([w, wd, -1]);
    pick(g, w!);
    expect(g.ko).toEqual([w]);
    expect(g.players[0]!.hand).toEqual([agent]);
    expect(g.t.attack).toBe(2);
  });

  it('Healing Factor: declining draws nothing', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    const [wd] = put(g, 0, 'discard', 'Wound');
    const [h] = put(g, 0, 'hand', 'Healing Factor');
    refresh(g);
    playCard(g, h!);
    pick(g, -1);
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.players[0]!.discard).toEqual([wd]);
  });

  it('Healing Factor without a Wound asks nothing and draws nothing', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    const [h] = put(g, 0, 'hand', 'Healing Factor');
    refresh(g);
    playCard(g, h!);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.hand).toEqual([]);
  });

  it('Keen Senses draws only after an Instinct card', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    const [a, b] = put(g, 0, 'hand', 'Keen Senses', 'Keen Senses');
    refresh(g);
    playCard(g, a!);
    expect(g.players[0]!.hand.length).toBe(1);
    playCard(g, b!);
    expect(names(g, g.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Agent']);
    expect(g.t.attack).toBe(2);
  });

  it('Frenzied Slashing draws two only after an Instinct card', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    const [a, b] = put(g, 0, 'hand', 'Frenzied Slashing', 'Frenzied Slashing');
    refresh(g);
    playCard(g, a!);
    expect(g.players[0]!.hand.length).toBe(1);
    playCard(g, b!);
    expect(g.players[0]!.hand.length).toBe(2);
    expect(g.t.attack).toBe(4);
  });

  it('Berserker Rage draws three and, with Instinct, +1 Attack per card drawn this turn', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', ...Array.from({ length: 6 }, () => 'S.H.I.E.L.D. Agent'));
    const [k1, k2, br] = put(g, 0, 'hand', 'Keen Senses', 'Keen Senses', 'Berserker Rage');
    refresh(g);
    playCard(g, k1!);
    playCard(g, k2!); // draws 1
    playCard(g, br!); // draws 3: 4 extra cards this turn
    expect(g.t.drawn).toBe(4);
    expect(g.t.attack).toBe(1 + 1 + 4);
    expect(g.players[0]!.hand.length).toBe(4);
  });

  it('Berserker Rage without an Instinct card draws three and gets no Attack', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', ...Array.from({ length: 6 }, () => 'S.H.I.E.L.D. Agent'));
    const [br] = put(g, 0, 'hand', 'Berserker Rage');
    refresh(g);
    playCard(g, br!);
    expect(g.players[0]!.hand.length).toBe(3);
    expect(g.t.attack).toBe(0);
  });
});
