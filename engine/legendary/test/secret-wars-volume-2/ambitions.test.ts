// Secret Wars Volume 2's Ambition cards as the Villains of Sinister Ambitions: each one's Ambition (its Escape effect),
// and that it does nothing more when its condition is not met. The readings of the family
// (engine/legendary/keywords/ambitions.ts) are named in the test names: "you" is the current player, who makes every
// choice; "each other player" / "every other player" is every player; "until the start of your next turn" ends as the
// current player's next turn starts; "discard this card" sends it to the KO pile; a Patrol is read as the card escapes.
import { describe, expect, it } from 'vitest';
import { cont, later, run } from '../../flow.js';
import { ACT_FIGHT_OTHER_MASTERMIND } from '../../keywords/other-masterminds.js';
import { ambitionsIn, lasting } from '../../keywords/ambitions.js';
import { cardByKey } from '../../registry.js';
import { cardVp, otherAttack, villainAttack } from '../../rules.js';
import type { SetupOptions } from '../../setup.js';
import type { Game } from '../../types.js';
import { escapeNow } from '../../cards/dark-city/schemes/common.js';
import { AMBITIONS_ESCAPED } from '../../cards/secret-wars-volume-2/schemes/sinister-ambitions.js';
import {
  ACT_RECRUIT, act, endTurn, mainActions, make, names, onVillainDeck, pick, put, putVillain, reason, refresh, revealVillainCard,
} from '../helpers.js';
import { setHq } from '../villain-fixtures.js';
import { SW2_SET, sw2Game } from './game.js';

const A = 'villain'; // an Ambition is a Villain card of no villain group
const AGENT = 'S.H.I.E.L.D. Agent', TROOPER = 'S.H.I.E.L.D. Trooper';
const INSTINCT_I = 1, COVERT_I = 2;

/** A clean 2-player board of Sinister Ambitions, an empty Villain Deck, no HQ hero an escape could KO (all cost 7+). */
function game(o: Partial<SetupOptions> = {}): Game {
  const g = sw2Game([], { scheme: 'Sinister Ambitions', ...o });
  g.villainDeck = []; g.escaped = []; g.schemeZone = []; g.ko = [];
  setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
  return g;
}
// the villain in city space f.n escapes now, as a frame (what it defers then runs in order); with f.m 1, something
// takes it out of the escape pile (to the KO pile) before its Escape effect
const ESCAPE_NOW = cont('test:sw2-ambitions:escape-now', (g, f) => {
  const c = g.city[f.n]!;
  escapeNow(g, f.n);
  if (f.m === 1) { g.escaped = g.escaped.filter((x) => x !== c); g.ko.push(c); }
});
/** The villain in city space `slot` escapes now (every escape rule, then its Escape effect), and the game runs on. */
function escapeFrom(g: Game, slot: number, takenAway = false): void {
  g.pending = null; g.pendingFrame = null; g.stack = [];
  later(g, ESCAPE_NOW, g.current, -1, slot, null, takenAway ? 1 : 0);
  run(g);
}
/** The named Ambition escapes from city space `slot` now; returns it. */
function escape(g: Game, name: string, slot = 4): number {
  const c = putVillain(g, slot, name, A);
  escapeFrom(g, slot);
  return c;
}
function settle(g: Game): void { while (reason(g) !== 'main' && g.result === null) pick(g, g.pending!.options[0]!); }
function nextTurn(g: Game): void { endTurn(g); settle(g); }
const hand = (g: Game, p: number) => names(g, g.players[p]!.hand).sort();
const discard = (g: Game, p: number) => names(g, g.players[p]!.discard).sort();
const canRecruit = (g: Game, s: number) => { g.t.recruit = 10; refresh(g); return mainActions(g).includes(act(ACT_RECRUIT, s)); };

describe('Secret Wars Volume 2 Ambitions: the cards', () => {
  it('10, all drawn by Sinister Ambitions, with their printed Attack, worth 4 VP', () => {
    const keys = ambitionsIn([SW2_SET]);
    expect(Object.fromEntries(keys.map((k) => [cardByKey(k).name, cardByKey(k).attack]))).toEqual({
      'Puzzle Trap': 6, 'Seize the High Ground': 3, 'Hostage Situation': 2, 'This is a Stickup': 4, 'Shadowy Disciple': 9,
      'Detonate the Bridge': 4, 'Secret Escape Tunnels': 5, 'Crazed Charge': 3, 'Devastate S.H.I.E.L.D.': 7, 'Rack and Ruin': 10,
    });
    for (const k of keys) expect(cardByKey(k).vp).toBe(4);
  });
});

