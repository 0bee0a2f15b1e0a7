// Core masterminds: every Master Strike and every tactic (Red Skull, Dr. Doom, Loki, Magneto).
import { describe, expect, it } from 'vitest';
import { mastermindAttack } from '../rules.js';
import type { Game } from '../types.js';
import {
  cleanBoard, endTurn, fightMastermind, make, names, onVillainDeck, pick, put, putVillain, reason, refresh,
  revealVillainCard, setupGame,
} from './helpers.js';

/** Two instances of the same tactic: whichever is drawn at random, that tactic resolves. */
function fightTactic(g: Game, tactic: string): void {
  g.tactics = [make(g, tactic), make(g, tactic)];
  g.t.attack = mastermindAttack(g);
  refresh(g);
  fightMastermind(g);
}
function strike(g: Game): void {
  onVillainDeck(g, 'Master Strike');
  revealVillainCard(g);
}
function hq(g: Game, ...cards: string[]): number[] {
  return cards.map((n, i) => (g.hq[i] = make(g, n)));
}
const AGENT = 'S.H.I.E.L.D. Agent', TROOPER = 'S.H.I.E.L.D. Trooper';
const six = (x = AGENT) => [x, x, x, x, x, x];
const SOLO = { players: 1, heroes: ['Cyclops', 'Hawkeye', 'Iron Man'] };
/** End-of-turn tests: no Villain Deck card on the next turn. */
function noVillainDeck(g: Game): Game { g.villainDeck = []; return g; }

describe('Red Skull', () => {
  it('leads HYDRA', () => {
    const g = setupGame({ mastermind: 'Red Skull' });
    expect(g.setup.villains).toContain('HYDRA');
  });

  it('Master Strike: each player KOs a hero of their choice from hand (Wounds are not heroes)', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Red Skull' }));
    const [a, t] = put(g, 0, 'hand', AGENT, TROOPER, 'Wound');
    const [b] = put(g, 1, 'hand', AGENT, 'Wound');
    strike(g);
    expect(reason(g)).toBe('red-skull:strike:ko-chosen');
    expect(g.pending!.options).toEqual([a, t]);
    pick(g, t!);
    expect(g.ko).toContain(t);
    expect(g.ko).toContain(b); // player 2 had one hero: no question
    expect(names(g, g.players[0]!.hand)).toEqual([AGENT, 'Wound']);
    expect(names(g, g.players[1]!.hand)).toEqual(['Wound']);
    expect(reason(g)).toBe('main');
  });

  it('advanced solo: the extra Villain Deck card is played after the whole strike effect', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Red Skull', ...SOLO, solo: 'advanced' }));
    put(g, 0, 'hand', AGENT, TROOPER);
    const k = onVillainDeck(g, 'HYDRA Kidnappers');
    strike(g);
    expect(reason(g)).toBe('red-skull:strike:ko-chosen');
    expect(g.city[0]).toBe(-1);
    pick(g, g.pending!.options[0]!);
    expect(g.city[0]).toBe(k);
  });

  it('Endless Resources: +4 Recruit', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Red Skull' }));
    fightTactic(g, 'Endless Resources');
    expect(g.t.recruit).toBe(4);
  });

  it('HYDRA Conspiracy: draw 2 plus 1 per HYDRA villain in your victory pile', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Red Skull' }));
    put(g, 0, 'deck', ...six());
    put(g, 0, 'victory', 'HYDRA Kidnappers', 'Viper', 'Bystander');
    fightTactic(g, 'HYDRA Conspiracy');
    expect(g.players[0]!.hand.length).toBe(4);
  });

  it('HYDRA Conspiracy with no HYDRA villain draws 2', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Red Skull' }));
    put(g, 0, 'deck', ...six());
    fightTactic(g, 'HYDRA Conspiracy');
    expect(g.players[0]!.hand.length).toBe(2);
  });

  it('Negablast Grenades: +3 Attack', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Red Skull' }));
    fightTactic(g, 'Negablast Grenades');
    expect(g.t.attack).toBe(3);
  });

  it('Ruthless Dictator: of the top three cards KO one, discard one, the third stays on top', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Red Skull' }));
    const [bottom, x, y, z] = put(g, 0, 'deck', AGENT, 'Wound', TROOPER, 'Growing Anger');
    fightTactic(g, 'Ruthless Dictator');
    expect(reason(g)).toBe('red-skull:ruthless-dictator:ko');
    expect(g.pending!.options).toEqual([z, y, x]);
    pick(g, x!);
    expect(reason(g)).toBe('red-skull:ruthless-dictator:discard');
    expect(g.pending!.options).toEqual([z, y]);
    pick(g, z!);
    expect(g.ko).toContain(x);
    expect(g.players[0]!.discard).toContain(z);
    expect(g.players[0]!.deck).toEqual([bottom, y]);
  });

  it('Ruthless Dictator offers identical cards once and still leaves the third card on top', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Red Skull' }));
    const [a1, a2, w] = put(g, 0, 'deck', AGENT, AGENT, 'Wound');
    fightTactic(g, 'Ruthless Dictator');
    expect(g.pending!.options).toEqual([w, a2]);
    pick(g, w!);
    // the two Agents are one choice: discarded without a question, the other stays on top
    expect(reason(g)).toBe('main');
    expect(g.ko).toEqual([w]);
    expect(g.players[0]!.discard.length).toBe(1);
    expect(g.players[0]!.deck.length).toBe(1);
    expect([a1, a2]).toContain(g.players[0]!.deck[0]);
  });

  it('Ruthless Dictator with fewer than three cards shuffles the discard pile under the deck to look at three', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Red Skull' }));
    const [t] = put(g, 0, 'deck', TROOPER);
    put(g, 0, 'discard', 'Wound', 'Wound');
    fightTactic(g, 'Ruthless Dictator');
    expect(g.pending!.options[0]).toBe(t);
    pick(g, t!);
    expect(g.ko).toEqual([t]);
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound']);
    expect(names(g, g.players[0]!.deck)).toEqual(['Wound']);
  });
});

