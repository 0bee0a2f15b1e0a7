// Size-Changing (Civil War Keywords; Universal Rulebook, "Size-Changing"): a hero with it is recruited for 2 less,
// a villain fought for 2 less, for each of its classes played this turn (however many cards of that class); a
// Divided card takes one side's discount, never both. The cost other cards read (heroCost) is unchanged. Fixtures.
import { describe, expect, it } from 'vitest';
import { sizeChanging } from '../../keywords/size-changing.js';
import { HEROES, SETS, VILLAIN_GROUPS, cardSet, hero, villainGroup } from '../../registry.js';
import { heroCost, recruitCost, villainAttack } from '../../rules.js';
import { COVERT, RANGED, STRENGTH, TECH } from '../../types.js';
import type { Game } from '../../types.js';
import { ACT_FIGHT, ACT_RECRUIT, act, cleanBoard, fight, mainActions, make, playCard, put, putVillain, recruit, refresh, setupGame } from '../helpers.js';

if (!SETS.has('test')) cardSet('test', 'Test fixtures');
if (!HEROES.has('Fixture Sizers')) {
  const plain = { copies: 1, text: 'Test card.' };
  hero('Fixture Sizers', '', [
    { ...plain, name: 'Fixture Shrinker', cls: RANGED, cost: 5, keywords: sizeChanging(TECH) },
    { ...plain, name: 'Fixture Two-Way', cls: RANGED, cost: 7, keywords: sizeChanging(TECH | STRENGTH) },
    { ...plain, name: 'Fixture Tiny', cls: RANGED, cost: 1, keywords: sizeChanging(TECH) },
    {
      ...plain, name: 'Fixture Grow/Fixture Shrink', cls: 0, cost: 6,
      divided: [
        { name: 'Fixture Grow', cls: STRENGTH, attack: 2, text: '+2 Attack', keywords: sizeChanging(TECH) },
        { name: 'Fixture Shrink', cls: COVERT, recruit: 2, text: '+2 Recruit', keywords: sizeChanging(STRENGTH) },
      ],
    },
    { ...plain, name: 'Fixture Tech Play', cls: TECH, cost: 2, attack: 1 },
    { ...plain, name: 'Fixture Strength Play', cls: STRENGTH, cost: 2, attack: 1 },
    { ...plain, name: 'Fixture Covert Play', cls: COVERT, cost: 2, recruit: 1 },
  ], 'test');
}
if (!VILLAIN_GROUPS.has('Fixture Giants')) {
  villainGroup('Fixture Giants', [{ name: 'Fixture Giant', copies: 8, attack: 5, vp: 3, text: 'Size-Changing (Covert).', keywords: sizeChanging(COVERT) }], 'test');
}

function board(): Game { return cleanBoard(setupGame()); }
function play(g: Game, name: string): void { const [c] = put(g, 0, 'hand', name); refresh(g); playCard(g, c!); }

describe('Size-Changing', () => {
  it('a hero: 2 less to recruit once a card of its class was played (a second such card changes nothing); its cost is unchanged', () => {
    const g = board();
    const c = make(g, 'Fixture Shrinker');
    g.hq[0] = c;
    expect(recruitCost(g, c)).toBe(5);
    play(g, 'Fixture Strength Play');
    expect(recruitCost(g, c)).toBe(5);
    play(g, 'Fixture Tech Play');
    expect(recruitCost(g, c)).toBe(3);
    play(g, 'Fixture Tech Play');
    expect(recruitCost(g, c)).toBe(3);
    expect(heroCost(g, c)).toBe(5);
  });

  it('recruiting it is offered and paid at the lower cost', () => {
    const g = board();
    const c = make(g, 'Fixture Shrinker');
    g.hq[0] = c;
    play(g, 'Fixture Tech Play');
    g.t.recruit = 3;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_RECRUIT, 0));
    recruit(g, 0);
    expect(g.players[0]!.discard).toContain(c);
    expect(g.t.recruit).toBe(0);
  });

  it('two classes: 2 less for each class played; never below 0', () => {
    const g = board();
    const two = make(g, 'Fixture Two-Way'), tiny = make(g, 'Fixture Tiny');
    g.hq[0] = two; g.hq[1] = tiny;
    play(g, 'Fixture Tech Play');
    expect([recruitCost(g, two), recruitCost(g, tiny)]).toEqual([5, 0]);
    play(g, 'Fixture Strength Play');
    expect(recruitCost(g, two)).toBe(3);
  });

  it('a Divided card with Size-Changing on each side gets one side\'s discount, never both', () => {
    const g = board();
    const c = make(g, 'Fixture Grow/Fixture Shrink');
    g.hq[0] = c;
    play(g, 'Fixture Tech Play');
    expect(recruitCost(g, c)).toBe(4);
    play(g, 'Fixture Strength Play');
    expect(recruitCost(g, c)).toBe(4);
    expect(heroCost(g, c)).toBe(6);
  });

  it('a villain: fought for 2 less after a card of its class; its Attack outside a fight is unchanged', () => {
    const g = board();
    const v = putVillain(g, 0, 'Fixture Giant');
    expect(villainAttack(g, 0)).toBe(5);
    play(g, 'Fixture Covert Play');
    expect(villainAttack(g, 0)).toBe(3);
    expect(villainAttack(g, 0, false)).toBe(5);
    g.t.attack = 3;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_FIGHT, 0));
    fight(g, 0);
    expect(g.players[0]!.victory).toEqual([v]);
    expect(g.t.attack).toBe(0);
  });
});
