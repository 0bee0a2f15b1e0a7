// Switcheroo (Dimensions; engine/legendary/keywords/switcheroo.ts), with a test-only hero so the rule does not depend on
// the set's cards: instead of playing the card, it goes to the bottom of the Hero Deck and a hero of the printed cost
// named comes from the HQ into the hand.
import { describe, expect, it } from 'vitest';
import { ACT_SWITCHEROO, switcheroo } from '../../keywords/switcheroo.js';
import { HEROES, SETS, cardSet, hero } from '../../registry.js';
import { INSTINCT } from '../../types.js';
import { act, mainActions, make, names, pick, put, reason, refresh } from '../helpers.js';
import { setHq } from '../villain-fixtures.js';
import { dimensionsGame } from './game.js';

if (!SETS.has('test')) cardSet('test', 'Test fixtures');
if (!HEROES.has('Fixture Switcheroo')) {
  hero('Fixture Switcheroo', '', [{ name: 'Fixture Switch 5', copies: 1, cls: INSTINCT, cost: 3, attack: 2, text: 'Test card. Switcheroo 5.', keywords: switcheroo(5) }], 'test');
}

describe('Switcheroo', () => {
  it('the card goes to the bottom of the Hero Deck and a hero of that printed cost comes from the HQ into the hand (not played: no points)', () => {
    const g = dimensionsGame([]);
    const [sw] = put(g, 0, 'hand', 'Fixture Switch 5');
    const [, five] = setHq(g, 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 7', 'Fixture Tech', 'Fixture Cost 2');
    const refill = make(g, 'Fixture Cost 8');
    g.heroDeck.push(refill);
    refresh(g);
    pick(g, act(ACT_SWITCHEROO, sw!));
    expect(reason(g)).toBe('switcheroo:hq');
    expect(g.pending!.options).toEqual([1, 3, -1]); // the two printed 5s, or none
    pick(g, 1);
    expect(g.players[0]!.hand).toEqual([five]);
    expect(g.heroDeck[0]).toBe(sw);
    expect(g.hq[1]).toBe(refill);
    expect(g.t.attack).toBe(0);
    expect(names(g, g.players[0]!.inPlay)).toEqual([]);
  });

  it('not offered without a hero of that printed cost in the HQ', () => {
    const g = dimensionsGame([]);
    const [sw] = put(g, 0, 'hand', 'Fixture Switch 5');
    setHq(g, 'Fixture Cost 3', 'Fixture Cost 2', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 2');
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_SWITCHEROO, sw!));
  });

  it('taking none is allowed (the card is gone all the same)', () => {
    const g = dimensionsGame([]);
    const [sw] = put(g, 0, 'hand', 'Fixture Switch 5');
    setHq(g, 'Fixture Cost 5', 'Fixture Cost 2', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 2');
    refresh(g);
    pick(g, act(ACT_SWITCHEROO, sw!));
    pick(g, -1);
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.heroDeck[0]).toBe(sw);
  });
});
