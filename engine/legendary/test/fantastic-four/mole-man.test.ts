import { describe, expect, it } from 'vitest';
import { STREETS, mastermindAttack, strikeEffect, available, PAY_FIGHT, PAY_RECRUIT } from '../../rules.js';
import { run } from '../../flow.js';
import { make, names, pick, put, putVillain, reason } from '../helpers.js';
import { fightTactic } from '../dark-city/mastermind-fixtures.js';
import { ffGame } from './game.js';

const moleMan = () => ffGame({ mastermind: 'Mole Man' });

describe('Mole Man', () => {
  it('gets +1 Attack per escaped Subterranea villain (not other villains)', () => {
    const g = moleMan();
    g.escaped = [];
    expect(mastermindAttack(g)).toBe(7);
    g.escaped.push(make(g, 'Moloids'), make(g, 'Giganto'), make(g, 'Firelord'));
    expect(mastermindAttack(g)).toBe(9);
  });

  it('Master Strike: every Subterranea villain in the city escapes, and then each player gains a Wound', () => {
    const g = moleMan();
    const a = putVillain(g, 0, 'Moloids'), b = putVillain(g, 2, 'Giganto'), c = putVillain(g, 1, 'Firelord');
    const s = make(g, 'Master Strike');
    strikeEffect(g, s);
    run(g);
    while (g.pending && g.pending.reason !== 'main') pick(g, g.pending.options[0]!);
    expect(g.escaped).toEqual(expect.arrayContaining([a, b]));
    expect(g.city[1]).toBe(c);
    for (const p of [0, 1, 2]) expect(names(g, g.players[p]!.discard)).toContain('Wound');
  });

  it('Master Strike without a Subterranea villain in the city: no Wounds', () => {
    const g = moleMan();
    putVillain(g, 1, 'Firelord');
    strikeEffect(g, make(g, 'Master Strike'));
    run(g);
    for (const p of [0, 1, 2]) expect(g.players[p]!.discard).toEqual([]);
  });

  it('Dig to Freedom: each other player puts a Subterranea villain of their victory pile into the Escaped pile', () => {
    const g = moleMan();
    g.escaped = [];
    const [m] = put(g, 1, 'victory', 'Moloids', 'Firelord');
    fightTactic(g, 'Dig to Freedom');
    expect(g.escaped).toEqual([m]);
    expect(names(g, g.players[1]!.victory)).toEqual(['Firelord']);
  });

  it('Master of Monsters: the Subterranea villains among the top six are played, the rest go to the bottom; nothing as the last tactic', () => {
    const g = moleMan();
    const bys = Array.from({ length: 5 }, () => make(g, 'Bystander'));
    const gig = make(g, 'Giganto'), fire = make(g, 'Firelord');
    g.villainDeck = [...bys, gig, fire];
    fightTactic(g, 'Master of Monsters');
    expect(g.city[0]).toBe(gig);
    expect(g.villainDeck.length).toBe(6);
    expect(g.villainDeck[5]).toBe(bys[0]); // the card under the six stays on top
    expect(g.villainDeck.slice(0, 5)).toContain(fire);

    const h = moleMan();
    const top = h.villainDeck.slice();
    h.villainDeck.push(make(h, 'Giganto'));
    fightTactic(h, 'Master of Monsters', 1);
    expect(h.result).toBe('win');
    expect(h.villainDeck.length).toBe(top.length + 1);
  });

  it('Secret Tunnel: +6 Attack only against a villain in the Streets', () => {
    const g = moleMan();
    const s = putVillain(g, STREETS, 'Giganto'), o = putVillain(g, 0, 'Moloids');
    fightTactic(g, 'Secret Tunnel');
    expect(available(g, PAY_FIGHT, s)).toBe(6);
    expect(available(g, PAY_FIGHT, o)).toBe(0);
  });

  it('Underground Riches: +6 Recruit only for the hero in the HQ space under the Streets', () => {
    const g = moleMan();
    fightTactic(g, 'Underground Riches');
    expect(available(g, PAY_RECRUIT, g.hq[STREETS]!)).toBe(6);
    expect(available(g, PAY_RECRUIT, g.hq[0]!)).toBe(0);
    expect(reason(g)).toBe('main');
  });
});
