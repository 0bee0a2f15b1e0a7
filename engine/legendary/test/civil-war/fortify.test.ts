// Fortify (Civil War; Universal Rulebook, Fortify): a villain set beside a place has its effect while there; any
// player may fight it as normal to end the effect and put it in their victory pile; a place already fortified is
// not fortified again. Fixture villains of the set 'test', each fortifying one kind of place with a plain effect.
import { describe, expect, it } from 'vitest';
import { ACT_MASTERMIND, ACT_OFFICER, ACT_RECRUIT, act, mainActions } from '../../actions.js';
import { compiled } from '../../compile.js';
import { addEffect, effectKind } from '../../effects.js';
import { ask, cont } from '../../flow.js';
import { checkInvariants } from '../../invariants.js';
import {
  ACT_FIGHT_FORTIFIER, FORTIFY, FORTIFY_EVENT, FORT_MASTERMIND, FORT_OFFICERS, FORT_SIDEKICKS, fortDeck, fortHq, fortHqSpace,
  fortifiedBy, fortifier, fortifies, fortify, unfortify,
} from '../../keywords/fortify.js';
import { ACT_SIDEKICK, SIDEKICK, gainSidekick } from '../../keywords/sidekicks.js';
import { SETS, cardSet, sidekick, villainGroup } from '../../registry.js';
import { def, gainOfficer, mastermindAttack, recruitCost } from '../../rules.js';
import { type Game, RANGED, Z_HQ, Z_OFFICERS, Z_SIDEKICKS } from '../../types.js';
import { cleanBoard, defByName, make, pick, put, putVillain, reason, refresh, setupGame } from '../helpers.js';
import { fillCity, villainEnters } from '../villain-fixtures.js';

if (!SETS.has('test')) cardSet('test', 'Test fixtures');
const GROUP = 'Fortify Fixtures';
/** Whether `place` is fortified by a copy of the fixture named `name`. */
const by = (g: Game, place: number, name: string): boolean => fortifiedBy(g, place, defByName(name, GROUP).key);
const dropCard = cont('test:fortify:toll-discard', (g, f, v) => {
  const h = g.players[f.p]!.hand;
  if (v >= 0 && h.includes(v)) { h.splice(h.indexOf(v), 1); g.players[f.p]!.discard.push(v); }
}, { about: 'lose' });
const announced: number[] = [];
const WATCH = effectKind({ key: 'test:fortify:watch', after: { [FORTIFY_EVENT]: (_g, e) => { announced.push(e.c); } } });

villainGroup(GROUP, [
  {
    name: 'Fort Gatekeeper', copies: 2, attack: 4, vp: 3, keywords: [FORTIFY], text: 'Test: Escape: fortify the Mastermind; it cannot be fought meanwhile.',
    escape: (g, _p, c) => { fortify(g, c, FORT_MASTERMIND, g.escaped); },
    mods: { canFightMastermind: (g) => !by(g, FORT_MASTERMIND, 'Fort Gatekeeper') },
  },
  {
    name: 'Fort Toll Keeper', copies: 2, attack: 2, vp: 2, keywords: [FORTIFY], text: 'Test: to fight it, also discard a card.',
    canDefeat: (g, p) => g.players[p]!.hand.length > 0,
    fightCost: (g, p, c) => ask(g, p, 'card', dropCard, g.players[p]!.hand.slice(), { source: c }),
  },
  {
    name: 'Fort Quartermaster', copies: 1, attack: 3, vp: 2, keywords: [FORTIFY], text: 'Test: while it fortifies the Officer stack, Officers cannot be gained.',
    mods: { gainBlocked: (g, _p, from) => from === Z_OFFICERS && by(g, FORT_OFFICERS, 'Fort Quartermaster') },
  },
  {
    name: 'Fort Kennel Keeper', copies: 1, attack: 3, vp: 2, keywords: [FORTIFY], text: 'Test: while it fortifies the Sidekick stack, Sidekicks cannot be gained.',
    mods: { gainBlocked: (g, _p, from) => from === Z_SIDEKICKS && by(g, FORT_SIDEKICKS, 'Fort Kennel Keeper') },
  },
  {
    name: 'Fort Spy', copies: 1, attack: 2, vp: 1, keywords: [FORTIFY], text: 'Test: Ambush: fortify your deck; recruiting costs you 1 more meanwhile.',
    ambush: (g, p, c) => { fortify(g, c, fortDeck(p), g.city); },
    mods: { recruitCost: (g) => (by(g, fortDeck(g.current), 'Fort Spy') ? 1 : 0) },
  },
  {
    name: 'Fort Shopkeeper', copies: 1, attack: 3, vp: 2, keywords: [FORTIFY], text: 'Test: Escape: fortify HQ space 1; no hero can be gained from there.',
    escape: (g, _p, c) => { fortify(g, c, fortHq(0), g.escaped); },
    mods: {
      gainBlocked: (g, _p, from, c) => {
        if (from !== Z_HQ) return false;
        const s = g.hq.indexOf(c);
        return s >= 0 && by(g, fortHq(s), 'Fort Shopkeeper');
      },
    },
  },
], 'test');

