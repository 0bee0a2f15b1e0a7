import { describe, expect, it } from 'vitest';
import { ACT_TELEPORT } from '../../keywords/teleport.js';
import { villainAttack } from '../../rules.js';
import { act, endTurn, fight, mainActions, make, names, onVillainDeck, pick, put, putVillain, reason, refresh } from '../helpers.js';
import { villainEnters } from '../villain-fixtures.js';
import { dcGame, escapes, onTheBridge } from './villain-setup.js';

const SOLO = { players: 1, heroes: ['Cyclops', 'Hawkeye', 'Iron Man'] };


describe('Underworld: Azazel', () => {
  it('Fight: a card you choose in your hand has Teleport this turn (the Teleport action is offered for it only)', () => {
    const g = dcGame();
    putVillain(g, 0, 'Azazel');
    const [a, x] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'Fixture X-Man');
    g.t.attack = 4;
    refresh(g);
    expect(mainActions(g).some((v) => Math.floor(v / 65536) === ACT_TELEPORT)).toBe(false);
    fight(g, 0);
    expect(reason(g)).toBe('underworld:azazel:teleport');
    expect(g.pending!.options).toEqual([a, x]);
    pick(g, x!);
    expect(mainActions(g)).toContain(act(ACT_TELEPORT, x!));
    expect(mainActions(g)).not.toContain(act(ACT_TELEPORT, a!));
    pick(g, act(ACT_TELEPORT, x!));
    expect(g.players[0]!.hand).toEqual([a]);
    onVillainDeck(g, 'Bystander');
    put(g, 0, 'deck', ...Array.from({ length: 8 }, () => 'S.H.I.E.L.D. Trooper'));
    endTurn(g);
    expect(g.players[0]!.hand.length).toBe(7);
    expect(g.players[0]!.hand).toContain(x);
  });

  it('Fight with an empty hand: nothing to choose', () => {
    const g = dcGame();
    putVillain(g, 0, 'Azazel');
    g.t.attack = 4;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('main');
    expect(g.t.effects).toEqual([]);
  });
});

describe('Underworld: Blackheart', () => {
  it('Ambush, Fight and Escape: the player to your right (the previous one in turn order) reveals a Marvel Knights hero or gains a Wound', () => {
    const g = dcGame({ players: 3 });
    villainEnters(g, 'Blackheart');
    expect(names(g, g.players[2]!.discard)).toEqual(['Wound']);
    expect(g.players[0]!.discard).toEqual([]);
    expect(g.players[1]!.discard).toEqual([]);
    // Fight, with player 2 as the current player: player 1 is to the right and may reveal
    const h = dcGame({ players: 3 }, 1);
    putVillain(h, 0, 'Blackheart');
    put(h, 0, 'hand', 'Fixture Marvel Knight');
    h.t.attack = 6;
    refresh(h);
    fight(h, 0);
    expect(reason(h)).toBe('reveal-or-wound');
    expect(h.pending!.player).toBe(0);
    pick(h, 0);
    expect(names(h, h.players[0]!.discard)).toEqual(['Wound']);
    // Escape
    const e = dcGame({ players: 2 });
    put(e, 1, 'hand', 'Fixture Marvel Knight');
    escapes(e, 'Blackheart');
    expect(reason(e)).toBe('reveal-or-wound');
    pick(e, 1);
    expect(e.players[1]!.discard).toEqual([]);
    expect(e.players[0]!.discard).toEqual([]);
  });

  it('in solo the player is their own right-hand neighbour (the rulebook is silent: the reading worst for the player)', () => {
    const g = dcGame({ ...SOLO, solo: 'basic' });
    villainEnters(g, 'Blackheart');
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
  });
});

describe('Underworld: Dracula', () => {
  it('Ambush: he captures the top card of the Hero Deck and adds its cost to his Attack; Fight: you gain it', () => {
    const g = dcGame();
    const h = make(g, 'Fixture Cost 7');
    g.heroDeck.push(h);
    const d = villainEnters(g, 'Dracula');
    expect(g.att[0]).toEqual([h]);
    expect(villainAttack(g, 0)).toBe(10);
    g.t.attack = 9;
    refresh(g);
    expect(() => fight(g, 0)).toThrow();
    g.t.attack = 10;
    refresh(g);
    fight(g, 0);
    expect(g.players[0]!.victory).toEqual([d]);
    expect(g.players[0]!.discard).toEqual([h]);
    expect(g.ko).not.toContain(h);
  });

  it('he carries the hero he holds off when he escapes', () => {
    const g = dcGame();
    const d = onTheBridge(g, 'Dracula');
    const h = make(g, 'Fixture Cost 5');
    g.att[4] = [h];
    expect(villainAttack(g, 4)).toBe(8);
    villainEnters(g, 'Hand Ninjas');
    expect(g.escaped).toEqual(expect.arrayContaining([d, h]));
  });

  it('taking the last card of the Hero Deck: the deck has run out, the game ends after the turn', () => {
    const g = dcGame();
    g.heroDeck = [make(g, 'Fixture Cost 2')];
    villainEnters(g, 'Dracula');
    expect(g.heroDeck).toEqual([]);
    expect(villainAttack(g, 0)).toBe(5);
    expect(g.drawAtEndOfTurn).toBe('hero deck ran out');
  });
});

describe('Underworld: Lilith, Daughter of Dracula', () => {
  it('Escape: every player without Dracula in their victory pile gains a Wound', () => {
    const g = dcGame({ players: 3 });
    put(g, 1, 'victory', 'Dracula');
    put(g, 2, 'victory', 'Azazel');
    escapes(g, 'Lilith, Daughter of Dracula');
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(names(g, g.players[1]!.discard)).toEqual([]);
    expect(names(g, g.players[2]!.discard)).toEqual(['Wound']);
  });
});
