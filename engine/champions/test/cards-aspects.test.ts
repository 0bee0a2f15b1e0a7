// The four aspects of the core set (Aggression, Justice, Leadership, Protection): each card played through the
// rules, checking what it changed.
import { describe, expect, it } from 'vitest';
import { decision } from '../index.js';
import { damage, maxHp, placeThreat, stat } from '../rules.js';
import { enemyAttack, mainOptions, reveal, revealTop } from '../round.js';
import type { Game } from '../state.js';
import {
  act, addMinion, addSide, emptyHand, fresh, has, me, newCard, pick, pickT, setForm, setupGame, toDeckTop, toDiscard, toEncounterTop, toHand, toPlay, TWO_HEROES, until,
} from './helpers.js';
const TWO = TWO_HEROES;
const topEnc = toEncounterTop;

/** Empties player p's discard pile (the cards are removed from the game). */
function clearDiscard(g: Game, p: number): void {
  for (const id of g.players[p]!.discard) g.cards[id]!.zone = 'removed';
  g.players[p]!.discard = [];
}
const atMain = (g: Game): void => { expect(decision(g)?.reason).toBe('main-ans'); };
const canPlayNow = (g: Game, id: number): boolean => mainOptions(g, 0).some((o) => o.t === 'play' && o.c === id);

const ENERGY = '01088', GENIUS = '01089', STRENGTH = '01090';
const BOMBER = '01110'; // Hydra Bomber: 2 hit points, no keyword
const MERC = '01101'; // Hydra Mercenary: guard, boost 1

