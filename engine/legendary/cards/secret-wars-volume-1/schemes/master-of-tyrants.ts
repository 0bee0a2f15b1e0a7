// Master of Tyrants (Secret Wars Volume 1): 8 twists. Three other Masterminds of the selected sets are drawn at setup
// and their 12 Tactics shuffled into the Villain Deck: Tyrant villains that keep their printed Attack and VP (a
// Tactic prints its Mastermind's) but lose every ability (their Fight effects never happen: `mods.noFightEffect`).
// The set itself has four Masterminds, so three others are always there.
//
// Twists 1-7: the twist goes under a Tyrant in the city of the current player's choice (a 'slot' question, intent
// 'capture') as Dark Power: +2 Attack for each; with no Tyrant in the city it has no effect (KO'd). Dark Power is held
// like a captive: KO'd when the Tyrant is defeated, carried off when it escapes. Twist 8: the Tyrants in the city all
// escape. Evil wins on the 5th escaped Tyrant.
import { SET } from '../set.js';
import { escapeNow } from '../../dark-city/schemes/common.js';
import { ask, cont } from '../../../flow.js';
import { MASTERMINDS, pool, scheme } from '../../../registry.js';
import { def, evilAt, log, nameOf } from '../../../rules.js';
import { shuffle } from '../../../../shared/rng.js';
import type { Game, SchemeView } from '../../../types.js';

const TYRANTS = 3;
const isTyrant = (g: Game, c: number) => { const d = def(g, c); return d.kind === 'tactic' && d.groupLabel !== g.setup.mastermind; };
const inPlayAsVillain = (g: Game, c: number) => g.city.includes(c) || g.villainDeck.includes(c);
const darkPower = (g: Game, slot: number) => { let n = 0; for (const x of g.att[slot]!) if (def(g, x).kind === 'twist') n++; return n; };
const tyrantsEscaped = (g: Game) => { let n = 0; for (const c of g.escaped) if (isTyrant(g, c)) n++; return n; };
const viewTyrant = (v: SchemeView, c: number) => { const d = v.def(c); return d.kind === 'tactic' && d.groupLabel !== v.setup.mastermind; };

// the twist waits in the KO pile while the player chooses
const darkPowerTo = cont('master-of-tyrants:dark-power', (g, f, v) => {
  const i = g.ko.lastIndexOf(f.c);
  if (v < 0 || i < 0 || g.city[v]! < 0) return;
  g.ko.splice(i, 1);
  g.att[v]!.push(f.c);
  g.log && log(g, `  ${nameOf(g, g.city[v]!)} gains Dark Power (+2 Attack)`);
}, { about: 'capture' });

scheme({
  name: 'Master of Tyrants', set: SET,
  text: '8 twists; 3 other Masterminds lend their 12 Tactics to the Villain Deck, where they are Tyrant villains with printed Attack and no abilities. Twists 1-7: the twist becomes Dark Power under a Tyrant in the city (+2 Attack). Twist 8: the Tyrants in the city all escape. Evil wins on the 5th escaped Tyrant.',
  twists: () => 8,
  evilWinsAt: 5,
  afterSetup: (g, make) => {
    const others = shuffle(g.rng, pool('mastermind', g.setup.sets).filter((m) => m !== g.setup.mastermind));
    for (const m of others.slice(0, TYRANTS)) for (const k of MASTERMINDS.get(m)!.tactics) g.villainDeck.push(...make(k, 1));
    shuffle(g.rng, g.villainDeck);
  },
  villainDeckCard: (g, c) => (isTyrant(g, c) && inPlayAsVillain(g, c) ? 'villain' : null),
  mods: {
    villainAttack: (g, slot, c) => (slot >= 0 && isTyrant(g, c) ? 2 * darkPower(g, slot) : 0),
    // a Tyrant has no abilities: its Fight effect never happens (nothing offers to cancel it either)
    noFightEffect: (g, c) => isTyrant(g, c),
  },
  twist: (g, n, c) => {
    if (n <= 7) {
      const slots: number[] = [];
      for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0 && isTyrant(g, g.city[s]!)) slots.push(s);
      g.ko.push(c);
      if (slots.length === 0) return;
      ask(g, g.current, 'slot', darkPowerTo, slots, { source: c });
      return;
    }
    g.ko.push(c);
    for (let s = 0; s < g.city.length; s++) if (g.city[s]! >= 0 && isTyrant(g, g.city[s]!)) escapeNow(g, s);
  },
  evilWins: (g) => (tyrantsEscaped(g) >= evilAt(g.setup, 5) ? 'Master of Tyrants: 5 Tyrants escaped' : null),
  hint: {
    progress: (v) => Math.min(1, v.escaped.filter((c) => viewTyrant(v, c)).length / evilAt(v.setup, 5)),
    escapeHarm: (v, slot, danger) => (viewTyrant(v, v.city[slot]!) ? 3 + 12 * danger : 0),
    extraVillainDeck: () => 4 * TYRANTS,
  },
});
