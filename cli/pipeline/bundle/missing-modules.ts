// Imports that nothing provides, as problems a site can act on: a theme component or a
// @docusaurus module docgen lacks, an original to wrap that does not exist (decided where they are
// resolved, by the plugin below), and a package the site has not installed (read from esbuild's
// failure). Each names the import as the site wrote it and the site's file and line, never a file
// of docgen's own install.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Location, Message, Plugin } from 'esbuild';
import { componentsIn, fileWithExtension, swizzledComponents } from '../../config/swizzled.js';
import { isInstalled, isPackageImport } from '../../config/packages.js';
import { esbuildWhere, formatProblem, importWhere, problems, type Problem } from '../../errors.js';
import { PACKAGE_ROOT, RUNTIME_DIR } from '../../paths.js';
import { mdxModuleKey } from './esbuild-plugins.js';
import { DOCUSAURUS_PROVIDED } from './esbuild-plugins.js';

const THEME_DIR = join(RUNTIME_DIR, 'theme');
/** Marks the plugin's own check, so that it does not meet itself. */
const CHECKING = 'docgen-missing-modules';
/** Namespaces of modules compiled from a site's Markdown: `<namespace>:<locale>:<file>`. */
const COMPILED_NAMESPACES = new Set(['docgen-mdx', 'docgen-partial']);
/** Where the plugin's errors carry their problem (esbuild passes a message's detail through). */
const MISSING = Symbol('missing module');
interface Missing {
  readonly [MISSING]: { readonly specifier: string; readonly problem: Problem };
}

/** Theme names a suggestion may give: components, not the theme's helper modules. */
const isComponentName = (name: string) => name.split('/').every((part) => /^[A-Z]/.test(part));

/**
 * Reports `@theme/`, `@theme-original/` and `@docusaurus/` imports that nothing resolved. It comes
 * after every plugin that resolves them (swizzles); a name docgen has goes on at once, any other is
 * resolved once more without this plugin and reported only when that fails.
 */
export function missingModules({ siteDir }: { siteDir: string }): Plugin {
  const theme = [...componentsIn(THEME_DIR).keys()];
  const site = [...swizzledComponents(siteDir).keys()];
  const docusaurus = [...DOCUSAURUS_PROVIDED.keys()];
  const known = new Set([...theme, ...site].map((name) => `@theme/${name}`).concat(docusaurus.map((name) => `@docusaurus/${name}`)));
  const problemOf = (specifier: string): Problem => {
    const name = specifier.slice(specifier.indexOf('/') + 1);
    if (specifier.startsWith('@theme/')) return problems.themeComponentMissing({ specifier, near: closest(name, [...theme, ...site].filter(isComponentName)) });
    if (specifier.startsWith('@theme-original/')) return problems.themeOriginalMissing({ specifier, near: closest(name, theme.filter(isComponentName)) });
    return problems.docusaurusModuleMissing({ specifier, near: closest(name, docusaurus), provided: docusaurus });
  };
  return {
    name: 'docgen-missing-modules',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^@(theme|theme-original|docusaurus)\// }, async (args) => {
        if (args.pluginData === CHECKING || known.has(args.path)) return undefined;
        const { kind, importer, namespace, resolveDir } = args;
        const found = await pluginBuild.resolve(args.path, { kind, importer, namespace, resolveDir, with: args.with, pluginData: CHECKING });
        if (found.errors.length === 0) return undefined;
        const problem = problemOf(args.path);
        const detail: Missing = { [MISSING]: { specifier: args.path, problem } };
        return { errors: [{ text: problem.message, detail }] };
      });
    },
  };
}

/** Names at most one or two edits away (two for longer names), closest first, at most three. */
export function closest(name: string, candidates: readonly string[]): string[] {
  const wanted = name.toLowerCase();
  const most = wanted.length > 5 ? 2 : 1;
  return candidates
    .map((candidate) => ({ candidate, distance: distance(wanted, candidate.toLowerCase()) }))
    .filter((item) => item.distance <= most)
    .sort((a, b) => a.distance - b.distance || (a.candidate < b.candidate ? -1 : 1))
    .slice(0, 3)
    .map((item) => item.candidate);
}

