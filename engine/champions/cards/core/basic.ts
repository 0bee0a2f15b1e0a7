// The basic cards of the core set (01083-01093): any deck may hold them. Numbers come from facts.ts; each
// definition adds what the card does.

import { card } from '../../defs.js';
import { ask, cont, opt } from '../../flow.js';
import { enemies, thwartTargets } from '../../round.js';
import { discard, draw, heal, isCharacter, playerOrder, ready, stun } from '../../rules.js';
import type { Game } from '../../state.js';
import { anyAttackable, attackEnemy, damageEnemy, removeFromScheme, you } from '../kit.js';
import { friendlyCharacters, maxOnePerPlayer } from './aspects.js';

card({
  code: '01083', summary: 'Mockingbird: after she enters play, stun an enemy.',
  triggers: [{
    when: 'response', on: 'entered', intent: 'stun',
    can: (g, e, self) => e.src === self && unstunned(g).length > 0,
    run: (g, _e, self, p) => ask(g, p, 'target', '01083-target', unstunned(g).map((t) => opt('enemy', t)), self),
  }],
});
function unstunned(g: Game): number[] { return enemies(g).filter((t) => !g.cards[t]!.stun); }
cont('01083-target', (g, _f, v) => { if (v) stun(g, v.c); }, { intent: 'target-enemy' });

card({
  code: '01084', summary: 'Nick Fury: on entering play pick one of remove 2 threat, draw 3 cards or 4 damage to an enemy; he leaves at the end of the round.',
  triggers: [{
    when: 'response', on: 'entered', forced: true, intent: 'choose-mode',
    can: (_g, e, self) => e.src === self,
    run: (g, _e, self, p) => {
      if (!g.endOfRound.includes(self)) g.endOfRound.push(self);
      const o = [];
      if (thwartTargets(g).length > 0) o.push(opt('remove-threat', self));
      const pl = g.players[p]!;
      if (pl.deck.length + pl.discard.length > 0) o.push(opt('draw', self));
      o.push(opt('damage', self));
      ask(g, p, 'choice', '01084-mode', o, self);
    },
  }],
});
cont('01084-mode', (g, f, v) => {
  if (!v) return;
  if (v.t === 'remove-threat') removeFromScheme(g, f.p, f.c, 2);
  else if (v.t === 'draw') draw(g, f.p, 3);
  else damageEnemy(g, f.p, f.c, 4);
}, { intent: 'choose-mode' });

card({
  code: '01085', summary: 'Emergency (thwart): when the villain schemes, one less threat is placed.',
  triggers: [{
    when: 'interrupt', on: 'threat', fromHand: true, kind: 'thwart', intent: 'prevent-threat',
    can: (_g, e) => e.x.villainSchemes === 1 && e.amt > 0 && !e.cancel,
    run: (g, e, _self, p) => {
      // a thwart ability: a confused identity loses its confusion instead
      const me = g.cards[you(g, p)]!;
      if (me.conf) { me.conf = false; return; }
      e.amt -= 1;
    },
  }],
});

card({
  code: '01086', summary: 'First Aid: heal 2 damage from any character.',
  event: {
    intent: 'heal',
    can: (g) => damagedCharacters(g).length > 0,
    run: (g, p, self) => ask(g, p, 'target', '01086-target', damagedCharacters(g).map((c) => opt('character', c)), self),
  },
});
function damagedCharacters(g: Game): number[] {
  return [...friendlyCharacters(g), ...enemies(g)].filter((c) => g.cards[c]!.dmg > 0);
}
cont('01086-target', (g, _f, v) => { if (v && isCharacter(g, v.c)) heal(g, v.c, 2); }, { intent: 'target-character', prefer: 'good' });

card({
  code: '01087', summary: 'Haymaker (hero attack): 3 damage to an enemy.',
  event: { form: 'hero', kind: 'attack', intent: 'damage', can: (g, p) => anyAttackable(g, p), run: (g, p, self) => attackEnemy(g, p, self, 3) },
});

card({ code: '01088', summary: 'Energy: a resource card worth two energy.' });
card({ code: '01089', summary: 'Genius: a resource card worth two mental.' });
card({ code: '01090', summary: 'Strength: a resource card worth two physical.' });

card({
  code: '01091', summary: 'Avengers Mansion (one per player): exhaust it to have a chosen player draw a card.',
  canPlay: maxOnePerPlayer,
  actions: [{
    exhaust: true, intent: 'draw',
    can: (g) => drawers(g).length > 0,
    run: (g, self, p) => ask(g, p, 'player', '01091-player', drawers(g).map((q) => opt('player', -1, q)), self),
  }],
});
function drawers(g: Game): number[] {
  return playerOrder(g).filter((q) => g.players[q]!.deck.length + g.players[q]!.discard.length > 0);
}
cont('01091-player', (g, _f, v) => { if (v) draw(g, v.x, 1); }, { intent: 'target-player', prefer: 'good' });

card({
  code: '01092', summary: 'Helicarrier (one per player): exhaust it so a chosen player\'s next card this phase costs 1 less.',
  canPlay: maxOnePerPlayer,
  actions: [{
    exhaust: true, intent: 'cost-cut',
    can: (g) => playerOrder(g).length > 0,
    run: (g, self, p) => ask(g, p, 'player', '01092-player', playerOrder(g).map((q) => opt('player', -1, q)), self),
  }],
});
cont('01092-player', (g, _f, v) => { if (v) g.players[v.x]!.costCut += 1; }, { intent: 'target-player', prefer: 'good' });

card({
  code: '01093', summary: 'Tenacity (hero): pay a physical resource and discard it to ready your hero.',
  actions: [{
    form: 'hero', cost: { n: 0, types: ['physical'] }, intent: 'ready',
    can: (g, _self, p) => g.cards[you(g, p)]!.exh,
    run: (g, self, p) => {
      if (g.cards[self]!.zone === 'play') discard(g, self);
      ready(g, you(g, p));
    },
  }],
});
