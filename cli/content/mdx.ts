// MDX: which files are MDX, and the MDX compiler. It uses the same remark/rehype plugins as
// Markdown, so headings, TOC, links and code look the same in both.
import { hasLiveBlock } from './plugins/remark-live-code.js';
import { hasMermaidBlock } from './plugins/remark-mermaid.js';
import { compile as compileMdx } from '@mdx-js/mdx';
import type { PluggableList } from 'unified';
import { VFile, type Data } from 'vfile';
import { DocgenError, problems } from '../errors.js';
import { mdx1Compat } from './mdx-compat.js';
import { compiledFacts, markdownPlugins, type CompiledMarkdown, type MarkdownPluginOptions } from './markdown.js';
import recmaStaticFragments from './plugins/recma-static-fragments.js';
import remarkMdxDetails from './plugins/remark-mdx-details.js';
import remarkMdxHead from './plugins/remark-mdx-head.js';
import rehypeStaticFragments from './plugins/rehype-static-fragments.js';
import rehypeContentTree from './plugins/rehype-content-tree.js';
import rehypeJsxCodeBlocks from './plugins/rehype-jsx-code-blocks.js';
import { DEFAULT_PRISM } from '../config/code-themes.js';
import rehypeTocExport from './plugins/rehype-toc-export.js';
import type { ContentNode } from '../../runtime/shared/content-tree.js';

export type MarkdownFormat = 'md' | 'mdx';

const ESM_LINE = /^\s*(import|export)\s/;
const JSX_TAG = /<[A-Z][\w.]*[\s/>]/;
const TAG_START = /<[A-Z`]/;

/** True when a .md body uses MDX syntax: import/export lines or JSX components outside code. */
export function usesMdxSyntax(body: string): boolean {
  // Most bodies have neither; one look at the whole text spares splitting it into lines. A tag can
  // only appear once inline code is removed if a `<` is followed by a capital or a backtick.
  if (!body.includes('import') && !body.includes('export') && !TAG_START.test(body)) return false;
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (fence === null) fence = marker;
      else if (marker.startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    if (ESM_LINE.test(line) || JSX_TAG.test(line.replace(/`[^`]*`/g, ''))) return true;
  }
  return false;
}

/** A code span: a run of backticks, then text, then a run of exactly as many. */
const CODE_SPAN = /(?<!`)(`+)(?!`)[^\n]*?(?<!`)\1(?!`)/g;

/**
 * True when MDX reads the body as Markdown does. MDX takes out of Markdown only indented code,
 * HTML and autolinks, and adds JSX, expressions and import/export: a body with no `<`, `{` or `}`
 * outside code, no import/export line and no line indented four spaces or a tab has none of them,
 * and both parsers give the same tree (an HTML comment alone on a line aside: Markdown keeps it in
 * the HTML, where it shows nothing). Anything in doubt (a backtick left alone, a nested list
 * indented four spaces) counts as MDX.
 */
export function readsAsMarkdown(body: string): boolean {
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      continue;
    }
    if (fence !== null) continue;
    // A comment alone on its line (a blog's <!-- truncate -->) shows nothing either way.
    if (/^ {0,3}<!--(?:(?!-->).)*-->\s*$/.test(line)) continue;
    if (/^(?: {4}|\t)/.test(line) && line.trim() !== '') return false;
    if (ESM_LINE.test(line)) return false;
    const text = line.replace(CODE_SPAN, '');
    if (/[<{}`]/.test(text)) return false;
  }
  // An unclosed fence is code to the end in both.
  return true;
}

export function formatOf({
  file,
  body,
  setting,
  mermaid = false,
  liveCode = false,
}: {
  file: string;
  body: string;
  setting: 'detect' | 'mdx' | 'md' | 'mdx-always';
  /** markdown.mermaid: a page with a ```mermaid block draws it with a component, in MDX. */
  mermaid?: boolean;
  /** A live code theme: a page with a `live` block renders it with the theme's editor, in MDX. */
  liveCode?: boolean;
}): MarkdownFormat {
  if (setting === 'mdx-always') return 'mdx';
  if (setting !== 'md' && ((mermaid && hasMermaidBlock(body)) || (liveCode && hasLiveBlock(body)))) return 'mdx';
  // MDX by its name or the setting; compiled as Markdown when MDX would read it as Markdown does
  // (most Docusaurus docs), which needs no module in the bundle.
  if (file.endsWith('.mdx') || setting === 'mdx') return readsAsMarkdown(body) ? 'md' : 'mdx';
  if (setting === 'md') return 'md';
  return usesMdxSyntax(body) ? 'mdx' : 'md';
}

