// Clash of the Monsters Unleashed (Champions): 10 twists; 6 Wounds per player in the Wound stack; the 8 Monsters
// Unleashed villains (one of each card, made at setup besides any in the Villain Deck) are shuffled into the face-down
// "Monster Pit" (Game.schemeDeck).
// Twists 1-2: nothing. Twists 3-10: each player, in turn order, chooses a villain of their victory pile as their
// Gladiator ('card', intent 'gain'; only its printed Attack matters); then the top card of the Monster Pit enters the
// city (its Ambush as usual), and each player whose Gladiator's printed Attack is lower than that Monster's printed
// Attack gains a Wound. A player without a villain has no Gladiator and gains the Wound (the rulebook is silent: the
// reading worst for the players). Evil wins when the Wound stack or the Monster Pit runs out.
import { SET } from '../set.js';
import { MONSTERS_UNLEASHED } from '../villains/monsters-unleashed.js';
import { ask, cont, later } from '../../../flow.js';
import { VILLAIN_GROUPS, cardByKey, scheme } from '../../../registry.js';
import { GAIN_WOUND, checkEvil, def, distinct, enterCity, isVillain, log, nameOf, playerOrder } from '../../../rules.js';
import { shuffle } from '../../../../shared/rng.js';
import type { Game } from '../../../types.js';

const PIT = 'clash-monsters:pit';
const GLADIATOR = 'clash-monsters:gladiator:';
const PIT_SIZE = 8;

/** The printed Attack of player p's Gladiator chosen at this twist (-1: none). */
export function gladiatorAttack(g: Game, p: number): number { return g.vars[GLADIATOR + p] ?? -1; }

const chooseGladiator = cont('clash-monsters:choose-gladiator', (g, f) => {
  const opts = g.players[f.p]!.victory.filter((c) => isVillain(g, c));
  g.vars[GLADIATOR + f.p] = -1;
  ask(g, f.p, 'card', gladiatorChosen, distinct(g, f.p, opts), { source: f.c });
});
const gladiatorChosen = cont('clash-monsters:gladiator', (g, f, v) => {
  if (v < 0) return;
  g.vars[GLADIATOR + f.p] = def(g, v).attack;
  g.log && log(g, `  P${f.p + 1} chooses ${nameOf(g, v)} (printed Attack ${def(g, v).attack}) as Gladiator`);
}, { about: 'gain' });

const monsterFights = cont('clash-monsters:monster', (g, f) => {
  const m = g.schemeDeck.pop();
  g.vars[PIT] = g.schemeDeck.length;
  if (m === undefined) return;
  const attack = def(g, m).attack;
  g.log && log(g, `  ${nameOf(g, m)} (printed Attack ${attack}) comes out of the Monster Pit`);
  enterCity(g, m);
  for (const p of playerOrder(g)) if (gladiatorAttack(g, p) < attack) later(g, GAIN_WOUND, p, f.c);
  checkEvil(g);
});

scheme({
  name: 'Clash of the Monsters Unleashed', set: SET,
  text: '10 twists; 6 Wounds per player; the 8 Monsters Unleashed form a face-down Monster Pit. Twists 3-10: each player picks a villain of their victory pile as Gladiator, the top Monster enters the city, and each player whose Gladiator has a lower printed Attack gains a Wound. Evil wins when the Wound stack or the Monster Pit runs out.',
  twists: () => 10,
  plan: (plan) => { plan.woundStack = 6 * plan.players; },
  afterSetup: (g, make) => {
    const keys = VILLAIN_GROUPS.get(MONSTERS_UNLEASHED)!.cards;
    const pit: number[] = [];
    for (const k of keys) pit.push(...make(k, cardByKey(k).copies));
    g.schemeDeck.push(...shuffle(g.rng, pit));
    g.vars[PIT] = g.schemeDeck.length;
  },
  twist: (g, n, c) => {
    g.ko.push(c);
    if (n < 3) return;
    for (const p of playerOrder(g)) later(g, chooseGladiator, p, c);
    later(g, monsterFights, g.current, c);
  },
  evilWins: (g) => {
    if (g.wounds.length === 0) return 'Clash of the Monsters Unleashed: the Wound stack ran out';
    if (g.vars[PIT] === 0) return 'Clash of the Monsters Unleashed: the Monster Pit ran out';
    return null;
  },
  hint: {
    progress: (v) => Math.max(1 - v.woundsLeft / Math.max(1, 6 * v.players), 1 - v.variable(PIT) / PIT_SIZE),
    woundClock: true,
  },
});
