// Carnage (Paint the Town Red): his Master Strike feasts on each player; his Tactics feast on one.
import { SET } from '../set.js';
import { FEAST, feast, feastedZeroCostHero } from '../../../keywords/feast.js';
import { ask, cont, later } from '../../../flow.js';
import { mastermind } from '../../../registry.js';
import { GAIN_WOUND, def, distinct, gainRecruit, isBystander, koCard, log, nameOf, otherPlayersEvil, playerOrder, topOfDeck } from '../../../rules.js';

// Master Strike, for each player: Carnage feasts on them; a 0-cost hero eaten gives them a Wound.
const strikeEach = cont('carnage:strike:each', (g, f) => {
  if (feastedZeroCostHero(g, feast(g, f.p, f.c))) later(g, GAIN_WOUND, f.p);
});

// Drooling Jaws: each player reveals their top card; Carnage feasts on the player you choose.
const jawsChosen = cont('carnage:drooling-jaws:player', (g, f, v) => { if (v >= 0) feast(g, v, f.c); }, { about: 'feast-player' });

// Endless Hunger: feast on you; again while a 0-cost hero is eaten.
const hunger = cont('carnage:endless-hunger', (g, f) => {
  if (feastedZeroCostHero(g, feast(g, f.p, f.c))) later(g, hunger, f.p, f.c);
});

// Om Nom Nom: each other player KOs a Bystander of their choice from their victory pile.
const koBystander = cont('carnage:om-nom-nom:each', (g, f) => {
  ask(g, f.p, 'card', koBystanderChosen, distinct(g, f.p, g.players[f.p]!.victory.filter((c) => isBystander(g, c))), { source: f.c });
});
const koBystanderChosen = cont('carnage:om-nom-nom:chosen', (g, f, v) => { if (v >= 0) koCard(g, f.p, v, f.c); }, { about: 'lose-vp' });

export const CARNAGE = mastermind({
  name: 'Carnage', set: SET, attack: 9, vp: 6, leads: 'Maximum Carnage', keywords: [FEAST],
  text: 'Master Strike: he feasts on each player; a player whose 0-cost hero he eats gains a Wound. His Tactics feast.',
  strike: (g, _p, c) => { for (const p of playerOrder(g)) later(g, strikeEach, p, c); },
  tactics: [
    {
      name: 'Drooling Jaws', text: 'Each player reveals their top card; Carnage feasts on the player you choose.',
      fight: (g, p, c) => {
        const who: number[] = [];
        for (const q of playerOrder(g)) {
          const top = topOfDeck(g, q);
          if (top < 0) continue;
          g.log && log(g, `  P${q + 1} reveals ${nameOf(g, top)}`);
          who.push(q);
        }
        ask(g, p, 'player', jawsChosen, who, { source: c });
      },
    },
    {
      name: 'Endless Hunger', text: 'Feast; if he eats a 0-cost hero, he feasts again.',
      fight: (g, p, c) => later(g, hunger, p, c),
    },
    {
      name: 'Feed Me', text: 'Feast; you get Recruit equal to the cost of the card eaten.',
      fight: (g, p, c) => { const e = feast(g, p, c); if (e >= 0) gainRecruit(g, def(g, e).cost); },
    },
    {
      name: 'Om Nom Nom', text: 'Feast; if he eats a 0-cost hero, each other player KOs a Bystander from their victory pile.',
      fight: (g, p, c) => {
        if (!feastedZeroCostHero(g, feast(g, p, c))) return;
        for (const q of otherPlayersEvil(g)) later(g, koBystander, q, c);
      },
    },
  ],
});
