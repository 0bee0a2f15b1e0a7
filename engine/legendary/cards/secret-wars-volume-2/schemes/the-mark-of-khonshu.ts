// The Mark of Khonshu (Secret Wars Volume 2): 10 twists; the Khonshu Guardians henchmen always join; the 14 cards of an
// extra hero (drawn from the selected sets) are shuffled into the Villain Deck. Those hero cards, in the Villain Deck
// and the city, are "Khonshu Guardian" villains with Attack equal to their printed cost, doubled in "wolf form" while
// in the Sewers, on the Rooftops or on the Bridge; defeating one gains it as a hero (no VP). Twist: play two Villain
// Deck cards. Evil wins when 7 Khonshu Guardians (those heroes and the henchmen of that name) have escaped.
import { SET } from '../set.js';
import { later } from '../../../flow.js';
import { scheme } from '../../../registry.js';
import { BRIDGE, PLAY_VILLAIN_CARD, ROOFTOPS, SEWERS, def, evilAt, gainCard } from '../../../rules.js';
import type { CardDef, Game, SchemeView } from '../../../types.js';
import { Z_NONE } from '../../../types.js';

export const KHONSHU_GUARDIANS = 'Khonshu Guardians';
const WOLF = [SEWERS, ROOFTOPS, BRIDGE];
const heroOfDeck = (g: Game, d: CardDef) => d.kind === 'hero' && g.setup.villainDeckHeroes.includes(d.groupLabel);
/** A hero card of the Villain Deck's hero, in the Villain Deck or the city: a Khonshu Guardian villain. */
const isGuardianHero = (g: Game, c: number) => heroOfDeck(g, def(g, c)) && (g.city.includes(c) || g.villainDeck.includes(c));
const guardianLike = (setup: SchemeView['setup'], d: CardDef) =>
  (d.kind === 'hero' && setup.villainDeckHeroes.includes(d.groupLabel)) || (d.kind === 'henchman' && d.group === KHONSHU_GUARDIANS);

scheme({
  name: 'The Mark of Khonshu', set: SET,
  text: '10 twists; always the Khonshu Guardians henchmen; an extra hero\'s 14 cards join the Villain Deck as Khonshu Guardian villains (Attack = cost, doubled in the Sewers, Rooftops and Bridge; defeat one to gain it as a hero). Twist: play two Villain Deck cards. Evil wins when 7 Khonshu Guardians have escaped.',
  twists: () => 10,
  evilWinsAt: 7,
  plan: (plan) => {
    plan.requiredHenchmen.push(KHONSHU_GUARDIANS);
    plan.villainDeckHeroCount = 1;
  },
  villainDeckCard: (g, c) => (isGuardianHero(g, c) ? 'villain' : null),
  mods: {
    villainAttack: (g, slot, c) => {
      if (!isGuardianHero(g, c)) return 0;
      const d = def(g, c);
      return d.cost * (WOLF.includes(slot) ? 2 : 1) - d.attack;
    },
  },
  onDefeat: (g, p, c) => {
    if (!heroOfDeck(g, def(g, c))) return false;
    gainCard(g, p, c, Z_NONE);
    return true;
  },
  twist: (g, _n, c) => {
    g.ko.push(c);
    later(g, PLAY_VILLAIN_CARD, g.current);
    later(g, PLAY_VILLAIN_CARD, g.current);
  },
  evilWins: (g) => {
    let n = 0;
    for (const c of g.escaped) if (guardianLike(g.setup, def(g, c))) n++;
    return n >= evilAt(g.setup, 7) ? 'The Mark of Khonshu: 7 Khonshu Guardians escaped' : null;
  },
  hint: {
    progress: (v) => Math.min(1, v.escaped.filter((c) => guardianLike(v.setup, v.def(c))).length / evilAt(v.setup, 7)),
    escapeHarm: (v, slot, danger) => (guardianLike(v.setup, v.def(v.city[slot]!)) ? 3 + 10 * danger : 0),
    extraVillainDeck: () => 14,
  },
});
