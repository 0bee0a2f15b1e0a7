// Enemies of Asgard (Marvel Studios Phase 1): core's four cards, Ymir renamed Laufey, Frost Giant King.
import { SET } from '../set.js';
import { villainGroup } from '../../../registry.js';
import { ENEMIES_OF_ASGARD_CARDS, ENEMIES_OF_ASGARD_REVEALS } from '../../core/villains/enemies-of-asgard.js';
import { renamed } from '../shared.js';

villainGroup('Enemies of Asgard', renamed(ENEMIES_OF_ASGARD_CARDS, ['Destroyer', 'Enchantress', 'Frost Giant', 'Laufey, Frost Giant King']), SET,
  ENEMIES_OF_ASGARD_REVEALS);
