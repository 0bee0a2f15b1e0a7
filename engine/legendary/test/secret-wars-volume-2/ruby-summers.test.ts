import '../../cards/secret-wars-volume-2/index.js';
import { describe, expect, it } from 'vitest';
import { sw2Game } from './game.js';
import { discardCard } from '../../rules.js';
import { run } from '../../flow.js';
import type { Game } from '../../types.js';
import { Z_DECK, Z_HAND } from '../../types.js';
import { ACT_PLAY, act, endTurn, fight, mainActions, names, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';

function board(): Game {
  const g = sw2Game(['Ruby Summers']);
  refresh(g);
  return g;
}

describe('Ruby Summers', () => {
  it('Guerrilla Warfare: discarded by a card effect on your turn, it is teleported and joins the new hand', () => {
    const g = board();
    const [heir, gw] = put(g, 0, 'hand', 'Heir to Legends', 'Guerrilla Warfare');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, heir!);
    // the only other card in hand: discarded without a question
    expect(g.players[0]!.discard).not.toContain(gw);
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.t.aside).toEqual([gw]);
    endTurn(g);
    expect(g.players[0]!.hand).toContain(gw);
    expect(g.players[0]!.hand).toHaveLength(7);
  });

  it('Guerrilla Warfare: discarded from the top of the deck by a card effect on your turn, it is teleported too', () => {
    const g = board();
    const [gw] = put(g, 0, 'deck', 'Guerrilla Warfare');
    refresh(g);
    discardCard(g, 0, gw!, Z_DECK, true);
    expect(g.players[0]!.deck).toEqual([]);
    expect(g.players[0]!.discard).toEqual([]);
    expect(g.t.aside).toEqual([gw]);
  });

  it('Guerrilla Warfare: discarded at the end of the turn (not a card effect), it goes to the discard pile', () => {
    const g = board();
    const [gw] = put(g, 0, 'hand', 'Guerrilla Warfare');
    const [played] = put(g, 0, 'hand', 'Guerrilla Warfare');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, played!);
    expect(g.t.attack).toBe(2);
    endTurn(g);
    expect(g.players[0]!.discard).toEqual(expect.arrayContaining([gw, played]));
    expect(g.t.aside).toEqual([]);
  });

  it('Guerrilla Warfare: discarded by a card effect on another player\'s turn, it is set aside and joins that player\'s hand at the end of the turn', () => {
    const g = board();
    const [gw, other] = put(g, 1, 'hand', 'Guerrilla Warfare', 'S.H.I.E.L.D. Agent');
    refresh(g);
    discardCard(g, 1, gw!, Z_HAND, true);
    expect(g.players[1]!.hand).toEqual([other]);
    expect(g.players[1]!.discard).toEqual([]);
    expect(g.nextTurn).toEqual([gw]);
    run(g);
    endTurn(g);
    expect(g.nextTurn).toEqual([]);
    expect(g.players[1]!.hand).toContain(gw);
    expect(g.players[0]!.hand).not.toContain(gw);
  });

  it('Guerrilla Warfare: another card discarded the same way goes to the discard pile', () => {
    const g = board();
    const [heir, agent] = put(g, 0, 'hand', 'Heir to Legends', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, heir!);
    expect(g.players[0]!.discard).toEqual([agent]);
    expect(g.t.aside).toEqual([]);
  });

  it('Heir to Legends: 2 Recruit and 2 Attack; playable only with another card in hand, which the player picks to discard', () => {
    const g = board();
    const [heir] = put(g, 0, 'hand', 'Heir to Legends');
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_PLAY, heir!));
    const [agent, trooper] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    refresh(g);
    playCard(g, heir!);
    expect(reason(g)).toBe('ruby-summers:discard-to-play');
    expect(g.pending!.options.sort()).toEqual([agent, trooper].sort());
    pick(g, trooper!);
    expect(g.players[0]!.discard).toEqual([trooper]);
    expect(g.players[0]!.hand).toEqual([agent]);
    expect(g.t.recruit).toBe(2);
    expect(g.t.attack).toBe(2);
  });

  it('Extinction Blast: 10 Attack; playable only with three other cards in hand, all three discarded', () => {
    const g = board();
    const [eb, a, b] = put(g, 0, 'hand', 'Extinction Blast', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_PLAY, eb!));
    const [c, d] = put(g, 0, 'hand', 'Quick Draw', 'Team Player');
    refresh(g);
    playCard(g, eb!);
    expect(reason(g)).toBe('ruby-summers:discard-to-play');
    pick(g, a!);
    pick(g, c!);
    pick(g, d!);
    expect(g.players[0]!.hand).toEqual([b]);
    expect(names(g, g.players[0]!.discard).sort()).toEqual(['Quick Draw', 'S.H.I.E.L.D. Agent', 'Team Player']);
    expect(g.t.attack).toBe(10);
  });

  // (Hand Ninjas give +1 Recruit of their own when defeated)
  it('Form of Solid Ruby: with an X-Men card played before, +2 Recruit for each villain defeated after it', () => {
    const g = board();
    const [gw, ruby] = put(g, 0, 'hand', 'Guerrilla Warfare', 'Form of Solid Ruby');
    putVillain(g, 0, 'Hand Ninjas');
    putVillain(g, 1, 'Hand Ninjas');
    refresh(g);
    playCard(g, gw!);
    playCard(g, ruby!);
    expect(g.t.attack).toBe(6);
    expect(g.t.recruit).toBe(0);
    fight(g, 0);
    expect(g.t.recruit).toBe(1 + 2);
    g.t.attack = 3;
    refresh(g);
    fight(g, 1);
    expect(g.t.recruit).toBe(2 * (1 + 2));
  });

  it('Form of Solid Ruby: without an X-Men card played before, no Recruit for a defeat', () => {
    const g = board();
    const [ruby] = put(g, 0, 'hand', 'Form of Solid Ruby');
    putVillain(g, 0, 'Hand Ninjas');
    refresh(g);
    playCard(g, ruby!);
    fight(g, 0);
    expect(g.players[0]!.victory).toHaveLength(1);
    expect(g.t.recruit).toBe(1);
  });
});
