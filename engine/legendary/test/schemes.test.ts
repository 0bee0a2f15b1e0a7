// Core schemes: setup, standing rule, every twist, evil-wins condition (and the solo twist extras' order).
import { describe, expect, it } from 'vitest';
import { CARDS } from '../registry.js';
import { isVillain, mastermindAttack, villainAttack, victoryPoints } from '../rules.js';
import { SetupError, newGame, type SetupOptions } from '../setup.js';
import type { Game } from '../types.js';
import {
  cleanBoard, fight, mainActions, act, ACT_FIGHT, make, names, onVillainDeck, pick, put, putVillain, reason, recruit,
  refresh, revealVillainCard, setupGame,
} from './helpers.js';

const LEGACY = 'The Legacy Virus', BANK = 'Midtown Bank Robbery', NZ = 'Negative Zone Prison Breakout',
  PORTALS = 'Portals to the Dark Dimension', KILLBOTS = "Replace Earth's Leaders with Killbots",
  SKRULL = 'Secret Invasion of the Skrull Shapeshifters', CIVIL = 'Super Hero Civil War',
  CUBE = 'Unleash the Power of the Cosmic Cube';
const SOLO = { players: 1, heroes: ['Cyclops', 'Hawkeye', 'Iron Man'] };

const kindOf = (g: Game, c: number) => CARDS[g.defOf[c]!]!.kind;

/**
 * A freshly set-up game whose first Villain Deck card was a villain (so no twist, strike or bystander has
 * changed anything yet): the Villain Deck as built is the deck plus the card now in the Sewers.
 */
function fresh(o: Partial<SetupOptions> & { players: number }): Game {
  for (let seed = 1; seed < 200; seed++) {
    const g = newGame({ seed, ...o });
    if (g.stats.twists === 0 && g.stats.strikes === 0 && g.att[g.city.length].length === 0 && g.city[0]! >= 0) return g;
  }
  throw new Error('no suitable seed');
}
function villainDeckKinds(g: Game): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of [...g.villainDeck, ...g.city.filter((x) => x >= 0)]) out[kindOf(g, c)] = (out[kindOf(g, c)] ?? 0) + 1;
  return out;
}
/** Hero Deck cards (HQ and heroes under villains included), basic heroes excluded. */
function heroDeckSize(g: Game): number {
  return g.heroDeck.length + g.hq.filter((c) => c >= 0).length + g.att.flat().filter((c) => g.cards[g.defOf[c]!]!.kind === 'hero').length;
}

/** Which city spaces have a Dark Portal (the scheme keeps them as a bit mask in g.vars). */
function portals(g: Game): number[] {
  const mask = g.vars['portals:city'] ?? 0;
  return [0, 1, 2, 3, 4].map((s) => (mask >> s) & 1);
}

/** A constructed position with nothing played yet for the scheme. */
function board(o: Partial<SetupOptions> = {}): Game {
  const g = cleanBoard(setupGame(o));
  g.stats.twists = 0; g.stats.strikes = 0; g.stats.bystandersCarried = 0; g.stats.escapes = 0;
  g.escaped = []; g.ko = []; g.schemeZone = [];
  g.vars = {};
  return g;
}
function twist(g: Game): void {
  onVillainDeck(g, 'Scheme Twist');
  revealVillainCard(g);
}
function hq(g: Game, ...cards: string[]): number[] {
  return cards.map((n, i) => (g.hq[i] = make(g, n)));
}
/** Fills the city so that the next villain entering pushes the one on the Bridge out. */
function fullCity(g: Game, bridge: string): number {
  for (let s = 0; s < 4; s++) putVillain(g, s, 'Supreme HYDRA');
  return putVillain(g, 4, bridge);
}

