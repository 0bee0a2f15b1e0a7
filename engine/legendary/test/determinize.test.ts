// Determinization: a sampled state never contradicts the observation it was sampled from.
import { describe, expect, it } from 'vitest';
import { Determinizer, determinize } from '../determinize.js';
import { clone, newGame } from '../game.js';
import { checkInvariants } from '../invariants.js';
import { observe, type Observation } from '../observe.js';
import { randInt, seedRng } from '../../shared/rng.js';
import { ZONES } from '../zones.js';
import { cleanBoard, fight, pick, playCard, put, putVillain, reason, refresh, setupGame } from './helpers.js';
import '../cards/core/index.js';
import './villain-fixtures.js';

/** The pinned cards of the pool and zone (ZONES name) an observation gives, for player i's zone. */
function pinnedOf(obs: Observation, zone: string, i = 0): number[] {
  const zi = ZONES.findIndex((z) => z.name === zone);
  for (const p of obs.pools) for (const m of p.members) if (m.zone === zi && m.i === i) return m.pinned;
  return [];
}


describe('determinize', () => {
  it('depends only on the observation: hidden rearrangements give the same samples', () => {
    const g = newGame({ players: 3, seed: 5, scheme: 'Secret Invasion of the Skrull Shapeshifters' });
    const h = clone(g);
    const r = seedRng('x');
    for (const q of [1, 2]) {
      const pl = h.players[q]!;
      const pool = [...pl.hand, ...pl.deck];
      for (let i = pool.length - 1; i > 0; i--) { const j = randInt(r, i + 1); [pool[i], pool[j]] = [pool[j]!, pool[i]!]; }
      pl.hand = pool.slice(0, pl.hand.length); pl.deck = pool.slice(pl.hand.length);
    }
    h.villainDeck.reverse(); h.heroDeck.reverse(); h.players[0]!.deck.reverse();
    const a = determinize(observe(g, 0), seedRng('s')), b = determinize(observe(h, 0), seedRng('s'));
    expect(JSON.stringify({ ...a, cards: 0 })).toBe(JSON.stringify({ ...b, cards: 0 }));
  });

  it('samples vary: own deck order, other hands, and (Secret Invasion) which heroes hide in the Villain Deck', () => {
    const g = newGame({ players: 2, seed: 11, scheme: 'Secret Invasion of the Skrull Shapeshifters' });
    const obs = observe(g, 0);
    const heroesInVillainDeck = g.villainDeck.filter((c) => g.cards[g.defOf[c]!]!.kind === 'hero');
    expect(heroesInVillainDeck.length).toBe(12);
    // the observation says how many hero cards the Villain Deck holds, not which: both decks are one pool
    const deckPool = obs.pools.find((p) => p.name === 'decks')!;
    expect(obs.state.villainDeck).toEqual([]);
    expect(deckPool.cards.length).toBe(g.villainDeck.length + g.heroDeck.length);
    const vd = deckPool.members.find((m) => ZONES[m.zone]!.name === 'villain deck')!;
    expect(vd.counts.reduce((a, b) => a + b, 0)).toBe(g.villainDeck.length);
    expect(vd.counts[0]).toBe(12); // pool class 0: hero cards
    const det = new Determinizer(obs);
    const rng = seedRng('vary');
    const splits = new Set<string>(), decks = new Set<string>(), hands = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const d = det.sample(rng);
      const vh = d.villainDeck.filter((c) => d.cards[d.defOf[c]!]!.kind === 'hero').sort((x, y) => x - y);
      expect(vh.length).toBe(12);
      splits.add(vh.join(','));
      decks.add(d.players[0]!.deck.join(','));
      hands.add([...d.players[1]!.hand].sort((x, y) => x - y).join(','));
      expect(checkInvariants(d)).toEqual([]);
    }
    expect(splits.size).toBeGreaterThan(15);
    expect(decks.size).toBeGreaterThan(15);
    expect(hands.size).toBeGreaterThan(10);
  });

  it('cards being looked at stay on top, in order (Doombot Legion)', () => {
    const g = cleanBoard(setupGame());
    putVillain(g, 0, 'Doombot Legion');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'Hulk Smash!', 'Lightning Bolt', 'S.H.I.E.L.D. Trooper', 'Fixture X-Man');
    const deck = g.players[0]!.deck.slice();
    g.t.attack = 3;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('doombot-legion:ko');
    const obs = observe(g, 0);
    expect(pinnedOf(obs, 'deck', 0)).toEqual([deck[4], deck[3]]);
    const rng = seedRng('doombot');
    const bottoms = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const d = determinize(obs, rng);
      expect(d.players[0]!.deck.slice(-2)).toEqual([deck[3], deck[4]]);
      bottoms.add(d.players[0]!.deck.slice(0, 3).join(','));
      // the question goes on: KO the top card, the second stays on top
      pick(d, deck[4]!);
      expect(d.ko).toContain(deck[4]);
      expect(d.players[0]!.deck[d.players[0]!.deck.length - 1]).toBe(deck[3]);
    }
    expect(bottoms.size).toBeGreaterThan(1);
  });

  it("another player's committed card stays in their hand (Deadpool's Random Acts)", () => {
    const g = cleanBoard(setupGame({ players: 2 }));
    const [r] = put(g, 0, 'hand', 'Random Acts of Unkindness', 'Quick Draw', 'Hulk Smash!');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    const [a1, t1] = put(g, 1, 'hand', 'S.H.I.E.L.D. Agent', 'Team Player');
    put(g, 1, 'deck', 'Lightning Bolt', 'S.H.I.E.L.D. Trooper', 'Hey, Can I Get a Do-Over?');
    refresh(g);
    playCard(g, r!);
    pick(g, 0); // no Wound
    expect(reason(g)).toBe('deadpool:random-acts:pass');
    const smash = g.players[0]!.hand.find((c) => g.cards[g.defOf[c]!]!.name === 'Hulk Smash!')!;
    pick(g, smash);
    expect(g.pending!.player).toBe(1);
    // player 2 decides while player 1's chosen card waits in a move frame; player 2's view:
    const obs1 = observe(g, 1);
    expect(pinnedOf(obs1, 'hand', 0)).toEqual([smash]);
    const rng = seedRng('ra');
    for (let i = 0; i < 10; i++) {
      const d = determinize(obs1, rng);
      expect(d.players[0]!.hand).toContain(smash);
      expect(d.pending!.options.sort()).toEqual([a1!, t1!].sort());
      pick(d, t1!);
      expect(d.players[1]!.hand).toContain(smash);
      expect(d.players[0]!.hand).toContain(t1);
      expect(d.players[0]!.hand.length).toBe(2);
    }
  });
});
