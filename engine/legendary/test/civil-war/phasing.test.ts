// Phasing (Civil War Keywords; Universal Rulebook, "Phasing"): during your turn, a card with Phasing in your hand may
// be swapped with the top card of your deck. The swap is neither playing nor drawing a card. Fixture cards here.
import { describe, expect, it } from 'vitest';
import { ACT_PHASING, PHASING } from '../../keywords/phasing.js';
import { HEROES, SETS, cardSet, hero } from '../../registry.js';
import { draw } from '../../rules.js';
import { COVERT, TECH } from '../../types.js';
import type { Game } from '../../types.js';
import { act, cleanBoard, mainActions, make, pick, put, refresh, setupGame } from '../helpers.js';

const seen: string[] = [];
if (!SETS.has('test')) cardSet('test', 'Test fixtures');
if (!HEROES.has('Fixture Phasers')) {
  hero('Fixture Phasers', '', [
    { name: 'Fixture Phaser', copies: 2, cls: COVERT, cost: 3, attack: 1, text: 'Phasing.', keywords: [PHASING] },
    // watches the events a swap could be taken for
    {
      name: 'Fixture Watcher', copies: 1, cls: TECH, cost: 2, text: 'Test card.',
      on: { draw: { after: (_g, e) => { seen.push(`draw ${e.c}`); } }, play: { after: (_g, e) => { seen.push(`play ${e.c}`); } } },
    },
    {
      name: 'Fixture Solid/Fixture Ghost', copies: 1, cls: 0, cost: 4, text: '',
      divided: [
        { name: 'Fixture Solid', cls: TECH, attack: 2, text: '+2 Attack' },
        { name: 'Fixture Ghost', cls: COVERT, recruit: 1, text: 'Phasing. +1 Recruit', keywords: [PHASING] },
      ],
    },
  ], 'test');
}

function board(): Game {
  const g = cleanBoard(setupGame());
  put(g, 1, 'hand', 'Fixture Watcher');
  seen.length = 0;
  return g;
}
const phasings = (g: Game) => { refresh(g); return mainActions(g).filter((v) => Math.floor(v / 65536) === ACT_PHASING); };

describe('Phasing', () => {
  it('swaps the card in hand with the top card of the deck: no draw (t.drawn unchanged, no draw event), no play', () => {
    const g = board();
    const [under, top] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    const [w, ph] = put(g, 0, 'hand', 'Wound', 'Fixture Phaser');
    expect(phasings(g)).toEqual([act(ACT_PHASING, ph!)]);
    pick(g, act(ACT_PHASING, ph!));
    expect(g.players[0]!.hand).toEqual([w, top]);
    expect(g.players[0]!.deck).toEqual([under, ph]);
    expect(g.t.drawn).toBe(0);
    expect(seen).toEqual([]);
    expect(g.t.heroesPlayed).toBe(0);
    // the watcher does see a real draw
    draw(g, 0, 1);
    expect(seen).toEqual([`draw ${ph}`]);
    expect(g.t.drawn).toBe(1);
  });

  it('offered once per distinct card, for the current player only; not with an empty deck and discard pile', () => {
    const g = board();
    put(g, 0, 'hand', 'Fixture Phaser', 'Fixture Phaser', 'S.H.I.E.L.D. Agent');
    const [theirs] = put(g, 1, 'hand', 'Fixture Phaser');
    expect(phasings(g)).toEqual([]);
    put(g, 0, 'discard', 'S.H.I.E.L.D. Agent');
    expect(phasings(g).length).toBe(1);
    expect(phasings(g)).not.toContain(act(ACT_PHASING, theirs!));
  });

  it('an empty deck is refilled from the discard pile, then the top card is swapped', () => {
    const g = board();
    const [d] = put(g, 0, 'discard', 'S.H.I.E.L.D. Officer');
    const [ph] = put(g, 0, 'hand', 'Fixture Phaser');
    refresh(g);
    pick(g, act(ACT_PHASING, ph!));
    expect(g.players[0]!.hand).toEqual([d]);
    expect(g.players[0]!.deck).toEqual([ph]);
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('a Divided card with Phasing on one side may phase from hand (in hand it counts as both sides)', () => {
    const g = board();
    const [top] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    const [dv] = put(g, 0, 'hand', 'Fixture Solid/Fixture Ghost');
    expect(phasings(g)).toEqual([act(ACT_PHASING, dv!)]);
    pick(g, act(ACT_PHASING, dv!));
    expect(g.players[0]!.hand).toEqual([top]);
    expect(g.players[0]!.deck).toEqual([dv]);
  });

  it('a card without Phasing is never offered', () => {
    const g = board();
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    put(g, 0, 'hand', 'S.H.I.E.L.D. Trooper');
    make(g, 'Fixture Phaser'); // in the game, not in hand
    expect(phasings(g)).toEqual([]);
  });
});