describe('Unleash the Power of the Cosmic Cube', () => {
  it('setup: 8 twists', () => {
    expect(villainDeckKinds(fresh({ players: 2, scheme: CUBE })).twist).toBe(8);
    expect(villainDeckKinds(fresh({ ...SOLO, scheme: CUBE })).twist).toBe(8);
  });

  it('twists 1-4 only go beside the scheme; 5 and 6 wound each player; 7 gives each player 3 Wounds; 8 wins for evil', () => {
    const g = board({ scheme: CUBE });
    const wounds = (p: number) => names(g, g.players[p]!.discard).filter((n) => n === 'Wound').length;
    for (let i = 1; i <= 4; i++) twist(g);
    expect(g.schemeZone.length).toBe(4);
    expect(wounds(0) + wounds(1)).toBe(0);
    twist(g);
    expect([wounds(0), wounds(1)]).toEqual([1, 1]);
    twist(g);
    expect([wounds(0), wounds(1)]).toEqual([2, 2]);
    twist(g);
    expect([wounds(0), wounds(1)]).toEqual([5, 5]);
    expect(g.result).toBeNull();
    twist(g);
    expect(g.result).toBe('loss');
    expect(g.schemeZone.length).toBe(8);
  });
});

describe('The Legacy Virus', () => {
  it('setup: 8 twists, the Wound stack holds 6 Wounds per player', () => {
    for (const players of [1, 2, 3, 4, 5]) {
      const g = fresh({ players, scheme: LEGACY, ...(players === 1 ? { heroes: SOLO.heroes } : {}) });
      expect(villainDeckKinds(g).twist).toBe(8);
      expect(g.wounds.length + g.stats.woundsGained).toBe(6 * players);
    }
  });

  it('twist: each player reveals a Tech hero or gains a Wound', () => {
    const g = board({ scheme: LEGACY });
    put(g, 0, 'hand', 'Endless Invention');
    put(g, 1, 'hand', 'Repulsor Rays');
    twist(g);
    expect(reason(g)).toBe('reveal-or-wound');
    pick(g, 1);
    expect(names(g, g.players[0]!.discard)).toEqual([]);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    expect(g.ko.length).toBe(1); // the twist card
  });

  it('evil wins when the Wound stack runs out, not before', () => {
    const g = board({ scheme: LEGACY });
    g.wounds = g.wounds.slice(0, 2);
    twist(g);
    expect(g.result).toBe('loss');
    expect(g.cause).toMatch(/Legacy Virus/);

    const h = board({ scheme: LEGACY });
    h.wounds = h.wounds.slice(0, 3);
    twist(h);
    expect(h.result).toBeNull();
    expect(h.wounds.length).toBe(1);
  });
});

describe('Midtown Bank Robbery', () => {
  it('setup: 8 twists and 12 bystanders in the Villain Deck (also in solo)', () => {
    for (const o of [{ players: 2 }, { players: 5 }, SOLO]) {
      const k = villainDeckKinds(fresh({ ...o, scheme: BANK }));
      expect(k.twist).toBe(8);
      expect(k.bystander).toBe(12);
    }
  });

  it('rule: villains get +1 Attack per bystander they hold; the Mastermind does not', () => {
    const g = board({ scheme: BANK });
    putVillain(g, 2, 'HYDRA Kidnappers');
    g.att[2]!.push(make(g, 'Bystander'), make(g, 'Bystander'));
    expect(villainAttack(g, 2)).toBe(3 + 2);
    g.att[g.city.length].push(make(g, 'Bystander'));
    expect(mastermindAttack(g)).toBe(7);

    const h = board({ scheme: CUBE });
    putVillain(h, 2, 'HYDRA Kidnappers');
    h.att[2]!.push(make(h, 'Bystander'), make(h, 'Bystander'));
    expect(villainAttack(h, 2)).toBe(3);
  });

  it('twist: the villain in the Bank captures 2 bystanders, then the next Villain Deck card is played', () => {
    const g = board({ scheme: BANK });
    const sup = putVillain(g, 1, 'Supreme HYDRA');
    const viper = onVillainDeck(g, 'Viper');
    const stack = g.bystanders.length;
    twist(g);
    expect(g.bystanders.length).toBe(stack - 2);
    expect(g.city[0]).toBe(viper);
    expect(g.city[1]).toBe(sup);
    expect(names(g, g.att[1]!)).toEqual(['Bystander', 'Bystander']);
    expect(villainAttack(g, 1)).toBe(6 + 2);
  });

  it('twist with nobody in the Bank: no capture, the next card is still played', () => {
    const g = board({ scheme: BANK });
    putVillain(g, 2, 'Supreme HYDRA');
    const viper = onVillainDeck(g, 'Viper');
    const stack = g.bystanders.length;
    twist(g);
    expect(g.bystanders.length).toBe(stack);
    expect(g.att[2]).toEqual([]);
    expect(g.city[0]).toBe(viper);
  });

  it('evil wins when the 8th bystander is carried away', () => {
    const g = board({ scheme: BANK });
    g.stats.bystandersCarried = 7;
    fullCity(g, 'HYDRA Kidnappers');
    g.att[4]!.push(make(g, 'Bystander'));
    onVillainDeck(g, 'Viper');
    revealVillainCard(g);
    expect(g.result).toBe('loss');

    const h = board({ scheme: BANK });
    h.stats.bystandersCarried = 7;
    fullCity(h, 'HYDRA Kidnappers');
    onVillainDeck(h, 'Viper');
    revealVillainCard(h);
    expect(h.result).toBeNull();
  });

  it('basic solo: the HQ KO comes after the whole twist effect, including the card it plays', () => {
    const g = board({ scheme: BANK, ...SOLO });
    hq(g, 'Growing Anger', 'Keen Senses', 'Endless Invention', 'Optic Blast', 'Repulsor Rays');
    const k = onVillainDeck(g, 'HYDRA Kidnappers');
    twist(g);
    expect(reason(g)).toBe('ko-hq-hero');
    expect(g.city[0]).toBe(k);
  });
});

