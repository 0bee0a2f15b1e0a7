import { describe, expect, it } from 'vitest';
import { cleanBoard, endTurn, fight, names, pick, put, putVillain, reason, refresh, setupGame, onVillainDeck } from './helpers.js';
import './villain-fixtures.js';

function deckOf(g: ReturnType<typeof setupGame>, p: number, n: number): void {
  put(g, p, 'deck', ...Array.from({ length: n }, () => 'S.H.I.E.L.D. Agent'));
}

describe('Henchmen', () => {
  it('Doombot Legion Fight: look at the top two cards, KO one, the other stays on top', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 0, 'Doombot Legion');
    const [bottom, second, topCard] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'Fixture X-Man');
    g.t.attack = 3;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('doombot-legion:ko');
    expect(g.pending!.options).toEqual([topCard, second]);
    pick(g, topCard!);
    expect(g.ko).toContain(topCard);
    expect(g.players[0]!.deck).toEqual([bottom, second]);
    expect(names(g, g.players[0]!.victory)).toEqual(['Doombot Legion']);
  });

  it('Doombot Legion: two identical cards are a single choice', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 0, 'Doombot Legion');
    const [, second, topCard] = put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    g.t.attack = 3;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('main');
    expect(g.ko).toContain(topCard);
    expect(g.players[0]!.deck[g.players[0]!.deck.length - 1]).toBe(second);
  });

  it('Doombot Legion: a deck of one card is topped up from the shuffled discard pile', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 0, 'Doombot Legion');
    const [d] = put(g, 0, 'discard', 'Fixture X-Man');
    const [t] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    g.t.attack = 3;
    refresh(g);
    fight(g, 0);
    expect(g.pending!.options).toEqual([t, d]);
    pick(g, d!);
    expect(g.players[0]!.deck).toEqual([t]);
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('Hand Ninjas Fight: +1 Recruit', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 0, 'Hand Ninjas');
    g.t.attack = 3;
    refresh(g);
    fight(g, 0);
    expect(g.t.recruit).toBe(1);
    expect(g.t.attack).toBe(0);
  });

  it('Savage Land Mutates Fight: one extra card in the hand drawn at the end of the turn', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 0, 'Savage Land Mutates');
    deckOf(g, 0, 12);
    g.t.attack = 3;
    refresh(g);
    fight(g, 0);
    onVillainDeck(g, 'Bystander'); // the next turn's Villain Deck card must leave this hand alone
    endTurn(g);
    expect(g.players[0]!.hand.length).toBe(7);
  });

  it('Savage Land Mutates with Doctor Octopus: nine cards', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 0, 'Savage Land Mutates');
    putVillain(g, 1, 'Doctor Octopus');
    deckOf(g, 0, 12);
    g.t.attack = 7;
    refresh(g);
    fight(g, 0);
    fight(g, 1);
    onVillainDeck(g, 'Bystander'); // the next turn's Villain Deck card must leave this hand alone
    endTurn(g);
    expect(g.players[0]!.hand.length).toBe(9);
  });

  it('Sentinel Fight: KO one of your heroes (hand or played; not a Wound)', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 0, 'Sentinel');
    const [a, w] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'Wound');
    const [p] = put(g, 0, 'inPlay', 'S.H.I.E.L.D. Trooper');
    put(g, 0, 'discard', 'S.H.I.E.L.D. Trooper');
    g.t.attack = 3;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('ko-chosen');
    expect(g.pending!.options).toEqual([a, p]);
    pick(g, p!);
    expect(g.ko).toContain(p);
    expect(g.players[0]!.hand).toEqual([a, w]);
  });
});
