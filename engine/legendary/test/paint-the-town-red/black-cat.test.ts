// Black Cat (Paint the Town Red).
import { describe, expect, it } from 'vitest';
import { PAY_RECRUIT, available } from '../../rules.js';
import { act, ACT_RECRUIT, make, mainActions, names, pick, playCard, put, reason, recruit, refresh } from '../helpers.js';
import { setHq } from '../villain-fixtures.js';
import { ptGame } from './setup.js';

describe('Black Cat', () => {
  it('Casual Bank Robbery: 2 Recruit, and 1 more usable only for the hero in the HQ space under the Bank', () => {
    const g = ptGame();
    setHq(g, 'Fixture Cost 3', 'Fixture Cost 3', 'Fixture Cost 2', 'Fixture Cost 5', 'Fixture Cost 7');
    const [c] = put(g, 0, 'hand', 'Casual Bank Robbery');
    refresh(g);
    playCard(g, c!);
    expect(g.t.recruit).toBe(2);
    const opts = mainActions(g);
    expect(opts).toContain(act(ACT_RECRUIT, 1));
    expect(opts).not.toContain(act(ACT_RECRUIT, 0));
    recruit(g, 1);
    if (reason(g) === 'wall-crawl:put-on-deck') pick(g, 0);
    expect(g.t.recruit).toBe(0);
    expect(names(g, g.players[0]!.discard)).toEqual(['Fixture Cost 3']);
  });

  it('Casual Bank Robbery: the bonus is used once per turn (rulebook): what is left of it after a recruit from under the Bank is lost', () => {
    const g = ptGame();
    setHq(g, 'Fixture Cost 3', 'Fixture Cost 2', 'Fixture Cost 5', 'Fixture Cost 7', 'Fixture Cost 8');
    g.heroDeck.push(make(g, 'Fixture Cost 3'));
    const cs = put(g, 0, 'hand', 'Casual Bank Robbery', 'Casual Bank Robbery', 'Casual Bank Robbery');
    refresh(g);
    for (const c of cs) playCard(g, c);
    expect(available(g, PAY_RECRUIT, g.hq[1]!)).toBe(9);
    recruit(g, 1);
    if (reason(g) === 'wall-crawl:put-on-deck') pick(g, 0);
    expect(g.t.recruit).toBe(6);
    expect(names(g, [g.hq[1]!])).toEqual(['Fixture Cost 3']);
    expect(available(g, PAY_RECRUIT, g.hq[1]!)).toBe(6);
  });

  it('Pickpocket: reveal the top card of any player\'s deck: its printed Recruit plus Attack as Attack', () => {
    const g = ptGame();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Trooper');
    put(g, 1, 'deck', 'Casual Bank Robbery');
    const [c] = put(g, 0, 'hand', 'Pickpocket');
    refresh(g);
    playCard(g, c!);
    expect(reason(g)).toBe('black-cat:pickpocket:player');
    pick(g, 1);
    expect(g.t.attack).toBe(2);
    expect(g.players[1]!.deck.length).toBe(1);
  });

  it('Jinx: each player reveals their top card; you choose which are discarded', () => {
    const g = ptGame();
    const [mine] = put(g, 0, 'deck', 'Wound');
    const [theirs] = put(g, 1, 'deck', 'Fixture Cost 7');
    const [c] = put(g, 0, 'hand', 'Jinx');
    refresh(g);
    playCard(g, c!);
    expect(g.t.attack).toBe(3);
    expect(reason(g)).toBe('black-cat:jinx:discard');
    pick(g, mine!);
    pick(g, -1);
    expect(g.players[0]!.discard).toEqual([mine]);
    expect(g.players[1]!.deck).toEqual([theirs]);
  });

  it('Cat Burglar: each other player reveals a Covert hero or gives you a Bystander to rescue; Spider Friends: +1 Attack per Bystander rescued this turn', () => {
    const g = ptGame({ players: 3 });
    put(g, 1, 'victory', 'Bystander');
    put(g, 2, 'hand', 'Fixture Covert');
    put(g, 2, 'victory', 'Bystander');
    const [f, c] = put(g, 0, 'hand', 'Flip Out', 'Cat Burglar');
    refresh(g);
    playCard(g, f!);
    playCard(g, c!);
    expect(reason(g)).toBe('dark-city:reveal-or-else');
    pick(g, 1);
    expect(names(g, g.players[0]!.victory)).toEqual(['Bystander']);
    expect(g.players[1]!.victory).toEqual([]);
    expect(g.players[2]!.victory.length).toBe(1);
    expect(g.t.attack).toBe(6);
    // no Spider Friends played before it: no bonus
    const h = ptGame({ players: 2 });
    put(h, 1, 'victory', 'Bystander');
    const [k] = put(h, 0, 'hand', 'Cat Burglar');
    refresh(h);
    playCard(h, k!);
    expect(h.t.attack).toBe(5);
    expect(names(h, h.players[0]!.victory)).toEqual(['Bystander']);
  });
});
