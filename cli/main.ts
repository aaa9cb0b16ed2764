// run(argv): the one top-level catch. Known problems print as a list with what to do;
// anything else is a docgen bug. Stack traces only with --debug.
import { CommanderError } from 'commander';
import { DocgenError, formatProblem, problems } from './errors.js';
import { logger } from './logger.js';
import { createProgram } from './program.js';

export async function run(argv: readonly string[]): Promise<number> {
  // Pages are rendered with the React that docgen loads in this process: use its production
  // build unless the caller chose otherwise (tests keep development checks on).
  process.env.NODE_ENV ??= 'production';
  const debug = argv.includes('--debug');
  try {
    await createProgram().parseAsync([...argv], { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    if (error instanceof DocgenError) {
      const count = error.problems.length;
      logger.error(`${count === 1 ? 'the build found 1 problem' : `the build found ${count} problems`}:`);
      for (const problem of error.problems) process.stderr.write(`  ${formatProblem(problem)}\n`);
    } else {
      logger.error(formatProblem(problems.internal({ reason: error instanceof Error ? error.message : String(error) })));
    }
    if (debug && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
    return 1;
  }
}
