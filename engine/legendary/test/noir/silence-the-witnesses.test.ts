import { describe, expect, it } from 'vitest';
import { onVillainDeck, revealVillainCard } from '../helpers.js';
import { faceDownCount } from '../../rules.js';
import { FACE_DOWN_SCHEME } from '../../types.js';
import { noirGame } from './noir-game.js';

describe('Silence the Witnesses', () => {
  it('a twist: the scheme captures 3 Hidden Witnesses; at the next, those go to the Escape Pile first; 6 Bystanders there and evil wins', () => {
    const g = noirGame();
    onVillainDeck(g, 'Scheme Twist');
    revealVillainCard(g);
    expect(faceDownCount(g, FACE_DOWN_SCHEME)).toBe(3);
    expect(g.escaped).toHaveLength(0);
    onVillainDeck(g, 'Scheme Twist');
    revealVillainCard(g);
    expect(faceDownCount(g, FACE_DOWN_SCHEME)).toBe(3);
    expect(g.escaped).toHaveLength(3);
    expect(g.result).toBeNull();
    onVillainDeck(g, 'Scheme Twist');
    revealVillainCard(g);
    expect(g.escaped).toHaveLength(6);
    expect(g.result).toBe('loss');
  });
});
