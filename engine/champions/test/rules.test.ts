// The Marvel Champions rules (RR v1.1), one test per statement an engine could break. Card tests live in
// cards-*.test.ts; here the cards are only the means.
import { describe, expect, it } from 'vitest';
import { CORE_FACTS, cardFacts, choose, clone, decision, halted, newGame } from '../index.js';
import { setCode } from '../codes.js';
import { dealStep, enemyAttack, enemyScheme, playerAttack, reveal } from '../round.js';
import { damage, dealEncounter, draw, eliminate, mainTarget, maxHp, placeThreat, remaining, stat } from '../rules.js';
import { act, addMinion, addSide, emptyHand, newCard, payWith, pick, pickT, setForm, setupGame, toHand, toPlay, until } from './helpers.js';

const SPIDEY = { identity: 'spider_man', aspect: 'justice' };
const SHE = { identity: 'she_hulk', aspect: 'aggression' };

describe('setup (Appendix II)', () => {
  it('heroes start in alter-ego form at full hit points, with their alter-ego hand size after mulligans', () => {
    const g = setupGame({ heroes: [SPIDEY, SHE] });
    for (const pl of g.players) {
      expect(pl.form).toBe('alter');
      expect(g.cards[pl.identity]!.code).toBe(pl.alterCode);
      expect(remaining(g, pl.identity)).toBe(cardFacts(pl.heroCode).health);
      expect(pl.hand.length).toBe(cardFacts(pl.alterCode).handSize);
      expect(pl.deck.length + pl.hand.length + pl.discard.length).toBe(40);
    }
  });

  it('the villain has its hit points per hero and the main scheme is at stage 1B; standard mode plays stages I and II', () => {
    const g = setupGame({ heroes: [SPIDEY, SHE] });
    expect(cardFacts(g.cards[g.villain]!.code).stage).toBe('I');
    expect(maxHp(g, g.villain)).toBe(14 * 2);
    expect(g.villainNext).toEqual(['01095']);
    expect(cardFacts(g.cards[g.main]!.code).stage).toBe('1B');
    expect(mainTarget(g)).toBe(7 * 2);
  });

  it('expert mode plays stages II and III and adds the expert set to the encounter deck', () => {
    const std = newGame({ villain: 'rhino', heroes: [SPIDEY], seed: 2 });
    const exp = newGame({ villain: 'rhino', mode: 'expert', heroes: [SPIDEY], seed: 2 });
    expect(cardFacts(exp.cards[exp.villain]!.code).stage).toBe('II');
    expect(exp.villainNext).toEqual(['01096']);
    const codes = (g: typeof std) => g.cards.filter((c) => c.owner < 0 && cardFacts(c.code).set === 'expert').length;
    expect(codes(std)).toBe(0);
    expect(codes(exp)).toBe(3);
  });

  it('the encounter deck holds the villain set, the standard set, the modular set and each hero\'s obligation; nemesis sets wait aside', () => {
    const g = newGame({ villain: 'rhino', heroes: [SPIDEY, SHE], seed: 5 });
    const enc = [...g.edeck, ...g.ediscard, ...g.sides, ...g.players.flatMap((p) => [...p.engaged, ...p.dealt])].map((id) => cardFacts(g.cards[id]!.code));
    const sets = new Set(enc.map((f) => f.set));
    expect([...sets].sort()).toEqual(['bomb_scare', 'rhino', 'she_hulk', 'spider_man', 'standard']);
    expect(enc.filter((f) => f.type === 'obligation').map((f) => f.name).sort()).toEqual(['Eviction Notice', 'Legal Work']);
    for (const id of g.players[0]!.nemesis) expect(cardFacts(g.cards[id]!.code).set).toBe('spider_man_nemesis');
    expect(g.players[0]!.nemesis.length).toBe(CORE_FACTS.filter((f) => f.set === 'spider_man_nemesis').reduce((n, f) => n + f.quantity, 0));
  });

  it('mulligan: discarded cards go to the discard pile and the hand is drawn back up to its size', () => {
    const g = newGame({ villain: 'rhino', heroes: [SPIDEY], seed: 6 });
    expect(decision(g)?.kind).toBe('mulligan');
    const first = g.players[0]!.hand[0]!;
    pickT(g, 'card', first);
    pickT(g, 'keep');
    expect(g.players[0]!.discard).toContain(first);
    expect(g.players[0]!.hand.length).toBe(6);
  });
});

