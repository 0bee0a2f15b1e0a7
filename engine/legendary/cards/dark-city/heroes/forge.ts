// Forge (Dark City, X-Force).
//
// Dirty Work's Tech superpower: villains fought in the Sewers this turn get -2 Attack (only when fought: an
// effect that defeats without fighting sees the usual Attack). Reboot's Tech superpower: 'card' over the hand
// (-1: none); discarding one draws two. B.F.G.'s double Tech superpower (two other Tech cards played this turn)
// defeats the Mastermind once without a fight (a Tactic, or the Final Blow), unless nothing can be defeated now.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { addEffect, effectKind } from '../../../effects.js';
import { VERSATILE, versatile } from '../../../keywords/versatile.js';
import {
  SEWERS, canDefeatNow, defeatMastermindTactic, discardFromHand, distinct, draw, mastermindStands, playedCls, power,
} from '../../../rules.js';
import { hero } from '../../../registry.js';
import { TECH } from '../../../types.js';

const FOUGHT_IN_SEWERS = effectKind({
  key: 'forge:dirty-work', villainAttack: (_g, slot, _c, fight) => (fight && slot === SEWERS ? -2 : 0),
});

const reboot = cont('forge:reboot:discard', (g, f, v) => {
  if (v < 0 || !g.players[f.p]!.hand.includes(v)) return;
  discardFromHand(g, f.p, v, true);
  draw(g, f.p, 2);
}, { about: 'discard' });

hero('Forge', 'X-Force', [
  {
    name: 'Dirty Work', copies: 5, cls: TECH, cost: 3, attack: 2,
    text: 'Tech superpower: villains in the Sewers get -2 Attack when you fight them this turn.',
    hint: { power: { cls: TECH, other: 1 } },
    play: (g, _p, c) => { if (power(g, TECH)) addEffect(g, FOUGHT_IN_SEWERS, c); },
  },
  {
    name: 'Reboot', copies: 5, cls: TECH, cost: 4, recruit: 2,
    text: 'Tech superpower: optionally trade a card from hand for two draws.',
    hint: { power: { cls: TECH, draw: 1 } },
    play: (g, p, c) => {
      if (!power(g, TECH)) return;
      const opts = distinct(g, p, g.players[p]!.hand);
      if (opts.length) ask(g, p, 'card', reboot, [...opts, -1], { source: c });
    },
  },
  {
    name: 'Overdrive', copies: 3, cls: TECH, cost: 5, recruit: 0, attack: 0, plus: { recruit: true, attack: true },
    text: 'Versatile 3: +3 Recruit or +3 Attack, as you choose.',
    keywords: [VERSATILE],
    hint: { versatile: 3 },
    play: (g, p, c) => versatile(g, p, c, 3),
  },
  {
    name: 'B.F.G.', copies: 1, cls: TECH, cost: 7, attack: 5,
    text: 'Double Tech superpower (two other Tech cards played this turn): defeat the Mastermind once, without fighting.',
    hint: { power: { cls: TECH, count: 2, other: 6 } },
    play: (g, p) => { if (playedCls(g, TECH) >= 2 && mastermindStands(g) && canDefeatNow(g)) defeatMastermindTactic(g, p); },
  },
], SET);
