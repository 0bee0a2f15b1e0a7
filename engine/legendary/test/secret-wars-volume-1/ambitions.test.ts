// Secret Wars Volume 1's Ambition cards as the Villains of Sinister Ambitions (Secret Wars Volume 2): each one's
// Ambition (its Escape effect), and that it does nothing more when its condition is not met. The readings of the family
// (engine/legendary/keywords/ambitions.ts) are named in the test names: "you" is the current player, who makes every
// choice; "each other player" is every player; a benefit to "you" goes to nobody; "until the start of your next turn"
// ends as the current player's next turn starts; "discard this card" sends it to the KO pile.
import { describe, expect, it } from 'vitest';
import { cont, later, run } from '../../flow.js';
import { ambitionsIn, isAmbition, lasting } from '../../keywords/ambitions.js';
import { cardByKey } from '../../registry.js';
import { mastermindAttack, recruitFromHq, villainAttack } from '../../rules.js';
import type { SetupOptions } from '../../setup.js';
import type { Game } from '../../types.js';
import { mastermindHolder } from '../../zones.js';
import { escapeNow } from '../../cards/dark-city/schemes/common.js';
import { AMBITIONS_ESCAPED } from '../../cards/secret-wars-volume-2/schemes/sinister-ambitions.js';
import {
  ACT_RECRUIT, act, endTurn, fight, mainActions, make, names, pick, put, putVillain, reason, refresh,
} from '../helpers.js';
import { setHq } from '../villain-fixtures.js';
import { SW1_SET, sw1Game } from './game.js';

const SW2_SET = 'secret-wars-volume-2';
const A = 'villain'; // an Ambition is a Villain card of no villain group
const AGENT = 'S.H.I.E.L.D. Agent', TROOPER = 'S.H.I.E.L.D. Trooper';
const STRENGTH_I = 0, INSTINCT_I = 1, COVERT_I = 2, TECH_I = 3;

