// The shared encounter sets (Standard, Expert) and the five modular sets: each card played through the rules'
// own routes (reveal, enemy attacks and schemes, boosts, defeat), checking what changed.
import { describe, expect, it } from 'vitest';
import { decision } from '../index.js';
import { attackTargets, enemyAttack, enemyScheme, playerAttack, reveal } from '../round.js';
import { damage, hasGuard, stat } from '../rules.js';
import {
  act, addAttachment, addMinion, addSide, emptyHand, newCard, pick, pickT, setForm, setupGame, toEncounterTop, toHand, toMain, toPlay, until, type Game,
} from './helpers.js';
const onTop = toEncounterTop;

/** A boost card with no icon and no boost ability (Advance) on top: the villain's attack is its own ATK. */
function blankBoost(g: Game): number { return onTop(g, '01186'); }
/** A plain side scheme on top (Usurp the Throne): revealed by a surge, it shows in g.sides. */
function surgeMarker(g: Game): number { return onTop(g, '01156'); }
/** Reveals a new copy of an encounter card for player p. */
function revealFor(g: Game, p: number, code: string): number {
  const id = newCard(g, code, -1);
  act(g, () => reveal(g, p, id));
  return id;
}
const me = (g: Game, p = 0): number => g.players[p]!.identity;
/** Spider-Man and Captain Marvel, past setup (any identity Setup question answered with its first option). */
function two(): Game {
  const g = setupGame({ heroes: [{ identity: 'spider_man', aspect: 'justice' }, { identity: 'captain_marvel', aspect: 'leadership' }] });
  toMain(g);
  return g;
}

describe('Standard set', () => {
  it('Advance: the villain schemes, with a boost card', () => {
    const g = setupGame();
    const boost = onTop(g, '01109'); // Bomb Scare: 2 boost icons
    const before = g.cards[g.main]!.threat;
    const adv = revealFor(g, 0, '01186');
    toMain(g);
    expect(g.cards[g.main]!.threat).toBe(before + stat(g, g.villain, 'sch') + 2);
    expect(g.ediscard).toContain(boost);
    expect(g.ediscard).toContain(adv);
  });

  it('Assault: the villain attacks a hero; an alter-ego gets surge instead', () => {
    const g = setupGame();
    blankBoost(g);
    setForm(g, 0, 'hero');
    revealFor(g, 0, '01187');
    toMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(stat(g, g.villain, 'atk'));

    const h = setupGame();
    const m = surgeMarker(h);
    revealFor(h, 0, '01187');
    toMain(h);
    expect(h.cards[me(h)]!.dmg).toBe(0);
    expect(h.sides).toContain(m);
  });

  it('Caught Off Guard: the first player picks which of your upgrades or supports is discarded; none: surge', () => {
    const g = setupGame();
    const shooter = toPlay(g, 0, '01008');
    const may = toPlay(g, 0, '01006');
    const marker = surgeMarker(g);
    revealFor(g, 0, '01188');
    expect(decision(g)?.reason).toBe('01188-discard');
    expect(decision(g)?.player).toBe(g.first);
    pickT(g, 'card', may);
    toMain(g);
    expect(g.players[0]!.discard).toContain(may);
    expect(g.players[0]!.play).toContain(shooter);
    expect(g.edeck).toContain(marker); // no surge

    const h = setupGame();
    const m = surgeMarker(h);
    revealFor(h, 0, '01188');
    toMain(h);
    expect(h.sides).toContain(m);
  });

  it('Gang-Up: a hero is attacked by the villain, then by each minion engaged with them; an alter-ego gets surge', () => {
    const g = setupGame();
    setForm(g, 0, 'hero');
    const soldier = addMinion(g, 0, '01182'); // Hydra Soldier, ATK 2
    blankBoost(g);
    revealFor(g, 0, '01189');
    toMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(stat(g, g.villain, 'atk') + stat(g, soldier, 'atk'));

    const h = setupGame();
    const m = surgeMarker(h);
    revealFor(h, 0, '01189');
    toMain(h);
    expect(h.cards[me(h)]!.dmg).toBe(0);
    expect(h.sides).toContain(m);
  });

  it('Shadow of the Past: your nemesis minion engages you, your nemesis side scheme is revealed, the rest joins the encounter deck', () => {
    const g = setupGame();
    const nem = [...g.players[0]!.nemesis];
    expect(nem).toHaveLength(5); // Spider-Man's: Highway Robbery, Vulture, 2 Sweeping Swoop, The Vulture's Plans
    surgeMarker(g);
    const deck = g.edeck.length;
    const hand = g.players[0]!.hand.length;
    revealFor(g, 0, '01190');
    toMain(g);
    const vulture = nem.find((id) => g.cards[id]!.code === '01167')!;
    const robbery = nem.find((id) => g.cards[id]!.code === '01166')!;
    expect(g.players[0]!.engaged).toContain(vulture);
    expect(g.sides).toContain(robbery);
    expect(g.cards[robbery]!.threat).toBe(3); // its starting threat (1 player)
    // Highway Robbery's When Revealed ran: a hand card went facedown under it
    expect(g.players[0]!.hand.length).toBe(hand - 1);
    expect(g.cards.filter((c) => c.zone === 'under' && c.host === robbery)).toHaveLength(1);
    expect(g.players[0]!.nemesis).toEqual([]);
    for (const id of nem) if (id !== vulture && id !== robbery) expect(g.edeck).toContain(id);
    expect(g.edeck.length).toBe(deck + 3); // the minion came: no surge took a card

    // a second Shadow finds nothing set aside: surge
    const m2 = surgeMarker(g);
    revealFor(g, 0, '01190');
    toMain(g);
    expect(g.sides).toContain(m2);
  });
});

