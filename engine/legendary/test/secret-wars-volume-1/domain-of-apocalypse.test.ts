// Domain of Apocalypse (Secret Wars Volume 1): Apocalyptic Blink, Magneto, Rogue and Weapon X.
import '../../cards/secret-wars-volume-1/villains/domain-of-apocalypse.js';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../types.js';
import { endTurn, fight, make, names, onVillainDeck, pick, put, putVillain, reason, refresh, revealVillainCard } from '../helpers.js';
import { fillCity, setHq, villainEnters } from '../villain-fixtures.js';
import { sw1Game } from './game.js';

const GROUP = 'Domain of Apocalypse';
const AGENT = 'S.H.I.E.L.D. Agent', TROOPER = 'S.H.I.E.L.D. Trooper';
const game = (players = 2) => sw1Game([], { villains: [GROUP], players });

function escape(g: Game, name: string): number {
  fillCity(g);
  const v = putVillain(g, 4, name, GROUP);
  setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
  villainEnters(g, 'Hand Ninjas');
  return v;
}
function defeat(g: Game, name: string, attack: number): number {
  const v = putVillain(g, 0, name, GROUP);
  g.t.attack = attack;
  refresh(g);
  fight(g, 0);
  return v;
}
/** Puts a named card on top of the Hero Deck. */
function onHeroDeck(g: Game, name: string): number { const c = make(g, name); g.heroDeck.push(c); return c; }

describe('Domain of Apocalypse', () => {
  it('Apocalyptic Blink Fight: the revealed top card may be drawn', () => {
    const g = game();
    const [, top] = put(g, 0, 'deck', AGENT, TROOPER);
    defeat(g, 'Apocalyptic Blink', 5);
    expect(reason(g)).toBe('domain-of-apocalypse:blink:top');
    expect(g.pending!.options).toEqual([top, -1]);
    pick(g, -1);
    expect(g.players[0]!.hand).toEqual([top]);
    expect(g.t.aside).toEqual([]);
  });

  it('Apocalyptic Blink Fight: or teleported, joining the next hand', () => {
    const g = game();
    const [, top] = put(g, 0, 'deck', AGENT, 'Fixture Cost 8');
    defeat(g, 'Apocalyptic Blink', 5);
    pick(g, top!);
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.t.aside).toEqual([top]);
    g.villainDeck = [];
    endTurn(g);
    expect(g.players[0]!.hand).toContain(top);
  });

  it('Apocalyptic Magneto Fight: gain an X-Men hero of your choice from the HQ for free (no other hero offered)', () => {
    const g = game();
    const [x1, , x2] = setHq(g, 'Fixture X-Man', 'Fixture Avenger', 'Optic Blast', 'Fixture Cost 3', 'Fixture Cost 3');
    defeat(g, 'Apocalyptic Magneto', 8);
    expect(reason(g)).toBe('domain-of-apocalypse:magneto:gain');
    expect(g.pending!.options).toEqual([x1, x2]);
    pick(g, x2!);
    expect(g.players[0]!.discard).toEqual([x2]);
    expect(g.hq[2]).not.toBe(x2);
    expect(g.hq[2]).toBeGreaterThanOrEqual(0);
    expect(g.t.recruit).toBe(0);
  });

  it('Apocalyptic Magneto Fight: no X-Men hero in the HQ, nothing gained', () => {
    const g = game();
    setHq(g, 'Fixture Avenger', 'Fixture Avenger', 'Fixture Cost 3', 'Fixture Cost 3', 'Fixture Cost 3');
    defeat(g, 'Apocalyptic Magneto', 8);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('Apocalyptic Magneto Escape: he ascends; his Master Strike: a player with more than four cards reveals an X-Men hero or discards down to four', () => {
    const g = game(3);
    const mag = escape(g, 'Apocalyptic Magneto');
    expect(g.others).toEqual([mag]);
    expect(g.escaped).not.toContain(mag);
    put(g, 0, 'hand', AGENT, AGENT, AGENT, AGENT, TROOPER, TROOPER);
    put(g, 1, 'hand', AGENT, AGENT, AGENT, AGENT, TROOPER, 'Fixture X-Man');
    put(g, 2, 'hand', AGENT, AGENT, AGENT, AGENT);
    onVillainDeck(g, 'Master Strike');
    revealVillainCard(g);
    pick(g, mag);
    expect(reason(g)).toBe('discard-a-card');
    expect(g.pending!.player).toBe(0);
    pick(g, g.pending!.options[0]!);
    pick(g, g.pending!.options[0]!);
    expect(g.players[0]!.hand).toHaveLength(4);
    expect(reason(g)).toBe('domain-of-apocalypse:magneto:reveal');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(g.players[1]!.hand).toHaveLength(6);
    expect(g.players[2]!.hand).toHaveLength(4);
    // Red Skull's own strike follows
    expect(reason(g)).toBe('red-skull:strike:ko-chosen');
  });

  it('Apocalyptic Rogue Fight: the top card of the Hero Deck goes to the player of your choice', () => {
    const g = game();
    const top = onHeroDeck(g, 'Fixture Cost 8');
    const before = g.heroDeck.length;
    defeat(g, 'Apocalyptic Rogue', 6);
    expect(reason(g)).toBe('domain-of-apocalypse:rogue:player');
    expect(g.pending!.options).toEqual([0, 1]);
    pick(g, 1);
    expect(g.players[1]!.discard).toEqual([top]);
    expect(g.heroDeck).toHaveLength(before - 1);
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('Apocalyptic Rogue Escape: each player discards a card of the revealed hero\'s class (chosen), none without one', () => {
    const g = game();
    const top = onHeroDeck(g, 'Fixture Covert');
    const [c1, , c2] = put(g, 0, 'hand', 'Fixture Covert', AGENT, 'Fixture Other Cost 7', 'Fixture Tech');
    put(g, 1, 'hand', 'Fixture Tech', AGENT);
    escape(g, 'Apocalyptic Rogue');
    expect(reason(g)).toBe('domain-of-apocalypse:rogue:discard');
    expect(g.pending!.options).toEqual([c1, c2]);
    pick(g, c2!);
    expect(g.players[0]!.discard).toEqual([c2]);
    expect(g.players[1]!.discard).toEqual([]);
    expect(reason(g)).toBe('main');
    // the revealed card stays on top
    expect(g.heroDeck[g.heroDeck.length - 1]).toBe(top);
  });

  it('Apocalyptic Rogue Escape: a grey hero on top makes nobody discard', () => {
    const g = game();
    onHeroDeck(g, AGENT);
    put(g, 0, 'hand', AGENT, 'Fixture Covert');
    escape(g, 'Apocalyptic Rogue');
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('Apocalyptic Weapon X Fight: KO one of your heroes (mandatory)', () => {
    const g = game();
    const [a] = put(g, 0, 'hand', AGENT);
    const [t] = put(g, 0, 'inPlay', TROOPER);
    defeat(g, 'Apocalyptic Weapon X', 7);
    expect(reason(g)).toBe('ko-chosen');
    expect(g.pending!.options).toEqual([a, t]);
    pick(g, t!);
    expect(g.ko).toEqual([t]);
  });

  it('Apocalyptic Weapon X Escape: Cross-Dimensional Wolverine Rampage (a Wolverine card may be revealed)', () => {
    const g = game();
    put(g, 0, 'victory', 'Apocalyptic Weapon X');
    escape(g, 'Apocalyptic Weapon X');
    expect(reason(g)).toBe('xd-rampage:reveal');
    pick(g, 1);
    expect(names(g, g.players[0]!.discard)).toEqual([]);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });
});
