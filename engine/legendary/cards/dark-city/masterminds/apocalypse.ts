import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { VILLAIN_GROUPS, cardByKey, mastermind } from '../../../registry.js';
import { def, distinct, isHero, koCard, otherPlayersEvil, peekTop, playerOrder, rescue, takeFromPlayer } from '../../../rules.js';
import type { Game } from '../../../types.js';
import { TOP_OF_DECK, deckStackSource, playFromVictoryPile, stackOnDeck, victoryPick } from './common.js';

const FOUR_HORSEMEN = 'Four Horsemen';

/**
 * The group Apocalypse's abilities are about: the Four Horsemen when they are in the game; in advanced solo
 * without them, the villain group in use (Universal Rulebook, Advanced Solo Mode). Basic solo ignores
 * "Always Leads", so there the abilities apply only if the Four Horsemen were drawn.
 */
export function horsemenGroup(g: Game): string | null {
  const v = g.setup.villains;
  if (v.includes(FOUR_HORSEMEN)) return FOUR_HORSEMEN;
  return g.setup.solo === 'advanced' && v.length > 0 ? v[0]! : null;
}
const isHorseman = (g: Game, c: number, group = horsemenGroup(g)) => {
  const d = def(g, c);
  return group !== null && d.kind === 'villain' && d.groupLabel === group;
};

/** The card definitions of a villain group, by label (one per distinct card). */
const GROUP_DEFS = new Map<string, number[]>();
function groupDefs(label: string): number[] {
  let ids = GROUP_DEFS.get(label);
  if (!ids) { ids = (VILLAIN_GROUPS.get(label)?.cards ?? []).map((k) => cardByKey(k).id); GROUP_DEFS.set(label, ids); }
  return ids;
}
/** Apocalypse Wins: one of each different card of the group is in the Escaped Villains pile. */
function apocalypseWins(g: Game): string | null {
  const group = horsemenGroup(g);
  if (group === null || g.escaped.length === 0) return null;
  const ids = groupDefs(group);
  if (ids.length === 0) return null;
  for (const id of ids) if (!g.escaped.some((c) => g.defOf[c] === id)) return null;
  return `Apocalypse Wins: every one of the ${group} has escaped`;
}

const costsOne = (g: Game, c: number) => def(g, c).cost >= 1;

// Master Strike: each player puts every hero of cost 1 or more from their hand on top of their deck, in the
// order they choose.
const HAND_HEROES = deckStackSource((g, p) => g.players[p]!.hand.filter((c) => isHero(g, c) && costsOne(g, c)));
const strike = cont('apocalypse:strike', (g, f) => stackOnDeck(g, f.p, HAND_HEROES, f.c));

// Apocalyptic Destruction: each other player KOs two heroes of cost 1 or more from their discard pile, one at a time.
const destruction = cont('apocalypse:apocalyptic-destruction', (g, f) => {
  const opts = distinct(g, f.p, g.players[f.p]!.discard.filter((c) => isHero(g, c) && costsOne(g, c)));
  ask(g, f.p, 'card', destructionKo, opts, { source: f.c });
});
const destructionKo = cont('apocalypse:apocalyptic-destruction:ko', (g, f, v) => { if (v >= 0) koCard(g, f.p, v); }, { about: 'lose' });

// The End of All Things: each other player KOs the cards of cost 1 or more among their top three, and puts
// the others back in the order they choose.
const endOfAllThings = cont('apocalypse:the-end-of-all-things', (g, f) => {
  const top = peekTop(g, f.p, 3);
  let kept = 0;
  for (const c of top) if (costsOne(g, c)) koCard(g, f.p, c); else kept++;
  stackOnDeck(g, f.p, TOP_OF_DECK, f.c, kept);
});

// Horsemen Are Drawing Nearer: each other player chooses a Horseman in their victory pile; it is played as
// if from the Villain Deck (it enters the city, with its Ambush).
const HORSEMAN = victoryPick((g, c) => isHorseman(g, c));

mastermind({
  name: 'Apocalypse', set: SET, attack: 12, vp: 6, leads: FOUR_HORSEMEN,
  text: 'Four Horsemen villains get +2 Attack; evil wins when each of the four different Horsemen has escaped. Master Strike: each player puts all heroes of cost 1 or more from their hand on top of their deck.',
  mods: { villainAttack: (g, _slot, c) => (isHorseman(g, c) ? 2 : 0) },
  evilWins: apocalypseWins,
  strike: (g, _p, c) => { for (const p of playerOrder(g)) later(g, strike, p, c); },
  tactics: [
    {
      name: 'Apocalyptic Destruction', text: 'Each other player KOs two heroes of cost 1 or more from their discard pile.',
      fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) { later(g, destruction, q, c); later(g, destruction, q, c); } },
    },
    {
      name: 'The End of All Things', text: 'Each other player KOs every card of cost 1 or more among the top three of their deck and puts the rest back in any order.',
      fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) later(g, endOfAllThings, q, c); },
    },
    {
      name: 'Horsemen Are Drawing Nearer', text: 'Each other player plays a Four Horsemen villain from their victory pile as if it came from the Villain Deck.',
      fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) playFromVictoryPile(g, q, HORSEMAN, c); },
    },
    {
      name: 'Immortal and Undefeated', text: 'Unless this is the last tactic: rescue six bystanders and shuffle this tactic back into the tactics.',
      fight: (g, p, c) => {
        if (g.tactics.length === 0) return;
        rescue(g, p, 6);
        if (takeFromPlayer(g, p, c) !== 0) g.tactics.push(c);
      },
    },
  ],
});