describe('Negative Zone Prison Breakout', () => {
  it('setup: 8 twists and one more henchman group', () => {
    const two = fresh({ players: 2, scheme: NZ });
    expect(two.setup.henchmen.length).toBe(2);
    expect(villainDeckKinds(two).henchman).toBe(20);
    expect(villainDeckKinds(two).twist).toBe(8);
    const four = fresh({ players: 4, scheme: NZ });
    expect(four.setup.henchmen.length).toBe(3);
    expect(villainDeckKinds(four).henchman).toBe(30);
  });

  it('basic solo refuses it', () => {
    expect(() => newGame({ ...SOLO, seed: 1, scheme: NZ })).toThrow(SetupError);
  });

  it('advanced solo: 3 henchmen of one group plus a whole extra group of 10 (worst-for-players reading)', () => {
    const g = fresh({ ...SOLO, solo: 'advanced', scheme: NZ });
    expect(g.setup.henchmen.length).toBe(2);
    const k = villainDeckKinds(g);
    expect(k.henchman).toBe(13);
    expect(k.twist).toBe(8);
    expect(k.strike).toBe(5);
  });

  it('twist: play the top two Villain Deck cards', () => {
    const g = board({ scheme: NZ });
    const viper = onVillainDeck(g, 'Viper');
    const sup = onVillainDeck(g, 'Supreme HYDRA');
    twist(g);
    expect(g.city.slice(0, 2)).toEqual([viper, sup]);
  });

  it('evil wins when 12 villains have escaped (bystanders in the pile do not count)', () => {
    const g = board({ scheme: NZ });
    for (let i = 0; i < 11; i++) g.escaped.push(make(g, 'HYDRA Kidnappers'));
    fullCity(g, 'Viper');
    onVillainDeck(g, 'HYDRA Kidnappers');
    revealVillainCard(g);
    expect(g.result).toBe('loss');

    const h = board({ scheme: NZ });
    for (let i = 0; i < 10; i++) h.escaped.push(make(h, 'HYDRA Kidnappers'));
    for (let i = 0; i < 3; i++) h.escaped.push(make(h, 'Bystander'));
    fullCity(h, 'Viper');
    onVillainDeck(h, 'HYDRA Kidnappers');
    revealVillainCard(h);
    expect(h.result).toBeNull();
  });
});