/** Edits between two strings (insert, delete, replace, swap two neighbours). */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const at = (i: number, j: number) => rows[i]?.[j] ?? 0;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      (rows[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** The site's problems for esbuild's errors, each once (a page compiled per locale fails once per locale). */
export function bundleProblems({ errors, siteDir }: { errors: readonly Message[]; siteDir: string }): Problem[] {
  const found = new Map<string, Problem>();
  for (const error of errors) {
    const problem = problemFor(error, siteDir);
    found.set(formatProblem(problem), problem);
  }
  return [...found.values()];
}

function problemFor(error: Message, siteDir: string): Problem {
  const importer = importerOf(error.location, siteDir);
  const missing = (error.detail as Partial<Missing> | undefined)?.[MISSING];
  const specifier = missing?.specifier ?? unresolved(error);
  // docgen's own modules import only what docgen has: what they miss is docgen's to fix.
  if (importer === 'docgen') {
    return specifier === undefined
      ? problems.bundleFailed({ reason: error.text })
      : problems.internal({ reason: `one of docgen's own modules imports ${JSON.stringify(specifier)}, which cannot be found` });
  }
  let where: string | undefined;
  if (importer?.compiled) {
    where = specifier === undefined ? importer.file : importWhere({ file: importer.file, source: readSource(resolve(siteDir, importer.file)), specifier });
  } else if (importer) where = esbuildWhere(error.location);
  if (missing) return { ...missing.problem, where };
  if (specifier === undefined) {
    const lacking = missingExport(error, siteDir);
    return lacking ? problems.exportMissing({ where, ...lacking }) : problems.bundleFailed({ where, reason: error.text });
  }
  if (isPackageImport(specifier) && !isInstalled({ specifier, dir: importer ? dirname(resolve(siteDir, importer.file)) : siteDir })) {
    return problems.packageMissing({ where, specifier });
  }
  // esbuild's text names what an alias made of the import (an absolute path); the site wrote this.
  return problems.bundleFailed({ where, reason: `Could not resolve ${JSON.stringify(specifier)}` });
}

/** The file that holds an error, relative to the site (`compiled`: esbuild saw what its Markdown
 * compiled to, so its lines are not the file's), or `docgen` for docgen's own modules. */
function importerOf(location: Location | null, siteDir: string): { file: string; compiled: boolean } | 'docgen' | undefined {
  if (!location) return undefined;
  // A module of a plugin's namespace is named `<namespace>:<path>`; a file, by its path from the site.
  const [, namespace, path = ''] = /^([a-z][a-z-]*):(.*)$/.exec(location.file) ?? [];
  if (namespace && COMPILED_NAMESPACES.has(namespace)) {
    // A page's module path leaves out the site's folder (esbuild-plugins.ts); a partial's is its file.
    const key = namespace === 'docgen-mdx' ? mdxModuleKey({ path, siteDir }) : path;
    return {
      file: relative(siteDir, key.slice(key.indexOf(':') + 1))
        .split(sep)
        .join('/'),
      compiled: true,
    };
  }
  if (namespace) return 'docgen';
  const file = resolve(siteDir, location.file);
  const inDocgen = [RUNTIME_DIR, join(PACKAGE_ROOT, 'node_modules')].some((dir) => file.startsWith(dir + sep));
  return inDocgen ? 'docgen' : { file: location.file, compiled: false };
}

/** The import esbuild could not resolve, as its module wrote it (the quoted text the error points at). */
function unresolved(error: Message): string | undefined {
  if (!error.text.startsWith('Could not resolve ') || !error.location) return undefined;
  const { lineText, column, length } = error.location;
  const quoted = Buffer.from(lineText)
    .subarray(column, column + length)
    .toString();
  return /^(["'`])(.*)\1$/.exec(quoted)?.[2];
}

/** A name a site imports from one of docgen's modules that the module does not export (found
 * when esbuild links the bundle, after every import resolved), with the module as sites import it. */
function missingExport(error: Message, siteDir: string): { name: string; module: string } | undefined {
  const [, path = '', name = ''] = /^No matching export in "([^"]+)" for import "([^"]+)"$/.exec(error.text) ?? [];
  const file = resolve(siteDir, path);
  if (!file.startsWith(RUNTIME_DIR + sep)) return undefined;
  const component = [...componentsIn(THEME_DIR)].find(([, componentFile]) => componentFile === file)?.[0];
  if (component) return { name, module: `@theme/${component}` };
  const aliased = [...DOCUSAURUS_PROVIDED].find(([, target]) => [target, fileWithExtension(target), fileWithExtension(join(target, 'index'))].includes(file));
  return aliased ? { name, module: `@docusaurus/${aliased[0]}` } : undefined;
}

function readSource(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
