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
      themeConfig: {},
    });
    expect(ignored).toEqual([]);
    expect(markdownPlugins.default?.remarkPlugins).toEqual([remark]);
    expect(markdownPlugins.api?.beforeDefaultRehypePlugins).toEqual([rehype]);
  });

  it('with docs: false still reads the rest of the preset', () => {
    const { config, ignored } = fromDocusaurus({
      siteDir: '/site',
      input: { ...base, presets: [['classic', { docs: false, theme: { customCss: './custom.css' }, gtag: { trackingID: 'x' } }]] },
    });
    expect(config.docs).toBeUndefined();
    expect(config.customCss).toEqual(['./custom.css']);
    expect(ignored).toEqual(['presets[0].gtag']);
  });

  it('lists a function plugin by its name and hooks, and other presets and themes by name', () => {
    const { ignored } = fromDocusaurus({
      siteDir: '/site',
      input: {
        ...base,
        presets: [['@docusaurus/preset-other', {}]],
        plugins: [() => ({ name: 'inject-tags', injectHtmlTags: () => ({}) }), false],
        themes: ['@docusaurus/theme-mermaid'],
        markdown: { mermaid: false, mdx1Compat: { comments: true }, preprocessor: () => '' },
      },
    });
    expect(ignored).toEqual([
      'preset @docusaurus/preset-other',
      'plugin inject-tags (injectHtmlTags)',
      'theme @docusaurus/theme-mermaid',
      'markdown.preprocessor',
    ]);
  });
});
