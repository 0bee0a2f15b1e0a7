// Wall-Crawl, from the Universal Rulebook: "When you recruit this Hero, you may put it on top of your deck."
// Gaining a hero is not recruiting it, so Wall-Crawl does not apply then.
import { describe, expect, it } from 'vitest';
import { compiled } from '../../compile.js';
import { gainTo } from '../../rules.js';
import { names, pick, reason, recruit, refresh } from '../helpers.js';
import { setHq } from '../villain-fixtures.js';
import { ptGame } from './setup.js';
import { make } from '../helpers.js';

describe('Wall-Crawl (rule)', () => {
  it('recruiting a Wall-Crawl hero asks whether it goes on top of the deck: yes puts it there', () => {
    const g = ptGame();
    const [h] = setHq(g, 'Perfect Hunter', 'Fixture Cost 2', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 7');
    g.t.recruit = 4;
    refresh(g);
    recruit(g, 0);
    expect(reason(g)).toBe('wall-crawl:put-on-deck');
    pick(g, 1);
    expect(g.players[0]!.deck.at(-1)).toBe(h);
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('no keeps it in the discard pile', () => {
    const g = ptGame();
    const [h] = setHq(g, 'Perfect Hunter', 'Fixture Cost 2', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 7');
    g.t.recruit = 4;
    refresh(g);
    recruit(g, 0);
    pick(g, 0);
    expect(g.players[0]!.discard).toEqual([h]);
    expect(g.players[0]!.deck).toEqual([]);
  });

  it('a hero without Wall-Crawl is not offered it; gaining a Wall-Crawl hero is not recruiting it', () => {
    const g = ptGame();
    setHq(g, 'Fixture Cost 2', 'Perfect Hunter', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 7');
    g.t.recruit = 2;
    refresh(g);
    recruit(g, 0);
    expect(reason(g)).toBe('main');
    expect(names(g, g.players[0]!.discard)).toEqual(['Fixture Cost 2']);
    const h = make(g, 'Perfect Hunter');
    g.stack = []; g.pending = null;
    gainTo(g, 0, h);
    refresh(g);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.discard).toContain(h);
    expect(compiled(ptGame({ sets: ['core'], heroes: undefined })).hooks.recruit).toBeUndefined();
  });
});
