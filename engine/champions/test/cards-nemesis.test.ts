// The core heroes' obligations and nemesis sets: each card played through the rules' own routes (reveal,
// obligations given to their hero's player, enemy attacks, boosts, defeat), checking what changed.
import { describe, expect, it } from 'vitest';
import { decision } from '../index.js';
import { enemyAttack, enemyScheme, playerAttack, reveal } from '../round.js';
import { damage, removeThreat, stat } from '../rules.js';
import {
  act, addMinion, addSide, emptyHand, newCard, pickT, setForm, setupGame, toDeckTop, toEncounterTop, toHand, toMain, toPlay, until, type Game,
} from './helpers.js';
const onTop = toEncounterTop;

function blankBoost(g: Game): number { return onTop(g, '01186'); }
function surgeMarker(g: Game): number { return onTop(g, '01108'); } // Crowd Control: a plain side scheme
function revealFor(g: Game, p: number, code: string): number {
  const id = newCard(g, code, -1);
  act(g, () => reveal(g, p, id));
  return id;
}
const me = (g: Game, p = 0): number => g.players[p]!.identity;
const ASPECT: Record<string, string> = { spider_man: 'justice', captain_marvel: 'leadership', she_hulk: 'aggression', iron_man: 'aggression', black_panther: 'protection' };
/** A game with these heroes (their starter decks), past setup (identity Setup abilities answered with their first option). */
function game(...ids: string[]): Game {
  const g = setupGame({ heroes: ids.map((identity) => ({ identity, aspect: ASPECT[identity]! })) });
  toMain(g);
  return g;
}

describe('obligations', () => {
  it('Affairs of State: given to the Black Panther player; a hero may flip, then exhaust T\'Challa to remove it from the game', () => {
    const g = game('spider_man', 'black_panther');
    setForm(g, 1, 'hero');
    const ob = revealFor(g, 0, '01155');
    expect(decision(g)?.reason).toBe('01155-flip');
    expect(decision(g)?.player).toBe(1);
    pickT(g, 'flip');
    until(g, (r) => r === '01155-choice');
    expect(g.players[1]!.form).toBe('alter');
    pickT(g, 'exhaust');
    toMain(g);
    expect(g.cards[me(g, 1)]!.exh).toBe(true);
    expect(g.cards[ob]!.zone).toBe('removed');
    expect(g.ediscard).not.toContain(ob);
  });

  it('Affairs of State: otherwise its player discards one of their Black Panther upgrades, and the obligation', () => {
    const g = game('black_panther');
    setForm(g, 0, 'hero');
    const claws = toPlay(g, 0, '01047');
    const genius = toPlay(g, 0, '01048');
    const ob = revealFor(g, 0, '01155');
    pickT(g, 'stay'); // in hero form the exhaust branch is not offered: straight to the upgrade
    expect(decision(g)?.reason).toBe('01155-upgrade');
    pickT(g, 'card', genius);
    toMain(g);
    expect(g.players[0]!.discard).toContain(genius);
    expect(g.players[0]!.play).toContain(claws);
    expect(g.ediscard).toContain(ob);
    expect(g.cards[me(g)]!.exh).toBe(false);
  });

  it('Legal Work: exhaust Jennifer Walters to remove it, or the main scheme gets an acceleration token', () => {
    const g = game('she_hulk');
    const a = g.accel;
    const ob = revealFor(g, 0, '01160');
    expect(decision(g)?.reason).toBe('01160-choice');
    pickT(g, 'other');
    toMain(g);
    expect(g.accel).toBe(a + 1);
    expect(g.ediscard).toContain(ob);

    const h = game('she_hulk');
    const o2 = revealFor(h, 0, '01160');
    pickT(h, 'exhaust');
    toMain(h);
    expect(h.accel).toBe(0);
    expect(h.cards[me(h)]!.exh).toBe(true);
    expect(h.cards[o2]!.zone).toBe('removed');
  });

  it('Eviction Notice: an exhausted Peter Parker cannot pay: a random card is discarded, it surges and is discarded', () => {
    const g = game('spider_man');
    g.cards[me(g)]!.exh = true;
    const m = surgeMarker(g);
    const hand = g.players[0]!.hand.length;
    const disc = g.players[0]!.discard.length;
    const ob = revealFor(g, 0, '01165');
    toMain(g);
    expect(g.players[0]!.hand.length).toBe(hand - 1);
    expect(g.players[0]!.discard.length).toBe(disc + 1);
    expect(g.sides).toContain(m);
    expect(g.ediscard).toContain(ob);
  });

  it('Business Problems: exhaust Tony Stark to remove it, or each upgrade you control is exhausted', () => {
    const g = game('iron_man');
    const reactor = toPlay(g, 0, '01035');
    const boots = toPlay(g, 0, '01039');
    const ob = revealFor(g, 0, '01170');
    pickT(g, 'other');
    toMain(g);
    expect(g.cards[reactor]!.exh).toBe(true);
    expect(g.cards[boots]!.exh).toBe(true);
    expect(g.cards[me(g)]!.exh).toBe(false);
    expect(g.ediscard).toContain(ob);
  });

  it('Family Emergency: exhaust Carol Danvers to remove it, or you are stunned and it surges', () => {
    const g = game('captain_marvel');
    const m = surgeMarker(g);
    const ob = revealFor(g, 0, '01175');
    pickT(g, 'other');
    toMain(g);
    expect(g.cards[me(g)]!.stun).toBe(true);
    expect(g.sides).toContain(m);
    expect(g.ediscard).toContain(ob);
  });
});

