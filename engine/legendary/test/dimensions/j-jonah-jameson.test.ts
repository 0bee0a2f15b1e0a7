// J. Jonah Jameson (Dimensions), with his Epic side: the Angry Mobs, Master Strike, Tactics.
import { describe, expect, it } from 'vitest';
import { ACT_ANGRY_MOB } from '../../cards/dimensions/masterminds/j-jonah-jameson.js';
import { canFightMastermind, mastermindAttack } from '../../rules.js';
import type { Game } from '../../types.js';
import { Determinizer } from '../../determinize.js';
import { newGame } from '../../game.js';
import { observe } from '../../observe.js';
import { seedRng } from '../../../shared/rng.js';
import { ACT_MASTERMIND, act, fightMastermind, make, mainActions, names, onVillainDeck, pick, put, reason, refresh, revealVillainCard } from '../helpers.js';
import { dimensionsGame } from './game.js';

const JJJ = 'J. Jonah Jameson';
const OFFICER = 'S.H.I.E.L.D. Officer';
const board = (epic = false) => dimensionsGame([], { mastermind: JJJ, epic, villains: ['HYDRA'], henchmen: ['Spider-Slayer'] });
function settle(g: Game): void { while (reason(g) !== 'main' && g.result === null) pick(g, g.pending!.options[0]!); }
const MOB = act(ACT_ANGRY_MOB, 0);
/** Keep only the named Tactic, and have its Fight effect happen (Final Blow owed, so the game goes on). */
function onlyTactic(g: Game, name: string): void {
  g.tactics = g.tactics.filter((c) => names(g, [c])[0] === name);
  g.finalBlow = 1;
}

