// What-if changes to a scheme's Evil Wins threshold ('<scheme>.evilWins': n, engine/legendary/changes.ts): every
// scheme whose Evil Wins condition has one printed number declares it (SchemeDef.evilWinsAt) and reads its
// threshold with evilAt(setup, printed); the change sets SetupPlan.evilWinsAt and the scheme then loses at the
// changed number, not the printed one (a threshold printed per player stays per player). A scheme without one
// rejects the field.
import { describe, expect, it } from 'vitest';
import '../index.js';
import { PlayerView } from '../observe.js';
import { SCHEMES } from '../registry.js';
import { checkEvil, evilAt } from '../rules.js';
import { SetupError, newGame, resolvePlan, type SetupOptions } from '../setup.js';
import type { Game } from '../types.js';
import { cleanBoard, onVillainDeck, revealVillainCard, setupGame } from './helpers.js';

const declaring = [...SCHEMES.values()].filter((s) => s.evilWinsAt !== undefined);
const evilChange = (scheme: string, n: number) => ({ [`${scheme}.evilWins`]: n });

/** A constructed position of this scheme (2 players unless told), nothing of it played yet. */
function board(o: Partial<SetupOptions> & { scheme: string }): Game {
  const sc = SCHEMES.get(o.scheme)!;
  const g = cleanBoard(setupGame({ sets: [...new Set(['core', sc.set])], log: false, ...o }));
  g.escaped = []; g.ko = []; g.vars = {}; g.schemeZone = [];
  return g;
}
/** Plays a Scheme Twist from the Villain Deck and runs on to the next decision. */
function twist(g: Game): void { onVillainDeck(g, 'Scheme Twist'); revealVillainCard(g); }
/** The scheme's own Evil Wins cause in this position, or null. */
const evilWins = (g: Game) => SCHEMES.get(g.setup.scheme)!.evilWins!(g);
const progress = (g: Game) => SCHEMES.get(g.setup.scheme)!.hint.progress(new PlayerView(g, 0));
/** Moves n cards of the given test from the deck `from` to the pile `to`. */
function moveCards(g: Game, from: number[], to: number[], n: number, test: (c: number) => boolean): void {
  for (let i = from.length - 1; i >= 0 && n > 0; i--) {
    if (!test(from[i]!)) continue;
    to.push(from.splice(i, 1)[0]!);
    n--;
  }
  if (n > 0) throw new Error(`${n} card(s) short`);
}
const kind = (g: Game, c: number) => g.cards[g.defOf[c]!]!;

