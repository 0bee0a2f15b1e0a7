// Spider-Man (Peter Parker) and his kit.

import { card, defOf } from '../../defs.js';
import { enemies, spendUse } from '../../round.js';
import { discard, draw, factsOf, heal, lift, millN, playerOrder, stun, typeOf } from '../../rules.js';
import type { Game } from '../../state.js';
import { anyAttackable, anyThwartable, attackEnemy, minions, removeFromScheme, you } from '../kit.js';

card({
  code: '01001a', summary: 'Spider-Sense: when the villain starts an attack on you, draw a card.',
  triggers: [{
    when: 'interrupt', on: 'attack', form: 'hero', intent: 'draw',
    can: (g, e, _self, p) => e.src === g.villain && e.p === p,
    run: (g, _e, _self, p) => { draw(g, p, 1); },
  }],
});

card({
  code: '01001b', summary: 'Scientist: once a round, generate a mental resource.',
  resource: { form: 'alter', limit: 'round', gen: () => ['mental'] },
});

card({
  code: '01002', summary: 'Black Cat: when played, mill your top two cards and keep in hand those with a printed mental resource.',
  triggers: [{
    when: 'response', forced: true, on: 'entered',
    can: (_g, e, self) => e.src === self && !!e.x.played,
    run: (g, _e, _self, p) => {
      // none from a deck reshuffled meanwhile (RR Empty Player Deck); a card reshuffled back is no longer there to take
      for (const id of millN(g, p, 2)) {
        if (g.cards[id]!.zone !== 'discard') continue;
        if ((factsOf(g, id).resources?.mental ?? 0) <= 0) continue;
        const owner = g.cards[id]!.owner;
        lift(g, id);
        g.cards[id]!.zone = 'hand';
        g.players[owner]!.hand.push(id);
      }
    },
  }],
});

card({
  code: '01003', summary: 'Backflip (defense): prevent all the damage an attack would deal you.',
  triggers: [{
    when: 'interrupt', on: 'damage', fromHand: true, kind: 'defense', intent: 'prevent-damage',
    can: (g, e, _self, p) => e.x.attack !== undefined && e.x.attack >= 0 && e.tgt === you(g, p) && e.amt > 0,
    run: (_g, e) => { e.amt = 0; e.cancel = true; },
  }],
});

/** Whether a revealed encounter card has any When Revealed effect to cancel. */
function hasWhenRevealed(g: Game, id: number): boolean {
  const d = defOf(g.cards[id]!.code);
  return !!(d?.whenRevealed || d?.whenRevealedHero || d?.whenRevealedAlter);
}

card({
  code: '01004', summary: 'Enhanced Spider-Sense (hero): as a treachery is revealed, its When Revealed effects are cancelled.',
  triggers: [{
    when: 'interrupt', on: 'reveal', fromHand: true, form: 'hero', intent: 'cancel-when-revealed',
    can: (g, e) => e.x.fromDeck === 1 && typeOf(g, e.tgt) === 'treachery' && !e.x.noWhenRevealed && hasWhenRevealed(g, e.tgt),
    run: (_g, e) => { e.x.noWhenRevealed = 1; },
  }],
});

card({
  code: '01005', summary: 'Swinging Web Kick (hero attack): 8 damage to an enemy.',
  event: { form: 'hero', kind: 'attack', intent: 'damage', can: (g, p) => anyAttackable(g, p), run: (g, p, self) => attackEnemy(g, p, self, 8) },
});

/** The identity whose face up side is Peter Parker, or -1. */
function peterParker(g: Game): number {
  for (const q of playerOrder(g)) {
    const id = g.players[q]!.identity;
    if (g.cards[id]!.code === '01001b') return id;
  }
  return -1;
}

card({
  code: '01006', summary: 'Aunt May (alter-ego): exhaust her to heal Peter Parker by 4.',
  actions: [{
    form: 'alter', exhaust: true, intent: 'heal',
    can: (g) => { const pp = peterParker(g); return pp >= 0 && g.cards[pp]!.dmg > 0; },
    run: (g) => { const pp = peterParker(g); if (pp >= 0) heal(g, pp, 4); },
  }],
});

/** Minions in play, any player's. */
card({
  code: '01007', summary: 'Spider-Tracer: sits on a minion; its defeat takes 3 threat off a scheme of your choice.',
  attach: (g) => minions(g),
  triggers: [{
    when: 'interrupt', forced: true, on: 'defeated',
    can: (g, e, self) => g.cards[self]!.host >= 0 && e.tgt === g.cards[self]!.host && anyThwartable(g),
    run: (g, _e, self, p) => removeFromScheme(g, p, self, 3),
  }],
});

card({
  code: '01008', summary: 'Web-Shooter (3 uses; hero): exhaust and spend a use to generate a wild resource.',
  kw: { uses: 3 },
  resource: {
    form: 'hero', exhaust: true,
    gen: (g, self) => (g.cards[self]!.ctr > 0 ? ['wild'] : null),
    spend: (g, self) => spendUse(g, self),
  },
});

/** Whether an enemy already carries a Webbed Up (max one per enemy). */
function webbed(g: Game, enemy: number): boolean {
  return g.players.some((pl) => pl.play.some((x) => g.cards[x]!.code === '01009' && g.cards[x]!.host === enemy));
}

card({
  code: '01009', summary: 'Webbed Up (hero form, one per enemy): the enemy\'s next attack is replaced by discarding this and stunning it.',
  playForm: 'hero',
  attach: (g) => enemies(g).filter((e) => !webbed(g, e)),
  triggers: [{
    when: 'interrupt', forced: true, on: 'attack',
    can: (g, e, self) => !e.cancel && g.cards[self]!.host >= 0 && e.src === g.cards[self]!.host,
    run: (g, e, self) => {
      const host = g.cards[self]!.host;
      e.cancel = true;
      discard(g, self);
      stun(g, host);
    },
  }],
});
