// Save Humanity (Dark City): Bystanders in the Hero Deck, rescuing them from the HQ, the twist, Evil Wins.
import { describe, expect, it } from 'vitest';
import { ACT_RESCUE_FROM_HQ } from '../../cards/dark-city/schemes/save-humanity.js';
import { koCard } from '../../rules.js';
import type { Game } from '../../types.js';
import { ACT_RECRUIT, act, make, mainActions, names, pick, put, reason, refresh } from '../helpers.js';
import { SOLO, fresh, progress, schemeBoard, twist, villainDeckKinds } from './mastermind-fixtures.js';

const SAVE = 'Save Humanity';
const bystandersIn = (g: Game, cards: readonly number[]) => names(g, cards).filter((n) => n === 'Bystander').length;
function board(): Game {
  const g = schemeBoard(SAVE);
  g.hq = ['Bystander', 'Optic Blast', 'Bystander', 'Quick Draw', 'Team Player'].map((n) => make(g, n));
  for (let i = 0; i < 10; i++) g.heroDeck.push(make(g, 'Determination'));
  return g;
}

describe('Save Humanity', () => {
  it('setup: 8 twists; 24 Bystanders shuffled into the Hero Deck (12 in solo)', () => {
    for (const [o, n] of [[{ players: 2 }, 24], [SOLO, 12]] as const) {
      const g = fresh({ ...o, scheme: SAVE });
      expect(villainDeckKinds(g).twist).toBe(8);
      expect(g.heroDeck.concat(g.hq).filter((c) => c >= 0 && g.cards[g.defOf[c]!]!.kind === 'bystander').length).toBe(n);
    }
  });

  it('you may spend 2 Recruit to rescue a Bystander from the HQ (it is never recruited); the space is refilled', () => {
    const g = board();
    g.t.recruit = 1;
    refresh(g);
    expect(mainActions(g).some((v) => Math.floor(v / 65536) === ACT_RESCUE_FROM_HQ)).toBe(false);
    g.t.recruit = 3;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_RECRUIT, 0));
    // the two identical Bystanders are one option
    expect(mainActions(g).filter((v) => Math.floor(v / 65536) === ACT_RESCUE_FROM_HQ)).toEqual([act(ACT_RESCUE_FROM_HQ, 0)]);
    const b = g.hq[0]!;
    pick(g, act(ACT_RESCUE_FROM_HQ, 0));
    expect(g.players[0]!.victory).toEqual([b]);
    expect(g.t.recruit).toBe(1);
    expect(names(g, [g.hq[0]!])).toEqual(['Determination']);
  });

  it('twist: every Bystander in the HQ is KO\'d; then each player reveals an Instinct hero or KOs a Bystander from their victory pile', () => {
    const g = board();
    put(g, 0, 'hand', 'Quick Draw');
    put(g, 0, 'victory', 'Bystander');
    put(g, 1, 'victory', 'Bystander', 'Sabretooth');
    twist(g);
    expect(bystandersIn(g, g.ko)).toBe(2);
    expect(g.hq.every((c) => names(g, [c])[0] !== 'Bystander')).toBe(true);
    expect(reason(g)).toBe('dark-city:reveal-or-else');
    pick(g, 1);
    expect(names(g, g.players[0]!.victory)).toEqual(['Bystander']);
    expect(names(g, g.players[1]!.victory)).toEqual(['Sabretooth']);
    expect(bystandersIn(g, g.ko)).toBe(3);
  });

  it("evil wins when 4 Bystanders per player have been KO'd or carried off", () => {
    const g = board();
    g.stats.bystandersCarried = 6;
    const [b1, b2] = put(g, 1, 'victory', 'Bystander', 'Bystander');
    koCard(g, 1, b1!);
    expect(g.result).toBe(null);
    expect(progress(g)).toBeCloseTo(7 / 8);
    koCard(g, 1, b2!);
    expect(g.result).toBe('loss');
    expect(g.cause).toMatch(/Save Humanity/);
  });
});
