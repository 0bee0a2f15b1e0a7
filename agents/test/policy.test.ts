// The shared policy: card traits read from card texts, default answers per decision reason, the
// evaluation function, and bot parameter checking.

import { cont } from '../../engine/legendary/flow.js';
import { describe, expect, it } from 'vitest';
import { CARDS, choose, newGame } from '../../engine/legendary/index.js';
import { PlayerView } from '../../engine/legendary/observe.js';
import { seedRng } from '../../engine/shared/rng.js';
import type { Decision, Game } from '../../engine/legendary/types.js';
import { INSTINCT, STRENGTH, TECH, XMEN } from '../../engine/legendary/types.js';
import { cleanBoard, defByName, make, put, putVillain, refresh, setupGame } from '../../engine/legendary/test/helpers.js';
import { evaluate, evalFeatures, EVAL_FEATURES } from '../heuristic.js';
import { defaultChoice, derivePower, deriveTraits, traits, type PolicyCtx } from '../policy.js';

/** The Mastermind's 'slot' value in the core city. */
const MASTERMIND_SLOT = 5;
import { BotSpecError, makeAgents } from '../registry.js';

const ctx = (): PolicyCtx => ({ rng: seedRng('policy-test'), misses: 0 });

describe('card traits come from the card texts', () => {
  it('every core hero with a superpower, team power or "per other ... hero" bonus is understood', () => {
    const heroes = CARDS.filter((c) => c.kind === 'hero' && c.set === 'core' && c.cost > 0);
    expect(heroes.length).toBeGreaterThan(50);
    for (const d of heroes) {
      const t = traits(d), text = d.text ?? '';
      if (/superpower/.test(text)) expect(t.needCls, d.name).not.toBe(0);
      if (/team power/.test(text)) expect(t.needTeam + (t.countTeam >= 0 ? 1 : 0), d.name).toBeGreaterThanOrEqual(0);
      if (/per other .* hero played this turn/.test(text)) expect(t.countCls || t.countTeam >= 0 || t.countOdd, d.name).toBeTruthy();
    }
  });

  it('reads gains, counters and special cards', () => {
    expect(deriveTraits(defByName('Hulk Smash!'))).toMatchObject({ needCls: STRENGTH, powerGain: 5 });
    expect(deriveTraits(defByName('Odinson'))).toMatchObject({ needCls: STRENGTH, powerGain: 2 });
    expect(deriveTraits(defByName('Frenzied Slashing'))).toMatchObject({ needCls: INSTINCT, powerDraws: 2 });
    expect(deriveTraits(defByName('Quantum Breakthrough'))).toMatchObject({ needCls: TECH, draws: 2, powerDraws: 2 });
    expect(deriveTraits(defByName('Arc Reactor'))).toMatchObject({ needCls: TECH, countCls: TECH, countGain: 1 });
    expect(deriveTraits(defByName('X-Men United'))).toMatchObject({ countTeam: XMEN, countGain: 2 });
    expect(deriveTraits(defByName('Oddball'))).toMatchObject({ countOdd: true });
    expect(deriveTraits(defByName('Surge of Power'))).toMatchObject({ recruitThreshold: 8, powerGain: 3 });
    expect(deriveTraits(defByName('Berserker Rage'))).toMatchObject({ countDrawn: true, draws: 3 });
    expect(deriveTraits(defByName('Hey, Can I Get a Do-Over?')).firstOnly).toBe(true);
    expect(deriveTraits(defByName('Copy Powers')).copies).toBe(true);
    expect(deriveTraits(defByName('Crazed Rampage')).woundsAll).toBe(true);
    expect(deriveTraits(defByName('Optic Blast')).needsFodder).toBe(true);
    expect(deriveTraits(defByName('S.H.I.E.L.D. Agent'))).toMatchObject({ needCls: 0, needTeam: -1, draws: 0 });
  });

  it('estimates what a hero adds to a deck: Attack, Recruit, cards drawn', () => {
    expect(derivePower(defByName('S.H.I.E.L.D. Officer'))).toEqual({ atk: 0, rec: 2, drw: 0 });
    expect(derivePower(defByName('Perfect Teamwork')).atk).toBeGreaterThanOrEqual(3);
    expect(derivePower(defByName('Quantum Breakthrough')).drw).toBe(2);
    const god = derivePower(defByName('God of Thunder'));
    expect(god.atk).toBeGreaterThan(0);
    expect(god.rec).toBeLessThan(5);
  });
});

