// Superhuman Registration Act (Civil War): each villain fortifies a place and has its effect while there.
import { describe, expect, it } from 'vitest';
import { ACT_FIGHT_FORTIFIER, FORT_HERO_DECK, FORT_VILLAIN_DECK, fortDeck, fortHq, fortifier, fortifies } from '../../keywords/fortify.js';
import { gainCard, heroCost, isHero, recruitFromHq } from '../../rules.js';
import { Z_HQ } from '../../types.js';
import {
  ACT_FIGHT, ACT_RECRUIT, act, endTurn, fight, mainActions, make, names, onVillainDeck, pick, put, putVillain, reason, refresh,
} from '../helpers.js';
import { playVillainDeck, setHq, villainEnters } from '../villain-fixtures.js';
import { cwGame, escapes, onTheBridge, problems, woundStack } from './villain-setup-a.js';

const SRA = 'Superhuman Registration Act';
const game = () => cwGame([SRA]);

describe('Superhuman Registration Act', () => {
  it('Iron Spider, Ambush: fortifies the deck of the player whose turn it is; that player draws one card fewer at the end of the turn', () => {
    const g = game();
    const spider = villainEnters(g, 'Iron Spider', SRA);
    expect(g.city.every((c) => c < 0)).toBe(true);
    expect(fortifies(g, spider)).toBe(fortDeck(0));
    put(g, 0, 'deck', ...Array.from({ length: 12 }, () => 'S.H.I.E.L.D. Agent'));
    put(g, 1, 'deck', ...Array.from({ length: 12 }, () => 'S.H.I.E.L.D. Agent'));
    onVillainDeck(g, 'Hand Ninjas');
    onVillainDeck(g, 'Hand Ninjas');
    refresh(g);
    endTurn(g);
    expect(g.players[0]!.hand.length).toBe(5);
    // the other player's deck is not fortified: a full hand
    expect(g.current).toBe(1);
    endTurn(g);
    expect(g.players[1]!.hand.length).toBe(6);
    expect(problems(g)).toEqual([]);
  });

  it('Iron Spider, Fight: a top Villain Deck card worth 2 VP or less (a Scheme Twist, worth none: silent rulebook, worst for the players) sends him to fortify the deck of the player on the left', () => {
    const g = game();
    const spider = putVillain(g, 1, 'Iron Spider', SRA);
    const twist = onVillainDeck(g, 'Scheme Twist');
    g.t.attack = 2;
    refresh(g);
    fight(g, 1);
    expect(g.villainDeck[g.villainDeck.length - 1]).toBe(twist);
    expect(g.players[0]!.victory).toEqual([]);
    expect(fortifies(g, spider)).toBe(fortDeck(1));
    expect(problems(g)).toEqual([]);
  });

  it('Iron Spider, Fight: a top card worth 3 VP leaves him in the victory pile; fought where he fortifies, the effect ends', () => {
    const g = game();
    const spider = putVillain(g, 1, 'Iron Spider', SRA);
    onVillainDeck(g, 'Ms. Marvel', SRA);
    g.t.attack = 2;
    refresh(g);
    fight(g, 1);
    expect(g.players[0]!.victory).toEqual([spider]);
    expect(g.fortify).toEqual([]);
    // a second one fortifies P1's deck; P1 fights it there with a Bystander on top: it moves on to P2's deck
    const g2 = game();
    const s2 = villainEnters(g2, 'Iron Spider', SRA);
    onVillainDeck(g2, 'Bystander');
    g2.t.attack = 2;
    refresh(g2);
    pick(g2, act(ACT_FIGHT_FORTIFIER, s2));
    expect(fortifies(g2, s2)).toBe(fortDeck(1));
  });

  it('Ms. Marvel, Escape: the current player chooses an HQ space not fortified yet; no hero can be recruited or gained from it', () => {
    const g = game();
    const mm = onTheBridge(g, 'Ms. Marvel', SRA);
    const hq = setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
    villainEnters(g, 'Hand Ninjas');
    expect(reason(g)).toBe('superhuman-registration-act:ms-marvel:space');
    expect(g.pending!.options).toEqual([0, 1, 2, 3, 4]);
    pick(g, 2);
    expect(fortifier(g, fortHq(2))).toBe(mm);
    expect(g.escaped).not.toContain(mm);
    g.t.recruit = 10;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_RECRUIT, 1));
    expect(mainActions(g)).not.toContain(act(ACT_RECRUIT, 2));
    gainCard(g, 0, hq[2]!, Z_HQ);
    expect(g.hq[2]).toBe(hq[2]);
    expect(g.players[0]!.discard).toEqual([]);
    // nor by a free recruit (a card that recruits a hero for free goes through the same primitive)
    recruitFromHq(g, 0, 2, true);
    expect(g.hq[2]).toBe(hq[2]);
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('Ms. Marvel: a space fortified already is not offered', () => {
    const g = game();
    const first = escapes(g, 'Ms. Marvel', SRA);
    pick(g, 0);
    expect(fortifier(g, fortHq(0))).toBe(first);
    g.pending = null; g.stack = [];
    escapes(g, 'Ms. Marvel', SRA);
    expect(g.pending!.options).toEqual([1, 2, 3, 4]);
  });

  it('She-Hulk, Escape: fortifies the Villain Deck; after a Master Strike from it, every player gains a Wound and she enters the Sewers', () => {
    const g = game();
    woundStack(g, 10);
    const she = escapes(g, 'She-Hulk', SRA);
    expect(fortifier(g, FORT_VILLAIN_DECK)).toBe(she);
    g.city = [-1, -1, -1, -1, -1];
    onVillainDeck(g, 'Master Strike');
    playVillainDeck(g);
    // Red Skull's strike (a hero KO'd from each hand: none here), then She-Hulk's Wound each
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    expect(g.fortify).toEqual([]);
    expect(g.city[0]).toBe(she);
    expect(problems(g)).toEqual([]);
  });

  it('She-Hulk: a villain, not a strike, from the Villain Deck does nothing to her', () => {
    const g = game();
    woundStack(g, 10);
    const she = escapes(g, 'She-Hulk', SRA);
    g.city = [-1, -1, -1, -1, -1];
    villainEnters(g, 'Hand Ninjas');
    expect(fortifier(g, FORT_VILLAIN_DECK)).toBe(she);
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('Yellowjacket, Escape: fortifies the Hero Deck; every HQ hero costing 7 or more is KO\'d, and so is each such hero a refill brings', () => {
    const g = game();
    const cheap = Array.from({ length: 5 }, () => make(g, 'Fixture Cost 3'));
    // refills: one dear hero first (KO'd in turn), then the cheap ones
    g.heroDeck = [...cheap, make(g, 'Fixture Cost 8')];
    const yj = escapes(g, 'Yellowjacket', SRA);
    expect(fortifier(g, FORT_HERO_DECK)).toBe(yj);
    expect(g.hq.every((c) => c >= 0 && isHero(g, c) && heroCost(g, c) < 7)).toBe(true);
    expect(names(g, g.hq)).toEqual(Array(5).fill('Fixture Cost 3'));
    expect(g.ko.length).toBe(6);
    expect(problems(g)).toEqual([]);
  });

  it('Yellowjacket, Size-Changing (Tech): 2 Attack less to fight after a Tech card was played', () => {
    const g = game();
    putVillain(g, 0, 'Yellowjacket', SRA);
    g.t.attack = 5;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT, 0));
    g.t.clsCount[3] = 1; // a Tech card played
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_FIGHT, 0));
  });
});
