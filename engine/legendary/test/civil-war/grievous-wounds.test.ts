// Grievous Wounds (Civil War; Universal Rulebook, "Grievous Wounds"): 15 Wounds shuffled into the Wound stack when
// the set is selected, each with a Healing ability of its own (usable during your turn; it does not stop you
// recruiting or fighting). The normal healing is offered only with a normal Wound in hand, and then KOs them too.
import '../../cards/civil-war/set.js';
import '../../cards/civil-war/wounds.js';
import { describe, expect, it } from 'vitest';
import { HEALING } from '../../actions.js';
import { ACT_HEAL_WOUND } from '../../keywords/healing.js';
import { checkInvariants } from '../../invariants.js';
import { defOf } from '../../registry.js';
import type { Game } from '../../types.js';
import {
  ACT_FIGHT, ACT_HEAL, act, cleanBoard, heal, mainActions, make, names, onVillainDeck, pick, put, putVillain, reason, refresh, setupGame,
} from '../helpers.js';

const CW = ['core', 'civil-war'];
const board = (o: Parameters<typeof setupGame>[0] = {}) => cleanBoard(setupGame({ sets: CW, ...o }));
const healOf = (c: number) => act(ACT_HEAL_WOUND, c);
function offered(g: Game, c: number): boolean { refresh(g); return mainActions(g).includes(healOf(c)); }
/** Uses the Healing of Wound c (the main decision must offer it). */
function use(g: Game, c: number): void { refresh(g); pick(g, healOf(c)); }
const ko = (g: Game, c: number) => g.ko.includes(c);

describe('Grievous Wounds: the stack and the normal healing', () => {
  it('with Civil War selected the Wound stack holds 45 Wounds, 15 of them Grievous (7 kinds); without it, 30 normal ones', () => {
    const g = setupGame({ sets: CW });
    const wounds = g.defOf.filter((d) => g.cards[d]!.kind === 'wound');
    expect(wounds.length).toBe(45);
    const grievous = wounds.filter((d) => g.cards[d]!.keywords?.includes(HEALING));
    expect(grievous.length).toBe(15);
    expect(new Set(grievous).size).toBe(7);
    const core = setupGame();
    expect(core.defOf.filter((d) => core.cards[d]!.kind === 'wound').length).toBe(30);
  });

  it('the normal healing is not offered with only Grievous Wounds in hand', () => {
    const g = board();
    put(g, 0, 'hand', 'Blunt Force Trauma', 'Psychic Trauma', 'S.H.I.E.L.D. Agent');
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_HEAL));
  });

  it('with a normal Wound in hand the normal healing is offered, and it KOs the Grievous Wounds too', () => {
    const g = board();
    const [w, b, p, a] = put(g, 0, 'hand', 'Wound', 'Blunt Force Trauma', 'Psychic Trauma', 'S.H.I.E.L.D. Agent');
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_HEAL));
    heal(g);
    expect([w, b, p].every((c) => ko(g, c!))).toBe(true);
    expect(g.players[0]!.hand).toEqual([a]);
  });

  it('a Grievous Wound\'s Healing is offered once per kind in hand, only to the player whose turn it is', () => {
    const g = board();
    g.t.attack = 10;
    const [b1, b2] = put(g, 0, 'hand', 'Blunt Force Trauma', 'Blunt Force Trauma');
    const [theirs] = put(g, 1, 'hand', 'Corrosive Webbing');
    refresh(g);
    const opts = mainActions(g).filter((v) => Math.floor(v / 65536) === ACT_HEAL_WOUND);
    expect(opts.length).toBe(1);
    expect([healOf(b1!), healOf(b2!)]).toContain(opts[0]);
    expect(opts).not.toContain(healOf(theirs!));
  });
});

