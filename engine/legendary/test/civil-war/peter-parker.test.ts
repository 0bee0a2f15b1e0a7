import '../../cards/civil-war/heroes/peter-parker.js';
import { describe, expect, it } from 'vitest';
import { defOf, teamId } from '../../registry.js';
import { draw, isTeam } from '../../rules.js';
import { AVENGERS } from '../../types.js';
import { make, names, pick, playCard, put, reason, refresh } from '../helpers.js';
import { cwGame } from './game.js';

describe('Peter Parker', () => {
  it('the cards without a team of their own are Avengers; Aunt May\'s side is Spider Friends', () => {
    const g = cwGame(['Peter Parker']);
    const c = make(g, 'Conflicted Loyalties');
    expect(isTeam(g, c, AVENGERS)).toBe(true);
    expect(isTeam(g, c, teamId('Spider Friends'))).toBe(false);
    const d = make(g, 'Protect My Family/Hot Bowl of Soup');
    expect(isTeam(g, d, AVENGERS) && isTeam(g, d, teamId('Spider Friends'))).toBe(true);
  });

  it('Conflicted Loyalties: with the Tech superpower, the top card is drawn if it costs 2 or less', () => {
    const g = cwGame(['Peter Parker']);
    const [a, b] = put(g, 0, 'hand', 'Conflicted Loyalties', 'Conflicted Loyalties');
    put(g, 0, 'deck', 'Optic Blast', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, a!); // no Tech card before it
    expect(g.players[0]!.hand).toHaveLength(1);
    playCard(g, b!);
    expect([g.t.attack, g.t.recruit]).toEqual([2, 2]);
    expect(names(g, g.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Agent']);
  });

  it('Conflicted Loyalties: a top card costing 3 or more stays', () => {
    const g = cwGame(['Peter Parker']);
    const [a, b] = put(g, 0, 'hand', 'Conflicted Loyalties', 'Conflicted Loyalties');
    put(g, 0, 'deck', 'Optic Blast');
    refresh(g);
    playCard(g, a!);
    playCard(g, b!);
    expect(g.players[0]!.hand).toEqual([]);
    expect(names(g, g.players[0]!.deck)).toEqual(['Optic Blast']);
  });

  it('Spider-Man Unmasked: gain a Sidekick; with the Instinct superpower it goes on top of the deck', () => {
    const g = cwGame(['Peter Parker']);
    expect(g.sidekicks.length).toBeGreaterThan(1);
    const [a, b] = put(g, 0, 'hand', 'Spider-Man Unmasked', 'Spider-Man Unmasked');
    refresh(g);
    const first = g.sidekicks[g.sidekicks.length - 1]!;
    const second = g.sidekicks[g.sidekicks.length - 2]!;
    playCard(g, a!);
    expect(g.t.attack).toBe(1);
    expect(g.players[0]!.discard).toEqual([first]);
    playCard(g, b!);
    expect(g.players[0]!.deck).toEqual([second]);
    expect(g.players[0]!.discard).toEqual([first]);
  });

  it('Protect My Family: 1 Attack and rescue a Bystander', () => {
    const g = cwGame(['Peter Parker']);
    const [pm] = put(g, 0, 'hand', 'Protect My Family/Hot Bowl of Soup');
    refresh(g);
    playCard(g, pm!);
    pick(g, defOf(g, pm!).halves![0]!);
    expect(g.t.attack).toBe(1);
    expect(g.players[0]!.victory.map((c) => defOf(g, c).kind)).toEqual(['bystander']);
  });

  it('Hot Bowl of Soup: 1 Recruit and you may KO a Wound from hand or discard pile', () => {
    const g = cwGame(['Peter Parker']);
    const [pm, w] = put(g, 0, 'hand', 'Protect My Family/Hot Bowl of Soup', 'Wound');
    refresh(g);
    playCard(g, pm!);
    pick(g, defOf(g, pm!).halves![1]!);
    expect(reason(g)).toBe('peter-parker:hot-bowl-of-soup:ko-wound');
    expect(g.pending!.options).toEqual([w, -1]);
    pick(g, w!);
    expect(g.t.recruit).toBe(1);
    expect(g.ko).toEqual([w]);
    expect(g.players[0]!.victory).toEqual([]);
  });

  it('Reluctant Celebrity: with the Instinct superpower, +1 Attack per extra card drawn this turn', () => {
    const g = cwGame(['Peter Parker']);
    const [sm, rc] = put(g, 0, 'hand', 'Spider-Man Unmasked', 'Reluctant Celebrity');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    draw(g, 0, 2);
    refresh(g);
    playCard(g, sm!);
    playCard(g, rc!);
    expect(g.t.attack).toBe(1 + 2 + 2);

    const h = cwGame(['Peter Parker']);
    const [rc2] = put(h, 0, 'hand', 'Reluctant Celebrity');
    put(h, 0, 'deck', 'S.H.I.E.L.D. Agent');
    draw(h, 0, 1);
    refresh(h);
    playCard(h, rc2!);
    expect(h.t.attack).toBe(2);
  });
});
