// The `legendary` command. Every user-facing error is one line on stderr and exit code 2.

import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { readFileSync } from 'node:fs';
import { BOTS, BotSpecError } from '../agents/registry.js';
import { SETS } from '../engine/legendary/registry.js';
import { SetupError } from '../engine/legendary/index.js';
import { challengeCatalog } from '../engine/legendary/challenges.js';
import { benchCommand } from './bench.js';
import { cardsCommand } from './cards.js';
import { championsBenchCommand, championsCardsCommand, championsPlayCommand } from './champions.js';
import { oddsCommand } from './odds.js';
import { MODULAR_SETS, VILLAINS } from '../engine/champions/index.js';
import { CHAMPIONS_BOTS } from '../agents/champions/index.js';
import { playCommand } from './play.js';
import { viewCommand } from './view.js';
import { reportCommand } from './report.js';
import { mergeCommand, runCommand } from './run.js';
import { DEFAULT_BUDGET, tuneCommand } from './tune.js';
import { POINTS_FILE, pointsCommand } from './points.js';
import { DEFAULT_DESIGN_BUDGET, DEFAULT_TOLERANCE, designCommand } from './design.js';
import { ExperimentError } from '../experiments/errors.js';
import { UsageError } from './errors.js';

export { UsageError };

function version(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    return pkg.version;
  } catch { return '0.0.0'; }
}

/** The bots and their parameters, for --help. */
function botHelp(): string {
  const lines = ['Bots (--bot NAME or NAME:key=value,key=value; one spec per seat separated by commas):'];
  for (const b of BOTS.values()) {
    lines.push(`  ${b.name.padEnd(22)} ${b.description}`);
    for (const [k, d] of Object.entries(b.params)) lines.push(`      ${k.padEnd(18)} ${d}`);
  }
  return lines.join('\n');
}

/** An option that may be given once: a second value is an error, not a silent override. */
function once(what: string) {
  return (value: string, previous: string | undefined) => {
    if (previous !== undefined) throw new InvalidArgumentError(`only one ${what} per game (got "${previous}" and "${value}")`);
    return value;
  };
}

/** The options that describe a Legendary setup (play, odds): what is not given is drawn (`drawn` says how). */
function setupOptions(cmd: Command, drawn: string): Command {
  const many = (v: string, prev: string[] | undefined) => [...(prev ?? []), v];
  return cmd
    .option('-m, --mastermind <name>', `Mastermind (default: ${drawn}); "<name> (Epic)" for its Epic side`, once('mastermind'))
    .option('--epic', 'play the Mastermind\'s Epic side (a Mastermind that has one; drawn among those when none is named)')
    .option('-s, --scheme <name>', `Scheme (default: ${drawn})`, once('scheme'))
    .option('-p, --players <n>', 'number of players, 1-5', '2')
    .option('--sets <list>', `card sets to draw from, comma-separated (default: core; accepted: ${[...SETS.keys()].join(', ')})`)
    .option('--heroes <list>', `comma-separated heroes (the rest ${drawn})`)
    .option('--villains <list>', 'comma-separated villain groups')
    .option('--henchmen <list>', 'comma-separated henchmen groups')
    .addOption(new Option('--solo <mode>', 'solo rules for 1 player').choices(['basic', 'advanced']))
    .option('--challenge <list>', 'challenge modes, comma-separated (e.g. heroic,tyrant,opening-salvo:2); may be repeated', many)
    .option('--change <list>', 'what-if changes to printed numbers, e.g. "Loki.attack=9,The Legacy Virus.twists=6" (fields: Mastermind attack/vp, villain and henchman attack/vp, hero cost/attack/recruit, scheme twists/bystanders/evilWins); may be repeated', many);
}

