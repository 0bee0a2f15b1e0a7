import { describe, expect, it } from 'vitest';
import { sw1Game } from './game.js';
import { hasNoRulesText } from '../../cards/secret-wars-volume-1/heroes/black-bolt.js';
import type { Game } from '../../types.js';
import { make, pick, playCard, put, reason, refresh } from '../helpers.js';

function board(): Game {
  const g = sw1Game(['Black Bolt']);
  refresh(g);
  return g;
}

describe('Black Bolt', () => {
  it('cards with no rules text: starting cards, Officers, plain Bystanders and number-only heroes; not Wounds, Sidekicks or cards with abilities (rulebook silent: our reading)', () => {
    const g = board();
    for (const n of ['S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Officer', 'Bystander', 'Speak No Words']) {
      expect(hasNoRulesText(g, make(g, n)), n).toBe(true);
    }
    for (const n of ['Wound', 'Sidekick', 'Destructive Whisper', 'Silence is Golden', 'Bamf!', 'Supersonic Flight']) {
      expect(hasNoRulesText(g, make(g, n)), n).toBe(false);
    }
  });

  it('Destructive Whisper: +1 Attack when four cards in hand have no rules text', () => {
    const g = board();
    const [dw] = put(g, 0, 'hand', 'Destructive Whisper', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'Speak No Words', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, dw!);
    expect(g.t.attack).toBe(3);
  });

  it('Destructive Whisper: three such cards are not enough (a Wound has rules text)', () => {
    const g = board();
    const [dw] = put(g, 0, 'hand', 'Destructive Whisper', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'Wound', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, dw!);
    expect(g.t.attack).toBe(2);
  });

  it('Speak No Words: 2 Recruit and 1 Attack, nothing else', () => {
    const g = board();
    const [s] = put(g, 0, 'hand', 'Speak No Words');
    refresh(g);
    playCard(g, s!);
    expect([g.t.recruit, g.t.attack]).toEqual([2, 1]);
    expect(reason(g)).toBe('main');
  });

  it('Silence is Golden: choose a card played this turn with no rules text; its Recruit and Attack again', () => {
    const g = board();
    const [s, a, dw, sg] = put(g, 0, 'hand', 'Speak No Words', 'S.H.I.E.L.D. Agent', 'Destructive Whisper', 'Silence is Golden');
    refresh(g);
    playCard(g, s!);
    playCard(g, a!);
    playCard(g, dw!);
    expect([g.t.recruit, g.t.attack]).toEqual([3, 3]);
    playCard(g, sg!);
    expect(reason(g)).toBe('black-bolt:silence-is-golden:card');
    expect(g.pending!.options.sort()).toEqual([s!, a!].sort()); // not Destructive Whisper, and no decline
    pick(g, s!);
    expect([g.t.recruit, g.t.attack]).toEqual([3 + 2, 3 + 4 + 1]);
  });

  it('Silence is Golden: with no such card played, only its 4 Attack', () => {
    const g = board();
    const [dw, sg] = put(g, 0, 'hand', 'Destructive Whisper', 'Silence is Golden');
    refresh(g);
    playCard(g, dw!);
    playCard(g, sg!);
    expect(reason(g)).toBe('main');
    expect([g.t.recruit, g.t.attack]).toEqual([0, 6]);
  });

  it('Hypersonic Scream: a card drawn for each card with no rules text played this turn', () => {
    const g = board();
    const [a1, a2, s, dw, hs] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'Speak No Words', 'Destructive Whisper', 'Hypersonic Scream');
    put(g, 0, 'deck', 'Wound', 'Wound', 'Wound', 'Wound', 'Wound');
    refresh(g);
    for (const c of [a1!, a2!, s!, dw!]) playCard(g, c);
    playCard(g, hs!);
    expect(g.players[0]!.hand).toHaveLength(3);
    expect(g.players[0]!.deck).toHaveLength(2);
  });

  it('Hypersonic Scream: nothing drawn when no such card was played', () => {
    const g = board();
    const [dw, hs] = put(g, 0, 'hand', 'Destructive Whisper', 'Hypersonic Scream');
    put(g, 0, 'deck', 'Wound', 'Wound');
    refresh(g);
    playCard(g, dw!);
    playCard(g, hs!);
    expect(g.players[0]!.hand).toHaveLength(0);
    expect(g.t.attack).toBe(2 + 3);
  });
});
