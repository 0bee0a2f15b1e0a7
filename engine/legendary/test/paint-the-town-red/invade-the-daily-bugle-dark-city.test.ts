// Invade the Daily Bugle News HQ (Paint the Town Red) with Dark City villains whose Attack counts what they hold.
// Universal Rulebook (Invade the Daily Bugle HQ): villains in the HQ are in no city space, so only what refers to
// a city space is void there; the Bystanders a villain holds and the hero it captured still count, and "gain that
// card" still gains it.
import { describe, expect, it } from 'vitest';
import { ACT_FIGHT_HQ, hqVillainAttack } from '../../hq-villains.js';
import { villainAttack } from '../../rules.js';
import { hqHolder } from '../../zones.js';
import { act, make, pick, putVillain, reason, refresh } from '../helpers.js';
import { twist } from '../dark-city/mastermind-fixtures.js';
import { setHq } from '../villain-fixtures.js';
import { PTTR_HEROES, ptGame } from './setup.js';
import '../../cards/dark-city/index.js';

const BUGLE = 'Invade the Daily Bugle News HQ';
const board = () => ptGame({ scheme: BUGLE, sets: ['core', 'dark-city', 'paint-the-town-red'], heroes: PTTR_HEROES });

/** The named villain in HQ space s holding `held` (card names). */
function inHq(g: ReturnType<typeof board>, s: number, name: string, ...held: string[]): number {
  const v = make(g, name);
  g.hq[s] = v;
  g.att[hqHolder(g, s)] = held.map((n) => make(g, n));
  return v;
}

describe('Invade the Daily Bugle News HQ: what a villain in the HQ holds still counts', () => {
  it('Blockbuster in the HQ: +2 Attack per Bystander he holds', () => {
    const g = board();
    inHq(g, 2, 'Blockbuster', 'Bystander', 'Bystander');
    expect(hqVillainAttack(g, 2)).toBe(4 + 2 * 2);
  });

  it('Chimera in the HQ: +3 Attack per Bystander she holds', () => {
    const g = board();
    inHq(g, 0, 'Chimera', 'Bystander');
    expect(hqVillainAttack(g, 0)).toBe(3 + 3);
  });

  it('Scalphunter in the HQ: +1 Attack per Bystander he holds', () => {
    const g = board();
    inHq(g, 4, 'Scalphunter', 'Bystander', 'Bystander', 'Bystander');
    expect(hqVillainAttack(g, 4)).toBe(4 + 3);
  });

  it('Dracula moved into the HQ by a twist keeps his captured hero: +its cost to his Attack', () => {
    const g = board();
    setHq(g, 'Fixture Cost 2', 'Fixture Cost 3', 'Fixture Cost 5', 'Fixture Cost 7', 'Fixture Cost 8');
    const d = putVillain(g, 3, 'Dracula');
    const h = make(g, 'Fixture Cost 5');
    g.att[3] = [h];
    expect(villainAttack(g, 3)).toBe(3 + 5);
    twist(g);
    expect(reason(g)).toBe('invade-the-daily-bugle:twist:ko-hq-hero');
    pick(g, 1);
    expect(g.hq[1]).toBe(d);
    expect(g.att[hqHolder(g, 1)]).toEqual([h]);
    expect(hqVillainAttack(g, 1)).toBe(3 + 5);
  });

  it('a villain outside both the city and the HQ (on top of the Villain Deck) holds nothing: printed Attack', () => {
    const g = board();
    inHq(g, 2, 'Blockbuster', 'Bystander');
    const other = make(g, 'Blockbuster');
    g.villainDeck.push(other);
    // read as in no space and in no HQ space: the bonus of the one in the HQ is not borrowed
    expect(g.cards[g.defOf[other]!]!.attackAt!(g, -1, other)).toBe(4);
  });
});

describe('Invade the Daily Bugle News HQ: Dracula fought in the HQ', () => {
  it('Dracula fought in the HQ: the fighter gains the hero he captured (not KO\'d), his Bystanders are rescued', () => {
    const g = board();
    const d = inHq(g, 2, 'Dracula', 'Fixture Cost 5', 'Bystander');
    const [h, b] = g.att[hqHolder(g, 2)]!;
    g.t.attack = 8;
    refresh(g);
    pick(g, act(ACT_FIGHT_HQ, 2));
    expect(g.players[0]!.victory).toContain(d);
    expect(g.players[0]!.victory).toContain(b);
    expect(g.players[0]!.discard).toContain(h);
    expect(g.ko).not.toContain(h);
    expect(g.att[hqHolder(g, 2)]).toEqual([]);
    expect(g.hq[2]).not.toBe(d);
  });

  it('another villain fought in the HQ: a non-Bystander it held is still KO\'d', () => {
    const g = board();
    const v = inHq(g, 2, 'Scalphunter', 'Fixture Cost 5');
    const [h] = g.att[hqHolder(g, 2)]!;
    g.t.attack = 4;
    refresh(g);
    pick(g, act(ACT_FIGHT_HQ, 2));
    expect(g.players[0]!.victory).toContain(v);
    expect(g.ko).toContain(h);
    expect(g.players[0]!.discard).not.toContain(h);
  });
});
