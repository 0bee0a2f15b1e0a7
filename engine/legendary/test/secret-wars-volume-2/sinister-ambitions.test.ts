// Sinister Ambitions (Secret Wars Volume 2): its setup (10 random Ambition cards in the Villain Deck), the Ambition
// Villains' Attack and VP, the twists, Evil Wins, its hints; and random games with it, checked as the conformance kit does.
import { describe, expect, it } from 'vitest';
import { decisionHint } from '../../flow.js';
import { checkInvariants } from '../../invariants.js';
import { ambitionsIn, isAmbition } from '../../keywords/ambitions.js';
import { SCHEMES, cardByKey } from '../../registry.js';
import { cardVp, villainAttack } from '../../rules.js';
import { newGame, resolvePlan, type SetupOptions } from '../../setup.js';
import { observe } from '../../observe.js';
import { choose } from '../../game.js';
import { randInt, seedRng } from '../../../shared/rng.js';
import type { Game } from '../../types.js';
import { cleanBoard, make, names, onVillainDeck, pick, putVillain, reason, revealVillainCard, setupGame } from '../helpers.js';
import { fillCity, setHq } from '../villain-fixtures.js';
import { AMBITIONS_ESCAPED } from '../../cards/secret-wars-volume-2/schemes/sinister-ambitions.js';

const SW1 = 'secret-wars-volume-1', SW2 = 'secret-wars-volume-2';
const SCHEME = 'Sinister Ambitions';
const BOTH = ['core', SW1, SW2];
const A = 'villain'; // the group of an Ambition card (a Villain card of no villain group)

