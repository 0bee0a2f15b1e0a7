// Deadpool Wants a Chimichanga (Deadpool).
import { describe, expect, it } from 'vitest';
import { make, names, onVillainDeck, put, putVillain, revealVillainCard } from '../helpers.js';
import { resolvePlan } from '../../setup.js';
import { dpGame, twist } from './game.js';

const SCHEME = 'Deadpool Wants a Chimichanga';
const wounds = (g: ReturnType<typeof dpGame>, p: number) => names(g, g.players[p]!.discard).filter((n) => n === 'Wound').length;

describe(SCHEME, () => {
  it('setup: 6 twists, 12 Bystanders in the Villain Deck, one more villain group with 3-5 players', () => {
    const two = resolvePlan({ players: 2, seed: 1, sets: ['core', 'deadpool'], scheme: SCHEME });
    const three = resolvePlan({ players: 3, seed: 1, sets: ['core', 'deadpool'], scheme: SCHEME });
    expect([two.twists, two.bystandersInVillainDeck, two.villainGroupCount]).toEqual([6, 12, 2]);
    expect(three.villainGroupCount).toBe(4);
  });

  it('a Chimichanga played from the Villain Deck is captured, and another card is played', () => {
    const g = dpGame({ scheme: SCHEME });
    putVillain(g, 0, 'Weasel');
    g.villainDeck = [];
    const v = onVillainDeck(g, 'Sluggo');
    onVillainDeck(g, 'Bystander');
    revealVillainCard(g);
    expect(names(g, g.att[0]!).length + names(g, g.att[1]!).length).toBe(1);
    expect(g.city).toContain(v);
  });

  it('Twist: Chimichangas in the city go to the Escape Pile; each player shuffles one from their victory pile into the Villain Deck, or gains a Wound', () => {
    const g = dpGame({ scheme: SCHEME });
    putVillain(g, 0, 'Weasel');
    g.att[0]!.push(make(g, 'Bystander'), make(g, 'Bystander'));
    const [b] = put(g, 0, 'victory', 'Bystander');
    twist(g);
    expect(names(g, g.escaped)).toEqual(['Bystander', 'Bystander']);
    expect(g.att[0]).toEqual([]);
    expect(g.villainDeck).toContain(b);
    expect(g.players[0]!.victory).toEqual([]);
    expect([wounds(g, 0), wounds(g, 1)]).toEqual([0, 1]);
  });

  it('Evil wins with 6 Chimichangas in the Escape Pile', () => {
    const g = dpGame({ scheme: SCHEME });
    putVillain(g, 0, 'Weasel');
    for (let i = 0; i < 5; i++) g.escaped.push(make(g, 'Bystander'));
    twist(g);
    expect(g.result).toBe(null);
    g.att[0]!.push(make(g, 'Bystander'));
    twist(g);
    expect(g.result).toBe('loss');
  });
});
