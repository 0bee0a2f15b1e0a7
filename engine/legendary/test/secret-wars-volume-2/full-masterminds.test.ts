// Full Masterminds besides the setup's (rules/mastermind.ts): Dark Alliance (Secret Wars Volume 1) and the Secret Wars
// scheme (Volume 2) add whole Masterminds, with Tactics, always-on abilities and Master Strikes of their own, acting on
// their own state (Game.mmCtx), also in work deferred past a decision.
import { describe, expect, it } from 'vitest';
import { ACT_FIGHT_OTHER_MASTERMIND } from '../../keywords/other-masterminds.js';
import { compiled } from '../../compile.js';
import { mastermindAttack, otherAttack } from '../../rules.js';
import { resolvePlan } from '../../setup.js';
import type { Game } from '../../types.js';
import {
  ACT_MASTERMIND, act, cleanBoard, fightMastermind, make, names, onVillainDeck, pick, put, putVillain, reason, refresh, revealVillainCard, setupGame,
} from '../helpers.js';

const SETS = ['core', 'dark-city', 'secret-wars-volume-1', 'secret-wars-volume-2'];
const kind = (g: Game, c: number) => g.cards[g.defOf[c]!]!.kind;

/** A Dark Alliance board whose second Mastermind is `second` (its card and these Tactics wait beside the scheme). */
function alliance(second: string, tactics: string[], o = { sets: SETS, mastermind: 'Red Skull', villains: ['HYDRA', 'Brotherhood'] }): Game {
  const g = cleanBoard(setupGame({ ...o, scheme: 'Dark Alliance' }));
  g.escaped = []; g.others = []; g.othersAtt = []; g.othersTactics = []; g.stats.twists = 0; // none joined yet
  g.schemeDeck = [make(g, second, second), ...tactics.map((t) => make(g, t, second))];
  compiled(g);
  return g;
}
function twist(g: Game): void { onVillainDeck(g, 'Scheme Twist'); revealVillainCard(g); }
function settle(g: Game): void { while (reason(g) !== 'main' && g.result === null) pick(g, g.pending!.options[0]!); }

