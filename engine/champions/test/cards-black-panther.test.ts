// Black Panther's kit: each card's effect, through the rules' own routes.
import { describe, expect, it } from 'vitest';
import { decision } from '../index.js';
import { setCode } from '../codes.js';
import { enemyAttack } from '../round.js';
import { factsOf, hasTrait, NO_DAMAGE, typeOf } from '../rules.js';
import { act, addMinion, addSide, emptyHand, has, newCard, pick, pickT, setForm, setupGame, toHand, toPlay, until, type Game } from './helpers.js';

const BP = { identity: 'black_panther', aspect: 'protection' };
const SPIDEY = { identity: 'spider_man', aspect: 'justice' };

/** A Black Panther game at the first main decision (T'Challa's setup search answered with its first option). */
function panther(seed = 1, heroes = [BP]): Game {
  const g = setupGame({ heroes, seed });
  until(g, (_r, k) => k === 'main');
  return g;
}
function toDiscard(g: Game, p: number, code: string): number {
  const id = newCard(g, code, p);
  g.cards[id]!.zone = 'discard';
  g.players[p]!.discard.push(id);
  return id;
}
const me = (g: Game, p = 0): number => g.players[p]!.identity;
const isAct = (id: number) => (o: { t: string; c: number }) => o.t === 'act' && o.c === id;
const isBpUpgrade = (g: Game, id: number): boolean => typeOf(g, id) === 'upgrade' && hasTrait(g, id, 'Black Panther');

/** Plays a Wakanda Forever! (code) from an otherwise empty hand, paid by a Vibranium, in hero form. */
function playWakanda(g: Game, code = '01043a'): number {
  setForm(g, 0, 'hero');
  emptyHand(g, 0);
  const wf = toHand(g, 0, code);
  toHand(g, 0, '01044');
  act(g, () => {});
  pickT(g, 'play', wf);
  return wf;
}