describe('Portals to the Dark Dimension', () => {
  it('setup: 7 twists', () => {
    expect(villainDeckKinds(fresh({ players: 3, scheme: PORTALS })).twist).toBe(7);
  });

  it('twist 1: the Mastermind gets +1 Attack', () => {
    const g = board({ scheme: PORTALS });
    expect(mastermindAttack(g)).toBe(7);
    twist(g);
    expect(mastermindAttack(g)).toBe(8);
    expect(portals(g)).toEqual([0, 0, 0, 0, 0]);
  });

  it('twists 2-6: a portal in the leftmost city space without one (Bridge first), +1 Attack to villains there; twist 7: evil wins', () => {
    const g = board({ scheme: PORTALS });
    putVillain(g, 4, 'HYDRA Kidnappers');
    putVillain(g, 3, 'HYDRA Kidnappers');
    twist(g);
    twist(g);
    expect(portals(g)).toEqual([0, 0, 0, 0, 1]);
    expect(villainAttack(g, 4)).toBe(4);
    expect(villainAttack(g, 3)).toBe(3);
    twist(g);
    expect(portals(g)).toEqual([0, 0, 0, 1, 1]);
    expect(villainAttack(g, 3)).toBe(4);
    twist(g); twist(g);
    expect(portals(g)).toEqual([0, 1, 1, 1, 1]);
    twist(g);
    expect(portals(g)).toEqual([1, 1, 1, 1, 1]);
    expect(mastermindAttack(g)).toBe(8);
    expect(g.result).toBeNull();
    twist(g);
    expect(g.result).toBe('loss');
  });
});

describe("Replace Earth's Leaders with Killbots", () => {
  it('setup: 5 twists in the Villain Deck, 3 beside the scheme, 18 bystanders in the Villain Deck (also in solo)', () => {
    for (const o of [{ players: 2 }, SOLO]) {
      const g = fresh({ ...o, scheme: KILLBOTS });
      const k = villainDeckKinds(g);
      expect(k.twist).toBe(5);
      expect(k.bystander).toBe(18);
      expect(names(g, g.schemeZone)).toEqual(['Scheme Twist', 'Scheme Twist', 'Scheme Twist']);
    }
  });

  it('rule: a bystander from the Villain Deck enters the city as a Killbot whose Attack is the twists beside the scheme', () => {
    const g = board({ scheme: KILLBOTS });
    g.schemeZone = [make(g, 'Scheme Twist'), make(g, 'Scheme Twist'), make(g, 'Scheme Twist')];
    const kb = onVillainDeck(g, 'Bystander');
    expect(isVillain(g, kb)).toBe(true);
    revealVillainCard(g);
    expect(g.city[0]).toBe(kb);
    expect(g.att[g.city.length]).toEqual([]);
    expect(villainAttack(g, 0)).toBe(3);
    twist(g);
    expect(g.schemeZone.length).toBe(4);
    expect(villainAttack(g, 0)).toBe(4);
  });

  it('a bystander captured by a villain is not a Killbot; a defeated Killbot scores as a bystander', () => {
    const g = board({ scheme: KILLBOTS });
    g.schemeZone = [make(g, 'Scheme Twist'), make(g, 'Scheme Twist'), make(g, 'Scheme Twist')];
    putVillain(g, 2, 'HYDRA Kidnappers');
    const cap = make(g, 'Bystander');
    g.att[2]!.push(cap);
    expect(isVillain(g, cap)).toBe(false);
    expect(isVillain(g, g.bystanders[0]!)).toBe(false);
    const kb = onVillainDeck(g, 'Bystander');
    revealVillainCard(g);
    g.t.attack = 3;
    refresh(g);
    fight(g, 0);
    expect(g.players[0]!.victory).toEqual([kb]);
    expect(isVillain(g, kb)).toBe(false);
    expect(victoryPoints(g, 0)).toBe(1);
  });

  it('evil wins when the 5th Killbot escapes; a villain carrying a bystander away is not a Killbot escaping', () => {
    const g = board({ scheme: KILLBOTS });
    g.schemeZone = [make(g, 'Scheme Twist'), make(g, 'Scheme Twist'), make(g, 'Scheme Twist')];
    g.vars['killbots:escaped'] = 4;
    fullCity(g, 'HYDRA Kidnappers');
    g.att[4]!.push(make(g, 'Bystander'));
    onVillainDeck(g, 'Viper');
    revealVillainCard(g);
    expect(g.vars['killbots:escaped']).toBe(4);
    expect(g.result).toBeNull();

    const h = board({ scheme: KILLBOTS });
    h.hq = [-1, -1, -1, -1, -1]; // no HQ question on each escape
    h.vars['killbots:escaped'] = 4;
    for (let s = 0; s < 4; s++) putVillain(h, s, 'Supreme HYDRA');
    h.villainDeck.push(make(h, 'Bystander')); // a Killbot from the Villain Deck enters the Sewers,
    revealVillainCard(h);                     // pushing one villain to the Bridge
    expect(h.city[4]).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < 4; i++) { h.villainDeck.push(make(h, 'Bystander')); revealVillainCard(h); }
    expect(h.vars['killbots:escaped']).toBe(4); // four Supreme HYDRAs escaped, no Killbot yet
    h.villainDeck.push(make(h, 'Bystander'));
    revealVillainCard(h);
    expect(h.vars['killbots:escaped']).toBe(5);
    expect(h.result).toBe('loss');
  });
});

