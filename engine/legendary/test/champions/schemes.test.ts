// Champions schemes: Clash of the Monsters Unleashed, Divide and Conquer, Hypnotize Every Human, Steal All Oxygen on Earth.
import { describe, expect, it } from 'vitest';
import { gladiatorAttack } from '../../cards/champions/schemes/clash-of-the-monsters-unleashed.js';
import { deckSize, deckUnder } from '../../cards/champions/schemes/divide-and-conquer.js';
import { ACT_FIGHT_THRALL, isThrall, thrallsAbove } from '../../cards/champions/schemes/hypnotize-every-human.js';
import { oxygenLevel } from '../../cards/champions/schemes/steal-all-oxygen-on-earth.js';
import { clsOf, def, villainAttack } from '../../rules.js';
import { resolvePlan, type SetupOptions } from '../../setup.js';
import type { Game } from '../../types.js';
import { ACT_FIGHT, act, fight, mainActions, make, names, onVillainDeck, pick, put, putVillain, reason, recruit, refresh, revealVillainCard } from '../helpers.js';
import { setHq } from '../villain-fixtures.js';
import { championsGame } from './game.js';

const SETS = ['core', 'champions'];
const CLASH = 'Clash of the Monsters Unleashed', DIVIDE = 'Divide and Conquer';
const HYPNO = 'Hypnotize Every Human', OXYGEN = 'Steal All Oxygen on Earth';

function board(scheme: string, o: Partial<SetupOptions> = {}): Game {
  const g = championsGame([], { scheme, ...o });
  g.escaped = []; g.schemeZone = [];
  return g;
}
/** Twist number n happens now. */
function twist(g: Game, n: number): void { g.stats.twists = n - 1; onVillainDeck(g, 'Scheme Twist'); revealVillainCard(g); }
function settle(g: Game): void { while (reason(g) !== 'main' && g.result === null) pick(g, g.pending!.options[0]!); }

describe('Steal All Oxygen on Earth', () => {
  it('a twist is stacked, the Oxygen Level drops by 1, and the HQ heroes costing more are KO\'d', () => {
    const g = board(OXYGEN);
    const [a, b] = setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 5', 'Fixture Cost 7', 'Fixture Cost 3');
    twist(g, 1); settle(g);
    expect(oxygenLevel(g)).toBe(7);
    expect(g.ko).toContain(b);
    expect(g.ko).not.toContain(a);
    expect(g.hq).toContain(a);
    twist(g, 2); settle(g);
    expect(oxygenLevel(g)).toBe(6);
    expect(g.ko).toContain(a);
  });

  it('evil wins at 20 non-grey heroes in the KO pile; grey ones do not count', () => {
    const g = board(OXYGEN);
    setHq(g, 'Fixture Cost 2', 'Fixture Cost 2', 'Fixture Cost 2', 'Fixture Cost 2', 'Fixture Cost 2');
    for (let i = 0; i < 19; i++) g.ko.push(make(g, 'Fixture Cost 3'));
    for (let i = 0; i < 5; i++) g.ko.push(make(g, 'S.H.I.E.L.D. Agent'));
    twist(g, 1); settle(g);
    expect(g.result).toBe(null);
    g.ko.push(make(g, 'Fixture Cost 3'));
    twist(g, 2); settle(g);
    expect(g.result).toBe('loss');
  });
});

describe('Clash of the Monsters Unleashed', () => {
  it('setup: 10 twists, 6 Wounds per player, the 8 Monsters Unleashed in the Monster Pit', () => {
    const plan = resolvePlan({ players: 3, seed: 1, sets: SETS, scheme: CLASH });
    expect(plan.twists).toBe(10);
    expect(plan.woundStack).toBe(18);
    const g = board(CLASH);
    expect(g.schemeDeck).toHaveLength(8);
    expect(new Set(g.schemeDeck.map((c) => def(g, c).group))).toEqual(new Set(['Monsters Unleashed']));
  });

  it('twists 1-2 do nothing', () => {
    const g = board(CLASH);
    twist(g, 2); settle(g);
    expect(g.schemeDeck).toHaveLength(8);
    expect(g.players.every((p) => p.discard.length === 0)).toBe(true);
  });

  /** Puts the named Monster on top of the Monster Pit. */
  function pitTop(g: Game, name: string): number {
    const i = g.schemeDeck.findIndex((c) => def(g, c).name === name);
    const [c] = g.schemeDeck.splice(i, 1);
    g.schemeDeck.push(c!);
    return c!;
  }

  it('twist 3: Gladiators are chosen, the Monster enters the city, and a weaker Gladiator (or none) brings a Wound', () => {
    const g = board(CLASH);
    const top = pitTop(g, 'Zzutak'); // printed Attack 9
    const [, strong] = put(g, 0, 'victory', 'Hand Ninjas', 'Supreme HYDRA'); // 3 and 6 Attack
    put(g, 1, 'victory', 'Bystander');
    twist(g, 3);
    expect(reason(g)).toBe('clash-monsters:gladiator');
    pick(g, strong!);
    settle(g);
    expect(g.city).toContain(top);
    expect(gladiatorAttack(g, 0)).toBe(6);
    expect(names(g, g.players[0]!.discard)).toContain('Wound');
    expect(names(g, g.players[1]!.discard)).toContain('Wound'); // no villain: no Gladiator
    expect(g.schemeDeck).toHaveLength(7);
  });

  it('twist 3: a Gladiator as strong as the Monster or stronger brings no Wound', () => {
    const g = board(CLASH);
    pitTop(g, 'Goom'); // printed Attack 6
    const [strong] = put(g, 0, 'victory', 'Supreme HYDRA', 'Hand Ninjas');
    put(g, 1, 'victory', 'Hand Ninjas');
    twist(g, 3);
    pick(g, strong!);
    settle(g);
    expect(names(g, g.players[0]!.discard)).not.toContain('Wound');
    expect(names(g, g.players[1]!.discard)).toContain('Wound');
  });

  it('evil wins when the Monster Pit runs out', () => {
    const g = board(CLASH);
    g.schemeDeck.splice(0, 7);
    twist(g, 10); settle(g);
    expect(g.result).toBe('loss');
  });
});

