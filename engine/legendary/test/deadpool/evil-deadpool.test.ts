// Evil Deadpool (Deadpool).
import { describe, expect, it } from 'vitest';
import { names, put } from '../helpers.js';
import { dpGame, defeatTactic, strike } from './game.js';

const wounds = (g: ReturnType<typeof dpGame>, p: number) => names(g, g.players[p]!.discard).filter((n) => n === 'Wound').length;

describe('Evil Deadpool', () => {
  it('Master Strike: every player discards a card, chosen before any is seen; the lowest cost discarded (ties: all) gains a Wound', () => {
    const g = dpGame({ players: 3 });
    const [a] = put(g, 0, 'hand', 'Guns on My Guns'); // 5
    const [b] = put(g, 1, 'hand', 'Half-Cocked'); // 2
    const [c] = put(g, 2, 'hand', 'HYDRA Half-Wit'); // 2
    strike(g);
    expect(g.players[0]!.discard).toEqual([a]);
    expect(g.players[1]!.discard).toContain(b);
    expect(g.players[2]!.discard).toContain(c);
    expect([wounds(g, 0), wounds(g, 1), wounds(g, 2)]).toEqual([0, 1, 1]);
  });

  it('Evil Even Oddball: the other player with the fewest odd-cost cards in hand (ties: all) gains a Wound', () => {
    const g = dpGame({ players: 3 });
    put(g, 1, 'hand', 'Guns on My Guns', 'Half-Cocked'); // one odd
    put(g, 2, 'hand', 'Half-Cocked'); // none
    put(g, 0, 'hand', 'Half-Cocked'); // the fighter is not concerned
    defeatTactic(g, 'Evil Even Oddball');
    expect([wounds(g, 0), wounds(g, 1), wounds(g, 2)]).toEqual([0, 0, 1]);
  });

  it('Hyper-Insane Healing Factor: +6 Recruit and back among the Tactics, unless it is the last Tactic', () => {
    const g = dpGame();
    const t = defeatTactic(g, 'Hyper-Insane Healing Factor');
    expect(g.t.recruit).toBe(6);
    expect(g.tactics).toContain(t);
    expect(g.tactics.length).toBe(4);
    expect(g.players[0]!.victory).not.toContain(t);
    const h = dpGame();
    h.tactics = h.tactics.filter((c) => h.cards[h.defOf[c]!]!.name === 'Hyper-Insane Healing Factor');
    const last = defeatTactic(h, 'Hyper-Insane Healing Factor');
    expect(h.t.recruit).toBe(0);
    expect(h.players[0]!.victory).toContain(last);
  });

  it("Of Course it's Corpse: the other player with the fewest Evil Deadpool Corpse villains in their victory pile gains a Wound", () => {
    const g = dpGame({ players: 3 });
    put(g, 1, 'victory', 'Wolverinepool');
    defeatTactic(g, "Of Course it's Corpse");
    expect([wounds(g, 0), wounds(g, 1), wounds(g, 2)]).toEqual([0, 0, 1]);
  });

  it('Stitched from Dead (Pool) Parts: each other player discards their top card; the lowest cost gains a Wound', () => {
    const g = dpGame({ players: 3 });
    const [x] = put(g, 1, 'deck', 'Half-Cocked'); // 2
    const [y] = put(g, 2, 'deck', 'Guns on My Guns'); // 5
    defeatTactic(g, 'Stitched from Dead (Pool) Parts');
    expect(g.players[1]!.discard).toContain(x);
    expect(g.players[2]!.discard).toContain(y);
    expect([wounds(g, 0), wounds(g, 1), wounds(g, 2)]).toEqual([0, 1, 0]);
  });
});
