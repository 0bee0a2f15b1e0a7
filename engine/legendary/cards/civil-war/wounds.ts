// Civil War's Grievous Wounds: 15 Wounds of 7 kinds, shuffled into the Wound stack when the set is selected
// (registry `stackCard(..., 'wounds')`). Each has a Healing ability of its own (engine/legendary/keywords/healing.ts), used
// during your turn without stopping you recruiting or fighting; the normal healing KOs them only along with a
// normal Wound. Costs "of Attack" or "of Recruit" follow swapped pools (attackPoints / recruitPoints).
import { SET } from './set.js';
import { ask, cont, later } from '../../flow.js';
import { KO_THIS_WOUND, healingAbility, koThisWound } from '../../keywords/healing.js';
import { stackCard } from '../../registry.js';
import {
  PLAY_VILLAIN_CARD, attackPoints, chooseDiscard, discardFromHand, distinct, gainBlocked, gainWound, heroCost, isHero, koCard,
  log, otherPlayers, recruitPoints, spendAttackPoints, spendRecruitPoints, takeFromPlayer,
} from '../../rules.js';
import type { Game } from '../../types.js';
import { Z_WOUNDS } from '../../types.js';

/** What a Wound gone from a deck is worth to a bot, in points (the normal healing's own weight per Wound). */
const WOUND = 2;

const wound = (name: string, copies: number, text: string, keywords: string[]) => stackCard('wound', { name, copies, text, keywords }, SET, 'wounds');

// Blinding Flash: discard another card, each other player discards a card (their choice), then this Wound is KO'd.
// In solo nobody else discards ("each other player" on a card the player uses: nobody, as on a Hero card).
const flashDiscarded = cont('civil-war:blinding-flash:discard', (g, f, v) => {
  if (v < 0) return;
  discardFromHand(g, f.p, v, true);
  for (const q of otherPlayers(g)) later(g, flashOther, q, f.c);
  later(g, KO_THIS_WOUND, f.p, f.c);
}, { about: 'discard' });
const flashOther = cont('civil-war:blinding-flash:other-discards', (g, f) => chooseDiscard(g, f.p));
const othersInHand = (g: Game, p: number, c: number) => g.players[p]!.hand.filter((x) => x !== c);
wound('Blinding Flash', 2, 'Healing (your turn, no limit on recruiting or fighting): discard another card and every other player discards a card; then KO this Wound.', healingAbility({
  key: 'civil-war:blinding-flash', says: 'discard a card, each other player discards one, KO this Wound',
  can: (g, p, c) => othersInHand(g, p, c).length > 0,
  use: (g, p, c) => ask(g, p, 'card', flashDiscarded, distinct(g, p, othersInHand(g, p, c)), { source: c }),
  value: () => WOUND - 1, // a card of this hand
}));

// Blunt Force Trauma: 5 Attack.
wound('Blunt Force Trauma', 2, 'Healing: pay 5 Attack to KO this Wound.', healingAbility({
  key: 'civil-war:blunt-force-trauma', says: 'pay 5 Attack, KO this Wound', cost: () => 5,
  can: (g) => attackPoints(g) >= 5,
  use: (g, p, c) => { spendAttackPoints(g, 5); koCard(g, p, c); },
  value: () => WOUND,
}));

// Corrosive Webbing: KO it, then gain another Wound (none when the stack is empty: the KO still happens).
wound('Corrosive Webbing', 2, 'Healing: KO this Wound, then gain a Wound from the stack.', healingAbility({
  key: 'civil-war:corrosive-webbing', says: 'KO this Wound and gain another',
  can: () => true,
  use: (g, p, c) => { koCard(g, p, c); gainWound(g, p); },
  value: () => 0.2, // a Wound for a Wound, maybe a normal one, not in this hand
}));

// Fatal Blow: KO a hero that costs 1 or more from your hand or discard pile, then this Wound.
const fatalFodder = (g: Game, p: number) => [...g.players[p]!.hand, ...g.players[p]!.discard].filter((x) => isHero(g, x) && heroCost(g, x) >= 1);
const fatalKo = cont('civil-war:fatal-blow:ko-hero', (g, f, v) => {
  if (v < 0) return;
  koCard(g, f.p, v);
  koThisWound(g, f.p, f.c);
}, { about: 'lose' });
wound('Fatal Blow', 2, 'Healing: KO a hero that costs 1 or more from your hand or discard pile to KO this Wound.', healingAbility({
  key: 'civil-war:fatal-blow', says: 'KO a hero that costs 1 or more, KO this Wound',
  can: (g, p) => fatalFodder(g, p).length > 0,
  use: (g, p, c) => ask(g, p, 'card', fatalKo, distinct(g, p, fatalFodder(g, p)), { source: c }),
  value: () => WOUND - 0.5, // the weakest hero that costs 1 or more
}));

// Psychic Trauma: 5 Recruit.
wound('Psychic Trauma', 2, 'Healing: pay 5 Recruit to KO this Wound.', healingAbility({
  key: 'civil-war:psychic-trauma', says: 'pay 5 Recruit, KO this Wound', cost: () => 5,
  can: (g) => recruitPoints(g) >= 5,
  use: (g, p, c) => { spendRecruitPoints(g, 5); koCard(g, p, c); },
  value: () => WOUND,
}));

// Spreading Nanovirus: the player on your left gains this very Wound. It goes on top of the Wound stack and is gained
// from there, so what replaces a Wound gain ("reveal this instead": the guards gain the stack's top card when
// declined) meets it as any Wound; if they gain no Wound, it stays yours, back in your hand. Not in solo: there is
// no player on your left (the rulebook is silent; the reading worst for the player).
const leftOf = (g: Game, p: number) => (p + 1) % g.players.length;
const nanovirusBack = cont('civil-war:spreading-nanovirus:not-gained', (g, f) => {
  const i = g.wounds.lastIndexOf(f.c);
  if (i < 0) return;
  g.wounds.splice(i, 1);
  g.players[f.p]!.hand.push(f.c);
  g.log && log(g, `  P${leftOf(g, f.p) + 1} gains no Wound: it stays in P${f.p + 1}'s hand`);
});
wound('Spreading Nanovirus', 3, 'Healing: the player on your left gains this Wound.', healingAbility({
  key: 'civil-war:spreading-nanovirus', says: 'the player on your left gains this Wound',
  can: (g, p, c) => g.players.length > 1 && !gainBlocked(g, leftOf(g, p), Z_WOUNDS, c),
  use: (g, p, c) => {
    takeFromPlayer(g, p, c);
    g.wounds.push(c);
    gainWound(g, leftOf(g, p));
    later(g, nanovirusBack, p, c);
  },
  // the team keeps the Wound (a teammate's deck takes it): worth little to a cooperative bot
  value: () => 0.2,
}));

// Subdermal Tracker: play the top card of the Villain Deck (all of it happens), then KO this Wound.
wound('Subdermal Tracker', 2, 'Healing: play a card from the Villain Deck to KO this Wound.', healingAbility({
  key: 'civil-war:subdermal-tracker', says: 'play a card from the Villain Deck, KO this Wound',
  can: (g) => g.villainDeck.length > 0,
  use: (g, p, c) => { later(g, PLAY_VILLAIN_CARD, p); later(g, KO_THIS_WOUND, p, c); },
  value: () => WOUND - 1.5, // a villain card played early
}));
