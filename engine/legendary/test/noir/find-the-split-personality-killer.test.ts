import { describe, expect, it } from 'vitest';
import { fight, onVillainDeck, pick, putVillain, reason, refresh, revealVillainCard } from '../helpers.js';
import { noirGame } from './noir-game.js';
import { killers } from '../../cards/noir/schemes/find-the-split-personality-killer.js';
import { observe } from '../../observe.js';

const SPK = { scheme: 'Find the Split Personality Killer' };
const isBys = (g: ReturnType<typeof noirGame>, c: number) => g.cards[g.defOf[c]!]!.kind === 'bystander';

describe('Find the Split Personality Killer', () => {
  it('twists 1-5 add 3 Bystanders and the top Hero Deck card to the face-down Murder Suspects deck (hidden from every player)', () => {
    const g = noirGame(SPK);
    const top = g.heroDeck[g.heroDeck.length - 1]!;
    onVillainDeck(g, 'Scheme Twist');
    revealVillainCard(g);
    expect(g.schemeDeck).toHaveLength(4);
    expect(g.schemeDeck).toContain(top);
    expect(g.schemeDeck.filter((c) => isBys(g, c))).toHaveLength(3);
    expect(observe(g, 0).state.schemeDeck).toEqual([]);
  });

  it('after defeating a villain, 1 Attack more investigates the suspects for a Bystander to rescue; declining costs nothing', () => {
    const g = noirGame(SPK);
    onVillainDeck(g, 'Scheme Twist');
    revealVillainCard(g);
    putVillain(g, 0, 'Hand Ninjas');
    g.t.attack = 4;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('split-personality-killer:pay');
    pick(g, 1);
    while (reason(g) !== 'main') pick(g, g.pending!.options[0]!);
    expect(g.t.attack).toBe(0);
    expect(g.players[0]!.victory.filter((c) => isBys(g, c)).length).toBeGreaterThanOrEqual(g.schemeDeck.length === 4 ? 0 : 1);
    expect(g.schemeDeck.length).toBeLessThanOrEqual(4);
  });

  it('twist 6: the hero with the most cards among the suspects is the killer; the game is won only if every player named it (silent rulebook on a split table: the reading worst for the players)', () => {
    for (const right of [true, false]) {
      const g = noirGame(SPK);
      for (let i = 0; i < 5; i++) { onVillainDeck(g, 'Scheme Twist'); revealVillainCard(g); }
      const k = killers(g);
      expect(k.length).toBeGreaterThan(0);
      onVillainDeck(g, 'Scheme Twist');
      revealVillainCard(g);
      const yes = g.setup.heroes.indexOf(k[0]!);
      const no = g.setup.heroes.findIndex((h) => !k.includes(h));
      pick(g, yes);
      pick(g, right ? yes : no);
      expect(g.result).toBe(right ? 'win' : 'loss');
    }
  });
});
