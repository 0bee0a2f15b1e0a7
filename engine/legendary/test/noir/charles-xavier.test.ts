import { describe, expect, it } from 'vitest';
import { ACT_RECRUIT, act, mainActions, names, pick, put, putVillain, reason, refresh } from '../helpers.js';
import { captureWitnesses } from '../../keywords/hidden-witness.js';
import { faceDownCount, mastermindAttack, strikeEffect } from '../../rules.js';
import { noirGame, tacticEffect } from './noir-game.js';

const XAVIER = { mastermind: 'Charles Xavier' };

describe('Charles Xavier, Professor of Crime', () => {
  it('+1 Attack per Bystander in the HQ and the city, Hidden Witnesses included (not those in victory piles)', () => {
    const g = noirGame(XAVIER);
    expect(mastermindAttack(g)).toBe(8);
    const v = putVillain(g, 0, 'Hand Ninjas');
    captureWitnesses(g, v, 2);
    g.att[0]!.push(g.bystanders.pop()!);
    captureWitnesses(g, g.hq[1]!, 1);
    put(g, 0, 'victory', 'Bystander');
    expect(mastermindAttack(g)).toBe(12);
  });

  it('Master Strike: the four most expensive HQ heroes capture a Hidden Witness each (the rulebook is silent on which four: the reading worst for the players)', () => {
    const g = noirGame(XAVIER);
    g.stack = []; g.pending = null;
    strikeEffect(g, -1);
    const held = g.hq.filter((h) => faceDownCount(g, h) === 1);
    expect(held).toHaveLength(4);
    const free = g.hq.find((h) => faceDownCount(g, h) === 0)!;
    const cost = (c: number) => g.cards[g.defOf[c]!]!.cost;
    for (const h of held) expect(cost(h)).toBeGreaterThanOrEqual(cost(free));
    g.t.recruit = 20;
    refresh(g);
    const recruitable = mainActions(g).filter((a) => Math.floor(a / 65536) === ACT_RECRUIT);
    expect(recruitable).toEqual([act(ACT_RECRUIT, g.hq.indexOf(free))]);
  });

  it('X-Con Men: each other player reveals an X-Men hero or gains a Wound', () => {
    const g = noirGame(XAVIER);
    tacticEffect(g, 'X-Con Men');
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    expect(g.players[0]!.discard).toHaveLength(0);
  });

  it('Commit to the Asylum: each other player investigates their deck for a card with an Attack icon and KOs it', () => {
    const g = noirGame(XAVIER);
    put(g, 1, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    tacticEffect(g, 'Commit to the Asylum');
    while (reason(g) !== 'main') pick(g, g.pending!.options[0]!);
    expect(names(g, g.ko)).toContain('S.H.I.E.L.D. Trooper');
    expect(names(g, g.players[1]!.deck)).toEqual(['S.H.I.E.L.D. Agent']);
  });

  it('Master Manipulator: investigate the Hero Deck for an X-Men card into your discard pile', () => {
    const g = noirGame(XAVIER);
    const xmen = g.heroDeck.findIndex((c) => g.cards[g.defOf[c]!]!.team === 'X-Men');
    const x = g.heroDeck.splice(xmen, 1)[0]!;
    g.heroDeck.push(x);
    tacticEffect(g, 'Master Manipulator');
    while (reason(g) !== 'main') pick(g, g.pending!.options[0]!);
    expect(g.players[0]!.discard).toContain(x);
  });

  it('Corrupt Weak Minds: each other player puts a random victory-pile Bystander on an HQ hero of their choice, face down', () => {
    const g = noirGame(XAVIER);
    put(g, 1, 'victory', 'Bystander');
    tacticEffect(g, 'Corrupt Weak Minds');
    expect(reason(g)).toBe('charles-xavier:corrupt-weak-minds:on');
    pick(g, 2);
    expect(faceDownCount(g, g.hq[2]!)).toBe(1);
    expect(g.players[1]!.victory).toHaveLength(0);
  });
});
