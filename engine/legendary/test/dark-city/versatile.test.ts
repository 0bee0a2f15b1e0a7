// The Versatile keyword, from the Universal Rulebook's wording: "Versatile 2" means "You get +2 Recruit or +2
// Attack"; you choose all Recruit or all Attack when you play the card, you can't divide it up; with several
// Versatile cards in a turn you may choose Recruit for some and Attack for others. (Keywords: when you play a
// Versatile card you must first choose between Recruit and Fight.)
import { describe, expect, it } from 'vitest';
import { hasKeyword } from '../../rules.js';
import { VERSATILE, VERSATILE_ATTACK, VERSATILE_RECRUIT } from '../../keywords/versatile.js';
import { pick, playCard, put, reason, refresh } from '../helpers.js';
import { heroGame } from './hero-game.js';

describe('Versatile (rule)', () => {
  it('"Versatile 2" gives +2 Recruit or +2 Attack: the choice is asked when the card is played, with exactly those two options', () => {
    const g = heroGame();
    const [r] = put(g, 0, 'hand', 'Ready for Anything');
    expect(hasKeyword(g, r!, VERSATILE)).toBe(true);
    refresh(g);
    playCard(g, r!);
    expect(reason(g)).toBe('versatile:choose');
    expect(g.pending!.kind).toBe('mode');
    expect(g.pending!.options).toEqual([VERSATILE_RECRUIT, VERSATILE_ATTACK]);
    pick(g, VERSATILE_RECRUIT);
    expect([g.t.recruit, g.t.attack]).toEqual([2, 0]);
  });

  it('all of it goes to the chosen kind: Versatile 3 chosen as Attack gives 3 Attack and no Recruit', () => {
    const g = heroGame();
    const [o] = put(g, 0, 'hand', 'Overdrive');
    refresh(g);
    playCard(g, o!);
    pick(g, VERSATILE_ATTACK);
    expect([g.t.recruit, g.t.attack]).toEqual([0, 3]);
  });

  it('several Versatile cards in a turn: Recruit for one, Attack for another', () => {
    const g = heroGame();
    const [a, b, c] = put(g, 0, 'hand', 'Ready for Anything', 'Overdrive', 'Ready for Anything');
    refresh(g);
    playCard(g, a!);
    pick(g, VERSATILE_RECRUIT);
    playCard(g, b!);
    pick(g, VERSATILE_ATTACK);
    playCard(g, c!);
    pick(g, VERSATILE_ATTACK);
    expect([g.t.recruit, g.t.attack]).toEqual([2, 5]);
  });
});
