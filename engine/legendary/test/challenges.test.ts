// Challenge modes (Universal Rulebook, "Adjusting Difficulty"; numbers from shared/rules/challenge-modes.md):
// the setup names and their validation, one rule test per mode on a constructed game, and combinations.
import { ANOTHER_TURN, hasEffect } from '../effects.js';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_MODES, challengeCatalog } from '../challenges.js';
import { PlayerView } from '../observe.js';
import { CARDS } from '../registry.js';
import { canFightMastermind, mastermindAttack, villainAttack } from '../rules.js';
import { SetupError, newGame, resolvePlan, type SetupOptions } from '../setup.js';
import { choose, summary } from '../game.js';
import { seedRng, randInt } from '../../shared/rng.js';
import type { Game } from '../types.js';
import {
  act, ACT_FIGHT, ACT_MASTERMIND, cleanBoard, endTurn, fightMastermind, heal, make, names, onVillainDeck, pick, playCard,
  put, putVillain, reason, refresh, revealVillainCard, setupGame,
} from './helpers.js';

const kind = (g: Game, c: number) => CARDS[g.defOf[c]!]!.kind;
const nameOf = (g: Game, c: number) => CARDS[g.defOf[c]!]!.name;
/** All instances of a card kind made for this game. */
const madeOf = (g: Game, k: string) => g.defOf.filter((d) => CARDS[d]!.kind === k).length;
/** A constructed position (helpers.cleanBoard) of a 2-player Red Skull / Cosmic Cube game with these modes. */
const board = (challenges: string[], o: Partial<SetupOptions> = {}) => cleanBoard(setupGame({ challenges, ...o }));
const setupError = (o: Partial<SetupOptions>) => {
  try { resolvePlan({ players: 2, seed: 1, ...o }); } catch (e) {
    expect(e).toBeInstanceOf(SetupError);
    return (e as Error).message;
  }
  throw new Error('expected a SetupError');
};
/** Plays a game to its end with a seeded random policy. */
function playRandom(g: Game, seed: number): Game {
  const rng = seedRng(`challenge:${seed}`);
  while (g.result === null) choose(g, randInt(rng, g.pending!.options.length));
  return g;
}

