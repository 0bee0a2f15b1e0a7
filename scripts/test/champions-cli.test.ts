// `legendary champions cards`: the Marvel Champions core set's facts as a user lists them (built command).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const BIN = new URL('../../bin/legendary.js', import.meta.url).pathname;
const run = (...args: string[]) => { const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' }); return { code: r.status, out: r.stdout, err: r.stderr }; };

describe('legendary champions cards', () => {
  it('lists every core card by identity, aspect and encounter set, with its numbers and the source of the facts', () => {
    const r = run('champions', 'cards');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Marvel Champions core set: 209 cards \(facts from the public MarvelCDB card data; no card text\)/);
    for (const g of ['identity: spider_man', 'aspect: justice', 'basic', 'encounter set: rhino', 'encounter set: bomb_scare']) expect(r.out).toContain(`\n${g}\n`);
    expect(r.out).toMatch(/01094 +Rhino +villain +x1 +ATK 2, SCH 1, HP 14 per hero +stage I\n/);
  });

  it('--json gives the cards, the starter decks and the scenarios, and no card text; --type filters', () => {
    const j = JSON.parse(run('champions', 'cards', '--json').out) as { cards: Record<string, unknown>[]; starterDecks: unknown[]; scenarios: unknown[] };
    expect(j.cards).toHaveLength(209);
    expect(j.starterDecks).toHaveLength(6);
    expect(j.scenarios).toHaveLength(3);
    for (const c of j.cards) for (const k of ['text', 'flavor', 'errata']) expect(c).not.toHaveProperty(k);
    const v = JSON.parse(run('champions', 'cards', '--type', 'Main Scheme', '--json').out) as { cards: { type: string }[] };
    expect(v.cards.length).toBe(12);
    expect(new Set(v.cards.map((c) => c.type))).toEqual(new Set(['main_scheme']));
  });

  it('a bad type is one line naming the accepted types, exit 2', () => {
    const r = run('champions', 'cards', '--type', 'wizard');
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(/unknown card type "wizard"; accepted: hero, alter_ego, ally/);
  });
});
