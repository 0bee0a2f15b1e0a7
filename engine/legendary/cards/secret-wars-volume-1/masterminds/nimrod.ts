// Nimrod, Super Sentinel (Secret Wars Volume 1). Only a player whose turn has produced 6 or more Recruit may fight
// him (g.t.recruitMade: printed Recruit of the cards played and Recruit gained by effects).
//
// "Choose Recruit or Attack" is a 'mode' question (mode 0 Recruit, 1 Attack; intent 'icon' with n saying what the
// icon is for: 0 the answering player discards the cards of their hand that have it, 1 they draw from their deck while
// its top card has it, 2 the HQ heroes that have it leave, 3 the top card of the Hero Deck is gained if it has it).
// - Master Strike: a player not revealing a Tech hero picks an icon, then discards all hand cards bearing it.
// - Adapt and Destroy: the fighter chooses; the other players each discard a hand card of their choice bearing the
//   icon.
// - Detect Mutation: the fighter chooses, then reveals the top card of their deck: drawn while it has the icon.
// - Scatter the Mutants: the fighter chooses; every HQ hero with the icon goes to the bottom of the Hero Deck (in HQ
//   order, from the first space), then the spaces refill.
// - Teleport and Incarcerate: the fighter chooses and the Hero Deck's top card is shown; bearing the icon, it is gained
//   and teleported (set aside for the next hand), else it stays on top.
import { SET } from '../set.js';
import { ATTACK_ICON, RECRUIT_ICON, hasIcon } from '../common.js';
import { ask, cont, later } from '../../../flow.js';
import { teleportFrom } from '../../../keywords/teleport.js';
import { mastermind } from '../../../registry.js';
import {
  discardCard, distinct, draw, gainCard, hasCls, isHero, log, nameOf, otherPlayersEvil, playerOrder, refillHq, takeFaceDown, topOfDeck,
} from '../../../rules.js';
import { TECH, Z_HAND, Z_HERO_DECK } from '../../../types.js';
import { otherwise, revealOrElse, revealable } from '../../dark-city/masterminds/common.js';

const ICONS = [RECRUIT_ICON, ATTACK_ICON];
const iconName = (icon: number) => (icon === RECRUIT_ICON ? 'Recruit' : 'Attack');
const REVEAL_TECH = revealable((g, c) => hasCls(g, c, TECH));

// Master Strike: a Tech hero revealed, or an icon picked and all hand cards bearing it discarded
const strikeEach = cont('nimrod:strike', (g, f) => revealOrElse(g, f.p, REVEAL_TECH, strikeChoose, f.c));
const strikeChoose = otherwise(cont('nimrod:strike:choose', (g, f) => ask(g, f.p, 'mode', strikeDiscard, ICONS, { source: f.c, n: 0 })));
const strikeDiscard = cont('nimrod:strike:discard', (g, f, v) => {
  const hand = g.players[f.p]!.hand.filter((c) => hasIcon(g, c, v));
  g.log && log(g, `  P${f.p + 1} discards every card with a ${iconName(v)} icon`);
  for (const c of hand) discardCard(g, f.p, c, Z_HAND, true, f.c);
}, { about: 'icon', n: 0 });

// Adapt and Destroy
const adaptChosen = cont('nimrod:adapt-and-destroy', (g, f, v) => { for (const q of otherPlayersEvil(g)) later(g, adaptEach, q, f.c, v); }, { about: 'icon', n: 0 });
const adaptEach = cont('nimrod:adapt-and-destroy:each', (g, f) => {
  const with_ = g.players[f.p]!.hand.filter((c) => hasIcon(g, c, f.n));
  ask(g, f.p, 'card', adaptDiscard, distinct(g, f.p, with_), { source: f.c });
});
const adaptDiscard = cont('nimrod:adapt-and-destroy:discard', (g, f, v) => { if (v >= 0) discardCard(g, f.p, v, Z_HAND, true, f.c); }, { about: 'discard' });

// Detect Mutation: draw while the top card has the icon
const detectChosen = cont('nimrod:detect-mutation', (g, f, v) => later(g, detectStep, f.p, f.c, v), { about: 'icon', n: 1 });
const detectStep = cont('nimrod:detect-mutation:step', (g, f) => {
  const c = topOfDeck(g, f.p);
  if (c < 0 || !hasIcon(g, c, f.n)) return;
  if (draw(g, f.p, 1) === 1) later(g, detectStep, f.p, f.c, f.n);
});

// Scatter the Mutants
const scatterChosen = cont('nimrod:scatter-the-mutants', (g, _f, v) => {
  for (let s = 0; s < g.hq.length; s++) {
    const h = g.hq[s]!;
    if (h < 0 || !isHero(g, h) || !hasIcon(g, h, v)) continue;
    g.hq[s] = -1;
    for (const b of takeFaceDown(g, h)) g.ko.push(b);
    g.heroDeck.unshift(h);
    g.log && log(g, `  ${nameOf(g, h)} goes to the bottom of the Hero Deck`);
  }
  for (let s = 0; s < g.hq.length; s++) refillHq(g, s);
}, { about: 'icon', n: 2 });

// Teleport and Incarcerate
const incarcerateChosen = cont('nimrod:teleport-and-incarcerate', (g, f, v) => {
  const c = g.heroDeck[g.heroDeck.length - 1];
  if (c === undefined) return;
  g.log && log(g, `  the top card of the Hero Deck is ${nameOf(g, c)}`);
  if (!hasIcon(g, c, v)) return;
  g.heroDeck.pop();
  gainCard(g, f.p, c, Z_HERO_DECK, false, f.c);
  later(g, incarcerateTeleport, f.p, c);
}, { about: 'icon', n: 3 });
const incarcerateTeleport = cont('nimrod:teleport-and-incarcerate:teleport', (g, f) => teleportFrom(g, f.p, f.c));

mastermind({
  name: 'Nimrod, Super Sentinel', set: SET, attack: 6, vp: 6, leads: 'Sentinel Territories',
  text: 'Only a player whose turn has produced 6 or more Recruit may fight him. Master Strike: anyone not revealing a Tech hero picks an icon (Recruit or Attack) and discards all hand cards bearing it.',
  reveals: [{ cls: TECH, w: 1 }],
  mods: { canFightMastermind: (g) => g.t.recruitMade >= 6 },
  strike: (g, _p, c) => { for (const p of playerOrder(g)) later(g, strikeEach, p, c); },
  tactics: [
    {
      name: 'Adapt and Destroy', text: 'Pick an icon (Recruit or Attack); the other players each discard one hand card bearing it.',
      fight: (g, p, c) => ask(g, p, 'mode', adaptChosen, ICONS, { source: c }),
    },
    {
      name: 'Detect Mutation', text: 'Pick an icon (Recruit or Attack); keep drawing as long as your deck\'s top card bears it.',
      fight: (g, p, c) => ask(g, p, 'mode', detectChosen, ICONS, { source: c }),
    },
    {
      name: 'Scatter the Mutants', text: 'Pick an icon (Recruit or Attack); HQ heroes bearing it are moved under the Hero Deck.',
      fight: (g, p, c) => ask(g, p, 'mode', scatterChosen, ICONS, { source: c }),
    },
    {
      name: 'Teleport and Incarcerate', text: 'Pick an icon (Recruit or Attack); if the Hero Deck\'s top card bears it, you gain that card and teleport it.',
      fight: (g, p, c) => ask(g, p, 'mode', incarcerateChosen, ICONS, { source: c }),
    },
  ],
});
