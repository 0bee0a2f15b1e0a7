import { describe, expect, it } from 'vitest';
import { names, pick, put, putVillain, reason } from '../helpers.js';
import { faceDownCount, strikeEffect } from '../../rules.js';
import { run } from '../../flow.js';
import { setupGame } from '../helpers.js';
import { noirGame, tacticEffect } from './noir-game.js';


describe('The Goblin, Underworld Boss', () => {
  it('starts the game with 2 Hidden Witnesses', () => {
    const g = setupGame({ sets: ['core', 'noir'], mastermind: 'The Goblin, Underworld Boss', scheme: 'Silence the Witnesses', heroes: ['Angel Noir', 'Daredevil Noir', 'Iron Man Noir', 'Luke Cage Noir', 'Spider-Man Noir'] });
    expect(faceDownCount(g, g.mastermind[0]!)).toBe(2);
  });

  it('Master Strike: two random victory-pile Bystanders of each player become his Hidden Witnesses; a player without two gains a Wound instead', () => {
    const g = noirGame();
    put(g, 0, 'victory', 'Bystander', 'Bystander', 'Bystander');
    put(g, 1, 'victory', 'Bystander');
    g.stack = []; g.pending = null;
    strikeEffect(g, -1);
    run(g);
    expect(faceDownCount(g, g.mastermind[0]!)).toBe(2);
    expect(g.players[0]!.victory).toHaveLength(1);
    expect(g.players[1]!.victory).toHaveLength(1);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    expect(g.players[0]!.discard).toHaveLength(0);
  });

  it('Sinister Dreams: each other player reveals a Sinister Six or Spider Friends hero or gains a Wound', () => {
    const g = noirGame();
    tacticEffect(g, 'Sinister Dreams');
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    const g2 = noirGame();
    put(g2, 1, 'hand', 'Webs of Darkness');
    tacticEffect(g2, 'Sinister Dreams');
    pick(g2, 1);
    expect(g2.players[1]!.discard).toHaveLength(0);
  });

  it("Blackmail the Judges: 2 Hidden Witnesses per Goblin's Freak Show villain in the city", () => {
    const g = noirGame();
    putVillain(g, 0, 'Ox');
    putVillain(g, 1, 'Montana');
    putVillain(g, 2, 'Hand Ninjas');
    tacticEffect(g, 'Blackmail the Judges');
    expect(faceDownCount(g, g.mastermind[0]!)).toBe(4);
  });

  it("Carnival of Carnage: each other player discards a card per Goblin's Freak Show villain in the city", () => {
    const g = noirGame();
    putVillain(g, 0, 'Ox');
    putVillain(g, 1, 'Montana');
    put(g, 1, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    tacticEffect(g, 'Carnival of Carnage');
    expect(g.players[1]!.hand).toHaveLength(1);
  });

  it("Blind Loyalty: investigate the Villain Deck for a Goblin's Freak Show villain into your victory pile", () => {
    const g = noirGame();
    const dan = g.defOf.length;
    put(g, 0, 'deck'); // nothing
    g.villainDeck.push(g.defOf.push(g.cards.find((d) => d.name === 'Fancy Dan')!.id) - 1);
    tacticEffect(g, 'Blind Loyalty');
    while (reason(g) !== 'main') pick(g, g.pending!.options[0]!);
    expect(g.players[0]!.victory).toContain(dan);
  });
});
