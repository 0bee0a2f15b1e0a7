import { describe, expect, it } from 'vitest';
import { dimensionsGame } from './game.js';
import { ACT_SWITCHEROO } from '../../keywords/switcheroo.js';
import { ACT_GAINED_SWITCHEROO } from '../../cards/dimensions/heroes/squirrel-girl.js';
import { refillHq } from '../../rules.js';
import type { Game } from '../../types.js';
import { act, mainActions, make, names, pick, playCard, put, reason, refresh } from '../helpers.js';

function board(): Game {
  const g = dimensionsGame(['Squirrel Girl']);
  refresh(g);
  return g;
}
function keepOnTop(g: Game): void { while (reason(g) === 'investigate:bottom' || reason(g) === 'investigate:order') pick(g, g.pending!.options.includes(-1) ? -1 : g.pending!.options[0]!); }
/** Puts the named heroes in the first HQ spaces. */
function hqWith(g: Game, ...cards: string[]): number[] {
  for (let s = 0; s < g.hq.length; s++) g.hq[s] = -1;
  return cards.map((n, i) => { const h = make(g, n); g.hq[i] = h; return h; });
}

describe('Squirrel Girl', () => {
  it('Find Tiny Friends: investigates for a card costing 3 or less; Switcheroo 3 offered', () => {
    const g = board();
    put(g, 0, 'deck', 'Optic Blast', 'Unbeatable Squirrel Girl');
    const [f] = put(g, 0, 'hand', 'Find Tiny Friends');
    hqWith(g, 'Squirrelgility');
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_SWITCHEROO, f!)); // no printed-cost-3 hero in the HQ
    g.hq[1] = make(g, 'Nut Punch');
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_SWITCHEROO, f!));
    playCard(g, f!);
    keepOnTop(g);
    expect(names(g, g.players[0]!.hand)).toEqual(['Optic Blast']);
  });

  it('Find Tiny Friends: nothing drawn when the cards looked at cost more', () => {
    const g = board();
    put(g, 0, 'deck', 'Squirrelgility', 'Unbeatable Squirrel Girl');
    const [f] = put(g, 0, 'hand', 'Find Tiny Friends');
    refresh(g);
    playCard(g, f!);
    keepOnTop(g);
    expect(g.players[0]!.hand).toEqual([]);
  });

  it('Nut Punch: Switcheroo 4 into an HQ hero of printed cost 4', () => {
    const g = board();
    const [n] = put(g, 0, 'hand', 'Nut Punch');
    const [s] = hqWith(g, 'Squirrelgility');
    refresh(g);
    pick(g, act(ACT_SWITCHEROO, n!));
    pick(g, 0);
    expect(g.players[0]!.hand).toEqual([s]);
  });

  it('Nut Punch: 1 Attack, +2 with the Instinct superpower', () => {
    const g = board();
    const [a, b] = put(g, 0, 'hand', 'Nut Punch', 'Nut Punch');
    refresh(g);
    playCard(g, a!);
    expect(g.t.attack).toBe(1);
    playCard(g, b!);
    expect(g.t.attack).toBe(1 + 3);
  });

  it('Squirrelgility: +2 Attack when two cards entered the HQ this turn', () => {
    const g = board();
    const [s] = put(g, 0, 'hand', 'Squirrelgility');
    g.hq[0] = -1; refillHq(g, 0);
    g.hq[1] = -1; refillHq(g, 1);
    refresh(g);
    playCard(g, s!);
    expect(g.t.attack).toBe(4);
  });

  it('Squirrelgility: only one card entered the HQ: no bonus', () => {
    const g = board();
    const [s] = put(g, 0, 'hand', 'Squirrelgility');
    g.hq[0] = -1; refillHq(g, 0);
    refresh(g);
    playCard(g, s!);
    expect(g.t.attack).toBe(2);
  });

  it('Unbeatable Squirrel Girl: a hero in hand gains Switcheroo for the number chosen (1 to 5)', () => {
    const g = board();
    const [u, w, a, t] = put(g, 0, 'hand', 'Unbeatable Squirrel Girl', 'Wound', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    const [crack] = hqWith(g, 'Crack the Case', 'Squirrelgility', 'Star Power'); // printed costs 5, 4, 3
    refresh(g);
    playCard(g, u!);
    expect(g.t.attack).toBe(5);
    expect(reason(g)).toBe('squirrel-girl:unbeatable:number');
    const opts = g.pending!.options;
    expect(opts[0]).toBe(5); // the highest HQ cost in range first
    expect([...opts].sort((x, y) => x - y)).toEqual([-1, 1, 2, 3, 4, 5]);
    pick(g, 5);
    expect(reason(g)).toBe('squirrel-girl:unbeatable:hero');
    expect(g.pending!.options).toEqual([a, t]); // heroes only, not the Wound
    pick(g, a!);
    expect(mainActions(g)).toContain(act(ACT_GAINED_SWITCHEROO, a!));
    expect(mainActions(g)).not.toContain(act(ACT_GAINED_SWITCHEROO, w!));
    pick(g, act(ACT_GAINED_SWITCHEROO, a!));
    expect(g.pending!.options).toEqual([0, -1]); // only the printed-cost-5 hero
    pick(g, 0);
    expect(g.players[0]!.hand).toEqual([w, t, crack]);
    expect(g.heroDeck[0]).toBe(a);
  });

  it('Unbeatable Squirrel Girl: may decline; 6 to 8 only with two Instinct cards played before', () => {
    const g = board();
    const [u, a] = put(g, 0, 'hand', 'Unbeatable Squirrel Girl', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, u!);
    expect(Math.max(...g.pending!.options)).toBe(5);
    pick(g, -1);
    expect(reason(g)).toBe('main');
    expect(mainActions(g).some((x) => Math.floor(x / 65536) === ACT_GAINED_SWITCHEROO)).toBe(false);
    expect(a).toBeGreaterThan(0);

    const g2 = board();
    const [n1, n2, u2] = put(g2, 0, 'hand', 'Nut Punch', 'Nut Punch', 'Unbeatable Squirrel Girl', 'S.H.I.E.L.D. Agent');
    refresh(g2);
    playCard(g2, n1!);
    playCard(g2, n2!);
    playCard(g2, u2!);
    expect(Math.max(...g2.pending!.options)).toBe(8);
  });

  it('Unbeatable Squirrel Girl: the gained Switcheroo is not offered while no HQ hero has that printed cost', () => {
    const g = board();
    const [u, a] = put(g, 0, 'hand', 'Unbeatable Squirrel Girl', 'S.H.I.E.L.D. Agent');
    for (let s = 0; s < g.hq.length; s++) g.hq[s] = -1;
    g.hq[0] = make(g, 'Nut Punch'); // printed cost 3
    refresh(g);
    playCard(g, u!);
    pick(g, 2); // the only hero in hand gains it (one option: taken without asking)
    expect(reason(g)).toBe('main');
    expect(mainActions(g)).not.toContain(act(ACT_GAINED_SWITCHEROO, a!));
  });
});