describe('Dr. Doom', () => {
  it('leads the Doombot Legion (not in solo)', () => {
    expect(setupGame({ mastermind: 'Dr. Doom' }).setup.henchmen).toContain('Doombot Legion');
    const solo = setupGame({ mastermind: 'Dr. Doom', ...SOLO, henchmen: ['Sentinel'] });
    expect(solo.setup.henchmen).toEqual(['Sentinel']);
  });

  it('Master Strike: a player with exactly 6 cards and no Tech hero puts 2 chosen cards on top of the deck', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Dr. Doom' }));
    const hand = put(g, 0, 'hand', AGENT, AGENT, AGENT, TROOPER, TROOPER, 'Growing Anger');
    put(g, 1, 'hand', AGENT, AGENT, AGENT, AGENT, AGENT); // 5 cards: not affected
    strike(g);
    expect(reason(g)).toBe('dr-doom:strike:put-back-chosen');
    expect(g.pending!.player).toBe(0);
    pick(g, hand[5]!);
    expect(reason(g)).toBe('dr-doom:strike:put-back-chosen');
    pick(g, hand[3]!);
    const pl = g.players[0]!;
    expect(pl.deck).toEqual([hand[5], hand[3]]); // the second card chosen ends on top
    expect(pl.hand.length).toBe(4);
    expect(g.players[1]!.hand.length).toBe(5);
    expect(g.players[1]!.deck.length).toBe(0);
    expect(reason(g)).toBe('main');
  });

  it('Master Strike: a player with exactly 6 cards may reveal a Tech hero instead, or decline to', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Dr. Doom' }));
    put(g, 0, 'hand', ...six().slice(1), 'Endless Invention');
    put(g, 1, 'hand', ...six().slice(1), 'Endless Invention');
    strike(g);
    expect(reason(g)).toBe('dr-doom:strike:reveal');
    pick(g, 1); // player 1 reveals
    expect(reason(g)).toBe('dr-doom:strike:reveal');
    expect(g.pending!.player).toBe(1);
    pick(g, 0); // player 2 declines and must put back two cards
    expect(reason(g)).toBe('dr-doom:strike:put-back-chosen');
    pick(g, g.pending!.options[0]!);
    pick(g, g.pending!.options[0]!);
    expect(g.players[0]!.hand.length).toBe(6);
    expect(g.players[1]!.hand.length).toBe(4);
    expect(g.players[1]!.deck.length).toBe(2);
  });

  it('Master Strike: a 7-card hand is not affected', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Dr. Doom' }));
    put(g, 0, 'hand', ...six(), AGENT);
    strike(g);
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.hand.length).toBe(7);
  });

  it('Dark Technology: may recruit a Tech or Ranged HQ hero for free', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Dr. Doom' }));
    const [tech, ranged, strength] = hq(g, 'Endless Invention', 'Repulsor Rays', 'Growing Anger', 'Keen Senses', 'Unstoppable Hulk');
    const top = g.heroDeck[g.heroDeck.length - 1];
    fightTactic(g, 'Dark Technology');
    expect(reason(g)).toBe('dr-doom:dark-technology:recruit');
    expect(g.pending!.options).toEqual([tech, ranged, -1]);
    expect(g.pending!.options).not.toContain(strength);
    pick(g, ranged!);
    expect(g.players[0]!.discard).toEqual([ranged]);
    expect(g.hq[1]).toBe(top);
    expect(g.t.recruit).toBe(0);
  });

  it('Dark Technology can be declined; with no Tech or Ranged hero it asks nothing', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Dr. Doom' }));
    hq(g, 'Endless Invention', 'Growing Anger', 'Growing Anger', 'Keen Senses', 'Unstoppable Hulk');
    const before = g.hq.slice();
    fightTactic(g, 'Dark Technology');
    pick(g, -1);
    expect(g.hq).toEqual(before);
    expect(g.players[0]!.discard).toEqual([]);

    const h = cleanBoard(setupGame({ mastermind: 'Dr. Doom' }));
    hq(h, 'Growing Anger', 'Growing Anger', 'Keen Senses', 'Unstoppable Hulk', 'Keen Senses');
    fightTactic(h, 'Dark Technology');
    expect(reason(h)).toBe('main');
  });

  it("Monarch's Decree: each other player draws a card", () => {
    const g = cleanBoard(setupGame({ mastermind: 'Dr. Doom' }));
    put(g, 0, 'deck', AGENT);
    put(g, 1, 'deck', AGENT);
    fightTactic(g, "Monarch's Decree");
    expect(reason(g)).toBe('dr-doom:monarchs-decree:mode');
    pick(g, 0);
    expect(g.players[1]!.hand.length).toBe(1);
    expect(g.players[0]!.hand.length).toBe(0);
  });

  it("Monarch's Decree: each other player discards a card of their choice", () => {
    const g = cleanBoard(setupGame({ mastermind: 'Dr. Doom' }));
    put(g, 0, 'hand', AGENT, TROOPER);
    const [, t] = put(g, 1, 'hand', AGENT, TROOPER);
    fightTactic(g, "Monarch's Decree");
    pick(g, 1);
    expect(reason(g)).toBe('discard-a-card');
    expect(g.pending!.player).toBe(1);
    pick(g, t!);
    expect(g.players[1]!.discard).toEqual([t]);
    expect(g.players[0]!.hand.length).toBe(2);
  });

  it("Monarch's Decree (Universal Rulebook, Advanced Solo Mode): in advanced solo you are the other player; in basic solo nobody is", () => {
    const adv = cleanBoard(setupGame({ mastermind: 'Dr. Doom', ...SOLO, solo: 'advanced' }));
    put(adv, 0, 'deck', AGENT);
    fightTactic(adv, "Monarch's Decree");
    pick(adv, 0);
    expect(adv.players[0]!.hand.length).toBe(1);
    const basic = cleanBoard(setupGame({ mastermind: 'Dr. Doom', ...SOLO, solo: 'basic' }));
    put(basic, 0, 'deck', AGENT);
    fightTactic(basic, "Monarch's Decree");
    if (basic.pending?.reason === 'dr-doom:monarchs-decree:mode') pick(basic, 0);
    expect(basic.players[0]!.hand.length).toBe(0);
  });

  it('Secrets of Time Travel: the same player takes the next turn', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Dr. Doom' }));
    noVillainDeck(g);
    fightTactic(g, 'Secrets of Time Travel');
    endTurn(g);
    expect(g.current).toBe(0);
    const h = cleanBoard(setupGame({ mastermind: 'Dr. Doom' }));
    noVillainDeck(h);
    refresh(h);
    endTurn(h);
    expect(h.current).toBe(1);
  });

  it('Treasures of Latveria: the new hand has 3 extra cards', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Dr. Doom' }));
    put(g, 0, 'deck', ...six(), ...six());
    noVillainDeck(g);
    fightTactic(g, 'Treasures of Latveria');
    endTurn(g);
    expect(g.players[0]!.hand.length).toBe(9);
  });
});

