import { describe, expect, it } from 'vitest';
import { COUNTRIES, outside } from '../../cards/captain-america-75th-anniversary/schemes/change-the-outcome-of-wwii.js';
import { cityDestroyedAll, cityEnd, cityLive, destroyCitySpace } from '../../rules.js';
import { newAttachments } from '../../zones.js';
import { make, names, putVillain, setupGame } from '../helpers.js';
import { CAP_SET, capGame, escape, quietVillainDeck, twistNow } from './game.js';

const SCHEME = 'Change the Outcome of WWII';
/** A clean board for this scheme: the 6-space city, in the normal 5-space city. */
function wwii() {
  const g = capGame({ scheme: SCHEME, players: 2 });
  g.city = [-1, -1, -1, -1, -1, -1];
  g.att = newAttachments(6, g.hq.length);
  g.cityDestroyed = outside(5);
  return g;
}

describe(SCHEME, () => {
  it('sets up a normal 5-space city (of 6 spaces) and one extra villain group', () => {
    const g = setupGame({ sets: ['core', CAP_SET], mastermind: 'Arnim Zola', scheme: SCHEME, heroes: [] });
    expect(g.city.length).toBe(6);
    expect(cityEnd(g)).toBe(g.stats.twists === 0 ? 4 : COUNTRIES[g.stats.twists - 1]![1] - 1); // the first Villain card may be a twist
    expect(g.setup.villains.length).toBe(3);
  });

  it('a twist puts the city\'s villains and their Bystanders under the Villain Deck, resizes the city and plays 2 cards', () => {
    const g = wwii();
    const v = putVillain(g, 4, 'Doughboy');
    const b = make(g, 'Bystander');
    g.att[4]!.push(b);
    quietVillainDeck(g, 30);
    const played = g.stats.villainCardsPlayed;
    twistNow(g, 1);
    expect(g.villainDeck.slice(0, 2)).toEqual(expect.arrayContaining([v, b]));
    g.villainDeck = g.villainDeck.filter((c) => c !== v);
    expect([0, 1, 2, 3].every((s) => cityLive(g, s))).toBe(true);
    expect(cityLive(g, 4)).toBe(false);
    expect(g.stats.villainCardsPlayed).toBe(played + 2);
    for (let n = 2; n <= 7; n++) {
      twistNow(g, n);
      expect(cityEnd(g) + 1, COUNTRIES[n - 1]![0]).toBe(COUNTRIES[n - 1]![1]);
    }
  });

  it('a villain escaping a country conquers its capital (once per country); 3 capitals: Evil wins', () => {
    const g = wwii();
    escape(g, putVillain(g, 4, 'Doughboy'), 4);
    expect(g.vars['wwii:capitals'] ?? 0).toBe(0); // the normal city is no country
    for (let n = 1; n <= 3; n++) {
      g.villainDeck = Array.from({ length: 4 }, () => make(g, 'Bystander'));
      twistNow(g, n);
      expect(g.result).toBeNull();
      const end = cityEnd(g);
      escape(g, putVillain(g, end, 'Doughboy'), end);
      if (n === 1) { escape(g, putVillain(g, end, 'Doughboy'), end); expect(g.vars['wwii:capitals']).toBe(1); }
    }
    expect(g.result).toBe('loss');
    expect(names(g, g.schemeZone).filter((x) => x === 'Scheme Twist').length).toBe(3);
  });

  it('with Galactus: a space he destroyed stays destroyed in every later country (the rulebook: a country only moves the city\'s edge), his Master Strike moves along, and a one-space country with a space gone is the whole city destroyed', () => {
    const g = wwii();
    g.setup = { ...g.setup, mastermind: 'Galactus' };
    const strike = make(g, 'Scheme Twist'); // stands for the Master Strike he leaves on the space
    destroyCitySpace(g, cityEnd(g), strike); // the normal city's last space (4)
    quietVillainDeck(g, 30);
    twistNow(g, 1); // Poland: 4 spaces, one of them destroyed
    expect(cityEnd(g)).toBe(2);
    expect(cityLive(g, 3)).toBe(false);
    expect(g.att[3]).toEqual([strike]);
    twistNow(g, 3); // USSR: 6 spaces, one destroyed
    expect(cityEnd(g)).toBe(4);
    expect(g.att[5]).toEqual([strike]);
    twistNow(g, 7); // Switzerland: 1 space, destroyed
    expect(cityDestroyedAll(g)).toBe(true);
  });
});
