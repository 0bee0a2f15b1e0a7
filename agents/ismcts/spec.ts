// The `ismcts` bot spec: its parameters, their checks, and the factory the registry calls.
//
//   ismcts:iterations=400,cutoff=turn,rollout=heuristic
//   ismcts:time=50                      (50 ms per decision; not reproducible from the seed)
//   ismcts:cheat=true                   (cheating: sees hidden information; for measurement only)

import type { Agent } from '../agent.js';
import { CheatingIsmctsAgent } from '../ismcts-cheat.js';
import { DEFAULT_CONFIG, IsmctsAgent, optionsOf, type IsmctsConfig } from '../ismcts.js';
import { booleanParam } from '../params.js';
import { EVAL_NAMES, PLAY_NAMES, PRIOR_NAMES, ROLLOUT_NAMES } from './policies.js';

const D = DEFAULT_CONFIG;

export const ISMCTS_DESCRIPTION =
  'information-set Monte Carlo tree search over determinizations of what the bot sees (by default with the ' +
  'heuristic bot as prior and rollout policy, a fitted evaluation at the end of the turn); ' +
  'with cheat=true it searches the true state instead (cheating: sees hidden information; for measurement only)';

export const ISMCTS_PARAMS: Record<string, string> = {
  iterations: `iterations per decision (integer from 1 to 10000000, default ${D.iterations})`,
  time: 'milliseconds per decision (number > 0); with iterations too, whichever limit comes first; a timed search is not reproducible',
  c: `UCB1 exploration constant (number >= 0, default ${D.c})`,
  rollout: `rollout policy after the tree: ${ROLLOUT_NAMES.join(', ')} (default ${D.rollout})`,
  cutoff: 'how far rollouts go before the state is scored: turn (the end of the current turn), a number of turns, or game (default turn)',
  eval: `state evaluation at the cutoff: ${EVAL_NAMES.join(', ')} (default ${D.eval})`,
  prior: `policy whose choice the tree tries first and favours: ${PRIOR_NAMES.join(', ')} (default ${D.prior})`,
  bias: `weight of the prior's choice (number >= 0, default ${D.bias})`,
  margin: `keep the prior's choice unless another action's mean reward is higher by this much and by two standard errors (number from 0 to 1, 0: off; default ${D.margin})`,
  stop: `end a search before its budget once the prior's choice is settled: every other action, at its mean reward plus this many standard errors, falls short of overruling it (checked every 10 iterations from 20; number >= 0, 0: off; default ${D.stop})`,
  reuse: `tree reuse: a search of the decision that follows the bot's last searched answer in the same turn starts from that answer's subtree of the last tree, keeping this share of its root's visits and rewards, which count towards the budget and the early stop (number from 0 to 1, 0: off; default ${D.reuse})`,
  play: `the play-your-cards macro-action: ${PLAY_NAMES.join(', ')} (off: search every play; default ${D.play})`,
  tuned: 'true: the heuristic prior, rollout and play policy use the weights tuned per Scheme (agents/tuned-weights.ts); false (default)',
  cheat: 'true: search the true state (cheating: sees hidden information; for measurement only); false (default)',
};

