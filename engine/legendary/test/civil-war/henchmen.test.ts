// Civil War henchmen: Mandroid, Cape-Killers.
import { describe, expect, it } from 'vitest';
import { ACT_FIGHT, act, fight, mainActions, make, pick, put, putVillain, reason, refresh } from '../helpers.js';
import { villainAttack } from '../../rules.js';
import { cwVillainGame } from './villain-setup-b.js';

describe('Mandroid', () => {
  it('2 Attack, +1 for each Mandroid in the victory pile of the player whose turn it is', () => {
    const g = cwVillainGame(['HYDRA'], ['Mandroid']);
    putVillain(g, 0, 'Mandroid');
    expect(villainAttack(g, 0)).toBe(2);
    g.players[0]!.victory.push(make(g, 'Mandroid'), make(g, 'Mandroid'), make(g, 'Hand Ninjas'));
    g.players[1]!.victory.push(make(g, 'Mandroid'));
    expect(villainAttack(g, 0)).toBe(4);
  });

  it('Fight: KO one of your heroes', () => {
    const g = cwVillainGame(['HYDRA'], ['Mandroid']);
    putVillain(g, 0, 'Mandroid');
    const [a, t] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    g.t.attack = 2;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('ko-chosen');
    expect(g.pending!.options).toEqual([a, t]);
    pick(g, t!);
    expect(g.ko).toEqual([t]);
  });
});

describe('Cape-Killers', () => {
  it('S.H.I.E.L.D. Clearance: not offered without a S.H.I.E.L.D. hero in hand; the printed * is that reminder: 3 Attack', () => {
    const g = cwVillainGame(['HYDRA'], ['Cape-Killers']);
    putVillain(g, 0, 'Cape-Killers');
    expect(villainAttack(g, 0)).toBe(3);
    g.t.attack = 3;
    put(g, 0, 'hand', 'Fixture Cost 3');
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 0));
    put(g, 0, 'hand', 'S.H.I.E.L.D. Trooper');
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_FIGHT, 0));
  });

  it('Fight: after the Clearance discard, KO a card of your choice from your discard pile', () => {
    const g = cwVillainGame(['HYDRA'], ['Cape-Killers']);
    const v = putVillain(g, 0, 'Cape-Killers');
    const [w] = put(g, 0, 'discard', 'Wound');
    const [t] = put(g, 0, 'hand', 'S.H.I.E.L.D. Trooper');
    g.t.attack = 3;
    refresh(g);
    fight(g, 0);
    // the only S.H.I.E.L.D. hero is discarded without asking; then the KO
    expect(reason(g)).toBe('civil-war:ko-from-discard');
    expect(g.pending!.options).toEqual([w, t]);
    pick(g, w!);
    expect(g.ko).toEqual([w]);
    expect(g.players[0]!.discard).toEqual([t]);
    expect(g.players[0]!.victory).toEqual([v]);
  });
});