/** A clean 2-player board of Sinister Ambitions, an empty Villain Deck, no HQ hero an escape could KO (all cost 7+). */
function game(o: Partial<SetupOptions> = {}): Game {
  const g = sw1Game([], { sets: ['core', SW1_SET, SW2_SET], scheme: 'Sinister Ambitions', ...o });
  g.villainDeck = []; g.escaped = []; g.schemeZone = []; g.ko = [];
  setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
  return g;
}
// the villain in city space f.n escapes now (as a frame, so what it defers runs in order); with f.m 1, something takes
// it out of the escape pile (to the KO pile) before its Escape effect
const ESCAPE_NOW = cont('test:sw1-ambitions:escape-now', (g, f) => {
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
/** The named Ambition escapes from city space `slot` now (every escape rule, then its Ambition); returns it. */
function escape(g: Game, name: string, slot = 4): number {
  const c = putVillain(g, slot, name, A);
  escapeFrom(g, slot);
  return c;
}
/** Answers the pending questions with their first option until the main decision. */
function settle(g: Game): void { while (reason(g) !== 'main' && g.result === null) pick(g, g.pending!.options[0]!); }
/** The current player ends the turn; the next one's starts (nothing in the Villain Deck) and reaches its main decision. */
function nextTurn(g: Game): void { endTurn(g); settle(g); }
const hand = (g: Game, p: number) => names(g, g.players[p]!.hand).sort();
const discard = (g: Game, p: number) => names(g, g.players[p]!.discard).sort();

describe('Secret Wars Volume 1 Ambitions: the cards', () => {
  it('29 are drawn by Sinister Ambitions with their printed Attack, worth 4 VP; Pure Evil is not registered', () => {
    const keys = ambitionsIn([SW1_SET]);
    expect(keys).toHaveLength(29);
    const attack = Object.fromEntries(keys.map((k) => [cardByKey(k).name, cardByKey(k).attack]));
    expect(attack).toEqual({
      Crackdown: 7, 'Tide of Destruction': 8, Abduction: 2, 'Secret Plans': 4, 'Wipe Out': 2, 'Crush the Weak': 3,
      'Identity Theft': 4, 'Wave of Punishment': 5, 'Force Field': 3, Breakout: 4, 'Last-Minute Escape': 9, Empower: 3,
      Deceive: 4, 'Inflict Pain': 2, 'Bank Robbery': 3, 'Pressure Point': 6, Cleave: 6, Entrap: 1, 'Insane Twist': 9,
      Kidnap: 2, 'Thirst for Power': 7, 'Painful Choice': 8, 'Crime Surge': 3, 'Collateral Damage': 4, 'Ruthless Strike': 4,
      'Infiltrate S.H.I.E.L.D.': 4, 'Thirst for Vengeance': 6, Pummel: 4, 'Dark Apprentice': 10,
    });
    for (const k of keys) { expect(cardByKey(k).vp).toBe(4); expect(cardByKey(k).kind).toBe('villain'); }
    expect(() => cardByKey(`${SW1_SET}:villain:villain:pure-evil`)).toThrow();
  });
});

describe('Crackdown', () => {
  it('the current player ("you") names a class; every player (the current one too: "each other player" is each player) discards that class from their hand', () => {
    const g = game();
    put(g, 0, 'hand', 'Fixture Tech', 'Fixture Covert', AGENT);
    put(g, 1, 'hand', 'Fixture Tech', 'Fixture Strength');
    escape(g, 'Crackdown');
    expect(reason(g)).toBe('ambition:crackdown:class');
    expect(g.pending!.player).toBe(0);
    pick(g, TECH_I);
    expect(hand(g, 0)).toEqual(['Fixture Covert', AGENT].sort());
    expect(hand(g, 1)).toEqual(['Fixture Strength']);
    expect(discard(g, 1)).toEqual(['Fixture Tech']);
  });

  it('cards of other classes stay; the kindest class (fewest cards shown in discard piles and play) is offered first', () => {
    const g = game();
    put(g, 0, 'hand', 'Fixture Covert');
    put(g, 1, 'discard', 'Fixture Strength', 'Fixture Strength');
    escape(g, 'Crackdown');
    expect(g.pending!.options[g.pending!.options.length - 1]).toBe(STRENGTH_I);
    pick(g, INSTINCT_I);
    expect(hand(g, 0)).toEqual(['Fixture Covert']);
  });
});

describe('Tide of Destruction', () => {
  it('two more Villain Deck cards are played', () => {
    const g = game();
    const a = make(g, 'Viper'), b = make(g, 'Hand Ninjas'), left = make(g, 'Hand Ninjas');
    g.villainDeck.push(left, b, a);
    escape(g, 'Tide of Destruction');
    settle(g);
    expect(g.city[0]).toBe(b);
    expect(g.city[1]).toBe(a);
    expect(g.villainDeck).toEqual([left]);
  });

  it('an empty Villain Deck: nothing is played', () => {
    const g = game();
    escape(g, 'Tide of Destruction');
    expect(reason(g)).toBe('main');
    expect(g.city.every((c) => c < 0)).toBe(true);
  });
});

describe('Abduction', () => {
  it('the current player sends an HQ hero to the bottom of the Hero Deck; its space is refilled', () => {
    const g = game();
    const hq = g.hq.slice();
    const top = g.heroDeck[g.heroDeck.length - 1]!;
    escape(g, 'Abduction');
    expect(reason(g)).toBe('ambition:abduction:hq');
    pick(g, 2);
    expect(g.heroDeck[0]).toBe(hq[2]);
    expect(g.hq[2]).toBe(top);
  });

  it('no hero in the HQ: nothing happens', () => {
    const g = game();
    g.hq = [-1, -1, -1, -1, -1];
    g.hqDestroyed = 31;
    const deck = g.heroDeck.slice();
    escape(g, 'Abduction');
    expect(reason(g)).toBe('main');
    expect(g.heroDeck).toEqual(deck);
  });
});

describe('Secret Plans', () => {
  it('it goes under a villain in the Sewers or the Bank; when that villain escapes, it becomes a Scheme Twist (stacked by Sinister Ambitions)', () => {
    const g = game();
    const viper = putVillain(g, 0, 'Viper');
    putVillain(g, 1, 'Hand Ninjas');
    const plans = escape(g, 'Secret Plans');
    expect(reason(g)).toBe('ambition:secret-plans:villain');
    expect(g.pending!.options).toEqual([0, 1]);
    pick(g, 0);
    expect(g.att[0]).toEqual([plans]);
    expect(g.escaped).not.toContain(plans);
    escapeFrom(g, 0);
    settle(g);
    expect(g.escaped).toContain(viper);
    expect(g.stats.twists).toBe(1);
    expect(g.schemeZone).toEqual([plans]);
    expect(g.escaped).not.toContain(plans);
  });

  it('that villain defeated: the card is discarded (KO pile), no twist; a villain only on the Rooftops: it stays in the escape pile', () => {
    const g = game();
    putVillain(g, 1, 'Viper');
    const plans = escape(g, 'Secret Plans');
    expect(g.att[1]).toEqual([plans]);
    g.t.attack = 10;
    refresh(g);
    fight(g, 1);
    settle(g);
    expect(g.ko).toContain(plans);
    expect(g.stats.twists).toBe(0);

    const h = game();
    putVillain(h, 2, 'Viper');
    const p2 = escape(h, 'Secret Plans');
    expect(reason(h)).toBe('main');
    expect(h.escaped).toContain(p2);
  });
});

describe('Wipe Out', () => {
  it('the current player names a class; every HQ hero of it goes under the Hero Deck (HQ order), then the spaces are refilled', () => {
    const g = game();
    const hq = setHq(g, 'Fixture Cost 7', 'Fixture Other Cost 7', 'Fixture Cost 8', 'Fixture Other Cost 7', 'Fixture Cost 7');
    escape(g, 'Wipe Out');
    expect(reason(g)).toBe('ambition:wipe-out:class');
    // the class the HQ holds none of comes first (nothing lost), Instinct (22 in all) last
    expect(g.pending!.options[g.pending!.options.length - 1]).toBe(INSTINCT_I);
    pick(g, COVERT_I);
    expect(g.heroDeck.slice(0, 2)).toEqual([hq[3], hq[1]]);
    expect([g.hq[0], g.hq[2], g.hq[4]]).toEqual([hq[0], hq[2], hq[4]]);
    expect(g.hq[1]).not.toBe(hq[1]);
  });

  it('a class no HQ hero has: nothing moves', () => {
    const g = game();
    const hq = g.hq.slice();
    escape(g, 'Wipe Out');
    pick(g, TECH_I);
    expect(g.hq).toEqual(hq);
  });
});

describe('Crush the Weak', () => {
  it('the player with the fewest villains in their victory pile (the current one counts: "the other player" is any player) gains a Wound', () => {
    const g = game();
    put(g, 0, 'victory', 'Viper');
    escape(g, 'Crush the Weak');
    expect(discard(g, 1)).toEqual(['Wound']);
    expect(discard(g, 0)).toEqual([]);
  });

  it('a tie: the current player ("you") chooses who gains it; the others gain nothing', () => {
    const g = game();
    escape(g, 'Crush the Weak');
    expect(reason(g)).toBe('ambition:crush-the-weak:player');
    expect(g.pending!.player).toBe(0);
    pick(g, 0);
    expect(discard(g, 0)).toEqual(['Wound']);
    expect(discard(g, 1)).toEqual([]);
  });
});

describe('Identity Theft', () => {
  it('a player with exactly six cards and no Tech hero puts two of them on top of their deck; one with five does nothing', () => {
    const g = game();
    put(g, 0, 'hand', AGENT, AGENT, AGENT, AGENT, TROOPER, 'Fixture Covert');
    put(g, 1, 'hand', AGENT, AGENT, AGENT, AGENT, AGENT);
    escape(g, 'Identity Theft');
    expect(reason(g)).toBe('ambition:identity-theft:on-top');
    pick(g, g.players[0]!.hand.find((c) => names(g, [c])[0] === TROOPER)!);
    pick(g, g.players[0]!.hand.find((c) => names(g, [c])[0] === 'Fixture Covert')!);
    expect(names(g, g.players[0]!.deck)).toEqual([TROOPER, 'Fixture Covert']);
    expect(g.players[0]!.hand).toHaveLength(4);
    expect(g.players[1]!.hand).toHaveLength(5);
    expect(reason(g)).toBe('main');
  });

  it('a Tech hero revealed: nothing', () => {
    const g = game();
    put(g, 0, 'hand', AGENT, AGENT, AGENT, AGENT, AGENT, 'Fixture Tech');
    escape(g, 'Identity Theft');
    expect(reason(g)).toBe('dark-city:reveal-or-else');
    pick(g, 1);
    expect(g.players[0]!.hand).toHaveLength(6);
    expect(g.players[0]!.deck).toEqual([]);
  });
});

describe('Wave of Punishment', () => {
  it('a player without a Ranged hero gains a Wound at the bottom of their deck; one who reveals one gains nothing', () => {
    const g = game();
    put(g, 0, 'hand', 'Fixture Ranged');
    put(g, 1, 'deck', AGENT, TROOPER);
    escape(g, 'Wave of Punishment');
    expect(reason(g)).toBe('dark-city:reveal-or-else');
    pick(g, 1);
    expect(names(g, g.players[1]!.deck)).toEqual(['Wound', AGENT, TROOPER]);
    expect(g.players[1]!.discard).toEqual([]);
    expect(g.players[0]!.deck).toEqual([]);
    expect(discard(g, 0)).toEqual([]);
  });
});

describe('Force Field', () => {
  it('it goes under the Mastermind, which gets +3 Attack until the start of the current player\'s next turn; then it is discarded (KO pile)', () => {
    const g = game();
    const base = mastermindAttack(g);
    const ff = escape(g, 'Force Field');
    expect(mastermindAttack(g)).toBe(base + 3);
    expect(g.att[mastermindHolder(g)]).toContain(ff);
    nextTurn(g); // P2's turn: it still lasts
    expect(g.current).toBe(1);
    expect(mastermindAttack(g)).toBe(base + 3);
    nextTurn(g); // P1's next turn starts: it ends
    expect(g.current).toBe(0);
    expect(mastermindAttack(g)).toBe(base);
    expect(g.ko).toContain(ff);
    expect(g.att[mastermindHolder(g)]).not.toContain(ff);
    expect(lasting(g, ff)).toBe(false);
  });

  it('before any Force Field escapes, the Mastermind has its printed Attack', () => {
    const g = game();
    putVillain(g, 2, 'Force Field', A);
    expect(mastermindAttack(g)).toBe(7);
  });
});

describe('Breakout', () => {
  it('the current player picks a villain of the escape pile: it enters the city again', () => {
    const g = game();
    const viper = make(g, 'Viper'), b = make(g, 'Bystander');
    g.escaped.push(viper, b);
    const c = escape(g, 'Breakout');
    expect(reason(g)).toBe('ambition:breakout:villain');
    expect(g.pending!.options).toEqual([viper, c]);
    pick(g, viper);
    expect(g.city[0]).toBe(viper);
    expect(g.escaped).toEqual([b, c]);
  });

  it('no villain in the escape pile (but itself, and a Bystander): it may be itself; a Bystander never enters', () => {
    const g = game();
    const b = make(g, 'Bystander');
    g.escaped.push(b);
    const c = escape(g, 'Breakout');
    expect(g.city[0]).toBe(c);
    expect(g.escaped).toEqual([b]);
  });
});

describe('Last-Minute Escape', () => {
  it("a random Tactic of the Mastermind from the players' victory piles goes back among its Tactics", () => {
    const g = game();
    const tac = g.tactics.pop()!;
    g.players[1]!.victory.push(tac);
    const n = g.tactics.length;
    escape(g, 'Last-Minute Escape');
    expect(g.tactics).toHaveLength(n + 1);
    expect(g.tactics).toContain(tac);
    expect(g.players[1]!.victory).toEqual([]);
  });

  it("a Tactic of another full Mastermind in the game goes back among that one's Tactics", () => {
    const g = game();
    const m = make(g, 'Mr. Sinister', 'Mr. Sinister'), t = make(g, 'Human Experimentation', 'Mr. Sinister');
    g.others.push(m); g.othersAtt.push([]); g.othersTactics.push([]);
    g.players[0]!.victory.push(t);
    const n = g.tactics.length;
    escape(g, 'Last-Minute Escape');
    expect(g.othersTactics[0]).toEqual([t]);
    expect(g.tactics).toHaveLength(n);
  });

  it('no Tactic in any victory pile (a villain only): nothing moves', () => {
    const g = game();
    const n = g.tactics.length;
    put(g, 0, 'victory', 'Viper');
    escape(g, 'Last-Minute Escape');
    expect(g.tactics).toHaveLength(n);
    expect(names(g, g.players[0]!.victory)).toEqual(['Viper']);
  });
});

describe('Empower', () => {
  it('a villain of the current player\'s choice gets +3 Attack until the start of their next turn, wherever it goes; then the card is discarded', () => {
    const g = game();
    const viper = putVillain(g, 1, 'Viper');
    putVillain(g, 3, 'Hand Ninjas');
    const e = escape(g, 'Empower');
    expect(reason(g)).toBe('ambition:empower:villain');
    pick(g, 1);
    expect(villainAttack(g, 1)).toBe(8);
    expect(villainAttack(g, 3)).toBe(3);
    expect(g.att[1]).toContain(e);
    // it moves: the bonus follows it
    g.city[2] = viper; g.att[2] = g.att[1]!; g.city[1] = -1; g.att[1] = [];
    expect(villainAttack(g, 2)).toBe(8);
    nextTurn(g);
    expect(villainAttack(g, 2)).toBe(8);
    nextTurn(g);
    expect(villainAttack(g, 2)).toBe(5);
    expect(g.ko).toContain(e);
  });

  it('no villain in the city: nothing lasts, the card is discarded at once', () => {
    const g = game();
    const e = escape(g, 'Empower');
    expect(reason(g)).toBe('main');
    expect(g.ko).toContain(e);
    expect(lasting(g, e)).toBe(false);
  });
});

describe('Deceive', () => {
  it('a player without a Covert hero discards their hand and draws five; one who reveals one keeps theirs', () => {
    const g = game();
    put(g, 0, 'hand', 'Fixture Covert', AGENT);
    put(g, 1, 'hand', AGENT, TROOPER);
    put(g, 1, 'deck', 'Fixture Tech', 'Fixture Tech', 'Fixture Tech', 'Fixture Tech', 'Fixture Tech', 'Fixture Ranged');
    escape(g, 'Deceive');
    pick(g, 1); // P1 reveals
    expect(hand(g, 0)).toEqual(['Fixture Covert', AGENT].sort());
    expect(discard(g, 1)).toEqual([AGENT, TROOPER].sort());
    expect(g.players[1]!.hand).toHaveLength(5);
  });
});

describe('Inflict Pain', () => {
  it('every player puts a Wound from their discard pile on top of their deck; one without a Wound there does nothing', () => {
    const g = game();
    put(g, 0, 'discard', 'Wound', AGENT);
    put(g, 0, 'deck', TROOPER);
    put(g, 1, 'discard', AGENT);
    escape(g, 'Inflict Pain');
    expect(names(g, g.players[0]!.deck)).toEqual([TROOPER, 'Wound']);
    expect(discard(g, 0)).toEqual([AGENT]);
    expect(discard(g, 1)).toEqual([AGENT]);
    expect(g.players[1]!.deck).toEqual([]);
  });
});

describe('Bank Robbery', () => {
  it('the hero in the HQ space under the Bank is KO\'d; the Recruit meant for "you" goes to nobody', () => {
    const g = game();
    const bank = g.hq[1]!;
    escape(g, 'Bank Robbery');
    expect(g.ko).toContain(bank);
    expect(g.hq[1]).not.toBe(bank);
    expect(g.hq[1]).toBeGreaterThanOrEqual(0);
    expect(g.t.recruit).toBe(0);
  });

  it('an empty space under the Bank: nothing is KO\'d', () => {
    const g = game();
    g.hq[1] = -1;
    g.hqDestroyed = 2;
    escape(g, 'Bank Robbery');
    expect(g.ko.filter((c) => !isAmbition(g, c))).toEqual([]);
  });
});

describe('Pressure Point', () => {
  it('a player without an Instinct hero gains a Wound on top of their deck; one who reveals one gains nothing', () => {
    const g = game();
    put(g, 0, 'hand', 'Fixture Cost 2'); // Instinct
    put(g, 1, 'deck', AGENT);
    escape(g, 'Pressure Point');
    pick(g, 1);
    expect(names(g, g.players[1]!.deck)).toEqual([AGENT, 'Wound']);
    expect(g.players[0]!.deck).toEqual([]);
    expect(discard(g, 0)).toEqual([]);
  });
});

describe('Cleave', () => {
  it('the current player names a number other than 0; every player discards the cards of their hand that cost it', () => {
    const g = game();
    put(g, 0, 'hand', 'Fixture Tech', 'Fixture Covert', AGENT);
    put(g, 1, 'hand', 'Fixture Strength', 'Fixture Cost 2');
    escape(g, 'Cleave');
    expect(reason(g)).toBe('ambition:cleave:number');
    expect(g.pending!.options).not.toContain(0);
    expect(g.pending!.options[0]).toBe(1);
    pick(g, 5);
    expect(hand(g, 0)).toEqual(['Fixture Covert', AGENT].sort());
    expect(hand(g, 1)).toEqual(['Fixture Cost 2']);
  });

  it('a number no card in hand costs: nothing is discarded (the largest number offered is one no hero costs)', () => {
    const g = game();
    put(g, 0, 'hand', 'Fixture Tech', AGENT);
    escape(g, 'Cleave');
    const top = Math.max(...g.pending!.options);
    pick(g, top);
    expect(g.players[0]!.hand).toHaveLength(2);
  });
});

describe('Entrap', () => {
  it('an HQ hero of the current player\'s choice can\'t be recruited until the start of their next turn; then the card is discarded', () => {
    const g = game();
    const hq = g.hq.slice();
    const e = escape(g, 'Entrap');
    expect(reason(g)).toBe('ambition:entrap:hq');
    pick(g, 0);
    g.t.recruit = 10;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_RECRUIT, 0));
    expect(mainActions(g)).toContain(act(ACT_RECRUIT, 2)); // another hero can
    recruitFromHq(g, 0, 0);
    expect(g.hq[0]).toBe(hq[0]);
    nextTurn(g);
    g.t.recruit = 10; refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_RECRUIT, 0));
    nextTurn(g);
    g.t.recruit = 10; refresh(g);
    expect(mainActions(g)).toContain(act(ACT_RECRUIT, 0));
    expect(g.ko).toContain(e);
  });
});

