// Commander wiring only: parse arguments and call one command function. Each command's module
// is loaded when it runs: a build loads nothing of the dev server, nor serve of what it never uses.
import { Command } from 'commander';
import type { BuildCommandOptions } from './commands/build.js';
import type { ClearCommandOptions } from './commands/clear.js';
import type { DeployCommandOptions } from './commands/deploy.js';
import type { ServeCommandOptions } from './commands/serve.js';
import type { StartCommandOptions } from './commands/start.js';
import type { SwizzleCommandOptions } from './commands/swizzle.js';
import type { WriteHeadingIdsCommandOptions } from './commands/write-heading-ids.js';
import type { WriteTranslationsCommandOptions } from './commands/write-translations.js';
import { DOCGEN_VERSION } from './paths.js';

export function createProgram(): Command {
  const program = new Command('docgen')
    .description('Build and serve documentation sites.')
    .version(DOCGEN_VERSION, '-v, --version')
    .showHelpAfterError()
    .exitOverride();

  program
    .command('build')
    .description('Build the site into a static folder.')
    .argument('[siteDir]', 'site folder', '.')
    .option('--out-dir <dir>', 'output folder, relative to the site folder', 'build')
    .option('--config <file>', 'config file (default: site.config.ts in the site folder)')
    .option('--locale <locale>', 'build only this locale')
    .option('--no-cache', 'build everything from scratch, without reading or writing .docgen-cache/build')
    .option('--debug', 'print stack traces with errors, and why each page is compiled or rendered again')
    .action(async (siteDir: string, options: BuildCommandOptions) => (await import('./commands/build.js')).buildCommand({ siteDir, options }));

  program
    .command('serve')
    .description('Serve the built site with clean URLs; with --watch, build it, rebuild on every save and reload open pages.')
    .argument('[siteDir]', 'site folder', '.')
    .option('--port <n>', 'port (the next free one if taken)', '3000')
    .option('--host <h>', 'host to listen on (0.0.0.0 to expose)', '127.0.0.1')
    .option('--dir <outDir>', 'built folder, relative to the site folder (without --watch)', 'build')
    .option('--watch', 'build into .docgen-cache/serve (drafts included; kept for the next start), watch the sources, rebuild and reload on change')
    .option('--config <file>', 'config file, with --watch (default: site.config.ts in the site folder)')
    .option('--locale <locale>', 'with --watch, build only this locale')
    .option('--debug', 'print stack traces with errors')
    .action(async (siteDir: string, options: ServeCommandOptions) => {
      await (await import('./commands/serve.js')).serveCommand({ siteDir, options });
    });

  program
    .command('clear')
    .description("Remove docgen's cache (.docgen-cache) and the build output folder, as docusaurus clear does: the next build starts from scratch.")
    .argument('[siteDir]', 'site folder', '.')
    .option('--out-dir <dir>', 'build output folder to remove, relative to the site folder', 'build')
    .action(async (siteDir: string, options: ClearCommandOptions) => (await import('./commands/clear.js')).clearCommand({ siteDir, options }));

  program
    .command('start')
    .description(
      'Start the development server, as docusaurus start does: build the site (reusing the cache), serve it, rebuild on every save and reload open pages.',
    )
    .argument('[siteDir]', 'site folder', '.')
    .option('-p, --port <n>', 'port (the next free one if taken)', '3000')
    .option('-h, --host <h>', 'host to listen on (0.0.0.0 to expose)', 'localhost')
    .option('-l, --locale <locale>', 'build and serve only this locale')
    .option('--config <file>', 'config file (default: site.config.ts or docusaurus.config.* in the site folder)')
    .option('--no-open', 'do not open the site in a browser')
    .option('--debug', 'print stack traces with errors')
    .action(async (siteDir: string, options: StartCommandOptions) => (await import('./commands/start.js')).startCommand({ siteDir, options }));

  program
    .command('swizzle')
    .description("List the theme's components, or copy one into src/theme/ to change it: --wrap writes a wrapper around the original, --eject its source.")
    .argument('[themeName]', "theme package, as Docusaurus names it (@docusaurus/theme-classic); or the component's name")
    .argument('[componentName]', 'component to swizzle (Footer, DocItem/Layout, ...)')
    .argument('[siteDir]', 'site folder', '.')
    .option('--list', 'list the components that can be swizzled')
    .option('--wrap', 'write a wrapper around the original component')
    .option('--eject', "copy the component's source to edit")
    .option('--typescript', 'write TypeScript (.tsx)')
    .option('--javascript', 'write JavaScript (.js, the default)')
    .option('--danger', 'allow components not marked safe to swizzle')
    .option('--config <file>', 'config file')
    .action(async (themeName: string | undefined, componentName: string | undefined, siteDir: string, options: SwizzleCommandOptions) =>
      (await import('./commands/swizzle.js')).swizzleCommand({ themeName, componentName, siteDir, options }),
    );

  program
    .command('deploy')
    .description('Build the site and push the output to its GitHub Pages branch (gh-pages unless the config says deploymentBranch), as docusaurus deploy does.')
    .argument('[siteDir]', 'site folder', '.')
    .option('--out-dir <dir>', 'output folder, relative to the site folder', 'build')
    .option('--config <file>', 'config file')
    .option('-l, --locale <locale>', 'deploy only this locale')
    .option('--skip-build', 'push the output folder as it is, without building')
    .option('--target-dir <dir>', 'folder of the deployment branch to write into', '.')
    .action(async (siteDir: string, options: DeployCommandOptions) => (await import('./commands/deploy.js')).deployCommand({ siteDir, options }));

  program
    .command('write-translations')
    .description("Write the JSON files translators fill in (i18n/<locale>/): the theme's strings, navbar, footer, sidebar categories and version labels.")
    .argument('[siteDir]', 'site folder', '.')
    .option('-l, --locale <locale>', 'locale to write (default: the default locale)')
    .option('--override', 'replace messages already translated by the default ones')
    .option('--messagePrefix <prefix>', 'prefix for new messages, to spot untranslated ones')
    .option('--config <file>', 'config file')
    .action(async (siteDir: string, options: WriteTranslationsCommandOptions) =>
      (await import('./commands/write-translations.js')).writeTranslationsCommand({ siteDir, options }),
    );

  program
    .command('write-heading-ids')
    .description('Add an explicit {#id} to every Markdown heading without one, so its anchor survives edits and translation.')
    .argument('[siteDir]', 'site folder', '.')
    .argument('[files...]', 'files to change (default: every Markdown file of the docs, blogs and pages)')
    .option('--maintain-case', 'keep the heading text case in the id')
    .option('--overwrite', 'replace ids already written')
    .option('--config <file>', 'config file')
    .action(async (siteDir: string, files: string[], options: WriteHeadingIdsCommandOptions) =>
      (await import('./commands/write-heading-ids.js')).writeHeadingIdsCommand({ siteDir, files, options }),
    );

  return program;
}