let pets = false;
function game(): Game {
  // the Sidekick stack in a set of its own: other games that select the shared 'test' set must not get it
  if (!pets) { pets = true; cardSet('test-fortify-pets', 'Test fixtures: Fortify Sidekicks'); sidekick({ name: 'Fort Pet', copies: 2, cls: RANGED, cost: 2, recruit: 1, text: 'Test: +1 Recruit', keywords: [SIDEKICK] }, 'test-fortify-pets'); }
  return cleanBoard(setupGame({ sets: ['core', 'test', 'test-fortify-pets'], villains: [GROUP], henchmen: ['Hand Ninjas'] }));
}
/** Invariants of the state, less the cards a test made (they are in no zone until placed) and with the fortify lists in step. */
function problems(g: Game): string[] {
  const errs = checkInvariants(g).filter((e) => !e.includes('nowhere'));
  if (g.fortify.length !== g.fortifyAt.length) errs.push('fortify and fortifyAt out of step');
  return errs;
}
/** Pushes the villain on the Bridge out of the city: it escapes (the HQ hero KO'd for the escape is the first offered). */
function escapeFromBridge(g: Game, name: string): number {
  fillCity(g);
  const v = putVillain(g, 4, name, GROUP);
  villainEnters(g, 'Hand Ninjas');
  if (reason(g) === 'ko-hq-hero') pick(g, g.pending!.options[0]!);
  return v;
}

