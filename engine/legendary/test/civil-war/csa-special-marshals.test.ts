// CSA Special Marshals (Civil War): Bullseye, Moonstone, Penance, Venom.
import { describe, expect, it } from 'vitest';
import { run } from '../../flow.js';
import { ACT_FIGHT_FORTIFIER, FORT_BYSTANDERS, fortifier } from '../../keywords/fortify.js';
import { HEROES, hero } from '../../registry.js';
import { rescue, villainAttack } from '../../rules.js';
import { COVERT, TECH, type Game } from '../../types.js';
import { act, fight, mainActions, make, names, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';
import { CW, cwVillainGame, escapes } from './villain-setup-b.js';

const GROUP = 'CSA Special Marshals';
if (!HEROES.has('Fixture Split')) {
  hero('Fixture Split', '', [{
    name: 'Fixture Punch/Fixture Pay', copies: 1, cls: 0, cost: 4, text: '',
    divided: [
      { name: 'Fixture Punch', cls: TECH, attack: 2, text: '2 Attack' },
      { name: 'Fixture Pay', cls: COVERT, recruit: 2, text: '2 Recruit' },
    ],
  }], 'test');
}
const game = () => cwVillainGame([GROUP], ['Hand Ninjas'], { sets: [...CW, 'test'] });
function rescueFromStack(g: Game): void {
  g.stack = []; g.pending = null; g.pendingFrame = null;
  rescue(g, 0, 1);
  run(g);
}

describe('CSA Special Marshals', () => {
  it('Bullseye Fight: KO one of your heroes with a Recruit icon; a Divided card in hand counts through either side', () => {
    const g = game();
    putVillain(g, 0, 'Bullseye', GROUP);
    const [agent, trooper, split] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'Fixture Punch/Fixture Pay');
    g.t.attack = 6;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('civil-war:ko-hero-where');
    expect(g.pending!.options.sort()).toEqual([agent, split].sort());
    pick(g, agent!);
    expect(g.ko).toEqual([agent]);
    expect(g.players[0]!.hand.sort()).toEqual([trooper, split].sort());
  });

  it('Bullseye Escape: every player KOs one of their heroes with a printed Attack of 2 or more (1 Attack is safe)', () => {
    const g = game();
    const [t0, split] = put(g, 0, 'hand', 'S.H.I.E.L.D. Trooper', 'Fixture Punch/Fixture Pay');
    const [t1, a1] = put(g, 1, 'hand', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent');
    escapes(g, 'Bullseye', GROUP);
    // player 1's only such hero (the Divided card: its Attack side shows 2) is KO'd without asking; player 2 has none
    expect(g.ko).toContain(split);
    expect(g.players[0]!.hand).toEqual([t0]);
    expect(g.players[1]!.hand).toEqual([t1, a1]);
    expect(reason(g)).toBe('main');
  });

  it('Moonstone Fight: every other player discards two cards, then draws one; the fighter keeps their hand', () => {
    const g = game();
    putVillain(g, 0, 'Moonstone', GROUP);
    const mine = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'Wound');
    const [a, b, c] = put(g, 1, 'hand', 'S.H.I.E.L.D. Agent', 'Wound', 'S.H.I.E.L.D. Trooper');
    const [d] = put(g, 1, 'deck', 'Fixture Cost 5');
    g.t.attack = 4;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('discard-a-card');
    expect(g.pending!.player).toBe(1);
    pick(g, b!);
    pick(g, a!);
    expect(g.players[1]!.discard).toEqual([b, a]);
    expect(g.players[1]!.hand).toEqual([c, d]);
    expect(g.players[0]!.hand).toEqual(mine);
  });

  it('Penance: 2 Attack, +1 for each Villain (henchmen too) in the victory pile of the player whose turn it is', () => {
    const g = game();
    putVillain(g, 0, 'Penance', GROUP);
    expect(villainAttack(g, 0)).toBe(2);
    put(g, 0, 'victory', 'Hand Ninjas', 'Bystander');
    g.players[0]!.victory.push(make(g, 'Moonstone', GROUP));
    g.players[1]!.victory.push(make(g, 'Moonstone', GROUP));
    expect(villainAttack(g, 0)).toBe(4);
  });

  it('Venom: Size-Changing (Covert): 7 Attack, 5 to fight once a Covert card was played', () => {
    const g = game();
    putVillain(g, 0, 'Venom', GROUP);
    expect(villainAttack(g, 0)).toBe(7);
    const [c] = put(g, 0, 'hand', 'Fixture Covert');
    refresh(g);
    playCard(g, c!);
    expect(villainAttack(g, 0)).toBe(5);
  });

  it("Venom Escape: it fortifies the Bystander stack; a Bystander rescued from the stack is KO'd, captured ones are rescued; fighting it ends that", () => {
    const g = game();
    const v = escapes(g, 'Venom', GROUP);
    expect(fortifier(g, FORT_BYSTANDERS)).toBe(v);
    expect(g.escaped).not.toContain(v);
    const top = g.bystanders[g.bystanders.length - 1]!;
    rescueFromStack(g);
    expect(g.players[0]!.victory).not.toContain(top);
    expect(g.ko).toContain(top);
    // a Bystander held by a villain is not from the stack
    const h = putVillain(g, 0, 'Hand Ninjas');
    const held = make(g, 'Bystander');
    g.att[0]!.push(held);
    g.t.attack = villainAttack(g, 0) + 7;
    refresh(g);
    fight(g, 0);
    expect(g.players[0]!.victory).toEqual([h, held]);
    // fighting Venom (7 Attack, out of the city) frees the stack
    expect(mainActions(g)).toContain(act(ACT_FIGHT_FORTIFIER, v));
    pick(g, act(ACT_FIGHT_FORTIFIER, v));
    expect(fortifier(g, FORT_BYSTANDERS)).toBe(-1);
    const next = g.bystanders[g.bystanders.length - 1]!;
    rescueFromStack(g);
    expect(g.players[0]!.victory).toContain(next);
    expect(names(g, g.players[0]!.victory)).toEqual(['Hand Ninjas', 'Bystander', 'Venom', 'Bystander']);
  });

  it("Venom: a Bystander KO'd from the fortified stack is seen by Evil Wins at once (Nitro at its 15th Bystander)", () => {
    const g = cwVillainGame([GROUP], ['Hand Ninjas'], { scheme: 'Nitro the Supervillain Threatens Crowds' });
    escapes(g, 'Venom', GROUP);
    g.ko.push(...Array.from({ length: 14 }, () => make(g, 'Bystander')));
    expect(g.result).toBe(null);
    g.stack = []; g.pending = null; g.pendingFrame = null;
    rescue(g, 0, 1);
    expect(g.result).toBe('loss');
  });
});
