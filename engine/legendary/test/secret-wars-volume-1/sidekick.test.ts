// Secret Wars Volume 1's basic Sidekick (engine/legendary/cards/secret-wars-volume-1/sidekicks.ts): 15 grey heroes of cost
// 2 in the Sidekick stack; played, the player may return it to the stack to draw two; declined, it stays in play.
import { describe, expect, it } from 'vitest';
import { ACT_SIDEKICK } from '../../keywords/sidekicks.js';
import { defOf } from '../../registry.js';
import { isHero } from '../../rules.js';
import { act, endTurn, mainActions, names, pick, playCard, put, reason, refresh } from '../helpers.js';
import { sw1Game } from './game.js';

const RETURN = 'secret-wars-1:sidekick:return';

function board(heroes: string[] = []) {
  const g = sw1Game(heroes);
  refresh(g);
  return g;
}
/** Takes the top Sidekick of the stack into player 0's hand. */
function sidekickInHand(g: ReturnType<typeof board>): number {
  const c = g.sidekicks.pop()!;
  g.players[0]!.hand.push(c);
  refresh(g);
  return c;
}

describe('Sidekick (Secret Wars Volume 1)', () => {
  it('15 of them in the Sidekick stack: grey heroes of cost 2 with no points', () => {
    const g = board();
    expect(g.sidekicks.length).toBe(15);
    expect([...new Set(names(g, g.sidekicks))]).toEqual(['Sidekick']);
    for (const c of g.sidekicks) {
      const d = defOf(g, c);
      expect(d.cost).toBe(2);
      expect(d.cls).toBe(0);
      expect(d.attack + d.recruit).toBe(0);
      expect(isHero(g, c)).toBe(true);
    }
  });

  it('returned to the bottom of the Sidekick stack: draw two; it still counts as played', () => {
    const g = board();
    const deck = put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent', 'Wound');
    const c = sidekickInHand(g);
    playCard(g, c);
    expect(reason(g)).toBe(RETURN);
    pick(g, 1);
    expect(g.sidekicks[0]).toBe(c);
    expect(g.sidekicks.length).toBe(15);
    expect(g.players[0]!.inPlay).not.toContain(c);
    expect(g.players[0]!.hand.sort()).toEqual([deck[1], deck[2]].sort());
    expect(g.players[0]!.deck).toEqual([deck[0]]);
    expect(g.t.heroesPlayed).toBe(1);
    expect(g.t.played).toEqual([c, g.defOf[c]]);
  });

  it('declined: it stays in play, nothing is drawn, and it is discarded at the end of the turn', () => {
    const g = board();
    put(g, 0, 'deck', ...Array(8).fill('S.H.I.E.L.D. Agent'));
    const c = sidekickInHand(g);
    playCard(g, c);
    expect(reason(g)).toBe(RETURN);
    pick(g, 0);
    expect(g.players[0]!.inPlay).toEqual([c]);
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.sidekicks.length).toBe(14);
    expect(g.sidekicks).not.toContain(c);
    endTurn(g);
    expect(g.players[0]!.discard).toContain(c);
    expect(g.sidekicks).not.toContain(c);
  });

  it('recruited for 2 Recruit from the top of the stack to the discard pile, once a turn', () => {
    const g = board();
    g.t.recruit = 4;
    refresh(g);
    const top = g.sidekicks[g.sidekicks.length - 1]!;
    expect(mainActions(g)).toContain(act(ACT_SIDEKICK));
    pick(g, act(ACT_SIDEKICK));
    expect(g.players[0]!.discard).toEqual([top]);
    expect(g.t.recruit).toBe(2);
    expect(g.sidekicks.length).toBe(14);
    expect(mainActions(g)).not.toContain(act(ACT_SIDEKICK));
  });

  it('not offered with less than 2 Recruit', () => {
    const g = board();
    g.t.recruit = 1;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_SIDEKICK));
  });

  it('a copy of it (Rogue, Copy Powers) cannot send the copying card into the Sidekick stack, nor draw (rules silent: worst-for-players reading)', () => {
    const g = board(['Rogue']);
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    const s = sidekickInHand(g);
    const [cp] = put(g, 0, 'hand', 'Copy Powers');
    refresh(g);
    playCard(g, s);
    pick(g, 0); // the Sidekick stays in play
    playCard(g, cp!); // the only hero to copy: taken without asking
    expect(reason(g)).toBe('main'); // nothing to return: not asked
    expect(g.sidekicks).not.toContain(cp);
    expect(g.players[0]!.inPlay).toContain(cp);
    expect(g.players[0]!.hand).toEqual([]);
  });
});
