// Teleport, from the Universal Rulebook: "Instead of playing this card, you may set it aside. At the end of
// this turn, add it to your new hand as an extra card."
import { describe, expect, it } from 'vitest';
import { compiled } from '../../compile.js';
import { ACT_TELEPORT } from '../../keywords/teleport.js';
import { act, cleanBoard, endTurn, mainActions, pick, put, refresh, setupGame } from '../helpers.js';
import '../../index.js';

const dcGame = () => cleanBoard(setupGame({ sets: ['core', 'dark-city'], heroes: ['Nightcrawler', 'Cyclops', 'Hawkeye', 'Hulk', 'Thor'] }));

describe('Teleport (rule)', () => {
  it('is offered only in games with a Teleport card, and only for the cards that have it', () => {
    const core = cleanBoard(setupGame());
    expect(compiled(core).actions.some((a) => a.id === 'teleport')).toBe(false);
    const g = dcGame();
    const [bamf, swash] = put(g, 0, 'hand', 'Bamf!', 'Swashbuckler');
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_TELEPORT, bamf!));
    expect(mainActions(g)).not.toContain(act(ACT_TELEPORT, swash!));
  });

  it('sets the card aside instead of playing it: it leaves the hand and gives nothing this turn', () => {
    const g = dcGame();
    const [bamf] = put(g, 0, 'hand', 'Bamf!');
    refresh(g);
    pick(g, act(ACT_TELEPORT, bamf!));
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.players[0]!.inPlay).toEqual([]);
    expect(g.t.aside).toEqual([bamf]);
    expect(g.t.recruit).toBe(0);
    expect(g.t.heroesPlayed).toBe(0);
  });

  it('is not discarded at the end of the turn and joins the new hand as an extra card', () => {
    const g = dcGame();
    const deck = put(g, 0, 'deck', 'Wound', 'Wound', 'Wound', 'Wound', 'Wound', 'Wound', 'Wound', 'Wound');
    const [bamf, other] = put(g, 0, 'hand', 'Bamf!', 'Swashbuckler');
    refresh(g);
    pick(g, act(ACT_TELEPORT, bamf!));
    endTurn(g);
    const pl = g.players[0]!;
    expect(pl.discard).toEqual([other]);
    expect(pl.hand.length).toBe(g.handSize + 1);
    expect(pl.hand).toContain(bamf);
    expect(pl.deck).toEqual(deck.slice(0, 2));
  });
});
