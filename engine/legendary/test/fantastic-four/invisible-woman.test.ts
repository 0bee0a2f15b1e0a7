import { describe, expect, it } from 'vitest';
import { ACT_FOCUS } from '../../keywords/focus.js';
import { act, mainActions, names, onVillainDeck, pick, playCard, put, reason, refresh, revealVillainCard } from '../helpers.js';
import { heroGame } from './game.js';

describe('Invisible Woman', () => {
  it('Disappearing Act: Focus 2 Recruit: you may KO a card from your hand or discard pile', () => {
    const g = heroGame();
    const [c, w] = put(g, 0, 'hand', 'Disappearing Act', 'Wound');
    const [a] = put(g, 0, 'discard', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, c!);
    pick(g, act(ACT_FOCUS, c!));
    expect(reason(g)).toBe('invisible-woman:disappearing-act:ko');
    expect(g.pending!.options).toEqual([w, a, -1]);
    pick(g, w!);
    expect(g.ko).toContain(w);
    expect(g.t.recruit).toBe(0);
  });

  it('Four of a Kind: +2 Attack only after another card costing 4', () => {
    const g = heroGame();
    const [a, b] = put(g, 0, 'hand', 'Four of a Kind', 'Four of a Kind');
    refresh(g);
    playCard(g, a!);
    expect(g.t.attack).toBe(2);
    playCard(g, b!);
    expect(g.t.attack).toBe(2 + 4);
  });

  it('Unseen Rescue: Focus 2 Recruit: rescue a Bystander, at most four times a turn (all copies together: the rulebook is silent, the reading worst for the players)', () => {
    const g = heroGame();
    const [a, b] = put(g, 0, 'hand', 'Unseen Rescue', 'Unseen Rescue');
    refresh(g);
    playCard(g, a!);
    playCard(g, b!);
    g.t.recruit = 20;
    refresh(g);
    for (let i = 0; i < 4; i++) pick(g, mainActions(g).find((v) => Math.floor(v / 65536) === ACT_FOCUS)!);
    expect(names(g, g.players[0]!.victory)).toEqual(Array(4).fill('Bystander'));
    expect(mainActions(g).some((v) => Math.floor(v / 65536) === ACT_FOCUS)).toBe(false);
    expect(g.t.recruit).toBe(12);
  });

  it('Invisible Barrier: when an Ambush would happen, its holder may reveal it and draw two cards instead', () => {
    const g = heroGame();
    put(g, 1, 'hand', 'Invisible Barrier');
    put(g, 1, 'deck', 'Wound', 'Wound');
    onVillainDeck(g, 'Megataur');
    revealVillainCard(g);
    expect(reason(g)).toBe('invisible-woman:invisible-barrier');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(g.att[0]).toEqual([]);
    expect(g.players[1]!.hand.length).toBe(3);

    const h = heroGame();
    put(h, 1, 'hand', 'Invisible Barrier');
    put(h, 2, 'hand', 'Invisible Barrier');
    put(h, 2, 'deck', 'Wound', 'Wound');
    onVillainDeck(h, 'Megataur');
    revealVillainCard(h);
    pick(h, 0); // player 2 declines: player 3 is asked
    expect(h.pending!.player).toBe(2);
    pick(h, 0);
    expect(names(h, h.att[0]!)).toEqual(['Bystander', 'Bystander']);
    expect(h.players[2]!.hand.length).toBe(1);
  });
});
