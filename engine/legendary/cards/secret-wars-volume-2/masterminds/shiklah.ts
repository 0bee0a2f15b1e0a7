// Shiklah, the Demon Bride (Secret Wars Volume 2).
//
// - Master Strike: the top three Villain Deck cards are revealed; the Scheme Twists among them go back on top, the
//   rest to the bottom in random order.
// - Enslavement Beam, Drain Life, Infernal Power: Fateful Resurrection (engine/legendary/keywords/fateful-resurrection.ts:
//   a Tactic that resurrects goes back among her face-down Tactics); if she resurrects, four Bystanders are rescued /
//   a villain in the city of the fighter's choice is defeated for free (a 'slot' question, intent 'defeat') / the
//   fighter draws two cards.
// - Shiklah's Husband, Deadpool: the fighter gains this Tactic as a hero (Covert, no team, cost 9 as her printed
//   Attack: "Villains You Gain as Heroes"; +1 Attack for each hero with an odd cost played this turn, 0 being even).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { fatefulResurrection } from '../../../keywords/fateful-resurrection.js';
import { mastermind } from '../../../registry.js';
import { def, defeatVillain, draw, gainAsHero, gainAttack, isVillain, log, rescue, takeFromVillainDeck } from '../../../rules.js';
import { shuffle } from '../../../../shared/rng.js';
import type { Game } from '../../../types.js';
import { COVERT } from '../../../types.js';

/** Heroes with an odd cost played this turn (as played; 0 is even). */
function oddCostPlayed(g: Game): number {
  let n = 0;
  const a = g.t.played;
  for (let i = 0; i < a.length; i += 2) { const d = g.cards[a[i + 1]!]!; if (d.kind === 'hero' && d.cost % 2 === 1) n++; }
  return n;
}

const drainDefeat = cont('shiklah:drain-life:defeat', (g, f, v) => {
  if (v >= 0 && g.city[v]! >= 0 && isVillain(g, g.city[v]!)) defeatVillain(g, f.p, v);
}, { about: 'defeat' });

mastermind({
  name: 'Shiklah, the Demon Bride', set: SET, attack: 9, vp: 6, leads: 'Monster Metropolis',
  text: 'Master Strike: turn up the top three Villain Deck cards; Scheme Twists go back on top, the rest under the deck, shuffled.',
  strike: (g) => {
    const top = g.villainDeck.slice(-3);
    const twists = top.filter((c) => def(g, c).kind === 'twist');
    const rest = shuffle(g.rng, top.filter((c) => def(g, c).kind !== 'twist'));
    for (const c of top) takeFromVillainDeck(g, c);
    g.villainDeck.unshift(...rest);
    g.villainDeck.push(...twists);
    g.log && log(g, `  ${twists.length} Scheme Twist(s) go back on top of the Villain Deck`);
  },
  tactics: [
    {
      name: 'Enslavement Beam', text: 'Fateful Resurrection; if she comes back, rescue four Bystanders.',
      fight: (g, p, c) => { if (fatefulResurrection(g, p, c)) rescue(g, p, 4); },
    },
    {
      name: 'Shiklah\'s Husband, Deadpool', text: 'You gain this Tactic as a hero.',
      fight: gainAsHero,
      asHero: {
        cls: COVERT, attack: 5, plus: { attack: true },
        text: '+1 Attack per hero with an odd cost you played this turn before it.',
        hint: { avgAttack: 1.5 },
        play: (g) => gainAttack(g, oddCostPlayed(g)),
      },
    },
    {
      name: 'Drain Life', text: 'Fateful Resurrection; if she comes back, defeat a villain in the city for free.',
      fight: (g, p, c) => {
        if (!fatefulResurrection(g, p, c)) return;
        const opts: number[] = [];
        for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0 && isVillain(g, g.city[s]!)) opts.push(s);
        if (opts.length) ask(g, p, 'slot', drainDefeat, opts, { source: c });
      },
    },
    {
      name: 'Infernal Power', text: 'Fateful Resurrection; if she comes back, draw two cards.',
      fight: (g, p, c) => { if (fatefulResurrection(g, p, c)) draw(g, p, 2); },
    },
  ],
});
