// The three core scenarios' own sets (Rhino, Klaw, Ultron): setup, villain stages, main schemes and each encounter
// card's effect, through the rules' own routes.
import { describe, expect, it } from 'vitest';
import { later } from '../flow.js';
import { decision, newGame, summary } from '../index.js';
import { attackTargets, drone, enemyAttack, enemyScheme, findEncounter, reveal, thwartTargets } from '../round.js';
import {
  damage, discard, mainTarget, maxHp, placeThreat, remaining, removeThreat, retaliate, stat, toughen, typeOf,
} from '../rules.js';
import { act, addAttachment, addMinion, addSide, emptyHand, has, newCard, pick, pickT, setForm, setupGame, toDeckTop, toHand, toPlay, until, type Game } from './helpers.js';

const SM = { identity: 'spider_man', aspect: 'justice' };
const IM = { identity: 'iron_man', aspect: 'aggression' }; // no interrupt of its own on threat or damage

const me = (g: Game, p = 0): number => g.players[p]!.identity;
const atMain = (g: Game): void => until(g, (_r, k) => k === 'main');
const engaged = (g: Game, p = 0): number[] => g.players[p]!.engaged;
const facedown = (g: Game, p = 0): number[] => engaged(g, p).filter((m) => g.cards[m]!.facedown);
const codes = (g: Game, ids: number[]): string[] => ids.map((id) => g.cards[id]!.code);
const sideOf = (g: Game, code: string): number => g.sides.find((s) => g.cards[s]!.code === code) ?? -1;

/** Puts a new copy of an encounter card on top of the encounter deck (the next boost or surge). */
function encTop(g: Game, code: string): number {
  const id = newCard(g, code, -1);
  g.cards[id]!.zone = 'edeck';
  g.edeck.push(id);
  return id;
}
/** Reveals a new copy of an encounter card for player p, running on to the next decision. */
function revealNew(g: Game, p: number, code: string): number {
  const id = newCard(g, code, -1);
  act(g, () => reveal(g, p, id));
  return id;
}
/** Discards every minion engaged with player p (so that attacks have one target). */
function clearMinions(g: Game, p = 0): void { act(g, () => { for (const m of [...engaged(g, p)]) discard(g, m); }); }
/** A boost card with no icon and no ability. */
const BLANK = '01140';

// ---- Rhino ---------------------------------------------------------------------------------------------------------

