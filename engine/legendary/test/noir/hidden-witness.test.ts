// Hidden Witnesses, from the Universal Rulebook: the Villain captures the top cards of the Bystander Stack face
// down; you can't fight a Villain while it has one; during your turn you can pay 2 Recruit to rescue one, any
// number of times, into your Victory Pile; an escaping Villain carries them off (each player discards, they lie
// face up in the Escape Pile); a Villain defeated for free gives them up without paying; Masterminds and Schemes
// can hold them too.
import { describe, expect, it } from 'vitest';
import { ACT_FIGHT, ACT_MASTERMIND, ACT_RECRUIT, act, fight, mainActions, names, pick, put, putVillain, refresh } from '../helpers.js';
import { ACT_RESCUE_WITNESS, captureWitnesses } from '../../keywords/hidden-witness.js';
import { defeatVillain, faceDownCount, koFromHq, villainEscapes } from '../../rules.js';
import { run } from '../../flow.js';
import { FACE_DOWN_SCHEME } from '../../types.js';
import { noirGame } from './noir-game.js';

describe('Hidden Witnesses (rule)', () => {
  it("can't fight a villain holding one; 2 Recruit rescue one into the victory pile; then the fight is allowed", () => {
    const g = noirGame();
    const v = putVillain(g, 0, 'Fancy Dan');
    captureWitnesses(g, v, 2);
    g.t.attack = 5; g.t.recruit = 5;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 0));
    expect(mainActions(g)).toContain(act(ACT_RESCUE_WITNESS, v));
    pick(g, act(ACT_RESCUE_WITNESS, v));
    expect(g.t.recruit).toBe(3);
    expect(g.players[0]!.victory).toHaveLength(1);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 0));
    pick(g, act(ACT_RESCUE_WITNESS, v));
    expect(faceDownCount(g, v)).toBe(0);
    expect(mainActions(g)).toContain(act(ACT_FIGHT, 0));
    expect(mainActions(g)).not.toContain(act(ACT_RESCUE_WITNESS, v)); // 1 Recruit left: none to rescue anyway
    fight(g, 0);
    expect(g.players[0]!.victory).toHaveLength(3);
  });

  it('an escaping villain carries them off to the Escape Pile and every player discards', () => {
    const g = noirGame();
    const v = putVillain(g, 4, 'Fancy Dan');
    captureWitnesses(g, v, 3);
    put(g, 0, 'hand', 'S.H.I.E.L.D. Agent');
    put(g, 1, 'hand', 'S.H.I.E.L.D. Trooper');
    g.stack = []; g.pending = null; g.pendingFrame = null;
    const held = g.att[4]!; g.city[4] = -1; g.att[4] = [];
    villainEscapes(g, v, held);
    run(g);
    expect(g.players[0]!.hand).toHaveLength(0);
    expect(g.players[1]!.hand).toHaveLength(0);
    expect(g.escaped.filter((c) => g.cards[g.defOf[c]!]!.kind === 'bystander')).toHaveLength(3);
    expect(g.faceDown).toHaveLength(0);
    expect(g.stats.bystandersCarried).toBe(3);
  });

  it('a villain defeated without a fight gives up its Hidden Witnesses for free', () => {
    const g = noirGame();
    const v = putVillain(g, 1, 'Fancy Dan');
    captureWitnesses(g, v, 2);
    g.stack = []; g.pending = null; g.pendingFrame = null;
    defeatVillain(g, 0, 1);
    run(g);
    expect(names(g, g.players[0]!.victory)).toContain('Fancy Dan');
    expect(g.players[0]!.victory.filter((c) => g.cards[g.defOf[c]!]!.kind === 'bystander')).toHaveLength(2);
  });

  it("the Mastermind holding one can't be fought; a scheme's can be rescued", () => {
    const g = noirGame();
    captureWitnesses(g, g.mastermind[0]!, 1);
    captureWitnesses(g, FACE_DOWN_SCHEME, 1);
    g.t.attack = 20; g.t.recruit = 4;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_MASTERMIND));
    pick(g, act(ACT_RESCUE_WITNESS, g.mastermind[0]!));
    expect(mainActions(g)).toContain(act(ACT_MASTERMIND));
    pick(g, act(ACT_RESCUE_WITNESS, 65535));
    expect(faceDownCount(g, FACE_DOWN_SCHEME)).toBe(0);
    expect(g.players[0]!.victory).toHaveLength(2);
  });

  it("a hero in the HQ holding one can't be recruited; leaving the HQ KOs its witnesses", () => {
    const g = noirGame();
    const h = g.hq[0]!;
    captureWitnesses(g, h, 1);
    g.t.recruit = 20;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_RECRUIT, 0));
    const ko = g.ko.length;
    g.hq[0] = h;
    // a hero KO'd from the HQ: its Hidden Witness is KO'd too
    koFromHq(g, 0);
    expect(g.ko.length).toBe(ko + 2);
    expect(g.faceDown).toHaveLength(0);
  });
});
