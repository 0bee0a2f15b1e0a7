// Winter Soldier (Captain America 75th Anniversary).
import { SET } from '../set.js';
import { OUT_OF_TIME } from '../../../keywords/out-of-time.js';
import { ask, cont } from '../../../flow.js';
import { hero } from '../../../registry.js';
import { distinct, draw, gainAttack, isHero, power } from '../../../rules.js';
import { COVERT, STRENGTH, TECH } from '../../../types.js';
import { outOfTime, replayWorth } from './common.js';

// 2>4: a hero in hand gains Man Out of Time this turn; Tech superpower: another one does too.
const gains = cont('winter-soldier:two-greater-than-four', (g, f, v) => {
  if (v < 0) return;
  outOfTime(g, v);
  if (f.n === 1) {
    const opts = distinct(g, f.p, g.players[f.p]!.hand.filter((c) => c !== v && isHero(g, c)));
    ask(g, f.p, 'card', gains, opts, { source: f.c, n: 0 });
  }
}, { about: 'copy' });

hero('Winter Soldier', '', [
  {
    name: 'Bionic Arm', copies: 5, cls: STRENGTH, cost: 3, attack: 2,
    gives: [OUT_OF_TIME],
    text: 'Tech superpower: Man Out of Time.',
    hint: { power: { cls: TECH, attack: replayWorth(2) } },
    play: (g, _p, c) => { if (power(g, TECH)) outOfTime(g, c); },
  },
  {
    name: 'Sniper Nest', copies: 5, cls: TECH, cost: 4, recruit: 1,
    gives: [OUT_OF_TIME],
    text: 'Draw a card. Tech superpower: Man Out of Time.',
    hint: { draw: 1, power: { cls: TECH, draw: replayWorth(1), recruit: replayWorth(1) } },
    play: (g, p, c) => { if (power(g, TECH)) outOfTime(g, c); draw(g, p, 1); },
  },
  {
    name: 'KGB Training', copies: 3, cls: COVERT, cost: 5, attack: 3, plus: { attack: true },
    text: '+2 Attack if you played at least 7 other cards this turn.',
    hint: { avgAttack: 0.3 },
    play: (g) => { if (g.t.played.length / 2 >= 7) gainAttack(g, 2); },
  },
  {
    name: '2>4', copies: 1, cls: TECH, cost: 7, attack: 4,
    gives: [OUT_OF_TIME],
    text: 'A hero in your hand gains Man Out of Time this turn. Tech superpower: another hero in your hand does too.',
    hint: { avgAttack: 2 },
    play: (g, p, c) => {
      const two = power(g, TECH) ? 1 : 0;
      ask(g, p, 'card', gains, distinct(g, p, g.players[p]!.hand.filter((x) => isHero(g, x))), { source: c, n: two });
    },
  },
], SET);
