// The ZELF developer documentation: English docs at /docs and Spanish docs at /docs-es, each
// readable with an English (/) or Spanish (/es/) interface.
import { defineConfig } from 'docgen';

export default defineConfig({
  title: 'ZELF',
  tagline: 'Your face is your key',
  url: 'https://docs.zelf.world',
  baseUrl: '/',
  trailingSlash: false,
  favicon: '/img/favicon.svg',
  titleDelimiter: '|',
  onBrokenLinks: 'throw',
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'es'],
    path: 'content/i18n',
    localeConfigs: {
      en: { label: 'English', htmlLang: 'en-US' },
      es: {
        label: 'Español',
        htmlLang: 'es-ES',
        strings: {
          'announcementBar.content':
            'La documentación de ZELF está en inglés y en <a href="/es/docs-es/intro">español</a>. Consulte la <a href="/es/docs-es/empezar/descargas">página de descargas</a> para obtener las aplicaciones.',
        },
      },
    },
  },
  docs: [
    { id: 'default', path: 'content/docs', routeBasePath: 'docs', sidebarPath: 'content/sidebars.ts' },
    { id: 'docs-es', path: 'content/docs-es', routeBasePath: 'docs-es', sidebarPath: 'content/sidebars-es.ts', contentLocale: 'es' },
  ],
  pages: 'content/pages',
  staticDirectories: ['content/static'],
  customCss: ['content/css/custom.css'],
  themeConfig: {
    image: '/img/social-card.svg',
    navbar: {
      title: 'ZELF',
      logo: { src: '/img/zelf-logo.svg', alt: 'ZELF logo', width: 32, height: 32 },
      hideOnScroll: true,
      items: [
        {
          type: 'dropdown',
          label: 'Docs',
          position: 'left',
          items: [
            { type: 'doc', docId: 'intro', label: 'English docs' },
            { type: 'doc', docId: 'intro', docsPluginId: 'docs-es', label: 'Documentación en español' },
          ],
        },
        { type: 'localeDropdown', position: 'right' },
        { type: 'search', position: 'right' },
        { href: 'https://github.com/zelf/zelf-documentation', label: 'GitHub', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'English docs', to: '/docs/intro' },
            { label: 'How it works', to: '/docs/getting-started/how-it-works' },
            { label: 'Spanish docs', to: '/docs-es/intro' },
          ],
        },
        {
          title: 'Community',
          items: [
            { label: 'Discord', href: 'https://discord.gg/49JnBAsaq9' },
            { label: 'Support email', href: 'mailto:zns@zelf.world' },
          ],
        },
        {
          title: 'More',
          items: [
            { label: 'Zelf World', href: 'https://zelf.world' },
            { label: 'GitHub', href: 'https://github.com/zelf/zelf-documentation' },
          ],
        },
      ],
      copyright: 'Copyright © 2025 ZELF. All rights reserved.',
    },
    announcementBar: {
      id: 'zelf-docs-2025',
      content:
        'The ZELF documentation is available in English and <a href="/docs-es/intro">Spanish</a>. Get the apps on the <a href="/docs/getting-started/downloads">downloads page</a>.',
      backgroundColor: '#0b3d91',
      textColor: '#ffffff',
      isCloseable: true,
    },
    docs: { sidebar: { hideable: true } },
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  },
  sitemap: { changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/tags/**', '/page/**'] },
});
