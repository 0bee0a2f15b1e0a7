// Great Lakes Avengers (Civil War): Big Bertha, Flatman, Mr. Immortal, Squirrel Girl.
import { describe, expect, it } from 'vitest';
import { ACT_FIGHT_FORTIFIER, FORT_SIDEKICKS, fortifier } from '../../keywords/fortify.js';
import { ACT_SIDEKICK, gainSidekick } from '../../keywords/sidekicks.js';
import { villainAttack } from '../../rules.js';
import { ACT_FIGHT, act, fight, mainActions, make, names, onVillainDeck, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';
import { cwVillainGame, escapes } from './villain-setup-b.js';

const GROUP = 'Great Lakes Avengers';
const game = () => cwVillainGame([GROUP]);

describe('Great Lakes Avengers', () => {
  it('Big Bertha: Size-Changing (Strength): 7 Attack, 5 once a Strength card was played', () => {
    const g = game();
    putVillain(g, 0, 'Big Bertha', GROUP);
    expect(villainAttack(g, 0)).toBe(7);
    const [s] = put(g, 0, 'hand', 'Fixture Strength');
    refresh(g);
    playCard(g, s!);
    expect(villainAttack(g, 0)).toBe(5);
  });

  it('Big Bertha Fight: every player reveals a Strength hero or gains a Wound', () => {
    const g = game();
    putVillain(g, 0, 'Big Bertha', GROUP);
    put(g, 1, 'hand', 'Fixture Strength');
    g.t.attack = 7;
    refresh(g);
    fight(g, 0);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(reason(g)).toBe('reveal-or-wound');
    expect(g.pending!.player).toBe(1);
    pick(g, 1);
    expect(g.players[1]!.discard).toEqual([]);
  });

  it('Big Bertha Escape: the same', () => {
    const g = game();
    escapes(g, 'Big Bertha', GROUP);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });

  it('Flatman: Size-Changing (Covert); Fight: KO a card of your choice from your discard pile', () => {
    const g = game();
    putVillain(g, 0, 'Flatman', GROUP);
    expect(villainAttack(g, 0)).toBe(5);
    const [w, a] = put(g, 0, 'discard', 'Wound', 'S.H.I.E.L.D. Agent');
    const [c] = put(g, 0, 'hand', 'Fixture Covert');
    refresh(g);
    playCard(g, c!);
    g.t.attack = 2;
    expect(villainAttack(g, 0)).toBe(3);
    g.t.attack = 3;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('civil-war:ko-from-discard');
    expect(g.pending!.options).toEqual([w, a]);
    pick(g, w!);
    expect(g.ko).toEqual([w]);
    expect(g.players[0]!.discard).toEqual([a]);
  });

  it('Mr. Immortal Fight: a Villain or a Bystander on top of the Villain Deck makes him reenter the Sewers (pushing the others)', () => {
    for (const top of ['Hand Ninjas', 'Bystander']) {
      const g = game();
      const other = putVillain(g, 0, 'Hand Ninjas');
      const m = putVillain(g, 1, 'Mr. Immortal', GROUP);
      const t = onVillainDeck(g, top);
      g.t.attack = 2;
      refresh(g);
      fight(g, 1);
      expect(g.players[0]!.victory).toEqual([]);
      expect(g.city.slice(0, 3)).toEqual([m, other, -1]);
      expect(g.villainDeck[g.villainDeck.length - 1]).toBe(t); // revealed, not played
    }
  });

  it('Mr. Immortal Fight: a Scheme Twist or Master Strike on top: he stays in the victory pile', () => {
    for (const top of ['Scheme Twist', 'Master Strike']) {
      const g = game();
      const m = putVillain(g, 0, 'Mr. Immortal', GROUP);
      onVillainDeck(g, top);
      g.t.attack = 2;
      refresh(g);
      fight(g, 0);
      expect(g.players[0]!.victory).toEqual([m]);
      expect(g.city[0]).toBe(-1);
    }
  });

  it("Squirrel Girl can't be fought once two cards were played this turn (one is fine)", () => {
    const g = game();
    putVillain(g, 0, 'Squirrel Girl', GROUP);
    const [a, b] = put(g, 0, 'hand', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Trooper');
    g.t.attack = 3;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_FIGHT, 0));
    playCard(g, a!);
    expect(mainActions(g)).toContain(act(ACT_FIGHT, 0));
    playCard(g, b!);
    expect(g.t.attack).toBe(5);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 0));
  });

  it('Squirrel Girl Escape: she fortifies the Sidekick stack: no Sidekick recruited or gained until she is fought', () => {
    const g = game();
    g.sidekicks.push(make(g, 'Hairball'), make(g, 'Lockjaw'));
    const v = escapes(g, 'Squirrel Girl', GROUP);
    expect(fortifier(g, FORT_SIDEKICKS)).toBe(v);
    g.t.recruit = 5;
    g.t.attack = 3;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_SIDEKICK));
    expect(gainSidekick(g, 0)).toBe(-1);
    refresh(g);
    pick(g, act(ACT_FIGHT_FORTIFIER, v));
    expect(g.players[0]!.victory).toContain(v);
    expect(mainActions(g)).toContain(act(ACT_SIDEKICK));
  });
});
