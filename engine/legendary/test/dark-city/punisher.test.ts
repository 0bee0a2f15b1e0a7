import { describe, expect, it } from 'vitest';
import { cleanBoard, make, names, onVillainDeck, pick, playCard, put, reason, refresh, setupGame } from '../helpers.js';
import '../../index.js';

const game = () => cleanBoard(setupGame({ sets: ['core', 'dark-city'], heroes: ['Punisher', 'Cyclops', 'Hawkeye', 'Hulk', 'Thor'] }));

describe('Punisher (Dark City)', () => {
  it('Boom Goes the Dynamite KOs your top card if it costs 0; with Tech it draws a card', () => {
    const g = game();
    const [keep, agent] = put(g, 0, 'deck', 'Hostile Interrogation', 'S.H.I.E.L.D. Agent');
    const [a, b] = put(g, 0, 'hand', 'Boom Goes the Dynamite', 'Boom Goes the Dynamite');
    refresh(g);
    playCard(g, a!);
    expect(g.ko).toEqual([agent]);
    expect(g.players[0]!.deck).toEqual([keep]);
    playCard(g, b!); // Tech before it: the top card (cost 3) stays, then it is drawn
    expect(g.ko).toEqual([agent]);
    expect(g.players[0]!.hand).toEqual([keep]);
  });

  it('Hail of Bullets: a villain on top of the Villain Deck gives +Attack equal to its printed VP; nothing for another card', () => {
    const g = game();
    onVillainDeck(g, 'Juggernaut');
    const [h] = put(g, 0, 'hand', 'Hail of Bullets');
    refresh(g);
    playCard(g, h!);
    expect(g.t.attack).toBe(2 + 4);
    expect(reason(g)).toBe('main'); // no two Tech cards before it
    const b = make(g, 'Bystander');
    g.villainDeck.push(b);
    const [h2] = put(g, 0, 'hand', 'Hail of Bullets');
    refresh(g);
    playCard(g, h2!);
    expect(g.t.attack).toBe(2 + 4 + 2);
  });

  it('Hail of Bullets after two other Tech cards may defeat that villain for free', () => {
    const g = game();
    const v = onVillainDeck(g, 'The Lizard');
    const size = g.villainDeck.length;
    put(g, 0, 'deck', 'Wound', 'Wound');
    const [t1, t2, h] = put(g, 0, 'hand', 'Boom Goes the Dynamite', 'Boom Goes the Dynamite', 'Hail of Bullets');
    refresh(g);
    playCard(g, t1!);
    playCard(g, t2!);
    playCard(g, h!);
    expect(reason(g)).toBe('punisher:hail-of-bullets:defeat');
    pick(g, 1);
    expect(g.players[0]!.victory).toEqual([v]);
    expect(g.villainDeck.length).toBe(size - 1);
    expect(g.t.attack).toBe(2 + 2);
  });

  it('Hostile Interrogation with Strength: each other player discards a top card costing 4 or more, +1 Recruit each', () => {
    const g = cleanBoard(setupGame({ players: 3, sets: ['core', 'dark-city'], heroes: ['Punisher', 'Cyclops', 'Hawkeye', 'Hulk', 'Thor'] }));
    const [big] = put(g, 1, 'deck', 'Hail of Bullets');
    const [small] = put(g, 2, 'deck', 'Hostile Interrogation');
    const [a, b] = put(g, 0, 'hand', 'Hostile Interrogation', 'Hostile Interrogation');
    refresh(g);
    playCard(g, a!); // no Strength before it
    expect(g.players[1]!.deck).toEqual([big]);
    expect(g.t.recruit).toBe(2);
    playCard(g, b!);
    expect(g.players[1]!.discard).toEqual([big]);
    expect(g.players[2]!.deck).toEqual([small]);
    expect(g.t.recruit).toBe(2 + 2 + 1);
  });

  it('The Punisher reveals Hero Deck cards until two share a cost: +1 Attack each, then they go to the bottom', () => {
    const g = game();
    const deck = ['Hail of Bullets', 'Boom Goes the Dynamite', 'The Punisher', 'Hostile Interrogation', 'Boom Goes the Dynamite', 'Hail of Bullets']
      .map((n) => make(g, n)); // top last: costs 5, 2, 3, 8, 2 from the top
    g.heroDeck = deck.slice();
    const [p] = put(g, 0, 'hand', 'The Punisher');
    refresh(g);
    playCard(g, p!);
    expect(g.t.attack).toBe(4 + 5);
    expect(g.heroDeck.length).toBe(6);
    expect(g.heroDeck[5]).toBe(deck[0]);
    expect(names(g, g.heroDeck.slice(0, 5)).sort()).toEqual(names(g, deck.slice(1)).sort());
  });
});
