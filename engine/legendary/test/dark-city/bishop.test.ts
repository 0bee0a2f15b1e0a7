import { describe, expect, it } from 'vitest';
import { koFromHq } from '../../rules.js';
import { fight, names, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';
import { heroGame } from './hero-game.js';

describe('Bishop', () => {
  it('Absorb Energies: +2 Recruit whenever a card you own is KO\'d this turn, not before it is played', () => {
    const g = heroGame();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    const [w1, w2] = put(g, 0, 'discard', 'Wound', 'S.H.I.E.L.D. Trooper');
    const [wtc1, ae, wtc2] = put(g, 0, 'hand', 'Whatever the Cost', 'Absorb Energies', 'Whatever the Cost');
    put(g, 0, 'inPlay', 'Ninjitsu'); // a Covert card played earlier
    g.t.clsCount[2] = 1;
    refresh(g);
    playCard(g, wtc1!);
    pick(g, w1!); // KO'd before Absorb Energies: nothing
    expect(g.t.recruit).toBe(0);
    playCard(g, ae!);
    expect(g.t.attack).toBe(2);
    playCard(g, wtc2!);
    expect(reason(g)).toBe('bishop:whatever-the-cost:ko');
    pick(g, w2!);
    expect(g.ko).toEqual([w1, w2]);
    expect(g.t.recruit).toBe(2);
  });

  it('Absorb Energies counts a hero KO\'d by a villain\'s Fight effect, and not a hero KO\'d from the HQ', () => {
    const g = heroGame();
    const [ae, ag] = put(g, 0, 'hand', 'Absorb Energies', 'S.H.I.E.L.D. Agent');
    putVillain(g, 0, 'Sentinel');
    refresh(g);
    playCard(g, ae!);
    g.t.attack = 3;
    koFromHq(g, 0);
    expect(g.t.recruit).toBe(0);
    refresh(g);
    fight(g, 0); // Sentinel: KO one of your heroes (the Agent in hand or Absorb Energies in play)
    pick(g, ag!);
    expect(g.ko).toContain(ag);
    expect(g.t.recruit).toBe(2);
  });

  it('Whatever the Cost draws a card; without a Covert card played earlier it KOs nothing', () => {
    const g = heroGame();
    const [top] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    put(g, 0, 'discard', 'Wound');
    const [wtc] = put(g, 0, 'hand', 'Whatever the Cost');
    refresh(g);
    playCard(g, wtc!);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.hand).toEqual([top]);
    expect(g.ko).toEqual([]);
  });

  it('Concussive Blast needs two other Ranged cards played this turn for its +3', () => {
    const g = heroGame();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    const [w1, cb1, w2, cb2] = put(g, 0, 'hand', 'Whatever the Cost', 'Concussive Blast', 'Whatever the Cost', 'Concussive Blast');
    refresh(g);
    playCard(g, w1!);
    playCard(g, cb1!); // one other Ranged card: no bonus
    expect(g.t.attack).toBe(3);
    playCard(g, w2!);
    playCard(g, cb2!); // three other Ranged cards now
    expect(g.t.attack).toBe(3 + 6);
  });

  it('Firepower from the Future discards the top four cards for their printed Attack; no KO without another X-Men hero', () => {
    const g = heroGame();
    const [under] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    const four = put(g, 0, 'deck', 'Silent Statue', 'Drop off a Friend', 'S.H.I.E.L.D. Trooper', 'Wound');
    const [fp] = put(g, 0, 'hand', 'Firepower from the Future');
    refresh(g);
    playCard(g, fp!);
    expect(reason(g)).toBe('main');
    expect(g.t.attack).toBe(4 + 4 + 2 + 1);
    expect(g.players[0]!.discard.sort()).toEqual(four.sort());
    expect(g.players[0]!.deck).toEqual([under]);
  });

  it('Firepower from the Future with the X-Men team power KOs any number of those cards; Diving Catch among them draws after', () => {
    const g = heroGame();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    const [dc, , w] = put(g, 0, 'deck', 'Diving Catch', 'S.H.I.E.L.D. Trooper', 'Wound', 'S.H.I.E.L.D. Trooper');
    put(g, 0, 'discard', 'Wound'); // not one of the four: never offered
    const [ae, fp] = put(g, 0, 'hand', 'Absorb Energies', 'Firepower from the Future');
    refresh(g);
    playCard(g, ae!);
    playCard(g, fp!);
    // the four were discarded before the catch drew two (the Agents under them)
    expect(names(g, g.players[0]!.hand)).toEqual(['S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent']);
    expect(reason(g)).toBe('bishop:firepower-from-the-future:ko');
    expect(g.pending!.options.length).toBe(4); // Diving Catch, a Trooper (two are one choice), the Wound, none
    pick(g, w!);
    pick(g, g.pending!.options.find((x) => x >= 0 && names(g, [x])[0] === 'S.H.I.E.L.D. Trooper')!);
    const left = g.pending!.options.filter((x) => x >= 0);
    expect(names(g, left).sort()).toEqual(['Diving Catch', 'S.H.I.E.L.D. Trooper']);
    pick(g, -1);
    expect(names(g, g.ko).sort()).toEqual(['S.H.I.E.L.D. Trooper', 'Wound']);
    expect(g.t.recruit).toBe(4); // Absorb Energies: two cards KO'd
    expect(g.t.attack).toBe(2 + 4 + 1 + 1);
    expect(g.players[0]!.discard).toContain(dc);
  });
});