describe('Rhino scenario', () => {
  it('standard setup: Rhino (I) with 14 hit points per player, The Break-In! at stage 1B with a target of 7 per player, no side scheme', () => {
    const g = setupGame({ villain: 'rhino', heroes: [SM, IM], seed: 1 });
    expect(g.cards[g.villain]!.code).toBe('01094');
    expect(maxHp(g, g.villain)).toBe(28);
    expect(g.villainNext).toEqual(['01095']);
    expect(g.cards[g.main]!.code).toBe('01097b');
    expect(g.cards[g.main]!.threat).toBe(0);
    expect(mainTarget(g)).toBe(14); // 7 per player
    expect(g.sides).toEqual([]);
  });

  it('expert setup starts at Rhino (II), whose When Revealed fetches Breakin\' & Takin\' (2 + 1 per player threat)', () => {
    const g = setupGame({ villain: 'rhino', mode: 'expert', heroes: [SM, IM], seed: 2 });
    expect(g.cards[g.villain]!.code).toBe('01095');
    expect(g.villainNext).toEqual(['01096']);
    const s = sideOf(g, '01107');
    expect(s).toBeGreaterThanOrEqual(0);
    expect(g.cards[s]!.threat).toBe(4);
    expect(findEncounter(g, '01107')).toBe(-1);
  });

  it('Rhino (II) revealed when Rhino (I) falls fetches Breakin\' & Takin\' from the discard pile; Rhino (I) has no ability', () => {
    const g = setupGame({ villain: 'rhino', seed: 3 });
    emptyHand(g, 0);
    const bt = findEncounter(g, '01107');
    g.edeck.splice(g.edeck.indexOf(bt), 1);
    g.cards[bt]!.zone = 'ediscard'; g.ediscard.push(bt);
    expect(g.sides).toEqual([]);
    act(g, () => damage(g, g.villain, 14, -1));
    expect(g.cards[g.villain]!.code).toBe('01095');
    expect(g.cards[g.villain]!.dmg).toBe(0);
    expect(g.sides).toEqual([bt]);
    expect(g.cards[bt]!.threat).toBe(3); // 2 + 1 for one player
    expect(g.ediscard).not.toContain(bt);
  });

  it('the summary\'s villain progress: stages defeated plus the share of the current stage\'s hit points lost, over the mode\'s stages', () => {
    const g = setupGame({ villain: 'rhino', heroes: [SM, IM], seed: 5 }); // standard: stages I and II, 28 and 30 HP for two
    emptyHand(g, 0); emptyHand(g, 1);
    expect(summary(g).villainProgress).toBe(0);
    act(g, () => damage(g, g.villain, 7, -1));
    expect(summary(g).villainProgress).toBe(0.125); // a quarter of stage I, of two stages
    act(g, () => damage(g, g.villain, remaining(g, g.villain), -1));
    expect(g.cards[g.villain]!.code).toBe('01095');
    expect(summary(g).villainProgress).toBe(0.5);
    act(g, () => damage(g, g.villain, 15, -1));
    expect(summary(g).villainProgress).toBe(0.75);
    const x = setupGame({ villain: 'rhino', mode: 'expert', heroes: [SM], seed: 5 }); // expert: stages II and III
    emptyHand(x, 0);
    act(x, () => damage(x, x.villain, 3, -1));
    expect(summary(x).villainProgress).toBe(0.1); // 3 of stage II's 15
    act(x, () => damage(x, x.villain, remaining(x, x.villain), -1));
    expect(summary(x).villainProgress).toBe(0.5);
    expect(x.cards[x.villain]!.tough).toBe(true); // Rhino (III) enters tough: the next hit only discards it
    act(x, () => damage(x, x.villain, 1, -1));
    act(x, () => damage(x, x.villain, remaining(x, x.villain), -1));
    expect(x.result).toBe('win');
    expect(summary(x).villainProgress).toBe(1);
  });

  it('Rhino (III): enters tough and stuns each hero (an alter-ego is not a hero)', () => {
    const g = setupGame({ villain: 'rhino', mode: 'expert', heroes: [SM, IM], seed: 4 });
    emptyHand(g, 0); emptyHand(g, 1);
    setForm(g, 0, 'hero');
    act(g, () => damage(g, g.villain, remaining(g, g.villain), -1));
    expect(g.cards[g.villain]!.code).toBe('01096');
    expect(g.cards[g.villain]!.tough).toBe(true);
    expect(g.cards[me(g, 0)]!.stun).toBe(true);
    expect(g.cards[me(g, 1)]!.stun).toBe(false);
  });

  it('The Break-In! (1B) is the last stage: 7 threat (one player) loses the game', () => {
    const g = setupGame({ villain: 'rhino', seed: 5 });
    emptyHand(g, 0);
    act(g, () => placeThreat(g, g.main, 6));
    expect(g.result).toBe(null);
    act(g, () => placeThreat(g, g.main, 1));
    expect(g.result).toBe('loss');
    expect(g.cause).toBe('scheme completed');
  });

  it('Armored Rhino Suit attaches to Rhino and takes his damage instead; at 5 damage it is discarded', () => {
    const g = setupGame({ villain: 'rhino', seed: 6 });
    emptyHand(g, 0);
    const suit = revealNew(g, 0, '01098');
    expect(g.cards[suit]!.zone).toBe('attach');
    expect(g.cards[suit]!.host).toBe(g.villain);
    act(g, () => damage(g, g.villain, 3, -1));
    expect(g.cards[g.villain]!.dmg).toBe(0);
    expect(g.cards[suit]!.dmg).toBe(3);
    act(g, () => damage(g, g.villain, 2, -1));
    expect(g.cards[g.villain]!.dmg).toBe(0);
    expect(g.cards[suit]!.zone).toBe('ediscard');
    act(g, () => damage(g, g.villain, 2, -1));
    expect(g.cards[g.villain]!.dmg).toBe(2);
  });

  it('Charge: +3 ATK, Rhino\'s attack gains overkill through a defending ally, then Charge is discarded', () => {
    const g = setupGame({ villain: 'rhino', seed: 7 });
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    const charge = addAttachment(g, '01099');
    expect(stat(g, g.villain, 'atk')).toBe(5);
    const jj = toPlay(g, 0, '01059'); // Jessica Jones, 3 hit points
    encTop(g, BLANK);
    act(g, () => enemyAttack(g, g.villain, 0));
    until(g, (r) => r === 'eatk-defend');
    pickT(g, 'defender', jj);
    atMain(g);
    expect(g.players[0]!.discard).toContain(jj);
    expect(g.cards[me(g)]!.dmg).toBe(2); // 5 - 3
    expect(g.cards[charge]!.zone).toBe('ediscard');
    expect(stat(g, g.villain, 'atk')).toBe(2);
  });

  it('Enhanced Ivory Horn: Rhino +1 ATK; a hero discards it by spending three physical resources', () => {
    const g = setupGame({ villain: 'rhino', seed: 8 });
    emptyHand(g, 0);
    const horn = revealNew(g, 0, '01100');
    expect(g.cards[horn]!.host).toBe(g.villain);
    expect(stat(g, g.villain, 'atk')).toBe(3);
    const str = toHand(g, 0, '01090'); // 2 physical
    const flip = toHand(g, 0, '01003'); // 1 physical
    act(g, () => {});
    expect(has(g, (o) => o.t === 'act' && o.c === horn)).toBe(false); // alter-ego: no Hero Action
    setForm(g, 0, 'hero');
    act(g, () => {});
    pick(g, (o) => o.t === 'act' && o.c === horn);
    if (decision(g)?.kind === 'pay') pick(g, (o) => o.c === str);
    if (decision(g)?.kind === 'pay') pick(g, (o) => o.c === flip);
    atMain(g);
    expect(g.cards[horn]!.zone).toBe('ediscard');
    expect(g.players[0]!.discard).toEqual(expect.arrayContaining([str, flip]));
    expect(stat(g, g.villain, 'atk')).toBe(2);
  });

  it('Hydra Mercenary has guard; Sandman enters tough', () => {
    const g = setupGame({ villain: 'rhino', seed: 9 });
    setForm(g, 0, 'hero');
    expect(attackTargets(g, 0)).toContain(g.villain);
    const merc = addMinion(g, 0, '01101');
    expect(attackTargets(g, 0)).toEqual([merc]);
    const sand = addMinion(g, 0, '01102');
    expect(g.cards[sand]!.tough).toBe(true);
    expect(g.cards[merc]!.tough).toBe(false);
  });

  it('Shocker engages the revealing player and deals 1 damage to each hero, not to an alter-ego', () => {
    const g = setupGame({ villain: 'rhino', heroes: [SM, IM], seed: 10 });
    emptyHand(g, 0); emptyHand(g, 1);
    setForm(g, 1, 'hero');
    const sh = revealNew(g, 0, '01103');
    atMain(g);
    expect(engaged(g, 0)).toEqual([sh]);
    expect(g.cards[me(g, 0)]!.dmg).toBe(0);
    expect(g.cards[me(g, 1)]!.dmg).toBe(1);
  });

  it('Hard to Keep Down: Rhino heals 4; with nothing healed it surges', () => {
    const g = setupGame({ villain: 'rhino', seed: 11 });
    emptyHand(g, 0);
    g.cards[g.villain]!.dmg = 5;
    const cc = encTop(g, '01108');
    revealNew(g, 0, '01104');
    expect(g.cards[g.villain]!.dmg).toBe(1);
    expect(g.cards[cc]!.zone).toBe('edeck');
    g.cards[g.villain]!.dmg = 0;
    revealNew(g, 0, '01104');
    expect(g.cards[cc]!.zone).toBe('side'); // the surge revealed it
  });

  it('"I\'m Tough": Rhino gets a tough status; a Rhino already tough makes it surge', () => {
    const g = setupGame({ villain: 'rhino', seed: 12 });
    emptyHand(g, 0);
    const cc = encTop(g, '01108');
    revealNew(g, 0, '01105');
    expect(g.cards[g.villain]!.tough).toBe(true);
    expect(g.cards[cc]!.zone).toBe('edeck');
    revealNew(g, 0, '01105');
    expect(g.cards[g.villain]!.tough).toBe(true);
    expect(g.cards[cc]!.zone).toBe('side');
  });

  it('Stampede (hero): Rhino attacks; the character it damages is stunned, but not one it failed to damage', () => {
    const g = setupGame({ villain: 'rhino', seed: 13 });
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    encTop(g, BLANK);
    revealNew(g, 0, '01106');
    atMain(g); // undefended
    expect(g.cards[me(g)]!.dmg).toBe(2);
    expect(g.cards[me(g)]!.stun).toBe(true);

    const g2 = setupGame({ villain: 'rhino', seed: 13 });
    setForm(g2, 0, 'hero');
    emptyHand(g2, 0);
    encTop(g2, BLANK);
    revealNew(g2, 0, '01106');
    until(g2, (r) => r === 'eatk-defend');
    pickT(g2, 'defender', me(g2)); // DEF 3 against ATK 2
    atMain(g2);
    expect(g2.cards[me(g2)]!.dmg).toBe(0);
    expect(g2.cards[me(g2)]!.stun).toBe(false);
  });

  it('Stampede (alter-ego): no attack, it surges', () => {
    const g = setupGame({ villain: 'rhino', seed: 14 });
    emptyHand(g, 0);
    const cc = encTop(g, '01108');
    revealNew(g, 0, '01106');
    atMain(g);
    expect(g.cards[cc]!.zone).toBe('side');
    expect(g.cards[me(g)]!.dmg).toBe(0);
  });

  it('Breakin\' & Takin\' enters with 2 + 1 per player threat; Crowd Control (2 per player) keeps threat on the main scheme', () => {
    const g = setupGame({ villain: 'rhino', heroes: [SM, IM], seed: 15 });
    emptyHand(g, 0); emptyHand(g, 1);
    const bt = revealNew(g, 0, '01107');
    expect(g.cards[bt]!.threat).toBe(4);
    act(g, () => placeThreat(g, g.main, 3));
    expect(thwartTargets(g)).toContain(g.main);
    const cc = revealNew(g, 0, '01108');
    expect(g.cards[cc]!.threat).toBe(4);
    expect(thwartTargets(g)).not.toContain(g.main);
    act(g, () => removeThreat(g, g.main, 2));
    expect(g.cards[g.main]!.threat).toBe(3);
  });
});

