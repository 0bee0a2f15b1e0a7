// Evil Deadpool Corpse (Deadpool).
import { describe, expect, it } from 'vitest';
import { fight, make, names, pick, put, putVillain, reason, refresh } from '../helpers.js';
import { dpGame, escape, violence } from './game.js';

describe('Evil Deadpool Corpse', () => {
  it('D.E.A.D.P.O.O.L.: with Excessive Violence the fighter KOs one of their heroes; a plain fight KOs nothing', () => {
    const g = dpGame();
    putVillain(g, 0, 'D.E.A.D.P.O.O.L.');
    const [a] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent');
    g.t.attack = 5;
    refresh(g);
    violence(g, 0);
    expect(g.ko).toContain(a);
    const h = dpGame();
    putVillain(h, 0, 'D.E.A.D.P.O.O.L.');
    const [b] = put(h, 0, 'hand', 'S.H.I.E.L.D. Agent');
    h.t.attack = 5;
    refresh(h);
    fight(h, 0);
    expect(h.players[0]!.hand).toEqual([b]);
  });

  it('The Deadpool Kid escaping: every player reveals their top card and the highest cost ones (ties: all) are KO\'d', () => {
    const g = dpGame({ players: 3 });
    putVillain(g, 4, 'The Deadpool Kid');
    const [x] = put(g, 0, 'deck', 'Guns on My Guns'); // 5
    const [y] = put(g, 1, 'deck', 'Running Commentary'); // 5
    const [z] = put(g, 2, 'deck', 'Half-Cocked'); // 2
    escape(g, 4);
    expect(g.ko).toContain(x);
    expect(g.ko).toContain(y);
    expect(g.ko).not.toContain(z);
    expect(g.players[2]!.deck).toEqual([z]);
  });

  it('Ultimate Deadpool: with Excessive Violence draw a card per hero of cost 7+ in the HQ; Escape: they are KO\'d from the HQ', () => {
    const g = dpGame();
    putVillain(g, 0, 'Ultimate Deadpool');
    g.hq[0] = make(g, 'Epic Middle Manager'); g.hq[1] = make(g, 'Cut in Half');
    const ult = g.hq.filter((c) => g.cards[g.defOf[c]!]!.cost >= 7).length;
    put(g, 0, 'deck', ...Array(6).fill('S.H.I.E.L.D. Agent'));
    g.t.attack = 6;
    refresh(g);
    violence(g, 0);
    expect(ult).toBeGreaterThanOrEqual(2);
    expect(g.players[0]!.hand.length).toBe(ult);
    const h = dpGame();
    h.hq[0] = make(h, 'Epic Middle Manager');
    const ultimate = h.hq[0]!;
    putVillain(h, 4, 'Ultimate Deadpool');
    escape(h, 4);
    expect(h.ko).toContain(ultimate);
  });

  it('Wolverinepool: Fight: each player reveals an odd-cost card or gains a Wound; after his Escape he is shuffled back into the Villain Deck', () => {
    const g = dpGame();
    putVillain(g, 0, 'Wolverinepool');
    put(g, 0, 'hand', 'Guns on My Guns'); // 5: odd
    put(g, 1, 'hand', 'Half-Cocked'); // 2: even
    g.t.attack = 7;
    refresh(g);
    fight(g, 0);
    if (reason(g) === 'reveal-or-wound') pick(g, 1);
    expect(names(g, g.players[0]!.discard)).not.toContain('Wound');
    expect(names(g, g.players[1]!.discard)).toContain('Wound');
    const h = dpGame();
    const w = putVillain(h, 4, 'Wolverinepool');
    escape(h, 4);
    while (h.pending && h.pending.reason !== 'main') pick(h, h.pending.options[0]!);
    expect(h.escaped).not.toContain(w);
    expect(h.villainDeck).toContain(w);
  });
});
