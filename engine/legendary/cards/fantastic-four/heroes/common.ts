// What several Fantastic Four heroes share: their team.
import { teamId } from '../../../registry.js';

export const FANTASTIC_FOUR = teamId('Fantastic Four');
