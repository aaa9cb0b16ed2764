// `useThemeConfig()`: the site's themeConfig in Docusaurus's shape (shared/site-data.ts,
// ThemeConfig), translated into the page's locale as Docusaurus translates it for each locale's
// build: the navbar's title, logo alt and item labels, the footer's column titles, link labels,
// logo alt and copyright, and the announcement bar (i18n/<locale>/docusaurus-theme-classic/*.json,
// read by the build into the locale's strings).
import type { FooterColumn, FooterLink, NavbarItem, SiteData, ThemeConfig } from '../../shared/site-data.js';
import useDocusaurusContext from '../useDocusaurusContext.js';

type Strings = Readonly<Record<string, string>>;

function translateItem(item: NavbarItem, strings: Strings): NavbarItem {
  const label = item.label === undefined ? undefined : (strings[`navbar.item.label.${item.label}`] ?? item.label);
  const items = 'items' in item ? { items: item.items.map((child) => translateItem(child, strings)) } : {};
  return { ...item, ...(label === undefined ? {} : { label }), ...items } as NavbarItem;
}

const translateLink = (link: FooterLink, strings: Strings): FooterLink =>
  link.label === undefined ? link : { ...link, label: strings[`footer.link.item.label.${link.label}`] ?? link.label };

function translateFooter(footer: NonNullable<ThemeConfig['footer']>, strings: Strings): ThemeConfig['footer'] {
  const links = footer.links as readonly (FooterColumn | FooterLink)[];
  return {
    ...footer,
    links: links.map((entry) =>
      'items' in entry
        ? {
            ...entry,
            ...(entry.title === undefined ? {} : { title: strings[`footer.link.title.${entry.title}`] ?? entry.title }),
            items: entry.items.map((link) => translateLink(link, strings)),
          }
        : translateLink(entry, strings),
    ) as ThemeConfig['footer'] extends infer F ? (F extends { links: infer L } ? L : never) : never,
    ...(footer.copyright === undefined ? {} : { copyright: strings['footer.copyright'] ?? footer.copyright }),
    ...(footer.logo?.alt === undefined ? {} : { logo: { ...footer.logo, alt: strings['footer.logo.alt'] ?? footer.logo.alt } }),
  };
}

export function translateThemeConfig(config: ThemeConfig, strings: Strings): ThemeConfig {
  const { navbar, footer, announcementBar } = config;
  return {
    ...config,
    navbar: {
      ...navbar,
      ...(navbar.title === undefined ? {} : { title: strings['navbar.title'] ?? navbar.title }),
      ...(navbar.logo?.alt === undefined ? {} : { logo: { ...navbar.logo, alt: strings['navbar.logo.alt'] ?? navbar.logo.alt } }),
      items: navbar.items.map((item) => translateItem(item, strings)),
    },
    ...(footer ? { footer: translateFooter(footer, strings) } : {}),
    ...(announcementBar ? { announcementBar: { ...announcementBar, content: strings['announcementBar.content'] ?? announcementBar.content } } : {}),
  };
}

// One translated config per site and locale: components compare it by identity.
const translated = new WeakMap<SiteData['themeConfig'], Map<Strings, ThemeConfig>>();

export function themeConfigFor(config: ThemeConfig, strings: Strings): ThemeConfig {
  let byStrings = translated.get(config);
  if (!byStrings) translated.set(config, (byStrings = new Map()));
  let value = byStrings.get(strings);
  if (!value) byStrings.set(strings, (value = translateThemeConfig(config, strings)));
  return value;
}

export function useThemeConfig(): ThemeConfig {
  return useDocusaurusContext().siteConfig.themeConfig;
}
