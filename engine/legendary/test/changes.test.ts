// What-if changes to printed numbers (engine/legendary/changes.ts): the named cards carry the new number in that
// game only; a game without changes is the printed game, seeds and trace hashes unchanged.
import { describe, expect, it } from 'vitest';
import { RandomAgent } from '../../../agents/random.js';
import { choose, decision, newGame, SetupError, traceHash, type Game, type SetupOptions } from '../index.js';
import { CARDS } from '../registry.js';
import { defOf } from '../registry.js';
import { master } from '../rules/lookups.js';

function play(o: SetupOptions): Game {
  const g = newGame(o);
  const a = new RandomAgent(7);
  while (decision(g)) choose(g, a.choose({ optionCount: decision(g)!.options.length }));
  return g;
}
const base: SetupOptions = { players: 2, seed: 11, mastermind: 'Loki', scheme: 'The Legacy Virus', villains: ['Enemies of Asgard'], henchmen: ['Hand Ninjas'], heroes: ['Hulk', 'Wolverine', 'Storm'] };

describe('what-if changes', () => {
  it('a Mastermind\'s Attack: the game fights the changed Mastermind; the shared card table is untouched', () => {
    const g = newGame({ ...base, changes: { 'Loki.attack': 9 } });
    expect(master(g).attack).toBe(9);
    expect(master(newGame(base)).attack).toBe(10);
    expect(g.cards).not.toBe(CARDS);
    expect(newGame(base).cards).toBe(CARDS);
  });

  it('a villain group\'s Attack and VP, a hero\'s cost, by group or by card name', () => {
    const g = newGame({ ...base, changes: { 'Enemies of Asgard.attack': 1, 'Hulk.cost': 1, 'Frost Giant.vp': 7 } });
    const ids = [...g.villainDeck, ...g.heroDeck, ...g.hq.filter((c) => c >= 0)];
    const villains = ids.filter((c) => defOf(g, c).group === 'Enemies of Asgard');
    expect(villains.length).toBeGreaterThan(0);
    for (const c of villains) expect(defOf(g, c).attack).toBe(1);
    for (const c of ids.filter((x) => defOf(g, x).group === 'Hulk')) expect(defOf(g, c).cost).toBe(1);
    for (const c of villains.filter((x) => defOf(g, x).name === 'Frost Giant')) expect(defOf(g, c).vp).toBe(7);
  });

  it('a scheme\'s twists: that many Scheme Twists in the villain deck', () => {
    const count = (g: Game) => g.villainDeck.filter((c) => defOf(g, c).kind === 'twist').length;
    expect(count(newGame({ ...base, changes: { 'The Legacy Virus.twists': 3 } }))).toBe(3);
    expect(count(newGame(base))).toBe(8);
  });

  it('the printed game is unchanged by the option: an empty change list plays the same game', () => {
    expect(traceHash(play({ ...base, changes: {} }))).toBe(traceHash(play(base)));
  });

  it('a change can change the game (a weaker Mastermind is a different game)', () => {
    expect(traceHash(play({ ...base, changes: { 'Loki.attack': 1 } }))).not.toBe(traceHash(play(base)));
  });

  it('an unknown target, field or value is one clear error naming what is accepted', () => {
    expect(() => newGame({ ...base, changes: { 'Galactus.attack': 9 } })).toThrow(SetupError);
    expect(() => newGame({ ...base, changes: { 'Galactus.attack': 9 } })).toThrow(/unknown change target "Galactus": not a card or group of the selected sets \(core\); this game's Mastermind is Loki/);
    expect(() => newGame({ ...base, changes: { 'Loki.cost': 3 } })).toThrow(/unknown change field "cost" for mastermind "Loki"; accepted: attack, vp/);
    expect(() => newGame({ ...base, changes: { 'Loki.attack': -1 } })).toThrow(/whole number, at least 0/);
    expect(() => newGame({ ...base, changes: { 'Loki': 3 } })).toThrow(/a change is "<card or group>.<field>"/);
    expect(() => newGame({ ...base, changes: { 'The Legacy Virus.evilWins': 3 } })).toThrow(/unknown change field "evilWins" for scheme "The Legacy Virus"; accepted: twists, bystanders/);
    // a field is checked against the target's kind even when the game does not hold it
    expect(() => newGame({ ...base, changes: { 'Red Skull.cost': 3 } })).toThrow(/unknown change field "cost" for mastermind "Red Skull"/);
    expect(() => newGame({ ...base, changes: { 'Midtown Bank Robbery.twists': 0 } })).toThrow(/needs at least 1/);
    expect(() => newGame({ ...base, changes: { 'Super Hero Civil War.evilWins': 3 } })).toThrow(/unknown change field "evilWins" for scheme "Super Hero Civil War"; accepted: twists, bystanders/);
    // a Tactic has VP but no Attack; one number named twice (any case) is refused
    expect(() => newGame({ ...base, changes: { 'Cruel Ruler.attack': 3 } })).toThrow(/"Cruel Ruler" has no attack to change/);
    expect(() => newGame({ ...base, changes: { 'Loki.attack': 9, 'loki.attack': 8 } })).toThrow(/name the same number; give it once/);
  });

  it('a card or group of the selected sets that this game does not hold leaves the game as printed (random draws in a spec)', () => {
    const o = { ...base, changes: { 'Red Skull.attack': 1, 'Cyclops.cost': 0, 'Doombot Legion.attack': 9, 'Secret Invasion of the Skrull Shapeshifters.twists': 1 } };
    expect(traceHash(play(o))).toBe(traceHash(play(base)));
  });

  it('a scheme\'s Bystanders in the Villain Deck', () => {
    const count = (g: Game) => g.villainDeck.filter((c) => defOf(g, c).kind === 'bystander').length;
    expect(count(newGame(base))).toBe(2);
    expect(count(newGame({ ...base, changes: { 'The Legacy Virus.bystanders': 6 } }))).toBe(6);
    expect(count(newGame({ ...base, changes: { 'The Legacy Virus.bystanders': 0 } }))).toBe(0);
  });
});
