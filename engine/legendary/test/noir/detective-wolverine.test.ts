import { describe, expect, it } from 'vitest';
import { names, onVillainDeck, reason, pick } from '../helpers.js';
import { rescueCard } from '../../rules.js';
import { run } from '../../flow.js';
import { Z_BYSTANDERS } from '../../types.js';
import { noirGame } from './noir-game.js';

describe('Detective Wolverine (special Bystander)', () => {
  it('rescued: investigate the Villain Deck for a villain worth 1 VP and put it in your victory pile (a 2-VP villain is not taken)', () => {
    const g = noirGame();
    onVillainDeck(g, 'Montana'); // 2 VP
    const goon = onVillainDeck(g, 'Hand Ninjas'); // henchman, 1 VP
    const dw = g.bystanders.find((c) => g.cards[g.defOf[c]!]!.name === 'Detective Wolverine')!;
    g.bystanders.splice(g.bystanders.indexOf(dw), 1);
    g.stack = []; g.pending = null;
    rescueCard(g, 0, dw, Z_BYSTANDERS);
    run(g);
    while (reason(g) !== 'main') pick(g, g.pending!.options[0]!);
    expect(g.players[0]!.victory).toContain(goon);
    expect(names(g, g.players[0]!.victory)).not.toContain('Montana');
  });
});