/** A decision of player 0 built by hand over a constructed board. */
function decide(g: Game, kind: Decision['kind'], reason: string, options: number[]): number {
  const d: Decision = { player: 0, kind, reason, source: -1, options };
  const i = defaultChoice(new PlayerView(g, 0), d, ctx());
  expect(i).toBeGreaterThanOrEqual(0);
  expect(i).toBeLessThan(options.length);
  return options[i]!;
}

describe('default answers are sensible per reason', () => {
  const board = () => cleanBoard(setupGame());

  it('discards and KOs the least valuable card: Wounds, then starting cards', () => {
    const g = board();
    const [smash, wound, agent] = put(g, 0, 'hand', 'Hulk Smash!', 'Wound', 'S.H.I.E.L.D. Agent');
    expect(decide(g, 'card', 'discard-a-card-rule', [smash!, wound!, agent!])).toBe(wound);
    expect(decide(g, 'card', 'discard-a-card-rule', [smash!, agent!])).toBe(agent);
    expect(decide(g, 'card', 'ko-chosen', [smash!, agent!])).toBe(agent);
    expect(decide(g, 'card', 'red-skull:strike:ko-chosen', [smash!, agent!])).toBe(agent);
    expect(decide(g, 'card', 'doombot-legion:ko', [smash!, wound!])).toBe(wound);
  });

  it('discards Unending Energy to a card effect (it comes back) and then takes it back', () => {
    const g = board();
    const [agent, ue] = put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'Unending Energy');
    expect(decide(g, 'card', 'discard-a-card', [agent!, ue!])).toBe(ue);
    expect(decide(g, 'card', 'discard-a-card-rule', [agent!, ue!])).toBe(agent);
    expect(decide(g, 'yesno', 'unending-energy-return', [1, 0])).toBe(1);
  });

  it('optional KOs take junk only', () => {
    const g = board();
    const [trooper] = put(g, 0, 'discard', 'S.H.I.E.L.D. Trooper');
    const [anger] = put(g, 0, 'hand', 'Growing Anger');
    expect(decide(g, 'card', 'rogue:energy-drain:ko', [anger!, trooper!, -1])).toBe(trooper);
    expect(decide(g, 'card', 'rogue:energy-drain:ko', [anger!, -1])).toBe(-1);
    expect(decide(g, 'card', 'masters-of-evil:melter:ko-or-back', [anger!, -1])).toBe(-1);
    expect(decide(g, 'card', 'masters-of-evil:melter:ko-or-back', [trooper!, -1])).toBe(trooper);
    const [w] = put(g, 0, 'discard', 'Wound');
    expect(decide(g, 'card', 'hulk:unstoppable:ko-wound', [w!, -1])).toBe(w);
  });

  it('reveals to avoid Wounds, draws instead of a Wound, declines a Wound', () => {
    const g = board();
    expect(decide(g, 'yesno', 'reveal-or-wound', [1, 0])).toBe(1);
    expect(decide(g, 'yesno', 'diving-block', [1, 0])).toBe(1);
    expect(decide(g, 'yesno', 'deadpool:random-acts:wound', [1, 0])).toBe(0);
    expect(decide(g, 'mode', 'hawkeye:covering-fire:mode', [0, 1])).toBe(0);
  });

  it('KOs the HQ hero the team wants least and gains the one it wants most', () => {
    const g = board();
    g.hq = [make(g, 'Hulk Smash!'), make(g, 'Keen Senses'), make(g, 'Crazed Rampage'), -1, -1];
    expect(decide(g, 'slot', 'ko-hq-hero', [0, 1, 2])).toBe(1);
    expect(decide(g, 'slot', 'skrulls:paibok:gain', [0, 1, 2])).toBe(0);
    expect(decide(g, 'card', 'dr-doom:dark-technology:recruit', [g.hq[1]!, g.hq[0]!, -1])).toBe(g.hq[0]);
  });

  it('defeats the Mastermind when an effect offers it, else the most threatening villain', () => {
    const g = board();
    putVillain(g, 0, 'HYDRA Kidnappers');
    putVillain(g, 4, 'Viper');
    expect(decide(g, 'slot', 'black-widow:silent-sniper:target', [0, 4, MASTERMIND_SLOT])).toBe(MASTERMIND_SLOT);
    expect(decide(g, 'slot', 'loki:cruel-ruler:defeat', [0, 4])).toBe(4);
  });

  it('answers a question that declares no hint cautiously, by its kind', () => {
    const g = board();
    const [smash, wound] = put(g, 0, 'hand', 'Hulk Smash!', 'Wound');
    expect(decide(g, 'card', 'new-card:unknown', [wound!, smash!])).toBe(smash);
    expect(decide(g, 'yesno', 'new-card:unknown', [1, 0])).toBe(1);
    expect(decide(g, 'number', 'new-card:unknown', [0, 1, 2])).toBe(2);
  });
  it('reads what a question is about from its hint, not its name', () => {
    const g = board();
    const [smash, wound] = put(g, 0, 'hand', 'Hulk Smash!', 'Wound');
    cont('test-card:give-up-one', () => {}, { about: 'lose' });
    cont('test-card:take-wound', () => {}, { about: 'gain-wound' });
    expect(decide(g, 'card', 'test-card:give-up-one', [smash!, wound!])).toBe(wound);
    expect(decide(g, 'yesno', 'test-card:take-wound', [1, 0])).toBe(0);
  });
});