describe('Expert set', () => {
  it('Exhaustion: your identity is exhausted, and it surges', () => {
    const g = setupGame();
    const m = surgeMarker(g);
    revealFor(g, 0, '01191');
    toMain(g);
    expect(g.cards[me(g)]!.exh).toBe(true);
    expect(g.sides).toContain(m);
  });

  it('Masterplan: 4 threat on each side scheme; with none, the encounter deck is milled to a side scheme that is revealed', () => {
    const g = setupGame();
    const a = addSide(g, '01108', 2);
    const b = addSide(g, '01156', 1);
    revealFor(g, 0, '01192');
    toMain(g);
    expect(g.cards[a]!.threat).toBe(6);
    expect(g.cards[b]!.threat).toBe(5);

    const h = setupGame();
    const side = onTop(h, '01109'); // Bomb Scare, under...
    const adv = onTop(h, '01186'); // ...an Advance
    const main = h.cards[h.main]!.threat;
    revealFor(h, 0, '01192');
    toMain(h);
    expect(h.ediscard).toContain(adv);
    expect(h.sides).toContain(side);
    expect(h.cards[side]!.threat).toBe(3); // Bomb Scare's own When Revealed ran: 2 + 1 per player
    expect(h.cards[h.main]!.threat).toBe(main); // Advance was discarded, not revealed
  });

  it('Under Fire: reveals the top encounter card, then surges', () => {
    const g = setupGame();
    const second = onTop(g, '01108');
    const first = onTop(g, '01156');
    revealFor(g, 0, '01193');
    toMain(g);
    expect(g.sides).toEqual([first, second]);
  });
});

