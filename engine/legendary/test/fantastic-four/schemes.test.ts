import { describe, expect, it } from 'vitest';
import { ACT_FIGHT, ACT_MASTERMIND, ACT_RECRUIT, act, mainActions, make, names, onVillainDeck, pick, put, putVillain, reason, refresh, revealVillainCard } from '../helpers.js';
import { heroCost, mastermindAttack, mastermindExtraCost } from '../../rules.js';
import type { Game } from '../../types.js';
import { ffGame } from './game.js';

function twist(g: Game): void { onVillainDeck(g, 'Scheme Twist'); revealVillainCard(g); }
const board = (scheme: string) => { const g = ffGame({ scheme }); g.ko = []; g.vars = {}; g.schemeZone = []; return g; };

describe('Bathe the Earth in Cosmic Rays', () => {
  it('Twist: each player KOs a non-grey hero from hand and takes an HQ hero of the same or lower cost into hand', () => {
    const g = board('Bathe the Earth in Cosmic Rays');
    const [agent, blast, optic] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'Unending Energy', 'Optic Blast'); // costs 0, 6, 3
    twist(g);
    expect(reason(g)).toBe('bathe-the-earth:ko');
    expect(g.pending!.options).toEqual([blast, optic]); // grey heroes are not offered
    pick(g, blast!);
    expect(g.ko).toContain(blast);
    expect(reason(g)).toBe('bathe-the-earth:gain');
    for (const s of g.pending!.options) expect(heroCost(g, g.hq[s]!)).toBeLessThanOrEqual(6);
    const slot = g.pending!.options[0]!, h = g.hq[slot]!;
    pick(g, slot);
    expect(g.players[0]!.hand).toEqual([agent, optic, h]);
  });

  it('Evil wins at six non-grey heroes KO\'d per player', () => {
    const g = board('Bathe the Earth in Cosmic Rays');
    put(g, 0, 'hand', 'Optic Blast');
    g.ko.push(...Array.from({ length: 16 }, () => make(g, 'Optic Blast')), make(g, 'S.H.I.E.L.D. Agent'));
    twist(g);
    while (g.pending && g.pending.reason !== 'main') pick(g, g.pending.options[0]!);
    expect(g.result).toBeNull(); // 17 non-grey heroes KO'd, 3 players
    put(g, 1, 'hand', 'Optic Blast');
    twist(g);
    expect(g.result).toBe('loss');
  });
});

describe('Flood the Planet with Melted Glaciers', () => {
  it('Twist: Rising Waters grow; each HQ hero costing no more than their number is KO\'d', () => {
    const g = board('Flood the Planet with Melted Glaciers');
    g.schemeZone.push(make(g, 'Scheme Twist'), make(g, 'Scheme Twist'));
    const cheap = g.hq.filter((c) => heroCost(g, c) <= 3), dear = g.hq.filter((c) => heroCost(g, c) > 3);
    twist(g);
    expect(g.schemeZone.length).toBe(3);
    for (const c of cheap) expect(g.ko).toContain(c);
    for (const c of dear) expect(g.hq).toContain(c);
  });

  it('Evil wins at 20 non-grey heroes KO\'d (grey ones do not count)', () => {
    const g = board('Flood the Planet with Melted Glaciers');
    g.ko.push(...Array.from({ length: 19 }, () => make(g, 'Optic Blast')), make(g, 'S.H.I.E.L.D. Agent'));
    twist(g);
    const before = g.ko.length;
    if (g.result === null) { g.ko.push(make(g, 'Optic Blast')); twist(g); }
    expect(before).toBeGreaterThanOrEqual(20);
    expect(g.result).toBe('loss');
  });
});

describe('Invincible Force Field', () => {
  it('Twists become Force Fields: fighting the Mastermind costs 1 Attack or Recruit more per Force Field', () => {
    const g = board('Invincible Force Field');
    twist(g); twist(g);
    expect(mastermindExtraCost(g)).toBe(2);
    g.t.attack = mastermindAttack(g); g.t.recruit = 1;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_MASTERMIND));
    g.t.recruit = 2;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_MASTERMIND));
  });

  it('Twist 7: Evil wins', () => {
    const g = board('Invincible Force Field');
    for (let i = 0; i < 6; i++) twist(g);
    expect(g.result).toBeNull();
    twist(g);
    expect(g.result).toBe('loss');
  });
});

describe('Pull Reality Into the Negative Zone', () => {
  it('after twists 2, 4 and 6 (until the next twist) villains are fought with Recruit and heroes recruited with Attack', () => {
    const g = board('Pull Reality Into the Negative Zone');
    putVillain(g, 0, 'Moloids');
    const fightOk = () => { refresh(g); return mainActions(g).includes(act(ACT_FIGHT, 0)); };
    g.t.attack = 3; g.t.recruit = 0;
    twist(g);
    expect(fightOk()).toBe(true);
    twist(g);
    expect(fightOk()).toBe(false);
    g.t.attack = 0; g.t.recruit = 3;
    expect(fightOk()).toBe(true);
    g.t.attack = 20; g.t.recruit = 0;
    refresh(g);
    expect(mainActions(g).some((v) => Math.floor(v / 65536) === ACT_RECRUIT)).toBe(true);
    twist(g);
    g.t.attack = 0; g.t.recruit = 3;
    expect(fightOk()).toBe(false);
  });

  it('Twist 7: Evil wins', () => {
    const g = board('Pull Reality Into the Negative Zone');
    for (let i = 0; i < 6; i++) twist(g);
    expect(g.result).toBeNull();
    twist(g);
    expect(g.result).toBe('loss');
    expect(names(g, [])).toEqual([]);
  });
});
