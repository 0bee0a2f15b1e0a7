// Mysterio (Paint the Town Red): Master Strikes that become extra Tactics, and every tactic.
import { describe, expect, it } from 'vitest';
import { cardVp, mastermindAttack, victoryPoints } from '../../rules.js';
import { fightMastermind, make, names, put, refresh } from '../helpers.js';
import { fightTactic, settle, strike } from '../dark-city/mastermind-fixtures.js';
import { ptGame } from './setup.js';

const board = (o = {}) => ptGame({ mastermind: 'Mysterio', ...o });

describe('Mysterio', () => {
  it('leads the Sinister Six', () => {
    expect(board().setup.villains).toContain('Sinister Six');
  });

  it('Master Strike: the strike joins his Tactics; fought, it does nothing and is worth 6 VP; he stands until it is beaten', () => {
    const g = board();
    g.tactics = [make(g, 'Blurring Images')];
    strike(g);
    expect(g.tactics.length).toBe(2);
    const s = g.tactics.find((c) => names(g, [c])[0] === 'Master Strike')!;
    expect(g.ko).not.toContain(s);
    // only the strike left: fighting it wins, and it scores 6
    g.tactics = [s];
    g.t.attack = mastermindAttack(g);
    refresh(g);
    fightMastermind(g);
    expect(g.result).toBe('win');
    expect(g.players[0]!.victory).toEqual([s]);
    expect(cardVp(g, 0, s)).toBe(6);
    expect(victoryPoints(g, 0)).toBe(6);
  });

  it('Blurring Images: +1 Recruit per Tactic left', () => {
    const g = board();
    fightTactic(g, 'Blurring Images', 3);
    expect(g.t.recruit).toBe(2);
  });

  it('Captive Audience: rescue a Bystander per Tactic left', () => {
    const g = board();
    fightTactic(g, 'Captive Audience', 4);
    expect(names(g, g.players[0]!.victory).filter((n) => n === 'Bystander').length).toBe(3);
  });

  it('Master of Illusions: a Master Strike from each other player\'s victory pile goes back into his Tactics; none when it is the last Tactic', () => {
    const g = board({ players: 3 });
    const [s1] = put(g, 1, 'victory', 'Master Strike');
    const [s2] = put(g, 2, 'victory', 'Master Strike', 'Bystander');
    fightTactic(g, 'Master of Illusions');
    expect(g.tactics).toEqual(expect.arrayContaining([s1, s2]));
    expect(g.tactics.length).toBe(3);
    expect(names(g, g.players[2]!.victory)).toEqual(['Bystander']);
  });

  it('Mists of Deception: the Master Strikes among the top five Villain Deck cards are played (becoming Tactics); the rest go to the bottom', () => {
    const g = board();
    const [deep, n1, b1, s1, b2, n2] = ['Hand Ninjas', 'Hand Ninjas', 'Bystander', 'Master Strike', 'Bystander', 'Hand Ninjas'].map((n) => make(g, n));
    g.villainDeck = [deep!, n1!, b1!, s1!, b2!, n2!];
    fightTactic(g, 'Mists of Deception');
    settle(g);
    expect(g.tactics).toContain(s1);
    expect(g.stats.strikes).toBe(1);
    expect(g.villainDeck.at(-1)).toBe(deep);
    expect(g.villainDeck.slice(0, 4).sort()).toEqual([n1!, b1!, b2!, n2!].sort());
    // the last Tactic: nothing is revealed
    const h = board();
    const deck = ['Master Strike', 'Bystander'].map((n) => make(h, n));
    h.villainDeck = deck.slice();
    fightTactic(h, 'Mists of Deception', 1);
    expect(h.villainDeck).toEqual(deck);
  });
});