describe('the player turn', () => {
  it('a player changes form once a turn; basic attack exhausts the hero and deals its ATK', () => {
    const g = setupGame();
    pickT(g, 'form');
    expect(g.players[0]!.form).toBe('hero');
    expect(decision(g)!.options.some((o) => o.t === 'form')).toBe(false);
    const hp = remaining(g, g.villain);
    pickT(g, 'attack');
    expect(remaining(g, g.villain)).toBe(hp - stat(g, g.players[0]!.identity, 'atk'));
    expect(g.cards[g.players[0]!.identity]!.exh).toBe(true);
    expect(decision(g)!.options.some((o) => o.t === 'attack' || o.t === 'thwart')).toBe(false);
  });

  it('recover heals REC in alter-ego form and is not offered without damage', () => {
    const g = setupGame();
    expect(decision(g)!.options.some((o) => o.t === 'recover')).toBe(false);
    g.cards[g.players[0]!.identity]!.dmg = 5;
    act(g, () => {});
    pickT(g, 'recover');
    expect(g.cards[g.players[0]!.identity]!.dmg).toBe(5 - 3);
  });

  it('guard: a player with a guard minion engaged cannot attack the villain; another player can', () => {
    const g = setupGame({ heroes: [SPIDEY, SHE] });
    setForm(g, 0, 'hero'); setForm(g, 1, 'hero');
    const merc = addMinion(g, 0, '01101'); // Hydra Mercenary: guard
    pickT(g, 'attack');
    expect(decision(g)?.reason).toBe('main-ans'); // the mercenary was the only target, taken without asking
    expect(g.cards[merc]!.dmg).toBe(2);
    expect(g.cards[g.villain]!.dmg).toBe(0);
  });

  it('a crisis icon keeps threat on the main scheme; thwarting targets only other schemes', () => {
    const g = setupGame();
    setForm(g, 0, 'hero');
    g.cards[g.main]!.threat = 5;
    const crowd = addSide(g, '01108', 3); // Crowd Control: crisis
    act(g, () => {});
    pickT(g, 'thwart');
    expect(g.cards[g.main]!.threat).toBe(5);
    expect(g.cards[crowd]!.threat).toBe(2);
  });

  it('a side scheme with no threat left is defeated and discarded', () => {
    const g = setupGame();
    setForm(g, 0, 'hero');
    const crowd = addSide(g, '01108', 1);
    act(g, () => {});
    pickT(g, 'thwart');
    expect(g.sides).not.toContain(crowd);
    expect(g.ediscard).toContain(crowd);
  });

  it('allies: the limit is three; an ally attack exhausts it and deals consequential damage', () => {
    const g = setupGame({ heroes: [SHE] });
    for (const code of ['01051', '01058', '01059']) toPlay(g, 0, code); // allies with no response to entering play
    emptyHand(g, 0);
    const hulk = toHand(g, 0, '01050');
    toHand(g, 0, '01088'); toHand(g, 0, '01089'); toHand(g, 0, '01090');
    act(g, () => {});
    expect(decision(g)!.options.some((o) => o.t === 'play' && o.c === hulk)).toBe(false);
    const dd = g.players[0]!.play.find((id) => g.cards[id]!.code === '01058')!;
    pick(g, (o) => o.t === 'ally-attack' && o.c === dd);
    expect(g.cards[g.villain]!.dmg).toBe(cardFacts('01058').attack);
    expect(g.cards[dd]!.exh).toBe(true);
    expect(g.cards[dd]!.dmg).toBe(cardFacts('01058').attackCost ?? 0);
  });

  it('a stunned hero who attacks loses the stun instead of dealing damage; a confused one who thwarts loses the confusion', () => {
    const g = setupGame();
    setForm(g, 0, 'hero');
    const me = g.cards[g.players[0]!.identity]!;
    me.stun = true;
    act(g, () => {});
    pickT(g, 'attack');
    expect(me.stun).toBe(false);
    expect(g.cards[g.villain]!.dmg).toBe(0);
    const g2 = setupGame();
    setForm(g2, 0, 'hero');
    g2.cards[g2.main]!.threat = 4;
    const me2 = g2.cards[g2.players[0]!.identity]!;
    me2.conf = true;
    act(g2, () => {});
    pickT(g2, 'thwart');
    expect(me2.conf).toBe(false);
    expect(g2.cards[g2.main]!.threat).toBe(4);
  });

  it('a tough status prevents all the damage of one hit and is discarded', () => {
    const g = setupGame();
    g.cards[g.villain]!.tough = true;
    act(g, () => { damage(g, g.villain, 6, -1); });
    expect(g.cards[g.villain]!.dmg).toBe(0);
    expect(g.cards[g.villain]!.tough).toBe(false);
    act(g, () => { damage(g, g.villain, 6, -1); });
    expect(g.cards[g.villain]!.dmg).toBe(6);
  });

  it('unique cards: one copy by title in play across the table', () => {
    const g = setupGame({ heroes: [SPIDEY, SHE] });
    toPlay(g, 1, '01083'); // Mockingbird under player 2
    emptyHand(g, 0);
    const mb = toHand(g, 0, '01083');
    toHand(g, 0, '01088'); toHand(g, 0, '01089');
    act(g, () => {});
    expect(decision(g)!.options.some((o) => o.t === 'play' && o.c === mb)).toBe(false);
  });
});

