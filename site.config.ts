// The site this repository builds. Until the ZELF pages land it is docgen's own user guide,
// in English (docs/, at /docs) and Spanish (docs-es/, at /docs-es), in both UI locales.
import { defineConfig } from 'docgen';

export default defineConfig({
  title: 'docgen',
  tagline: 'Fast documentation sites with React',
  url: 'https://docs.zelf.world',
  baseUrl: '/',
  favicon: '/img/favicon.svg',
  titleDelimiter: '|',
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'es'],
    path: 'content/i18n',
    localeConfigs: {
      en: { label: 'English', htmlLang: 'en' },
      es: { label: 'Español', htmlLang: 'es' },
    },
  },
  docs: [
    { id: 'default', path: 'content/docs', routeBasePath: 'docs', sidebarPath: 'content/sidebars.ts' },
    { id: 'docs-es', path: 'content/docs-es', routeBasePath: 'docs-es', sidebarPath: 'content/sidebars-es.ts', contentLocale: 'es' },
  ],
  pages: 'content/pages',
  staticDirectories: ['content/static'],
  onBrokenLinks: 'throw',
  themeConfig: {
    navbar: {
      title: 'docgen',
      logo: { src: '/img/logo.svg', alt: 'docgen logo' },
      hideOnScroll: true,
      items: [
        { type: 'doc', docId: 'intro', label: 'English', position: 'left' },
        { type: 'doc', docId: 'intro', docsPluginId: 'docs-es', label: 'Español', position: 'left' },
        { type: 'localeDropdown' },
        { type: 'search' },
        { href: 'https://github.com/zelf/zelf-documentation', label: 'GitHub' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'Introduction', to: '/docs/intro' },
            { label: 'Introducción', to: '/docs-es/intro' },
          ],
        },
        {
          title: 'More',
          items: [
            { label: 'Markdown page', to: '/markdown-page' },
            { label: 'GitHub', href: 'https://github.com/zelf/zelf-documentation' },
          ],
        },
      ],
      copyright: 'Copyright © 2025 ZELF.',
    },
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  },
  sitemap: { changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/tags/**'] },
});