describe('Fortify', () => {
  it('an escaping villain fortifies the Mastermind: it cannot be fought, the villain is announced and leaves the escape pile', () => {
    announced.length = 0;
    const g = game();
    addEffect(g, WATCH);
    g.t.attack = 100;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_MASTERMIND));
    const v = escapeFromBridge(g, 'Fort Gatekeeper');
    expect(g.fortify).toEqual([v]);
    expect(fortifies(g, v)).toBe(FORT_MASTERMIND);
    expect(fortifier(g, FORT_MASTERMIND)).toBe(v);
    expect(g.escaped).not.toContain(v);
    expect(announced).toEqual([v]);
    expect(reason(g)).toBe('main');
    expect(mainActions(g)).not.toContain(act(ACT_MASTERMIND));
    expect(mainActions(g)).toContain(act(ACT_FIGHT_FORTIFIER, v));
    expect(problems(g)).toEqual([]);
  });

  it('fighting the fortifying villain is paid like a fight, ends the effect and puts it in the victory pile', () => {
    const g = game();
    const v = escapeFromBridge(g, 'Fort Gatekeeper');
    g.t.attack = 3;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT_FORTIFIER, v)); // 4 Attack
    g.t.attack = 4 + mastermindAttack(g);
    refresh(g);
    pick(g, act(ACT_FIGHT_FORTIFIER, v));
    expect(g.players[0]!.victory).toContain(v);
    expect(g.fortify).toEqual([]);
    expect(g.fortifyAt).toEqual([]);
    expect(g.t.attack).toBe(mastermindAttack(g));
    expect(mainActions(g)).toContain(act(ACT_MASTERMIND));
    expect(problems(g)).toEqual([]);
  });

  it('a second card fortifying a place already fortified does nothing: it stays where it was', () => {
    const g = game();
    const v = escapeFromBridge(g, 'Fort Gatekeeper');
    const w = escapeFromBridge(g, 'Fort Gatekeeper');
    expect(g.fortify).toEqual([v]);
    expect(g.fortifyAt).toEqual([FORT_MASTERMIND]);
    expect(g.escaped).toContain(w);
    expect(fortify(g, w, FORT_MASTERMIND, g.escaped)).toBe(false);
    expect(g.escaped).toContain(w);
    // another place is free
    expect(fortify(g, w, FORT_OFFICERS, g.escaped)).toBe(true);
    expect(g.fortifyAt).toEqual([FORT_MASTERMIND, FORT_OFFICERS]);
    expect(problems(g)).toEqual([]);
  });

  it('its fight conditions and costs apply: no fight without a card to discard, else the discard before the defeat', () => {
    const g = game();
    const v = make(g, 'Fort Toll Keeper', GROUP);
    g.escaped.push(v);
    fortify(g, v, FORT_OFFICERS, g.escaped);
    g.t.attack = 5;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT_FORTIFIER, v));
    const [h, keep] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    refresh(g);
    pick(g, act(ACT_FIGHT_FORTIFIER, v));
    expect(reason(g)).toBe('test:fortify:toll-discard');
    expect(g.fortify).toEqual([v]);
    pick(g, h!);
    expect(g.players[0]!.discard).toEqual([h]);
    expect(g.players[0]!.hand).toEqual([keep]);
    expect(g.players[0]!.victory).toEqual([v]);
    expect(g.fortify).toEqual([]);
    expect(g.t.attack).toBe(3);
    expect(problems(g)).toEqual([]);
  });

  it('a fortified stack can\'t be gained from: the Officer and Sidekick recruits are not offered, gains do nothing', () => {
    const g = game();
    for (let i = 0; i < 2; i++) g.sidekicks.push(make(g, 'Fort Pet'));
    const q = make(g, 'Fort Quartermaster', GROUP), k = make(g, 'Fort Kennel Keeper', GROUP);
    g.t.recruit = 10;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_OFFICER));
    expect(mainActions(g)).toContain(act(ACT_SIDEKICK));
    g.escaped.push(q, k);
    fortify(g, q, FORT_OFFICERS, g.escaped);
    fortify(g, k, FORT_SIDEKICKS, g.escaped);
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_OFFICER));
    expect(mainActions(g)).not.toContain(act(ACT_SIDEKICK));
    const officers = g.officers.length, kicks = g.sidekicks.length;
    gainOfficer(g, 0);
    expect(gainSidekick(g, 0)).toBe(-1);
    expect(g.officers.length).toBe(officers);
    expect(g.sidekicks.length).toBe(kicks);
    expect(g.players[0]!.discard).toEqual([]);
    // defeating the Quartermaster frees the Officer stack only
    g.t.attack = 3;
    refresh(g);
    pick(g, act(ACT_FIGHT_FORTIFIER, q));
    expect(mainActions(g)).toContain(act(ACT_OFFICER));
    expect(mainActions(g)).not.toContain(act(ACT_SIDEKICK));
    expect(g.fortifyAt).toEqual([FORT_SIDEKICKS]);
    expect(problems(g)).toEqual([]);
  });

  it('a villain fortifies the deck of the player whose turn it is from the city (its Ambush): an effect on that player only', () => {
    const g = game();
    const [hero] = g.hq;
    const cost = recruitCost(g, hero!);
    const v = villainEnters(g, 'Fort Spy', GROUP);
    expect(g.city.every((c) => c < 0)).toBe(true);
    expect(fortifies(g, v)).toBe(fortDeck(0));
    expect(recruitCost(g, hero!)).toBe(cost + 1);
    g.current = 1;
    expect(recruitCost(g, hero!)).toBe(cost);
    expect(problems(g)).toEqual([]);
  });

  it('a villain leaving the city to fortify takes what it held to the escape pile (silent rulebook: the reading worst for the players)', () => {
    const g = game();
    const v = putVillain(g, 2, 'Fort Spy', GROUP);
    const b = g.bystanders.pop()!;
    g.att[2]!.push(b);
    expect(fortify(g, v, fortDeck(1), g.city)).toBe(true);
    expect(g.city[2]).toBe(-1);
    expect(g.att[2]).toEqual([]);
    expect(g.escaped).toEqual([b]);
    expect(problems(g)).toEqual([]);
  });

  it('a fortified HQ space can\'t be recruited from; the other spaces can', () => {
    const g = game();
    g.t.recruit = 20;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_RECRUIT, 0));
    const v = escapeFromBridge(g, 'Fort Shopkeeper');
    expect(fortHqSpace(fortifies(g, v))).toBe(0);
    const opts = mainActions(g);
    expect(opts).not.toContain(act(ACT_RECRUIT, 0));
    // identical heroes are one option: some other space is offered
    expect(opts.some((o) => Math.floor(o / 65536) === ACT_RECRUIT)).toBe(true);
    expect(problems(g)).toEqual([]);
  });

  it('a fortifying card moves to another place or stops fortifying; only villains can be fought there', () => {
    const g = game();
    const v = make(g, 'Fort Gatekeeper', GROUP);
    g.escaped.push(v);
    fortify(g, v, FORT_OFFICERS, g.escaped);
    expect(fortify(g, v, FORT_MASTERMIND, g.fortify)).toBe(true);
    expect(g.fortify).toEqual([v]);
    expect(g.fortifyAt).toEqual([FORT_MASTERMIND]);
    expect(unfortify(g, v)).toBe(true);
    expect(g.fortify).toEqual([]);
    expect(g.fortifyAt).toEqual([]);
    // a hero fortifying (a card that fortifies as it is played) is not fought
    const [h] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent');
    fortify(g, h!, FORT_OFFICERS, g.players[0]!.hand);
    g.t.attack = 100;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT_FORTIFIER, h!));
    expect(def(g, h!).kind).toBe('hero');
  });

  it('games without Fortify cards compile no new rules and offer no fortify action', () => {
    const g = cleanBoard(setupGame());
    const cc = compiled(g);
    expect(cc.canFightMastermind).toEqual([]);
    expect(cc.gainBlocked).toEqual([]);
    expect(cc.actions.some((a) => a.id === 'fight-fortifier')).toBe(false);
  });
});
