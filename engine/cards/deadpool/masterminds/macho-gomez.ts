// Macho Gomez (Deadpool). Revenge for Deadpool's "Friends". His Master Strikes stay in front of players as
// "Bounty on Your Head" markers: a count per player in g.vars (the strike card itself goes to the KO pile as
// usual); a main-phase action moves one of yours to the player on your left for 1 Recruit.
import { SET } from '../set.js';
import { act } from '../../../actions.js';
import { mainAction } from '../../../compile.js';
import { ask, cont, later } from '../../../flow.js';
import { revenge } from '../../../keywords/revenge.js';
import { mastermind } from '../../../registry.js';
import { discardDownTo, gainRecruit, gainWound, log, otherPlayersEvil, playerOrder, rescue } from '../../../rules.js';
import type { Game } from '../../../types.js';
import { FRIENDS } from '../villains/deadpools-friends.js';

export const MACHO_GOMEZ = 'Macho Gomez';
const key = (p: number) => `macho-gomez:bounty:${p}`;
/** Bounties on player p. */
export const bounties = (g: Game, p: number) => g.vars[key(p)] ?? 0;
function setBounties(g: Game, p: number, n: number): void { if (n) g.vars[key(p)] = n; else delete g.vars[key(p)]; }
/** Bounties on the players other than p. */
const othersBounties = (g: Game, p: number) => { let n = 0; for (let q = 0; q < g.players.length; q++) if (q !== p) n += bounties(g, q); return n; };

const WOUND = cont('macho-gomez:wound', (g, f) => gainWound(g, f.p));

// Interstellar Assassin: discard down to 4, one card at a time (the count fixed when it starts).
const downTo4 = cont('macho-gomez:down-to-4', (g, f) => discardDownTo(g, f.p, 4));

// Renegotiate the Contract: every Bounty is handed out again, one at a time, to a player of the fighter's choice.
const give = cont('macho-gomez:renegotiate', (g, f, v) => {
  if (v >= 0) setBounties(g, v, bounties(g, v) + 1);
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
  options: (g, p, out) => { if (g.players.length > 1 && bounties(g, p) > 0 && g.t.recruit >= 1) out.push(act(ACT_PASS_BOUNTY)); },
  handle: (g, p) => {
    const q = (p + 1) % g.players.length;
    g.t.recruit -= 1;
    setBounties(g, p, bounties(g, p) - 1);
    setBounties(g, q, bounties(g, q) + 1);
    g.log && log(g, ` P${p + 1} pays 1 Recruit to move a Bounty to P${q + 1}`);
  },
  describe: () => 'pay 1 Recruit: move a Bounty on Your Head to the player on your left',
});

mastermind({
  name: MACHO_GOMEZ, set: SET, attack: 9, vp: 6, leads: FRIENDS, keywords: revenge(FRIENDS),
  text: 'Revenge for Deadpool\'s "Friends". Master Strike: a Bounty goes on you; each player gains a Wound per Bounty on them. Pay 1 Recruit: move one of your Bounties to the player on your left.',
  strike: (g) => {
    setBounties(g, g.current, bounties(g, g.current) + 1);
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
        for (let q = 0; q < g.players.length; q++) { n += bounties(g, q); setBounties(g, q, 0); }
        if (n > 0) ask(g, p, 'player', give, playerOrder(g), { n });
      },
    },
    {
      name: 'Super Macho Man', text: 'Rescue a Bystander per Bounty on other players.',
      fight: (g, p) => rescue(g, p, othersBounties(g, p)),
    },
  ],
});
