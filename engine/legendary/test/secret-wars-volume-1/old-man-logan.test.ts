import { describe, expect, it } from 'vitest';
import { sw1Game } from './game.js';
import { ACT_SIDEKICK } from '../../keywords/sidekicks.js';
import { act, names, pick, playCard, put, reason, recruit, refresh } from '../helpers.js';

function board() { return sw1Game(['Old Man Logan']); }

describe('Old Man Logan', () => {
  it('Last Survivor: with an Instinct card played before, a Wound KO\'d from the hand draws a card', () => {
    const g = board();
    const [l1, l2, w] = put(g, 0, 'hand', 'Last Survivor', 'Last Survivor', 'Wound');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, l1!);
    // no Instinct card before the first: no question
    expect(reason(g)).toBe('main');
    playCard(g, l2!);
    expect(reason(g)).toBe('old-man-logan:last-survivor:ko');
    expect(g.pending!.options).toEqual([w, -1]);
    pick(g, w!);
    expect(g.ko).toEqual([w]);
    expect(names(g, g.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Agent']);
    expect(g.t.attack).toBe(4);
  });

  it('Last Survivor: a card KO\'d that is not a Wound draws nothing; declining KOs nothing', () => {
    const g = board();
    const [l1, l2, l3, trooper] = put(g, 0, 'hand', 'Last Survivor', 'Last Survivor', 'Last Survivor', 'S.H.I.E.L.D. Trooper');
    const [agent] = put(g, 0, 'discard', 'S.H.I.E.L.D. Agent');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper');
    refresh(g);
    playCard(g, l1!);
    playCard(g, l2!);
    pick(g, agent!);
    expect(g.ko).toEqual([agent]);
    expect(g.players[0]!.hand).toEqual([l3, trooper]);
    playCard(g, l3!);
    expect(g.pending!.options).toEqual([trooper, -1]);
    pick(g, -1);
    expect(g.ko).toEqual([agent]);
    expect(g.players[0]!.hand).toEqual([trooper]);
    expect(g.players[0]!.deck).toHaveLength(1);
  });

  it('Loner: +2 Attack when no hero has been recruited this turn', () => {
    const g = board();
    const [lo] = put(g, 0, 'hand', 'Loner');
    refresh(g);
    playCard(g, lo!);
    expect(g.t.attack).toBe(4);
  });

  it('Loner: played after a hero was recruited this turn (an HQ hero), no bonus', () => {
    const g = board();
    const [lo] = put(g, 0, 'hand', 'Loner');
    g.t.recruit = 20;
    refresh(g);
    recruit(g, 0);
    playCard(g, lo!);
    expect(g.t.attack).toBe(2);
  });

  it('Loner: a Sidekick recruited after it takes the 2 Attack back (only what is not spent; the rulebook is silent on when to check)', () => {
    const g = board();
    const [l1, l2] = put(g, 0, 'hand', 'Loner', 'Loner');
    g.t.recruit = 2;
    refresh(g);
    playCard(g, l1!);
    playCard(g, l2!);
    expect(g.t.attack).toBe(8);
    g.t.attack = 3; // 5 spent on a fight
    refresh(g);
    pick(g, act(ACT_SIDEKICK));
    // each copy takes back its 2: 3 left, 3 taken
    expect(g.t.attack).toBe(0);
  });

  it('Rage Out: with an Instinct card before, a Cross-Dimensional Wolverine Rampage: +1 Attack per other player wounded', () => {
    const g = board();
    const [ls, ro] = put(g, 0, 'hand', 'Last Survivor', 'Rage Out');
    refresh(g);
    playCard(g, ls!);
    playCard(g, ro!);
    // the current player reveals a Wolverine card (Old Man Logan counts as one), the other has none
    expect(reason(g)).toBe('xd-rampage:reveal');
    expect(g.pending!.player).toBe(0);
    pick(g, 1);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    expect(g.players[0]!.discard).toEqual([]);
    expect(g.t.attack).toBe(2 + 3 + 1);
  });

  it('Rage Out: another player who reveals a Wolverine card is not wounded: no bonus; no Instinct card before, no Rampage', () => {
    const g = board();
    const [ro1, ls, ro2] = put(g, 0, 'hand', 'Rage Out', 'Last Survivor', 'Rage Out');
    put(g, 1, 'hand', 'Loner');
    refresh(g);
    playCard(g, ro1!); // Rage Out first: no Instinct card before it
    expect(reason(g)).toBe('main');
    expect(g.t.attack).toBe(3);
    playCard(g, ls!);
    pick(g, -1); // Last Survivor's KO declined
    playCard(g, ro2!);
    pick(g, 1);
    expect(reason(g)).toBe('xd-rampage:reveal');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(g.players[1]!.discard).toEqual([]);
    expect(g.t.attack).toBe(3 + 2 + 3);
  });

  it('No More Heroes: +5 Attack with no S.H.I.E.L.D. or HYDRA card played this turn nor in hand', () => {
    const g = board();
    const [nmh] = put(g, 0, 'hand', 'No More Heroes', 'Loner');
    refresh(g);
    playCard(g, nmh!);
    expect(g.t.attack).toBe(10);
  });

  it('No More Heroes: a S.H.I.E.L.D. card played before, or a HYDRA hero in hand, cancels the bonus', () => {
    const g = board();
    const [agent, n1] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'No More Heroes');
    refresh(g);
    playCard(g, agent!);
    playCard(g, n1!);
    expect(g.t.attack).toBe(5);

    const h = board();
    const [n2] = put(h, 0, 'hand', 'No More Heroes', 'HYDRA Half-Wit');
    refresh(h);
    playCard(h, n2!);
    expect(h.t.attack).toBe(5);
  });
});
