// Apocalypse (Dark City): his hold on the Four Horsemen, Apocalypse Wins, his Master Strike and every tactic.
import { describe, expect, it } from 'vitest';
import { checkEvil, villainAttack } from '../../rules.js';
import { names, pick, put, putVillain, reason } from '../helpers.js';
import {
  AGENT, SOLO, TROOPER, fightTactic, makeDef, mmBoard, strike, villainGroupCards, itLeads,
} from './mastermind-fixtures.js';

const APOCALYPSE = 'Apocalypse';
const ADV_SOLO = { ...SOLO, solo: 'advanced' as const, villains: ['Brotherhood'] };
const BROTHERHOOD = ['Blob', 'Juggernaut', 'Mystique', 'Sabretooth'];

describe('Apocalypse', () => {
  itLeads(APOCALYPSE, 'Four Horsemen');

  it('Four Horsemen villains get +2 Attack; other villains do not', () => {
    const g = mmBoard(APOCALYPSE);
    const [death] = villainGroupCards('Four Horsemen');
    g.city[1] = makeDef(g, death!);
    putVillain(g, 0, 'Sabretooth');
    expect(villainAttack(g, 1)).toBe(death!.attack + 2);
    expect(villainAttack(g, 0)).toBe(5);
  });

  it('advanced solo without the Horsemen: the villain group in use gets the +2 (not in basic solo)', () => {
    const adv = mmBoard(APOCALYPSE, ADV_SOLO);
    putVillain(adv, 0, 'Sabretooth');
    expect(villainAttack(adv, 0)).toBe(7);
    const basic = mmBoard(APOCALYPSE, { ...SOLO, villains: ['Brotherhood'] });
    putVillain(basic, 0, 'Sabretooth');
    expect(villainAttack(basic, 0)).toBe(5);
  });

  it('Apocalypse Wins once each of the four different Horsemen has escaped', () => {
    const g = mmBoard(APOCALYPSE);
    const horsemen = villainGroupCards('Four Horsemen');
    g.escaped = horsemen.slice(0, -1).map((d) => makeDef(g, d));
    checkEvil(g);
    expect(g.result).toBe(null);
    g.escaped.push(makeDef(g, horsemen[horsemen.length - 1]!));
    checkEvil(g);
    expect(g.result).toBe('loss');
  });

  it('advanced solo: Apocalypse Wins when one of each different card of the group in use has escaped', () => {
    const g = mmBoard(APOCALYPSE, ADV_SOLO);
    for (const n of BROTHERHOOD.slice(0, 3)) g.escaped.push(putVillain(g, 0, n));
    g.city[0] = -1;
    g.escaped.push(g.escaped[0]!); // a second Blob is not a fourth different card
    checkEvil(g);
    expect(g.result).toBe(null);
    g.escaped.push(putVillain(g, 0, 'Sabretooth'));
    g.city[0] = -1;
    checkEvil(g);
    expect(g.result).toBe('loss');
    expect(g.cause).toMatch(/Apocalypse Wins/);
  });

  it('Master Strike: each player puts every hero of cost 1 or more from hand on top of their deck, in the order they choose', () => {
    const g = mmBoard(APOCALYPSE);
    const [det, optic, agent, wound] = put(g, 0, 'hand', 'Determination', 'Optic Blast', AGENT, 'Wound');
    const [d1, d2, trooper] = put(g, 1, 'hand', 'Determination', 'Determination', TROOPER);
    strike(g);
    expect(reason(g)).toBe('dark-city:stack-on-deck:chosen');
    pick(g, det!); // the first chosen goes deepest
    expect(g.players[0]!.deck).toEqual([det, optic]);
    expect(g.players[0]!.hand).toEqual([agent, wound]);
    expect([...g.players[1]!.deck].sort()).toEqual([d1, d2].sort());
    expect(g.players[1]!.hand).toEqual([trooper]);
  });

  it('Apocalyptic Destruction: each other player KOs two heroes of cost 1 or more from their discard pile', () => {
    const g = mmBoard(APOCALYPSE);
    const [mine] = put(g, 0, 'discard', 'Determination');
    const [det, optic, agent, wound] = put(g, 1, 'discard', 'Determination', 'Optic Blast', AGENT, 'Wound');
    fightTactic(g, 'Apocalyptic Destruction');
    expect(reason(g)).toBe('apocalypse:apocalyptic-destruction:ko');
    expect(g.pending!.options.sort()).toEqual([det, optic].sort());
    pick(g, optic!);
    expect(g.ko).toEqual([optic, det]);
    expect(g.players[1]!.discard).toEqual([agent, wound]);
    expect(g.players[0]!.discard).toEqual([mine]);
  });

  it('The End of All Things: each other player KOs the top-three cards of cost 1 or more and puts the others back in any order', () => {
    const g = mmBoard(APOCALYPSE);
    const [under, agent, optic, wound] = put(g, 1, 'deck', 'Determination', AGENT, 'Optic Blast', 'Wound');
    fightTactic(g, 'The End of All Things');
    expect(g.ko).toEqual([optic]);
    expect(reason(g)).toBe('dark-city:stack-on-deck:chosen');
    pick(g, wound!); // under the Agent
    expect(g.players[1]!.deck).toEqual([under, wound, agent]);
    expect(g.players[0]!.deck).toEqual([]);
  });

  it('Horsemen Are Drawing Nearer (advanced solo: you, with the group in use): a villain of your choice from your victory pile enters the city', () => {
    const g = mmBoard(APOCALYPSE, ADV_SOLO);
    const [sabre, blob] = put(g, 0, 'victory', 'Sabretooth', 'Blob', 'Bystander');
    fightTactic(g, 'Horsemen Are Drawing Nearer');
    expect(reason(g)).toBe('dark-city:play-from-victory-pile:chosen');
    expect(g.pending!.options.sort()).toEqual([sabre, blob].sort());
    pick(g, sabre!);
    expect(g.city[0]).toBe(sabre);
    expect(names(g, g.players[0]!.victory)).toEqual(['Blob', 'Bystander', 'Horsemen Are Drawing Nearer']);
  });

  it('Horsemen Are Drawing Nearer: only Four Horsemen villains come back, and only from the other players', () => {
    const g = mmBoard(APOCALYPSE);
    const [war] = villainGroupCards('Four Horsemen').slice(-1);
    const mine = makeDef(g, war!);
    g.players[0]!.victory.push(mine);
    const theirs = makeDef(g, war!);
    g.players[1]!.victory.push(theirs);
    put(g, 1, 'victory', 'Sabretooth');
    fightTactic(g, 'Horsemen Are Drawing Nearer');
    expect(g.city[0]).toBe(theirs);
    expect(g.players[0]!.victory).toContain(mine);
    expect(names(g, g.players[1]!.victory)).toEqual(['Sabretooth']);
  });

  it('Immortal and Undefeated: unless it is the final tactic, rescue six Bystanders and it goes back into the tactics', () => {
    const g = mmBoard(APOCALYPSE);
    fightTactic(g, 'Immortal and Undefeated');
    expect(g.tactics.length).toBe(2);
    expect(names(g, g.players[0]!.victory)).toEqual(Array(6).fill('Bystander'));
    expect(g.result).toBe(null);
  });

  it('Immortal and Undefeated as the final tactic does nothing: the Mastermind is beaten (with Final Blow, its card is still owed)', () => {
    const g = mmBoard(APOCALYPSE);
    fightTactic(g, 'Immortal and Undefeated', 1);
    expect(g.result).toBe('win');
    const fb = mmBoard(APOCALYPSE, { challenges: ['final-blow'] });
    fightTactic(fb, 'Immortal and Undefeated', 1);
    expect(fb.result).toBe(null);
    expect(fb.tactics).toEqual([]);
    expect(fb.finalBlow).toBe(1);
    expect(names(fb, fb.players[0]!.victory)).toEqual(['Immortal and Undefeated']);
  });
});
