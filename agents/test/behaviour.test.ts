// What each rule-based bot does in constructed positions.

import { describe, expect, it } from 'vitest';
import { PlayerView } from '../../engine/legendary/observe.js';
import { choose, newGame } from '../../engine/legendary/game.js';
import { run } from '../../engine/legendary/flow.js';
import { ascend, strikeEffect } from '../../engine/legendary/rules.js';
import { ACT_FIGHT_OTHER_MASTERMIND } from '../../engine/legendary/keywords/other-masterminds.js';
import type { Game } from '../../engine/legendary/types.js';
import {
  act, ACT_END, ACT_FIGHT, ACT_MASTERMIND, ACT_OFFICER, ACT_PLAY, ACT_RECRUIT, cleanBoard, make, put, putVillain, refresh,
  setupGame,
} from '../../engine/legendary/test/helpers.js';
import type { Agent } from '../agent.js';
import { AttackFirstAgent } from '../attack-first.js';
import { GreedyRecruitAgent } from '../greedy-recruit.js';
import { HeuristicAgent } from '../heuristic.js';
import { makeAgents } from '../registry.js';
import '../../engine/legendary/index.js';

/** The option value the agent picks in the position. */
function pickValue(g: Game, agent: Agent): number {
  const d = g.pending!;
  const i = agent.choose(new PlayerView(g, d.player));
  expect(i).toBeGreaterThanOrEqual(0);
  expect(i).toBeLessThan(d.options.length);
  return d.options[i]!;
}

/** A clean first-game board at P1's main phase with the given HQ heroes (names, left to right). */
function board(hq: string[] = []): Game {
  const g = cleanBoard(setupGame());
  for (let s = 0; s < 5; s++) g.hq[s] = s < hq.length ? make(g, hq[s]!) : -1;
  return g;
}

/** Lets the agent take main-phase actions while it plays cards; returns what it played, in order. */
function playAll(g: Game, agent: Agent): string[] {
  const out: string[] = [];
  for (let k = 0; k < 20; k++) {
    const d = g.pending!;
    const i = agent.choose(new PlayerView(g, d.player));
    const v = d.options[i]!;
    if (d.reason === 'main' && Math.floor(v / 65536) !== ACT_PLAY) break;
    if (d.reason === 'main') out.push(g.cards[g.defOf[v % 65536]!]!.name);
    choose(g, i);
  }
  return out;
}

describe('attack-first', () => {
  it('fights the Mastermind whenever it can, before a villain about to escape', () => {
    const g = board();
    putVillain(g, 4, 'Viper');
    g.t.attack = 8; // Red Skull has 7 Attack, Viper 5
    refresh(g);
    expect(pickValue(g, new AttackFirstAgent(1))).toBe(act(ACT_MASTERMIND));
  });

  it('otherwise fights the villain nearest escape first', () => {
    const g = board();
    putVillain(g, 1, 'HYDRA Kidnappers');
    putVillain(g, 3, 'The Lizard');
    g.t.attack = 6;
    refresh(g);
    expect(pickValue(g, new AttackFirstAgent(1))).toBe(act(ACT_FIGHT, 3));
  });

  it('plays its cards before fighting, and recruits only after fighting', () => {
    const g = board(['Growing Anger']);
    put(g, 0, 'hand', 'S.H.I.E.L.D. Trooper');
    putVillain(g, 0, 'HYDRA Kidnappers');
    g.t.attack = 3; g.t.recruit = 3;
    refresh(g);
    const a = new AttackFirstAgent(1);
    expect(Math.floor(pickValue(g, a) / 65536)).toBe(ACT_PLAY);
    g.players[0]!.hand = [];
    refresh(g);
    expect(pickValue(g, a)).toBe(act(ACT_FIGHT, 0));
  });
});