// ---- Klaw ----------------------------------------------------------------------------------------------------------

describe('Klaw scenario', () => {
  it('setup turns Underground Distribution to 1B by the setup step, not as a scheme advance: an A side has no threat target to reach', () => {
    const g = newGame({ villain: 'klaw', heroes: [SM, IM], seed: 1, log: true });
    while (decision(g)?.kind === 'mulligan') pick(g, (x) => x.t === 'keep');
    expect(g.cards[g.main]!.code).toBe('01116b');
    expect(g.mainNext).toEqual(['01117a', '01117b']);
    expect(g.log!.filter((l) => /the main scheme advances/.test(l))).toEqual([]);
  });

  it('setup: Defense Network in play (2 + 1 per player), a minion engaged with the first player, stage 1B', () => {
    const g = setupGame({ villain: 'klaw', heroes: [SM, IM], seed: 1 });
    expect(g.cards[g.villain]!.code).toBe('01113');
    expect(g.cards[g.main]!.code).toBe('01116b');
    const dn = sideOf(g, '01125');
    expect(dn).toBeGreaterThanOrEqual(0);
    expect(g.cards[dn]!.threat).toBe(4);
    expect(findEncounter(g, '01125')).toBe(-1);
    expect(engaged(g, 0).length).toBe(1);
    expect(typeOf(g, engaged(g, 0)[0]!)).toBe('minion');
    expect(engaged(g, 1)).toEqual([]);
    for (const id of g.ediscard) expect(typeOf(g, id)).not.toBe('minion'); // discarded on the way to it
    // Defense Network's crisis icon
    act(g, () => placeThreat(g, g.main, 1));
    expect(thwartTargets(g)).not.toContain(g.main);
  });

  it('expert setup starts at Klaw (II), who fetches The "Immortal" Klaw: 3 per player threat, +10 hit points', () => {
    const g = setupGame({ villain: 'klaw', mode: 'expert', seed: 2 });
    expect(g.cards[g.villain]!.code).toBe('01114');
    const ik = sideOf(g, '01127');
    expect(ik).toBeGreaterThanOrEqual(0);
    expect(g.cards[ik]!.threat).toBe(3);
    expect(maxHp(g, g.villain)).toBe(28); // 18 + 10
  });

  it('Klaw (I): each attack gets one more boost card (two boosts of 1 icon: 2 damage from ATK 0)', () => {
    const g = setupGame({ villain: 'klaw', seed: 3 });
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    const c = encTop(g, BLANK); // under the two: not dealt
    const a = encTop(g, '01120');
    const b = encTop(g, '01120');
    act(g, () => enemyAttack(g, g.villain, 0));
    atMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(2);
    expect(g.ediscard).toEqual(expect.arrayContaining([a, b]));
    expect(g.cards[c]!.zone).toBe('edeck');
  });

  it('Klaw (III) enters tough; Secret Rendezvous (2A) puts a minion into play with the first player and goes to 2B, whose completion loses', () => {
    const g = setupGame({ villain: 'klaw', mode: 'expert', seed: 4 });
    emptyHand(g, 0);
    clearMinions(g);
    act(g, () => damage(g, g.villain, remaining(g, g.villain), -1));
    expect(g.cards[g.villain]!.code).toBe('01115');
    expect(g.cards[g.villain]!.tough).toBe(true);
    act(g, () => placeThreat(g, g.main, 6));
    expect(g.cards[g.main]!.code).toBe('01117b');
    expect(engaged(g, 0).length).toBe(1);
    expect(typeOf(g, engaged(g, 0)[0]!)).toBe('minion');
    act(g, () => placeThreat(g, g.main, 7));
    expect(g.result).toBe(null);
    act(g, () => placeThreat(g, g.main, 1));
    expect(g.result).toBe('loss');
  });

  it('Sonic Converter: Klaw +1 ATK and stuns the character his attack damages; a hero discards it with energy, mental and physical', () => {
    const g = setupGame({ villain: 'klaw', seed: 5 });
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    const sc = addAttachment(g, '01118');
    expect(stat(g, g.villain, 'atk')).toBe(1);
    encTop(g, BLANK); encTop(g, BLANK);
    act(g, () => enemyAttack(g, g.villain, 0));
    atMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(1);
    expect(g.cards[me(g)]!.stun).toBe(true);
    const cards = [toHand(g, 0, '01088'), toHand(g, 0, '01089'), toHand(g, 0, '01090')];
    act(g, () => {});
    pick(g, (o) => o.t === 'act' && o.c === sc);
    for (const id of cards) if (decision(g)?.kind === 'pay') pick(g, (o) => o.c === id);
    atMain(g);
    expect(g.cards[sc]!.zone).toBe('ediscard');
    expect(g.players[0]!.hand).toEqual([]);
  });

  it('Solid-Sound Body: Klaw has retaliate 1 while it is attached', () => {
    const g = setupGame({ villain: 'klaw', seed: 6 });
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    clearMinions(g);
    const ssb = addAttachment(g, '01119');
    expect(retaliate(g, g.villain)).toBe(1);
    act(g, () => {});
    pickT(g, 'attack');
    atMain(g);
    expect(g.cards[g.villain]!.dmg).toBe(2);
    expect(g.cards[me(g)]!.dmg).toBe(1);
    act(g, () => discard(g, ssb));
    expect(retaliate(g, g.villain)).toBe(0);
  });

  it('Armored Guard: guard and toughness', () => {
    const g = setupGame({ villain: 'klaw', seed: 7 });
    clearMinions(g);
    const ag = addMinion(g, 0, '01120');
    expect(g.cards[ag]!.tough).toBe(true);
    expect(attackTargets(g, 0)).toEqual([ag]);
  });

  it('Weapons Runner: surges when revealed; as a boost it engages the attacked player', () => {
    const g = setupGame({ villain: 'klaw', seed: 8 });
    emptyHand(g, 0);
    clearMinions(g);
    const iaf = encTop(g, '01126');
    const wr = revealNew(g, 0, '01121');
    expect(engaged(g, 0)).toEqual([wr]);
    expect(g.cards[iaf]!.zone).toBe('side');

    const g2 = setupGame({ villain: 'klaw', seed: 8 });
    setForm(g2, 0, 'hero');
    emptyHand(g2, 0);
    clearMinions(g2);
    encTop(g2, BLANK);
    const wr2 = encTop(g2, '01121');
    act(g2, () => enemyAttack(g2, g2.villain, 0));
    atMain(g2);
    expect(engaged(g2, 0)).toEqual([wr2]);
    expect(g2.ediscard).not.toContain(wr2);
  });

  it('Klaw\'s Vengeance (alter-ego): discards one card at random from hand', () => {
    const g = setupGame({ villain: 'klaw', seed: 9 });
    const hand = g.players[0]!.hand.length;
    const disc = g.players[0]!.discard.length;
    revealNew(g, 0, '01122');
    atMain(g);
    expect(g.players[0]!.hand.length).toBe(hand - 1);
    expect(g.players[0]!.discard.length).toBe(disc + 1);
  });

  it('Klaw\'s Vengeance (hero): Klaw attacks; 1 threat on the main scheme only if the attack dealt damage', () => {
    const g = setupGame({ villain: 'klaw', seed: 10 });
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    encTop(g, '01120'); encTop(g, '01120'); // 2 boost icons: ATK 0 + 2
    revealNew(g, 0, '01122');
    atMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(2);
    expect(g.cards[g.main]!.threat).toBe(1);

    const g2 = setupGame({ villain: 'klaw', seed: 10 });
    setForm(g2, 0, 'hero');
    emptyHand(g2, 0);
    encTop(g2, BLANK); encTop(g2, BLANK); // ATK 0: no damage
    revealNew(g2, 0, '01122');
    atMain(g2);
    expect(g2.cards[me(g2)]!.dmg).toBe(0);
    expect(g2.cards[g2.main]!.threat).toBe(0);
  });

  it('Sonic Boom: the player chooses to spend energy, mental and physical, or to exhaust each character they control', () => {
    const g = setupGame({ villain: 'klaw', seed: 11 });
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    const jj = toPlay(g, 0, '01059');
    const cards = [toHand(g, 0, '01088'), toHand(g, 0, '01089'), toHand(g, 0, '01090')];
    revealNew(g, 0, '01123');
    expect(decision(g)?.reason).toBe('01123-choice');
    pickT(g, 'spend');
    for (const id of cards) if (decision(g)?.kind === 'pay') pick(g, (o) => o.c === id);
    atMain(g);
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.cards[me(g)]!.exh).toBe(false);
    expect(g.cards[jj]!.exh).toBe(false);

    const g2 = setupGame({ villain: 'klaw', seed: 11 });
    setForm(g2, 0, 'hero');
    emptyHand(g2, 0);
    const jj2 = toPlay(g2, 0, '01059');
    for (const c of ['01088', '01089', '01090']) toHand(g2, 0, c);
    revealNew(g2, 0, '01123');
    pickT(g2, 'exhaust');
    atMain(g2);
    expect(g2.players[0]!.hand.length).toBe(3);
    expect(g2.cards[me(g2)]!.exh).toBe(true);
    expect(g2.cards[jj2]!.exh).toBe(true);
  });

  it('Sonic Boom: a player who cannot pay exhausts without being asked', () => {
    const g = setupGame({ villain: 'klaw', seed: 12 });
    emptyHand(g, 0);
    revealNew(g, 0, '01123');
    expect(decision(g)?.reason).not.toBe('01123-choice');
    expect(g.cards[me(g)]!.exh).toBe(true);
  });

  it('Sonic Boom as a boost: the activation\'s damage to you exhausts your hero; no damage, no exhaustion', () => {
    const g = setupGame({ villain: 'klaw', seed: 13 });
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    clearMinions(g);
    encTop(g, '01120'); encTop(g, '01123'); // 1 icon, and Sonic Boom's boost ability
    act(g, () => enemyAttack(g, g.villain, 0));
    atMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(1);
    expect(g.cards[me(g)]!.exh).toBe(true);

    const g2 = setupGame({ villain: 'klaw', seed: 13 });
    setForm(g2, 0, 'hero');
    emptyHand(g2, 0);
    clearMinions(g2);
    toughen(g2, me(g2));
    encTop(g2, '01120'); encTop(g2, '01123');
    act(g2, () => enemyAttack(g2, g2.villain, 0));
    atMain(g2);
    expect(g2.cards[me(g2)]!.dmg).toBe(0);
    expect(g2.cards[me(g2)]!.exh).toBe(false);
  });

  it('Sound Manipulation: alter-ego: Klaw heals 4, surge if he heals nothing; hero: take 2, Klaw heals 2', () => {
    const g = setupGame({ villain: 'klaw', seed: 14 });
    emptyHand(g, 0);
    const iaf = encTop(g, '01126');
    g.cards[g.villain]!.dmg = 5;
    revealNew(g, 0, '01124');
    expect(g.cards[g.villain]!.dmg).toBe(1);
    expect(g.cards[iaf]!.zone).toBe('edeck');
    g.cards[g.villain]!.dmg = 0;
    revealNew(g, 0, '01124');
    expect(g.cards[iaf]!.zone).toBe('side');

    setForm(g, 0, 'hero');
    g.cards[g.villain]!.dmg = 5;
    revealNew(g, 0, '01124');
    atMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(2);
    expect(g.cards[g.villain]!.dmg).toBe(3);
  });

  it('Illegal Arms Factory enters with 3 + 1 per player threat (its hazard icon is the engine\'s)', () => {
    const g = setupGame({ villain: 'klaw', heroes: [SM, IM], seed: 15 });
    emptyHand(g, 0); emptyHand(g, 1);
    const iaf = revealNew(g, 0, '01126');
    expect(g.cards[iaf]!.threat).toBe(5);
  });

  it('The "Immortal" Klaw: +10 hit points; when it is defeated, Klaw loses them and falls if his damage now reaches his hit points', () => {
    const g = setupGame({ villain: 'klaw', seed: 16 });
    emptyHand(g, 0);
    clearMinions(g);
    const ik = revealNew(g, 0, '01127');
    expect(g.cards[ik]!.threat).toBe(3);
    expect(maxHp(g, g.villain)).toBe(22);
    act(g, () => damage(g, g.villain, 15, -1));
    expect(g.cards[g.villain]!.code).toBe('01113');
    expect(remaining(g, g.villain)).toBe(7);
    act(g, () => removeThreat(g, ik, 3));
    // Klaw (I) fell: Klaw (II) is revealed and fetches The "Immortal" Klaw again from the discard pile
    expect(g.cards[g.villain]!.code).toBe('01114');
    expect(g.cards[g.villain]!.dmg).toBe(0);
    expect(g.cards[ik]!.zone).toBe('ediscard');
    expect(sideOf(g, '01127')).toBeGreaterThanOrEqual(0);
    expect(maxHp(g, g.villain)).toBe(28);
  });
});

