// What both bundles are built with besides their entries: the theme's and Docusaurus's module
// names, how a site's own modules are read (JSX in .js, CSS modules, SVG components, swizzles, its
// custom CSS), compiled MDX pages as virtual modules, one React for the site and the theme, and
// the branches a site does not use (DocSearch, the blog) left out.
import { generatedDir } from '../../plugins/plugin-context.js';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OnResolveResult, Plugin } from 'esbuild';
import type { SiteConfig } from '../../config/resolve-config.js';
import { DocgenError, problems } from '../../errors.js';
import { PACKAGE_ROOT, RUNTIME_DIR, resolveFromDocgen } from '../../paths.js';
import type { MdxModule } from '../compile/compile-types.js';
import { flattenBarrels } from './barrels.js';
import { cssModules } from './css-modules.js';
import { svgComponents } from './svg-components.js';
import { resolveRoots } from './resolve-roots.js';
import { swizzle } from './swizzle.js';

/** `@theme/X` and the Docusaurus module names a site's pages import resolve to docgen's theme.
 * esbuild's own alias, not a resolve plugin: a file reached both through an alias plugin and by a
 * relative import could be bundled with either resolution's CommonJS interop, so builds differed. */
const DOCUSAURUS_MODULES = [
  'router',
  'useDocusaurusContext',
  'useBaseUrl',
  'Translate',
  'Interpolate',
  'BrowserOnly',
  'useIsBrowser',
  'ExecutionEnvironment',
  'ErrorBoundary',
  'isInternalUrl',
  'Noop',
  'constants',
  'useBrokenLinks',
  'useGlobalData',
  'useRouteContext',
  'useIsomorphicLayoutEffect',
  'renderRoutes',
];

const THEME_ALIASES: Record<string, string> = {
  '@theme': join(RUNTIME_DIR, 'theme'),
  '@docusaurus/Link': join(RUNTIME_DIR, 'docusaurus', 'Link.tsx'),
  '@docusaurus/Head': join(RUNTIME_DIR, 'docusaurus', 'Head.tsx'),
  '@docusaurus/theme-common/internal': join(RUNTIME_DIR, 'docusaurus', 'theme-common', 'internal.ts'),
  '@docusaurus/theme-common/Details': join(RUNTIME_DIR, 'docusaurus', 'theme-common', 'Details', 'index.tsx'),
  '@docusaurus/theme-common': join(RUNTIME_DIR, 'docusaurus', 'theme-common', 'index.ts'),
  '@docusaurus/plugin-content-docs/client': join(RUNTIME_DIR, 'docusaurus', 'docs-client', 'index.ts'),
  '@docusaurus/plugin-content-blog/client': join(RUNTIME_DIR, 'docusaurus', 'blog-client', 'index.ts'),
  ...Object.fromEntries(DOCUSAURUS_MODULES.map((name) => [`@docusaurus/${name}`, join(RUNTIME_DIR, 'docusaurus', name)])),
};

/** The client bundle reads the names of Docusaurus's index modules from their own modules (barrels.ts). */
export const flattenedIndexes = () =>
  flattenBarrels({
    aliases: THEME_ALIASES,
    indexes: [
      '@docusaurus/theme-common',
      '@docusaurus/theme-common/internal',
      '@docusaurus/plugin-content-docs/client',
      '@docusaurus/plugin-content-blog/client',
    ],
  });

