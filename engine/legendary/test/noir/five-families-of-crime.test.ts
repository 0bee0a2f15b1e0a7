import { describe, expect, it } from 'vitest';
import { pick, reason, setupGame } from '../helpers.js';
import { choose } from '../../flow.js';
import { escapedVillains, villainEscapes } from '../../rules.js';
import { noirGame } from './noir-game.js';
import { cleanBoard, endTurn, make, putVillain } from '../helpers.js';
import { run } from '../../flow.js';
import { checkEvil } from '../../rules.js';
import type { Game } from '../../types.js';
import '../../index.js';

const SIZE = (d: number) => `five-families:size:${d}`;
/** The current player chooses the deck that plays one card now (as at the start of a turn). */
function chooseDeck(g: Game): void {
  g.pending = null; g.pendingFrame = null;
  g.stack.push({ k: 'five-families:choose-deck', p: g.current, c: -1, n: 1, m: 0, l: null, a: '', s: -1 });
  run(g);
}
/** Answers every question but the choice of a deck with its first option. */
function settle(g: Game): void {
  while (g.pending && g.pending.reason !== 'main' && g.pending.reason !== 'five-families:choose-deck:picked') choose(g, 0);
}

const FF = { sets: ['core', 'noir'], mastermind: 'Red Skull', scheme: 'Five Families of Crime', heroes: ['Angel Noir', 'Daredevil Noir', 'Iron Man Noir', 'Luke Cage Noir', 'Spider-Man Noir'] };

describe('Five Families of Crime', () => {
  it('setup: two extra villain groups, the Villain Deck split into five decks whose sizes add up; each turn the player picks the deck', () => {
    const g = setupGame({ ...FF, seed: 3 });
    expect(g.setup.villains.length).toBe(2 + 2);
    // turn 1's card was played from a deck the player chose
    const sizes = [0, 1, 2, 3, 4].map((d) => g.vars[`five-families:size:${d}`]!);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(g.villainDeck.length);
    expect(g.villainCardsPerTurn).toBe(0); // the scheme plays the turn's card from the deck chosen
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  it('a villain from deck d enters space d; the next villain of that deck pushes it out to escape', () => {
    const g = setupGame({ ...FF, seed: 5, players: 2 });
    // drive turns choosing deck 2 whenever asked, until a villain escapes from space 2
    let guard = 0;
    while (g.result === null && escapedVillains(g) === 0 && guard++ < 400) {
      if (reason(g) === 'five-families:choose-deck:picked') { pick(g, g.pending!.options.includes(2) ? 2 : g.pending!.options[0]!); continue; }
      if (reason(g) === 'main') { endTurn(g); continue; }
      choose(g, 0);
    }
    for (let s = 0; s < 5; s++) if (s !== 2) expect(g.city[s]).toBe(-1);
    expect(escapedVillains(g)).toBeGreaterThan(0);
  });

  it('evil wins when 8 villains escape', () => {
    const g = noirGame({ scheme: 'Five Families of Crime' });
    const vs = g.villainDeck.filter((c) => ['villain', 'henchman'].includes(g.cards[g.defOf[c]!]!.kind)).slice(0, 8);
    g.villainDeck = g.villainDeck.filter((c) => !vs.includes(c));
    g.stack = []; g.pending = null;
    for (const v of vs.slice(0, 7)) villainEscapes(g, v, []);
    expect(g.result).toBeNull();
    villainEscapes(g, vs[7]!, []);
    expect(g.result).toBe('loss');
  });

  it('bot hint: every villain is as near escape as the empty spaces whose decks still play, plus one', async () => {
    const { SCHEMES } = await import('../../registry.js');
    const { PlayerView } = await import('../../observe.js');
    const { cleanBoard, putVillain } = await import('../helpers.js');
    const near = SCHEMES.get('Five Families of Crime')!.hint.entriesToEscape!;
    const g = cleanBoard(setupGame({ ...FF, seed: 3, players: 2 }));
    const v = new PlayerView(g, 0);
    putVillain(g, 0, 'Hand Ninjas');
    expect(near(v, 0)).toBe(5); // four empty spaces with cards in their decks
    for (let s = 1; s < 5; s++) putVillain(g, s, 'Hand Ninjas');
    expect(near(v, 0)).toBe(1); // the next card pushes one out
    g.city[4] = -1; g.vars['five-families:size:4'] = 0; // an empty space whose deck ran out takes no villain
    expect(near(v, 0)).toBe(1);
  });

  it('Wolverinepool shuffled back into the Villain Deck after his Escape joins the deck whose city he was pushed out of (the rules are silent; not the players\' choice): that deck plays him later, and Evil does not win while he is left', () => {
    const g = cleanBoard(setupGame({ ...FF, seed: 3 }));
    g.turn = 2; // running out counts after the first turn
    const w = putVillain(g, 0, 'Wolverinepool');
    const ninjas = [make(g, 'Hand Ninjas'), make(g, 'Hand Ninjas')];
    g.villainDeck = [...ninjas];
    for (let d = 0; d < 5; d++) g.vars[SIZE(d)] = d < 2 ? 1 : 0;
    chooseDeck(g);
    pick(g, 0); // deck 0's Hand Ninjas pushes Wolverinepool out: he escapes, then goes back into a deck
    settle(g);
    expect(g.escaped).not.toContain(w);
    expect(g.villainDeck).toContain(w);
    chooseDeck(g);
    expect(g.pending!.options).toEqual([0, 1]); // deck 0 has a card again
    pick(g, 1);
    settle(g);
    checkEvil(g);
    expect(g.result).toBeNull();
    expect(g.villainDeck).toEqual([w]);
    expect([0, 1, 2, 3, 4].map((d) => g.vars[SIZE(d)])).toEqual([1, 0, 0, 0, 0]);
    chooseDeck(g); // the only deck left plays without asking
    settle(g);
    expect(g.city[0]).toBe(w);
    checkEvil(g);
    expect(g.result).toBe('loss'); // now every deck has run out
  });
});
