// Champions' Masterminds with their Epic sides (registry.ts EPIC_MASTERMINDS, SetupOptions.epic), and Demolish
// (keywords/demolish.ts).
import { describe, expect, it } from 'vitest';
import { run } from '../../flow.js';
import { demolish } from '../../keywords/demolish.js';
import { mastermindAttack, playerOrder } from '../../rules.js';
import { SetupError, newGame, resolvePlan } from '../../setup.js';
import { summary } from '../../game.js';
import type { Game } from '../../types.js';
import { fightMastermind, make, names, onVillainDeck, pick, put, putVillain, reason, refresh, revealVillainCard } from '../helpers.js';
import { CHAMPIONS_SET, championsGame } from './game.js';

const SETS = ['core', CHAMPIONS_SET];
function settle(g: Game): void { while (reason(g) !== 'main' && g.result === null) pick(g, g.pending!.options[0]!); }
function now(g: Game, fn: () => void): void { g.pending = null; g.pendingFrame = null; fn(); run(g); }
const board = (mastermind: string, epic = false) => {
  const g = championsGame([], { mastermind, epic, villains: ['HYDRA'] });
  g.heroDeck = [];
  return g;
};

describe('Epic Masterminds', () => {
  it('--epic plays the Epic side: its Attack, the same Tactics; "<name> (Epic)" names it too; the summary says so', () => {
    const normal = board('Pagliacci'), epic = board('Pagliacci', true);
    expect(mastermindAttack(normal)).toBe(9);
    expect(mastermindAttack(epic)).toBe(11);
    expect(names(epic, epic.tactics).sort()).toEqual(names(normal, normal.tactics).sort());
    expect(names(epic, epic.mastermind)).toEqual(['Pagliacci (Epic)']);
    const named = resolvePlan({ players: 2, seed: 1, sets: SETS, mastermind: 'Pagliacci (Epic)' });
    expect(named.epic).toBe(true);
    expect(named.mastermind).toBe('Pagliacci');
    expect(summary(epic).setup.mastermind).toBe('Pagliacci (Epic)');
  });

  it('a Mastermind without an Epic side refuses --epic, naming those that have one; without a name it draws among them', () => {
    expect(() => resolvePlan({ players: 2, seed: 1, sets: SETS, mastermind: 'Red Skull', epic: true })).toThrow(SetupError);
    expect(() => resolvePlan({ players: 2, seed: 1, sets: SETS, mastermind: 'Red Skull', epic: true })).toThrow(/Fin Fang Foom/);
    for (let seed = 1; seed <= 6; seed++) {
      const p = resolvePlan({ players: 2, seed, sets: SETS, epic: true });
      expect(['Fin Fang Foom', 'Pagliacci']).toContain(p.mastermind);
    }
    expect(() => resolvePlan({ players: 2, seed: 1, sets: ['core'], epic: true })).toThrow(SetupError);
  });

  it('the same seed without --epic plays as before (the normal side is the default)', () => {
    const a = newGame({ players: 2, seed: 5, sets: SETS, mastermind: 'Fin Fang Foom' });
    expect(mastermindAttack(a)).toBe(20);
    expect(a.setup.epic).toBeUndefined();
  });
});

describe('Demolish', () => {
  it('one Hero Deck card, revealed once for all, goes to the bottom; each player discards a card of its cost (a choice among several)', () => {
    const g = board('Pagliacci');
    const top = make(g, 'Optic Blast'); // cost 3
    const other = make(g, 'Covert Operation'); // under it
    g.heroDeck = [other, top];
    const [three] = put(g, 0, 'hand', 'Avengers Assemble!', 'S.H.I.E.L.D. Agent');
    put(g, 1, 'hand', 'S.H.I.E.L.D. Agent');
    now(g, () => demolish(g, playerOrder(g), -1)); settle(g);
    expect(g.heroDeck).toEqual([top, other]);
    expect(g.players[0]!.discard).toEqual([three]);
    expect(g.players[1]!.discard).toEqual([]);
  });
});