describe('Insane Twist', () => {
  it('it becomes a Scheme Twist of the scheme at once: counted, stacked (twists 1-5), +1 Attack for the Ambitions', () => {
    const g = game();
    const k = putVillain(g, 1, 'Kidnap', A);
    expect(villainAttack(g, 1)).toBe(2);
    const t = escape(g, 'Insane Twist');
    expect(g.stats.twists).toBe(1);
    expect(g.schemeZone).toEqual([t]);
    expect(g.escaped).not.toContain(t);
    expect(g.city[1]).toBe(k);
    expect(villainAttack(g, 1)).toBe(3);
    expect(g.vars[AMBITIONS_ESCAPED]).toBe(1);
  });

  it('taken out of the escape pile before its Ambition resolves: no twist', () => {
    const g = game();
    putVillain(g, 4, 'Insane Twist', A);
    escapeFrom(g, 4, true);
    expect(g.stats.twists).toBe(0);
  });
});

describe('Kidnap', () => {
  it('a villain of the current player\'s choice captures a Bystander', () => {
    const g = game();
    putVillain(g, 0, 'Viper'); putVillain(g, 3, 'Hand Ninjas');
    escape(g, 'Kidnap');
    expect(reason(g)).toBe('ambition:kidnap:villain');
    pick(g, 3);
    expect(names(g, g.att[3]!)).toEqual(['Bystander']);
    expect(g.att[0]).toEqual([]);
  });

  it('no villain in the city: no Bystander is taken', () => {
    const g = game();
    const n = g.bystanders.length;
    escape(g, 'Kidnap');
    expect(g.bystanders).toHaveLength(n);
  });
});

