// Two esbuild bundles per build:
// - the client: one shared entry (React, theme, router) plus one chunk per React page, ESM with
//   code splitting, minified, content-hashed;
// - the server: the SSR renderer with the theme and every React page, imported by the build so
//   pages and theme share one React and one set of contexts.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Message, type Metafile } from 'esbuild';
import type { SiteData } from '../../../runtime/shared/site-data.js';
import type { SiteConfig } from '../../config/resolve-config.js';
import type { Partials } from './mdx-partials.js';
import { cssRootUrls } from './css-root-urls.js';
import { sortedMediaQueries } from './sort-media-queries.js';
import { DocgenError, problems, type Problem } from '../../errors.js';
import { RUNTIME_DIR } from '../../paths.js';
import type { PolicySources } from '../site/csp.js';
import { themeCss } from './theme-css.js';
import { bundleProblems, missingModules } from './missing-modules.js';
import { sassStylesheets } from './sass.js';
import {
  aliasesFor,
  blogModule,
  docItemsModule,
  customCss,
  defines,
  docgenReact,
  docSearchCss,
  docSearchModule,
  externalReact,
  MDX_PREFIX,
  mdxModulePath,
  mdxModules,
  siteModules,
  clientModulesModule,
  virtualModule,
  flattenedIndexes,
  type BundleFeatures,
} from './esbuild-plugins.js';
import { contentHash, fileDigest, inputKey } from '../../hash.js';
import { outputLayout } from '../output/output-layout.js';
import type { Output } from '../output/output.js';
import { folderMaker, writeFileAtomicSync } from '../output/write-atomic.js';
import type { MdxModule } from '../compile/compile-types.js';
import { pluginBundling, rawLoaderImports } from './plugin-bundling.js';
import { runPostcss } from './postcss.js';
import { workerUrls, type WorkerFile } from './worker-urls.js';
import type { EmittedFile } from './webpack-loaders.js';

const VIRTUAL_OUT = resolve('/docgen-virtual-out');

export interface ClientAssets {
  /** URL of the entry script. */
  readonly script: string;
  readonly styles: readonly string[];
  /** Chunks the entry imports statically, for modulepreload. */
  readonly preload: readonly string[];
}

export interface BundleResult {
  readonly entry: ClientAssets;
  /** Component page file -> its client chunk. */
  readonly components: ReadonlyMap<string, ClientAssets>;
  /** The server bundle file, imported where pages are rendered (render-batch.ts). Plain data
   * throughout, so the build cache can keep the result. */
  readonly serverModule: string;
  /** Hash of the server bundle's source files (MDX modules left out: each MDX page's own module is
   * named by its content-hashed client chunk), so an MDX edit does not re-render every page. */
  readonly serverKey: string;
  /** Component page files, in the order of the server bundle's `pages` export. */
  readonly componentFiles: readonly string[];
  /** MDX module key -> its client chunk. */
  readonly mdx: ReadonlyMap<string, ClientAssets>;
  /** The chunk that renders MDX pages compiled to data (theme/ContentTree.tsx). */
  readonly contentTree?: ClientAssets;
  /** The chunk of the components such a page loads when its tree has them (LAZY_TREE_TYPES). */
  readonly treeParts?: ClientAssets;
  /** Every source file esbuild read for either bundle (a change to one means bundling again). */
  readonly inputs: ReadonlySet<string>;
  /** The client bundle's files in the output folder. */
  readonly files: readonly string[];
  /** What the policy must allow for the bundle's stylesheets: those they import from other sites. */
  readonly policy: PolicySources;
  /** The client entry's stylesheet as esbuild made it, not written: the stylesheet stage trims the
   * theme's part and writes it (stylesheet-stage.ts). */
  readonly stylesheet?: ThemeStylesheet;
}

/** The client entry's stylesheet before it is trimmed: the URL the entry names it by, its text. */
export interface ThemeStylesheet {
  readonly url: string;
  readonly text: string;
}

const CLIENT_ENTRY = join(RUNTIME_DIR, 'browser', 'entry.tsx');
/** The renderer of MDX pages compiled to data; the client loads it as a chunk of its own. */
const CONTENT_TREE = join(RUNTIME_DIR, 'theme', 'ContentTree.tsx');
const CONTENT_TREE_PARTS = join(RUNTIME_DIR, 'theme', 'content-tree-parts.ts');

/** URLs of an entry's script, stylesheet and statically imported chunks; metafile paths are relative to siteDir. */
function assetsOf({
  metafile,
  output,
  siteDir,
  outDir,
  baseUrl,
}: {
  metafile: Metafile;
  output: string;
  siteDir: string;
  outDir: string;
  baseUrl: string;
}): ClientAssets {
  const url = (file: string) => baseUrl + relative(outDir, join(siteDir, file)).split('\\').join('/');
  const meta = metafile.outputs[output];
  return {
    script: url(output),
    styles: meta?.cssBundle ? [url(meta.cssBundle)] : [],
    preload: (meta?.imports ?? []).filter((item) => item.kind === 'import-statement' && !item.external).map((item) => url(item.path)),
  };
}