describe('challenge mode names', () => {
  it('are resolved to one canonical list (table order, numbers as id:n), whatever the spelling and order', () => {
    const plan = resolvePlan({ players: 2, seed: 1, challenges: ['Army of Evil 3', 'Tyrant Mastermind', 'opening salvo:2', 'HEROIC', 'final_blow'] });
    expect(plan.challenges).toEqual(['heroic', 'tyrant', 'opening-salvo:2', 'army-of-evil:3', 'final-blow']);
    expect(resolvePlan({ players: 2, seed: 1, challenges: ['final-blow,army-of-evil:3', 'heroic mode', 'tyrant', 'Opening-Salvo-2'] }).challenges)
      .toEqual(plan.challenges);
    expect(resolvePlan({ players: 2, seed: 1 }).challenges).toEqual([]);
    expect(resolvePlan({ players: 2, seed: 1, challenges: [] }).challenges).toEqual([]);
  });

  it('draw nothing from the seed: the same heroes, villains and henchmen with or without modes', () => {
    const a = resolvePlan({ players: 3, seed: 'x' });
    const b = resolvePlan({ players: 3, seed: 'x', challenges: ['legendary', 'all-powerful', 'helping-hand:4'] });
    expect([b.mastermind, b.scheme, b.heroes, b.villains, b.henchmen]).toEqual([a.mastermind, a.scheme, a.heroes, a.villains, a.henchmen]);
  });

  it('the same modes in any order give the same game', () => {
    const o = { players: 2, seed: 99, mastermind: 'Loki', scheme: 'Midtown Bank Robbery' };
    const a = playRandom(newGame({ ...o, challenges: ['hell-on-earth', 'champion', 'pain-upon-pain', 'army-of-evil:2'] }), 1);
    const b = playRandom(newGame({ ...o, challenges: ['Army of Evil 2', 'Pain upon Pain', 'Champion', 'Hell on Earth'] }), 1);
    expect(summary(b)).toEqual(summary(a));
    expect(summary(a).setup.challenges).toEqual(['champion', 'army-of-evil:2', 'pain-upon-pain', 'hell-on-earth']);
  });

  it('an unknown name is a SetupError naming it and listing the accepted modes, closest first', () => {
    const m = setupError({ challenges: ['tyrnt'] });
    expect(m).toMatch(/^unknown challenge mode "tyrnt"; accepted: tyrant, /);
    for (const mode of CHALLENGE_MODES) expect(m).toContain(mode.id);
    expect(m).toContain('opening-salvo:N (N 1-6)');
    expect(setupError({ challenges: ['army of evils:2'] })).toMatch(/^unknown challenge mode "army of evils:2"; accepted: army-of-evil:N/);
  });

  it('two extra-twist modes, or two Mastermind power modes, conflict', () => {
    expect(setupError({ challenges: ['heroic', 'legendary'] }))
      .toBe('challenge modes "heroic" and "legendary" conflict: use at most one extra-twist mode (heroic, champion, legendary)');
    expect(setupError({ challenges: ['Distracted Mastermind,All-Powerful'] }))
      .toBe('challenge modes "distracted" and "all-powerful" conflict: use at most one Mastermind power mode (distracted, maniacal, enraged, tyrant, nightmare, all-powerful)');
    expect(setupError({ challenges: ['final-blow', 'Final Blow'] })).toBe('challenge mode "final-blow" given twice; each may be used once');
    expect(setupError({ challenges: ['opening-salvo:1', 'opening-salvo:3'] }))
      .toBe('challenge modes "opening-salvo:1" and "opening-salvo:3" conflict: use one opening-salvo number');
    // a twist mode and a power mode combine, as the rulebook says
    expect(resolvePlan({ players: 2, seed: 1, challenges: ['legendary', 'all-powerful'] }).challenges).toEqual(['legendary', 'all-powerful']);
  });

  it('numbers out of range, missing, extra or not whole are SetupErrors with the accepted range', () => {
    expect(setupError({ challenges: ['opening-salvo:7'] })).toBe('challenge mode "opening-salvo:7" is out of range; accepted: opening-salvo:1 to opening-salvo:6');
    expect(setupError({ challenges: ['opening-salvo:0'] })).toMatch(/out of range; accepted: opening-salvo:1 to opening-salvo:6$/);
    expect(setupError({ challenges: ['army-of-evil:-1'] })).toMatch(/out of range; accepted: army-of-evil:1 to army-of-evil:5$/);
    expect(setupError({ challenges: ['Army of Evil 6'] })).toMatch(/out of range; accepted: army-of-evil:1 to army-of-evil:5$/);
    expect(setupError({ challenges: ['helping-hand:9'] })).toMatch(/accepted: helping-hand:1 to helping-hand:8$/);
    expect(setupError({ challenges: ['opening-salvo'] })).toBe('challenge mode "opening-salvo" needs a number (e.g. opening-salvo:1); accepted: opening-salvo:1 to opening-salvo:6');
    expect(setupError({ challenges: ['army-of-evil:2.5'] })).toMatch(/"2.5" is not a whole number; accepted: army-of-evil:1 to army-of-evil:5$/);
    expect(setupError({ challenges: ['heroic:2'] })).toBe('challenge mode "heroic" takes no number (got "heroic:2"); write it as heroic');
  });

  it('Helping Hand cannot take more Officers than the stack of 30 holds', () => {
    expect(setupError({ players: 5, challenges: ['helping-hand:7'] })).toBe(
      'challenge mode "helping-hand:7" needs 35 S.H.I.E.L.D. Officers for 5 players but the Officer stack holds 30; accepted with 5 players: helping-hand:1 to helping-hand:6');
    expect(resolvePlan({ players: 5, seed: 1, challenges: ['helping-hand:6'] }).challenges).toEqual(['helping-hand:6']);
  });

  it('the catalog describes every mode once', () => {
    const cat = challengeCatalog();
    expect(cat.map((m) => m.name)).toEqual(CHALLENGE_MODES.map((m) => (m.range ? `${m.id}:N` : m.id)));
    expect(new Set(cat.map((m) => m.name)).size).toBe(cat.length);
    for (const m of cat) expect(m.text.length).toBeGreaterThan(10);
  });
});

