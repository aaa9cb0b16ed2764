// Data that crosses from the build (Node) to the theme (server render and browser).
// Plain JSON only: everything here is serialised into chunks and the HTML data script.
import type { ContentNode } from './content-tree.js';

export interface TocItem {
  readonly id: string;
  readonly text: string;
  readonly level: number;
}

export type SidebarItem =
  | {
      readonly type: 'link';
      readonly label: string;
      readonly href: string;
      /** Set when the link points at a doc of this site. */
      readonly docId?: string;
      readonly className?: string;
      /** What a card of the link says (DocCard): the sidebar's own description of a link, else the
       * doc's, given only to items some page shows as cards (cli/routes/sidebars.ts). */
      readonly description?: string;
    }
  | {
      readonly type: 'category';
      readonly label: string;
      readonly items: readonly SidebarItem[];
      readonly collapsible: boolean;
      readonly collapsed: boolean;
      /** Where the category label links to, when it has a link. */
      readonly href?: string;
      readonly className?: string;
      /** The category's description (its card says it instead of the number of items). */
      readonly description?: string;
    }
  | { readonly type: 'html'; readonly value: string; readonly defaultStyle?: boolean; readonly className?: string };

export interface Sidebar {
  readonly id: string;
  readonly items: readonly SidebarItem[];
}

export interface PaginationLink {
  readonly title: string;
  readonly permalink: string;
}

/** Shown on docs of an unreleased or unmaintained version. */
export interface VersionBannerData {
  readonly kind: 'unreleased' | 'unmaintained';
  readonly versionLabel: string;
  readonly latestLabel: string;
  /** The same doc in the last version, or that version's main doc. */
  readonly latestHref?: string;
}

export interface BlogAuthorData {
  /** Key in the authors file; inline authors have none. */
  readonly key?: string;
  readonly name?: string;
  readonly title?: string;
  /** Shown under the name on the author's page. */
  readonly description?: string;
  readonly url?: string;
  readonly email?: string;
  readonly imageURL?: string;
  /** href of the author's page on this blog. */
  readonly page?: string;
  /** Platform -> absolute URL (handles already made links). */
  readonly socials?: Readonly<Record<string, string>>;
  /** Posts by the author (authors index). */
  readonly count?: number;
}

/** A tag as the theme links it (a blog's or a docs version's). */
export interface BlogTagData {
  readonly label: string;
  readonly permalink: string;
  readonly description?: string;
  /** Posts with the tag (tags index). */
  readonly count?: number;
}

/** A post as a list, its own page and feeds show it. */
export interface BlogPostSummary {
  readonly title: string;
  readonly permalink: string;
  /** ISO date and time. */
  readonly date: string;
  readonly description: string;
  /** Whole minutes, rounded up; absent when the blog hides reading times. */
  readonly readingTime?: number;
  readonly authors: readonly BlogAuthorData[];
  readonly tags: readonly BlogTagData[];
  /** Lists show an excerpt and a "Read more" link. */
  readonly truncated?: true;
  readonly unlisted?: true;
  /** Front matter keywords and image, for the structured data. */
  readonly keywords?: readonly string[];
  readonly image?: string;
}

/** An entry of the recent posts sidebar. */
export interface BlogSidebarEntry {
  readonly title: string;
  readonly permalink: string;
  readonly date: string;
  /** Shown only on the post's own page. */
  readonly unlisted?: true;
}

/** A blog's page: a post, or one of the pages listing posts. Lists keep each post's excerpt in
 * the page's `html`, one after the other, split by BLOG_EXCERPT_SEPARATOR. */
export interface BlogPageData {
  readonly view: 'post' | 'list' | 'tag' | 'author' | 'tags' | 'authors' | 'archive';
  /** The blog plugin instance's id. */
  readonly pluginId: string;
  /** The blog's title, description and hrefs (its list page, its authors index). */
  readonly metadata: { readonly blogTitle: string; readonly blogDescription: string; readonly blogBasePath: string; readonly authorsListPath: string };
  /** href of this page. */
  readonly permalink: string;
  /** The recent posts sidebar; absent when the blog has none (blogSidebarCount 0). */
  readonly sidebar?: { readonly title: string; readonly items: readonly BlogSidebarEntry[] };
  readonly post?: BlogPostSummary & { readonly newer?: PaginationLink; readonly older?: PaginationLink };
  readonly posts?: readonly BlogPostSummary[];
  readonly paginator?: {
    readonly page: number;
    readonly total: number;
    readonly totalCount: number;
    readonly postsPerPage: number;
    readonly newer?: string;
    readonly older?: string;
  };
  /** Tag page: its tag and the tags index's href. */
  readonly tag?: BlogTagData & { readonly count: number; readonly allTags: string };
  /** Author page: the author. */
  readonly author?: BlogAuthorData & { readonly count: number };
  readonly tags?: readonly BlogTagData[];
  readonly authors?: readonly BlogAuthorData[];
  /** Archive: every listed post, newest first. */
  readonly archive?: readonly { readonly title: string; readonly permalink: string; readonly date: string }[];
}

