// The general mechanisms expansions plug into, exercised with test-only cards of a throwaway set: where an
// event came from, hooks that redirect or replace a move, "before it takes effect" questions, cards played
// as if from the Villain Deck, defeats outside the city, restricted points, extra fight costs, villains owned
// as heroes, destroyed HQ spaces, special stack cards, actions active with their card, keywords gained for a turn.
import { describe, expect, it } from 'vitest';
import { ACT_FIGHT, ACT_MASTERMIND, ACT_RECRUIT, act, mainActions } from '../actions.js';
import { compiled, mainAction, ruleOwner } from '../compile.js';
import { Determinizer } from '../determinize.js';
import { observe } from '../observe.js';
import { seedRng } from '../../shared/rng.js';
import { addEffect, effectKind, keywordEffect, removeEffect } from '../effects.js';
import { ask, cont, run } from '../flow.js';
import { HEROES, cardSet, henchmen, hero, mastermind, pool, scheme, stackCard, villainGroup } from '../registry.js';
import {
  PAY_FIGHT, PAY_MASTERMIND, REVEAL_RANGED, addTactic, available, defeatCard, takeFromVillainDeck, eachRevealOrWound, gainRecruit, gainWound, hasKeyword,
  hqHighestCost, hqSlotsCostAtMost, isHero, mastermindAttack, payToFight, paidContinuation, playAsVillainCard, putBackInOrder, refillHq, rescue, takeFromHq,
  villainCardAttack, victoryPoints, enterCityAt, isVillain, destroyCitySpace, cityLive, cityEnd, cityDestroyedAll, firstLive, enterCity,
  moveVillain, gainAttack, pointSteps, fightMastermind as rulesFightMastermind,
} from '../rules.js';
import { SetupError, newGame, resolvePlan } from '../setup.js';
import { findGroup } from '../names.js';
import type { Game } from '../types.js';
import { hqHolder, mastermindHolder } from '../zones.js';
import { ACT_FIGHT_HQ } from '../hq-villains.js';
import { checkInvariants } from '../invariants.js';
import { clone } from '../clone.js';
import { INSTINCT, Z_DECK } from '../types.js';
import { cleanBoard, fight, fightMastermind, make, names, pick, playCard, put, putVillain, reason, recruit, recruitOfficer, refresh, revealVillainCard, setupGame } from './helpers.js';

cardSet('found', 'Foundation Test');
const seen: { kind: string; src: string }[] = [];
// in 3-player games with these heroes, Wounds are gained on top of the deck (a gain 'before' hook)
ruleOwner({
  key: 'test:wounds-on-top', active: (s) => s.heroes.includes('Foundation Heroes') && s.players === 3,
  on: { gain: { before: (g, e) => { if (g.cards[g.defOf[e.c]!]!.kind === 'wound') e.to = Z_DECK; } } },
});
// a rule owner that records where Wounds come from (only in games that say so)
ruleOwner({
  key: 'test:record-sources', active: (s) => s.heroes.includes('Foundation Heroes'),
  on: { gain: { after: (g, e) => { seen.push({ kind: e.kind, src: e.src >= 0 ? g.cards[g.defOf[e.src]!]!.name : '-' }); } } },
});
// in 4-player games with these heroes, a Found Plain in a victory pile is worth 3 VP (a VP modifier)
ruleOwner({
  key: 'test:plain-vp', active: (s) => s.heroes.includes('Foundation Heroes') && s.players === 4,
  mods: { vp: (g, _p, c) => (g.cards[g.defOf[c]!]!.name === 'Found Plain' ? 3 : 0) },
});
// in 5-player games with these heroes, a fight against the Mastermind asks first; "no" cancels it before paying
const mastermindGate = cont('found:mastermind-gate', (g, f, v) => { if (v === 1) rulesFightMastermind(g, f.p, f.n); }, { about: 'may' });
ruleOwner({
  key: 'test:mastermind-gate', active: (s) => s.heroes.includes('Foundation Heroes') && s.players === 5,
  on: { fightMastermind: { replace: (g, e) => { ask(g, e.p, 'yesno', mastermindGate, [1, 0], { n: e.n }); return true; } } },
});
// "+2 Attack only when fighting Masterminds"
const MASTERMIND_ONLY = effectKind({ key: 'found:mastermind-only', onlyFor: (_g, target) => target === PAY_MASTERMIND });
// "Before a Master Strike takes effect, you may gain 1 Recruit" (a question asked before the strike)
const beforeStrike = cont('found:before-strike', (g, f, v) => { if (v === 1) gainRecruit(g, 1); }, { about: 'may' });
hero('Foundation Heroes', 'X-Men', [
  { name: 'Found Plain', copies: 10, cls: INSTINCT, cost: 2, attack: 1, text: 'Test card.' },
  {
    name: 'Found Mastermind Blast', copies: 2, cls: INSTINCT, cost: 4, text: 'Test: +2 Attack only against Masterminds.',
    play: (g, _p, c) => addEffect(g, MASTERMIND_ONLY, c, 2),
  },
  {
    name: 'Found Strike Watcher', copies: 2, cls: INSTINCT, cost: 4, text: 'Test: before a strike takes effect, you may gain 1 Recruit.',
    on: { strike: { before: (g, _e, self) => { for (const c of g.players[g.current]!.hand) if (g.cards[g.defOf[c]!] === self) ask(g, g.current, 'yesno', beforeStrike, [1, 0], { source: c }); } } },
  },
], 'found');
// a villain that must also be paid by discarding a card, and one that is never in the city
const discardForFight = cont('found:pay-discard', (g, f, v) => { if (v >= 0) { const h = g.players[f.p]!.hand; h.splice(h.indexOf(v), 1); g.players[f.p]!.discard.push(v); } }, { about: 'lose' });
villainGroup('Foundation Villains', [
  {
    name: 'Found Toll Keeper', copies: 4, attack: 2, vp: 2, text: 'Test: to fight it, also discard a card.',
    canDefeat: (g, p) => g.players[p]!.hand.length > 0,
    fightCost: (g, p, c) => ask(g, p, 'card', discardForFight, g.players[p]!.hand.slice(), { source: c }),
  },
  { name: 'Found Rhino', copies: 4, attack: 3, vp: 1, text: 'Test: Fight: each player reveals a Ranged hero or gains a Wound.', fight: (g) => eachRevealOrWound(g, REVEAL_RANGED) },
], 'found');
henchmen({ name: 'Found Goons', copies: 10, attack: 1, vp: 1, text: 'Test card.' }, 'found');
stackCard('bystander', { name: 'Found Reporter', copies: 3, vp: 1, text: 'Test: rescuing it gives +1 Recruit.', on: { rescue: { after: (g, e, self) => { if (g.cards[g.defOf[e.c]!] === self) gainRecruit(g, 1); } } } }, 'found', 'bystanders');
// a scheme that requires the Found Goons and puts the Foundation Heroes and one random hero in the Villain
// Deck (hero cards played from it are KO'd)
scheme({
  name: 'Found Scheme', set: 'found', text: 'Test scheme.', twists: () => 8,
  plan: (p) => { p.requiredHenchmen.push('Found Goons'); p.villainDeckHeroes.push('Foundation Heroes'); p.villainDeckHeroCount = 2; },
  twist: (g, _n, c) => { g.ko.push(c); },
  on: { villainDeck: { replace: (g, e) => { if (!isHero(g, e.c)) return false; g.ko.push(e.c); return true; } } },
  hint: { progress: () => 0 },
});
// an action active only in games with the Foundation Heroes: "spend 1 Recruit: draw nothing, gain 1 Attack"
const ACT_FOUND = mainAction({
  id: 'found:trade', order: 70, active: (s) => s.heroes.includes('Foundation Heroes'), hint: { about: 'other' },
  options: (g, _p, out) => { if (g.t.recruit >= 1) out.push(act(ACT_FOUND)); },
  handle: (g) => { g.t.recruit -= 1; g.t.attack += 1; },
  describe: () => 'trade 1 Recruit for 1 Attack',
});
// defeating a card in a stack beside the scheme, paid as a fight
const PAID_BESIDE = paidContinuation(cont('found:defeat-beside', (g, f) => defeatCard(g, f.p, f.c, g.schemeZone)));