describe('extra Scheme Twists: Heroic, Champion, Legendary', () => {
  it('add 1, 2 and 3 Scheme Twists to the Villain Deck', () => {
    const base = newGame({ players: 2, seed: 5, scheme: 'Unleash the Power of the Cosmic Cube' });
    expect(madeOf(base, 'twist')).toBe(8);
    for (const [mode, n] of [['heroic', 1], ['champion', 2], ['legendary', 3]] as const) {
      const g = newGame({ players: 2, seed: 5, scheme: 'Unleash the Power of the Cosmic Cube', challenges: [mode] });
      expect(g.setup.twists, mode).toBe(8 + n);
      expect(madeOf(g, 'twist'), mode).toBe(8 + n);
      expect(madeOf(g, 'strike'), mode).toBe(5);
    }
  });

  it('count on top of a scheme whose twist count depends on the players (and in solo)', () => {
    const g = newGame({ players: 1, seed: 5, scheme: "Replace Earth's Leaders with Killbots", challenges: ['champion'] });
    const plain = newGame({ players: 1, seed: 5, scheme: "Replace Earth's Leaders with Killbots" });
    expect(madeOf(g, 'twist')).toBe(madeOf(plain, 'twist') + 2);
  });
});

describe('Mastermind power: Distracted, Maniacal, Enraged, Tyrant, Nightmare, All-Powerful', () => {
  it('change the Mastermind\'s Attack by -1, +1, +2, +3, +4, +5 (Red Skull: 7)', () => {
    const want: Record<string, number> = { distracted: 6, maniacal: 8, enraged: 9, tyrant: 10, nightmare: 11, 'all-powerful': 12 };
    for (const [mode, attack] of Object.entries(want)) expect(mastermindAttack(board([mode])), mode).toBe(attack);
    expect(mastermindAttack(board([]))).toBe(7);
  });

  it('decide whether the Mastermind can be fought', () => {
    const tyrant = board(['tyrant']);
    tyrant.t.attack = 9;
    refresh(tyrant);
    expect(canFightMastermind(tyrant)).toBe(false);
    expect(tyrant.pending!.options).not.toContain(act(ACT_MASTERMIND));
    tyrant.t.attack = 10;
    refresh(tyrant);
    fightMastermind(tyrant);
    expect(tyrant.t.attack).toBe(0);
    expect(tyrant.stats.tacticsDefeated).toBe(1);
    const distracted = board(['distracted']);
    distracted.t.attack = 6;
    refresh(distracted);
    expect(distracted.pending!.options).toContain(act(ACT_MASTERMIND));
  });

  it('do not touch Villains', () => {
    const g = board(['all-powerful']);
    putVillain(g, 0, 'Viper');
    expect(villainAttack(g, 0)).toBe(5);
  });
});

describe('Hand of Fate', () => {
  it('opening hands and every new hand are 5 cards', () => {
    // Loki's Master Strike and his villains' Ambushes only add Wounds to discard piles: the players not yet
    // on turn hold exactly their opening hand, and the other 7 cards are their deck
    const g = newGame({ players: 3, seed: 4, mastermind: 'Loki', challenges: ['hand-of-fate'] });
    for (const p of [1, 2]) {
      expect(g.players[p]!.hand, `P${p + 1}`).toHaveLength(5);
      expect(g.players[p]!.deck, `P${p + 1}`).toHaveLength(7);
    }
    const b = board(['hand-of-fate']);
    put(b, 0, 'deck', ...Array(12).fill('S.H.I.E.L.D. Agent'));
    refresh(b);
    endTurn(b);
    expect(b.players[0]!.hand).toHaveLength(5);
    const plain = board([]);
    put(plain, 0, 'deck', ...Array(12).fill('S.H.I.E.L.D. Agent'));
    refresh(plain);
    endTurn(plain);
    expect(plain.players[0]!.hand).toHaveLength(6);
  });
});

