// Spider-Man Noir (Noir, Spider Friends).
import { SET } from '../set.js';
import { BYSTANDER_STACK, OWN_DECK, investigate, investigation, takeFromDeck } from '../../../keywords/investigate.js';
import { resolvePlay } from '../../../actions.js';
import { cont, later } from '../../../flow.js';
import { def, gainAttack, playerOrder, power, rescueCard, teamPower } from '../../../rules.js';
import { hero } from '../../../registry.js';
import { INSTINCT, RANGED, SPIDER_FRIENDS, STRENGTH, TECH, Z_BYSTANDERS } from '../../../types.js';
import { investigateFor } from '../common.js';

const COST_TWO_OR_LESS = investigateFor('spider-man-noir:gumshoes-revolver', (g, c) => def(g, c).cost <= 2);
const RESCUE_BYSTANDER = investigation({
  key: 'spider-man-noir:solve-the-crime', deck: BYSTANDER_STACK,
  match: () => true,
  found: (g, p, c) => { if (takeFromDeck(g, BYSTANDER_STACK, p, c)) rescueCard(g, p, c, Z_BYSTANDERS); },
});
// Spider-Totem's Chosen: for each player's deck, the card found is played as a copy by the investigator, then
// goes to its owner's discard pile.
const TOTEM = investigation({
  key: 'spider-man-noir:spider-totems-chosen', deck: OWN_DECK,
  match: (g, c) => def(g, c).kind === 'hero' && def(g, c).cost <= 2,
  found: (g, p, c, src, _n, owner) => {
    if (!takeFromDeck(g, OWN_DECK, owner, c)) return;
    g.players[owner]!.discard.push(c);
    // the copy is played by the investigator as this card (as a copy: the card found stays its owner's)
    if (src >= 0) resolvePlay(g, p, src, c);
  },
});
const totemEach = cont('spider-man-noir:spider-totems-chosen:each', (g, f) => investigate(g, f.p, TOTEM, f.c, 0, f.n));

hero('Spider-Man Noir', 'Spider Friends', [
  {
    name: "Gumshoe's Revolver", copies: 5, cls: TECH, cost: 2, attack: 1, keywords: ['investigate'],
    text: 'Investigate for a card that costs 2 or less.',
    hint: { draw: 0.8 },
    play: (g, p, c) => investigate(g, p, COST_TWO_OR_LESS, c),
  },
  {
    name: 'Webs of Darkness', copies: 5, cls: RANGED, cost: 2, attack: 1, plus: { attack: true },
    text: 'Ranged superpower: +2 Attack.',
    hint: { power: { cls: RANGED, attack: 2 } },
    play: (g) => { if (power(g, RANGED)) gainAttack(g, 2); },
  },
  {
    name: 'Solve the Crime', copies: 3, cls: INSTINCT, cost: 2, attack: 2, keywords: ['investigate'],
    text: 'Instinct superpower: investigate the Bystander stack for a Bystander and rescue it.',
    hint: { power: { cls: INSTINCT, rescue: 1 } },
    play: (g, p, c) => { if (power(g, INSTINCT)) investigate(g, p, RESCUE_BYSTANDER, c); },
  },
  {
    name: "Spider-Totem's Chosen", copies: 1, cls: STRENGTH, cost: 2, attack: 1, keywords: ['investigate'],
    text: "Spider Friends team power: investigate each player's deck for a card that costs 2 or less, play a copy of it, then put it in that player's discard pile.",
    hint: { power: { team: SPIDER_FRIENDS, attack: 1.5, other: 0.5 } },
    play: (g, p, c) => { if (teamPower(g, SPIDER_FRIENDS)) for (const q of playerOrder(g)) later(g, totemEach, p, c, q); },
  },
], SET);
