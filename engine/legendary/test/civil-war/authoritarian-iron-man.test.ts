// Authoritarian Iron Man (Civil War): his Master Strike fortifies one city space at a time, his always-on abilities
// while he does, and every tactic.
import { describe, expect, it } from 'vitest';
import { ironManFortifies } from '../../cards/civil-war/masterminds/authoritarian-iron-man.js';
import '../../cards/civil-war/masterminds/authoritarian-iron-man.js';
import { MASTERMINDS } from '../../registry.js';
import { run } from '../../flow.js';
import { defeatMastermindTactic, villainAttack } from '../../rules.js';
import {
  ACT_MASTERMIND, ACT_RECRUIT, act, mainActions, make, names, onVillainDeck, pick, put, putVillain, reason, refresh,
} from '../helpers.js';
import { AGENT, TROOPER, fightTactic, mmBoard, settle, strike } from './mastermind-helpers.js';

const AIM = 'Authoritarian Iron Man';
const SEWERS = 0, ROOFTOPS = 2, STREETS = 3, BRIDGE = 4;

describe('Authoritarian Iron Man', () => {
  it('leads the Superhuman Registration Act', () => {
    expect(MASTERMINDS.get(AIM)!.leads).toBe('Superhuman Registration Act');
  });

  it('Master Strike: he fortifies the Bridge first, then each time the next space to its right', () => {
    const g = mmBoard(AIM);
    expect(ironManFortifies(g)).toBe(-1);
    strike(g);
    expect(ironManFortifies(g)).toBe(BRIDGE);
    strike(g);
    expect(ironManFortifies(g)).toBe(STREETS);
    strike(g);
    expect(ironManFortifies(g)).toBe(ROOFTOPS);
  });

  it('Master Strike past the Sewers: he keeps fortifying the Sewers (rulebook silent: the reading worst for the players)', () => {
    const g = mmBoard(AIM);
    for (let i = 0; i < 5; i++) strike(g);
    expect(ironManFortifies(g)).toBe(SEWERS);
    strike(g);
    expect(ironManFortifies(g)).toBe(SEWERS);
  });

  it('Master Strike skips a destroyed space', () => {
    const g = mmBoard(AIM);
    g.cityDestroyed = 1 << BRIDGE;
    strike(g);
    expect(ironManFortifies(g)).toBe(STREETS);
  });

  it('a villain in the space he fortifies gets +3 Attack; one elsewhere does not', () => {
    const g = mmBoard(AIM);
    putVillain(g, BRIDGE, 'Viper');
    putVillain(g, STREETS, 'Blob');
    expect(villainAttack(g, BRIDGE)).toBe(5);
    strike(g);
    expect(villainAttack(g, BRIDGE)).toBe(8);
    expect(villainAttack(g, STREETS)).toBe(4);
  });

  it('he cannot be fought while a villain is in the space he fortifies, whatever the Attack', () => {
    const g = mmBoard(AIM);
    strike(g);
    g.t.attack = 30;
    putVillain(g, BRIDGE, 'Viper');
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_MASTERMIND));
    g.city[BRIDGE] = -1;
    putVillain(g, STREETS, 'Blob'); // a villain elsewhere does not stop the fight
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_MASTERMIND));
  });

  it('Armada of Armors: +6 Recruit that recruits a Ranged or Tech hero, not a hero of another class', () => {
    const g = mmBoard(AIM);
    fightTactic(g, 'Armada of Armors');
    settle(g);
    expect(g.t.recruit).toBe(0);
    g.hq[0] = make(g, 'Determination'); // Strength, cost 2
    g.hq[1] = make(g, 'Optic Blast'); // Ranged, cost 3
    g.hq[2] = make(g, 'Arc Reactor'); // Tech, cost 5
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_RECRUIT, 0));
    expect(mainActions(g)).toContain(act(ACT_RECRUIT, 1));
    expect(mainActions(g)).toContain(act(ACT_RECRUIT, 2));
    pick(g, act(ACT_RECRUIT, 1));
    // 3 of the 6 are left: enough for neither the Tech hero (5) nor the Strength hero
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_RECRUIT, 2));
    expect(mainActions(g)).not.toContain(act(ACT_RECRUIT, 0));
  });

  it('Freeze Domestic Assets: each other player discards every card with a Recruit icon from their hand', () => {
    const g = mmBoard(AIM);
    put(g, 0, 'hand', AGENT);
    put(g, 1, 'hand', AGENT, AGENT, TROOPER, 'Determination', 'Optic Blast', 'Wound');
    fightTactic(g, 'Freeze Domestic Assets');
    settle(g);
    expect(names(g, g.players[1]!.discard).sort()).toEqual([AGENT, AGENT, 'Determination'].sort());
    expect(names(g, g.players[1]!.hand).sort()).toEqual(['Optic Blast', TROOPER, 'Wound'].sort());
    expect(names(g, g.players[0]!.hand)).toEqual([AGENT]); // not the fighter
  });

  it('Freeze Domestic Assets: a Divided card in hand with a Recruit icon on either side is discarded', () => {
    const g = mmBoard(AIM);
    const icon = (id: number) => g.cards[id]!.recruit > 0 || g.cards[id]!.plus?.recruit === true;
    const d = g.cards.find((x) => x.copies > 0 && x.halves !== undefined && icon(x.halves[0]!) !== icon(x.halves[1]!))!;
    expect(d).toBeDefined();
    g.defOf.push(d.id);
    const c = g.defOf.length - 1;
    g.players[1]!.hand.push(c);
    fightTactic(g, 'Freeze Domestic Assets');
    settle(g);
    expect(g.players[1]!.discard).toEqual([c]);
  });

  it('Man the Fortifications: a villain on top of the Villain Deck enters the space he fortifies', () => {
    const g = mmBoard(AIM);
    strike(g);
    strike(g); // the Streets
    const v = onVillainDeck(g, 'Viper');
    fightTactic(g, 'Man the Fortifications');
    settle(g);
    expect(g.city[STREETS]).toBe(v);
    expect(g.city[SEWERS]).toBe(-1);
    expect(g.villainDeck).not.toContain(v);
  });

  it('Man the Fortifications, the Mastermind defeated by an effect: into an occupied space the villain there is pushed along, the last one escaping', () => {
    const g = mmBoard(AIM);
    strike(g);
    strike(g); // the Streets
    const blob = putVillain(g, STREETS, 'Blob');
    const jug = putVillain(g, BRIDGE, 'Juggernaut');
    const v = onVillainDeck(g, 'Viper');
    // he can't be fought now (the Streets are taken); an effect that defeats him ignores that (Universal Rulebook, "Defeat")
    g.tactics = [make(g, 'Man the Fortifications'), make(g, 'Man the Fortifications')];
    g.pending = null; g.stack = [];
    defeatMastermindTactic(g, 0);
    run(g);
    settle(g);
    expect(g.city[STREETS]).toBe(v);
    expect(g.city[BRIDGE]).toBe(blob);
    expect(g.escaped).toContain(jug);
  });

  it('Man the Fortifications: a card that is not a villain stays on top of the Villain Deck', () => {
    const g = mmBoard(AIM);
    strike(g);
    const b = onVillainDeck(g, 'Bystander');
    fightTactic(g, 'Man the Fortifications');
    settle(g);
    expect(g.villainDeck[g.villainDeck.length - 1]).toBe(b);
    expect(g.city.every((c) => c < 0)).toBe(true);
  });

  it('Man the Fortifications with no space fortified: the villain enters the city as usual (rulebook silent: the reading worst for the players)', () => {
    const g = mmBoard(AIM);
    const v = onVillainDeck(g, 'Viper');
    fightTactic(g, 'Man the Fortifications');
    settle(g);
    expect(g.city[SEWERS]).toBe(v);
  });

  it('Recall to Service: the escaped villain with the highest printed Attack enters the space he fortifies', () => {
    const g = mmBoard(AIM);
    strike(g); // the Bridge
    const blob = make(g, 'Blob'), jug = make(g, 'Juggernaut'), by = make(g, 'Bystander');
    g.escaped.push(jug, blob, by);
    fightTactic(g, 'Recall to Service');
    settle(g);
    expect(g.city[BRIDGE]).toBe(jug);
    expect(g.escaped).toEqual([blob, by]);
  });

  it('Recall to Service: among villains of equal printed Attack the fighter chooses', () => {
    const g = mmBoard(AIM);
    strike(g);
    const jug = make(g, 'Juggernaut'), sup = make(g, 'Supreme HYDRA');
    g.escaped.push(jug, sup);
    fightTactic(g, 'Recall to Service');
    expect(reason(g)).toBe('authoritarian-iron-man:recall-to-service');
    expect([...g.pending!.options].sort()).toEqual([jug, sup].sort());
    pick(g, sup);
    settle(g);
    expect(g.city[BRIDGE]).toBe(sup);
    expect(g.escaped).toEqual([jug]);
  });
});

