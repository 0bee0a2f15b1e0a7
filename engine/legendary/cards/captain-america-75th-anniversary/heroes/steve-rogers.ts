// Steve Rogers, Director of S.H.I.E.L.D. (Captain America 75th Anniversary).
import { SET } from '../set.js';
import { OUT_OF_TIME } from '../../../keywords/out-of-time.js';
import { ask, cont } from '../../../flow.js';
import { isSavior } from '../../../keywords/savior.js';
import { hero } from '../../../registry.js';
import { def, distinct, gainAttack, gainRecruit, isTeam, koCard, playedTeam, rescue } from '../../../rules.js';
import { COVERT, INSTINCT, SHIELD, STRENGTH, TECH } from '../../../types.js';
import { classesYouHave } from '../common.js';
import { outOfTime } from './common.js';

// Reassign to Civilian Duty: may KO a S.H.I.E.L.D. hero played this turn; if so, rescue a Bystander.
const reassign = cont('steve-rogers:reassign-to-civilian-duty', (g, f, v) => {
  if (v < 0 || !g.players[f.p]!.inPlay.includes(v)) return;
  koCard(g, f.p, v);
  rescue(g, f.p, 1);
}, { about: 'ko-optional', n: 1.5 });

hero('Steve Rogers, Director of S.H.I.E.L.D.', 'S.H.I.E.L.D.', [
  {
    name: 'International Strike Force', copies: 5, cls: STRENGTH, cost: 3, attack: 0, recruit: 0, plus: { attack: true, recruit: true },
    text: '+1 Recruit for each hero class you have. Savior: +1 Attack for each hero class you have.',
    hint: { avgRecruit: 2.5, avgAttack: 0.8 },
    play: (g, p) => {
      const n = classesYouHave(g, p);
      gainRecruit(g, n);
      if (isSavior(g, p)) gainAttack(g, n);
    },
  },
  {
    name: 'Reassign to Civilian Duty', copies: 5, cls: INSTINCT, cost: 5, attack: 2,
    text: 'S.H.I.E.L.D. team power (three): you may KO a S.H.I.E.L.D. hero you played this turn; if you do, rescue a Bystander.',
    hint: { power: { team: SHIELD, count: 3, rescue: 1 } },
    play: (g, p, c) => {
      if (playedTeam(g, SHIELD) < 3) return;
      const opts = distinct(g, p, g.players[p]!.inPlay.filter((x) => def(g, x).kind === 'hero' && isTeam(g, x, SHIELD)));
      ask(g, p, 'card', reassign, [...opts, -1], { source: c });
    },
  },
  {
    name: 'Shadow of Wars Past', copies: 3, cls: COVERT, cost: 4, attack: 2,
    gives: [OUT_OF_TIME],
    text: 'Savior: Man Out of Time.',
    hint: { avgAttack: 0.6 },
    play: (g, p, c) => { if (isSavior(g, p)) outOfTime(g, c); },
  },
  {
    name: 'Save the World', copies: 1, cls: TECH, cost: 8, attack: 4, plus: { attack: true },
    text: 'Rescue a Bystander. Savior: +3 Attack.',
    hint: { power: { rescue: 1 }, avgAttack: 1.5 },
    play: (g, p) => { rescue(g, p, 1); if (isSavior(g, p)) gainAttack(g, 3); },
  },
], SET);
