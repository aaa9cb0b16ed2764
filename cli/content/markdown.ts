// The Markdown processor: unified with remark-parse, GFM and rehype. Built once per locale (one
// per set of GFM constructs a page can leave out) and reused for every file; plugins slot in
// through the two plugin lists.
import type { Root } from 'mdast';
import remarkEmoji from 'remark-emoji';
import remarkParse from 'remark-parse';
import remarkRehype, { type Options as RemarkRehypeOptions } from 'remark-rehype';
import { unified, type PluggableList } from 'unified';
import { VFile, type Data } from 'vfile';
import type { TocItem } from '../../runtime/shared/types.js';
import rehypeCodeBlocks, { type RehypeCodeBlocksOptions } from './plugins/rehype-code-blocks.js';
import remarkMarkdownCopy from './plugins/remark-markdown-copy.js';
import rehypeHeadingIds from './plugins/rehype-heading-ids.js';
import rehypeClassNames from './plugins/rehype-class-names.js';
import rehypeAssets, { type PublishedAsset, type RehypeAssetsOptions } from './plugins/rehype-assets.js';
import rehypeLinks, { type LinkRecord, type RehypeLinksOptions } from './plugins/rehype-links.js';
import rehypeTableScroll from './plugins/rehype-table-scroll.js';
import rehypeTableAlign from './plugins/rehype-table-align.js';
import rehypeReactHtml from './plugins/rehype-react-html.js';
import remarkLiveCode from './plugins/remark-live-code.js';
import remarkMermaid from './plugins/remark-mermaid.js';
import remarkAdmonitions from './plugins/remark-admonitions.js';
import remarkGfmSyntax, { impossibleConstructs, type OptionalConstruct } from './plugins/remark-gfm-syntax.js';
import { createPartialReader, type PartialRead } from './partial-copies.js';
import { DEFAULT_PRISM } from '../config/code-themes.js';
import remarkDetails from './plugins/remark-details.js';
import rehypeThemeElements, { type ThemeElementsOptions } from './plugins/rehype-theme-elements.js';

const DEFAULT_THEME_ELEMENTS: ThemeElementsOptions = { hideOnScroll: false, headingLinkTitle: { before: 'Direct link to ', after: '' } };

export interface CompiledMarkdown {
  readonly html: string;
  /** All h2-h6 headings; the TOC level filter is applied by the caller per page. */
  readonly headings: readonly TocItem[];
  readonly anchors: readonly string[];
  readonly links: readonly LinkRecord[];
  /** Media the page references, copied into the output by the assets plugin. */
  readonly assets: readonly PublishedAsset[];
  readonly startsWithH1: boolean;
  /** Tag and class names of the content (rehype-class-names.ts). */
  readonly classNames: readonly string[];
  /** Problems plugins reported with file.message(): shown as warnings with the file line. */
  readonly warnings: readonly { readonly line?: number; readonly message: string }[];
  /** The page's content as a plain Markdown tree, when the compile makes one (remark-markdown-copy.ts). */
  readonly copyTree?: Root;
  /** Partials whose content the copy holds: a change to one compiles the page again. */
  readonly partialReads?: readonly PartialRead[];
}

/** What docgen's plugins recorded on a compiled file, for Markdown and MDX alike. */
export function compiledFacts(file: VFile): Omit<CompiledMarkdown, 'html'> {
  return {
    headings: file.data.toc ?? [],
    anchors: file.data.anchors ?? [],
    links: [...(file.data.links ?? []), ...(file.data.assetLinks ?? [])],
    assets: file.data.assets ?? [],
    startsWithH1: file.data.startsWithH1 ?? false,
    classNames: file.data.classNames ?? [],
    warnings: file.messages.map((message) => ({ line: message.line ?? undefined, message: message.reason })),
    ...(file.data.copyTree ? { copyTree: file.data.copyTree } : {}),
    ...(file.data.partialReads?.length ? { partialReads: file.data.partialReads } : {}),
  };
}

/** `data` starts the compiled file's data (state a plugin option reads for this page alone). */
export type MarkdownCompiler = (input: { file: string; body: string; lineOffset: number; data?: Partial<Data> }) => Promise<CompiledMarkdown>;

export interface MarkdownPluginOptions {
  readonly links: RehypeLinksOptions;
  /** Extra plugins from the caller: remark ones before or after docgen's, rehype ones before them. */
  readonly beforeRemarkPlugins?: PluggableList;
  readonly remarkPlugins?: PluggableList;
  readonly rehypePlugins?: PluggableList;
  /** How headings and other elements the theme's MDX components render are written. Default:
   * a sticky navbar, English link titles. */
  readonly themeElements?: ThemeElementsOptions;
  /** How code blocks are read and coloured (themeConfig.prism). Default: docgen's. */
  readonly code?: RehypeCodeBlocksOptions;
  /** Admonition titles by type (`note`, `tip`...) in this locale; English when left out. */
  readonly admonitionTitles?: Readonly<Record<string, string>>;
  /** Where files referenced by relative path are copied; without it they are left as written. */
  readonly assets?: RehypeAssetsOptions;
  /** Make the page's Markdown copy (remark-markdown-copy.ts), its links absolute on this origin. */
  readonly copy?: { readonly siteUrl: string };
  /** GFM footnote labels in this locale; English when left out. */
  readonly footnoteLabels?: { readonly label: string; readonly backLabel: string };
  /** markdown.mermaid: ```mermaid blocks are diagrams (remark-mermaid.ts). */
  readonly mermaid?: boolean;
  /** A live code theme: ```jsx live blocks are its editors (remark-live-code.ts). */
  readonly liveCode?: boolean;
}

