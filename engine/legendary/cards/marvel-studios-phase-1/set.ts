// Marvel Studios Phase 1 (2015). Registered before its cards: every card file imports this module. Its core
// reprints (seven heroes, Loki, Red Skull, two schemes) are aliases of the core groups: they join this set's
// pool as themselves, so a game with core and Phase 1 holds one of each. Its own HYDRA and Enemies of Asgard
// have other card names than core's groups of the same names: they are groups of their own.
import { cardSet } from '../../registry.js';

export const SET = cardSet('marvel-studios-phase-1', 'Marvel Studios Phase 1', [
  ...['Black Widow', 'Captain America', 'Hawkeye', 'Hulk', 'Iron Man', 'Nick Fury', 'Thor'].map((label) => ({ kind: 'hero' as const, label })),
  { kind: 'mastermind', label: 'Loki' },
  { kind: 'mastermind', label: 'Red Skull' },
  { kind: 'scheme', label: 'Unleash the Power of the Cosmic Cube' },
  { kind: 'scheme', label: 'Super Hero Civil War' },
]).id;
