// The Fountain of Eternal Life (Secret Wars Volume 2): 8 twists (4 in solo). Every villain and Mastermind Tactic has
// "Fight: Fateful Resurrection" (engine/legendary/keywords/fateful-resurrection.ts), run as a 'defeat' after hook once
// the card's own Fight effect has happened (skipped when a card cancelled its Fight effect). Twist: a villain of the
// current player's choice from their victory pile enters the Sewers (a 'card' question, intent 'lose-vp'; none when
// they have none), and the twist goes to the bottom of the Villain Deck (one played a second time in the same turn goes
// to the KO pile instead: see the twist). Evil wins when three times as many villains as
// players have escaped.
import { SET } from '../set.js';
import { FIGHT_EFFECT_CANCELLED, hasEffect } from '../../../effects.js';
import { ask, cont } from '../../../flow.js';
import { fatefulResurrection } from '../../../keywords/fateful-resurrection.js';
import { scheme } from '../../../registry.js';
import { def, distinct, enterCity, escapedVillains, evilAt, isVillain, takeFromPlayer } from '../../../rules.js';
import type { Game, GameEvent } from '../../../types.js';
import { Z_MASTERMIND, Z_NONE } from '../../../types.js';

const villainsIn = (g: Game, p: number) => g.players[p]!.victory.filter((c) => { const k = def(g, c).kind; return k === 'villain' || k === 'henchman'; });

const rises = cont('fountain-of-eternal-life:enters', (g, f, v) => {
  if (v < 0 || takeFromPlayer(g, f.p, v) === Z_NONE) return;
  enterCity(g, v);
}, { about: 'lose-vp' });

function resurrect(g: Game, e: GameEvent): void {
  if (e.p < 0 || e.from === Z_MASTERMIND || hasEffect(g, FIGHT_EFFECT_CANCELLED, e.c)) return;
  const k = def(g, e.c).kind;
  if (k !== 'tactic' && !(k === 'villain' || k === 'henchman' || isVillain(g, e.c))) return;
  if (g.result === null) fatefulResurrection(g, e.p, e.c);
}

scheme({
  name: 'The Fountain of Eternal Life', set: SET,
  text: '8 twists (4 in solo). Every villain and Mastermind Tactic has Fight: Fateful Resurrection. Twist: a villain from your victory pile re-enters the city; the twist goes under the Villain Deck. Evil wins when three times as many villains as players have escaped.',
  twists: (players) => (players === 1 ? 4 : 8),
  evilWinsAt: 3,
  on: { defeat: { after: resurrect } },
  twist: (g, _n, c) => {
    // a twist that comes around again in the same turn (a Villain Deck of nothing but twists, with a rule that plays
    // another card after each twist: Plots upon Plots) would loop for ever; the rulebook is silent: the second time it
    // goes to the KO pile, so the loop ends
    const seen = `fountain-of-eternal-life:played:${c}`;
    if (g.vars[seen] === g.turn) g.ko.push(c);
    else { g.vars[seen] = g.turn; g.villainDeck.unshift(c); }
    const mine = villainsIn(g, g.current);
    if (mine.length) ask(g, g.current, 'card', rises, distinct(g, g.current, mine), { source: c });
  },
  evilWins: (g) => (escapedVillains(g) >= evilAt(g.setup, 3) * g.players.length ? 'The Fountain of Eternal Life: three times as many villains as players escaped' : null),
  hint: {
    progress: (v) => Math.min(1, v.escaped.filter((c) => { const k = v.def(c).kind; return k === 'villain' || k === 'henchman'; }).length / (evilAt(v.setup, 3) * v.players)),
  },
});
