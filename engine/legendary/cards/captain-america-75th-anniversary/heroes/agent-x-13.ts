// Agent X-13 (Captain America 75th Anniversary).
import { SET } from '../set.js';
import { OUT_OF_TIME } from '../../../keywords/out-of-time.js';
import { ask, cont, later } from '../../../flow.js';
import { isSavior } from '../../../keywords/savior.js';
import { hero } from '../../../registry.js';
import { DISCARD, HAND, cardsIn, def, distinct, gainAttack, gainOfficer, isTeam, koCard, playedTeam, playedWhere, power } from '../../../rules.js';
import { COVERT, INSTINCT, RANGED, SHIELD, TECH } from '../../../types.js';
import { outOfTime, replayWorth } from './common.js';

export const AGENT_X_13 = 'Agent X-13';

const spyChoice = cont('agent-x-13:spy-network', (g, f, v) => { if (v === 1) gainAttack(g, 2); else gainOfficer(g, f.p); }, { about: 'officer-or-attack', n: 2 });

// Mobilize for War: KO up to two S.H.I.E.L.D. heroes from hand or discard; Savior (read first): +1 Attack per KO.
const mobilizeKo = cont('agent-x-13:mobilize-for-war:ko', (g, f, v) => {
  if (v < 0) return;
  koCard(g, f.p, v);
  if (f.m === 1) gainAttack(g, 1);
  if (f.n < 1) later(g, mobilizeAsk, f.p, f.c, f.n + 1, null, f.m);
}, { about: 'ko-optional', n: 1 });
const mobilizeAsk = cont('agent-x-13:mobilize-for-war:ask', (g, f) => {
  const opts = distinct(g, f.p, cardsIn(g, f.p, HAND | DISCARD, (c) => def(g, c).kind === 'hero' && isTeam(g, c, SHIELD)));
  ask(g, f.p, 'card', mobilizeKo, opts.length ? [...opts, -1] : [], { source: f.c, n: f.n, m: f.m });
});

hero(AGENT_X_13, 'S.H.I.E.L.D.', [
  {
    name: 'Sniper Squad', copies: 5, cls: RANGED, cost: 3, recruit: 1, attack: 1,
    gives: [OUT_OF_TIME],
    text: 'S.H.I.E.L.D. team power (four): Man Out of Time.',
    hint: { power: { team: SHIELD, count: 4, attack: replayWorth(1), recruit: replayWorth(1) } },
    play: (g, _p, c) => { if (playedTeam(g, SHIELD) >= 4) outOfTime(g, c); },
  },
  {
    name: 'Paramilitary Ops', copies: 5, cls: TECH, cost: 4, attack: 2, plus: { attack: true },
    text: '+1 Attack for each other S.H.I.E.L.D. hero costing 1 or more played this turn.',
    hint: { avgAttack: 0.7 },
    play: (g) => gainAttack(g, playedWhere(g, (d) => d.kind === 'hero' && d.cost >= 1 && (d.teams & (1 << SHIELD)) !== 0)),
  },
  {
    name: 'Spy Network', copies: 3, cls: COVERT, cost: 4, attack: 0, plus: { attack: true },
    gives: [OUT_OF_TIME],
    text: 'Choose: gain a S.H.I.E.L.D. Officer or +2 Attack. Covert superpower: Man Out of Time.',
    hint: { avgAttack: 1.5, power: { cls: COVERT, attack: replayWorth(1.5) } },
    play: (g, p, c) => {
      if (power(g, COVERT)) outOfTime(g, c);
      ask(g, p, 'mode', spyChoice, g.officers.length ? [0, 1] : [1], { source: c, n: 2 });
    },
  },
  {
    name: 'Mobilize for War', copies: 1, cls: INSTINCT, cost: 7, attack: 4, plus: { attack: true },
    text: 'KO up to two S.H.I.E.L.D. heroes from your hand or discard pile. Savior: +1 Attack per card KO\'d.',
    hint: { avgAttack: 0.8 },
    play: (g, p, c) => later(g, mobilizeAsk, p, c, 0, null, isSavior(g, p) ? 1 : 0),
  },
], SET);
