// Emissaries of Evil (Dark City). Each Ambush reveals the top card of the Villain Deck and acts on its kind;
// a card that is not acted on stays on top of the deck.
import { SET } from '../set.js';
import { def, eachGainsWound, isBystander, isVillain, playVillainCard } from '../../../rules.js';
import { villainGroup } from '../../../registry.js';
import { revealTopVillainCard, takeFromVillainDeck } from './shared.js';

villainGroup('Emissaries of Evil', [
  {
    name: 'Egghead', copies: 2, attack: 4, vp: 2,
    text: 'Ambush: look at the top card of the Villain Deck; a Villain there is played at once.',
    ambush: (g) => { const top = revealTopVillainCard(g); if (top >= 0 && isVillain(g, top)) playVillainCard(g); },
  },
  {
    name: 'Electro', copies: 2, attack: 6, vp: 4,
    text: 'Ambush: look at the top card of the Villain Deck; a Scheme Twist there is played at once.',
    ambush: (g) => { const top = revealTopVillainCard(g); if (top >= 0 && def(g, top).kind === 'twist') playVillainCard(g); },
  },
  {
    name: 'Gladiator', copies: 2, attack: 5, vp: 3,
    text: 'Ambush: look at the top card of the Villain Deck; a Bystander there is captured by Gladiator.',
    ambush: (g, _p, c) => {
      const top = revealTopVillainCard(g);
      const at = g.city.indexOf(c);
      if (top < 0 || at < 0 || !isBystander(g, top)) return;
      takeFromVillainDeck(g, top);
      g.att[at]!.push(top);
    },
  },
  {
    name: 'Rhino', copies: 2, attack: 5, vp: 3,
    text: 'Ambush: look at the top card of the Villain Deck; if it is a Master Strike, every player gains a Wound (the Strike stays). Escape: every player gains a Wound.',
    hint: { escape: 0.8 },
    ambush: (g) => { const top = revealTopVillainCard(g); if (top >= 0 && def(g, top).kind === 'strike') eachGainsWound(g); },
    escape: (g) => eachGainsWound(g),
  },
], SET);