describe('Thirst for Power', () => {
  it('the top two Villain Deck cards are revealed; the Scheme Twist is played; the other waits aside, then goes where the current player says', () => {
    const g = game();
    const under = make(g, 'Hand Ninjas'), viper = make(g, 'Viper'), tw = make(g, 'Scheme Twist');
    g.villainDeck.push(under, viper, tw);
    escape(g, 'Thirst for Power');
    // the twist was played (Sinister Ambitions: stacked, then another card: the one under the revealed ones)
    expect(g.stats.twists).toBe(1);
    expect(g.schemeZone).toEqual([tw]);
    expect(g.city[0]).toBe(under);
    expect(reason(g)).toBe('ambition:thirst:bottom');
    expect(g.t.aside).toEqual([viper]);
    pick(g, viper);
    expect(g.villainDeck).toEqual([viper]);
    expect(g.t.aside).toEqual([]);
  });

  it('no Scheme Twist among them: nothing is played; both go back (on top, in the order asked)', () => {
    const g = game();
    const a = make(g, 'Hand Ninjas'), b = make(g, 'Viper');
    g.villainDeck.push(a, b);
    escape(g, 'Thirst for Power');
    expect(g.stats.twists).toBe(0);
    expect(reason(g)).toBe('ambition:thirst:bottom');
    pick(g, -1);
    expect(reason(g)).toBe('ambition:thirst:lower');
    pick(g, b);
    expect(g.villainDeck).toEqual([b, a]);
    expect(g.city.every((c) => c < 0)).toBe(true);
  });
});

