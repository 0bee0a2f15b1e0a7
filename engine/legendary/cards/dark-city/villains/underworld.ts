// Underworld (Dark City).
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { addEffect, keywordEffect } from '../../../effects.js';
import { villainHolder } from '../../../hq-villains.js';
import { TELEPORT } from '../../../keywords/teleport.js';
import {
  GAIN_WOUND, def, distinct, heroDeckRanOut, isTeam, log, nameOf, playerOrder, revealCondition, revealOrWound,
} from '../../../rules.js';
import { teamId, villainGroup } from '../../../registry.js';
import type { Game } from '../../../types.js';
import { costUnder, gainHeroesUnder } from '../../core/villains/skrulls.js';

const MARVEL_KNIGHTS = teamId('Marvel Knights');
const REVEAL_MARVEL_KNIGHTS = revealCondition((g, c) => isTeam(g, c, MARVEL_KNIGHTS));
const GAINS_TELEPORT = keywordEffect(TELEPORT);

// Azazel: the player picks a card in their hand; it has Teleport for the rest of the turn.
const azazelGive = cont('underworld:azazel:teleport', (g, f, v) => { if (v >= 0) addEffect(g, GAINS_TELEPORT, v); }, { about: 'gain' });

/**
 * "The player to your right": the previous player in turn order (turns go clockwise, to the left). Alone at
 * the table, the player is their own right-hand neighbour (the rulebook is silent; the reading worst for
 * the player).
 */
function playerToTheRight(g: Game): number {
  const n = g.players.length;
  return (g.current + n - 1) % n;
}
function blackheart(g: Game): void { revealOrWound(g, playerToTheRight(g), REVEAL_MARVEL_KNIGHTS); }

// Dracula: the top card of the Hero Deck goes under him (his Attack adds its cost, in the city or the HQ); Fight:
// it is gained.
function draculaCaptures(g: Game, c: number): void {
  const at = g.city.indexOf(c);
  if (at < 0) return;
  const h = g.heroDeck.pop();
  if (h === undefined) return;
  g.att[at]!.push(h);
  g.log && log(g, `  ${nameOf(g, c)} captures ${nameOf(g, h)} from the Hero Deck`);
  if (g.heroDeck.length === 0) heroDeckRanOut(g);
}

const UNDERWORLD = 'Underworld';
function hasDracula(g: Game, p: number): boolean {
  return g.players[p]!.victory.some((c) => { const d = def(g, c); return d.name === 'Dracula' && d.group === UNDERWORLD; });
}

villainGroup(UNDERWORLD, [
  {
    name: 'Azazel', copies: 2, attack: 4, vp: 2, gives: [TELEPORT],
    text: 'Fight: a card of your choice in your hand has Teleport for the rest of the turn.',
    hint: { fight: 0.8 },
    fight: (g, p, c) => ask(g, p, 'card', azazelGive, distinct(g, p, g.players[p]!.hand), { source: c }),
  },
  {
    name: 'Blackheart', copies: 2, attack: 6, vp: 4,
    text: 'Ambush, Fight and Escape: the player to your right reveals a Marvel Knights hero or gains a Wound.',
    hint: { escapeFlat: 0.8, fight: -0.6 },
    ambush: blackheart,
    fight: blackheart,
    escape: blackheart,
  },
  {
    name: 'Dracula', copies: 2, attack: 3, vp: 4, plus: { attack: true },
    text: "Ambush: he captures the top card of the Hero Deck and adds its cost to his Attack. Fight: you gain that card.",
    // no Fight hint: bots already value a hero held by the villain they fight (agents/policy.ts fightEffect)
    attackAt: (g, slot, c) => 3 + costUnder(g, villainHolder(g, slot, c)),
    ambush: (g, _p, c) => draculaCaptures(g, c),
    fight: (g, p) => gainHeroesUnder(g, p),
  },
  {
    name: 'Lilith, Daughter of Dracula', copies: 2, attack: 5, vp: 3,
    text: 'Escape: every player without Dracula in their victory pile gains a Wound.',
    hint: { escape: 0.7 },
    escape: (g) => { for (const q of playerOrder(g)) if (!hasDracula(g, q)) later(g, GAIN_WOUND, q); },
  },
], SET, [{ team: MARVEL_KNIGHTS, w: 0.3 }]);
