// CSA Special Marshals (Civil War).
// - Bullseye: the Recruit icon and the printed Attack are read as printed ("0+" has the icon); a Divided card in
//   hand counts as both sides, played as its side. Both KOs are mandatory when the player has such a hero.
// - Moonstone: "each other player" on a villain: otherPlayersEvil (you in advanced solo, nobody in basic solo).
// - Penance: every Villain of the fighter's victory pile counts, henchmen included (henchmen are Villains).
// - Venom: Size-Changing (Covert); on escape it fortifies the Bystander stack (engine/legendary/keywords/fortify.ts).
//   While it does, a Bystander rescued from the stack is KO'd instead (a 'rescue' replace hook: nothing else sees a
//   rescue); Evil Wins is checked at once (schemes that count Bystanders in the KO pile).
import { SET } from '../set.js';
import { cont, later } from '../../../flow.js';
import { FORTIFY, FORT_BYSTANDERS, fortifiedBy, fortify } from '../../../keywords/fortify.js';
import { sizeChanging } from '../../../keywords/size-changing.js';
import { villainGroup } from '../../../registry.js';
import { checkEvil, isVillain, koCard, log, otherPlayersEvil, playerOrder } from '../../../rules.js';
import type { Game, GameEvent } from '../../../types.js';
import { COVERT, Z_BYSTANDERS } from '../../../types.js';
import { DISCARD_ONE, DRAW_N } from '../../dark-city/villains/shared.js';
import { KO_HERO_WHERE, cardKeyIn, hasRecruitIcon, heroCondition, koHeroWhere, printedAttackAtLeast } from './shared-wave2b.js';

const GROUP = 'CSA Special Marshals';
const RECRUIT_ICON = heroCondition(hasRecruitIcon);
const ATTACK_2 = heroCondition((g, c) => printedAttackAtLeast(g, c, 2));

// Moonstone: each other player discards two cards (one question each), then draws one.
const moonstone = cont('csa-special-marshals:moonstone', (g, f) => {
  for (let i = 0; i < 2; i++) later(g, DISCARD_ONE, f.p, f.c);
  later(g, DRAW_N, f.p, f.c, 1);
});

/** Villains in the victory pile of the player whose turn it is. */
function villainsWon(g: Game): number {
  let n = 0;
  for (const c of g.players[g.current]!.victory) if (isVillain(g, c)) n++;
  return n;
}

let venomKey = '';
function venomKos(g: Game, e: GameEvent): boolean {
  if (e.from !== Z_BYSTANDERS || !fortifiedBy(g, FORT_BYSTANDERS, venomKey)) return false;
  g.log && log(g, '  the Bystander stack is fortified: the Bystander is KO\'d instead');
  g.ko.push(e.c);
  // a Bystander in the KO pile may end the game at once (schemes counting them)
  checkEvil(g);
  return true;
}

const label = villainGroup(GROUP, [
  {
    name: 'Bullseye', copies: 2, attack: 6, vp: 4,
    text: 'Fight: KO one of your heroes with a Recruit icon. Escape: every player KOs one of their heroes with a printed Attack of 2 or more.',
    hint: { fight: 0.3, escape: 1.5 },
    fight: (g, p, c) => koHeroWhere(g, p, c, RECRUIT_ICON),
    escape: (g, _p, c) => { for (const q of playerOrder(g)) later(g, KO_HERO_WHERE, q, c, ATTACK_2); },
  },
  {
    name: 'Moonstone', copies: 2, attack: 4, vp: 2,
    text: 'Fight: every other player discards two cards, then draws one.',
    hint: { fightEach: -0.4 },
    fight: (g, _p, c) => { for (const q of otherPlayersEvil(g)) later(g, moonstone, q, c); },
  },
  {
    name: 'Penance', copies: 2, attack: 2, vp: 3, plus: { attack: true },
    text: '+1 Attack for each Villain in your victory pile.',
    attackAt: (g) => 2 + villainsWon(g),
  },
  {
    name: 'Venom', copies: 2, attack: 7, vp: 4, plus: { attackStar: true }, keywords: [...sizeChanging(COVERT), FORTIFY],
    text: 'Size-Changing (Covert). Escape: fortify the Bystander stack; while it does, a Bystander rescued from the stack is KO\'d instead.',
    hint: { escapeFlat: 1 },
    escape: (g, _p, c) => { fortify(g, c, FORT_BYSTANDERS, g.escaped); },
    on: { rescue: { replace: venomKos } },
  },
], SET);
venomKey = cardKeyIn(label, 'Venom');
