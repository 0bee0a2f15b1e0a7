import { describe, expect, it } from 'vitest';
import { ACT_FIGHT, act, fight, mainActions, names, onVillainDeck, pick, put, putVillain, reason, refresh, revealVillainCard } from '../helpers.js';
import { captureWitnesses } from '../../keywords/hidden-witness.js';
import { faceDownCount, villainAttack } from '../../rules.js';
import { noirGame } from './noir-game.js';

const kind = (g: ReturnType<typeof noirGame>, c: number) => g.cards[g.defOf[c]!]!.kind;

describe("Goblin's Freak Show", () => {
  it('Vulture: Ambush captures 2 Hidden Witnesses; Fight: each other player KOs a Bystander or gains a Wound; Escape: each player gains a Wound', () => {
    const g = noirGame();
    const v = onVillainDeck(g, 'Vulture, Carnival Cannibal');
    revealVillainCard(g);
    expect(faceDownCount(g, v)).toBe(2);
    g.faceDown = []; g.faceDownOf = [];
    put(g, 1, 'victory', 'Bystander');
    g.t.attack = 5;
    refresh(g);
    fight(g, 0);
    expect(g.pending!.player).toBe(1);
    pick(g, g.players[1]!.victory[0]!);
    expect(g.players[1]!.victory).toHaveLength(0);
    expect(g.players[1]!.discard).toHaveLength(0);
  });

  it('Vulture: an other player without a Bystander gains a Wound', () => {
    const g = noirGame();
    putVillain(g, 0, 'Vulture, Carnival Cannibal');
    g.t.attack = 5;
    refresh(g);
    fight(g, 0);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    expect(g.players[0]!.discard).toHaveLength(0);
  });

  it('The Chameleon: Fight reveals the top Villain Deck card; a villain enters the space he was in, anything else stays', () => {
    const g = noirGame();
    putVillain(g, 2, 'The Chameleon');
    const m = onVillainDeck(g, 'Montana');
    g.t.attack = 8;
    refresh(g);
    fight(g, 2);
    expect(g.city[2]).toBe(m);
    const g2 = noirGame();
    putVillain(g2, 2, 'The Chameleon');
    const b = onVillainDeck(g2, 'Bystander');
    g2.t.attack = 4;
    refresh(g2);
    fight(g2, 2);
    expect(g2.city[2]).toBe(-1);
    expect(g2.villainDeck[g2.villainDeck.length - 1]).toBe(b);
  });

  it('Kraven: Attack is the highest cost in the HQ; Ambush: a Hidden Witness per HQ hero costing 7 or more', () => {
    const g = noirGame();
    const costs = g.hq.map((c) => g.cards[g.defOf[c]!]!.cost);
    const k = onVillainDeck(g, 'Kraven, Animal Trainer');
    revealVillainCard(g);
    expect(villainAttack(g, 0)).toBe(Math.max(...costs));
    expect(faceDownCount(g, k)).toBe(costs.filter((c) => c >= 7).length);
  });

  it('Ox: a player who does not reveal a Strength hero loses a random victory-pile Bystander to him', () => {
    const g = noirGame();
    put(g, 1, 'victory', 'Bystander');
    const ox = onVillainDeck(g, 'Ox');
    revealVillainCard(g);
    expect(faceDownCount(g, ox)).toBe(1);
    expect(g.players[1]!.victory).toHaveLength(0);
    const g2 = noirGame();
    put(g2, 1, 'victory', 'Bystander');
    put(g2, 1, 'hand', 'Follow Big Leads');
    const ox2 = onVillainDeck(g2, 'Ox');
    revealVillainCard(g2);
    expect(reason(g2)).toBe('dark-city:reveal-or-else');
    pick(g2, 1);
    expect(faceDownCount(g2, ox2)).toBe(0);
  });

  it("Montana: each Goblin's Freak Show villain in the city captures a Hidden Witness (others do not)", () => {
    const g = noirGame();
    const ch = putVillain(g, 0, 'The Chameleon');
    const other = putVillain(g, 2, 'Hand Ninjas');
    const mt = onVillainDeck(g, 'Montana');
    revealVillainCard(g);
    expect([faceDownCount(g, mt), faceDownCount(g, ch), faceDownCount(g, other)]).toEqual([1, 1, 0]);
  });

  it('Fancy Dan: Ambush captures 3; Fight: KO one of your heroes', () => {
    const g = noirGame();
    const fd = onVillainDeck(g, 'Fancy Dan');
    revealVillainCard(g);
    expect(faceDownCount(g, fd)).toBe(3);
    g.faceDown = []; g.faceDownOf = [];
    const [a] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent');
    g.t.attack = 1;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_FIGHT, 0));
    fight(g, 0);
    expect(g.ko).toContain(a);
  });

  it('a villain holding a Hidden Witness cannot be fought even with enough Attack', () => {
    const g = noirGame();
    const v = putVillain(g, 0, 'Fancy Dan');
    captureWitnesses(g, v, 1);
    g.t.attack = 9;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 0));
    expect(kind(g, g.faceDown[0]!)).toBe('bystander');
  });
});
