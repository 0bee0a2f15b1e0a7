// Splice Humans with Spider DNA (Paint the Town Red).
import { describe, expect, it } from 'vitest';
import { checkEvil, villainAttack } from '../../rules.js';
import { make, names, pick, put, putVillain, reason, recruit, refresh } from '../helpers.js';
import { twist } from '../dark-city/mastermind-fixtures.js';
import { setHq } from '../villain-fixtures.js';
import { ptGame } from './setup.js';

const SPLICE = 'Splice Humans with Spider DNA';
const board = (o = {}) => ptGame({ scheme: SPLICE, mastermind: 'Red Skull', ...o });

describe('Splice Humans with Spider DNA', () => {
  it('has 8 twists and always includes the Sinister Six', () => {
    const g = board();
    expect(g.setup.twists).toBe(8);
    expect(g.setup.villains).toContain('Sinister Six');
  });

  it('Sinister Six villains get +3 Attack; others do not', () => {
    const g = board();
    putVillain(g, 0, 'Shocker');
    putVillain(g, 1, 'Hand Ninjas');
    expect(villainAttack(g, 0)).toBe(8);
    expect(villainAttack(g, 1)).toBe(3);
  });

  it('every hero has Wall-Crawl: recruiting one without the keyword offers to put it on top of the deck', () => {
    const g = board();
    const [h] = setHq(g, 'Fixture Cost 2', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 7', 'Fixture Cost 8');
    g.t.recruit = 2;
    refresh(g);
    recruit(g, 0);
    expect(reason(g)).toBe('wall-crawl:put-on-deck');
    pick(g, 1);
    expect(g.players[0]!.deck).toEqual([h]);
    // a hero with printed Wall-Crawl is asked once, not twice
    const k = board();
    setHq(k, 'Perfect Hunter', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 7', 'Fixture Cost 8');
    k.t.recruit = 4;
    refresh(k);
    recruit(k, 0);
    pick(k, 0);
    expect(reason(k)).toBe('main');
  });

  it('Twist: each player puts a Sinister Six villain of their victory pile on top of the Villain Deck; then one card is played', () => {
    const g = board();
    const [vulture] = put(g, 0, 'victory', 'Vulture', 'Hand Ninjas');
    put(g, 1, 'victory', 'Hand Ninjas');
    twist(g);
    expect(g.city[0]).toBe(vulture);
    expect(names(g, g.players[0]!.victory)).toEqual(['Hand Ninjas']);
    expect(names(g, g.players[1]!.victory)).toEqual(['Hand Ninjas']);
  });

  it('Evil wins when 6 Sinister Six villains have escaped', () => {
    const g = board();
    for (let i = 0; i < 5; i++) g.escaped.push(make(g, 'Shocker'));
    g.escaped.push(make(g, 'Hand Ninjas'));
    checkEvil(g);
    expect(g.result).toBeNull();
    g.escaped.push(make(g, 'Vulture'));
    checkEvil(g);
    expect(g.result).toBe('loss');
  });
});
