// Macho Gomez (Deadpool): Bounties on Your Head.
import { describe, expect, it } from 'vitest';
import { mainActions, names, pick, put, reason, refresh } from '../helpers.js';
import { act } from '../../actions.js';
import { ACT_PASS_BOUNTY, bounties } from '../../cards/deadpool/masterminds/macho-gomez.js';
import { dpGame, defeatTactic, strike } from './game.js';

const wounds = (g: ReturnType<typeof dpGame>, p: number) => names(g, g.players[p]!.discard).filter((n) => n === 'Wound').length;
const macho = (players = 2) => dpGame({ mastermind: 'Macho Gomez', players });

describe('Macho Gomez', () => {
  it('Master Strike: a Bounty goes on the current player, then each player gains a Wound per Bounty on them', () => {
    const g = macho();
    strike(g);
    expect([bounties(g, 0), bounties(g, 1)]).toEqual([1, 0]);
    expect([wounds(g, 0), wounds(g, 1)]).toEqual([1, 0]);
    strike(g);
    expect([wounds(g, 0), wounds(g, 1)]).toEqual([3, 0]);
  });

  it('paying 1 Recruit moves one of your Bounties to the player on your left; not offered without Recruit or Bounty', () => {
    const g = macho();
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_PASS_BOUNTY));
    g.vars['macho-gomez:bounty:0'] = 2;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_PASS_BOUNTY));
    g.t.recruit = 1;
    refresh(g);
    pick(g, act(ACT_PASS_BOUNTY));
    expect([bounties(g, 0), bounties(g, 1), g.t.recruit]).toEqual([1, 1, 0]);
  });

  it('Bounty Payout: +1 Recruit per Bounty on other players; Super Macho Man: rescue a Bystander per Bounty on other players', () => {
    const g = macho(3);
    g.vars['macho-gomez:bounty:0'] = 3; g.vars['macho-gomez:bounty:1'] = 1; g.vars['macho-gomez:bounty:2'] = 1;
    defeatTactic(g, 'Bounty Payout');
    expect(g.t.recruit).toBe(2);
    defeatTactic(g, 'Super Macho Man');
    expect(names(g, g.players[0]!.victory).filter((n) => n === 'Bystander').length).toBe(2);
  });

  it('Interstellar Assassin: each other player with a Bounty discards down to 4 cards', () => {
    const g = macho(3);
    g.vars['macho-gomez:bounty:1'] = 1;
    put(g, 1, 'hand', ...Array(6).fill('S.H.I.E.L.D. Agent'));
    put(g, 2, 'hand', ...Array(6).fill('S.H.I.E.L.D. Agent'));
    defeatTactic(g, 'Interstellar Assassin');
    expect(g.players[1]!.hand.length).toBe(4);
    expect(g.players[2]!.hand.length).toBe(6);
  });

  it('Renegotiate the Contract: the fighter hands every Bounty out again, one at a time', () => {
    const g = macho(3);
    g.vars['macho-gomez:bounty:0'] = 2;
    defeatTactic(g, 'Renegotiate the Contract');
    expect(reason(g)).toBe('macho-gomez:renegotiate');
    pick(g, 2);
    pick(g, 1);
    expect([bounties(g, 0), bounties(g, 1), bounties(g, 2)]).toEqual([0, 1, 1]);
  });
});
