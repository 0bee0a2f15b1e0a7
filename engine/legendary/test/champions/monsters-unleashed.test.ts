// Monsters Unleashed (Champions): Goom, Groot from Planet X, Monsteroso, Orrgo, Sporr, Tim Boo Ba, Trull the Unhuman,
// Zzutak.
import { describe, expect, it } from 'vitest';
import { isHalfGroot } from '../../cards/champions/villains/monsters-unleashed.js';
import { heroCost, recruitCost, villainAttack } from '../../rules.js';
import type { Game } from '../../types.js';
import { ACT_FIGHT, act, endTurn, fight, make, mainActions, names, onVillainDeck, pick, put, putVillain, reason, refresh } from '../helpers.js';
import { fillCity, setHq, villainEnters } from '../villain-fixtures.js';
import { championsGame } from './game.js';

const GROUP = 'Monsters Unleashed';
const game = () => championsGame([], { villains: [GROUP] });

/** Defeats the named villain put in the Sewers, paying its Attack there. */
function defeat(g: Game, name: string): number {
  const v = putVillain(g, 0, name, GROUP);
  g.t.attack = villainAttack(g, 0);
  refresh(g);
  fight(g, 0);
  return v;
}
/** The Hero Deck's top card is a fixture of this cost (for Demolish). */
function heroDeckTop(g: Game, name: string): number { const c = make(g, name); g.heroDeck.push(c); return c; }
const canFight = (g: Game, s: number) => mainActions(g).includes(act(ACT_FIGHT, s));

describe('Monsters Unleashed', () => {
  it('Goom: Ambush captures a Bystander; Fight: the fighter KOs one of their heroes', () => {
    const g = game();
    const goom = villainEnters(g, 'Goom', GROUP);
    expect(g.city[0]).toBe(goom);
    expect(g.att[0]!.length).toBe(1);
    const g2 = game();
    const [a] = put(g2, 0, 'hand', 'S.H.I.E.L.D. Agent');
    defeat(g2, 'Goom');
    expect(g2.ko).toContain(a);
  });

  it('Groot from Planet X: two Bystanders enter the city as 3 Attack villains; fighting one rescues it', () => {
    const g = game();
    const before = g.bystanders.length;
    defeat(g, 'Groot from Planet X');
    expect(g.bystanders.length).toBe(before - 2);
    const b1 = g.city[1]!, b0 = g.city[0]!;
    expect(isHalfGroot(g, b0) && isHalfGroot(g, b1)).toBe(true);
    expect(villainAttack(g, 0)).toBe(3);
    g.t.attack = 3;
    refresh(g);
    fight(g, 0);
    expect(g.players[0]!.victory).toContain(b0);
    expect(isHalfGroot(g, b0)).toBe(false);
    expect(g.city[0]).toBe(-1);
    expect(isHalfGroot(g, b1)).toBe(true);
  });

  it('Groot from Planet X: Size-Changing Strength and Covert lowers his Attack only for the classes played', () => {
    const g = game();
    putVillain(g, 0, 'Groot from Planet X', GROUP);
    expect(villainAttack(g, 0)).toBe(6);
    g.t.clsCount[0] = 1; // a Strength card played
    expect(villainAttack(g, 0)).toBe(4);
    g.t.clsCount[3] = 1; // Tech: not his
    expect(villainAttack(g, 0)).toBe(4);
  });

  it('Monsteroso: the next hand has an extra card; without him, six', () => {
    const h = game();
    put(h, 0, 'deck', ...Array.from({ length: 10 }, () => 'S.H.I.E.L.D. Agent'));
    onVillainDeck(h, 'Hand Ninjas');
    putVillain(h, 0, 'Hand Ninjas');
    h.t.attack = 3;
    refresh(h);
    fight(h, 0);
    endTurn(h);
    expect(h.players[0]!.hand.length).toBe(6);
    const g = game();
    put(g, 0, 'deck', ...Array.from({ length: 10 }, () => 'S.H.I.E.L.D. Agent'));
    onVillainDeck(g, 'Hand Ninjas'); // the next turn's Villain Deck card does nothing to hands
    defeat(g, 'Monsteroso');
    endTurn(g);
    expect(g.players[0]!.hand.length).toBe(7);
  });

  it('Orrgo: can be fought only once another villain was defeated this turn', () => {
    const g = game();
    putVillain(g, 1, 'Orrgo', GROUP);
    putVillain(g, 0, 'Hand Ninjas');
    g.t.attack = 10;
    refresh(g);
    expect(canFight(g, 1)).toBe(false);
    fight(g, 0);
    expect(canFight(g, 1)).toBe(true);
  });

  it('Sporr: the chosen HQ hero gains Size-Changing Tech and Ranged this turn', () => {
    const g = game();
    const [a, b] = setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', '', '', '');
    defeat(g, 'Sporr');
    expect(reason(g)).toBe('monsters-unleashed:sporr:hq');
    pick(g, 1);
    g.t.clsCount[3] = 1; g.t.clsCount[4] = 1; // Tech and Ranged played
    expect(recruitCost(g, b!)).toBe(4);
    expect(recruitCost(g, a!)).toBe(7);
  });

  it('Tim Boo Ba: the heroes in the HQ now cost 1 less this turn, not one arriving later', () => {
    const g = game();
    const [a] = setHq(g, 'Fixture Cost 7', '', '', '', '');
    defeat(g, 'Tim Boo Ba');
    expect(heroCost(g, a!)).toBe(6);
    const later = make(g, 'Fixture Cost 8');
    expect(heroCost(g, later)).toBe(8);
  });

  it('Trull the Unhuman: Ambush captures a Bystander and demolishes each player', () => {
    const g = game();
    heroDeckTop(g, 'Fixture Cost 3');
    const [x] = put(g, 0, 'hand', 'Fixture Cost 3');
    const [y] = put(g, 1, 'hand', 'Fixture Cost 3');
    const [z] = put(g, 1, 'hand', 'Fixture Cost 5');
    villainEnters(g, 'Trull the Unhuman', GROUP);
    expect(g.att[0]!.length).toBe(1);
    expect(g.players[0]!.discard).toContain(x);
    expect(g.players[1]!.discard).toContain(y);
    expect(g.players[1]!.hand).toContain(z);
  });

  it('Zzutak: Escape demolishes each player; no escape, no Demolish', () => {
    const g = game();
    heroDeckTop(g, 'Fixture Cost 2');
    const [x] = put(g, 0, 'hand', 'Fixture Cost 2');
    fillCity(g);
    putVillain(g, 4, 'Zzutak', GROUP);
    setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
    villainEnters(g, 'Hand Ninjas');
    expect(names(g, g.escaped)).toContain('Zzutak');
    expect(g.players[0]!.discard).toContain(x);

    const g2 = game();
    heroDeckTop(g2, 'Fixture Cost 2');
    const [y] = put(g2, 0, 'hand', 'Fixture Cost 2');
    putVillain(g2, 3, 'Zzutak', GROUP);
    villainEnters(g2, 'Hand Ninjas');
    expect(g2.players[0]!.hand).toContain(y);
  });
});
