import { newGame, summary } from '../engine/index.js';
import { RandomAgent } from '../agents/random.js';
import { playOut } from '../agents/play.js';
for (let s = 0; s < 5; s++) {
  const g = newGame({ players: 2, seed: s, log: s === 0 });
  playOut(g, [new RandomAgent(s)]);
  console.log(JSON.stringify(summary(g)));
  if (s === 0) console.log(g.log!.slice(0, 60).join('\n'));
}
