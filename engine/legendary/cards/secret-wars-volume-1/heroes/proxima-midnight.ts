// Proxima Midnight (Secret Wars Volume 1, Cabal).
//
// - Inspiration Through Power: a multiclass card (Instinct and Covert), points only.
// - Master Combatant: the most recent Hero played this turn before it (the last Hero of g.t.played, which records
//   a card once its ability has run, so this card is not yet there) is read as the side or copy it was played as.
//   A card has a Recruit (Attack) icon when it prints a Recruit (Attack) value, "0+" included (dark-city/villains/
//   shared.ts hasRecruitIcon / hasAttackIcon); a card with both icons gives both bonuses. With no Hero played
//   before it, nothing.
// - General of the Black Order, Supernova Spear: superpowers read when the card is played.
import { SET } from '../set.js';
import { hasAttackIcon, hasRecruitIcon } from '../../dark-city/villains/shared.js';
import { hero } from '../../../registry.js';
import { gainAttack, gainRecruit, isHero, power } from '../../../rules.js';
import type { CardDef, Game } from '../../../types.js';
import { COVERT, INSTINCT } from '../../../types.js';

/** The definition the most recent Hero played this turn was played as (its side, or what it copied), or null. */
export function lastHeroPlayed(g: Game): CardDef | null {
  const a = g.t.played;
  for (let i = a.length - 2; i >= 0; i -= 2) {
    const d = g.cards[a[i + 1]!]!;
    if (d.kind === 'hero' || isHero(g, a[i]!)) return d;
  }
  return null;
}

hero('Proxima Midnight', 'Cabal', [
  {
    name: 'Inspiration Through Power', copies: 5, cls: INSTINCT | COVERT, cost: 2, recruit: 1, attack: 1,
    text: 'Counts as both Instinct and Covert; no other ability.',
    hint: {},
  },
  {
    name: 'Master Combatant', copies: 5, cls: INSTINCT, cost: 4, recruit: 0, attack: 0, plus: { recruit: true, attack: true },
    text: 'Looks at the hero you played just before it: a Recruit icon there gives +2 Recruit, an Attack icon +2 Attack.',
    // most heroes print one of the two icons, some both
    hint: { avgAttack: 1.2, avgRecruit: 1 },
    play: (g) => {
      const d = lastHeroPlayed(g);
      if (d === null) return;
      if (hasRecruitIcon(d)) gainRecruit(g, 2);
      if (hasAttackIcon(d)) gainAttack(g, 2);
    },
  },
  {
    name: 'General of the Black Order', copies: 3, cls: COVERT, cost: 5, recruit: 0, attack: 3, plus: { recruit: true },
    text: 'Instinct superpower: +3 Recruit.',
    hint: { power: { cls: INSTINCT, recruit: 3 } },
    play: (g) => { if (power(g, INSTINCT)) gainRecruit(g, 3); },
  },
  {
    name: 'Supernova Spear', copies: 1, cls: INSTINCT, cost: 8, recruit: 4, attack: 4, plus: { recruit: true, attack: true },
    text: 'Covert superpower: +4 Recruit and +4 Attack.',
    hint: { power: { cls: COVERT, recruit: 4, attack: 4 } },
    play: (g) => { if (power(g, COVERT)) { gainRecruit(g, 4); gainAttack(g, 4); } },
  },
], SET);