describe('Bomb Scare', () => {
  it('Bomb Scare: enters with its starting threat plus 1 per player', () => {
    const g = two();
    const id = revealFor(g, 0, '01109');
    toMain(g);
    expect(g.sides).toContain(id);
    expect(g.cards[id]!.threat).toBe(2 + 2);
  });

  it('Hydra Bomber: engages you; you choose to take 2 damage (an alter-ego too: "you" is the identity in either form) or 1 threat on the main scheme', () => {
    const g = setupGame();
    const bomber = revealFor(g, 0, '01110');
    expect(g.players[0]!.engaged).toContain(bomber);
    expect(decision(g)?.reason).toBe('01110-choice');
    expect(decision(g)?.player).toBe(0);
    pickT(g, 'damage');
    toMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(2);

    const h = setupGame();
    const t = h.cards[h.main]!.threat;
    revealFor(h, 0, '01110');
    pickT(h, 'threat');
    toMain(h);
    expect(h.cards[h.main]!.threat).toBe(t + 1);
    expect(h.cards[me(h)]!.dmg).toBe(0);
  });

  it('Explosion: the first player assigns Bomb Scare\'s threat as damage among heroes and allies; no Bomb Scare: surge', () => {
    const g = setupGame();
    setForm(g, 0, 'hero');
    const cat = toPlay(g, 0, '01002'); // Black Cat, 2 hit points
    addSide(g, '01109', 3);
    revealFor(g, 0, '01111');
    expect(decision(g)?.reason).toBe('01111-assign');
    expect(decision(g)?.player).toBe(g.first);
    pickT(g, 'character', cat);
    pickT(g, 'character', me(g));
    pickT(g, 'character', me(g));
    toMain(g);
    expect(g.cards[cat]!.dmg).toBe(1);
    expect(g.cards[me(g)]!.dmg).toBe(2);

    const h = setupGame();
    const m = surgeMarker(h);
    revealFor(h, 0, '01111');
    toMain(h);
    expect(h.cards[me(h)]!.dmg).toBe(0);
    expect(h.sides).toContain(m);
  });

  it('Explosion: an identity in alter-ego form is not a hero: it cannot be assigned damage; allies of any player can', () => {
    const g = two();
    setForm(g, 1, 'hero');
    const cat = toPlay(g, 0, '01002'); // Black Cat, 2 hit points, controlled by the alter-ego player
    addSide(g, '01109', 2);
    revealFor(g, 0, '01111');
    expect(decision(g)?.reason).toBe('01111-assign');
    const targets = decision(g)!.options.map((o) => o.c);
    expect(targets).not.toContain(me(g, 0));
    expect(targets).toEqual(expect.arrayContaining([cat, me(g, 1)]));
    pickT(g, 'character', cat);
    pickT(g, 'character', me(g, 1));
    toMain(g);
    expect(g.cards[cat]!.dmg).toBe(1);
    expect(g.cards[me(g, 1)]!.dmg).toBe(1);
    expect(g.cards[me(g, 0)]!.dmg).toBe(0);

    // a lone alter-ego with no ally: nobody is eligible, no damage is dealt (and Bomb Scare is in play: no surge)
    const h = setupGame();
    addSide(h, '01109', 3);
    const m = surgeMarker(h);
    const ex = revealFor(h, 0, '01111');
    toMain(h);
    expect(h.cards[me(h)]!.dmg).toBe(0);
    expect(h.stats.damageTaken).toBe(0);
    expect(h.edeck).toContain(m);
    expect(h.ediscard).toContain(ex);
  });

  it('False Alarm: you are confused; when you already were, it surges', () => {
    const g = setupGame();
    const m = surgeMarker(g);
    revealFor(g, 0, '01112');
    toMain(g);
    expect(g.cards[me(g)]!.conf).toBe(true);
    expect(g.edeck).toContain(m);
    revealFor(g, 0, '01112');
    toMain(g);
    expect(g.cards[me(g)]!.conf).toBe(true);
    expect(g.sides).toContain(m);
  });
});

