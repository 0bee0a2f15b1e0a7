import { describe, expect, it } from 'vitest';
import { endTurn, fight, names, onVillainDeck, pick, put, putVillain, reason, refresh } from '../helpers.js';
import { villainEscapes } from '../../rules.js';
import { run } from '../../flow.js';
import { noirGame } from './noir-game.js';

function fightIt(name: string, deck: string[], attack = 9) {
  const g = noirGame();
  putVillain(g, 0, name);
  put(g, 0, 'deck', ...deck);
  g.t.attack = attack;
  refresh(g);
  fight(g, 0);
  return g;
}

describe('X-Men Noir', () => {
  it('Iceman: Fight investigates for a card with a Recruit icon', () => {
    const g = fightIt('Bobby "Iceman" Drake', ['S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent']);
    expect(names(g, g.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Agent']);
    const g2 = fightIt('Bobby "Iceman" Drake', ['S.H.I.E.L.D. Trooper', 'Wound']);
    expect(g2.players[0]!.hand).toHaveLength(0);
  });

  it('Comrade Rasputin: Fight investigates for a 0-cost hero and KOs it (a Wound is no hero)', () => {
    const g = fightIt('Comrade Rasputin, Steel Wall', ['Wound', 'S.H.I.E.L.D. Agent']);
    expect(names(g, g.ko)).toContain('S.H.I.E.L.D. Agent');
    expect(names(g, g.ko)).not.toContain('Wound');
  });

  it('Beast: Fight investigates for a Tech or Strength card', () => {
    const g = fightIt('Henry "Beast" McCoy', ['Follow Big Leads', 'Wound']);
    expect(names(g, g.players[0]!.hand)).toEqual(['Follow Big Leads']);
  });

  it('Jean Grey Noir: after the new hand is drawn at the end of the turn, one more card by investigation', () => {
    const g = fightIt('Jean Grey Noir', Array(10).fill('S.H.I.E.L.D. Agent'));
    endTurn(g);
    while (g.pending && g.pending.player === 0 && reason(g) !== 'main') pick(g, g.pending.options[0]!);
    expect(g.players[0]!.hand).toHaveLength(7);
  });

  it('Cyclops: Escape makes each player investigate their deck for a card costing 1 or more and KO it', () => {
    const g = noirGame();
    const c = putVillain(g, 4, 'Scott "Cyclops" Summers');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'Follow Big Leads');
    put(g, 1, 'deck', 'S.H.I.E.L.D. Agent', 'Wound');
    g.stack = []; g.pending = null;
    g.city[4] = -1;
    villainEscapes(g, c, []);
    run(g);
    while (reason(g) !== 'main') pick(g, g.pending!.options[0]!);
    expect(names(g, g.ko)).toContain('Follow Big Leads');
    expect(g.players[1]!.deck).toHaveLength(2);
  });

  it('Warden Emma Frost: Escape investigates the Villain Deck for a Scheme Twist and plays it', () => {
    const g = noirGame();
    const e = putVillain(g, 4, 'Warden Emma Frost');
    onVillainDeck(g, 'Scheme Twist');
    onVillainDeck(g, 'Bystander');
    const twists = g.stats.twists;
    g.stack = []; g.pending = null;
    g.city[4] = -1;
    villainEscapes(g, e, []);
    run(g);
    while (reason(g) !== 'main') pick(g, g.pending!.options[0]!);
    expect(g.stats.twists).toBe(twists + 1);
  });

  it('Ororo Munroe: Fight KOs an HQ hero and fills its space from the top cards of the Hero Deck', () => {
    const g = noirGame();
    putVillain(g, 0, 'Ororo Munroe, Storm-Tossed');
    g.t.attack = 4;
    refresh(g);
    const old = g.hq[3]!;
    const top2 = g.heroDeck.slice(-2);
    fight(g, 0);
    pick(g, 3);
    expect(g.ko).toContain(old);
    if (reason(g) === 'investigate:x-men-noir:ororo:found') pick(g, top2[0]!);
    expect(top2).toContain(g.hq[3]);
  });
});