function board(o: Partial<SetupOptions> = {}): Game {
  const g = cleanBoard(setupGame({ sets: BOTH, scheme: SCHEME, mastermind: 'Red Skull', villains: ['HYDRA'], henchmen: ['Hand Ninjas'], ...o }));
  // an empty Villain Deck: a twist plays only what a test puts there
  g.escaped = []; g.schemeZone = []; g.ko = []; g.villainDeck = [];
  g.bystanders = g.bystanders.filter((c) => g.cards[g.defOf[c]!]!.name === 'Bystander');
  // no HQ hero an escape could KO (no question): every HQ hero costs 7 or more
  setHq(g, 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7', 'Fixture Cost 8', 'Fixture Cost 7');
  return g;
}
function twist(g: Game): number { const c = onVillainDeck(g, 'Scheme Twist'); revealVillainCard(g); return c; }
function settle(g: Game): void { while (reason(g) !== 'main' && g.result === null) pick(g, g.pending!.options[0]!); }
const ambitionsInDeck = (g: Game) => g.villainDeck.filter((c) => isAmbition(g, c));

describe('Sinister Ambitions: setup', () => {
  it('6 twists, and 10 random Ambition cards of both boxes join the Villain Deck when both are selected', () => {
    expect(resolvePlan({ players: 2, seed: 1, sets: BOTH, scheme: SCHEME }).twists).toBe(6);
    const g = setupGame({ sets: BOTH, scheme: SCHEME, seed: 3 });
    const all = [...g.villainDeck, ...g.city.filter((c) => c >= 0)].filter((c) => isAmbition(g, c));
    expect(all).toHaveLength(10);
    expect(new Set(all.map((c) => g.defOf[c])).size).toBe(10);
    const pool = new Set(ambitionsIn(BOTH));
    for (const c of all) expect(pool.has(g.cards[g.defOf[c]!]!.key)).toBe(true);
    // drawn with the game's generator: another seed draws other cards
    const h = setupGame({ sets: BOTH, scheme: SCHEME, seed: 4 });
    const other = [...h.villainDeck, ...h.city.filter((c) => c >= 0)].filter((c) => isAmbition(h, c)).map((c) => h.defOf[c]).sort();
    expect(other).not.toEqual(all.map((c) => g.defOf[c]).sort());
  });

  it('the draw pool: 29 Secret Wars Volume 1 Ambitions (not Pure Evil) and 10 of Volume 2', () => {
    expect(ambitionsIn([SW1])).toHaveLength(29);
    expect(ambitionsIn([SW2])).toHaveLength(10);
    expect(ambitionsIn(BOTH)).toHaveLength(39);
    const names = ambitionsIn(BOTH).map((k) => cardByKey(k).name);
    expect(names).not.toContain('Pure Evil');
    expect(names).toContain('Dark Apprentice');
  });

  it('with Secret Wars Volume 2 alone (of the two boxes): all of its 10 Ambitions', () => {
    const g = setupGame({ sets: ['core', SW2], scheme: SCHEME, seed: 5 });
    const all = [...g.villainDeck, ...g.city.filter((c) => c >= 0)].filter((c) => isAmbition(g, c));
    expect(all.map((c) => g.cards[g.defOf[c]!]!.key).sort()).toEqual(ambitionsIn([SW2]).sort());
  });

  it('the Villain Deck is shuffled after they join: the Ambitions are not all on top', () => {
    const g = newGame({ players: 2, seed: 6, sets: BOTH, scheme: SCHEME });
    const deck = g.villainDeck;
    const top = deck.slice(-10).filter((c) => isAmbition(g, c)).length;
    expect(top).toBeLessThan(10);
    expect(ambitionsInDeck(g).length).toBeGreaterThan(5);
  });
});

describe('Sinister Ambitions: Ambition Villains', () => {
  it('their printed Attack, +1 for each twist stacked next to the scheme; worth 4 VP', () => {
    const g = board();
    putVillain(g, 1, 'Crackdown', A); // 7
    expect(villainAttack(g, 1)).toBe(7);
    twist(g); settle(g); twist(g); settle(g);
    expect(g.schemeZone).toHaveLength(2);
    expect(villainAttack(g, 1)).toBe(9);
    const c = make(g, 'Pummel', A);
    expect(cardVp(g, 0, c)).toBe(4);
  });

  it('an ordinary villain gets no twist bonus', () => {
    const g = board();
    putVillain(g, 1, 'Viper');
    twist(g); settle(g);
    expect(villainAttack(g, 1)).toBe(5);
  });
});

describe('Sinister Ambitions: twists', () => {
  it('twists 1-5: the twist is stacked next to the scheme and another Villain Deck card is played', () => {
    const g = board();
    const ninja = make(g, 'Hand Ninjas');
    g.villainDeck.push(ninja);
    const t = twist(g); settle(g);
    expect(g.schemeZone).toEqual([t]);
    expect(g.city[0]).toBe(ninja);
    expect(g.stats.twists).toBe(1);
  });

  it('twist 6: each Ambition Villain in the city escapes, in the order the current player picks, doing its Ambition; other villains stay', () => {
    const g = board();
    for (let i = 0; i < 5; i++) { twist(g); settle(g); }
    g.city = [-1, -1, -1, -1, -1];
    const viper = putVillain(g, 0, 'Viper');
    const pummel = putVillain(g, 1, 'Pummel', A);
    const plans = putVillain(g, 3, 'Tide of Destruction', A);
    const deckBefore = g.villainDeck.length;
    g.villainDeck.push(make(g, 'Hand Ninjas'), make(g, 'Hand Ninjas'));
    twist(g);
    expect(reason(g)).toBe('escape-order');
    expect([...g.pending!.options].sort()).toEqual([plans, pummel].sort());
    pick(g, pummel); settle(g);
    expect(g.escaped.slice(0, 2)).toEqual([pummel, plans]);
    expect(g.city).toContain(viper);
    expect(g.vars[AMBITIONS_ESCAPED]).toBe(2);
    // Tide of Destruction played two cards; Pummel wounded both players (no Strength hero)
    expect(g.villainDeck.length).toBe(deckBefore);
    expect(g.players.map((pl) => names(g, pl.discard))).toEqual([['Wound'], ['Wound']]);
  });

  it('a seventh twist (extra-twist challenge modes; the rulebook is silent, the reading worst for players): the Ambitions in the city escape again', () => {
    const g = board();
    for (let i = 0; i < 6; i++) { twist(g); settle(g); }
    const a = putVillain(g, 2, 'Abduction', A);
    twist(g); settle(g);
    expect(g.escaped).toContain(a);
    expect(g.schemeZone).toHaveLength(5);
  });

  it('an Ambition that becomes a Scheme Twist is a twist of the scheme: as the sixth, the Ambitions in the city escape', () => {
    const g = board();
    for (let i = 0; i < 5; i++) { twist(g); settle(g); }
    const other = putVillain(g, 1, 'Kidnap', A);
    fillCity(g);
    g.city[1] = other;
    const insane = putVillain(g, 4, 'Insane Twist', A);
    g.villainDeck.push(make(g, 'Hand Ninjas'));
    revealVillainCard(g); settle(g);
    expect(g.stats.twists).toBe(6);
    expect(g.ko).toContain(insane);
    expect(g.escaped).toContain(other);
    expect(g.vars[AMBITIONS_ESCAPED]).toBe(2);
  });
});

describe('Sinister Ambitions: Evil Wins', () => {
  it('evil wins when the 4th Ambition Villain escapes, counting those that left the escape pile since', () => {
    const g = board();
    g.vars[AMBITIONS_ESCAPED] = 3; // three escaped before (one of them, say, ascended: no longer in the pile)
    fillCity(g);
    putVillain(g, 4, 'Abduction', A);
    g.villainDeck.push(make(g, 'Hand Ninjas'));
    revealVillainCard(g);
    expect(g.result).toBe('loss');
  });

  it('the escapes of other villains do not count', () => {
    const g = board();
    g.vars[AMBITIONS_ESCAPED] = 3;
    fillCity(g);
    putVillain(g, 4, 'Viper');
    g.villainDeck.push(make(g, 'Hand Ninjas'));
    revealVillainCard(g); settle(g);
    expect(g.result).toBeNull();
    expect(g.vars[AMBITIONS_ESCAPED]).toBe(3);
  });

  it('three Ambitions in the escape pile without the counter are not a loss (the counter, not the pile, decides)', () => {
    const g = board();
    for (let i = 0; i < 4; i++) g.escaped.push(make(g, 'Pummel', A));
    twist(g); settle(g);
    expect(g.result).toBeNull();
  });

  it('the hint: progress is the share of the 4 escapes; an Ambition escaping weighs more than another villain', () => {
    const g = board();
    const hint = SCHEMES.get(SCHEME)!.hint;
    g.vars[AMBITIONS_ESCAPED] = 2;
    const v = observe(g, 0).state;
    const view = {
      players: 2, setup: g.setup, stats: g.stats, escaped: g.escaped, ko: g.ko, heroDeckSize: 0, villainDeckSize: 0, woundsLeft: 0,
      schemeZone: g.schemeZone, city: g.city, cityLive: () => true, def: (c: number) => g.cards[g.defOf[c]!]!,
      attached: () => [], variable: (k: string) => v.vars[k] ?? 0,
    };
    expect(hint.progress(view)).toBe(0.5);
    putVillain(g, 0, 'Viper');
    putVillain(g, 1, 'Pummel', A);
    expect(hint.escapeHarm!(view, 1, 0.5)).toBeGreaterThan(hint.escapeHarm!(view, 0, 0.5));
  });
});

describe('Sinister Ambitions: random games (invariants, hints, replays)', () => {
  it('random games with both boxes and with Volume 2 alone keep every card in place and hint every question', () => {
    const missing = new Set<string>();
    let ambitionEscapes = 0;
    for (let i = 0; i < 24; i++) {
      const sets = i % 3 === 0 ? ['core', SW2] : BOTH;
      const players = 1 + (i % 4);
      const g = newGame({ players, seed: `sinister:${i}`, sets, scheme: SCHEME, solo: players === 1 ? 'advanced' : undefined });
      const rng = seedRng(`sinister-bot:${i}`);
      while (g.result === null) {
        const errs = checkInvariants(g);
        if (errs.length) throw new Error(`game ${i}, step ${g.steps}: ${errs.slice(0, 3).join('; ')}`);
        const d = g.pending!;
        if (d.kind !== 'main' && !decisionHint(d.reason)) missing.add(d.reason);
        choose(g, randInt(rng, d.options.length));
        if (g.steps > 20000) throw new Error('step cap');
      }
      expect(checkInvariants(g)).toEqual([]);
      ambitionEscapes += g.vars[AMBITIONS_ESCAPED] ?? 0;
    }
    expect([...missing]).toEqual([]);
    expect(ambitionEscapes).toBeGreaterThan(0);
  });
});
