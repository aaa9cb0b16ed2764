import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { HOOK_MS, TEST_MS, WAIT_MS } from './helpers/patience.js';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['cli/**/*.test.ts', 'runtime/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'tests/fixtures/**'],
    // Builds and browsers are heavy: two workers match the two cores CI has.
    maxWorkers: 2,
    testTimeout: TEST_MS,
    hookTimeout: HOOK_MS,
    // expect.poll waits for a condition; its default (1 s) fails on a busy machine.
    expect: { poll: { timeout: WAIT_MS } },
  },
});