describe('Puzzle Trap', () => {
  it("the current player names a class; no player (\"other players\" is every player) can recruit heroes of it until the start of the current player's next turn; then it is discarded", () => {
    const g = game();
    setHq(g, 'Fixture Cost 7', 'Fixture Other Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 7');
    const c = escape(g, 'Puzzle Trap');
    expect(reason(g)).toBe('ambition:puzzle-trap:class');
    // the kindest first: a class no HQ hero has; Instinct (the costliest in the HQ) last
    expect(g.pending!.options[g.pending!.options.length - 1]).toBe(INSTINCT_I);
    pick(g, COVERT_I);
    expect(canRecruit(g, 1)).toBe(false);
    expect(canRecruit(g, 0)).toBe(true);
    nextTurn(g);
    expect(g.current).toBe(1);
    expect(canRecruit(g, 1)).toBe(false);
    nextTurn(g);
    expect(canRecruit(g, 1)).toBe(true);
    expect(g.ko).toContain(c);
    expect(lasting(g, c)).toBe(false);
  });
});

describe('Seize the High Ground', () => {
  it("Patrol the Rooftops: with a villain there, every villain gets +1 Attack until the start of the current player's next turn; then it is discarded", () => {
    const g = game();
    putVillain(g, 2, 'Viper'); putVillain(g, 0, 'Hand Ninjas');
    const c = escape(g, 'Seize the High Ground');
    expect(villainAttack(g, 2)).toBe(6);
    expect(villainAttack(g, 0)).toBe(4);
    nextTurn(g);
    expect(villainAttack(g, 0)).toBe(4);
    nextTurn(g);
    expect(villainAttack(g, 0)).toBe(3);
    expect(g.ko).toContain(c);
  });

  it('nobody on the Rooftops: no bonus; the card is discarded at once', () => {
    const g = game();
    putVillain(g, 1, 'Viper');
    const c = escape(g, 'Seize the High Ground');
    expect(villainAttack(g, 1)).toBe(5);
    expect(g.ko).toContain(c);
  });
});

describe('Hostage Situation', () => {
  it('Patrol the Streets: with a villain there, every villain in the city captures a Bystander', () => {
    const g = game();
    putVillain(g, 3, 'Viper'); putVillain(g, 0, 'Hand Ninjas');
    escape(g, 'Hostage Situation');
    expect(g.att[3]).toHaveLength(1);
    expect(g.att[0]).toHaveLength(1);
  });

  it('the Streets empty: nobody captures', () => {
    const g = game();
    putVillain(g, 0, 'Hand Ninjas');
    const n = g.bystanders.length;
    escape(g, 'Hostage Situation');
    expect(g.att[0]).toEqual([]);
    expect(g.bystanders).toHaveLength(n);
  });
});

describe('This is a Stickup', () => {
  it('Patrol the Bank: with a villain there, every player ("each other player": the current one too) discards a card with a Recruit icon', () => {
    const g = game();
    putVillain(g, 1, 'Viper');
    put(g, 0, 'hand', AGENT, TROOPER);
    put(g, 1, 'hand', TROOPER);
    escape(g, 'This is a Stickup');
    expect(discard(g, 0)).toEqual([AGENT]);
    expect(hand(g, 1)).toEqual([TROOPER]); // no Recruit icon: nothing to discard
  });

  it('the Bank empty: nobody discards', () => {
    const g = game();
    put(g, 0, 'hand', AGENT);
    escape(g, 'This is a Stickup');
    expect(hand(g, 0)).toEqual([AGENT]);
  });
});

describe('Shadowy Disciple', () => {
  it('it ascends to become a 9 Attack Mastermind (no twist bonus then), worth 5 VP; it still counts as an escaped Ambition', () => {
    const g = game();
    const d = putVillain(g, 2, 'Shadowy Disciple', A);
    g.schemeZone.push(make(g, 'Scheme Twist'), make(g, 'Scheme Twist'));
    expect(villainAttack(g, 2)).toBe(11); // as an Ambition Villain: +1 per stacked twist
    expect(cardVp(g, 0, d)).toBe(4);
    escapeFrom(g, 2);
    expect(g.others).toEqual([d]);
    expect(g.escaped).not.toContain(d);
    expect(g.vars[AMBITIONS_ESCAPED]).toBe(1);
    expect(otherAttack(g, 0)).toBe(9);
    g.t.attack = 9; refresh(g);
    pick(g, act(ACT_FIGHT_OTHER_MASTERMIND, 0)); settle(g);
    expect(g.players[0]!.victory).toContain(d);
    expect(cardVp(g, 0, d)).toBe(5);
  });

  it('its Master Strike once ascended: every player reveals a Ranged hero or gains a Wound', () => {
    const g = game();
    const d = escape(g, 'Shadowy Disciple');
    put(g, 1, 'hand', 'Fixture Ranged');
    onVillainDeck(g, 'Master Strike'); revealVillainCard(g);
    expect(reason(g)).toBe('master-strike-order');
    pick(g, d);
    expect(reason(g)).toBe('reveal-or-wound'); // P2 may reveal
    pick(g, 1);
    settle(g);
    expect(discard(g, 0)).toEqual(['Wound']);
    expect(discard(g, 1)).toEqual([]);
  });
});

