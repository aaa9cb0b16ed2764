// The names a Docusaurus 3 site imports from Docusaurus's client side (tests/data/docusaurus-names.json:
// `@theme/<Name>` of theme-classic, and the value exports of @docusaurus/theme-common and its
// /internal, the docs and blog plugins' /client and core's `@docusaurus/<Name>` modules), each
// resolved the way a site's code resolves it: through the server bundle's options (bundle.ts's
// bundleServer: docgen's aliases and plugins) for a Docusaurus site that swizzles nothing, the
// bundle then run to see what each module exports. A theme component must have a default export
// (a component, or an object of them); another name, an export of that name.
//
// The names docgen does not have yet are listed in tests/data/docusaurus-names-missing.json, in
// the shape of the names file. The test fails when a name not listed there is missing, and when
// one listed there resolves or is no Docusaurus name any more: the list only shrinks.
//
// To take the names again, from the node_modules folder of a Docusaurus 3 site:
//   node bin/docusaurus-names.js <node_modules>
// To write the missing list as it is now (check its diff: a name that used to resolve is a regression):
//   UPDATE=1 npx vitest run tests/docusaurus-names.test.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../cli/config/load-config.js';
import type { SiteConfig } from '../cli/config/resolve-config.js';
import { aliasesFor, blogModule, defines, docSearchModule, externalReact, mdxModules, siteModules } from '../cli/pipeline/bundle/esbuild-plugins.js';

const DATA = join(import.meta.dirname, 'data');
const NAMES_FILE = join(DATA, 'docusaurus-names.json');
const MISSING = join(DATA, 'docusaurus-names-missing.json');
/** The missing list as the messages name it. */
const MISSING_FILE = 'tests/data/docusaurus-names-missing.json';
/** The generated entry's name, which its imports give as their importer. */
const ENTRY = 'docusaurus-names-entry.js';

interface Groups {
  /** `@theme/<Name>`, each imported for its default export. */
  readonly theme: readonly string[];
  /** Module -> its value exports. */
  readonly themeCommon: Readonly<Record<string, readonly string[]>>;
  readonly docsClient: readonly string[];
  readonly blogClient: readonly string[];
  readonly core: Readonly<Record<string, readonly string[]>>;
}
type Group = keyof Groups;
const GROUPS: readonly Group[] = ['theme', 'themeCommon', 'docsClient', 'blogClient', 'core'];

const names = JSON.parse(readFileSync(NAMES_FILE, 'utf8')) as Groups & { version: string };

/** A group as module -> the names a site imports from it. */
function importsOf(groups: Partial<Groups>, group: Group): Map<string, readonly string[]> {
  switch (group) {
    case 'theme':
      return new Map((groups.theme ?? []).map((specifier) => [specifier, ['default']]));
    case 'docsClient':
      return new Map([['@docusaurus/plugin-content-docs/client', groups.docsClient ?? []]]);
    case 'blogClient':
      return new Map([['@docusaurus/plugin-content-blog/client', groups.blogClient ?? []]]);
    default:
      return new Map(Object.entries(groups[group] ?? {}));
  }
}

/** One import, as the messages and the missing list's sets name it. */
const keyOf = (group: Group, specifier: string, name: string) => (group === 'theme' ? specifier : `${name} from ${specifier}`);
const keysOf = (groups: Partial<Groups>, group: Group) =>
  [...importsOf(groups, group)].flatMap(([specifier, exported]) => exported.map((name) => keyOf(group, specifier, name)));

/** Marks the entry's imports that do not resolve (resolving them as docgen's bundle would) as
 * empty modules, so that one bundle answers for every import of a group. */
function unresolvedAsEmpty({ entry, unresolved }: { entry: string; unresolved: Set<string> }): Plugin {
  return {
    name: 'test-unresolved-as-empty',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /.*/ }, async (args) => {
        if (args.importer !== entry || args.pluginData === 'asked') return undefined;
        const found = await pluginBuild.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'asked' });
        if (found.errors.length === 0) return found;
        unresolved.add(args.path);
        return { path: args.path, namespace: 'test-unresolved' };
      });
      pluginBuild.onLoad({ filter: /.*/, namespace: 'test-unresolved' }, () => ({ contents: 'export {};', loader: 'js' }));
    },
  };
}

