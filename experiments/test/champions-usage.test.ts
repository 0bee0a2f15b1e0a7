// Which questions and card abilities a Marvel Champions bot uses: the counts add up, they follow the bot's choices,
// and the command refuses bad input.
import { describe, expect, it } from 'vitest';
import { championsUsage } from '../champions-usage.js';

describe('Marvel Champions usage counts', () => {
  it('counts every decision once, and each offered card ability once per decision, taken when chosen', () => {
    const r = championsUsage({ bot: 'heuristic:worlds=0', games: 6, seed: 't' });
    expect(r.games).toBe(6);
    const questions = r.rows.filter((x) => x.what === 'question');
    expect(questions.reduce((a, x) => a + x.offered, 0)).toBe(r.decisions);
    for (const x of r.rows) expect(x.taken, `${x.id} ${x.about}`).toBeLessThanOrEqual(x.offered);
    const main = questions.find((x) => x.id === 'main-ans')!;
    expect(main.optional).toBe(true);
    expect(main.taken).toBeGreaterThan(0);
    expect(main.taken).toBeLessThan(main.offered); // ending the turn is declining
    // cards are played and paid with: both kinds of card rows are there, and the random bot takes other ones
    const cards = r.rows.filter((x) => x.what === 'card');
    expect(cards.some((x) => x.about === 'play' && x.taken > 0)).toBe(true);
    expect(new Set(cards.map((x) => x.about))).toContain('resource');
    const again = championsUsage({ bot: 'heuristic:worlds=0', games: 6, seed: 't' });
    expect(again).toEqual(r);
    const random = championsUsage({ bot: 'random', games: 6, seed: 't' });
    expect(random.rows).not.toEqual(r.rows);
  });
});
