import { describe, expect, it } from 'vitest';
import { act, endTurn, fight, mainActions, names, onVillainDeck, pick, put, putVillain, reason, refresh, revealVillainCard } from '../helpers.js';
import { ACT_COSMIC_THREAT } from '../../keywords/cosmic-threat.js';
import { CLASS_BITS, INSTINCT, STRENGTH } from '../../types.js';
import { hasCls } from '../../rules.js';
import { ffGame } from './game.js';

describe('Heralds of Galactus', () => {
  it('Firelord: Fight and Escape, every player reveals a Ranged hero or gains a Wound', () => {
    const g = ffGame();
    putVillain(g, 0, 'Firelord');
    g.t.attack = 9;
    put(g, 1, 'hand', 'Optic Blast');
    refresh(g);
    fight(g, 0);
    expect(reason(g)).toBe('reveal-or-wound'); // player 2 may reveal
    pick(g, 1);
    expect(g.players[0]!.discard.map((c) => g.cards[g.defOf[c]!]!.kind)).toEqual(['wound']);
    expect(g.players[1]!.discard).toEqual([]);
    expect(g.players[2]!.discard.length).toBe(1);
  });

  it('Morg: Ambush puts every non-Instinct HQ hero on the bottom of the Hero Deck and refills', () => {
    const g = ffGame();
    const before = g.hq.slice();
    const gone = before.filter((c) => !hasCls(g, c, INSTINCT));
    onVillainDeck(g, 'Morg');
    revealVillainCard(g);
    for (const c of gone) expect(g.hq).not.toContain(c);
    for (const c of before.filter((x) => hasCls(g, x, INSTINCT))) expect(g.hq).toContain(c);
    expect(g.heroDeck.slice(0, gone.length).sort()).toEqual(gone.sort());
    expect(g.hq.every((c) => c >= 0)).toBe(true);
    expect(gone.length).toBeGreaterThan(0);
  });

  it('Stardust: the chosen Covert hero joins the next hand as an extra card', () => {
    const g = ffGame();
    putVillain(g, 0, 'Stardust');
    put(g, 0, 'deck', ...Array(8).fill('Wound'));
    const [cov] = put(g, 0, 'hand', 'Dangerous Rescue', 'Growing Anger');
    g.t.attack = 10;
    refresh(g);
    fight(g, 0);
    endTurn(g);
    expect(g.players[0]!.hand).toContain(cov);
    expect(g.players[0]!.hand.length).toBe(7);
  });

  it('Terrax: Ambush captures a Bystander per Strength hero in the HQ', () => {
    const g = ffGame();
    const n = g.hq.filter((c) => hasCls(g, c, STRENGTH)).length;
    onVillainDeck(g, 'Terrax the Tamer');
    revealVillainCard(g);
    expect(names(g, g.att[0]!)).toEqual(Array(n).fill('Bystander'));
  });

  it('has Cosmic Threat against its class: Terrax against Strength only', () => {
    const g = ffGame();
    putVillain(g, 0, 'Terrax the Tamer');
    put(g, 0, 'hand', 'Growing Anger', 'Optic Blast');
    refresh(g);
    const opts = mainActions(g).filter((v) => Math.floor(v / 65536) === ACT_COSMIC_THREAT);
    expect(opts).toEqual([act(ACT_COSMIC_THREAT, CLASS_BITS.indexOf(STRENGTH))]);
  });
});