describe('Black Panther kit', () => {
  it("T'Challa (setup): searches the deck for a Black Panther upgrade of the player's choice, takes it, shuffles", () => {
    const g = setupGame({ heroes: [BP], seed: 1 });
    const d = decision(g)!;
    expect(d.reason).toBe('01040b-search');
    const pl = g.players[0]!;
    const inDeck = pl.deck.filter((id) => isBpUpgrade(g, id));
    expect(inDeck.length).toBeGreaterThan(1);
    expect(d.options.map((o) => o.c).sort()).toEqual([...inDeck].sort());
    const chosen = d.options[1]!.c;
    const before = pl.deck.filter((id) => id !== chosen);
    const handBefore = pl.hand.length;
    pickT(g, 'card', chosen);
    expect(pl.hand).toContain(chosen);
    expect(pl.hand.length).toBe(handBefore + 1);
    expect(pl.deck).not.toContain(chosen);
    expect(pl.deck).not.toEqual(before); // shuffled
    expect([...pl.deck].sort()).toEqual([...before].sort());
  });

  it('Black Panther: Retaliate 1 when the villain attacks him, undefended or defending himself', () => {
    const g = panther();
    setForm(g, 0, 'hero');
    const v0 = g.cards[g.villain]!.dmg;
    act(g, () => { enemyAttack(g, g.villain, 0); });
    until(g, (r) => r === 'eatk-defend');
    pickT(g, 'none');
    until(g, (_r, k) => k === 'main');
    expect(g.cards[g.villain]!.dmg).toBe(v0 + 1);
    act(g, () => { enemyAttack(g, g.villain, 0); });
    until(g, (r) => r === 'eatk-defend');
    pickT(g, 'defender', me(g));
    until(g, (_r, k) => k === 'main');
    expect(g.cards[g.villain]!.dmg).toBe(v0 + 2);
  });

  it('Black Panther (FAQ): no retaliate when an ally defends the attack on him; retaliate when he defends for another hero', () => {
    const g = panther(2, [BP, SPIDEY]);
    setForm(g, 0, 'hero');
    setForm(g, 1, 'hero');
    const shuri = toPlay(g, 0, '01041');
    until(g, (_r, k) => k === 'main');
    const v0 = g.cards[g.villain]!.dmg;
    act(g, () => { enemyAttack(g, g.villain, 0); });
    until(g, (r) => r === 'eatk-defend');
    pickT(g, 'defender', shuri);
    until(g, (_r, k) => k === 'main');
    expect(g.cards[g.villain]!.dmg).toBe(v0);
    act(g, () => { enemyAttack(g, g.villain, 1); });
    until(g, (r) => r === 'eatk-defend');
    pickT(g, 'defender', me(g, 0));
    until(g, (_r, k) => k === 'main');
    expect(g.cards[g.villain]!.dmg).toBe(v0 + 1);
  });

  it('Shuri: played from hand, her response searches the deck for the chosen upgrade and shuffles', () => {
    const g = panther(3);
    emptyHand(g, 0);
    const shuri = toHand(g, 0, '01041');
    toHand(g, 0, '01044'); // Vibranium pays 2
    act(g, () => {});
    pickT(g, 'play', shuri);
    expect(decision(g)?.reason).toBe('win-r-ans');
    pickT(g, 'use', shuri);
    const pl = g.players[0]!;
    const ups = pl.deck.filter((id) => typeOf(g, id) === 'upgrade');
    expect(ups.length).toBeGreaterThan(1);
    expect(decision(g)?.reason).toBe('01041-search');
    expect(decision(g)!.options.map((o) => o.c).sort()).toEqual([...ups].sort());
    const chosen = ups[ups.length - 1]!;
    const rest = pl.deck.filter((id) => id !== chosen);
    pickT(g, 'card', chosen);
    expect(pl.hand).toEqual([chosen]);
    expect(pl.deck).not.toEqual(rest);
    expect([...pl.deck].sort()).toEqual([...rest].sort());
    expect(g.cards[shuri]!.zone).toBe('play');
  });

  it('Ancestral Knowledge (FAQ): shuffles up to 3 differently named cards back; a second Wakanda Forever! version is not offered', () => {
    const g = panther(4);
    emptyHand(g, 0);
    const wfa = toDiscard(g, 0, '01043a');
    const wfb = toDiscard(g, 0, '01043b');
    const city = toDiscard(g, 0, '01045');
    const shuri = toDiscard(g, 0, '01041');
    const claws = toDiscard(g, 0, '01047');
    const ak = toHand(g, 0, '01042');
    const pay = toHand(g, 0, '01044');
    const deck0 = g.players[0]!.deck.length;
    act(g, () => {});
    pickT(g, 'play', ak);
    expect(decision(g)?.reason).toBe('01042-pick');
    expect(has(g, (o) => o.c === ak)).toBe(false);
    expect(has(g, (o) => o.t === 'done')).toBe(false); // at least one card
    pickT(g, 'card', wfa);
    expect(has(g, (o) => o.c === wfb)).toBe(false);
    expect(has(g, (o) => o.t === 'done')).toBe(true);
    pickT(g, 'card', city);
    pickT(g, 'card', shuri);
    expect(decision(g)?.reason).toBe('main-ans');
    const pl = g.players[0]!;
    expect(pl.deck.length).toBe(deck0 + 3);
    for (const id of [wfa, city, shuri]) expect(g.cards[id]!.zone).toBe('deck');
    for (const id of [wfb, claws, ak, pay]) expect(pl.discard).toContain(id);
  });

  it('Ancestral Knowledge: stopping after one card shuffles just that one; not playable as Black Panther', () => {
    const g = panther(4);
    emptyHand(g, 0);
    const city = toDiscard(g, 0, '01045');
    const claws = toDiscard(g, 0, '01047');
    const ak = toHand(g, 0, '01042');
    toHand(g, 0, '01044');
    setForm(g, 0, 'hero');
    act(g, () => {});
    expect(has(g, (o) => o.t === 'play' && o.c === ak)).toBe(false);
    setForm(g, 0, 'alter');
    act(g, () => {});
    pickT(g, 'play', ak);
    pickT(g, 'card', claws);
    pickT(g, 'done');
    expect(g.cards[claws]!.zone).toBe('deck');
    expect(g.cards[city]!.zone).toBe('discard');
  });

  it('The Golden City: exhausts to draw 2 cards, as T\'Challa only', () => {
    const g = panther();
    const city = toPlay(g, 0, '01045');
    const n = g.players[0]!.hand.length;
    act(g, () => {});
    pick(g, isAct(city));
    expect(g.players[0]!.hand.length).toBe(n + 2);
    expect(g.cards[city]!.exh).toBe(true);
    expect(has(g, isAct(city))).toBe(false);
    act(g, () => { g.cards[city]!.exh = false; setForm(g, 0, 'hero'); });
    expect(has(g, isAct(city))).toBe(false);
  });

  it('Wakanda Forever!: the player orders the Specials; Tactical Genius first removes 1, Panther Claws last (final step) deals 4', () => {
    const g = panther(5);
    const claws = toPlay(g, 0, '01047');
    const genius = toPlay(g, 0, '01048');
    g.cards[g.main]!.threat = 5;
    const v0 = g.cards[g.villain]!.dmg;
    const wf = playWakanda(g);
    expect(decision(g)?.reason).toBe('01043-next');
    expect(decision(g)!.options.map((o) => o.c).sort()).toEqual([claws, genius].sort());
    pickT(g, 'card', genius);
    expect(g.cards[g.main]!.threat).toBe(4);
    expect(decision(g)?.reason).toBe('main-ans'); // Claws was the only step left and Rhino the only enemy
    expect(g.cards[g.villain]!.dmg).toBe(v0 + 4);
    expect(g.players[0]!.discard).toContain(wf);
  });

  it('Wakanda Forever!: the other order: Claws first deals 2, Tactical Genius last (final step) removes 2', () => {
    const g = panther(5);
    const claws = toPlay(g, 0, '01047');
    toPlay(g, 0, '01048');
    g.cards[g.main]!.threat = 5;
    const v0 = g.cards[g.villain]!.dmg;
    playWakanda(g);
    pickT(g, 'card', claws);
    expect(g.cards[g.villain]!.dmg).toBe(v0 + 2);
    expect(g.cards[g.main]!.threat).toBe(3);
  });

  it('Wakanda Forever! (each version 01043a-d): a lone Black Panther upgrade is the final step; not playable without one', () => {
    for (const code of ['01043a', '01043b', '01043c', '01043d']) {
      const g = panther(6);
      setForm(g, 0, 'hero');
      emptyHand(g, 0);
      const wf0 = toHand(g, 0, code);
      toHand(g, 0, '01044');
      act(g, () => {});
      expect(has(g, (o) => o.t === 'play' && o.c === wf0)).toBe(false);
      toPlay(g, 0, '01047');
      const v0 = g.cards[g.villain]!.dmg;
      act(g, () => {});
      pickT(g, 'play', wf0);
      expect(g.cards[g.villain]!.dmg).toBe(v0 + 4);
    }
  });

  it('Energy Daggers: the chosen player\'s minions and the villain take 1 (2 on the final step); other minions none', () => {
    const g = panther(7, [BP, SPIDEY]);
    const daggers = toPlay(g, 0, '01046');
    toPlay(g, 0, '01048');
    g.cards[g.main]!.threat = 5;
    const mine = addMinion(g, 0, '01101');
    const theirs = addMinion(g, 1, '01101');
    const v0 = g.cards[g.villain]!.dmg;
    playWakanda(g);
    pickT(g, 'card', daggers); // not final
    expect(decision(g)?.reason).toBe('01046-player');
    pickT(g, 'player', -1, 1);
    expect(g.cards[g.villain]!.dmg).toBe(v0 + 1);
    expect(g.cards[theirs]!.dmg).toBe(1);
    expect(g.cards[mine]!.dmg).toBe(0);

    const g2 = panther(7, [BP, SPIDEY]);
    toPlay(g2, 0, '01046');
    const m2 = addMinion(g2, 0, '01101');
    const w0 = g2.cards[g2.villain]!.dmg;
    playWakanda(g2);
    pickT(g2, 'player', -1, 0); // final step: 2 each
    expect(g2.cards[g2.villain]!.dmg).toBe(w0 + 2);
    expect(g2.cards[m2]!.dmg).toBe(2);
  });

  it('Tactical Genius: a thwart, so a confused Black Panther loses the confusion instead of removing threat', () => {
    const g = panther(8);
    toPlay(g, 0, '01048');
    g.cards[g.main]!.threat = 5;
    g.cards[me(g)]!.conf = true;
    playWakanda(g);
    expect(g.cards[g.main]!.threat).toBe(5);
    expect(g.cards[me(g)]!.conf).toBe(false);
  });

  it('Panther Claws: an attack, so a stunned Black Panther loses the stun instead of dealing damage', () => {
    const g = panther(8);
    toPlay(g, 0, '01047');
    g.cards[me(g)]!.stun = true;
    const v0 = g.cards[g.villain]!.dmg;
    playWakanda(g);
    expect(g.cards[g.villain]!.dmg).toBe(v0);
    expect(g.cards[me(g)]!.stun).toBe(false);
  });

  it('Vibranium Suit: moves 2 damage from Black Panther to an enemy on the final step (only what he has)', () => {
    const g = panther(9);
    toPlay(g, 0, '01049');
    g.cards[me(g)]!.dmg = 3;
    const v0 = g.cards[g.villain]!.dmg;
    playWakanda(g);
    expect(g.cards[me(g)]!.dmg).toBe(1);
    expect(g.cards[g.villain]!.dmg).toBe(v0 + 2);

    const g2 = panther(9);
    toPlay(g2, 0, '01049');
    g2.cards[me(g2)]!.dmg = 1;
    const w0 = g2.cards[g2.villain]!.dmg;
    playWakanda(g2);
    expect(g2.cards[me(g2)]!.dmg).toBe(0);
    expect(g2.cards[g2.villain]!.dmg).toBe(w0 + 1);
  });

  it('Vibranium Suit: Wakanda Forever! is not playable while Black Panther has no damage to move', () => {
    const g = panther(9);
    toPlay(g, 0, '01049');
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    const wf = toHand(g, 0, '01043d');
    toHand(g, 0, '01044');
    act(g, () => {});
    expect(has(g, (o) => o.t === 'play' && o.c === wf)).toBe(false);
  });

  it('Vibranium Suit: an enemy that cannot take damage from it (Killmonger; Madame Hydra with Legions of Hydra) is no destination', () => {
    const g = panther(9);
    toPlay(g, 0, '01049');
    g.cards[me(g)]!.dmg = 3;
    const km = addMinion(g, 0, '01157'); // Killmonger: no damage from Black Panther upgrades
    addSide(g, '01180', 0); // Legions of Hydra
    const mh = addMinion(g, 0, '01181'); // Madame Hydra: no damage while Legions of Hydra is in play
    const v0 = g.cards[g.villain]!.dmg;
    playWakanda(g);
    // the villain is the only destination, chosen without asking
    expect(g.cards[km]!.dmg).toBe(0);
    expect(g.cards[mh]!.dmg).toBe(0);
    expect(g.cards[g.villain]!.dmg).toBe(v0 + 2);
    expect(g.cards[me(g)]!.dmg).toBe(1);
  });

  it('Vibranium Suit: Ultron (III) is no destination while a Drone is in play; the Drone is', () => {
    const g = setupGame({ heroes: [BP], villain: 'ultron', seed: 9 });
    until(g, (_r, k) => k === 'main');
    setCode(g.cards[g.villain]!, '01136'); // Ultron (III): no damage while a Drone is in play
    const drones = g.players[0]!.engaged.filter((m) => g.cards[m]!.facedown);
    expect(drones.length).toBe(1);
    toPlay(g, 0, '01049');
    g.cards[me(g)]!.dmg = 3;
    const v0 = g.cards[g.villain]!.dmg;
    playWakanda(g);
    // the Drone is the only destination, chosen without asking
    expect(g.cards[g.villain]!.dmg).toBe(v0);
    expect(g.cards[drones[0]!]!.zone).not.toBe('minion'); // 2 damage: defeated (1 + 1 hit points under Ultron III)
    expect(g.cards[me(g)]!.dmg).toBe(1);
  });

  it("Vibranium Suit (FAQ): moved damage discards the enemy's tough status (reading: the damage still leaves Black Panther, as moveDamage does)", () => {
    const g = panther(10);
    toPlay(g, 0, '01049');
    g.cards[me(g)]!.dmg = 3;
    g.cards[g.villain]!.tough = true;
    const v0 = g.cards[g.villain]!.dmg;
    playWakanda(g);
    expect(g.cards[g.villain]!.tough).toBe(false);
    expect(g.cards[g.villain]!.dmg).toBe(v0);
    expect(g.cards[me(g)]!.dmg).toBe(1);
  });

  it('Killmonger takes no damage from Black Panther upgrades (their damage names the upgrade as its source), but does from a basic attack', () => {
    const prev = NO_DAMAGE.get('01157');
    // the nemesis module's rule if it is loaded, else a stand-in with the same meaning
    if (!prev) NO_DAMAGE.set('01157', (g, _self, src) => src >= 0 && typeOf(g, src) === 'upgrade' && hasTrait(g, src, 'Black Panther'));
    try {
      const g = panther(11);
      const claws = toPlay(g, 0, '01047');
      toPlay(g, 0, '01046');
      toPlay(g, 0, '01049');
      g.cards[me(g)]!.dmg = 3;
      const km = addMinion(g, 0, '01157');
      expect(factsOf(g, km).name).toBe('Killmonger');
      const v0 = g.cards[g.villain]!.dmg;
      playWakanda(g);
      pickT(g, 'card', claws);
      pickT(g, 'enemy', km);
      expect(g.cards[km]!.dmg).toBe(0);
      pick(g, (o) => o.c >= 0 && g.cards[o.c]!.code === '01046');
      // one player: Daggers hit the villain and Killmonger; the suit's final 2 cannot move to Killmonger (RR Move: no
      // valid destination), so the villain, the only one left, takes them without asking
      expect(g.cards[km]!.dmg).toBe(0);
      expect(g.cards[g.villain]!.dmg).toBe(v0 + 1 + 2);
      expect(g.cards[me(g)]!.dmg).toBe(1);
      act(g, () => {});
      pickT(g, 'attack');
      pickT(g, 'enemy', km);
      expect(g.cards[km]!.dmg).toBe(2);
    } finally {
      if (!prev) NO_DAMAGE.delete('01157');
    }
  });
});
