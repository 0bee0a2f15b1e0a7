// She-Hulk's kit: each card's effect, through the rules' own routes.
import { describe, expect, it } from 'vitest';
import { lasting } from '../cards/kit.js';
import { decision, newGame } from '../index.js';
import { placeThreat, stat } from '../rules.js';
import { act, addMinion, emptyHand, has, pick, pickT, setForm, setupGame, toHand, until } from './helpers.js';
import type { Game } from './helpers.js';

const atMain = (g: Game): void => until(g, (_r, k) => k === 'main');
const me = (g: Game): number => g.players[0]!.identity;

/** A She-Hulk game in the given form with an empty hand, at the main decision. */
function jen(seed: number, form: 'hero' | 'alter'): Game {
  const g = setupGame({ seed, heroes: [{ identity: 'she_hulk', aspect: 'aggression' }] });
  setForm(g, 0, form);
  emptyHand(g, 0);
  act(g, () => {});
  return g;
}

describe('She-Hulk kit', () => {
  it('"Do You Even Lift?": after changing to She-Hulk, 2 damage to the chosen enemy (not an attack)', () => {
    const g = jen(41, 'alter');
    const m = addMinion(g, 0, '01103'); // Shocker, 3 hit points
    pickT(g, 'form');
    expect(decision(g)?.reason).toBe('win-r-ans');
    pickT(g, 'use', me(g));
    expect(decision(g)?.reason).toBe('kit-damage');
    pickT(g, 'enemy', m);
    atMain(g);
    expect(g.cards[m]!.dmg).toBe(2);
    expect(g.cards[g.villain]!.dmg).toBe(0);
    // changing back to Jennifer Walters offers nothing
    setForm(g, 0, 'hero');
    g.players[0]!.changedForm = false;
    g.cards[me(g)]!.dmg = 1; // so that the main decision after the change has a choice (recover or end)
    act(g, () => {});
    pickT(g, 'form');
    expect(decision(g)?.kind).toBe('main');
    expect(g.players[0]!.form).toBe('alter');
  });

  it('"I Object!": prevents 1 of the threat about to be placed, once a round, in alter-ego form', () => {
    const g = jen(42, 'alter');
    g.cards[g.main]!.threat = 0;
    const t0 = 0;
    act(g, () => { placeThreat(g, g.main, 3); });
    expect(decision(g)?.reason).toBe('win-i-ans');
    pickT(g, 'use', me(g));
    atMain(g);
    expect(g.cards[g.main]!.threat).toBe(t0 + 2);
    act(g, () => { placeThreat(g, g.main, 3); });
    expect(decision(g)?.kind).toBe('main'); // used this round
    expect(g.cards[g.main]!.threat).toBe(t0 + 5);
  });

  it('"I Object!" used during setup may be used again in round 1: setup is not a round', () => {
    const g = newGame({ villain: 'klaw', heroes: [{ identity: 'she_hulk', aspect: 'aggression' }], seed: 1 });
    expect(decision(g)?.reason).toBe('win-i-ans'); // a setup step places threat
    pickT(g, 'use', me(g));
    until(g, (_r, k) => k === 'main');
    expect(g.round).toBe(1);
    emptyHand(g, 0);
    act(g, () => { placeThreat(g, g.main, 2); });
    expect(decision(g)?.reason).toBe('win-i-ans');
  });

  it('Hellcat returns to her owner\'s hand', () => {
    const g = jen(43, 'alter');
    const hc = toHand(g, 0, '01020'); // cost 3
    const e = toHand(g, 0, '01088');
    toHand(g, 0, '01089');
    act(g, () => {});
    pickT(g, 'play', hc);
    pick(g, (o) => o.c === e);
    atMain(g);
    expect(g.players[0]!.play).toContain(hc);
    pickT(g, 'act', hc);
    atMain(g);
    expect(g.players[0]!.play).not.toContain(hc);
    expect(g.players[0]!.hand).toEqual([hc]);
    expect(g.cards[hc]!.zone).toBe('hand');
  });

  it('Gamma Slam deals as much damage as She-Hulk has sustained, 15 at most; not playable undamaged', () => {
    const g = jen(44, 'hero');
    const gs = toHand(g, 0, '01021'); // cost 4
    const e = toHand(g, 0, '01088');
    toHand(g, 0, '01089');
    act(g, () => {});
    expect(has(g, (o) => o.t === 'play' && o.c === gs)).toBe(false);
    g.cards[me(g)]!.dmg = 7;
    act(g, () => {});
    pickT(g, 'play', gs);
    pick(g, (o) => o.c === e);
    atMain(g);
    expect(g.cards[g.villain]!.dmg).toBe(7);
    // the cap: 17 sustained (20 hit points); Rhino gets 10 hit points more to take it all
    g.cards[g.villain]!.dmg = 0;
    lasting(g, 'hp', g.villain, 10, 'round');
    lasting(g, 'hp', me(g), 5, 'round');
    g.cards[me(g)]!.dmg = 17;
    g.cards[me(g)]!.exh = false;
    const gs2 = toHand(g, 0, '01021');
    const e2 = toHand(g, 0, '01088');
    toHand(g, 0, '01089');
    act(g, () => {});
    pickT(g, 'play', gs2);
    pick(g, (o) => o.c === e2);
    atMain(g);
    expect(g.cards[g.villain]!.dmg).toBe(15);
  });

  it('Ground Stomp deals 1 damage to each enemy', () => {
    const g = jen(45, 'hero');
    const a = addMinion(g, 0, '01110');
    const b = addMinion(g, 0, '01103');
    const gs = toHand(g, 0, '01022'); // cost 2
    toHand(g, 0, '01088');
    act(g, () => {});
    pickT(g, 'play', gs);
    atMain(g);
    expect(g.cards[g.villain]!.dmg).toBe(1);
    expect(g.cards[a]!.dmg).toBe(1);
    expect(g.cards[b]!.dmg).toBe(1);
  });

  it('Legal Practice: discard up to 5 cards, then remove that much threat from one scheme (a thwart)', () => {
    const g = jen(46, 'alter');
    g.cards[g.main]!.threat = 6;
    const lp = toHand(g, 0, '01023'); // cost 0
    const [a, b, c] = [toHand(g, 0, '01088'), toHand(g, 0, '01089'), toHand(g, 0, '01090')];
    act(g, () => {});
    pickT(g, 'play', lp);
    expect(decision(g)?.reason).toBe('01023-discard');
    expect(has(g, (o) => o.t === 'done')).toBe(false); // at least one card
    pickT(g, 'card', a);
    pickT(g, 'card', b);
    pickT(g, 'done');
    atMain(g); // the main scheme is the only one
    expect(g.cards[g.main]!.threat).toBe(4);
    expect(g.players[0]!.hand).toEqual([c]);
    expect(g.players[0]!.discard).toEqual(expect.arrayContaining([lp, a, b]));
    // five at most
    emptyHand(g, 0);
    const lp2 = toHand(g, 0, '01023');
    const six = [1, 2, 3, 4, 5, 6].map(() => toHand(g, 0, '01088'));
    act(g, () => {});
    pickT(g, 'play', lp2);
    g.cards[g.main]!.threat = 6;
    for (let i = 0; i < 5; i++) pickT(g, 'card', six[i]);
    expect(decision(g)?.kind).toBe('main'); // no sixth card asked for
    expect(g.cards[g.main]!.threat).toBe(1);
    expect(g.players[0]!.hand).toEqual([six[5]]);
  });

  it('Legal Practice by a confused alter-ego: the discards are paid, the thwart is replaced, the confusion goes', () => {
    const g = jen(47, 'alter');
    g.cards[g.main]!.threat = 6;
    g.cards[me(g)]!.conf = true;
    const lp = toHand(g, 0, '01023');
    const a = toHand(g, 0, '01088');
    act(g, () => {});
    pickT(g, 'play', lp); // one card to discard: taken without asking
    atMain(g);
    expect(g.players[0]!.discard).toContain(a);
    expect(g.cards[g.main]!.threat).toBe(6);
    expect(g.cards[me(g)]!.conf).toBe(false);
  });

  it('One-Two Punch readies She-Hulk after a basic attack, not after an event attack', () => {
    const g = jen(48, 'hero');
    const otp = toHand(g, 0, '01024'); // cost 1
    toHand(g, 0, '01088');
    act(g, () => {});
    pickT(g, 'attack');
    expect(decision(g)?.reason).toBe('win-r-ans');
    pickT(g, 'use', otp);
    atMain(g);
    expect(g.cards[g.villain]!.dmg).toBe(3);
    expect(g.cards[me(g)]!.exh).toBe(false);
    expect(g.players[0]!.discard).toContain(otp);
    // an event attack (Gamma Slam) while exhausted: no window
    emptyHand(g, 0);
    g.cards[me(g)]!.exh = true;
    g.cards[me(g)]!.dmg = 2;
    const otp2 = toHand(g, 0, '01024');
    const gs = toHand(g, 0, '01021');
    const [e1, e2] = [toHand(g, 0, '01088'), toHand(g, 0, '01088'), toHand(g, 0, '01088')];
    act(g, () => {});
    pickT(g, 'play', gs);
    pickT(g, 'card', e1);
    pickT(g, 'card', e2);
    expect(g.players[0]!.hand).toContain(otp2);
    expect(decision(g)?.kind).toBe('main');
    expect(g.cards[g.villain]!.dmg).toBe(5);
    expect(g.cards[me(g)]!.exh).toBe(true);
  });

  it('Split Personality changes form (not the turn\'s own change), then draws up to the printed hand size; reading: the form-change responses come before the draw', () => {
    const g = jen(49, 'alter');
    const sp = toHand(g, 0, '01025'); // cost 3
    const e = toHand(g, 0, '01088');
    const m = toHand(g, 0, '01089');
    const kept = toHand(g, 0, '01090');
    act(g, () => {});
    pickT(g, 'play', sp);
    pick(g, (o) => o.c === e); // then Genius or Strength: 2 options
    pickT(g, 'card', m);
    expect(decision(g)?.reason).toBe('win-r-ans'); // "Do You Even Lift?"
    expect(g.players[0]!.form).toBe('hero');
    expect(g.players[0]!.hand).toEqual([kept]);
    pickT(g, 'pass');
    atMain(g);
    expect(g.players[0]!.hand.length).toBe(4); // She-Hulk's printed hand size
    expect(g.players[0]!.changedForm).toBe(false);
    expect(has(g, (o) => o.t === 'form')).toBe(true);
  });

  it('Superhuman Law Division: exhaust and pay a mental resource to remove 2 threat, in alter-ego form', () => {
    const g = jen(50, 'alter');
    g.cards[g.main]!.threat = 5;
    const sld = toHand(g, 0, '01026'); // cost 1
    const s = toHand(g, 0, '01090');
    const m = toHand(g, 0, '01089');
    act(g, () => {});
    pickT(g, 'play', sld);
    pick(g, (o) => o.c === s);
    atMain(g);
    pickT(g, 'act', sld); // Genius is the only mental source; the main scheme the only scheme
    atMain(g);
    expect(g.cards[g.main]!.threat).toBe(3);
    expect(g.players[0]!.discard).toContain(m);
    expect(g.cards[sld]!.exh).toBe(true);
    g.cards[sld]!.exh = false;
    toHand(g, 0, '01088'); // energy is no mental resource
    act(g, () => {});
    expect(has(g, (o) => o.t === 'act' && o.c === sld)).toBe(false);
  });

  it('Focused Rage: exhaust and take 1 damage to draw a card; reading: a tough status prevents the damage, so no card', () => {
    const g = jen(51, 'hero');
    const fr = toHand(g, 0, '01027'); // cost 3
    const e = toHand(g, 0, '01088');
    toHand(g, 0, '01089');
    act(g, () => {});
    pickT(g, 'play', fr);
    pick(g, (o) => o.c === e);
    atMain(g);
    pickT(g, 'act', fr);
    atMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(1);
    expect(g.players[0]!.hand.length).toBe(1);
    expect(g.cards[fr]!.exh).toBe(true);
    g.cards[fr]!.exh = false;
    g.cards[me(g)]!.tough = true;
    act(g, () => {});
    pickT(g, 'act', fr);
    atMain(g);
    expect(g.cards[me(g)]!.tough).toBe(false);
    expect(g.cards[me(g)]!.dmg).toBe(1);
    expect(g.players[0]!.hand.length).toBe(1);
  });

  it('Superhuman Strength: She-Hulk gets +2 ATK; after she attacks it is discarded and the enemy stunned', () => {
    const g = jen(52, 'hero');
    const ss = toHand(g, 0, '01028'); // cost 2
    toHand(g, 0, '01088');
    act(g, () => {});
    expect(stat(g, me(g), 'atk')).toBe(3);
    pickT(g, 'play', ss);
    atMain(g);
    expect(stat(g, me(g), 'atk')).toBe(5);
    setForm(g, 0, 'alter');
    expect(stat(g, me(g), 'atk')).toBe(-1);
    setForm(g, 0, 'hero');
    act(g, () => {});
    pickT(g, 'attack');
    atMain(g);
    expect(g.cards[g.villain]!.dmg).toBe(5);
    expect(g.cards[g.villain]!.stun).toBe(true);
    expect(g.players[0]!.discard).toContain(ss);
  });

  it('Superhuman Strength is discarded even when the attack defeated the minion (reading: the forced cost is paid with nothing to stun)', () => {
    const g = jen(53, 'hero');
    const m = addMinion(g, 0, '01110');
    const ss = toHand(g, 0, '01028');
    toHand(g, 0, '01088');
    act(g, () => {});
    pickT(g, 'play', ss);
    atMain(g);
    pickT(g, 'attack');
    pickT(g, 'enemy', m);
    atMain(g);
    expect(g.cards[m]!.zone).toBe('ediscard');
    expect(g.players[0]!.discard).toContain(ss);
    expect(g.cards[g.villain]!.stun).toBe(false);
  });
});