export interface BundleInput {
  readonly config: SiteConfig;
  readonly siteData: SiteData;
  readonly componentFiles: readonly string[];
  readonly mdx: readonly MdxModule[];
  /** Where the files are written. */
  readonly output: Output;
  /** How Markdown and MDX files that pages import are compiled (mdx-partials.ts). */
  readonly partials?: Partials;
  /** Kinds of page the routes have (their code is left out of a site without them). */
  readonly features: BundleFeatures;
}

/**
 * A site's CSS may import stylesheets from other sites (`@import url('https://fonts.googleapis.com/…')`,
 * common in Docusaurus sites' custom.css): their origins join style-src, and since such a
 * stylesheet loads its fonts from wherever it says (Google's from another host), font-src takes
 * any https origin. Fonts run no code.
 */
export function importedStyleSources(stylesheets: readonly string[]): PolicySources {
  const origins = new Set<string>();
  for (const css of stylesheets)
    for (const [, url = ''] of css.matchAll(/@import\s*(?:url\(\s*)?["']?(https?:\/\/[^"')\s;]+)/gi)) {
      try {
        origins.add(new URL(url).origin);
      } catch {
        // Not a URL: nothing to allow.
      }
    }
  return origins.size > 0 ? { 'style-src': [...origins].sort(), 'font-src': ['https:'] } : {};
}

/** Absolute paths of the files a metafile lists (virtual modules left out). */
const inputFiles = ({ metafile, siteDir }: { metafile: Metafile; siteDir: string }) =>
  Object.keys(metafile.inputs)
    .filter((input) => !/^[a-z][a-z-]*:/.test(input))
    .map((input) => resolve(siteDir, input));

async function bundleClient({
  config,
  siteData,
  componentFiles,
  mdx,
  output,
  partials,
  features,
}: BundleInput): Promise<
  Pick<BundleResult, 'entry' | 'components' | 'mdx' | 'contentTree' | 'treeParts' | 'files' | 'policy' | 'stylesheet'> & { inputs: string[] }
> {
  // esbuild's hashes depend on where the output goes, so it bundles for a fixed virtual folder
  // (write: false) and the files are written into the build's folder: same site, same bytes,
  // whatever --out-dir says.
  const { js, media } = outputLayout({ outDir: VIRTUAL_OUT, baseUrl: config.baseUrl });
  const pluginInputs = new Set<string>();
  const names = new Map(componentFiles.map((file) => [file, `page-${contentHash(relative(config.siteDir, file))}`]));
  // webpack's `global` is the browser's globalThis; then what the site's plugins define.
  const clientDefine = { global: 'globalThis', ...config.plugins?.bundler.client.define, ...defines({ config, features }) };
  const workers: WorkerFile[] = [];
  // Files the site's webpack loaders write (an ideal image's widths), under the output's root.
  const emitted: EmittedFile[] = [];
  const mdxEntries = mdx.map((module) => ({
    in: MDX_PREFIX + module.key,
    out: `mdx-${contentHash(mdxModulePath({ key: module.key, siteDir: config.siteDir }))}`,
  }));
  const result = await build({
    absWorkingDir: config.siteDir,
    // The content tree's renderer is the entry's dynamic import; named as an entry, its file says what it is.
    entryPoints: [
      { in: CLIENT_ENTRY, out: 'entry' },
      { in: CONTENT_TREE, out: 'content-tree' },
      ...componentFiles.map((file) => ({ in: file, out: names.get(file) ?? '' })),
      ...mdxEntries,
    ],
    outdir: js.dir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    jsx: 'automatic',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    // Fonts and images the bundle imports go with the media Markdown links to.
    assetNames: `${relative(js.dir, media.dir).split(sep).join('/')}/[name]-[hash]`,
    publicPath: js.url,
    metafile: true,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
    define: clientDefine,
    loader: { '.svg': 'file', '.png': 'file', '.jpg': 'file', '.jpeg': 'file', '.gif': 'file', '.webp': 'file', '.woff2': 'file', '.woff': 'file' },
    alias: aliasesFor(config),
    // UI strings travel in each page's boot data (its own locale only), not in the shared bundle.
    plugins: [
      virtualModule('docgen:site-data', `export default ${JSON.stringify({ ...siteData, strings: {} })};`),
      docSearchModule({ config, target: 'client' }),
      blogModule(config),
      docItemsModule(config),
      themeCss({ prism: config.themeConfig.prism }),
      cssRootUrls({ roots: [...config.staticDirs, config.siteDir] }),
      ...customCss({ files: [...docSearchCss(config), ...config.customCss], entry: CLIENT_ENTRY }),
      docgenReact(),
      mdxModules({ modules: mdx, siteDir: config.siteDir }),
      ...(partials ? [partials.plugin] : []),
      // Before the site's modules: a theme's file that starts a worker is one of them.
      ...(config.plugins ? [workerUrls({ jsUrl: js.url, alias: aliasesFor(config), define: clientDefine, files: workers })] : []),
      ...siteModules({ siteDir: config.siteDir, staticDirs: config.staticDirs, themePaths: config.plugins?.themePaths, target: 'client', files: pluginInputs }),
      clientModulesModule(config.plugins?.clientModules ?? []),
      rawLoaderImports({ siteDir: config.siteDir }),
      ...pluginBundling({
        extension: config.plugins?.bundler.client,
        siteDir: config.siteDir,
        target: 'client',
        publicPath: config.baseUrl,
        emit: (file) => emitted.push(file),
      }),
      sassStylesheets({ siteDir: config.siteDir, files: pluginInputs }),
      missingModules({ siteDir: config.siteDir }),
      // Last: a module another plugin loads keeps its imports.
      flattenedIndexes(),
    ],
  });
  const { metafile } = result;
  const entryCss = Object.values(metafile.outputs).find((meta) => meta.entryPoint === relative(config.siteDir, CLIENT_ENTRY).split(sep).join('/'))?.cssBundle;
  const files: string[] = [];
  let stylesheet: ThemeStylesheet | undefined;
  const makeFolder = folderMaker();
  for (const file of result.outputFiles) {
    const relativePath = relative(VIRTUAL_OUT, file.path);
    // The entry's stylesheet is written once trimmed to what the pages use (stylesheet-stage.ts).
    const postcssPlugins = config.plugins?.postcss ?? [];
    const css = file.path.endsWith('.css') ? await runPostcss({ css: file.text, plugins: postcssPlugins, file: file.path }) : undefined;
    if (entryCss !== undefined && file.path === join(config.siteDir, entryCss)) {
      stylesheet = { url: config.baseUrl + relativePath.split(sep).join('/'), text: css ?? file.text };
      continue;
    }
    const target = join(output.dir, relativePath);
    makeFolder(target);
    // Most files of a bundle made again after an edit are the ones already there (their names are
    // hashes of their content): left alone, they cost no new file.
    output.write(target, css !== undefined ? await sortedMediaQueries(css) : file.contents);
    files.push(target);
  }
  for (const file of emitted) {
    const target = join(output.dir, file.path);
    makeFolder(target);
    output.write(target, file.contents);
    files.push(target);
  }
  for (const worker of workers) {
    const target = join(output.dir, relative(VIRTUAL_OUT, js.dir), worker.name);
    makeFolder(target);
    output.write(target, worker.contents);
    files.push(target);
  }
  const outputFor = (source: string) => {
    const rel = relative(config.siteDir, source).split('\\').join('/');
    return Object.keys(metafile.outputs).find((output) => metafile.outputs[output]?.entryPoint === rel);
  };
  const common = { metafile, siteDir: config.siteDir, outDir: VIRTUAL_OUT, baseUrl: config.baseUrl };
  const entryOutput = outputFor(CLIENT_ENTRY);
  if (!entryOutput) throw new DocgenError([problems.internal({ reason: 'the client entry produced no output' })]);
  const components = new Map<string, ClientAssets>();
  for (const file of componentFiles) {
    const output = outputFor(file);
    if (output) components.set(file, assetsOf({ ...common, output }));
  }
  const mdxAssets = new Map<string, ClientAssets>();
  for (const module of mdx) {
    const output = Object.keys(metafile.outputs).find(
      (key) => metafile.outputs[key]?.entryPoint === `docgen-mdx:${mdxModulePath({ key: module.key, siteDir: config.siteDir })}`,
    );
    if (output) mdxAssets.set(module.key, assetsOf({ ...common, output }));
  }
  const treeOutput = outputFor(CONTENT_TREE);
  const treePartsOutput = outputFor(CONTENT_TREE_PARTS);
  const inputs = [...inputFiles({ metafile, siteDir: config.siteDir }), ...pluginInputs];
  const css = result.outputFiles.filter((file) => file.path.endsWith('.css')).map((file) => file.text);
  return {
    entry: assetsOf({ ...common, output: entryOutput }),
    components,
    mdx: mdxAssets,
    ...(treeOutput ? { contentTree: assetsOf({ ...common, output: treeOutput }) } : {}),
    ...(treePartsOutput ? { treeParts: assetsOf({ ...common, output: treePartsOutput }) } : {}),
    inputs,
    files,
    ...(stylesheet ? { stylesheet } : {}),
    policy: importedStyleSources(css),
  };
}

async function bundleServer({
  config,
  componentFiles,
  mdx,
  partials,
  features,
}: {
  config: SiteConfig;
  features: BundleFeatures;
  componentFiles: readonly string[];
  mdx: readonly MdxModule[];
  partials?: Partials;
}): Promise<Pick<BundleResult, 'serverModule' | 'serverKey' | 'componentFiles'> & { inputs: string[] }> {
  const entry = [
    `export { renderPage } from ${JSON.stringify(join(RUNTIME_DIR, 'server', 'render-page.tsx'))};`,
    `export { contentOf, prepareAllTrees } from ${JSON.stringify(CONTENT_TREE)};`,
    ...componentFiles.map((file, index) => `import * as page${index} from ${JSON.stringify(file)};`),
    `export const pages = [${componentFiles.map((_, index) => `page${index}`).join(', ')}];`,
    ...mdx.map((module, index) => `import * as mdx${index} from ${JSON.stringify(MDX_PREFIX + module.key)};`),
    `export const mdx = {${mdx.map((module, index) => `${JSON.stringify(module.key)}: mdx${index}`).join(', ')}};`,
  ].join('\n');
  const pluginInputs = new Set<string>();
  const result = await build({
    absWorkingDir: config.siteDir,
    stdin: { contents: entry, resolveDir: config.siteDir, loader: 'js', sourcefile: 'docgen-server-entry.js' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    write: false,
    metafile: true,
    logLevel: 'silent',
    // CSS and images imported by pages matter only to the client bundle.
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
    define: { ...config.plugins?.bundler.server.define, ...defines({ config, features }) },
    banner: { js: "import { createRequire as __docgenRequire } from 'node:module'; const require = __docgenRequire(import.meta.url);" },
    alias: aliasesFor(config),
    plugins: [
      externalReact(),
      docSearchModule({ config, target: 'server' }),
      blogModule(config),
      docItemsModule(config),
      mdxModules({ modules: mdx, siteDir: config.siteDir }),
      ...(partials ? [partials.plugin] : []),
      ...siteModules({ siteDir: config.siteDir, staticDirs: config.staticDirs, themePaths: config.plugins?.themePaths, target: 'server', files: pluginInputs }),
      rawLoaderImports({ siteDir: config.siteDir }),
      ...pluginBundling({ extension: config.plugins?.bundler.server, siteDir: config.siteDir, target: 'server', publicPath: config.baseUrl }),
      missingModules({ siteDir: config.siteDir }),
    ],
  });
  const code = result.outputFiles[0]?.text ?? '';
  const dir = join(tmpdir(), 'docgen-server');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `server-${contentHash(code)}.mjs`);
  // Content-addressed and renamed into place: concurrent builds of one site share it safely.
  if (!existsSync(file)) writeFileAtomicSync(file, code);
  const module = (await import(pathToFileURL(file).href)) as { pages: { default?: unknown }[] };
  const found: Problem[] = [];
  componentFiles.forEach((source, index) => {
    const component = module.pages[index]?.default;
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
      found.push(problems.pageNoDefaultExport({ file: relative(config.siteDir, source) }));
    }
  });
  if (found.length > 0) throw new DocgenError(found);
  // Partials are modules of their own namespace, which the metafile's files leave out.
  const inputs = [...inputFiles({ metafile: result.metafile, siteDir: config.siteDir }), ...pluginInputs, ...(partials?.files ?? [])];
  // The generated entry (stdin) lists the modules: the component files stand for it here.
  const sources = inputs.filter((input) => existsSync(input)).sort();
  const serverKey = inputKey(
    componentFiles,
    features,
    sources.map((input) => [input, fileDigest(readFileSync(input))]),
  );
  return { serverModule: file, serverKey, componentFiles, inputs };
}

export async function bundle(input: BundleInput): Promise<BundleResult> {
  const { config, componentFiles } = input;
  try {
    // Server first: a page without a default export is reported before any client work.
    const server = await bundleServer({
      config,
      componentFiles,
      features: input.features,
      mdx: input.mdx,
      ...(input.partials ? { partials: input.partials } : {}),
    });
    const client = await bundleClient(input);
    // Media the imported Markdown references are files of the output too.
    const media = (await input.partials?.assetFiles()) ?? [];
    input.output.add(media);
    return { ...client, ...server, files: [...client.files, ...media], inputs: new Set([...server.inputs, ...client.inputs]) };
  } catch (error) {
    // esbuild failures carry located messages; anything else is a bug and keeps its stack.
    if (error instanceof DocgenError || !Array.isArray((error as { errors?: unknown }).errors)) throw error;
    throw new DocgenError(bundleProblems({ errors: (error as { errors: Message[] }).errors, siteDir: config.siteDir }));
  }
}