describe('Dark Alliance', () => {
  it('setup: 8 twists; a second Mastermind of the selected sets (never the setup\'s) and its four Tactics wait face down (hidden)', () => {
    expect(resolvePlan({ players: 2, seed: 1, sets: SETS, scheme: 'Dark Alliance' }).twists).toBe(8);
    for (let seed = 1; seed <= 10; seed++) {
      const g = setupGame({ sets: SETS, scheme: 'Dark Alliance', mastermind: 'Red Skull', seed });
      // (the first turn's Villain Deck card may have been a twist: it then has joined)
      const mm = [...g.schemeDeck, ...g.others].filter((c) => kind(g, c) === 'mastermind');
      expect(mm).toHaveLength(1);
      expect(names(g, mm)).not.toEqual(['Red Skull']);
      expect(names(g, mm)).not.toEqual(['King Hyperion']); // a Mastermind that enters the city never joins
      expect([...g.schemeDeck, ...g.othersTactics.flat()].filter((c) => kind(g, c) === 'tactic')).toHaveLength(4);
      expect(g.schemeZone).toEqual([]); // nothing of it shows beside the scheme
    }
  });

  it('twist 1: it joins with one Tactic; its always-on abilities apply to it alone, and only once it has joined', () => {
    const g = alliance('Spider-Queen', ['Sonic Scream', 'Infect the Entire City']);
    g.escaped.push(make(g, 'Bystander'), make(g, 'Bystander'));
    expect(mastermindAttack(g)).toBe(7); // Red Skull: Spider-Queen's +1 per escaped Bystander is hers
    twist(g); settle(g);
    expect(names(g, g.others)).toEqual(['Spider-Queen']);
    expect(g.othersTactics[0]).toHaveLength(1);
    expect(otherAttack(g, 0)).toBe(10); // 8 +2
    expect(mastermindAttack(g)).toBe(7);
    twist(g); settle(g);
    expect(g.othersTactics[0]).toHaveLength(2); // twists 2-4: another Tactic
  });

  it('a Master Strike: each Mastermind strikes, in the order the current player picks', () => {
    const g = alliance('Mr. Sinister', ['Human Experimentation']);
    twist(g); settle(g);
    put(g, 0, 'hand', 'S.H.I.E.L.D. Agent'); put(g, 1, 'hand', 'S.H.I.E.L.D. Agent');
    onVillainDeck(g, 'Master Strike'); revealVillainCard(g);
    expect(reason(g)).toBe('master-strike-order');
    pick(g, g.others[0]!); settle(g);
    expect(g.othersAtt[0]!.map((c) => kind(g, c))).toEqual(['bystander']); // Mr. Sinister captured for himself
    expect(g.att[g.city.length]).toEqual([]); // not for Red Skull
    expect(g.players[0]!.hand).toEqual([]); // Red Skull's strike: each player KOs a hero from hand
  });

  it('fighting it takes its Tactic, whose Fight effect acts on it (also past a decision); beaten, it leaves; the game waits for the setup\'s', () => {
    const g = alliance('Mr. Sinister', ['Telepathic Manipulation']);
    twist(g); settle(g);
    put(g, 1, 'victory', 'Bystander', 'Banker');
    g.t.attack = otherAttack(g, 0); refresh(g);
    pick(g, act(ACT_FIGHT_OTHER_MASTERMIND, 0));
    expect(reason(g)).toBe('mr-sinister:telepathic-manipulation:take'); // a decision while his Tactic's work waits
    expect(g.mastermind).toHaveLength(1);
    expect(names(g, g.mastermind)).toEqual(['Red Skull']); // between decisions the setup's is in its place
    pick(g, g.pending!.options.find((c) => names(g, [c])[0] === 'Banker')!);
    settle(g);
    // he is beaten (his one Tactic taken): what he captured went with him... to the fighter, as the Tactic's rescue
    expect(g.others).toEqual([]);
    expect(names(g, g.players[0]!.victory)).toContain('Telepathic Manipulation');
    expect(g.att[g.city.length]).toEqual([]); // Red Skull holds nothing
    expect(names(g, g.players[0]!.victory)).toContain('Banker'); // Sinister took it, and it was rescued when he was beaten
    expect(names(g, g.players[1]!.victory)).toEqual(['Bystander']);
    expect(g.result).toBeNull();
  });

  it('the setup\'s Mastermind beaten first: the game is won only once the second is beaten too', () => {
    const g = alliance('Mr. Sinister', ['Human Experimentation']);
    twist(g); settle(g);
    g.players[0]!.victory.push(...g.tactics.slice(1));
    g.tactics = [g.tactics[0]!];
    g.t.attack = mastermindAttack(g); refresh(g);
    fightMastermind(g); settle(g);
    expect(g.result).toBeNull();
    g.t.attack = otherAttack(g, 0); refresh(g);
    pick(g, act(ACT_FIGHT_OTHER_MASTERMIND, 0)); settle(g);
    expect(g.result).toBe('win');
  });

  it('twists 5-6: each Mastermind captures a Bystander; twist 7: evil wins', () => {
    const g = alliance('Mr. Sinister', ['Human Experimentation']);
    twist(g); settle(g);
    g.stats.twists = 4;
    twist(g); settle(g);
    expect(g.att[g.city.length]!.map((c) => kind(g, c))).toEqual(['bystander']);
    expect(g.othersAtt[0]!.map((c) => kind(g, c))).toEqual(['bystander']);
    expect(otherAttack(g, 0)).toBe(9); // +1 for the Bystander he holds
    twist(g); settle(g);
    expect(g.result).toBeNull();
    twist(g); settle(g);
    expect(g.result).toBe('loss');
  });
});

