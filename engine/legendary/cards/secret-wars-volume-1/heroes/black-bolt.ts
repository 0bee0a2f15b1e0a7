// Black Bolt (Secret Wars Volume 1, Illuminati).
//
// "A card with no rules text": neither the Universal Rulebook nor the set's Keywords define it; we read it as a card
// that prints nothing but its name, classes, team and numbers (cost, Recruit, Attack, VP). So the S.H.I.E.L.D.
// Agent, Trooper and Officer, a plain Bystander and heroes that print only numbers (Speak No Words) have none; any
// ability, keyword (Teleport, Sidekick, ...), superpower or always-on rule is rules text. A Wound prints its Healing
// rule, so it has rules text; Scheme Twists, Master Strikes, Tactics and Masterminds always do. A Divided card counts
// as the side it was played as; elsewhere it shows both sides and has none only when neither side has any.
//
// - Destructive Whisper: +1 Attack when four cards of the hand or played this turn have no rules text (a card "revealed"
//   may be one already played: Universal Rulebook, "Reveal a Hero/Ally or Gain a Wound"; revealing them is only a
//   condition: nothing is chosen, and revealing can only help).
// - Silence is Golden: 'card' question (intent 'copy') over the cards played earlier this turn with no rules text
//   (one per distinct definition): its printed Recruit and Attack again. "Choose" is not optional; with no such card
//   it does nothing.
// - Hypersonic Scream: a card drawn per card with no rules text played earlier this turn.
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { hero } from '../../../registry.js';
import { draw, gainAttack, gainRecruit, sideDef } from '../../../rules.js';
import type { CardDef, Game } from '../../../types.js';
import { COVERT, RANGED, STRENGTH } from '../../../types.js';

/** Whether a definition prints no rules text: no ability, hook, keyword or rule of any kind, only its facts. */
export function printsNoRulesText(d: CardDef): boolean {
  if (d.kind !== 'hero' && d.kind !== 'villain' && d.kind !== 'henchman' && d.kind !== 'bystander') return false;
  if (d.halves !== undefined || d.keywords?.length || d.gives?.length) return false;
  return !d.play && !d.canPlay && !d.countsItself && !d.on && !d.mods && !d.fight && !d.ambush && !d.escape
    && !d.canDefeat && !d.fightCost && !d.vpAt && !d.attackAt;
}

/** Whether card c has no rules text (a Divided card: the side played as; elsewhere, neither side has any). */
export function hasNoRulesText(g: Game, c: number): boolean {
  const d = sideDef(g, c);
  if (d.halves !== undefined) return d.halves.every((h) => printsNoRulesText(g.cards[h]!));
  return printsNoRulesText(d);
}

/** The cards played earlier this turn with no rules text, as [card, played-as definition id] pairs. */
function playedWithoutText(g: Game): number[] {
  const a = g.t.played, out: number[] = [];
  for (let i = 0; i < a.length; i += 2) if (printsNoRulesText(g.cards[a[i + 1]!]!)) out.push(a[i]!, a[i + 1]!);
  return out;
}

// Silence is Golden: the chosen card's printed Recruit and Attack, as it was played (its played-as definition).
const silenceChosen = cont('black-bolt:silence-is-golden:card', (g, _f, v) => {
  if (v < 0) return;
  const a = g.t.played;
  for (let i = 0; i < a.length; i += 2) {
    if (a[i] !== v) continue;
    const d = g.cards[a[i + 1]!]!;
    if (d.recruit) gainRecruit(g, d.recruit);
    if (d.attack) gainAttack(g, d.attack);
    return;
  }
}, { about: 'copy' });

hero('Black Bolt', 'Illuminati', [
  {
    name: 'Destructive Whisper', copies: 5, cls: RANGED, cost: 3, attack: 2, plus: { attack: true },
    text: 'One more Attack when you can show four cards without abilities (in hand or played before it this turn).',
    hint: { avgAttack: 0.4 },
    play: (g, p) => {
      // "reveal a card": from the hand or among the cards already played this turn (Universal Rulebook)
      let n = 0;
      const pl = g.players[p]!;
      for (const c of pl.hand) if (hasNoRulesText(g, c)) n++;
      for (const c of pl.inPlay) if (hasNoRulesText(g, c)) n++;
      if (n >= 4) gainAttack(g, 1);
    },
  },
  {
    name: 'Speak No Words', copies: 5, cls: COVERT | RANGED, cost: 4, recruit: 2, attack: 1,
    text: '',
    hint: {},
  },
  {
    name: 'Silence is Golden', copies: 3, cls: STRENGTH, cost: 6, recruit: 0, attack: 4, plus: { recruit: true, attack: true },
    text: 'A card without rules text played earlier this turn gives its Recruit and Attack once more.',
    hint: { avgRecruit: 0.8, avgAttack: 0.3 },
    play: (g, p, c) => {
      const pairs = playedWithoutText(g), seen: number[] = [], opts: number[] = [];
      for (let i = 0; i < pairs.length; i += 2) if (!seen.includes(pairs[i + 1]!)) { seen.push(pairs[i + 1]!); opts.push(pairs[i]!); }
      if (opts.length) ask(g, p, 'card', silenceChosen, opts, { source: c });
    },
  },
  {
    name: 'Hypersonic Scream', copies: 1, cls: RANGED, cost: 8, attack: 3,
    text: 'One card drawn per card without rules text played earlier this turn.',
    hint: { draw: 1.5 },
    play: (g, p) => { const n = playedWithoutText(g).length / 2; if (n > 0) draw(g, p, n); },
  },
], SET);
