// The Deadlands (Secret Wars Volume 1): zombies. Every one has Rise of the Living Dead as its Ambush (keyword RISE,
// engine/legendary/keywords/living-dead.ts).
//
// - Zombie Baron Zemo: Fight: one Bystander rescued from the stack per Avengers hero the fighter has (hand and played
//   this turn; the count is read when the Fight effect happens).
// - Zombie Loki: Escape: he ascends, an extra Mastermind (rules/mastermind.ts ascend). His Master Strike: a Wound to
//   each player who does not reveal a Strength hero.
// - Zombie Madame Hydra: Fight: the fighter KOs one of their S.H.I.E.L.D. or HYDRA heroes (hand and played this
//   turn; mandatory when they have one).
// - Zombie Mr. Sinister: Escape: he ascends. His Master Strike: he captures a Bystander from the stack (it is held by
//   him, Game.othersAtt); then a player holding exactly 6 cards reveals a Covert hero, failing which they discard
//   one card per Bystander he holds (counted when that player discards), one 'discard' question each.
// - Zombie M.O.D.O.K.: Fight: the fighter KOs one of their heroes with a Recruit icon (mandatory when there is one).
// - Zombie Mysterio: Escape: he leaves the escape pile and becomes one of the Mastermind's face-down Tactics
//   (addTactic); from then on he never rises (riseNever) and his Fight effect, "draw two cards", happens when he is
//   defeated as a Tactic (a mark in g.vars; defeated as a villain he has no Fight effect).
// - Zombie Thanos: Escape: he ascends. His Master Strike: each player KOs one of the non-grey heroes in their hand
//   (a 'card' question, mandatory when there is one).
// - Zombie Venom: can't be defeated by a fight unless the fighter has a Covert hero (canDefeat). Escape: each player
//   gains a Wound.
//
// An ascended villain has no Fight effect when it is defeated as a Mastermind (rules/mastermind.ts).
import { SET } from '../set.js';
import { hasRecruitIcon } from '../common.js';
import { ask, cont, later } from '../../../flow.js';
import { RISE, riseNever, riseOfTheLivingDead } from '../../../keywords/living-dead.js';
import { teamId, villainGroup } from '../../../registry.js';
import {
  REVEAL_STRENGTH, YOUR_HEROES, addTactic, ascend, cardsIn, chooseDiscard, clsOf, countHeroes, distinct, draw,
  eachGainsWound, eachRevealOrWound, hasCls, hasHero, isBystander, isHero, isTeam, koCard, log, mastermindHeld,
  playerOrder, removeFrom, rescue,
} from '../../../rules.js';
import type { Game } from '../../../types.js';
import { AVENGERS, COVERT, SHIELD } from '../../../types.js';
import { REVEAL_COVERT, otherwise, revealOrElse } from '../../dark-city/masterminds/common.js';

const GROUP = 'The Deadlands';
const HYDRA = teamId('HYDRA');

/** g.vars key: villain c (Zombie Mysterio) has become a Mastermind Tactic. */
const asTactic = (c: number) => `the-deadlands:mysterio-tactic:${c}`;
/** Whether card c is a Zombie Mysterio that became a Mastermind Tactic (still face down, or defeated since). */
export function isMysterioTactic(g: Game, c: number): boolean { return !!g.vars[asTactic(c)]; }

// ---- KO one of your heroes of a kind (Madame Hydra, M.O.D.O.K.) ------------------------------------------------

const koChosen = cont('the-deadlands:ko-hero', (g, f, v) => { if (v >= 0) koCard(g, f.p, v, f.c); }, { about: 'lose' });
function koHeroWhere(g: Game, p: number, c: number, pred: (x: number) => boolean): void {
  const opts = distinct(g, p, cardsIn(g, p, YOUR_HEROES, (x) => isHero(g, x) && pred(x)));
  ask(g, p, 'card', koChosen, opts, { source: c });
}

// ---- Zombie Mr. Sinister's Master Strike -----------------------------------------------------------------

const sinisterBystanders = (g: Game, c: number) => mastermindHeld(g, c).filter((b) => isBystander(g, b)).length;
const sinisterDiscard = cont('the-deadlands:mr-sinister:discard', (g, f) => chooseDiscard(g, f.p, true));
const sinisterOtherwise = otherwise(cont('the-deadlands:mr-sinister:otherwise', (g, f) => {
  const n = sinisterBystanders(g, f.c);
  for (let i = 0; i < n; i++) later(g, sinisterDiscard, f.p, f.c);
}));
const sinisterEach = cont('the-deadlands:mr-sinister:each', (g, f) => {
  if (g.players[f.p]!.hand.length !== 6) return;
  revealOrElse(g, f.p, REVEAL_COVERT, sinisterOtherwise, f.c);
});
function sinisterStrike(g: Game, _p: number, c: number): void {
  if (!g.others.includes(c)) return;
  const b = g.bystanders.pop();
  if (b !== undefined) {
    mastermindHeld(g, c).push(b);
    g.log && log(g, '  Zombie Mr. Sinister captures a Bystander');
  }
  for (const q of playerOrder(g)) later(g, sinisterEach, q, c);
}

