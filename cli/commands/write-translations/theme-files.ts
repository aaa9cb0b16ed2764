// The navbar's and footer's texts, as Docusaurus's classic theme lists them for translators:
// docusaurus-theme-classic/navbar.json and footer.json. The keys are the ones the build reads back
// (themeTranslations in pipeline/site/site-data.ts, applied by the theme's useThemeConfig).
import type { SiteConfig } from '../../config/resolve-config.js';
import type { TranslationFile, TranslationMessage } from './translation-file.js';

type Entries = [string, TranslationMessage][];

interface LabelledItem {
  readonly label?: string;
  readonly items?: readonly unknown[];
}

/** Every item of the navbar, each level before the one below it, as Docusaurus lists them. */
function navbarItems(items: readonly LabelledItem[]): LabelledItem[] {
  const children = items.flatMap((item) => (Array.isArray(item.items) ? (item.items as LabelledItem[]) : []));
  return children.length > 0 ? [...items, ...navbarItems(children)] : [...items];
}

function navbarFile(navbar: SiteConfig['themeConfig']['navbar']): TranslationFile {
  const entries: Entries = [];
  if (navbar.title) entries.push(['title', { message: navbar.title, description: 'Title shown next to the logo in the navbar' }]);
  if (navbar.logo?.alt) entries.push(['logo.alt', { message: navbar.logo.alt, description: "Alternative text of the navbar's logo" }]);
  for (const { label } of navbarItems(navbar.items as readonly LabelledItem[])) {
    if (label) entries.push([`item.label.${label}`, { message: label, description: `Label of the navbar item labelled "${label}"` }]);
  }
  // A label used twice is one key, at its first place (with its last text, as Docusaurus's).
  return { path: 'docusaurus-theme-classic/navbar.json', content: Object.fromEntries(entries) };
}

interface FooterLink {
  readonly label?: string;
  readonly to?: string;
  readonly href?: string;
}

interface FooterColumn {
  readonly title?: string;
  readonly items: readonly FooterLink[];
}

function footerFile(footer: NonNullable<SiteConfig['themeConfig']['footer']>): TranslationFile {
  const entries: Entries = [];
  // Columns ({title, items}) or one flat row of links: the first entry says which, as in Docusaurus.
  const first = footer.links[0] as object | undefined;
  const columns = first && 'items' in first ? (footer.links as readonly FooterColumn[]) : [];
  const links = first && 'items' in first ? columns.flatMap((column) => column.items) : (footer.links as readonly FooterLink[]);
  for (const column of columns) {
    if (column.title) {
      entries.push([`link.title.${column.title}`, { message: column.title, description: `Title of the footer column "${column.title}"` }]);
    }
  }
  for (const link of links) {
    if (!link.label) continue;
    const target = link.to ?? link.href;
    const description = `Label of the footer link "${link.label}"${target ? ` to ${target}` : ''}`;
    entries.push([`link.item.label.${link.label}`, { message: link.label, description }]);
  }
  if (footer.copyright) entries.push(['copyright', { message: footer.copyright, description: 'Copyright line at the bottom of the footer' }]);
  if (footer.logo?.alt) entries.push(['logo.alt', { message: footer.logo.alt, description: "Alternative text of the footer's logo" }]);
  return { path: 'docusaurus-theme-classic/footer.json', content: Object.fromEntries(entries) };
}

/** navbar.json always (it may be empty: then it is not written), footer.json when the site has a footer. */
export function themeTranslationFiles(config: SiteConfig): TranslationFile[] {
  const { navbar, footer } = config.themeConfig;
  return [navbarFile(navbar), ...(footer ? [footerFile(footer)] : [])];
}
