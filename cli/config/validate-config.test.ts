import { describe, expect, it } from 'vitest';
import { DocgenError, type Problem } from '../errors.js';
import { formatKeyPath, validateConfig } from './validate-config.js';

const minimal = { title: 'My Site', url: 'https://docs.example.com' };

const TYPES_MESSAGE =
  'Use one of: "default", "dropdown", "localeDropdown", "search", "html", "doc", "docSidebar", "docsVersion", "docsVersionDropdown", or a type of your own named custom-<name>, whose component your src/theme/NavbarItem/ComponentTypes gives.';

/** The problems of an invalid config; fails when validation passes or throws something else. */
function problemsOf(input: unknown): readonly Problem[] {
  try {
    validateConfig({ input });
  } catch (error) {
    expect(error).toBeInstanceOf(DocgenError);
    return (error as DocgenError).problems;
  }
  throw new Error('expected validateConfig to throw');
}

describe('formatKeyPath', () => {
  it.each<[PropertyKey[], string]>([
    [[], ''],
    [['title'], 'title'],
    [['themeConfig', 'navbar', 'items', 2, 'label'], 'themeConfig.navbar.items[2].label'],
    [['docs', 0], 'docs[0]'],
    [['a', 0, 1, 'b'], 'a[0][1].b'],
  ])('%j -> %s', (path, expected) => {
    expect(formatKeyPath(path)).toBe(expected);
  });
});

