// Secret Wars Volume 1 henchmen groups (Ghost Racers, M.O.D.O.K.s, Thor Corps).
//
// - Ghost Racers: Ambush: Rise of the Living Dead (keyword RISE, engine/legendary/keywords/living-dead.ts). Fight: the
//   fighter may reveal a Covert hero (a 'yesno', never forced); otherwise they KO one of their heroes (hand and
//   played this turn) with an Attack icon, mandatory when they have one.
// - M.O.D.O.K.s: Fight: the fighter picks one hero among their discard pile and the HQ and KOs it (one 'card' question;
//   mandatory when there is one; an HQ space refills); a Recruit icon on the KO'd hero is worth +1 Recruit.
// - Thor Corps: Fight: the fighter gains it as a hero (Avengers, Strength and Ranged, cost 3: 2 Recruit; the
//   superpower of a Strength and a Ranged card: +1 Recruit). See villains/manhattan-earth-1610.ts `gainAsHero`.
//
// Icons: ./common.ts (as the hero a card counts as now).
import { SET } from './set.js';
import { ask, cont, later } from '../../flow.js';
import { RISE, riseOfTheLivingDead } from '../../keywords/living-dead.js';
import { henchmen } from '../../registry.js';
import {
  DISCARD, YOUR_HEROES, cardsIn, distinct, gainAsHero, gainRecruit, hasCls, hasHero, isHero, koCard, koFromHq, powerBoth,
} from '../../rules.js';
import type { Game } from '../../types.js';
import { COVERT, RANGED, STRENGTH } from '../../types.js';
import { hasAttackIcon, hasRecruitIcon } from './common.js';

export { hasAttackIcon, hasRecruitIcon };

// ---- Ghost Racers -----------------------------------------------------------------------------------------

const racerKo = cont('ghost-racers:ko', (g, f) => {
  const heroes = cardsIn(g, f.p, YOUR_HEROES, (c) => isHero(g, c) && hasAttackIcon(g, c));
  ask(g, f.p, 'card', racerKoChosen, distinct(g, f.p, heroes), { source: f.c });
});
const racerKoChosen = cont('ghost-racers:ko:chosen', (g, f, v) => { if (v >= 0) koCard(g, f.p, v, f.c); }, { about: 'lose' });
const racerReveal = cont('ghost-racers:reveal', (g, f, v) => { if (v !== 1) later(g, racerKo, f.p, f.c); }, { about: 'reveal' });

function ghostRacerFight(g: Game, p: number, c: number): void {
  if (hasHero(g, p, (x) => hasCls(g, x, COVERT))) ask(g, p, 'yesno', racerReveal, [1, 0], { source: c });
  else later(g, racerKo, p, c);
}

henchmen({
  name: 'Ghost Racers', copies: 10, attack: 3, vp: 1, keywords: [RISE],
  text: 'Ambush: Rise of the Living Dead. Fight: show a Covert hero, or else lose (KO) one of your heroes that has an Attack icon.',
  hint: { fight: 0.2 },
  ambush: (g) => riseOfTheLivingDead(g),
  fight: ghostRacerFight,
}, SET, [{ cls: COVERT, w: 0.3 }]);

// ---- M.O.D.O.K.s ------------------------------------------------------------------------------------------

const modokKo = cont('modoks:ko', (g, f, v) => {
  if (v < 0) return;
  const icon = hasRecruitIcon(g, v);
  if (g.players[f.p]!.discard.includes(v)) koCard(g, f.p, v, f.c);
  else {
    const slot = g.hq.indexOf(v);
    if (slot < 0) return;
    koFromHq(g, slot);
  }
  if (icon) gainRecruit(g, 1);
}, { about: 'lose' });

function modokFight(g: Game, p: number, c: number): void {
  const mine = distinct(g, p, cardsIn(g, p, DISCARD, (x) => isHero(g, x)));
  const hq = distinct(g, -1, g.hq.filter((x) => x >= 0 && isHero(g, x)));
  ask(g, p, 'card', modokKo, [...mine, ...hq], { source: c });
}

henchmen({
  name: 'M.O.D.O.K.s', copies: 10, attack: 3, vp: 1,
  text: 'Fight: pick a hero in the HQ or in your discard pile and KO it; a Recruit icon on it earns you +1 Recruit.',
  hint: { fight: 0.6 },
  fight: modokFight,
}, SET);

// ---- Thor Corps -------------------------------------------------------------------------------------------

henchmen({
  name: 'Thor Corps', copies: 10, attack: 3, vp: 0,
  text: 'Fight: becomes a hero you gain (Avengers, Strength/Ranged, cost 3: 2 Recruit; superpower of a Strength and a Ranged card: +1 Recruit).',
  hint: { fight: 2 },
  fight: gainAsHero,
  asHero: {
    cls: STRENGTH | RANGED, team: 'Avengers', recruit: 2, plus: { recruit: true },
    text: 'Superpower of a Strength and a Ranged card: +1 Recruit.',
    // both classes are needed; a hint names a class any of which triggers it, so the gain is halved
    hint: { power: { cls: STRENGTH | RANGED, recruit: 0.5 } },
    play: (g) => { if (powerBoth(g, STRENGTH, RANGED)) gainRecruit(g, 1); },
  },
}, SET);
