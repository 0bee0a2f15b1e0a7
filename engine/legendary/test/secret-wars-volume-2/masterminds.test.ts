// Secret Wars Volume 2's Immortal Emperor Zheng-Zhu, Shiklah and Spider-Queen: always-on rules, Master Strikes, tactics.
import { describe, expect, it } from 'vitest';
import { circleAttack } from '../../keywords/kung-fu.js';
import { MASTERMINDS } from '../../registry.js';
import { heroCost, mastermindAttack } from '../../rules.js';
import type { SetupOptions } from '../../setup.js';
import type { Game } from '../../types.js';
import {
  cleanBoard, fightMastermind, make, names, onVillainDeck, pick, playCard, put, reason, refresh, revealVillainCard, setupGame,
} from '../helpers.js';

const ZHENG = 'Immortal Emperor Zheng-Zhu', SHIKLAH = 'Shiklah, the Demon Bride', QUEEN = 'Spider-Queen';

function mmBoard(mastermind: string, o: Partial<SetupOptions> = {}): Game {
  // Spider-Queen leads a henchmen group: it is the game's one group at 2 players
  const henchmen = [mastermind === QUEEN ? 'Spider-Infected' : 'Hand Ninjas'];
  const g = cleanBoard(setupGame({ sets: ['core', 'secret-wars-volume-2'], mastermind, villains: ['HYDRA'], henchmen, ...o }));
  g.bystanders = g.bystanders.filter((c) => g.cards[g.defOf[c]!]!.name === 'Bystander');
  return g;
}
function fightTactic(g: Game, tactic: string): number {
  const t = make(g, tactic);
  g.tactics = [t, make(g, tactic)];
  g.t.attack = mastermindAttack(g);
  refresh(g);
  fightMastermind(g);
  return t;
}
function strike(g: Game): void { onVillainDeck(g, 'Master Strike'); revealVillainCard(g); }
function settle(g: Game): void { while (reason(g) !== 'main' && g.result === null) pick(g, g.pending!.options[0]!); }

