// Galactus (Fantastic Four). Cosmic Threat against every class (engine/legendary/keywords/cosmic-threat.ts): the player
// chooses a class each turn, and its -3 Attack per card lasts for one fight. Master Strike: the city space
// closest to him (the last one left) is destroyed, its villain escapes, and the Strike stays there; he wins when
// the whole city is destroyed (engine/legendary/rules.ts destroyCitySpace).
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { NEXT_HAND_EXTRA, addEffect, effectKind } from '../../../effects.js';
import { cosmicThreat } from '../../../keywords/cosmic-threat.js';
import { mastermind } from '../../../registry.js';
import {
  chooseDiscard, cityDestroyedAll, cityEnd, countHeroes, def, destroyCitySpace, draw, hasCls, isHero, koCard,
  otherPlayersEvil, playerOrder, rescue,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { CLASS_BITS, COVERT, INSTINCT, RANGED, STRENGTH, TECH } from '../../../types.js';

const ALL_CLASSES = STRENGTH | INSTINCT | COVERT | TECH | RANGED;
const CLASS_MODES = [0, 1, 2, 3, 4];

function strike(g: Game, c: number): void {
  const s = cityEnd(g);
  if (s < 0) return;
  let marker = -1;
  const i = def(g, c).kind === 'strike' ? g.ko.lastIndexOf(c) : -1;
  if (i >= 0) { g.ko.splice(i, 1); marker = c; }
  destroyCitySpace(g, s, marker);
}

/** Cards of class index `k` player p reveals (all they have: revealing more only gives more). */
const reveals = (g: Game, p: number, k: number) => countHeroes(g, p, (h) => hasCls(g, h, CLASS_BITS[k]!));

// Cosmic Entity / Panicked Mobs: the fighter chooses a class; each player reveals its cards and draws / rescues
// that many.
const entityEach = cont('galactus:cosmic-entity:each', (g, f) => { draw(g, f.p, reveals(g, f.p, f.n)); });
const entity = cont('galactus:cosmic-entity', (g, f, v) => {
  for (const q of playerOrder(g)) later(g, entityEach, q, f.c, Math.max(0, v));
}, { about: 'class-count' });
const mobsEach = cont('galactus:panicked-mobs:each', (g, f) => { rescue(g, f.p, reveals(g, f.p, f.n)); });
const mobs = cont('galactus:panicked-mobs', (g, f, v) => {
  for (const q of playerOrder(g)) later(g, mobsEach, q, f.c, Math.max(0, v));
}, { about: 'class-count' });

// Force of Eternity: six extra cards in the next hand, then six discards from it.
const discardOne = cont('galactus:force-of-eternity:discard', (g, f) => chooseDiscard(g, f.p));
const FORCE_OF_ETERNITY = effectKind({
  key: 'galactus:force-of-eternity',
  after: { turnEnd: (g, ev) => { for (let i = 0; i < 6; i++) later(g, discardOne, ev.p); } },
});

/** Sunder the Earth: player q KOs every hero of their discard pile named like a hero in the HQ. */
function sunder(g: Game, q: number): void {
  const names = new Set<string>();
  for (const h of g.hq) if (h >= 0 && isHero(g, h)) names.add(def(g, h).name);
  for (const c of g.players[q]!.discard.slice()) if (isHero(g, c) && names.has(def(g, c).name)) koCard(g, q, c);
}

mastermind({
  name: 'Galactus', set: SET, attack: 20, vp: 7, leads: 'Heralds of Galactus', keywords: cosmicThreat(ALL_CLASSES),
  text: 'Cosmic Threat: every class (choose one a turn; it lasts one fight). Master Strike: the city space closest to him is destroyed, its villain escapes. He wins when the whole city is destroyed.',
  strike: (g, _p, c) => strike(g, c),
  evilWins: (g) => (cityDestroyedAll(g) ? 'Galactus destroyed the city' : null),
  // each Master Strike brings the loss a space closer
  progress: (v) => { let gone = 0; for (let s = 0; s < v.city.length; s++) if (!v.cityLive(s)) gone++; return gone / v.city.length; },
  tactics: [
    {
      name: 'Cosmic Entity', text: 'Choose a class: every player reveals its cards and draws that many.',
      fight: (g, p, c) => ask(g, p, 'mode', entity, CLASS_MODES, { source: c }),
    },
    {
      name: 'Force of Eternity', text: 'Your next hand has six extra cards; then you discard six.',
      fight: (g, _p, c) => { addEffect(g, NEXT_HAND_EXTRA, c, 6); addEffect(g, FORCE_OF_ETERNITY, c); },
    },
    {
      name: 'Panicked Mobs', text: 'Choose a class: every player reveals its cards and rescues that many Bystanders.',
      fight: (g, p, c) => ask(g, p, 'mode', mobs, CLASS_MODES, { source: c }),
    },
    {
      name: 'Sunder the Earth', text: 'Each other player KOs every hero in their discard pile named like a hero in the HQ.',
      fight: (g) => { for (const q of otherPlayersEvil(g)) sunder(g, q); },
    },
  ],
});
