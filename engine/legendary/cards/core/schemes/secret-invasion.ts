import { ask, cont } from '../../../flow.js';
import { def, enterCity, evilAt, gainTo, hqHighestCost, isHero, log, nameOf, takeFromHq, twistToKo } from '../../../rules.js';
import { scheme, type SchemeSpec } from '../../../registry.js';
import { shuffle } from '../../../../shared/rng.js';
import type { Game } from '../../../types.js';

// A hero is a Skrull villain while it is in the Villain Deck or standing in a city space itself (heroes
// held under a Skrull villain are not). Defeating one gains it (to the discard pile).
const skrullHero = (g: Game, c: number) => isHero(g, c) && (g.city.includes(c) || g.villainDeck.includes(c));

const twistMove = cont('secret-invasion:twist:hq', (g, _f, v) => {
  if (v < 0) return;
  const h = takeFromHq(g, v);
  if (h < 0) return;
  log(g, `  ${nameOf(g, h)} becomes a Skrull villain`);
  enterCity(g, h);
}, { about: 'hq-lose' });

/** One HQ space per distinct hero: identical tied heroes are the same choice. */
function uniqueSlots(g: Game, slots: number[]): number[] {
  const seen = new Set<number>();
  return slots.filter((s) => { const d = g.defOf[g.hq[s]!]!; if (seen.has(d)) return false; seen.add(d); return true; });
}

function heroesEscaped(g: Game): number {
  let n = 0;
  for (const c of g.escaped) if (isHero(g, c)) n++;
  return n;
}

/**
 * The rules of this scheme with `required` as its required villain group (Marvel Studios Phase 1's Enslave
 * Minds with the Chitauri Scepter has them with the Chitauri); the caller adds name, set and text.
 */
export function heroesInTheVillainDeck(required: string): Omit<SchemeSpec, 'name' | 'set' | 'text'> {
  return {
    twists: () => 8,
    evilWinsAt: 6,
    plan: (plan) => {
      plan.heroCount = 6; // the scheme's setup overrides the normal (and solo) hero count
      if (!plan.requiredVillains.includes(required)) plan.requiredVillains.push(required);
    },
    afterSetup: (g) => {
      // the Hero Deck is already shuffled: its top 12 cards are 12 random heroes (the HQ is filled later)
      for (let i = 0; i < 12 && g.heroDeck.length > 0; i++) g.villainDeck.push(g.heroDeck.pop()!);
      shuffle(g.rng, g.villainDeck);
    },
    villainDeckCard: (g, c) => (skrullHero(g, c) ? 'villain' : null),
    // the hero's printed Attack is not its villain Attack: Attack = cost + 2
    mods: {
      villainAttack: (g, _slot, c) => {
        if (!isHero(g, c)) return 0;
        const d = def(g, c);
        return d.cost + 2 - d.attack;
      },
    },
    onDefeat: (g, p, c) => {
      if (!isHero(g, c)) return false;
      gainTo(g, p, c);
      return true;
    },
    twist: (g, _n, c) => {
      twistToKo(g, c);
      // ties for the highest cost: the current player chooses
      ask(g, g.current, 'slot', twistMove, uniqueSlots(g, hqHighestCost(g)), { source: c });
    },
    evilWins: (g) => (heroesEscaped(g) >= evilAt(g.setup, 6) ? 'Secret Invasion: 6 heroes escaped' : null),
    hint: {
      progress: (v) => {
        let n = 0;
        for (const c of v.escaped) if (v.def(c).kind === 'hero') n++;
        return n / evilAt(v.setup, 6);
      },
      escapeHarm: (v, slot, danger) => (v.def(v.city[slot]!).kind === 'hero' ? 4 + 10 * danger : 0),
      extraVillainDeck: () => 12,
      heroDeckTaken: 12,
    },
  };
}

scheme({
  name: 'Secret Invasion of the Skrull Shapeshifters', set: 'core',
  text: '8 twists, 6 heroes, Skrulls required; 12 random hero cards are shuffled into the Villain Deck. Heroes in the Villain Deck and city are Skrull villains with Attack = cost + 2; defeating one gains it. Twist: the highest-cost HQ hero enters the Sewers as a Skrull villain. Evil wins when 6 heroes are in the escape pile.',
  ...heroesInTheVillainDeck('Skrulls'),
});
