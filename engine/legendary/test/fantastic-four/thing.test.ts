import { describe, expect, it } from 'vitest';
import { ACT_FOCUS } from '../../keywords/focus.js';
import { BANK, destroyCitySpace } from '../../rules.js';
import { act, fight, names, pick, playCard, put, putVillain, reason, refresh } from '../helpers.js';
import { heroGame } from './game.js';

describe('Thing', () => {
  it('It Started on Yancy Street: +2 Recruit only after another Fantastic Four card', () => {
    const g = heroGame();
    const [a, b] = put(g, 0, 'hand', 'It Started on Yancy Street', 'It Started on Yancy Street');
    refresh(g);
    playCard(g, a!);
    playCard(g, b!);
    expect(g.t.recruit).toBe(2 + 4);
  });

  it('Knuckle Sandwich: 3 Recruit; Focus 3 Recruit: +2 Attack', () => {
    const g = heroGame();
    const [c] = put(g, 0, 'hand', 'Knuckle Sandwich');
    refresh(g);
    playCard(g, c!);
    pick(g, act(ACT_FOCUS, c!));
    expect(g.t.attack).toBe(2);
  });

  it('Crime Stopper: rescue a Bystander per villain defeated in the Bank this turn (not elsewhere)', () => {
    const g = heroGame();
    putVillain(g, BANK, 'Moloids');
    putVillain(g, 0, 'Hand Ninjas');
    const [c] = put(g, 0, 'hand', 'Crime Stopper');
    refresh(g);
    playCard(g, c!);
    g.t.attack = 10;
    refresh(g);
    fight(g, 0);
    expect(names(g, g.players[0]!.victory)).toEqual(['Hand Ninjas']);
    fight(g, BANK);
    expect(names(g, g.players[0]!.victory).filter((n) => n === 'Bystander').length).toBe(1);
  });

  it('Crime Stopper: Focus 1 Recruit: move a villain to an adjacent space, swapping; never into a destroyed space', () => {
    const g = heroGame();
    const a = putVillain(g, 3, 'Moloids'), b = putVillain(g, 4, 'Giganto');
    const [c] = put(g, 0, 'hand', 'Crime Stopper');
    refresh(g);
    playCard(g, c!);
    g.t.recruit = 2;
    refresh(g);
    pick(g, act(ACT_FOCUS, c!));
    expect(reason(g)).toBe('thing:crime-stopper:villain');
    pick(g, 3);
    expect(g.pending!.options).toEqual([2, 4]);
    pick(g, 4);
    expect(g.city[4]).toBe(a);
    expect(g.city[3]).toBe(b);
    destroyCitySpace(g, 4);
    pick(g, act(ACT_FOCUS, c!));
    pick(g, 3);
    expect(g.city[2]).toBe(b); // the only adjacent space left: asked without a choice
  });

  it("It's Clobberin' Time!: +3 Attack per other Strength card played this turn", () => {
    const g = heroGame();
    const [a, b, c] = put(g, 0, 'hand', 'Knuckle Sandwich', 'Crime Stopper', "It's Clobberin' Time!");
    refresh(g);
    playCard(g, a!); playCard(g, b!); playCard(g, c!);
    expect(g.t.attack).toBe(4 + 5 + 6);
  });
});
