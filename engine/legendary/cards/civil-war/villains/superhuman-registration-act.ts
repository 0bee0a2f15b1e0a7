// Superhuman Registration Act (Civil War). Each villain fortifies a place (engine/legendary/keywords/fortify.ts); the effect
// lasts while it is there, and any player may fight it there to end it.
// - Iron Spider, Ambush: fortifies the deck of the player whose turn it is; that player draws one card fewer for the
//   hand drawn at the end of each of their turns (read when the turn ends: defeated by then, no effect). Fight: the
//   top card of the Villain Deck is revealed (it stays there); worth 2 VP or less (its VP as a card in a victory pile;
//   a card with no VP, a Scheme Twist or Master Strike, is worth 0: the rulebook is silent, the reading worst for the
//   players), Iron Spider leaves the victory pile to fortify the deck of the player on the fighter's left (in solo,
//   the fighter's own: worst for the player).
// - Ms. Marvel, Escape: fortifies an HQ space the current player chooses among those not already fortified (a space
//   already fortified would make it do nothing: not offered while another is free); no hero can be gained (or
//   recruited) from that space meanwhile, whatever hero comes into it.
// - She-Hulk (Size-Changing Strength), Escape: fortifies the Villain Deck; when a Master Strike card played from the
//   Villain Deck has been carried out (after everything its effect asked), every player gains a Wound and She-Hulk
//   enters the city (the Sewers, pushing the others along).
// - Yellowjacket (Size-Changing Tech), Escape: fortifies the Hero Deck; meanwhile every hero that costs 7 or more in
//   the HQ is KO'd (those there when he starts, then each one that arrives; the space refills as usual). A cost that
//   changes later in a turn is not watched.
import { SET } from '../set.js';
import { ask, cont, later } from '../../../flow.js';
import { NEXT_HAND_EXTRA, addEffect } from '../../../effects.js';
import {
  FORTIFY, FORT_HERO_DECK, FORT_VILLAIN_DECK, fortDeck, fortHq, fortifiedBy, fortifier, fortify, unfortify,
} from '../../../keywords/fortify.js';
import { sizeChanging } from '../../../keywords/size-changing.js';
import { VILLAIN_GROUPS, villainGroup } from '../../../registry.js';
import {
  cardVp, def, eachGainsWound, enterCity, heroCost, isHero, koFromHq, log, nameOf,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { STRENGTH, TECH, Z_HQ } from '../../../types.js';

export const SUPERHUMAN_REGISTRATION_ACT = 'Superhuman Registration Act';
const BIG_COST = 7, LOW_VP = 2;
let KEYS: readonly string[] = [];
const key = (i: number): string => KEYS[i]!;
// the cards' definition keys, in the order below (Iron Spider's own hooks read `self.key`)
const MS_MARVEL = 1, SHE_HULK = 2, YELLOWJACKET = 3;

// ---- Iron Spider ------------------------------------------------------------------------------------

function ironSpiderFight(g: Game, p: number, c: number): void {
  const top = g.villainDeck[g.villainDeck.length - 1];
  if (top === undefined) return;
  g.log && log(g, `  reveals ${nameOf(g, top)} on top of the Villain Deck`);
  if (cardVp(g, p, top) > LOW_VP) return;
  fortify(g, c, fortDeck((p + 1) % g.players.length), g.players[p]!.victory);
}

// ---- Ms. Marvel -------------------------------------------------------------------------------------

/** HQ spaces Ms. Marvel may fortify: those that exist and no card fortifies yet. */
function freeHqSpaces(g: Game): number[] {
  const out: number[] = [];
  for (let s = 0; s < g.hq.length; s++) if (!((g.hqDestroyed >> s) & 1) && fortifier(g, fortHq(s)) < 0) out.push(s);
  return out;
}
// the space whose hero the team wants least is the one to lose
const msMarvelSpace = cont('superhuman-registration-act:ms-marvel:space', (g, f, v) => {
  if (v >= 0) fortify(g, f.c, fortHq(v), g.escaped);
}, { about: 'hq-lose' });

// ---- She-Hulk ---------------------------------------------------------------------------------------

const sheHulkReturns = cont('superhuman-registration-act:she-hulk:returns', (g, f) => {
  if (!fortifiedBy(g, FORT_VILLAIN_DECK, key(SHE_HULK)) || fortifier(g, FORT_VILLAIN_DECK) !== f.c) return;
  eachGainsWound(g);
  later(g, sheHulkEnters, g.current, f.c);
});
const sheHulkEnters = cont('superhuman-registration-act:she-hulk:enters', (g, f) => {
  if (!unfortify(g, f.c)) return;
  g.log && log(g, `  ${nameOf(g, f.c)} stops fortifying the Villain Deck`);
  enterCity(g, f.c);
});

// ---- Yellowjacket -----------------------------------------------------------------------------------

const costly = (g: Game, c: number): boolean => c >= 0 && isHero(g, c) && heroCost(g, c) >= BIG_COST;
const yellowjacketKo = cont('superhuman-registration-act:yellowjacket:ko', (g, f) => {
  if (g.hq[f.n] === f.c && costly(g, f.c) && fortifiedBy(g, FORT_HERO_DECK, key(YELLOWJACKET))) koFromHq(g, f.n);
});
function koCostlyHeroes(g: Game): void {
  for (let s = 0; s < g.hq.length; s++) if (costly(g, g.hq[s]!)) later(g, yellowjacketKo, g.current, g.hq[s]!, s);
}

const label = villainGroup(SUPERHUMAN_REGISTRATION_ACT, [
  {
    name: 'Iron Spider', copies: 2, attack: 2, vp: 3, keywords: [FORTIFY],
    text: 'Ambush: fortify your deck; you draw one card fewer at the end of your turns meanwhile. Fight: reveal the top card of the Villain Deck; if it is worth 2 VP or less, Iron Spider fortifies the deck of the player on your left.',
    hint: { fightEach: -0.4 },
    ambush: (g, _p, c) => { fortify(g, c, fortDeck(g.current), g.city); },
    fight: ironSpiderFight,
    on: {
      turnEnd: {
        before: (g, _e, self) => { if (fortifiedBy(g, fortDeck(g.current), self.key)) addEffect(g, NEXT_HAND_EXTRA, fortifier(g, fortDeck(g.current)), -1); },
      },
    },
  },
  {
    name: 'Ms. Marvel', copies: 2, attack: 5, vp: 3, keywords: [FORTIFY],
    text: 'Escape: fortify an HQ space; no hero can be gained from it meanwhile.',
    hint: { escapeFlat: 1.5 },
    escape: (g, _p, c) => ask(g, g.current, 'slot', msMarvelSpace, freeHqSpaces(g), { source: c }),
    mods: {
      gainBlocked: (g, _p, from, c) => {
        if (from !== Z_HQ || g.fortify.length === 0) return false;
        const s = g.hq.indexOf(c);
        return s >= 0 && fortifiedBy(g, fortHq(s), key(MS_MARVEL));
      },
    },
  },
  {
    name: 'She-Hulk', copies: 2, attack: 8, vp: 5, plus: { attackStar: true }, keywords: [...sizeChanging(STRENGTH), FORTIFY],
    text: 'Size-Changing (Strength). Escape: fortify the Villain Deck; when a Master Strike from it has been carried out, every player gains a Wound and She-Hulk enters the Sewers.',
    hint: { escapeFlat: 2 },
    escape: (g, _p, c) => { fortify(g, c, FORT_VILLAIN_DECK, g.escaped); },
    on: {
      strike: {
        after: (g, e, self) => {
          // a Master Strike card (played from the Villain Deck), not a strike effect another card causes
          if (e.c < 0 || def(g, e.c).kind !== 'strike' || !fortifiedBy(g, FORT_VILLAIN_DECK, self.key)) return;
          later(g, sheHulkReturns, g.current, fortifier(g, FORT_VILLAIN_DECK));
        },
      },
    },
  },
  {
    name: 'Yellowjacket', copies: 2, attack: 7, vp: 4, plus: { attackStar: true }, keywords: [...sizeChanging(TECH), FORTIFY],
    text: 'Size-Changing (Tech). Escape: fortify the Hero Deck; meanwhile every hero costing 7 or more in the HQ is KO\'d.',
    hint: { escapeFlat: 1.5 },
    escape: (g, _p, c) => { if (fortify(g, c, FORT_HERO_DECK, g.escaped)) koCostlyHeroes(g); },
    on: {
      refillHq: {
        after: (g, e, self) => {
          if (costly(g, e.c) && fortifiedBy(g, FORT_HERO_DECK, self.key)) later(g, yellowjacketKo, g.current, e.c, e.slot);
        },
      },
    },
  },
], SET);
KEYS = VILLAIN_GROUPS.get(label)!.cards;
