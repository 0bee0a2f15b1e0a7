// Several Masterminds (Universal Rulebook, Multiple Masterminds; rules/mastermind.ts): villains that ascend stand beside
// the setup's Mastermind; every one must be defeated to win; each strikes at a Master Strike, in the order the current
// player picks; a defeated one is worth its VP and never rises again. Cross-Dimensional Rampage names by part of a word.
import { describe, expect, it } from 'vitest';
import '../../cards/secret-wars-volume-1/index.js';
import { ACT_FIGHT_OTHER_MASTERMIND } from '../../keywords/other-masterminds.js';
import { character, isCharacterCard } from '../../keywords/xd-rampage.js';
import { riseOfTheLivingDead } from '../../keywords/living-dead.js';
import { ascend, mastermindAttack, victoryPoints } from '../../rules.js';
import type { Game } from '../../types.js';
import { mastermindHolder, otherHolder } from '../../zones.js';
import {
  act, fightMastermind, make, mainActions, names, onVillainDeck, pick, playCard, put, reason, refresh, revealVillainCard,
} from '../helpers.js';
import { sw1Game } from './game.js';

/** Loki (Zombie) ascended beside Red Skull, on a clean 2-player board. */
function withLoki(): { g: Game; loki: number } {
  const g = sw1Game([], { villains: ['The Deadlands'] });
  const loki = make(g, 'Zombie Loki', 'The Deadlands');
  g.escaped.push(loki);
  ascend(g, loki);
  return { g, loki };
}
function settle(g: Game): void { while (reason(g) !== 'main' && g.result === null) pick(g, g.pending!.options[0]!); }
const fightOther = (g: Game, i: number) => pick(g, act(ACT_FIGHT_OTHER_MASTERMIND, i));

describe('several Masterminds', () => {
  it('an ascended villain leaves the escape pile and can be fought for its Attack; one fight defeats it, worth its VP', () => {
    const { g, loki } = withLoki();
    expect(g.escaped).not.toContain(loki);
    g.t.attack = 7; refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT_OTHER_MASTERMIND, 0));
    g.t.attack = 8; refresh(g);
    const before = victoryPoints(g, 0);
    fightOther(g, 0);
    expect(g.others).toEqual([]);
    expect(victoryPoints(g, 0) - before).toBe(6);
    expect(g.result).toBeNull(); // Red Skull still stands
  });

  it('the setup Mastermind\'s last Tactic does not win while another stands (its Fight effect happens); the last one defeated wins', () => {
    const { g } = withLoki();
    g.tactics = [make(g, 'Negablast Grenades')]; // Red Skull: +3 Attack
    g.t.attack = mastermindAttack(g); refresh(g);
    fightMastermind(g); settle(g);
    expect(g.result).toBeNull();
    expect(g.t.attack).toBe(3);
    expect(mainActions(g)).not.toContain(act(0, 0) + 5 * 65536); // the Mastermind can't be fought any more
    g.t.attack = 8; refresh(g);
    fightOther(g, 0);
    expect(g.result).toBe('win');
  });

  it('defeating the ascended one first, then the last Tactic, wins', () => {
    const { g } = withLoki();
    g.t.attack = 8; refresh(g);
    fightOther(g, 0);
    g.tactics = [make(g, 'Negablast Grenades')];
    g.t.attack = mastermindAttack(g); refresh(g);
    fightMastermind(g);
    expect(g.result).toBe('win');
  });

  it('a Master Strike: each standing Mastermind strikes, in the order the current player picks; a defeated one does not', () => {
    const { g, loki } = withLoki();
    put(g, 0, 'hand', 'S.H.I.E.L.D. Agent');
    put(g, 1, 'hand', 'S.H.I.E.L.D. Agent');
    onVillainDeck(g, 'Master Strike'); revealVillainCard(g);
    expect(reason(g)).toBe('master-strike-order');
    expect(g.pending!.options.sort()).toEqual([g.mastermind[0]!, loki].sort());
    pick(g, g.mastermind[0]!); // Red Skull first: each player KOs a hero from hand
    settle(g); // then Loki's: reveal a Strength hero or gain a Wound (nobody has one)
    expect(names(g, g.ko).filter((n) => n === 'S.H.I.E.L.D. Agent')).toHaveLength(2);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    // the setup's Mastermind defeated: only Loki strikes, without a question
    g.tactics = [];
    onVillainDeck(g, 'Master Strike'); revealVillainCard(g); settle(g);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound', 'Wound']);
  });

  it('an ascended villain defeated never rises from the victory pile', () => {
    const { g, loki } = withLoki();
    g.t.attack = 8; refresh(g);
    fightOther(g, 0);
    expect(g.players[0]!.victory[g.players[0]!.victory.length - 1]).toBe(loki);
    riseOfTheLivingDead(g); settle(g);
    expect(g.city).not.toContain(loki);
  });

  it('Imperius Rex with its double superpower: the player picks which Mastermind is defeated once', () => {
    const { g, loki } = withLoki();
    const [a, b, rex] = put(g, 0, 'hand', 'Feed the Sharks', 'Feed the Sharks', 'Imperius Rex');
    refresh(g);
    for (const c of [a!, b!]) { playCard(g, c); if (reason(g) === 'namor:feed-the-sharks:ko') pick(g, -1); }
    playCard(g, rex!);
    expect(reason(g)).toBe('namor:imperius-rex:mastermind');
    expect(g.pending!.options).toEqual([mastermindHolder(g), otherHolder(g, 0)]);
    pick(g, otherHolder(g, 0));
    expect(g.players[0]!.victory).toContain(loki);
    expect(g.others).toEqual([]);
  });
});

describe('Cross-Dimensional Rampage names', () => {
  it('a character counts as part of a word (Hulkling is a Hulk card), with its case (Authoritarian Iron Man is no Thor card)', () => {
    const g = sw1Game([]);
    const HULK = character('Hulk'), THOR = character('Thor');
    expect(isCharacterCard(g, make(g, 'Cellular Regeneration'), HULK)).toBe(true); // Hulkling (Civil War)
    expect(isCharacterCard(g, make(g, 'Armada of Armors'), THOR)).toBe(false); // Authoritarian Iron Man's
    expect(isCharacterCard(g, make(g, 'Thor Corps'), THOR)).toBe(true);
    expect(isCharacterCard(g, make(g, 'Chosen by Asgard'), THOR)).toBe(true); // Lady Thor
    expect(isCharacterCard(g, make(g, 'The Hulk Gang'), HULK)).toBe(true);
  });
});
