// Iron Man Noir (Noir, Avengers).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { investigate, lookThreeThisTurn } from '../../../keywords/investigate.js';
import { announce, def, distinct, fightEffect, hasCls, isVillain, power, takeFromPlayer } from '../../../rules.js';
import { hero } from '../../../registry.js';
import type { Game } from '../../../types.js';
import { RANGED, TECH } from '../../../types.js';
import { hasAttackIcon, hasRecruitIcon, investigateFor } from '../common.js';

// Steam-Powered Arsenal: another card from the hand goes on top of the deck (a play condition: one must exist).
const putOnTop = cont('iron-man-noir:steam-powered-arsenal:put', (g, f, v) => {
  if (v < 0 || takeFromPlayer(g, f.p, v) === 0) return;
  g.players[f.p]!.deck.push(v);
  announce(g, 'putOnDeck', f.p, v);
}, { about: 'lose' });

const TECH_CARD = investigateFor('iron-man-noir:mechanized-plate-mail', (g, c) => hasCls(g, c, TECH));

// Learn from Enemies: the Fight effect of a 1-VP villain in your victory pile, again (-1: none).
const learn = cont('iron-man-noir:learn-from-enemies:villain', (g, f, v) => { if (v >= 0) fightEffect(g, f.p, v); }, { about: 'copy' });
function oneVpFighters(g: Game, p: number): number[] {
  return distinct(g, p, g.players[p]!.victory.filter((c) => isVillain(g, c) && def(g, c).vp === 1 && !!def(g, c).fight));
}

// Adventurers Assemble!: mode 0 Recruit icon, mode 1 Attack icon.
const WITH_ICON = investigateFor('iron-man-noir:adventurers-assemble', (g, c, n) => (n === 0 ? hasRecruitIcon(g, c) : hasAttackIcon(g, c)));
const iconNamed = cont('iron-man-noir:adventurers-assemble:icon', (g, f, v) => investigate(g, f.p, WITH_ICON, f.c, Math.max(0, v)), { about: 'mode-first' });

hero('Iron Man Noir', 'Avengers', [
  {
    name: 'Steam-Powered Arsenal', copies: 5, cls: RANGED, cost: 3, attack: 3,
    text: 'To play this, put another card from your hand on top of your deck.',
    hint: { needsFodder: true },
    canPlay: (g, p) => g.players[p]!.hand.length > 1,
    play: (g, p, c) => ask(g, p, 'card', putOnTop, distinct(g, p, g.players[p]!.hand.filter((x) => x !== c)), { source: c }),
  },
  {
    name: 'Mechanized Plate-Mail', copies: 5, cls: TECH, cost: 4, recruit: 2, keywords: ['investigate'],
    text: 'Investigate for a Tech card.',
    hint: { draw: 0.4 },
    play: (g, p, c) => investigate(g, p, TECH_CARD, c),
  },
  {
    name: 'Learn from Enemies', copies: 3, cls: TECH, cost: 6, attack: 3,
    text: 'Tech superpower: you may use the Fight effect of a villain worth 1 VP in your victory pile.',
    hint: { power: { cls: TECH, other: 0.5 } },
    play: (g, p, c) => { if (power(g, TECH)) { const o = oneVpFighters(g, p); if (o.length) ask(g, p, 'card', learn, [...o, -1], { source: c }); } },
  },
  {
    name: 'Adventurers Assemble!', copies: 1, cls: TECH, cost: 7, attack: 4, keywords: ['investigate'],
    text: 'This turn you look at three cards whenever you investigate. Choose Recruit or Attack and investigate for a card with that icon.',
    hint: { draw: 0.9 },
    play: (g, p, c) => { lookThreeThisTurn(g, c); ask(g, p, 'mode', iconNamed, [1, 0], { source: c }); },
  },
], SET);