describe('evaluate(view): team progress in [0, 1]', () => {
  it('stays in [0, 1] through whole games and is 1 on a win, 0 on a loss', () => {
    const rng = seedRng('eval');
    let wins = 0, losses = 0;
    for (let i = 0; i < 12; i++) {
      const g = newGame({ players: 1 + (i % 3), seed: `eval:${i}` });
      const agents = makeAgents('heuristic', i, g.players.length);
      const views = g.players.map((_, p) => new PlayerView(g, p));
      while (g.result === null) {
        const e = evaluate(views[0]!);
        expect(e).toBeGreaterThan(0);
        expect(e).toBeLessThan(1);
        const d = g.pending!;
        choose(g, agents[d.player]!.choose(views[d.player]!));
      }
      const e = evaluate(views[0]!);
      if (g.result === 'win') { wins++; expect(e).toBe(1); } else { losses++; expect(e).toBe(0); }
      void rng;
    }
    expect(wins + losses).toBe(12);
  });

  it('rises with Mastermind progress and deck quality, falls with the Scheme\'s progress and Wounds', () => {
    const base = () => { const g = cleanBoard(setupGame()); put(g, 0, 'hand', 'S.H.I.E.L.D. Agent'); return refresh(g); };
    const e0 = evaluate(new PlayerView(base(), 0));
    const won = base(); won.tactics.pop(); won.stats.tacticsDefeated++;
    expect(evaluate(new PlayerView(won, 0))).toBeGreaterThan(e0);
    const twisted = base(); twisted.stats.twists = 5; // Cosmic Cube: 5 of 8
    expect(evaluate(new PlayerView(twisted, 0))).toBeLessThan(e0);
    const wounded = base(); put(wounded, 0, 'discard', 'Wound', 'Wound', 'Wound');
    expect(evaluate(new PlayerView(wounded, 0))).toBeLessThan(e0);
    const strong = base(); put(strong, 0, 'discard', 'Hulk Smash!', 'Crazed Rampage');
    expect(evaluate(new PlayerView(strong, 0))).toBeGreaterThan(e0);
    expect(evalFeatures(new PlayerView(strong, 0)).length).toBe(EVAL_FEATURES.length);
  });

  it('reads only what the view shows: hidden orders do not change it', () => {
    const g = setupGame({ log: false });
    const h: Game = JSON.parse(JSON.stringify(g)) as Game;
    h.cards = g.cards; h.defOf = g.defOf; h.setup = g.setup;
    h.players[0]!.deck.reverse(); h.villainDeck.reverse(); h.heroDeck.reverse();
    const other = h.players[1]!;
    const pool = [...other.hand, ...other.deck].reverse();
    other.hand = pool.slice(0, other.hand.length); other.deck = pool.slice(other.hand.length);
    expect(evaluate(new PlayerView(h, 0))).toBe(evaluate(new PlayerView(g, 0)));
  });
});

