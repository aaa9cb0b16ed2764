#!/usr/bin/env node
// `npm test`: everything a fresh clone needs, then the whole suite. Compiles the CLI, installs the
// themes the fixture sites use (tests/plugin-packages) and Debian's Chromium for the browser tests
// when they are missing and this machine can (root with apt-get), type-checks, and runs vitest.
// Extra arguments go to vitest.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status ?? 1;
};

const hasChromium = () => [process.env.CHROME_PATH, '/usr/bin/chromium'].some((path) => path && existsSync(path));

if (run(process.execPath, ['bin/compile.js']) !== 0) process.exit(1);

// The third-party Docusaurus plugins and themes the fixture sites install (tests/plugin-packages):
// a site's own node_modules, kept out of docgen's. Installed again when the lock file changed.
const pluginPackages = 'tests/plugin-packages';
/** Whether every package of the lock file is installed (npm's own record of node_modules says so). */
const pluginPackagesInstalled = () => {
  const installed = `${pluginPackages}/node_modules/.package-lock.json`;
  if (!existsSync(installed)) return false;
  const packagesOf = (file) => JSON.parse(readFileSync(file, 'utf8')).packages ?? {};
  const have = packagesOf(installed);
  // Optional packages are for other platforms (a native binary each), not installed here.
  return Object.entries(packagesOf(`${pluginPackages}/package-lock.json`)).every(
    ([path, { version, optional }]) => path === '' || optional || have[path]?.version === version,
  );
};
if (!pluginPackagesInstalled()) {
  process.stderr.write('Installing the third-party Docusaurus plugins and themes the tests build with...\n');
  if (run('npm', ['ci', '--prefix', pluginPackages, '--no-audit', '--no-fund', '--ignore-scripts']) !== 0) process.exit(1);
}

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