describe('Masters of Evil', () => {
  it('The Masters of Evil: the encounter deck is milled to a Masters of Evil minion, which engages the first player', () => {
    const g = two();
    const shark = onTop(g, '01131');
    const adv = onTop(g, '01186');
    const id = revealFor(g, 1, '01128');
    toMain(g);
    expect(g.ediscard).toContain(adv);
    expect(g.players[g.first]!.engaged).toContain(shark);
    expect(g.first).toBe(0);
    expect(g.cards[id]!.threat).toBe(3 * 2);
  });

  it('Radioactive Man: after he attacks you, you discard a random card; as a boost, the same', () => {
    const g = setupGame();
    setForm(g, 0, 'hero');
    const rm = addMinion(g, 0, '01129');
    const hand = g.players[0]!.hand.length;
    act(g, () => { enemyAttack(g, rm, 0); });
    toMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(1);
    expect(g.players[0]!.hand.length).toBe(hand - 1);

    const h = setupGame(); // alter-ego: the villain schemes, and the boost still discards
    onTop(h, '01129');
    const hh = h.players[0]!.hand.length;
    act(h, () => { enemyScheme(h, h.villain, 0); });
    toMain(h);
    expect(h.players[0]!.hand.length).toBe(hh - 1);
  });

  it('Whirlwind: his attack on you is also made on each other hero; as a boost, 1 damage to each hero', () => {
    const g = two();
    setForm(g, 0, 'hero');
    setForm(g, 1, 'hero');
    const ww = addMinion(g, 0, '01130'); // ATK 2
    act(g, () => { enemyAttack(g, ww, 0); });
    toMain(g);
    expect(g.cards[me(g, 0)]!.dmg).toBe(2);
    expect(g.cards[me(g, 1)]!.dmg).toBe(2);
    // one extra attack per other hero, not a cascade of them
    expect(g.stats.damageTaken).toBe(4);

    const h = two();
    setForm(h, 0, 'hero');
    setForm(h, 1, 'hero');
    onTop(h, '01130');
    act(h, () => { enemyScheme(h, h.villain, 0); });
    toMain(h);
    expect(h.cards[me(h, 0)]!.dmg).toBe(1);
    expect(h.cards[me(h, 1)]!.dmg).toBe(1);
  });

  it('Whirlwind: a player in alter-ego form is not another hero: not attacked, and his boost deals them no damage', () => {
    const g = two();
    setForm(g, 0, 'hero');
    const ww = addMinion(g, 0, '01130'); // ATK 2
    act(g, () => { enemyAttack(g, ww, 0); });
    toMain(g);
    expect(g.cards[me(g, 0)]!.dmg).toBe(2);
    expect(g.cards[me(g, 1)]!.dmg).toBe(0);
    expect(g.stats.damageTaken).toBe(2);

    const h = two();
    setForm(h, 1, 'hero');
    onTop(h, '01130');
    act(h, () => { enemyScheme(h, h.villain, 0); });
    toMain(h);
    expect(h.cards[me(h, 0)]!.dmg).toBe(0);
    expect(h.cards[me(h, 1)]!.dmg).toBe(1);
  });

  it('Tiger Shark: after he attacks, he gets a tough status; as a boost, the villain gets one', () => {
    const g = setupGame();
    setForm(g, 0, 'hero');
    const ts = addMinion(g, 0, '01131');
    expect(g.cards[ts]!.tough).toBe(false);
    act(g, () => { enemyAttack(g, ts, 0); });
    toMain(g);
    expect(g.cards[ts]!.tough).toBe(true);
    expect(g.cards[me(g)]!.dmg).toBe(3);

    const h = setupGame();
    onTop(h, '01131');
    expect(h.cards[h.villain]!.tough).toBe(false);
    act(h, () => { enemyScheme(h, h.villain, 0); });
    toMain(h);
    expect(h.cards[h.villain]!.tough).toBe(true);
  });

  it('Melter: the engaged player must defend with a ready ally (no other choice is offered); as a boost, your allies exhaust', () => {
    const g = setupGame();
    setForm(g, 0, 'hero');
    const cat = toPlay(g, 0, '01002');
    const melter = addMinion(g, 0, '01132');
    act(g, () => { enemyAttack(g, melter, 0); });
    toMain(g);
    expect(g.players[0]!.discard).toContain(cat); // 3 damage on 2 hit points
    expect(g.cards[me(g)]!.dmg).toBe(0);
    expect(g.cards[me(g)]!.exh).toBe(false);

    const h = setupGame();
    const c2 = toPlay(h, 0, '01002');
    onTop(h, '01132');
    act(h, () => { enemyScheme(h, h.villain, 0); });
    toMain(h);
    expect(h.cards[c2]!.exh).toBe(true);
  });

  it('Masters of Mayhem: every Masters of Evil minion attacks its engaged hero; when none attacked, one is fetched to engage you', () => {
    const g = setupGame();
    setForm(g, 0, 'hero');
    const shark = addMinion(g, 0, '01131');
    const melter = onTop(g, '01132');
    revealFor(g, 0, '01133');
    toMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(3);
    expect(g.cards[shark]!.tough).toBe(true); // his own response ran
    expect(g.edeck).toContain(melter);

    // none in play: the encounter deck (or discard pile) gives one, the player picking among several
    const h = setupGame();
    const m1 = onTop(h, '01132');
    const m2 = newCard(h, '01129', -1); h.cards[m2]!.zone = 'ediscard'; h.ediscard.push(m2);
    revealFor(h, 0, '01133');
    expect(decision(h)?.reason).toBe('01133-fetch');
    pickT(h, 'card', m2);
    toMain(h);
    expect(h.players[0]!.engaged).toEqual([m2]);
    expect(h.edeck).toContain(m1);

    // a stunned minion loses its stun instead of attacking: no attack was made, so one is fetched
    const k = setupGame();
    setForm(k, 0, 'hero');
    const s = addMinion(k, 0, '01131');
    k.cards[s]!.stun = true;
    const mel = onTop(k, '01132');
    revealFor(k, 0, '01133');
    toMain(k);
    expect(k.cards[s]!.stun).toBe(false);
    expect(k.cards[me(k)]!.dmg).toBe(0);
    expect(k.players[0]!.engaged).toContain(mel);

  });

  it('Masters of Mayhem: an attack replaced by Webbed Up is not made, so one is fetched', () => {
    const g = setupGame();
    setForm(g, 0, 'hero');
    const shark = addMinion(g, 0, '01131');
    const wu = toPlay(g, 0, '01009', shark); // Webbed Up on Tiger Shark
    const mel = onTop(g, '01132');
    revealFor(g, 0, '01133');
    toMain(g);
    expect(g.players[0]!.discard).toContain(wu);
    expect(g.cards[shark]!.stun).toBe(true);
    expect(g.cards[shark]!.tough).toBe(false); // no attack: his "after he attacks" did not run
    expect(g.cards[me(g)]!.dmg).toBe(0);
    expect(g.players[0]!.engaged).toContain(mel);
  });

  it('Masters of Mayhem: a minion engaged with a player in alter-ego form does not attack; with no attack made, one is fetched', () => {
    const a = setupGame();
    const shark = addMinion(a, 0, '01131');
    a.cards[shark]!.stun = true; // it makes no attack, so it keeps its stun
    const m3 = onTop(a, '01132');
    revealFor(a, 0, '01133');
    toMain(a);
    expect(a.cards[me(a)]!.dmg).toBe(0);
    expect(a.cards[shark]!.tough).toBe(false); // no attack: his response did not run
    expect(a.cards[shark]!.stun).toBe(true);
    expect(a.players[0]!.engaged).toContain(m3); // "engaged with you": the alter-ego player still gets it

    // a hero's minion attacks, an alter-ego's does not; an attack was made, so nothing is fetched
    const b = two();
    setForm(b, 0, 'hero');
    addMinion(b, 0, '01131'); // Tiger Shark, ATK 3
    const rm = addMinion(b, 1, '01129'); // Radioactive Man, engaged with the alter-ego
    const m4 = onTop(b, '01132');
    const hand1 = b.players[1]!.hand.length;
    revealFor(b, 1, '01133');
    toMain(b);
    expect(b.cards[me(b, 0)]!.dmg).toBe(3);
    expect(b.cards[me(b, 1)]!.dmg).toBe(0);
    expect(b.players[1]!.hand.length).toBe(hand1); // his "after he attacks you" never ran
    expect(b.players[1]!.engaged).toEqual([rm]);
    expect(b.edeck).toContain(m4);
  });
});

