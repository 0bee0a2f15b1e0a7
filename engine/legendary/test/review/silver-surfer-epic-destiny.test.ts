// Batch-1 review, deviation 12: Silver Surfer's Epic Destiny defeats a villain of 5 or 6 Attack; a defeat ignores
// conditions on fighting (Universal Rulebook, "Defeat": restrictions like Zero's and Forearm's are ignored). A
// villain in the HQ (Invade the Daily Bugle News HQ) is a villain too.
import { describe, expect, it } from 'vitest';
import { ACT_FOCUS } from '../../keywords/focus.js';
import { hqHolder } from '../../zones.js';
import { act, make, names, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';
import { heroGame } from '../fantastic-four/game.js';

function destiny(o: Parameters<typeof heroGame>[0] = {}) {
  const g = heroGame(o);
  const [c] = put(g, 0, 'hand', 'Epic Destiny');
  return { g, c: c! };
}
function focus(g: ReturnType<typeof heroGame>, c: number) {
  refresh(g);
  playCard(g, c);
  g.t.recruit = 6;
  refresh(g);
  pick(g, act(ACT_FOCUS, c));
}

describe('Silver Surfer: Epic Destiny', () => {
  it("Epic Destiny defeats Venom (5 Attack) though a player who has no Covert hero couldn't fight him", () => {
    const { g, c } = destiny();
    const venom = putVillain(g, 0, 'Venom', 'Spider-Foes');
    g.players[0]!.hand = g.players[0]!.hand.filter((x) => x === c); // nothing to reveal
    focus(g, c);
    expect(g.city[0]).toBe(-1);
    expect(g.players[0]!.victory).toContain(venom);
  });

  it('Epic Destiny offers a villain of 5 or 6 Attack in the HQ (Invade the Daily Bugle News HQ) and defeats it there', () => {
    const { g, c } = destiny({ sets: ['core', 'fantastic-four', 'paint-the-town-red'], scheme: 'Invade the Daily Bugle News HQ' });
    const v = make(g, 'Abomination'); // 5
    g.hq[2] = v;
    putVillain(g, 0, 'Hand Ninjas');
    focus(g, c);
    if (reason(g) === 'silver-surfer:epic-destiny:defeat') {
      expect(g.pending!.options).toEqual([hqHolder(g, 2)]);
      pick(g, hqHolder(g, 2));
    }
    expect(g.players[0]!.victory).toContain(v);
    expect(names(g, [g.city[0]!])).toEqual(['Hand Ninjas']);
    expect(g.hq[2]).not.toBe(v);
  });
});
