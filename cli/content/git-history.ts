// When each file was last committed, and by whom: one `git log` for a whole docs folder instead
// of one per file (a process per page costs seconds on a large site). Files git does not track,
// a folder outside a repository and a machine without git have no history: the pages then say
// nothing about their last update rather than guess.
import { execFile } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import type { DocsInstance } from '../config/resolve-config.js';

const run = promisify(execFile);

export interface LastCommit {
  /** Author date, YYYY-MM-DD (UTC). */
  readonly date: string;
  readonly author: string;
}

const RECORD = '\u001e';
const FIELD = '\u001f';

/** Absolute file -> its last commit, for every file git tracks under `dir`. */
export async function lastCommits(dir: string): Promise<Map<string, LastCommit>> {
  const found = new Map<string, LastCommit>();
  let top: string;
  let log: string;
  try {
    top = realpathSync((await run('git', ['rev-parse', '--show-toplevel'], { cwd: dir })).stdout.trim());
    // Newest first: the first commit a file shows up in is its last.
    const args = ['log', `--format=${RECORD}%at${FIELD}%an`, '--name-only', '--no-renames', '-z', '--', '.'];
    log = (await run('git', args, { cwd: dir, maxBuffer: 1 << 30 })).stdout;
  } catch {
    return found;
  }
  // git names files from the repository's top, with links resolved; the pages know them by `dir`.
  const real = realpathSync(dir);
  // A record: the header, then each file name, all ended by NUL (a newline after the header's).
  for (const record of log.split(RECORD).slice(1)) {
    const [header = '', ...names] = record.split('\0');
    const [seconds, author = ''] = header.split(FIELD);
    const date = new Date(Number(seconds) * 1000).toISOString().slice(0, 10);
    for (const name of names) {
      const file = name.replace(/^\n/, '');
      if (!file) continue;
      const key = join(dir, relative(real, join(top, file)));
      if (!found.has(key)) found.set(key, { date, author });
    }
  }
  return found;
}

/** The last commits of every doc and post of the docs and blog instances that show them (and of their translations). */
export async function docsHistory({
  instances,
  blogs = [],
  i18nDir,
}: {
  instances: readonly Pick<DocsInstance, 'path' | 'showLastUpdateTime' | 'showLastUpdateAuthor'>[];
  blogs?: readonly Pick<DocsInstance, 'path' | 'showLastUpdateTime' | 'showLastUpdateAuthor'>[];
  i18nDir: string;
}): Promise<Map<string, LastCommit>> {
  const shown = [...instances, ...blogs].filter((instance) => instance.showLastUpdateTime || instance.showLastUpdateAuthor);
  if (shown.length === 0) return new Map();
  const dirs = [...new Set([...shown.map((instance) => instance.path), ...(existsSync(i18nDir) ? [i18nDir] : [])])];
  const found = new Map<string, LastCommit>();
  for (const history of await Promise.all(dirs.map(lastCommits))) for (const [file, commit] of history) found.set(file, commit);
  return found;
}
