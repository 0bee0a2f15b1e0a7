// The Rules Reference's FAQ (Appendix III), one test each. Several are card behaviour tested with their card too
// (the card test files name them "(FAQ)"): Webbed Up in cards-spider-man, Pepper Potts and Rocket Boots in
// cards-iron-man, Black Panther, Ancestral Knowledge and Vibranium Suit in cards-black-panther.
import { describe, expect, it } from 'vitest';
import { decision } from '../index.js';
import { enemyAttack, reveal } from '../round.js';
import { act, emptyHand, newCard, pickT, setForm, setupGame, toHand, until } from './helpers.js';

describe('RR Appendix III: FAQ', () => {
  it('Spider-Man: an attack is initiated before any step of the enemy attack, so Spider-Sense draws before the boost card is dealt', () => {
    const g = setupGame({ seed: 21 });
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    const deckTop = g.players[0]!.deck[g.players[0]!.deck.length - 1]!;
    act(g, () => enemyAttack(g, g.villain, 0));
    expect(decision(g)?.reason).toBe('win-i-ans');
    expect(g.boosts).toEqual([]);
    pickT(g, 'use', g.players[0]!.identity);
    expect(g.players[0]!.hand).toContain(deckTop);
    expect(decision(g)?.reason).toBe('eatk-defend');
    expect(g.boosts.length).toBe(1);
  });

  it('Jennifer Walters: a side scheme enters play with its threat on it, which is not placed, so "I Object!" cannot answer it', () => {
    const g = setupGame({ heroes: [{ identity: 'she_hulk', aspect: 'aggression' }], seed: 22 });
    const crowd = newCard(g, '01108', -1); // Crowd Control: no When Revealed
    act(g, () => reveal(g, 0, crowd));
    expect(decision(g)?.reason).not.toBe('win-i-ans');
    expect(g.cards[crowd]!.threat).toBe(2);
    // threat placed on it afterwards is answerable
    const bs = newCard(g, '01107', -1); // Breakin' & Takin': its When Revealed places more threat
    act(g, () => reveal(g, 0, bs));
    expect(decision(g)?.reason).toBe('win-i-ans');
  });

  it('Legal Practice: all the threat it removes comes off one scheme, even when the first scheme chosen has less on it', () => {
    const g = setupGame({ heroes: [{ identity: 'she_hulk', aspect: 'aggression' }], seed: 23 });
    emptyHand(g, 0);
    g.cards[g.main]!.threat = 5;
    const side = newCard(g, '01126', -1); // a side scheme with no crisis icon
    g.cards[side]!.zone = 'side'; g.cards[side]!.threat = 1; g.sides.push(side);
    const lp = toHand(g, 0, '01023');
    const [a, b, c] = [toHand(g, 0, '01088'), toHand(g, 0, '01089'), toHand(g, 0, '01090')];
    act(g, () => {});
    pickT(g, 'play', lp);
    pickT(g, 'card', a); pickT(g, 'card', b); pickT(g, 'card', c);
    if (decision(g)?.reason === '01023-discard') pickT(g, 'done');
    pickT(g, 'scheme', side);
    until(g, (_r, k) => k === 'main');
    expect(g.sides).not.toContain(side); // its 1 threat gone: defeated
    expect(g.cards[g.main]!.threat).toBe(5); // the other 2 are lost, not carried to the main scheme
  });
});
