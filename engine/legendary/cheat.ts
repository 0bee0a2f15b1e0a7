// CHEATING, FOR MEASUREMENT ONLY. The true game state behind a PlayerView, hidden zones included.
//
// Only the cheating search bot (`ismcts:cheat=true`, agents/ismcts.ts) imports this module: it exists to
// measure how much hidden information is worth (the gap between the honest and the cheating search).
// Every normal bot sees the game only through PlayerView and determinizations of its Observation.

import { claimTrueStateReader, type PlayerView } from './observe.js';
import type { Game } from './types.js';

const read = claimTrueStateReader();

/** The real game behind a view, hidden zones included (cheating: for measurement only). Do not mutate it. */
export function trueState(view: PlayerView): Game { return read(view); }