describe('Loki', () => {
  it('leads the Enemies of Asgard (not in solo)', () => {
    expect(setupGame({ mastermind: 'Loki' }).setup.villains).toContain('Enemies of Asgard');
    expect(setupGame({ mastermind: 'Loki', ...SOLO, villains: ['HYDRA'] }).setup.villains).toEqual(['HYDRA']);
  });

  it('Master Strike: each player reveals a Strength hero or gains a Wound', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Loki' }));
    put(g, 0, 'hand', 'Growing Anger');
    put(g, 1, 'hand', 'Keen Senses');
    strike(g);
    expect(reason(g)).toBe('reveal-or-wound');
    pick(g, 1);
    expect(names(g, g.players[0]!.discard)).toEqual([]);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
  });

  it('Cruel Ruler: defeat a villain of your choice in the city for free', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Loki' }));
    const sup = putVillain(g, 1, 'Supreme HYDRA');
    putVillain(g, 3, 'HYDRA Kidnappers');
    const b = make(g, 'Bystander');
    g.att[1]!.push(b);
    fightTactic(g, 'Cruel Ruler');
    expect(reason(g)).toBe('loki:cruel-ruler:defeat');
    expect(g.pending!.options).toEqual([1, 3]);
    pick(g, 1);
    expect(g.city[1]).toBe(-1);
    expect(g.players[0]!.victory).toContain(sup);
    expect(g.players[0]!.victory).toContain(b);
    expect(g.t.attack).toBe(0);
  });

  it("Cruel Ruler ignores a villain's \"can't defeat unless\" condition (Venom without a Covert hero), as defeat effects do", () => {
    const g = cleanBoard(setupGame({ mastermind: 'Loki' }));
    const venom = putVillain(g, 0, 'Venom');
    fightTactic(g, 'Cruel Ruler');
    // Venom is the only villain, so it is defeated without a question
    expect(g.players[0]!.victory).toContain(venom);
    expect(g.city[0]).toBe(-1);
  });

  it('Maniacal Tyrant: KO up to four cards from your discard pile, one choice at a time', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Loki' }));
    put(g, 0, 'discard', 'Wound', 'Wound', 'Wound', AGENT, AGENT, TROOPER);
    fightTactic(g, 'Maniacal Tyrant');
    for (let i = 0; i < 4; i++) {
      expect(reason(g)).toBe('loki:maniacal-tyrant:ko');
      expect(g.pending!.options).toContain(-1);
      pick(g, g.pending!.options[0]!); // three Wounds, then an Agent
    }
    expect(reason(g)).toBe('main');
    expect(g.ko.length).toBe(4);
    expect(g.players[0]!.discard.length).toBe(2);
  });

  it('Maniacal Tyrant can stop early', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Loki' }));
    const [w] = put(g, 0, 'discard', 'Wound', AGENT);
    fightTactic(g, 'Maniacal Tyrant');
    pick(g, w!);
    pick(g, -1);
    expect(g.ko).toEqual([w]);
    expect(g.players[0]!.discard.length).toBe(1);
  });

  it('Vanishing Illusions: each other player KOs a villain of their choice from their victory pile', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Loki' }));
    const [mine] = put(g, 0, 'victory', 'Viper');
    const [b, k, s] = put(g, 1, 'victory', 'Bystander', 'HYDRA Kidnappers', 'Supreme HYDRA');
    fightTactic(g, 'Vanishing Illusions');
    expect(reason(g)).toBe('loki:ko-from-victory');
    expect(g.pending!.player).toBe(1);
    expect(g.pending!.options).toEqual([k, s]);
    pick(g, s!);
    expect(g.ko).toEqual([s]);
    expect(g.players[1]!.victory).toEqual([b, k]);
    expect(g.players[0]!.victory).toContain(mine);
  });

  it('Vanishing Illusions (Universal Rulebook, Advanced Solo Mode): in advanced solo you KO a villain yourself (the tactic is not a villain); in basic solo nobody does', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Loki', ...SOLO, solo: 'advanced' }));
    const [v] = put(g, 0, 'victory', 'Viper', 'Bystander');
    fightTactic(g, 'Vanishing Illusions');
    expect(g.ko).toEqual([v]);
    expect(names(g, g.players[0]!.victory)).toEqual(['Bystander', 'Vanishing Illusions']);
    const b = cleanBoard(setupGame({ mastermind: 'Loki', ...SOLO, solo: 'basic' }));
    put(b, 0, 'victory', 'Viper', 'Bystander');
    fightTactic(b, 'Vanishing Illusions');
    expect(b.ko).toEqual([]);
    expect(names(b, b.players[0]!.victory)).toEqual(['Viper', 'Bystander', 'Vanishing Illusions']);
  });

  it('Whispers and Lies: each other player KOs two bystanders from their victory pile', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Loki' }));
    put(g, 0, 'victory', 'Bystander', 'Bystander');
    put(g, 1, 'victory', 'Bystander', 'HYDRA Kidnappers', 'Bystander', 'Bystander');
    fightTactic(g, 'Whispers and Lies');
    expect(names(g, g.players[1]!.victory)).toEqual(['HYDRA Kidnappers', 'Bystander']);
    expect(names(g, g.players[0]!.victory)).toEqual(['Bystander', 'Bystander', 'Whispers and Lies']);
    expect(g.ko.length).toBe(2);
  });
});

