// The basic cards of the core set: each card played through the rules, checking what it changed.
import { describe, expect, it } from 'vitest';
import { decision } from '../index.js';
import { cost, stat } from '../rules.js';
import { enemyAttack, enemyScheme, mainOptions } from '../round.js';
import type { Game } from '../state.js';
import {
  act, addMinion, emptyHand, fresh, has, me, newCard, pick, pickT, setForm, setupGame, toEncounterTop, toHand, toPlay, TWO_HEROES, until,
} from './helpers.js';
const TWO = TWO_HEROES;
const topEnc = toEncounterTop;

const atMain = (g: Game): void => { expect(decision(g)?.reason).toBe('main-ans'); };
const canPlayNow = (g: Game, id: number): boolean => mainOptions(g, 0).some((o) => o.t === 'play' && o.c === id);
const byCode = (g: Game, code: string) => (o: { c: number }): boolean => o.c >= 0 && g.cards[o.c]!.code === code;

const ENERGY = '01088', GENIUS = '01089', STRENGTH = '01090';
const BOMBER = '01110'; // Hydra Bomber: 2 hit points, no keyword
const MERC = '01101'; // Hydra Mercenary: guard, boost 1

describe('basic cards', () => {
  it('Mockingbird stuns the chosen enemy after she enters play', () => {
    const g = fresh();
    const bomber = addMinion(g, 0, BOMBER);
    const mb = toHand(g, 0, '01083');
    toHand(g, 0, ENERGY); toHand(g, 0, GENIUS);
    act(g, () => {});
    pickT(g, 'play', mb);
    pick(g, byCode(g, ENERGY));
    expect(decision(g)?.reason).toBe('win-r-ans');
    pickT(g, 'use', mb);
    expect(decision(g)?.reason).toBe('01083-target');
    pickT(g, 'enemy', bomber);
    atMain(g);
    expect(g.cards[bomber]!.stun).toBe(true);
    expect(g.cards[g.villain]!.stun).toBe(false);
  });

  it('Nick Fury: on entering play he draws 3 (one of three choices), and leaves at the end of the round', () => {
    const g = fresh('alter');
    g.cards[g.main]!.threat = 2;
    const nick = toHand(g, 0, '01084');
    toHand(g, 0, ENERGY); toHand(g, 0, GENIUS);
    act(g, () => {});
    pickT(g, 'play', nick);
    pick(g, byCode(g, ENERGY));
    pick(g, byCode(g, GENIUS)); // not Peter Parker's resource ability
    expect(decision(g)?.reason).toBe('01084-mode');
    expect(decision(g)!.options.map((o) => o.t)).toEqual(['remove-threat', 'draw', 'damage']);
    pickT(g, 'draw');
    atMain(g);
    expect(g.players[0]!.hand.length).toBe(3);
    expect(g.players[0]!.play).toContain(nick);
    // the rest of the round, with known encounter cards: the villain's boost and the card dealt to the player
    topEnc(g, MERC); topEnc(g, MERC); topEnc(g, MERC);
    until(g, (_r, k) => k === 'main' && g.round === 2);
    expect(g.players[0]!.discard).toContain(nick);
  });

  it('Nick Fury: remove 2 threat or deal 4 damage', () => {
    const g = fresh();
    g.cards[g.main]!.threat = 5;
    const a = toPlay(g, 0, '01084');
    pickT(g, 'remove-threat');
    atMain(g);
    expect(g.cards[g.main]!.threat).toBe(3);
    g.cards[a]!.zone = 'removed'; g.players[0]!.play = g.players[0]!.play.filter((x) => x !== a); // unique: take him away
    toPlay(g, 0, '01084');
    pickT(g, 'damage');
    atMain(g);
    expect(g.cards[g.villain]!.dmg).toBe(4);
  });

  it('Emergency: the villain places 1 threat less when it schemes', () => {
    const g = fresh('alter');
    const em = toHand(g, 0, '01085');
    topEnc(g, MERC); // boost 1: Rhino schemes 1 + 1
    act(g, () => { enemyScheme(g, g.villain, 0); });
    expect(decision(g)?.reason).toBe('win-i-ans');
    pickT(g, 'use', em);
    atMain(g);
    expect(g.cards[g.main]!.threat).toBe(1);
    expect(g.players[0]!.discard).toContain(em);
  });

  it('Emergency is a thwart: a confused identity loses its confusion and no threat is prevented (reading: in alter-ego form too)', () => {
    const g = fresh('alter');
    const em = toHand(g, 0, '01085');
    g.cards[me(g)]!.conf = true;
    topEnc(g, MERC);
    act(g, () => { enemyScheme(g, g.villain, 0); });
    pickT(g, 'use', em);
    atMain(g);
    expect(g.cards[me(g)]!.conf).toBe(false);
    expect(g.cards[g.main]!.threat).toBe(2);
  });

  it('First Aid heals 2 damage from any character, enemies included', () => {
    const g = fresh();
    g.cards[me(g)]!.dmg = 3;
    g.cards[g.villain]!.dmg = 4;
    const fa = toHand(g, 0, '01086');
    toHand(g, 0, ENERGY);
    act(g, () => {});
    pickT(g, 'play', fa);
    expect(decision(g)?.reason).toBe('01086-target');
    expect(decision(g)!.options.map((o) => o.c).sort()).toEqual([me(g), g.villain].sort());
    pickT(g, 'character', me(g));
    atMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(1);
    expect(g.cards[g.villain]!.dmg).toBe(4);
  });

  it('First Aid cannot be played when no character is damaged', () => {
    const g = fresh();
    const fa = toHand(g, 0, '01086');
    toHand(g, 0, ENERGY);
    act(g, () => {});
    expect(canPlayNow(g, fa)).toBe(false);
  });

  it('Haymaker deals 3 damage to the chosen enemy', () => {
    const g = fresh();
    const bomber = addMinion(g, 0, BOMBER);
    const hay = toHand(g, 0, '01087');
    toHand(g, 0, ENERGY);
    act(g, () => {});
    pickT(g, 'play', hay);
    expect(decision(g)?.reason).toBe('kit-attack');
    pickT(g, 'enemy', g.villain);
    atMain(g);
    expect(g.cards[g.villain]!.dmg).toBe(3);
    expect(g.cards[bomber]!.dmg).toBe(0);
  });

  it('Energy, Genius and Strength each pay 2 resources of their type', () => {
    for (const [code, t] of [[ENERGY, 'energy'], [GENIUS, 'mental'], [STRENGTH, 'physical']] as const) {
      const g = fresh();
      const hay = toHand(g, 0, '01087'); // cost 2
      toHand(g, 0, code);
      act(g, () => {});
      pickT(g, 'play', hay);
      atMain(g);
      expect(g.cards[g.villain]!.dmg).toBe(3);
      expect(g.lastPay?.['got_' + t]).toBe(2);
    }
  });

  it('Avengers Mansion: exhaust it and a chosen player draws; max 1 per player', () => {
    const g = fresh('hero', TWO);
    const am = toPlay(g, 0, '01091');
    const am2 = toHand(g, 0, '01091');
    toHand(g, 0, ENERGY); toHand(g, 0, GENIUS);
    act(g, () => {});
    expect(canPlayNow(g, am2)).toBe(false);
    pickT(g, 'act', am, 0);
    expect(decision(g)?.reason).toBe('01091-player');
    pickT(g, 'player', -1, 1);
    atMain(g);
    expect(g.players[1]!.hand.length).toBe(1);
    expect(g.cards[am]!.exh).toBe(true);
  });

  it('Helicarrier: the chosen player\'s next card this phase costs 1 less', () => {
    const g = fresh();
    const heli = toPlay(g, 0, '01092');
    const hay = toHand(g, 0, '01087');
    const one = toHand(g, 0, '01051'); // 1 resource
    act(g, () => {});
    expect(canPlayNow(g, hay)).toBe(false);
    pickT(g, 'act', heli, 0);
    atMain(g);
    expect(cost(g, 0, hay)).toBe(1);
    pickT(g, 'play', hay);
    atMain(g);
    expect(g.cards[g.villain]!.dmg).toBe(3);
    expect(g.players[0]!.discard).toContain(one);
    expect(g.players[0]!.costCut).toBe(0);
  });

  it('Helicarrier\'s cut is used up by an event played as an interrupt (Backflip)', () => {
    const g = fresh();
    const heli = toPlay(g, 0, '01092');
    act(g, () => {});
    pickT(g, 'act', heli);
    if (decision(g)?.reason !== 'main-ans') pickT(g, 'player', -1, 0);
    expect(g.players[0]!.costCut).toBe(1);
    toHand(g, 0, '01003'); // Backflip
    g.edeck.push(newCard(g, '01186', -1)); g.cards[g.edeck[g.edeck.length - 1]!]!.zone = 'edeck';
    act(g, () => { enemyAttack(g, g.villain, 0); });
    until(g, (r) => r === 'eatk-defend');
    pickT(g, 'none');
    until(g, (r) => r === 'win-i-ans');
    pick(g, (o) => o.t === 'use' && g.cards[o.c]!.code === '01003');
    until(g, (r) => r === 'main-ans');
    expect(g.players[0]!.costCut).toBe(0);
  });

  it('Tenacity: pay a physical resource and discard it to ready the hero', () => {
    const g = fresh();
    const ten = toPlay(g, 0, '01093');
    toHand(g, 0, STRENGTH);
    act(g, () => {});
    expect(has(g, (o) => o.t === 'act' && o.c === ten)).toBe(false); // the hero is ready
    pickT(g, 'attack');
    atMain(g);
    expect(g.cards[me(g)]!.exh).toBe(true);
    pickT(g, 'act', ten, 0);
    atMain(g);
    expect(g.cards[me(g)]!.exh).toBe(false);
    expect(g.players[0]!.discard).toContain(ten);
    expect(stat(g, me(g), 'atk')).toBe(2);
  });
});
