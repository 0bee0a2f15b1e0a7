// Utopolis (Secret Wars Volume 2): Doctor Spectrum, Nighthawk, Warrior Woman, Whizzer. With the rules of Charge
// (keywords/charge.ts).
import '../../cards/secret-wars-volume-2/index.js';
import { describe, expect, it } from 'vitest';
import { ACT_FIGHT_OTHER_MASTERMIND } from '../../keywords/other-masterminds.js';
import { charge } from '../../keywords/charge.js';
import { otherAttack, villainAttack } from '../../rules.js';
import type { Game } from '../../types.js';
import { act, fight, make, names, onVillainDeck, pick, put, putVillain, reason, refresh, revealVillainCard } from '../helpers.js';
import { fillCity, setHq, villainEnters } from '../villain-fixtures.js';
import { sw2Game } from './game.js';

const GROUP = 'Utopolis';
const AGENT = 'S.H.I.E.L.D. Agent', TROOPER = 'S.H.I.E.L.D. Trooper';
const game = () => sw2Game([], { villains: [GROUP] });

function defeat(g: Game, name: string, slot = 0): number {
  const v = putVillain(g, slot, name, GROUP);
  g.t.attack = villainAttack(g, slot);
  refresh(g);
  fight(g, slot);
  return v;
}
/** The named villain escapes from the Bridge of a full city as a Hand Ninja enters (no HQ hero cheap enough to KO). */
function escape(g: Game, name: string): number {
  fillCity(g);
  const v = putVillain(g, 4, name, GROUP);
  setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
  villainEnters(g, 'Hand Ninjas');
  return v;
}

describe('Charge (rules)', () => {
  it('Whizzer charges three spaces, from the Sewers to the Streets, pushing the villains ahead of him', () => {
    const g = game();
    const a = putVillain(g, 1, 'Hand Ninjas');
    const b = putVillain(g, 2, 'Hand Ninjas');
    const w = villainEnters(g, 'Whizzer', GROUP);
    expect(g.city).toEqual([-1, -1, -1, w, a]);
    // b was pushed off the Bridge: it escaped
    expect(g.escaped).toEqual([b]);
  });

  it('an empty space ahead takes the push: villains beyond it do not move', () => {
    const g = game();
    const a = putVillain(g, 1, 'Hand Ninjas');
    const b = putVillain(g, 3, 'Hand Ninjas');
    const d = villainEnters(g, 'Doctor Spectrum', GROUP);
    expect(g.city).toEqual([-1, d, a, b, -1]);
    expect(g.escaped).toEqual([]);
  });

  it('with the city full ahead, the villain on the Bridge escapes; a villain charging from the Bridge escapes', () => {
    const g = game();
    const [n0, n1, n2, n3, n4] = fillCity(g);
    expect(charge(g, 0, 1)).toBe(1);
    expect(g.city).toEqual([-1, n0, n1, n2, n3]);
    expect(g.escaped).toEqual([n4]);
    const h = game();
    const v = putVillain(h, 4, 'Hand Ninjas');
    expect(charge(h, 4, 1)).toBe(-1);
    expect(h.city).toEqual([-1, -1, -1, -1, -1]);
    expect(h.escaped).toEqual([v]);
  });

  it('what a charging villain holds moves with it; a destroyed space is skipped', () => {
    const g = game();
    const v = putVillain(g, 0, 'Hand Ninjas');
    const by = make(g, 'Bystander');
    g.att[0]!.push(by);
    g.cityDestroyed = 1 << 1;
    expect(charge(g, 0, 1)).toBe(2);
    expect(g.city[2]).toBe(v);
    expect(g.att[2]).toEqual([by]);
    expect(g.att[0]).toEqual([]);
  });
});