describe('Painful Choice', () => {
  it('every player names Recruit or Attack and discards the cards of their hand with that icon', () => {
    const g = game();
    put(g, 0, 'hand', AGENT, TROOPER);
    put(g, 1, 'hand', AGENT, TROOPER, 'Wound');
    escape(g, 'Painful Choice');
    expect(reason(g)).toBe('ambition:painful-choice:icon');
    pick(g, 0); // P1: Recruit
    pick(g, 1); // P2: Attack
    expect(hand(g, 0)).toEqual([TROOPER]);
    expect(hand(g, 1)).toEqual([AGENT, 'Wound'].sort());
  });
});

describe('Crime Surge', () => {
  it('the villains on the Rooftops and the Streets capture a Bystander each; others do not', () => {
    const g = game();
    putVillain(g, 1, 'Viper'); putVillain(g, 2, 'Viper'); putVillain(g, 3, 'Hand Ninjas');
    escape(g, 'Crime Surge');
    expect(g.att[2]).toHaveLength(1);
    expect(g.att[3]).toHaveLength(1);
    expect(g.att[1]).toEqual([]);
  });

  it('nobody on the Rooftops or the Streets: no Bystander is taken', () => {
    const g = game();
    putVillain(g, 1, 'Viper');
    const n = g.bystanders.length;
    escape(g, 'Crime Surge');
    expect(g.bystanders).toHaveLength(n);
  });
});