describe('Hypnotize Every Human', () => {
  it('setup: 8 twists, one more henchmen group, no Bystanders in the Villain Deck', () => {
    const plan = resolvePlan({ players: 2, seed: 1, sets: SETS, scheme: HYPNO });
    expect(plan.twists).toBe(8);
    expect(plan.henchmenGroupCount).toBe(2);
    expect(plan.bystandersInVillainDeck).toBe(0);
  });

  it('twists 1-6 put a 2 Attack Hypno-Thrall above each city space; the villain below can\'t be fought until it is', () => {
    const g = board(HYPNO);
    const before = g.bystanders.length;
    twist(g, 1); settle(g);
    expect(g.bystanders.length).toBe(before - 5);
    for (let s = 0; s < 5; s++) expect(thrallsAbove(g, s)).toHaveLength(1);
    putVillain(g, 2, 'Hand Ninjas');
    g.t.attack = 10;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 2));
    const t = thrallsAbove(g, 2)[0]!;
    pick(g, act(ACT_FIGHT_THRALL, 2));
    settle(g);
    expect(g.t.attack).toBe(8);
    expect(g.players[0]!.victory).toContain(t);
    expect(isThrall(g, t)).toBe(false);
    expect(mainActions(g)).toContain(act(ACT_FIGHT, 2));
    fight(g, 2);
    expect(names(g, g.players[0]!.victory)).toContain('Hand Ninjas');
  });

  it('twists 7-8: each player puts a villain of their victory pile into the escape pile; evil wins at 8', () => {
    const g = board(HYPNO);
    const [v] = put(g, 0, 'victory', 'Hand Ninjas', 'Bystander');
    put(g, 1, 'victory', 'Bystander');
    for (let i = 0; i < 6; i++) g.escaped.push(make(g, 'Hand Ninjas'));
    twist(g, 7); settle(g);
    expect(g.escaped).toContain(v);
    expect(g.result).toBe(null);
    expect(names(g, g.players[1]!.victory)).toEqual(['Bystander']);
    put(g, 1, 'victory', 'Hand Ninjas');
    twist(g, 8); settle(g);
    expect(g.result).toBe('loss');
  });
});

describe('Divide and Conquer', () => {
  it('setup: 7 heroes; the Hero Deck split by class under the HQ spaces, each HQ hero of its deck\'s class', () => {
    const plan = resolvePlan({ players: 2, seed: 1, sets: SETS, scheme: DIVIDE });
    expect(plan.heroCount).toBe(7);
    const g = board(DIVIDE);
    expect(g.heroDeck).toHaveLength(0);
    let n = 0;
    for (let s = 0; s < 5; s++) {
      const bit = 1 << (4 - s); // Strength under the leftmost space (4), Ranged under the rightmost (0)
      n += deckSize(g, s);
      for (const c of deckUnder(g, s)) expect(clsOf(g, c) & bit).not.toBe(0);
      expect(clsOf(g, g.hq[s]!) & bit).not.toBe(0);
    }
    expect(n).toBe(g.schemeDeck.length);
  });

  it('a recruited hero is replaced from the deck under its own space', () => {
    const g = board(DIVIDE);
    const under = deckUnder(g, 1), top = under[under.length - 1]!;
    g.t.recruit = 20;
    refresh(g);
    recruit(g, 1);
    expect(g.hq[1]).toBe(top);
    expect(deckSize(g, 1)).toBe(under.length - 1);
  });

  it('twists 1-3 KO every hero in the HQ (refilled from their decks); twists 4-8 KO a Hero Deck the current player picks', () => {
    const g = board(DIVIDE);
    const hq = g.hq.slice();
    twist(g, 1); settle(g);
    for (const c of hq) expect(g.ko).toContain(c);
    expect(g.hq.every((c) => c >= 0)).toBe(true);
    const under = deckUnder(g, 3), above = g.hq[3]!;
    twist(g, 4);
    expect(reason(g)).toBe('divide-and-conquer:ko-deck');
    pick(g, 3);
    settle(g);
    expect(deckSize(g, 3)).toBe(0);
    for (const c of under) expect(g.ko).toContain(c);
    expect(g.hq[3]).toBe(above);
  });

  it('evil wins when every Hero Deck is gone, not before', () => {
    const g = board(DIVIDE);
    for (let k = 4; k <= 7; k++) { twist(g, k); settle(g); }
    expect(g.result).toBe(null);
    twist(g, 8); settle(g);
    expect(g.result).toBe('loss');
  });
});
