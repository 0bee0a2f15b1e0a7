import { describe, expect, it } from 'vitest';
import { compiled } from '../../compile.js';
import { ACT_PROBE_FIGHT } from '../../cards/dark-city/heroes/professor-x.js';
import { isHero, victoryPoints } from '../../rules.js';
import {
  act, cleanBoard, fight, mainActions, make, names, onVillainDeck, pick, playCard, put, putVillain, reason, refresh,
  revealVillainCard, setupGame,
} from '../helpers.js';
import '../../index.js';

const game = () => cleanBoard(setupGame({ sets: ['core', 'dark-city'], heroes: ['Professor X', 'Cyclops', 'Hawkeye', 'Hulk', 'Thor'] }));

describe('Professor X (Dark City)', () => {
  it('Class Dismissed: you may put an HQ hero on the bottom of the Hero Deck; the space is refilled from the top', () => {
    const g = game();
    const [c] = put(g, 0, 'hand', 'Class Dismissed');
    const leaving = g.hq[2]!, next = g.heroDeck[g.heroDeck.length - 1]!, size = g.heroDeck.length;
    refresh(g);
    playCard(g, c!);
    expect(g.t.recruit).toBe(2);
    expect(reason(g)).toBe('professor-x:class-dismissed:may');
    pick(g, 1);
    expect(reason(g)).toBe('professor-x:class-dismissed:hq');
    pick(g, 2);
    expect(g.hq[2]).toBe(next);
    expect(g.heroDeck[0]).toBe(leaving);
    expect(g.heroDeck.length).toBe(size);
    expect(reason(g)).toBe('main'); // no Instinct played before it: no KO
  });

  it('Class Dismissed: declining leaves the HQ; with Instinct you may KO a card from hand or discard pile', () => {
    const g = game();
    const [w] = put(g, 0, 'discard', 'Wound');
    const [a, b] = put(g, 0, 'hand', 'Class Dismissed', 'Class Dismissed');
    const hq = g.hq.slice();
    refresh(g);
    playCard(g, a!);
    pick(g, 0);
    expect(g.hq).toEqual(hq);
    playCard(g, b!);
    pick(g, 0);
    expect(reason(g)).toBe('professor-x:class-dismissed:ko');
    expect(g.pending!.options).toEqual([w, -1]);
    pick(g, w!);
    expect(g.ko).toContain(w);
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('Psionic Astral Form: +2 Attack only after another X-Men hero', () => {
    const g = game();
    const [a, b] = put(g, 0, 'hand', 'Psionic Astral Form', 'Psionic Astral Form');
    refresh(g);
    playCard(g, a!);
    expect(g.t.attack).toBe(1);
    playCard(g, b!);
    expect(g.t.attack).toBe(1 + 3);
  });

  it('Telepathic Probe: a Bystander on top of the Villain Deck may be rescued', () => {
    const g = game();
    const b = make(g, 'Bystander');
    g.villainDeck.push(b);
    const size = g.villainDeck.length;
    const [p] = put(g, 0, 'hand', 'Telepathic Probe');
    refresh(g);
    playCard(g, p!);
    expect(reason(g)).toBe('professor-x:telepathic-probe:rescue');
    pick(g, 1);
    expect(g.players[0]!.victory).toEqual([b]);
    expect(g.villainDeck.length).toBe(size - 1);
    expect(g.t.attack).toBe(3);
  });

  it('Telepathic Probe: a villain on top of the Villain Deck may be fought this turn, paid with Attack, and is defeated from there', () => {
    const g = game();
    const v = onVillainDeck(g, 'The Lizard');
    const size = g.villainDeck.length;
    const [p] = put(g, 0, 'hand', 'Telepathic Probe');
    refresh(g);
    playCard(g, p!);
    expect(mainActions(g)).toContain(act(ACT_PROBE_FIGHT, v));
    const hint = compiled(g).byCode[ACT_PROBE_FIGHT]!.hint;
    expect(hint.about).toBe('fight-other');
    expect(hint.cost!(g, 0, v)).toBe(3);
    expect(hint.card!(g, 0, v)).toBe(v);
    pick(g, act(ACT_PROBE_FIGHT, v));
    expect(g.t.attack).toBe(0);
    expect(g.players[0]!.victory).toEqual([v]);
    expect(g.villainDeck.length).toBe(size - 1);
    // its Fight effect happened (not defeated in the Sewers: no Wounds)
    expect(g.players[1]!.discard).toEqual([]);
    expect(mainActions(g)).not.toContain(act(ACT_PROBE_FIGHT, v));
  });

  it('Telepathic Probe: the fight is not offered without enough Attack, nor once the villain has left the top of the deck (rulebook silent: the reading worst for the players)', () => {
    const g = game();
    const v = onVillainDeck(g, 'Blob');
    const [p] = put(g, 0, 'hand', 'Telepathic Probe');
    refresh(g);
    playCard(g, p!);
    expect(mainActions(g)).not.toContain(act(ACT_PROBE_FIGHT, v)); // 3 Attack for a 4-Attack villain
    g.t.attack = 4;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_PROBE_FIGHT, v));
    revealVillainCard(g); // Blob enters the city
    expect(g.city[0]).toBe(v);
    expect(mainActions(g)).not.toContain(act(ACT_PROBE_FIGHT, v));
  });

  it('the Telepathic Probe fight exists only in games with the card', () => {
    const core = cleanBoard(setupGame());
    expect(compiled(core).actions.some((a) => a.id === 'professor-x:telepathic-probe:fight')).toBe(false);
    expect(compiled(game()).actions.some((a) => a.id === 'professor-x:telepathic-probe:fight')).toBe(true);
  });

  it('Mind Control: a villain defeated this turn may be gained as a grey hero giving its Attack; its VP still count', () => {
    const g = game();
    const v = putVillain(g, 0, 'The Leader');
    const [m] = put(g, 0, 'hand', 'Mind Control');
    refresh(g);
    playCard(g, m!);
    fight(g, 0);
    expect(reason(g)).toBe('professor-x:mind-control:gain');
    pick(g, 1);
    const pl = g.players[0]!;
    expect(pl.victory).toEqual([]);
    expect(pl.discard).toEqual([v]);
    expect(isHero(g, v)).toBe(true);
    expect(victoryPoints(g, 0)).toBe(2);
    // played later, it gives its printed Attack and counts as a hero with no class
    pl.discard = []; pl.hand.push(v);
    g.t.attack = 0;
    const classes = g.t.clsCount.slice(), heroes = g.t.heroesPlayed;
    refresh(g);
    playCard(g, v);
    expect(g.t.attack).toBe(4);
    expect(g.t.clsCount).toEqual(classes);
    expect(g.t.heroesPlayed).toBe(heroes + 1);
  });

  it('Mind Control: declining keeps the villain in the Victory Pile; nothing is asked without Mind Control', () => {
    const g = game();
    const a = putVillain(g, 0, 'The Leader');
    const b = putVillain(g, 1, 'The Leader');
    g.t.attack = 4;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('main');
    const [m] = put(g, 0, 'hand', 'Mind Control');
    refresh(g);
    playCard(g, m!);
    fight(g, 1);
    pick(g, 0);
    expect(names(g, g.players[0]!.victory)).toEqual(['The Leader', 'The Leader']);
    expect(g.players[0]!.victory).toEqual([a, b]);
    expect(isHero(g, b)).toBe(false);
  });
});
