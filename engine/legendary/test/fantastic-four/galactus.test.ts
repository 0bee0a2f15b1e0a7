import { describe, expect, it } from 'vitest';
import { ACT_COSMIC_THREAT } from '../../keywords/cosmic-threat.js';
import { BRIDGE, STREETS, cityEnd, mastermindAttack, strikeEffect } from '../../rules.js';
import { checkEvil } from '../../rules.js';
import { CLASS_BITS, RANGED, STRENGTH } from '../../types.js';
import { act, endTurn, fightMastermind, mainActions, make, names, pick, put, putVillain, reason, refresh } from '../helpers.js';
import { ffGame } from './game.js';
import { fightTactic } from '../dark-city/mastermind-fixtures.js';

const galactus = () => ffGame({ mastermind: 'Galactus' });
describe('Galactus', () => {
  it('Master Strike: the city space closest to him is destroyed, its villain escapes, the Strike stays there', () => {
    const g = galactus();
    const v = putVillain(g, BRIDGE, 'Firelord');
    const s = make(g, 'Master Strike');
    g.ko.push(s);
    strikeEffect(g, s);
    expect(g.escaped).toContain(v);
    expect(g.att[BRIDGE]).toEqual([s]);
    expect(g.ko).not.toContain(s);
    expect(cityEnd(g)).toBe(STREETS);
  });

  it('wins when the whole city is destroyed, not before', () => {
    const g = galactus();
    for (let i = 0; i < 4; i++) { const s = make(g, 'Master Strike'); g.ko.push(s); strikeEffect(g, s); }
    checkEvil(g);
    expect(g.result).toBeNull();
    const s = make(g, 'Master Strike'); g.ko.push(s); strikeEffect(g, s);
    expect(g.result).toBe('loss');
  });

  it('Cosmic Threat: a chosen class, -3 per card, for one fight only and once a turn', () => {
    const g = galactus();
    g.tactics = g.tactics.slice(0, 2);
    put(g, 0, 'hand', 'Optic Blast', 'Optic Blast', 'Growing Anger');
    refresh(g);
    const opts = mainActions(g).filter((v) => Math.floor(v / 65536) === ACT_COSMIC_THREAT);
    const mm = g.city.length * 8;
    expect(opts.sort()).toEqual([act(ACT_COSMIC_THREAT, mm + CLASS_BITS.indexOf(STRENGTH)), act(ACT_COSMIC_THREAT, mm + CLASS_BITS.indexOf(RANGED))].sort());
    pick(g, act(ACT_COSMIC_THREAT, mm + CLASS_BITS.indexOf(RANGED)));
    expect(mastermindAttack(g)).toBe(14);
    g.t.attack = 14;
    refresh(g);
    fightMastermind(g);
    while (g.pending && g.pending.reason !== 'main') pick(g, g.pending.options[0]!);
    expect(mastermindAttack(g)).toBe(20);
    expect(mainActions(g).some((v) => Math.floor(v / 65536) === ACT_COSMIC_THREAT)).toBe(false);
  });

  it('Cosmic Entity: the chosen class; every player draws a card per card of it they reveal', () => {
    const g = galactus();
    put(g, 0, 'hand', 'Optic Blast');
    put(g, 1, 'hand', 'Optic Blast', 'Unending Energy');
    for (const p of [0, 1, 2]) put(g, p, 'deck', 'Wound', 'Wound', 'Wound');
    fightTactic(g, 'Cosmic Entity');
    expect(reason(g)).toBe('galactus:cosmic-entity');
    pick(g, CLASS_BITS.indexOf(RANGED));
    expect(g.players[0]!.hand.length).toBe(2);
    expect(g.players[1]!.hand.length).toBe(4);
    expect(g.players[2]!.hand.length).toBe(0);
  });

  it('Panicked Mobs: every player rescues a Bystander per card of the chosen class', () => {
    const g = galactus();
    put(g, 1, 'hand', 'Growing Anger', 'Growing Anger');
    fightTactic(g, 'Panicked Mobs');
    pick(g, CLASS_BITS.indexOf(STRENGTH));
    expect(names(g, g.players[1]!.victory)).toEqual(['Bystander', 'Bystander']);
    expect(g.players[0]!.victory.length).toBe(1); // the tactic
  });

  it('Force of Eternity: the next hand has six extra cards, then six are discarded', () => {
    const g = galactus();
    put(g, 0, 'deck', ...Array(14).fill('Wound'));
    fightTactic(g, 'Force of Eternity');
    endTurn(g);
    let asked = 0;
    while (reason(g) === 'discard-a-card' || (g.pending && g.pending.reason !== 'main' && g.pending.player === 0)) { pick(g, g.pending!.options[0]!); asked++; }
    expect(g.players[0]!.hand.length).toBe(6);
    expect(g.players[0]!.discard.length).toBeGreaterThanOrEqual(6);
  });

  it('Sunder the Earth: each other player KOs the heroes of their discard pile named like an HQ hero', () => {
    const g = galactus();
    const hqName = g.cards[g.defOf[g.hq[0]!]!]!.name;
    const [same] = put(g, 1, 'discard', hqName, 'S.H.I.E.L.D. Agent');
    const [mine] = put(g, 0, 'discard', hqName);
    fightTactic(g, 'Sunder the Earth');
    expect(g.ko).toContain(same);
    expect(g.ko).not.toContain(mine);
    expect(g.players[1]!.discard.length).toBe(1);
  });
});
