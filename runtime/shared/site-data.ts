// The part of the resolved config that the theme needs, on the server and in the browser.
// Built once per build by the CLI and bundled into the client entry as a virtual module.
import type { MagicCommentConfig } from './code-block.js';
import type { PrismTheme } from './prism-theme.js';

/** What every navbar item has. */
interface NavbarItemBase {
  readonly position: 'left' | 'right';
  readonly label?: string;
  readonly className?: string;
}

/** Where a link-like item leads and when it is active. */
export interface NavbarTarget {
  /** Resolved target, already locale- and baseUrl-aware where needed. */
  readonly to?: string;
  readonly href?: string;
  readonly activeBasePath?: string;
  readonly activeBaseRegex?: string;
  /** Per-locale targets for doc-like items: locale -> path. */
  readonly localeTo?: Readonly<Record<string, string>>;
  /** Docs plugin of a version-aware item (doc and docSidebar links, version dropdown entries). */
  readonly pluginId?: string;
  /** The version a version dropdown entry stands for; choosing it makes it the preferred version. */
  readonly version?: string;
  /** Per version, per locale, the target of a doc or docSidebar link (plugins with several versions). */
  readonly versionTo?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** A link: `default`, and the doc-like items, which arrive with their targets resolved. */
export interface LinkNavbarItem extends NavbarItemBase, NavbarTarget {
  readonly type: 'default' | 'doc' | 'docSidebar' | 'docsVersion';
}

/** A dropdown of other items; it may lead somewhere itself, as in Docusaurus. */
export interface DropdownNavbarItem extends NavbarItemBase, NavbarTarget {
  readonly type: 'dropdown';
  readonly items: readonly NavbarItem[];
}

/** A docs plugin's versions, one link each. */
export interface VersionDropdownNavbarItem extends NavbarItemBase, NavbarTarget {
  readonly type: 'docsVersionDropdown';
  readonly items: readonly LinkNavbarItem[];
}

export interface LocaleDropdownNavbarItem extends NavbarItemBase, NavbarTarget {
  readonly type: 'localeDropdown';
}

export interface SearchNavbarItem extends NavbarItemBase, NavbarTarget {
  readonly type: 'search';
}

export interface HtmlNavbarItem extends NavbarItemBase, NavbarTarget {
  readonly type: 'html';
  readonly html?: string;
}

/** A site's own item type (`custom-sparkle`), rendered by its @theme/NavbarItem/ComponentTypes. */
export interface CustomNavbarItem extends NavbarItemBase, NavbarTarget {
  readonly type: 'custom';
  /** The type as the config names it: the key of its component. */
  readonly component: string;
  /** The item's other fields, given to the component as its props. */
  readonly props: Readonly<Record<string, unknown>>;
}

/** A navbar item, by `type`: one member per type in NAVBAR_ITEM_TYPES. */
export type NavbarItem =
  LinkNavbarItem | DropdownNavbarItem | VersionDropdownNavbarItem | LocaleDropdownNavbarItem | SearchNavbarItem | HtmlNavbarItem | CustomNavbarItem;

type MemberOf<Item, Type> = Item extends { readonly type: infer Types } ? (Type extends Types ? Item : never) : never;
/** The member of NavbarItem that an item of this type is. */
export type NavbarItemOf<Type extends NavbarItem['type']> = MemberOf<NavbarItem, Type>;

/** Items that hold other items. */
export type NavbarItemWithItems = DropdownNavbarItem | VersionDropdownNavbarItem;
export const hasItems = (item: NavbarItem): item is NavbarItemWithItems => 'items' in item;

export interface DocsPluginInfo {
  readonly id: string;
  /** The plugin's route base path, with the site's base URL (`/docs`). */
  readonly path: string;
  /** Newest first, as in versions.json; `current` for the docs folder. */
  readonly versions: readonly {
    readonly name: string;
    readonly label: string;
    /** The version's route base, with the site's base URL (`/docs/1.0`). */
    readonly path: string;
    readonly isLast: boolean;
    readonly banner: 'unreleased' | 'unmaintained' | null;
    readonly badge: boolean;
    readonly activeRegex: string;
  }[];
  readonly last: string;
}

export interface FooterLink {
  readonly label: string;
  readonly to?: string;
  readonly href?: string;
  readonly html?: string;
  readonly className?: string;
}

export interface FooterColumn {
  readonly title?: string;
  readonly items: readonly FooterLink[];
  readonly className?: string;
}

/** A navbar or footer logo, as themeConfig gives it. */
export interface ThemeLogo {
  readonly src: string;
  readonly srcDark?: string;
  readonly alt?: string;
  readonly href?: string;
  readonly target?: string;
  readonly width?: number | string;
  readonly height?: number | string;
  readonly className?: string;
}

/** The site's themeConfig in Docusaurus's shape (what `useThemeConfig()` returns), with the navbar
 * items resolved against the docs at build time. */
export interface ThemeConfig {
  readonly navbar: {
    readonly title?: string;
    readonly logo?: ThemeLogo;
    readonly hideOnScroll: boolean;
    readonly style?: 'primary' | 'dark';
    readonly items: readonly NavbarItem[];
  };
  readonly footer?: {
    readonly style: 'light' | 'dark';
    /** Columns ({title, items}) or a flat list of links, as the config writes them. */
    readonly links: readonly FooterColumn[] | readonly FooterLink[];
    readonly copyright?: string;
    readonly logo?: ThemeLogo;
  };
  readonly announcementBar?: {
    readonly id: string;
    readonly content: string;
    readonly backgroundColor: string;
    readonly textColor: string;
    readonly isCloseable: boolean;
  };
  readonly colorMode: {
    readonly defaultMode: 'light' | 'dark';
    readonly respectPrefersColorScheme: boolean;
    readonly disableSwitch: boolean;
  };
  readonly docs: {
    readonly versionPersistence: 'localStorage' | 'none';
    readonly sidebar: { readonly hideable: boolean; readonly autoCollapseCategories: boolean };
  };
  readonly tableOfContents: { readonly minHeadingLevel: number; readonly maxHeadingLevel: number };
  readonly blog: { readonly sidebar: { readonly groupByYear: boolean } };
  readonly image?: string;
  readonly metadata: readonly Readonly<Record<string, string>>[];
  /** Code blocks: the light theme (the one written inline; dark mode's colours are a stylesheet,
   * so the dark theme is left out here), the added languages, magic comments, default language. */
  readonly prism: {
    readonly theme: PrismTheme;
    /** The dark theme, for a site whose plugins' components colour code in the browser (a live
     * code editor, through usePrismTheme); docgen's own blocks take it from the stylesheet. */
    readonly darkTheme?: PrismTheme;
    readonly additionalLanguages: readonly string[];
    readonly magicComments: readonly MagicCommentConfig[];
    readonly defaultLanguage?: string;
  };
}

export interface LocaleInfo {
  readonly code: string;
  readonly label: string;
  readonly htmlLang: string;
  readonly direction: 'ltr' | 'rtl';
  /** URL prefix of this locale under baseUrl: '' for the default locale, '/es' otherwise. */
  readonly prefix: string;
}

export interface SiteData {
  readonly title: string;
  readonly tagline: string;
  /** The config's customFields, for useDocusaurusContext; left out when empty. */
  readonly customFields?: Readonly<Record<string, unknown>>;
  readonly url: string;
  readonly baseUrl: string;
  readonly trailingSlash: boolean;
  readonly titleDelimiter: string;
  readonly defaultLocale: string;
  readonly locales: readonly LocaleInfo[];
  /** Path of the site's favicon, inside a static folder. */
  readonly favicon?: string;
  readonly themeConfig: ThemeConfig;
  /** Every docs plugin's versions, for version-aware links and the preferred version. */
  readonly docsPlugins: readonly DocsPluginInfo[];
  /** Milliseconds before the progress bar shows, and before a pending load reports a timeout (null: never). */
  readonly pageLoading: { readonly delay: number; readonly timeout: number | null };
  /** Offline search (when the navbar has a search box): per locale, the content languages indexed;
   * `scoped` when pages carry a docs-version scope filter (sites with docs versions). */
  readonly search?: { readonly languages: Readonly<Record<string, readonly string[]>>; readonly scoped: boolean };
  /** Algolia DocSearch (themeConfig.algolia), in place of the offline search. */
  readonly algolia?: {
    readonly appId: string;
    readonly apiKey: string;
    readonly indexName: string;
    readonly searchParameters: Readonly<Record<string, unknown>>;
    readonly placeholder?: string;
    /** Facet filters that keep results to the page's locale and the site's docs (contextualSearch). */
    readonly contextual: boolean;
  };
  /** UI strings per locale, already merged with the site's overrides. */
  readonly strings: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** What the site's plugins set with setGlobalData: locale -> plugin name -> plugin id -> data.
   * Left out when no plugin sets any. */
  readonly pluginGlobalData?: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, unknown>>>>>>;
}