describe('Utopolis', () => {
  it('Doctor Spectrum Ambush: Charge one space (to the Bank)', () => {
    const g = game();
    const d = villainEnters(g, 'Doctor Spectrum', GROUP);
    expect(g.city[1]).toBe(d);
    expect(g.city[0]).toBe(-1);
  });

  it('Doctor Spectrum Fight: with Spectrum, KO a card from your discard pile', () => {
    const g = game();
    put(g, 0, 'hand', 'Fixture Covert', 'Fixture Ranged', 'Fixture Tech');
    const [w, a] = put(g, 0, 'discard', 'Wound', AGENT);
    defeat(g, 'Doctor Spectrum');
    expect(reason(g)).toBe('utopolis:doctor-spectrum:ko');
    expect(g.pending!.options).toEqual([w, a]);
    pick(g, w!);
    expect(g.ko).toEqual([w]);
  });

  it('Doctor Spectrum Fight: two classes only, no KO', () => {
    const g = game();
    put(g, 0, 'hand', 'Fixture Covert', 'Fixture Ranged', AGENT);
    put(g, 0, 'discard', 'Wound');
    defeat(g, 'Doctor Spectrum');
    expect(reason(g)).toBe('main');
    expect(g.ko).toEqual([]);
  });

  it('Doctor Spectrum Escape: each player without Spectrum discards a card; one with it does not', () => {
    const g = game();
    put(g, 0, 'hand', 'Fixture Covert', 'Fixture Ranged', 'Fixture Tech');
    const [a] = put(g, 1, 'hand', AGENT, TROOPER);
    escape(g, 'Doctor Spectrum');
    expect(reason(g)).toBe('discard-a-card');
    expect(g.pending!.player).toBe(1);
    pick(g, a!);
    expect(g.players[1]!.discard).toEqual([a]);
    expect(g.players[0]!.discard).toEqual([]);
    expect(g.players[0]!.hand).toHaveLength(3);
  });

  it('Nighthawk: 8 Attack in the Sewers, Rooftops and Bridge, 4 in the Bank and Streets', () => {
    const g = game();
    for (let s = 0; s < 5; s++) {
      g.city = [-1, -1, -1, -1, -1];
      putVillain(g, s, 'Nighthawk', GROUP);
      expect(villainAttack(g, s)).toBe(s === 1 || s === 3 ? 4 : 8);
    }
  });

  it('Nighthawk Escape: he leaves the escape pile and is played as a Scheme Twist at once', () => {
    const g = game();
    const n = escape(g, 'Nighthawk');
    expect(g.escaped).not.toContain(n);
    expect(g.stats.twists).toBe(1);
    expect(g.schemeZone).toContain(n);
    const h = game();
    escape(h, 'Whizzer');
    expect(h.stats.twists).toBe(0);
  });

  it('Warrior Woman Ambush: Charge one space', () => {
    const g = game();
    const w = villainEnters(g, 'Warrior Woman', GROUP);
    expect(g.city[1]).toBe(w);
  });

  it('Warrior Woman Escape: she ascends, a Mastermind of 8 Attack worth 6 VP', () => {
    const g = game();
    const w = escape(g, 'Warrior Woman');
    expect(g.escaped).not.toContain(w);
    expect(g.others).toEqual([w]);
    expect(otherAttack(g, 0)).toBe(8);
    g.t.attack = 8;
    refresh(g);
    pick(g, act(ACT_FIGHT_OTHER_MASTERMIND, 0));
    expect(g.players[0]!.victory).toContain(w);
  });

  it("Warrior Woman's Master Strike: a villain in the Bank: each player discards a card with a Recruit icon", () => {
    const g = game();
    const w = escape(g, 'Warrior Woman');
    // the Hand Ninja that entered is in the Sewers; one more in the Bank
    putVillain(g, 1, 'Hand Ninjas');
    const [a, , d] = put(g, 0, 'hand', AGENT, TROOPER, 'Determination', 'Fixture Covert');
    put(g, 1, 'hand', TROOPER);
    onVillainDeck(g, 'Master Strike');
    revealVillainCard(g);
    expect(reason(g)).toBe('master-strike-order');
    pick(g, w);
    // player 0 chooses among the cards with a Recruit icon; player 1 has none
    expect(reason(g)).toBe('utopolis:warrior-woman:discard');
    expect(g.pending!.player).toBe(0);
    expect(g.pending!.options).toEqual([a, d]);
    pick(g, d!);
    expect(g.players[0]!.discard).toEqual([d]);
    expect(g.players[1]!.discard).toEqual([]);
    // Red Skull strikes next
    expect(reason(g)).toBe('red-skull:strike:ko-chosen');
  });

  it("Warrior Woman's Master Strike: the Bank empty, nobody discards", () => {
    const g = game();
    const w = escape(g, 'Warrior Woman');
    g.city[1] = -1;
    put(g, 0, 'hand', AGENT, AGENT);
    onVillainDeck(g, 'Master Strike');
    revealVillainCard(g);
    pick(g, w);
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('Whizzer Ambush: Charge three spaces', () => {
    const g = game();
    const w = villainEnters(g, 'Whizzer', GROUP);
    expect(g.city[3]).toBe(w);
  });

  it('Whizzer Fight: a villain on the Bridge: each other player gains a Wound', () => {
    const g = game();
    putVillain(g, 4, 'Hand Ninjas');
    defeat(g, 'Whizzer');
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('Whizzer Fight: patrolled after he leaves: Whizzer himself on the Bridge is no villain there; an empty Bridge wounds nobody', () => {
    const g = game();
    defeat(g, 'Whizzer', 4);
    expect(g.players[1]!.discard).toEqual([]);
    const h = game();
    defeat(h, 'Whizzer');
    expect(h.players[1]!.discard).toEqual([]);
  });

  it('Whizzer Escape: each player gains a Wound', () => {
    const g = game();
    escape(g, 'Whizzer');
    expect(g.players.map((pl) => names(g, pl.discard))).toEqual([['Wound'], ['Wound']]);
  });
});