describe('Grievous Wounds: each Healing ability', () => {
  it('Blinding Flash: discard another card, each other player discards one, then it is KO\'d; recruiting and fighting stay open', () => {
    const g = board();
    const [bf, agent, trooper] = put(g, 0, 'hand', 'Blinding Flash', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    const [theirAgent, theirWound] = put(g, 1, 'hand', 'S.H.I.E.L.D. Agent', 'Wound');
    putVillain(g, 0, 'Hand Ninjas');
    g.t.attack = 3;
    use(g, bf!);
    expect(reason(g)).toBe('civil-war:blinding-flash:discard');
    expect(g.pending!.options.sort()).toEqual([agent, trooper].sort());
    pick(g, trooper!);
    expect(reason(g)).toBe('discard-a-card');
    expect(g.pending!.player).toBe(1);
    pick(g, theirWound!);
    expect(ko(g, bf!)).toBe(true);
    expect(g.players[0]!.hand).toEqual([agent]);
    expect(g.players[0]!.discard).toEqual([trooper]);
    expect(g.players[1]!.hand).toEqual([theirAgent]);
    expect(g.t.healed).toBe(false);
    expect(mainActions(g)).toContain(act(ACT_FIGHT, 0));
  });

  it('Blinding Flash: not usable with no other card in hand', () => {
    const g = board();
    const [bf] = put(g, 0, 'hand', 'Blinding Flash');
    expect(offered(g, bf!)).toBe(false);
  });

  it('Blunt Force Trauma: 5 Attack KOs it (not with 4, not with Recruit); fighting stays open', () => {
    const g = board();
    const [b] = put(g, 0, 'hand', 'Blunt Force Trauma');
    putVillain(g, 0, 'Hand Ninjas');
    g.t.attack = 4; g.t.recruit = 9;
    expect(offered(g, b!)).toBe(false);
    g.t.attack = 8;
    use(g, b!);
    expect(ko(g, b!)).toBe(true);
    expect([g.t.attack, g.t.recruit]).toEqual([3, 9]);
    expect(mainActions(g)).toContain(act(ACT_FIGHT, 0));
  });

  it('Psychic Trauma: 5 Recruit KOs it (not with Attack)', () => {
    const g = board();
    const [p] = put(g, 0, 'hand', 'Psychic Trauma');
    g.t.attack = 9; g.t.recruit = 4;
    expect(offered(g, p!)).toBe(false);
    g.t.recruit = 6;
    use(g, p!);
    expect(ko(g, p!)).toBe(true);
    expect([g.t.attack, g.t.recruit]).toEqual([9, 1]);
  });

  it('Corrosive Webbing: it is KO\'d and the player gains the top Wound of the stack', () => {
    const g = board();
    const [cw] = put(g, 0, 'hand', 'Corrosive Webbing');
    const top = make(g, 'Wound');
    g.wounds.push(top);
    use(g, cw!);
    expect(ko(g, cw!)).toBe(true);
    expect(g.players[0]!.discard).toEqual([top]);
    expect(g.players[0]!.hand).toEqual([]);
  });

  it('Fatal Blow: KO a hero that costs 1 or more from hand or discard pile, then it is KO\'d; not usable with only 0-cost heroes', () => {
    const g = board();
    const [fb] = put(g, 0, 'hand', 'Fatal Blow', 'S.H.I.E.L.D. Agent', 'Wound');
    put(g, 0, 'discard', 'S.H.I.E.L.D. Trooper');
    expect(offered(g, fb!)).toBe(false);
    const [inHand] = put(g, 0, 'hand', 'S.H.I.E.L.D. Officer');
    const [inDiscard] = put(g, 0, 'discard', 'S.H.I.E.L.D. Officer');
    use(g, fb!);
    expect(reason(g)).toBe('civil-war:fatal-blow:ko-hero');
    expect(g.pending!.options.sort()).toEqual([inHand, inDiscard].sort());
    pick(g, inDiscard!);
    expect(ko(g, inDiscard!) && ko(g, fb!)).toBe(true);
    expect(g.players[0]!.hand).toContain(inHand);
  });

  it('Spreading Nanovirus: the player on the left gains this very Wound (the stack is unchanged)', () => {
    const g = board({ players: 3, heroes: ['Cyclops', 'Hawkeye', 'Iron Man', 'Spider-Man', 'Storm'] });
    const [sn] = put(g, 0, 'hand', 'Spreading Nanovirus');
    const left = g.wounds.length, gained = g.stats.woundsGained;
    use(g, sn!);
    expect(g.players[1]!.discard).toEqual([sn]);
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.players[2]!.discard).toEqual([]);
    expect(g.wounds.length).toBe(left);
    expect(g.stats.woundsGained).toBe(gained + 1);
  });

  it('Spreading Nanovirus: not usable in solo (no player on the left: the reading worst for the player)', () => {
    const g = board({ players: 1, heroes: ['Cyclops', 'Hawkeye', 'Iron Man'] });
    const [sn] = put(g, 0, 'hand', 'Spreading Nanovirus');
    expect(offered(g, sn!)).toBe(false);
  });

  it('Spreading Nanovirus: a Wound gain the left player replaces (Diving Block) leaves it in your hand; declined, they gain it', () => {
    const g = board();
    const [sn] = put(g, 0, 'hand', 'Spreading Nanovirus');
    put(g, 1, 'hand', 'Diving Block');
    const [drawn] = put(g, 1, 'deck', 'S.H.I.E.L.D. Agent');
    const left = g.wounds.length;
    use(g, sn!);
    expect(reason(g)).toBe('diving-block');
    pick(g, 1);
    expect(g.players[0]!.hand).toEqual([sn]);
    expect(g.players[1]!.hand).toContain(drawn);
    expect(g.players[1]!.discard).toEqual([]);
    expect(g.wounds.length).toBe(left);
    use(g, sn!);
    expect(reason(g)).toBe('diving-block');
    pick(g, 0);
    expect(g.players[1]!.discard).toEqual([sn]);
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.wounds.length).toBe(left);
    expect(checkInvariants(g).filter((e) => !e.includes('nowhere'))).toEqual([]); // cleanBoard leaves the starting cards out
  });

  it('Subdermal Tracker: the top card of the Villain Deck is played, then it is KO\'d; not usable with an empty Villain Deck', () => {
    const g = board();
    const [st] = put(g, 0, 'hand', 'Subdermal Tracker');
    const saved = g.villainDeck;
    g.villainDeck = [];
    expect(offered(g, st!)).toBe(false);
    g.villainDeck = saved;
    const v = onVillainDeck(g, 'Hand Ninjas');
    const played = g.stats.villainCardsPlayed;
    use(g, st!);
    expect(g.city).toContain(v);
    expect(g.stats.villainCardsPlayed).toBe(played + 1);
    expect(ko(g, st!)).toBe(true);
    expect(defOf(g, st!).keywords).toContain(HEALING);
  });
});
