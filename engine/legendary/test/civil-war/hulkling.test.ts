import '../../cards/civil-war/heroes/hulkling.js';
import { describe, expect, it } from 'vitest';
import { defOf } from '../../registry.js';
import { clsOf, recruitCost } from '../../rules.js';
import { COVERT, STRENGTH } from '../../types.js';
import { make, names, pick, playCard, put, reason, refresh } from '../helpers.js';
import { cwGame } from './game.js';

const STR = Math.log2(STRENGTH), COV = Math.log2(COVERT);

describe('Hulkling', () => {
  it('Cellular Regeneration: may KO a Wound from hand or discard pile for +1 Attack', () => {
    const g = cwGame(['Hulkling']);
    const [cr, w] = put(g, 0, 'hand', 'Cellular Regeneration', 'Wound');
    const [w2] = put(g, 0, 'discard', 'Wound');
    refresh(g);
    playCard(g, cr!);
    expect(reason(g)).toBe('hulkling:cellular-regeneration:ko-wound');
    expect(g.pending!.options).toEqual([w, w2, -1]);
    pick(g, w2!);
    expect(g.t.attack).toBe(3);
    expect(g.ko).toEqual([w2]);

    const h = cwGame(['Hulkling']);
    const [cr2] = put(h, 0, 'hand', 'Cellular Regeneration', 'Wound');
    refresh(h);
    playCard(h, cr2!);
    pick(h, -1);
    expect(h.t.attack).toBe(2);
    expect(h.ko).toEqual([]);
  });

  it('Size-Changing: Cellular Regeneration costs 2 less to recruit after a Strength card, not after a Covert one', () => {
    const g = cwGame(['Hulkling']);
    const c = make(g, 'Cellular Regeneration');
    g.hq[0] = c;
    const [skrull] = put(g, 0, 'hand', 'Half-Kree/Half-Skrull');
    refresh(g);
    expect(recruitCost(g, c)).toBe(5);
    playCard(g, skrull!);
    pick(g, defOf(g, skrull!).halves![1]!); // Covert
    expect(recruitCost(g, c)).toBe(5);
    const [cr] = put(g, 0, 'hand', 'Cellular Regeneration');
    refresh(g);
    playCard(g, cr!);
    expect(recruitCost(g, c)).toBe(3);
  });

  it('Half-Kree: 3 Recruit and you gain a Wound; Half-Skrull: 2 Attack; either side\'s Size-Changing applies, not both', () => {
    const g = cwGame(['Hulkling']);
    const [hk] = put(g, 0, 'hand', 'Half-Kree/Half-Skrull');
    refresh(g);
    playCard(g, hk!);
    pick(g, defOf(g, hk!).halves![0]!);
    expect([g.t.recruit, g.t.attack]).toEqual([3, 0]);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);

    const h = cwGame(['Hulkling']);
    const inHq = make(h, 'Half-Kree/Half-Skrull');
    h.hq[0] = inHq;
    const [hs, cr] = put(h, 0, 'hand', 'Half-Kree/Half-Skrull', 'Cellular Regeneration');
    refresh(h);
    playCard(h, hs!);
    pick(h, defOf(h, hs!).halves![1]!);
    expect([h.t.recruit, h.t.attack]).toEqual([0, 2]);
    expect(h.players[0]!.discard).toEqual([]);
    expect(recruitCost(h, inHq)).toBe(2); // Covert played
    playCard(h, cr!);
    expect(recruitCost(h, inHq)).toBe(2); // Strength too: still one side's discount
  });

  it('Impersonate: plays as a copy of another hero played this turn and counts as Covert plus that class', () => {
    const g = cwGame(['Hulkling']);
    const [cr, imp] = put(g, 0, 'hand', 'Cellular Regeneration', 'Impersonate');
    refresh(g);
    playCard(g, cr!);
    playCard(g, imp!);
    expect(g.t.attack).toBe(4);
    expect(clsOf(g, imp!)).toBe(COVERT | STRENGTH);
    expect(g.t.clsCount[STR]).toBe(2);
    expect(g.t.clsCount[COV]).toBe(1);
  });

  it('Impersonate copies a Divided card as the side it was played as; with two cards played, the player chooses', () => {
    const g = cwGame(['Hulkling']);
    const [hk, cr, imp] = put(g, 0, 'hand', 'Half-Kree/Half-Skrull', 'Cellular Regeneration', 'Impersonate');
    refresh(g);
    playCard(g, hk!);
    pick(g, defOf(g, hk!).halves![0]!); // Half-Kree: 3 Recruit and a Wound
    playCard(g, cr!);
    pick(g, -1); // keep the Wound
    playCard(g, imp!);
    expect(reason(g)).toBe('hulkling:impersonate:copy');
    expect(g.pending!.options).toEqual([hk, cr]);
    pick(g, hk!);
    expect(g.t.recruit).toBe(6);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound', 'Wound']);
  });

  it('Impersonate with nothing to copy is a plain Covert card', () => {
    const g = cwGame(['Hulkling']);
    const [imp] = put(g, 0, 'hand', 'Impersonate');
    refresh(g);
    playCard(g, imp!);
    expect(reason(g)).toBe('main');
    expect([g.t.attack, g.t.recruit]).toEqual([0, 0]);
    expect(g.t.clsCount[COV]).toBe(1);
  });

  it('Enormous Shapeshifter: Covert superpower +4 Attack', () => {
    const g = cwGame(['Hulkling']);
    const [es] = put(g, 0, 'hand', 'Enormous Shapeshifter');
    refresh(g);
    playCard(g, es!);
    expect(g.t.attack).toBe(4);

    const h = cwGame(['Hulkling']);
    const [imp, es2] = put(h, 0, 'hand', 'Impersonate', 'Enormous Shapeshifter');
    refresh(h);
    playCard(h, imp!);
    playCard(h, es2!);
    expect(h.t.attack).toBe(8);
  });
});