describe('Under Attack', () => {
  it('Under Attack: each player chooses 2 threat on it or 3 damage to their hero', () => {
    const g = two();
    setForm(g, 0, 'hero');
    setForm(g, 1, 'hero');
    const ua = revealFor(g, 0, '01151');
    expect(decision(g)?.reason).toBe('01151-choice');
    expect(decision(g)?.player).toBe(0);
    pickT(g, 'threat');
    expect(decision(g)?.player).toBe(1);
    pickT(g, 'damage');
    toMain(g);
    expect(g.cards[ua]!.threat).toBe(3 + 2);
    expect(g.cards[me(g, 0)]!.dmg).toBe(0);
    expect(g.cards[me(g, 1)]!.dmg).toBe(3);
  });

  it('Under Attack: a player in alter-ego form is not offered the damage (it would change nothing), so 2 threat go on it', () => {
    const g = setupGame();
    const ua = revealFor(g, 0, '01151');
    expect(decision(g)?.reason).not.toBe('01151-choice');
    toMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(0);
    expect(g.cards[ua]!.threat).toBe(3 + 2);
  });

  it('Vibranium Armor: the villain gets a tough status each time it takes damage; a hero exhausts and pays 2 physical to discard it', () => {
    const g = setupGame();
    setForm(g, 0, 'hero');
    const armor = revealFor(g, 0, '01152');
    expect(g.cards[armor]!.host).toBe(g.villain);
    act(g, () => { damage(g, g.villain, 2, me(g)); });
    expect(g.cards[g.villain]!.dmg).toBe(2);
    expect(g.cards[g.villain]!.tough).toBe(true);
    act(g, () => { damage(g, g.villain, 2, me(g)); }); // the tough status takes it
    expect(g.cards[g.villain]!.dmg).toBe(2);
    expect(g.cards[g.villain]!.tough).toBe(false); // no damage taken: no new status

    emptyHand(g, 0);
    const str = toHand(g, 0, '01090'); // Strength: 2 physical
    act(g, () => {});
    pick(g, (o) => o.t === 'act' && o.c === armor);
    toMain(g);
    expect(g.ediscard).toContain(armor);
    expect(g.players[0]!.discard).toContain(str);
    expect(g.cards[me(g)]!.exh).toBe(true);
  });

  it('Concussion Blasters: the villain has retaliate 1; a hero exhausts and pays 2 energy to discard it', () => {
    const g = setupGame();
    setForm(g, 0, 'hero');
    const bl = addAttachment(g, '01153');
    act(g, () => { playerAttack(g, 0, me(g), g.villain, 2, { basic: 1 }); });
    toMain(g);
    expect(g.cards[g.villain]!.dmg).toBe(2);
    expect(g.cards[me(g)]!.dmg).toBe(1);

    emptyHand(g, 0);
    toHand(g, 0, '01088'); // Energy: 2 energy
    act(g, () => {});
    pick(g, (o) => o.t === 'act' && o.c === bl);
    toMain(g);
    expect(g.attachments).not.toContain(bl);
    expect(g.ediscard).toContain(bl);
    act(g, () => { playerAttack(g, 0, me(g), g.villain, 2, { basic: 1 }); });
    toMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(1); // no more retaliate
  });

  it('Concussive Blast: 1 damage to every friendly character; as a boost, to each character you control', () => {
    const g = two();
    const cat = toPlay(g, 0, '01002');
    revealFor(g, 1, '01154');
    toMain(g);
    expect([g.cards[me(g, 0)]!.dmg, g.cards[me(g, 1)]!.dmg, g.cards[cat]!.dmg]).toEqual([1, 1, 1]);

    const h = two();
    const c2 = toPlay(h, 0, '01002');
    onTop(h, '01154');
    act(h, () => { enemyScheme(h, h.villain, 0); });
    toMain(h);
    expect([h.cards[me(h, 0)]!.dmg, h.cards[me(h, 1)]!.dmg, h.cards[c2]!.dmg]).toEqual([1, 0, 1]);
  });
});

