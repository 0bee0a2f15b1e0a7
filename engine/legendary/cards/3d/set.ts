// 3D (Marvel 3D, 2014; its cards returned in Dimensions). Registered before its cards. Its heroes and henchmen are
// Dimensions' cards (the facts agree; the data's "Spider Slayer" is Dimensions' Spider-Slayer, without the hyphen):
// reprints, aliases of Dimensions' groups, which join a game with 3D as themselves (one of each with both sets). Four of
// its Bystanders reprint Dimensions' too (`reprintStackCards`); Stan Lee is its own.
import { cardSet } from '../../registry.js';

export const SET = cardSet('3d', '3D', [
  { kind: 'hero', label: 'Howard the Duck' },
  { kind: 'hero', label: 'Man-Thing' },
  { kind: 'henchmen group', label: 'Circus of Crime' },
  { kind: 'henchmen group', label: 'Spider-Slayer' },
]).id;