describe('bot parameters', () => {
  it('accepts the heuristic weights', () => {
    const [a] = makeAgents('heuristic:escapeThreat=2,bystander=1.5', 1, 1);
    expect((a as unknown as { w: Record<string, number> }).w).toMatchObject({ escapeThreat: 2, bystander: 1.5, scheme: 1 });
  });

  it('a bad value is one clear error naming what is accepted', () => {
    expect(() => makeAgents('heuristic:escapeThreat=abc', 1, 2)).toThrow(BotSpecError);
    expect(() => makeAgents('heuristic:escapeThreat=abc', 1, 2))
      .toThrow('bad value "abc" for parameter escapeThreat of bot heuristic; accepted: a number >= 0');
    expect(() => makeAgents('heuristic:deck=-1', 1, 2)).toThrow(/accepted: a number >= 0/);
    expect(() => makeAgents('heuristic:deck=', 1, 2)).toThrow(BotSpecError);
    expect(() => makeAgents('heuristic:deck=0x10', 1, 2)).toThrow(BotSpecError);
    expect(() => makeAgents('heuristic:deck=1e999', 1, 2)).toThrow(BotSpecError);
    expect(() => makeAgents('heuristic:deck=.5,heal=2e0', 1, 2)).not.toThrow();
  });

  it('an unknown parameter lists the accepted ones; the greedy bots take none', () => {
    expect(() => makeAgents('heuristic:speed=2', 1, 2)).toThrow(/accepted: escapeThreat, bystander, scheme, mastermind, deck, superpower, draw, heal/);
    expect(() => makeAgents('greedy-recruit:x=1', 1, 2)).toThrow(/accepted: \(none\)/);
    expect(() => makeAgents('greedy', 1, 2)).toThrow(/accepted: .*greedy-recruit.*attack-first.*heuristic/);
  });
});

describe('bots see a city with destroyed spaces (Galactus)', () => {
  it('a villain is as near escape as the spaces left after it; the danger is the Mastermind\'s own Evil Wins when it is further than the scheme\'s', async () => {
    const { ffGame } = await import('../../engine/legendary/test/fantastic-four/game.js');
    const { destroyCitySpace } = await import('../../engine/legendary/rules.js');
    const { entriesToEscape, schemeDanger } = await import('../policy.js');
    const g = ffGame({ mastermind: 'Galactus', players: 2 });
    putVillain(g, 1, 'Hand Ninjas');
    const v = new PlayerView(g, 0);
    expect(entriesToEscape(v, 1)).toBe(5); // spaces 2, 3, 4 after it; the empty space 0 before it
    const before = schemeDanger(v);
    destroyCitySpace(g, 4);
    destroyCitySpace(g, 3);
    expect(entriesToEscape(v, 1)).toBe(3);
    destroyCitySpace(g, 0);
    expect(entriesToEscape(v, 1)).toBe(2); // the empty space 0 no longer takes a villain
    expect(schemeDanger(v)).toBeCloseTo(Math.max(before, 3 / 5));
  });
});

