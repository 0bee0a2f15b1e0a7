// Macho Gomez (Deadpool). Revenge for Deadpool's "Friends". His Master Strike card stays in front of the current
// player as a "Bounty on Your Head" (the player's `front` zone); a main-phase action moves one of yours to the player
// on your left for 1 Recruit. A Master Strike effect without a Master Strike card (a rule that causes one) puts no
// Bounty down: there is no card to put in front of anyone.
import { SET } from '../set.js';
import { act } from '../../../actions.js';
import { mainAction } from '../../../compile.js';
import { ask, cont, later } from '../../../flow.js';
import { revenge } from '../../../keywords/revenge.js';
import { mastermind } from '../../../registry.js';
import {
  def, discardDownTo, gainRecruit, gainWound, log, otherPlayersEvil, playerOrder, recruitPoints, rescue, spendRecruitPoints,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { FRIENDS } from '../villains/deadpools-friends.js';

export const MACHO_GOMEZ = 'Macho Gomez';
const isBounty = (g: Game, c: number) => def(g, c).kind === 'strike';
/** Bounties on player p (the Master Strike cards in front of them). */
export const bounties = (g: Game, p: number) => { let n = 0; for (const c of g.players[p]!.front) if (isBounty(g, c)) n++; return n; };
/** Bounties on the players other than p. */
const othersBounties = (g: Game, p: number) => { let n = 0; for (let q = 0; q < g.players.length; q++) if (q !== p) n += bounties(g, q); return n; };
/** Moves Bounty card c from in front of whoever has it to in front of player q. */
function moveBounty(g: Game, c: number, q: number): void {
  for (const pl of g.players) { const i = pl.front.lastIndexOf(c); if (i >= 0) { pl.front.splice(i, 1); break; } }
  g.players[q]!.front.push(c);
}
/** One Bounty card in front of player p (-1: none). */
function bountyOf(g: Game, p: number): number {
  const v = g.players[p]!.front;
  for (let i = v.length - 1; i >= 0; i--) if (isBounty(g, v[i]!)) return v[i]!;
  return -1;
}

const WOUND = cont('macho-gomez:wound', (g, f) => gainWound(g, f.p));

// Interstellar Assassin: discard down to 4, one card at a time (the count fixed when it starts).
const downTo4 = cont('macho-gomez:down-to-4', (g, f) => discardDownTo(g, f.p, 4));

// Renegotiate the Contract: every Bounty is handed out again, one at a time, to a player of the fighter's choice.
// The Bounties waiting to be handed out stay where they are, marked in g.vars.
const RENEGOTIATING = 'macho-gomez:renegotiating:';
const give = cont('macho-gomez:renegotiate', (g, f, v) => {
  let c = -1;
  for (const q of playerOrder(g)) { c = g.players[q]!.front.find((x) => g.vars[RENEGOTIATING + x] === 1) ?? -1; if (c >= 0) break; }
  if (c < 0) return;
  delete g.vars[RENEGOTIATING + c];
  if (v >= 0) moveBounty(g, c, v);
  if (f.n > 1) ask(g, f.p, 'player', give, playerOrder(g), { n: f.n - 1 });
}, { about: 'burden-player' });

export const ACT_PASS_BOUNTY = mainAction({
  id: 'macho-gomez:pass-bounty', order: 36,
  active: (s) => s.mastermind === MACHO_GOMEZ,
  hint: {
    about: 'focus', cost: () => 1,
    // moving a Wound a Strike away from you to a teammate: worth something only when you hold more than they do
    value: (g, p) => 0.5 * Math.max(0, bounties(g, p) - bounties(g, (p + 1) % g.players.length) - 1),
  },
  // a cost of Recruit: paid with Attack while a scheme swaps the point pools
  options: (g, p, out) => { if (g.players.length > 1 && bounties(g, p) > 0 && recruitPoints(g) >= 1) out.push(act(ACT_PASS_BOUNTY)); },
  handle: (g, p) => {
    const q = (p + 1) % g.players.length;
    spendRecruitPoints(g, 1);
    moveBounty(g, bountyOf(g, p), q);
    g.log && log(g, ` P${p + 1} pays 1 Recruit to move a Bounty to P${q + 1}`);
  },
  describe: () => 'pay 1 Recruit: move a Bounty on Your Head to the player on your left',
});

mastermind({
  name: MACHO_GOMEZ, set: SET, attack: 9, vp: 6, leads: FRIENDS, keywords: revenge(FRIENDS),
  text: 'Revenge for Deadpool\'s "Friends". Master Strike: the strike card goes in front of you as a Bounty; each player gains a Wound per Bounty on them. Pay 1 Recruit: move one of your Bounties to the player on your left.',
  strike: (g, _p, c) => {
    // the Master Strike card, put in the KO pile when played, goes in front of the current player instead
    const at = c >= 0 && isBounty(g, c) ? g.ko.lastIndexOf(c) : -1;
    if (at >= 0) { g.ko.splice(at, 1); g.players[g.current]!.front.push(c); }
    for (const q of playerOrder(g)) for (let i = 0; i < bounties(g, q); i++) later(g, WOUND, q);
  },
  tactics: [
    {
      name: 'Bounty Payout', text: '+1 Recruit per Bounty on other players.',
      fight: (g, p) => gainRecruit(g, othersBounties(g, p)),
    },
    {
      name: 'Interstellar Assassin', text: 'Each other player with a Bounty discards down to 4 cards.',
      fight: (g) => { for (const q of otherPlayersEvil(g)) if (bounties(g, q) > 0) later(g, downTo4, q); },
    },
    {
      name: 'Renegotiate the Contract', text: 'Hand out every Bounty again among any players.',
      fight: (g, p) => {
        let n = 0;
        for (const pl of g.players) for (const c of pl.front) if (isBounty(g, c)) { g.vars[RENEGOTIATING + c] = 1; n++; }
        if (n > 0) ask(g, p, 'player', give, playerOrder(g), { n });
      },
    },
    {
      name: 'Super Macho Man', text: 'Rescue a Bystander per Bounty on other players.',
      fight: (g, p) => rescue(g, p, othersBounties(g, p)),
    },
  ],
});