// "the next hero you recruit this turn ...": an effect that sees one recruit, then ends itself; and one that
// counts every recruit
const recruitsSeen: string[] = [];
const NEXT_RECRUIT = effectKind({ key: 'found:next-recruit', after: { recruit: (g, ev, e) => { recruitsSeen.push(`next:${g.cards[g.defOf[ev.c]!]!.name}`); removeEffect(g, e); } } });
const EVERY_RECRUIT = effectKind({ key: 'found:every-recruit', after: { recruit: (g, ev) => { recruitsSeen.push(`every:${g.cards[g.defOf[ev.c]!]!.name}`); } } });

const SETS = ['core', 'found'];
function game(): Game {
  return cleanBoard(setupGame({ sets: SETS, heroes: ['Foundation Heroes', 'Cyclops', 'Hawkeye', 'Iron Man', 'Spider-Man'], villains: ['Foundation Villains'], henchmen: ['Found Goons'] }));
}

describe('the general mechanisms expansions build on', () => {
  it('an event knows the card whose effect caused it (a villain\'s Fight effect, through deferred work)', () => {
    seen.length = 0;
    const g = game();
    putVillain(g, 0, 'Found Rhino');
    g.t.attack = 3;
    refresh(g);
    fight(g, 0);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((x) => x.src === 'Found Rhino')).toBe(true);
  });

  it('restricted points pay only for what they may (Attack only against the Mastermind), and are spent first', () => {
    const g = game();
    const [b] = put(g, 0, 'hand', 'Found Mastermind Blast');
    putVillain(g, 0, 'Found Goons');
    refresh(g);
    playCard(g, b!);
    expect(available(g, PAY_FIGHT, g.city[0]!)).toBe(0);
    expect(available(g, PAY_MASTERMIND)).toBe(2);
    g.t.attack = mastermindAttack(g) - 2;
    refresh(g);
    fightMastermind(g);
    expect(g.stats.tacticsDefeated).toBe(1);
    expect(g.t.attack).toBe(0);
    expect(g.t.effects[0]!.n).toBe(0);
  });

  it('a "before a Master Strike takes effect" hook asks its question before the strike resolves', () => {
    const g = game();
    put(g, 0, 'hand', 'Found Strike Watcher');
    g.villainDeck.push(make(g, 'Master Strike'));
    revealVillainCard(g);
    expect(reason(g)).toBe('found:before-strike');
    expect(g.stats.strikes).toBe(1);
    expect(names(g, g.players[0]!.discard)).toEqual([]); // Red Skull's strike (KO a hero from hand) has not happened
    pick(g, 1);
    expect(g.t.recruit).toBe(1);
    expect(g.stats.strikes).toBe(1);
  });

  it('an extra fight cost is asked after paying and before the defeat', () => {
    const g = game();
    putVillain(g, 0, 'Found Toll Keeper');
    const [x] = put(g, 0, 'hand', 'Found Plain', 'Wound');
    g.t.attack = 2;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('found:pay-discard');
    expect(g.city[0]).toBeGreaterThanOrEqual(0);
    pick(g, x!);
    expect(g.city[0]).toBe(-1);
    expect(names(g, g.players[0]!.victory)).toEqual(['Found Toll Keeper']);
    expect(g.players[0]!.discard).toEqual([x]);
  });

  it('a villain outside the city can be fought (paid like a fight) and defeated from where it is', () => {
    const g = game();
    const v = make(g, 'Found Rhino');
    g.schemeZone.push(v);
    g.t.attack = 3;
    refresh(g);
    g.stack = []; g.pending = null; g.pendingFrame = null;
    payToFight(g, 0, villainCardAttack(g, v, -1), PAY_FIGHT, -2 - PAID_BESIDE, v);
    run(g);
    expect(g.schemeZone).toEqual([]);
    expect(g.players[0]!.victory).toContain(v);
    expect(g.t.attack).toBe(0);
  });

  it('a card played as if from the Villain Deck enters the city; a villain owned as a hero is played for its Attack and keeps its VP', () => {
    const g = game();
    const v = make(g, 'Found Rhino');
    g.stack = []; g.pending = null; g.pendingFrame = null;
    playAsVillainCard(g, v);
    expect(g.city[0]).toBe(v);
    const w = make(g, 'Found Toll Keeper');
    g.asHero.push(w);
    g.players[0]!.hand.push(w);
    refresh(g);
    expect(isHero(g, w)).toBe(true);
    expect(mainActions(g)).toContain(act(1, w));
    playCard(g, w);
    expect(g.t.attack).toBe(2);
    expect(victoryPoints(g, 0)).toBe(2);
  });

  it('a villain defeated from the Villain Deck leaves it; the deck emptied by an effect ends the game after the turn', () => {
    const g = game();
    const v = make(g, 'Found Rhino');
    g.villainDeck = [v];
    g.stack = []; g.pending = null; g.pendingFrame = null;
    defeatCard(g, 0, v, g.villainDeck);
    expect(g.villainDeck).toEqual([]);
    expect(g.players[0]!.victory).toEqual([v]);
    expect(g.drawAtEndOfTurn).toBe('villain deck ran out');
    const h = game();
    const [a, b] = [make(h, 'Found Goons'), make(h, 'Found Goons')];
    h.villainDeck = [a, b];
    expect(takeFromVillainDeck(h, b)).toBe(true);
    expect(h.drawAtEndOfTurn).toBe('');
    expect(takeFromVillainDeck(h, b)).toBe(false);
  });

  it('a destroyed HQ space is never refilled', () => {
    const g = game();
    g.hqDestroyed = 1 << 2;
    takeFromHq(g, 2);
    expect(g.hq[2]).toBe(-1);
    refillHq(g, 2);
    expect(g.hq[2]).toBe(-1);
  });

  it('special stack cards of a selected set join the Bystander stack, and their rescue hooks trigger', () => {
    const core = newGame({ players: 2, seed: 3 });
    const mixed = newGame({ players: 2, seed: 3, sets: SETS });
    const count = (x: Game) => [...x.bystanders, ...x.villainDeck].filter((c) => x.cards[x.defOf[c]!]!.name === 'Found Reporter').length;
    expect(count(core)).toBe(0);
    expect(count(mixed)).toBe(3);
    const g = game();
    g.bystanders.push(make(g, 'Found Reporter'));
    g.t.recruit = 0;
    rescue(g, 0, 1);
    expect(names(g, g.players[0]!.victory)).toEqual(['Found Reporter']);
    expect(g.t.recruit).toBe(1);
    rescue(g, 0, 1); // a plain Bystander: nothing more
    expect(g.t.recruit).toBe(1);
  });

  it("a defeated villain's Bystanders are in the victory pile during its Fight effect; their rescue effects come after it", () => {
    const g = game();
    const v = putVillain(g, 0, 'HYDRA Kidnappers');
    const b = make(g, 'Found Reporter');
    g.att[0]!.push(b);
    g.t.attack = 3;
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('hydra-kidnappers:gain-officer');
    expect(g.players[0]!.victory).toEqual([v, b]);
    expect(g.t.recruit).toBe(0);
    pick(g, 0);
    expect(g.t.recruit).toBe(1);
  });

  it("the Mastermind's Bystanders: rescued with the tactic, their rescue effects after the tactic's Fight effect", () => {
    const g = game();
    g.tactics = [make(g, 'Ruthless Dictator'), make(g, 'Ruthless Dictator')];
    const b = make(g, 'Found Reporter');
    g.att[mastermindHolder(g)] = [b];
    const [, w] = put(g, 0, 'deck', 'Found Plain', 'Wound', 'S.H.I.E.L.D. Agent');
    g.t.attack = mastermindAttack(g);
    refresh(g);
    fightMastermind(g);
    expect(reason(g)).toBe('red-skull:ruthless-dictator:ko');
    expect(g.players[0]!.victory).toContain(b);
    expect(g.t.recruit).toBe(0);
    pick(g, w!);
    expect(reason(g)).toBe('red-skull:ruthless-dictator:discard');
    expect(g.t.recruit).toBe(0);
    pick(g, g.pending!.options[0]!);
    expect(g.t.recruit).toBe(1);
  });

  it('cards put back on top of a deck in any order: the player picks each position from the top', () => {
    const g = game();
    const [low, a, b, c] = put(g, 0, 'deck', 'Found Plain', 'S.H.I.E.L.D. Agent', 'Wound', 'Found Mastermind Blast');
    g.stack = []; g.pending = null; g.pendingFrame = null;
    putBackInOrder(g, 0, 3);
    run(g);
    expect(reason(g)).toBe('put-back-order');
    expect(g.pending!.options).toEqual([a, b, c]);
    pick(g, a!);
    expect(g.pending!.options).toEqual([b, c]);
    pick(g, c!);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.deck).toEqual([low, b, c, a]);
  });

  it('put back in any order: identical cards are one choice, and nothing is asked once the rest are alike', () => {
    const g = game();
    const [low, a1, a2, w] = put(g, 0, 'deck', 'Found Plain', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'Wound');
    g.stack = []; g.pending = null; g.pendingFrame = null;
    putBackInOrder(g, 0, 3);
    run(g);
    expect(g.pending!.options).toEqual([a1, w]);
    pick(g, a1!);
    expect(g.pending!.options).toEqual([a2, w]); // an Agent and the Wound left: asked again
    pick(g, a2!);
    expect(reason(g)).toBe('main');
    expect(names(g, g.players[0]!.deck)).toEqual(['Found Plain', 'Wound', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent']);
    expect(g.players[0]!.deck[0]).toBe(low);
    const h = game();
    put(h, 0, 'deck', 'Found Plain', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    h.stack = []; h.pending = null; h.pendingFrame = null;
    putBackInOrder(h, 0, 3);
    run(h);
    expect(reason(h)).toBe('main');
  });

  it('an action with `active` is offered only in games where it applies', () => {
    const g = game();
    g.t.recruit = 1;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_FOUND));
    const core = cleanBoard(setupGame());
    core.t.recruit = 1;
    refresh(core);
    expect(compiled(core).actions.some((a) => a.id === 'found:trade')).toBe(false);
  });

  it('a keyword given for the turn counts like a printed one, for that card only', () => {
    const g = game();
    const [a, b] = put(g, 0, 'hand', 'Found Plain', 'Found Plain');
    expect(hasKeyword(g, a!, 'teleport')).toBe(false);
    addEffect(g, keywordEffect('teleport'), a!);
    expect(hasKeyword(g, a!, 'teleport')).toBe(true);
    expect(hasKeyword(g, b!, 'teleport')).toBe(false);
  });

  it('a gain hook may send the gained card on top of the deck (a before hook changes where it goes)', () => {
    const g = cleanBoard(setupGame({ players: 3, sets: SETS, heroes: ['Foundation Heroes', 'Cyclops', 'Hawkeye', 'Iron Man', 'Spider-Man'] }));
    const [top] = put(g, 0, 'deck', 'Found Plain');
    gainWound(g, 0);
    expect(names(g, g.players[0]!.deck)).toEqual(['Found Plain', 'Wound']);
    expect(g.players[0]!.deck[0]).toBe(top);
    expect(g.players[0]!.discard).toEqual([]);
    expect(g.stats.woundsGained).toBe(1);
  });

  it('an effect that ends itself from its hook does not hide the event from the effects after it', () => {
    recruitsSeen.length = 0;
    const g = game();
    addEffect(g, NEXT_RECRUIT);
    addEffect(g, NEXT_RECRUIT);
    addEffect(g, EVERY_RECRUIT);
    g.t.recruit = 20;
    refresh(g);
    const first = g.cards[g.defOf[g.hq[0]!]!]!.name;
    recruit(g, 0);
    expect(recruitsSeen).toEqual([`next:${first}`, `next:${first}`, `every:${first}`]);
    expect(g.t.effects.map((e) => e.k)).toEqual([EVERY_RECRUIT]);
    const second = g.cards[g.defOf[g.hq[1]!]!]!.name;
    recruit(g, 1);
    expect(recruitsSeen.slice(3)).toEqual([`every:${second}`]);
  });

  it('recruiting a S.H.I.E.L.D. Officer is a recruit event (an Officer is a Hero)', () => {
    recruitsSeen.length = 0;
    const g = game();
    addEffect(g, NEXT_RECRUIT);
    g.t.recruit = 3;
    refresh(g);
    recruitOfficer(g);
    expect(names(g, g.players[0]!.discard)).toEqual(['S.H.I.E.L.D. Officer']);
    expect(recruitsSeen).toEqual(['next:S.H.I.E.L.D. Officer']);
    expect(g.t.effects).toEqual([]);
  });

  it('a non-hero card in the HQ (a scheme\'s Bystander) is not recruited, nor chosen as an HQ hero to KO or as the costliest', () => {
    const g = game();
    const b = make(g, 'Bystander');
    g.hq = [b, make(g, 'Found Plain'), -1, -1, -1];
    g.t.recruit = 5;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_RECRUIT, 0));
    expect(mainActions(g)).toContain(act(ACT_RECRUIT, 1));
    expect(hqSlotsCostAtMost(g, 6)).toEqual([1]);
    expect(hqHighestCost(g)).toEqual([1]);
  });

  it('a VP modifier changes what a card in a victory pile is worth, only in games where it applies', () => {
    const heroes = ['Foundation Heroes', 'Cyclops', 'Hawkeye', 'Iron Man', 'Spider-Man'];
    const g = cleanBoard(setupGame({ players: 4, sets: SETS, heroes }));
    put(g, 1, 'victory', 'Found Plain', 'Bystander');
    expect(victoryPoints(g, 1)).toBe(4);
    const plain = game();
    put(plain, 1, 'victory', 'Found Plain', 'Bystander');
    expect(victoryPoints(plain, 1)).toBe(1);
  });

  it('a scheme\'s required henchmen take the place of the group the Mastermind leads when there is no room for both', () => {
    const two = newGame({ players: 2, seed: 5, sets: SETS, scheme: 'Found Scheme', mastermind: 'Dr. Doom' });
    expect(two.setup.henchmen).toEqual(['Found Goons']);
    const four = newGame({ players: 4, seed: 5, sets: SETS, scheme: 'Found Scheme', mastermind: 'Dr. Doom' });
    expect([...four.setup.henchmen].sort()).toEqual(['Doombot Legion', 'Found Goons']);
    const core = newGame({ players: 2, seed: 5, mastermind: 'Dr. Doom' });
    expect(core.setup.henchmen).toEqual(['Doombot Legion']);
  });

  it('heroes a scheme puts in the Villain Deck: the named one and random others, never in the Hero Deck', () => {
    for (const seed of [1, 2, 3]) {
      const g = newGame({ players: 2, seed, sets: SETS, scheme: 'Found Scheme' });
      const vdh = g.setup.villainDeckHeroes;
      expect(vdh.length).toBe(2);
      expect(vdh[0]).toBe('Foundation Heroes');
      for (const h of vdh) expect(g.setup.heroes).not.toContain(h);
      const all = [...g.villainDeck, ...g.city, ...g.ko, ...g.escaped].filter((c) => c >= 0);
      for (const h of vdh) {
        const inDeck = all.filter((c) => g.cards[g.defOf[c]!]!.groupLabel === h).length;
        expect(inDeck).toBe(HEROES.get(h)!.cards.reduce((n, k) => n + g.cards.find((d) => d.key === k)!.copies, 0));
      }
      const heroDeck = [...g.heroDeck, ...g.hq].filter((c) => c >= 0);
      expect(heroDeck.some((c) => vdh.includes(g.cards[g.defOf[c]!]!.groupLabel))).toBe(false);
    }
    expect(() => newGame({ players: 2, seed: 1, sets: SETS, scheme: 'Found Scheme', heroes: ['Foundation Heroes'] })).toThrow(SetupError);
  });

  it('a determinization keeps the heroes a scheme put in the Villain Deck there (their cards are a class of their own)', () => {
    const g = newGame({ players: 2, seed: 4, sets: SETS, scheme: 'Found Scheme' });
    const vdh = g.setup.villainDeckHeroes;
    const inVd = (x: Game, c: number) => vdh.includes(x.cards[x.defOf[c]!]!.groupLabel);
    const n = g.villainDeck.filter((c) => inVd(g, c)).length;
    expect(n).toBeGreaterThan(20);
    const det = new Determinizer(observe(g, 0));
    const rng = seedRng('found-det');
    for (let i = 0; i < 5; i++) {
      const d = det.sample(rng);
      expect(d.villainDeck.filter((c) => inVd(d, c)).length).toBe(n);
      expect(d.heroDeck.some((c) => inVd(d, c))).toBe(false);
    }
  });
});

