// Master the Mysteries of Kung-Fu (Secret Wars Volume 2): 8 twists, each stacked beside the scheme; villains and the
// Mastermind have the Circle of Kung-Fu numbered by the twists stacked there (engine/legendary/keywords/kung-fu.ts: a
// card with a printed circle counts only the higher one). Evil wins when twice as many villains as players have
// escaped.
import { SET } from '../set.js';
import { KUNG_FU, circleAttack, circleSource } from '../../../keywords/kung-fu.js';
import { scheme } from '../../../registry.js';
import { def, escapedVillains, evilAt, hasKeyword, isVillain } from '../../../rules.js';
import type { Game } from '../../../types.js';

const stacked = (g: Game) => { let n = 0; for (const c of g.schemeZone) if (def(g, c).kind === 'twist') n++; return n; };
let MYSTERIES = '';
// the scheme's circle, for its own games: every villain and the Mastermind
circleSource((g, c) => (g.setup.scheme === MYSTERIES && (isVillain(g, c) || def(g, c).kind === 'mastermind') ? stacked(g) : 0));

MYSTERIES = scheme({
  name: 'Master the Mysteries of Kung-Fu', set: SET,
  text: '8 twists, each stacked beside the scheme. Villains and the Mastermind have the Circle of Kung-Fu of the number of twists stacked. Evil wins when twice as many villains as players have escaped.',
  twists: () => 8,
  evilWinsAt: 2,
  mods: {
    // a card with a printed circle has it added by the keyword's rules (the higher circle counts, once)
    villainAttack: (g, _slot, c) => (hasKeyword(g, c, KUNG_FU) ? 0 : circleAttack(g, c)),
    mastermindAttack: (g) => { const m = g.mastermind[0]; return m === undefined || hasKeyword(g, m, KUNG_FU) ? 0 : circleAttack(g, m); },
  },
  twist: (g, _n, c) => { g.schemeZone.push(c); },
  evilWins: (g) => (escapedVillains(g) >= evilAt(g.setup, 2) * g.players.length ? 'Master the Mysteries of Kung-Fu: twice as many villains as players escaped' : null),
  hint: {
    progress: (v) => Math.min(1, v.escaped.filter((c) => { const k = v.def(c).kind; return k === 'villain' || k === 'henchman'; }).length / (evilAt(v.setup, 2) * v.players)),
  },
});