describe('Aggression', () => {
  it('Hulk: an energy card milled after his attack deals 1 damage to every character', () => {
    const g = fresh();
    const hulk = toPlay(g, 0, '01050');
    const top = toDeckTop(g, 0, ENERGY);
    pickT(g, 'ally-attack', hulk); // Rhino the only target
    atMain(g);
    expect(g.players[0]!.discard).toContain(top);
    expect(g.cards[g.villain]!.dmg).toBe(3 + 1);
    expect(g.cards[me(g)]!.dmg).toBe(1);
    expect(g.cards[hulk]!.dmg).toBe(1 + 1); // consequential damage, then his own 1
  });

  it('Hulk: a physical card deals 2 damage to a chosen enemy; a mental card discards him', () => {
    const g = fresh();
    const hulk = toPlay(g, 0, '01050');
    const bomber = addMinion(g, 0, BOMBER);
    toDeckTop(g, 0, STRENGTH);
    pickT(g, 'ally-attack', hulk);
    pickT(g, 'enemy', g.villain);
    expect(decision(g)?.reason).toBe('kit-damage');
    pickT(g, 'enemy', bomber);
    atMain(g);
    expect(g.cards[g.villain]!.dmg).toBe(3);
    expect(g.ediscard).toContain(bomber);
    expect(g.cards[hulk]!.zone).toBe('play');

    g.cards[hulk]!.exh = false;
    toDeckTop(g, 0, GENIUS);
    act(g, () => {});
    pickT(g, 'ally-attack', hulk);
    atMain(g);
    expect(g.cards[g.villain]!.dmg).toBe(6);
    expect(g.players[0]!.discard).toContain(hulk);
  });

  it('Hulk: a wild card does all three', () => {
    const g = fresh();
    const hulk = toPlay(g, 0, '01050');
    toDeckTop(g, 0, '01055'); // The Power of Aggression: a wild resource
    pickT(g, 'ally-attack', hulk);
    atMain(g);
    expect(g.cards[g.villain]!.dmg).toBe(3 + 2 + 1);
    expect(g.cards[me(g)]!.dmg).toBe(1);
    expect(g.players[0]!.discard).toContain(hulk);
  });

  it('Tigra heals 1 after her attack defeats a minion, and is not offered when it does not', () => {
    const g = fresh();
    const tigra = toPlay(g, 0, '01051');
    const bomber = addMinion(g, 0, BOMBER);
    pickT(g, 'ally-attack', tigra);
    pickT(g, 'enemy', bomber);
    expect(decision(g)?.reason).toBe('win-r-ans');
    pickT(g, 'use', tigra);
    atMain(g);
    expect(g.ediscard).toContain(bomber);
    expect(g.cards[tigra]!.dmg).toBe(0);

    g.cards[tigra]!.exh = false;
    act(g, () => {});
    pickT(g, 'ally-attack', tigra); // the villain survives: no response
    atMain(g);
    expect(g.cards[tigra]!.dmg).toBe(1);
  });

  it('Chase Them Down thwarts 2 after the hero\'s attack defeats a minion', () => {
    const g = fresh();
    g.cards[g.main]!.threat = 5;
    const bomber = addMinion(g, 0, BOMBER);
    const chase = toHand(g, 0, '01052');
    act(g, () => {});
    pickT(g, 'attack');
    pickT(g, 'enemy', bomber);
    expect(decision(g)?.reason).toBe('win-r-ans');
    pickT(g, 'use', chase);
    atMain(g);
    expect(g.cards[g.main]!.threat).toBe(3);
    expect(g.players[0]!.discard).toContain(chase);
  });

  it('Chase Them Down is not offered after an attack that defeats nothing', () => {
    const g = fresh();
    g.cards[g.main]!.threat = 5;
    toHand(g, 0, '01052');
    act(g, () => {});
    pickT(g, 'attack');
    atMain(g);
    expect(g.cards[g.main]!.threat).toBe(5);
  });
  it('Chase Them Down after an attack that defeats a villain stage', () => {
    const g = fresh();
    g.cards[g.main]!.threat = 5;
    g.cards[g.villain]!.dmg = maxHp(g, g.villain) - 1;
    const chase = toHand(g, 0, '01052');
    act(g, () => {});
    pickT(g, 'attack');
    expect(g.cards[g.villain]!.code).toBe('01095'); // stage II
    expect(decision(g)?.reason).toBe('win-r-ans');
    pickT(g, 'use', chase);
    if (decision(g)?.reason === 'kit-thwart') pickT(g, 'scheme', g.main); // Rhino II brought in Breakin' & Takin'
    atMain(g);
    expect(g.cards[g.main]!.threat).toBe(3);
  });

  it('Relentless Assault targets only minions; paid with a physical resource, its excess goes to the villain', () => {
    const g = fresh();
    const a = addMinion(g, 0, BOMBER);
    const b = addMinion(g, 0, BOMBER);
    const ra = toHand(g, 0, '01053');
    toHand(g, 0, STRENGTH);
    act(g, () => {});
    pickT(g, 'play', ra); // Strength is the only card to pay with
    expect(decision(g)?.reason).toBe('01053-target');
    expect(decision(g)!.options.map((o) => o.c).sort()).toEqual([a, b].sort());
    pickT(g, 'enemy', a);
    atMain(g);
    expect(g.ediscard).toContain(a);
    expect(g.cards[g.villain]!.dmg).toBe(3);
  });

  it('Relentless Assault paid without a physical resource has no overkill', () => {
    const g = fresh();
    const a = addMinion(g, 0, BOMBER);
    const ra = toHand(g, 0, '01053');
    toHand(g, 0, ENERGY);
    act(g, () => {});
    pickT(g, 'play', ra);
    atMain(g);
    expect(g.ediscard).toContain(a);
    expect(g.cards[g.villain]!.dmg).toBe(0);
  });

  it('Uppercut deals 5 damage', () => {
    const g = fresh();
    const up = toHand(g, 0, '01054');
    const e = toHand(g, 0, ENERGY);
    toHand(g, 0, GENIUS);
    act(g, () => {});
    pickT(g, 'play', up);
    pick(g, (o) => o.c === e);
    atMain(g);
    expect(g.cards[g.villain]!.dmg).toBe(5);
  });

  it('The Power of Aggression pays 2 toward an Aggression card, 1 toward another', () => {
    const g = fresh();
    const up = toHand(g, 0, '01054'); // cost 3
    const poa = toHand(g, 0, '01055');
    const one = toHand(g, 0, '01051'); // Tigra: 1 resource
    act(g, () => {});
    pickT(g, 'play', up);
    pick(g, (o) => o.c === poa); // 2 wild; then Tigra, the last card, is taken without asking
    atMain(g);
    expect(g.cards[g.villain]!.dmg).toBe(5);
    expect(g.players[0]!.discard).toEqual(expect.arrayContaining([up, poa, one]));

    const hay = toHand(g, 0, '01087'); // Haymaker, basic, cost 2
    const poa2 = toHand(g, 0, '01055');
    act(g, () => {});
    expect(canPlayNow(g, hay)).toBe(false); // one wild resource is not enough
    const two = toHand(g, 0, '01051');
    act(g, () => {});
    pickT(g, 'play', hay);
    pick(g, (o) => o.c === poa2);
    atMain(g);
    expect(g.players[0]!.discard).toEqual(expect.arrayContaining([hay, poa2, two]));
  });

  it('Tac Team: three uses of 2 damage, then it is discarded', () => {
    const g = fresh();
    const tac = toPlay(g, 0, '01056');
    expect(g.cards[tac]!.ctr).toBe(3);
    pickT(g, 'act', tac, 0);
    atMain(g);
    expect(g.cards[g.villain]!.dmg).toBe(2);
    expect(g.cards[tac]!.exh).toBe(true);
    expect(g.cards[tac]!.ctr).toBe(2);
    expect(has(g, (o) => o.t === 'act' && o.c === tac)).toBe(false);
    for (let i = 0; i < 2; i++) { g.cards[tac]!.exh = false; act(g, () => {}); pickT(g, 'act', tac, 0); }
    expect(g.cards[g.villain]!.dmg).toBe(6);
    expect(g.players[0]!.discard).toContain(tac);
  });

  it('Combat Training goes under a chosen player\'s control (max 1 each) and gives that hero +1 ATK', () => {
    const g = fresh('hero', TWO);
    const ct = [toHand(g, 0, '01057'), toHand(g, 0, '01057'), toHand(g, 0, '01057')];
    toHand(g, 0, ENERGY); toHand(g, 0, GENIUS); toHand(g, 0, STRENGTH);
    act(g, () => {});
    pickT(g, 'play', ct[0]);
    pickT(g, 'card', g.players[0]!.hand.find((x) => g.cards[x]!.code === ENERGY));
    expect(decision(g)?.reason).toBe('play-under');
    pickT(g, 'player', -1, 1);
    atMain(g);
    expect(g.players[1]!.play).toContain(ct[0]);
    expect(stat(g, me(g, 1), 'atk')).toBe(3 + 1);
    expect(stat(g, me(g, 0), 'atk')).toBe(2);
    // the second: only player 1 could not take it
    pickT(g, 'play', ct[1]);
    pickT(g, 'card', g.players[0]!.hand.find((x) => g.cards[x]!.code === GENIUS));
    atMain(g);
    expect(g.players[0]!.play).toContain(ct[1]);
    expect(stat(g, me(g, 0), 'atk')).toBe(3);
    // a third has nowhere to go
    expect(canPlayNow(g, ct[2])).toBe(false);
    // the alter-ego is not "your hero"
    setForm(g, 1, 'alter');
    expect(stat(g, me(g, 1), 'atk')).toBe(-1);
  });
});

