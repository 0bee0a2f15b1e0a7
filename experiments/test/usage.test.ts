// Bots use what a card set adds: over a few hundred seeded games on Dark City setups (its masterminds and
// schemes, heroes and villains from Dark City), every action a Dark City card or keyword adds, and every
// optional question its cards ask, is taken at least once wherever it was offered. A bot that never takes
// an option makes the set look harder than it is.
import { describe, expect, it } from 'vitest';
import '../../engine/legendary/index.js';
import { botUsage, type UsageRow } from '../usage.js';
import { contOrigin } from '../../engine/legendary/flow.js';

const fromSet = (r: UsageRow) => r.set !== 'rules' && r.set !== 'core';
const never = (rows: UsageRow[]) => rows.filter((r) => fromSet(r) && r.optional && r.offered > 0 && r.taken === 0).map((r) => `${r.id} (offered ${r.offered})`);

describe('bot usage of the Dark City options', () => {
  it('the heuristic takes every new action and optional question it is offered (300 games)', () => {
    const u = botUsage({ sets: ['dark-city'], bot: 'heuristic', games: 300, seed: 'test' });
    const ids = new Set(u.rows.filter((r) => r.taken > 0).map((r) => r.id));
    // the keywords and the cards' own actions are there to be counted
    for (const id of ['teleport', 'versatile:choose', 'pay-recruit-part', 'bribe: fight paid with Recruit', 'save-humanity:rescue', 'transform-citizens:fight-demon-goblin']) {
      expect(ids.has(id), id).toBe(true);
    }
    expect(never(u.rows)).toEqual([]);
    // every action the set adds is offered and taken
    const actions = u.rows.filter((r) => r.what === 'action');
    expect(actions.length).toBeGreaterThanOrEqual(4);
    for (const a of actions) expect(a.taken, a.id).toBeGreaterThan(0);
  });

  it('the simple bots teleport and pay Bribes with Recruit too', () => {
    for (const bot of ['greedy-recruit', 'attack-first']) {
      const u = botUsage({ sets: ['dark-city'], bot, games: 150, seed: 'test' });
      const taken = (id: string) => u.rows.find((r) => r.id === id)?.taken ?? 0;
      expect(taken('teleport'), bot).toBeGreaterThan(0);
      expect(taken('bribe: fight paid with Recruit'), bot).toBeGreaterThan(0);
      expect(taken('save-humanity:rescue'), bot).toBeGreaterThan(0);
      expect(taken('transform-citizens:fight-demon-goblin'), bot).toBeGreaterThan(0);
    }
  });

  it('counts an option offered and not taken as such (the random bot often declines)', () => {
    const u = botUsage({ sets: ['dark-city'], bot: 'random', games: 40, seed: 'test' });
    const rescue = u.rows.find((r) => r.id === 'save-humanity:rescue')!;
    expect(rescue.taken).toBeGreaterThan(0);
    expect(rescue.offered).toBeGreaterThan(rescue.taken);
    expect(u.rows.every((r) => r.taken <= r.offered)).toBe(true);
  });
});

// Batch 1's other sets (issue 14), each with the core set (Fantastic Four and Paint the Town Red have no
// henchmen of their own): the same check, and the set's new actions and questions are offered and taken.
describe.each([
  ['fantastic-four', ['cosmic-threat', 'focus', 'galactus:cosmic-entity']],
  ['paint-the-town-red', ['fight-hq', 'wall-crawl:put-on-deck', 'black-cat:jinx:discard', 'carnage:drooling-jaws:player']],
  ['marvel-studios-phase-1', ['gamma-hunters:ross:wound-instead', 'iron-foes:hammer-drone-marine:ko', 'iron-monger:unexpected-betrayal:chosen']],
  // issue 15's sets (Deadpool below)
  ['noir', ['rescue-hidden-witness', 'investigate:bottom', 'angel-noir:multitalented:class', 'split-personality-killer:pay', 'split-personality-killer:guess']],
  ['captain-america-75th-anniversary', ['agent-x-13:spy-network', 'arnim-zola:crush-pacifist-resistance:ko', 'captain-america-falcon:flying-shield-block', 'enigma:peek', 'enigma:guess']],
  // issue 26: Civil War (Sidekicks, Fortify, Grievous Wounds' healing, Phasing, Divided cards, Dark Reign's Officers)
  ['civil-war', ['recruit-sidekick', 'fight-fortifier', 'heal-wound', 'phasing', 'divided:play-side', 'dark-reign-of-hammer-officers:fight']],
])('bot usage of the %s options', (set, expected) => {
  it('the heuristic takes every new action and optional question it is offered (300 games)', () => {
    const u = botUsage({ sets: ['core', set], featured: [set], bot: 'heuristic', games: 300, seed: 'test' });
    const taken = new Set(u.rows.filter((r) => r.taken > 0).map((r) => r.id));
    for (const id of expected) expect(taken.has(id), id).toBe(true);
    expect(never(u.rows)).toEqual([]);
    for (const a of u.rows.filter((r) => r.what === 'action')) expect(a.taken, a.id).toBeGreaterThan(0);
  });
});

describe('the simple bots use Fantastic Four\'s actions', () => {
  it('greedy-recruit and attack-first weaken enemies with Cosmic Threat and spend Recruit on Focus (100 games each)', () => {
    for (const bot of ['greedy-recruit', 'attack-first']) {
      const u = botUsage({ sets: ['core', 'fantastic-four'], featured: ['fantastic-four'], bot, games: 100, seed: 'test' });
      const taken = (id: string) => u.rows.find((r) => r.id === id)?.taken ?? 0;
      expect(taken('cosmic-threat'), bot).toBeGreaterThan(0);
      expect(taken('focus'), bot).toBeGreaterThan(0);
    }
  });
});

describe('bot usage of the deadpool options', () => {
  it('the heuristic fights with Excessive Violence and answers the Bounty and costly-discard questions (300 games)', () => {
    const u = botUsage({ sets: ['core', 'deadpool'], featured: ['deadpool'], bot: 'heuristic', games: 300, seed: 'test' });
    const taken = (id: string) => u.rows.find((r) => r.id === id)?.taken ?? 0;
    expect(taken('excessive-violence')).toBeGreaterThan(0);
    expect(taken('macho-gomez:renegotiate')).toBeGreaterThan(0);
    // Bounties pile up on one player and get passed on (a Recruit-paid action like Focus)
    expect(taken('macho-gomez:pass-bounty')).toBeGreaterThan(0);
    expect(never(u.rows)).toEqual([]);
  });
});

describe('which set a question belongs to', () => {
  it('a card module\'s question is its set\'s even when no card of that set is its source; the rules\' questions are nobody\'s', () => {
    expect(contOrigin('enigma:guess')).toBe('captain-america-75th-anniversary');
    expect(contOrigin('split-personality-killer:guess')).toBe('noir');
    expect(contOrigin('macho-gomez:renegotiate')).toBe('deadpool');
    expect(contOrigin('discard-a-card')).toBeUndefined();
    // a keyword helper a card calls registers for the card's set; the keyword's own questions are nobody's
    expect(contOrigin('investigate:split-personality-killer:found')).toBe('noir');
    expect(contOrigin('investigate:bottom')).toBeUndefined();
  });
});
