// Man Out of Time, from the Universal Rulebook: "After you use this card's abilities, set it aside. At the beginning of
// your next turn, play this card a second time and then discard it." The card is played only twice; returning cards
// are played after the "Play a Villain Card" part of the turn and before the hand; the card counts as played on both
// turns for superpowers.
import { describe, expect, it } from 'vitest';
import { compiled } from '../../compile.js';
import { outOfTimeCards } from '../../keywords/out-of-time.js';
import { cleanBoard, endTurn, names, pick, playCard, put, reason, refresh, setupGame } from '../helpers.js';
import { capGame, quietVillainDeck } from './game.js';

describe('Man Out of Time (rule)', () => {
  it('joins only games with a card that has or gives the keyword', () => {
    expect(compiled(cleanBoard(setupGame())).hooks.play).toBeUndefined();
    expect(compiled(capGame()).hooks.play).toBeDefined();
  });

  it('sets the card aside after its ability, replays it at its owner\'s next turn after the Villain card, then discards it', () => {
    const g = capGame();
    quietVillainDeck(g);
    const [storm] = put(g, 0, 'hand', 'Storm the Beachhead', 'Aerial Catch');
    put(g, 0, 'deck', ...Array(12).fill('S.H.I.E.L.D. Trooper'));
    put(g, 1, 'deck', ...Array(12).fill('S.H.I.E.L.D. Trooper'));
    refresh(g);
    playCard(g, storm!);
    expect(g.t.attack).toBe(2); // Tech (itself) and Instinct (in hand)
    expect(g.players[0]!.inPlay).not.toContain(storm);
    expect(outOfTimeCards(g, 0)).toEqual([storm]);
    endTurn(g);
    // the other player's turn: nothing comes back
    expect(g.current).toBe(1);
    expect(g.nextTurn).toEqual([storm]);
    const villainsBefore = g.stats.villainCardsPlayed;
    endTurn(g);
    // the owner's next turn: the Villain card first, then the card played again (its ability: +1 per class)
    expect(g.current).toBe(0);
    expect(g.stats.villainCardsPlayed).toBe(villainsBefore + 1);
    expect(g.nextTurn).toEqual([]);
    expect(g.players[0]!.discard).toContain(storm);
    expect(g.t.attack).toBe(1); // its own Tech: the new hand holds only grey Troopers
    // it counts as played this turn (a Tech superpower now works) and is not set aside a third time
    expect(g.t.clsCount[3]).toBe(1);
    expect(g.t.played).toContain(storm);
    expect(reason(g)).toBe('main');
  });

  it('a superpower that gives the keyword sets the card aside only when it triggers', () => {
    const g = capGame();
    const [a, b] = put(g, 0, 'hand', 'Bionic Arm', 'Bionic Arm', 'Sniper Nest');
    put(g, 0, 'deck', ...Array(5).fill('S.H.I.E.L.D. Trooper'));
    refresh(g);
    playCard(g, a!);
    expect(g.players[0]!.inPlay).toContain(a); // no Tech played before it
    const nest = g.players[0]!.hand.find((c) => names(g, [c])[0] === 'Sniper Nest')!;
    playCard(g, nest);
    playCard(g, b!);
    expect(g.nextTurn).toContain(b);
    expect(g.nextTurn).not.toContain(a);
    void pick;
  });
});