// ---- Ultron --------------------------------------------------------------------------------------------------------

describe('Ultron scenario', () => {
  it('setup: the Ultron Drones environment in play and a facedown Drone (1/1/1) from each player\'s deck, stage 1B', () => {
    const g = setupGame({ villain: 'ultron', heroes: [SM, IM], seed: 1 });
    expect(g.cards[g.villain]!.code).toBe('01134');
    expect(g.cards[g.main]!.code).toBe('01137b');
    expect(codes(g, g.envs)).toEqual(['01140']);
    expect(findEncounter(g, '01140')).toBe(-1);
    for (const p of [0, 1]) {
      expect(facedown(g, p).length).toBe(1);
      const d = facedown(g, p)[0]!;
      expect(g.cards[d]!.owner).toBe(p);
      expect([stat(g, d, 'atk'), stat(g, d, 'sch'), stat(g, d, 'hp')]).toEqual([1, 1, 1]);
    }
  });

  it('expert setup starts at Ultron (II)', () => {
    const g = setupGame({ villain: 'ultron', mode: 'expert', seed: 2 });
    expect(g.cards[g.villain]!.code).toBe('01135');
    expect(g.villainNext).toEqual(['01136']);
    expect(facedown(g).length).toBe(1);
  });

  it('Ultron Drones: a defeated facedown Drone goes to its owner\'s discard pile', () => {
    const g = setupGame({ villain: 'ultron', seed: 3 });
    emptyHand(g, 0);
    const d = facedown(g)[0]!;
    act(g, () => damage(g, d, 1, -1));
    expect(g.cards[d]!.zone).toBe('discard');
    expect(g.cards[d]!.facedown).toBe(false);
    expect(g.players[0]!.discard).toContain(d);
  });

  it('Ultron (I): once he has attacked you, you pick: the main scheme takes 1 threat, or you take a new Drone', () => {
    const g = setupGame({ villain: 'ultron', seed: 4 });
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    encTop(g, BLANK);
    act(g, () => enemyAttack(g, g.villain, 0));
    until(g, (r) => r === '01134-choice');
    expect(g.cards[me(g)]!.dmg).toBe(2);
    pickT(g, 'threat');
    atMain(g);
    expect(g.cards[g.main]!.threat).toBe(1);
    expect(facedown(g).length).toBe(1);

    encTop(g, BLANK);
    act(g, () => enemyAttack(g, g.villain, 0));
    until(g, (r) => r === '01134-choice');
    pickT(g, 'drone');
    atMain(g);
    expect(g.cards[g.main]!.threat).toBe(1);
    expect(facedown(g).length).toBe(2);
  });

  it('Ultron (II): when he attacks you, you get a Drone and he has +1 ATK per Drone engaged with you for that attack', () => {
    const g = setupGame({ villain: 'ultron', mode: 'expert', seed: 5 });
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    encTop(g, BLANK);
    act(g, () => enemyAttack(g, g.villain, 0));
    atMain(g);
    expect(facedown(g).length).toBe(2);
    expect(g.cards[me(g)]!.dmg).toBe(4); // 2 + 2 Drones
    expect(stat(g, g.villain, 'atk')).toBe(2);
  });

  it('Ultron (II): his bonus counts the Drones engaged with you when the damage is dealt (worst reading: a Drone from a boost during the attack counts)', () => {
    const g = setupGame({ villain: 'ultron', mode: 'expert', seed: 5 });
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    encTop(g, '01144a'); // no icon; its boost gives a Drone (nothing to pay with)
    act(g, () => enemyAttack(g, g.villain, 0));
    atMain(g);
    expect(facedown(g).length).toBe(3);
    expect(g.cards[me(g)]!.dmg).toBe(5); // 2 + 3 Drones
  });

  it('Ultron (III): fetches Ultron\'s Imperative (2 Drones for the first player); Drones +1 ATK/+1 HP; no damage to him while a Drone is in play', () => {
    const g = setupGame({ villain: 'ultron', mode: 'expert', heroes: [SM, IM], seed: 6 });
    emptyHand(g, 0); emptyHand(g, 1);
    const adv = addMinion(g, 1, '01143');
    act(g, () => damage(g, g.villain, remaining(g, g.villain), -1));
    expect(g.cards[g.villain]!.code).toBe('01136');
    const ui = sideOf(g, '01150');
    expect(ui).toBeGreaterThanOrEqual(0);
    expect(g.cards[ui]!.threat).toBe(4); // 2 per player
    expect(facedown(g, 0).length).toBe(3);
    expect(facedown(g, 1).length).toBe(1);
    const d = facedown(g, 0)[0]!;
    expect([stat(g, d, 'atk'), stat(g, d, 'hp')]).toEqual([2, 2]);
    expect([stat(g, adv, 'atk'), stat(g, adv, 'hp')]).toEqual([2, 5]);
    act(g, () => damage(g, g.villain, 3, -1));
    expect(g.cards[g.villain]!.dmg).toBe(0);
    act(g, () => { for (const p of [0, 1]) for (const m of [...engaged(g, p)]) discard(g, m); });
    act(g, () => damage(g, g.villain, 3, -1));
    expect(g.cards[g.villain]!.dmg).toBe(3);
  });

  it('Assault on NORAD (2A) gives each player a Drone; 2B: after step-one threat each player chooses 2 more threat or a Drone', () => {
    const g = setupGame({ villain: 'ultron', heroes: [SM, IM], seed: 7 });
    emptyHand(g, 0); emptyHand(g, 1);
    act(g, () => placeThreat(g, g.main, 6)); // 3 per player
    expect(g.cards[g.main]!.code).toBe('01138b');
    expect(facedown(g, 0).length).toBe(2);
    expect(facedown(g, 1).length).toBe(2);
    setForm(g, 0, 'hero'); setForm(g, 1, 'hero'); // the villain phase then stops at Ultron's first attack
    until(g, (r) => r === '01138b-choice');
    expect(decision(g)!.player).toBe(0);
    expect(g.cards[g.main]!.threat).toBe(2); // step one: 1 per player
    pickT(g, 'threat');
    expect(g.cards[g.main]!.threat).toBe(4);
    expect(decision(g)?.reason).toBe('01138b-choice');
    expect(decision(g)!.player).toBe(1);
    pickT(g, 'drone');
    expect(decision(g)?.kind).not.toBe('choice');
    expect(g.cards[g.main]!.threat).toBe(4);
    expect(facedown(g, 0).length).toBe(2);
    expect(facedown(g, 1).length).toBe(3);
  });

  it('Assault on NORAD (2B) asks nothing when the step-one threat was all prevented (Great Responsibility): none was placed here', () => {
    const g = setupGame({ villain: 'ultron', heroes: [SM, IM], seed: 7 });
    emptyHand(g, 0); emptyHand(g, 1);
    act(g, () => placeThreat(g, g.main, 6));
    expect(g.cards[g.main]!.code).toBe('01138b');
    setForm(g, 0, 'hero'); setForm(g, 1, 'hero');
    const gr = toHand(g, 0, '01061');
    until(g, (r) => r === 'win-i-ans');
    pickT(g, 'use', gr);
    until(g, (r) => r === '01138b-choice' || r === 'eatk-defend');
    expect(decision(g)?.reason).toBe('eatk-defend'); // on to Ultron's attack: no threat-or-Drone question
    expect(g.cards[g.main]!.threat).toBe(0);
    expect(g.cards[me(g)]!.dmg).toBe(2); // the step-one threat (1 per player) dealt to Spider-Man instead
  });

  it('Assault on NORAD (2B) does not answer step-one threat that completed The Crimson Cowl: that threat was not placed "here"', () => {
    const g = setupGame({ villain: 'ultron', heroes: [SM, IM], seed: 7 });
    emptyHand(g, 0); emptyHand(g, 1);
    act(g, () => placeThreat(g, g.main, 5)); // 1 short of the Crimson Cowl's 6 at 2 players
    expect(g.cards[g.main]!.code).toBe('01137b');
    setForm(g, 0, 'hero'); setForm(g, 1, 'hero');
    const drones = [facedown(g, 0).length, facedown(g, 1).length];
    // step one places 2: the Cowl completes, NORAD (2A then 2B) comes in and its When Revealed gives each a Drone
    until(g, (r) => r === '01138b-choice' || r === 'eatk-defend');
    expect(decision(g)?.reason).toBe('eatk-defend'); // straight on to Ultron's attack: no threat-or-Drone question
    expect(g.cards[g.main]!.code).toBe('01138b');
    expect(g.cards[g.main]!.threat).toBe(0);
    expect([facedown(g, 0).length, facedown(g, 1).length]).toEqual([drones[0]! + 1, drones[1]! + 1]);
  });

  it('Assault on NORAD (2B): once one player\'s 2 threat advances the scheme, "here" is gone and the next player must take the Drone (worst reading)', () => {
    const g = setupGame({ villain: 'ultron', heroes: [SM, IM], seed: 7 });
    emptyHand(g, 0); emptyHand(g, 1);
    act(g, () => placeThreat(g, g.main, 6));
    act(g, () => placeThreat(g, g.main, 16)); // target 20
    setForm(g, 0, 'hero'); setForm(g, 1, 'hero');
    until(g, (r) => r === '01138b-choice');
    expect(g.cards[g.main]!.threat).toBe(18);
    pickT(g, 'threat');
    expect(decision(g)?.reason).not.toBe('01138b-choice');
    expect(g.cards[g.main]!.code).toBe('01139b');
    expect(facedown(g, 0).length).toBe(3); // setup, 2A, 3A
    expect(facedown(g, 1).length).toBe(4); // setup, 2A, 3A, and the forced Drone
  });

  it('a Drone that Ultron (I) puts into play during his activation activates with that player\'s minions the same villain phase', () => {
    const g = setupGame({ villain: 'ultron', seed: 4 });
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    for (const m of [...g.players[0]!.engaged]) { g.cards[m]!.stun = true; } // the setup Drone sits this one out
    encTop(g, BLANK); // the villain's boost
    act(g, () => { later(g, 'vp-activate', 0); });
    until(g, (r) => r === '01134-choice');
    const before = facedown(g);
    pickT(g, 'drone');
    const fresh = facedown(g).find((d) => !before.includes(d))!;
    expect(fresh).toBeDefined();
    until(g, (r) => r === 'eatk-defend' || r === 'main-ans');
    expect(decision(g)?.reason).toBe('eatk-defend');
    expect(decision(g)?.source).toBe(fresh);
  });

  it('Countdown to Oblivion (3A) gives each player a Drone; at 3B threat cannot be removed from the main scheme', () => {
    const g = setupGame({ villain: 'ultron', seed: 8 });
    emptyHand(g, 0);
    act(g, () => placeThreat(g, g.main, 3));
    expect(g.cards[g.main]!.code).toBe('01138b');
    act(g, () => placeThreat(g, g.main, 10));
    expect(g.cards[g.main]!.code).toBe('01139b');
    expect(facedown(g).length).toBe(3);
    act(g, () => placeThreat(g, g.main, 2));
    expect(thwartTargets(g)).not.toContain(g.main);
    act(g, () => removeThreat(g, g.main, 2));
    expect(g.cards[g.main]!.threat).toBe(2);
    act(g, () => placeThreat(g, g.main, 3));
    expect(g.result).toBe('loss');
  });

  it('Program Transmitter: Ultron +1 SCH and 1 threat on each side scheme after he schemes; discarded by exhausting the hero and 2 mental', () => {
    const g = setupGame({ villain: 'ultron', seed: 9 });
    emptyHand(g, 0);
    const pt = revealNew(g, 0, '01141');
    expect(g.cards[pt]!.host).toBe(g.villain);
    expect(stat(g, g.villain, 'sch')).toBe(2);
    const s = addSide(g, '01149', 3);
    encTop(g, BLANK);
    act(g, () => enemyScheme(g, g.villain, 0));
    atMain(g);
    expect(g.cards[g.main]!.threat).toBe(2);
    expect(g.cards[s]!.threat).toBe(4);
    setForm(g, 0, 'hero');
    const gen = toHand(g, 0, '01089');
    act(g, () => {});
    pick(g, (o) => o.t === 'act' && o.c === pt);
    if (decision(g)?.kind === 'pay') pick(g, (o) => o.c === gen);
    atMain(g);
    expect(g.cards[pt]!.zone).toBe('ediscard');
    expect(g.cards[me(g)]!.exh).toBe(true);
    expect(g.players[0]!.discard).toContain(gen);
  });

  it('a facedown Drone has no text: Mark V Armor and Rocket Boots turned into Drones give Iron Man no hit points', () => {
    for (const [code, more] of [['01036', 6], ['01039', 1]] as const) {
      const g = setupGame({ villain: 'ultron', heroes: [IM], seed: 5 });
      emptyHand(g, 0);
      const hp = maxHp(g, me(g));
      const up = toPlay(g, 0, code);
      expect(maxHp(g, me(g))).toBe(hp + more); // in play as an upgrade, it gives them
      act(g, () => discard(g, up));
      expect(maxHp(g, me(g))).toBe(hp);
      const top = toDeckTop(g, 0, code);
      act(g, () => drone(g, 0));
      expect(g.cards[top]!.facedown).toBe(true);
      expect(maxHp(g, me(g))).toBe(hp);
    }
  });

  it('Upgraded Drones attaches to the Ultron Drones environment: facedown Drones +1 ATK and +1 HP, not Advanced Ultron Drones', () => {
    const g = setupGame({ villain: 'ultron', seed: 10 });
    emptyHand(g, 0);
    const ud = revealNew(g, 0, '01142');
    expect(g.cards[ud]!.zone).toBe('attach');
    expect(g.cards[ud]!.host).toBe(g.envs[0]);
    const d = facedown(g)[0]!;
    expect([stat(g, d, 'atk'), stat(g, d, 'hp')]).toEqual([2, 2]);
    const adv = addMinion(g, 0, '01143');
    expect([stat(g, adv, 'atk'), stat(g, adv, 'hp')]).toEqual([1, 4]);
    setForm(g, 0, 'hero');
    const cards = [toHand(g, 0, '01088'), toHand(g, 0, '01089'), toHand(g, 0, '01090')];
    act(g, () => {});
    pick(g, (o) => o.t === 'act' && o.c === ud);
    for (const id of cards) if (decision(g)?.kind === 'pay') pick(g, (o) => o.c === id);
    atMain(g);
    expect(g.cards[ud]!.zone).toBe('ediscard');
    expect(stat(g, d, 'atk')).toBe(1);
  });

  it('Advanced Ultron Drone: guard; when defeated, its engaged player gets a new Drone', () => {
    const g = setupGame({ villain: 'ultron', seed: 11 });
    emptyHand(g, 0);
    clearMinions(g);
    const adv = addMinion(g, 0, '01143');
    expect(attackTargets(g, 0)).toEqual([adv]);
    act(g, () => damage(g, adv, 4, -1));
    expect(g.cards[adv]!.zone).toBe('ediscard');
    expect(facedown(g).length).toBe(1);
  });

  it('Android Efficiency: each player gets a Drone', () => {
    const g = setupGame({ villain: 'ultron', heroes: [SM, IM], seed: 12 });
    emptyHand(g, 0); emptyHand(g, 1);
    revealNew(g, 1, '01144c');
    expect(facedown(g, 0).length).toBe(2);
    expect(facedown(g, 1).length).toBe(2);
  });

  it('an encounter card dealt to a player whose reveals are over joins the same villain phase\'s reveals (RR, Deal)', () => {
    const g = setupGame({ villain: 'ultron', heroes: [SM, IM], seed: 12 });
    emptyHand(g, 0); emptyHand(g, 1);
    const pl = g.players[0]!;
    // the first player's deck down to one card: the Drone Android Efficiency gives them empties it, and the deck's
    // reshuffle deals them an encounter card after their own reveals are over
    while (pl.deck.length > 1) { const id = pl.deck.pop()!; g.cards[id]!.zone = 'discard'; pl.discard.push(id); }
    const late = encTop(g, '01143'); // Advanced Ultron Drone, dealt when that deck runs out
    encTop(g, '01144c'); // step three: Android Efficiency to the second player
    encTop(g, '01142'); // step three: Upgraded Drones to the first player
    act(g, () => { later(g, 'vp-3', -1); });
    until(g, (_r, k) => k === 'main');
    expect(pl.dealt).toEqual([]);
    expect(g.cards[late]!.zone).toBe('minion');
    expect(g.cards[late]!.eng).toBe(0);
  });

  it('Android Efficiency as a boost: spend the resource it names or get a Drone; without the resource, a Drone without asking', () => {
    const g = setupGame({ villain: 'ultron', seed: 13 });
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    const gen = toHand(g, 0, '01089');
    encTop(g, '01144b'); // mental
    act(g, () => enemyAttack(g, g.villain, 0));
    until(g, (r) => r === '01144-choice');
    pickT(g, 'spend');
    until(g, (r) => r === '01134-choice');
    pickT(g, 'threat');
    atMain(g);
    expect(g.players[0]!.discard).toContain(gen);
    expect(facedown(g).length).toBe(1);

    toHand(g, 0, '01088'); // energy: not what 01144b asks
    encTop(g, '01144b');
    act(g, () => enemyAttack(g, g.villain, 0));
    until(g, (r) => r === '01134-choice');
    expect(facedown(g).length).toBe(2);
    pickT(g, 'threat');
    atMain(g);
  });

  it('Rage of Ultron (alter-ego): Ultron schemes; a card milled per threat placed', () => {
    const g = setupGame({ villain: 'ultron', seed: 14 });
    emptyHand(g, 0);
    addAttachment(g, '01141'); // SCH 2
    encTop(g, BLANK);
    const deck = g.players[0]!.deck.length;
    const disc = g.players[0]!.discard.length;
    revealNew(g, 0, '01145');
    atMain(g);
    expect(g.cards[g.main]!.threat).toBe(2);
    expect(g.players[0]!.deck.length).toBe(deck - 2);
    expect(g.players[0]!.discard.length).toBe(disc + 2);
  });

  it('Rage of Ultron (hero): Ultron attacks; a card milled per damage dealt', () => {
    const g = setupGame({ villain: 'ultron', seed: 15 });
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    encTop(g, '01143'); // 2 boost icons: ATK 4
    const disc = g.players[0]!.discard.length;
    revealNew(g, 0, '01145');
    until(g, (r) => r === '01134-choice');
    pickT(g, 'threat');
    atMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(4);
    expect(g.players[0]!.discard.length).toBe(disc + 4);
  });

  it('Rage of Ultron: a deck that runs out is reshuffled, and nothing is discarded from the new deck', () => {
    const g = setupGame({ villain: 'ultron', seed: 14 });
    emptyHand(g, 0);
    addAttachment(g, '01141'); // SCH 2: 2 threat, 2 cards to mill
    encTop(g, BLANK);
    const pl = g.players[0]!;
    for (const id of [...pl.deck, ...pl.discard]) g.cards[id]!.zone = 'removed';
    pl.deck = []; pl.discard = [];
    const d1 = newCard(g, '01088', 0); g.cards[d1]!.zone = 'discard'; pl.discard.push(d1);
    const only = newCard(g, '01089', 0); g.cards[only]!.zone = 'deck'; pl.deck.push(only);
    revealNew(g, 0, '01145');
    atMain(g);
    expect(g.cards[g.main]!.threat).toBe(2);
    expect([...pl.deck].sort()).toEqual([d1, only].sort());
    expect(pl.discard).toEqual([]);
  });

  it('Repair Sequence: Ultron heals 2 per Drone engaged with you, surge if none healed; boost: 1 per Drone', () => {
    const g = setupGame({ villain: 'ultron', seed: 16 });
    emptyHand(g, 0);
    g.cards[g.villain]!.dmg = 7;
    act(g, () => drone(g, 0));
    revealNew(g, 0, '01146');
    expect(g.cards[g.villain]!.dmg).toBe(3); // 2 Drones
    clearMinions(g);
    const ui = encTop(g, '01149');
    revealNew(g, 0, '01146');
    expect(g.cards[g.villain]!.dmg).toBe(3);
    expect(g.cards[ui]!.zone).toBe('side'); // surged

    setForm(g, 0, 'hero');
    act(g, () => drone(g, 0));
    encTop(g, '01146');
    act(g, () => enemyAttack(g, g.villain, 0));
    until(g, (r) => r === '01134-choice');
    expect(g.cards[g.villain]!.dmg).toBe(2);
    expect(g.cards[me(g)]!.dmg).toBe(3); // ATK 2 + 1 boost icon
    pickT(g, 'threat');
    atMain(g);
  });

  it('Swarm Attack: each Drone engaged with you attacks you; if none could (stunned), you get a Drone instead', () => {
    const g = setupGame({ villain: 'ultron', seed: 17 });
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    act(g, () => drone(g, 0));
    revealNew(g, 0, '01147');
    atMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(2);
    expect(facedown(g).length).toBe(2);

    for (const m of engaged(g)) g.cards[m]!.stun = true;
    revealNew(g, 0, '01147');
    atMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(2);
    expect(facedown(g).length).toBe(3);
    expect(engaged(g).filter((m) => g.cards[m]!.stun).length).toBe(0);
  });

  it('Swarm Attack in alter-ego form: no Drone attacks (only a hero is attacked), so no attack is made and you get a new Drone', () => {
    const g = setupGame({ villain: 'ultron', seed: 18 });
    emptyHand(g, 0);
    expect(facedown(g).length).toBe(1);
    revealNew(g, 0, '01147');
    atMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(0);
    expect(facedown(g).length).toBe(2);
  });

  it('Drone Factory: each player gets a Drone, then 1 threat here per Drone in play (on top of its 4)', () => {
    const g = setupGame({ villain: 'ultron', heroes: [SM, IM], seed: 19 });
    emptyHand(g, 0); emptyHand(g, 1);
    addMinion(g, 1, '01143');
    const df = revealNew(g, 0, '01148');
    expect(facedown(g, 0).length).toBe(2);
    expect(facedown(g, 1).length).toBe(2);
    expect(g.cards[df]!.threat).toBe(4 + 5);
  });

  it('Invasive AI: 3 per player threat; every player mills three cards', () => {
    const g = setupGame({ villain: 'ultron', heroes: [SM, IM], seed: 20 });
    emptyHand(g, 0); emptyHand(g, 1);
    const decks = [0, 1].map((p) => g.players[p]!.deck.length);
    const discs = [0, 1].map((p) => g.players[p]!.discard.length);
    const ia = revealNew(g, 1, '01149');
    expect(g.cards[ia]!.threat).toBe(6);
    for (const p of [0, 1]) {
      expect(g.players[p]!.deck.length).toBe(decks[p]! - 3);
      expect(g.players[p]!.discard.length).toBe(discs[p]! + 3);
    }
  });

  it('Invasive AI: a deck that runs out is reshuffled, and nothing is discarded from the new deck', () => {
    const g = setupGame({ villain: 'ultron', heroes: [SM, IM], seed: 20 });
    emptyHand(g, 0); emptyHand(g, 1);
    const pl = g.players[0]!;
    for (const id of [...pl.deck, ...pl.discard]) g.cards[id]!.zone = 'removed';
    pl.deck = []; pl.discard = [];
    const old = ['01088', '01089'].map((c) => { const id = newCard(g, c, 0); g.cards[id]!.zone = 'discard'; pl.discard.push(id); return id; });
    const two = ['01088', '01090'].map((c) => { const id = newCard(g, c, 0); g.cards[id]!.zone = 'deck'; pl.deck.push(id); return id; });
    const deck1 = g.players[1]!.deck.length;
    revealNew(g, 1, '01149');
    expect([...pl.deck].sort()).toEqual([...old, ...two].sort());
    expect(pl.discard).toEqual([]);
    expect(g.players[1]!.deck.length).toBe(deck1 - 3);
  });

  it('Ultron\'s Imperative: the first player (not the revealing one) gets two Drones', () => {
    const g = setupGame({ villain: 'ultron', heroes: [SM, IM], seed: 21 });
    emptyHand(g, 0); emptyHand(g, 1);
    const ui = revealNew(g, 1, '01150');
    expect(g.cards[ui]!.threat).toBe(4);
    expect(facedown(g, 0).length).toBe(3);
    expect(facedown(g, 1).length).toBe(1);
  });
});
