// Mole Man (Fantastic Four). His abilities concern the group he leads, Subterranea; in advanced solo without it,
// they apply to the villain group in use (Universal Rulebook, Advanced Solo Mode).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { addEffect, effectKind } from '../../../effects.js';
import { mastermind } from '../../../registry.js';
import {
  PAY_FIGHT, PAY_RECRUIT, STREETS, cityLive, def, distinct, eachGainsWound, isVillain, otherPlayersEvil, playAsVillainCard,
  takeFromPlayer,
} from '../../../rules.js';
import { shuffle } from '../../../../shared/rng.js';
import type { Game } from '../../../types.js';
import { escapeNow } from '../../dark-city/schemes/common.js';
import { SUBTERRANEA } from '../villains/subterranea.js';

/** The group his abilities concern: Subterranea, or (advanced solo without it) the villain group in use. */
function ledGroup(g: Game): string {
  return g.setup.villains.includes(SUBTERRANEA) || g.setup.villains.length === 0 ? SUBTERRANEA : g.setup.villains[0]!;
}
const ofGroup = (g: Game, c: number) => isVillain(g, c) && def(g, c).groupLabel === ledGroup(g);

function escapedOfGroup(g: Game): number {
  let n = 0;
  for (const c of g.escaped) if (ofGroup(g, c)) n++;
  return n;
}

// Dig to Freedom: each other player puts a villain of the group from their victory pile into the Escaped pile.
const digChosen = cont('mole-man:dig-to-freedom', (g, f, v) => {
  if (v < 0 || takeFromPlayer(g, f.p, v) === 0) return;
  g.escaped.push(v);
}, { about: 'lose-vp' });

// Master of Monsters: unless this is the last tactic, the top six Villain Deck cards are revealed; the group's
// villains are played, the rest go to the bottom in random order.
function masterOfMonsters(g: Game): void {
  if (g.tactics.length === 0) return;
  const top = g.villainDeck.slice(-6).reverse();
  const play = top.filter((c) => ofGroup(g, c));
  const rest = shuffle(g.rng, top.filter((c) => !play.includes(c)));
  g.villainDeck.length -= top.length;
  g.villainDeck.unshift(...rest);
  if (g.villainDeck.length === 0 && g.drawAtEndOfTurn === '') g.drawAtEndOfTurn = 'villain deck ran out';
  for (const c of play) playAsVillainCard(g, c, true);
}

const SECRET_TUNNEL = effectKind({
  key: 'mole-man:secret-tunnel',
  onlyFor: (g, target, c) => target === PAY_FIGHT && c >= 0 && cityLive(g, STREETS) && g.city[STREETS] === c,
});
const UNDERGROUND_RICHES = effectKind({
  key: 'mole-man:underground-riches',
  onlyFor: (g, target, c) => target === PAY_RECRUIT && c >= 0 && g.hq[STREETS] === c,
});

mastermind({
  name: 'Mole Man', set: SET, attack: 7, vp: 6, leads: SUBTERRANEA,
  text: '+1 Attack per Subterranea villain escaped. Master Strike: every Subterranea villain in the city escapes; if any did, each player gains a Wound.',
  mods: { mastermindAttack: (g) => escapedOfGroup(g) },
  strike: (g) => {
    let any = false;
    for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0 && ofGroup(g, g.city[s]!)) { escapeNow(g, s); any = true; }
    if (any) eachGainsWound(g);
  },
  tactics: [
    {
      name: 'Dig to Freedom', text: 'Each other player puts a Subterranea villain from their victory pile into the Escaped pile.',
      fight: (g, _p, c) => {
        for (const q of otherPlayersEvil(g)) ask(g, q, 'card', digChosen, distinct(g, q, g.players[q]!.victory.filter((v) => ofGroup(g, v))), { source: c });
      },
    },
    {
      name: 'Master of Monsters', text: 'Unless this is the last tactic: reveal the top six Villain Deck cards, play the Subterranea villains, the rest go to the bottom.',
      fight: (g) => masterOfMonsters(g),
    },
    {
      name: 'Secret Tunnel', text: '+6 Attack usable only against villains in the Streets.',
      fight: (g, _p, c) => addEffect(g, SECRET_TUNNEL, c, 6),
    },
    {
      name: 'Underground Riches', text: '+6 Recruit usable only to recruit the hero in the HQ space under the Streets.',
      fight: (g, _p, c) => addEffect(g, UNDERGROUND_RICHES, c, 6),
    },
  ],
});
