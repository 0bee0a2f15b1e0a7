// Spider-Woman (Paint the Town Red).
import { describe, expect, it } from 'vitest';
import { ACT_PLAY, act, mainActions, names, pick, playCard, put, reason, refresh } from '../helpers.js';
import { setHq } from '../villain-fixtures.js';
import { ptGame } from './setup.js';

describe('Spider-Woman', () => {
  it('Bioelectric Shock: reveal your top card, draw it if it has an Attack icon', () => {
    const g = ptGame();
    put(g, 0, 'deck', 'Pickpocket');
    const [c] = put(g, 0, 'hand', 'Bioelectric Shock');
    refresh(g);
    playCard(g, c!);
    expect(names(g, g.players[0]!.hand)).toEqual(['Pickpocket']);
    const h = ptGame();
    put(h, 0, 'deck', 'S.H.I.E.L.D. Agent');
    const [d] = put(h, 0, 'hand', 'Bioelectric Shock');
    refresh(h);
    playCard(h, d!);
    expect(h.players[0]!.hand).toEqual([]);
  });

  it('Venom Blast: draws a top card with a Recruit icon, not one with only Attack (rulebook: not Pickpocket)', () => {
    const g = ptGame();
    put(g, 0, 'deck', 'Pickpocket');
    const [c] = put(g, 0, 'hand', 'Venom Blast');
    refresh(g);
    playCard(g, c!);
    expect(g.players[0]!.hand).toEqual([]);
    const h = ptGame();
    put(h, 0, 'deck', 'S.H.I.E.L.D. Agent');
    const [d] = put(h, 0, 'hand', 'Venom Blast');
    refresh(h);
    playCard(h, d!);
    expect(names(h, h.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Agent']);
  });

  it('Radioactive Spider: playable only with another card in hand, which goes on top of your deck; 3 Recruit', () => {
    const g = ptGame();
    const [c] = put(g, 0, 'hand', 'Radioactive Spider');
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_PLAY, c!));
    const [w, x] = put(g, 0, 'hand', 'Wound', 'Fixture Cost 3');
    refresh(g);
    playCard(g, c!);
    expect(reason(g)).toBe('pttr:put-hand-card-on-top:chosen');
    pick(g, x!);
    expect(g.players[0]!.deck).toEqual([x]);
    expect(g.players[0]!.hand).toEqual([w]);
    expect(g.t.recruit).toBe(3);
  });

  it('Arachno-Pheromones: recruit an HQ hero for free; Spider Friends: it goes on top of your deck', () => {
    const g = ptGame();
    const hq = setHq(g, 'Fixture Cost 2', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 7', 'Fixture Cost 8');
    const [f, c] = put(g, 0, 'hand', 'Flip Out', 'Arachno-Pheromones');
    refresh(g);
    playCard(g, f!);
    playCard(g, c!);
    pick(g, 4);
    expect(g.players[0]!.deck).toEqual([hq[4]]);
    expect(g.t.recruit).toBe(1);
    const h = ptGame();
    const hq2 = setHq(h, 'Fixture Cost 2', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 7', 'Fixture Cost 8');
    const [k] = put(h, 0, 'hand', 'Arachno-Pheromones');
    refresh(h);
    playCard(h, k!);
    pick(h, 3);
    expect(h.players[0]!.discard).toEqual([hq2[3]]);
  });
});