describe('Fin Fang Foom', () => {
  it('Size-Changing for every class: 2 less to fight him for each class played this turn', () => {
    const g = board('Fin Fang Foom');
    expect(mastermindAttack(g)).toBe(20);
    g.t.clsCount[0] = 1; g.t.clsCount[3] = 1; // Strength and Tech played
    expect(mastermindAttack(g)).toBe(16);
    expect(mastermindAttack(g, false)).toBe(20); // only when fighting him
  });

  it('Master Strike: Demolish each player, once more per Monsters Unleashed villain in the city and escape pile; Epic KOs what it demolished', () => {
    for (const epic of [false, true]) {
      const g = board('Fin Fang Foom', epic);
      g.heroDeck = [make(g, 'Optic Blast'), make(g, 'Optic Blast')];
      put(g, 0, 'hand', 'Avengers Assemble!', 'Avengers Assemble!', 'Avengers Assemble!');
      putVillain(g, 1, 'Viper');
      onVillainDeck(g, 'Master Strike'); revealVillainCard(g); settle(g);
      // no Monsters Unleashed villain: one Demolish, one card discarded
      if (!epic) expect(names(g, g.players[0]!.discard)).toEqual(['Avengers Assemble!']);
      else { expect(g.players[0]!.discard).toEqual([]); expect(names(g, g.ko)).toContain('Avengers Assemble!'); }
      expect(g.players[0]!.hand).toHaveLength(2);
    }
  });

  it('Multipronged Assault: a player without heroes of three classes gains a Wound', () => {
    const g = board('Fin Fang Foom');
    g.tactics = g.tactics.filter((c) => names(g, [c])[0] === 'Multipronged Assault');
    g.finalBlow = 1; // its last Tactic's Fight effect happens (Final Blow): the one fought is this one
    put(g, 1, 'hand', 'S.H.I.E.L.D. Agent');
    g.t.attack = 30; refresh(g);
    fightMastermind(g); settle(g);
    expect(names(g, g.players[0]!.victory)).toContain('Multipronged Assault');
    expect(names(g, g.players[1]!.discard)).toContain('Wound');
  });
});

describe('Pagliacci', () => {
  it('Master Strikes 1 and 5 become Scheme Twists (Epic: 1, 3, 5); the others Demolish each player', () => {
    for (const epic of [false, true]) {
      const g = board('Pagliacci', epic);
      g.heroDeck = [make(g, 'Optic Blast')];
      onVillainDeck(g, 'Master Strike'); revealVillainCard(g); settle(g);
      expect(g.stats.twists).toBe(1);
      expect(names(g, g.ko)).not.toContain('Master Strike');
      g.stats.strikes = 2;
      put(g, 0, 'hand', 'Avengers Assemble!');
      onVillainDeck(g, 'Master Strike'); revealVillainCard(g); settle(g);
      expect(g.stats.twists).toBe(epic ? 2 : 1);
      expect(names(g, g.players[0]!.discard)).toEqual(epic ? [] : ['Avengers Assemble!']);
    }
  });

  it('Commedia Dell\'Morte: a player who takes two Wounds is not Demolished; one who declines is', () => {
    for (const takes of [true, false]) {
      const g = board('Pagliacci');
      g.tactics = g.tactics.filter((c) => names(g, [c])[0] === 'Commedia Dell\'Morte');
      g.tactics.push(make(g, 'Creative Assassin', 'Pagliacci'));
      g.tactics.reverse(); // Commedia last: drawn at random among two, so fight until it is taken
      g.heroDeck = [make(g, 'Optic Blast')];
      put(g, 1, 'hand', 'Avengers Assemble!');
      for (let i = 0; i < 6 && !names(g, g.players[0]!.victory).includes('Commedia Dell\'Morte'); i++) {
        g.t.attack = 9; refresh(g); fightMastermind(g);
        while (reason(g) !== 'main' && g.result === null) {
          const r = reason(g);
          pick(g, r === 'pagliacci:commedia-dell-morte' ? (takes ? 1 : 0) : g.pending!.options[0]!);
        }
      }
      const discard = names(g, g.players[1]!.discard);
      if (takes) { expect(discard.filter((n) => n === 'Wound')).toHaveLength(2); expect(g.players[1]!.hand).toHaveLength(1); }
      else { expect(discard).toEqual(['Avengers Assemble!']); }
    }
  });
});

describe('Pagliacci with a scheme whose twist is a Master Strike', () => {
  it('a strike effect no Master Strike card caused cannot become a twist: it Demolishes (no endless loop)', () => {
    const g = championsGame([], { sets: ['core', CHAMPIONS_SET, 'secret-wars-volume-1'], mastermind: 'Pagliacci', scheme: 'Crush Them With My Bare Hands', villains: ['HYDRA'] });
    g.heroDeck = [make(g, 'Optic Blast')];
    g.stats.strikes = 1; // the strike count says "the first"
    put(g, 0, 'hand', 'Avengers Assemble!');
    onVillainDeck(g, 'Scheme Twist'); revealVillainCard(g); settle(g);
    expect(g.stats.twists).toBe(1);
    expect(names(g, g.players[0]!.discard)).toContain('Avengers Assemble!');
  });

  it('the first Master Strike becomes a twist once; the scheme playing that twist as a strike then Demolishes', () => {
    const g = championsGame([], { sets: ['core', CHAMPIONS_SET, 'secret-wars-volume-1'], mastermind: 'Pagliacci', scheme: 'Crush Them With My Bare Hands', villains: ['HYDRA'] });
    g.heroDeck = [make(g, 'Optic Blast')];
    put(g, 0, 'hand', 'Avengers Assemble!');
    onVillainDeck(g, 'Master Strike'); revealVillainCard(g); settle(g);
    expect(g.stats.twists).toBe(1);
    expect(names(g, g.players[0]!.discard)).toContain('Avengers Assemble!');
  });
});
