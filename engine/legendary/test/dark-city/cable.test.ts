import { describe, expect, it } from 'vitest';
import { ACT_TELEPORT } from '../../keywords/teleport.js';
import { NEXT_HAND_EXTRA } from '../../effects.js';
import { PAY_FIGHT, PAY_MASTERMIND, available } from '../../rules.js';
import { act, endTurn, fightMastermind, mainActions, make, names, onVillainDeck, pick, playCard, put, putVillain, reason, refresh, revealVillainCard } from '../helpers.js';
import { heroGame } from './hero-game.js';

describe('Cable', () => {
  it('Disaster Survivalist: before a Master Strike resolves, each holder may discard it for three extra cards at the end of the turn', () => {
    const g = heroGame();
    put(g, 0, 'deck', ...Array<string>(12).fill('S.H.I.E.L.D. Agent'));
    put(g, 1, 'deck', ...Array<string>(12).fill('S.H.I.E.L.D. Trooper'));
    const [ds0, ag] = put(g, 0, 'hand', 'Disaster Survivalist', 'S.H.I.E.L.D. Agent');
    const [ds1, tr] = put(g, 1, 'hand', 'Disaster Survivalist', 'S.H.I.E.L.D. Trooper');
    const strike = make(g, 'Master Strike');
    g.villainDeck.push(strike);
    revealVillainCard(g);
    expect(reason(g)).toBe('cable:disaster-survivalist:discard');
    expect(g.pending!.player).toBe(0);
    expect(g.stats.strikes).toBe(1);
    pick(g, 1);
    expect(g.pending!.player).toBe(1);
    expect(g.ko).toEqual([strike]); // Red Skull's strike has not happened yet
    pick(g, 1);
    // the strike: each player KOs a hero from hand (the only one left)
    expect(g.ko.filter((x) => x !== strike).sort()).toEqual([ag!, tr!].sort());
    expect(g.players[0]!.discard).toEqual([ds0]);
    expect(g.players[1]!.discard).toEqual([ds1]);
    expect(g.t.effects.filter((e) => e.k === NEXT_HAND_EXTRA).map((e) => e.n)).toEqual([3]);
    onVillainDeck(g, 'Savage Land Mutates'); // the next turn's villain card
    endTurn(g);
    expect(g.players[0]!.hand.length).toBe(9);
    expect(names(g, g.players[1]!.hand)).toEqual(Array<string>(3).fill('S.H.I.E.L.D. Trooper'));
  });

  it('Disaster Survivalist: declining keeps it in hand (the strike may then KO it), and the next hand is the usual size', () => {
    const g = heroGame();
    put(g, 0, 'deck', ...Array<string>(12).fill('S.H.I.E.L.D. Agent'));
    const [ds, ag] = put(g, 0, 'hand', 'Disaster Survivalist', 'S.H.I.E.L.D. Agent');
    const strike = make(g, 'Master Strike');
    g.villainDeck.push(strike);
    revealVillainCard(g);
    pick(g, 0);
    expect(g.pending!.options.sort()).toEqual([ds!, ag!].sort());
    pick(g, ds!);
    expect(g.ko).toEqual([strike, ds]);
    onVillainDeck(g, 'Savage Land Mutates');
    refresh(g);
    endTurn(g);
    expect(g.players[0]!.hand.length).toBe(6);
  });

  it('Strike at the Heart of Evil: its +2 pay only for fighting the Mastermind', () => {
    const g = heroGame();
    const [s] = put(g, 0, 'hand', 'Strike at the Heart of Evil');
    const v = putVillain(g, 0, 'Blob');
    refresh(g);
    playCard(g, s!);
    expect(g.t.attack).toBe(2);
    expect(available(g, PAY_FIGHT, v)).toBe(2);
    expect(available(g, PAY_MASTERMIND)).toBe(4);
    g.t.attack = 5; // with the +2: Red Skull's 7
    // a tactic whose Fight effect adds no Attack (the random one could be Negablast Grenades, +3)
    g.tactics = [make(g, 'Endless Resources'), make(g, 'Endless Resources')];
    refresh(g);
    fightMastermind(g);
    expect(g.stats.tacticsDefeated).toBe(1);
    expect(g.t.attack).toBe(0);
  });

  it('Rapid Response Force can be teleported, and gets +1 Attack per other X-Force hero played this turn', () => {
    const g = heroGame();
    const [rfa, rrf, rrf2] = put(g, 0, 'hand', 'Ready for Anything', 'Rapid Response Force', 'Rapid Response Force');
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_TELEPORT, rrf!));
    playCard(g, rrf!);
    expect(g.t.attack).toBe(3);
    playCard(g, rfa!);
    pick(g, 1); // Versatile: Attack
    playCard(g, rrf2!);
    expect(g.t.attack).toBe(3 + 2 + 3 + 2); // Ready for Anything and the first Rapid Response Force
  });

  it('Army of One KOs any number of cards from your hand for +1 Attack each', () => {
    const g = heroGame();
    const [army, w1, , ag] = put(g, 0, 'hand', 'Army of One', 'Wound', 'Wound', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, army!);
    expect(reason(g)).toBe('cable:army-of-one:ko');
    expect(g.pending!.options).toEqual([w1, ag, -1]);
    pick(g, w1!);
    pick(g, g.pending!.options[0]!);
    expect(g.pending!.options).toEqual([ag, -1]);
    pick(g, -1);
    expect(names(g, g.ko)).toEqual(['Wound', 'Wound']);
    expect(g.players[0]!.hand).toEqual([ag]);
    expect(g.t.attack).toBe(7);
  });
});
