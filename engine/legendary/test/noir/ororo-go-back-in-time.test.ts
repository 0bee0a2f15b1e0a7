// Ororo Munroe, Storm-Tossed (Noir, X-Men Noir) with Go Back in Time to Slay Heroes' Ancestors (Captain America 75th
// Anniversary): the hero her investigation puts into the emptied HQ space enters the HQ like a refill, so a hero of a
// purged name is KO'd at once (the scheme's rule watches every card put into the HQ).
import { describe, expect, it } from 'vitest';
import { def } from '../../rules.js';
import { cleanBoard, fight, make, pick, putVillain, reason, refresh, setupGame } from '../helpers.js';
import '../../index.js';

const SCHEME = "Go Back in Time to Slay Heroes' Ancestors";

describe('Ororo Munroe, Storm-Tossed × Go Back in Time', () => {
  it('Ororo Munroe: a hero of a purged name her investigation puts into the HQ is KO\'d and the space refilled', () => {
    const g = cleanBoard(setupGame({
      sets: ['core', 'noir', 'captain-america-75th-anniversary'], scheme: SCHEME, mastermind: 'Red Skull',
      villains: ['X-Men Noir'], henchmen: ['Hand Ninjas'], heroes: [],
    }));
    g.schemeZone.push(make(g, 'Aerial Catch')); // Captain America (Falcon) purged
    g.hq[3] = make(g, 'Bionic Arm');
    const under = make(g, 'Sniper Nest');
    const falcon = make(g, 'Winged Salvation');
    g.heroDeck.push(make(g, 'Sniper Nest'), under, falcon);
    putVillain(g, 0, 'Ororo Munroe, Storm-Tossed');
    g.t.attack = 4;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('x-men-noir:ororo:ko');
    pick(g, 3);
    expect(reason(g)).toBe('investigate:x-men-noir:ororo:found');
    pick(g, falcon);
    while (reason(g) !== 'main') pick(g, g.pending!.options[0]!);
    expect(g.ko).toContain(falcon);
    expect(g.hq.some((c) => c >= 0 && def(g, c).group === 'Captain America (Falcon)')).toBe(false);
    expect(g.hq[3]).toBeGreaterThanOrEqual(0);
  });
});
