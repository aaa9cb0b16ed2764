#!/usr/bin/env node
// `npm run test:load`: the build cache and determinism tests with every core busy (two spinning
// threads per core, tests/helpers/cpu-load.ts), several rounds in a row. A warm build must give
// the bytes of a build from scratch however the machine's timing falls; CI runs this after
// `npm test`. DOCGEN_TEST_LOAD_ROUNDS changes the number of rounds (default 3).
import { spawnSync } from 'node:child_process';

const ROUNDS = Number(process.env.DOCGEN_TEST_LOAD_ROUNDS ?? 3);
const FILES = ['tests/build-cache.test.ts', 'tests/build-cache-shapes.test.ts', 'tests/determinism.test.ts'];

const run = (args, env = process.env) => spawnSync(process.execPath, args, { stdio: 'inherit', env }).status ?? 1;

if (run(['bin/compile.js']) !== 0) process.exit(1);
for (let round = 1; round <= ROUNDS; round += 1) {
  process.stderr.write(`\ntest:load round ${round} of ${ROUNDS}: ${FILES.join(', ')} with every core busy\n`);
  const status = run(['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/vitest.config.ts', ...FILES], { ...process.env, DOCGEN_TEST_LOAD: '2' });
  if (status !== 0) process.exit(status);
}
