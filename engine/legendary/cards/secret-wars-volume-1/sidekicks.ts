// Secret Wars Volume 1's basic Sidekicks (15), shuffled into the Sidekick stack when the set is selected
// (engine/legendary/keywords/sidekicks.ts): grey heroes of cost 2. Played, the player may return one to the Sidekick
// stack and draw two cards (a 'yesno', intent 'may'); declined, it stays in play and is discarded with the rest. The
// Civil War rule that returns every played Sidekick (Universal Rulebook, Special Sidekicks) is left to the card's own
// choice for this one (keyword RETURNS_ITSELF): the card prints the return as a choice with a reward.
// Only a Sidekick itself can go to the Sidekick stack: a card played as a copy of one (Rogue's Copy Powers) is not
// returned and draws nothing, so it is not asked (the general rule returns no copy either). The rulebook is silent on
// copying a card that returns itself: the reading worst for the players.
import { SET } from './set.js';
import { ask, cont } from '../../flow.js';
import { RETURNS_ITSELF, SIDEKICK, isSidekick, returnSidekick } from '../../keywords/sidekicks.js';
import { sidekick } from '../../registry.js';
import { draw } from '../../rules.js';

const returnAndDraw = cont('secret-wars-1:sidekick:return', (g, f, v) => {
  if (v === 1 && isSidekick(g, f.c) && returnSidekick(g, f.p, f.c)) draw(g, f.p, 2);
}, { about: 'may' });

sidekick({
  name: 'Sidekick', copies: 15, cls: 0, cost: 2, keywords: [SIDEKICK, RETURNS_ITSELF],
  text: 'Optionally put it back on the Sidekick stack to draw 2 cards.',
  hint: { draw: 2 },
  play: (g, p, c) => {
    if (isSidekick(g, c) && g.players[p]!.inPlay.includes(c)) ask(g, p, 'yesno', returnAndDraw, [1, 0], { source: c });
  },
}, SET);
