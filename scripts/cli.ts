// The `legendary` command. Every user-facing error is one line on stderr and exit code 2.

import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { readFileSync } from 'node:fs';
import { BotSpecError } from '../agents/registry.js';
import { SetupError } from '../engine/index.js';
import { benchCommand } from './bench.js';
import { cardsCommand } from './cards.js';
import { playCommand } from './play.js';
import { UsageError } from './errors.js';

export { UsageError };

function version(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    return pkg.version;
  } catch { return '0.0.0'; }
}

/** An option that may be given once: a second value is an error, not a silent override. */
function once(what: string) {
  return (value: string, previous: string | undefined) => {
    if (previous !== undefined) throw new InvalidArgumentError(`only one ${what} per game (got "${previous}" and "${value}")`);
    return value;
  };
}

export function buildProgram(): Command {
  const program = new Command();
  program
    .name('legendary')
    .description('Legendary Lab: bots play Legendary: A Marvel Deck Building Game to measure how hard each setup is.')
    .version(version())
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();

  program.command('play')
    .description('play one game with bots and print its result (or a turn-by-turn log)')
    .option('-m, --mastermind <name>', 'Mastermind (default: drawn from the seed)', once('mastermind'))
    .option('-s, --scheme <name>', 'Scheme (default: drawn from the seed)', once('scheme'))
    .option('-p, --players <n>', 'number of players, 1-5', '2')
    .option('--seed <seed>', 'game seed (default: a new random seed, printed with the result)')
    .option('--heroes <list>', 'comma-separated heroes (the rest are drawn from the seed)')
    .option('--villains <list>', 'comma-separated villain groups')
    .option('--henchmen <list>', 'comma-separated henchmen groups')
    .addOption(new Option('--solo <mode>', 'solo rules for 1 player').choices(['basic', 'advanced']))
    .option('-b, --bot <spec>', 'bot spec, or one per seat separated by commas', 'random')
    .option('--log', 'print a readable turn-by-turn account')
    .option('--json', 'print one JSON object with the result')
    .option('--replay <file>', 'replay a recorded game (JSON with setup and choices), then finish it with the bots')
    .addHelpText('after', `
Examples:
  legendary play --mastermind "Red Skull" --scheme "Unleash the Power of the Cosmic Cube" --players 2 --seed 7
  legendary play --players 1 --solo advanced --seed 3 --log
  legendary play --seed 7 --json`)
    .action((o) => playCommand(o));

  program.command('cards')
    .description('list every card with its facts, grouped by type')
    .option('--json', 'print JSON instead of a table')
    .action((o) => cardsCommand(o));

  program.command('bench')
    .description('measure engine speed: full games per second per core, and the cost of one clone')
    .option('--seconds <s>', 'time spent on each measurement', '3')
    .option('--json', 'print JSON')
    .action((o) => benchCommand(o));

  return program;
}

export async function main(argv: string[]): Promise<number> {
  const program = buildProgram();
  try {
    await program.parseAsync(argv);
    return process.exitCode === undefined ? 0 : Number(process.exitCode);
  } catch (e) {
    if (e instanceof CommanderError) {
      // help and version exit 0; commander already printed its message for usage errors
      return e.exitCode === 0 ? 0 : 2;
    }
    if (e instanceof SetupError || e instanceof BotSpecError || e instanceof UsageError) {
      process.stderr.write(`legendary: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}
