// The warnings a build prints (logger.warn), collected instead of printed.
import { vi } from 'vitest';
import { logger } from '../../cli/logger.js';

export async function captureWarnings(run: () => Promise<unknown>): Promise<string[]> {
  const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
  try {
    await run();
    return warn.mock.calls.map(([message]) => String(message));
  } finally {
    warn.mockRestore();
  }
}