/** The remark and rehype plugins of docgen's Markdown, shared by the Markdown and MDX compilers. */
export function markdownPlugins({
  links,
  beforeRemarkPlugins = [],
  remarkPlugins: callerRemarkPlugins = [],
  rehypePlugins = [],
  code = DEFAULT_PRISM,
  themeElements = DEFAULT_THEME_ELEMENTS,
  admonitionTitles,
  assets,
  footnoteLabels,
  copy,
  mermaid = false,
  liveCode = false,
  gfmWithout = [],
}: MarkdownPluginOptions & {
  /** GFM constructs the document cannot contain, left out of its parser (remark-gfm-syntax). */
  gfmWithout?: readonly OptionalConstruct[];
}): {
  remarkPlugins: PluggableList;
  rehypePlugins: PluggableList;
  remarkRehypeOptions: RemarkRehypeOptions;
  themeElements: ThemeElementsOptions;
} {
  // A partial's copy is made by these same remark plugins (partial-copies.ts).
  const copyOptions = copy ? { links, siteUrl: copy.siteUrl, readPartial: createPartialReader(() => remarkPlugins) } : undefined;
  const remarkPlugins: PluggableList = [
    [remarkGfmSyntax, { without: gfmWithout }],
    ...beforeRemarkPlugins,
    [remarkAdmonitions, { titles: admonitionTitles }],
    remarkEmoji,
    ...(mermaid ? [remarkMermaid] : []),
    ...(liveCode ? [remarkLiveCode] : []),
    ...callerRemarkPlugins,
    // Last: the copy says what every other plugin made of the page.
    ...(copyOptions ? ([[remarkMarkdownCopy, copyOptions]] as PluggableList) : []),
  ];
  return {
    remarkRehypeOptions: {
      allowDangerousHtml: true,
      ...(footnoteLabels
        ? {
            footnoteLabel: footnoteLabels.label,
            footnoteBackLabel: (index: number, again: number) => footnoteLabels.backLabel.replace('{n}', `${index + 1}${again > 1 ? `-${again}` : ''}`),
          }
        : {}),
    },
    // Admonitions before emoji: they turn directives like `:smile` back into text for the shortcodes.
    remarkPlugins,
    rehypePlugins: [
      ...rehypePlugins,
      [rehypeCodeBlocks, code],
      rehypeTableScroll,
      rehypeTableAlign,
      rehypeHeadingIds,
      [rehypeLinks, links],
      ...(assets ? [[rehypeAssets, assets] as const] : []),
      // Last: what the page's elements are once every plugin has made them.
      rehypeClassNames,
    ] as PluggableList,
    themeElements,
  };
}

/** A page's text as the parser reads it: after as many blank lines as its front matter took, so
 * positions are file lines, not body lines. */
export const markdownFile = ({ file, body, lineOffset, data }: { file: string; body: string; lineOffset: number; data?: Partial<Data> }) =>
  new VFile({ path: file, value: '\n'.repeat(lineOffset) + body, ...(data ? { data } : {}) });

/** remark-parse and the remark plugins: what reads a page (with the syntax the plugins add: GFM,
 * directives) and transforms its tree. The compiler goes on to HTML; the benchmark's parse-only
 * floor (parse-only.ts) only reads with it. */
export const remarkProcessor = (remarkPlugins: PluggableList) => unified().use(remarkParse).use(remarkPlugins);

/** One processor per set of GFM constructs a body leaves out (at most four), each built on first use. */
export function processorPerGfmSet<P>(build: (gfmWithout: readonly OptionalConstruct[]) => P): (body: string) => P {
  const processors = new Map<string, P>();
  return (body) => {
    const gfmWithout = impossibleConstructs(body);
    const key = gfmWithout.join(',');
    const processor = processors.get(key) ?? build(gfmWithout);
    processors.set(key, processor);
    return processor;
  };
}

export function createMarkdownCompiler(options: MarkdownPluginOptions): MarkdownCompiler {
  const processorFor = processorPerGfmSet((gfmWithout) => {
    const plugins = markdownPlugins({ ...options, gfmWithout });
    return (
      remarkProcessor([...plugins.remarkPlugins, remarkDetails])
        .use(remarkRehype, plugins.remarkRehypeOptions)
        .use(plugins.rehypePlugins)
        // The whole page is HTML: every element as the theme's components render it.
        .use(rehypeThemeElements, plugins.themeElements)
        .use(rehypeReactHtml)
        .freeze()
    );
  });
  return async ({ file, body, lineOffset, data }) => {
    const result = await processorFor(body).process(markdownFile({ file, body, lineOffset, data }));
    return { html: String(result.value), ...compiledFacts(result) };
  };
}

/** The headings of a page's TOC, between the page's or the site's min and max levels. */
export function tocBetween({ headings, min, max }: { headings: readonly TocItem[]; min: number; max: number }): TocItem[] {
  return headings.filter((heading) => heading.level >= min && heading.level <= max);
}