describe('paying costs', () => {
  it('excess resources are lost; cards paid with go to the discard pile', () => {
    const g = setupGame();
    emptyHand(g, 0);
    const aunt = toHand(g, 0, '01006'); // cost 1
    const energy = toHand(g, 0, '01088'); // 2 energy
    act(g, () => {});
    pickT(g, 'play', aunt);
    payWith(g, energy); // (Peter Parker's resource ability is the other way to pay)
    expect(g.players[0]!.play).toContain(aunt);
    expect(g.players[0]!.discard).toContain(energy);
    expect(g.players[0]!.hand).toEqual([]);
  });

  it('The Power of an aspect doubles its resources while paying for a card of that aspect only', () => {
    const g = setupGame();
    emptyHand(g, 0);
    const just2 = CORE_FACTS.find((f) => f.faction === 'justice' && f.cost === 2 && (f.type === 'support' || f.type === 'upgrade' || f.type === 'ally'))!;
    const room = toHand(g, 0, just2.code); // a Justice card of cost 2
    const power = toHand(g, 0, '01062'); // The Power of Justice: 1 wild, doubled for Justice
    act(g, () => {});
    pickT(g, 'play', room);
    payWith(g, power);
    expect(g.players[0]!.discard).toContain(power);
    expect(g.players[0]!.play).toContain(room);
    // a basic card of cost 2 cannot be paid with one Power of Justice alone (She-Hulk has no resource ability)
    const g2 = setupGame({ heroes: [SHE] });
    emptyHand(g2, 0);
    const basic2 = CORE_FACTS.find((f) => f.faction === 'basic' && f.cost === 2 && (f.type === 'support' || f.type === 'upgrade'))!;
    const b = toHand(g2, 0, basic2.code);
    toHand(g2, 0, '01062');
    act(g2, () => {});
    expect(decision(g2)!.options.some((o) => o.t === 'play' && o.c === b)).toBe(false);
  });
});

