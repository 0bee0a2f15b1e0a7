// Captain Marvel's kit: each card's effect, through the rules' own routes.
import { describe, expect, it } from 'vitest';
import { lasting } from '../cards/kit.js';
import { decision } from '../index.js';
import { enemyAttack } from '../round.js';
import { hasTrait, stat } from '../rules.js';
import {
  act, addSide, emptyHand, has, newCard, pick, pickT, setForm, setupGame, toHand, toPlay, until,
} from './helpers.js';
import type { Game } from './helpers.js';

const CAROL = { heroes: [{ identity: 'captain_marvel', aspect: 'leadership' }] };
const atMain = (g: Game): void => until(g, (_r, k) => k === 'main');
const me = (g: Game): number => g.players[0]!.identity;

/** A Captain Marvel game in the given form with an empty hand, at the main decision. */
function carol(seed: number, form: 'hero' | 'alter', extra: object = {}): Game {
  const g = setupGame({ seed, ...CAROL, ...extra });
  setForm(g, 0, form);
  emptyHand(g, 0);
  act(g, () => {});
  return g;
}

/** Puts a new encounter card without boost icons on top of the encounter deck (a known boost of 0). */
function blankBoost(g: Game): void {
  const id = newCard(g, '01104', -1); // Hard to Keep Down: no boost icons
  g.cards[id]!.zone = 'edeck';
  g.edeck.push(id);
}