describe('Black Panther nemesis: Killmonger', () => {
  it('Usurp the Throne: a side scheme that enters with its starting threat per player', () => {
    const g = game('black_panther', 'spider_man');
    const id = revealFor(g, 0, '01156');
    toMain(g);
    expect(g.sides).toContain(id);
    expect(g.cards[id]!.threat).toBe(3 * 2);
  });

  it('Killmonger: takes no damage from a Black Panther upgrade (its damage or its attack), only from other sources', () => {
    const g = game('black_panther');
    setForm(g, 0, 'hero');
    const claws = toPlay(g, 0, '01047');
    const km = addMinion(g, 0, '01157');
    act(g, () => { damage(g, km, 2, claws); });
    expect(g.cards[km]!.dmg).toBe(0);
    act(g, () => { playerAttack(g, 0, claws, km, 2, { event: 1, source: claws }); });
    toMain(g);
    expect(g.cards[km]!.dmg).toBe(0);
    act(g, () => { playerAttack(g, 0, me(g), km, 2, { event: 1, source: claws }); }); // the hero attacking with it
    toMain(g);
    expect(g.cards[km]!.dmg).toBe(0);
    act(g, () => { playerAttack(g, 0, me(g), km, 2, { basic: 1 }); });
    toMain(g);
    expect(g.cards[km]!.dmg).toBe(2);
  });

  it('Heart-Shaped Herb: surge; the villain and the minions engaged with you get a tough status; as a boost, the villain', () => {
    const g = game('black_panther', 'spider_man');
    const mine = addMinion(g, 0, '01182');
    const theirs = addMinion(g, 1, '01182');
    const m = surgeMarker(g);
    revealFor(g, 0, '01158');
    toMain(g);
    expect(g.cards[g.villain]!.tough).toBe(true);
    expect(g.cards[mine]!.tough).toBe(true);
    expect(g.cards[theirs]!.tough).toBe(false);
    expect(g.sides).toContain(m);

    const h = game('black_panther');
    onTop(h, '01158');
    act(h, () => { enemyScheme(h, h.villain, 0); });
    toMain(h);
    expect(h.cards[h.villain]!.tough).toBe(true);
  });

  it('Ritual Combat: X is 1 + the discarded top card\'s boost icons; you choose X damage to your hero or X threat on the main scheme', () => {
    const g = game('black_panther');
    setForm(g, 0, 'hero');
    const top = onTop(g, '01109'); // 2 boost icons
    revealFor(g, 0, '01159');
    expect(g.ediscard).toContain(top);
    expect(decision(g)?.reason).toBe('01159-choice');
    pickT(g, 'damage');
    toMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(3);

    const h = game('black_panther');
    setForm(h, 0, 'hero');
    onTop(h, '01186'); // no boost icon
    const t = h.cards[h.main]!.threat;
    revealFor(h, 0, '01159');
    expect(decision(h)?.reason).toBe('01159-choice');
    pickT(h, 'threat');
    toMain(h);
    expect(h.cards[h.main]!.threat).toBe(t + 1);
    expect(h.cards[me(h)]!.dmg).toBe(0);
  });

  it('Ritual Combat: discarding the encounter deck\'s last card reshuffles it at once (acceleration token)', () => {
    const g = game('black_panther');
    setForm(g, 0, 'hero');
    for (const id of g.edeck) { g.cards[id]!.zone = 'ediscard'; g.ediscard.push(id); }
    g.edeck = [];
    const top = onTop(g, '01109'); // the only card left: 2 boost icons, X = 3
    const accel = g.accel;
    revealFor(g, 0, '01159');
    expect(g.edeck.length).toBeGreaterThan(0);
    expect(g.edeck).toContain(top);
    expect(g.accel).toBe(accel + 1);
    pickT(g, 'damage');
    toMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(3);
  });

  it('Ritual Combat: in alter-ego form the damage is not offered (it would change nothing): X threat go on the main scheme', () => {
    const g = game('black_panther');
    const top = onTop(g, '01109'); // 2 boost icons: X = 3
    const t = g.cards[g.main]!.threat;
    revealFor(g, 0, '01159');
    expect(g.ediscard).toContain(top);
    expect(decision(g)?.reason).not.toBe('01159-choice');
    toMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(0);
    expect(g.cards[g.main]!.threat).toBe(t + 3);
  });
});