describe('validateConfig: defaults', () => {
  const config = validateConfig({ input: minimal });

  it('keeps title and url', () => {
    expect(config.title).toBe('My Site');
    expect(config.url).toBe('https://docs.example.com');
  });

  it.each<[string, unknown]>([
    ['baseUrl', '/'],
    ['trailingSlash', false],
    ['titleDelimiter', '|'],
    ['onBrokenLinks', 'throw'],
    ['tagline', ''],
    ['pages', 'src/pages'],
    ['staticDirectories', ['static']],
    ['customFields', {}],
  ])('%s defaults to %j', (key, expected) => {
    expect((config as Record<string, unknown>)[key]).toEqual(expected);
  });

  it('fills themeConfig defaults', () => {
    expect(config.themeConfig.colorMode).toEqual({ defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false });
    expect(config.themeConfig.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(config.themeConfig.navbar).toEqual({ hideOnScroll: false, items: [] });
  });

  it('fills sitemap defaults', () => {
    expect(config.sitemap).toEqual({ changefreq: 'weekly', priority: 0.5, ignorePatterns: [] });
  });

  it('fills i18n defaults', () => {
    expect(config.i18n).toEqual({ defaultLocale: 'en', path: 'i18n', localeConfigs: {}, alternates: 'translated' });
  });

  it('fills defaults inside a partly given colorMode', () => {
    const partial = validateConfig({ input: { ...minimal, themeConfig: { colorMode: { defaultMode: 'dark' } } } });
    expect(partial.themeConfig.colorMode).toEqual({ defaultMode: 'dark', respectPrefersColorScheme: false, disableSwitch: false });
  });

  it('gives navbar items position "right" and type "default" unless set, also in dropdowns', () => {
    const withItems = validateConfig({
      input: {
        ...minimal,
        themeConfig: {
          navbar: {
            items: [
              { label: 'Docs', to: '/docs/intro' },
              { type: 'dropdown', label: 'More', position: 'left', items: [{ label: 'Blog', href: 'https://example.com' }] },
            ],
          },
        },
      },
    });
    const [first, second] = withItems.themeConfig.navbar.items;
    expect(first).toMatchObject({ type: 'default', position: 'right', label: 'Docs', to: '/docs/intro' });
    expect(second).toMatchObject({ type: 'dropdown', position: 'left' });
    expect(second?.items?.[0]).toMatchObject({ type: 'default', position: 'right', label: 'Blog' });
  });
});

describe('validateConfig: invalid configs', () => {
  it('reports every problem at once', () => {
    const found = problemsOf({
      url: 'not a url',
      colour: 'red',
      themeConfig: {
        navbar: {
          items: [
            { label: 'Docs', to: '/docs' },
            { type: 'fancy', label: 'Fancy' },
          ],
        },
      },
    });
    expect(found.map((problem) => [problem.name, problem.where])).toEqual(
      expect.arrayContaining([
        ['ConfigInvalid', 'config title'],
        ['ConfigInvalid', 'config url'],
        ['ConfigInvalid', 'config (root)'],
        ['NavbarItemTypeUnknown', 'config themeConfig.navbar.items[1].type'],
      ]),
    );
    expect(found).toHaveLength(4);
    const byWhere = new Map(found.map((problem) => [problem.where, problem.message]));
    expect(byWhere.get('config title')).toBe('is required (expected string)');
    expect(byWhere.get('config (root)')).toContain('"colour"');
    expect(byWhere.get('config (root)')).toContain('customFields');
    expect(byWhere.get('config themeConfig.navbar.items[1].type')).toBe(`navbar item type "fancy" has no renderer. ${TYPES_MESSAGE}`);
  });

  it('lists every problem in the error message too', () => {
    let caught: unknown;
    try {
      validateConfig({ input: { url: 'nope' } });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DocgenError);
    expect((caught as Error).message).toContain('config title: is required (expected string) [ConfigInvalid]');
    expect((caught as Error).message).toContain('config url:');
  });

  it('reports an unknown type of a nested dropdown item by its full key path', () => {
    const found = problemsOf({
      ...minimal,
      themeConfig: {
        navbar: {
          items: [
            {
              type: 'dropdown',
              label: 'More',
              items: [
                { label: 'A', to: '/a' },
                { type: 'sparkly', label: 'B' },
              ],
            },
          ],
        },
      },
    });
    expect(found).toEqual([
      {
        name: 'NavbarItemTypeUnknown',
        where: 'config themeConfig.navbar.items[0].items[1].type',
        message: `navbar item type "sparkly" has no renderer. ${TYPES_MESSAGE}`,
      },
    ]);
  });

  it.each<[string]>([['base'], ['/base'], ['base/']])('baseUrl %j without both slashes reports config baseUrl', (baseUrl) => {
    const found = problemsOf({ ...minimal, baseUrl });
    expect(found).toEqual([{ name: 'ConfigInvalid', where: 'config baseUrl', message: 'baseUrl must start and end with "/"' }]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an empty title', { title: '' }, 'config title'],
    ['a wrong trailingSlash type', { trailingSlash: 'yes' }, 'config trailingSlash'],
    ['an unknown onBrokenLinks value', { onBrokenLinks: 'explode' }, 'config onBrokenLinks'],
    ['a bad colorMode', { themeConfig: { colorMode: { defaultMode: 'blue' } } }, 'config themeConfig.colorMode.defaultMode'],
    ['a bad navbar position', { themeConfig: { navbar: { items: [{ label: 'x', position: 'middle' }] } } }, 'config themeConfig.navbar.items[0].position'],
    ['a toc level out of range', { themeConfig: { tableOfContents: { maxHeadingLevel: 7 } } }, 'config themeConfig.tableOfContents.maxHeadingLevel'],
    ['a sitemap priority above 1', { sitemap: { priority: 2 } }, 'config sitemap.priority'],
    ['an unknown docs plugin key', { docs: [{ id: 'a', pth: 'x' }] }, 'config docs[0]'],
  ])('%s is reported at %s', (_name, override, where) => {
    const found = problemsOf({ ...minimal, ...override });
    expect(found.map((problem) => [problem.name, problem.where])).toEqual([['ConfigInvalid', where]]);
  });

  it('a config that is not an object reports (root)', () => {
    const found = problemsOf(undefined);
    expect(found.map((problem) => problem.where)).toEqual(['config (root)']);
  });
});