// ---- Mastermind and scheme state added for Paint the Town Red --------------------------------------------
// a scheme whose Mastermind may be fought only with a Bystander in the fighter's victory pile, and whose
// villains in the HQ may be fought
const GUARDED = scheme({
  name: 'Found Guarded Scheme', set: 'found', text: 'Test scheme.', twists: () => 8, fightInHq: true,
  canFightMastermind: (g, p) => g.players[p]!.victory.some((c) => g.cards[g.defOf[c]!]!.kind === 'bystander'),
  twist: (g, _n, c) => { g.ko.push(c); },
  hint: { progress: () => 0 },
});
function guardedGame(): Game {
  return cleanBoard(setupGame({
    sets: SETS, scheme: GUARDED, heroes: ['Foundation Heroes', 'Cyclops', 'Hawkeye', 'Iron Man', 'Spider-Man'], villains: ['Foundation Villains'], henchmen: ['Found Goons'],
  }));
}

describe('Mastermind and scheme state: extra tactics, a condition to fight the Mastermind, villains in the HQ', () => {
  it('a card added to the Tactics is one more Tactic: the Mastermind stands until it is defeated too, and it goes to the victory pile', () => {
    const g = game();
    const strike = make(g, 'Master Strike');
    g.ko.push(...g.tactics.splice(1));
    addTactic(g, strike);
    expect(checkInvariants(g).filter((e) => !e.includes('nowhere'))).toEqual([]);
    g.t.attack = 100;
    refresh(g);
    fightMastermind(g);
    while (reason(g) !== 'main' && g.pending) pick(g, g.pending.options[0]!);
    expect(g.result).toBeNull();
    expect(g.tactics.length).toBe(1);
    refresh(g);
    fightMastermind(g);
    while (reason(g) !== 'main' && g.pending) pick(g, g.pending.options[0]!);
    expect(g.result).toBe('win');
    expect(g.players[0]!.victory).toContain(strike);
  });

  it("a scheme's condition keeps the Mastermind from being fought until it holds", () => {
    const g = guardedGame();
    g.t.attack = 100;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_MASTERMIND));
    put(g, 0, 'victory', 'Bystander');
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_MASTERMIND));
    // other games are not affected
    const h = game();
    h.t.attack = 100;
    refresh(h);
    expect(mainActions(h)).toContain(act(ACT_MASTERMIND));
  });

  it('a villain in the HQ can be fought where the scheme allows: paid like a fight, its Bystanders rescued, the space refilled', () => {
    const g = guardedGame();
    const v = make(g, 'Found Rhino');
    const b = make(g, 'Bystander');
    const old = g.hq[2]!;
    g.ko.push(old);
    g.hq[2] = v;
    g.att[hqHolder(g, 2)] = [b];
    expect(checkInvariants(g).filter((e) => !e.includes('nowhere'))).toEqual([]);
    g.t.attack = villainCardAttack(g, v, -1) - 1;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_FIGHT_HQ, 2));
    g.t.attack += 1;
    refresh(g);
    expect(mainActions(g)).toContain(act(ACT_FIGHT_HQ, 2));
    pick(g, act(ACT_FIGHT_HQ, 2));
    expect(g.players[0]!.victory).toEqual([v, b]); // as in the city: the villain, then the Bystanders it held
    expect(g.t.attack).toBe(0);
    expect(g.hq[2]).toBeGreaterThanOrEqual(0);
    expect(g.hq[2]).not.toBe(v);
    expect(checkInvariants(g).filter((e) => !e.includes('nowhere'))).toEqual([]);
    // not offered where the scheme does not allow it
    const h = game();
    h.hq[2] = make(h, 'Found Rhino');
    h.t.attack = 100;
    refresh(h);
    expect(compiled(h).actions.some((a) => a.id === 'fight-hq')).toBe(false);
  });
});