describe('Collateral Damage', () => {
  it('every player KOs a Bystander from their victory pile or gains a Wound (one without a Bystander gains the Wound)', () => {
    const g = game();
    const b = put(g, 0, 'victory', 'Bystander')[0]!;
    escape(g, 'Collateral Damage');
    expect(reason(g)).toBe('noir:ko-bystander-or-wound');
    pick(g, b);
    expect(g.ko).toContain(b);
    expect(discard(g, 0)).toEqual([]);
    expect(discard(g, 1)).toEqual(['Wound']);
  });
});

describe('Ruthless Strike', () => {
  it("it becomes a Master Strike at once (Red Skull: every player KOs a hero from their hand); it lies in the KO pile", () => {
    const g = game();
    put(g, 0, 'hand', AGENT);
    put(g, 1, 'hand', TROOPER);
    const c = escape(g, 'Ruthless Strike');
    settle(g);
    expect(g.stats.strikes).toBe(1);
    expect(names(g, g.ko).sort()).toEqual([AGENT, 'Ruthless Strike', TROOPER].sort());
    expect(g.escaped).not.toContain(c);
  });

  it('taken out of the escape pile before its Ambition resolves: no Master Strike', () => {
    const g = game();
    put(g, 0, 'hand', AGENT);
    putVillain(g, 4, 'Ruthless Strike', A);
    escapeFrom(g, 4, true);
    expect(g.stats.strikes).toBe(0);
    expect(hand(g, 0)).toEqual([AGENT]);
  });
});

