// Enthrone the Barons of Battleworld (Secret Wars Volume 2): villains ascend at each twist as Barons: +2 Attack and
// the scheme's Master Strike; evil wins with six Masterminds.
import { describe, expect, it } from 'vitest';
import { ACT_FIGHT_OTHER_MASTERMIND } from '../../keywords/other-masterminds.js';
import { ascend, otherAttack } from '../../rules.js';
import type { Game } from '../../types.js';
import {
  act, cleanBoard, make, onVillainDeck, pick, put, putVillain, reason, refresh, revealVillainCard, setupGame,
} from '../helpers.js';
import { resolvePlan } from '../../setup.js';

const SETS = ['core', 'secret-wars-volume-2'];
const ENTHRONE = 'Enthrone the Barons of Battleworld';

function board(): Game {
  const g = cleanBoard(setupGame({ sets: SETS, scheme: ENTHRONE, mastermind: 'Red Skull', villains: ['HYDRA'] }));
  g.escaped = []; g.schemeZone = [];
  return g;
}
function twist(g: Game): void { onVillainDeck(g, 'Scheme Twist'); revealVillainCard(g); }
function settle(g: Game): void { while (reason(g) !== 'main' && g.result === null) pick(g, g.pending!.options[0]!); }

describe('Enthrone the Barons of Battleworld', () => {
  it('setup: 8 twists', () => {
    expect(resolvePlan({ players: 2, seed: 1, sets: SETS, scheme: ENTHRONE }).twists).toBe(8);
  });

  it('twists 1-7: the villain of the city or escape pile with the highest printed Attack ascends, with +2 Attack and what it held', () => {
    const g = board();
    const viper = putVillain(g, 1, 'Viper'); // 5
    const kidnappers = putVillain(g, 2, 'HYDRA Kidnappers'); // 3
    const bystander = make(g, 'Bystander');
    g.att[1]!.push(bystander);
    const endless = make(g, 'Endless Armies of HYDRA'); // 4, escaped
    g.escaped.push(endless);
    twist(g); settle(g);
    expect(g.others).toEqual([viper]);
    expect(g.city[1]).toBe(-1);
    expect(g.othersAtt[0]).toEqual([bystander]);
    expect(otherAttack(g, 0)).toBe(7);
    twist(g); settle(g);
    expect(g.others).toEqual([viper, endless]); // the escape pile counts too
    expect(g.escaped).not.toContain(endless);
    expect(g.city[2]).toBe(kidnappers);
  });

  it('a twist with no villain in the city or escape pile enthrones nobody', () => {
    const g = board();
    g.escaped.push(make(g, 'Bystander'));
    twist(g); settle(g);
    expect(g.others).toEqual([]);
  });

  it('among villains of equal printed Attack the current player chooses (and a Bonus does not count: printed Attack)', () => {
    const g = board();
    const a = putVillain(g, 0, 'Endless Armies of HYDRA'), b = putVillain(g, 3, 'Endless Armies of HYDRA');
    g.att[3]!.push(make(g, 'Bystander')); // two copies, told apart by what they hold
    twist(g);
    expect(reason(g)).toBe('enthrone-the-barons:ascend');
    expect(g.pending!.options.sort()).toEqual([a, b].sort());
    pick(g, b); settle(g);
    expect(g.others).toEqual([b]);
    expect(g.city[0]).toBe(a);
  });

  it('twist 8: the strongest villain of each victory pile ascends', () => {
    const g = board();
    g.stats.twists = 7;
    const v0 = put(g, 0, 'victory', 'Viper', 'HYDRA Kidnappers', 'Bystander')[0]!;
    const v1 = put(g, 1, 'victory', 'Endless Armies of HYDRA')[0]!;
    putVillain(g, 2, 'Supreme HYDRA'); // the city does not count at twist 8
    twist(g); settle(g);
    expect(g.others.sort()).toEqual([v0, v1].sort());
    expect(g.players[0]!.victory).not.toContain(v0);
    expect(g.players[1]!.victory).toEqual([]);
  });

  it('a Baron\'s Master Strike: each player discards a card costing its printed VP (a choice among several); others keep theirs', () => {
    const g = board();
    putVillain(g, 0, 'Viper'); // printed VP 3
    twist(g); settle(g);
    const [three] = put(g, 0, 'hand', 'Avengers Assemble!'); // Captain America, cost 3
    put(g, 0, 'hand', 'S.H.I.E.L.D. Agent');
    put(g, 1, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    onVillainDeck(g, 'Master Strike'); revealVillainCard(g);
    if (reason(g) === 'master-strike-order') pick(g, g.others[0]!);
    settle(g);
    expect(g.players[0]!.discard).toContain(three);
    expect(g.players[1]!.discard).toEqual([]); // no card costing 3 (Red Skull's own strike KOs a hero from each hand)
  });

  it('a villain that ascends by its own Escape effect is no Baron: no +2, no scheme Master Strike', () => {
    const g = board();
    const v = make(g, 'Viper');
    g.escaped.push(v);
    ascend(g, v);
    expect(otherAttack(g, 0)).toBe(5);
  });

  it('a Baron is fought like any other Mastermind, at its Attack with the +2', () => {
    const g = board();
    const viper = putVillain(g, 0, 'Viper');
    twist(g); settle(g);
    g.t.attack = 6; refresh(g);
    expect(() => pick(g, act(ACT_FIGHT_OTHER_MASTERMIND, 0))).toThrow();
    g.t.attack = 7; refresh(g);
    pick(g, act(ACT_FIGHT_OTHER_MASTERMIND, 0)); settle(g);
    expect(g.players[0]!.victory).toContain(viper);
  });

  it('evil wins when there are six Masterminds (the setup\'s counts while it stands)', () => {
    const g = board();
    for (let i = 0; i < 4; i++) { putVillain(g, i, 'Viper'); twist(g); settle(g); }
    expect(g.others).toHaveLength(4);
    expect(g.result).toBeNull();
    putVillain(g, 0, 'Viper');
    twist(g); settle(g);
    expect(g.result).toBe('loss');
  });
});