// A set that reprints core groups (aliases: the core definitions join its pool as themselves) and has a
// villain group of its own named like a core one.
cardSet('found-reprints', 'Foundation Reprints', [
  { kind: 'mastermind', label: 'Red Skull' }, { kind: 'scheme', label: 'Unleash the Power of the Cosmic Cube' },
  ...['Cyclops', 'Hawkeye', 'Iron Man', 'Spider-Man', 'Storm'].map((label) => ({ kind: 'hero' as const, label })),
  { kind: 'villain group', label: 'Enemies of Asgard' }, { kind: 'henchmen group', label: 'Sentinel' },
]);
villainGroup('HYDRA', [{ name: 'Found HYDRA Agent', copies: 8, attack: 3, vp: 1, text: 'Test card.' }], 'found-reprints');
// a Mastermind that makes a Master Strike in the city a villain (worth 2 Attack there)
mastermind({
  name: 'Found Striker', set: 'found', attack: 5, vp: 5, leads: 'Found Goons', text: 'Test Mastermind.',
  strike: () => {}, tactics: [1, 2, 3, 4].map((i) => ({ name: `Found Tactic ${i}`, text: 'Test.', fight: () => {} })),
  villainCard: (g, c) => g.cards[g.defOf[c]!]!.kind === 'strike' && g.city.includes(c),
  mods: { villainAttack: (g, _slot, c) => (g.cards[g.defOf[c]!]!.kind === 'strike' ? 2 : 0) },
});

