import { describe, expect, it } from 'vitest';
import { run } from '../../flow.js';
import { newGame } from '../../setup.js';
import { mastermindAttack, rescue } from '../../rules.js';
import type { Game } from '../../types.js';
import { mastermindHolder } from '../../zones.js';
import { fight, fightMastermind, make, names, pick, playCard, put, putVillain, reason, refresh, rescueFromStack } from '../helpers.js';
import { dcGame } from './villain-setup.js';


describe('Dark City special Bystanders', () => {
  it('join the Bystander stack (4 News Reporters, 3 Paramedics, 4 Radiation Scientists) only when Dark City is selected', () => {
    const count = (sets: string[], name: string) => {
      const g = newGame({ players: 2, seed: 5, sets, mastermind: 'Red Skull', scheme: 'Unleash the Power of the Cosmic Cube' });
      return [...g.bystanders, ...g.villainDeck].filter((c) => g.cards[g.defOf[c]!]!.name === name).length;
    };
    expect(['News Reporter', 'Paramedic', 'Radiation Scientist'].map((n) => count(['core', 'dark-city'], n))).toEqual([4, 3, 4]);
    expect(count(['core'], 'News Reporter')).toBe(0);
  });
});

describe('News Reporter', () => {
  it('rescued from the stack: the rescuer draws a card; a plain Bystander draws nothing', () => {
    const g = dcGame();
    const [d1] = put(g, 0, 'deck', 'Fixture Cost 3', 'Fixture Cost 2');
    rescueFromStack(g, 0, 'News Reporter');
    expect(names(g, g.players[0]!.hand)).toEqual(['Fixture Cost 2']);
    rescueFromStack(g, 0, 'Bystander');
    expect(g.players[0]!.hand.length).toBe(1);
    expect(g.players[0]!.deck).toEqual([d1]);
  });

  it("rescued from a defeated villain: the draw comes after the villain's Fight effect (Vertigo's discard cannot take it)", () => {
    const g = dcGame();
    putVillain(g, 0, 'Vertigo');
    const r = make(g, 'News Reporter');
    g.att[0]!.push(r);
    const [h] = put(g, 0, 'hand', 'Wound');
    put(g, 0, 'deck', 'Fixture Cost 2', 'Fixture Cost 3', 'Fixture Cost 5');
    g.t.attack = 5;
    refresh(g);
    fight(g, 0);
    expect(g.players[0]!.victory).toContain(r);
    expect(g.players[0]!.discard).toEqual([h]);
    expect(names(g, g.players[0]!.hand)).toEqual(['Fixture Cost 5', 'Fixture Cost 3']);
  });

  it("rescued from the Mastermind with a tactic: the rescuer draws", () => {
    const g = dcGame();
    g.tactics = [make(g, 'Negablast Grenades'), make(g, 'Negablast Grenades')];
    g.att[mastermindHolder(g)] = [make(g, 'News Reporter')];
    put(g, 0, 'deck', 'Fixture Cost 2');
    g.t.attack = mastermindAttack(g);
    refresh(g);
    fightMastermind(g);
    expect(names(g, g.players[0]!.hand)).toEqual(['Fixture Cost 2']);
  });
});

describe('Paramedic', () => {
  it("may KO a Wound from the rescuer's hand or from any player's discard pile (one option per place, or none)", () => {
    const g = dcGame({ players: 3 });
    const [w0] = put(g, 0, 'hand', 'Wound', 'Wound');
    put(g, 0, 'discard', 'S.H.I.E.L.D. Agent');
    const [w2] = put(g, 2, 'discard', 'Wound');
    rescueFromStack(g, 0, 'Paramedic');
    expect(reason(g)).toBe('paramedic:ko-wound');
    expect(g.pending!.options).toEqual([w0, w2, -1]);
    pick(g, w2!);
    expect(g.ko).toContain(w2);
    expect(g.players[2]!.discard).toEqual([]);
    expect(g.players[0]!.hand.length).toBe(2);
  });

  it('declining KOs nothing; with no Wound anywhere nothing is asked', () => {
    const g = dcGame();
    const hand = put(g, 0, 'hand', 'Wound');
    rescueFromStack(g, 0, 'Paramedic');
    pick(g, -1);
    expect(g.players[0]!.hand).toEqual(hand);
    const h = dcGame();
    rescueFromStack(h, 0, 'Paramedic');
    expect(reason(h)).toBe('main');
  });
});

describe('Radiation Scientist', () => {
  it('may KO one of your heroes (hand or played) or a hero from your discard pile; Wounds are not heroes', () => {
    const g = dcGame();
    const [played, a] = put(g, 0, 'hand', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent', 'Wound');
    const [x] = put(g, 0, 'discard', 'Fixture X-Man', 'Wound');
    put(g, 1, 'discard', 'Fixture Tech');
    putVillain(g, 0, 'Hand Ninjas');
    g.att[0]!.push(make(g, 'Radiation Scientist'));
    g.t.attack = 2;
    refresh(g);
    playCard(g, played!);
    fight(g, 0);
    expect(reason(g)).toBe('radiation-scientist:ko');
    expect(g.pending!.options).toEqual([a, x, played, -1]);
    pick(g, x!);
    expect(g.ko).toEqual([x]);
  });
});
