// Spider-Queen (Secret Wars Volume 2): +1 Attack for each Bystander in the escape pile.
//
// - Master Strike: each player puts a Spider-Infected from their victory pile into an empty city space of their choice
//   (a 'card' question when they have different ones, then a 'slot' question, intent 'move-villain-to'; it enters there,
//   its Ambush follows); a player who can't (none in the victory pile, or no empty space) gains a Wound.
// - Sonic Scream: the top eight Villain Deck cards are revealed; their Bystanders go to the escape pile, the rest to the
//   bottom of the deck in random order.
// - Infect the Entire City: a Bystander from the stack goes to the escape pile; then each Spider-Infected in the city
//   captures a Bystander.
// - Control Arachnid Genes: the fighter may gain a Spider Friends hero from the HQ (a 'slot' question, -1 declines).
// - Web the Skyscrapers: each other player reveals a Spider Friends hero, or puts a Bystander of their choice from
//   their victory pile into the escape pile.
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { mastermind, teamId } from '../../../registry.js';
import {
  GAIN_WOUND, captureFromStack, checkEvil, cityLive, def, distinct, enterCityAt, gainCard, isBystander, isHero, isTeam, log, nameOf,
  otherPlayersEvil, playerOrder, takeFromHq, takeFromPlayer, takeFromVillainDeck,
} from '../../../rules.js';
import { shuffle } from '../../../../shared/rng.js';
import type { Game } from '../../../types.js';
import { Z_HQ, Z_NONE } from '../../../types.js';
import { otherwise, revealOrElse, revealable } from '../../dark-city/masterminds/common.js';

const INFECTED = 'Spider-Infected';
const SPIDER_FRIENDS = teamId('Spider Friends');
const REVEAL_SPIDER_FRIENDS = revealable((g, c) => isTeam(g, c, SPIDER_FRIENDS));
const isInfected = (g: Game, c: number) => def(g, c).group === INFECTED && def(g, c).kind === 'henchman';
const emptySpaces = (g: Game) => { const out: number[] = []; for (let s = 0; s < g.city.length; s++) if (cityLive(g, s) && g.city[s]! < 0) out.push(s); return out; };
const escapedBystanders = (g: Game) => { let n = 0; for (const c of g.escaped) if (isBystander(g, c)) n++; return n; };

// Master Strike
const strikeEach = cont('spider-queen:strike', (g, f) => {
  const mine = g.players[f.p]!.victory.filter((c) => isInfected(g, c));
  if (mine.length === 0 || emptySpaces(g).length === 0) { later(g, GAIN_WOUND, f.p); return; }
  ask(g, f.p, 'card', strikeWhich, distinct(g, f.p, mine), { source: f.c });
});
const strikeWhich = cont('spider-queen:strike:which', (g, f, v) => {
  if (v < 0) return;
  ask(g, f.p, 'slot', strikeWhere, emptySpaces(g), { source: v });
}, { about: 'lose-vp' });
const strikeWhere = cont('spider-queen:strike:where', (g, f, v) => {
  if (v < 0 || !cityLive(g, v) || g.city[v]! >= 0 || takeFromPlayer(g, f.p, f.c) === Z_NONE) return;
  enterCityAt(g, f.c, v);
}, { about: 'move-villain-to' });

// Control Arachnid Genes
const genesGain = cont('spider-queen:control-arachnid-genes', (g, f, v) => {
  if (v < 0 || g.hq[v]! < 0) return;
  const h = takeFromHq(g, v);
  gainCard(g, f.p, h, Z_HQ, false, f.c);
}, { about: 'hq-gain' });

// Web the Skyscrapers
const webEach = cont('spider-queen:web-the-skyscrapers', (g, f) => revealOrElse(g, f.p, REVEAL_SPIDER_FRIENDS, webGive, f.c));
const webGive = otherwise(cont('spider-queen:web-the-skyscrapers:give', (g, f) => {
  const bs = g.players[f.p]!.victory.filter((c) => isBystander(g, c));
  ask(g, f.p, 'card', webGiven, distinct(g, f.p, bs), { source: f.c });
}));
const webGiven = cont('spider-queen:web-the-skyscrapers:given', (g, f, v) => {
  if (v < 0 || takeFromPlayer(g, f.p, v) === Z_NONE) return;
  g.escaped.push(v);
  checkEvil(g);
}, { about: 'lose-vp' });

mastermind({
  name: 'Spider-Queen', set: SET, attack: 8, vp: 6, leads: INFECTED,
  text: '+1 Attack per Bystander in the escape pile. Master Strike: each player returns a Spider-Infected from their victory pile to an empty city space of their choice, or takes a Wound.',
  reveals: [{ team: SPIDER_FRIENDS, w: 0.4 }],
  mods: { mastermindAttack: (g) => escapedBystanders(g) },
  strike: (g, _p, c) => { for (const p of playerOrder(g)) later(g, strikeEach, p, c); },
  tactics: [
    {
      name: 'Sonic Scream', text: 'Turn up the top eight Villain Deck cards: Bystanders there escape, the others go under the deck, shuffled.',
      fight: (g) => {
        const top = g.villainDeck.slice(-8);
        const bys = top.filter((c) => isBystander(g, c));
        const rest = shuffle(g.rng, top.filter((c) => !isBystander(g, c)));
        for (const c of top) takeFromVillainDeck(g, c);
        for (const b of bys) g.escaped.push(b);
        g.villainDeck.unshift(...rest);
        g.log && log(g, `  ${bys.length} Bystander(s) from the Villain Deck go to the escape pile`);
        checkEvil(g);
      },
    },
    {
      name: 'Infect the Entire City', text: 'A Bystander from the stack escapes; then every Spider-Infected in the city takes a Bystander.',
      fight: (g) => {
        const b = g.bystanders.pop();
        if (b !== undefined) { g.escaped.push(b); g.log && log(g, `  ${nameOf(g, b)} goes to the escape pile`); checkEvil(g); }
        for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0 && isInfected(g, g.city[s]!)) captureFromStack(g, s);
      },
    },
    {
      name: 'Control Arachnid Genes', text: 'You may take a Spider Friends hero from the HQ (a gain).',
      fight: (g, p, c) => {
        const opts: number[] = [];
        for (let s = 0; s < g.hq.length; s++) { const h = g.hq[s]!; if (h >= 0 && isHero(g, h) && isTeam(g, h, SPIDER_FRIENDS)) opts.push(s); }
        if (opts.length) ask(g, p, 'slot', genesGain, [...opts, -1], { source: c });
      },
    },
    {
      name: 'Web the Skyscrapers', text: 'Other players without a Spider Friends hero to show give a Bystander of their victory pile to the escape pile.',
      fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) later(g, webEach, q, c); },
    },
  ],
});