describe('greedy-recruit', () => {
  it('recruits the most expensive hero it can afford', () => {
    const g = board(['Keen Senses', 'Hulk Smash!', 'Crazed Rampage', 'Growing Anger', 'Quick Draw']);
    g.t.recruit = 6; // affords Crazed Rampage (5), not Hulk Smash! (8)
    refresh(g);
    const a = new GreedyRecruitAgent(1);
    expect(pickValue(g, a)).toBe(act(ACT_RECRUIT, 2));
    g.t.recruit = 9;
    refresh(g);
    expect(pickValue(g, a)).toBe(act(ACT_RECRUIT, 1));
  });

  it('counts the S.H.I.E.L.D. Officer stack as a cost-3 hero', () => {
    const g = board(['Keen Senses', 'Hulk Smash!']);
    g.t.recruit = 4; // Officer (3) beats Keen Senses (2)
    refresh(g);
    expect(pickValue(g, new GreedyRecruitAgent(1))).toBe(act(ACT_OFFICER));
  });

  it('recruits before fighting, then fights what it can', () => {
    const g = board(['Keen Senses']);
    putVillain(g, 2, 'HYDRA Kidnappers');
    g.t.attack = 3; g.t.recruit = 2;
    refresh(g);
    const a = new GreedyRecruitAgent(1);
    expect(pickValue(g, a)).toBe(act(ACT_RECRUIT, 0));
    g.t.recruit = 0;
    refresh(g);
    expect(pickValue(g, a)).toBe(act(ACT_FIGHT, 2));
  });
});

