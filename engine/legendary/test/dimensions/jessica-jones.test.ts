import { describe, expect, it } from 'vitest';
import { dimensionsGame } from './game.js';
import { ACT_SWITCHEROO } from '../../keywords/switcheroo.js';
import type { Game } from '../../types.js';
import { act, mainActions, make, names, pick, playCard, put, reason, refresh } from '../helpers.js';

function board(): Game {
  const g = dimensionsGame(['Jessica Jones']);
  refresh(g);
  return g;
}
/** Answers the Investigate put-back questions: everything stays on top. */
function keepOnTop(g: Game): void { while (reason(g) === 'investigate:bottom' || reason(g) === 'investigate:order') pick(g, g.pending!.options.includes(-1) ? -1 : g.pending!.options[0]!); }

describe('Jessica Jones', () => {
  it('Alter Ego: 2 Attack; Switcheroo 4 takes an HQ hero of printed cost 4', () => {
    const g = board();
    const [a, b] = put(g, 0, 'hand', 'Alter Ego', 'Alter Ego');
    const h = make(g, 'Alias Investigations');
    g.hq[0] = h;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_SWITCHEROO, a!));
    pick(g, act(ACT_SWITCHEROO, a!));
    pick(g, 0);
    expect(g.players[0]!.hand).toEqual([b, h]);
    expect(g.heroDeck[0]).toBe(a);
    playCard(g, b!);
    expect(g.t.attack).toBe(2);
  });

  it('Alias Investigations: investigates for a card with an Attack icon', () => {
    const g = board();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent');
    const [c] = put(g, 0, 'hand', 'Alias Investigations');
    refresh(g);
    playCard(g, c!);
    keepOnTop(g);
    expect(g.t.attack).toBe(1);
    expect(names(g, g.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Trooper']);
    expect(names(g, g.players[0]!.deck)).toEqual(['S.H.I.E.L.D. Agent']);
  });

  it('Alias Investigations: nothing drawn when no card looked at has an Attack icon', () => {
    const g = board();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent', 'Wound');
    const [c] = put(g, 0, 'hand', 'Alias Investigations');
    refresh(g);
    playCard(g, c!);
    keepOnTop(g);
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.players[0]!.deck).toHaveLength(3);
  });

  it('Crack the Case: the Recruit-icon card found may be drawn', () => {
    const g = board();
    const [ag] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'Wound');
    const [c] = put(g, 0, 'hand', 'Crack the Case');
    refresh(g);
    playCard(g, c!);
    expect(g.t.recruit).toBe(3);
    expect(reason(g)).toBe('jessica-jones:crack-the-case:what');
    pick(g, 0);
    keepOnTop(g);
    expect(g.players[0]!.hand).toEqual([ag]);
  });

  it('Crack the Case: ... or KO\'d, or left in the deck', () => {
    const g = board();
    const [ag] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'Wound');
    const [c, d] = put(g, 0, 'hand', 'Crack the Case', 'Crack the Case');
    refresh(g);
    playCard(g, c!);
    pick(g, 1);
    keepOnTop(g);
    expect(g.ko).toContain(ag);
    expect(g.players[0]!.hand).toEqual([d]);
    const [ag2] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, d!);
    pick(g, 2);
    keepOnTop(g);
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.players[0]!.deck).toContain(ag2);
  });

  it('Uncover Hidden Evil: without the Covert superpower, no investigation', () => {
    const g = board();
    const top = g.villainDeck.slice(-2);
    const [u] = put(g, 0, 'hand', 'Uncover Hidden Evil');
    refresh(g);
    playCard(g, u!);
    expect(reason(g)).toBe('main');
    expect(g.t.attack).toBe(4);
    expect(g.villainDeck.slice(-2)).toEqual(top);
  });

  it('Uncover Hidden Evil: with Covert, a villain found goes to the victory pile and its Fight effect happens', () => {
    const g = board();
    const ninja = make(g, 'Hand Ninjas');
    const twist = make(g, 'Scheme Twist');
    g.villainDeck.push(ninja, twist);
    const [cv, u] = put(g, 0, 'hand', 'Alias Investigations', 'Uncover Hidden Evil');
    refresh(g);
    playCard(g, cv!);
    keepOnTop(g);
    const rec = g.t.recruit;
    playCard(g, u!);
    expect(reason(g)).toBe('jessica-jones:uncover-hidden-evil:take');
    pick(g, 1);
    keepOnTop(g);
    expect(g.players[0]!.victory).toEqual([ninja]);
    expect(g.villainDeck).not.toContain(ninja);
    expect(g.villainDeck[g.villainDeck.length - 1]).toBe(twist);
    expect(g.t.recruit).toBe(rec + 1); // Hand Ninjas' Fight effect: +1 Recruit
  });

  it('Uncover Hidden Evil: declined, the villain goes back to the bottom when chosen', () => {
    const g = board();
    const ninja = make(g, 'Hand Ninjas');
    const twist = make(g, 'Scheme Twist');
    g.villainDeck.push(ninja, twist);
    const [cv, u] = put(g, 0, 'hand', 'Alias Investigations', 'Uncover Hidden Evil');
    refresh(g);
    playCard(g, cv!);
    keepOnTop(g);
    playCard(g, u!);
    pick(g, 0);
    expect(reason(g)).toBe('investigate:bottom');
    pick(g, ninja);
    keepOnTop(g);
    expect(g.players[0]!.victory).toEqual([]);
    expect(g.villainDeck[0]).toBe(ninja);
  });
});
