// Spider-Gwen (Secret Wars Volume 2, Spider Friends).
//
// Patrol (engine/legendary/keywords/patrol.ts) is read when the card is played: a city space with no card in it (and
// that still exists), a pile with no card in it. Costs are heroCost.
// - Fateful Bridge: Patrol the Bridge: the top card is revealed and drawn when it costs 2 or less (Ultimate
//   Spider-Man's revealDrawCheap).
// - Save the Day: Patrol the Rooftops: a Bystander rescued, then +1 Attack per two Bystanders in the Victory Pile
//   (counted after the rescue, rounded down).
// - First Adventure: Wall-Crawl; Patrol the Bank: +1 Attack; Patrol your Victory Pile: +1 Attack.
// - Intertwining Webs: Wall-Crawl; the top three cards are revealed (fewer when the deck and discard pile hold
//   fewer), +1 Attack per card revealed that costs 2 or less, then they go back in the order the player chooses.
import { SET } from '../set.js';
import { patrolEmpty, patrolPileEmpty } from '../../../keywords/patrol.js';
import { WALL_CRAWL } from '../../../keywords/wall-crawl.js';
import { hero } from '../../../registry.js';
import { BANK, BRIDGE, ROOFTOPS, gainAttack, heroCost, isBystander, log, nameOf, peekTop, putBackInOrder, rescue } from '../../../rules.js';
import { COVERT, INSTINCT, STRENGTH, TECH } from '../../../types.js';
import { revealDrawCheap } from '../../secret-wars-volume-1/heroes/ultimate-spider-man.js';

hero('Spider-Gwen', 'Spider Friends', [
  {
    name: 'Fateful Bridge', copies: 5, cls: INSTINCT | TECH, cost: 2, attack: 2,
    text: 'Patrol the Bridge: if it is empty, turn up your deck\'s top card and draw it when it costs at most 2.',
    hint: { draw: 0.35 },
    play: (g, p) => { if (patrolEmpty(g, BRIDGE)) revealDrawCheap(g, p); },
  },
  {
    name: 'Save the Day', copies: 5, cls: TECH, cost: 2, attack: 1, plus: { attack: true },
    text: 'Patrol the Rooftops: when nobody is there, save a Bystander; then +1 Attack for each pair of Bystanders you hold.',
    hint: { avgAttack: 0.5 },
    play: (g, p) => {
      if (!patrolEmpty(g, ROOFTOPS)) return;
      rescue(g, p, 1);
      const bystanders = g.players[p]!.victory.filter((c) => isBystander(g, c)).length;
      gainAttack(g, Math.floor(bystanders / 2));
    },
  },
  {
    name: 'First Adventure', copies: 3, cls: STRENGTH, cost: 2, attack: 1, plus: { attack: true }, keywords: [WALL_CRAWL],
    text: 'Wall-Crawl. Patrol the Bank: +1 Attack if it is empty. Patrol your Victory Pile: +1 Attack if it is empty.',
    hint: { avgAttack: 0.6 },
    play: (g, p) => {
      let plus = 0;
      if (patrolEmpty(g, BANK)) plus++;
      if (patrolPileEmpty(g.players[p]!.victory)) plus++;
      gainAttack(g, plus);
    },
  },
  {
    name: 'Intertwining Webs', copies: 1, cls: COVERT, cost: 2, attack: 0, plus: { attack: true }, keywords: [WALL_CRAWL],
    text: 'Wall-Crawl. Turn up your top three cards, put them back in any order: +1 Attack per one costing 2 or less.',
    hint: { avgAttack: 2 },
    play: (g, p, c) => {
      const top = peekTop(g, p, 3);
      if (top.length === 0) return;
      g.log && log(g, `  P${p + 1} reveals ${top.map((x) => nameOf(g, x)).join(', ')}`);
      gainAttack(g, top.filter((x) => heroCost(g, x) <= 2).length);
      putBackInOrder(g, p, top.length, c);
    },
  },
], SET);
