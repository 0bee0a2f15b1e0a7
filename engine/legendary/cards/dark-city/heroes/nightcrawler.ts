// Nightcrawler (Dark City, X-Men).
//
// Teleport is the keyword module's main-phase action (engine/legendary/keywords/teleport.ts): instead of playing the
// card, set it aside; it joins the next hand as an extra card.
//
// Along for the Ride: when it is played, or teleported (a 'teleport' after-hook on its own card), its owner
// may teleport up to three other cards from their hand, any cards: 'nightcrawler:along-for-the-ride:teleport'
// is a 'card' decision over the distinct cards in hand and -1 (stop), asked again after each card teleported
// while fewer than three were (`n`: how many may still go) and the hand is not empty.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { def, distinct, gainAttack, powerBoth } from '../../../rules.js';
import { hero } from '../../../registry.js';
import type { Game, GameEvent } from '../../../types.js';
import { COVERT, INSTINCT } from '../../../types.js';
import { TELEPORT, teleport } from '../../../keywords/teleport.js';

function askTeleport(g: Game, p: number, source: number, left: number): void {
  const hand = g.players[p]!.hand;
  if (left > 0 && hand.length > 0) ask(g, p, 'card', alongTeleport, [...distinct(g, p, hand), -1], { source, n: left });
}
const alongTeleport = cont('nightcrawler:along-for-the-ride:teleport', (g, f, v) => {
  if (v < 0 || !g.players[f.p]!.hand.includes(v)) return;
  teleport(g, f.p, v);
  askTeleport(g, f.p, f.c, f.n - 1);
}, { about: 'defer' });

function alongTeleported(g: Game, e: GameEvent, self: { key: string }): void {
  if (e.c >= 0 && def(g, e.c).key === self.key) askTeleport(g, e.p, e.c, 3);
}

hero('Nightcrawler', 'X-Men', [
  {
    name: 'Bamf!', copies: 5, cls: INSTINCT, cost: 3, recruit: 2,
    text: 'Teleport.',
    keywords: [TELEPORT],
    hint: {},
  },
  {
    name: 'Blend Into Shadows', copies: 5, cls: COVERT, cost: 4, attack: 2,
    text: 'Teleport.',
    keywords: [TELEPORT],
    hint: {},
  },
  {
    name: 'Swashbuckler', copies: 3, cls: INSTINCT, cost: 5, attack: 3, plus: { attack: true },
    text: 'Superpower of a Covert and an Instinct card: +3 Attack.',
    // both classes are needed; a hint names a class any of which triggers it, so the gain is halved
    hint: { power: { cls: COVERT | INSTINCT, attack: 1.5 } },
    play: (g) => { if (powerBoth(g, COVERT, INSTINCT)) gainAttack(g, 3); },
  },
  {
    name: 'Along for the Ride', copies: 1, cls: COVERT, cost: 7, attack: 5,
    text: 'Teleport. When you play or teleport it, you may also teleport up to three other cards from your hand.',
    keywords: [TELEPORT],
    hint: {},
    play: (g, p, c) => askTeleport(g, p, c, 3),
    on: { teleport: { after: alongTeleported } },
  },
], SET);
