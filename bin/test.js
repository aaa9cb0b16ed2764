#!/usr/bin/env node
// `npm test`: everything a fresh clone needs, then the whole suite. Compiles the CLI, installs
// Debian's Chromium for the browser tests when it is missing and this machine can (root with
// apt-get), type-checks, and runs vitest. Extra arguments go to vitest.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status ?? 1;
};

const hasChromium = () => [process.env.CHROME_PATH, '/usr/bin/chromium'].some((path) => path && existsSync(path));

if (run(process.execPath, ['bin/compile.js']) !== 0) process.exit(1);

if (!hasChromium()) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canInstall) {
    process.stderr.write('Installing Debian chromium for the browser tests...\n');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update', '-qq'], { env }) !== 0 || run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }) !== 0) {
      process.stderr.write('error Could not install chromium with apt-get.\n');
      process.exit(1);
    }
  } else {
    process.stderr.write(
      'warning Chromium is missing and cannot be installed here (needs root and apt-get); browser tests will be skipped (they fail in CI).\n',
    );
  }
}

if (run(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json']) !== 0) process.exit(1);
process.exit(run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/vitest.config.ts', ...process.argv.slice(2)]));
