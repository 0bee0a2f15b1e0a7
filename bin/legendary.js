#!/usr/bin/env node
import { main } from '../dist/scripts/cli.js';

main(process.argv).then((code) => { process.exitCode = code; }, (e) => {
  process.stderr.write(`legendary: internal error: ${e && e.stack ? e.stack : e}\n`);
  process.exitCode = 1;
});