describe('Detonate the Bridge', () => {
  it('Patrol the Bridge: with a villain there, every player gains a Wound', () => {
    const g = game();
    putVillain(g, 4, 'Viper');
    escape(g, 'Detonate the Bridge', 3);
    expect(discard(g, 0)).toEqual(['Wound']);
    expect(discard(g, 1)).toEqual(['Wound']);
  });

  it('the Bridge empty (the Ambition itself has left it): no Wound', () => {
    const g = game();
    escape(g, 'Detonate the Bridge', 4);
    expect(discard(g, 0)).toEqual([]);
    expect(discard(g, 1)).toEqual([]);
  });
});

describe('Secret Escape Tunnels', () => {
  it('Patrol the Sewers: with a villain there, it escapes too (its own escape rules and effect)', () => {
    const g = game();
    const v = putVillain(g, 0, 'Viper');
    escape(g, 'Secret Escape Tunnels');
    expect(g.escaped).toContain(v);
    expect(g.city[0]).toBe(-1);
  });

  it('the Sewers empty: nothing else escapes', () => {
    const g = game();
    const v = putVillain(g, 1, 'Viper');
    escape(g, 'Secret Escape Tunnels');
    expect(g.city[1]).toBe(v);
    expect(g.escaped).toHaveLength(1);
  });
});

describe('Crazed Charge', () => {
  it('a villain of the current player\'s choice charges two spaces', () => {
    const g = game();
    const v = putVillain(g, 0, 'Viper');
    const n = putVillain(g, 2, 'Hand Ninjas');
    escape(g, 'Crazed Charge');
    expect(reason(g)).toBe('ambition:crazed-charge:villain');
    pick(g, 0);
    expect(g.city[2]).toBe(v);
    expect(g.city[3]).toBe(n); // pushed ahead
  });

  it('no villain in the city: nothing moves', () => {
    const g = game();
    escape(g, 'Crazed Charge');
    expect(reason(g)).toBe('main');
    expect(g.city.every((c) => c < 0)).toBe(true);
  });
});

describe('Devastate S.H.I.E.L.D.', () => {
  it('every player discards every card of their hand that costs 0 (Wounds too); others stay', () => {
    const g = game();
    put(g, 0, 'hand', AGENT, TROOPER, 'Fixture Tech');
    put(g, 1, 'hand', 'Wound', 'Fixture Cost 2');
    escape(g, 'Devastate S.H.I.E.L.D.');
    expect(hand(g, 0)).toEqual(['Fixture Tech']);
    expect(discard(g, 0)).toEqual([AGENT, TROOPER].sort());
    expect(hand(g, 1)).toEqual(['Fixture Cost 2']);
    expect(discard(g, 1)).toEqual(['Wound']);
  });
});

describe('Rack and Ruin', () => {
  it('a Master Strike at once (Red Skull\'s), then, once it is done, a Scheme Twist of the scheme (stacked)', () => {
    const g = game();
    put(g, 0, 'hand', AGENT);
    const c = escape(g, 'Rack and Ruin');
    settle(g);
    expect(g.stats.strikes).toBe(1);
    expect(names(g, g.ko)).toEqual([AGENT]);
    expect(g.stats.twists).toBe(1);
    expect(g.schemeZone).toEqual([c]);
    expect(g.escaped).not.toContain(c);
  });

  it('taken out of the escape pile before its Ambition resolves: neither the Master Strike nor the twist', () => {
    const g = game();
    put(g, 0, 'hand', AGENT);
    putVillain(g, 4, 'Rack and Ruin', A);
    escapeFrom(g, 4, true);
    expect(g.stats.strikes).toBe(0);
    expect(g.stats.twists).toBe(0);
    expect(hand(g, 0)).toEqual([AGENT]);
  });
});