/** Reads an ismcts spec's parameters; returns the configuration or a one-line error message. */
export function parseIsmctsParams(params: Record<string, string>): IsmctsConfig | string {
  const cfg: IsmctsConfig = { ...DEFAULT_CONFIG };
  const bad = (k: string, accepted: string) => `bad value "${params[k]}" for parameter ${k} of bot ismcts; accepted: ${accepted}`;
  const num = (k: string, ok: (v: number) => boolean, accepted: string): number | string => {
    const raw = params[k]!.trim();
    const v = raw === '' ? Number.NaN : Number(raw);
    return Number.isFinite(v) && ok(v) ? v : bad(k, accepted);
  };
  const oneOf = (k: string, names: string[]): string | null => {
    const v = params[k]!.trim().toLowerCase();
    return names.includes(v) ? v : null;
  };
  for (const k of Object.keys(params)) {
    let r: number | string | null;
    switch (k) {
      case 'iterations':
        r = num(k, (v) => Number.isInteger(v) && v >= 1 && v <= 1e7, 'an integer from 1 to 10000000');
        if (typeof r === 'string') return r;
        cfg.iterations = r; break;
      case 'time':
        r = num(k, (v) => v > 0, 'a number of milliseconds > 0');
        if (typeof r === 'string') return r;
        cfg.timeMs = r;
        if (params.iterations === undefined) cfg.iterations = Number.POSITIVE_INFINITY;
        break;
      case 'c':
        r = num(k, (v) => v >= 0, 'a number >= 0');
        if (typeof r === 'string') return r;
        cfg.c = r; break;
      case 'bias':
        r = num(k, (v) => v >= 0, 'a number >= 0');
        if (typeof r === 'string') return r;
        cfg.bias = r; break;
      case 'margin':
        r = num(k, (v) => v >= 0 && v <= 1, 'a number from 0 to 1');
        if (typeof r === 'string') return r;
        cfg.margin = r; break;
      case 'stop':
        r = num(k, (v) => v >= 0, 'a number >= 0 (0: off)');
        if (typeof r === 'string') return r;
        cfg.stop = r; break;
      case 'cutoff': {
        const v = params[k]!.trim().toLowerCase();
        if (v === 'turn') cfg.cutoff = 1;
        else if (v === 'game') cfg.cutoff = Number.POSITIVE_INFINITY;
        else {
          r = num(k, (x) => Number.isInteger(x) && x >= 1 && x <= 1000, 'turn, game, or a whole number of turns from 1 to 1000');
          if (typeof r === 'string') return r;
          cfg.cutoff = r;
        }
        break;
      }
      case 'rollout': r = oneOf(k, ROLLOUT_NAMES); if (r === null) return bad(k, ROLLOUT_NAMES.join(', ')); cfg.rollout = r; break;
      case 'eval': r = oneOf(k, EVAL_NAMES); if (r === null) return bad(k, EVAL_NAMES.join(', ')); cfg.eval = r; break;
      case 'prior': r = oneOf(k, PRIOR_NAMES); if (r === null) return bad(k, PRIOR_NAMES.join(', ')); cfg.prior = r; break;
      case 'play': r = oneOf(k, PLAY_NAMES); if (r === null) return bad(k, PLAY_NAMES.join(', ')); cfg.play = r; break;
      case 'reuse':
        r = num(k, (v) => v >= 0 && v <= 1, 'a number from 0 to 1 (0: off)');
        if (typeof r === 'string') return r;
        cfg.reuse = r; break;
      case 'tuned':
      case 'cheat': {
        const b = booleanParam('ismcts', k, params[k]);
        if (typeof b === 'string') return b;
        cfg[k] = b;
        break;
      }
      default:
        return `unknown parameter "${k}" for bot ismcts; accepted: ${Object.keys(ISMCTS_PARAMS).join(', ')}`;
    }
  }
  return cfg;
}

/** The spec string as given, with a bare `cheat` spelled out, so a cheating bot's spec always says cheat=true. */
function labelledSpec(spec: string, cheat: boolean): string {
  if (!cheat || /cheat\s*=\s*true/i.test(spec)) return spec;
  return spec.replace(/cheat(?!\s*=)/i, 'cheat=true');
}

/** Makes an ismcts agent from a parsed spec, or returns a one-line error message. */
export function makeIsmcts(seed: number | string, params: Record<string, string>, spec: string): Agent | string {
  const cfg = parseIsmctsParams(params);
  if (typeof cfg === 'string') return cfg;
  const o = optionsOf(cfg, seed);
  return cfg.cheat ? new CheatingIsmctsAgent(labelledSpec(spec, true), seed, o) : new IsmctsAgent(spec, seed, o);
}