describe('Justice', () => {
  it('Daredevil deals 1 damage to an enemy after he thwarts', () => {
    const g = fresh();
    g.cards[g.main]!.threat = 5;
    const dd = toPlay(g, 0, '01058');
    pickT(g, 'ally-thwart', dd);
    expect(decision(g)?.reason).toBe('win-r-ans');
    pickT(g, 'use', dd);
    atMain(g);
    expect(g.cards[g.main]!.threat).toBe(3);
    expect(g.cards[g.villain]!.dmg).toBe(1);
    expect(g.cards[dd]!.dmg).toBe(1);
  });

  it('Jessica Jones: her THW grows by 1 per side scheme in play', () => {
    const g = fresh();
    const jj = toPlay(g, 0, '01059');
    expect(stat(g, jj, 'thw')).toBe(1);
    const side = addSide(g, '01109', 2);
    addSide(g, '01108', 2);
    expect(stat(g, jj, 'thw')).toBe(3);
    act(g, () => {});
    pickT(g, 'ally-thwart', jj);
    pickT(g, 'scheme', side);
    atMain(g);
    expect(g.ediscard).toContain(side);
  });

  it('For Justice! removes 4 threat when paid with a mental resource, 3 otherwise', () => {
    const g = fresh();
    g.cards[g.main]!.threat = 7;
    const fj = toHand(g, 0, '01060');
    toHand(g, 0, GENIUS);
    act(g, () => {});
    pickT(g, 'play', fj);
    atMain(g);
    expect(g.cards[g.main]!.threat).toBe(3);
    const fj2 = toHand(g, 0, '01060');
    toHand(g, 0, ENERGY);
    act(g, () => {});
    pickT(g, 'play', fj2);
    atMain(g);
    expect(g.cards[g.main]!.threat).toBe(0);
  });

  it('Great Responsibility: the threat is dealt to the hero as damage instead; not in alter-ego form', () => {
    const g = fresh();
    const gr = toHand(g, 0, '01061');
    act(g, () => { placeThreat(g, g.main, 3); });
    expect(decision(g)?.reason).toBe('win-i-ans');
    pickT(g, 'use', gr);
    atMain(g);
    expect(g.cards[g.main]!.threat).toBe(0);
    expect(g.cards[me(g)]!.dmg).toBe(3);

    toHand(g, 0, '01061');
    setForm(g, 0, 'alter');
    act(g, () => { placeThreat(g, g.main, 2); });
    atMain(g);
    expect(g.cards[g.main]!.threat).toBe(2);
  });

  it('The Power of Justice alone pays for a 2-cost Justice card', () => {
    const g = fresh();
    g.cards[g.main]!.threat = 5;
    const fj = toHand(g, 0, '01060');
    const poj = toHand(g, 0, '01062');
    act(g, () => {});
    pickT(g, 'play', fj);
    atMain(g);
    expect(g.players[0]!.discard).toEqual(expect.arrayContaining([fj, poj]));
    expect(g.cards[g.main]!.threat).toBeLessThan(5);
  });

  it('Interrogation Room removes 1 threat after you defeat a minion; max 1 per player', () => {
    const g = fresh();
    g.cards[g.main]!.threat = 5;
    const room = toPlay(g, 0, '01063');
    const bomber = addMinion(g, 0, BOMBER);
    const room2 = toHand(g, 0, '01063');
    toHand(g, 0, ENERGY);
    act(g, () => {});
    expect(canPlayNow(g, room2)).toBe(false);
    pickT(g, 'attack');
    pickT(g, 'enemy', bomber);
    expect(decision(g)?.reason).toBe('win-r-ans');
    pickT(g, 'use', room);
    atMain(g);
    expect(g.cards[g.main]!.threat).toBe(4);
    expect(g.cards[room]!.exh).toBe(true);
  });

  it('Surveillance Team: three uses of 1 threat removed, then discarded', () => {
    const g = fresh();
    g.cards[g.main]!.threat = 5;
    const st = toPlay(g, 0, '01064');
    expect(g.cards[st]!.ctr).toBe(3);
    pickT(g, 'act', st, 0);
    atMain(g);
    expect(g.cards[g.main]!.threat).toBe(4);
    expect(g.cards[st]!.exh).toBe(true);
    for (let i = 0; i < 2; i++) { g.cards[st]!.exh = false; act(g, () => {}); pickT(g, 'act', st, 0); }
    expect(g.cards[g.main]!.threat).toBe(2);
    expect(g.players[0]!.discard).toContain(st);
  });

  it('Heroic Intuition gives the hero +1 THW; a second copy cannot be played by a lone player', () => {
    const g = fresh();
    const hi = toHand(g, 0, '01065');
    const hi2 = toHand(g, 0, '01065');
    toHand(g, 0, ENERGY); toHand(g, 0, GENIUS);
    act(g, () => {});
    pickT(g, 'play', hi);
    pickT(g, 'card', g.players[0]!.hand.find((x) => g.cards[x]!.code === ENERGY));
    atMain(g);
    expect(stat(g, me(g), 'thw')).toBe(2);
    expect(canPlayNow(g, hi2)).toBe(false);
  });
});

