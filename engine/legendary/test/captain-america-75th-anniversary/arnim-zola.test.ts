import { describe, expect, it } from 'vitest';
import { run } from '../../flow.js';
import { doStrike } from '../../rules.js';
import { fightMastermind, make, names, pick, put, reason, refresh } from '../helpers.js';
import { capGame, hqHero } from './game.js';

describe('Arnim Zola', () => {
  it('Master Strike: each HQ hero with less than 2 printed Attack goes under the Hero Deck; each player discards a card of its cost', () => {
    const g = capGame();
    const weak = hqHero(g, 0, 'Aerial Catch'); // cost 3, no Attack
    hqHero(g, 1, 'Winged Salvation'); // 2+: stays
    for (let s = 2; s < 5; s++) hqHero(g, s, 'Punch Evil in the Face');
    const [three] = put(g, 0, 'hand', 'Bionic Arm', 'Paramilitary Ops');
    put(g, 1, 'hand', 'Paramilitary Ops');
    g.pending = null;
    doStrike(g, make(g, 'Master Strike'));
    run(g);
    while (reason(g) !== '' && reason(g) !== 'main') pick(g, g.pending!.options[0]!);
    expect(g.heroDeck[0]).toBe(weak);
    expect(g.hq).not.toContain(weak);
    expect(g.players[0]!.discard).toEqual([three]);
    expect(g.players[1]!.discard).toEqual([]);
  });

  it('Dominate the Weak: a player of your choice gains an HQ hero with less than 2 printed Attack', () => {
    const g = capGame();
    for (let s = 0; s < 5; s++) hqHero(g, s, 'Punch Evil in the Face');
    const weak = hqHero(g, 2, 'Sniper Nest');
    const t = g.tactics.find((c) => names(g, [c])[0] === 'Dominate the Weak')!;
    g.tactics = [t, t];
    g.t.attack = 99;
    refresh(g);
    fightMastermind(g);
    expect(reason(g)).toBe('arnim-zola:dominate-the-weak:player');
    pick(g, 1);
    expect(g.players[1]!.discard).toContain(weak);
  });

  it('Crush Pacifist Resistance: KO up to two of your heroes with less than 2 printed Attack', () => {
    const g = capGame();
    const [a, b, c] = put(g, 0, 'hand', 'Sniper Nest', 'Aerial Catch', 'Punch Evil in the Face');
    const t = g.tactics.find((x) => names(g, [x])[0] === 'Crush Pacifist Resistance')!;
    g.tactics = [t, t]; // either pick is this tactic
    g.t.attack = 99;
    refresh(g);
    fightMastermind(g);
    expect(g.pending!.options).toContain(-1);
    expect(g.pending!.options).not.toContain(c);
    pick(g, a!);
    pick(g, b!);
    expect(g.ko).toEqual(expect.arrayContaining([a, b]));
  });

  it("Pet Projects: each other player without a Zola's Creations villain in their victory pile gains a Wound", () => {
    const g = capGame({ players: 3, villains: ["Zola's Creations", 'Masters of Evil (WWII)', 'core:HYDRA'] });
    g.players[2]!.victory.push(make(g, 'Doughboy'));
    const t = g.tactics.find((x) => names(g, [x])[0] === 'Pet Projects')!;
    g.tactics = [t, t];
    g.t.attack = 99;
    refresh(g);
    fightMastermind(g);
    expect(names(g, g.players[1]!.discard)).toEqual(['Wound']);
    expect(g.players[2]!.discard).toEqual([]);
    expect(g.players[0]!.discard).toEqual([]);
  });

  it('Computer-Uploaded Genius: each other player reveals a Tech hero or discards a card', () => {
    const g = capGame({ players: 3, villains: ["Zola's Creations", 'Masters of Evil (WWII)', 'core:HYDRA'] });
    put(g, 1, 'hand', 'Sniper Nest', 'Aerial Catch');
    const [x] = put(g, 2, 'hand', 'Aerial Catch');
    const t = g.tactics.find((c) => names(g, [c])[0] === 'Computer-Uploaded Genius')!;
    g.tactics = [t, t];
    g.t.attack = 99;
    refresh(g);
    fightMastermind(g);
    expect(reason(g)).toBe('arnim-zola:computer-uploaded-genius:reveal');
    pick(g, 1);
    expect(g.players[1]!.discard).toEqual([]);
    expect(g.players[2]!.discard).toEqual([x]);
  });
});
