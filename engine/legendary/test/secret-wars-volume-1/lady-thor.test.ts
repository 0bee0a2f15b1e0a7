import { describe, expect, it } from 'vitest';
import { sw1Game } from './game.js';
import { fight, playCard, put, putVillain, refresh } from '../helpers.js';

function board() {
  const g = sw1Game(['Lady Thor']);
  put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Trooper');
  return g;
}

describe('Lady Thor', () => {
  it('Mysterious Origin: no draw below 6 Recruit made; a draw as soon as a later card brings it to 6, and only once', () => {
    const g = board();
    const [mo, a1, a2, a3, a4, a5] = put(g, 0, 'hand', 'Mysterious Origin', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent',
      'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, mo!);
    expect(g.t.recruit).toBe(2);
    expect(g.players[0]!.hand).toHaveLength(5);
    playCard(g, a1!); playCard(g, a2!); playCard(g, a3!);
    expect(g.t.recruitMade).toBe(5);
    expect(g.players[0]!.hand).toHaveLength(2);
    playCard(g, a4!);
    // 6 Recruit made: one card drawn
    expect(g.players[0]!.hand).toHaveLength(2);
    expect(g.players[0]!.deck).toHaveLength(3);
    playCard(g, a5!);
    expect(g.players[0]!.deck).toHaveLength(3);
  });

  it('Mysterious Origin: played once 6 Recruit are made, it draws at once', () => {
    const g = board();
    const agents = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    const [mo] = put(g, 0, 'hand', 'Mysterious Origin');
    refresh(g);
    for (const a of agents) playCard(g, a);
    playCard(g, mo!);
    expect(g.players[0]!.deck).toHaveLength(3);
    expect(g.players[0]!.hand).toHaveLength(1);
  });

  it('Mysterious Origin: "once per turn" counts per copy played (the rulebook lets each Artifact of a name be used): two copies draw two', () => {
    const g = board();
    const [m1, m2, a1, a2] = put(g, 0, 'hand', 'Mysterious Origin', 'Mysterious Origin', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, m1!); playCard(g, m2!); playCard(g, a1!);
    expect(g.players[0]!.deck).toHaveLength(4);
    playCard(g, a2!);
    expect(g.players[0]!.deck).toHaveLength(2);
  });

  it('Chosen by Asgard: +2 Attack once Recruit gained by an effect (a Fight effect) reaches 6; nothing below 6', () => {
    const g = board();
    const [cba, a1, a2, a3] = put(g, 0, 'hand', 'Chosen by Asgard', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    putVillain(g, 0, 'Hand Ninjas');
    refresh(g);
    playCard(g, cba!); playCard(g, a1!); playCard(g, a2!); playCard(g, a3!);
    expect(g.t.recruitMade).toBe(5);
    expect(g.t.attack).toBe(0);
    g.t.attack = 3;
    refresh(g);
    fight(g, 0); // Hand Ninjas: +1 Recruit
    expect(g.t.recruitMade).toBe(6);
    expect(g.t.attack).toBe(2);
  });

  it('Chosen by Asgard: the turn ends below 6 Recruit: no Attack', () => {
    const g = board();
    const [cba, a1] = put(g, 0, 'hand', 'Chosen by Asgard', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, cba!); playCard(g, a1!);
    expect(g.t.attack).toBe(0);
  });

  it('Living Thunderstorm: its own 4 Recruit and 2 more make 6: +6 Attack', () => {
    const g = board();
    const [a1, a2, lt] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'Living Thunderstorm');
    refresh(g);
    playCard(g, a1!);
    playCard(g, lt!);
    expect(g.t.attack).toBe(0);
    playCard(g, a2!);
    expect(g.t.attack).toBe(6);
    expect(g.t.recruit).toBe(6);
  });

  it('Heir to the Hammer: +2 Attack with a Ranged and a Strength card played before, not with only one of them', () => {
    const g = board();
    const [mo, h1, cba, h2] = put(g, 0, 'hand', 'Mysterious Origin', 'Heir to the Hammer', 'Chosen by Asgard', 'Heir to the Hammer');
    refresh(g);
    playCard(g, mo!);
    playCard(g, h1!);
    expect(g.t.attack).toBe(4);
    playCard(g, cba!);
    playCard(g, h2!);
    expect(g.t.attack).toBe(4 + 6);
  });
});