describe('the villain phase', () => {
  it('step one places the main scheme\'s acceleration per player, plus acceleration tokens and icons', () => {
    const g = setupGame({ heroes: [SPIDEY, SHE] });
    g.accel = 1;
    addSide(g, '01109', 5); // Bomb Scare: an acceleration icon
    const before = g.cards[g.main]!.threat;
    until(g, (r) => r === 'eatk-defend' || r === 'discard-down-ans' && false, 200);
    // the villain phase began: step one is over when the first activation asks for defenders, or threat was placed
    expect(g.cards[g.main]!.threat - before).toBeGreaterThanOrEqual(1 * 2 + 1 + 1);
  });

  it('the villain schemes against an alter-ego (SCH plus boost icons) and attacks a hero (ATK plus boost icons)', () => {
    const g = setupGame();
    const boost = g.edeck[g.edeck.length - 1]!;
    const icons = cardFacts(g.cards[boost]!.code).boost ?? 0;
    const before = g.cards[g.main]!.threat;
    act(g, () => { enemyScheme(g, g.villain, 0); });
    until(g, (_r, k) => k === 'main');
    expect(g.cards[g.main]!.threat - before).toBe(stat(g, g.villain, 'sch') + icons);
    expect(g.ediscard).toContain(boost);
    setForm(g, 0, 'hero');
    const b2 = g.edeck[g.edeck.length - 1]!;
    const icons2 = cardFacts(g.cards[b2]!.code).boost ?? 0;
    act(g, () => { enemyAttack(g, g.villain, 0); });
    until(g, (r) => r === 'eatk-defend');
    pickT(g, 'none');
    until(g, (_r, k) => k === 'main');
    expect(g.cards[g.players[0]!.identity]!.dmg).toBe(stat(g, g.villain, 'atk') + icons2);
  });

  it('a defending hero reduces the damage by its DEF; a defending ally takes it all and nothing carries over', () => {
    const g = setupGame();
    setForm(g, 0, 'hero');
    g.edeck.push(newCard(g, '01186', -1)); g.cards[g.edeck[g.edeck.length - 1]!]!.zone = 'edeck'; // Advance: no boost icons
    act(g, () => { enemyAttack(g, g.villain, 0); });
    until(g, (r) => r === 'eatk-defend');
    pick(g, (o) => o.t === 'defender' && o.c === g.players[0]!.identity);
    until(g, (_r, k) => k === 'main');
    expect(g.cards[g.players[0]!.identity]!.dmg).toBe(Math.max(0, 2 - 3));
    const ally = toPlay(g, 0, '01083'); // Mockingbird, 3 HP
    setCode(g.cards[g.villain]!, '01096'); // Rhino III, ATK 4
    g.edeck.push(newCard(g, '01186', -1)); g.cards[g.edeck[g.edeck.length - 1]!]!.zone = 'edeck';
    act(g, () => { enemyAttack(g, g.villain, 0); });
    until(g, (r) => r === 'eatk-defend');
    pick(g, (o) => o.t === 'defender' && o.c === ally);
    until(g, (_r, k) => k === 'main');
    expect(g.players[0]!.discard).toContain(ally);
    expect(g.cards[g.players[0]!.identity]!.dmg).toBe(0);
  });

  it('retaliate answers an attack on a character that survives it', () => {
    const g = setupGame({ heroes: [{ identity: 'black_panther', aspect: 'protection' }] });
    setForm(g, 0, 'hero');
    g.edeck.push(newCard(g, '01186', -1)); g.cards[g.edeck[g.edeck.length - 1]!]!.zone = 'edeck';
    act(g, () => { enemyAttack(g, g.villain, 0); });
    until(g, (r) => r === 'eatk-defend');
    pickT(g, 'none');
    until(g, (_r, k) => k === 'main');
    expect(g.cards[g.villain]!.dmg).toBe(1);
  });

  it('overkill: excess damage from a minion it defeats goes on to the villain', () => {
    const g = setupGame();
    const m = addMinion(g, 0, '01110'); // Hydra Bomber, 2 HP
    act(g, () => { playerAttack(g, 0, g.players[0]!.identity, m, 5, { overkill: 1 }); });
    until(g, (_r, k) => k === 'main');
    expect(g.players[0]!.engaged).not.toContain(m);
    expect(g.cards[g.villain]!.dmg).toBe(3);
  });

  it('hazard icons deal extra encounter cards, in player order from the first player', () => {
    const g = setupGame({ heroes: [SPIDEY, SHE] });
    addSide(g, '01107', 9); // Breakin' & Takin': a hazard icon
    addSide(g, '01126', 9); // Illegal Arms Factory: another
    g.first = 1;
    dealStep(g);
    expect(g.players[1]!.dealt.length).toBe(2); // its own card and the first extra one
    expect(g.players[0]!.dealt.length).toBe(2);
    const g2 = setupGame({ heroes: [SPIDEY, SHE] });
    dealStep(g2);
    expect(g2.players.map((p) => p.dealt.length)).toEqual([1, 1]);
  });
});

describe('decks running out', () => {
  it('an empty encounter deck is reshuffled from its discard pile and places an acceleration token', () => {
    const g = setupGame();
    g.ediscard.push(...g.edeck); for (const id of g.edeck) g.cards[id]!.zone = 'ediscard';
    g.edeck = [];
    act(g, () => { dealEncounter(g, 0); });
    expect(g.accel).toBe(1);
    expect(g.players[0]!.dealt.length).toBe(1);
    expect(g.ediscard.length).toBe(0);
  });

  it('an empty player deck is reshuffled from the discard pile and deals its player an encounter card', () => {
    const g = setupGame();
    const pl = g.players[0]!;
    for (const id of pl.deck) { g.cards[id]!.zone = 'discard'; pl.discard.push(id); }
    pl.deck = [];
    const n = pl.discard.length;
    draw(g, 0, 2);
    expect(pl.deck.length).toBe(n - 2);
    expect(pl.dealt.length).toBe(1);
  });
});

