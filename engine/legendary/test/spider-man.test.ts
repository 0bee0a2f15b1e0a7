import { describe, expect, it } from 'vitest';
import { cleanBoard, names, pick, playCard, put, reason, refresh, setupGame } from './helpers.js';

describe('Spider-Man', () => {
  it('Astonishing Strength draws the top card when it costs 2 or less', () => {
    const g = cleanBoard(setupGame());
    const [agent] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    const [a] = put(g, 0, 'hand', 'Astonishing Strength');
    refresh(g);
    playCard(g, a!);
    expect(g.players[0]!.hand).toEqual([agent]);
    expect(g.t.recruit).toBe(1);
    expect(g.t.drawn).toBe(1);
  });

  it('Astonishing Strength leaves a costlier top card on the deck', () => {
    const g = cleanBoard(setupGame());
    const [arc] = put(g, 0, 'deck', 'Arc Reactor');
    const [a] = put(g, 0, 'hand', 'Astonishing Strength');
    refresh(g);
    playCard(g, a!);
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.players[0]!.deck).toEqual([arc]);
  });

  it('Great Responsibility draws a Wound (cost 0) from the top', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', 'Arc Reactor', 'Wound');
    const [a] = put(g, 0, 'hand', 'Great Responsibility');
    refresh(g);
    playCard(g, a!);
    expect(names(g, g.players[0]!.hand)).toEqual(['Wound']);
    expect(g.t.attack).toBe(1);
  });

  it('Great Responsibility shuffles the discard pile in when the deck is empty', () => {
    const g = cleanBoard(setupGame());
    const [w] = put(g, 0, 'discard', 'Wound');
    const [a] = put(g, 0, 'hand', 'Great Responsibility');
    refresh(g);
    playCard(g, a!);
    expect(g.players[0]!.hand).toEqual([w]);
  });

  it('Web-Shooters rescues a Bystander, then reveals', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', 'Web-Shooters');
    const [a] = put(g, 0, 'hand', 'Web-Shooters');
    refresh(g);
    const by = g.bystanders.length;
    playCard(g, a!);
    expect(names(g, g.players[0]!.victory)).toEqual(['Bystander']);
    expect(g.bystanders.length).toBe(by - 1);
    expect(names(g, g.players[0]!.hand)).toEqual(['Web-Shooters']);
  });

  it('The Amazing Spider-Man takes the cheap cards of the top three and the player orders the rest', () => {
    const g = cleanBoard(setupGame());
    const [bottom, arc, agent, rays] = put(g, 0, 'deck', 'Wound', 'Arc Reactor', 'S.H.I.E.L.D. Agent', 'Repulsor Rays');
    const [a] = put(g, 0, 'hand', 'The Amazing Spider-Man');
    refresh(g);
    playCard(g, a!);
    expect(g.players[0]!.hand).toEqual([agent]);
    expect(g.t.drawn).toBe(0); // put into the hand, not drawn
    expect(reason(g)).toBe('spider-man:amazing:order');
    expect([...g.pending!.options].sort()).toEqual([arc!, rays!].sort());
    pick(g, arc!); // Arc Reactor goes on top
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.deck).toEqual([bottom, rays, arc]);
  });

  it('The Amazing Spider-Man can keep the original order', () => {
    const g = cleanBoard(setupGame());
    const [arc, rays, agent] = put(g, 0, 'deck', 'Arc Reactor', 'Repulsor Rays', 'Quantum Breakthrough');
    const [a] = put(g, 0, 'hand', 'The Amazing Spider-Man');
    refresh(g);
    playCard(g, a!);
    expect(g.players[0]!.hand).toEqual([]);
    pick(g, agent!);
    expect(reason(g)).toBe('spider-man:amazing:order');
    pick(g, rays!);
    expect(g.players[0]!.deck).toEqual([arc, rays, agent]);
  });

  it('The Amazing Spider-Man asks nothing when the cards left are identical', () => {
    const g = cleanBoard(setupGame());
    put(g, 0, 'deck', 'Arc Reactor', 'Web-Shooters', 'Arc Reactor');
    const [a] = put(g, 0, 'hand', 'The Amazing Spider-Man');
    refresh(g);
    playCard(g, a!);
    expect(reason(g)).toBe('main');
    expect(names(g, g.players[0]!.hand)).toEqual(['Web-Shooters']);
    expect(names(g, g.players[0]!.deck)).toEqual(['Arc Reactor', 'Arc Reactor']);
  });
});
