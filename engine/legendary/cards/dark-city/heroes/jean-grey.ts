// Jean Grey (Dark City, X-Men).
//
// "Whenever you rescue a Bystander this turn" is a turn effect with a 'rescue' after-hook: every Bystander
// the current player rescues from then on (from the stack, or held by a villain or the Mastermind they
// defeat) triggers it. Telekinetic Mastery starts its effect before its own rescues, so they count.
import { SET } from '../set.js';
import { addEffect, effectKind } from '../../../effects.js';
import { draw, gainAttack, gainRecruit, playedTeam, rescue, teamPower } from '../../../rules.js';
import { hero } from '../../../registry.js';
import type { Game, GameEvent } from '../../../types.js';
import { COVERT, RANGED, XMEN } from '../../../types.js';

const mine = (g: Game, e: GameEvent) => e.p === g.current;
const READ_YOUR_THOUGHTS = effectKind({ key: 'jean-grey:read-your-thoughts', after: { rescue: (g, e) => { if (mine(g, e)) gainRecruit(g, 1); } } });
const MIND_OVER_MATTER = effectKind({ key: 'jean-grey:mind-over-matter', after: { rescue: (g, e) => { if (mine(g, e)) draw(g, e.p, 1); } } });
const TELEKINETIC_MASTERY = effectKind({ key: 'jean-grey:telekinetic-mastery', after: { rescue: (g, e) => { if (mine(g, e)) gainAttack(g, 1); } } });

hero('Jean Grey', 'X-Men', [
  {
    name: 'Psychic Search', copies: 5, cls: RANGED, cost: 3, attack: 2,
    text: 'X-Men team power: rescue a Bystander.',
    hint: { power: { team: XMEN, rescue: 1 } },
    play: (g, p) => { if (teamPower(g, XMEN)) rescue(g, p, 1); },
  },
  {
    name: 'Read Your Thoughts', copies: 5, cls: COVERT, cost: 5, recruit: 3, plus: { recruit: true },
    text: 'This turn, +1 Recruit whenever you rescue a Bystander.',
    hint: { avgRecruit: 0.5 },
    play: (g, _p, c) => addEffect(g, READ_YOUR_THOUGHTS, c),
  },
  {
    name: 'Mind Over Matter', copies: 3, cls: COVERT, cost: 6, attack: 4,
    text: 'This turn, draw a card whenever you rescue a Bystander.',
    hint: { draw: 0.4 },
    play: (g, _p, c) => addEffect(g, MIND_OVER_MATTER, c),
  },
  {
    name: 'Telekinetic Mastery', copies: 1, cls: RANGED, cost: 7, attack: 5, plus: { attack: true },
    text: 'This turn, +1 Attack whenever you rescue a Bystander. X-Men team power: rescue a Bystander per other X-Men hero played this turn.',
    // each rescue is a Bystander (1 point) and +1 Attack
    hint: { avgAttack: 0.5, power: { team: XMEN }, per: { team: XMEN, attack: 2 } },
    play: (g, p, c) => {
      const n = playedTeam(g, XMEN);
      addEffect(g, TELEKINETIC_MASTERY, c);
      rescue(g, p, n);
    },
  },
], SET);