describe('winning and losing', () => {
  it('completing the last main scheme stage loses the game', () => {
    const g = setupGame();
    act(g, () => { placeThreat(g, g.main, 99); });
    expect(g.result).toBe('loss');
    expect(g.cause).toBe('scheme completed');
  });

  it('a villain stage at 0 hit points flips to the next; defeating the last wins', () => {
    const g = setupGame();
    act(g, () => { damage(g, g.villain, 99, -1); });
    expect(g.cards[g.villain]!.code).toBe('01095');
    expect(g.cards[g.villain]!.dmg).toBe(0); // excess damage does not carry over
    if (decision(g)?.kind !== 'main') until(g, (_r, k) => k === 'main');
    act(g, () => { damage(g, g.villain, 999, -1); });
    expect(g.result).toBe('win');
    expect(g.cause).toBe('villain defeated');
  });

  it('a defeated hero is eliminated: minions engage the next player, the first player passes, per-player values stay', () => {
    const g = setupGame({ heroes: [SPIDEY, SHE] });
    const m = addMinion(g, 0, '01101');
    const hp = maxHp(g, g.villain);
    act(g, () => { eliminate(g, 0); });
    expect(g.players[0]!.eliminated).toBe(true);
    expect(g.players[1]!.engaged).toContain(m);
    expect(g.first).toBe(1);
    expect(maxHp(g, g.villain)).toBe(hp);
    act(g, () => { eliminate(g, 1); });
    expect(g.result).toBe('loss');
    expect(g.cause).toBe('heroes defeated');
  });
});

describe('encounter cards', () => {
  it('a revealed minion engages the revealing player; a revealed side scheme enters with its starting threat', () => {
    const g = setupGame({ heroes: [SPIDEY, SHE] });
    const m = newCard(g, '01101', -1);
    act(g, () => { reveal(g, 1, m); });
    expect(g.players[1]!.engaged).toContain(m);
    const s = newCard(g, '01108', -1); // Crowd Control: 2 per player
    act(g, () => { reveal(g, 0, s); });
    expect(g.cards[s]!.threat).toBe(2 * 2);
  });
});

describe('timing and edge rules (review fixes)', () => {
  it('forced interrupts resolve one at a time, the first player choosing the order; one that replaces the attack stops the rest (Webbed Up before Ultron II)', () => {
    const g = setupGame({ villain: 'ultron', mode: 'expert', seed: 41 });
    setForm(g, 0, 'hero');
    const web = toPlay(g, 0, '01009', g.villain); // Webbed Up on Ultron (II), whose forced interrupt adds a Drone
    const drones = g.players[0]!.engaged.length;
    act(g, () => { enemyAttack(g, g.villain, 0); });
    expect(decision(g)?.kind).toBe('order');
    expect(decision(g)?.player).toBe(g.first);
    pick(g, (o) => o.c === web);
    until(g, (_r, k) => k === 'main');
    expect(g.players[0]!.engaged.length).toBe(drones); // the attack never initiated: no Drone
    expect(g.cards[g.villain]!.stun).toBe(true);
  });

  it('retaliate does not answer an attack that defeated the villain stage', () => {
    const g = setupGame({ seed: 42 });
    setForm(g, 0, 'hero');
    const blasters = newCard(g, '01153', -1); // Concussion Blasters: the villain gains retaliate 1
    g.cards[blasters]!.zone = 'attach'; g.cards[blasters]!.host = g.villain; g.attachments.push(blasters);
    g.cards[g.villain]!.dmg = maxHp(g, g.villain) - 1;
    act(g, () => {});
    pickT(g, 'attack');
    until(g, (_r, k) => k === 'main');
    expect(g.cards[g.villain]!.code).toBe('01095');
    expect(g.cards[g.players[0]!.identity]!.dmg).toBe(0);
  });

  it('a stunned ally that attacks loses the stun and takes no consequential damage', () => {
    const g = setupGame({ seed: 43 });
    const tigra = toPlay(g, 0, '01051');
    g.cards[tigra]!.stun = true;
    act(g, () => {});
    pick(g, (o) => o.t === 'ally-attack' && o.c === tigra);
    until(g, (_r, k) => k === 'main');
    expect(g.cards[tigra]!.stun).toBe(false);
    expect(g.cards[tigra]!.dmg).toBe(0);
    expect(g.cards[g.villain]!.dmg).toBe(0);
  });

  it('overkill through a defending ally reaches its controller only in hero form', () => {
    const g = setupGame({ heroes: [SPIDEY, SHE], seed: 44 });
    setForm(g, 0, 'hero'); // attacked; player 2 (alter-ego) defends with an ally
    const ally = toPlay(g, 1, '01051'); // Tigra
    const charge = newCard(g, '01099', -1); // Charge: +3 ATK, overkill
    g.cards[charge]!.zone = 'attach'; g.cards[charge]!.host = g.villain; g.attachments.push(charge);
    g.edeck.push(newCard(g, '01186', -1)); g.cards[g.edeck[g.edeck.length - 1]!]!.zone = 'edeck';
    act(g, () => { enemyAttack(g, g.villain, 0); });
    until(g, (r) => r === 'eatk-defend');
    pick(g, (o) => o.t === 'defender' && o.c === ally);
    until(g, (_r, k) => k === 'main');
    expect(g.players[1]!.discard).toContain(ally);
    expect(g.cards[g.players[1]!.identity]!.dmg).toBe(0);
    expect(g.cards[g.players[0]!.identity]!.dmg).toBe(0);
  });

  it('the encounter deck is reshuffled the moment it runs out: the acceleration token is there for the next villain phase', () => {
    const g = setupGame({ seed: 45 });
    for (const id of g.edeck.slice(1)) { g.cards[id]!.zone = 'ediscard'; g.ediscard.push(id); }
    g.edeck = g.edeck.slice(0, 1);
    dealStep(g); // deals the last card: the deck is rebuilt at once
    expect(g.accel).toBe(1);
    expect(g.edeck.length).toBeGreaterThan(0);
  });

  it('a player deck that runs out while cards are drawn is reshuffled at once and deals its player an encounter card', () => {
    const g = setupGame({ seed: 46 });
    const pl = g.players[0]!;
    for (const id of pl.deck.slice(1)) { g.cards[id]!.zone = 'discard'; pl.discard.push(id); }
    pl.deck = pl.deck.slice(0, 1);
    draw(g, 0, 1);
    expect(pl.deck.length).toBeGreaterThan(0);
    expect(pl.dealt.length).toBe(1);
  });
});