describe('reprints, Mastermind-made villains, entering a given city space', () => {
  const R = ['found-reprints'];
  it('a reprinting set alone offers the reprinted groups as themselves (same labels, no copies)', () => {
    expect(pool('mastermind', R)).toEqual(['Red Skull']);
    expect(pool('hero', R)).toEqual(['Cyclops', 'Hawkeye', 'Iron Man', 'Spider-Man', 'Storm']);
    expect(pool('villain group', R)).toEqual(['Enemies of Asgard', 'HYDRA (Foundation Reprints)']);
    // with core: each reprinted group once
    expect(pool('mastermind', ['core', ...R]).filter((l) => l === 'Red Skull')).toHaveLength(1);
    expect(pool('villain group', ['core', ...R])).toContain('HYDRA');
  });

  it("a reprinted Mastermind leads the selected sets' group of its group's name; its own when that is selected", () => {
    const alone = resolvePlan({ players: 2, seed: 1, sets: R });
    expect(alone.mastermind).toBe('Red Skull');
    expect(alone.villains).toContain('HYDRA (Foundation Reprints)');
    expect(alone.villains).not.toContain('HYDRA');
    const mixed = resolvePlan({ players: 2, seed: 1, sets: ['core', ...R], mastermind: 'Red Skull' });
    expect(mixed.villains).toContain('HYDRA');
  });

  it('a bare name both sets have is ambiguous; a qualified one picks a group; alone the bare name is the set\'s own', () => {
    expect(findGroup('villain group', 'HYDRA', R)).toBe('HYDRA (Foundation Reprints)');
    expect(() => findGroup('villain group', 'HYDRA', ['core', ...R])).toThrow(SetupError);
    expect(findGroup('villain group', 'core:HYDRA', ['core', ...R])).toBe('HYDRA');
    expect(findGroup('villain group', 'found-reprints:HYDRA', ['core', ...R])).toBe('HYDRA (Foundation Reprints)');
    expect(findGroup('mastermind', 'Red Skull', ['core', ...R])).toBe('Red Skull');
  });

  it('a card the Mastermind makes a villain is one only where it says (a Master Strike in the city), and can be fought', () => {
    const g = cleanBoard(setupGame({ sets: SETS, mastermind: 'Found Striker', heroes: ['Foundation Heroes', 'Cyclops', 'Hawkeye', 'Iron Man', 'Spider-Man'], villains: ['Foundation Villains'] }));
    const s = make(g, 'Master Strike');
    expect(isVillain(g, s)).toBe(false);
    g.city[1] = s;
    expect(isVillain(g, s)).toBe(true);
    expect(villainCardAttack(g, s, 1)).toBe(2);
    g.t.attack = 2;
    refresh(g);
    fight(g, 1);
    expect(g.players[0]!.victory).toEqual([s]);
    // in Red Skull's game a strike is never a villain
    const h = game();
    const t = make(h, 'Master Strike');
    h.city[1] = t;
    expect(isVillain(h, t)).toBe(false);
  });

  it('a villain entering a given city space: nothing moves, its Ambush happens', () => {
    const g = game();
    const a = putVillain(g, 0, 'Found Goons');
    const v = make(g, 'Ymir, Frost Giant King');
    g.stack = []; g.pending = null; g.pendingFrame = null;
    enterCityAt(g, v, 2);
    run(g);
    expect(g.city.slice(0, 3)).toEqual([a, -1, v]);
    // Ymir's Ambush: each player reveals a Ranged hero or gains a Wound (nobody has one here)
    expect(g.players.every((pl) => pl.discard.some((c) => g.cards[g.defOf[c]!]!.kind === 'wound'))).toBe(true);
  });
});