describe('Infiltrate S.H.I.E.L.D.', () => {
  it('for every player, the current player picks a 0-cost hero of the KO pile, and that player gains it', () => {
    const g = game();
    const a = make(g, AGENT), t = make(g, TROOPER), x = make(g, 'Fixture Cost 2');
    g.ko.push(a, x, t);
    escape(g, 'Infiltrate S.H.I.E.L.D.');
    expect(reason(g)).toBe('ambition:infiltrate-shield:gain');
    expect(g.pending!.player).toBe(0);
    expect(g.pending!.options).toEqual([a, t]);
    pick(g, t);
    expect(discard(g, 0)).toEqual([TROOPER]);
    expect(discard(g, 1)).toEqual([AGENT]); // the one left: no question
    expect(g.ko).toContain(x);
  });

  it('no 0-cost hero in the KO pile: nobody gains anything', () => {
    const g = game();
    g.ko.push(make(g, 'Fixture Cost 2'));
    escape(g, 'Infiltrate S.H.I.E.L.D.');
    expect(reason(g)).toBe('main');
    expect(discard(g, 0)).toEqual([]);
    expect(discard(g, 1)).toEqual([]);
  });
});

describe('Thirst for Vengeance', () => {
  it('a Master Strike among the top two is played (Red Skull\'s); the other card goes back on top when asked so', () => {
    const g = game();
    put(g, 1, 'hand', AGENT);
    const ninja = make(g, 'Hand Ninjas'), st = make(g, 'Master Strike');
    g.villainDeck.push(st, ninja);
    escape(g, 'Thirst for Vengeance');
    expect(g.stats.strikes).toBe(1);
    expect(names(g, g.ko).sort()).toEqual([AGENT, 'Master Strike'].sort());
    expect(reason(g)).toBe('ambition:thirst:bottom');
    pick(g, -1);
    expect(g.villainDeck).toEqual([ninja]);
  });

  it('no Master Strike among them: none is played', () => {
    const g = game();
    const tw = make(g, 'Scheme Twist');
    g.villainDeck.push(tw);
    escape(g, 'Thirst for Vengeance');
    expect(g.stats.strikes).toBe(0);
    expect(g.stats.twists).toBe(0);
    expect(reason(g)).toBe('ambition:thirst:bottom');
    pick(g, -1);
    expect(g.villainDeck).toEqual([tw]);
  });
});

