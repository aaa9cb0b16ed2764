// The compile stage's plain data: a job (one page to compile), what a locale's jobs share, and a
// compiled page as later stages read it. Types only, so the stages that read compiled pages
// (bundle, render, links, llms.txt, the cache) depend on no compiler.
import type { BlogPageData, MarkdownPageData, VersionBannerData } from '../../../runtime/shared/types.js';
import type { PrismConfig } from '../../config/code-themes.js';
import type { PageFrontMatter } from '../../content/frontmatter.js';
import type { PartialRead } from '../../content/partial-copies.js';
import type { PublishedAsset } from '../../content/plugins/rehype-assets.js';
import type { LinkRecord, RehypeLinksOptions } from '../../content/plugins/rehype-links.js';

/** One page to compile; plain data so it can cross to a worker. */
export interface CompileJob {
  readonly path: string;
  readonly file: string;
  readonly displayPath: string;
  readonly body: string;
  readonly bodyHash: string;
  readonly lineOffset: number;
  readonly title: string;
  readonly frontMatter: PageFrontMatter;
  readonly doc?: MarkdownPageData['doc'];
  /** htmlLang of the content when it is not in the page's locale. */
  readonly contentLang?: string;
  /** A locale other than the default shows this page without a translation. */
  readonly untranslated?: true;
  readonly versionBanner?: VersionBannerData;
  /** A doc of a plugin with several versions: version name -> the same doc's href in it. */
  readonly versionAlternates?: Readonly<Record<string, string>>;
  /** "Edit this page" link of a doc. */
  readonly editUrl?: string;
  /** A blog post's header, sidebar and newer/older posts, and its blog's id. */
  readonly blog?: BlogPageData;
  readonly blogId?: string;
  /** A blog post's text before its truncate marker (its whole body without one): lists show it compiled. */
  readonly excerpt?: string;
}

/** What every job of one locale shares; sent to each worker once. */
export interface CompileContext {
  /** Absolute Markdown file -> public href of its route in this locale. */
  readonly hrefByFile: Readonly<Record<string, string>>;
  /** UI strings of this locale (admonition titles, code block labels). */
  readonly strings: Readonly<Record<string, string>>;
  /** Where files referenced from Markdown are copied, and their URL prefix. */
  readonly assets?: { readonly dir: string; readonly url: string };
  readonly minHeadingLevel: number;
  readonly maxHeadingLevel: number;
  /** Folder the chunks are written to, and the public URL prefix of that folder. */
  readonly chunkDir: string;
  readonly chunkUrl: string;
  /** The site's own remark and rehype plugins live in its config; `digest` describes them for keys. */
  readonly sitePlugins?: { readonly configFile: string; readonly digest: string };
  /** Whether the navbar hides on scroll: where headings stop when linked to. */
  readonly hideOnScroll?: boolean;
  /** How code blocks are read and coloured (themeConfig.prism, but its dark theme). */
  readonly prism?: Omit<PrismConfig, 'darkTheme'>;
  /** What a root-absolute link to a page is given in this locale: the site's base URL, the
   * locale's prefix (`/es`), and whether hrefs end with a slash. */
  readonly routeBase?: { readonly baseUrl: string; readonly prefix: string; readonly trailingSlash: boolean };
  /** Where Markdown file links are looked for (rehype-links.ts): the site, and each content plugin's folders. */
  readonly linkRoots?: RehypeLinksOptions['roots'];
  /** Each page's Markdown copy goes beside its HTML: the locale's output folder and its URL
   * (`/es`, no trailing slash), and the site's origin for absolute links. */
  readonly copies?: { readonly dir: string; readonly url: string; readonly siteUrl: string; readonly exclude: readonly string[] };
  /** MDX pages that need no module of their own are compiled to data (rehype-content-tree.ts):
   * not on a site that gives MDX components of its own (a swizzled MDXComponents). */
  readonly contentTrees?: boolean;
  /** markdown.mermaid: ```mermaid blocks are diagrams. */
  readonly mermaid?: boolean;
  /** A live code theme is installed: `live` blocks are its editors. */
  readonly liveCode?: boolean;
}

/** A compiled page: what the stages after the compile know of it. */
export interface CompiledPage {
  /** Public URL of the content chunk (a data module, or the MDX page's component module). */
  readonly chunk: string;
  /** Markdown pages: file of the data chunk, read back when the page is rendered. */
  readonly chunkFile?: string;
  /** MDX pages with static parts: the data chunk of their inner HTML (rehype-static-fragments); a
   * content tree's page data chunk, which holds them. */
  readonly fragments?: { readonly url: string; readonly file: string; readonly count: number };
  /** MDX pages: the key of the page's module in the bundles. */
  readonly mdxKey?: string;
  /** The page's Markdown copy beside its HTML (`docs/intro.md`); none for unlisted and draft pages. */
  readonly copyFile?: string;
  readonly page: Omit<MarkdownPageData, 'html'>;
  readonly anchors: readonly string[];
  /** Tag and class names of the content: the theme's stylesheet keeps the rules they use. */
  readonly classNames: readonly string[];
  readonly links: readonly LinkRecord[];
  /** Media the page references, copied into the output. */
  readonly assets: readonly PublishedAsset[];
  /** Blog posts: the HTML of the excerpt lists show. */
  readonly excerpt?: string;
  /** Partials whose content its Markdown copy holds, with their digests then. */
  readonly partialReads?: readonly PartialRead[];
  readonly displayPath: string;
  readonly image?: string;
  readonly keywords?: readonly string[];
  /** Plugin warnings, already formatted `file:line: message`. */
  readonly warnings: readonly string[];
}

/** An MDX page compiled to an ES module, before bundling. */
export interface MdxModule {
  /** Unique per locale and file. */
  readonly key: string;
  readonly file: string;
  readonly code: string;
  /** Hash of `code`, so a rebuild can tell whether the bundle changed without reading it all. */
  readonly hash: string;
}

export interface CompiledMdxPage extends Omit<CompiledPage, 'chunk' | 'chunkFile'> {
  /** The page's module; none for a page compiled to a content tree, which has a data chunk as
   * Markdown pages do. */
  readonly module?: MdxModule;
  readonly chunk?: string;
  readonly chunkFile?: string;
}
