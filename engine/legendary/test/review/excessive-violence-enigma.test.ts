// Batch-1 review, deviation 1: a fight by any route is a fight. Excessive Violence against the Mastermind goes
// through the one Mastermind fight (engine/legendary/rules/fight.ts fightMastermind), so the fight's hooks meet it: under
// The Unbreakable Enigma Code the colours are guessed before anything is paid, as for a plain fight.
import { describe, expect, it } from 'vitest';
import { make, mainActions, names, pick, playCard, put, reason, refresh } from '../helpers.js';
import { dpGame, violence, violenceAct } from '../deadpool/game.js';
import { twistNow } from '../captain-america-75th-anniversary/game.js';

function enigmaGame() {
  const g = dpGame({ sets: ['core', 'deadpool', 'captain-america-75th-anniversary'], scheme: 'The Unbreakable Enigma Code' });
  g.schemeDeck = []; // a twist during setup may have added an Enigma card
  return g;
}

describe('Excessive Violence x The Unbreakable Enigma Code', () => {
  it('Excessive Violence against the Mastermind asks the colours first; a wrong guess ends the turn with nothing paid and no ability used', () => {
    const g = enigmaGame();
    g.heroDeck.push(make(g, 'Bionic Arm')); // Strength: colour index 0
    twistNow(g, 1);
    const [bob] = put(g, 0, 'hand', 'Bullets Flying, Bob Hiding');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, bob!);
    g.t.attack = 12; // Evil Deadpool: 11, one more for Excessive Violence
    refresh(g);
    expect(mainActions(g)).toContain(violenceAct(g.city.length));
    const hand = g.players[0]!.hand.length;
    violence(g, g.city.length);
    expect(reason(g)).toBe('enigma:guess');
    pick(g, 3); // Tech: wrong
    expect(g.tactics.length).toBe(4);
    expect(g.players[0]!.victory).toEqual([]);
    expect(g.current).toBe(1); // the turn ended
    expect(g.players[0]!.hand.length).toBeGreaterThanOrEqual(hand); // no Excessive Violence draw happened before the guess
  });

  it('right colours: the fight goes on with one point more, the abilities happen, then a Tactic is taken', () => {
    const g = enigmaGame();
    g.heroDeck.push(make(g, 'Bionic Arm'));
    twistNow(g, 1);
    const [bob] = put(g, 0, 'hand', 'Bullets Flying, Bob Hiding');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, bob!);
    g.t.attack = 12;
    refresh(g);
    violence(g, g.city.length);
    expect(reason(g)).toBe('enigma:guess');
    pick(g, 0); // Strength: right
    while (g.pending && g.current === 0 && reason(g) !== 'main') {
      if (reason(g) === 'reveal-or-wound') pick(g, 1); else break;
    }
    expect(g.tactics.length).toBe(3);
    expect(g.t.attack).toBe(0); // 11 + 1
    expect(names(g, g.players[0]!.hand)).toContain('S.H.I.E.L.D. Agent'); // Bob's Excessive Violence draw
  });

  it('a plain fight and an Excessive Violence fight of the Mastermind cost the same guesses (no route skips them)', () => {
    const g = enigmaGame();
    g.heroDeck.push(make(g, 'Bionic Arm'));
    twistNow(g, 1);
    g.t.attack = 12;
    refresh(g);
    violence(g, g.city.length);
    expect(reason(g)).toBe('enigma:guess');
  });
});

describe('Excessive Violence x Invincible Force Field', () => {
  function forceFieldGame(fields: number) {
    const g = dpGame({ sets: ['core', 'deadpool', 'fantastic-four'], scheme: 'Invincible Force Field' });
    g.schemeZone = [];
    for (let i = 0; i < fields; i++) g.schemeZone.push(make(g, 'Scheme Twist'));
    return g;
  }

  it('Excessive Violence against the Mastermind pays the Force Fields too: offered only with Attack + Force Fields + 1', () => {
    const g = forceFieldGame(2);
    g.t.attack = 13; // Evil Deadpool 11 + 2 Force Fields, nothing left for the extra point
    refresh(g);
    expect(mainActions(g)).not.toContain(violenceAct(g.city.length));
    g.t.attack = 14;
    refresh(g);
    expect(mainActions(g)).toContain(violenceAct(g.city.length));
    violence(g, g.city.length);
    if (reason(g) === 'mastermind-extra-cost') pick(g, 0); // the Force Fields paid with Attack
    expect(g.t.attack).toBe(0);
    expect(g.stats.tacticsDefeated).toBe(1); // (a Tactic that goes back among the Tactics may leave four)
  });
});
