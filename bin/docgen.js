#!/usr/bin/env node
// Loads the compiled CLI (built by `npm run prepare` into dist/) and runs it.
import { existsSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { V8_FLAGS } from './v8-flags.js';

// Must run before the heap grows and before any worker starts, so it is the first thing we do.
setFlagsFromString(V8_FLAGS.join(' '));

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  process.stderr.write('error docgen is not compiled yet. Run `npm ci` (or `npm run prepare`) in the docgen folder first.\n');
  process.exit(1);
}
const { run } = await import(cli.href);
process.exitCode = await run(process.argv.slice(2));