/** The `@docusaurus/<name>` modules docgen provides: name -> where its alias leads (a file, or one without its extension). */
export const DOCUSAURUS_PROVIDED: ReadonlyMap<string, string> = new Map(
  Object.entries(THEME_ALIASES)
    .filter(([key]) => key.startsWith('@docusaurus/'))
    .map(([key, target]) => [key.slice('@docusaurus/'.length), target] as const)
    .sort(([a], [b]) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')),
);

/** The theme's aliases, `@site/` for the site's own folder, and for a site with plugins
 * `@generated/` for what they generate (Docusaurus's aliases). One bundle serves every locale: the
 * default locale's generated files are the ones it reads. */
export const aliasesFor = (config: SiteConfig) => ({
  ...THEME_ALIASES,
  // What an ejected component imports of docgen's runtime (docgen swizzle), installed or not.
  docgen: PACKAGE_ROOT,
  '@site': config.siteDir,
  ...(config.plugins ? { '@generated': generatedDir({ siteDir: config.siteDir, locale: config.defaultLocale }) } : {}),
});

/** The site's own stylesheets (Docusaurus's customCss), imported at the end of the client entry so
 * that they come after the theme's and override it. Without any, the entry is left as it is: its
 * output, and the hashed names of every chunk, stay those of a site without custom CSS. */
const CUSTOM_CSS_MARKER = '// docgen:custom-css';

/** The site's client modules as one module: the list the entry tells of route changes. */
export const clientModulesModule = (files: readonly string[]) =>
  virtualModule(
    'docgen:client-modules',
    [
      ...files.map((file, index) => `import * as module${index} from ${JSON.stringify(file)};`),
      `export default [${files.map((_, index) => `module${index}`).join(', ')}];`,
    ].join('\n'),
  );

export function customCss({ files, entry }: { files: readonly string[]; entry: string }): Plugin[] {
  if (files.length === 0) return [];
  return [
    {
      name: 'docgen-custom-css',
      setup(pluginBuild) {
        pluginBuild.onLoad({ filter: /[\\/]entry\.tsx$/ }, async (args) => {
          if (args.path !== entry) return null;
          // At the entry's marker, before the client modules: Docusaurus loads the theme's CSS first.
          const imports = files.map((file) => `import ${JSON.stringify(file)};`).join('\n');
          return { contents: (await readFile(entry, 'utf8')).replace(CUSTOM_CSS_MARKER, imports), loader: 'tsx' };
        });
      },
    },
  ];
}

/** Docusaurus lets a site write JSX in .js files; packages keep esbuild's plain JavaScript loader. */
/** A file of a Docusaurus package (`@docusaurus/theme-live-codeblock`, `docusaurus-plugin-x`): its
 * name after the last node_modules says docusaurus. Docusaurus compiles these as the site's own code,
 * so they may hold JSX in .js files (a theme's client module does). */
const isDocusaurusPackage = (path: string) => {
  const at = path.lastIndexOf(`${sep}node_modules${sep}`);
  return at >= 0 && path.slice(at).includes('docusaurus');
};

function siteJsx({ siteDir, themePaths }: { siteDir: string; themePaths: readonly string[] }): Plugin {
  // The plugins' theme folders are the site's code too, wherever they are (Docusaurus compiles them).
  const themeDirs = themePaths.map((dir) => (dir.endsWith(sep) ? dir : dir + sep));
  return {
    name: 'docgen-site-jsx',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.js$/ }, async (args) => {
        const site = args.path.startsWith(siteDir + sep) && !args.path.includes(`${sep}node_modules${sep}`);
        if (!site && !themeDirs.some((dir) => args.path.startsWith(dir)) && !isDocusaurusPackage(args.path)) return null;
        return { contents: await readFile(args.path, 'utf8'), loader: 'jsx' };
      });
    },
  };
}

/** How both bundles read a site's own modules: JSX in .js, CSS modules, SVG components, swizzles.
 * `files` collects what the plugins read outside esbuild's own inputs. */
export function siteModules({
  siteDir,
  staticDirs = [],
  themePaths = [],
  target,
  files,
}: {
  siteDir: string;
  /** The site's static folders, where imports from the root look first (resolve-roots.ts). */
  staticDirs?: readonly string[];
  /** The plugins' theme folders, highest priority first (swizzle.ts). */
  themePaths?: readonly string[];
  target: 'client' | 'server';
  files: Set<string>;
}): Plugin[] {
  return [
    resolveRoots({ siteDir, staticDirs }),
    siteJsx({ siteDir, themePaths }),
    cssModules({ siteDir, target, files }),
    svgComponents({ siteDir, files }),
    ...swizzle({ siteDir, themePaths, files }),
  ];
}

export function virtualModule(name: string, contents: string, resolveDir = RUNTIME_DIR): Plugin {
  return {
    name: `virtual-${name}`,
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: new RegExp(`^${name}$`) }, () => ({ path: name, namespace: 'docgen-virtual' }));
      pluginBuild.onLoad({ filter: new RegExp(`^${name}$`), namespace: 'docgen-virtual' }, () => ({ contents, loader: 'js', resolveDir }));
    },
  };
}

export const MDX_PREFIX = 'docgen-mdx:';

/** The path of an MDX page's module in its namespace (`docgen-mdx:<path>` in esbuild's metafile):
 * its key with the site's folder written `<site>`. */
export const mdxModulePath = ({ key, siteDir }: { key: string; siteDir: string }) => key.split(siteDir).join('<site>');

