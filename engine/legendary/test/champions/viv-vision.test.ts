import { describe, expect, it } from 'vitest';
import { championsGame } from './game.js';
import { recruitCost } from '../../rules.js';
import type { Game } from '../../types.js';
import { endTurn, make, onVillainDeck, pick, playCard, put, reason, recruit, recruitOfficer, refresh } from '../helpers.js';

function board(): Game {
  const g = championsGame(['Viv Vision']);
  refresh(g);
  return g;
}
const bystanders = (g: Game) => g.players[0]!.victory.filter((c) => g.cards[g.defOf[c]!]!.kind === 'bystander').length;

describe('Viv Vision', () => {
  it('Walking Wi-Fi: with the Tech superpower, each Hero recruited from the HQ rescues a Bystander (not an Officer)', () => {
    const g = board();
    const [a, b] = put(g, 0, 'hand', 'Walking Wi-Fi', 'Walking Wi-Fi');
    refresh(g);
    playCard(g, a!);
    playCard(g, b!);
    expect(g.t.recruit).toBe(4);
    g.t.recruit = 20;
    g.hq[0] = make(g, 'Walking Wi-Fi');
    g.hq[1] = make(g, 'Walking Wi-Fi');
    refresh(g);
    recruit(g, 0);
    expect(bystanders(g)).toBe(1);
    recruit(g, 1);
    expect(bystanders(g)).toBe(2);
    recruitOfficer(g);
    expect(bystanders(g)).toBe(2);
  });

  it('Walking Wi-Fi: no Bystander without the Tech superpower', () => {
    const g = board();
    const [a] = put(g, 0, 'hand', 'Walking Wi-Fi');
    refresh(g);
    playCard(g, a!);
    g.t.recruit = 20;
    g.hq[0] = make(g, 'Walking Wi-Fi');
    refresh(g);
    recruit(g, 0);
    expect(bystanders(g)).toBe(0);
  });

  it('Expanding Neural Network: with the Tech superpower the next hand has an extra card', () => {
    const g = board();
    const [a, b] = put(g, 0, 'hand', 'Expanding Neural Network', 'Expanding Neural Network');
    put(g, 0, 'deck', ...Array<string>(10).fill('S.H.I.E.L.D. Agent'));
    onVillainDeck(g, 'Hand Ninjas'); // the next turn's Villain Deck card touches no hand
    refresh(g);
    playCard(g, a!);
    playCard(g, b!);
    expect(g.t.attack).toBe(4);
    endTurn(g);
    expect(g.players[0]!.hand).toHaveLength(7);
  });

  it('Expanding Neural Network: without the Tech superpower the next hand is the usual 6; Size-Changing (Tech)', () => {
    const g = board();
    const hq = make(g, 'Expanding Neural Network');
    const [a] = put(g, 0, 'hand', 'Expanding Neural Network');
    put(g, 0, 'deck', ...Array<string>(10).fill('S.H.I.E.L.D. Agent'));
    onVillainDeck(g, 'Hand Ninjas'); // the next turn's Villain Deck card touches no hand
    refresh(g);
    expect(recruitCost(g, hq)).toBe(4);
    playCard(g, a!);
    expect(recruitCost(g, hq)).toBe(2);
    endTurn(g);
    expect(g.players[0]!.hand).toHaveLength(6);
  });

  it('Crowdsourcing: Versatile 3, played again by Cheering Crowds', () => {
    const g = board();
    const [c] = put(g, 0, 'hand', 'Crowdsourcing');
    put(g, 0, 'victory', 'Bystander');
    refresh(g);
    playCard(g, c!);
    expect(reason(g)).toBe('versatile:choose');
    pick(g, 0);
    expect(g.t.recruit).toBe(3);
    pick(g, 1);
    pick(g, 0);
    expect(g.t.recruit).toBe(6);
    expect(g.players[0]!.victory).toEqual([]);
  });

  it('Alter Molecular Density: 5 Recruit, then +2 Attack for each Hero recruited (HQ or Officer), none before', () => {
    const g = board();
    const [c] = put(g, 0, 'hand', 'Alter Molecular Density');
    g.hq[0] = make(g, 'Walking Wi-Fi');
    g.t.recruit = 3;
    refresh(g);
    recruitOfficer(g);
    expect(g.t.attack).toBe(0);
    playCard(g, c!);
    expect(g.t.recruit).toBe(5);
    expect(g.t.attack).toBe(0);
    recruit(g, 0);
    expect(g.t.attack).toBe(2);
    g.t.recruit = 3;
    refresh(g);
    recruitOfficer(g);
    expect(g.t.attack).toBe(4);
  });

  it('Alter Molecular Density: Size-Changing (Tech, Ranged)', () => {
    const g = board();
    const hq = make(g, 'Alter Molecular Density');
    const [t, r] = put(g, 0, 'hand', 'Walking Wi-Fi', 'Crowdsourcing');
    refresh(g);
    expect(recruitCost(g, hq)).toBe(9);
    playCard(g, t!);
    expect(recruitCost(g, hq)).toBe(7);
    playCard(g, r!);
    pick(g, 0);
    expect(recruitCost(g, hq)).toBe(5);
  });
});