describe('destroyed city spaces', () => {
  it('a destroyed space loses its villain (it escapes), keeps its marker, and villains skip it; the last space left is the end', () => {
    const g = game();
    const v = putVillain(g, 4, 'HYDRA Kidnappers');
    const marker = make(g, 'Found Goons');
    destroyCitySpace(g, 4, marker);
    expect(g.city[4]).toBe(-1);
    expect(g.escaped).toContain(v);
    expect(g.att[4]).toEqual([marker]);
    expect(cityLive(g, 4)).toBe(false);
    expect(cityEnd(g)).toBe(3);
    // a full city of four spaces: the fifth villain pushes the one on space 3 out, not onto the destroyed space
    const [a, b, c, d] = [0, 1, 2, 3].map((s) => putVillain(g, s, 'Found Goons'));
    const e = make(g, 'Found Goons');
    enterCity(g, e);
    expect(g.city.slice(0, 4)).toEqual([e, a, b, c]);
    expect(g.city[4]).toBe(-1);
    expect(g.escaped).toContain(d);
  });

  it('a space in the middle is skipped when villains move on, and the whole city destroyed leaves no space', () => {
    const g = game();
    g.cityDestroyed = 1 << 1;
    const a = putVillain(g, 0, 'Found Goons');
    enterCity(g, make(g, 'Found Goons'));
    expect(g.city[1]).toBe(-1);
    expect(g.city[2]).toBe(a);
    for (let s = 0; s < 5; s++) destroyCitySpace(g, s);
    expect(cityDestroyedAll(g)).toBe(true);
    expect(firstLive(g)).toBe(-1);
    const late = make(g, 'Found Goons');
    enterCity(g, late);
    expect(g.escaped).toContain(late);
  });
});

// in 4-player games with the Foundation Heroes, g.vars switch on a pool swap and an extra Mastermind cost
ruleOwner({
  key: 'test:swap-and-extra', active: (s) => s.heroes.includes('Foundation Heroes') && s.players === 4,
  mods: { swapPools: (g) => g.vars['test:swap'] === 1, mastermindExtraCost: (g) => g.vars['test:extra'] ?? 0 },
});
const game4 = () => cleanBoard(setupGame({ players: 4, sets: SETS, heroes: ['Foundation Heroes', 'Cyclops', 'Hawkeye', 'Iron Man', 'Spider-Man'], villains: ['Foundation Villains', 'Brotherhood', 'HYDRA'], henchmen: ['Found Goons', 'Hand Ninjas'] }));

