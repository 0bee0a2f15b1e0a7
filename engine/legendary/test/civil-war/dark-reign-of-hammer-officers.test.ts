// Dark Reign of H.A.M.M.E.R. Officers (Civil War): Officers beside the Mastermind as 3-Attack villains with
// S.H.I.E.L.D. Clearance, fought (points, then the discard) to be gained as heroes; Evil Wins at 7.
import { describe, expect, it } from 'vitest';
import { act, mainActions } from '../../actions.js';
import { PlayerView } from '../../observe.js';
import { SCHEMES } from '../../registry.js';
import { isVillain } from '../../rules.js';
import { resolvePlan } from '../../setup.js';
import type { Game } from '../../types.js';
import { cleanBoard, names, onVillainDeck, pick, put, reason, refresh, revealVillainCard, setupGame } from '../helpers.js';
import '../../cards/civil-war/index.js';
import {
  ACT_FIGHT_HAMMER, HAMMER_LIMIT, hammerAttack, hammerOfficers,
} from '../../cards/civil-war/schemes/dark-reign-of-hammer-officers.js';
import { FORT_OFFICERS, fortifier } from '../../keywords/fortify.js';
import { isOfficerVillain, officerVillainsInCity } from '../../keywords/officer-villains.js';
import { escapes } from './villain-setup-a.js';

const CW = ['core', 'civil-war'];
const HAMMER = 'Dark Reign of H.A.M.M.E.R. Officers';
const OFFICER = 'S.H.I.E.L.D. Officer', AGENT = 'S.H.I.E.L.D. Agent', ELITE = 'S.H.I.E.L.D. Elite';

function board(): Game {
  const g = cleanBoard(setupGame({ sets: CW, scheme: HAMMER }));
  g.escaped = []; g.ko = []; g.vars = {}; g.schemeZone = [];
  return g;
}
function twist(g: Game): void { onVillainDeck(g, 'Scheme Twist'); revealVillainCard(g); }
const progress = (g: Game) => SCHEMES.get(g.setup.scheme)!.hint.progress(new PlayerView(g, 0));
const fightOption = (g: Game) => mainActions(g).find((v) => Math.floor(v / 65536) === ACT_FIGHT_HAMMER);

describe('Dark Reign of H.A.M.M.E.R. Officers', () => {
  it('setup: 7 twists, for any player count (basic solo allows it)', () => {
    for (const players of [1, 2, 5]) expect(resolvePlan({ players, seed: 1, sets: CW, scheme: HAMMER }).twists).toBe(7);
  });

  it('twist: it stays beside the scheme; then one Officer per twist there joins the Mastermind as a 3-Attack villain', () => {
    const g = board();
    const stack = g.officers.length;
    twist(g);
    expect(hammerOfficers(g).length).toBe(1);
    twist(g);
    expect(hammerOfficers(g).length).toBe(3);
    expect(names(g, g.schemeZone).filter((n) => n === 'Scheme Twist').length).toBe(2);
    expect(g.officers.length).toBe(stack - 3);
    const o = hammerOfficers(g)[0]!;
    expect(isVillain(g, o)).toBe(true);
    expect(hammerAttack(g, o)).toBe(3);
    expect(progress(g)).toBeCloseTo(3 / HAMMER_LIMIT);
    expect(g.result).toBe(null);
  });

  it('twist: with the Officer stack short, only the Officers left join', () => {
    const g = board();
    g.officers.length = 1;
    twist(g); twist(g);
    expect(hammerOfficers(g).length).toBe(1);
  });

  it('fight: 3 Attack and a S.H.I.E.L.D. hero to discard (the Clearance); the Officer is gained as a hero', () => {
    const g = board();
    twist(g);
    const o = hammerOfficers(g)[0]!;
    g.t.attack = 3;
    refresh(g);
    expect(fightOption(g)).toBeUndefined(); // no S.H.I.E.L.D. hero in hand
    const [agent] = put(g, 0, 'hand', AGENT, 'Optic Blast');
    g.t.attack = 2;
    refresh(g);
    expect(fightOption(g)).toBeUndefined(); // not enough Attack
    g.t.attack = 3;
    refresh(g);
    expect(fightOption(g)).toBe(act(ACT_FIGHT_HAMMER, o));
    pick(g, act(ACT_FIGHT_HAMMER, o));
    expect(reason(g)).toBe('main');
    expect(g.t.attack).toBe(0);
    expect(g.players[0]!.discard).toContain(agent);
    expect(g.players[0]!.discard).toContain(o);
    expect(names(g, g.players[0]!.discard).sort()).toEqual([AGENT, OFFICER]);
    expect(g.players[0]!.victory).toEqual([]);
    expect(hammerOfficers(g)).toEqual([]);
    expect(isVillain(g, o)).toBe(false);
    expect(g.t.recruitedOrDefeated).toBe(true);
  });

  it('fight: with several S.H.I.E.L.D. heroes in hand the fighter chooses which to discard', () => {
    const g = board();
    twist(g);
    const [agent, trooper] = put(g, 0, 'hand', AGENT, 'S.H.I.E.L.D. Trooper');
    g.t.attack = 3;
    refresh(g);
    pick(g, fightOption(g)!);
    expect(reason(g)).toBe('shield-clearance:discard');
    pick(g, trooper!);
    expect(g.players[0]!.hand).toEqual([agent]);
  });

  it('twist with Sharon Carter fortifying the Officer stack: one extra Officer joins the Mastermind, under the scheme\'s rules', () => {
    const g = cleanBoard(setupGame({ sets: CW, scheme: HAMMER, villains: [ELITE], henchmen: ['Hand Ninjas'] }));
    g.schemeZone = [];
    const sharon = escapes(g, 'Sharon Carter, Agent 13', ELITE);
    expect(fortifier(g, FORT_OFFICERS)).toBe(sharon);
    g.pending = null; g.stack = [];
    const stack = g.officers.length;
    twist(g);
    expect(hammerOfficers(g).length).toBe(2);
    expect(g.officers.length).toBe(stack - 2);
    expect(officerVillainsInCity(g)).toEqual([]);
    // each a 3-Attack villain of the scheme's, not of the rules for Officers in the city too
    for (const o of hammerOfficers(g)) {
      expect(isVillain(g, o)).toBe(true);
      expect(isOfficerVillain(g, o)).toBe(false);
      expect(hammerAttack(g, o)).toBe(3);
    }
    // fought: gained as a hero, once
    const o = hammerOfficers(g)[0]!;
    put(g, 0, 'hand', AGENT);
    g.t.attack = 3;
    refresh(g);
    pick(g, fightOption(g)!);
    expect(g.players[0]!.discard).toContain(o);
    expect(g.players[0]!.victory).not.toContain(o);
    expect(hammerOfficers(g).length).toBe(1);
    expect(isVillain(g, o)).toBe(false);
  });

  it('evil wins with 7 Officers beside the Mastermind', () => {
    const g = board();
    twist(g); twist(g); twist(g);
    expect(hammerOfficers(g).length).toBe(6);
    expect(g.result).toBe(null);
    twist(g);
    expect(g.result).toBe('loss');
    expect(g.cause).toMatch(/H\.A\.M\.M\.E\.R\./);
  });
});