describe('Leadership', () => {
  it('Hawkeye enters with 4 arrows and spends one to deal 2 damage to a minion entering play', () => {
    const g = fresh();
    const hawk = toPlay(g, 0, '01066');
    expect(g.cards[hawk]!.ctr).toBe(4);
    const bomber = addMinion(g, 0, BOMBER);
    expect(decision(g)?.reason).toBe('win-r-ans');
    pickT(g, 'use', hawk);
    atMain(g);
    expect(g.ediscard).toContain(bomber);
    expect(g.cards[hawk]!.ctr).toBe(3);
  });

  it('Hawkeye stays in play with no arrows left, and is no longer offered', () => {
    const g = fresh();
    const hawk = toPlay(g, 0, '01066');
    g.cards[hawk]!.ctr = 1;
    addMinion(g, 0, MERC);
    pickT(g, 'use', hawk);
    atMain(g);
    expect(g.cards[hawk]!.zone).toBe('play');
    expect(g.cards[hawk]!.ctr).toBe(0);
    addMinion(g, 0, MERC);
    atMain(g);
  });

  it('Maria Hill: every player draws a card after she enters play', () => {
    const g = fresh('hero', TWO);
    const maria = toHand(g, 0, '01067');
    toHand(g, 0, ENERGY);
    act(g, () => {});
    pickT(g, 'play', maria);
    expect(decision(g)?.reason).toBe('win-r-ans');
    pickT(g, 'use', maria);
    atMain(g);
    expect(g.players[0]!.hand.length).toBe(1);
    expect(g.players[1]!.hand.length).toBe(1);
  });

  it('Vision: an energy resource buys +2 to the chosen power, once a round', () => {
    const g = fresh();
    const vis = toPlay(g, 0, '01068');
    toHand(g, 0, ENERGY);
    act(g, () => {});
    pickT(g, 'act', vis, 0);
    expect(decision(g)?.reason).toBe('01068-stat');
    pickT(g, 'atk');
    atMain(g);
    expect(stat(g, vis, 'atk')).toBe(4);
    expect(stat(g, vis, 'thw')).toBe(1);
    toHand(g, 0, ENERGY);
    act(g, () => {});
    expect(has(g, (o) => o.t === 'act' && o.c === vis)).toBe(false);
  });

  it('Get Ready readies an exhausted ally', () => {
    const g = fresh();
    const vis = toPlay(g, 0, '01068');
    g.cards[vis]!.exh = true;
    const gr = toHand(g, 0, '01069');
    act(g, () => {});
    pickT(g, 'play', gr);
    atMain(g);
    expect(g.cards[vis]!.exh).toBe(false);
  });

  it('Lead from the Front: the chosen player\'s characters get +1 ATK and +1 THW this phase', () => {
    const g = fresh('hero', TWO);
    const luke = toPlay(g, 1, '01076');
    const lead = toHand(g, 0, '01070');
    toHand(g, 0, ENERGY);
    act(g, () => {});
    pickT(g, 'play', lead);
    expect(decision(g)?.reason).toBe('01070-player');
    pickT(g, 'player', -1, 1);
    atMain(g);
    expect(stat(g, me(g, 1), 'atk')).toBe(4);
    expect(stat(g, me(g, 1), 'thw')).toBe(2);
    expect(stat(g, luke, 'atk')).toBe(3);
    expect(stat(g, luke, 'thw')).toBe(2);
    expect(stat(g, me(g, 0), 'atk')).toBe(2);
  });
  it('Lead from the Front also reaches an ally that player brings in later that phase, and ends with the phase', () => {
    const g = fresh('hero', TWO);
    const lead = toHand(g, 0, '01070');
    toHand(g, 0, ENERGY);
    act(g, () => {});
    pickT(g, 'play', lead);
    pickT(g, 'player', -1, 1);
    atMain(g);
    const luke = toPlay(g, 1, '01076');
    expect(stat(g, luke, 'atk')).toBe(3);
    expect(stat(g, me(g, 0), 'atk')).toBe(2);
    g.lasting = g.lasting.filter((l) => l.until !== 'phase');
    expect(stat(g, luke, 'atk')).toBe(2);
  });

  it('Make the Call pays an ally\'s printed cost to put it into play from another player\'s discard pile', () => {
    const g = fresh('hero', TWO);
    clearDiscard(g, 0); clearDiscard(g, 1);
    const hawk = toDiscard(g, 1, '01066');
    const maria = toDiscard(g, 0, '01067');
    const call = toHand(g, 0, '01071');
    const e = toHand(g, 0, ENERGY);
    const m = toHand(g, 0, GENIUS);
    act(g, () => {});
    pickT(g, 'play', call); // cost 0
    expect(decision(g)?.reason).toBe('01071-ally');
    expect(decision(g)!.options.map((o) => o.c).sort()).toEqual([hawk, maria].sort());
    pickT(g, 'ally', hawk);
    expect(decision(g)?.reason).toBe('pay-ans');
    pick(g, (o) => o.c === e);
    atMain(g);
    expect(g.players[0]!.discard).toEqual(expect.arrayContaining([call, e, m]));
    expect(g.players[0]!.play).toContain(hawk);
    expect(g.cards[hawk]!.ctrl).toBe(0);
    expect(g.cards[hawk]!.owner).toBe(1);
    expect(g.cards[hawk]!.ctr).toBe(4);
  });

  it('Make the Call is not playable when the ally\'s cost cannot be paid (reading: The Power of Leadership does not double this cost)', () => {
    const g = fresh();
    clearDiscard(g, 0);
    toDiscard(g, 0, '01066'); // Hawkeye, Leadership, cost 3
    const call = toHand(g, 0, '01071');
    toHand(g, 0, '01072');
    toHand(g, 0, '01051'); // 1 resource
    act(g, () => {});
    expect(canPlayNow(g, call)).toBe(false);
    toHand(g, 0, '01051');
    act(g, () => {});
    expect(canPlayNow(g, call)).toBe(true);
  });

  it('Make the Call cannot bring an ally past the ally limit (reading: putting an ally into play respects the limit)', () => {
    const g = fresh();
    clearDiscard(g, 0);
    toPlay(g, 0, '01076'); toPlay(g, 0, '01059'); toPlay(g, 0, '01051');
    toDiscard(g, 0, '01067'); // Maria Hill, cost 2
    const call = toHand(g, 0, '01071');
    toHand(g, 0, ENERGY);
    act(g, () => {});
    expect(canPlayNow(g, call)).toBe(false);
    toPlay(g, 0, '01073'); // The Triskelion: a fourth ally
    expect(canPlayNow(g, call)).toBe(true);
  });

  it('The Power of Leadership alone pays for a 2-cost Leadership card', () => {
    const g = fresh();
    const lead = toHand(g, 0, '01070');
    const pol = toHand(g, 0, '01072');
    act(g, () => {});
    pickT(g, 'play', lead);
    atMain(g);
    expect(g.players[0]!.discard).toEqual(expect.arrayContaining([lead, pol]));
    expect(stat(g, me(g), 'atk')).toBe(3);
  });

  it('The Triskelion lets its controller have a fourth ally', () => {
    const g = fresh();
    toPlay(g, 0, '01076'); toPlay(g, 0, '01059'); toPlay(g, 0, '01051');
    const hulk = toHand(g, 0, '01050');
    toHand(g, 0, ENERGY);
    act(g, () => {});
    expect(canPlayNow(g, hulk)).toBe(false);
    toPlay(g, 0, '01073');
    expect(stat(g, me(g), 'allyLimit')).toBe(4);
    expect(canPlayNow(g, hulk)).toBe(true);
    pickT(g, 'play', hulk);
    atMain(g);
    expect(g.players[0]!.play).toContain(hulk);
  });

  it('Inspired attaches to an ally without one: +1 ATK and +1 THW', () => {
    const g = fresh();
    const luke = toPlay(g, 0, '01076');
    const ins = toHand(g, 0, '01074');
    const ins2 = toHand(g, 0, '01074');
    toHand(g, 0, ENERGY); toHand(g, 0, GENIUS);
    act(g, () => {});
    pickT(g, 'play', ins);
    pickT(g, 'card', g.players[0]!.hand.find((x) => g.cards[x]!.code === ENERGY));
    atMain(g);
    expect(g.cards[ins]!.host).toBe(luke);
    expect(stat(g, luke, 'atk')).toBe(3);
    expect(stat(g, luke, 'thw')).toBe(2);
    expect(canPlayNow(g, ins2)).toBe(false);
    const jj = toPlay(g, 0, '01059');
    expect(canPlayNow(g, ins2)).toBe(true);
    pickT(g, 'play', ins2);
    atMain(g);
    expect(g.cards[ins2]!.host).toBe(jj);
  });
});

