// Iron Man's kit: each card's effect, through the rules' own routes.
import { describe, expect, it } from 'vitest';
import { defOf } from '../defs.js';
import { decision } from '../index.js';
import { handSize } from '../round.js';
import { discard, hasTrait, maxHp, remaining, stat } from '../rules.js';
import { lasting } from '../cards/kit.js';
import {
  act, addMinion, addSide, emptyHand, has, newCard, pick, pickT, setForm, setupGame, toDeckTop, toDiscard, toHand, toPlay, until, type Game,
} from './helpers.js';

function ironMan(seed = 1): Game {
  return setupGame({ heroes: [{ identity: 'iron_man', aspect: 'aggression' }], seed });
}
/** Moves player p's discard pile to the bottom of their deck. */
function clearDiscard(g: Game, p: number): void {
  const pl = g.players[p]!;
  for (const id of pl.discard) { g.cards[id]!.zone = 'deck'; pl.deck.unshift(id); }
  pl.discard = [];
}
const me = (g: Game): number => g.players[0]!.identity;
const isAct = (id: number) => (o: { t: string; c: number }) => o.t === 'act' && o.c === id;

describe('Iron Man kit', () => {
  it('Iron Man: +1 hand size per Tech upgrade (played from hand), drawn up to at the end of the phase; capped at 7; not as Tony Stark', () => {
    const g = ironMan();
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    expect(handSize(g, 0)).toBe(1);
    const arc = toHand(g, 0, '01035');
    toHand(g, 0, '01088'); // Energy: pays for it
    act(g, () => {});
    pickT(g, 'play', arc);
    expect(g.cards[arc]!.zone).toBe('play');
    expect(handSize(g, 0)).toBe(2);
    expect(g.players[0]!.hand.length).toBe(0);
    pickT(g, 'end');
    until(g, (r) => r === 'eatk-defend');
    expect(g.players[0]!.hand.length).toBe(2);

    const g2 = ironMan();
    setForm(g2, 0, 'hero');
    for (const code of ['01036', '01037', '01038', '01038', '01039', '01039']) toPlay(g2, 0, code);
    expect(handSize(g2, 0)).toBe(7); // 1 + 6
    toPlay(g2, 0, '01035');
    expect(handSize(g2, 0)).toBe(7); // 1 + 7, capped
    setForm(g2, 0, 'alter');
    expect(handSize(g2, 0)).toBe(6); // Tony Stark's own hand size
  });

  it('Tony Stark: Futurist keeps one of the top 3 cards and discards the other two, once a round', () => {
    const g = ironMan();
    emptyHand(g, 0);
    const a = toDeckTop(g, 0, '01088');
    const b = toDeckTop(g, 0, '01031');
    const c = toDeckTop(g, 0, '01032');
    const below = g.players[0]!.deck.length - 4;
    act(g, () => {});
    pick(g, isAct(me(g)));
    expect(decision(g)?.reason).toBe('01029b-keep');
    expect(decision(g)!.options.map((o) => o.c).sort()).toEqual([a, b, c].sort());
    pickT(g, 'card', b);
    expect(g.players[0]!.hand).toEqual([b]);
    expect(g.players[0]!.discard).toEqual(expect.arrayContaining([a, c]));
    expect(g.players[0]!.deck.length).toBe(below + 1);
    expect(g.players[0]!.deck).not.toContain(a);
    expect(has(g, isAct(me(g)))).toBe(false); // limit once per round
  });

  it('Tony Stark: Futurist looks only at the cards left when fewer than 3 remain (reading: no reshuffle mid-look)', () => {
    const g = ironMan();
    emptyHand(g, 0);
    const pl = g.players[0]!;
    while (pl.deck.length > 2) { const id = pl.deck.pop()!; g.cards[id]!.zone = 'discard'; pl.discard.push(id); }
    const left = [...pl.deck];
    act(g, () => {});
    pick(g, isAct(me(g)));
    expect(decision(g)!.options.map((o) => o.c).sort()).toEqual([...left].sort());
    pickT(g, 'card', left[0]!);
    expect(pl.hand).toEqual([left[0]]);
    // the deck ran out: the discard pile (the other card with it) is the new deck at once, and an encounter card is dealt
    expect(pl.deck).toContain(left[1]);
    expect(pl.discard).toEqual([]);
    expect(pl.dealt.length).toBe(1);
  });

  it('War Machine: exhausted and hurt for 2, he hits the villain and every minion for 1', () => {
    const g = ironMan();
    const wm = toPlay(g, 0, '01030');
    const m1 = addMinion(g, 0, '01101');
    const m2 = addMinion(g, 0, '01110');
    const v0 = g.cards[g.villain]!.dmg;
    act(g, () => {});
    pick(g, isAct(wm));
    expect(g.cards[wm]!.exh).toBe(true);
    expect(g.cards[wm]!.dmg).toBe(2);
    expect(g.cards[g.villain]!.dmg).toBe(v0 + 1);
    expect(g.cards[m1]!.dmg).toBe(1);
    expect(g.cards[m2]!.dmg).toBe(1);
    expect(has(g, isAct(wm))).toBe(false);
  });

  it('War Machine: the 2 damage may defeat him; the 1 damage to each enemy still resolves', () => {
    const g = ironMan();
    const wm = toPlay(g, 0, '01030');
    g.cards[wm]!.dmg = 2;
    const v0 = g.cards[g.villain]!.dmg;
    act(g, () => {});
    pick(g, isAct(wm));
    expect(g.cards[wm]!.zone).toBe('discard');
    expect(g.cards[g.villain]!.dmg).toBe(v0 + 1);
  });

  it('Repulsor Blast: discards the top 5 cards and deals 1 + 2 per printed energy icon among them (wild icons do not count)', () => {
    const g = ironMan();
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    const sixth = toDeckTop(g, 0, '01032'); // 1 energy, not milled
    const five = ['01088', '01032', '01089', '01044', '01035'].map((code) => toDeckTop(g, 0, code)); // 2 + 1 + 0 + 0 + 1 energy
    const blast = toHand(g, 0, '01031');
    toHand(g, 0, '01090'); // Strength pays
    const v0 = g.cards[g.villain]!.dmg;
    act(g, () => {});
    pickT(g, 'play', blast);
    expect(decision(g)?.reason).toBe('main-ans');
    expect(g.cards[g.villain]!.dmg).toBe(v0 + 1 + 2 * 4);
    for (const id of five) expect(g.cards[id]!.zone).toBe('discard');
    expect(g.players[0]!.deck[g.players[0]!.deck.length - 1]).toBe(sixth);
    expect(g.players[0]!.discard).toContain(blast);
  });

  it('Repulsor Blast on a stunned Iron Man: the whole attack ability is replaced by losing the stun, so no card is discarded', () => {
    const g = ironMan();
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    const five = ['01088', '01088', '01088', '01088', '01088'].map((code) => toDeckTop(g, 0, code));
    const blast = toHand(g, 0, '01031');
    toHand(g, 0, '01090');
    g.cards[me(g)]!.stun = true;
    const v0 = g.cards[g.villain]!.dmg;
    act(g, () => {});
    pickT(g, 'play', blast);
    for (const id of five) expect(g.cards[id]!.zone).toBe('deck');
    expect(g.players[0]!.deck.slice(-5)).toEqual(five);
    expect(g.cards[g.villain]!.dmg).toBe(v0);
    expect(g.cards[me(g)]!.stun).toBe(false);
    expect(g.players[0]!.discard).toContain(blast);
  });

  it('Supersonic Punch: 4 damage, and 8 once Rocket Boots made Iron Man Aerial (paid with a mental resource); Aerial ends with the phase', () => {
    const g = ironMan();
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    const boots = toPlay(g, 0, '01039');
    const p1 = toHand(g, 0, '01032');
    const p2 = toHand(g, 0, '01032');
    toHand(g, 0, '01090'); // Strength: physical, cannot pay the boots
    act(g, () => {});
    expect(has(g, isAct(boots))).toBe(false); // no mental resource to spend
    const v0 = g.cards[g.villain]!.dmg;
    pickT(g, 'play', p1);
    pick(g, (o) => o.c === g.players[0]!.hand.find((id) => g.cards[id]!.code === '01090'));
    expect(g.cards[g.villain]!.dmg).toBe(v0 + 4);
    const genius = toHand(g, 0, '01089'); // 2 mental
    toHand(g, 0, '01090');
    act(g, () => {});
    pick(g, isAct(boots)); // Genius is the only mental resource: spent without asking (Strength cannot pay it)
    expect(g.cards[boots]!.exh).toBe(true);
    expect(hasTrait(g, me(g), 'Aerial')).toBe(true);
    expect(g.players[0]!.discard).toContain(genius);
    pickT(g, 'play', p2);
    expect(g.cards[g.villain]!.dmg).toBe(v0 + 4 + 8);
    pickT(g, 'end');
    until(g, (r) => r === 'eatk-defend');
    expect(hasTrait(g, me(g), 'Aerial')).toBe(false);
  });

  it('Pepper Potts (FAQ): generates both resources of an Energy on top of the discard pile', () => {
    const g = ironMan();
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    const pepper = toPlay(g, 0, '01033');
    toDiscard(g, 0, '01088');
    const punch = toHand(g, 0, '01032'); // cost 2: Pepper is the only source
    const v0 = g.cards[g.villain]!.dmg;
    act(g, () => {});
    pickT(g, 'play', punch);
    expect(g.cards[pepper]!.exh).toBe(true);
    expect(g.cards[g.villain]!.dmg).toBe(v0 + 4);
  });

  it('Pepper Potts (FAQ): a Power of Aggression on top gives her one resource, not two, even paying for an Aggression card', () => {
    const g = ironMan();
    emptyHand(g, 0);
    const pepper = toPlay(g, 0, '01033');
    toDiscard(g, 0, '01055');
    expect(defOf('01033')!.resource!.gen(g, pepper, 0)).toEqual(['wild']);
    const hulk = toHand(g, 0, '01050'); // Aggression ally, cost 2
    const y = toHand(g, 0, '01031'); // 1 physical
    act(g, () => {});
    pickT(g, 'play', hulk);
    pickT(g, 'ability', pepper);
    // one resource short: the other card pays too
    expect(g.cards[hulk]!.zone).toBe('play');
    expect(g.players[0]!.discard).toContain(y);
  });

  it('Pepper Potts (FAQ): cannot generate the resources of a card being spent in the same payment', () => {
    const g = ironMan();
    emptyHand(g, 0);
    const pepper = toPlay(g, 0, '01033');
    toDiscard(g, 0, '01032'); // 1 energy on top
    const wm = toHand(g, 0, '01030'); // cost 4
    const energy = toHand(g, 0, '01088'); // 2 energy, spent first
    const y = toHand(g, 0, '01031'); // 1 physical
    act(g, () => {});
    pickT(g, 'play', wm);
    pickT(g, 'card', energy);
    pickT(g, 'ability', pepper); // generates the Supersonic Punch's 1, not the Energy's 2
    expect(g.cards[wm]!.zone).toBe('play');
    expect(g.players[0]!.discard).toContain(y);
    expect(g.players[0]!.discard).toContain(energy);
  });

  it('Stark Tower: returns the topmost Tech upgrade of the chosen player\'s discard pile to hand; not offered without one', () => {
    const g = ironMan();
    emptyHand(g, 0);
    clearDiscard(g, 0);
    const tower = toPlay(g, 0, '01034');
    act(g, () => {});
    expect(has(g, isAct(tower))).toBe(false);
    const gaunt = toDiscard(g, 0, '01038');
    const armor = toDiscard(g, 0, '01036');
    const blast = toDiscard(g, 0, '01031'); // not Tech, on top
    act(g, () => {});
    pick(g, isAct(tower));
    expect(g.cards[tower]!.exh).toBe(true);
    expect(g.players[0]!.hand).toEqual([armor]);
    expect(g.players[0]!.discard).toEqual(expect.arrayContaining([gaunt, blast]));
    expect(g.players[0]!.discard).not.toContain(armor);
  });

  it('Arc Reactor: readies an exhausted Iron Man, who can attack again; not offered while he is ready', () => {
    const g = ironMan();
    setForm(g, 0, 'hero');
    const arc = toPlay(g, 0, '01035');
    act(g, () => {});
    expect(has(g, isAct(arc))).toBe(false);
    pickT(g, 'attack');
    expect(g.cards[me(g)]!.exh).toBe(true);
    expect(has(g, (o) => o.t === 'attack')).toBe(false);
    pick(g, isAct(arc));
    expect(g.cards[me(g)]!.exh).toBe(false);
    expect(g.cards[arc]!.exh).toBe(true);
    expect(has(g, (o) => o.t === 'attack')).toBe(true);
  });

  it('Mark V Armor: played from hand for 3, gives 6 hit points', () => {
    const g = ironMan();
    emptyHand(g, 0);
    const armor = toHand(g, 0, '01036');
    const a = toHand(g, 0, '01088');
    const b = toHand(g, 0, '01031');
    expect(maxHp(g, me(g))).toBe(9);
    act(g, () => {});
    pickT(g, 'play', armor);
    pickT(g, 'card', a);
    expect(g.players[0]!.discard).toEqual(expect.arrayContaining([a, b]));
    expect(g.cards[armor]!.zone).toBe('play');
    expect(maxHp(g, me(g))).toBe(15);
  });

  it('Mark V Helmet: removes 1 threat from the chosen scheme, and from every scheme while Aerial; a confused hero removes none', () => {
    const g = ironMan();
    setForm(g, 0, 'hero');
    const helmet = toPlay(g, 0, '01037');
    g.cards[g.main]!.threat = 5;
    const side = addSide(g, '01107', 3);
    act(g, () => {});
    pick(g, isAct(helmet));
    expect(decision(g)?.reason).toBe('kit-thwart');
    pickT(g, 'scheme', side);
    expect(g.cards[side]!.threat).toBe(2);
    expect(g.cards[g.main]!.threat).toBe(5);
    expect(g.cards[helmet]!.exh).toBe(true);
    act(g, () => { g.cards[helmet]!.exh = false; lasting(g, 'trait:Aerial', me(g), 1, 'phase'); });
    pick(g, isAct(helmet));
    expect(g.cards[side]!.threat).toBe(1);
    expect(g.cards[g.main]!.threat).toBe(4);
    // a confused Iron Man loses the confusion instead, from no scheme at all
    act(g, () => { g.cards[helmet]!.exh = false; g.cards[me(g)]!.conf = true; });
    pick(g, isAct(helmet));
    expect(g.cards[me(g)]!.conf).toBe(false);
    expect(g.cards[side]!.threat).toBe(1);
    expect(g.cards[g.main]!.threat).toBe(4);
  });

  it('Powered Gauntlets: 1 damage to an enemy, 2 while Aerial', () => {
    const g = ironMan();
    setForm(g, 0, 'hero');
    const gaunt = toPlay(g, 0, '01038');
    const v0 = g.cards[g.villain]!.dmg;
    act(g, () => {});
    pick(g, isAct(gaunt));
    expect(g.cards[g.villain]!.dmg).toBe(v0 + 1);
    expect(g.cards[gaunt]!.exh).toBe(true);
    act(g, () => { g.cards[gaunt]!.exh = false; lasting(g, 'trait:Aerial', me(g), 1, 'phase'); });
    pick(g, isAct(gaunt));
    expect(g.cards[g.villain]!.dmg).toBe(v0 + 3);
  });

  it('Rocket Boots (FAQ): +1 hit point; when the boots leave play the hit points drop back (1 remaining becomes 0)', () => {
    const g = ironMan();
    setForm(g, 0, 'hero');
    const boots = toPlay(g, 0, '01039');
    expect(maxHp(g, me(g))).toBe(10);
    g.cards[me(g)]!.dmg = 9;
    expect(remaining(g, me(g))).toBe(1);
    act(g, () => discard(g, boots));
    expect(maxHp(g, me(g))).toBe(9);
    expect(remaining(g, me(g))).toBe(0);
    expect(stat(g, me(g), 'hp')).toBe(9);
    // FAQ: Iron Man is then defeated (a lone hero: the game is lost)
    expect(g.players[0]!.eliminated).toBe(true);
    expect(g.result).toBe('loss');
  });
});
