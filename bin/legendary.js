#!/usr/bin/env node
import { main } from '../dist/scripts/cli.js';

// A reader that stops early (`legendary cards | head`) closes the pipe: stop quietly, as other command-line
// tools do, rather than print a stack trace.
process.stdout.on('error', (e) => {
  if (e && e.code === 'EPIPE') process.exit(0);
  throw e;
});

main(process.argv).then((code) => { process.exitCode = code; }, (e) => {
  process.stderr.write(`legendary: internal error: ${e && e.stack ? e.stack : e}\n`);
  process.exitCode = 1;
});
