// Dark City henchmen groups (Maggia Goons, Phalanx).
import { SET } from './set.js';
import { ask, cont, later } from '../../flow.js';
import { YOUR_HEROES, hasCls, hasHero, koSome } from '../../rules.js';
import { henchmen } from '../../registry.js';
import { BRIBE } from '../../keywords/bribe.js';
import { TECH } from '../../types.js';
import type { Game } from '../../types.js';
import { ATTACK_ICON, KO_HERO_WITH_ICON } from './villains/shared.js';

// Maggia Goons: Bribe (Recruit may pay for the fight); the printed * is that reminder, the Attack is 4.
// Organized Crime Wave's extra Ambush belongs to that scheme.
henchmen({
  name: 'Maggia Goons', copies: 10, attack: 4, vp: 1, plus: { attackStar: true }, keywords: [BRIBE],
  text: 'Bribe. Fight: KO one of your heroes.',
  hint: { fight: 0.5 },
  fight: (g, p) => koSome(g, p, 1, YOUR_HEROES, true),
}, SET);

// Phalanx: the player may reveal a Tech hero (revealing is never forced); otherwise they KO one of their
// heroes with an Attack icon.
const phalanxReveal = cont('phalanx:reveal', (g, f, v) => { if (v !== 1) later(g, KO_HERO_WITH_ICON, f.p, f.c, ATTACK_ICON); }, { about: 'reveal' });
function phalanx(g: Game, p: number, c: number): void {
  if (hasHero(g, p, (x) => hasCls(g, x, TECH))) ask(g, p, 'yesno', phalanxReveal, [1, 0], { source: c });
  else later(g, KO_HERO_WITH_ICON, p, c, ATTACK_ICON);
}

henchmen({
  name: 'Phalanx', copies: 10, attack: 3, vp: 1,
  text: 'Fight: reveal a Tech hero or KO one of your heroes with an Attack icon.',
  hint: { fight: 0.2 },
  fight: phalanx,
}, SET, [{ cls: TECH, w: 0.3 }]);
