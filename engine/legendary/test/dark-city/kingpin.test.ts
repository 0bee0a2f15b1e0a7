// Kingpin (Dark City): Bribe, his Master Strike and every tactic.
import { describe, expect, it } from 'vitest';
import { MARVEL_KNIGHTS } from '../../cards/dark-city/masterminds/common.js';
import {
  ACT_FIGHT, ACT_MASTERMIND, act, cleanBoard, mainActions, make, names, onVillainDeck, pick, put, putVillain, reason, refresh, setupGame,
} from '../helpers.js';
import {
  AGENT, DC, TROOPER, fightTactic, heroOfTeam, makeDef, mmBoard, strike, itLeads,
} from './mastermind-fixtures.js';

const KINGPIN = 'Kingpin';

describe('Kingpin', () => {
  itLeads(KINGPIN, 'Streets of New York');

  it('Bribe: Recruit pays for fighting him (not for another Mastermind)', () => {
    const g = mmBoard(KINGPIN);
    g.t.recruit = 13;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_MASTERMIND));
    pick(g, act(ACT_MASTERMIND));
    expect(g.stats.tacticsDefeated).toBe(1);
    expect(g.t.recruit).toBe(0);
    const skull = cleanBoard(setupGame({ sets: DC }));
    skull.t.recruit = 13;
    refresh(skull);
    expect(mainActions(skull)).not.toContain(act(ACT_MASTERMIND));
  });

  it('Master Strike: without a Marvel Knights hero, each player discards their hand and draws five', () => {
    const g = mmBoard(KINGPIN);
    const hand = put(g, 0, 'hand', AGENT, AGENT, TROOPER, 'Determination', 'Wound', 'Optic Blast');
    put(g, 0, 'deck', ...Array(7).fill(AGENT));
    put(g, 1, 'hand', TROOPER, TROOPER);
    put(g, 1, 'deck', ...Array(3).fill(AGENT));
    strike(g);
    expect([...g.players[0]!.discard].sort()).toEqual([...hand].sort());
    expect(names(g, g.players[0]!.hand)).toEqual(Array(5).fill(AGENT));
    // the second player's two discarded Troopers are reshuffled for the draw
    expect(g.players[1]!.hand.length).toBe(5);
  });

  it('Master Strike: a player who reveals a Marvel Knights hero keeps their hand', () => {
    const g = mmBoard(KINGPIN);
    g.players[0]!.hand.push(makeDef(g, heroOfTeam(MARVEL_KNIGHTS, 'Marvel Knights')));
    put(g, 0, 'hand', AGENT);
    put(g, 0, 'deck', ...Array(5).fill(TROOPER));
    strike(g);
    expect(reason(g)).toBe('dark-city:reveal-or-else');
    pick(g, 1);
    expect(g.players[0]!.hand.length).toBe(2);
    expect(g.players[0]!.discard).toEqual([]);
  });

  it("Call a Hit: the fighter KOs a hero of their choice from each player's discard pile (Wounds are not heroes)", () => {
    const g = mmBoard(KINGPIN);
    const [det, wound] = put(g, 0, 'discard', 'Determination', 'Wound');
    const [optic, agent] = put(g, 1, 'discard', 'Optic Blast', AGENT);
    fightTactic(g, 'Call a Hit');
    expect(reason(g)).toBe('kingpin:call-a-hit:ko');
    expect(g.pending!.player).toBe(0);
    pick(g, agent!);
    expect(g.ko).toEqual([det, agent]);
    expect(g.players[0]!.discard).toEqual([wound]);
    expect(g.players[1]!.discard).toEqual([optic]);
  });

  it('Criminal Empire: of the top three Villain Deck cards the villains are played, the rest go back on top', () => {
    const g = mmBoard(KINGPIN);
    g.villainDeck = [];
    const bottom = onVillainDeck(g, 'Blob');
    const s = onVillainDeck(g, 'Master Strike');
    const sabre = onVillainDeck(g, 'Sabretooth');
    const b = onVillainDeck(g, 'Bystander');
    fightTactic(g, 'Criminal Empire');
    expect(g.city[0]).toBe(sabre);
    expect(g.villainDeck[0]).toBe(bottom);
    expect([...g.villainDeck.slice(1)].sort()).toEqual([s, b].sort());
    expect(g.stats.strikes).toBe(0);
  });

  it('Criminal Empire as the final tactic does nothing', () => {
    const g = mmBoard(KINGPIN, { challenges: ['final-blow'] });
    const sabre = onVillainDeck(g, 'Sabretooth');
    fightTactic(g, 'Criminal Empire', 1);
    expect(g.city[0]).toBe(-1);
    expect(g.villainDeck[g.villainDeck.length - 1]).toBe(sabre);
  });

  it("Dirty Cops: a 0-cost hero of the fighter's choice from the KO pile goes on top of each other player's deck", () => {
    const g = mmBoard(KINGPIN);
    const [agent, trooper, det] = [AGENT, TROOPER, 'Determination'].map((n) => make(g, n));
    g.ko = [agent!, trooper!, det!];
    fightTactic(g, 'Dirty Cops');
    expect(reason(g)).toBe('kingpin:dirty-cops:put');
    expect(g.pending!.options.sort()).toEqual([agent, trooper].sort());
    pick(g, trooper!);
    expect(g.players[1]!.deck).toEqual([trooper]);
    expect(g.players[0]!.deck).toEqual([]);
    expect(g.ko).toEqual([agent, det]);
  });

  it('Mob War: each other player plays a henchman from their victory pile as if from the Villain Deck', () => {
    const g = mmBoard(KINGPIN);
    const [mine] = put(g, 0, 'victory', 'Sentinel');
    const [sentinel, sabre] = put(g, 1, 'victory', 'Sentinel', 'Sabretooth');
    fightTactic(g, 'Mob War');
    expect(g.city[0]).toBe(sentinel);
    expect(g.players[1]!.victory).toEqual([sabre]);
    expect(g.players[0]!.victory).toContain(mine);
    expect(g.stats.villainCardsPlayed).toBe(1);
  });

  it('Bribe on the Mastermind does not let Recruit pay for villains in the city', () => {
    const g = mmBoard(KINGPIN);
    putVillain(g, 0, 'Sabretooth');
    g.t.recruit = 5;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 0));
  });
});
