import { describe, expect, it } from 'vitest';
import { run } from '../../flow.js';
import { SEWERS, doStrike, mastermindAttack } from '../../rules.js';
import { fight, fightMastermind, make, names, onVillainDeck, pick, put, putVillain, reason, refresh } from '../helpers.js';
import { capGame, giveBystanders } from './game.js';

const zemoGame = (o = {}) => capGame({ mastermind: 'Baron Heinrich Zemo', ...o });
function withTactic(g: ReturnType<typeof capGame>, name: string): void {
  const t = g.tactics.find((c) => names(g, [c])[0] === name)!;
  g.tactics = [t, t];
  g.t.attack = 99;
  refresh(g);
}

describe('Baron Heinrich Zemo', () => {
  it('+9 Attack unless the fighter is a Savior', () => {
    const g = zemoGame();
    expect(mastermindAttack(g)).toBe(18);
    giveBystanders(g, 0, 3);
    expect(mastermindAttack(g)).toBe(9);
  });

  it('whenever you defeat a villain you may pay 2 Recruit to rescue a Bystander', () => {
    const g = zemoGame();
    putVillain(g, SEWERS, 'Black Knight');
    g.t.attack = 4; g.t.recruit = 3;
    refresh(g);
    fight(g, SEWERS);
    expect(reason(g)).toBe('baron-zemo:pay-to-rescue');
    pick(g, 1);
    expect(g.t.recruit).toBe(1);
    expect(names(g, g.players[0]!.victory)).toEqual(['Black Knight', 'Bystander']);
    const h = zemoGame();
    putVillain(h, SEWERS, 'Black Knight');
    h.t.attack = 4; h.t.recruit = 1;
    refresh(h);
    fight(h, SEWERS);
    expect(reason(h)).toBe('main'); // not enough Recruit: no question
  });

  it('Master Strike: each player KOs a Bystander from their victory pile, or gains a Wound', () => {
    const g = zemoGame();
    const [b] = giveBystanders(g, 0, 1);
    g.pending = null;
    doStrike(g, make(g, 'Master Strike'));
    run(g);
    expect(g.ko).toContain(b);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });

  it('Fallen Idols: each other player who is not a Savior discards a card', () => {
    const g = zemoGame({ players: 3, villains: ["Zola's Creations", 'Masters of Evil (WWII)', 'core:HYDRA'] });
    giveBystanders(g, 0, 3);
    const [x] = put(g, 1, 'hand', 'Aerial Catch');
    put(g, 2, 'hand', 'Aerial Catch');
    giveBystanders(g, 2, 3);
    withTactic(g, 'Fallen Idols');
    fightMastermind(g);
    expect(g.players[1]!.discard).toEqual([x]);
    expect(g.players[2]!.discard).toEqual([]);
  });

  it('Finding Zemo: Bystanders among the top five Villain Deck cards are KO\'d and each other player gains a Wound', () => {
    const g = zemoGame();
    giveBystanders(g, 0, 3);
    g.villainDeck = [];
    const v = onVillainDeck(g, 'Doughboy');
    const b = onVillainDeck(g, 'Bystander');
    withTactic(g, 'Finding Zemo');
    fightMastermind(g);
    expect(g.ko).toContain(b);
    expect(g.villainDeck).toEqual([v]);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('Hatred for the Avengers: rescue a Bystander for each of your Avengers heroes', () => {
    const g = zemoGame();
    giveBystanders(g, 0, 3);
    put(g, 0, 'hand', 'Aerial Catch', 'Devoted Patriot', 'Bionic Arm');
    withTactic(g, 'Hatred for the Avengers');
    fightMastermind(g);
    expect(names(g, g.players[0]!.victory).filter((n) => n === 'Bystander').length).toBe(5);
  });

  it('Prisoners of War: each other player reveals an Avengers hero or gives you a Bystander', () => {
    const g = zemoGame({ players: 3, villains: ["Zola's Creations", 'Masters of Evil (WWII)', 'core:HYDRA'] });
    giveBystanders(g, 0, 3);
    put(g, 1, 'hand', 'Aerial Catch');
    giveBystanders(g, 1, 1);
    const [b2] = giveBystanders(g, 2, 1);
    withTactic(g, 'Prisoners of War');
    fightMastermind(g);
    expect(reason(g)).toBe('baron-zemo:prisoners-of-war:reveal');
    pick(g, 1);
    expect(g.players[1]!.victory.length).toBe(1);
    expect(g.players[0]!.victory).toContain(b2);
    expect(g.players[2]!.victory).toEqual([]);
  });
});
