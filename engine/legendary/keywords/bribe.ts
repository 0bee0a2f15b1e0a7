// Bribe (Dark City and later sets): "You can fight villains with the keyword Bribe by spending any combination
// of Attack and/or Recruit." A payment rule: Recruit may pay for a fight against a Bribe villain, or against a
// Mastermind whose card has Bribe. When both pools may pay, the engine asks how much Recruit to spend.

import { keywordRules } from '../compile.js';
import { hasKeyword } from '../rules.js';
import { PAY_FIGHT, PAY_MASTERMIND, POOL_RECRUIT } from '../types.js';

export const BRIBE = 'bribe';

keywordRules(BRIBE, {
  mods: {
    pay: (g, target, c) => {
      if (target === PAY_FIGHT) return c >= 0 && hasKeyword(g, c, BRIBE) ? POOL_RECRUIT : 0;
      // the setup's Mastermind, or another one (an ascended Bribe villain: the card fought is given)
      if (target === PAY_MASTERMIND) return (c >= 0 && g.others.includes(c) ? hasKeyword(g, c, BRIBE) : g.mastermind.some((m) => hasKeyword(g, m, BRIBE))) ? POOL_RECRUIT : 0;
      return 0;
    },
  },
});