/** The imports of `imports` that a site's code cannot make in docgen, each with why. */
async function missingImports({ config, imports, dir }: { config: SiteConfig; imports: Map<string, readonly string[]>; dir: string }) {
  const specifiers = [...imports.keys()];
  const entry = [
    ...specifiers.map((specifier, index) => `import * as m${index} from ${JSON.stringify(specifier)};`),
    `const modules = [${specifiers.map((_, index) => `m${index}`).join(', ')}];`,
    `const wanted = ${JSON.stringify(specifiers.map((specifier) => imports.get(specifier)))};`,
    "const has = (module, name) => (name === 'default' ? typeof module.default === 'function' || (typeof module.default === 'object' && module.default !== null) : name in module);",
    'export const absent = wanted.map((names, index) => names.filter((name) => !has(modules[index], name)));',
  ].join('\n');
  const unresolved = new Set<string>();
  const files = new Set<string>();
  // The server bundle's options (bundle.ts), with this test's entry: the bundle docgen runs in Node.
  const result = await build({
    absWorkingDir: config.siteDir,
    stdin: { contents: entry, resolveDir: config.siteDir, loader: 'js', sourcefile: ENTRY },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    write: false,
    logLevel: 'silent',
    loader: {
      '.css': 'empty',
      '.scss': 'empty',
      '.sass': 'empty',
      '.svg': 'empty',
      '.png': 'empty',
      '.jpg': 'empty',
      '.jpeg': 'empty',
      '.gif': 'empty',
      '.webp': 'empty',
    },
    define: defines({ config, features: { docTags: true, categoryIndex: true } }),
    banner: { js: "import { createRequire as __docgenRequire } from 'node:module'; const require = __docgenRequire(import.meta.url);" },
    alias: aliasesFor(config),
    plugins: [
      unresolvedAsEmpty({ entry: join(config.siteDir, ENTRY), unresolved }),
      externalReact(),
      docSearchModule({ config, target: 'server' }),
      blogModule(config),
      mdxModules({ modules: [], siteDir: config.siteDir }),
      ...siteModules({ siteDir: config.siteDir, target: 'server', files }),
    ],
  });
  const file = join(dir, `names-${Math.random().toString(36).slice(2)}.mjs`);
  await writeFile(file, result.outputFiles[0]?.text ?? '');
  const { absent } = (await import(pathToFileURL(file).href)) as { absent: string[][] };
  return specifiers.flatMap((specifier, index) =>
    (absent[index] ?? []).map((name) => ({
      specifier,
      name,
      why: unresolved.has(specifier) ? 'no such module' : name === 'default' ? 'the module has no default export' : 'the module has no such export',
    })),
  );
}

let dir: string;
let config: SiteConfig;
let listedMissing: Partial<Groups>;
const missing = new Map<Group, { key: string; why: string }[]>();
beforeAll(async () => {
  // A Docusaurus site with nothing of its own: no swizzles, no node_modules.
  dir = await mkdtemp(join(tmpdir(), 'docgen-names-'));
  await writeFile(join(dir, 'docusaurus.config.js'), "export default { title: 'Names', url: 'https://names.example.com', baseUrl: '/' };\n");
  config = await loadConfig({ siteDir: dir });
  await Promise.all(
    GROUPS.map(async (group) => {
      const found = await missingImports({ config, imports: importsOf(names, group), dir });
      missing.set(
        group,
        found.map(({ specifier, name, why }) => ({ key: keyOf(group, specifier, name), why })),
      );
    }),
  );
  if (process.env.UPDATE) writeFileSync(MISSING, `${JSON.stringify(missingList(), null, 2)}\n`);
  listedMissing = JSON.parse(readFileSync(MISSING, 'utf8')) as Partial<Groups>;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** What is missing now, in the names file's shape. */
function missingList(): Groups {
  const now = (group: Group) => new Set((missing.get(group) ?? []).map(({ key }) => key));
  const byModule = (group: 'themeCommon' | 'core') =>
    Object.fromEntries(
      Object.entries(names[group])
        .map(([specifier, exported]) => [specifier, exported.filter((name) => now(group).has(keyOf(group, specifier, name)))] as const)
        .filter(([, exported]) => exported.length > 0),
    );
  const flat = (group: 'docsClient' | 'blogClient', specifier: string) => names[group].filter((name) => now(group).has(keyOf(group, specifier, name)));
  return {
    theme: names.theme.filter((specifier) => now('theme').has(specifier)),
    themeCommon: byModule('themeCommon'),
    docsClient: flat('docsClient', '@docusaurus/plugin-content-docs/client'),
    blogClient: flat('blogClient', '@docusaurus/plugin-content-blog/client'),
    core: byModule('core'),
  };
}

describe('the names a Docusaurus site imports from Docusaurus, in docgen', () => {
  it('are those of a Docusaurus 3 release', () => {
    expect(names.version).toMatch(/^3\./);
    for (const group of GROUPS) expect(keysOf(names, group).length, group).toBeGreaterThan(0);
  });

  it.each(GROUPS)('%s: each name resolves, but those listed missing; none listed missing resolves', (group) => {
    const now = new Map((missing.get(group) ?? []).map(({ key, why }) => [key, why]));
    const listed = new Set(keysOf(listedMissing, group));
    const known = new Set(keysOf(names, group));
    const problems = [
      ...[...now]
        .filter(([key]) => !listed.has(key))
        .map(
          ([key, why]) =>
            `${key} is missing (${why}). Give it to docgen (runtime/theme, runtime/docusaurus, the aliases of cli/pipeline/bundle/esbuild-plugins.ts), or, if it is left out for now on purpose, add it to ${MISSING_FILE} under "${group}".`,
        ),
      ...[...listed]
        .filter((key) => !known.has(key))
        .map((key) => `${key} is not a Docusaurus name (tests/data/docusaurus-names.json): remove it from ${MISSING_FILE}.`),
      ...[...listed].filter((key) => known.has(key) && !now.has(key)).map((key) => `${key} now resolves: remove it from ${MISSING_FILE}.`),
    ];
    expect(problems).toEqual([]);
  });
});
