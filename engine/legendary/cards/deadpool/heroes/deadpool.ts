// Deadpool (Deadpool): a hero of its own, not core's Deadpool (its label says the set when both are registered).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { ANOTHER_TURN, addEffect } from '../../../effects.js';
import { excessiveViolence } from '../../../keywords/excessive-violence.js';
import { hero } from '../../../registry.js';
import { gainAttack, gainRecruit, gainWound, isWound, koCard, log, power } from '../../../rules.js';
import type { CardDef, Game } from '../../../types.js';
import { COVERT, INSTINCT, STRENGTH, TECH } from '../../../types.js';
import { hasFlavor } from '../facts.js';

/** A card of any hero named Deadpool (the core one too): what "a Deadpool card" means to the Deadpool schemes. */
export const isDeadpoolCard = (d: CardDef) => d.kind === 'hero' && d.group === 'Deadpool';

/** It'll Grow Back: KO a Wound from hand (else discard pile) for +1 Attack; with none, gain a Wound. */
function growBack(g: Game, p: number, c: number): void {
  const pl = g.players[p]!;
  const w = pl.hand.find((x) => isWound(g, x)) ?? pl.discard.find((x) => isWound(g, x));
  if (w === undefined) { gainWound(g, p); return; }
  koCard(g, p, w, c);
  gainAttack(g, 1);
}

// Nighttime Is the Right Time: the table's clock is not in the game: the player chooses (0: +2 Recruit, 1: +2 Attack).
const nightOrDay = cont('deadpool:nighttime:choose', (g, f, v) => { if (v === 1) gainAttack(g, 2); else gainRecruit(g, 2); }, { about: 'versatile', n: 2 });

/** Running Commentary: +½ Attack per other card with flavour text played this turn. */
function commentary(g: Game, c: number): void {
  let n = 0;
  const pl = g.t.played;
  for (let i = 0; i < pl.length; i += 2) if (pl[i] !== c && hasFlavor(g.cards[pl[i + 1]!]!)) n++;
  gainAttack(g, n / 2);
}

const RAGE_USED = 'deadpool:rage:used';

export const DEADPOOL_HERO = hero('Deadpool', 'Mercs for Money', [
  {
    name: "It'll Grow Back", copies: 5, cls: INSTINCT, cost: 4, attack: 2.5, plus: { attack: true },
    text: 'KO a Wound from your hand or discard pile for +1 Attack; if you have none, gain a Wound.',
    hint: { avgAttack: 0.3 },
    play: (g, p, c) => growBack(g, p, c),
  },
  {
    name: 'Nighttime Is the Right Time', copies: 5, cls: TECH, cost: 3, attack: 0, recruit: 0, plus: { attack: true, recruit: true },
    text: '+2 Attack between 8 p.m. and midnight, else +2 Recruit (the player picks which it is); Tech superpower: both.',
    hint: { versatile: 2, power: { cls: TECH, attack: 1, recruit: 1 } },
    play: (g, p, c) => {
      if (power(g, TECH)) { gainAttack(g, 2); gainRecruit(g, 2); return; }
      ask(g, p, 'mode', nightOrDay, [0, 1], { source: c, n: 2 });
    },
  },
  {
    name: 'Running Commentary', copies: 3, cls: COVERT, cost: 5, attack: 3.5, plus: { attack: true },
    text: '+½ Attack for each other card with flavour text you played this turn.',
    hint: { avgAttack: 0.5 },
    play: (g, _p, c) => commentary(g, c),
  },
  {
    name: 'Deadpool Rage!', copies: 1, cls: STRENGTH, cost: 7, attack: 5,
    keywords: excessiveViolence('deadpool:rage', (g, p, c) => {
      if (g.vars[RAGE_USED]) return;
      g.vars[RAGE_USED] = 1;
      addEffect(g, ANOTHER_TURN, c);
      g.log && log(g, `  P${p + 1} will take another turn`);
    }),
    text: 'Excessive Violence: take another turn after this one (once per game).',
    hint: { avgAttack: 1 },
  },
], SET);