describe('Secret Invasion of the Skrull Shapeshifters', () => {
  it('setup: 8 twists, 6 heroes, Skrulls, 12 hero cards shuffled into the Villain Deck', () => {
    const g = fresh({ players: 2, scheme: SKRULL, mastermind: 'Red Skull' });
    expect(g.setup.heroes.length).toBe(6);
    expect(g.setup.villains).toContain('Skrulls');
    expect(g.setup.villains).toContain('HYDRA');
    const k = villainDeckKinds(g);
    expect(k.twist).toBe(8);
    expect(k.hero).toBe(12);
    expect(heroDeckSize(g)).toBe(6 * 14 - 12);
  });

  it('setup in solo: Skrulls are the villain group and the scheme\'s 6 heroes replace the solo 3', () => {
    const g = fresh({ players: 1, scheme: SKRULL });
    expect(g.setup.villains).toEqual(['Skrulls']);
    expect(g.setup.heroes.length).toBe(6);
    expect(villainDeckKinds(g).hero).toBe(12);
  });

  it('rule: a hero from the Villain Deck is a Skrull villain with Attack = cost + 2; defeating it gains it', () => {
    const g = board({ scheme: SKRULL });
    const h = onVillainDeck(g, 'Growing Anger');
    revealVillainCard(g);
    expect(g.city[0]).toBe(h);
    expect(villainAttack(g, 0)).toBe(3 + 2);
    g.t.attack = 4;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 0));
    g.t.attack = 5;
    refresh(g);
    fight(g, 0);
    expect(g.players[0]!.discard).toEqual([h]);
    expect(g.players[0]!.victory).toEqual([]);
    expect(g.city[0]).toBe(-1);
  });

  it('heroes in the HQ or under a Skrull villain are not villains', () => {
    const g = board({ scheme: SKRULL });
    const [inHq] = hq(g, 'Growing Anger');
    putVillain(g, 1, 'Skrull Shapeshifters');
    const under = make(g, 'Keen Senses');
    g.att[1]!.push(under);
    expect(isVillain(g, inHq!)).toBe(false);
    expect(isVillain(g, under)).toBe(false);
  });

  it('twist: the highest-cost HQ hero enters the Sewers as a Skrull villain and the HQ refills', () => {
    const g = board({ scheme: SKRULL });
    const [, dear] = hq(g, 'Growing Anger', 'Hulk Smash!', 'Keen Senses', 'Endless Invention', 'Optic Blast');
    const top = g.heroDeck[g.heroDeck.length - 1];
    twist(g);
    expect(g.city[0]).toBe(dear);
    expect(villainAttack(g, 0)).toBe(8 + 2);
    expect(g.hq[1]).toBe(top);
    expect(g.ko.length).toBe(1);
  });

  it('twist: a tie for the highest cost is the current player\'s choice', () => {
    const g = board({ scheme: SKRULL });
    const [a, , b] = hq(g, 'Crazed Rampage', 'Growing Anger', 'Arc Reactor', 'Crazed Rampage', 'Keen Senses');
    twist(g);
    expect(reason(g)).toBe('secret-invasion:twist:hq');
    expect(g.pending!.options).toEqual([0, 2]); // identical heroes are one choice
    pick(g, 2);
    expect(g.city[0]).toBe(b);
    expect(g.hq[0]).toBe(a);
  });

  it('evil wins when the 6th hero reaches the escape pile, heroes carried under a Skrull included', () => {
    const g = board({ scheme: SKRULL });
    for (let i = 0; i < 5; i++) g.escaped.push(make(g, 'Keen Senses'));
    for (let s = 0; s < 4; s++) putVillain(g, s, 'Supreme HYDRA');
    putVillain(g, 4, 'Skrull Shapeshifters');
    g.att[4]!.push(make(g, 'Optic Blast'));
    onVillainDeck(g, 'Viper');
    revealVillainCard(g);
    expect(g.result).toBe('loss');

    const h = board({ scheme: SKRULL });
    for (let i = 0; i < 5; i++) h.escaped.push(make(h, 'Keen Senses'));
    fullCity(h, 'Viper');
    onVillainDeck(h, 'HYDRA Kidnappers');
    revealVillainCard(h);
    expect(h.result).toBeNull();
  });

  it('a Skrull hero escaping counts toward evil winning', () => {
    const g = board({ scheme: SKRULL });
    for (let i = 0; i < 5; i++) g.escaped.push(make(g, 'Keen Senses'));
    for (let s = 0; s < 4; s++) putVillain(g, s, 'Supreme HYDRA');
    putVillain(g, 4, 'Growing Anger'); // a hero standing in the city is a Skrull villain
    onVillainDeck(g, 'Viper');
    revealVillainCard(g);
    expect(g.result).toBe('loss');
  });
});

