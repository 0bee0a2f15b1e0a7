#!/usr/bin/env node
// The commands that play on a pool of worker threads may first start Node again with a larger V8 helper pool
// (dist/scripts/launch.js says why); the rest go straight on.
import { relaunch } from '../dist/scripts/launch.js';

const relaunched = relaunch(process.argv);
if (relaunched) {
  process.exitCode = await relaunched;
} else {
  const { main } = await import('../dist/scripts/cli.js');

  // A reader that stops early (`legendary cards | head`) closes the pipe: stop quietly, as other command-line
  // tools do, rather than print a stack trace.
  process.stdout.on('error', (e) => {
    if (e && e.code === 'EPIPE') process.exit(0);
    throw e;
  });

  await main(process.argv).then((code) => { process.exitCode = code; }, (e) => {
    process.stderr.write(`legendary: internal error: ${e && e.stack ? e.stack : e}\n`);
    process.exitCode = 1;
  });
}
