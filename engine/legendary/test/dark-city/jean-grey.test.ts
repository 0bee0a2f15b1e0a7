import { describe, expect, it } from 'vitest';
import { cleanBoard, fight, make, playCard, put, putVillain, refresh, setupGame } from '../helpers.js';
import { isBystander } from '../../rules.js';
import type { Game } from '../../types.js';
import '../../index.js';

// a core + Dark City game whose Bystander stack holds plain Bystanders only (a special one would add its own effect)
const game = () => { const g = cleanBoard(setupGame({ sets: ['core', 'dark-city'], heroes: ['Jean Grey', 'Cyclops', 'Hawkeye', 'Hulk', 'Thor'] })); g.bystanders = g.bystanders.filter((c) => g.cards[g.defOf[c]!]!.set === 'core'); return g; };
const rescued = (g: Game) => g.players[0]!.victory.filter((c) => isBystander(g, c)).length;

describe('Jean Grey (Dark City)', () => {
  it('Psychic Search rescues a Bystander only after another X-Men hero', () => {
    const g = game();
    const [a, b] = put(g, 0, 'hand', 'Psychic Search', 'Psychic Search');
    refresh(g);
    playCard(g, a!);
    expect(rescued(g)).toBe(0);
    playCard(g, b!);
    expect(rescued(g)).toBe(1);
    expect(g.t.attack).toBe(4);
  });

  it('Read Your Thoughts: +1 Recruit per Bystander rescued after it this turn (from the stack or from a defeated villain), not before', () => {
    const g = game();
    const [s1, r, s2] = put(g, 0, 'hand', 'Psychic Search', 'Read Your Thoughts', 'Psychic Search');
    putVillain(g, 0, 'Savage Land Mutates');
    g.att[0]!.push(make(g, 'Bystander'), make(g, 'Bystander'));
    refresh(g);
    playCard(g, s1!); // no X-Men before it: nothing
    playCard(g, r!);
    expect(g.t.recruit).toBe(3);
    playCard(g, s2!); // rescues one
    expect(g.t.recruit).toBe(4);
    g.t.attack = 3;
    refresh(g);
    fight(g, 0); // two more
    expect(rescued(g)).toBe(3);
    expect(g.t.recruit).toBe(6);
  });

  it('Mind Over Matter draws a card per Bystander rescued after it', () => {
    const g = game();
    put(g, 0, 'deck', 'Wound', 'Wound', 'Wound');
    const [m, s] = put(g, 0, 'hand', 'Mind Over Matter', 'Psychic Search');
    refresh(g);
    playCard(g, m!);
    expect(g.players[0]!.hand).toEqual([s]);
    playCard(g, s!);
    expect(g.players[0]!.deck.length).toBe(2);
    expect(g.t.drawn).toBe(1);
  });

  it('Telekinetic Mastery: with X-Men, rescues one per other X-Men hero played, +1 Attack for each', () => {
    const g = game();
    const [a, b, t] = put(g, 0, 'hand', 'Psychic Search', 'Mind Over Matter', 'Telekinetic Mastery');
    put(g, 0, 'deck', 'Wound', 'Wound');
    refresh(g);
    playCard(g, a!);
    playCard(g, b!);
    const before = g.t.attack;
    playCard(g, t!);
    expect(rescued(g)).toBe(2);
    expect(g.t.attack).toBe(before + 5 + 2);
    expect(g.players[0]!.hand.length).toBe(2); // Mind Over Matter drew for each
  });

  it('Telekinetic Mastery alone rescues nothing', () => {
    const g = game();
    const [t] = put(g, 0, 'hand', 'Telekinetic Mastery');
    refresh(g);
    playCard(g, t!);
    expect(rescued(g)).toBe(0);
    expect(g.t.attack).toBe(5);
  });
});
