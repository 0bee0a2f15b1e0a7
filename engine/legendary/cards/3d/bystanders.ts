// 3D's Bystanders. Bulldozer Driver, Double Agent of S.H.I.E.L.D., Fortune Teller and Photographer are Dimensions' cards
// (the data gives no copy count for 3D: Dimensions' one each): they join the Bystander stack of a game with 3D once,
// with both sets too. Stan Lee is 3D's own:
// - Stan Lee (rescue): the rescuer names a hero of the game (a 'mode' over the setup's heroes, intent 'guess-hero'), then
//   reveals the top three cards of their deck and puts one of them with that hero name into their hand (a 'card'
//   question among different ones); the rest go back on top in the order they were (the order asked is left out: the
//   player knows those cards and draws them next whatever the order, a simplification named here).
import { SET } from './set.js';
import { ask, cont } from '../../flow.js';
import { reprintStackCard, stackCard } from '../../registry.js';
import { def, distinct, log, nameOf, peekTop, rescuedSelf } from '../../rules.js';
import type { Game } from '../../types.js';

for (const name of ['Bulldozer Driver', 'Double Agent of S.H.I.E.L.D.', 'Fortune Teller', 'Photographer']) reprintStackCard('dimensions', name, SET);

const named = cont('stan-lee:name', (g, f, v) => {
  const hero = g.setup.heroes[Math.max(0, v)];
  if (hero === undefined) return;
  g.log && log(g, `  P${f.p + 1} names ${hero}`);
  const top = peekTop(g, f.p, 3); // the discard pile is shuffled in when the deck runs short
  const hits = top.filter((c) => def(g, c).kind === 'hero' && def(g, c).groupLabel === hero);
  if (hits.length === 0) return;
  ask(g, f.p, 'card', taken, distinct(g, f.p, hits), { source: f.c });
}, { about: 'guess-hero' });
const taken = cont('stan-lee:take', (g, f, v) => {
  const deck = g.players[f.p]!.deck, i = deck.lastIndexOf(v);
  if (v < 0 || i < 0) return;
  deck.splice(i, 1);
  g.players[f.p]!.hand.push(v);
  g.log && log(g, `  P${f.p + 1} puts ${nameOf(g, v)} into their hand`);
}, { about: 'gain' });

stackCard('bystander', {
  name: 'Stan Lee', copies: 1, vp: 1,
  text: 'When rescued: name a hero; of the top three cards of your deck, put one of that hero into your hand.',
  on: {
    rescue: {
      after: (g, e, self) => {
        if (!rescuedSelf(g, e, self) || g.setup.heroes.length === 0) return;
        ask(g, e.p, 'mode', named, g.setup.heroes.map((_, i) => i), { source: e.c });
      },
    },
  },
}, SET, 'bystanders');