describe('Secret Wars (the scheme)', () => {
  it('setup: three other Masterminds wait, each with one Tactic; twists 1-3 add them; twist 8: evil wins', () => {
    const g = cleanBoard(setupGame({ sets: SETS, scheme: 'Secret Wars', mastermind: 'Red Skull', villains: ['HYDRA', 'Brotherhood'] }));
    g.schemeDeck.push(...g.others, ...g.othersTactics.flat()); g.others = []; g.othersAtt = []; g.othersTactics = []; g.stats.twists = 0;
    expect(g.schemeDeck.filter((c) => kind(g, c) === 'mastermind')).toHaveLength(3);
    expect(g.schemeDeck.filter((c) => kind(g, c) === 'tactic')).toHaveLength(3);
    for (let i = 0; i < 4; i++) { twist(g); settle(g); }
    expect(g.others).toHaveLength(3);
    expect(g.othersTactics.map((t) => t.length)).toEqual([1, 1, 1]);
    g.stats.twists = 7;
    twist(g); settle(g);
    expect(g.result).toBe('loss');
  });

  it('one fight beats a Mastermind with one Tactic', () => {
    const g = cleanBoard(setupGame({ sets: SETS, scheme: 'Secret Wars', mastermind: 'Red Skull', villains: ['HYDRA', 'Brotherhood'] }));
    twist(g); settle(g);
    putVillain(g, 0, 'Viper');
    g.t.attack = otherAttack(g, 0) + 20; g.t.recruit = 20; refresh(g);
    pick(g, act(ACT_FIGHT_OTHER_MASTERMIND, 0)); settle(g);
    expect(g.others).toEqual([]);
    expect(g.players[0]!.victory.filter((c) => kind(g, c) === 'tactic')).toHaveLength(1);
  });
});

// Found by experiments/batch2-masterminds.json: Maria Hill joined by the Secret Wars scheme made every fight against
// Red Skull ask for her Double Clearance; with no S.H.I.E.L.D. hero in hand the fight, still offered, did nothing, and
// the search chose it 4,900 times in a row. A Mastermind's hooks about fighting the Mastermind concern fights against it.
describe('S.H.I.E.L.D. Clearance with several full Masterminds (compile.ts gatedHooks)', () => {
  const CW = [...SETS, 'civil-war'];
  it('Maria Hill joined: Red Skull is fought without her discards; she is not offered without two S.H.I.E.L.D. heroes', () => {
    const g = alliance('Maria Hill', ['Crash the Helicarrier'], { sets: CW, mastermind: 'Red Skull', villains: ['HYDRA', 'Brotherhood'] });
    twist(g); settle(g);
    expect(names(g, g.others)).toEqual(['Maria Hill']);
    put(g, 0, 'hand', 'Keen Senses');
    g.t.attack = 30; refresh(g);
    expect(g.pending!.options).not.toContain(act(ACT_FIGHT_OTHER_MASTERMIND, 0));
    const tactics = g.tactics.length;
    fightMastermind(g); settle(g);
    expect(g.tactics).toHaveLength(tactics - 1); // a Tactic of Red Skull's taken
    expect(names(g, g.players[0]!.hand)).toEqual(['Keen Senses']); // nothing discarded
    put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    refresh(g);
    expect(g.pending!.options).toContain(act(ACT_FIGHT_OTHER_MASTERMIND, 0));
  });

  it('Maria Hill the setup\'s: a joined Mastermind is fought without her discards, she still asks for two', () => {
    const g = alliance('Mr. Sinister', ['Human Experimentation'], { sets: CW, mastermind: 'Maria Hill', villains: ['HYDRA'] });
    twist(g); settle(g);
    expect(names(g, g.others)).toEqual(['Mr. Sinister']);
    put(g, 0, 'hand', 'Keen Senses');
    g.t.attack = 30; refresh(g);
    expect(g.pending!.options).not.toContain(act(ACT_MASTERMIND));
    pick(g, act(ACT_FIGHT_OTHER_MASTERMIND, 0)); settle(g);
    expect(g.others).toEqual([]); // beaten with his one Tactic
    expect(names(g, g.players[0]!.hand)).toEqual(['Keen Senses']);
    put(g, 0, 'hand', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    refresh(g);
    fightMastermind(g);
    expect(reason(g)).toBe('shield-clearance:discard');
  });
});