describe('Legions of Hydra', () => {
  it('Legions of Hydra: fetches Madame Hydra to engage you, then 2 more threat per Hydra enemy in play', () => {
    const g = setupGame();
    addMinion(g, 0, '01182'); // a Hydra Soldier
    const mh = newCard(g, '01181', -1); g.cards[mh]!.zone = 'ediscard'; g.ediscard.push(mh);
    const id = revealFor(g, 0, '01180');
    toMain(g);
    expect(g.players[0]!.engaged).toContain(mh);
    expect(g.cards[id]!.threat).toBe(3 + 2 * 2);

    // she is in play already: no search, and she counts once
    const t = revealFor(g, 0, '01180');
    toMain(g);
    expect(g.players[0]!.engaged.filter((m) => g.cards[m]!.code === '01181')).toHaveLength(1);
    expect(g.cards[t]!.threat).toBe(3 + 2 * 2);
  });

  it('Madame Hydra: no damage while Legions of Hydra is in play; after she attacks or schemes, 2 threat on it', () => {
    const g = setupGame();
    setForm(g, 0, 'hero');
    const mh = addMinion(g, 0, '01181');
    const legion = addSide(g, '01180', 3);
    act(g, () => { damage(g, mh, 3, me(g)); });
    expect(g.cards[mh]!.dmg).toBe(0);
    act(g, () => { enemyAttack(g, mh, 0); });
    toMain(g);
    expect(g.cards[me(g)]!.dmg).toBe(2);
    expect(g.cards[legion]!.threat).toBe(5);
    setForm(g, 0, 'alter');
    act(g, () => { enemyScheme(g, mh, 0); });
    toMain(g);
    expect(g.cards[legion]!.threat).toBe(7);

    const h = setupGame();
    const m2 = addMinion(h, 0, '01181');
    act(h, () => { damage(h, m2, 3, me(h)); });
    expect(h.cards[m2]!.dmg).toBe(3);
  });

  it('Hydra Soldier: guard; when defeated, its engaged player is dealt an encounter card', () => {
    const g = setupGame();
    setForm(g, 0, 'hero');
    const s = addMinion(g, 0, '01182');
    expect(hasGuard(g, s)).toBe(true);
    expect(attackTargets(g, 0)).not.toContain(g.villain);
    const top = g.edeck[g.edeck.length - 1]!;
    act(g, () => { damage(g, s, 4, me(g)); });
    toMain(g);
    expect(g.ediscard).toContain(s);
    expect(g.players[0]!.dealt).toEqual([top]);
  });
});

