// Invade the Daily Bugle News HQ (Paint the Town Red): villains in the HQ (engine/legendary/hq-villains.ts).
import { SET } from '../set.js';
import { ask, cont } from '../../../flow.js';
import { hqVillainSlots } from '../../../hq-villains.js';
import { HENCHMEN, cardByKey, pool, scheme } from '../../../registry.js';
import { checkEvil, evilAt, isHero, isVillain, log, nameOf, putIntoHq, refillHq, twistToKo, villainAttack } from '../../../rules.js';
import { randInt, shuffle } from '../../../../shared/rng.js';
import type { Game } from '../../../types.js';
import { Z_CITY } from '../../../types.js';
import { hqHolder } from '../../../zones.js';

export const BUGLE_HENCHMEN = 6;
export const BUGLE_LIMIT = 5;
const COUNT = 'invade-the-daily-bugle:hq-villains';

/** Keeps the public count of villains in the HQ (scheme hints read it). */
function recount(g: Game): void { g.vars[COUNT] = hqVillainSlots(g).length; }

// Twist: the current player KOs a hero of the HQ; the city's highest-Attack villain moves into that space.
const koChosen = cont('invade-the-daily-bugle:twist:ko-hq-hero', (g, f, v) => {
  if (v < 0) { recount(g); return; }
  const h = g.hq[v]!;
  g.hq[v] = -1;
  g.ko.push(h);
  g.log && log(g, `  ${nameOf(g, h)} is KO'd from the HQ`);
  let best = -1; const top: number[] = [];
  for (let s = 0; s < g.city.length; s++) {
    const c = g.city[s]!;
    if (c < 0 || !isVillain(g, c)) continue;
    const a = villainAttack(g, s, false);
    if (a > best) { best = a; top.length = 0; top.push(s); } else if (a === best) top.push(s);
  }
  if (top.length === 0) { refillHq(g, v); recount(g); return; }
  ask(g, f.p, 'slot', moveChosen, top, { source: f.c, n: v });
}, { about: 'hq-lose' });
const moveChosen = cont('invade-the-daily-bugle:twist:move', (g, f, v) => {
  const to = f.n;
  if (v < 0 || g.city[v]! < 0) { refillHq(g, to); recount(g); return; }
  const c = g.city[v]!;
  g.city[v] = -1;
  g.att[hqHolder(g, to)]!.push(...g.att[v]!);
  g.att[v] = [];
  g.log && log(g, `  ${nameOf(g, c)} moves into HQ space ${to + 1}`);
  // into the HQ like any card that arrives there (this scheme's 'refillHq' hook recounts and checks Evil Wins)
  putIntoHq(g, to, c, Z_CITY);
}, { about: 'move-villain' });

scheme({
  name: 'Invade the Daily Bugle News HQ', set: SET, fightInHq: true,
  text: '8 twists; 6 henchmen of one group are shuffled into the Hero Deck. Villains in the HQ can be fought. Twist: KO a hero from the HQ; the highest-Attack villain in the city moves into that space. Evil wins with 5 villains in the HQ.',
  twists: () => 8,
  evilWinsAt: BUGLE_LIMIT,
  afterSetup: (g, make) => {
    // a henchmen group the Villain Deck does not use when the sets have one, else the Villain Deck's own
    const free = pool('henchmen group', g.setup.sets).filter((h) => !g.setup.henchmen.includes(h));
    const label = free.length ? free[randInt(g.rng, free.length)]! : g.setup.henchmen[0];
    if (label === undefined) return;
    const key = cardByKey(HENCHMEN.get(label)!.cards[0]!).key;
    g.heroDeck.push(...make(key, BUGLE_HENCHMEN));
    shuffle(g.rng, g.heroDeck);
  },
  on: {
    refillHq: { after: (g) => { recount(g); checkEvil(g); } },
  },
  twist: (g, _n, c) => {
    twistToKo(g, c);
    const heroes: number[] = [];
    for (let s = 0; s < g.hq.length; s++) if (g.hq[s]! >= 0 && isHero(g, g.hq[s]!)) heroes.push(s);
    ask(g, g.current, 'slot', koChosen, heroes, { source: c });
  },
  evilWins: (g) => (hqVillainSlots(g).length >= evilAt(g.setup, BUGLE_LIMIT) ? 'Invade the Daily Bugle News HQ: 5 villains in the HQ' : null),
  hint: {
    progress: (v) => Math.min(1, v.variable(COUNT) / evilAt(v.setup, BUGLE_LIMIT)),
    heroDeckTaken: -BUGLE_HENCHMEN,
  },
});