/** The key of the MDX page's module at `path` (mdxModulePath). */
export const mdxModuleKey = ({ path, siteDir }: { path: string; siteDir: string }) => path.split('<site>').join(siteDir);

/** Compiled MDX pages as virtual modules; their imports resolve from the page's own folder. A
 * module's path leaves out the site's folder: esbuild hashes the paths of a chunk's modules into
 * its name, and a site built in another folder must get the same files. */
export function mdxModules({ modules, siteDir }: { modules: readonly MdxModule[]; siteDir: string }): Plugin {
  const sitePath = (key: string) => mdxModulePath({ key, siteDir });
  const byPath = new Map(modules.map((module) => [sitePath(module.key), module]));
  return {
    name: 'docgen-mdx',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^docgen-mdx:/ }, (args) => ({ path: sitePath(args.path.slice(MDX_PREFIX.length)), namespace: 'docgen-mdx' }));
      pluginBuild.onLoad({ filter: /.*/, namespace: 'docgen-mdx' }, (args) => {
        const module = byPath.get(args.path);
        return module ? { contents: module.code, loader: 'js', resolveDir: dirname(module.file) } : null;
      });
    },
  };
}

/** A module of docgen's React, or an error naming the import alone (Node's names docgen's install). */
function reactModule(specifier: string, result: (file: string) => OnResolveResult): OnResolveResult {
  let file: string;
  try {
    file = resolveFromDocgen(specifier);
  } catch {
    return { errors: [{ text: `docgen's React has no module ${JSON.stringify(specifier)}` }] };
  }
  return result(file);
}

/** Client bundle: a site's pages use docgen's React, wherever the site lives. */
export function docgenReact(): Plugin {
  return {
    name: 'docgen-react',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => reactModule(args.path, (file) => ({ path: file })));
    },
  };
}

/** Server bundle: React stays external, resolved to docgen's own copy by absolute URL (by path for
 * a CommonJS package's require(), which takes no URL). */
export function externalReact(): Plugin {
  return {
    name: 'docgen-external-react',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) =>
        reactModule(args.path, (file) => ({ path: args.kind === 'require-call' ? file : pathToFileURL(file).href, external: true })),
      );
    },
  };
}

/** Where the site's @docsearch/react is (themeConfig.algolia), or a problem saying how to get it. */
function docSearchPackage(siteDir: string): string {
  try {
    // From the package's entry: version 4 exports no package.json.
    let dir = dirname(createRequire(join(siteDir, 'package.json')).resolve('@docsearch/react'));
    while (!existsSync(join(dir, 'package.json')) || !readFileSync(join(dir, 'package.json'), 'utf8').includes('"@docsearch/react"')) {
      if (dirname(dir) === dir) throw new Error('no package folder');
      dir = dirname(dir);
    }
    return dir;
  } catch {
    throw new DocgenError([
      problems.bundleFailed({
        where: 'themeConfig.algolia',
        reason: 'DocSearch needs the @docsearch/react package, and the site has none: install it in the site (npm install @docsearch/react)',
      }),
    ]);
  }
}

/** DocSearch's stylesheet, from the package the site's @docsearch/react depends on: in every page
 * with the site's own CSS, since a chunk loaded on first use brings no stylesheet. */
export const docSearchCss = (config: SiteConfig) =>
  config.themeConfig.algolia ? [createRequire(join(docSearchPackage(config.siteDir), 'package.json')).resolve('@docsearch/css')] : [];

/**
 * `docgen:docsearch`: the client's DocSearch modal from the site's own @docsearch/react, where the
 * site configures Algolia; elsewhere, and on the server, which never opens it, nothing.
 */
export function docSearchModule({ config, target }: { config: SiteConfig; target: 'client' | 'server' }): Plugin {
  const found = target === 'client' && config.themeConfig.algolia ? docSearchPackage(config.siteDir) : undefined;
  const contents = found ? "export { DocSearchModal } from '@docsearch/react';\n" : 'export const DocSearchModal = null;\n';
  return {
    name: 'docgen-docsearch',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^docgen:docsearch$/ }, () => ({ path: 'docsearch', namespace: 'docgen-docsearch' }));
      pluginBuild.onLoad({ filter: /.*/, namespace: 'docgen-docsearch' }, () => ({ contents, loader: 'js', resolveDir: found ?? RUNTIME_DIR }));
    },
  };
}

/** The blog pages' module: the theme's, given the components blogs name for their list and post
 * pages (a changelog's own look) when any does. */
