import '../../cards/secret-wars-volume-2/index.js';
import { describe, expect, it } from 'vitest';
import { sw2Game } from './game.js';
import type { Game } from '../../types.js';
import { make, pick, playCard, put, reason, refresh } from '../helpers.js';

function board(): Game {
  const g = sw2Game(['Corvus Glaive']);
  refresh(g);
  return g;
}

describe('Corvus Glaive', () => {
  it('Culling Blade: the top Bystander of the stack is KO\'d; a plain one asks nothing', () => {
    const g = board();
    const top = g.bystanders[g.bystanders.length - 1]!;
    const size = g.bystanders.length;
    const [cb] = put(g, 0, 'hand', 'Culling Blade');
    refresh(g);
    playCard(g, cb!);
    expect(g.t.attack).toBe(2);
    expect(g.bystanders.length).toBe(size - 1);
    expect(g.ko).toEqual([top]);
    expect(reason(g)).toBe('main');
  });

  it('Culling Blade: a special Bystander\'s Rescue effect may be used (News Reporter: draw a card); it stays KO\'d', () => {
    const g = board();
    const b = make(g, 'News Reporter');
    g.bystanders.push(b);
    const [cb] = put(g, 0, 'hand', 'Culling Blade');
    const [card] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, cb!);
    expect(reason(g)).toBe('corvus-glaive:culling-blade:rescue-effect');
    pick(g, 1);
    expect(g.players[0]!.hand).toEqual([card]);
    expect(g.ko).toEqual([b]);
    expect(g.players[0]!.victory).toEqual([]);
  });

  it('Culling Blade: declining the Rescue effect does nothing more', () => {
    const g = board();
    const b = make(g, 'News Reporter');
    g.bystanders.push(b);
    const [cb] = put(g, 0, 'hand', 'Culling Blade');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, cb!);
    pick(g, 0);
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.ko).toEqual([b]);
  });

  it('Culling Blade: a Rescue effect that acts only on a card in the rescuer\'s victory pile works too (Comic Shop Keeper)', () => {
    const g = board();
    const b = make(g, 'Comic Shop Keeper');
    g.bystanders.push(b);
    g.heroDeck.push(make(g, 'S.H.I.E.L.D. Officer')); // a hero it offers (cost 3 or less) on top of the Hero Deck
    const [cb] = put(g, 0, 'hand', 'Culling Blade');
    refresh(g);
    playCard(g, cb!);
    pick(g, 1);
    expect(reason(g)).toMatch(/^comic-shop-keeper:/); // its effect runs: it asks who gains the hero
    expect(g.ko).toEqual([b]);
    expect(g.players[0]!.victory).toEqual([]);
  });

  it('Let None Escape You: no Bystander in the Escape Pile: +2 Attack (a villain there does not matter)', () => {
    const g = board();
    g.escaped.push(make(g, 'Hand Ninjas'));
    const [l] = put(g, 0, 'hand', 'Let None Escape You');
    refresh(g);
    playCard(g, l!);
    expect(g.t.attack).toBe(2);
    expect(g.t.recruit).toBe(0);
  });

  it('Let None Escape You: a Bystander in the Escape Pile: +2 Recruit instead', () => {
    const g = board();
    g.escaped.push(make(g, 'Bystander'));
    const [l] = put(g, 0, 'hand', 'Let None Escape You');
    refresh(g);
    playCard(g, l!);
    expect(g.t.attack).toBe(0);
    expect(g.t.recruit).toBe(2);
  });

  it('Rictus Grin: Cabal team power KOs a Bystander from the stack, then +1 Attack per four Bystanders in the KO pile', () => {
    const g = board();
    for (let i = 0; i < 7; i++) g.ko.push(make(g, 'Bystander'));
    g.ko.push(make(g, 'Wound'));
    const size = g.bystanders.length;
    const [l, rg] = put(g, 0, 'hand', 'Let None Escape You', 'Rictus Grin');
    refresh(g);
    playCard(g, l!);
    const before = g.t.attack;
    playCard(g, rg!);
    expect(g.bystanders.length).toBe(size - 1);
    expect(g.t.attack - before).toBe(3 + 2); // 8 Bystanders KO'd
  });

  it('Rictus Grin: without a Cabal card played before, only 3 Attack and no KO', () => {
    const g = board();
    for (let i = 0; i < 8; i++) g.ko.push(make(g, 'Bystander'));
    const size = g.bystanders.length;
    const [rg] = put(g, 0, 'hand', 'Rictus Grin');
    refresh(g);
    playCard(g, rg!);
    expect(g.bystanders.length).toBe(size);
    expect(g.t.attack).toBe(3);
  });

  it('Atom-Splitting Glaive: Cabal team power: a Bystander may be KO\'d from the Escape Pile and from each victory pile, +1 Attack each', () => {
    const g = board();
    const e = make(g, 'Bystander');
    const v0 = make(g, 'Hand Ninjas');
    g.escaped.push(e, v0);
    const [mine] = put(g, 0, 'victory', 'Bystander');
    const [theirs] = put(g, 1, 'victory', 'Bystander');
    const [l, asg] = put(g, 0, 'hand', 'Let None Escape You', 'Atom-Splitting Glaive');
    refresh(g);
    playCard(g, l!);
    const before = g.t.attack;
    playCard(g, asg!);
    expect(reason(g)).toBe('corvus-glaive:atom-splitting-glaive:ko');
    expect(g.pending!.options).toEqual([e, -1]);
    pick(g, e);
    expect(g.pending!.options).toEqual([mine, -1]);
    pick(g, -1);
    expect(g.pending!.options).toEqual([theirs, -1]);
    expect(g.pending!.player).toBe(0);
    pick(g, theirs!);
    expect(reason(g)).toBe('main');
    expect(g.t.attack - before).toBe(6 + 2);
    expect(g.escaped).toEqual([v0]);
    expect(g.players[0]!.victory).toEqual([mine]);
    expect(g.players[1]!.victory).toEqual([]);
    expect(g.ko.sort()).toEqual([e, theirs!].sort());
  });

  it('Atom-Splitting Glaive: piles without Bystanders are skipped; without a Cabal card played before nothing is asked', () => {
    const g = board();
    const [theirs] = put(g, 1, 'victory', 'Bystander');
    const [l, asg] = put(g, 0, 'hand', 'Let None Escape You', 'Atom-Splitting Glaive');
    refresh(g);
    playCard(g, l!);
    playCard(g, asg!);
    expect(g.pending!.options).toEqual([theirs, -1]);
    const h = board();
    put(h, 1, 'victory', 'Bystander');
    h.escaped.push(make(h, 'Bystander'));
    const [a2] = put(h, 0, 'hand', 'Atom-Splitting Glaive');
    refresh(h);
    playCard(h, a2!);
    expect(reason(h)).toBe('main');
    expect(h.t.attack).toBe(6);
  });
});