describe('She-Hulk nemesis: Titania', () => {
  it('Personal Challenge: enters with its starting threat plus 1 per player', () => {
    const g = game('she_hulk');
    const id = revealFor(g, 0, '01161');
    toMain(g);
    expect(g.cards[id]!.threat).toBe(3 + 1);
  });

  it('Titania: her ATK is her remaining hit points', () => {
    const g = game('she_hulk');
    setForm(g, 0, 'hero');
    const t = addMinion(g, 0, '01162');
    expect(stat(g, t, 'atk')).toBe(6);
    act(g, () => { damage(g, t, 2, me(g)); });
    expect(stat(g, t, 'atk')).toBe(4);
    act(g, () => { enemyAttack(g, t, 0); });
    toMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(4);
  });

  it('Genetically Enhanced: on the minion with the most printed hit points, +3 hit points; with no minion, surge', () => {
    const g = game('she_hulk');
    addMinion(g, 0, '01182'); // 4
    const t = addMinion(g, 0, '01162'); // 6
    const ge = revealFor(g, 0, '01163');
    toMain(g);
    expect(g.cards[ge]!.host).toBe(t);
    expect(stat(g, t, 'hp')).toBe(9);
    expect(stat(g, t, 'atk')).toBe(9); // Titania's X follows

    const h = game('she_hulk');
    const m = surgeMarker(h);
    const g2 = revealFor(h, 0, '01163');
    toMain(h);
    expect(h.ediscard).toContain(g2);
    expect(h.sides).toContain(m);
  });

  it('Titania\'s Fury: Titania attacks your hero; absent or stunned, she heals fully and it surges', () => {
    const g = game('she_hulk');
    setForm(g, 0, 'hero');
    addMinion(g, 0, '01162');
    const m = surgeMarker(g);
    revealFor(g, 0, '01164');
    toMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(6);
    expect(g.edeck).toContain(m);

    const h = game('she_hulk');
    setForm(h, 0, 'hero');
    const t2 = addMinion(h, 0, '01162');
    h.cards[t2]!.dmg = 2; h.cards[t2]!.stun = true;
    const m2 = surgeMarker(h);
    revealFor(h, 0, '01164');
    toMain(h);
    expect(h.cards[t2]!.stun).toBe(false);
    expect(h.cards[t2]!.dmg).toBe(0);
    expect(h.cards[me(h)]!.dmg).toBe(0);
    expect(h.sides).toContain(m2);

    const k = game('she_hulk');
    setForm(k, 0, 'hero');
    const m3 = surgeMarker(k);
    revealFor(k, 0, '01164');
    toMain(k);
    expect(k.sides).toContain(m3);
  });

  it('Titania\'s Fury: in alter-ego form there is no hero to attack: she did not attack, so she heals fully and it surges', () => {
    const g = game('she_hulk');
    const t = addMinion(g, 0, '01162');
    g.cards[t]!.dmg = 2;
    const m = surgeMarker(g);
    const hand = g.players[0]!.hand.length;
    revealFor(g, 0, '01164');
    toMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(0);
    expect(g.cards[t]!.dmg).toBe(0);
    expect(g.sides).toContain(m);
    expect(g.players[0]!.hand.length).toBe(hand);

    // a stunned Titania keeps her stun: she was not going to attack at all
    const h = game('she_hulk');
    const t2 = addMinion(h, 0, '01162');
    h.cards[t2]!.dmg = 1; h.cards[t2]!.stun = true;
    const m2 = surgeMarker(h);
    revealFor(h, 0, '01164');
    toMain(h);
    expect(h.cards[t2]!.stun).toBe(true);
    expect(h.cards[t2]!.dmg).toBe(0);
    expect(h.cards[me(h)]!.dmg).toBe(0);
    expect(h.sides).toContain(m2);
  });

  it('Titania\'s Fury: an attack replaced by Webbed Up is not made: she heals fully and it surges', () => {
    const g = game('she_hulk');
    setForm(g, 0, 'hero');
    const t = addMinion(g, 0, '01162');
    g.cards[t]!.dmg = 2;
    const wu = toPlay(g, 0, '01009', t); // Webbed Up on Titania
    expect(g.cards[wu]!.host).toBe(t);
    const m = surgeMarker(g);
    revealFor(g, 0, '01164');
    toMain(g);
    expect(g.players[0]!.discard).toContain(wu);
    expect(g.cards[t]!.stun).toBe(true); // Webbed Up's stun
    expect(g.cards[me(g)]!.dmg).toBe(0);
    expect(g.cards[t]!.dmg).toBe(0);
    expect(g.sides).toContain(m);
  });

  it('Titania\'s Fury as a boost: the villain gets one more boost card', () => {
    const g = game('she_hulk');
    setForm(g, 0, 'hero');
    const extra = onTop(g, '01109'); // 2 boost icons, drawn by the Fury
    const fury = onTop(g, '01164'); // 1 boost icon
    act(g, () => { enemyAttack(g, g.villain, 0); });
    toMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(stat(g, g.villain, 'atk') + 1 + 2);
    expect(g.ediscard).toEqual(expect.arrayContaining([extra, fury]));
  });

  it('Titania\'s Fury as a boost: taking the encounter deck\'s last card reshuffles it at once (acceleration token)', () => {
    const g = game('she_hulk');
    setForm(g, 0, 'hero');
    for (const id of g.edeck) { g.cards[id]!.zone = 'ediscard'; g.ediscard.push(id); }
    g.edeck = [];
    const extra = onTop(g, '01109'); // 2 boost icons, drawn by the Fury: the deck's last card
    onTop(g, '01164'); // 1 boost icon
    const accel = g.accel;
    act(g, () => { enemyAttack(g, g.villain, 0); });
    toMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(stat(g, g.villain, 'atk') + 1 + 2);
    expect(g.edeck.length).toBeGreaterThan(0);
    expect(g.accel).toBe(accel + 1);
    expect(g.ediscard).toEqual([extra]);
  });
});

