// Black Swan (Secret Wars Volume 2, Cabal).
//
// - Apocalyptic Vision: Ranged superpower (read when played): the top card of the Villain Deck is revealed; a Scheme
//   Twist gives +2 Attack and stays on top; anything else goes back on the top or the bottom, as the player chooses
//   (a 'card' question [the card, -1]: the card to put on the bottom, -1 leaves it on top; intent 'investigate-bottom',
//   whose Villain Deck reading is "bottom what would hurt when played"). An empty Villain Deck reveals nothing.
// - Witness the End: Instinct superpower: you may KO a card from hand or discard pile ('ko-optional', -1 declines);
//   a KO draws a card.
// - Dark Foretelling: the top three cards of the Villain Deck are revealed; the Bystanders among them are rescued
//   (taken from the Villain Deck, rescueCard: 'rescue' hooks see them), then the player puts the rest back on top in
//   the order they choose (putDeckTopInOrder). Fewer cards are revealed when the deck holds fewer.
// - Telepathic Control: the top five cards of the Villain Deck are revealed; the player picks one of them and gets
//   +Attack equal to its printed VP (a card without VP, a Twist or a Strike, prints 0); with the Cabal team power
//   (read when played) two different cards of them instead. The picks are 'card' questions over the revealed cards,
//   one per distinct VP (intent 'gain': the most valuable); then they go back on top in the order the player chooses.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { cardsIn, DISCARD, HAND, ORDER_VILLAIN_DECK, def, distinct, draw, gainAttack, isBystander, koCard, log, nameOf, power,
  putDeckTopInOrder, rescueCard, takeFromVillainDeck, teamPower } from '../../../rules.js';
import { hero, teamId } from '../../../registry.js';
import type { Game } from '../../../types.js';
import { COVERT, INSTINCT, RANGED, Z_VILLAIN_DECK } from '../../../types.js';

const CABAL = teamId('Cabal');

/** The top n cards of the Villain Deck, top first. */
function villainTop(g: Game, n: number): number[] {
  return g.villainDeck.slice(-n).reverse();
}

// ---- Apocalyptic Vision -------------------------------------------------------------------------------

const visionBottom = cont('black-swan:apocalyptic-vision:bottom', (g, _f, v) => {
  if (v < 0) return;
  const d = g.villainDeck, i = d.lastIndexOf(v);
  if (i < 0) return;
  d.splice(i, 1);
  d.unshift(v);
  g.log && log(g, `  ${nameOf(g, v)} goes to the bottom of the Villain Deck`);
}, { about: 'investigate-bottom' });

// ---- Witness the End ----------------------------------------------------------------------------------

const witnessKo = cont('black-swan:witness-the-end:ko', (g, f, v) => {
  if (v < 0) return;
  koCard(g, f.p, v, f.c);
  draw(g, f.p, 1);
}, { about: 'ko-optional' });

// ---- Telepathic Control -------------------------------------------------------------------------------

/** The revealed cards (the top n) left to pick, one per distinct printed VP, without card `taken`. */
function vpOptions(g: Game, n: number, taken: number): number[] {
  const out: number[] = [], vps: number[] = [];
  for (const c of villainTop(g, n)) {
    if (c === taken) continue;
    const vp = def(g, c).vp;
    if (!vps.includes(vp)) { vps.push(vp); out.push(c); }
  }
  return out;
}

/** Asks for a pick among the top n (f.m: picks left after this one), or orders the top n when none is left. */
function askPick(g: Game, p: number, src: number, n: number, left: number, taken: number): void {
  const opts = left > 0 ? vpOptions(g, n, taken) : [];
  if (opts.length) { ask(g, p, 'card', telepathicPick, opts, { source: src, n, m: left - 1 }); return; }
  putDeckTopInOrder(g, p, ORDER_VILLAIN_DECK, n, src);
}

const telepathicPick = cont('black-swan:telepathic-control:pick', (g, f, v) => {
  if (v >= 0) {
    const vp = def(g, v).vp;
    g.log && log(g, `  ${nameOf(g, v)}: +${vp} Attack`);
    gainAttack(g, vp);
  }
  askPick(g, f.p, f.c, f.n, f.m, v);
}, { about: 'gain' });

hero('Black Swan', 'Cabal', [
  {
    name: 'Apocalyptic Vision', copies: 5, cls: RANGED, cost: 3, attack: 2, plus: { attack: true },
    text: 'Ranged superpower: turn up the top Villain Deck card; a Scheme Twist gives +2 Attack, anything else may go to the bottom.',
    hint: { power: { cls: RANGED, attack: 0.3, other: 0.3 } },
    play: (g, p, c) => {
      if (!power(g, RANGED)) return;
      const top = g.villainDeck[g.villainDeck.length - 1] ?? -1;
      if (top < 0) return;
      g.log && log(g, `  reveals ${nameOf(g, top)} on top of the Villain Deck`);
      if (def(g, top).kind === 'twist') { gainAttack(g, 2); return; }
      ask(g, p, 'card', visionBottom, [top, -1], { source: c });
    },
  },
  {
    name: 'Witness the End', copies: 5, cls: INSTINCT, cost: 5, recruit: 2,
    text: 'Instinct superpower: trade one card of your hand or discard pile (KO it, optionally) for a fresh draw.',
    hint: { power: { cls: INSTINCT, draw: 0.8, other: 0.5 } },
    play: (g, p, c) => {
      if (!power(g, INSTINCT)) return;
      const opts = distinct(g, p, cardsIn(g, p, HAND | DISCARD));
      if (opts.length) ask(g, p, 'card', witnessKo, [...opts, -1], { source: c });
    },
  },
  {
    name: 'Dark Foretelling', copies: 3, cls: INSTINCT | RANGED, cost: 6, attack: 4,
    text: 'Look at the top three Villain Deck cards: rescue the Bystanders there, put the others back in the order you like.',
    // about one Bystander in three Villain Deck cards, unconditionally (a power with no class or team, as Steve Rogers')
    hint: { power: { rescue: 0.4 } },
    play: (g, p, c) => {
      const seen = villainTop(g, 3);
      if (seen.length) g.log && log(g, `  reveals ${seen.map((x) => nameOf(g, x)).join(', ')} from the Villain Deck`);
      let rest = seen.length;
      for (const b of seen) {
        if (!isBystander(g, b) || !takeFromVillainDeck(g, b)) continue;
        rest--;
        g.log && log(g, `  P${p + 1} rescues ${nameOf(g, b)}`);
        rescueCard(g, p, b, Z_VILLAIN_DECK);
      }
      if (rest > 1) putDeckTopInOrder(g, p, ORDER_VILLAIN_DECK, rest, c);
    },
  },
  {
    name: 'Telepathic Control', copies: 1, cls: COVERT, cost: 7, attack: 0, plus: { attack: true },
    text: 'Look at the top five Villain Deck cards: +Attack equal to the VP printed on one of them (Cabal: on two), then reorder them.',
    hint: { avgAttack: 2.5, power: { team: CABAL, attack: 1.5 } },
    play: (g, p, c) => {
      const n = Math.min(5, g.villainDeck.length);
      if (n === 0) return;
      g.log && log(g, `  reveals ${villainTop(g, n).map((x) => nameOf(g, x)).join(', ')} from the Villain Deck`);
      askPick(g, p, c, n, teamPower(g, CABAL) ? 2 : 1, -1);
    },
  },
], SET);