describe('obligations', () => {
  it('an obligation goes to its hero\'s player, who resolves it, surge included, whoever revealed it', () => {
    const g = setupGame({ heroes: [SPIDEY, SHE], seed: 47 });
    const notice = newCard(g, '01165', -1); // Eviction Notice: Spider-Man's
    const merc = newCard(g, '01101', -1);
    g.cards[merc]!.zone = 'edeck'; g.edeck.push(merc);
    act(g, () => reveal(g, 1, notice)); // revealed by She-Hulk's player
    expect(decision(g)?.player).toBe(0);
    pickT(g, 'other'); // discard a random card; the card surges
    until(g, (_r, k) => k === 'main');
    expect(g.players[0]!.engaged).toContain(merc); // the surge is revealed for the obligation's holder
    expect(g.players[1]!.engaged).not.toContain(merc);
  });
});

// Game.halt (flow.ts run): a look-ahead's copy stops exactly where a continuation would run, here the villain phase.
describe('a copy halted at the villain phase (Game.halt)', () => {
  it('stops with the player phase done (discards, draws, readying) and nothing of the villain phase; the game itself plays on', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const g = newGame({ villain: 'rhino', mode: 'standard', heroes: [SHE], seed });
      while (decision(g) && decision(g)!.kind !== 'main') choose(g, 0);
      expect(g.halt).toBeNull();
      const threat = g.cards[g.main]!.threat;
      const h = clone(g);
      h.halt = 'villain-phase';
      // end the turn at once (the last option of a main decision), answer anything else with its first option
      for (let k = 0; k < 50 && decision(h); k++) choose(h, decision(h)!.kind === 'main' ? decision(h)!.options.findIndex((o) => o.t === 'end') : 0);
      expect(halted(h), `seed ${seed}`).toBe(true);
      expect(decision(h)).toBeNull();
      expect(h.result).toBeNull();
      expect(h.phase).toBe('player');
      expect(h.cards[h.main]!.threat).toBe(threat); // no acceleration placed yet
      expect(h.players[0]!.hand.length).toBeGreaterThanOrEqual(stat(h, h.players[0]!.identity, 'hand')); // drawn up
      expect(h.round).toBe(g.round);
      // the same answers without the halt run into the villain phase: the acceleration lands on the main scheme
      const u = clone(g);
      for (let k = 0; k < 50 && decision(u) && u.round === g.round && u.phase === 'player'; k++) {
        choose(u, decision(u)!.kind === 'main' ? decision(u)!.options.findIndex((o) => o.t === 'end') : 0);
      }
      expect(halted(u)).toBe(false);
      expect(u.phase !== 'player' || u.round > g.round).toBe(true);
    }
  });
});