export function buildProgram(): Command {
  const program = new Command();
  program
    .name('legendary')
    .description('Legendary Lab: bots play Legendary: A Marvel Deck Building Game to measure how hard each setup is.')
    .version(version())
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();

  setupOptions(program.command('play')
    .description('play one game with bots and print its result (or a turn-by-turn log)'), 'drawn from the seed')
    .option('--seed <seed>', 'game seed (default: a new random seed, printed with the result)')
    .option('-b, --bot <spec>', 'bot spec, or one per seat separated by commas', 'random')
    .option('--log', 'print a readable turn-by-turn account')
    .option('--json', 'print one JSON object with the result')
    .option('--replay <file>', 'replay a recorded game (JSON with setup and choices), then finish it with the bots')
    .option('--save <file>', 'also write the game as a replay file (setup, bot, choices) for --replay and legendary view')
    .option('--html <file>', 'also write the game as a replay page to step through in a browser (as legendary view)')
    .addHelpText('after', `
Examples:
  legendary play --mastermind "Red Skull" --scheme "Unleash the Power of the Cosmic Cube" --players 2 --seed 7
  legendary play --seed 7 --bot heuristic --html game.html   # watch it: one offline page, arrows step through it
  legendary play --players 1 --solo advanced --seed 3 --log
  legendary play --seed 7 --json
  legendary play --seed 7 --challenge heroic,tyrant,final-blow
  legendary play --sets core,dark-city --seed 7     # draw from two sets; qualify a repeated name: "Wolverine (Dark City)"

Challenge modes (names ignore case, spaces and hyphens; N as in opening-salvo:2; at most one of the
extra-twist modes and one of the Mastermind power modes):
${challengeCatalog().map((m) => `  ${m.name.padEnd(22)} ${m.numbers ? `N ${m.numbers[0]}-${m.numbers[1]}: ` : ''}${m.text}`).join('\n')}

${botHelp()}`)
    .action((o) => playCommand(o));

  program.command('view')
    .description('write a recorded game (Legendary or Marvel Champions) as one offline HTML page: the board at every decision, the options and the one taken, a timeline')
    .argument('<file>', 'a replay file (play --save, champions play --save) or a run\'s errors.jsonl')
    .option('-o, --output <file>', 'HTML file to write (default: the record\'s name with .html, next to it)')
    .option('--line <n>', 'which line of an errors.jsonl file (from 1; default 1)')
    .option('--force', 'replace an output file that legendary view did not write')
    .addHelpText('after', `
The page holds the whole game: step by decision with the arrow keys (Shift or Up/Down: by turn; Home, End), or
open it at a step or turn with #step-12 or #turn-7 at the end of its address. Cards show their names, printed
numbers and a summary in our own words. It loads nothing from the network and prints.

Examples:
  legendary play --seed 7 --bot heuristic --save game.json && legendary view game.json -o game.html
  legendary view results/study/errors.jsonl --line 3 -o stuck.html`)
    .action((file: string, o) => viewCommand(file, o));

  setupOptions(program.command('odds')
    .description('how likely is a setup to be won: plays it until the 95% interval of the win rate is narrower than --width'), 'drawn per game')
    .option('-b, --bot <spec>', 'bot spec, or one per seat separated by commas', 'heuristic')
    .option('--width <w>', 'stop once the 95% interval is narrower than this (a share: 0.05 = 5 points)', '0.05')
    .option('--max-games <n>', 'stop after this many games in any case', '20000')
    .option('--seed <seed>', 'base seed: game i uses "<seed>:<i>", so the same command gives the same answer', '1')
    .option('--json', 'print one JSON object: winRate, lo, hi, games, wins, causes, setup, bot, converged')
    .option('--model <path>', 'answer at once from a points model (a points.json of `legendary points`, or its results folder) instead of playing')
    .addHelpText('after', `
Examples:
  legendary odds --mastermind "Red Skull" --scheme "Unleash the Power of the Cosmic Cube" --players 2
  legendary odds --sets core,dark-city --mastermind Kingpin --players 3 --bot heuristic:tuned=true --width 0.08 --json
  legendary odds --model results/points-study --mastermind Loki --scheme "The Legacy Virus" --players 3
The interval is Wilson's at the stopping point; the stopping rule reads only its width. Progress goes to stderr.
With --model no game is played: the win rate is the model's (parts left out at their factor's average), with
the interval of the model's uncertainty, and it names any part of the setup the model never saw.`)
    .action((o) => oddsCommand(o));

  program.command('cards')
    .description('list every card with its facts, grouped by type')
    .option('--sets <list>', `only these card sets, comma-separated (default: core; accepted: ${[...SETS.keys()].join(', ')})`)
    .option('--json', 'print JSON instead of a table')
    .action((o) => cardsCommand(o));

  const champions = program.command('champions')
    .description('Marvel Champions: The Card Game, the second ruleset (core set: Rhino, Klaw, Ultron; 1-4 heroes)');
  champions.command('play')
    .description('play one Marvel Champions game with bots and print its result (or a log)')
    .option('--villain <name>', `villain: ${VILLAINS.join(', ')} (default: drawn from the seed)`)
    .option('--mode <mode>', 'standard or expert', 'standard')
    .option('--modular <sets>', `modular encounter set(s), comma-separated (default: the scenario's recommended one; accepted: ${MODULAR_SETS.map((m) => m.replace(/_/g, ' ')).join(', ')})`)
    .option('--heroes <list>', 'comma-separated hero:aspect pairs, e.g. spider-man:justice,black-panther:protection (an aspect left out is drawn from the seed)')
    .option('-p, --players <n>', 'number of players 1-4 when --heroes is not given (default 2; heroes and aspects drawn from the seed)')
    .option('--seed <seed>', 'game seed', '1')
    .option('-b, --bot <bot>', `bot: ${CHAMPIONS_BOTS.join(', ')} (heuristic:<weight>=X,...; ismcts:iterations=N,c=X,cutoff=R,bias=B,margin=M,phase=0|1,progress=P)`, 'random')
    .option('--log', 'print the game\'s account: reveals, attacks, schemes, every choice')
    .option('--json', 'print one JSON object: result, cause, rounds, setup, villain stage and HP, threat, eliminations, steps, trace hash')
    .option('--save <file>', 'also write the game as a replay file (setup, bot, choices) for legendary view')
    .option('--html <file>', 'also write the game as a replay page to step through in a browser (as legendary view)')
    .addHelpText('after', `
Examples:
  legendary champions play --villain rhino --heroes spider-man:justice,she-hulk:aggression --seed 7
  legendary champions play --villain rhino --bot simple --seed 7 --html rhino.html   # watch it, round by round
  legendary champions play --villain klaw --mode expert --modular "legions of hydra" --players 3 --bot simple --json
Names ignore case, spaces and hyphens. Starter decks are used where one exists for the hero and aspect; any other
pair gets the hero's kit with that aspect's starter cards (marked "derived").`)
    .action((o) => championsPlayCommand(o));
  champions.command('bench')
    .description('measure the Marvel Champions engine: random-bot and simple-bot games per second and the heuristic and ismcts seconds a game on one core, the cost of one clone')
    .option('--seconds <s>', 'CPU time spent on each measurement', '3')
    .option('--players <n>', 'the speed measurement\'s team: 1 (Spider-Man Justice) or 2 (and Captain Marvel Leadership)', '2')
    .option('--games <n>', 'the simple, heuristic and ismcts bots play exactly n games (seeds 0 to n-1) instead of --seconds of them, so two builds time the same games')
    .option('--winrates <n>', 'instead: play n games per villain and mode (2 players drawn from the seed) and print win rates with 95% intervals')
    .option('--usage <n>', 'instead: play n games (every villain in turn, random teams of 1 and 2 heroes) and list how often each question and each player card\'s ability was offered and taken')
    .option('-b, --bot <bot>', `with --winrates (default random) or --usage (default heuristic): the bot (${CHAMPIONS_BOTS.join(', ')})`)
    .option('--json', 'print JSON')
    .action((o) => championsBenchCommand(o));
  champions.command('cards')
    .description('list the Marvel Champions core set cards the engine knows, with their facts (no card text)')
    .option('--type <type>', 'only cards of this type (hero, alter_ego, ally, event, support, upgrade, resource, villain, main_scheme, side_scheme, minion, treachery, attachment, environment, obligation)')
    .option('--json', 'print JSON (cards, starter decks, scenarios) instead of a table')
    .action((o) => championsCardsCommand(o));

  program.command('bench')
    .description('measure engine speed: full games per second per core, and the cost of one clone')
    .option('--seconds <s>', 'time spent on each measurement', '3')
    .option('--json', 'print JSON')
    .option('--no-pool', 'skip the worker-pool scaling measurement')
    .option('--workers <n>', 'pool scaling: measure 1..n workers (default: every logical CPU)')
    .option('--usage <sets>', 'instead: count which of these sets\' actions and optional questions a bot takes, over games on their masterminds and schemes (e.g. dark-city)')
    .option('--bot <bot>', 'with --usage: the bot', 'heuristic')
    .option('--games <n>', 'with --usage: games to play', '300')
    .action((o) => benchCommand(o));

  program.command('run')
    .description('run an experiment spec: every cell of its grid, many seeded games each, on a worker pool')
    .argument('<spec>', 'experiment spec (JSON), e.g. experiments/quick.json')
    .option('-o, --out <dir>', 'results folder (default: results/<spec name>); running again resumes it')
    .option('-w, --workers <n>', 'worker threads (default: one per physical core up to 4; beyond, three quarters of the cores)')
    .option('--shard <k/N>', 'run only the k-th of N deterministic shares of the games (merge them with `legendary merge`)')
    .option('-q, --quiet', 'no progress on stderr')
    .option('--check', 'validate the spec, list every problem and print the grid; run nothing')
    .option('--force', 'write into a folder that holds files legendary did not write (files of the same names are replaced)')
    .addHelpText('after', `
Writes games.arrow, games.csv, cells.csv, cells.arrow, errors.jsonl, manifest.json and batches/ to the results
folder (docs/results-format.md), named on the first line before anything is written. A folder that holds other
files (no manifest.json of legendary's) is refused unless --force. The tables are streamed: memory does not
grow with the number of games.

A game that throws, passes the spec's "stepCap" (default 20,000 decisions) or its "gameTimeLimit" (default
60 s) is recorded in errors.jsonl, replayable, and the run goes on.
Exit code 0: clean; 2: bad spec or options; 3: some games failed (errors.jsonl).

Examples:
  legendary run experiments/quick.json --out results/quick
  legendary run experiments/core-difficulty.json --out results/core --workers 2
  legendary run experiments/core-difficulty.json --out results/core-1 --shard 1/4
  legendary run experiments/bot-ladder.json --check`)
    .action((spec: string, o) => runCommand(spec, o));

  program.command('tune')
    .description('search a bot\'s parameters for the highest win rate on a spec\'s setups (or the one closest to --target)')
    .argument('<spec>', 'experiment spec (JSON) whose setups are played, e.g. experiments/quick.json')
    .option('-b, --bot <spec>', 'base bot spec, played by every seat; its parameters are kept unless searched', 'heuristic')
    .option('--params <ranges>', 'parameters to search, comma-separated (see below); may be repeated',
      (v: string, prev: string[] | undefined) => [...(prev ?? []), v])
    .option('--budget <games>', `games in all, search and final check (default: ${DEFAULT_BUDGET})`)
    .option('--target <rate>', 'instead of the highest win rate, the one closest to this (0-1, or a percentage such as 40%)')
    .option('--seed <seed>', 'seed of the deals and of the search (default: the spec\'s seed)')
    .option('-w, --workers <n>', 'worker threads (default: one per physical core up to 4; beyond, three quarters of the cores)')
    .option('--step-games <n>', 'games per setting per step (default: the number of cells, from 16 to 64)')
    .option('--per-scheme', 'one search per Scheme of the spec (each with the whole --budget), then a summary of the settings that beat the defaults')
    .option('--json', 'print the result as JSON instead of a table (with --per-scheme: an array, one result per Scheme)')
    .option('-q, --quiet', 'no progress on stderr')
    .addHelpText('after', `
Parameter ranges (names as the bot lists them below):
  name=lo..hi       5 evenly spaced values (whole numbers only when lo and hi are whole numbers)
  name=lo..hi:N     N evenly spaced values, 2-50
  name=a|b|c        exactly these values (for choices such as ismcts rollout=random|heuristic)
  Quote --params in a shell when it holds |, which the shell reads as a pipe.

Method: NTBEA (N-Tuple Bandit Evolutionary Algorithm) over the grid of values. Each step plays 2 settings
(neighbours of the current one, picked by an upper confidence bound over the statistics of every value, every
pair of values and every whole setting) on the same deals, the spec's cells in turn with the seeds \`legendary
run\` gives them. The spec's bots factor and games count are ignored: --bot and --budget decide.

A quarter of the budget is kept for the final check: the 3 settings the model rates best and the default
settings (the --bot spec as given) replay the same fresh deals, not used by the search. Their win rates, 95%
Wilson intervals and paired differences from the default settings come from those games only, so they are not
inflated by the search. The same arguments give the same result for any number of workers.

With --per-scheme, each Scheme of the spec gets its own search and final check, each with the whole --budget.
The summary lists each Scheme's recommendation and, as table rows, those whose paired interval against the
default settings is above zero (the heuristic's per-Scheme weights, heuristic:tuned=true, were found this way).

A Marvel Champions spec ("game": "champions") tunes that game's bots: heuristic (its weights: cardDamage,
cardThwart, allyShare, permanent, stageWork, ...; a bad name lists them all) and ismcts (iterations, c, cutoff,
bias, margin, phase, progress). --per-scheme is for Legendary specs.

Examples:
  legendary tune experiments/quick.json --params 'escapeThreat=0..3,deck=0.5..2:4,bystander=0|1|2' --budget 3000
  legendary tune experiments/quick.json --bot ismcts:iterations=50 --params 'c=0..2,rollout=random|heuristic'
  legendary tune experiments/core-difficulty.json --params scheme=0..4 --target 0.5 --json
  legendary tune experiments/bot-ladder.json --per-scheme --params 'escapeThreat=0..2,scheme=0..3,deck=0.5|1|2' --budget 40000
  legendary tune experiments/champions-pilot.json --params 'permanent=0.5|1|2,cardDamage=1.5..3.5:3' --budget 3000

${botHelp()}`)
    .action((spec: string, o) => tuneCommand(spec, o));

  program.command('points')
    .description('fit difficulty points (Mastermind, scheme, players, each villain group, henchmen, hero, challenge mode) to a study\'s games')
    .argument('<dirs...>', 'results folders of one study (legendary run)')
    .option('-b, --bot <spec>', 'whose games (default: the study\'s bot, when it has one)')
    .option('-o, --out <file>', `where to save the model for odds --model (default: <first folder>/${POINTS_FILE})`)
    .option('--force', 'replace an --out file that legendary points did not write')
    .option('--json', 'print the model (without its covariance) as JSON instead of the tables')
    .option('-q, --quiet', 'no progress on stderr')
    .addHelpText('after', `
The model is additive in the log-odds of winning: an intercept plus one effect per Mastermind, scheme, player
count (solo mode folded in), villain group, henchmen group, hero and challenge mode in the game. Each factor's
effects share a normal prior whose spread is estimated from the games (empirical Bayes), so a level seen in few
games is pulled toward its factor's average. One point is 0.2 in log-odds (about 5 points of win rate near
50%); harder is more points. A setup's total is the sum of its parts' points, and the table from total
points to win rate reads it as a win rate. Intervals are 95% posterior intervals.

Held-out check: the model is fitted again on four fifths of the cells and predicts the rest; the share of
held-out cells inside their 95% predictive interval should be near 95%.

Only one bot's games of the printed game are used (what-if variants are left out). A study that draws heroes,
villains and henchmen at random over many Masterminds, schemes and player counts gives every level points
(experiments/points-study.json).

Examples:
  legendary points results/points-study
  legendary points results/points-study --json > points.json
  legendary odds --model results/points-study --mastermind Loki --players 2`)
    .action((dirs: string[], o) => pointsCommand(dirs, o));

  program.command('design')
    .description('find the smallest what-if change to printed numbers that brings a spec\'s win rate within a tolerance of a target')
    .argument('<spec>', 'experiment spec (JSON) of the printed game whose setups are played, e.g. experiments/quick.json')
    .option('--target <rate>', 'the win rate to reach, 0-1 or a percentage such as 50%')
    .option('--knobs <ranges>', 'numbers to vary: "<card or group>.<field>=lo..hi" or "=a|b|c", comma-separated; may be repeated',
      (v: string, prev: string[] | undefined) => [...(prev ?? []), v])
    .option('--tolerance <rate>', `how close to the target counts (default: ${DEFAULT_TOLERANCE})`)
    .option('--budget <games>', `games in all, search and final check (default: ${DEFAULT_DESIGN_BUDGET})`)
    .option('-b, --bot <spec>', 'the bot table (default: the spec\'s bot, when it has one)')
    .option('--seed <seed>', 'seed of the deals (default: the spec\'s seed)')
    .option('-w, --workers <n>', 'worker threads (default: one per physical core up to 4; beyond, three quarters of the cores)')
    .option('-o, --out <file>', 'the result as JSON (default: results/<spec name>-design.json; a file design did not write is refused unless --force)')
    .option('--force', 'replace an --out file that legendary design did not write')
    .option('--json', 'print the result as JSON instead of a table')
    .option('-q, --quiet', 'no progress on stderr')
    .addHelpText('after', `
The size of a change is the sum over the knobs of |value - printed| in printed units; ties go to fewer knobs
changed. docs/designers.md lists the fields (Mastermind attack/vp, villain and henchman attack/vp, hero
cost/attack/recruit, scheme twists/bystanders/evilWins); \`legendary cards\` shows the printed numbers.

Method: every combination of knob values races on the same seeded deals (the spec's setups in turn, the
seeds \`legendary run\` gives them). Each round doubles the games of the candidates still in the race; one
leaves it when its 99% interval lies wholly outside target ± tolerance. The race stops when the smallest
surviving change has its 95% interval inside the band, or when the next round would pass 70% of --budget.
The rest of the budget replays the 5 best survivors and the printed game on the same fresh deals: the table's
win rates, Wilson intervals and paired differences from the printed game come from those games only. The
chosen change is the smallest whose fresh win rate is within the tolerance (the printed game, when it is).

Examples:
  legendary design experiments/what-if-loki.json --target 0.3 --knobs "Loki.attack=6..12" --budget 8000
  legendary design experiments/what-if-loki.json --target 0.25 --knobs "Loki.attack=5..12,The Legacy Virus.bystanders=0..6"`)
    .action((spec: string, o) => designCommand(spec, o));

  program.command('merge')
    .description('combine the results folders of the shards of one experiment into one')
    .argument('<dirs...>', 'results folders of the shards')
    .requiredOption('-o, --out <dir>', 'merged results folder')
    .option('-q, --quiet', 'no summary line on stderr')
    .option('--force', 'write into a folder that holds files legendary did not write (files of the same names are replaced)')
    .addHelpText('after', `
Writes the tables of an unsharded run (games.arrow, games.csv, cells.*, errors.jsonl, manifest.json) and copies
the shards' batches into the --out folder. A folder that holds other files is refused unless --force.`)
    .action((dirs: string[], o) => mergeCommand(dirs, o));

  program.command('report')
    .description('turn results folders into one self-contained HTML report (charts, intervals, honest comparisons)')
    .argument('<dirs...>', 'results folders written by `legendary run` (several are merged into one study)')
    .option('-o, --output <file>', 'HTML file to write (default: <first folder>/report.html)')
    .option('--baseline <dir>', 'results folder of a second study to compare against (changes with intervals)')
    .option('--format <fmt>', 'html, or json to also write the aggregated tables to <file>.json next to the HTML', 'html')
    .option('--title <text>', 'report title (default: the experiment name from manifest.json, else the folder names)')
    .option('--force', 'replace output files that legendary report did not write')
    .addHelpText('after', `
The files written are named on stderr before they are written ("writing ..."), and listed on stdout after. An
existing file is replaced only if legendary report wrote it (an HTML report, or the JSON of --format json);
anything else (a spec called x.json next to x.html, say) is refused unless --force.

The page inlines vega, vega-lite and vega-embed: it opens offline, prints, and each chart exports as SVG or PNG.
A chart appears only when its factor varies. Games that replay the same deal (seed) count as one deal, and a
claim such as "A is harder than B" is made only when it holds after Holm's correction over every claim in the
report (at most a 5% chance of any false claim); otherwise the report says the data could not show a difference.

Examples:
  legendary report results/core-difficulty -o reports/core-difficulty.html
  legendary report results/core-1 results/core-2 -o reports/core.html --format json
  legendary report results/after -o reports/change.html --baseline results/before`)
    .action((dirs: string[], o) => reportCommand(dirs, o, version()));

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
    if (e instanceof SetupError || e instanceof BotSpecError || e instanceof UsageError || e instanceof ExperimentError) {
      process.stderr.write(`legendary: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}
