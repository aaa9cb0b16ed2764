// `--debug`: why each page is compiled or rendered again.
import { logger } from '../../logger.js';

/** Prints why each page is done again (`--debug`); one line for a stage that had nothing stored. */
export function explain({
  what,
  reasons,
  stored,
  href,
}: {
  what: string;
  reasons: ReadonlyMap<string, string>;
  stored: boolean;
  href: (path: string) => string;
}): void {
  if (reasons.size === 0) return;
  if (!stored) {
    logger.info(`${what}: nothing stored from an earlier build, so all ${reasons.size} pages`);
    return;
  }
  for (const [path, reason] of reasons) logger.info(`${what} ${href(path)}: ${reason}`);
}