describe('Immortal Emperor Zheng-Zhu', () => {
  it('the 7th Circle of Kung-Fu: +7 Attack unless the current player has a hero costing 7 or more', () => {
    const g = mmBoard(ZHENG);
    expect(mastermindAttack(g)).toBe(14);
    put(g, 0, 'hand', 'Avengers Assemble!'); // Captain America, cost 3
    expect(mastermindAttack(g)).toBe(14);
    const [big] = put(g, 0, 'hand', 'God of Thunder'); // Thor, cost 8
    expect(heroCost(g, big!)).toBeGreaterThanOrEqual(7);
    expect(mastermindAttack(g)).toBe(7);
    expect(circleAttack(g, g.mastermind[0]!)).toBe(0);
  });

  it('Master Strike: a player without a hero costing 7 or more discards down to three cards', () => {
    const g = mmBoard(ZHENG);
    put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent');
    put(g, 1, 'hand', 'God of Thunder', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    strike(g); settle(g);
    expect(g.players[0]!.hand).toHaveLength(3);
    expect(g.players[1]!.hand).toHaveLength(5);
  });

  it('Emperor\'s Justice: each other player without a Marvel Knights hero gains a Wound', () => {
    const g = mmBoard(ZHENG);
    fightTactic(g, 'Emperor\'s Justice'); settle(g);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    expect(names(g, g.players[0]!.discard)).toEqual([]);
  });

  it('Ultimate Kung-Fu Mastery: a Circle of Kung-Fu card in the victory pile spares the Wound', () => {
    const g = mmBoard(ZHENG, { players: 3 });
    // a tactic of Zheng-Zhu's is no circle card; his own card is (a fixture: the Mastermind card itself)
    put(g, 1, 'victory', 'Immortal Emperor Zheng-Zhu');
    fightTactic(g, 'Ultimate Kung-Fu Mastery');
    expect(reason(g)).toBe('zheng-zhu:kung-fu-mastery:reveal');
    pick(g, 1); settle(g);
    expect(names(g, g.players[1]!.discard)).toEqual([]);
    expect(names(g, g.players[2]!.discard)).toEqual(['Wound']);
  });

  it('Humble the Pretenders: without a Marvel Knights hero, a card costing under 7 is discarded (none without one)', () => {
    const g = mmBoard(ZHENG, { players: 3 });
    put(g, 1, 'hand', 'S.H.I.E.L.D. Agent', 'God of Thunder');
    put(g, 2, 'hand', 'God of Thunder');
    fightTactic(g, 'Humble the Pretenders'); settle(g);
    expect(names(g, g.players[1]!.discard)).toEqual(['S.H.I.E.L.D. Agent']);
    expect(names(g, g.players[2]!.hand)).toEqual(['God of Thunder']);
  });

  it('Imperial Edict: the HQ heroes picked go to the bottom of the Hero Deck and their spaces refill', () => {
    const g = mmBoard(ZHENG);
    const before = g.hq.slice();
    fightTactic(g, 'Imperial Edict');
    expect(reason(g)).toBe('zheng-zhu:imperial-edict:slot');
    pick(g, 1); pick(g, 3); pick(g, -1);
    expect(g.hq[0]).toBe(before[0]);
    expect(g.hq[1]).not.toBe(before[1]);
    expect(g.heroDeck.slice(0, 2).sort()).toEqual([before[1]!, before[3]!].sort());
  });
});

describe('Shiklah, the Demon Bride', () => {
  it('Master Strike: of the top three Villain Deck cards, Scheme Twists go back on top, the rest to the bottom', () => {
    const g = mmBoard(SHIKLAH);
    const [a, t, b] = [make(g, 'Viper'), make(g, 'Scheme Twist'), make(g, 'Supreme HYDRA')];
    g.villainDeck.push(a, t, b);
    strike(g); settle(g);
    expect(g.villainDeck[g.villainDeck.length - 1]).toBe(t);
    expect(g.villainDeck.slice(0, 2).sort()).toEqual([a, b].sort());
  });

  it('Infernal Power: with a Master Strike on top she resurrects (back among her Tactics) and the fighter draws two; else nothing', () => {
    const g = mmBoard(SHIKLAH);
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    g.villainDeck.push(make(g, 'Master Strike'));
    const t = fightTactic(g, 'Infernal Power'); settle(g);
    expect(g.players[0]!.hand).toHaveLength(2);
    expect(g.tactics.length + (g.players[0]!.victory.includes(t) ? 0 : 0)).toBe(2);
    const g2 = mmBoard(SHIKLAH);
    put(g2, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    g2.villainDeck.push(make(g2, 'Viper'));
    fightTactic(g2, 'Infernal Power'); settle(g2);
    expect(g2.players[0]!.hand).toHaveLength(0);
    expect(g2.tactics).toHaveLength(1);
  });

  it('Shiklah\'s Husband, Deadpool: the fighter gains the Tactic as a Covert hero (+1 Attack per odd-cost hero played before it)', () => {
    const g = mmBoard(SHIKLAH);
    const t = fightTactic(g, 'Shiklah\'s Husband, Deadpool'); settle(g);
    const dp = g.players[0]!.discard.find((c) => c === t) ?? g.players[0]!.discard.find((c) => g.cards[g.defOf[c]!]!.name.startsWith('Shiklah'));
    expect(dp).toBeDefined();
    expect(g.asHero).toContain(dp);
    g.players[0]!.discard = g.players[0]!.discard.filter((c) => c !== dp);
    g.players[0]!.hand.push(dp!);
    const [odd] = put(g, 0, 'hand', 'Avengers Assemble!'); // cost 3
    refresh(g);
    playCard(g, odd!); settle(g);
    const before = g.t.attack;
    playCard(g, dp!); settle(g);
    expect(g.t.attack - before).toBe(5 + 1);
  });
});

describe('Spider-Queen', () => {
  it('+1 Attack per Bystander in the escape pile', () => {
    const g = mmBoard(QUEEN);
    const base = mastermindAttack(g);
    g.escaped.push(make(g, 'Bystander'), make(g, 'Bystander'));
    expect(mastermindAttack(g)).toBe(base + 2);
    expect(MASTERMINDS.get(QUEEN)!.leads).toBe('Spider-Infected');
  });

  it('Master Strike: a player with a Spider-Infected in the victory pile puts it in an empty space; one without gains a Wound', () => {
    const g = mmBoard(QUEEN);
    const [si] = put(g, 0, 'victory', 'Spider-Infected');
    strike(g);
    while (reason(g) !== 'main') {
      if (reason(g) === 'spider-queen:strike:where') { pick(g, 4); continue; }
      pick(g, g.pending!.options[0]!);
    }
    expect(g.city[4]).toBe(si);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });

  it('Infect the Entire City: a Bystander escapes, each Spider-Infected in the city captures one', () => {
    const g = mmBoard(QUEEN);
    g.city[1] = make(g, 'Spider-Infected'); g.att[1] = [];
    fightTactic(g, 'Infect the Entire City'); settle(g);
    expect(names(g, g.escaped)).toEqual(['Bystander']);
    expect(g.att[1]).toHaveLength(1);
  });

  it('Web the Skyscrapers: without a Spider Friends hero, a Bystander from the victory pile goes to the escape pile', () => {
    const g = mmBoard(QUEEN);
    put(g, 1, 'victory', 'Bystander');
    fightTactic(g, 'Web the Skyscrapers'); settle(g);
    expect(names(g, g.escaped)).toEqual(['Bystander']);
    expect(g.players[1]!.victory).toHaveLength(0);
  });
});
