// Mysterio (Paint the Town Red): his Master Strikes become extra Tactics ("illusions"), worth 6 VP each and
// without a Fight effect (Universal Rulebook); he is beaten only when every Tactic is defeated.
import { SET } from '../set.js';
import { mastermind } from '../../../registry.js';
import { addTactic, def, log, otherPlayersEvil, playAsVillainCard, rescue, gainRecruit, takeFromPlayer } from '../../../rules.js';
import { shuffle } from '../../../../shared/rng.js';
import type { Game } from '../../../types.js';

export const ILLUSION_VP = 6;
const isStrike = (g: Game, c: number) => def(g, c).kind === 'strike';

/** The Master Strike card resolving (in the KO pile, where a played strike goes) becomes one of his Tactics. */
function strikeBecomesTactic(g: Game, c: number): void {
  if (c < 0 || !isStrike(g, c)) return;
  const i = g.ko.lastIndexOf(c);
  if (i < 0) return;
  g.ko.splice(i, 1);
  addTactic(g, c);
}

/** Mists of Deception: of the top five Villain Deck cards, the Master Strikes are played; the rest go to the bottom in random order. */
function mists(g: Game): void {
  const top = g.villainDeck.slice(-5).reverse();
  g.villainDeck.length -= top.length;
  const strikes = top.filter((c) => isStrike(g, c));
  const rest = shuffle(g.rng, top.filter((c) => !isStrike(g, c)));
  g.villainDeck.unshift(...rest);
  if (g.villainDeck.length === 0 && g.drawAtEndOfTurn === '') g.drawAtEndOfTurn = 'villain deck ran out';
  g.log && log(g, `  Mists of Deception: ${strikes.length} Master Strike(s) revealed`);
  for (const s of strikes) playAsVillainCard(g, s, false);
}

export const MYSTERIO = mastermind({
  name: 'Mysterio', set: SET, attack: 8, vp: 6, leads: 'Sinister Six',
  text: 'Master Strike: it is shuffled into his Tactics, as a Tactic worth 6 VP.',
  mods: { vp: (g, _p, c) => (isStrike(g, c) ? ILLUSION_VP : 0) },
  strike: (g, _p, c) => strikeBecomesTactic(g, c),
  tactics: [
    {
      name: 'Blurring Images', text: '+1 Recruit for each Tactic he has left.',
      fight: (g) => gainRecruit(g, g.tactics.length),
    },
    {
      name: 'Captive Audience', text: 'Rescue a Bystander for each Tactic he has left.',
      fight: (g, p) => rescue(g, p, g.tactics.length),
    },
    {
      name: 'Master of Illusions', text: 'Unless it is his last Tactic: a Master Strike Tactic from each other player\'s victory pile goes back into his Tactics.',
      fight: (g) => {
        if (g.tactics.length === 0) return;
        for (const q of otherPlayersEvil(g)) {
          const s = g.players[q]!.victory.find((c) => isStrike(g, c));
          if (s !== undefined && takeFromPlayer(g, q, s)) addTactic(g, s);
        }
      },
    },
    {
      name: 'Mists of Deception', text: 'Unless it is his last Tactic: the Master Strikes among the top five Villain Deck cards are played; the rest go to the bottom.',
      fight: (g) => { if (g.tactics.length > 0) mists(g); },
    },
  ],
});
