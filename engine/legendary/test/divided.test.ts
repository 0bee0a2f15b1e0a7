// Divided cards (Civil War; Universal Rulebook and the set's Keywords): one card with two sides and one cost. When
// played, the player chooses a side and gets only that side's points, class, team and ability; in the hand or the
// HQ the card counts as both sides' classes, teams and hero names; it is one card, not two. Fixture cards here.
import { describe, expect, it } from 'vitest';
import { HEROES, SETS, cardSet, defOf, hero, teamId } from '../registry.js';
import { clsOf, heroNames, isTeam, power, recruitCost } from '../rules.js';
import { COVERT, RANGED } from '../types.js';
import { ACT_PLAY, act, cleanBoard, mainActions, make, pick, playCard, put, reason, refresh, setupGame } from './helpers.js';

if (!SETS.has('test')) cardSet('test', 'Test fixtures');
if (!HEROES.has('Fixture Divided')) {
  hero('Fixture Divided', 'Avengers', [
    {
      name: 'Fixture Left/Fixture Right', copies: 1, cls: 0, cost: 4, text: '',
      divided: [
        { name: 'Fixture Left', cls: COVERT, attack: 2, text: '+2 Attack', heroName: 'Fixture Lefty' },
        { name: 'Fixture Right', cls: RANGED, recruit: 1, team: 'X-Men', heroName: 'Fixture Righty', text: '+1 Recruit; Ranged power: +2 Recruit',
          play: (g) => { if (power(g, RANGED)) { g.t.recruit += 2; } } },
      ],
    },
    { name: 'Fixture Ranged Point', copies: 1, cls: RANGED, cost: 2, attack: 1, text: '' },
  ], 'test');
}

const AVENGERS = teamId('Avengers'), XMEN = teamId('X-Men');

function board() {
  const g = cleanBoard(setupGame());
  refresh(g);
  return g;
}

describe('Divided cards', () => {
  it('in hand it counts as both sides: both classes, both teams, both hero names; it is one card', () => {
    const g = board();
    const [c] = put(g, 0, 'hand', 'Fixture Left/Fixture Right');
    expect(clsOf(g, c!)).toBe(COVERT | RANGED);
    expect(isTeam(g, c!, AVENGERS) && isTeam(g, c!, XMEN)).toBe(true);
    expect(heroNames(g, c!).sort()).toEqual(['Fixture Lefty', 'Fixture Righty']);
    expect(g.players[0]!.hand.length).toBe(1);
    expect(defOf(g, c!).cost).toBe(4);
  });

  it('played, the player chooses a side: only its points, class and team count (for superpowers too), for the rest of the turn', () => {
    const g = board();
    const [c] = put(g, 0, 'hand', 'Fixture Left/Fixture Right');
    refresh(g);
    playCard(g, c!);
    expect(reason(g)).toBe('divided:play-side');
    const [left, right] = defOf(g, c!).halves!;
    expect(g.pending!.options).toEqual([left, right]);
    pick(g, left!);
    expect([g.t.attack, g.t.recruit]).toEqual([2, 0]);
    expect(clsOf(g, c!)).toBe(COVERT);
    expect(isTeam(g, c!, XMEN)).toBe(false);
    expect(isTeam(g, c!, AVENGERS)).toBe(true);
    expect(heroNames(g, c!)).toEqual(['Fixture Lefty']);
    expect(g.t.clsCount[Math.log2(COVERT)]).toBe(1);
    expect(g.t.clsCount[Math.log2(RANGED)]).toBe(0);
  });

  it("the other side's ability and power: a Ranged card played first triggers the Right side's superpower", () => {
    const g = board();
    const [r, c] = put(g, 0, 'hand', 'Fixture Ranged Point', 'Fixture Left/Fixture Right');
    refresh(g);
    playCard(g, r!);
    playCard(g, c!);
    pick(g, defOf(g, c!).halves![1]!);
    expect(g.t.recruit).toBe(3);
    expect(g.t.attack).toBe(1);
    expect(isTeam(g, c!, XMEN)).toBe(true);
  });

  it('offered once as a play (the side is a question), and the next turn it counts as both sides again', () => {
    const g = board();
    const [c] = put(g, 0, 'hand', 'Fixture Left/Fixture Right');
    refresh(g);
    expect(mainActions(g).filter((v) => v === act(ACT_PLAY, c!)).length).toBe(1);
    playCard(g, c!);
    pick(g, defOf(g, c!).halves![0]!);
    g.t.effects = [];
    expect(clsOf(g, c!)).toBe(COVERT | RANGED);
  });

  it('recruit cost: the printed cost, and a recruit-only change does not change the cost cards read', () => {
    const g = board();
    const c = make(g, 'Fixture Left/Fixture Right');
    g.hq[0] = c;
    expect(recruitCost(g, c)).toBe(4);
  });
});
