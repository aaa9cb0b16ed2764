#!/usr/bin/env node
// Loads the compiled CLI (built by `npm run prepare` into dist/) and runs it.
import { existsSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';

// Markdown parsing allocates many short-lived objects; a larger young generation halves the time
// spent in garbage collection. Must run before the heap grows, so it is the first thing we do.
setFlagsFromString('--max-semi-space-size=32');

const cli = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(cli)) {
  process.stderr.write('error docgen is not compiled yet. Run `npm ci` (or `npm run prepare`) in the docgen folder first.\n');
  process.exit(1);
}
const { run } = await import(cli.href);
process.exitCode = await run(process.argv.slice(2));