describe('Protection', () => {
  it('Black Widow cancels a revealed card, discards it, and the next card is revealed', () => {
    const g = fresh();
    const bw = toPlay(g, 0, '01075');
    const gen = toHand(g, 0, GENIUS);
    const merc = topEnc(g, MERC);
    const adv = topEnc(g, '01186'); // Advance
    act(g, () => { revealTop(g, 0); });
    expect(decision(g)?.reason).toBe('win-i-ans');
    pickT(g, 'use', bw);
    atMain(g);
    expect(g.ediscard).toContain(adv);
    expect(g.players[0]!.engaged).toContain(merc);
    expect(g.cards[bw]!.exh).toBe(true);
    expect(g.players[0]!.discard).toContain(gen);
    expect(g.cards[g.main]!.threat).toBe(0);
  });

  it('Black Widow answers only a card revealed from the encounter deck (not one revealed from elsewhere)', () => {
    const g = fresh();
    const bw = toPlay(g, 0, '01075');
    toHand(g, 0, GENIUS);
    const merc = newCard(g, MERC, -1); // revealed from outside the encounter deck (as Shadow of the Past does)
    act(g, () => { reveal(g, 0, merc, false); });
    atMain(g);
    expect(g.players[0]!.engaged).toContain(merc);
    expect(g.cards[bw]!.exh).toBe(false);
  });

  it('Luke Cage enters play tough', () => {
    const g = fresh();
    const luke = toHand(g, 0, '01076');
    toHand(g, 0, ENERGY); toHand(g, 0, GENIUS);
    act(g, () => {});
    pickT(g, 'play', luke);
    pick(g, (o) => g.cards[o.c]!.code === ENERGY);
    atMain(g);
    expect(g.cards[luke]!.tough).toBe(true);
    act(g, () => { damage(g, luke, 3, g.villain); });
    expect(g.cards[luke]!.dmg).toBe(0);
    expect(g.cards[luke]!.tough).toBe(false);
  });

  it('Counter-Punch: after the hero defends, it attacks that enemy for the hero\'s ATK', () => {
    const g = fresh();
    const cp = toHand(g, 0, '01077');
    topEnc(g, MERC); // the boost card: 1 icon
    act(g, () => { enemyAttack(g, g.villain, 0); });
    until(g, (r) => r === 'eatk-defend');
    pickT(g, 'defender', me(g));
    until(g, (r) => r === 'win-r-ans' || r === 'main-ans');
    expect(decision(g)?.reason).toBe('win-r-ans');
    pickT(g, 'use', cp);
    until(g, (r) => r === 'main-ans');
    expect(g.cards[g.villain]!.dmg).toBe(2);
    expect(g.players[0]!.discard).toContain(cp);
  });

  it('Counter-Punch cannot hit the villain while a guard minion engages you (reading: guard stops it, as an attack)', () => {
    const g = fresh();
    addMinion(g, 0, MERC); // Hydra Mercenary: guard
    toHand(g, 0, '01077');
    topEnc(g, MERC);
    act(g, () => { enemyAttack(g, g.villain, 0); });
    until(g, (r) => r === 'eatk-defend');
    pickT(g, 'defender', me(g));
    until(g, (r) => r === 'win-r-ans' || r === 'main-ans');
    atMain(g);
    expect(g.cards[g.villain]!.dmg).toBe(0);
  });

  it('Counter-Punch after a defence-labelled card (Backflip): resolving it is a defence, so the hero has defended', () => {
    const g = fresh();
    const flip = toHand(g, 0, '01003'); // Backflip, cost 0
    const cp = toHand(g, 0, '01077');
    topEnc(g, MERC);
    act(g, () => { enemyAttack(g, g.villain, 0); });
    until(g, (r) => r === 'eatk-defend');
    pickT(g, 'none');
    until(g, (r) => r === 'win-i-ans');
    pickT(g, 'use', flip);
    until(g, (r) => r === 'win-r-ans' || r === 'main-ans');
    expect(decision(g)?.reason).toBe('win-r-ans');
    pickT(g, 'use', cp);
    until(g, (r) => r === 'main-ans');
    expect(g.cards[me(g)]!.dmg).toBe(0);
    expect(g.cards[g.villain]!.dmg).toBe(2);
  });

  it('Get Behind Me! cancels a treachery\'s When Revealed and the villain attacks you instead', () => {
    const g = fresh();
    const gbm = toHand(g, 0, '01078');
    toHand(g, 0, ENERGY);
    topEnc(g, MERC); // the villain's boost card
    const adv = topEnc(g, '01186'); // Advance: the villain would scheme
    act(g, () => { revealTop(g, 0); });
    expect(decision(g)?.reason).toBe('win-i-ans');
    pickT(g, 'use', gbm);
    until(g, (r) => r === 'eatk-defend');
    pickT(g, 'none');
    until(g, (r) => r === 'main-ans');
    expect(g.cards[me(g)]!.dmg).toBe(2 + 1);
    expect(g.cards[g.main]!.threat).toBe(0);
    expect(g.ediscard).toContain(adv);
    expect(g.players[0]!.discard).toContain(gbm);
  });

  it('Get Behind Me! is not offered for a card that is not a treachery', () => {
    const g = fresh();
    toHand(g, 0, '01078');
    toHand(g, 0, ENERGY);
    const merc = topEnc(g, MERC);
    act(g, () => { revealTop(g, 0); });
    atMain(g);
    expect(g.players[0]!.engaged).toContain(merc);
  });

  it('Get Behind Me! is not offered for a treachery revealed from outside the encounter deck', () => {
    const g = fresh();
    const gbm = toHand(g, 0, '01078');
    toHand(g, 0, ENERGY);
    topEnc(g, MERC); // the villain's boost card for the scheme
    const adv = newCard(g, '01186', -1); // Advance, revealed from outside the encounter deck
    act(g, () => { reveal(g, 0, adv, false); });
    atMain(g);
    expect(g.players[0]!.hand).toContain(gbm);
    expect(g.cards[g.main]!.threat).toBeGreaterThan(0);
    expect(g.cards[me(g)]!.dmg).toBe(0);
  });

  it('The Power of Protection pays 2 toward a Protection card', () => {
    const g = fresh();
    const luke = toHand(g, 0, '01076'); // cost 4
    const pop = toHand(g, 0, '01079');
    toHand(g, 0, ENERGY);
    act(g, () => {});
    pickT(g, 'play', luke);
    pick(g, (o) => o.c === pop);
    atMain(g);
    expect(g.players[0]!.play).toContain(luke);
  });

  it('Med Team: three uses of 2 healing on a friendly character', () => {
    const g = fresh();
    const med = toPlay(g, 0, '01080');
    g.cards[me(g)]!.dmg = 5;
    act(g, () => {});
    pickT(g, 'act', med, 0);
    atMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(3);
    expect(g.cards[med]!.ctr).toBe(2);
    for (let i = 0; i < 2; i++) { g.cards[med]!.exh = false; act(g, () => {}); pickT(g, 'act', med, 0); }
    expect(g.cards[me(g)]!.dmg).toBe(0);
    expect(g.players[0]!.discard).toContain(med);
  });

  it('Med Team is not offered when no friendly character is damaged', () => {
    const g = fresh();
    const med = toPlay(g, 0, '01080');
    g.cards[g.villain]!.dmg = 4;
    act(g, () => {});
    expect(has(g, (o) => o.t === 'act' && o.c === med)).toBe(false);
  });

  it('Armored Vest gives the hero +1 DEF; max 1 per player', () => {
    const g = fresh();
    const v1 = toHand(g, 0, '01081');
    const v2 = toHand(g, 0, '01081');
    toHand(g, 0, ENERGY);
    act(g, () => {});
    pickT(g, 'play', v1);
    pick(g, (o) => g.cards[o.c]!.code === ENERGY);
    atMain(g);
    expect(stat(g, me(g), 'def')).toBe(4);
    expect(canPlayNow(g, v2)).toBe(false);
  });

  it('Indomitable: after the hero defends, discard it to ready the hero', () => {
    const g = fresh();
    const ind = toPlay(g, 0, '01082');
    topEnc(g, MERC);
    act(g, () => { enemyAttack(g, g.villain, 0); });
    until(g, (r) => r === 'eatk-defend');
    pickT(g, 'defender', me(g));
    until(g, (r) => r === 'win-r-ans' || r === 'main-ans');
    expect(decision(g)?.reason).toBe('win-r-ans');
    expect(g.cards[me(g)]!.exh).toBe(true);
    pickT(g, 'use', ind);
    until(g, (r) => r === 'main-ans');
    expect(g.cards[me(g)]!.exh).toBe(false);
    expect(g.players[0]!.discard).toContain(ind);
  });
});


