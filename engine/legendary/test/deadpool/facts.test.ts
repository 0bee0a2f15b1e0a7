// The gun-icon and flavour-text facts (engine/legendary/cards/deadpool/facts.ts), with each correction of the card data.
import { describe, expect, it } from 'vitest';
import { defByName } from '../helpers.js';
import { FACT_SETS, hasFlavor, hasGun } from '../../cards/deadpool/facts.js';
import { CARDS, SHIPPED_SETS } from '../../index.js';
import '../../index.js';

const d = (name: string, group?: string) => defByName(name, group);

describe('gun icons and flavour text', () => {
  it('data corrected: the per-card #GUN flags of the Phase 1 reprints win over core\'s hero-level flag (Black Widow\'s Covert Operation and two of Nick Fury\'s cards have no gun; Captain America\'s Avengers Assemble! has one)', () => {
    expect(hasGun(d('Silent Sniper'))).toBe(true);
    expect(hasGun(d('Covert Operation'))).toBe(false);
    expect(hasGun(d('Pure Fury'))).toBe(true);
    expect(hasGun(d('Battlefield Promotion'))).toBe(false);
    expect(hasGun(d('Avengers Assemble!'))).toBe(true);
  });

  it('data corrected: a hero-level #GUN flag with no per-card flags marks every card (core Deadpool, Solo)', () => {
    expect(hasGun(d('Oddball'))).toBe(true);
    expect(['Half-Cocked', "Merc's Gotta Get Paid", 'Guns on My Guns', 'Cut in Half'].every((n) => hasGun(d(n)))).toBe(true);
    expect(hasGun(d('How Do I Get Out of Here??'))).toBe(false);
    expect(hasGun(d('Epic Middle Manager'))).toBe(true);
  });

  it("data corrected: It'll Grow Back has flavour text (merged into its ability text, no #FLAVOR flag); flags from core and Phase 1 both count", () => {
    expect(hasFlavor(d("It'll Grow Back"))).toBe(true);
    expect(hasFlavor(d('Running Commentary'))).toBe(true);
    expect(hasFlavor(d('Electroplasmic Insanity'))).toBe(false);
    expect(hasFlavor(d('Odinson'))).toBe(true);
  });

  it('starting cards, Wounds and villains have neither', () => {
    for (const n of ['S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'Wound', 'Taskmaster']) {
      expect(hasGun(d(n))).toBe(false);
      expect(hasFlavor(d(n))).toBe(false);
    }
  });

  it('every set with its own hero cards has its facts written (Noir and Cap 75th were missing: their guns and flavour text never counted)', () => {
    const withHeroes = new Set(CARDS.filter((c) => c.kind === 'hero' && c.cost > 0 && SHIPPED_SETS.includes(c.set)).map((c) => c.set));
    expect([...withHeroes].filter((s) => !FACT_SETS.includes(s))).toEqual([]);
    expect(hasGun(d('Gumshoe\'s Revolver'))).toBe(true);
    expect(hasGun(d('Save the World'))).toBe(true); // Steve Rogers: a hero-level flag
    expect(hasGun(d('Bionic Arm'))).toBe(false);
    expect(hasFlavor(d('Bionic Arm'))).toBe(true);
    expect(hasFlavor(d('Identical Twin Brother'))).toBe(false);
  });
});