describe('The Doomsday Chair', () => {
  it('The Doomsday Chair: fetches M.O.D.O.K. to engage you unless he is in play', () => {
    const g = setupGame();
    const modok = onTop(g, '01184');
    const id = revealFor(g, 0, '01183');
    toMain(g);
    expect(g.players[0]!.engaged).toEqual([modok]);
    expect(g.cards[id]!.threat).toBe(8);
    const other = onTop(g, '01184'); // a second copy: not fetched while he is in play
    revealFor(g, 0, '01183');
    toMain(g);
    expect(g.edeck).toContain(other);
    expect(g.players[0]!.engaged).toEqual([modok]);
  });

  it('M.O.D.O.K.: retaliate 2', () => {
    const g = setupGame();
    setForm(g, 0, 'hero');
    const m = addMinion(g, 0, '01184');
    act(g, () => { playerAttack(g, 0, me(g), m, 2, { basic: 1 }); });
    toMain(g);
    expect(g.cards[m]!.dmg).toBe(2);
    expect(g.cards[me(g)]!.dmg).toBe(2);
  });

  it('Biomechanical Upgrades: surge; on the sturdiest minion without one; its host survives a defeat once, fully healed', () => {
    const g = setupGame();
    const soldier = addMinion(g, 0, '01182'); // 4 printed hit points
    const modok = addMinion(g, 0, '01184'); // 8
    const m1 = surgeMarker(g);
    const a = revealFor(g, 0, '01185');
    toMain(g);
    expect(g.cards[a]!.host).toBe(modok);
    expect(g.sides).toContain(m1);
    const b = revealFor(g, 0, '01185'); // M.O.D.O.K. has one: the soldier gets this one
    toMain(g);
    expect(g.cards[b]!.host).toBe(soldier);

    act(g, () => { damage(g, modok, 9, me(g)); });
    toMain(g);
    expect(g.players[0]!.engaged).toContain(modok);
    expect(g.cards[modok]!.dmg).toBe(0);
    expect(g.ediscard).toContain(a);
    act(g, () => { damage(g, modok, 8, me(g)); });
    toMain(g);
    expect(g.ediscard).toContain(modok);

    // no minion to attach to: discarded, and it surges (once)
    const h = setupGame();
    const m2 = surgeMarker(h);
    const c = revealFor(h, 0, '01185');
    toMain(h);
    expect(h.ediscard).toContain(c);
    expect(h.sides).toContain(m2);
  });
});
