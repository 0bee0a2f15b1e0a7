// Transform Citizens Into Demons (Dark City): Jean Grey cards as Goblin Queens, Demon Goblins beside the
// scheme and fighting them, Evil Wins.
import { describe, expect, it } from 'vitest';
import { ACT_FIGHT_DEMON_GOBLIN } from '../../cards/dark-city/schemes/transform-citizens-into-demons.js';
import { isVillain, villainAttack, victoryPoints } from '../../rules.js';
import { SetupError } from '../../setup.js';
import { act, fight, mainActions, names, pick, refresh, revealVillainCard, setupGame } from '../helpers.js';
import { DC, SOLO, escapeHarm, fresh, heroCards, makeDef, progress, schemeBoard, twist, villainDeckKinds, ofGroup, settle } from './mastermind-fixtures.js';

const TRANSFORM = 'Transform Citizens Into Demons', JEAN = 'Jean Grey';

describe('Transform Citizens Into Demons', () => {
  it('setup: 8 twists, the 14 Jean Grey cards in the Villain Deck (never in the Hero Deck), no Bystanders', () => {
    heroCards(JEAN);
    for (const o of [{ players: 2 }, SOLO]) {
      const g = fresh({ ...o, scheme: TRANSFORM });
      const k = villainDeckKinds(g);
      expect(k.twist).toBe(8);
      expect(k.bystander ?? 0).toBe(0);
      expect(ofGroup(g, [...g.villainDeck, ...g.city], JEAN)).toBe(14);
      expect(g.setup.heroes).not.toContain(JEAN);
      expect(ofGroup(g, [...g.heroDeck, ...g.hq], JEAN)).toBe(0);
    }
    expect(() => setupGame({ sets: DC, scheme: TRANSFORM, heroes: [JEAN] })).toThrow(SetupError);
  });

  it('a Jean Grey card is a Goblin Queen villain: Attack = its cost + the Demon Goblins; worth 4 VP when defeated', () => {
    const [card] = heroCards(JEAN);
    const g = schemeBoard(TRANSFORM);
    g.schemeZone = [];
    const q = makeDef(g, card!);
    g.villainDeck.push(q);
    expect(isVillain(g, q)).toBe(true);
    revealVillainCard(g);
    expect(g.city[0]).toBe(q);
    expect(villainAttack(g, 0)).toBe(card!.cost);
    twist(g);
    expect(villainAttack(g, 0)).toBe(card!.cost + 5);
    g.t.attack = villainAttack(g, 0);
    refresh(g);
    fight(g, 0);
    settle(g);
    expect(g.players[0]!.victory).toEqual([q]);
    expect(victoryPoints(g, 0)).toBe(4);
  });

  it('twist: 5 Bystanders are stacked beside the scheme as Demon Goblins (2 Attack); fighting one rescues it', () => {
    heroCards(JEAN);
    const g = schemeBoard(TRANSFORM);
    g.schemeZone = [];
    twist(g);
    expect(names(g, g.schemeZone)).toEqual(Array(5).fill('Bystander'));
    const top = g.schemeZone[4]!;
    g.t.attack = 1;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT_DEMON_GOBLIN, top));
    g.t.attack = 2;
    refresh(g);
    pick(g, act(ACT_FIGHT_DEMON_GOBLIN, top));
    expect(g.players[0]!.victory).toEqual([top]);
    expect(g.schemeZone.length).toBe(4);
    expect(g.t.attack).toBe(0);
  });

  it('evil wins when 4 Goblin Queens have escaped', () => {
    const cards = heroCards(JEAN);
    const g = schemeBoard(TRANSFORM);
    for (let i = 0; i < 3; i++) g.escaped.push(makeDef(g, cards[i]!));
    for (let s = 0; s < 4; s++) g.city[s] = makeDef(g, cards[0]!);
    g.city[4] = makeDef(g, cards[1]!);
    g.villainDeck.push(makeDef(g, cards[2]!));
    expect(progress(g)).toBeCloseTo(3 / 4);
    expect(escapeHarm(g, 4)).toBeGreaterThan(0);
    revealVillainCard(g);
    expect(g.result).toBe('loss');
    expect(g.cause).toMatch(/Goblin Queens/);
  });
});