/** What a Markdown page (doc or standalone) needs to render; stored in its content chunk. */
export interface MarkdownPageData {
  readonly kind: 'doc' | 'markdown';
  readonly title: string;
  readonly description: string;
  /** Rendered HTML of the body. Left out of the HTML data script: hydration reads it from the DOM. */
  readonly html: string;
  /** An MDX page compiled to data (content-tree.ts): its content, rendered with the theme's
   * components; `html` is then empty. */
  readonly tree?: ContentNode;
  /** A content tree's static parts, in its data chunk only: on first load they are read from the page. */
  readonly fragments?: readonly string[];
  readonly toc: readonly TocItem[];
  readonly hideTitle: boolean;
  readonly hideTableOfContents: boolean;
  /** htmlLang of the content when it is not written in the page's locale; the article carries it. */
  readonly contentLang?: string;
  /** A non-default locale shows this page untranslated: the page says so. */
  readonly untranslated?: true;
  readonly versionBanner?: VersionBannerData;
  /** A doc of a plugin with several versions: version name -> the href of the same doc in that
   * version (the version dropdown leads there, as Docusaurus's alternateDocVersions). */
  readonly versionAlternates?: Readonly<Record<string, string>>;
  /** From `last_update` front matter, or the file's last commit: date as YYYY-MM-DD. */
  readonly lastUpdate?: { readonly date?: string; readonly author?: string };
  /** Where to edit the doc's source ("Edit this page"). */
  readonly editUrl?: string;
  /** URL of the page's Markdown copy (config `llms`): the "Copy page" control fetches it. */
  readonly markdownCopy?: string;
  /** Reachable by URL but left out of sidebars, sitemap and search: the page says so. */
  readonly unlisted?: true;
  /** Blog posts and the blog's generated pages. */
  readonly blog?: BlogPageData;
  /** A docs category's generated index (DocCategoryGeneratedIndexPage): the category's items as
   * cards, read from the page's sidebar; the page has no content of its own. */
  readonly categoryIndex?: {
    readonly title: string;
    readonly description?: string;
    /** The path under the docs version's base (`/category/<label>`). */
    readonly slug: string;
    readonly image?: string;
    readonly keywords?: readonly string[];
  };
  /** A docs version's tags pages: the list of its tags (DocTagsListPage), or a tag's docs
   * (DocTagDocListPage), sorted by title. */
  readonly docTags?: {
    readonly tags?: readonly (BlogTagData & { readonly count: number })[];
    readonly tag?: BlogTagData & {
      readonly allTagsPath: string;
      readonly count: number;
      readonly unlisted: boolean;
      readonly items: readonly { readonly id: string; readonly title: string; readonly description: string; readonly permalink: string }[];
    };
  };
  /** Only for docs. */
  readonly doc?: {
    readonly id: string;
    readonly pluginId: string;
    /** Version name: `current` for the docs folder. */
    readonly version: string;
    readonly sidebarId?: string;
    readonly previous?: PaginationLink;
    readonly next?: PaginationLink;
    /** Its tags, shown under it (DocItem/Footer). */
    readonly tags?: readonly BlogTagData[];
    /** Its whole front matter, for a plugin whose docs render with a component of the site's or a
     * theme's (`docItemComponent`), which may read any key of it. */
    readonly frontMatter?: Readonly<Record<string, unknown>>;
  };
}

export type RouteKind = 'doc' | 'markdown' | 'component' | 'not-found';

/** The per-page JSON embedded in every HTML file and read by the browser entry before hydrating. */
export interface PageBootData {
  readonly locale: string;
  /** Route path without baseUrl and locale prefix, e.g. `/docs/intro`. */
  readonly path: string;
  readonly kind: RouteKind;
  /** Content chunk URL (component module for `component`, data module otherwise). */
  readonly chunk?: string;
  /** Sidebar chunk URL for docs in a sidebar. */
  readonly sidebar?: string;
  /** Route manifest of this locale: path -> boot data of the target. */
  readonly manifest: string;
  /** Page data without `html` for Markdown pages. */
  readonly page?: Omit<MarkdownPageData, 'html'>;
  /** The chunk is an MDX module: its default export renders the content. */
  readonly mdx?: true;
  /** MDX pages: the data chunk of the content's static parts, and how many there are (the page's
   * HTML holds those it shows; the chunk is loaded only when some are not in it). */
  readonly fragments?: { readonly url: string; readonly count: number };
  /** UI strings of this page's locale (the shared bundle carries none). */
  readonly strings: Readonly<Record<string, string>>;
}

/** One manifest entry per route of a locale; kept tiny because the client loads it whole. */
export interface ManifestEntry {
  readonly k: RouteKind;
  readonly c?: string;
  readonly s?: string;
  /** 1 when the chunk is an MDX module (default export: content component; `page`: page data). */
  readonly x?: 1;
  /** MDX pages compiled to a content tree (content-tree.ts): the chunk of the theme's renderer of
   * trees, loaded (and prefetched) with the page's own. */
  readonly t?: string;
  /** MDX modules: the data chunk of the content's static parts (see rehype-static-fragments). */
  readonly f?: string;
}
