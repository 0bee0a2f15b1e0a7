import { SET } from '../set.js';
import { later } from '../../../flow.js';
import { scheme } from '../../../registry.js';
import { PLAY_VILLAIN_CARD, checkEvil, def, evilAt, gainTo, isHero, log, nameOf, twistToKo } from '../../../rules.js';
import type { Game, GameEvent, SchemeView } from '../../../types.js';
import { mastermindHolder } from '../../../zones.js';
import { CHECK_EVIL_AFTER_KO, closestVillainSlot, countDefs, nonGreyHero } from './common.js';

export const HERO_ATTACK = 2;

/** A hero played from the Villain Deck is captured by the enemy nearest the Villain Deck (a villain, else the Mastermind). */
function capture(g: Game, e: GameEvent): boolean {
  if (!isHero(g, e.c)) return false;
  const s = closestVillainSlot(g);
  g.att[s >= 0 ? s : mastermindHolder(g)]!.push(e.c);
  g.log && log(g, `  ${nameOf(g, e.c)} is captured by ${s >= 0 ? nameOf(g, g.city[s]!) : 'the Mastermind'}`);
  return true;
}

/** Fighting an enemy: its heroes are gained (a villain's were set aside while it is defeated; the Mastermind keeps his). */
function gainCaptured(g: Game, e: GameEvent): void {
  const tactic = def(g, e.c).kind === 'tactic';
  const from = tactic ? g.att[mastermindHolder(g)]! : g.defeatAtt;
  const heroes = from.filter((c) => isHero(g, c));
  if (heroes.length === 0) return;
  const rest = from.filter((c) => !isHero(g, c));
  if (tactic) g.att[mastermindHolder(g)] = rest; else g.defeatAtt = rest;
  for (const h of heroes) gainTo(g, e.p, h);
  g.log && log(g, `  P${e.p + 1} gains ${heroes.map((h) => nameOf(g, h)).join(', ')}`);
}

const lost = (g: Game) => countDefs(g.ko, (c) => def(g, c), nonGreyHero) + countDefs(g.escaped, (c) => def(g, c), nonGreyHero);
const heroKind = (d: { kind: string }) => d.kind === 'hero';

scheme({
  name: "X-Cutioner's Song", set: SET,
  text: '8 twists; the Villain Deck holds the 14 cards of one more hero and no Bystanders. A hero played from the Villain Deck is captured by the enemy nearest the Villain Deck; villains get +2 Attack per hero they hold; fighting an enemy gains its heroes. Twist: every hero held by an enemy is KO\'d, then play another Villain Deck card. Evil wins when 9 non-grey heroes have been KO\'d or carried off.',
  twists: () => 8,
  evilWinsAt: 9,
  plan: (plan) => {
    plan.bystandersInVillainDeck = 0;
    plan.villainDeckHeroCount = Math.max(plan.villainDeckHeroCount, 1);
  },
  // the Mastermind is not a villain: his heroes give him no Attack (Universal Rulebook clarification)
  mods: { villainAttack: (g, slot) => (slot < 0 ? 0 : HERO_ATTACK * countDefs(g.att[slot]!, (c) => def(g, c), heroKind)) },
  on: { ...CHECK_EVIL_AFTER_KO, villainDeck: { replace: capture }, defeat: { after: gainCaptured } },
  twist: (g, _n, c) => {
    twistToKo(g, c);
    for (let h = 0; h <= g.city.length; h++) {
      const heroes = g.att[h]!.filter((x) => isHero(g, x));
      if (heroes.length === 0) continue;
      g.att[h] = g.att[h]!.filter((x) => !isHero(g, x));
      g.ko.push(...heroes);
      g.log && log(g, `  ${heroes.map((x) => nameOf(g, x)).join(', ')} KO'd`);
    }
    checkEvil(g);
    later(g, PLAY_VILLAIN_CARD, g.current);
  },
  evilWins: (g) => (lost(g) >= evilAt(g.setup, 9) ? "X-Cutioner's Song: 9 non-grey heroes KO'd or carried off" : null),
  hint: {
    progress: (v) => Math.min(1, (countDefs(v.ko, (c) => v.def(c), nonGreyHero) + countDefs(v.escaped, (c) => v.def(c), nonGreyHero)) / evilAt(v.setup, 9)),
    escapeHarm: (v: SchemeView, slot, danger) => countDefs(v.attached(slot), (c) => v.def(c), heroKind) * (3 + 10 * danger),
    extraVillainDeck: () => 14,
  },
});
