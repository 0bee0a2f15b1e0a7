import { describe, expect, it } from 'vitest';
import { SEWERS, villainAttack } from '../../rules.js';
import { fight, names, putVillain, refresh } from '../helpers.js';
import { capGame, escape, twistNow } from './game.js';

const SCHEME = 'Brainwash the Military';
const officerIn = (g: ReturnType<typeof capGame>, s: number) => { const c = g.villainDeck.find((x) => names(g, [x])[0] === 'S.H.I.E.L.D. Officer')!; g.villainDeck.splice(g.villainDeck.indexOf(c), 1); g.city[s] = c; g.att[s] = []; return c; };

describe(SCHEME, () => {
  it('puts 12 S.H.I.E.L.D. Officers in the Villain Deck (7 twists), taken from the Officer stack', () => {
    const g = capGame({ scheme: SCHEME });
    expect(names(g, g.villainDeck).filter((n) => n === 'S.H.I.E.L.D. Officer').length + names(g, g.city.filter((c) => c >= 0)).filter((n) => n === 'S.H.I.E.L.D. Officer').length).toBe(12);
    expect(g.officers.length).toBe(18);
  });

  it('an Officer in the city is a villain of Attack 3 + the Traitor Battalion; defeated, it is gained as a hero', () => {
    const g = capGame({ scheme: SCHEME });
    const o = officerIn(g, SEWERS);
    expect(villainAttack(g, SEWERS)).toBe(3);
    twistNow(g, 1);
    expect(g.schemeZone.length).toBe(1);
    expect(villainAttack(g, g.city.indexOf(o))).toBe(4);
    const s = g.city.indexOf(o);
    g.t.attack = 4;
    refresh(g);
    fight(g, s);
    expect(g.players[0]!.discard).toContain(o);
    expect(g.players[0]!.victory).not.toContain(o);
  });

  it('twists 1-6 play another Villain Deck card; twist 7 makes every Officer in the city escape', () => {
    const g = capGame({ scheme: SCHEME });
    const before = g.stats.villainCardsPlayed;
    twistNow(g, 1);
    expect(g.stats.villainCardsPlayed).toBe(before + 1);
    const h = capGame({ scheme: SCHEME });
    const o = officerIn(h, SEWERS);
    putVillain(h, 1, 'Doughboy');
    twistNow(h, 7);
    expect(h.escaped).toContain(o);
    expect(h.city[1]).toBeGreaterThanOrEqual(0);
  });

  it('Evil wins when 5 Officers have escaped', () => {
    const g = capGame({ scheme: SCHEME });
    for (let i = 0; i < 5; i++) {
      expect(g.result).toBeNull();
      escape(g, officerIn(g, 4), 4);
    }
    expect(g.result).toBe('loss');
  });
});