describe('Super Hero Civil War', () => {
  it('setup: 8 twists for 2-3 players, 5 for 4-5; 4 heroes with 2 players', () => {
    const two = fresh({ players: 2, scheme: CIVIL });
    expect(villainDeckKinds(two).twist).toBe(8);
    expect(two.setup.heroes.length).toBe(4);
    expect(heroDeckSize(two)).toBe(4 * 14);
    const three = fresh({ players: 3, scheme: CIVIL });
    expect(villainDeckKinds(three).twist).toBe(8);
    expect(three.setup.heroes.length).toBe(5);
    expect(villainDeckKinds(fresh({ players: 4, scheme: CIVIL })).twist).toBe(5);
    const five = fresh({ players: 5, scheme: CIVIL });
    expect(villainDeckKinds(five).twist).toBe(5);
    expect(five.setup.heroes.length).toBe(6);
  });

  it('basic solo refuses it; advanced solo uses 8 twists and 3 heroes (worst-for-players reading)', () => {
    expect(() => newGame({ ...SOLO, seed: 1, scheme: CIVIL })).toThrow(SetupError);
    const g = fresh({ ...SOLO, solo: 'advanced', scheme: CIVIL });
    expect(villainDeckKinds(g).twist).toBe(8);
    expect(g.setup.heroes.length).toBe(3);
  });

  it('twist: KO every hero in the HQ; the HQ refills', () => {
    const g = board({ scheme: CIVIL, players: 3 });
    const old = hq(g, 'Growing Anger', 'Hulk Smash!', 'Keen Senses', 'Endless Invention', 'Optic Blast');
    const deck = g.heroDeck.length;
    twist(g);
    for (const c of old) expect(g.ko).toContain(c);
    expect(g.heroDeck.length).toBe(deck - 5);
    expect(g.hq.every((c) => c >= 0 && !old.includes(c))).toBe(true);
  });

  it('evil wins when the Hero Deck runs out (by a twist, or by recruiting)', () => {
    const g = board({ scheme: CIVIL, players: 3 });
    hq(g, 'Growing Anger', 'Hulk Smash!', 'Keen Senses', 'Endless Invention', 'Optic Blast');
    g.heroDeck = g.heroDeck.slice(0, 3);
    twist(g);
    expect(g.result).toBe('loss');

    const h = board({ scheme: CIVIL, players: 3 });
    hq(h, 'Growing Anger', 'Hulk Smash!', 'Keen Senses', 'Endless Invention', 'Optic Blast');
    h.heroDeck = h.heroDeck.slice(0, 2);
    h.t.recruit = 20;
    refresh(h);
    recruit(h, 0);
    expect(h.result).toBeNull();
    h.t.recruit = 20;
    refresh(h);
    recruit(h, 0);
    expect(h.result).toBe('loss');
  });
});