describe('Spider-Man nemesis: Vulture', () => {
  it('Highway Robbery: each player puts a random hand card facedown on it; they return to their owners\' hands when it is defeated', () => {
    const g = game('spider_man', 'she_hulk');
    const h0 = g.players[0]!.hand.length;
    const h1 = g.players[1]!.hand.length;
    const hr = revealFor(g, 0, '01166');
    toMain(g);
    expect(g.cards[hr]!.threat).toBe(3 * 2);
    const under = g.cards.filter((c) => c.zone === 'under' && c.host === hr);
    expect(under.map((c) => c.owner).sort()).toEqual([0, 1]);
    expect([g.players[0]!.hand.length, g.players[1]!.hand.length]).toEqual([h0 - 1, h1 - 1]);
    act(g, () => { removeThreat(g, hr, 6); });
    toMain(g);
    expect(g.sides).not.toContain(hr);
    expect([g.players[0]!.hand.length, g.players[1]!.hand.length]).toEqual([h0, h1]);
    for (const c of under) expect(g.players[c.owner]!.hand).toContain(c.id);
  });

  it('Vulture: quickstrike: he attacks a hero as he engages them (not an alter-ego)', () => {
    const g = game('spider_man');
    setForm(g, 0, 'hero');
    addMinion(g, 0, '01167');
    toMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(3);

    const h = game('spider_man');
    addMinion(h, 0, '01167');
    toMain(h);
    expect(h.cards[me(h)]!.dmg).toBe(0);
  });

  it('Sweeping Swoop: your hero is stunned; with Vulture in play, it surges', () => {
    const g = game('spider_man');
    setForm(g, 0, 'hero');
    const m = surgeMarker(g);
    revealFor(g, 0, '01168');
    toMain(g);
    expect(g.cards[me(g)]!.stun).toBe(true);
    expect(g.edeck).toContain(m);

    const h = game('spider_man');
    addMinion(h, 0, '01167');
    const m2 = surgeMarker(h);
    revealFor(h, 0, '01168');
    toMain(h);
    expect(h.sides).toContain(m2);
  });

  it('Sweeping Swoop: in alter-ego form nobody is stunned; the surge still follows Vulture', () => {
    const g = game('spider_man');
    const m = surgeMarker(g);
    const sw = revealFor(g, 0, '01168');
    toMain(g);
    expect(g.cards[me(g)]!.stun).toBe(false);
    expect(g.edeck).toContain(m);
    expect(g.ediscard).toContain(sw);

    const h = game('spider_man');
    addMinion(h, 0, '01167');
    const m2 = surgeMarker(h);
    revealFor(h, 0, '01168');
    toMain(h);
    expect(h.cards[me(h)]!.stun).toBe(false);
    expect(h.sides).toContain(m2);
  });

  it('Sweeping Swoop as a boost: a friendly character the attack damages is stunned; no damage, no stun', () => {
    const g = game('spider_man');
    setForm(g, 0, 'hero');
    const swoop = onTop(g, '01168');
    act(g, () => { enemyAttack(g, g.villain, 0); });
    toMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(stat(g, g.villain, 'atk'));
    expect(g.cards[me(g)]!.stun).toBe(true);
    expect(g.ediscard).toContain(swoop);
    expect(g.envs).toEqual([]);

    // an ally defends and is damaged: the ally is stunned
    const a = game('spider_man');
    setForm(a, 0, 'hero');
    const cat = toPlay(a, 0, '01084'); // Nick Fury, 3 hit points
    onTop(a, '01168');
    act(a, () => { enemyAttack(a, a.villain, 0); });
    until(a, (r) => r === 'eatk-defend');
    pickT(a, 'defender', cat);
    toMain(a);
    expect(a.cards[cat]!.dmg).toBe(stat(a, a.villain, 'atk'));
    expect(a.cards[cat]!.stun).toBe(true);
    expect(a.cards[me(a)]!.stun).toBe(false);

    // the hero defends with DEF 3 against ATK 2: no damage, no stun
    const h = game('spider_man');
    setForm(h, 0, 'hero');
    const s2 = onTop(h, '01168');
    act(h, () => { enemyAttack(h, h.villain, 0); });
    until(h, (r) => r === 'eatk-defend');
    pickT(h, 'defender', me(h));
    toMain(h);
    expect(h.cards[me(h)]!.dmg).toBe(0);
    expect(h.cards[me(h)]!.stun).toBe(false);
    expect(h.ediscard).toContain(s2);
    expect(h.envs).toEqual([]);

    // a scheme: nothing to watch, straight to the discard pile
    const k = game('spider_man');
    const s3 = onTop(k, '01168');
    act(k, () => { enemyScheme(k, k.villain, 0); });
    toMain(k);
    expect(k.ediscard).toContain(s3);
    expect(k.cards[me(k)]!.stun).toBe(false);
  });

  it('a boost ability that waits for its activation (Sweeping Swoop) watches only that attack, from the discard pile', () => {
    const g = game('spider_man');
    setForm(g, 0, 'hero');
    const swoop = onTop(g, '01168');
    act(g, () => { enemyAttack(g, g.villain, 0); });
    until(g, (r) => r === 'eatk-defend');
    expect(g.watch).toEqual([]); // not flipped yet
    pickT(g, 'none');
    toMain(g);
    expect(g.watch).toEqual([]); // the attack is over: it watches no more
    expect(g.ediscard).toContain(swoop);
    // later damage (not from that activation) stuns nobody
    g.cards[me(g)]!.stun = false;
    act(g, () => { damage(g, me(g), 1, g.villain); });
    expect(g.cards[me(g)]!.stun).toBe(false);
  });

  it('The Vulture\'s Plans: each player discards a random card; 1 threat per different resource type among them', () => {
    const g = game('spider_man', 'she_hulk');
    emptyHand(g, 0); emptyHand(g, 1);
    const e = toHand(g, 0, '01088'); // energy
    const m = toHand(g, 1, '01089'); // mental
    const t = g.cards[g.main]!.threat;
    revealFor(g, 0, '01169');
    toMain(g);
    expect(g.players[0]!.discard).toContain(e);
    expect(g.players[1]!.discard).toContain(m);
    expect(g.cards[g.main]!.threat).toBe(t + 2);

    const h = game('spider_man', 'she_hulk');
    emptyHand(h, 0); emptyHand(h, 1);
    toHand(h, 0, '01088'); toHand(h, 1, '01088');
    const t2 = h.cards[h.main]!.threat;
    revealFor(h, 0, '01169');
    toMain(h);
    expect(h.cards[h.main]!.threat).toBe(t2 + 1);
  });
});