describe('Magneto', () => {
  it('leads the Brotherhood (not in solo)', () => {
    expect(setupGame({ mastermind: 'Magneto' }).setup.villains).toContain('Brotherhood');
    expect(setupGame({ mastermind: 'Magneto', ...SOLO, villains: ['HYDRA'] }).setup.villains).toEqual(['HYDRA']);
  });

  it('Master Strike: without an X-Men hero, discard down to four cards (chosen one at a time)', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Magneto' }));
    const hand = put(g, 0, 'hand', AGENT, AGENT, AGENT, AGENT, TROOPER, 'Growing Anger');
    put(g, 1, 'hand', AGENT, AGENT, AGENT, AGENT); // already four: nothing
    strike(g);
    expect(reason(g)).toBe('discard-a-card');
    pick(g, hand[5]!);
    expect(reason(g)).toBe('discard-a-card');
    pick(g, hand[4]!);
    expect(g.players[0]!.hand.length).toBe(4);
    expect(g.players[0]!.discard).toEqual([hand[5], hand[4]]);
    expect(g.players[1]!.hand.length).toBe(4);
    expect(reason(g)).toBe('main');
  });

  it('Master Strike: a player may reveal an X-Men hero to keep their hand', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Magneto' }));
    put(g, 0, 'hand', ...six().slice(1), 'Keen Senses');
    put(g, 1, 'hand', ...six().slice(1), 'Keen Senses');
    strike(g);
    expect(reason(g)).toBe('magneto:strike:reveal');
    pick(g, 1);
    expect(g.pending!.player).toBe(1);
    pick(g, 0); // player 2 declines: discards two
    pick(g, g.pending!.options[0]!);
    pick(g, g.pending!.options[0]!);
    expect(g.players[0]!.hand.length).toBe(6);
    expect(g.players[1]!.hand.length).toBe(4);
  });

  it('Bitter Captor: recruit an X-Men hero from the HQ for free', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Magneto' }));
    const [, x1, , x2] = hq(g, 'Growing Anger', 'Keen Senses', 'Endless Invention', 'Optic Blast', 'Growing Anger');
    fightTactic(g, 'Bitter Captor');
    expect(reason(g)).toBe('magneto:bitter-captor:recruit');
    expect(g.pending!.options).toEqual([x1, x2]); // mandatory: no decline
    pick(g, x2!);
    expect(g.players[0]!.discard).toEqual([x2]);
    expect(g.hq[3]).not.toBe(x2);
    expect(g.t.recruit).toBe(0);
  });

  it('Bitter Captor with no X-Men hero in the HQ does nothing', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Magneto' }));
    hq(g, 'Growing Anger', 'Growing Anger', 'Endless Invention', 'Repulsor Rays', 'Growing Anger');
    fightTactic(g, 'Bitter Captor');
    expect(reason(g)).toBe('main');
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('Crushing Shockwave: each other player reveals an X-Men hero or gains two Wounds', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Magneto' }));
    put(g, 1, 'hand', AGENT);
    fightTactic(g, 'Crushing Shockwave');
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound', 'Wound']);
    expect(g.players[0]!.discard).toEqual([]);

    const h = cleanBoard(setupGame({ mastermind: 'Magneto' }));
    put(h, 1, 'hand', 'Keen Senses');
    fightTactic(h, 'Crushing Shockwave');
    expect(reason(h)).toBe('reveal-or-wound');
    pick(h, 1);
    expect(h.players[1]!.discard).toEqual([]);
  });

  it('Crushing Shockwave (Universal Rulebook, Advanced Solo Mode): in advanced solo you reveal or gain two Wounds; in basic solo nobody does', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Magneto', ...SOLO, solo: 'advanced' }));
    fightTactic(g, 'Crushing Shockwave');
    expect(names(g, g.players[0]!.discard)).toEqual(['Wound', 'Wound']);
    const b = cleanBoard(setupGame({ mastermind: 'Magneto', ...SOLO, solo: 'basic' }));
    fightTactic(b, 'Crushing Shockwave');
    expect(names(b, b.players[0]!.discard)).toEqual([]);
  });

  it('Electromagnetic Bubble: the chosen X-Men hero is a 7th card in the next hand', () => {
    const g = cleanBoard(setupGame({ mastermind: 'Magneto' }));
    put(g, 0, 'deck', ...six(), ...six());
    const [x, , y] = put(g, 0, 'hand', 'Keen Senses', AGENT, 'Optic Blast');
    noVillainDeck(g);
    fightTactic(g, 'Electromagnetic Bubble');
    expect(reason(g)).toBe('magneto:electromagnetic-bubble:choose');
    expect(g.pending!.options).toEqual([x, y]);
    pick(g, y!);
    endTurn(g);
    const hand = g.players[0]!.hand;
    expect(hand.length).toBe(7);
    expect(hand).toContain(y);
    expect(hand).not.toContain(x);
  });

  it('Electromagnetic Bubble: the hero is set aside even when the discard pile is shuffled to draw the new hand', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const g = cleanBoard(setupGame({ mastermind: 'Magneto', seed }));
      const [x] = put(g, 0, 'hand', 'Keen Senses', ...six());
      noVillainDeck(g);
    fightTactic(g, 'Electromagnetic Bubble');
      endTurn(g);
      const hand = g.players[0]!.hand;
      expect(hand.length).toBe(7);
      expect(hand).toContain(x);
    }
  });

  it("Xavier's Nemesis: rescue a bystander for each X-Men hero you have (hand and played)", () => {
    const g = cleanBoard(setupGame({ mastermind: 'Magneto' }));
    put(g, 0, 'hand', 'Keen Senses', 'Growing Anger', AGENT);
    put(g, 0, 'inPlay', 'Optic Blast', TROOPER);
    fightTactic(g, "Xavier's Nemesis");
    expect(names(g, g.players[0]!.victory).filter((n) => n === 'Bystander').length).toBe(2);
  });
});
