// Markdown and MDX files that pages import (`import Caution from './_caution.mdx'`, Docusaurus's
// partials), compiled into modules when the bundles meet them: front matter off, the site's
// preprocessor and the Markdown plugins of the docs plugin (or pages) that holds the file, the
// static parts kept in the module. Each is compiled in the locale of the page that imports it (its
// links and UI strings), as Docusaurus does, in the default locale when a component imports it;
// once per locale for both bundles. Media it references are published like a page's.
import { readFileSync } from 'node:fs';
import { dirname, relative, sep } from 'node:path';
import type { Plugin } from 'esbuild';
import type { SiteConfig } from '../../config/resolve-config.js';
import { parseFrontMatter } from '../../content/frontmatter.js';
import { createMdxCompiler, type CompiledMdx, type MdxCompiler } from '../../content/mdx.js';
import { DocgenError } from '../../errors.js';
import { pluginOptions } from '../compile/compile-page.js';
import type { CompileContext } from '../compile/compile-types.js';

export interface PartialsInput {
  readonly config: SiteConfig;
  /** Locale -> the compile context of its pages. */
  readonly contexts: Readonly<Record<string, CompileContext>>;
}

const NAMESPACE = 'docgen-partial';
/** The page modules' namespace and the locale their path starts with (`<locale>:<file>`, bundle.ts). */
const PAGE_NAMESPACE = 'docgen-mdx';
const MARKDOWN = /\.mdx?$/;

/** The scope of the Markdown plugins that compile a file: the docs plugin whose folder holds it. */
function scopeOf(config: SiteConfig, file: string): string {
  return config.docInstances.find((instance) => file.startsWith(instance.path + sep))?.id ?? 'pages';
}

export function createPartials({ config, contexts }: PartialsInput) {
  const compilers = new Map<string, MdxCompiler>();
  const compiled = new Map<string, Promise<CompiledMdx>>();
  /** The partial files read, for the bundle's inputs (a change to one means bundling again). */
  const files = new Set<string>();

  const compilerFor = (locale: string, scope: string) => {
    const id = `${locale} ${scope}`;
    let compiler = compilers.get(id);
    if (!compiler) {
      // A partial has no Markdown copy of its own.
      const { copies: _copies, ...context } = contexts[locale] ?? (contexts[config.defaultLocale] as CompileContext);
      compiler = createMdxCompiler(pluginOptions(context, scope), { staticFragments: false });
      compilers.set(id, compiler);
    }
    return compiler;
  };

  const compile = (locale: string, file: string): Promise<CompiledMdx> => {
    const id = `${locale}:${file}`;
    let result = compiled.get(id);
    if (!result) {
      files.add(file);
      const displayPath = relative(config.siteDir, file).split(sep).join('/');
      const text = readFileSync(file, 'utf8');
      const source = config.markdownPreprocessor ? config.markdownPreprocessor({ filePath: file, fileContent: text }) : text;
      const parsed = parseFrontMatter({ file: displayPath, text: source });
      result =
        'problems' in parsed
          ? Promise.reject(new DocgenError(parsed.problems))
          : compilerFor(locale, scopeOf(config, file))({ file, displayPath, body: parsed.body, lineOffset: parsed.lineOffset });
      compiled.set(id, result);
    }
    return result;
  };

  const plugin: Plugin = {
    name: 'docgen-mdx-partials',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: MARKDOWN }, async (args) => {
        if (args.pluginData === NAMESPACE) return null;
        // esbuild finds the file (relative path, @site alias, package); the importer gives the locale.
        const found = await pluginBuild.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: NAMESPACE });
        if (found.errors.length > 0 || found.external || found.namespace !== 'file') return found.errors.length > 0 ? { errors: found.errors } : null;
        const fromPage = args.namespace === PAGE_NAMESPACE || args.namespace === NAMESPACE;
        const locale = fromPage ? args.importer.slice(0, args.importer.indexOf(':')) : config.defaultLocale;
        return { path: `${locale}:${found.path}`, namespace: NAMESPACE };
      });
      pluginBuild.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const at = args.path.indexOf(':');
        const file = args.path.slice(at + 1);
        try {
          const { code } = await compile(args.path.slice(0, at), file);
          return { contents: code, loader: 'js', resolveDir: dirname(file) };
        } catch (error) {
          // Located problems (the file's MDX, its front matter) go through as esbuild errors.
          const text =
            error instanceof DocgenError ? error.problems.map((problem) => `${problem.where ?? file}: ${problem.message}`).join('\n') : String(error);
          return { errors: [{ text }] };
        }
      });
    },
  };

  return {
    plugin,
    files,
    /** Media files the partials compiled so far reference, published into the output. */
    async assetFiles(): Promise<string[]> {
      const results = await Promise.allSettled(compiled.values());
      return results.flatMap((result) => (result.status === 'fulfilled' ? result.value.assets.map((asset) => asset.file) : []));
    },
  };
}

export type Partials = ReturnType<typeof createPartials>;