describe('payment rules: swapped pools and extra Mastermind costs', () => {
  it('while the pools are swapped, villains are fought with Recruit only and heroes recruited with Attack only', () => {
    const g = game4();
    putVillain(g, 0, 'Found Goons');
    g.vars['test:swap'] = 1;
    g.t.attack = 10; g.t.recruit = 0;
    refresh(g);
    expect(mainActions(g).some((v) => v === act(ACT_FIGHT, 0))).toBe(false);
    g.t.attack = 0; g.t.recruit = 5;
    refresh(g);
    fight(g, 0);
    expect(g.city[0]).toBe(-1);
    expect(g.t.recruit).toBeLessThan(5);
    expect(g.t.attack).toBe(0);
    const slot = g.hq.findIndex((c) => c >= 0);
    g.t.attack = 20; g.t.recruit = 0;
    refresh(g);
    recruit(g, slot);
    expect(g.t.attack).toBeLessThan(20);
    g.vars['test:swap'] = 0;
    g.t.attack = 20; g.t.recruit = 0;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_RECRUIT, g.hq.findIndex((c) => c >= 0)));
  });

  it('an extra Mastermind cost is paid with Attack or Recruit as the player chooses, and must be affordable', () => {
    const g = game4();
    g.vars['test:extra'] = 2;
    g.tactics = g.tactics.slice(0, 1); // the last tactic: no Fight effect changes the points
    g.t.attack = mastermindAttack(g); g.t.recruit = 1;
    refresh(g);
    expect(mainActions(g)).not.toContain(act(ACT_MASTERMIND));
    g.t.attack = mastermindAttack(g) + 1; g.t.recruit = 2;
    refresh(g);
    fightMastermind(g);
    expect(reason(g)).toBe('mastermind-extra-cost');
    expect(g.pending!.options).toEqual([1, 2]);
    pick(g, 1);
    expect(g.t.recruit).toBe(1);
    expect(g.t.attack).toBe(0);
    expect(g.result).toBe('win');
  });
});

// in 4-player games with the Foundation Heroes, g.vars cancels Ambush effects (an 'ambush' replace hook)
ruleOwner({
  key: 'test:cancel-ambush', active: (s) => s.heroes.includes('Foundation Heroes') && s.players === 4,
  on: { ambush: { replace: (g) => { if (g.vars['test:cancel-ambush'] !== 1) return false; g.vars['test:cancelled'] = (g.vars['test:cancelled'] ?? 0) + 1; return true; } } },
});

describe('Ambush events and moves in a city with destroyed spaces', () => {
  it("an 'ambush' replace hook may take a villain's Ambush over; without it the Ambush happens", () => {
    const g = game4();
    g.vars['test:cancel-ambush'] = 1;
    put(g, 0, 'hand', 'Optic Blast'); // Ranged: no Wound needed either way
    const y = make(g, 'Ymir, Frost Giant King');
    g.villainDeck.push(y);
    revealVillainCard(g);
    expect(g.vars['test:cancelled']).toBe(1);
    expect(reason(g)).toBe('main');
    const h = game4();
    h.villainDeck.push(make(h, 'Ymir, Frost Giant King'));
    revealVillainCard(h);
    expect(h.vars['test:cancelled']).toBeUndefined();
    expect(h.stats.woundsGained).toBeGreaterThan(0);
  });

  it('a villain never moves into or out of a destroyed space', () => {
    const g = game();
    const a = putVillain(g, 3, 'Found Goons');
    destroyCitySpace(g, 4);
    moveVillain(g, 3, 4);
    expect(g.city[3]).toBe(a);
    expect(g.city[4]).toBe(-1);
  });
});

// in 4-player games with the Foundation Heroes, g.vars cancels Fight effects (a 'fightEffect' replace hook)
ruleOwner({
  key: 'test:cancel-fight-effect', active: (s) => s.heroes.includes('Foundation Heroes') && s.players === 4,
  on: { fightEffect: { replace: (g) => g.vars['test:cancel-fight'] === 1 } },
});

describe('Fight effect events', () => {
  it("a 'fightEffect' replace hook may take a defeated villain's Fight effect over; the defeat still completes", () => {
    const g = game4();
    g.vars['test:cancel-fight'] = 1;
    put(g, 0, 'deck', 'Wound', 'Wound', 'Wound', 'Wound');
    putVillain(g, 0, 'Enchantress'); // Fight: draw three cards
    g.att[0] = [make(g, 'Bystander')];
    g.t.attack = 6;
    refresh(g);
    fight(g, 0);
    expect(g.players[0]!.hand.length).toBe(0);
    expect(names(g, g.players[0]!.victory)).toEqual(['Enchantress', 'Bystander']);
    const h = game4();
    put(h, 0, 'deck', 'Wound', 'Wound', 'Wound', 'Wound');
    putVillain(h, 0, 'Enchantress');
    h.t.attack = 6;
    refresh(h);
    fight(h, 0);
    expect(h.players[0]!.hand.length).toBe(3);
  });
});

// Half points (Deadpool): "2½ Attack" is exactly 2.5; points are numbers that may be x.5, never rounded.
const FOUND_RECRUIT_PAYS_ONE = effectKind({ key: 'found:recruit-pays-one', pay: (_g, target, c, e) => (target === PAY_FIGHT && c === e.c ? 2 : 0) });
describe('half points', () => {
  it('Attack and Recruit add up exactly (1½ + 1½ = 3, 2½ + 2½ = 5), and a split between pools is offered in half steps', () => {
    const g = game();
    gainAttack(g, 1.5); gainAttack(g, 1.5);
    gainRecruit(g, 2.5); gainRecruit(g, 2.5);
    expect([g.t.attack, g.t.recruit, g.t.recruitMade]).toEqual([3, 5, 5]);
    const v = make(g, 'Found Rhino');
    g.schemeZone.push(v);
    g.t.attack = 1.5; g.t.recruit = 2.5;
    addEffect(g, FOUND_RECRUIT_PAYS_ONE, v);
    refresh(g);
    g.stack = []; g.pending = null; g.pendingFrame = null;
    payToFight(g, 0, 3.5, PAY_FIGHT, -2 - PAID_BESIDE, v);
    run(g);
    expect(reason(g)).toBe('pay-recruit-part');
    expect(g.pending!.options).toEqual([2, 2.5]);
    pick(g, 2.5);
    expect([g.t.attack, g.t.recruit]).toEqual([0.5, 0]);
    expect(g.players[0]!.victory).toContain(v);
  });

  it('pointSteps keeps whole steps for whole values and half steps once a half is involved', () => {
    expect(pointSteps(0, 3, 3, 4, 2)).toEqual([0, 1, 2, 3]);
    expect(pointSteps(1, 2.5, 3.5)).toEqual([1, 1.5, 2, 2.5]);
    expect(pointSteps(0.5, 1.5)).toEqual([0.5, 1, 1.5]);
  });
});

