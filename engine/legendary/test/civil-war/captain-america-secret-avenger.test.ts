import { describe, expect, it } from 'vitest';
import { cwGame } from './game.js';
import '../../cards/civil-war/heroes/captain-america-secret-avenger.js';
import { checkInvariants } from '../../invariants.js';
import { defOf } from '../../registry.js';
import { clsOf, power } from '../../rules.js';
import { INSTINCT, STRENGTH } from '../../types.js';
import { endTurn, names, pick, playCard, put, reason, refresh } from '../helpers.js';

const CAP = 'Captain America, Secret Avenger';
const INSPIRE = 'Inspire a Nation/Inspire a Man';

function board() {
  const g = cwGame([CAP]);
  refresh(g);
  return g;
}

describe('Captain America, Secret Avenger', () => {
  it('Bold Leadership counts a Sidekick played earlier this turn, though it went back to its stack (heroes you have: the cards played this turn)', () => {
    const g = board();
    const [pet, bold] = put(g, 0, 'hand', 'Lockheed', 'Bold Leadership'); // Lockheed: Ranged
    refresh(g);
    playCard(g, pet!);
    expect(g.players[0]!.inPlay).not.toContain(pet);
    const before = g.t.recruit;
    playCard(g, bold!);
    // Ranged (Lockheed, back in the Sidekick stack) and Covert (itself)
    expect(g.t.recruit - before).toBe(2);
  });

  it('Bold Leadership: +1 Recruit per class among the heroes you have (a Divided card in hand counts both; grey and Wounds none)', () => {
    const g = board();
    const [tech, , , bold] = put(g, 0, 'hand', 'Team Player', INSPIRE, 'S.H.I.E.L.D. Agent', 'Bold Leadership');
    put(g, 0, 'hand', 'Wound');
    refresh(g);
    playCard(g, tech!);
    playCard(g, bold!);
    // Tech (played), Strength and Instinct (the Divided card in hand), Covert (itself)
    expect(g.t.recruit).toBe(4);
  });

  it('Bold Leadership alone with grey cards: only its own class', () => {
    const g = board();
    const [bold] = put(g, 0, 'hand', 'Bold Leadership', 'S.H.I.E.L.D. Agent', 'S.H.I.E.L.D. Trooper');
    refresh(g);
    playCard(g, bold!);
    expect(g.t.recruit).toBe(1);
  });

  it('Inspire a Nation gains the top Sidekick; it counts as Strength only', () => {
    const g = board();
    const [c] = put(g, 0, 'hand', INSPIRE);
    refresh(g);
    const top = g.sidekicks[g.sidekicks.length - 1]!;
    playCard(g, c!);
    expect(reason(g)).toBe('divided:play-side');
    pick(g, defOf(g, c!).halves![0]!);
    expect(g.players[0]!.discard).toEqual([top]);
    expect(g.sidekicks).not.toContain(top);
    expect(clsOf(g, c!)).toBe(STRENGTH);
    expect([g.t.attack, g.t.recruit]).toEqual([0, 0]);
  });

  it('Inspire a Man: +2 Attack, Instinct, no Sidekick', () => {
    const g = board();
    const [c] = put(g, 0, 'hand', INSPIRE);
    refresh(g);
    const stack = g.sidekicks.length;
    playCard(g, c!);
    pick(g, defOf(g, c!).halves![1]!);
    expect(g.t.attack).toBe(2);
    expect(power(g, INSTINCT)).toBe(true);
    expect(g.sidekicks.length).toBe(stack);
  });

  it('Secret Avengers Assemble!: +1 Attack per Sidekick and per other Avengers hero played before it, not others', () => {
    const g = board();
    const [kick, hawk, agent, blast, saa] = put(g, 0, 'hand', 'Lockjaw', 'Quick Draw', 'S.H.I.E.L.D. Agent', 'Lightning Bolt', 'Secret Avengers Assemble!');
    put(g, 0, 'deck', 'S.H.I.E.L.D. Agent');
    refresh(g);
    for (const c of [kick, hawk, agent, blast]) playCard(g, c!);
    const before = g.t.attack;
    playCard(g, saa!);
    // Lockjaw (a Sidekick, also Avengers: once) + Quick Draw (Avengers)
    expect(g.t.attack - before).toBe(2 + 2);
  });

  it('Freedom Never Dies: a Sidekick and other Avengers heroes played after it are set aside, then go under the deck at the end of the turn', () => {
    const g = board();
    const [fnd, kick, hawk, agent] = put(g, 0, 'hand', 'Freedom Never Dies', 'Lockjaw', 'Quick Draw', 'S.H.I.E.L.D. Agent');
    put(g, 0, 'deck', ...Array(8).fill('S.H.I.E.L.D. Trooper'));
    refresh(g);
    playCard(g, fnd!);
    playCard(g, kick!);
    playCard(g, hawk!);
    playCard(g, agent!);
    const pl = g.players[0]!;
    expect(pl.front.sort()).toEqual([kick, hawk].sort());
    expect(pl.inPlay.sort()).toEqual([fnd, agent].sort());
    expect(g.sidekicks).not.toContain(kick);
    // the Sidekick still counted as played (its class), and both gave their points
    expect(g.t.attack).toBe(5 + 2 + 1);
    expect(checkInvariants(g).filter((e) => !e.includes('is nowhere'))).toEqual([]);
    endTurn(g);
    expect(pl.front).toEqual([]);
    expect(pl.deck.slice(0, 2).sort()).toEqual([kick, hawk].sort());
    expect(pl.discard).toContain(fnd);
    expect(pl.discard).toContain(agent);
    expect(names(g, pl.hand).filter((n) => n !== 'S.H.I.E.L.D. Trooper' && n !== 'Wound')).toEqual([]);
  });

  it('without Freedom Never Dies, a played Sidekick returns to the Sidekick stack and the heroes are discarded', () => {
    const g = board();
    const [kick, hawk] = put(g, 0, 'hand', 'Lockjaw', 'Quick Draw');
    put(g, 0, 'deck', ...Array(8).fill('S.H.I.E.L.D. Trooper'));
    refresh(g);
    playCard(g, kick!);
    playCard(g, hawk!);
    expect(g.sidekicks[0]).toBe(kick);
    expect(g.players[0]!.front).toEqual([]);
    endTurn(g);
    expect(g.players[0]!.discard).toContain(hawk);
  });

  it('Freedom Never Dies: heroes played before it stay in play', () => {
    const g = board();
    const [hawk, fnd] = put(g, 0, 'hand', 'Quick Draw', 'Freedom Never Dies');
    put(g, 0, 'deck', ...Array(8).fill('S.H.I.E.L.D. Trooper'));
    refresh(g);
    playCard(g, hawk!);
    playCard(g, fnd!);
    expect(g.players[0]!.front).toEqual([]);
    expect(g.players[0]!.inPlay.sort()).toEqual([hawk, fnd].sort());
  });
});
