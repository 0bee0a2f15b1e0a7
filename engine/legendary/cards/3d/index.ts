// 3D: its set (reprints of Dimensions' groups) and its Bystanders. Dimensions registers first (engine/legendary/index.ts).
import './set.js';
import './bystanders.js';
