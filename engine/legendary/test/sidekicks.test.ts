// Sidekicks (Universal Rulebook, "Sidekicks & Special Sidekicks"): once per turn a player may pay 2 Recruit to
// recruit the top card of the Sidekick stack; a Sidekick gained by an effect does not count against that limit;
// a Sidekick played returns to the bottom of the stack, and it was still played (its class counts). Fixtures.
import { describe, expect, it } from 'vitest';
import { ACT_SIDEKICK, gainSidekick } from '../keywords/sidekicks.js';
import { SETS, cardSet, sidekick } from '../registry.js';
import { checkInvariants } from '../invariants.js';
import { power } from '../rules.js';
import { RANGED } from '../types.js';
import { act, cleanBoard, mainActions, make, pick, playCard, refresh, setupGame } from './helpers.js';
import { SIDEKICK } from '../keywords/sidekicks.js';

if (!SETS.has('test')) cardSet('test', 'Test fixtures');
let made = false;
function fixtures(): void {
  if (made) return;
  made = true;
  // a set of its own: a game that selects the shared 'test' set must not find this stack in it
  if (!SETS.has('test-sidekicks')) cardSet('test-sidekicks', 'Test fixtures: Sidekicks');
  sidekick({ name: 'Fixture Pet', copies: 2, cls: RANGED, cost: 2, recruit: 1, text: '+1 Recruit', keywords: [SIDEKICK] }, 'test-sidekicks');
}

function board(n = 3) {
  fixtures();
  const g = cleanBoard(setupGame());
  for (let i = 0; i < n; i++) g.sidekicks.push(make(g, 'Fixture Pet'));
  refresh(g);
  return g;
}

describe('Sidekicks', () => {
  it('pay 2 Recruit: the top Sidekick to your discard pile, once per turn', () => {
    const g = board();
    g.t.recruit = 5;
    refresh(g);
    const top = g.sidekicks[g.sidekicks.length - 1]!;
    expect(mainActions(g)).toContain(act(ACT_SIDEKICK));
    pick(g, act(ACT_SIDEKICK));
    expect(g.players[0]!.discard).toEqual([top]);
    expect(g.t.recruit).toBe(3);
    expect(g.sidekicks.length).toBe(2);
    expect(mainActions(g)).not.toContain(act(ACT_SIDEKICK));
    expect(checkInvariants(g).filter((e) => e.includes("Pet"))).toEqual([]);
  });

  it('not offered with less than 2 Recruit or an empty stack; a Sidekick gained by an effect does not use the turn\'s recruit', () => {
    const g = board(2);
    g.t.recruit = 1;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_SIDEKICK));
    gainSidekick(g, 0);
    g.t.recruit = 2;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_SIDEKICK));
    pick(g, act(ACT_SIDEKICK));
    expect(g.sidekicks.length).toBe(0);
    g.t.recruit = 2;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_SIDEKICK));
  });

  it('a Sidekick played gives its points, counts as played (Ranged), and goes to the bottom of the stack', () => {
    const g = board(1);
    const c = gainSidekick(g, 0, true);
    refresh(g);
    playCard(g, c);
    expect(g.t.recruit).toBe(1);
    expect(power(g, RANGED)).toBe(true);
    expect(g.players[0]!.inPlay).not.toContain(c);
    expect(g.sidekicks[0]).toBe(c);
    expect(checkInvariants(g).filter((e) => e.includes("Pet"))).toEqual([]);
  });
});
