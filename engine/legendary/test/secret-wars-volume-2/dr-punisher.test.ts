import '../../cards/secret-wars-volume-2/index.js';
import { describe, expect, it } from 'vitest';
import { sw2Game } from './game.js';
import { ACT_FIGHT_ICE_MAGIC } from '../../cards/secret-wars-volume-2/heroes/dr-punisher.js';
import { compiled } from '../../compile.js';
import { BANK, BRIDGE, STREETS } from '../../rules.js';
import type { Game } from '../../types.js';
import {
  act, cleanBoard, mainActions, make, onVillainDeck, pick, playCard, put, putVillain, reason, refresh, revealVillainCard, setupGame,
} from '../helpers.js';

const HERO = 'Dr. Punisher, Soldier Supreme';

function board(): Game {
  const g = sw2Game([HERO]);
  refresh(g);
  return g;
}

describe('Dr. Punisher, Soldier Supreme', () => {
  it('Sweep the Streets of Trash: 1 Recruit, and a card drawn while the Streets are empty', () => {
    const g = board();
    const [sw] = put(g, 0, 'hand', 'Sweep the Streets of Trash');
    const [top] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, sw!);
    expect(g.t.recruit).toBe(1);
    expect(g.players[0]!.hand).toEqual([top]);
  });

  it('Sweep the Streets of Trash: a villain on the Streets: no card drawn', () => {
    const g = board();
    putVillain(g, STREETS, 'Hand Ninjas');
    const [sw] = put(g, 0, 'hand', 'Sweep the Streets of Trash');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    refresh(g);
    playCard(g, sw!);
    expect(g.t.recruit).toBe(1);
    expect(g.players[0]!.hand).toEqual([]);
  });

  it("You're a Slow Learner: Tech superpower: a top card that costs 0 is KO'd for +1 Attack", () => {
    const g = board();
    const [tp, sl] = put(g, 0, 'hand', 'Team Player', "You're a Slow Learner");
    const [under, w] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'Wound');
    refresh(g);
    playCard(g, tp!);
    const before = g.t.attack;
    playCard(g, sl!);
    expect(g.t.attack - before).toBe(2 + 1);
    expect(g.ko).toEqual([w]);
    expect(g.players[0]!.deck).toEqual([under]);
  });

  it("You're a Slow Learner: a top card that costs more stays on top; without Tech nothing is revealed", () => {
    const g = board();
    const [tp, sl] = put(g, 0, 'hand', 'Team Player', "You're a Slow Learner");
    const deck = put(g, 0, 'deck', 'Wound', 'Lightning Bolt');
    refresh(g);
    playCard(g, tp!);
    const before = g.t.attack;
    playCard(g, sl!);
    expect(g.t.attack - before).toBe(2);
    expect(g.ko).toEqual([]);
    expect(g.players[0]!.deck).toEqual(deck);
    const h = board();
    const [s2] = put(h, 0, 'hand', "You're a Slow Learner");
    const d2 = put(h, 0, 'deck', 'Wound');
    refresh(h);
    playCard(h, s2!);
    expect(h.t.attack).toBe(2);
    expect(h.ko).toEqual([]);
    expect(h.players[0]!.deck).toEqual(d2);
  });

  it('Ice Magic: a villain on top of the Villain Deck may be fought from there (its Fight effect happens)', () => {
    const g = board();
    const v = onVillainDeck(g, 'Hand Ninjas');
    const size = g.villainDeck.length;
    const [im] = put(g, 0, 'hand', 'Ice Magic');
    refresh(g);
    playCard(g, im!);
    expect(g.t.attack).toBe(2);
    expect(g.villainDeck.length).toBe(size); // revealed, not moved
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT_ICE_MAGIC, v)); // 2 Attack: not enough
    g.t.attack = 3;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_FIGHT_ICE_MAGIC, v));
    const hint = compiled(g).byCode[ACT_FIGHT_ICE_MAGIC]!.hint;
    expect(hint.about).toBe('fight-other');
    expect(hint.cost!(g, 0, v)).toBe(3);
    pick(g, act(ACT_FIGHT_ICE_MAGIC, v));
    expect(g.t.attack).toBe(0);
    expect(g.players[0]!.victory).toEqual([v]);
    expect(g.villainDeck.length).toBe(size - 1);
    expect(g.t.recruit).toBe(1); // the Hand Ninjas' Fight effect
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT_ICE_MAGIC, v));
  });

  it('Ice Magic: double Ranged superpower: + the villain\'s printed VP; one Ranged card before is not enough', () => {
    const g = board();
    onVillainDeck(g, 'Endless Armies of HYDRA');
    const [b1, b2, im] = put(g, 0, 'hand', 'Lightning Bolt', 'Lightning Bolt', 'Ice Magic');
    refresh(g);
    playCard(g, b1!);
    playCard(g, b2!);
    const before = g.t.attack;
    playCard(g, im!);
    expect(g.t.attack - before).toBe(2 + 3);
    const h = board();
    onVillainDeck(h, 'Endless Armies of HYDRA');
    const [c1, i2] = put(h, 0, 'hand', 'Lightning Bolt', 'Ice Magic');
    refresh(h);
    playCard(h, c1!);
    const b = h.t.attack;
    playCard(h, i2!);
    expect(h.t.attack - b).toBe(2);
  });

  it('Ice Magic: a card that is not a villain gives nothing, whatever the superpower; nor once the villain has left the top', () => {
    const g = board();
    const by = make(g, 'Bystander');
    g.villainDeck.push(by);
    const [b1, b2, im] = put(g, 0, 'hand', 'Lightning Bolt', 'Lightning Bolt', 'Ice Magic');
    refresh(g);
    playCard(g, b1!);
    playCard(g, b2!);
    const before = g.t.attack;
    playCard(g, im!);
    expect(g.t.attack - before).toBe(2);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT_ICE_MAGIC, by));
    const h = board();
    const v = onVillainDeck(h, 'Hand Ninjas');
    const [i2] = put(h, 0, 'hand', 'Ice Magic');
    refresh(h);
    playCard(h, i2!);
    h.t.attack = 9;
    revealVillainCard(h); // the Hand Ninjas enter the city
    expect(h.city[0]).toBe(v);
    expect(mainActions(h)).not.toContain(act(ACT_FIGHT_ICE_MAGIC, v));
  });

  it('the Ice Magic fight exists only in games with the card', () => {
    const core = cleanBoard(setupGame());
    expect(compiled(core).actions.some((a) => a.id === 'fight-on-top')).toBe(false);
    expect(compiled(board()).actions.some((a) => a.id === 'fight-on-top')).toBe(true);
  });

  it('Calm Before the Storm: +1 Attack per empty city space; a destroyed space is not patrolled', () => {
    const g = board();
    putVillain(g, BANK, 'Hand Ninjas');
    putVillain(g, STREETS, 'Hand Ninjas');
    const [cs] = put(g, 0, 'hand', 'Calm Before the Storm');
    refresh(g);
    playCard(g, cs!);
    expect(g.t.attack).toBe(5 + 3);
    const h = board();
    putVillain(h, BANK, 'Hand Ninjas');
    h.cityDestroyed = 1 << BRIDGE;
    const [c2] = put(h, 0, 'hand', 'Calm Before the Storm');
    refresh(h);
    playCard(h, c2!);
    expect(h.t.attack).toBe(5 + 3);
    expect(reason(h)).toBe('main');
  });
});
