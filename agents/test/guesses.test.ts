// The default answers to guesses at hidden cards (issue 15): The Unbreakable Enigma Code asks the colour of a
// face-down card taken from the Hero Deck, Find the Split Personality Killer asks which hero has the most cards in
// a face-down deck fed from the Hero Deck. A bot reads only what the table can work out: the hidden hero cards of
// the Hero Deck's pool, never where each one lies.
import { describe, expect, it } from 'vitest';
import { PlayerView } from '../../engine/legendary/observe.js';
import { seedRng } from '../../engine/shared/rng.js';
import { fightMastermind, make, onVillainDeck, pick, reason, refresh, revealVillainCard } from '../../engine/legendary/test/helpers.js';
import { capGame, twistNow } from '../../engine/legendary/test/captain-america-75th-anniversary/game.js';
import { noirGame } from '../../engine/legendary/test/noir/noir-game.js';
import type { Game } from '../../engine/legendary/types.js';
import { defaultChoice, type PolicyCtx } from '../policy.js';

const ctx = (): PolicyCtx => ({ rng: seedRng('guess-test'), misses: 0 });
const answer = (g: Game) => g.pending!.options[defaultChoice(new PlayerView(g, g.pending!.player), g.pending!, ctx())]!;

describe('guessing an Enigma card\'s colour', () => {
  /** An Enigma Code game whose Hero Deck holds `names` (one card made per name), one twist played, at the first guess. */
  function atGuess(names: string[]): Game {
    const g = capGame({ scheme: 'The Unbreakable Enigma Code' });
    g.heroDeck = names.map((n) => make(g, n));
    twistNow(g, 1);
    g.t.attack = 99;
    refresh(g);
    fightMastermind(g);
    expect(reason(g)).toBe('enigma:guess');
    return g;
  }

  it('names the colour most of the hidden hero cards have', () => {
    // Tech (index 3) in the majority: the old default named the first colour (Strength)
    expect(answer(atGuess(['Sniper Nest', 'Save the World', '2>4', 'Paramilitary Ops', 'Bionic Arm', 'KGB Training']))).toBe(3);
    expect(answer(atGuess(['Sniper Squad', 'Winged Salvation', 'Bionic Arm', 'Sniper Nest']))).toBe(4); // Ranged
    expect(answer(atGuess(['Spy Network', 'KGB Training', 'Shadow of Wars Past', 'Bionic Arm', 'Aerial Catch']))).toBe(2); // Covert
  });

  it('counts only hero cards: henchmen and villains in the same hidden decks do not vote', () => {
    const g = atGuess(['Spy Network', 'KGB Training', 'Bionic Arm']);
    for (let i = 0; i < 6; i++) g.villainDeck.push(make(g, 'Hand Ninjas'));
    expect(answer(g)).toBe(2);
  });
});

describe('naming the Split Personality Killer', () => {
  it('names the hero with the most hidden cards, the same for every player', () => {
    const g = noirGame({ scheme: 'Find the Split Personality Killer' });
    // the Hero Deck is mostly one hero's cards: the suspects most likely are too
    const heroes = g.setup.heroes;
    const target = heroes[heroes.length - 1]!;
    const mine = g.heroDeck.filter((c) => g.cards[g.defOf[c]!]!.groupLabel === target);
    const others = g.heroDeck.filter((c) => g.cards[g.defOf[c]!]!.groupLabel !== target).slice(0, 3);
    g.heroDeck = [...others, ...mine];
    for (let i = 0; i < 6; i++) { onVillainDeck(g, 'Scheme Twist'); revealVillainCard(g); }
    expect(reason(g)).toBe('split-personality-killer:guess');
    const first = answer(g);
    expect(heroes[first]).toBe(target);
    pick(g, first);
    expect(reason(g)).toBe('split-personality-killer:guess'); // the second player's guess
    expect(answer(g)).toBe(first);
    pick(g, first);
    while (g.result === null && g.pending && reason(g) !== 'main') pick(g, g.pending.options[0]!);
    expect(g.result).toBe('win');
  });
});

describe('a gamble before the Mastermind fight (the Enigma Code)', () => {
  it('the heuristic recruits before it tries the Mastermind when cards are left to guess (a wrong guess ends the turn)', async () => {
    const { HeuristicAgent } = await import('../heuristic.js');
    const { ACT_MASTERMIND, ACT_RECRUIT, actCode } = await import('../../engine/legendary/actions.js');
    const g = capGame({ scheme: 'The Unbreakable Enigma Code' });
    twistNow(g, 1);
    g.players[0]!.hand = [];
    g.t.attack = 99; g.t.recruit = 8;
    refresh(g);
    const d = g.pending!;
    expect(d.options.some((v) => actCode(v) === ACT_MASTERMIND)).toBe(true);
    const bot = new HeuristicAgent('enigma');
    expect(actCode(d.options[bot.choose(new PlayerView(g, 0))]!)).toBe(ACT_RECRUIT);
    // with no card to guess there is no gamble: the fight comes first
    const h = capGame({ scheme: 'The Unbreakable Enigma Code' });
    h.players[0]!.hand = [];
    h.t.attack = 99; h.t.recruit = 8;
    refresh(h);
    expect(actCode(h.pending!.options[bot.choose(new PlayerView(h, 0))]!)).toBe(ACT_MASTERMIND);
  });
});
