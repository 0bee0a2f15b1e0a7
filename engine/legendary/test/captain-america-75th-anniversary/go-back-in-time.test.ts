import { describe, expect, it } from 'vitest';
import { def, putIntoHq } from '../../rules.js';
import { Z_HERO_DECK } from '../../types.js';
import { make, pick, reason } from '../helpers.js';
import { capGame, hqHero, twistNow } from './game.js';

const SCHEME = "Go Back in Time to Slay Heroes' Ancestors";
const CORE_HEROES = ['Cyclops', 'Hawkeye', 'Iron Man'];

describe(SCHEME, () => {
  it('uses 8 heroes in the Hero Deck', () => {
    const g = capGame({ scheme: SCHEME, heroes: [] });
    expect(g.setup.heroes.length).toBe(8);
  });

  it('a twist purges an HQ hero; heroes of that name in the HQ are KO\'d, now and whenever one arrives', () => {
    const g = capGame({ scheme: SCHEME, heroes: [] });
    const a = hqHero(g, 0, 'Aerial Catch');
    const b = hqHero(g, 3, 'Winged Salvation'); // same hero name: Captain America (Falcon)
    hqHero(g, 1, 'Bionic Arm');
    g.heroDeck.push(hqHero(g, 4, 'Star-Spangled Hero'));
    g.hq[4] = -1;
    hqHero(g, 4, 'Sniper Nest');
    twistNow(g, 1, false);
    expect(reason(g)).toBe('go-back-in-time:purge');
    pick(g, 0);
    expect(g.schemeZone).toContain(a);
    expect(g.ko).toContain(b);
    // the refills never leave a Captain America (Falcon) card in the HQ
    expect(g.hq.some((c) => c >= 0 && def(g, c).group === 'Captain America (Falcon)')).toBe(false);
    void CORE_HEROES;
  });

  it('a hero of a purged name put into an empty HQ space directly (not by a refill) is KO\'d too', () => {
    const g = capGame({ scheme: SCHEME, heroes: [] });
    g.schemeZone.push(make(g, 'Aerial Catch')); // Captain America (Falcon) purged
    const b = make(g, 'Winged Salvation');
    g.heroDeck.push(make(g, 'Bionic Arm'));
    g.hq[2] = -1;
    putIntoHq(g, 2, b, Z_HERO_DECK);
    expect(g.ko).toContain(b);
    expect(def(g, g.hq[2]!).name).toBe('Bionic Arm');
  });

  it('Evil wins when the Hero Deck runs out', () => {
    const g = capGame({ scheme: SCHEME, heroes: [] });
    g.heroDeck = [g.heroDeck[0]!];
    g.hq[0] = -1;
    expect(g.result).toBeNull();
    twistNow(g, 1);
    expect(g.result).toBe('loss');
  });
});
