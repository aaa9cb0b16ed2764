// run(argv): the one top-level catch. Known problems print as a list with what to do;
// anything else is a docgen bug. Stack traces only with --debug.
import { join } from 'node:path';
import { CommanderError, type Command } from 'commander';
import { DocgenError, formatProblem, problems } from './errors.js';
import { logger } from './logger.js';
import { createProgram } from './program.js';

/** A command docgen does not have may be one the site's plugins add (extendCli, as
 * `docusaurus gen-api-docs`): the config of the site in this folder is loaded and its plugins add
 * theirs. Nothing is loaded for docgen's own commands, options and help. */
async function withPluginCommands({ program, argv }: { program: Command; argv: readonly string[] }): Promise<void> {
  const [name] = argv;
  if (name === undefined || name.startsWith('-') || name === 'help' || program.commands.some((command) => command.name() === name)) return;
  const { loadConfig } = await import('./config/load-config.js');
  const { addPluginCommands } = await import('./plugins/plugin-host.js');
  const siteDir = process.cwd();
  let config: Awaited<ReturnType<typeof loadConfig>>;
  try {
    config = await loadConfig({ siteDir });
  } catch (error) {
    // Not in a site: the command is unknown, as commander says.
    if (error instanceof DocgenError && error.problems.every((problem) => problem.name === 'ConfigNotFound')) return;
    throw error;
  }
  await addPluginCommands({ config, program, outDir: join(siteDir, 'build') });
}

export async function run(argv: readonly string[]): Promise<number> {
  // Pages are rendered with the React that docgen loads in this process: use its production
  // build unless the caller chose otherwise (tests keep development checks on).
  process.env.NODE_ENV ??= 'production';
  const debug = argv.includes('--debug');
  try {
    const program = createProgram();
    await withPluginCommands({ program, argv });
    await program.parseAsync([...argv], { from: 'user' });
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