describe('Iron Man nemesis: Whiplash', () => {
  it('Imminent Overload: enters with its starting threat plus 1 per player', () => {
    const g = game('iron_man');
    const id = revealFor(g, 0, '01171');
    toMain(g);
    expect(g.cards[id]!.threat).toBe(3 + 1);
  });

  it('Whiplash: retaliate 1', () => {
    const g = game('iron_man');
    setForm(g, 0, 'hero');
    const w = addMinion(g, 0, '01172');
    act(g, () => { playerAttack(g, 0, me(g), w, 1, { basic: 1 }); });
    toMain(g);
    expect(g.cards[w]!.dmg).toBe(1);
    expect(g.cards[me(g)]!.dmg).toBe(1);
  });

  it('Electric Whip Attack: you choose 1 damage to your hero per upgrade you control, or to discard one of them', () => {
    const g = game('iron_man');
    setForm(g, 0, 'hero');
    toPlay(g, 0, '01035');
    toPlay(g, 0, '01039');
    revealFor(g, 0, '01173');
    expect(decision(g)?.reason).toBe('01173-choice');
    pickT(g, 'damage');
    toMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(2);

    const h = game('iron_man');
    setForm(h, 0, 'hero');
    const v1 = toPlay(h, 0, '01035');
    const v2 = toPlay(h, 0, '01039');
    revealFor(h, 0, '01173');
    expect(decision(h)?.reason).toBe('01173-choice');
    pickT(h, 'discard');
    expect(decision(h)?.reason).toBe('01173-upgrade');
    expect(decision(h)?.player).toBe(0);
    pickT(h, 'card', v2);
    toMain(h);
    expect(h.players[0]!.discard).toContain(v2);
    expect(h.players[0]!.play).toContain(v1);
    expect(h.cards[me(h)]!.dmg).toBe(0);
  });

  it('Electric Whip Attack: in alter-ego form the damage is not offered (it would change nothing): you discard an upgrade', () => {
    const g = game('iron_man');
    const v1 = toPlay(g, 0, '01035');
    const v2 = toPlay(g, 0, '01039');
    revealFor(g, 0, '01173');
    expect(decision(g)?.reason).toBe('01173-upgrade');
    pickT(g, 'card', v1);
    toMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(0);
    expect(g.players[0]!.discard).toContain(v1);
    expect(g.players[0]!.play).toContain(v2);
  });

  it('Electric Whip Attack as a boost: on an undefended villain attack you discard an upgrade; a defended one costs nothing', () => {
    const g = game('iron_man');
    setForm(g, 0, 'hero');
    const u = toPlay(g, 0, '01035');
    onTop(g, '01173');
    act(g, () => { enemyAttack(g, g.villain, 0); });
    toMain(g);
    expect(g.players[0]!.discard).toContain(u);

    const h = game('iron_man');
    setForm(h, 0, 'hero');
    const u2 = toPlay(h, 0, '01035');
    onTop(h, '01173');
    act(h, () => { enemyAttack(h, h.villain, 0); });
    until(h, (r) => r === 'eatk-defend');
    pickT(h, 'defender', me(h));
    toMain(h);
    expect(h.players[0]!.play).toContain(u2);
  });

  it('Electromagnetic Backlash: each player mills 5 and takes 1 damage per printed energy icon among them', () => {
    const g = game('iron_man');
    const codes = ['01088', '01006', '01089', '01008', '01002']; // 2 + 1 + 0 + 0 + 1 energy
    const ids = codes.map((c) => toDeckTop(g, 0, c));
    revealFor(g, 0, '01174');
    toMain(g);
    for (const id of ids) expect(g.players[0]!.discard).toContain(id);
    expect(g.cards[me(g)]!.dmg).toBe(4);
  });

  it('Electromagnetic Backlash: a deck that runs out is reshuffled, and nothing is discarded from the new deck', () => {
    const g = game('iron_man');
    const pl = g.players[0]!;
    for (const id of [...pl.deck, ...pl.discard]) g.cards[id]!.zone = 'removed';
    pl.deck = []; pl.discard = [];
    const discarded = ['01088', '01088', '01088'].map((c) => { const id = newCard(g, c, 0); g.cards[id]!.zone = 'discard'; pl.discard.push(id); return id; });
    const two = [toDeckTop(g, 0, '01089'), toDeckTop(g, 0, '01088')]; // 0 + 2 energy: the deck's only cards
    revealFor(g, 0, '01174');
    toMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(2); // the two cards only
    expect([...pl.deck].sort()).toEqual([...discarded, ...two].sort());
    expect(pl.discard).toEqual([]);
  });
});