describe('what a card gives a bot is read per definition', () => {
  it("a what-if game's changed card is valued with its changed numbers, the printed card with its own, whichever was read first", async () => {
    const { powerOfDef, worthOfDef } = await import('../policy.js');
    const g = newGame({ players: 2, seed: 3, mastermind: 'Loki', scheme: 'The Legacy Virus', villains: ['Enemies of Asgard'], henchmen: ['Hand Ninjas'], heroes: ['Hulk', 'Wolverine', 'Storm'], changes: { 'Hulk.cost': 9, 'Wolverine.attack': 7 } });
    const hulk = CARDS.filter((d) => d.kind === 'hero' && d.group === 'Hulk');
    const wolverine = CARDS.filter((d) => d.kind === 'hero' && d.group === 'Wolverine' && d.set === 'core');
    expect(hulk.length).toBe(4);
    expect(wolverine.length).toBe(4);
    // the printed Hulk cards first, then the changed ones; the changed Wolverine cards first, then the printed ones
    for (const d of hulk) expect(worthOfDef(d)).toBe(1 + d.cost / 2);
    for (const d of hulk) expect(worthOfDef(g.cards[d.id]!)).toBe(1 + 9 / 2);
    for (const d of wolverine) {
      const changed = powerOfDef(g.cards[d.id]!).atk, printed = powerOfDef(d).atk;
      expect(changed - printed).toBeCloseTo(7 - d.attack);
    }
    for (const d of hulk) expect(worthOfDef(d)).toBe(1 + d.cost / 2);
  });

  it("ownedProfile's memo gives the sums worked out afresh: across copies, gains, games and seats", async () => {
    const { ownedProfile, powerOfDef, worthOfDef } = await import('../policy.js');
    const { clone } = await import('../../engine/legendary/clone.js');
    const fresh = (v: PlayerView) => {
      let owned = 0, worthSum = 0, atk = 0, rec = 0, drw = 0, wounds = 0;
      for (const c of v.ownedCards()) { // in instance order, as ownedProfile sums
        const d = v.def(c);
        owned++; worthSum += worthOfDef(d);
        if (d.kind === 'wound') { wounds++; continue; }
        if (d.kind !== 'hero') continue;
        const pw = powerOfDef(d);
        atk += pw.atk; rec += pw.rec; drw += pw.drw;
      }
      return { owned, worthSum, atk, rec, drw, wounds };
    };
    let checked = 0, hits = 0;
    const rng = seedRng('memo');
    const games = [1, 2, 3, 4].map((seed) => newGame({ players: 3, seed, sets: ['core', 'dark-city'] }));
    for (let step = 0; step < 400 && games.some((x) => x.result === null); step++) {
      for (const g of games) {
        if (g.result !== null) continue;
        for (const copy of [g, clone(g)]) for (let p = 0; p < 3; p++) {
          const v = new PlayerView(copy, p);
          const before = v.ownedCount();
          const pr = ownedProfile(v);
          const { owned, worthSum, atk, rec, drw, wounds } = pr;
          expect({ owned, worthSum, atk, rec, drw, wounds }).toEqual(fresh(v));
          expect(owned).toBe(before);
          checked++;
          if (copy !== g) hits++;
        }
        const d = g.pending!;
        choose(g, Math.floor((rng[0]! >>> 0) / 2 ** 32 * d.options.length) % d.options.length);
        rng[0] = (Math.imul(rng[0]! ^ (rng[0]! >>> 15), 2246822519) + step) | 0;
      }
    }
    expect(checked).toBeGreaterThan(1500);
    expect(hits).toBeGreaterThan(750);
    // as many cards as before, not the same cards: a starting card traded for an HQ hero, in place
    const g = newGame({ players: 2, seed: 5 }), v = new PlayerView(g, 0);
    const agentWorth = ownedProfile(v).worthSum;
    const hero = g.hq[0]!;
    g.hq[0] = -1;
    g.players[0]!.deck[0] = hero;
    expect(ownedProfile(v).worthSum).toBe(fresh(v).worthSum);
    expect(ownedProfile(v).worthSum).not.toBe(agentWorth);
  });
});