describe('Captain Marvel kit', () => {
  it('Rechannel: an energy resource and 1 healed damage draw a card, once a round; Commander keeps its own limit that round', () => {
    const g = carol(21, 'hero');
    const e = toHand(g, 0, '01088');
    act(g, () => {});
    expect(has(g, (o) => o.t === 'act' && o.c === me(g))).toBe(false); // no damage to heal
    g.cards[me(g)]!.dmg = 3;
    act(g, () => {});
    pickT(g, 'act', me(g)); // Energy is the only payment
    atMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(2);
    expect(g.players[0]!.discard).toContain(e);
    expect(g.players[0]!.hand.length).toBe(1);
    toHand(g, 0, '01088');
    act(g, () => {});
    expect(has(g, (o) => o.t === 'act' && o.c === me(g))).toBe(false); // once a round
    pickT(g, 'form');
    atMain(g);
    pickT(g, 'act', me(g)); // Commander: the only player draws
    atMain(g);
    expect(g.players[0]!.hand.length).toBe(3);
  });

  it('Commander: the chosen player draws a card, once a round, in alter-ego form', () => {
    const g = carol(22, 'alter', { heroes: [{ identity: 'captain_marvel', aspect: 'leadership' }, { identity: 'spider_man', aspect: 'justice' }] });
    const before = [g.players[0]!.hand.length, g.players[1]!.hand.length];
    pickT(g, 'act', me(g));
    expect(decision(g)?.reason).toBe('01010b-player');
    pickT(g, 'player', -1, 1);
    expect(g.players[0]!.hand.length).toBe(before[0]);
    expect(g.players[1]!.hand.length).toBe(before[1]! + 1);
    expect(has(g, (o) => o.t === 'act' && o.c === me(g))).toBe(false);
  });

  it('Spider-Woman: after she enters play, the villain may be confused', () => {
    const g = carol(23, 'alter');
    const sw = toHand(g, 0, '01011'); // cost 3
    const e = toHand(g, 0, '01088');
    toHand(g, 0, '01089');
    act(g, () => {});
    pickT(g, 'play', sw);
    pick(g, (o) => o.c === e);
    until(g, (r, k) => r === 'win-r-ans' || k === 'main');
    expect(decision(g)?.reason).toBe('win-r-ans');
    expect(g.cards[g.villain]!.conf).toBe(false);
    pickT(g, 'use', sw);
    atMain(g);
    expect(g.cards[g.villain]!.conf).toBe(true);
    expect(g.players[0]!.play).toContain(sw);
  });

  it('Crisis Interdiction removes 2 threat from one scheme; with the Aerial trait 2 more from a different scheme', () => {
    const g = carol(24, 'hero');
    g.cards[g.main]!.threat = 6;
    const side = addSide(g, '01107', 5);
    const ci = toHand(g, 0, '01012'); // cost 2
    toHand(g, 0, '01088');
    act(g, () => {});
    pickT(g, 'play', ci);
    pickT(g, 'scheme', g.main);
    atMain(g);
    expect(g.cards[g.main]!.threat).toBe(4);
    expect(g.cards[side]!.threat).toBe(5);
    // Aerial (Cosmic Flight): the second scheme, the only other one, is taken without asking
    toPlay(g, 0, '01017');
    expect(hasTrait(g, me(g), 'Aerial')).toBe(true);
    const ci2 = toHand(g, 0, '01012');
    toHand(g, 0, '01088');
    act(g, () => {});
    pickT(g, 'play', ci2);
    pickT(g, 'scheme', g.main);
    atMain(g);
    expect(g.cards[g.main]!.threat).toBe(2);
    expect(g.cards[side]!.threat).toBe(3);
  });

  it('Crisis Interdiction by a confused hero: the whole thwart is replaced (reading: no second scheme either), the confusion goes', () => {
    const g = carol(25, 'hero');
    toPlay(g, 0, '01017');
    g.cards[g.main]!.threat = 6;
    const side = addSide(g, '01107', 5);
    g.cards[me(g)]!.conf = true;
    const ci = toHand(g, 0, '01012');
    toHand(g, 0, '01088');
    act(g, () => {});
    pickT(g, 'play', ci);
    pickT(g, 'scheme', side);
    atMain(g);
    expect(g.cards[g.main]!.threat).toBe(6);
    expect(g.cards[side]!.threat).toBe(5);
    expect(g.cards[me(g)]!.conf).toBe(false);
  });

  it('Photonic Blast deals 5 damage; it draws a card only when an energy resource paid for it', () => {
    const g = carol(26, 'hero');
    const pb = toHand(g, 0, '01013'); // cost 3
    const e = toHand(g, 0, '01088');
    toHand(g, 0, '01090');
    act(g, () => {});
    pickT(g, 'play', pb);
    pick(g, (o) => o.c === e);
    atMain(g);
    expect(g.cards[g.villain]!.dmg).toBe(5);
    expect(g.players[0]!.hand.length).toBe(1);
    emptyHand(g, 0);
    const pb2 = toHand(g, 0, '01013');
    const m = toHand(g, 0, '01089');
    toHand(g, 0, '01090');
    act(g, () => {});
    pickT(g, 'play', pb2);
    pick(g, (o) => o.c === m);
    atMain(g);
    expect(g.cards[g.villain]!.dmg).toBe(10);
    expect(g.players[0]!.hand.length).toBe(0);
  });

  it('Photonic Blast by a stunned hero: the attack ability is replaced as a whole (reading: no draw although energy paid)', () => {
    const g = carol(27, 'hero');
    g.cards[me(g)]!.stun = true;
    const pb = toHand(g, 0, '01013');
    const e = toHand(g, 0, '01088');
    toHand(g, 0, '01090');
    act(g, () => {});
    pickT(g, 'play', pb);
    pick(g, (o) => o.c === e);
    atMain(g);
    expect(g.cards[g.villain]!.dmg).toBe(0);
    expect(g.cards[me(g)]!.stun).toBe(false);
    expect(g.players[0]!.hand.length).toBe(0);
  });

  it('Alpha Flight Station: exhaust and discard a card to draw one, two as Carol Danvers', () => {
    const g = carol(28, 'alter');
    const afs = toHand(g, 0, '01015'); // cost 1
    toHand(g, 0, '01088');
    act(g, () => {});
    pickT(g, 'play', afs);
    atMain(g);
    const keep = toHand(g, 0, '01089');
    const drop = toHand(g, 0, '01090');
    act(g, () => {});
    pickT(g, 'act', afs);
    expect(decision(g)?.reason).toBe('01015-discard');
    pickT(g, 'card', drop);
    atMain(g);
    expect(g.players[0]!.discard).toContain(drop);
    expect(g.players[0]!.hand).toContain(keep);
    expect(g.players[0]!.hand.length).toBe(3);
    expect(g.cards[afs]!.exh).toBe(true);
    expect(has(g, (o) => o.t === 'act' && o.c === afs)).toBe(false);
    // as Captain Marvel: one card
    g.cards[afs]!.exh = false;
    setForm(g, 0, 'hero');
    act(g, () => {});
    pickT(g, 'act', afs);
    pickT(g, 'card', keep);
    atMain(g);
    expect(g.players[0]!.hand.length).toBe(3);
  });

  it('Captain Marvel\'s Helmet: +1 DEF, +2 while she is Aerial; nothing for Carol Danvers', () => {
    const g = carol(29, 'hero');
    expect(stat(g, me(g), 'def')).toBe(1);
    const helm = toHand(g, 0, '01016'); // cost 2
    toHand(g, 0, '01088');
    act(g, () => {});
    pickT(g, 'play', helm);
    atMain(g);
    expect(g.players[0]!.play).toContain(helm);
    expect(stat(g, me(g), 'def')).toBe(2);
    toPlay(g, 0, '01017');
    expect(stat(g, me(g), 'def')).toBe(3);
    setForm(g, 0, 'alter');
    expect(stat(g, me(g), 'def')).toBe(-1);
  });

  it('Cosmic Flight: Captain Marvel is Aerial; discarding it prevents 3 of the damage she would take', () => {
    const g = carol(30, 'hero');
    const cf = toHand(g, 0, '01017'); // cost 2
    toHand(g, 0, '01088');
    act(g, () => {});
    expect(hasTrait(g, me(g), 'Aerial')).toBe(false);
    pickT(g, 'play', cf);
    atMain(g);
    expect(hasTrait(g, me(g), 'Aerial')).toBe(true);
    lasting(g, 'atk', g.villain, 3, 'round'); // Rhino attacks for 5
    blankBoost(g);
    act(g, () => { enemyAttack(g, g.villain, 0); });
    until(g, (r) => r === 'eatk-defend');
    pickT(g, 'none');
    until(g, (r, k) => r === 'win-i-ans' || k === 'main');
    expect(decision(g)?.reason).toBe('win-i-ans');
    pickT(g, 'use', cf);
    atMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(2);
    expect(g.players[0]!.discard).toContain(cf);
    expect(hasTrait(g, me(g), 'Aerial')).toBe(false);
  });

  it('Energy Channel (one per player) stores X paid energy as counters, then is discarded to deal 2 damage a counter (10 at most)', () => {
    const g = carol(31, 'hero');
    const ec = toHand(g, 0, '01018'); // cost 0
    const ec2 = toHand(g, 0, '01018');
    act(g, () => {});
    pickT(g, 'play', ec);
    atMain(g);
    expect(has(g, (o) => o.t === 'play' && o.c === ec2)).toBe(false);
    expect(has(g, (o) => o.t === 'act' && o.c === ec)).toBe(false); // nothing to spend, no counters
    const two = toHand(g, 0, '01088'); // 2 energy
    const three = toHand(g, 0, '01014'); // Energy Absorption: 3 energy
    toHand(g, 0, '01089'); // mental: no use here
    act(g, () => {});
    pickT(g, 'act', ec, 0);
    expect(decision(g)?.options.map((o) => o.x)).toEqual([1, 2, 3, 4, 5]);
    pickT(g, 'amount', -1, 3);
    expect(decision(g)?.options.map((o) => o.c).sort()).toEqual([two, three].sort());
    pickT(g, 'card', three);
    atMain(g);
    expect(g.cards[ec]!.ctr).toBe(3);
    expect(g.players[0]!.hand).toContain(two);
    pickT(g, 'act', ec, 1);
    atMain(g);
    expect(g.cards[g.villain]!.dmg).toBe(6);
    expect(g.players[0]!.discard).toContain(ec);
    // the cap
    const ec3 = toHand(g, 0, '01018');
    act(g, () => {});
    pickT(g, 'play', ec3);
    atMain(g);
    g.cards[ec3]!.ctr = 7;
    g.cards[g.villain]!.dmg = 0;
    act(g, () => {});
    pickT(g, 'act', ec3, 1);
    atMain(g);
    expect(g.cards[g.villain]!.dmg).toBe(10);
  });
});