describe('Opening Salvo N', () => {
  it('each player gains N Wounds at the beginning of the game: into the discard pile, after the opening hands are drawn', () => {
    // Universal Rulebook, Wounds: a gained Wound goes to the discard pile; the opening hand is part of setup
    for (const n of [1, 3, 6]) {
      const g = newGame({ players: 2, seed: 8, mastermind: 'Magneto', challenges: [`opening-salvo:${n}`], log: true });
      const setupLog = g.log!.slice(0, g.log!.findIndex((l) => l.startsWith('Turn 1')));
      expect(setupLog.filter((l) => /gains a Wound/.test(l)), `salvo ${n}`).toHaveLength(2 * n);
      const p2 = g.players[1]!; // not on turn yet: nothing else has touched their cards
      expect(p2.discard.filter((c) => kind(g, c) === 'wound'), `salvo ${n}`).toHaveLength(n);
      expect([...p2.hand, ...p2.deck].filter((c) => kind(g, c) === 'wound')).toHaveLength(0);
      expect(p2.hand).toHaveLength(6);
      expect(p2.deck).toHaveLength(6);
      expect(g.stats.woundsGained).toBeGreaterThanOrEqual(2 * n);
    }
  });

  it('can empty the Legacy Virus Wound stack (6 per player) before the first turn: evil wins at once', () => {
    const g = newGame({ players: 2, seed: 1, scheme: 'The Legacy Virus', challenges: ['opening-salvo:6'] });
    expect(g.result).toBe('loss');
    expect(g.wounds).toHaveLength(0);
    expect(g.turn).toBe(1);
  });
});

describe('Army of Evil N', () => {
  it('every Villain, henchmen included, gets +N Attack; the Mastermind does not', () => {
    const g = board(['army-of-evil:2']);
    putVillain(g, 0, 'Viper'); putVillain(g, 1, 'Sentinel');
    expect([villainAttack(g, 0), villainAttack(g, 1)]).toEqual([7, 5]);
    expect(mastermindAttack(g)).toBe(7);
    g.t.attack = 6;
    refresh(g);
    expect(g.pending!.options).not.toContain(act(ACT_FIGHT, 0));
    expect(g.pending!.options).toContain(act(ACT_FIGHT, 1));
  });

  it('adds to an Attack that is not printed (a Skrull Shapeshifter copying a hero\'s cost)', () => {
    const g = board(['army-of-evil:5']);
    const s = putVillain(g, 2, 'Skrull Shapeshifters');
    const h = make(g, 'Hulk Smash!'); // cost 8
    g.att[2] = [h];
    expect(villainAttack(g, 2)).toBe(8 + 5);
    expect(s).toBeGreaterThanOrEqual(0);
  });
});

describe('Endless Spite', () => {
  it('a completed Scheme Twist is followed by the Mastermind\'s Master Strike (not a Master Strike card)', () => {
    const g = board(['endless-spite']);
    const [a] = put(g, 0, 'hand', 'Growing Anger', 'S.H.I.E.L.D. Agent');
    put(g, 1, 'hand', 'Growing Anger', 'S.H.I.E.L.D. Agent');
    const before = g.schemeZone.slice();
    const t = onVillainDeck(g, 'Scheme Twist');
    revealVillainCard(g);
    expect(g.schemeZone).toEqual([...before, t]); // the twist itself (Cosmic Cube keeps it) is done first
    expect(reason(g)).toBe('red-skull:strike:ko-chosen'); // Red Skull: each player KOs a hero from hand
    pick(g, a!);
    pick(g, g.players[1]!.hand.find((c) => nameOf(g, c) === 'Growing Anger')!);
    expect(names(g, g.ko)).toEqual(['Growing Anger', 'Growing Anger']);
    expect(g.stats.twists).toBe(1);
    expect(g.stats.strikes).toBe(0); // stats count Master Strike cards
  });

  it('without it a twist does no strike', () => {
    const g = board([]);
    put(g, 0, 'hand', 'Growing Anger', 'S.H.I.E.L.D. Agent');
    onVillainDeck(g, 'Scheme Twist');
    revealVillainCard(g);
    expect(reason(g)).toBe('main');
    expect(g.ko).toHaveLength(0);
  });

  it('the strike comes after everything the twist effect caused (Cosmic Cube twist 5: each player gains a Wound)', () => {
    const g = board(['endless-spite'], { log: true });
    g.stats.twists = 4;
    put(g, 0, 'hand', 'Growing Anger', 'S.H.I.E.L.D. Agent');
    const from = g.log!.length;
    onVillainDeck(g, 'Scheme Twist');
    revealVillainCard(g);
    const lines = g.log!.slice(from);
    const wound = lines.findIndex((l) => /gains a Wound/.test(l));
    const strike = lines.findIndex((l) => /Endless Spite/.test(l));
    expect(wound).toBeGreaterThanOrEqual(0);
    expect(strike).toBeGreaterThan(wound);
    expect(lines.filter((l) => /gains a Wound/.test(l))).toHaveLength(2);
  });
});