describe('Captain Marvel nemesis: Yon-Rogg', () => {
  it('The Psyche-Magnitron: enters with its starting threat plus 1 per player', () => {
    const g = game('captain_marvel', 'spider_man');
    const id = revealFor(g, 0, '01176');
    toMain(g);
    expect(g.cards[id]!.threat).toBe(3 + 2);
  });

  it('Yon-Rogg: after he attacks, 1 threat on The Psyche-Magnitron', () => {
    const g = game('captain_marvel');
    setForm(g, 0, 'hero');
    const pm = addSide(g, '01176', 4);
    const yr = addMinion(g, 0, '01177');
    act(g, () => { enemyAttack(g, yr, 0); });
    toMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(3);
    expect(g.cards[pm]!.threat).toBe(5);
  });

  it('Kree Manipulator: surge and 1 threat on the main scheme; as a boost, 1 more on an undefended villain attack only', () => {
    const g = game('captain_marvel');
    const m = surgeMarker(g);
    const t = g.cards[g.main]!.threat;
    revealFor(g, 0, '01178');
    toMain(g);
    expect(g.cards[g.main]!.threat).toBe(t + 1);
    expect(g.sides).toContain(m);

    const h = game('captain_marvel');
    setForm(h, 0, 'hero');
    onTop(h, '01178');
    const t2 = h.cards[h.main]!.threat;
    act(h, () => { enemyAttack(h, h.villain, 0); });
    toMain(h);
    expect(h.cards[h.main]!.threat).toBe(t2 + 1);

    const k = game('captain_marvel');
    setForm(k, 0, 'hero');
    onTop(k, '01178');
    const t3 = k.cards[k.main]!.threat;
    act(k, () => { enemyAttack(k, k.villain, 0); });
    until(k, (r) => r === 'eatk-defend');
    pickT(k, 'defender', me(k));
    toMain(k);
    expect(k.cards[k.main]!.threat).toBe(t3);
  });

  it('Yon-Rogg\'s Treason: each hand card with a printed energy icon (not only resource cards) is discarded; none: surge', () => {
    const g = game('captain_marvel');
    emptyHand(g, 0);
    const e1 = toHand(g, 0, '01088'); // Energy
    const e2 = toHand(g, 0, '01006'); // Aunt May: an energy icon
    const keep = toHand(g, 0, '01089'); // Genius
    const m = surgeMarker(g);
    revealFor(g, 0, '01179');
    toMain(g);
    expect(g.players[0]!.discard).toEqual(expect.arrayContaining([e1, e2]));
    expect(g.players[0]!.hand).toEqual([keep]);
    expect(g.edeck).toContain(m);

    const h = game('captain_marvel');
    emptyHand(h, 0);
    toHand(h, 0, '01089');
    const m2 = surgeMarker(h);
    revealFor(h, 0, '01179');
    toMain(h);
    expect(h.sides).toContain(m2);
  });
});
