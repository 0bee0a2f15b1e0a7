// 3D: its heroes, henchmen and four of its Bystanders are Dimensions' cards (reprints: aliases of the same cards, one of
// each in a game with both sets); Stan Lee is its own Bystander.
import { describe, expect, it } from 'vitest';
import { run } from '../../flow.js';
import { pool } from '../../registry.js';
import { rescueCard } from '../../rules.js';
import { newGame } from '../../setup.js';
import type { Game } from '../../types.js';
import { Z_BYSTANDERS } from '../../types.js';
import { cleanBoard, make, names, pick, put, reason, setupGame } from '../helpers.js';

/** The special Bystanders made for a game (wherever the setup dealt them), one name per copy. */
const bystanderNames = (g: Game) => g.defOf.map((d) => g.cards[d]!).filter((d) => d.kind === 'bystander' && d.name !== 'Bystander').map((d) => d.name).sort();

describe('3D: reprints of Dimensions', () => {
  it('its heroes and henchmen are Dimensions\' groups, offered as themselves (once with both sets)', () => {
    expect(pool('hero', ['core', '3d'])).toEqual(expect.arrayContaining(['Howard the Duck', 'Man-Thing']));
    expect(pool('hero', ['core', '3d'])).not.toContain('Jessica Jones');
    expect(pool('henchmen group', ['core', '3d'])).toEqual(expect.arrayContaining(['Circus of Crime', 'Spider-Slayer']));
    const both = pool('hero', ['core', 'dimensions', '3d']);
    expect(both.filter((h) => h === 'Howard the Duck')).toHaveLength(1);
  });

  it('the data\'s "Spider Slayer" (3D) is Dimensions\' Spider-Slayer: the same card, whose facts agree (only the hyphen differs)', () => {
    const g = newGame({ players: 2, seed: 1, sets: ['core', '3d'], mastermind: 'Red Skull', henchmen: ['Spider-Slayer'] });
    expect(g.setup.henchmen).toEqual(['Spider-Slayer']);
  });

  it('a game with 3D shuffles four of Dimensions\' Bystanders and Stan Lee into the stack; with both sets each joins once', () => {
    const g = setupGame({ sets: ['core', '3d'] });
    expect(bystanderNames(g)).toEqual(['Bulldozer Driver', 'Double Agent of S.H.I.E.L.D.', 'Fortune Teller', 'Photographer', 'Stan Lee']);
    const h = setupGame({ sets: ['core', 'dimensions', '3d'] });
    expect(bystanderNames(h)).toEqual(['Bulldozer Driver', 'Double Agent of S.H.I.E.L.D.', 'Forklift Driver', 'Fortune Teller', 'Photographer', 'Stan Lee']);
    expect(bystanderNames(h).filter((n) => n === 'Photographer')).toHaveLength(1);
  });
});

describe('Stan Lee', () => {
  it('rescued: the rescuer names a hero; one of the top three cards of that hero goes into the hand; the rest stay on the deck', () => {
    const g = cleanBoard(setupGame({ sets: ['core', '3d'] }));
    const heroes = g.setup.heroes;
    const hero = heroes.indexOf('Cyclops');
    const [agent, optic, trooper] = put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'Optic Blast', 'S.H.I.E.L.D. Trooper');
    const stan = make(g, 'Stan Lee');
    g.pending = null; g.pendingFrame = null;
    rescueCard(g, 0, stan, Z_BYSTANDERS); run(g);
    expect(reason(g)).toBe('stan-lee:name');
    pick(g, hero);
    expect(g.players[0]!.hand).toEqual([optic]);
    expect(g.players[0]!.deck).toEqual([agent, trooper]);
  });

  it('naming a hero none of the three belongs to: nothing moves', () => {
    const g = cleanBoard(setupGame({ sets: ['core', '3d'] }));
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent', 'Optic Blast', 'S.H.I.E.L.D. Trooper');
    const stan = make(g, 'Stan Lee');
    g.pending = null; g.pendingFrame = null;
    rescueCard(g, 0, stan, Z_BYSTANDERS); run(g);
    pick(g, g.setup.heroes.indexOf('Hawkeye'));
    expect(g.players[0]!.hand).toEqual([]);
    expect(g.players[0]!.deck).toHaveLength(3);
  });
});
