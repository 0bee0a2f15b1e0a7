import { describe, expect, it } from 'vitest';
import { names, pick, playCard, put, reason, recruit, refresh } from '../helpers.js';
import { noirGame } from './noir-game.js';

describe('Daredevil Noir', () => {
  it('Balancing Act: the next hero recruited this turn goes on top of the deck', () => {
    const g = noirGame();
    const [b] = put(g, 0, 'hand', 'Balancing Act');
    g.t.recruit = 20;
    refresh(g);
    playCard(g, b!);
    const h = g.hq[0]!;
    recruit(g, 0);
    expect(g.players[0]!.deck[g.players[0]!.deck.length - 1]).toBe(h);
    const h2 = g.hq[1]!;
    recruit(g, 1);
    expect(g.players[0]!.discard).toContain(h2);
  });

  it('Listen for Heartbeats: name a cost of 1 or more, investigate for a card of that cost', () => {
    const g = noirGame();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'Follow Big Leads', 'Webs of Darkness');
    const [l] = put(g, 0, 'hand', 'Listen for Heartbeats');
    refresh(g);
    playCard(g, l!);
    expect(reason(g)).toBe('daredevil-noir:listen-for-heartbeats:cost');
    expect(g.pending!.options).not.toContain(0);
    pick(g, 4);
    expect(names(g, g.players[0]!.hand)).toEqual(['Follow Big Leads']);
  });

  it('Discover the Bodies: with a Covert card played before, investigate for a 0-cost card and KO it; without, nothing', () => {
    const g = noirGame();
    put(g, 0, 'deck', 'Follow Big Leads', 'Wound');
    const [c, d] = put(g, 0, 'hand', 'Balancing Act', 'Discover the Bodies');
    refresh(g);
    playCard(g, d!);
    expect(g.ko).toHaveLength(0);
    const g2 = noirGame();
    put(g2, 0, 'deck', 'Follow Big Leads', 'Wound');
    const [c2, d2] = put(g2, 0, 'hand', 'Balancing Act', 'Discover the Bodies');
    refresh(g2);
    playCard(g2, c2!);
    playCard(g2, d2!);
    expect(names(g2, g2.ko)).toEqual(['Wound']);
    void c;
  });

  it('Hitting Rock Bottom: discards from the top or bottom while the cards cost 0, +1 Attack each', () => {
    const g = noirGame();
    put(g, 0, 'deck', 'Follow Big Leads', 'Wound', 'S.H.I.E.L.D. Agent');
    const [h] = put(g, 0, 'hand', 'Hitting Rock Bottom');
    refresh(g);
    playCard(g, h!);
    pick(g, 0); // top: Agent (0)
    pick(g, 0); // top: Wound (0)
    pick(g, 1); // bottom = top now: Follow Big Leads (4): stop
    expect(g.t.attack).toBe(5);
    expect(g.players[0]!.discard).toHaveLength(3);
    expect(reason(g)).toBe('main');
  });
});
