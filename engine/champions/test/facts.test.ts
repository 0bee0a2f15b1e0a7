// The Marvel Champions core set's facts (engine/champions/cards/core/facts.ts): what the card data gives, carried
// over without text, and consistent with itself: identities with their alter-egos, starter decks of 40 cards from
// their identity's kit, their aspect and the basics, scenarios whose villains, schemes and modular sets exist.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_FACTS, MODULAR_SETS, SCENARIOS, SETS_BY_MODE, STARTER_DECKS, cardFacts } from '../index.js';
import { DEFAULT_DATA_DIR, LEFT_OUT, OUTPUT, deriveFacts, renderFacts, splitTraits } from '../../../scripts/champions-facts.js';

describe('Marvel Champions core facts', () => {
  it('holds 209 records: 5 identities with both faces, 3 villains of 3 stages, and the rest of the box', () => {
    expect(CORE_FACTS).toHaveLength(209);
    expect(new Set(CORE_FACTS.map((f) => f.code)).size).toBe(209);
    const heroes = CORE_FACTS.filter((f) => f.type === 'hero');
    expect(heroes.map((f) => f.name)).toEqual(['Spider-Man', 'Captain Marvel', 'She-Hulk', 'Iron Man', 'Black Panther']);
    for (const h of heroes) {
      const ae = cardFacts(h.back!);
      expect(ae.type, h.name).toBe('alter_ego');
      expect(ae.set, h.name).toBe(h.set);
      expect(h.health, h.name).toBe(ae.health); // one hit-point total for both faces
    }
    expect(CORE_FACTS.filter((f) => f.type === 'villain')).toHaveLength(9);
    expect(cardFacts('01094')).toMatchObject({ name: 'Rhino', stage: 'I', attack: 2, scheme: 1, health: 14, healthPerHero: true });
  });

  it('carries no card text: no field is a sentence, no markup, only the known fields', () => {
    const fields = new Set(['code', 'name', 'subname', 'type', 'faction', 'set', 'quantity', 'deckLimit', 'unique', 'traits', 'cost', 'resources',
      'attack', 'thwart', 'defense', 'recover', 'health', 'healthPerHero', 'handSize', 'attackCost', 'thwartCost', 'scheme', 'attackStar', 'schemeStar',
      'boost', 'boostStar', 'baseThreat', 'baseThreatFixed', 'threat', 'threatFixed', 'escalationThreat', 'escalationThreatFixed', 'hazard',
      'acceleration', 'crisis', 'stage', 'back']);
    for (const f of CORE_FACTS) {
      for (const k of Object.keys(f)) expect(fields.has(k), `${f.code}.${k}`).toBe(true);
      for (const s of [f.name, f.subname ?? '', ...f.traits]) {
        expect(s.length, `${f.code}: ${s}`).toBeLessThan(50);
        expect(s, f.code).not.toMatch(/<|\[|\n/);
      }
    }
    expect(LEFT_OUT).toContain('text');
    expect(LEFT_OUT).toContain('flavor');
  });

  it('traits are tags split at each period that ends one: an acronym trait keeps its periods (S.H.I.E.L.D.)', () => {
    expect(splitTraits('S.H.I.E.L.D. Soldier.')).toEqual(['S.H.I.E.L.D.', 'Soldier']);
    expect(splitTraits('Masters of Evil.')).toEqual(['Masters of Evil']);
    expect(splitTraits('Location. S.H.I.E.L.D.')).toEqual(['Location', 'S.H.I.E.L.D.']);
    expect(cardFacts('01010b').traits).toEqual(['S.H.I.E.L.D.', 'Soldier']); // Carol Danvers
    for (const f of CORE_FACTS) for (const t of f.traits) expect(t.length, `${f.code} ${t}`).toBeGreaterThan(1);
  });

  it('the six starter decks: an identity, its kit, one aspect and basics, 40 cards, within each card\'s deck limit', () => {
    expect(STARTER_DECKS).toHaveLength(6);
    for (const d of STARTER_DECKS) {
      const id = cardFacts(d.identity);
      expect(id.type, d.id).toBe('hero');
      expect(d.cards.reduce((n, c) => n + c.quantity, 0), d.id).toBe(40);
      for (const c of d.cards) {
        const f = cardFacts(c.code);
        expect([id.set, undefined].includes(f.set) || f.set === id.set, `${d.id}: ${c.code}`).toBe(true);
        expect(['hero', d.aspect, 'basic'], `${d.id}: ${c.code} (${f.faction})`).toContain(f.faction);
        if (f.faction === 'hero') expect(f.set, `${d.id}: ${c.code}`).toBe(id.set);
        expect(c.quantity, `${d.id}: ${c.code}`).toBeLessThanOrEqual(f.deckLimit ?? 3);
      }
    }
  });

  it('the three scenarios: villain stages I-III, a main scheme, a modular set that exists; modes add the standard and expert sets', () => {
    expect(SCENARIOS.map((s) => s.villain)).toEqual(['rhino', 'klaw', 'ultron']);
    const sets = new Set(CORE_FACTS.map((f) => f.set));
    for (const s of SCENARIOS) {
      expect(s.villainCodes.map((c) => cardFacts(c).stage), s.villain).toEqual(['I', 'II', 'III']);
      for (const c of s.villainCodes) expect(cardFacts(c).type).toBe('villain');
      expect(cardFacts(s.mainScheme).type).toBe('main_scheme');
      expect(MODULAR_SETS).toContain(s.recommendedModular);
    }
    for (const m of MODULAR_SETS) expect(sets.has(m), m).toBe(true);
    expect(SETS_BY_MODE.expert).toEqual(['standard', 'expert']);
  });

  const data = existsSync(join(DEFAULT_DATA_DIR, 'core.json'));
  it.skipIf(!data)('the generated file is what the card data gives today, and the data has no field the mapping does not know', () => {
    const d = deriveFacts(DEFAULT_DATA_DIR);
    expect(d.problems).toEqual([]);
    expect(readFileSync(OUTPUT, 'utf8')).toBe(renderFacts(d));
  });
});