// ---- Zombie Thanos's Master Strike -----------------------------------------------------------------------

const thanosKo = cont('the-deadlands:thanos:ko', (g, f, v) => { if (v >= 0) koCard(g, f.p, v, f.c); }, { about: 'lose' });
const thanosEach = cont('the-deadlands:thanos:each', (g, f) => {
  const hand = g.players[f.p]!.hand.filter((x) => isHero(g, x) && clsOf(g, x) !== 0);
  ask(g, f.p, 'card', thanosKo, distinct(g, f.p, hand), { source: f.c });
});

// ---- Zombie Mysterio ---------------------------------------------------------------------------------------

function mysterioEscape(g: Game, c: number): void {
  if (!removeFrom(g.escaped, c)) return;
  g.vars[asTactic(c)] = 1;
  g.vars[riseNever(c)] = 1;
  addTactic(g, c);
}

const rises = { keywords: [RISE], ambush: (g: Game) => riseOfTheLivingDead(g) };

villainGroup(GROUP, [
  {
    name: 'Zombie Baron Zemo', copies: 1, attack: 6, vp: 4, ...rises,
    text: 'Ambush: Rise of the Living Dead. Fight: one Bystander rescued per Avengers hero you have.',
    hint: { fight: 0.8 },
    fight: (g, p) => rescue(g, p, countHeroes(g, p, (x) => isTeam(g, x, AVENGERS))),
  },
  {
    name: 'Zombie Loki', copies: 1, attack: 8, vp: 6, ...rises,
    text: 'Ambush: Rise of the Living Dead. Escape: he becomes an extra Mastermind whose Master Strike wounds each player who doesn\'t show a Strength hero.',
    hint: { escape: 0.8, escapeFlat: 2.5 },
    escape: (g, _p, c) => ascend(g, c),
    strike: (g) => eachRevealOrWound(g, REVEAL_STRENGTH),
  },
  {
    name: 'Zombie Madame Hydra', copies: 1, attack: 4, vp: 2, ...rises,
    text: 'Ambush: Rise of the Living Dead. Fight: you must KO a S.H.I.E.L.D. or HYDRA hero of yours.',
    hint: { fight: 0.5 },
    fight: (g, p, c) => koHeroWhere(g, p, c, (x) => isTeam(g, x, SHIELD) || isTeam(g, x, HYDRA)),
  },
  {
    name: 'Zombie Mr. Sinister', copies: 1, attack: 7, vp: 5, ...rises,
    text: 'Ambush: Rise of the Living Dead. Escape: he becomes an extra Mastermind; his Master Strike: he takes a Bystander captive, then anyone holding exactly 6 cards shows a Covert hero or discards one card per Bystander he has.',
    hint: { escape: 0.6, escapeFlat: 2.5 },
    escape: (g, _p, c) => ascend(g, c),
    strike: sinisterStrike,
  },
  {
    name: 'Zombie M.O.D.O.K.', copies: 1, attack: 5, vp: 3, ...rises,
    text: 'Ambush: Rise of the Living Dead. Fight: you must KO a hero of yours that has a Recruit icon.',
    hint: { fight: 0.4 },
    fight: (g, p, c) => koHeroWhere(g, p, c, (x) => hasRecruitIcon(g, x)),
  },
  {
    name: 'Zombie Mysterio', copies: 1, attack: 6, vp: 6, ...rises,
    text: 'Ambush: Rise of the Living Dead. Escape: shuffled in among the Mastermind\'s face-down Tactics, as one whose Fight draws 2 cards.',
    hint: { escapeFlat: 1.5 },
    escape: (g, _p, c) => mysterioEscape(g, c),
    // only as a Mastermind Tactic: defeated as a villain he has no Fight effect
    fight: (g, p, c) => { if (isMysterioTactic(g, c)) draw(g, p, 2); },
  },
  {
    name: 'Zombie Thanos', copies: 1, attack: 9, vp: 6, ...rises,
    text: 'Ambush: Rise of the Living Dead. Escape: he becomes an extra Mastermind whose Master Strike makes every player KO a non-grey hero from their hand.',
    hint: { escape: 0.8, escapeFlat: 3 },
    escape: (g, _p, c) => ascend(g, c),
    strike: (g, _p, c) => { for (const q of playerOrder(g)) later(g, thanosEach, q, c); },
  },
  {
    name: 'Zombie Venom', copies: 1, attack: 5, vp: 3, ...rises,
    text: 'Ambush: Rise of the Living Dead. Only a player with a Covert hero can defeat him. Escape: a Wound for every player.',
    hint: { escape: 1 },
    canDefeat: (g, p) => hasHero(g, p, (x) => hasCls(g, x, COVERT)),
    escape: (g) => eachGainsWound(g),
  },
], SET, [{ cls: COVERT, w: 0.5 }]);
