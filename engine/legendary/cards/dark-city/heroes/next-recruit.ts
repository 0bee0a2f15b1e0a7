// "The next Hero you recruit this turn goes ..." (Daredevil's Backflip, Elektra's Silent Meditation): a turn
// effect that moves the next hero the current player recruits (from the HQ, or a S.H.I.E.L.D. Officer) out of
// the discard pile, then ends. Every such effect active at that recruit ends with it: the first one played
// moves the hero, the others find it gone.
import { effectKind, removeEffect } from '../../../effects.js';
import { announce, log, nameOf } from '../../../rules.js';

/** Registers the effect kind: the next recruited hero goes on top of the deck, or into the hand. */
export function nextRecruitGoes(key: string, where: 'deck' | 'hand'): string {
  return effectKind({
    key,
    after: {
      recruit: (g, ev, e) => {
        if (ev.p !== g.current) return;
        const pl = g.players[ev.p]!;
        const i = pl.discard.lastIndexOf(ev.c);
        if (i >= 0) {
          pl.discard.splice(i, 1);
          (where === 'deck' ? pl.deck : pl.hand).push(ev.c);
          g.log && log(g, `  ${nameOf(g, ev.c)} goes ${where === 'deck' ? 'on top of the deck' : 'into the hand'}`);
          // "whenever you put a card on top of your deck" (later sets) hears it
          if (where === 'deck') announce(g, 'putOnDeck', ev.p, ev.c);
        }
        removeEffect(g, e);
      },
    },
  });
}
