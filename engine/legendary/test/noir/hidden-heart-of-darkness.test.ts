import { describe, expect, it } from 'vitest';
import { ACT_MASTERMIND, act, fight, fightMastermind, mainActions, names, onVillainDeck, pick, put, reason, refresh, revealVillainCard, setupGame } from '../helpers.js';
import { villainAttack, villainEscapes } from '../../rules.js';
import { run } from '../../flow.js';
import { noirGame } from './noir-game.js';

const HH = { mastermind: 'Charles Xavier', scheme: 'Hidden Heart of Darkness' };

describe('Hidden Heart of Darkness', () => {
  it("setup: the four Tactics are in the Villain Deck, none under the Mastermind", () => {
    const g = setupGame({ sets: ['core', 'noir'], ...HH, heroes: ['Angel Noir', 'Daredevil Noir', 'Iron Man Noir', 'Luke Cage Noir', 'Spider-Man Noir'] });
    expect(g.tactics).toHaveLength(0);
    const inDeck = [...g.villainDeck, ...g.city.filter((c) => c >= 0), ...g.escaped].filter((c) => g.cards[g.defOf[c]!]!.kind === 'tactic');
    expect(inDeck).toHaveLength(4);
  });

  it('a Tactic in the city is a villain with the printed Attack (not the Mastermind bonuses); fighting it gives its Fight effect; the Mastermind can be fought only while no Tactic is in the city, and that fight wins', () => {
    const g = noirGame(HH);
    g.villainDeck = g.villainDeck.filter((c) => g.cards[g.defOf[c]!]!.kind !== 'tactic');
    const t = g.cards.findIndex((d) => d.name === 'X-Con Men');
    g.defOf.push(t); const x = g.defOf.length - 1;
    g.villainDeck.push(x);
    g.att[1]!.push(g.bystanders.pop()!); // a Bystander in the city: +1 for Xavier only
    revealVillainCard(g);
    expect(g.city[0]).toBe(x);
    expect(villainAttack(g, 0)).toBe(8);
    g.t.attack = 30;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_MASTERMIND));
    fight(g, 0);
    expect(names(g, g.players[0]!.victory)).toContain('X-Con Men');
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    expect(mainActions(g)).toContain(act(ACT_MASTERMIND));
    fightMastermind(g);
    expect(g.result).toBe('win');
  });

  it('a twist: each player shuffles a Tactic from their victory pile into the Villain Deck and draws two; then a Tactic found by investigation enters the city', () => {
    const g = noirGame(HH);
    const tac = g.villainDeck.filter((c) => g.cards[g.defOf[c]!]!.kind === 'tactic');
    g.villainDeck = g.villainDeck.filter((c) => !tac.includes(c));
    g.players[1]!.victory.push(tac[0]!);
    put(g, 1, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    onVillainDeck(g, 'Scheme Twist');
    revealVillainCard(g);
    while (reason(g) !== 'main') pick(g, g.pending!.options[0]!);
    expect(g.players[1]!.victory).toHaveLength(0);
    expect(g.players[1]!.hand).toHaveLength(2);
    // the Tactic went into the Villain Deck: it enters only if it is among the top two
    const entered = g.city[0] === tac[0];
    expect(entered || g.villainDeck.includes(tac[0]!)).toBe(true);
  });

  it('evil wins when 2 Tactics escape', () => {
    const g = noirGame(HH);
    const tac = g.villainDeck.filter((c) => g.cards[g.defOf[c]!]!.kind === 'tactic');
    g.stack = []; g.pending = null;
    g.villainDeck = g.villainDeck.filter((c) => !tac.includes(c));
    villainEscapes(g, tac[0]!, []);
    run(g);
    expect(g.result).toBeNull();
    g.stack = []; g.pending = null;
    villainEscapes(g, tac[1]!, []);
    expect(g.result).toBe('loss');
  });
});