describe("a scheme's Evil Wins threshold as a what-if change", () => {
  it('the schemes with one printed number declare it, core reprints of Marvel Studios Phase 1 included', () => {
    const at = (label: string) => SCHEMES.get(label)!.evilWinsAt;
    expect(declaring.length).toBeGreaterThanOrEqual(40);
    expect(at('Portals to the Dark Dimension')).toBe(7);
    expect(at('Negative Zone Prison Breakout')).toBe(12);
    expect(at('Massive Earthquake Generator')).toBe(3); // per player
    expect(at('Predict Future Crime')).toBe(2); // per player
    // Marvel Studios Phase 1's schemes with a core scheme's rules carry its number over (sameRulesAs spreads them)
    expect(at('Asgard Under Siege')).toBe(12);
    expect(at('Invade Asgard')).toBe(7);
    expect(at('Destroy the Cities of Earth!')).toBe(8);
    expect(at('Enslave Minds with the Chitauri Scepter')).toBe(6);
    expect(at("Replace Earth's Leaders with HYDRA")).toBe(5);
    // no single printed number: the Wound stack, the Hero Deck, the HQ, two villains of a name
    for (const s of ['The Legacy Virus', 'Radioactive Palladium Poisoning', 'Super Hero Civil War', 'Detonate the Helicarrier',
      'The Clone Saga', 'Epic Super Hero Civil War', 'Deadpool Kills the Marvel Universe', "Go Back in Time to Slay Heroes' Ancestors",
      'Find the Split Personality Killer']) expect(at(s), s).toBeUndefined();
  });

  it('for every scheme that declares it, the change sets the plan\'s threshold; the printed game has none', () => {
    for (const sc of declaring) {
      const o: SetupOptions = { players: 2, seed: 3, sets: [...new Set(['core', sc.set])], scheme: sc.label };
      const k = sc.evilWinsAt! + 1;
      const plan = resolvePlan({ ...o, changes: evilChange(sc.name, k) });
      expect(plan.evilWinsAt, sc.label).toBe(k);
      expect(evilAt(plan, sc.evilWinsAt!), sc.label).toBe(k);
      const g = newGame({ ...o, changes: evilChange(sc.name, k) });
      expect(g.setup.evilWinsAt, sc.label).toBe(k);
      const printed = resolvePlan(o);
      expect(printed.evilWinsAt, sc.label).toBeUndefined();
      expect(evilAt(printed, sc.evilWinsAt!), sc.label).toBe(sc.evilWinsAt);
    }
  });

  it('a twist count (Portals to the Dark Dimension, and Invade Asgard with its rules): evil wins at the changed twist', () => {
    for (const scheme of ['Portals to the Dark Dimension', 'Invade Asgard']) {
      const g = board({ scheme, changes: evilChange(scheme, 3) });
      twist(g); twist(g);
      expect(g.result, scheme).toBeNull();
      expect(progress(g)).toBeCloseTo(2 / 3);
      twist(g);
      expect(g.result, scheme).toBe('loss');
      expect(g.cause).toBe(`${scheme}: the 7th twist`); // the cause keeps the printed wording
      // the printed game goes on past the third twist
      const p = board({ scheme });
      twist(p); twist(p); twist(p);
      expect(p.result, scheme).toBeNull();
      expect(progress(p)).toBeCloseTo(3 / 7);
      // a later threshold: the seventh twist no longer wins
      const later = board({ scheme, changes: evilChange(scheme, 8) });
      for (let i = 0; i < 7; i++) twist(later);
      expect(later.result, scheme).toBeNull();
      twist(later);
      expect(later.result, scheme).toBe('loss');
    }
  });

  it('an escape count (Negative Zone Prison Breakout): evil wins at the changed number of escaped villains', () => {
    const scheme = 'Negative Zone Prison Breakout';
    const g = board({ scheme, changes: evilChange(scheme, 5) });
    const villain = (c: number) => ['villain', 'henchman'].includes(kind(g, c).kind);
    moveCards(g, g.villainDeck, g.escaped, 4, villain);
    expect(evilWins(g)).toBeNull();
    expect(progress(g)).toBeCloseTo(4 / 5);
    checkEvil(g);
    expect(g.result).toBeNull();
    moveCards(g, g.villainDeck, g.escaped, 1, villain);
    expect(evilWins(g)).toBe('Negative Zone Prison Breakout: 12 villains escaped');
    checkEvil(g);
    expect(g.result).toBe('loss');
    // printed: 5 escaped villains are not enough, 12 are
    const p = board({ scheme });
    const pv = (c: number) => ['villain', 'henchman'].includes(kind(p, c).kind);
    moveCards(p, p.villainDeck, p.escaped, 5, pv);
    expect(evilWins(p)).toBeNull();
    moveCards(p, p.villainDeck, p.escaped, 6, pv);
    expect(evilWins(p)).toBeNull();
    moveCards(p, p.villainDeck, p.escaped, 1, pv);
    expect(evilWins(p)).not.toBeNull();
  });

  it('a threshold per player (Massive Earthquake Generator): the changed number stays per player', () => {
    const scheme = 'Massive Earthquake Generator';
    for (const players of [2, 3]) {
      const g = board({ scheme, players, changes: evilChange(scheme, 2) });
      const nonGrey = (c: number) => kind(g, c).kind === 'hero' && kind(g, c).cls !== 0;
      moveCards(g, g.heroDeck, g.ko, 2 * players - 1, nonGrey);
      checkEvil(g);
      expect(g.result, `${players} players`).toBeNull();
      expect(progress(g)).toBeCloseTo((2 * players - 1) / (2 * players));
      moveCards(g, g.heroDeck, g.ko, 1, nonGrey);
      checkEvil(g);
      expect(g.result, `${players} players`).toBe('loss');
      expect(g.cause).toBe("Massive Earthquake Generator: 3 non-grey heroes per player KO'd");
      // printed: 3 per player
      const p = board({ scheme, players });
      const pg = (c: number) => kind(p, c).kind === 'hero' && kind(p, c).cls !== 0;
      moveCards(p, p.heroDeck, p.ko, 2 * players, pg);
      checkEvil(p);
      expect(p.result).toBeNull();
      moveCards(p, p.heroDeck, p.ko, players, pg);
      checkEvil(p);
      expect(p.result).toBe('loss');
    }
  });

  it('Civil War: Avengers vs. X-Men (the winning twist) and Predict Future Crime (villains per player)', () => {
    const AVX = 'Avengers vs. X-Men';
    const heroes = ['Cyclops', 'Storm', 'Rogue', 'Hawkeye', 'Iron Man', 'Thor'];
    const g = board({ scheme: AVX, heroes, changes: evilChange(AVX, 3) });
    twist(g); twist(g);
    expect(g.result).toBeNull();
    twist(g);
    expect(g.result).toBe('loss');
    expect(g.cause).toBe('Avengers vs. X-Men: the eighth twist');
    const p = board({ scheme: AVX, heroes });
    twist(p); twist(p); twist(p);
    expect(p.result).toBeNull();

    const PREDICT = 'Predict Future Crime';
    const q = board({ scheme: PREDICT, players: 3, changes: evilChange(PREDICT, 1) });
    const villain = (c: number) => ['villain', 'henchman'].includes(kind(q, c).kind);
    moveCards(q, q.villainDeck, q.escaped, 2, villain);
    expect(evilWins(q)).toBeNull();
    moveCards(q, q.villainDeck, q.escaped, 1, villain);
    expect(evilWins(q)).toBe('Predict Future Crime: 2 villains per player escaped');
    const r = board({ scheme: PREDICT, players: 3 });
    const rv = (c: number) => ['villain', 'henchman'].includes(kind(r, c).kind);
    moveCards(r, r.villainDeck, r.escaped, 5, rv);
    expect(evilWins(r)).toBeNull();
    moveCards(r, r.villainDeck, r.escaped, 1, rv);
    expect(evilWins(r)).not.toBeNull();
  });

  it('a won flag set by the twists (Invincible Force Field, Deadpool Writes a Scheme) follows the changed twist', () => {
    const FORCE = 'Invincible Force Field';
    const g = board({ scheme: FORCE, changes: evilChange(FORCE, 3) });
    twist(g); twist(g);
    expect(g.result).toBeNull();
    expect(g.schemeZone.length).toBe(2); // twists before it are Force Fields
    twist(g);
    expect(g.result).toBe('loss');
    const p = board({ scheme: FORCE });
    twist(p); twist(p); twist(p);
    expect(p.result).toBeNull();
    expect(p.schemeZone.length).toBe(3);

    const WRITES = 'Deadpool Writes a Scheme';
    const d = board({ scheme: WRITES, heroes: undefined, changes: evilChange(WRITES, 1) });
    twist(d);
    expect(d.result).toBe('loss');
    expect(d.cause).toBe('Deadpool Writes a Scheme: the sixth twist');
    const dp = board({ scheme: WRITES, heroes: undefined });
    twist(dp);
    expect(dp.result).toBeNull();
  });

  it('a scheme without a single printed number rejects the field, naming the accepted ones', () => {
    const o: SetupOptions = { players: 2, seed: 1, scheme: 'The Legacy Virus' };
    expect(() => newGame({ ...o, changes: { 'The Legacy Virus.evilWins': 3 } })).toThrow(SetupError);
    expect(() => resolvePlan({ ...o, changes: { 'The Legacy Virus.evilWins': 3 } }))
      .toThrow(/field "evilWins" for scheme "The Legacy Virus"; accepted: twists, bystanders$/);
    const msp = { players: 2, seed: 1, sets: ['core', 'marvel-studios-phase-1'], scheme: 'Radioactive Palladium Poisoning' };
    expect(() => resolvePlan({ ...msp, changes: { 'Radioactive Palladium Poisoning.evilWins': 3 } })).toThrow(/accepted: twists, bystanders$/);
    // a scheme that declares one takes it, but not below 1
    expect(() => resolvePlan({ players: 2, seed: 1, scheme: 'Portals to the Dark Dimension', changes: { 'Portals to the Dark Dimension.evilWins': 0 } }))
      .toThrow(SetupError);
  });
});
