// Radioactive Palladium Poisoning: The Legacy Virus's rules (6 Wounds per player, Tech or a Wound each twist).
import { LEGACY_VIRUS } from '../../core/schemes/legacy-virus.js';
import { sameRulesAs } from './common.js';

sameRulesAs(LEGACY_VIRUS, 'Radioactive Palladium Poisoning',
  '8 twists; the Wound stack holds 6 Wounds per player. Twist: each player reveals a Tech hero or gains a Wound. Evil wins when the Wound stack is empty.');
