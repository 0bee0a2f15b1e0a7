// Blind Al and Deuce: "a card with a 2 printed anywhere on it" reads the numbers printed on a card besides its values,
// a table generated from the card data (engine/legendary/cards/deadpool/printed-numbers.ts by scripts/printed-numbers.ts).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACT_FIGHT, act, defByName, fight, mainActions, names, put, putVillain, refresh } from '../helpers.js';
import { hasDeuce } from '../../cards/deadpool/common.js';
import { DEFAULT_SETS_DIR, derivePrintedNumbers, renderPrintedNumbers } from '../../../../scripts/printed-numbers.js';
import { dpGame } from './game.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const d = (name: string, group?: string) => defByName(name, group);

describe('Blind Al and Deuce: a 2 printed anywhere', () => {
  it('Blind Al and Deuce: a card whose only 2 is in its ability text is a Deuce (Spy Network, Star-Spangled Hero, Versatile 2, a ½ bonus); one with no 2 anywhere is not', () => {
    // printed values without a 2 (cost 4, 7, 3 and 8; Attack 0+ or 4+), a 2 in the ability (or a keyword's value, or ½)
    for (const n of ['Spy Network', 'Star-Spangled Hero', 'Ready for Anything', 'PhD in Oceanography']) {
      const c = d(n);
      expect([c.cost, c.attack, c.recruit, c.vp].join(' '), n).not.toContain('2');
      expect(hasDeuce(c), n).toBe(true);
    }
    // no 2 in values, ability, names or flavour (other numbers do not count: Hulk Smash!'s 5, Agent X-13's 13)
    for (const n of ['S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'Hulk Smash!', 'Sniper Squad', 'Wound']) expect(hasDeuce(d(n)), n).toBe(false);
    // a printed value still counts (Recruit 2½)
    expect(hasDeuce(d('Bullets Flying, Bob Hiding'))).toBe(true);
  });

  it('Blind Al and Deuce: a 2 in a card\'s name (2>4) or its flavour text (Devoted Patriot\'s year) is printed on it too', () => {
    expect(hasDeuce(d('2>4'))).toBe(true);
    expect(hasDeuce(d('Devoted Patriot'))).toBe(true);
  });

  it('Blind Al and Deuce: fighting her discards Spy Network, whose only 2 is in its ability text', () => {
    const g = dpGame();
    putVillain(g, 0, 'Blind Al and Deuce');
    g.t.attack = 5;
    const [agent, spy] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'Spy Network');
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_FIGHT, 0));
    fight(g, 0); // the only Deuce: discarded without asking
    expect(g.players[0]!.discard).toEqual([spy]);
    expect(g.players[0]!.hand).toEqual([agent]);
    expect(names(g, g.players[0]!.victory)).toEqual(['Blind Al and Deuce']);
  });

  const data = existsSync(DEFAULT_SETS_DIR);
  // the hero side of a villain gained as a hero (Secret Wars Volume 1's Ultimates, Thor Corps) is left out: its record is
  // the villain's, and only its printed values count towards a 2 (a known gap)
  it.skipIf(!data)('the generated table is what the card data gives today, and every hero card of the engine is found in the data (the hero sides of villains gained as heroes left out)', () => {
    const { numbers, problems } = derivePrintedNumbers(DEFAULT_SETS_DIR);
    expect(problems).toEqual([]);
    expect(readFileSync(join(ROOT, 'engine', 'legendary', 'cards', 'deadpool', 'printed-numbers.ts'), 'utf8')).toBe(renderPrintedNumbers(numbers));
  });
});
