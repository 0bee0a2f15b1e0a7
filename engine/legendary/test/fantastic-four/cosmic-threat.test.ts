// Cosmic Threat, from the Universal Rulebook: "Once per turn, for each [class] card you reveal, this Enemy gets
// -3 Attack this turn." Galactus (every class) is tested with his card (galactus.test.ts).
import { describe, expect, it } from 'vitest';
import { compiled } from '../../compile.js';
import { ACT_COSMIC_THREAT } from '../../keywords/cosmic-threat.js';
import { villainAttack } from '../../rules.js';
import { act, cleanBoard, mainActions, pick, put, putVillain, refresh, setupGame } from '../helpers.js';
import { ffGame } from './game.js';

const cosmic = (v: number) => Math.floor(v / 65536) === ACT_COSMIC_THREAT;

describe('Cosmic Threat (rule)', () => {
  it('is offered only in games with a Cosmic Threat enemy, and only with a card of its class to reveal', () => {
    expect(compiled(cleanBoard(setupGame())).actions.some((a) => a.id === 'cosmic-threat')).toBe(false);
    const g = ffGame();
    putVillain(g, 0, 'Firelord'); // Ranged
    put(g, 0, 'hand', 'Growing Anger'); // Strength
    refresh(g);
    expect(mainActions(g).some(cosmic)).toBe(false);
  });

  it('gives -3 Attack per revealed card (hand and played this turn) for the rest of the turn, once per turn', () => {
    const g = ffGame();
    putVillain(g, 0, 'Firelord');
    put(g, 0, 'hand', 'Optic Blast', 'Optic Blast', 'Growing Anger');
    put(g, 0, 'inPlay', 'Unending Energy');
    refresh(g);
    const v = act(ACT_COSMIC_THREAT, 0 * 8 + 4); // space 0, class bit index 4 = Ranged
    expect(mainActions(g).filter(cosmic)).toEqual([v]);
    pick(g, v);
    expect(villainAttack(g, 0)).toBe(0);
    expect(villainAttack(g, 0, false)).toBe(0);
    expect(mainActions(g).some(cosmic)).toBe(false);
  });
});
