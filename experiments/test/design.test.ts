// `legendary design`: knobs and their printed numbers, candidates smallest first, the race on a synthetic objective
// with known win rates (no games), the fresh final check, and a small real run through the games `legendary run` plays.
import { describe, expect, it } from 'vitest';
import { candidates, design, minDesignBudget, parseKnobs, splitKnobs, type Knob } from '../design.js';
import { ExperimentError } from '../errors.js';
import { setupOptions, validateSpec } from '../spec.js';
import { resolvePlan } from '../../engine/legendary/index.js';
import { HEROES, cardByKey, pool } from '../../engine/legendary/registry.js';
import { gameEvaluator, type Deal, type Evaluate, type Outcome } from '../tune.js';

const spec = (f: Record<string, unknown> = {}) => validateSpec({ seed: 4, factors: { masterminds: ['Loki'], schemes: ['The Legacy Virus'], players: [2], bots: ['heuristic'], ...f }, games: 1 });

function knobError(text: string, ex = spec()): string {
  try { parseKnobs(ex, text); } catch (e) {
    expect(e).toBeInstanceOf(ExperimentError);
    return (e as Error).message;
  }
  throw new Error(`no error for --knobs ${text}`);
}

describe('knobs', () => {
  it('read their printed number from the rules: ranges and lists', () => {
    expect(parseKnobs(spec(), 'Loki.attack=8..11, The Legacy Virus.twists=5|8|6')).toEqual([
      { key: 'Loki.attack', values: [8, 9, 10, 11], printed: 10 },
      { key: 'The Legacy Virus.twists', values: [5, 6, 8], printed: 8 },
    ]);
    expect(parseKnobs(spec(), ['The Legacy Virus.bystanders=0..4'])[0]!.printed).toBe(2);
    expect(parseKnobs(spec({ schemes: ['Midtown Bank Robbery'] }), 'Midtown Bank Robbery.evilWins=6..10')[0]!.printed).toBe(8);
    expect(parseKnobs(spec(), 'Frost Giant.attack=3..5')[0]!.printed).toBe(4);
  });

  it('an unknown target or field, a group without one printed number, a setup-dependent number or a bad value is one clear error', () => {
    expect(knobError('Galactus.attack=1..3')).toMatch(/^knob "Galactus.attack": unknown change target "Galactus"/);
    expect(knobError('Loki.cost=1..3')).toMatch(/unknown change field "cost" for mastermind "Loki"; accepted: attack, vp/);
    expect(knobError('Enemies of Asgard.attack=1..3')).toMatch(/the cards of "Enemies of Asgard" print different attack \(.*\); change one card by name/);
    expect(knobError('The Legacy Virus.twists=0..3')).toMatch(/value 0: change "The Legacy Virus.twists" needs at least 1/);
    expect(knobError('The Legacy Virus.bystanders=0..4', spec({ players: [2, 3] }))).toMatch(/printed number differs between the spec's setups/);
    expect(knobError('Loki.attack=9..7')).toMatch(/range 9..7 is empty/);
    expect(knobError('Loki.attack=a..b')).toMatch(/not whole numbers/);
    expect(knobError('Loki=1..2')).toMatch(/^malformed knob "Loki=1..2"/);
    expect(knobError('Loki.attack=1..2,Loki.attack=3..4')).toMatch(/given twice/);
    // a target no setup of the spec holds would race identical candidates
    expect(knobError('Red Skull.attack=6..8')).toMatch(/^knob "Red Skull.attack": no setup of the spec holds "Red Skull" \(its Masterminds: Loki; schemes: The Legacy Virus\)/);
    expect(knobError('Cruel Ruler.attack=1..3')).toMatch(/"Cruel Ruler" has no attack to change/);
  });

  it('a card name may hold a comma; a scheme knob reads the setups that play that scheme; a drawn hero is noted', () => {
    expect(splitKnobs('The Goblin, Underworld Boss.attack=8..10, Loki.attack=9|10')).toEqual(['The Goblin, Underworld Boss.attack=8..10', 'Loki.attack=9|10']);
    const two = spec({ schemes: ['The Legacy Virus', 'Midtown Bank Robbery'] });
    expect(parseKnobs(two, 'Midtown Bank Robbery.twists=6..9')).toEqual([{ key: 'Midtown Bank Robbery.twists', values: [6, 7, 8, 9], printed: 8 }]);
    // a hero card of a hero the spec's setup did not draw (its heroes are random)
    const plan = resolvePlan(setupOptions(spec().cells[0]!, 'design'));
    const absent = pool('hero', ['core']).find((h) => !plan.heroes.includes(h))!;
    const card = cardByKey(HEROES.get(absent)!.cards[0]!).name;
    const hero = parseKnobs(spec(), `${card}.cost=2..4`)[0]!;
    expect(hero.note).toBe(`${card} is drawn at random in this spec: only the games whose draw holds it change`);
  });

  it('candidates: every combination, smallest total change first, then fewer knobs changed', () => {
    const k: Knob[] = [{ key: 'a.x', values: [8, 9, 10, 11], printed: 10 }, { key: 'b.y', values: [5, 6, 8], printed: 8 }];
    const c = candidates(k);
    expect(c.length).toBe(12);
    expect(c[0]).toEqual({ changes: { 'a.x': 10, 'b.y': 8 }, size: 0, changed: 0 });
    expect(c.slice(1, 3).map((x) => x.size)).toEqual([1, 1]);
    expect(c.map((x) => x.size)).toEqual([...c.map((x) => x.size)].sort((p, q) => p - q));
    // size 2: one knob moved 2 comes before two knobs moved 1 each
    const two = c.filter((x) => x.size === 2);
    expect(two.map((x) => x.changed)).toEqual([...two.map((x) => x.changed)].sort());
  });
});

/** A game-free evaluator: deal d of a candidate is won when u(d) < p(changes); u is a fixed spread over [0, 1). */
function synthetic(p: (ch: Record<string, number>) => number): { evaluate: Evaluate; games: () => number } {
  let n = 0;
  const u = (d: Deal) => (((d.game * 7919 + d.cell * 104729) % 10007) + 0.5) / 10007;
  return {
    evaluate: async (jobs) => jobs.map((j) => j.deals.map((d): Outcome => { n++; return u(d) < p(j.changes ?? {}) ? 1 : 0; })),
    games: () => n,
  };
}

describe('the design search', () => {
  const knobs: Knob[] = [{ key: 'Loki.attack', values: [6, 7, 8, 9, 10, 11, 12, 13, 14], printed: 10 }, { key: 'The Legacy Virus.twists', values: [5, 6, 7, 8, 9], printed: 8 }];
  // lower Attack and more twists make the game easier: the printed game wins 20%; each point of Attack is 6 points of win rate, each twist 2
  const p = (ch: Record<string, number>) => 0.2 + 0.06 * (10 - (ch['Loki.attack'] ?? 10)) + 0.02 * ((ch['The Legacy Virus.twists'] ?? 8) - 8);

  it('finds the smallest change within tolerance and confirms it on fresh deals, inside the budget', async () => {
    const ev = synthetic(p);
    const r = await design({ target: 0.32, tolerance: 0.02, budget: 30_000, knobs, cells: 3, bot: 'heuristic', seed: 1 }, ev.evaluate);
    // 0.32 = 2 points of Attack (size 2); nothing of size 0 or 1 is within 0.02 (0.2, 0.26, 0.22, 0.18, 0.14)
    expect(r.chosen?.changes).toEqual({ 'Loki.attack': 8, 'The Legacy Virus.twists': 8 });
    expect(r.chosen?.label).toBe('Loki.attack=8');
    expect(r.chosen?.within).toBe(true);
    expect(r.rows[0]).toBe(r.chosen);
    const printed = r.rows.find((x) => x.isPrinted)!;
    expect(printed.rate).toBeCloseTo(0.2, 1);
    expect(r.chosen!.vsPrinted!.diff).toBeCloseTo(0.12, 1);
    expect(r.chosen!.vsPrinted!.low).toBeGreaterThan(0);
    expect(ev.games()).toBeLessThanOrEqual(30_000);
    expect(r.searchGames + r.finalGames).toBe(ev.games());
  });

  it('says when the printed game already is within the tolerance, and when nothing is', async () => {
    const r = await design({ target: 0.21, tolerance: 0.03, budget: 8_000, knobs, cells: 2, bot: 'heuristic', seed: 1 }, synthetic(p).evaluate);
    expect(r.chosen?.isPrinted).toBe(true);
    const none = await design({ target: 0.95, tolerance: 0.02, budget: 8_000, knobs, cells: 2, bot: 'heuristic', seed: 1 }, synthetic(p).evaluate);
    expect(none.chosen).toBeNull();
    expect(none.stop).toBe('none-left');
  });

  it('a budget too small to play every candidate once and the final check is one clear error', async () => {
    await expect(design({ target: 0.3, tolerance: 0.02, budget: 120, knobs, cells: 30, bot: 'heuristic', seed: 1 }, synthetic(p).evaluate))
      .rejects.toThrow(/^--budget 120 is too small for 45 candidates on 30 setups; accepted: a whole number of games from 1929$/);
    expect(minDesignBudget(45, 30)).toBe(1929);
  });

  it('the same arguments give the same result', async () => {
    const a = await design({ target: 0.4, tolerance: 0.03, budget: 6_000, knobs, cells: 4, bot: 'heuristic', seed: 1 }, synthetic(p).evaluate);
    const b = await design({ target: 0.4, tolerance: 0.03, budget: 6_000, knobs, cells: 4, bot: 'heuristic', seed: 1 }, synthetic(p).evaluate);
    expect(b).toEqual(a);
  });

  it('plays real games with the changes: a weaker Loki is found for a higher target', async () => {
    const ex = spec();
    const ev = gameEvaluator(ex, 4, 1);
    // a tolerance so wide that no candidate leaves the race: all three are checked on the fresh deals
    const r = await design({ target: 0.5, tolerance: 0.49, budget: 600, knobs: parseKnobs(ex, 'Loki.attack=0|5|10'), cells: 1, bot: 'heuristic', seed: 4 }, ev.evaluate);
    await ev.close();
    const printed = r.rows.find((x) => x.isPrinted);
    const zero = r.rows.find((x) => x.changes['Loki.attack'] === 0);
    expect(printed).toBeDefined();
    expect(zero).toBeDefined();
    expect(zero!.rate).toBeGreaterThan(printed!.rate);
    expect(r.rows.every((x) => x.games === r.finalPerCandidate)).toBe(true);
    expect(r.searchGames + r.finalGames).toBeLessThanOrEqual(600);
  });
});
