import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { fromDocusaurus } from './docusaurus-config.js';

const base = { title: 'Site', url: 'https://example.com', baseUrl: '/' };

describe('fromDocusaurus', () => {
  it('maps the classic preset and an extra docs plugin, and keeps their Markdown plugins per instance', () => {
    const remark = () => undefined;
    const rehype = () => undefined;
    const { config, ignored, markdownPlugins } = fromDocusaurus({
      siteDir: '/site',
      input: {
        ...base,
        presets: [['classic', { docs: { sidebarPath: './sidebars.js', remarkPlugins: [remark] }, blog: false, theme: { customCss: ['./a.css', './b.css'] } }]],
        plugins: [['@docusaurus/plugin-content-docs', { id: 'api', path: 'api', routeBasePath: 'api', beforeDefaultRehypePlugins: [rehype] }]],
      },
    });
    expect(config).toEqual({
      ...base,
      docs: [
        { id: 'default', path: 'docs', routeBasePath: 'docs', sidebarPath: './sidebars.js' },
        { id: 'api', path: 'api', routeBasePath: 'api' },
      ],
      pages: 'src/pages',
      customCss: ['./a.css', './b.css'],
      markdown: { format: 'mdx' },
      // Docusaurus's code colours when the config names none.
      themeConfig: { prism: { theme: (createRequire(import.meta.url)('prism-react-renderer') as typeof import('prism-react-renderer')).themes.palenight } },
      // Docusaurus's defaults, which differ from docgen's own (all as onBrokenLinks).
      onBrokenLinks: 'throw',
      onBrokenAnchors: 'warn',
      onBrokenMarkdownLinks: 'warn',
    });
    expect(ignored).toEqual([]);
    expect(markdownPlugins.default?.remarkPlugins).toEqual([remark]);
    expect(markdownPlugins.api?.beforeDefaultRehypePlugins).toEqual([rehype]);
  });

  it('maps the preset blog and a second blog plugin, with their Markdown plugins, and lists the options it leaves out', () => {
    const remark = () => undefined;
    const { config, ignored, markdownPlugins } = fromDocusaurus({
      siteDir: '/site',
      input: {
        ...base,
        presets: [
          [
            'classic',
            {
              blog: {
                postsPerPage: 'ALL',
                blogSidebarCount: 0,
                remarkPlugins: [remark],
                feedOptions: { type: 'all', xslt: true },
                processBlogPosts: () => undefined,
              },
            },
          ],
        ],
        plugins: [['@docusaurus/plugin-content-blog', { id: 'news', path: 'news', routeBasePath: 'news', showReadingTime: false }]],
      },
    });
    expect(config.blog).toEqual([
      { id: 'default', postsPerPage: 'ALL', blogSidebarCount: 0, feedOptions: { type: 'all' } },
      { id: 'news', path: 'news', routeBasePath: 'news', showReadingTime: false },
    ]);
    expect(markdownPlugins['blog:default']?.remarkPlugins).toEqual([remark]);
    expect(ignored).toEqual(['presets[0].blog.processBlogPosts', 'presets[0].blog.feedOptions.xslt']);
  });

  it('with docs: false still reads the rest of the preset', () => {
    const { config, ignored } = fromDocusaurus({
      siteDir: '/site',
      input: { ...base, presets: [['classic', { docs: false, theme: { customCss: './custom.css' }, svgr: { svgrConfig: {} } }]] },
    });
    expect(config.docs).toBeUndefined();
    expect(config.customCss).toEqual(['./custom.css']);
    expect(ignored).toEqual(['presets[0].svgr']);
  });

  it("reads Google's analytics from the preset and from their plugins", () => {
    const { config, ignored } = fromDocusaurus({
      siteDir: '/site',
      input: {
        ...base,
        presets: [['classic', { gtag: { trackingID: ['G-1', 'G-2'], anonymizeIP: true } }]],
        plugins: [
          ['@docusaurus/plugin-google-tag-manager', { containerId: 'GTM-1', extra: 1 }],
          ['google-analytics', { trackingID: 'UA-1' }],
        ],
      },
    });
    expect(config.analytics).toEqual({
      gtag: { trackingID: ['G-1', 'G-2'], anonymizeIP: true },
      googleTagManager: { containerId: 'GTM-1' },
      googleAnalytics: { trackingID: 'UA-1' },
    });
    expect(ignored).toEqual(['plugins[0].extra']);
  });

  it("hands plugins, themes and presets it does not map to the plugin host, in the config's order, and maps the classic parts listed one by one", () => {
    const inject = () => ({ name: 'inject-tags', injectHtmlTags: () => ({}) });
    const { config, ignored, hosted, clientModules } = fromDocusaurus({
      siteDir: '/site',
      input: {
        ...base,
        presets: [['@docusaurus/preset-other', { flag: true }]],
        plugins: [
          inject,
          ['./plugins/local', { dataFile: 'data.json' }],
          false,
          ['@docusaurus/plugin-sitemap', { changefreq: 'weekly', priority: 0.4 }],
          ['@docusaurus/plugin-content-docs', { sidebarPath: './sidebars.js' }],
        ],
        themes: [['@docusaurus/theme-classic', { customCss: './src/css/custom.css' }], '@docusaurus/theme-mermaid', '@docusaurus/theme-search-algolia'],
        clientModules: ['./src/client.js'],
        markdown: { mermaid: false, mdx1Compat: { comments: true }, preprocessor: () => '' },
      },
    });
    expect(hosted).toEqual([
      { kind: 'preset', module: '@docusaurus/preset-other', options: { flag: true }, where: 'presets[0]' },
      { kind: 'plugin', module: inject, options: {}, where: 'plugins[0]' },
      { kind: 'plugin', module: './plugins/local', options: { dataFile: 'data.json' }, where: 'plugins[1]' },
      { kind: 'theme', module: '@docusaurus/theme-mermaid', options: {}, where: 'themes[1]' },
    ]);
    expect(ignored).toEqual([]);
    expect(clientModules).toEqual(['/site/src/client.js']);
    expect(config.sitemap).toEqual({ changefreq: 'weekly', priority: 0.4 });
    expect(config.customCss).toEqual(['./src/css/custom.css']);
    expect(config.docs).toMatchObject([{ id: 'default', sidebarPath: './sidebars.js' }]);
    expect(typeof (config.markdown as { preprocessor?: unknown }).preprocessor).toBe('function');
  });
});
