// Macho Gomez (Deadpool): Bounties on Your Head.
import { describe, expect, it } from 'vitest';
import { mainActions, names, onVillainDeck, pick, put, reason, refresh, revealVillainCard } from '../helpers.js';
import { act } from '../../actions.js';
import { checkInvariants } from '../../invariants.js';
import { ACT_PASS_BOUNTY, bounties } from '../../cards/deadpool/masterminds/macho-gomez.js';
import { dpGame, defeatTactic, strike } from './game.js';

const wounds = (g: ReturnType<typeof dpGame>, p: number) => names(g, g.players[p]!.discard).filter((n) => n === 'Wound').length;
const macho = (players = 2) => dpGame({ mastermind: 'Macho Gomez', players });
/** Puts n Master Strike cards in front of player p as Bounties. */
const bounty = (g: ReturnType<typeof dpGame>, p: number, n: number) => put(g, p, 'front', ...Array<string>(n).fill('Master Strike'));

describe('Macho Gomez', () => {
  it('Macho Gomez: the Master Strike card stays in front of the current player as a Bounty (not in the KO pile), then each player gains a Wound per Bounty on them', () => {
    const g = macho();
    const s1 = onVillainDeck(g, 'Master Strike');
    revealVillainCard(g);
    expect(g.ko).not.toContain(s1);
    expect(g.players[0]!.front).toContain(s1);
    expect(g.players[0]!.victory).not.toContain(s1); // in front of the player, not in the victory pile
    expect([bounties(g, 0), bounties(g, 1)]).toEqual([1, 0]);
    expect([wounds(g, 0), wounds(g, 1)]).toEqual([1, 0]);
    const s2 = onVillainDeck(g, 'Master Strike');
    revealVillainCard(g);
    expect(g.players[0]!.front).toEqual([s1, s2]);
    expect([wounds(g, 0), wounds(g, 1)]).toEqual([3, 0]);
    expect(checkInvariants(g).filter((e) => e.includes('Master Strike'))).toEqual([]);
  });

  it('Macho Gomez: a Master Strike with no strike card (caused by a rule) puts no Bounty down; the Wounds per Bounty still come', () => {
    const g = macho();
    bounty(g, 1, 1);
    strike(g);
    expect([bounties(g, 0), bounties(g, 1)]).toEqual([0, 1]);
    expect([wounds(g, 0), wounds(g, 1)]).toEqual([0, 1]);
  });

  it('paying 1 Recruit moves one of your Bounties (the card) to the player on your left; not offered without Recruit or Bounty', () => {
    const g = macho();
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_PASS_BOUNTY));
    const [a, b] = bounty(g, 0, 2);
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_PASS_BOUNTY));
    g.t.recruit = 1;
    refresh(g);
    pick(g, act(ACT_PASS_BOUNTY));
    expect([bounties(g, 0), bounties(g, 1), g.t.recruit]).toEqual([1, 1, 0]);
    expect(g.players[0]!.front).toEqual([a]);
    expect(g.players[1]!.front).toEqual([b]);
    expect(checkInvariants(g).filter((e) => e.includes('Master Strike'))).toEqual([]);
  });

  it('Macho Gomez: while Pull Reality Into the Negative Zone swaps the point pools, moving a Bounty costs 1 Attack, not Recruit', () => {
    const g = dpGame({ mastermind: 'Macho Gomez', sets: ['core', 'fantastic-four', 'deadpool'], scheme: 'Pull Reality Into the Negative Zone' });
    g.vars['negative-zone:swapped'] = 1;
    bounty(g, 0, 1);
    g.t.recruit = 1;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_PASS_BOUNTY)); // Recruit does not pay it now
    g.t.attack = 1;
    refresh(g);
    pick(g, act(ACT_PASS_BOUNTY));
    expect([g.t.attack, g.t.recruit]).toEqual([0, 1]);
    expect([bounties(g, 0), bounties(g, 1)]).toEqual([0, 1]);
  });

  it('Bounty Payout: +1 Recruit per Bounty on other players; Super Macho Man: rescue a Bystander per Bounty on other players', () => {
    const g = macho(3);
    bounty(g, 0, 3); bounty(g, 1, 1); bounty(g, 2, 1);
    defeatTactic(g, 'Bounty Payout');
    expect(g.t.recruit).toBe(2);
    defeatTactic(g, 'Super Macho Man');
    expect(names(g, g.players[0]!.victory).filter((n) => n === 'Bystander').length).toBe(2);
  });

  it('Interstellar Assassin: each other player with a Bounty discards down to 4 cards', () => {
    const g = macho(3);
    bounty(g, 1, 1);
    put(g, 1, 'hand', ...Array(6).fill('S.H.I.E.L.D. Agent'));
    put(g, 2, 'hand', ...Array(6).fill('S.H.I.E.L.D. Agent'));
    defeatTactic(g, 'Interstellar Assassin');
    expect(g.players[1]!.hand.length).toBe(4);
    expect(g.players[2]!.hand.length).toBe(6);
  });

  it('Renegotiate the Contract: the fighter hands every Bounty out again, one at a time', () => {
    const g = macho(3);
    bounty(g, 0, 2);
    defeatTactic(g, 'Renegotiate the Contract');
    expect(reason(g)).toBe('macho-gomez:renegotiate');
    pick(g, 2);
    pick(g, 1);
    expect([bounties(g, 0), bounties(g, 1), bounties(g, 2)]).toEqual([0, 1, 1]);
    expect(Object.keys(g.vars).filter((k) => k.startsWith('macho-gomez:'))).toEqual([]);
    expect(checkInvariants(g).filter((e) => e.includes('Master Strike'))).toEqual([]);
  });
});
