// Spider-Man's kit: each card's effect, through the rules' own routes.
import { describe, expect, it } from 'vitest';
import { DEFS, type CardDef } from '../defs.js';
import { decision } from '../index.js';
import { enemyAttack, reveal, revealTop } from '../round.js';
import { limitKey } from '../rules.js';
import { act, addMinion, emptyHand, has, newCard, pick, pickT, setForm, setupGame, toDeckTop, toHand, until } from './helpers.js';
import type { Game } from './helpers.js';

/** Puts a new copy of an encounter card on top of the encounter deck. */
function toEncounterTop(g: Game, code: string): number {
  const id = newCard(g, code, -1);
  g.cards[id]!.zone = 'edeck';
  g.edeck.push(id);
  return id;
}

const atMain = (g: Game): void => until(g, (_r, k) => k === 'main');

describe('Spider-Man kit', () => {
  it('Swinging Web Kick deals 8 damage to the chosen enemy, paid by discarding cards', () => {
    const g = setupGame({ seed: 3 });
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    const kick = toHand(g, 0, '01005');
    const a = toHand(g, 0, '01088'); // Energy: 2 resources
    const b = toHand(g, 0, '01089'); // Genius: 2
    act(g, () => {});
    pickT(g, 'play', kick);
    pick(g, (o) => o.c === a); // Genius is then the only card left to pay with, and Rhino the only enemy: both taken without asking
    expect(decision(g)?.reason).toBe('main-ans');
    expect(g.players[0]!.discard).toContain(b);
    expect(g.cards[g.villain]!.dmg).toBe(8);
    expect(g.players[0]!.discard).toContain(kick);
    expect(g.players[0]!.discard).toContain(a);
  });

  it('Backflip prevents all the damage of an attack on Spider-Man; Spider-Sense draws a card when the villain attacks', () => {
    const g = setupGame({ seed: 4 });
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    const flip = toHand(g, 0, '01003'); // cost 0
    act(g, () => { enemyAttack(g, g.villain, 0); });
    // Spider-Sense's interrupt window comes first
    expect(decision(g)?.reason).toBe('win-i-ans');
    pickT(g, 'use', g.players[0]!.identity);
    expect(g.players[0]!.hand.length).toBe(2);
    until(g, (r) => r === 'eatk-defend');
    pickT(g, 'none');
    until(g, (r) => r === 'win-i-ans');
    pickT(g, 'use', flip);
    until(g, (_r, k) => k === 'main');
    expect(g.cards[g.players[0]!.identity]!.dmg).toBe(0);
    expect(g.players[0]!.discard).toContain(flip);
  });

  it('Scientist generates a mental resource once a round, in alter-ego form', () => {
    const g = setupGame({ seed: 5 });
    setForm(g, 0, 'alter');
    emptyHand(g, 0);
    const may = toHand(g, 0, '01006'); // Aunt May, cost 1
    const ws = toHand(g, 0, '01008'); // Web-Shooter, cost 1
    act(g, () => {});
    expect(has(g, (o) => o.t === 'play' && o.c === ws)).toBe(true);
    pickT(g, 'play', may);
    pickT(g, 'ability', g.players[0]!.identity);
    atMain(g);
    expect(g.players[0]!.play).toContain(may);
    expect(g.players[0]!.hand).toEqual([ws]);
    expect(has(g, (o) => o.t === 'play' && o.c === ws)).toBe(false); // Scientist is used for this round
  });

  it('Black Cat: after she is played, the top two cards are discarded and the one with a printed mental resource goes to hand', () => {
    const g = setupGame({ seed: 6 });
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    const physical = toDeckTop(g, 0, '01003'); // Backflip: physical
    const mental = toDeckTop(g, 0, '01004'); // Enhanced Spider-Sense: mental (the top card)
    const cat = toHand(g, 0, '01002');
    toHand(g, 0, '01088'); // Energy pays her 2
    act(g, () => {});
    pickT(g, 'play', cat);
    atMain(g);
    expect(g.players[0]!.play).toContain(cat);
    expect(g.players[0]!.hand).toEqual([mental]);
    expect(g.players[0]!.discard).toContain(physical);
    expect(g.players[0]!.deck).not.toContain(physical);
  });

  it('Black Cat: a deck that runs out after one card is reshuffled, and nothing is discarded from the new deck', () => {
    const g = setupGame({ seed: 6 });
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    const pl = g.players[0]!;
    for (const id of [...pl.deck, ...pl.discard]) g.cards[id]!.zone = 'removed';
    pl.deck = []; pl.discard = [];
    const last = toDeckTop(g, 0, '01003'); // Backflip: the deck's only card
    const cat = toHand(g, 0, '01002');
    const energy = toHand(g, 0, '01088'); // Energy pays her 2 and is discarded
    const mental = toHand(g, 0, '01004'); // Enhanced Spider-Sense (mental), discarded beforehand
    act(g, () => { pl.hand = pl.hand.filter((id) => id !== mental); g.cards[mental]!.zone = 'discard'; pl.discard.push(mental); });
    const dealt = pl.dealt.length;
    pickT(g, 'play', cat);
    atMain(g);
    expect(pl.play).toContain(cat);
    // Backflip discarded, the deck empty: the discard pile became the new deck (an encounter card dealt), and stop
    expect([...pl.deck].sort()).toEqual([last, energy, mental].sort());
    expect(pl.discard).toEqual([]);
    expect(pl.hand).toEqual([]);
    expect(pl.dealt.length).toBe(dealt + 1);
  });

  it('Enhanced Spider-Sense cancels a revealed treachery\'s When Revealed (and only when played)', () => {
    const code = '01112'; // False Alarm, a treachery; its effect is replaced here by a counter
    const prev = DEFS.get(code);
    let ran = 0;
    const probe: CardDef = { code, summary: 'test probe', whenRevealed: () => { ran++; } };
    DEFS.set(code, probe);
    try {
      const g = setupGame({ seed: 7 });
      setForm(g, 0, 'hero');
      emptyHand(g, 0);
      const ess = toHand(g, 0, '01004'); // cost 1
      const energy = toHand(g, 0, '01088');
      // the player passes: the treachery resolves
      toEncounterTop(g, code);
      act(g, () => revealTop(g, 0));
      expect(decision(g)?.reason).toBe('win-i-ans');
      pickT(g, 'pass');
      atMain(g);
      expect(ran).toBe(1);
      // the player plays it: cancelled
      toEncounterTop(g, code);
      act(g, () => revealTop(g, 0));
      pickT(g, 'use', ess);
      atMain(g);
      expect(ran).toBe(1);
      expect(g.players[0]!.discard).toContain(ess);
      expect(g.players[0]!.discard).toContain(energy);
    } finally {
      if (prev) DEFS.set(code, prev); else DEFS.delete(code);
    }
  });

  it('Enhanced Spider-Sense answers only a treachery revealed from the encounter deck, not one revealed from elsewhere', () => {
    const g = setupGame({ seed: 3 });
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    toHand(g, 0, '01004');
    toHand(g, 0, '01088');
    const advance = newCard(g, '01186', -1); // Advance: the villain schemes
    act(g, () => reveal(g, 0, advance, false));
    expect(decision(g)?.reason).not.toBe('win-i-ans');
  });

  it('Aunt May heals 4 damage from Peter Parker by exhausting, in alter-ego form only', () => {
    const g = setupGame({ seed: 8 });
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    const may = toHand(g, 0, '01006');
    toHand(g, 0, '01088');
    act(g, () => {});
    pickT(g, 'play', may);
    atMain(g);
    const me = g.players[0]!.identity;
    g.cards[me]!.dmg = 6;
    act(g, () => {});
    expect(has(g, (o) => o.t === 'act' && o.c === may)).toBe(false); // Spider-Man is not Peter Parker
    setForm(g, 0, 'alter');
    act(g, () => {});
    pickT(g, 'act', may);
    expect(g.cards[me]!.dmg).toBe(2);
    expect(g.cards[may]!.exh).toBe(true);
    expect(has(g, (o) => o.t === 'act' && o.c === may)).toBe(false);
  });

  it('Spider-Tracer goes on a minion; when that minion is defeated, 3 threat leaves a scheme', () => {
    const g = setupGame({ seed: 9 });
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    const bomber = addMinion(g, 0, '01110'); // Hydra Bomber, 2 hit points
    g.cards[g.main]!.threat = 5;
    const tracer = toHand(g, 0, '01007');
    toHand(g, 0, '01088');
    act(g, () => {});
    pickT(g, 'play', tracer); // the bomber is the only minion: attached without asking
    atMain(g);
    expect(g.cards[tracer]!.host).toBe(bomber);
    pickT(g, 'attack');
    pickT(g, 'enemy', bomber); // Spider-Man's ATK 2 defeats it
    atMain(g);
    expect(g.cards[bomber]!.zone).toBe('ediscard');
    expect(g.cards[g.main]!.threat).toBe(2);
    expect(g.players[0]!.discard).toContain(tracer);
  });

  it('Web-Shooter (3 uses) exhausts for a wild resource and is discarded with its last use', () => {
    const g = setupGame({ seed: 10 });
    setForm(g, 0, 'hero');
    emptyHand(g, 0);
    const ws = toHand(g, 0, '01008');
    const energy = toHand(g, 0, '01088');
    const ws2 = toHand(g, 0, '01008');
    act(g, () => {});
    pickT(g, 'play', ws);
    pickT(g, 'card', energy); // not the other Web-Shooter
    atMain(g);
    expect(g.cards[ws]!.ctr).toBe(3);
    // the second copy is paid by the first's resource ability, the only source left
    pickT(g, 'play', ws2);
    atMain(g);
    expect(g.players[0]!.play).toContain(ws2);
    expect(g.cards[ws]!.ctr).toBe(2);
    expect(g.cards[ws]!.exh).toBe(true);
    // the last counter: the card goes
    g.cards[ws]!.ctr = 1;
    g.cards[ws]!.exh = false;
    g.cards[ws2]!.exh = true;
    const may = toHand(g, 0, '01006');
    act(g, () => {});
    pickT(g, 'play', may);
    atMain(g);
    expect(g.players[0]!.play).toContain(may);
    expect(g.players[0]!.discard).toContain(ws);
    // alter-ego form: no hero resource (Scientist, used this round, is no source either)
    g.cards[ws2]!.exh = false;
    const ws3 = toHand(g, 0, '01008');
    act(g, () => {});
    expect(has(g, (o) => o.t === 'play' && o.c === ws3)).toBe(true);
    setForm(g, 0, 'alter');
    g.used[limitKey(g, g.players[0]!.identity, 'r')] = 1; // Scientist used this round
    act(g, () => {});
    expect(has(g, (o) => o.t === 'play' && o.c === ws3)).toBe(false);
  });

  it('Webbed Up (hero form, one per enemy): the villain\'s next attack becomes a stun, Spider-Sense never triggers; the stun stops the one after', () => {
    const g = setupGame({ seed: 11 });
    setForm(g, 0, 'alter');
    emptyHand(g, 0);
    const web = toHand(g, 0, '01009'); // cost 4
    const web2 = toHand(g, 0, '01009');
    const e1 = toHand(g, 0, '01088');
    toHand(g, 0, '01089');
    toHand(g, 0, '01090');
    act(g, () => {});
    expect(has(g, (o) => o.t === 'play' && o.c === web)).toBe(false); // alter-ego form
    setForm(g, 0, 'hero');
    act(g, () => {});
    pickT(g, 'play', web);
    pick(g, (o) => o.c === e1);
    pickT(g, 'card', g.players[0]!.hand.find((c) => g.cards[c]!.code === '01089'));
    atMain(g);
    expect(g.cards[web]!.host).toBe(g.villain);
    // max one per enemy: the second copy may go only on another enemy
    const spare = [toHand(g, 0, '01088'), toHand(g, 0, '01088')];
    act(g, () => {});
    expect(has(g, (o) => o.t === 'play' && o.c === web2)).toBe(false);
    addMinion(g, 0, '01110');
    expect(has(g, (o) => o.t === 'play' && o.c === web2)).toBe(true);
    for (const c of [web2, ...spare]) { g.players[0]!.hand.splice(g.players[0]!.hand.indexOf(c), 1); g.cards[c]!.zone = 'removed'; }
    const me = g.players[0]!.identity;
    const hand = g.players[0]!.hand.length;
    act(g, () => { enemyAttack(g, g.villain, 0); });
    // no Spider-Sense window: the attack was replaced before it was initiated
    expect(decision(g)?.kind).toBe('main');
    expect(g.players[0]!.hand.length).toBe(hand);
    expect(g.cards[g.villain]!.stun).toBe(true);
    expect(g.players[0]!.discard).toContain(web);
    act(g, () => { enemyAttack(g, g.villain, 0); });
    expect(decision(g)?.kind).toBe('main');
    expect(g.cards[g.villain]!.stun).toBe(false);
    expect(g.cards[me]!.dmg).toBe(0);
    expect(g.players[0]!.hand.length).toBe(hand);
  });
});
