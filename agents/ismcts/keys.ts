// Canonical action keys: the same choice in two determinizations gets the same key, whatever the card
// instance ids of hidden cards are. A key is (reason id) * 2^32 + (action key):
// - main decision: play -> the card's definition; recruit -> the definition of the hero in that HQ space;
//   an action on a card given as its argument (Teleport, Focus) -> the card's definition; every other action
//   (fight a city space, the Mastermind, an Officer, heal, end, Cosmic Threat on a space with a class) -> its value;
// - card decision: the card's definition and the zone it is in for the deciding player (-1: none);
// - yes/no, mode, player, slot, number: the value itself.

import { ACT_PLAY, ACT_RECRUIT, actArg, actCode } from '../../engine/legendary/actions.js';
import type { Decision, Game } from '../../engine/legendary/types.js';
import { compiled } from '../../engine/legendary/compile.js';

const REASON_IDS = new Map<string, number>();
function reasonId(reason: string): number {
  let id = REASON_IDS.get(reason);
  if (id === undefined) { id = REASON_IDS.size + 1; REASON_IDS.set(reason, id); }
  return id;
}

const TWO32 = 4294967296;

/** Zone of a card for player p: 1 hand, 2 discard, 3 in play, 4 deck, 5 victory, 6 HQ, 7 city, 0 elsewhere. */
function zoneOf(g: Game, p: number, c: number): number {
  const pl = g.players[p];
  if (pl) {
    if (pl.hand.includes(c)) return 1;
    if (pl.discard.includes(c)) return 2;
    if (pl.inPlay.includes(c)) return 3;
    if (pl.deck.includes(c)) return 4;
    if (pl.victory.includes(c)) return 5;
  }
  if (g.hq.includes(c)) return 6;
  if (g.city.includes(c)) return 7;
  return 0;
}

/** The key of option value `v` of decision `d` in game `g`. */
export function actionKey(g: Game, d: Decision, v: number): number {
  let a: number;
  switch (d.kind) {
    case 'main': {
      const code = actCode(v);
      if (code === ACT_PLAY) a = ACT_PLAY * 65536 + g.defOf[actArg(v)]!;
      else if (code === ACT_RECRUIT) a = ACT_RECRUIT * 65536 + g.defOf[g.hq[actArg(v)]!]!;
      else {
        // an action whose argument is a card (Teleport a card from hand, use a Focus card): its definition,
        // not its instance; an argument that names a place (a city or HQ space, with a class for Cosmic
        // Threat) is the same in every determinization and tells options about alike cards apart: as it is
        const h = compiled(g).byCode[code]?.hint;
        const arg = actArg(v);
        const c = h?.card ? h.card(g, d.player, arg) : -1;
        a = c >= 0 && c === arg ? code * 65536 + g.defOf[c]! : v;
      }
      break;
    }
    case 'card':
      a = v < 0 ? 0 : 1 + g.defOf[v]! * 8 + zoneOf(g, d.player, v);
      break;
    default:
      a = v + 1;
  }
  return reasonId(d.reason) * TWO32 + a;
}

/** Keys of all options of the pending decision, written into `out` (returned). */
export function optionKeys(g: Game, d: Decision, out: number[]): number[] {
  const opts = d.options;
  out.length = opts.length;
  for (let i = 0; i < opts.length; i++) out[i] = actionKey(g, d, opts[i]!);
  return out;
}
