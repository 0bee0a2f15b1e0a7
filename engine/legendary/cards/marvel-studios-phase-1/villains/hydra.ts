// HYDRA (Marvel Studios Phase 1): core HYDRA's four cards under the film's names (Endless Armies of HYDRA,
// HYDRA Motorcycle Squad = HYDRA Kidnappers, Arnim Zola = Supreme HYDRA, HYDRA Tank = Viper). A group of its
// own: its name is core's, so "other HYDRA villains" counts both groups' cards.
import { SET } from '../set.js';
import { villainGroup } from '../../../registry.js';
import { HYDRA_CARDS } from '../../core/villains/hydra.js';
import { renamed } from '../shared.js';

villainGroup('HYDRA', renamed(HYDRA_CARDS, ['Endless Armies of HYDRA', 'HYDRA Motorcycle Squad', 'Arnim Zola', 'HYDRA Tank']), SET);