describe('heuristic', () => {
  it('Pouncing Strike: moves the villain nearest escape to the empty space behind it', () => {
    const g = cleanBoard(setupGame({ sets: ['core', 'civil-war'] }));
    putVillain(g, 1, 'Hand Ninjas');
    putVillain(g, 4, 'Hand Ninjas'); // on the Bridge, the Streets empty behind it
    const [c] = put(g, 0, 'hand', 'Lightning Strike/Pouncing Strike');
    refresh(g);
    choose(g, g.pending!.options.indexOf(act(ACT_PLAY, c!)));
    const sides = g.cards[g.defOf[c!]!]!.halves!;
    choose(g, g.pending!.options.indexOf(sides[1]!)); // Black Panther's side
    expect(g.pending!.reason).toBe('storm-and-black-panther:pouncing-strike:villain');
    expect(pickValue(g, new HeuristicAgent(1))).toBe(4);
  });

  it("answers Ragnarok's Master Strike ('zero' or 'not zero') by giving up the cards its deck misses less", () => {
    const strikeWith = (...hand: string[]) => {
      const g = cleanBoard(setupGame({ sets: ['core', 'civil-war'], mastermind: 'Ragnarok' }));
      put(g, 0, 'hand', ...hand);
      g.pending = null; g.pendingFrame = null; g.stack = [];
      strikeEffect(g, make(g, 'Master Strike'));
      run(g);
      // the other player (empty hand) may be asked first
      const asked = () => g.pending as { reason: string; player: number } | null;
      while (asked() && !(asked()!.reason === 'ragnarok:strike:named' && asked()!.player === 0)) choose(g, 0);
      return pickValue(g, new HeuristicAgent(1));
    };
    expect(strikeWith('S.H.I.E.L.D. Agent', 'Wound', 'Optic Blast', 'Covert Operation', 'Diving Block')).toBe(0);
    expect(strikeWith('S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Trooper', 'Keen Senses')).toBe(1);
  });

  it('keeps a S.H.I.E.L.D. hero in hand to discard for S.H.I.E.L.D. Clearance, then fights the Cape-Killers with it', () => {
    const g = cleanBoard(setupGame({ sets: ['core', 'civil-war'], henchmen: ['Cape-Killers'] }));
    putVillain(g, 0, 'Cape-Killers'); // 3 Attack, Clearance
    put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Trooper', 'S.H.I.E.L.D. Trooper');
    refresh(g);
    const bot = new HeuristicAgent(1);
    for (let k = 0; k < 6 && g.players[0]!.victory.length === 0; k++) choose(g, bot.choose(new PlayerView(g, 0)));
    expect(g.players[0]!.victory.map((c) => g.cards[g.defOf[c]!]!.name)).toContain('Cape-Killers');
    // the Clearance discard (one of the S.H.I.E.L.D. starting cards, kept in hand instead of being played), which the
    // Cape-Killers' Fight then KOs from the discard pile
    expect([...g.players[0]!.discard, ...g.ko].map((c) => g.cards[g.defOf[c]!]!.name)).toEqual([expect.stringMatching(/^S\.H\.I\.E\.L\.D\. /)]);
  });

  it('recruits Battlefield Promotion (a S.H.I.E.L.D. hero traded for an Officer to the hand) over an Officer from the stack, with 4 Recruit', () => {
    // its hint prices the trade; before it did, the heuristic took it 0 times in about 1,900 offers over 90 games
    const g = board(['Battlefield Promotion']);
    for (let i = 0; i < 6; i++) put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    g.t.recruit = 4;
    refresh(g);
    expect(pickValue(g, new HeuristicAgent(1))).toBe(act(ACT_RECRUIT, 0));
  });

  it('plays cards in the order that triggers a superpower a naive order misses', () => {
    // Borrowed Brawn: Strength superpower +3 Attack; Growing Anger: Strength superpower +1 Attack. Brawn comes
    // first in hand, so playing in hand order triggers only Growing Anger's +1.
    const setupPosition = () => {
      const g = board();
      put(g, 0, 'hand', 'Borrowed Brawn', 'S.H.I.E.L.D. Agent', 'Growing Anger');
      return refresh(g);
    };
    const naive = setupPosition();
    expect(playAll(naive, new GreedyRecruitAgent(1))[0]).toBe('Borrowed Brawn');
    expect(naive.t.attack).toBe(1 + 2 + 1);
    const g = setupPosition();
    const order = playAll(g, new HeuristicAgent(1));
    expect(order.indexOf('Growing Anger')).toBeLessThan(order.indexOf('Borrowed Brawn'));
    expect(g.t.attack).toBe(2 + 1 + 3);
  });

  it('orders three Tech cards so that every superpower triggers, the counter card last', () => {
    // Endless Invention: draw 1, Tech superpower: draw 1 more; High-Tech Weaponry: Tech superpower +1 Attack;
    // Arc Reactor: Tech superpower +1 Attack per other Tech hero played. Best: a Tech card first, Endless
    // Invention second (it draws two), Arc Reactor last (+2): only High-Tech Weaponry's +1 is lost.
    const g = board();
    put(g, 0, 'hand', 'Arc Reactor', 'Endless Invention', 'High-Tech Weaponry');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    refresh(g);
    const order = playAll(g, new HeuristicAgent(1)).filter((n) => !n.startsWith('S.H.I.E.L.D.'));
    expect(order).toEqual(['High-Tech Weaponry', 'Endless Invention', 'Arc Reactor']);
    expect(g.t.drawn).toBe(2);
    expect(g.t.attack).toBe(2 + 3 + 2);
    // with superpowers weighted 0 it no longer cares: hand order (Arc Reactor first, no bonus)
    const h = board();
    put(h, 0, 'hand', 'Arc Reactor', 'Endless Invention', 'High-Tech Weaponry');
    put(h, 0, 'deck', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Agent');
    refresh(h);
    playAll(h, new HeuristicAgent(1, { superpower: 0, draw: 0 }));
    expect(h.t.attack).toBeLessThan(g.t.attack);
  });

  it('its weights change its behaviour: escape threat against Mastermind progress', () => {
    // 8 Attack: the Mastermind (Red Skull, 7) or Viper (5) on the Bridge of a full city, holding two
    // Bystanders, but not both
    const position = () => {
      const g = board();
      putVillain(g, 0, 'HYDRA Kidnappers');
      putVillain(g, 1, 'Supreme HYDRA');
      putVillain(g, 2, 'Green Goblin');
      putVillain(g, 3, 'Doctor Octopus');
      putVillain(g, 4, 'Viper');
      g.att[4] = [make(g, 'Bystander'), make(g, 'Bystander')];
      g.t.attack = 8;
      return refresh(g);
    };
    const threat = makeAgents('heuristic:escapeThreat=5,mastermind=0.1', 1, 2)[0]!;
    const master = makeAgents('heuristic:escapeThreat=0.1,mastermind=5', 1, 2)[0]!;
    expect(pickValue(position(), threat)).toBe(act(ACT_FIGHT, 4));
    expect(pickValue(position(), master)).toBe(act(ACT_MASTERMIND));
  });

  it('takes the winning fight against the Mastermind', () => {
    const g = board();
    g.tactics.splice(1); // one tactic left: this fight wins
    putVillain(g, 4, 'Viper');
    g.att[4] = [make(g, 'Bystander'), make(g, 'Bystander')];
    g.t.attack = 8;
    refresh(g);
    expect(pickValue(g, new HeuristicAgent(1, { escapeThreat: 10, mastermind: 0.1 }))).toBe(act(ACT_MASTERMIND));
  });

  it('recruits Attack for a deck short of Attack rather than another Officer', () => {
    const g = board(['Growing Anger', 'Keen Senses']);
    g.t.recruit = 3;
    refresh(g);
    expect(pickValue(g, new HeuristicAgent(1))).toBe(act(ACT_RECRUIT, 0));
  });

  it('holds Crazed Rampage (a Wound for everyone) unless its Attack buys a worthwhile fight', () => {
    const g = board();
    put(g, 0, 'hand', 'Crazed Rampage');
    refresh(g);
    const a = new HeuristicAgent(1);
    expect(pickValue(g, a)).toBe(act(ACT_END));
    // with 4 more Attack it beats the Mastermind for the last time: worth the Wounds
    g.tactics.splice(1);
    g.t.attack = 3;
    refresh(g);
    expect(Math.floor(pickValue(g, a) / 65536)).toBe(ACT_PLAY);
  });

  it('heals when it has Wounds and nothing worth doing', () => {
    const g = board();
    put(g, 0, 'hand', 'Wound', 'Wound');
    refresh(g);
    expect(pickValue(g, new HeuristicAgent(1))).toBe(act(6 /* ACT_HEAL */));
    expect(pickValue(g, new HeuristicAgent(1, { heal: 0 }))).toBe(act(ACT_END));
  });
});

describe('a villain that comes back after its defeat', () => {
  // Mr. Immortal (Civil War) reenters the city when the Villain Deck's top card is a villain; at 0 Attack (two of
  // Forge's Dirty Work in the Sewers) a bot that fights whatever is cheapest fought him forever: 22 of the 49,600
  // games of experiments/points-study.json passed the step cap that way. A villain defeated this turn (g.t.defeated)
  // is not fought again.
  const setup = {
    players: 4, seed: 'g9f84eab5934ebb7e', mastermind: 'core:Dr. Doom', scheme: 'core:The Legacy Virus',
    sets: ['core', 'dark-city', 'paint-the-town-red', 'marvel-studios-phase-1', 'fantastic-four', 'deadpool', 'noir', 'captain-america-75th-anniversary', 'civil-war'],
  };
  for (const bot of ['heuristic', 'attack-first', 'greedy-recruit']) {
    it(`${bot} finishes the game it used to fight Mr. Immortal in forever`, () => {
      const g = newGame(setup);
      const agents = makeAgents(bot, setup.seed, 4);
      let steps = 0, again = 0;
      while (g.pending && steps++ < 20_000) {
        const d = g.pending;
        const v = d.options[agents[d.player]!.choose(new PlayerView(g, d.player))]!;
        if (d.reason === 'main' && Math.floor(v / 65536) === ACT_FIGHT && g.t.defeated.includes(g.city[v % 65536]!)) again++;
        choose(g, d.options.indexOf(v));
      }
      expect(g.result).not.toBeNull();
      expect(again).toBe(0);
    });
  }
});

describe('heuristic bot and Masterminds that ascended (Secret Wars)', () => {
  /** Red Skull with Zombie Loki ascended beside him; the current player has exactly Loki's 8 Attack. */
  function withLoki(): Game {
    const g = cleanBoard(setupGame({ sets: ['core', 'secret-wars-volume-1'], mastermind: 'Red Skull', villains: ['The Deadlands'], henchmen: ['Hand Ninjas'] }));
    const loki = make(g, 'Zombie Loki', 'The Deadlands');
    g.escaped.push(loki);
    ascend(g, loki);
    g.t.attack = 8;
    return g;
  }

  it('fights the last Mastermind standing, an ascended one, to win', () => {
    const g = withLoki();
    g.tactics = [];
    putVillain(g, 0, 'Hand Ninjas');
    refresh(g);
    expect(pickValue(g, new HeuristicAgent(1))).toBe(act(ACT_FIGHT_OTHER_MASTERMIND, 0));
  });

  it('prefers an ascended Mastermind, worth a Mastermind fight, to a henchman', () => {
    const g = withLoki();
    putVillain(g, 0, 'Hand Ninjas');
    refresh(g);
    const v = pickValue(g, new HeuristicAgent(1));
    expect(v).toBe(act(ACT_FIGHT_OTHER_MASTERMIND, 0));
  });
});