export interface CompiledMdx extends Omit<CompiledMarkdown, 'html'> {
  /** ESM module source: default export is the content component. Empty when the page is a tree. */
  readonly code: string;
  /** The content as data, for a page that needs no module (rehype-content-tree.ts). */
  readonly tree?: ContentNode;
  /** Inner HTML of the content's static elements, passed to the component as `docgenFragments`. */
  readonly fragments: readonly string[];
}

export type MdxCompiler = (input: { file: string; displayPath: string; body: string; lineOffset: number; data?: Partial<Data> }) => Promise<CompiledMdx>;

/** A page's text as MDX reads it: Docusaurus's MDX 1 syntax rewritten (mdx-compat.ts), after as
 * many blank lines as its front matter took, so positions are file lines. */
export const mdxFile = ({ file, body, lineOffset, data }: { file: string; body: string; lineOffset: number; data?: Partial<Data> }) =>
  new VFile({ path: file, value: '\n'.repeat(lineOffset) + mdx1Compat(body), ...(data ? { data } : {}) });

/** What @mdx-js/mdx reads a page with: MDX syntax, and the remark plugins (with the syntax they add:
 * GFM, directives). The compiler goes on to a module; the benchmark's parse-only floor
 * (parse-only.ts) only reads with it. */
export const mdxReading = (remarkPlugins: PluggableList) => ({
  // We decided this file is MDX; without this, @mdx-js/mdx would read a .md file as plain Markdown.
  format: 'mdx' as const,
  remarkPlugins: [remarkMdxHead, remarkMdxDetails, ...remarkPlugins],
});

/** `staticFragments: false` keeps the static parts in the module: a module imported by pages (a
 * partial) has no page data of its own to carry them. `contentTrees`: a page that needs no module
 * of its own comes back as data (not where the site gives MDX components of its own). */
export function createMdxCompiler(
  options: MarkdownPluginOptions,
  { staticFragments = true, contentTrees = false }: { staticFragments?: boolean; contentTrees?: boolean } = {},
): MdxCompiler {
  const { remarkPlugins, rehypePlugins, remarkRehypeOptions, themeElements } = markdownPlugins(options);
  return async ({ file, displayPath, body, lineOffset, data }) => {
    const vfile = mdxFile({ file, body, lineOffset, data });
    try {
      await compileMdx(vfile, {
        ...mdxReading(remarkPlugins),
        outputFormat: 'program',
        development: false,
        // Components the content uses without importing them: @theme/MDXComponents (mdx-components.ts).
        providerImportSource: '@theme/mdx-components',
        // Last: the static parts leave the tree once every other plugin has seen them.
        rehypePlugins: [
          ...(rehypePlugins as PluggableList),
          [rehypeJsxCodeBlocks, options.code ?? DEFAULT_PRISM],
          rehypeTocExport,
          ...(staticFragments ? ([[rehypeStaticFragments, themeElements]] as PluggableList) : []),
          ...(staticFragments && contentTrees ? [rehypeContentTree] : []),
        ],
        recmaPlugins: staticFragments ? [recmaStaticFragments] : [],
        remarkRehypeOptions,
      }).then((result) => {
        vfile.value = String(result.value);
      });
    } catch (error) {
      const place = error as { line?: number; column?: number; reason?: string; message?: string };
      const where = place.line ? `${displayPath}:${place.line}${place.column ? `:${place.column}` : ''}` : displayPath;
      throw new DocgenError([problems.mdxSyntax({ where, reason: place.reason ?? place.message ?? String(error) })]);
    }
    const tree = vfile.data.contentTree;
    return {
      code: tree === undefined ? String(vfile.value) : '',
      ...(tree === undefined ? {} : { tree }),
      fragments: vfile.data.fragments ?? [],
      ...compiledFacts(vfile),
    };
  };
}