function blogPageSource(blogs: SiteConfig['blogs']): string {
  const own = blogs.filter((blog) => blog.components);
  if (own.length === 0) return "export { default } from './theme/blog/BlogPage.js';\n";
  const imports: string[] = [];
  const entries = own.map((blog) => {
    const parts = Object.entries(blog.components ?? {}).map(([part, name]) => {
      imports.push(`import C${imports.length} from ${JSON.stringify(name)};`);
      return `${part}: C${imports.length - 1}`;
    });
    return `${JSON.stringify(blog.id)}: { ${parts.join(', ')} }`;
  });
  return ["import { blogPageWith } from './theme/blog/BlogPage.js';", ...imports, `export default blogPageWith({ ${entries.join(', ')} });`, ''].join('\n');
}

/**
 * `docgen:blog`: the theme's blog pages where the site has a blog; elsewhere nothing. A module the
 * bundle only leaves out still changes how the minifier names the rest (the bundle of a site
 * without a blog grew by its import alone), so a site without a blog never reaches it.
 */
export function blogModule(config: SiteConfig): Plugin {
  const contents = config.blogs.length > 0 ? blogPageSource(config.blogs) : 'export default null;\n';
  return {
    name: 'docgen-blog',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^docgen:blog$/ }, () => ({ path: 'blog', namespace: 'docgen-blog' }));
      pluginBuild.onLoad({ filter: /.*/, namespace: 'docgen-blog' }, () => ({ contents, loader: 'js', resolveDir: RUNTIME_DIR }));
    },
  };
}

/**
 * `docgen:doc-items`: docs plugin id -> the component its docs render with, for the plugins that
 * name one (`docItemComponent`, e.g. an OpenAPI theme's `@theme/ApiItem`); null for the rest of
 * sites, which keep the theme's DocItem alone. Names resolve from the site's folder, as
 * Docusaurus resolves them.
 */
export function docItemsModule(config: SiteConfig): Plugin {
  const own = [...new Map(config.docs.filter((plugin) => plugin.itemComponent).map((plugin) => [plugin.id, plugin.itemComponent!]))];
  const contents =
    own.length === 0
      ? 'export default null;\n'
      : [
          ...own.map(([, name], index) => `import C${index} from ${JSON.stringify(name)};`),
          `export default { ${own.map(([id], index) => `${JSON.stringify(id)}: C${index}`).join(', ')} };`,
          '',
        ].join('\n');
  return virtualModule('docgen:doc-items', contents, config.siteDir);
}

/** Kinds of page a site's routes have, which its bundles carry the code of (bundle-stage.ts reads them from the route tables). */
export interface BundleFeatures {
  /** A docs version's tags list or a tag's docs. */
  readonly docTags: boolean;
  /** A sidebar category's generated index. */
  readonly categoryIndex: boolean;
}

/** Constants both bundles are built with: a theme branch a site does not use (DocSearch, the blog, tag pages, client modules) is left out of its pages' code. */
export const defines = ({ config, features }: { config: SiteConfig; features: BundleFeatures }) => ({
  'process.env.NODE_ENV': '"production"',
  'process.env.DOCGEN_DOCSEARCH': JSON.stringify(Boolean(config.themeConfig.algolia)),
  'process.env.DOCGEN_BLOG': JSON.stringify(config.blogs.length > 0),
  // A docs version that shows a banner or a badge: several versions of a plugin, or a banner set.
  'process.env.DOCGEN_VERSIONED': JSON.stringify(
    config.docInstances.some((instance) => instance.version.banner !== 'none' || config.docInstances.filter((other) => other.id === instance.id).length > 1),
  ),
  'process.env.DOCGEN_VERSION_ITEMS': JSON.stringify(hasNavbarItem(config.themeConfig.navbar.items, ['docsVersion', 'docsVersionDropdown'])),
  'process.env.DOCGEN_DOC_TAGS': JSON.stringify(features.docTags),
  'process.env.DOCGEN_CATEGORY_INDEX': JSON.stringify(features.categoryIndex),
  'process.env.DOCGEN_CLIENT_MODULES': JSON.stringify((config.plugins?.clientModules.length ?? 0) > 0),
});

/** Whether the navbar (its dropdowns' items too) has an item of one of `types`. */
function hasNavbarItem(items: readonly { readonly type?: string; readonly items?: unknown }[], types: readonly string[]): boolean {
  return items.some(
    (item) => types.includes(item.type ?? '') || (Array.isArray(item.items) && hasNavbarItem(item.items as { type?: string; items?: unknown }[], types)),
  );
}