describe('Pummel', () => {
  it('every player reveals a Strength hero or gains a Wound', () => {
    const g = game();
    put(g, 1, 'hand', 'Fixture Strength');
    escape(g, 'Pummel');
    expect(reason(g)).toBe('reveal-or-wound');
    pick(g, 1);
    expect(discard(g, 0)).toEqual(['Wound']);
    expect(discard(g, 1)).toEqual([]);
  });
});

describe('Dark Apprentice', () => {
  it('Sinister Ambitions drawing it also draws a random other Mastermind and one of its Tactics, waiting beside the scheme', () => {
    let seen = 0;
    for (let seed = 1; seed <= 12 && seen < 3; seed++) {
      const g = sw1Game([], { sets: ['core', SW1_SET, SW2_SET], scheme: 'Sinister Ambitions', seed });
      const drawn = [...g.villainDeck, ...g.city, ...g.escaped, ...g.schemeZone, ...g.others].some((c) => c >= 0 && names(g, [c])[0] === 'Dark Apprentice');
      const waiting = [...g.schemeDeck, ...g.others].filter((c) => g.cards[g.defOf[c]!]!.kind === 'mastermind');
      expect(waiting).toHaveLength(drawn ? 1 : 0);
      if (drawn) { seen++; expect(names(g, waiting)).not.toEqual(names(g, g.mastermind)); }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('escaping, it makes the waiting Mastermind join the game with its one Tactic; escaping again, it brings none', () => {
    const g = game();
    const m = make(g, 'Mr. Sinister', 'Mr. Sinister'), t = make(g, 'Human Experimentation', 'Mr. Sinister');
    g.schemeDeck.push(m, t);
    escape(g, 'Dark Apprentice'); settle(g);
    expect(g.others).toEqual([m]);
    expect(g.othersTactics).toEqual([[t]]);
    expect(g.schemeDeck).toEqual([]);
    g.escaped = [];
    escape(g, 'Dark Apprentice'); settle(g);
    expect(g.others).toEqual([m]);
  });
});
