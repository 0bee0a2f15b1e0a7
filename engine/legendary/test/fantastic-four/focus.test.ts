// Focus, from the Universal Rulebook: "When you play a card with a Focus ability, you can pay the cost on the left
// side of the arrow to get the effect on the right side ... as many times as you want for the rest of the turn
// ... as long as you have the Recruit points available ... You can use Focus abilities and still use Healing."
import { describe, expect, it } from 'vitest';
import { compiled } from '../../compile.js';
import { ACT_FOCUS } from '../../keywords/focus.js';
import { ACT_HEAL, act, cleanBoard, endTurn, heal, mainActions, pick, playCard, put, refresh, setupGame } from '../helpers.js';
import { heroGame } from './game.js';

const focus = (c: number) => act(ACT_FOCUS, c);

describe('Focus (rule)', () => {
  it('is offered only in games with a Focus card, once the card is played, while the Recruit lasts', () => {
    expect(compiled(cleanBoard(setupGame())).actions.some((a) => a.id === 'focus')).toBe(false);
    const g = heroGame();
    const [ks] = put(g, 0, 'hand', 'Knuckle Sandwich');
    refresh(g);
    expect(mainActions(g)).not.toContain(focus(ks!));
    playCard(g, ks!);
    expect(g.t.recruit).toBe(3);
    expect(mainActions(g)).toContain(focus(ks!));
    pick(g, focus(ks!));
    expect(g.t.attack).toBe(2);
    expect(g.t.recruit).toBe(0);
    expect(mainActions(g)).not.toContain(focus(ks!));
  });

  it('can be used again and again in a turn, and the ability ends with the turn', () => {
    const g = heroGame();
    put(g, 0, 'deck', ...Array(12).fill('Wound'));
    const [ws] = put(g, 0, 'hand', 'Warp Speed');
    refresh(g);
    playCard(g, ws!);
    g.t.recruit = 6;
    refresh(g);
    for (let i = 0; i < 3; i++) pick(g, focus(ws!));
    expect(g.players[0]!.hand.length).toBe(3);
    expect(g.t.recruit).toBe(0);
    endTurn(g);
    g.current = 0; g.t.recruit = 10;
    refresh(g);
    expect(mainActions(g).some((v) => Math.floor(v / 65536) === ACT_FOCUS)).toBe(false);
  });

  it('does not stop Healing', () => {
    const g = heroGame();
    const [ws] = put(g, 0, 'hand', 'Warp Speed', 'Wound');
    put(g, 0, 'deck', 'Wound', 'Wound');
    refresh(g);
    playCard(g, ws!);
    pick(g, focus(ws!));
    expect(mainActions(g)).toContain(act(ACT_HEAL));
    heal(g);
    expect(g.players[0]!.hand.length).toBe(0);
  });
});