// Heroes a scheme requires (Deadpool's schemes): by label, and "at least one hero of a team".
cardSet('found-required', 'Foundation Required Heroes');
scheme({
  name: 'Found Needs Heroes', set: 'found-required', text: 'Test scheme.', twists: () => 8,
  plan: (p) => { p.requiredHeroes.push('Hulk'); p.requiredHeroTeam = 'Spider Friends'; },
  twist: () => undefined, hint: { progress: () => 0 },
});
scheme({
  name: 'Found Needs a Team', set: 'found-required', text: 'Test scheme.', twists: () => 8,
  plan: (p) => { p.requiredHeroTeam = 'No Such Team'; },
  twist: () => undefined, hint: { progress: () => 0 },
});
describe('heroes a scheme requires', () => {
  it('a required hero joins the given ones, and a hero of the required team is added when none is chosen', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const p = resolvePlan({ players: 2, seed, sets: ['core', 'found-required'], scheme: 'Found Needs Heroes', heroes: ['Cyclops', 'Hawkeye'] });
      expect(p.heroes.slice(0, 3)).toEqual(['Cyclops', 'Hawkeye', 'Hulk']);
      expect(p.heroes).toContain('Spider-Man'); // core's only Spider Friends hero
      expect(p.heroes.length).toBe(5);
    }
  });
  it('too many given heroes besides the required ones, or a team no selected set has, is refused with a message', () => {
    expect(() => resolvePlan({ players: 2, seed: 1, sets: ['core', 'found-required'], scheme: 'Found Needs Heroes', heroes: ['Cyclops', 'Hawkeye', 'Thor', 'Storm', 'Rogue'] }))
      .toThrow(/heroes given or required/);
    expect(() => resolvePlan({ players: 2, seed: 1, sets: ['core', 'found-required'], scheme: 'Found Needs a Team' })).toThrow(/No Such Team/);
  });
});

describe('face-down cards (engine/legendary/rules.ts, Game.faceDown)', () => {
  it('which card holds a face-down card is public, which card it is is not: observations sample it with the Bystander stack', async () => {
    const { putFaceDown, takeFaceDown, faceDownCount } = await import('../rules.js');
    const g = setupGame();
    const b = g.bystanders.pop()!;
    const holder = g.mastermind[0]!;
    putFaceDown(g, holder, b);
    const o = observe(g, 0);
    expect(o.state.faceDown).toEqual([]);
    expect(o.state.faceDownOf).toEqual([holder]);
    const pool = o.pools.find((p) => p.name === 'bystanders')!;
    expect(pool.cards).toContain(b);
    const d = new Determinizer(o).sample(seedRng('fd'));
    expect(d.faceDown).toHaveLength(1);
    expect(faceDownCount(d, holder)).toBe(1);
    expect(takeFaceDown(g, holder)).toEqual([b]);
    expect(g.faceDown).toEqual([]);
  });
});

describe("a 'play' event, cards set aside until a later turn, face-down cards beside the scheme", () => {
  it("a 'play' after-hook runs once the played hero's ability has started (the card counts as played), with no effect on games without one", () => {
    const heard: number[] = [];
    const k = effectKind({ key: 'found:heard-play', after: { play: (_g, e) => { heard.push(e.c); } } });
    const g = cleanBoard(setupGame());
    const [a] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent');
    addEffect(g, k);
    refresh(g);
    playCard(g, a!);
    expect(heard).toEqual([a]);
    expect(g.t.played).toContain(a);
  });

  it('Game.nextTurn and Game.schemeDeck are zones: conservation holds, clones copy them, observations hide face-down cards', () => {
    const g = cleanBoard(setupGame());
    const [a] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent');
    g.players[0]!.hand = [];
    g.nextTurn.push(a!);
    const h = g.heroDeck.pop()!;
    g.schemeDeck.push(h);
    const errs = (x: Game) => checkInvariants(x).filter((e) => e.includes(`card ${a} `) || e.includes(`card ${h} `));
    expect(errs(g)).toEqual([]); // the cleaned board loses other cards; these two are found in their zones
    expect(clone(g).nextTurn).toEqual([a]);
    const o = observe(g, 1);
    expect(o.state.nextTurn).toEqual([a]);
    const det = new Determinizer(o);
    const rng = seedRng('found-face-down');
    let moved = false;
    for (let i = 0; i < 10; i++) { const d = det.sample(rng); expect(d.schemeDeck.length).toBe(1); if (d.schemeDeck[0] !== h) moved = true; }
    expect(moved).toBe(true); // sampled with the Hero Deck: its identity is hidden
  });
});

describe("a 'fightMastermind' replace hook", () => {
  it('takes a Mastermind fight over before anything is paid; going on with its count fights as usual', () => {
    for (const yes of [0, 1]) {
      const g = cleanBoard(setupGame({ players: 5, sets: SETS, heroes: ['Foundation Heroes', 'Cyclops', 'Hawkeye', 'Iron Man', 'Spider-Man'], villains: ['Foundation Villains', 'Brotherhood', 'HYDRA', 'Enemies of Asgard'], henchmen: ['Found Goons', 'Hand Ninjas'] }));
      g.t.attack = 99;
      refresh(g);
      fightMastermind(g);
      expect(reason(g)).toBe('found:mastermind-gate');
      pick(g, yes);
      expect(g.stats.tacticsDefeated).toBe(yes);
      expect(g.t.attack === 99).toBe(yes === 0);
    }
  });
});