describe('Evacuate the Wounded', () => {
  it('a player whose Hero is KO\'d gains a Wound (to the discard pile)', () => {
    const g = board(['evacuate-the-wounded']);
    const [h] = put(g, 0, 'hand', 'Growing Anger');
    put(g, 1, 'hand', 'S.H.I.E.L.D. Agent');
    onVillainDeck(g, 'Master Strike'); // Red Skull: each player KOs a hero from hand
    revealVillainCard(g);
    expect(g.ko).toContain(h);
    for (const p of [0, 1]) expect(names(g, g.players[p]!.discard), `P${p + 1}`).toEqual(['Wound']);
    expect(g.stats.woundsGained).toBe(2);
  });

  it('KO\'ing a Wound (Healing) gives no Wound; without the mode a KO\'d hero gives none', () => {
    const g = board(['evacuate-the-wounded']);
    put(g, 0, 'hand', 'Wound', 'Wound', 'S.H.I.E.L.D. Agent');
    refresh(g);
    heal(g);
    expect(g.players[0]!.discard).toHaveLength(0);
    expect(g.stats.woundsGained).toBe(0);
    const plain = board([]);
    put(plain, 0, 'hand', 'Growing Anger');
    onVillainDeck(plain, 'Master Strike');
    revealVillainCard(plain);
    expect(plain.ko.filter((c) => kind(plain, c) === 'hero')).toHaveLength(1);
    expect(plain.players[0]!.discard).toHaveLength(0);
  });

  it('a hero KO\'d from the HQ belongs to nobody: nobody gains a Wound', () => {
    const g = board(['evacuate-the-wounded']);
    for (let s = 0; s < 4; s++) putVillain(g, s, 'Supreme HYDRA');
    putVillain(g, 4, 'Blob');
    onVillainDeck(g, 'Supreme HYDRA');
    revealVillainCard(g); // Blob escapes: a hero of cost 6 or less is KO'd from the HQ
    while (reason(g) !== 'main') pick(g, g.pending!.options[0]!);
    expect(g.ko.filter((c) => kind(g, c) === 'hero')).toHaveLength(1);
    expect(g.stats.woundsGained).toBe(0);
  });

  it('counts each hero KO\'d by one effect (Juggernaut\'s Ambush: two each)', () => {
    const g = board(['evacuate-the-wounded']);
    put(g, 0, 'discard', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    put(g, 1, 'discard', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    onVillainDeck(g, 'Juggernaut');
    revealVillainCard(g);
    while (reason(g) !== 'main') pick(g, g.pending!.options[0]!);
    expect(g.ko.filter((c) => kind(g, c) === 'hero')).toHaveLength(4);
    for (const p of [0, 1]) expect(names(g, g.players[p]!.discard).filter((n) => n === 'Wound'), `P${p + 1}`).toHaveLength(2);
  });
});

describe('Final Blow', () => {
  it('defeating the fourth Tactic does not win: its Fight effect happens, and a fifth fight wins', () => {
    const g = board(['final-blow'], { mastermind: 'Dr. Doom' });
    g.tactics = g.tactics.filter((c) => nameOf(g, c) === 'Secrets of Time Travel');
    g.t.attack = 18;
    refresh(g);
    expect(new PlayerView(g, 0).mastermindFightsLeft).toBe(2);
    fightMastermind(g);
    expect(g.result).toBeNull();
    expect(g.stats.tacticsDefeated).toBe(1);
    expect(hasEffect(g, ANOTHER_TURN)).toBe(true); // Secrets of Time Travel's Fight effect: never reached without Final Blow
    expect(g.finalBlow).toBe(1);
    expect(new PlayerView(g, 0).mastermindFightsLeft).toBe(1);
    const b = make(g, 'Bystander');
    g.att[g.city.length].push(b);
    refresh(g);
    expect(g.pending!.options).toContain(act(ACT_MASTERMIND));
    fightMastermind(g);
    expect(g.result).toBe('win');
    expect(g.cause).toBe('mastermind defeated');
    expect(g.players[0]!.victory).toContain(b);
    expect(g.t.attack).toBe(0); // the fifth fight costs the Mastermind's Attack too
  });

  it('the fifth fight needs the Mastermind\'s full Attack', () => {
    const g = board(['final-blow', 'enraged']);
    g.tactics = [];
    g.finalBlow = 1;
    g.t.attack = 8;
    refresh(g);
    expect(g.pending!.options).not.toContain(act(ACT_MASTERMIND));
    g.t.attack = 9;
    refresh(g);
    expect(g.pending!.options).toContain(act(ACT_MASTERMIND));
  });

  it('an effect that defeats the Mastermind (Pure Fury) can deliver the Final Blow', () => {
    const g = board(['final-blow']);
    g.tactics = [];
    g.finalBlow = 1;
    for (let i = 0; i < 8; i++) g.ko.push(make(g, 'S.H.I.E.L.D. Agent')); // 8 > Red Skull's 7
    const [pf] = put(g, 0, 'hand', 'Pure Fury');
    refresh(g);
    playCard(g, pf!);
    expect(g.result).toBe('win');
  });

  it('without it the fourth Tactic wins at once', () => {
    const g = board([], { mastermind: 'Dr. Doom' });
    g.tactics = g.tactics.slice(0, 1);
    g.t.attack = 9;
    refresh(g);
    fightMastermind(g);
    expect(g.result).toBe('win');
    expect(g.finalBlow).toBe(0);
  });
});

describe('Plots upon Plots and Pain upon Pain', () => {
  it('Plots upon Plots: a completed twist plays another Villain Deck card', () => {
    const g = board(['plots-upon-plots']);
    const v = onVillainDeck(g, 'Viper');
    onVillainDeck(g, 'Scheme Twist');
    const played = g.stats.villainCardsPlayed;
    revealVillainCard(g);
    expect(g.city[0]).toBe(v);
    expect(g.stats.villainCardsPlayed - played).toBe(2);
    const plain = board([]);
    const w = onVillainDeck(plain, 'Viper');
    onVillainDeck(plain, 'Scheme Twist');
    revealVillainCard(plain);
    expect(plain.villainDeck[plain.villainDeck.length - 1]).toBe(w);
    expect(plain.city[0]).toBe(-1);
  });

  it('Plots upon Plots chains: a twist it plays plays another card', () => {
    const g = board(['plots-upon-plots']);
    const v = onVillainDeck(g, 'Viper');
    onVillainDeck(g, 'Scheme Twist');
    onVillainDeck(g, 'Scheme Twist');
    revealVillainCard(g);
    expect(g.stats.twists).toBe(2);
    expect(g.city[0]).toBe(v);
  });

  it('Pain upon Pain: a completed Master Strike plays another card, after the strike\'s choices', () => {
    const g = board(['pain-upon-pain']);
    const [a] = put(g, 0, 'hand', 'Growing Anger', 'S.H.I.E.L.D. Agent');
    const v = onVillainDeck(g, 'Viper');
    onVillainDeck(g, 'Master Strike');
    revealVillainCard(g);
    expect(reason(g)).toBe('red-skull:strike:ko-chosen');
    expect(g.city[0]).toBe(-1); // not before the strike is complete
    pick(g, a!);
    expect(g.city[0]).toBe(v);
    expect(g.stats.strikes).toBe(1);
  });
});

describe('Hell on Earth', () => {
  it('two Villain Deck cards are played at the start of each turn', () => {
    const g = board(['hell-on-earth']);
    const under = onVillainDeck(g, 'Viper');
    const top = onVillainDeck(g, 'Blob');
    refresh(g);
    const played = g.stats.villainCardsPlayed;
    endTurn(g);
    expect(g.current).toBe(1);
    // Blob (the top card) entered first and was pushed to the Bank by Viper
    expect(g.city).toEqual([under, top, -1, -1, -1]);
    expect(g.stats.villainCardsPlayed - played).toBe(2);
    const plain = board([]);
    const t = onVillainDeck(plain, 'Viper');
    onVillainDeck(plain, 'Blob');
    refresh(plain);
    endTurn(plain);
    expect(plain.city.filter((c) => c >= 0)).toHaveLength(1);
    expect(plain.villainDeck[plain.villainDeck.length - 1]).toBe(t);
  });
});

describe('Helping Hand N (the rulebook\'s easier setup)', () => {
  it('N S.H.I.E.L.D. Agents in each starting deck are S.H.I.E.L.D. Officers taken from the Officer stack', () => {
    const g = newGame({ players: 3, seed: 2, challenges: ['helping-hand:3'] });
    for (const [p, pl] of g.players.entries()) {
      const own = names(g, [...pl.deck, ...pl.hand, ...pl.discard, ...pl.inPlay]);
      expect(own.filter((n) => n === 'S.H.I.E.L.D. Officer'), `P${p + 1}`).toHaveLength(3);
      expect(own.filter((n) => n === 'S.H.I.E.L.D. Agent'), `P${p + 1}`).toHaveLength(5);
      expect(own.filter((n) => n === 'S.H.I.E.L.D. Trooper'), `P${p + 1}`).toHaveLength(4);
    }
    expect(g.officers).toHaveLength(30 - 9);
    expect(madeOf(g, 'hero') - madeOf(newGame({ players: 3, seed: 2 }), 'hero')).toBe(-9); // the Agents are not made
  });
});

describe('combinations', () => {
  it('Legendary + Tyrant + Hell on Earth: 3 more twists, +3 Mastermind Attack, two cards a turn', () => {
    const o = { players: 2, seed: 12, mastermind: 'Magneto', scheme: 'Midtown Bank Robbery' };
    const g = newGame({ ...o, challenges: ['hell-on-earth', 'tyrant', 'legendary'] });
    expect(g.setup.challenges).toEqual(['legendary', 'tyrant', 'hell-on-earth']);
    expect(madeOf(g, 'twist')).toBe(8 + 3);
    expect(mastermindAttack(g)).toBe(8 + 3);
    expect(g.stats.villainCardsPlayed).toBeGreaterThanOrEqual(2); // turn 1 already played two (or more: a twist)
    playRandom(g, 3);
    expect(g.result).not.toBeNull();
    // two cards every turn, until the Villain Deck runs out (the last turn may end after its first card)
    if (g.villainDeck.length > 0) expect(g.stats.villainCardsPlayed).toBeGreaterThanOrEqual(2 * g.turn - 1);
  });

  it('Endless Spite + Pain upon Pain + Plots upon Plots: twist, its strike, the strike\'s card, then the twist\'s card', () => {
    const g = board(['plots-upon-plots', 'endless-spite', 'pain-upon-pain']);
    const plots = onVillainDeck(g, 'Blob'); // deeper: played last, by Plots upon Plots
    const pain = onVillainDeck(g, 'Viper'); // played by Pain upon Pain once the Endless Spite strike completes
    const [a] = put(g, 0, 'hand', 'Growing Anger', 'S.H.I.E.L.D. Agent');
    onVillainDeck(g, 'Scheme Twist');
    const played = g.stats.villainCardsPlayed;
    revealVillainCard(g);
    expect(reason(g)).toBe('red-skull:strike:ko-chosen');
    expect(g.city).toEqual([-1, -1, -1, -1, -1]);
    pick(g, a!);
    // Viper entered first (then was pushed to the Bank by Blob)
    expect(g.city.slice(0, 2)).toEqual([plots, pain]);
    expect(g.stats.villainCardsPlayed - played).toBe(3);
  });

  it('Plots upon Plots follows the basic solo twist extra (KO an HQ hero first)', () => {
    const g = cleanBoard(newGame({ players: 1, seed: 3, mastermind: 'Red Skull', scheme: 'Unleash the Power of the Cosmic Cube', challenges: ['plots-upon-plots'] }));
    const v = onVillainDeck(g, 'Viper');
    onVillainDeck(g, 'Scheme Twist');
    revealVillainCard(g);
    expect(reason(g)).toBe('ko-hq-hero'); // the solo extra: KO a hero from the HQ
    expect(g.city[0]).toBe(-1);
    pick(g, g.pending!.options[0]!);
    expect(g.city[0]).toBe(v);
  });

  it('Final Blow + Army of Evil + Opening Salvo + Hand of Fate + Evacuate: a whole game plays out and keeps every card', () => {
    const g = newGame({ players: 3, seed: 21, challenges: ['final-blow', 'army-of-evil:1', 'opening-salvo:2', 'hand-of-fate', 'evacuate-the-wounded'] });
    playRandom(g, 9);
    expect(g.result).not.toBeNull();
    const s = summary(g);
    expect(s.setup.challenges).toEqual(['hand-of-fate', 'opening-salvo:2', 'army-of-evil:1', 'evacuate-the-wounded', 'final-blow']);
    expect(s.woundsGained).toBeGreaterThanOrEqual(6);
  });
});