describe('J. Jonah Jameson', () => {
  it('the Angry Mobs: 2 Officers per player (Epic: 3 per player, 5 Attack)', () => {
    const g = board();
    expect(names(g, g.mastermindDeck)).toEqual([OFFICER, OFFICER, OFFICER, OFFICER]);
    expect(mastermindAttack(g)).toBe(4);
    const e = board(true);
    expect(e.mastermindDeck).toHaveLength(6);
    expect(mastermindAttack(e)).toBe(5);
    expect(e.officers.length).toBe(g.officers.length - 2);
  });

  it('he can\'t be fought while he has Angry Mobs; with none he can', () => {
    const g = board();
    g.t.attack = 10; refresh(g);
    expect(canFightMastermind(g)).toBe(false);
    expect(mainActions(g)).not.toContain(act(ACT_MASTERMIND));
    g.mastermindDeck = []; refresh(g);
    expect(canFightMastermind(g)).toBe(true);
    expect(mainActions(g)).toContain(act(ACT_MASTERMIND));
  });

  it('spend 4 Attack: a random Angry Mob goes to the discard pile of the player chosen', () => {
    const g = board();
    g.t.attack = 5; refresh(g);
    expect(mainActions(g)).toContain(MOB);
    pick(g, MOB);
    expect(g.t.attack).toBe(1);
    expect(reason(g)).toBe('j-jonah-jameson:mob-to');
    expect(g.pending!.options).toEqual([0, 1]);
    pick(g, 1);
    expect(names(g, g.players[1]!.discard)).toEqual([OFFICER]);
    expect(g.mastermindDeck).toHaveLength(3);
    expect(reason(g)).toBe('main');
    expect(mainActions(g)).not.toContain(MOB); // 1 Attack left
  });

  it('3 Attack is not enough (Epic: 4 is not enough, 5 is)', () => {
    const g = board();
    g.t.attack = 3; refresh(g);
    expect(mainActions(g)).not.toContain(MOB);
    const e = board(true);
    e.t.attack = 4; refresh(e);
    expect(mainActions(e)).not.toContain(MOB);
    e.t.attack = 5; refresh(e);
    pick(e, MOB);
    expect(e.t.attack).toBe(0);
  });

  it('a Wound revealed asks for a player to burden; the Angry Mobs empty, the action is gone', () => {
    const g = board();
    const w = make(g, 'Wound');
    g.mastermindDeck = [w];
    g.t.attack = 8; refresh(g);
    pick(g, MOB);
    expect(reason(g)).toBe('j-jonah-jameson:mob-wound-to');
    pick(g, 0);
    expect(g.players[0]!.discard).toEqual([w]);
    expect(mainActions(g)).not.toContain(MOB);
    expect(mainActions(g)).toContain(act(ACT_MASTERMIND));
  });

  it('a Spider-Slayer revealed from the Angry Mobs enters the city', () => {
    const g = board();
    const s = make(g, 'Spider-Slayer');
    g.mastermindDeck = [s];
    g.t.attack = 4; refresh(g);
    pick(g, MOB);
    expect(g.city[0]).toBe(s);
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('Master Strike: each player investigates their deck for a card and puts it into the Angry Mobs', () => {
    const g = board();
    g.mastermindDeck = [];
    const [, a] = put(g, 0, 'deck', 'Quick Draw', 'S.H.I.E.L.D. Agent');
    const [b] = put(g, 1, 'deck', 'Repulsor Rays');
    onVillainDeck(g, 'Master Strike'); revealVillainCard(g);
    expect(g.pending!.options).toContain(a);
    pick(g, a!);
    settle(g);
    expect(g.mastermindDeck.sort()).toEqual([a, b].sort());
    expect(names(g, g.players[0]!.discard)).not.toContain('Wound'); // not Epic
  });

  it('Epic Master Strike: a card that cost 0 brings a Wound; a costlier one does not', () => {
    const g = board(true);
    g.mastermindDeck = [];
    const [a] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    const [b] = put(g, 1, 'deck', 'Repulsor Rays');
    onVillainDeck(g, 'Master Strike'); revealVillainCard(g); settle(g);
    expect(g.mastermindDeck.sort()).toEqual([a, b].sort());
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(names(g, g.players[1]!.discard)).toEqual([]);
  });

  it('Incite Violent Riots: each player puts a Wound from the stack into the Angry Mobs', () => {
    const g = board();
    g.mastermindDeck = [];
    onlyTactic(g, 'Incite Violent Riots');
    const wounds = g.wounds.length;
    g.t.attack = 4; refresh(g);
    fightMastermind(g); settle(g);
    expect(names(g, g.mastermindDeck)).toEqual(['Wound', 'Wound']);
    expect(g.wounds.length).toBe(wounds - 2);
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('Promote Spider-Slayer Security: each other player puts a Spider-Slayer from their victory pile into the Angry Mobs', () => {
    const g = board();
    g.mastermindDeck = [];
    onlyTactic(g, 'Promote Spider-Slayer Security');
    const [mine] = put(g, 0, 'victory', 'Spider-Slayer');
    const [theirs] = put(g, 1, 'victory', 'Spider-Slayer', 'Spider-Slayer');
    g.t.attack = 4; refresh(g);
    fightMastermind(g); settle(g);
    expect(g.mastermindDeck).toEqual([theirs]);
    expect(g.players[0]!.victory).toContain(mine);
    expect(g.players[1]!.victory).toHaveLength(1);
  });

  it('Slanderous Editorial: each other player investigates for a non-grey hero (none: nothing)', () => {
    const g = board();
    g.mastermindDeck = [];
    onlyTactic(g, 'Slanderous Editorial');
    const [hero] = put(g, 1, 'deck', 'Quick Draw', 'S.H.I.E.L.D. Agent');
    put(g, 0, 'deck', 'Quick Draw'); // the fighter is not affected
    g.t.attack = 4; refresh(g);
    fightMastermind(g); settle(g);
    expect(g.mastermindDeck).toEqual([hero]);
    const h = board();
    h.mastermindDeck = [];
    onlyTactic(h, 'Slanderous Editorial');
    put(h, 1, 'deck', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Agent');
    h.t.attack = 4; refresh(h);
    fightMastermind(h); settle(h);
    expect(h.mastermindDeck).toEqual([]);
    expect(h.players[1]!.deck).toHaveLength(2);
  });

  it('That Menace Spider-Man!: a Spider Friends hero is discarded; without one a non-grey card goes into the Angry Mobs', () => {
    const g = board();
    g.mastermindDeck = [];
    onlyTactic(g, 'That Menace Spider-Man!');
    const [, a, b] = put(g, 1, 'hand', 'Quick Draw', 'Astonishing Strength', 'Great Responsibility');
    g.t.attack = 4; refresh(g);
    fightMastermind(g);
    expect(reason(g)).toBe('j-jonah-jameson:menace:discard');
    expect(g.pending!.options).toEqual([a, b]);
    pick(g, b!); settle(g);
    expect(names(g, g.players[1]!.discard)).toEqual(['Great Responsibility']);
    expect(g.mastermindDeck).toEqual([]);
    const h = board();
    h.mastermindDeck = [];
    onlyTactic(h, 'That Menace Spider-Man!');
    const [, q] = put(h, 1, 'hand', 'S.H.I.E.L.D. Agent', 'Quick Draw');
    h.t.attack = 4; refresh(h);
    fightMastermind(h); settle(h);
    expect(h.mastermindDeck).toEqual([q]);
    expect(names(h, h.players[1]!.hand)).toEqual(['S.H.I.E.L.D. Agent']);
  });
});

// Found by experiments/batch2-masterminds.json (8 of 5,460 games threw inside the search): the Angry Mobs were sampled
// in the Villain Deck's pool, so a search's sample could deal their Officers (or a S.H.I.E.L.D. Agent a player put
// there) into the Villain Deck in place of the Sidekicks (Corrupt the Next Generation of Heroes) or Officers (Brainwash
// the Military) a scheme shuffles in. They are a pool of their own: a sample only reorders them.
describe('J. Jonah Jameson: the Angry Mobs in a search\'s samples', () => {
  it('keep their own cards; the Villain Deck keeps the Sidekicks of Corrupt the Next Generation of Heroes', () => {
    for (const epic of [false, true]) {
      const g = newGame({ players: 2, seed: 5, epic, sets: ['core', 'secret-wars-volume-1', 'dimensions'], mastermind: JJJ, scheme: 'Corrupt the Next Generation of Heroes' });
      g.mastermindDeck.push(make(g, 'S.H.I.E.L.D. Agent')); // a grey hero a player put there
      const kinds = (d: Game, cs: number[]) => cs.map((c) => `${d.cards[d.defOf[c]!]!.name}`).sort().join(',');
      const mobs = kinds(g, g.mastermindDeck), deck = kinds(g, g.villainDeck);
      expect(mobs).toMatch(/S\.H\.I\.E\.L\.D\. Officer/);
      const det = new Determinizer(observe(g, 0));
      const rng = seedRng('mobs');
      for (let i = 0; i < 30; i++) {
        const d = det.sample(rng);
        expect(kinds(d, d.mastermindDeck)).toBe(mobs);
        expect(kinds(d, d.villainDeck)).toBe(deck);
      }
    }
  });
});
