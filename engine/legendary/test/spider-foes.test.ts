import { NEXT_HAND_SIZE } from '../effects.js';
import { describe, expect, it } from 'vitest';
import { ACT_FIGHT, act, cleanBoard, endTurn, fight, mainActions, names, playCard, put, putVillain, refresh, setupGame, onVillainDeck } from './helpers.js';
import { fillCity, setHq, villainEnters } from './villain-fixtures.js';

function deckOf(g: ReturnType<typeof setupGame>, p: number, n: number): void {
  put(g, p, 'deck', ...Array.from({ length: n }, () => 'S.H.I.E.L.D. Agent'));
}

describe('Spider-Foes', () => {
  it('Doctor Octopus Fight: the next hand has eight cards', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 0, 'Doctor Octopus');
    deckOf(g, 0, 12);
    g.t.attack = 4;
    refresh(g);
    fight(g, 0);
    expect(g.t.effects.map((e) => [e.k, e.n])).toEqual([[NEXT_HAND_SIZE, 8]]);
    onVillainDeck(g, 'Bystander'); // the next turn's Villain Deck card must leave this hand alone
    endTurn(g);
    expect(g.players[0]!.hand.length).toBe(8);
  });

  it('without Doctor Octopus the next hand has six cards', () => {
    const g = cleanBoard(setupGame());
    deckOf(g, 0, 12);
    refresh(g);
    onVillainDeck(g, 'Bystander'); // the next turn's Villain Deck card must leave this hand alone
    endTurn(g);
    expect(g.players[0]!.hand.length).toBe(6);
  });

  it('Green Goblin Ambush: he captures a Bystander from the stack', () => {
    const g = cleanBoard(setupGame());
    const stack = g.bystanders.length;
    const b = g.bystanders[stack - 1];
    villainEnters(g, 'Green Goblin');
    expect(g.att[0]).toEqual([b]);
    expect(g.bystanders.length).toBe(stack - 1);
    g.t.attack = 6;
    refresh(g);
    fight(g, 0);
    expect(names(g, g.players[0]!.victory)).toEqual(['Green Goblin', 'Bystander']);
  });

  it('The Lizard Fight in the Sewers: each other player gains a Wound', () => {
    const g = cleanBoard(setupGame({ players: 3 }));
    putVillain(g, 0, 'The Lizard');
    g.t.attack = 3;
    refresh(g);
    fight(g, 0);
    expect(names(g, g.players[0]!.discard)).toEqual([]);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    expect(names(g, g.players[2]!.discard)).toEqual(['Wound']);
  });

  it('The Lizard Fight outside the Sewers: nobody is wounded', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 1, 'The Lizard');
    g.t.attack = 3;
    refresh(g);
    fight(g, 1);
    expect(names(g, g.players[1]!.discard)).toEqual([]);
    expect(names(g, g.players[0]!.discard)).toEqual([]);
  });

  it('The Lizard in solo (Universal Rulebook, Advanced Solo Mode: "each other player" means you in advanced solo only): advanced solo, you gain the Wound; basic solo, nobody does', () => {
    for (const [solo, wounds] of [['advanced', ['Wound']], ['basic', []]] as const) {
      const g = cleanBoard(setupGame({ players: 1, heroes: [], solo }));
      putVillain(g, 0, 'The Lizard');
      g.t.attack = 3;
      refresh(g);
      fight(g, 0);
      expect(names(g, g.players[0]!.discard)).toEqual(wounds);
    }
  });

  it('Venom cannot be fought without a Covert hero', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 2, 'Venom');
    put(g, 0, 'hand', 'Fixture X-Man');
    g.t.attack = 10;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 2));
  });

  it('Venom can be fought with a Covert hero played this turn', () => {
    const g = cleanBoard(setupGame());
    const v = putVillain(g, 2, 'Venom');
    const [c] = put(g, 0, 'hand', 'Fixture Covert');
    g.t.attack = 4;
    refresh(g);
    playCard(g, c!);
    fight(g, 2);
    expect(g.players[0]!.victory).toEqual([v]);
  });

  it('Venom Escape: each player gains a Wound', () => {
    const g = cleanBoard(setupGame());
    fillCity(g);
    const v = putVillain(g, 4, 'Venom');
    setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
    put(g, 0, 'hand', 'Fixture Covert'); // a Covert hero does not help here
    villainEnters(g, 'Hand Ninjas');
    expect(g.escaped).toContain(v);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });
});
