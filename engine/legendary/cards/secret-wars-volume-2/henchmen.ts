// Secret Wars Volume 2 henchmen groups (Khonshu Guardians, Magma Men, Spider-Infected).
//
// - Khonshu Guardians: "wolf form": +2 Attack while in the Sewers, the Rooftops or the Bridge (`attackAt`). Fight: the
//   fighter KOs one of their heroes (hand and played this turn; mandatory).
// - Magma Men: Fight: the fighter KOs one of their heroes (mandatory), then Fateful Resurrection
//   (keywords/fateful-resurrection.ts), in the card's order.
// - Spider-Infected: Ambush: it captures a Bystander from the stack. Fight: the next hero the fighter gains this turn
//   has Wall-Crawl (keywords/wall-crawl.ts), a turn effect. Wall-Crawl works only when a hero is recruited (Universal
//   Rulebook: a hero gained by a special ability can't use it), so the next hero gained uses the effect up whatever
//   the route, and only a recruit (from the HQ, or a gain that is part of a recruit: an Officer, a Sidekick) offers
//   to put it on top of the deck (the offer is Wall-Crawl's own question). The rulebook does not say whether a gain
//   that is not a recruit uses the effect up: the reading worst for the players. Several such effects give the same
//   hero Wall-Crawl once. A hero that already has Wall-Crawl gets its own offer only.
import { SET } from './set.js';
import { inWolfForm } from './villains/monster-metropolis.js';
import { addEffect, effectKind, removeEffect } from '../../effects.js';
import { cont, later } from '../../flow.js';
import { fatefulResurrection } from '../../keywords/fateful-resurrection.js';
import { WALL_CRAWL, offerWallCrawl } from '../../keywords/wall-crawl.js';
import { henchmen } from '../../registry.js';
import { YOUR_HEROES, captureFromStack, hasKeyword, isHero, koSome } from '../../rules.js';
import type { Game, GameEvent, TurnEffect } from '../../types.js';

// ---- Khonshu Guardians ----------------------------------------------------------------------------------------

const KHONSHU_ATTACK = 3, KHONSHU_WOLF = 2;

henchmen({
  name: 'Khonshu Guardians', copies: 10, attack: KHONSHU_ATTACK, vp: 1,
  text: '+2 Attack in the Sewers, on the Rooftops or on the Bridge (wolf form). Fight: KO one of your heroes.',
  hint: { fight: 0.3 },
  attackAt: (_g, slot) => KHONSHU_ATTACK + (inWolfForm(slot) ? KHONSHU_WOLF : 0),
  fight: (g, p) => koSome(g, p, 1, YOUR_HEROES, true),
}, SET);

// ---- Magma Men ------------------------------------------------------------------------------------------------

const magmaResurrect = cont('magma-men:resurrect', (g, f) => { fatefulResurrection(g, f.p, f.c); });

henchmen({
  name: 'Magma Men', copies: 10, attack: 3, vp: 1,
  text: 'Fight: KO one of your heroes; then Fateful Resurrection.',
  hint: { fight: 0.1 },
  fight: (g, p, c) => { koSome(g, p, 1, YOUR_HEROES, true); later(g, magmaResurrect, p, c); },
}, SET);

// ---- Spider-Infected ------------------------------------------------------------------------------------------

/** The next hero the current player gains this turn has Wall-Crawl (one record per Spider-Infected fought). */
const NEXT_GAIN = 'spider-infected:next-gain-wall-crawl';
/** The hero `c` that used the effect up by a gain, while the recruit it may be part of is announced. */
const GAINED = 'spider-infected:gained';

/** Whether effect record e is still active (an earlier record of the kind may have ended it on this event). */
const active = (g: Game, e: TurnEffect): boolean => g.t.effects.includes(e);
function endAll(g: Game, kind: string): void { for (const x of g.t.effects.filter((y) => y.k === kind)) removeEffect(g, x); }
function crawl(g: Game, p: number, c: number): void { if (!hasKeyword(g, c, WALL_CRAWL)) offerWallCrawl(g, p, c); }

function endGained(g: Game, c: number): void { for (const x of g.t.effects.filter((y) => y.k === GAINED && y.c === c)) removeEffect(g, x); }
const gainedEnd = cont('spider-infected:gained:end', (g, f) => endGained(g, f.c));

effectKind({
  key: NEXT_GAIN,
  after: {
    // a hero gained: the effect is used up; a recruit of that very card, announced right after, gets Wall-Crawl
    gain: (g: Game, ev: GameEvent, e: TurnEffect) => {
      if (!active(g, e) || ev.p !== g.current || !isHero(g, ev.c)) return;
      endAll(g, NEXT_GAIN);
      addEffect(g, GAINED, ev.c);
      later(g, gainedEnd, ev.p, ev.c);
    },
    // a hero recruited from the HQ (no 'gain' event)
    recruit: (g: Game, ev: GameEvent, e: TurnEffect) => {
      if (!active(g, e) || ev.p !== g.current) return;
      endAll(g, NEXT_GAIN);
      crawl(g, ev.p, ev.c);
    },
  },
});
effectKind({
  key: GAINED,
  after: {
    recruit: (g: Game, ev: GameEvent, e: TurnEffect) => {
      if (!active(g, e) || ev.c !== e.c) return;
      endGained(g, ev.c);
      crawl(g, ev.p, ev.c);
    },
  },
});

henchmen({
  name: 'Spider-Infected', copies: 10, attack: 3, vp: 1,
  text: 'Ambush: it takes a Bystander captive. Fight: the next hero you gain this turn has Wall-Crawl.',
  hint: { fight: 0.3 },
  ambush: (g, _p, c) => { const s = g.city.indexOf(c); if (s >= 0) captureFromStack(g, s); },
  fight: (g, _p, c) => addEffect(g, NEXT_GAIN, c),
}, SET);
