import { ask, cont, later } from '../../../flow.js';
import { PLAY_VILLAIN_CARD, def, gainOfficer, gainWound, playerOrder } from '../../../rules.js';
import { villainGroup } from '../../../registry.js';
import type { Game } from '../../../types.js';
import type { VillainSpec } from '../../../registry.js';

const HYDRA = 'HYDRA';
/** HYDRA villains in a player's victory pile, other than `except`. */
export function hydraInVictory(g: Game, p: number, except = -1): number {
  let n = 0;
  for (const c of g.players[p]!.victory) if (c !== except && def(g, c).group === HYDRA && def(g, c).kind === 'villain') n++;
  return n;
}

const mayGainOfficer = cont('hydra-kidnappers:gain-officer', (g, f, v) => { if (v === 1) gainOfficer(g, f.p); }, { about: 'may' });
const viperWound = cont('viper:wound', (g, f) => { if (hydraInVictory(g, f.p, f.c) === 0) gainWound(g, f.p); });
function viper(g: Game, _p: number, c: number): void {
  for (const q of playerOrder(g)) later(g, viperWound, q, c);
}

/** HYDRA's cards (Marvel Studios Phase 1's HYDRA has the same ones under other names). */
export const HYDRA_CARDS: VillainSpec[] = [
  {
    name: 'Endless Armies of HYDRA', copies: 3, attack: 4, vp: 3,
    text: 'Fight: play the top two cards of the Villain Deck.',
    hint: { fight: -3 },
    fight: (g) => { later(g, PLAY_VILLAIN_CARD, g.current); later(g, PLAY_VILLAIN_CARD, g.current); },
  },
  {
    name: 'HYDRA Kidnappers', copies: 3, attack: 3, vp: 1,
    text: 'Fight: you may gain a S.H.I.E.L.D. Officer.',
    hint: { fight: 1.5 },
    fight: (g, p, c) => { if (g.officers.length) ask(g, p, 'yesno', mayGainOfficer, [1, 0], { source: c }); },
  },
  {
    name: 'Supreme HYDRA', copies: 1, attack: 6, vp: 3, plus: { vp: true },
    text: 'Worth 3 more VP for each other HYDRA villain in your victory pile.',
    vpAt: (g, p, c) => 3 + 3 * hydraInVictory(g, p, c),
  },
  {
    name: 'Viper', copies: 1, attack: 5, vp: 3,
    text: 'Fight and Escape: each player with no other HYDRA villain in their victory pile gains a Wound.',
    hint: { escape: 0.8, fightEach: -0.5 },
    fight: viper,
    escape: viper,
  },
];
villainGroup(HYDRA, HYDRA_CARDS);

